// The compression a response body may come in. The crawl asks for gzip (Accept-Encoding: gzip):
// a proxy in front of Weblate that compresses JSON sends its pages about ten times smaller (the
// demo's 14.0 MB came as 1.4 MB through nginx's gzip). undici's request API hands over the bytes as sent, and its
// decompress interceptor is experimental (a warning on every crawl's first use) and unbounded by
// default, so a gzip body is decompressed here, at most `maxBytes` of it: a few kilobytes of
// gzip can stand for gigabytes.
import { gunzip } from 'node:zlib';

/** The error code of a body that decompresses to more than allowed, as undici names a body too large. */
export const TOO_LARGE = 'UND_ERR_RES_EXCEEDED_MAX_SIZE';
/** The error code of a gzip body that does not decompress (cut short, or not gzip at all). */
export const BAD_GZIP = 'ATLAS_BAD_GZIP';

/** The Content-Encoding names the crawl asks for and reads: gzip, and its old alias. */
const GZIP = new Set(['gzip', 'x-gzip']);

/** Whether a response's Content-Encoding is one the crawl decompresses. */
export function isGzip(contentEncoding: string | undefined): boolean {
  return contentEncoding !== undefined && GZIP.has(contentEncoding.trim().toLowerCase());
}

/**
 * A body as its bytes mean it: decompressed where its Content-Encoding is gzip (at most
 * `maxBytes`, else an error coded TOO_LARGE; one that does not decompress, BAD_GZIP), as it came otherwise.
 */
export async function decodeBody(raw: Buffer, contentEncoding: string | undefined, maxBytes: number): Promise<Buffer> {
  if (!isGzip(contentEncoding)) return raw;
  return new Promise((resolve, reject) => {
    gunzip(raw, { maxOutputLength: maxBytes }, (error, result) => {
      if (error === null) resolve(result);
      else if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') reject(Object.assign(new Error(`decompressed body larger than ${maxBytes} bytes`), { code: TOO_LARGE }));
      else reject(Object.assign(new Error(error.message), { code: BAD_GZIP }));
    });
  });
}
