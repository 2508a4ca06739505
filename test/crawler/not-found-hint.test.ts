// The hint a 404 at the start of a crawl gets: a base URL with no Weblate API behind it, or a
// project slug the server does not show.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/crawler/http-errors.ts';
import { withNotFoundHint } from '../../src/crawler/not-found-hint.ts';

const base = 'https://example.org/weblate';
const notFound = (url: string, detail = 'Not found.') =>
  new HttpError(`not found: ${url}: ${detail}`, { status: 404, url, kind: 'not-found', attempts: 1 });

describe('withNotFoundHint', () => {
  it('says that no Weblate API answers at the base URL when a list every server has is not found', () => {
    for (const list of ['languages', 'projects', 'users', 'changes']) {
      const error = withNotFoundHint(notFound(`${base}/api/${list}/?page_size=1000`, 'Error response (HTML page)'), base, [], false) as HttpError;
      expect(error.message).toBe(
        `not found: ${base}/api/${list}/?page_size=1000: Error response (HTML page); no Weblate API answers at ${base}/api/: ` +
          'check the server\'s address (and its path prefix, as in https://example.org/weblate)',
      );
      expect([error.status, error.url, error.kind]).toEqual([404, `${base}/api/${list}/?page_size=1000`, 'not-found']);
    }
  });

  it('says which project slug the server does not show, and that a private one needs a token', () => {
    const anonymous = withNotFoundHint(notFound(`${base}/api/projects/no%20such/`), base, ['orbit', 'no such'], false) as Error;
    expect(anonymous.message).toBe(
      `not found: ${base}/api/projects/no%20such/: Not found.; the server shows no project "no such": ` +
        'check the slug (the last part of the project\'s address); a private project needs a token',
    );
    const withToken = withNotFoundHint(notFound(`${base}/api/projects/orbit/`), base, ['orbit'], true) as Error;
    expect(withToken.message).toBe(
      `not found: ${base}/api/projects/orbit/: Not found.; the server shows no project "orbit" to this token: ` +
        'check the slug (the last part of the project\'s address)',
    );
  });

  it('leaves every other failure as it is', () => {
    const deeper = notFound(`${base}/api/components/orbit/app/translations/`);
    const instanceWide = notFound(`${base}/api/components/?page_size=1000`);
    const elsewhere = notFound('https://example.org/api/projects/');
    const refused = new HttpError('HTTP 500 from x', { status: 500, url: `${base}/api/projects/`, kind: 'server' });
    const plain = new Error('disk full');
    for (const error of [deeper, instanceWide, elsewhere, refused, plain]) expect(withNotFoundHint(error, base, ['orbit'], false)).toBe(error);
    // A project not named on the command line is no slug to blame.
    const unnamed = notFound(`${base}/api/projects/quill/`);
    expect(withNotFoundHint(unnamed, base, ['orbit'], false)).toBe(unnamed);
  });
});
