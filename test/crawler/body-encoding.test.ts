// The compression a response body comes in: the codings its Content-Encoding names, and gzip
// layers taken off (bounded), an empty body left empty, a label of more gzip than the body holds named.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BAD_GZIP, GZIP_LABELLED_TWICE, TOO_LARGE, contentCodings, decodeBody, isDecodeFailure } from '../../src/crawler/body-encoding.ts';
import { unaskedCompression } from '../../src/crawler/http-errors.ts';

const PAGE = '{"count":0,"next":null,"previous":null,"results":[]}';

/** The error a promise rejects with, or a failure where it resolves. */
async function failure(promise: Promise<unknown>): Promise<{ code: unknown; message: string }> {
  return promise.then(() => ({ code: 'resolved', message: '' }), (error: { code?: unknown; message: string }) => ({ code: error.code, message: error.message }));
}

describe('contentCodings', () => {
  it('lists the codings in the order applied, lower case, one list for a header given twice, without identity', () => {
    expect(contentCodings(undefined)).toEqual([]);
    expect(contentCodings('')).toEqual([]);
    expect(contentCodings(' GZIP ')).toEqual(['gzip']);
    expect(contentCodings('gzip, gzip')).toEqual(['gzip', 'gzip']);
    expect(contentCodings(['gzip', 'x-gzip'])).toEqual(['gzip', 'x-gzip']);
    expect(contentCodings('identity')).toEqual([]);
    expect(contentCodings('gzip,br, identity')).toEqual(['gzip', 'br']);
  });
});

describe('decodeBody', () => {
  it('takes off every gzip layer, the last applied first', async () => {
    const twice = gzipSync(gzipSync(PAGE));
    expect(await decodeBody(twice, ['gzip', 'gzip'], 1000).then(({ body, left }) => [body.toString(), left])).toEqual([PAGE, []]);
    expect(await decodeBody(gzipSync(PAGE), ['x-gzip'], 1000).then(({ body, left }) => [body.toString(), left])).toEqual([PAGE, []]);
  });

  it('leaves an empty body empty, whatever its label: a 301 or a 503 without a body', async () => {
    expect(await decodeBody(Buffer.alloc(0), ['gzip'], 1000)).toEqual({ body: Buffer.alloc(0), left: [] });
    expect(await decodeBody(Buffer.alloc(0), ['gzip', 'gzip'], 1000)).toEqual({ body: Buffer.alloc(0), left: [] });
  });

  it('leaves a compression it does not read on the body, and says which codings are left', async () => {
    const br = brotliCompressSync(PAGE);
    expect(await decodeBody(br, ['br'], 1000)).toEqual({ body: br, left: ['br'] });
    // br applied last: nothing is taken off.
    expect(await decodeBody(br, ['gzip', 'br'], 1000)).toEqual({ body: br, left: ['gzip', 'br'] });
    // gzip applied last, over br: the gzip comes off.
    expect(await decodeBody(gzipSync(br), ['br', 'gzip'], 1000)).toEqual({ body: br, left: ['br'] });
  });

  it('names a body labelled gzip twice that was compressed once, a body that does not decompress, and one too large', async () => {
    expect(await failure(decodeBody(gzipSync(PAGE), ['gzip', 'gzip'], 1000))).toEqual({
      code: GZIP_LABELLED_TWICE, message: 'labelled gzip, gzip (Content-Encoding), compressed once',
    });
    expect(await failure(decodeBody(gzipSync(PAGE).subarray(0, 20), ['gzip'], 1000))).toEqual({ code: BAD_GZIP, message: 'unexpected end of file' });
    expect(await failure(decodeBody(Buffer.from(PAGE), ['gzip'], 1000))).toEqual({ code: BAD_GZIP, message: 'incorrect header check' });
    expect(await failure(decodeBody(gzipSync(PAGE), ['gzip'], 10))).toEqual({ code: TOO_LARGE, message: 'decompressed body larger than 10 bytes' });
    expect([BAD_GZIP, GZIP_LABELLED_TWICE, TOO_LARGE].map((code) => isDecodeFailure({ code }))).toEqual([true, true, true]);
    expect([isDecodeFailure(new Error('ECONNRESET')), isDecodeFailure(null)]).toEqual([false, false]);
  });
});

describe('unaskedCompression', () => {
  it('names the codings left other than gzip, which the crawl asks for, never gzip itself', () => {
    expect(unaskedCompression(PAGE, 'br')).toBe('br');
    expect(unaskedCompression(PAGE, 'gzip, br')).toBe('br');
    expect(unaskedCompression(PAGE, 'gzip, gzip')).toBeNull();
    expect(unaskedCompression(PAGE, ' GZIP ')).toBeNull();
    expect(unaskedCompression(PAGE, 'identity')).toBeNull();
    expect(unaskedCompression('\u001f\ufffd\u0008', undefined)).toBe('gzip unnamed');
  });
});
