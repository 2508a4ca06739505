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
/** The error code of a body labelled gzip more times than it was compressed (`gzip, gzip` on a body compressed once). */
export const GZIP_LABELLED_TWICE = 'ATLAS_GZIP_LABELLED_TWICE';

/** The Content-Encoding names the crawl asks for and reads: gzip, and its old alias. */
const GZIP = new Set(['gzip', 'x-gzip']);

/**
 * The codings a Content-Encoding names, in the order they were applied, lower case, without
 * `identity`: `gzip, gzip` is a body compressed twice, and so are two Content-Encoding headers
 * (undici gives their values as a list), which HTTP reads as one list.
 */
export function contentCodings(contentEncoding: string | readonly string[] | undefined): string[] {
  if (contentEncoding === undefined) return [];
  const values = typeof contentEncoding === 'string' ? [contentEncoding] : contentEncoding;
  return values.flatMap((value) => value.split(',')).map((coding) => coding.trim().toLowerCase()).filter((coding) => coding !== '' && coding !== 'identity');
}

/** Whether a coding is one the crawl decompresses: gzip, or x-gzip. */
export function isGzipCoding(coding: string): boolean {
  return GZIP.has(coding);
}

/** A body and the codings still on it once the gzip layers applied last are taken off (those the crawl does not read). */
export interface DecodedBody {
  body: Buffer;
  left: string[];
}

/**
 * A body as its bytes mean it: every gzip layer applied last taken off (each at most `maxBytes`,
 * else an error coded TOO_LARGE; one that does not decompress, BAD_GZIP; a label of one more
 * layer than the bytes hold, GZIP_LABELLED_TWICE), and the codings left under them, which the crawl
 * does not read. An empty body is empty whatever its label: a 301 or a 503 without a body, labelled gzip.
 */
export async function decodeBody(raw: Buffer, codings: readonly string[], maxBytes: number): Promise<DecodedBody> {
  let body = raw;
  let layers = codings.length;
  let taken = 0;
  while (layers > 0 && isGzipCoding(codings[layers - 1]!) && body.length > 0) {
    // Decompressed once already, a layer that is not gzip is a label said twice, not a body cut short.
    if (taken > 0 && !looksLikeGzip(body)) {
      throw Object.assign(new Error(`labelled ${codings.join(', ')} (Content-Encoding), compressed ${taken === 1 ? 'once' : `${taken} times`}`), { code: GZIP_LABELLED_TWICE });
    }
    body = await gunzipAtMost(body, maxBytes);
    layers -= 1;
    taken += 1;
  }
  return { body, left: body.length === 0 ? [] : codings.slice(0, layers) };
}

/** Whether bytes begin as a gzip stream does (its two magic bytes). */
export function looksLikeGzip(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** Whether an error is one of decodeBody's: a body that the crawl could not decompress as labelled. */
export function isDecodeFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === TOO_LARGE || code === BAD_GZIP || code === GZIP_LABELLED_TWICE;
}

function gunzipAtMost(raw: Buffer, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    gunzip(raw, { maxOutputLength: maxBytes }, (error, result) => {
      if (error === null) resolve(result);
      else if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') reject(Object.assign(new Error(`decompressed body larger than ${maxBytes} bytes`), { code: TOO_LARGE }));
      else reject(Object.assign(new Error(error.message), { code: BAD_GZIP }));
    });
  });
}
