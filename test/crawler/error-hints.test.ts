// The hints a failed request gets: a 404 at the start of a crawl (a base URL with no Weblate API behind it, or a
// project slug the server does not show), and a gateway that gave up on a heavy page.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/crawler/http-errors.ts';
import { withHint } from '../../src/crawler/error-hints.ts';

const base = 'https://example.org/weblate';
const notFound = (url: string, detail = 'Not found.') =>
  new HttpError(`not found: ${url}: ${detail}`, { status: 404, url, kind: 'not-found', attempts: 1 });

describe('withHint: a 401', () => {
  const base = 'https://l10n.example.org/weblate';
  const refused = (detail: string, withToken: boolean) =>
    new HttpError(`${withToken ? 'token rejected by' : 'authentication required by'} ${base}/api/languages/?page_size=1000: ${detail}`,
      { status: 401, url: `${base}/api/languages/?page_size=1000`, kind: 'auth', attempts: 1 });

  it("says that a token is one server's own and where its own is, where the server's words were all a token of another Weblate got", () => {
    const error = withHint(refused('Invalid token.', true), { base, projects: [], withToken: true, answered: 0 }) as HttpError;
    expect(error.message).toBe(
      `token rejected by ${base}/api/languages/?page_size=1000: Invalid token.; an API token is one server's own, shown on its user's profile ` +
        `(${base}/accounts/profile/#api): one of another Weblate, or one regenerated since, is refused; give the one that page shows in ` +
        'WEBLATE_TOKEN (or --token), or leave it out to crawl as an anonymous caller',
    );
    expect(error.status).toBe(401);
  });

  it('asks for a token in WEBLATE_TOKEN where the server lets no anonymous caller read its API', () => {
    const error = withHint(refused('Authentication credentials were not provided.', false), { base, projects: [], withToken: false, answered: 0 }) as HttpError;
    expect(error.message).toBe(
      `authentication required by ${base}/api/languages/?page_size=1000: Authentication credentials were not provided.; this server lets no ` +
        `anonymous caller read its API: give the API token of an account on it in WEBLATE_TOKEN (from its profile, ${base}/accounts/profile/#api)`,
    );
  });
});

describe('withHint: a 401 asking for another scheme than Weblate\'s Token', () => {
  const base = 'https://l10n.example.org/weblate';
  const refused = () =>
    new HttpError(`HTTP Basic authentication required by ${base}/api/languages/?page_size=1000: 401 Authorization Required (HTML page)`,
      { status: 401, url: `${base}/api/languages/?page_size=1000`, kind: 'auth', attempts: 1, foreignChallenge: 'Basic' });

  it('says that something in front of the server refuses the crawl, with a token or without, not to fetch another token', () => {
    for (const withToken of [true, false]) {
      const error = withHint(refused(), { base, projects: [], withToken, answered: 0 }) as HttpError;
      expect(error.message).toBe(
        `HTTP Basic authentication required by ${base}/api/languages/?page_size=1000: 401 Authorization Required (HTML page); ` +
          "Weblate's API asks for its own API token (WWW-Authenticate: Token), not for Basic: something in front of the server " +
          '(a password prompt of its proxy, a single sign-on gateway) refuses the crawl before Weblate sees it, which no WEBLATE_TOKEN ' +
          `gets past (the crawl sends a Weblate API token only, as Authorization: Token …): let requests to ${base}/api/ through it`,
      );
      expect([error.status, error.foreignChallenge]).toEqual([401, 'Basic']);
    }
  });
});

describe('withHint: a 404', () => {
  it('says that no Weblate API answers at the base URL when a list every server has is not found', () => {
    for (const list of ['languages', 'projects', 'users', 'changes']) {
      const error = withHint(notFound(`${base}/api/${list}/?page_size=1000`, 'Error response (HTML page)'), { base, projects: [], withToken: false }) as HttpError;
      expect(error.message).toBe(
        `not found: ${base}/api/${list}/?page_size=1000: Error response (HTML page); no Weblate API answers at ${base}/api/: ` +
          'check the server\'s address (and its path prefix, as in https://example.org/weblate)',
      );
      expect([error.status, error.url, error.kind]).toEqual([404, `${base}/api/${list}/?page_size=1000`, 'not-found']);
    }
  });

  it('says the address is right where such a list is not found after other requests were answered', () => {
    for (const [list, name] of [['languages', 'languages list'], ['projects', 'projects list'], ['users', 'users list'], ['changes', 'change log']]) {
      const error = withHint(notFound(`${base}/api/${list}/?page_size=1000`, 'Not found.'), { base, projects: [], withToken: false, answered: 1234 }) as HttpError;
      expect(error.message).toBe(
        `not found: ${base}/api/${list}/?page_size=1000: Not found.; the server had answered 1,234 of this crawl's requests, so its address is right, ` +
          `but has no ${name} there, which every Weblate server has: something in front of it (a proxy) may refuse that address`,
      );
    }
    // None answered yet: the address is what to check.
    const first = withHint(notFound(`${base}/api/languages/?page_size=1000`, 'Not found.'), { base, projects: [], withToken: false, answered: 0 }) as HttpError;
    expect(first.message).toBe(
      `not found: ${base}/api/languages/?page_size=1000: Not found.; no Weblate API answers at ${base}/api/: ` +
        "check the server's address (and its path prefix, as in https://example.org/weblate)",
    );
  });

  it('says nothing of the address where a page past page 1 of such a list is not found: page 1 answered there', () => {
    const url = `${base}/api/changes/?page=5&page_size=1000`;
    const error = withHint(notFound(url, 'injected'), { base, projects: [], withToken: false, answered: 24 }) as HttpError;
    expect(error.message).toBe(`not found: ${url}: injected`);
  });

  it('says how to crawl the project whose web page the base URL is', () => {
    const page = 'https://hosted.weblate.org/projects/weblate';
    const error = withHint(notFound(`${page}/api/languages/?page_size=1000`, 'Page Not Found (HTML page)'), { base: page, projects: [], withToken: false }) as Error;
    expect(error.message).toBe(
      `not found: ${page}/api/languages/?page_size=1000: Page Not Found (HTML page); no Weblate API answers at ${page}/api/: that is ` +
        'the address of a page of Weblate\'s web UI; for the project "weblate", give --url https://hosted.weblate.org --project weblate',
    );
    const engage = withHint(notFound('https://example.org/weblate/engage/orbit/api/users/'), { base: 'https://example.org/weblate/engage/orbit', projects: [], withToken: false }) as Error;
    expect(engage.message.endsWith('give --url https://example.org/weblate --project orbit')).toBe(true);
  });

  it("names the server's --url for the web UI's other pages: the projects list, a language, the profile the API token is copied from", () => {
    for (const path of ['/accounts/profile', '/projects', '/languages/de', '/user/admin']) {
      const page = `https://example.org/weblate${path}`;
      const error = withHint(notFound(`${page}/api/languages/?page_size=1000`, 'Page Not Found (HTML page)'), { base: page, projects: [], withToken: false }) as Error;
      expect(error.message, path).toBe(
        `not found: ${page}/api/languages/?page_size=1000: Page Not Found (HTML page); no Weblate API answers at ${page}/api/: that is ` +
          "the address of a page of Weblate's web UI; give the server's, --url https://example.org/weblate",
      );
    }
    // A path that is no page of Weblate's keeps the general hint.
    const other = withHint(notFound('https://example.org/l10n/api/users/'), { base: 'https://example.org/l10n', projects: [], withToken: false }) as Error;
    expect(other.message.endsWith("check the server's address (and its path prefix, as in https://example.org/weblate)")).toBe(true);
  });

  it('says which project slug the server does not show, and that a private one needs a token', () => {
    const anonymous = withHint(notFound(`${base}/api/projects/no%20such/`), { base, projects: ['orbit', 'no such'], withToken: false }) as Error;
    expect(anonymous.message).toBe(
      `not found: ${base}/api/projects/no%20such/: Not found.; the server shows no project "no such": ` +
        'check the slug (the last part of the project\'s address); a private project needs a token',
    );
    const withToken = withHint(notFound(`${base}/api/projects/orbit/`), { base, projects: ['orbit'], withToken: true }) as Error;
    expect(withToken.message).toBe(
      `not found: ${base}/api/projects/orbit/: Not found.; the server shows no project "orbit" to this token: ` +
        'check the slug (the last part of the project\'s address)',
    );
  });

  it('says that a web page answering with 200 is not the API, and what to check', () => {
    const page = new HttpError(`invalid JSON from ${base}/api/languages/?page_size=1000: got an HTML page instead of JSON (Sign in)`, {
      status: 200, url: `${base}/api/languages/?page_size=1000`, kind: 'web-page',
    });
    const error = withHint(page, { base, projects: [], withToken: true }) as HttpError;
    expect([error.message, error.status, error.kind]).toEqual([
      `invalid JSON from ${base}/api/languages/?page_size=1000: got an HTML page instead of JSON (Sign in); a web page answers at ` +
        `${base}/api/, not Weblate's API: check the server's address (its root, as https://hosted.weblate.org) and whether ` +
        'something in front of it (a sign-in page, a proxy) answers instead',
      200, 'web-page',
    ]);
  });

  it('says that a web page part-way through a crawl came from in front of a server that answered JSON, not that the address is wrong', () => {
    const url = `${base}/api/changes/?page=5&page_size=1000`;
    const page = new HttpError(`invalid JSON from ${url}: got an HTML page instead of JSON (502 Bad Gateway)`, { status: 200, url, kind: 'web-page', attempts: 6 });
    const error = withHint(page, { base, projects: [], withToken: true, answered: 1024 }) as HttpError;
    expect([error.message, error.status, error.kind]).toEqual([
      `invalid JSON from ${url}: got an HTML page instead of JSON (502 Bad Gateway); the server had answered 1,024 of this crawl's ` +
        'requests with JSON, so its address is right: part-way through the crawl, something in front of it (a proxy, a maintenance ' +
        'or sign-in page) answered this request instead; crawl again later',
      200, 'web-page',
    ]);
    // Before any JSON answer, the address is what to check.
    expect((withHint(page, { base, projects: [], withToken: true, answered: 0 }) as Error).message).toBe(
      `invalid JSON from ${url}: got an HTML page instead of JSON (502 Bad Gateway); a web page answers at ${base}/api/, not ` +
        "Weblate's API: check the server's address (its root, as https://hosted.weblate.org) and whether something in front of it " +
        '(a sign-in page, a proxy) answers instead',
    );
  });

  it('says the server is down where it answered none of the crawl\'s requests, instead of blaming heavy pages', () => {
    const gateway = new HttpError(`HTTP 502 from ${base}/api/changes/?page_size=1000: 502 Bad Gateway (HTML page)`, {
      status: 502, url: `${base}/api/changes/?page_size=1000`, kind: 'server',
    });
    // Errors all, not silence: the server, or the service behind its proxy, answers and fails.
    expect((withHint(gateway, { base, projects: [], withToken: false, answered: 0 }) as Error).message).toBe(
      `HTTP 502 from ${base}/api/changes/?page_size=1000: 502 Bad Gateway (HTML page); not one request of this crawl was answered ` +
        `without an error: ${base}, or the service behind its proxy, is failing; crawl again later`,
    );
    expect((withHint(gateway, { base, projects: [], withToken: false, answered: 3 }) as Error).message).toBe(
      `HTTP 502 from ${base}/api/changes/?page_size=1000: 502 Bad Gateway (HTML page); Weblate counts the whole change log for every page of it, ` +
        'which a long log makes slow: --changes-since 800d reads only the recent changes (every chart and window of the site stays whole), ' +
        "--project SLUG only a project's, or a smaller --page-size (200, say) asks for lighter pages",
    );
  });

  it('says the server is failing where every request since a moment failed at more than one address, with nothing sent since answered', () => {
    const changes = `${base}/api/changes/?page_size=1000`;
    const gateway = new HttpError(`HTTP 502 from ${changes}: 502 Bad Gateway (HTML page), after 5 retries in 21 s`, { status: 502, url: changes, kind: 'server' });
    const failing = { since: Date.UTC(2026, 10, 30, 3, 14, 7), failures: 28, addresses: [changes, `${base}/api/users/?page_size=100`], giveUpsOnly: true };
    expect((withHint(gateway, { base, projects: [], withToken: false, answered: 3, failing }) as Error).message).toBe(
      `HTTP 502 from ${changes}: 502 Bad Gateway (HTML page), after 5 retries in 21 s; every request of this crawl since 03:14:07 UTC failed ` +
        `(28 in a row, at 2 addresses), with nothing sent since answered: ${base}, or the service behind its proxy, is failing; crawl again later`,
    );
    // Silence: timeouts, through an outgoing proxy.
    const url = `${base}/api/changes/?page=7&page_size=1000`;
    const timeout = new HttpError(`timed out x ${url} (--headers-timeout 60 s)`, { status: null, url, kind: 'timeout', timeout: 'headers' });
    const pages = { ...failing, failures: 12, addresses: [url, `${base}/api/changes/?page=8&page_size=1000`] };
    expect((withHint(timeout, { base, projects: [], withToken: false, answered: 9, failing: pages, changeLogRead: true, proxy: 'http://proxy.example:3128' }) as Error).message).toBe(
      `timed out x ${url} (--headers-timeout 60 s); every request of this crawl since 03:14:07 UTC failed (12 in a row, at 2 addresses), with nothing ` +
        `sent since answered: ${base}, or the proxy http://proxy.example:3128 this crawl goes through, or the service behind its proxy, stopped answering; crawl again later`,
    );
  });

  it('still blames the change log where only its pages gave up and none was read, or one address failed, or nothing failed in a row', () => {
    const url = `${base}/api/changes/?page=7&page_size=1000`;
    const gateway = new HttpError(`HTTP 504 from ${url}: 504 Gateway Time-out (HTML page)`, { status: 504, url, kind: 'server' });
    const ask = `HTTP 504 from ${url}: 504 Gateway Time-out (HTML page); Weblate counts the whole change log for every page of it, which a long log makes slow: `;
    const pages = { since: 0, failures: 9, addresses: [url, `${base}/api/changes/?page=8&page_size=1000`], giveUpsOnly: true };
    const context = { base, projects: ['orbit'], withToken: false, answered: 9, changesSince: true };
    for (const failing of [pages, { ...pages, addresses: [url] }, null]) {
      expect((withHint(gateway, { ...context, failing }) as Error).message).toBe(`${ask}a smaller --page-size (200, say) asks for lighter pages`);
    }
    // A page of the log read before: its count is no reason for the rest to fail.
    expect((withHint(gateway, { ...context, failing: pages, changeLogRead: true }) as Error).message).toBe(
      `HTTP 504 from ${url}: 504 Gateway Time-out (HTML page); every request of this crawl since 00:00:00 UTC failed (9 in a row, at 2 addresses), ` +
        `with nothing sent since answered: ${base}, or the service behind its proxy, is failing; crawl again later`,
    );
    // A 503 or a 429 says how it was refused, itself.
    const refused = new HttpError(`HTTP 503 from ${url}: x; refused 6 times in a row (HTTP 503)`, { status: 503, url, kind: 'server' });
    expect(withHint(refused, { ...context, failing: { ...pages, giveUpsOnly: false } })).toBe(refused);
  });

  it('says a server that took the connection and kept silent is slow, not down, and which timeout to lengthen', () => {
    const timeout = (phase: 'connect' | 'headers' | 'body', url: string) =>
      new HttpError(`timed out x ${url} (--${phase}-timeout 1 s)`, { status: null, url, kind: 'timeout', timeout: phase });
    const context = { base, projects: [], withToken: false, answered: 0 };
    expect((withHint(timeout('headers', `${base}/api/languages/?page_size=100`), context) as Error).message).toBe(
      `timed out x ${base}/api/languages/?page_size=100 (--headers-timeout 1 s); the server is slow to answer: a longer --headers-timeout gives it more time`,
    );
    expect((withHint(timeout('body', `${base}/api/languages/`), { ...context, answered: 5 }) as Error).message).toBe(
      `timed out x ${base}/api/languages/ (--body-timeout 1 s); the server is slow to answer: a longer --body-timeout gives it more time`,
    );
    // No connection at all: down, or out of reach; or the outgoing proxy is.
    expect((withHint(timeout('connect', `${base}/api/languages/`), context) as Error).message).toBe(
      `timed out x ${base}/api/languages/ (--connect-timeout 1 s); the server answered none of this crawl's requests: ${base}, ` +
        'or the service behind its proxy, is down or out of reach; crawl again later',
    );
    expect((withHint(timeout('connect', `${base}/api/languages/`), { ...context, proxy: 'http://127.0.0.1:3128' }) as Error).message).toBe(
      `timed out x ${base}/api/languages/ (--connect-timeout 1 s); the server answered none of this crawl's requests: ${base}, ` +
        'or the proxy http://127.0.0.1:3128 this crawl goes through, or the service behind its proxy, is down or out of reach; crawl again later',
    );
  });

  it('suggests no smaller --page-size to a server that serves 100 a page or fewer, nor where nothing answered', () => {
    const gateway = new HttpError(`HTTP 502 from ${base}/api/projects/orbit/components/?page_size=1000: 502 Bad Gateway (HTML page)`, {
      status: 502, url: `${base}/api/projects/orbit/components/?page_size=1000`, kind: 'server',
    });
    expect((withHint(gateway, { base, projects: [], withToken: false, answered: 9, servedCap: 50 }) as Error).message).toBe(gateway.message);
    expect((withHint(gateway, { base, projects: [], withToken: false, answered: 9, servedCap: 500 }) as Error).message).toBe(
      `${gateway.message}; the server gave up on a page of 500 records: a smaller --page-size (100, say) asks for lighter pages`,
    );
    // A server that took the connection and never answered: slow, not heavy pages.
    const silent = new HttpError(`timed out x ${base}/api/components/?page_size=1000 (--headers-timeout 1 s)`, {
      status: null, url: `${base}/api/components/?page_size=1000`, kind: 'timeout', timeout: 'headers',
    });
    expect((withHint(silent, { base, projects: [], withToken: false, answered: 0 }) as Error).message).toBe(
      `${silent.message}; the server is slow to answer: a longer --headers-timeout gives it more time`,
    );
  });

  it('leaves every other failure as it is', () => {
    const deeper = notFound(`${base}/api/components/orbit/app/translations/`);
    const instanceWide = notFound(`${base}/api/components/?page_size=1000`);
    const elsewhere = notFound('https://example.org/api/projects/');
    const refused = new HttpError('HTTP 500 from x', { status: 500, url: `${base}/api/projects/`, kind: 'server' });
    const plain = new Error('disk full');
    for (const error of [deeper, instanceWide, elsewhere, refused, plain]) expect(withHint(error, { base, projects: ['orbit'], withToken: false })).toBe(error);
    // A project not named on the command line is no slug to blame.
    const unnamed = notFound(`${base}/api/projects/quill/`);
    expect(withHint(unnamed, { base, projects: ['orbit'], withToken: false })).toBe(unnamed);
  });
});

describe('withHint: a gateway that gave up', () => {
  const failed = (status: number | null, url: string, kind: 'server' | 'timeout' = 'server') =>
    new HttpError(`server error ${status}: ${url}`, { status, url, kind, attempts: 6 });
  const context = { base, projects: [], withToken: false };

  it('suggests a smaller page size after a 502, a 504 or a timeout on a page of many records', () => {
    expect((withHint(failed(504, `${base}/api/translations/?page=7&page_size=1000`), context) as Error).message).toBe(
      `server error 504: ${base}/api/translations/?page=7&page_size=1000; the server gave up on a page of 1000 records: ` +
        'a smaller --page-size (200, say) asks for lighter pages',
    );
    expect((withHint(failed(502, `${base}/api/projects/orbit/components/?page_size=500`), context) as Error).message).toMatch(/a page of 500 records: a smaller --page-size \(100, say\)/);
    const timeout = withHint(failed(null, `${base}/api/components/?page_size=1000`, 'timeout'), context) as HttpError;
    expect(timeout.message).toMatch(/; the server gave up on a page of 1000 records/);
    expect([timeout.status, timeout.kind, timeout.attempts]).toEqual([null, 'timeout', 6]);
  });

  it("says the client's own timeout is no server giving up, and that it may be longer", () => {
    const url = `${base}/api/translations/?page=7&page_size=1000`;
    const timeout = new HttpError(`timed out waiting for the response headers of ${url} (--headers-timeout 60 s)`, {
      status: null, url, kind: 'timeout', timeout: 'headers', attempts: 3,
    });
    expect((withHint(timeout, { ...context, answered: 4 }) as Error).message).toBe(
      `${timeout.message}; no page of 1000 records came back in time: a smaller --page-size (200, say) asks for lighter pages, ` +
        'a longer --headers-timeout gives the server more time',
    );
  });

  it('keeps every field of the failure it words a hint onto, the failure itself as the cause', () => {
    const url = `${base}/api/translations/?page=7&page_size=1000`;
    const timeout = new HttpError(`timed out waiting for the response headers of ${url} (--headers-timeout 60 s)`, {
      status: null, url, kind: 'timeout', timeout: 'headers', attempts: 3, fewerRetries: true, detail: 'slow',
    });
    timeout.answeredBefore = 4;
    const hinted = withHint(timeout, context) as HttpError;
    expect(hinted.message).toMatch(/; no page of 1000 records came back in time/);
    expect([hinted.status, hinted.url, hinted.kind, hinted.attempts, hinted.timeout, hinted.fewerRetries, hinted.detail, hinted.answeredBefore]).toEqual([
      null, url, 'timeout', 3, 'headers', true, 'slow', 4,
    ]);
    expect(hinted.cause).toBe(timeout);
  });

  it('says first what reads less of a change log, the instance\'s or a project\'s, leaving out what the crawl already does', () => {
    const gateway = (path: string) => failed(504, `${base}/api/${path}`);
    const ask = 'Weblate counts the whole change log for every page of it, which a long log makes slow: ';
    expect((withHint(gateway('changes/?page_size=1000'), { ...context, answered: 2, changesSince: true }) as Error).message).toBe(
      `server error 504: ${base}/api/changes/?page_size=1000; ${ask}--project SLUG only a project's, or a smaller --page-size (200, say) asks for lighter pages`,
    );
    expect((withHint(gateway('projects/orbit/changes/?page_size=1000'), { ...context, projects: ['orbit'], answered: 2 }) as Error).message).toBe(
      `server error 504: ${base}/api/projects/orbit/changes/?page_size=1000; ${ask}--changes-since 800d reads only the recent changes ` +
        '(every chart and window of the site stays whole), or a smaller --page-size (200, say) asks for lighter pages',
    );
    const url = `${base}/api/changes/?page=3&page_size=1000`;
    const timeout = new HttpError(`timed out x ${url} (--headers-timeout 60 s)`, { status: null, url, kind: 'timeout', timeout: 'headers' });
    expect((withHint(timeout, { ...context, projects: ['orbit'], answered: 2, changesSince: true }) as Error).message).toBe(
      `timed out x ${url} (--headers-timeout 60 s); ${ask}a longer --headers-timeout gives the server more time, or a smaller --page-size (200, say) asks for lighter pages`,
    );
    // Nothing left to suggest: a scoped crawl of a server that serves 50 a page.
    const light = gateway('projects/orbit/changes/?page_size=1000');
    expect(withHint(light, { ...context, projects: ['orbit'], answered: 2, changesSince: true, servedCap: 50 })).toBe(light);
  });

  it('says nothing more for light pages, other statuses, or pages without a page size', () => {
    for (const error of [
      failed(504, `${base}/api/translations/?page_size=50`),
      failed(500, `${base}/api/translations/?page_size=1000`),
      failed(503, `${base}/api/translations/?page_size=1000`),
      failed(504, `${base}/api/projects/orbit/`),
    ]) expect(withHint(error, context)).toBe(error);
  });
});
