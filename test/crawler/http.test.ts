// The crawler's HTTP client against the sample Weblate server and small loopback servers for the
// special cases: headers and origins, redirects, concurrency, 429 waits, pacing, retries, error
// messages, the request budget, timeouts and counters. Waits go through an injected sleep that
// records them, so nothing here waits for real except the timeout tests (100 ms each).
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, LookupFunction } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BODY_DEADLINE_FACTOR, MAX_BODY_BYTES, MIN_BODY_DEADLINE_MS, BudgetExceededError, HttpClient, HttpError, OriginError, WaitTooLongError, backoffDelay, isRetryableStatus,
  type HttpClientOptions, type HttpEvent,
} from '../../src/crawler/http.ts';
import { parseCrawlArgs } from '../../src/crawler/options.ts';
import { startSampleServer, type SampleServer, type SampleServerOptions } from '../../src/sample/server.ts';
import { cleanUp, forwardProxy } from './crawl-helpers.ts';
import { handSleep } from './hand-sleep.ts';

// The forward proxy of crawl-helpers.ts is stopped by its own clean-up.
afterEach(cleanUp);

interface TestServer {
  /** Origin, no trailing slash. */
  url: string;
  requests: { url: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, index: number) => void | Promise<void>;

const closers: (() => Promise<void>)[] = [];
const clients: HttpClient[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

/**
 * A loopback server answering with `handler`; records every request it receives. With `tls`, an
 * https:// one with the self-signed certificate in ./tls (valid until 2126, for 127.0.0.1).
 */
async function serve(handler: Handler, options: { tls?: boolean } = {}): Promise<TestServer> {
  const requests: TestServer['requests'] = [];
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    Promise.resolve(handler(req, res, requests.length - 1)).catch((error: unknown) => {
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  };
  const [key, cert] = options.tls
    ? await Promise.all(['key', 'cert'].map((part) => readFile(new URL(`./tls/self-signed-${part}.pem`, import.meta.url))))
    : [];
  const server = options.tls ? createHttpsServer({ key, cert }, answer) : createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  closers.push(close);
  return { url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, close };
}

async function sample(options: SampleServerOptions = {}): Promise<SampleServer> {
  const server = await startSampleServer({ profile: 'tiny', seed: 1, ...options });
  closers.push(() => server.close());
  return server;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}

/** A client whose waits are recorded instead of slept and whose jitter is always 0.5. */
function makeClient(baseUrl: string, options: Partial<HttpClientOptions> = {}) {
  const sleeps: number[] = [];
  const events: HttpEvent[] = [];
  // The time its waits would have taken: a failure after retries says how long it was tried.
  let clock = 0;
  const client = new HttpClient({
    baseUrl,
    userAgent: 'weblate-atlas/0.1.0',
    concurrency: 2,
    connectTimeoutMs: 2000,
    headersTimeoutMs: 5000,
    bodyTimeoutMs: 5000,
    maxRetries: 3,
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    now: () => clock,
    onEvent: (event) => events.push(event),
    ...options,
  });
  clients.push(client);
  return { client, sleeps, events };
}

/** The error a promise rejects with; fails the test if it resolves. */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`rejected with a non-Error: ${String(error)}`);
  }
  throw new Error('expected a rejection');
}

/** Sample URLs whose bodies do not depend on the request sequence. */
const PATHS = [
  '/api/', '/api/projects/', '/api/languages/', '/api/components/', '/api/users/',
  '/api/projects/?page=1', '/api/components/?page=1', '/api/languages/?page=1',
];

describe('requests', () => {
  it('sends Accept, Accept-Encoding (gzip), Accept-Language (English), User-Agent and the token as Authorization: Token <key>', async () => {
    const server = await serve((_req, res) => json(res, 200, { ok: true }));
    const { client } = makeClient(server.url, { token: 'wlu_abc123' });
    const response = await client.getJson(`${server.url}/api/`);
    expect(response.body).toEqual({ ok: true });
    expect(server.requests).toHaveLength(1);
    const headers = server.requests[0]!.headers;
    expect(headers['accept']).toBe('application/json');
    expect(headers['accept-encoding']).toBe('gzip');
    expect(headers['accept-language']).toBe('en');
    expect(headers['user-agent']).toBe('weblate-atlas/0.1.0');
    expect(headers['authorization']).toBe('Token wlu_abc123');
    expect(headers['connection']).toBe('keep-alive');
  });

  it('refuses, before any request, a token that cannot go into a header', () => {
    expect(() => makeClient('http://127.0.0.1:9', { token: 'wlu_abc\n' })).toThrow(
      new TypeError('the token holds a space, a control or a non-ASCII character: a Weblate API key is letters, digits and _ only'),
    );
    expect(() => makeClient('http://127.0.0.1:9', { token: 'wlu_ab\u00e9' })).toThrow(/non-ASCII/);
  });

  it('sends no Authorization header without a token', async () => {
    const server = await serve((_req, res) => json(res, 200, []));
    const { client } = makeClient(server.url);
    await client.getJson(`${server.url}/api/`);
    expect(server.requests[0]!.headers['authorization']).toBeUndefined();
  });

  it('returns url, status, parsed body, body bytes and flattened lower-case headers', async () => {
    const server = await serve((_req, res) => json(res, 200, { a: 1 }, { 'X-Custom': ['a', 'b'] }));
    const { client } = makeClient(server.url);
    const response = await client.getJson(`${server.url}/api/x/`);
    expect(response.url).toBe(`${server.url}/api/x/`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ a: 1 });
    expect(response.bytes).toBe(7);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.headers['x-custom']).toBe('a, b');
  });

  it('reads the sample server through a path prefix', async () => {
    const server = await sample({ prefix: '/weblate' });
    const { client } = makeClient(server.url);
    const response = await client.getJson(`${server.url}/api/projects/`);
    expect(response.body).toMatchObject({ count: 3, next: null, previous: null });
  });
});

describe('origins', () => {
  it('refuses another origin before any I/O, so the token never reaches it', async () => {
    const base = await serve((_req, res) => json(res, 200, {}));
    const other = await serve((_req, res) => json(res, 200, {}));
    const { client } = makeClient(base.url, { token: 'wlu_abc123' });
    const error = await rejection(client.getJson(`${other.url}/api/projects/`));
    expect(error).toBeInstanceOf(OriginError);
    expect(error.message).toBe(`refusing to request ${other.url}/api/projects/: not on ${base.url}`);
    expect((error as OriginError).url).toBe(`${other.url}/api/projects/`);
    const localhost = base.url.replace('127.0.0.1', 'localhost');
    await expect(client.getJson(`${localhost}/api/`)).rejects.toBeInstanceOf(OriginError);
    expect(other.requests).toHaveLength(0);
    expect(base.requests).toHaveLength(0);
    expect(client.stats.requests).toBe(0);
  });

  it('says what a link to another host means where a record or page gives one, before any I/O', () => {
    const { client } = makeClient('https://l10n.example.org/weblate', { token: 'wlu_abc123' });
    // Behind a proxy that does not pass on the Host header, Weblate names the host the proxy asked.
    expect(() => client.resolve('http://weblate:8080/weblate/api/changes/?page=2', 'the "next" link of a page')).toThrow(
      'refusing to request http://weblate:8080/weblate/api/changes/?page=2: not on https://l10n.example.org; ' +
        "the server's links are on http://weblate:8080: if that is the server, crawl it with --url http://weblate:8080/weblate; " +
        'if not, the proxy in front of it does not pass on the Host header as the crawl sent it, with its port (nginx: proxy_set_header Host $http_host; $host drops the port), from which Weblate makes its links (the "next" link of a page)',
    );
    // Behind a proxy that passes on the host without its port (nginx's $host), on a port of its own.
    const tls = makeClient('https://127.0.0.1:18443').client;
    expect(() => tls.resolve('http://127.0.0.1/api/changes/?page=2', 'a link')).toThrow(
      'refusing to request http://127.0.0.1/api/changes/?page=2: not on https://127.0.0.1:18443; the server\'s links are on http://127.0.0.1: ' +
        'if that is the server, crawl it with --url http://127.0.0.1; if not, the proxy in front of it does not pass on the Host header as the crawl ' +
        'sent it, with its port (nginx: proxy_set_header Host $http_host; $host drops the port), from which Weblate makes its links (a link)',
    );
    // A proxy that serves it under /weblate but reaches it at the root: its links have no prefix.
    expect(() => client.resolve('http://weblate:8080/api/changes/?page=2', 'a link')).toThrow(
      "; the server's links are on http://weblate:8080: if that is the server, crawl it with --url http://weblate:8080; ",
    );
    // A refusal with a hint of its own keeps only that one; a URL without a link's origin gets none.
    expect(() => client.resolve('https://l10n.example.org/api/changes/', 'a link')).toThrow(
      'refusing to request https://l10n.example.org/api/changes/: outside https://l10n.example.org/weblate/; the server\'s links leave out ' +
        'its path prefix: a Weblate served under /weblate needs URL_PREFIX = "/weblate" in its settings (a link)',
    );
    expect(() => client.resolve('data:text/plain,x', 'a link')).toThrow(
      'refusing to request data:text/plain,x: not on https://l10n.example.org (a link)',
    );
    expect(client.stats.requests).toBe(0);
  });

  // 308 too: the permanent redirect that keeps the method, which proxies (Caddy, Traefik) and nginx's `return 308` send.
  it.each([301, 302, 303, 307, 308])('follows a redirect within the origin (%i)', async (status) => {
    const server = await serve((req, res) => {
      if (req.url === '/api/old/') {
        res.writeHead(status, { Location: '/api/new/?page=2' });
        res.end();
      } else json(res, 200, { at: req.url });
    });
    const { client } = makeClient(server.url, { token: 'wlu_abc123' });
    const response = await client.getJson(`${server.url}/api/old/`);
    expect(response.url).toBe(`${server.url}/api/new/?page=2`);
    expect(response.body).toEqual({ at: '/api/new/?page=2' });
    expect(server.requests.map((request) => request.url)).toEqual(['/api/old/', '/api/new/?page=2']);
    expect(client.stats.requests).toBe(2);
    expect(client.stats.retries).toBe(0);
  });

  it('follows the sample server\'s APPEND_SLASH redirect', async () => {
    const server = await sample();
    const { client } = makeClient(server.url);
    const response = await client.getJson(`${server.url}/api/projects`);
    expect(response.url).toBe(`${server.url}/api/projects/`);
    expect(response.body).toMatchObject({ count: 3 });
  });

  it('refuses a redirect to another origin, which receives nothing', async () => {
    const other = await serve((_req, res) => json(res, 200, {}));
    const base = await serve((_req, res) => {
      res.writeHead(302, { Location: `${other.url}/api/projects/` });
      res.end();
    });
    const { client } = makeClient(base.url, { token: 'wlu_abc123' });
    const error = await rejection(client.getJson(`${base.url}/api/start/`));
    expect(error).toBeInstanceOf(OriginError);
    expect(error.message).toBe(
      `refusing to follow the redirect from ${base.url}/api/start/ to ${other.url}/api/projects/: not on ${base.url}; the server's redirect leads to ` +
        `${other.url}: if that is the server, crawl it with --url ${other.url}; if not, the proxy in front of it does not pass on the Host header as ` +
        'the crawl sent it, with its port (nginx: proxy_set_header Host $http_host; $host drops the port), from which Weblate makes its links',
    );
    expect(base.requests).toHaveLength(1);
    expect(other.requests).toHaveLength(0);
  });

  it('refuses a redirect to another origin away from the API as a sign-in gateway\'s, not as the --url to give', async () => {
    // oauth2-proxy's way: a request not let through goes to its start page, and from there to the identity provider.
    const idp = await serve((_req, res) => json(res, 200, {}));
    const base = await serve((req, res) => {
      const location = req.url?.startsWith('/oauth2/start') ? `${idp.url}/authorize?client_id=weblate` : `/oauth2/start?rd=${encodeURIComponent(req.url ?? '/')}`;
      res.writeHead(302, { Location: location });
      res.end();
    });
    const { client } = makeClient(base.url, { token: 'wlu_abc123' });
    const error = await rejection(client.getJson(`${base.url}/api/languages/`));
    expect(error).toBeInstanceOf(OriginError);
    expect(error.message).toBe(
      `refusing to follow the redirect from ${base.url}/oauth2/start?rd=%2Fapi%2Flanguages%2F to ${idp.url}/authorize?client_id=weblate: not on ${base.url}; ` +
        `the server's redirect leads to ${idp.url}, to no API address, as a single sign-on gateway in front of a server sends requests it does not ` +
        `let through to a sign-in page, which no Weblate API token gets past: let requests to ${base.url}/api/ through it ` +
        `(or, if the server has moved to ${idp.url}, crawl it there with --url)`,
    );
    expect(base.requests.map((request) => request.url)).toEqual(['/api/languages/', '/oauth2/start?rd=%2Fapi%2Flanguages%2F']);
    expect(idp.requests).toHaveLength(0);
  });

  it("quotes a redirect it refuses without a URL's credentials or an e-mail address in it", async () => {
    // The Location was quoted whole: 'refusing to follow the redirect from … to https://bot:s3cr3t@elsewhere.example/…?user=k.nowak@example.org'.
    const base = await serve((req, res) => {
      const location = req.url === '/api/broken/' ? 'http://bot:s3cr3t@elsewhere.example:99999/?user=k.nowak@example.org' : 'https://bot:s3cr3t@elsewhere.example/api/projects/?user=k.nowak@example.org&by=kat%40example.org';
      res.writeHead(302, { Location: location });
      res.end();
    });
    const { client } = makeClient(base.url);
    const error = await rejection(client.getJson(`${base.url}/api/start/`));
    expect(error).toBeInstanceOf(OriginError);
    expect(error.message).toBe(
      `refusing to follow the redirect from ${base.url}/api/start/ to https://elsewhere.example/api/projects/?user=<e-mail address>&by=<e-mail address>: not on ${base.url}; ` +
        "the server's redirect leads to https://elsewhere.example: if that is the server, crawl it with --url https://elsewhere.example; if not, the proxy in front of it does not pass on the Host header as " +
        'the crawl sent it, with its port (nginx: proxy_set_header Host $http_host; $host drops the port), from which Weblate makes its links',
    );
    expect((error as OriginError).url).toBe('https://elsewhere.example/api/projects/?user=<e-mail address>&by=<e-mail address>');
    const broken = await rejection(client.getJson(`${base.url}/api/broken/`));
    expect(broken.message).toBe(`${base.url}/api/broken/ redirects to "http://elsewhere.example:99999/?user=<e-mail address>", which is no URL`);
  });

  it('refuses a redirect under another path prefix, naming the --url of the server moved there, which receives nothing', async () => {
    const base = await serve((req, res) => {
      if (req.url?.startsWith('/old/')) res.writeHead(301, { Location: (req.url ?? '').replace(/^\/old\//, '/weblate/') }).end();
      else json(res, 200, {});
    });
    const { client } = makeClient(`${base.url}/old`, { token: 'wlu_abc123' });
    const error = await rejection(client.getJson(`${base.url}/old/api/languages/?page_size=1000`));
    expect(error).toBeInstanceOf(OriginError);
    expect(error.message).toBe(
      `refusing to follow the redirect from ${base.url}/old/api/languages/?page_size=1000 to ${base.url}/weblate/api/languages/?page_size=1000: ` +
        `outside ${base.url}/old/; the server's redirect leads to ${base.url}/weblate/: if it has moved there, crawl it with --url ${base.url}/weblate`,
    );
    expect(base.requests.map((request) => request.url)).toEqual(['/old/api/languages/?page_size=1000']);
    // A redirect that names no API path says nothing of where to crawl.
    const elsewhere = await serve((_req, res) => void res.writeHead(302, { Location: '/login/?next=/old/api/' }).end());
    const { client: login } = makeClient(`${elsewhere.url}/old`);
    expect((await rejection(login.getJson(`${elsewhere.url}/old/api/`))).message).toBe(
      `refusing to follow the redirect from ${elsewhere.url}/old/api/ to ${elsewhere.url}/login/?next=/old/api/: outside ${elsewhere.url}/old/`,
    );
  });

  it("refuses a link or redirect that leaves --url's path prefix once a server in front decodes it, which receives nothing", async () => {
    const base = await serve((_req, res) => void res.writeHead(302, { Location: '/weblate/%2E%2E%2Fadmin/api/' }).end());
    const { client } = makeClient(`${base.url}/weblate`, { token: 'wlu_abc123' });
    // nginx routes '/weblate/..%2Fadmin/…' as '/admin/…': another application of the host, which the token reached.
    expect(() => client.resolve(`${base.url}/weblate/..%2Fadmin/api/projects/?page=2`, 'the "next" link of page 1')).toThrow(
      `refusing to request ${base.url}/weblate/..%2Fadmin/api/projects/?page=2: outside ${base.url}/weblate/; its path's encoded '/', '\\' or '.' ` +
        'lead a server in front of Weblate to /admin/api/projects/ (the "next" link of page 1)',
    );
    expect(() => client.resolve('/weblate/api/..%5C..%5Cadmin/api/', 'a link')).toThrow(
      `refusing to request ${base.url}/weblate/api/..%5C..%5Cadmin/api/: outside ${base.url}/weblate/; its path's encoded '/', '\\' or '.' ` +
        'lead a server in front of Weblate to /admin/api/ (a link)',
    );
    // Within the prefix however it is read: requested as it is.
    expect(client.resolve(`${base.url}/weblate/api/components/orbit/a%2Fb/`)).toBe(`${base.url}/weblate/api/components/orbit/a%2Fb/`);
    const error = await rejection(client.getJson(`${base.url}/weblate/api/`));
    expect(error).toBeInstanceOf(OriginError);
    expect(error.message).toBe(
      `refusing to follow the redirect from ${base.url}/weblate/api/ to ${base.url}/weblate/%2E%2E%2Fadmin/api/: outside ${base.url}/weblate/; ` +
        "its path's encoded '/', '\\' or '.' lead a server in front of Weblate to /admin/api/",
    );
    expect(base.requests.map((request) => request.url)).toEqual(['/weblate/api/']);
  });

  it('refuses a redirect into a path prefix where --url has none, naming the --url of the server moved there', async () => {
    const base = await serve((req, res) => {
      if (req.url?.startsWith('/api/')) res.writeHead(302, { Location: `/weblate${req.url}` }).end();
      else json(res, 200, { count: 0, next: null, previous: null, results: [] });
    });
    const { client } = makeClient(base.url);
    const error = await rejection(client.getJson(`${base.url}/api/languages/?page_size=1000`));
    expect(error).toBeInstanceOf(OriginError);
    expect(error.message).toBe(
      `refusing to follow the redirect from ${base.url}/api/languages/?page_size=1000 to ${base.url}/weblate/api/languages/?page_size=1000: ` +
        `under /weblate, a path prefix --url has not; the server's redirect leads to ${base.url}/weblate/: if it has moved there, crawl it with --url ${base.url}/weblate`,
    );
    expect(base.requests.map((request) => request.url)).toEqual(['/api/languages/?page_size=1000']);
    // A redirect that stays at the root (a trailing slash added) is followed as before.
    const slash = await serve((req, res) => {
      if (req.url === '/api/languages') res.writeHead(301, { Location: '/api/languages/' }).end();
      else json(res, 200, { count: 0, next: null, previous: null, results: [] });
    });
    const { client: root } = makeClient(slash.url);
    expect((await root.getJson(`${slash.url}/api/languages`)).body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect(slash.requests.map((request) => request.url)).toEqual(['/api/languages', '/api/languages/']);
  });

  it('refuses a redirect into a deeper path prefix than --url\'s, naming the --url of the server moved there', async () => {
    const base = await serve((req, res) => {
      const path = req.url ?? '';
      if (path.startsWith('/weblate/api/')) res.writeHead(302, { Location: `/weblate/new${path.slice('/weblate'.length)}` }).end();
      else json(res, 200, { count: 0, next: null, previous: null, results: [] });
    });
    const { client } = makeClient(`${base.url}/weblate`);
    const error = await rejection(client.getJson(`${base.url}/weblate/api/languages/?page_size=1000`));
    expect(error).toBeInstanceOf(OriginError);
    expect(error.message).toBe(
      `refusing to follow the redirect from ${base.url}/weblate/api/languages/?page_size=1000 to ${base.url}/weblate/new/api/languages/?page_size=1000: ` +
        `under /weblate/new, a path prefix --url has not; the server's redirect leads to ${base.url}/weblate/new/: if it has moved there, ` +
        `crawl it with --url ${base.url}/weblate/new`,
    );
    expect(base.requests.map((request) => request.url)).toEqual(['/weblate/api/languages/?page_size=1000']);
  });

  it('follows a redirect that keeps --url\'s path prefix: a trailing slash added, a relative Location', async () => {
    const base = await serve((req, res) => {
      if (req.url === '/weblate/api/languages') res.writeHead(301, { Location: '/weblate/api/languages/' }).end();
      else if (req.url === '/weblate/api/old/') res.writeHead(302, { Location: '../projects/?page=2' }).end();
      else json(res, 200, { at: req.url });
    });
    const { client } = makeClient(`${base.url}/weblate`);
    expect((await client.getJson(`${base.url}/weblate/api/languages`)).body).toEqual({ at: '/weblate/api/languages/' });
    const relative = await client.getJson(`${base.url}/weblate/api/old/`);
    expect([relative.url, relative.body]).toEqual([`${base.url}/weblate/api/projects/?page=2`, { at: '/weblate/api/projects/?page=2' }]);
    expect(base.requests.map((request) => request.url)).toEqual([
      '/weblate/api/languages', '/weblate/api/languages/', '/weblate/api/old/', '/weblate/api/projects/?page=2',
    ]);
  });

  it('refuses a redirect from --url\'s path prefix to the root as a server moved there, not as links that leave out URL_PREFIX', async () => {
    const base = await serve((req, res) => {
      const path = req.url ?? '';
      if (path.startsWith('/weblate/api/')) res.writeHead(302, { Location: path.slice('/weblate'.length) }).end();
      else json(res, 200, { count: 0, next: null, previous: null, results: [] });
    });
    const { client } = makeClient(`${base.url}/weblate`);
    const error = await rejection(client.getJson(`${base.url}/weblate/api/languages/?page_size=1000`));
    expect(error).toBeInstanceOf(OriginError);
    expect(error.message).toBe(
      `refusing to follow the redirect from ${base.url}/weblate/api/languages/?page_size=1000 to ${base.url}/api/languages/?page_size=1000: ` +
        `outside ${base.url}/weblate/; the server's redirect leads to ${base.url}/: if it has moved there, crawl it with --url ${base.url}`,
    );
    expect(base.requests.map((request) => request.url)).toEqual(['/weblate/api/languages/?page_size=1000']);
    // A link without the prefix, in a page the server gave, still says what a Weblate without URL_PREFIX does.
    expect(() => client.resolve(`${base.url}/api/languages/?page=2`, 'a link')).toThrow(
      `refusing to request ${base.url}/api/languages/?page=2: outside ${base.url}/weblate/; the server's links leave out its path prefix: ` +
        'a Weblate served under /weblate needs URL_PREFIX = "/weblate" in its settings (a link)',
    );
  });

  it('refuses a redirect from http:// to https://, saying which --url to give', async () => {
    const base = await serve((req, res) => {
      res.writeHead(301, { Location: `https://127.0.0.1:8443${req.url ?? ''}` });
      res.end();
    });
    const { client } = makeClient(`${base.url}/weblate`);
    const error = await rejection(client.getJson(`${base.url}/weblate/api/projects/`));
    expect(error.message).toBe(
      `refusing to follow the redirect from ${base.url}/weblate/api/projects/ to https://127.0.0.1:8443/weblate/api/projects/: ` +
        `not on ${base.url}; the server gives https:// addresses: use --url https://127.0.0.1:8443/weblate`,
    );
    expect(base.requests).toHaveLength(1);
  });

  it('names the proxy in a network error when it goes through one', async () => {
    const { client } = makeClient('http://127.0.0.1:9', { proxy: 'http://ci:s3cret@127.0.0.1:9/', maxRetries: 0 });
    const error = await rejection(client.getJson('http://127.0.0.1:9/api/'));
    expect(error.message).toBe('network error on http://127.0.0.1:9/api/: connection refused (connect ECONNREFUSED 127.0.0.1:9) (through the proxy http://127.0.0.1:9)');
  });

  it('does not retry a certificate this machine does not trust, and says how to trust a private authority', async () => {
    const server = await serve((_req, res) => json(res, 200, {}), { tls: true });
    const { client, sleeps } = makeClient(server.url);
    const error = await rejection(client.getJson(`${server.url}/api/`));
    expect(error.message).toBe(
      `TLS error on ${server.url}/api/: the server's certificate is self-signed: its certificate is not trusted here: where it ` +
        'comes from a private authority, give that authority\'s certificate with NODE_EXTRA_CA_CERTS=/path/to/ca.pem',
    );
    expect([(error as HttpError).attempts, sleeps, server.requests]).toEqual([1, [], []]);
  });

  it('does not retry https:// to a plain HTTP port, and says to use http://', async () => {
    const plain = await serve((_req, res) => json(res, 200, {}));
    const url = plain.url.replace('http:', 'https:');
    const { client } = makeClient(url);
    const error = await rejection(client.getJson(`${url}/api/`));
    expect(error.message).toBe(`TLS error on ${url}/api/: nothing speaks TLS at this address: where the server is plain HTTP there, use http:// in --url`);
    expect((error as HttpError).attempts).toBe(1);
  });

  it('names a redirect whose Location is no URL, where it said only "Invalid URL"', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(302, { Location: 'http://[bad' });
      res.end();
    });
    const { client } = makeClient(server.url);
    const error = await rejection(client.getJson(`${server.url}/api/projects/`));
    expect(error.message).toBe(`${server.url}/api/projects/ redirects to "http://[bad", which is no URL`);
    expect(server.requests).toHaveLength(1);
  });

  it('does not follow a redirect with an empty Location, and fails at once', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(302, { Location: '' });
      res.end();
    });
    const { client } = makeClient(server.url);
    const error = await rejection(client.getJson(`${server.url}/api/projects/`));
    expect(error.message).toBe(`HTTP 302 from ${server.url}/api/projects/: Found`);
    expect([(error as HttpError).status, (error as HttpError).kind]).toEqual([302, 'client']);
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after 5 redirects', async () => {
    const server = await serve((req, res) => {
      const n = Number(/\d+/.exec(req.url ?? '')?.[0] ?? 0);
      res.writeHead(307, { Location: `/api/hop${n + 1}/` });
      res.end();
    });
    const { client } = makeClient(server.url);
    const error = await rejection(client.getJson(`${server.url}/api/hop0/`));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe(`too many redirects from ${server.url}/api/hop0/ (more than 5)`);
    expect(server.requests).toHaveLength(6);
  });
});

describe('resolve', () => {
  const { client } = makeClient('https://weblate.example.org');

  it('rewrites an http:// link to the https:// base host to https', () => {
    expect(client.resolve('http://weblate.example.org/api/changes/?page=2')).toBe('https://weblate.example.org/api/changes/?page=2');
    const withPort = makeClient('https://weblate.example.org:8443').client;
    expect(withPort.resolve('http://weblate.example.org:8443/api/')).toBe('https://weblate.example.org:8443/api/');
    expect(() => withPort.resolve('http://weblate.example.org/api/')).toThrow(OriginError);
  });

  it('strips format=api and keeps every other parameter as written', () => {
    expect(client.resolve('https://weblate.example.org/api/projects/?format=api')).toBe('https://weblate.example.org/api/projects/');
    expect(client.resolve('http://weblate.example.org/api/changes/?format=api&page=3&timestamp_after=2024-01-01T00:00:00%2B01:00')).toBe(
      'https://weblate.example.org/api/changes/?page=3&timestamp_after=2024-01-01T00:00:00%2B01:00',
    );
    expect(client.resolve('https://weblate.example.org/api/changes/?page=2&format=api')).toBe('https://weblate.example.org/api/changes/?page=2');
    expect(client.resolve('https://weblate.example.org/api/changes/?page=2&format=json')).toBe(
      'https://weblate.example.org/api/changes/?page=2&format=json',
    );
    expect(client.resolve('https://weblate.example.org/api/#top')).toBe('https://weblate.example.org/api/');
  });

  it("quotes a link that is no URL without a URL's credentials or an e-mail address in it", () => {
    // Its refusal quoted 'http://bot:s3cr3t@weblate.example.org:99999/…' as written before 20c3d96, and no test read it.
    let refusal: unknown = null;
    try {
      client.resolve('http://bot:s3cr3t@weblate.example.org:99999/api/changes/?page=2&user=k.nowak@example.org', 'the "next" link of page 1');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(OriginError);
    expect([(refusal as OriginError).url, (refusal as OriginError).message]).toEqual([
      'http://weblate.example.org:99999/api/changes/?page=2&user=<e-mail address>',
      'refusing to request http://weblate.example.org:99999/api/changes/?page=2&user=<e-mail address>: not a URL (the "next" link of page 1)',
    ]);
  });

  it("drops a URL's credentials a server wrote into a link of its own origin, which the link is requested and named without", () => {
    expect(client.resolve('https://bot:s3cr3t@weblate.example.org/api/changes/?page=2')).toBe('https://weblate.example.org/api/changes/?page=2');
    expect(client.resolve('http://bot@weblate.example.org/api/')).toBe('https://weblate.example.org/api/');
  });

  it('resolves relative URLs against the base URL', () => {
    expect(client.resolve('/api/projects/')).toBe('https://weblate.example.org/api/projects/');
    const prefixed = makeClient('https://weblate.example.org/weblate').client;
    expect(prefixed.resolve('api/projects/')).toBe('https://weblate.example.org/weblate/api/projects/');
    expect(prefixed.resolve('http://weblate.example.org/weblate/api/')).toBe('https://weblate.example.org/weblate/api/');
  });

  it('refuses paths outside the base URL\'s path prefix, saying where the link came from when told', () => {
    const prefixed = makeClient('https://weblate.example.org/weblate').client;
    expect(prefixed.resolve('https://weblate.example.org/weblate')).toBe('https://weblate.example.org/weblate');
    expect(() => prefixed.resolve('https://weblate.example.org/api/projects/?page=2', 'the "next" link of page 1')).toThrow(new OriginError(
      'https://weblate.example.org/api/projects/?page=2',
      'outside https://weblate.example.org/weblate/; the server\'s links leave out its path prefix: a Weblate served under /weblate needs URL_PREFIX = "/weblate" in its settings',
      'refusing to request https://weblate.example.org/api/projects/?page=2: outside https://weblate.example.org/weblate/; the server\'s links ' +
        'leave out its path prefix: a Weblate served under /weblate needs URL_PREFIX = "/weblate" in its settings (the "next" link of page 1)',
    ));
    expect(() => prefixed.resolve('/weblatex/api/')).toThrow(
      new OriginError('https://weblate.example.org/weblatex/api/', 'outside https://weblate.example.org/weblate/'),
    );
  });

  it('tells where a record\'s URL lies outside the base URL, with the hint a refusal of it gives (outsideBase)', () => {
    const prefixed = makeClient('https://weblate.example.org/weblate').client;
    expect(prefixed.outsideBase('https://weblate.example.org/weblate/api/languages/de/')).toBeNull();
    expect(prefixed.outsideBase('http://weblate.example.org/weblate/languages/de/')).toBeNull();
    expect(prefixed.outsideBase('https://weblate.example.org/languages/de/')).toEqual({
      url: 'https://weblate.example.org/languages/de/', where: 'outside https://weblate.example.org/weblate/', hint: '',
    });
    expect(prefixed.outsideBase('https://weblate.example.org/api/languages/de/')?.hint).toBe(
      '; the server\'s links leave out its path prefix: a Weblate served under /weblate needs URL_PREFIX = "/weblate" in its settings',
    );
    expect(client.outsideBase('http://weblate:8080/api/languages/de/')).toEqual({
      url: 'http://weblate:8080/api/languages/de/', where: 'not on https://weblate.example.org',
      hint: '; the server\'s links are on http://weblate:8080: if that is the server, crawl it with --url http://weblate:8080; if not, the proxy ' +
        'in front of it does not pass on the Host header as the crawl sent it, with its port (nginx: proxy_set_header Host $http_host; $host drops the port), from which Weblate makes its links',
    });
    expect(client.outsideBase('http://[::1')).toBeNull();
  });

  it('quotes a link elsewhere without an e-mail address in it', () => {
    expect(client.outsideBase('https://elsewhere.example/api/users/?email=k.nowak@example.org')?.url).toBe('https://elsewhere.example/api/users/?email=<e-mail address>');
    expect(() => client.resolve('https://elsewhere.example/api/users/k.nowak@example.org/')).toThrow(
      'refusing to request https://elsewhere.example/api/users/<e-mail address>/: not on https://weblate.example.org',
    );
    // Nor one percent-encoded, as a server's next link writes its query (Django's urlencode).
    expect(client.outsideBase('https://elsewhere.example/api/changes/?page=2&user=k.nowak%40example.org')?.url).toBe(
      'https://elsewhere.example/api/changes/?page=2&user=<e-mail address>',
    );
    // Nor the record or page it names as where the link came from, which is the server's too.
    expect(() => client.resolve('https://elsewhere.example/api/components/', 'field "components_list_url" of project https://bot:s3cr3t@weblate.example.org/api/projects/k.nowak@example.org/')).toThrow(
      /\(field "components_list_url" of project https:\/\/weblate\.example\.org\/api\/projects\/<e-mail address>\/\)$/,
    );
  });

  it('refuses other origins', () => {
    for (const url of [
      'https://evil.example.org/api/', 'http://weblate.example.org:8080/api/', 'ftp://weblate.example.org/api/',
      'https://weblate.example.org.evil.example/api/',
    ]) {
      expect(() => client.resolve(url), url).toThrow(OriginError);
    }
    const plain = makeClient('http://127.0.0.1:8000').client;
    expect(() => plain.resolve('https://127.0.0.1:8000/api/')).toThrow(OriginError);
  });

  it('getJson strips format=api, so the sample answers JSON instead of its HTML page', async () => {
    const server = await sample();
    const { client: local } = makeClient(server.url);
    const response = await local.getJson(`${server.url}/api/projects/?format=api`);
    expect(response.url).toBe(`${server.url}/api/projects/`);
    expect(response.body).toMatchObject({ count: 3 });
  });
});

describe('concurrency', () => {
  it('never has more than `concurrency` requests in flight, retries and 429 waits included', async () => {
    let inFlight = 0;
    let most = 0;
    const seen = new Set<string>();
    // The first three are answered once all three are in: the limit is reached however slowly the
    // machine lets them in (10 ms apart, the first was answered before the third came).
    let allThreeIn = () => {};
    const firstRound = new Promise<void>((resolve) => (allThreeIn = resolve));
    const server = await serve(async (req, res, index) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      if (inFlight === 3) allThreeIn();
      if (index < 3) await firstRound;
      await new Promise((resolve) => setTimeout(resolve, 10));
      inFlight -= 1;
      const url = req.url ?? '';
      const first = !seen.has(url);
      seen.add(url);
      const n = Number(/\d+/.exec(url)?.[0]);
      if (first && n % 3 === 0) json(res, 429, { detail: 'Request was throttled.' }, { 'Retry-After': '1' });
      else if (first && n % 3 === 1) json(res, 503, { detail: 'Service unavailable.' });
      else json(res, 200, { n });
    });
    const { client, sleeps } = makeClient(server.url, { concurrency: 3 });
    const bodies = await Promise.all(Array.from({ length: 18 }, (_, n) => client.getJson(`${server.url}/api/item${n}/`)));
    expect(bodies.map((response) => response.body)).toEqual(Array.from({ length: 18 }, (_, n) => ({ n })));
    expect(most).toBe(3);
    expect(server.requests).toHaveLength(30);
    expect(client.stats).toMatchObject({ requests: 30, retries: 6, refusalWaits: 6 });
    expect(sleeps.filter((ms) => ms === 1000)).toHaveLength(6);
  });
});

describe('429', () => {
  it('stops where Retry-After asks for one second more than maxWaitMs, and waits where it asks for just that', async () => {
    const server = await serve((_req, res, index) => {
      if (index < 2) json(res, 429, { detail: 'Request was throttled.' }, { 'Retry-After': index === 0 ? '3601' : '3600' });
      else json(res, 200, { ok: true });
    });
    const { client, sleeps } = makeClient(server.url, { maxWaitMs: 3_600_000, concurrency: 1 });
    const over = await rejection(client.getJson(`${server.url}/api/a/`));
    expect([over.constructor, over.message]).toEqual([
      WaitTooLongError, `${server.url}/api/a/: the server asks to wait 3601 s (Retry-After), longer than --max-wait 3600`,
    ]);
    expect((await client.getJson(`${server.url}/api/b/`)).body).toEqual({ ok: true });
    expect(sleeps).toEqual([3_600_000]);
    expect(server.requests.map((request) => request.url)).toEqual(['/api/a/', '/api/b/', '/api/b/']);
  });

  it('stops at once where Retry-After asks for longer than maxWaitMs, and where pacing would', async () => {
    const server = await serve((_req, res, index) => {
      if (index === 0) json(res, 429, { detail: 'Request was throttled.' }, { 'Retry-After': '7200' });
      else json(res, 200, { ok: true }, { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '1', 'X-RateLimit-Reset': '3600' });
    });
    const { client, sleeps } = makeClient(server.url, { maxWaitMs: 3_600_000, concurrency: 1 });
    const throttled = await rejection(client.getJson(`${server.url}/api/a/`));
    expect(throttled).toBeInstanceOf(WaitTooLongError);
    expect([throttled.message, (throttled as WaitTooLongError).source]).toEqual([
      `${server.url}/api/a/: the server asks to wait 7200 s (Retry-After), longer than --max-wait 3600`, 'Retry-After',
    ]);
    await client.getJson(`${server.url}/api/b/`);
    // 1 of 100 left, reset in an hour: the next request would wait 3600 s, which maxWaitMs allows; 1 s less would not.
    const { client: strict } = makeClient(server.url, { maxWaitMs: 3_599_000, concurrency: 1 });
    await strict.getJson(`${server.url}/api/c/`);
    const paced = await rejection(strict.getJson(`${server.url}/api/d/`));
    expect([paced.message, (paced as WaitTooLongError).source]).toEqual([
      `${server.url}/api/d/: the server asks to wait 3600 s (X-RateLimit-Remaining), longer than --max-wait 3599`, 'X-RateLimit-Remaining',
    ]);
    expect(sleeps).toEqual([]);
    expect(server.requests.map((request) => request.url)).toEqual(['/api/a/', '/api/b/', '/api/c/']);
  });

  it('waits for Retry-After however long, without spending retries', async () => {
    const server = await serve((_req, res, index) => {
      if (index === 0) json(res, 429, { detail: 'Request was throttled. Expected available in 3600 seconds.' }, { 'Retry-After': '3600' });
      else json(res, 200, { ok: true });
    });
    const { client, sleeps, events } = makeClient(server.url, { maxRetries: 0 });
    const response = await client.getJson(`${server.url}/api/changes/`);
    expect(response.body).toEqual({ ok: true });
    // Refused alone (no other request near it), it waits by itself: the crawl's pace is as it was.
    expect(sleeps).toEqual([3_600_000]);
    expect(events).toEqual([
      { kind: 'rate-limited', url: `${server.url}/api/changes/`, waitMs: 3_600_000, source: 'Retry-After', width: 2, spacingMs: 0, holdsAll: false },
    ]);
    expect(client.stats.requests).toBe(2);
    expect(client.stats.retries).toBe(0);
    expect(client.stats.refusalWaits).toBe(1);
  });

  it('stops at the first 429 whose limit is 0 (Weblate with API_RATELIMIT_ANON or _USER "0/day"), which no wait cures', async () => {
    // What Weblate 2026 answers every request where the caller's rate is 0: the period as the wait.
    const server = await serve((_req, res) => {
      json(
        res, 429,
        { type: 'client_error', errors: [{ code: 'throttled', detail: 'Request was throttled. Expected available in 86400 seconds.', attr: null }] },
        { 'Retry-After': '86400', 'X-RateLimit-Limit': '0', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '86400' },
      );
    });
    const { client, sleeps } = makeClient(server.url, { concurrency: 1 });
    const anonymous = await rejection(client.getJson(`${server.url}/api/languages/`));
    expect([anonymous.constructor, anonymous.message, (anonymous as HttpError).status]).toEqual([
      HttpError,
      `HTTP 429 from ${server.url}/api/languages/: Request was throttled. Expected available in 86400 seconds.; its rate limit allows callers ` +
        'without a token no request at all (X-RateLimit-Limit: 0), so no wait lets one through: give a token with WEBLATE_TOKEN',
      429,
    ]);
    const { client: withToken } = makeClient(server.url, { concurrency: 1, token: 'wlu_abc123' });
    expect((await rejection(withToken.getJson(`${server.url}/api/languages/`))).message).toBe(
      `HTTP 429 from ${server.url}/api/languages/: Request was throttled. Expected available in 86400 seconds.; its rate limit allows this token ` +
        'no request at all (X-RateLimit-Limit: 0), so no wait lets one through; ask its administrators to raise the limit for tokens or for this one',
    );
    expect(sleeps).toEqual([]);
    expect(server.requests).toHaveLength(2);
  });

  it('waits for X-RateLimit-Reset when there is no Retry-After', async () => {
    const server = await serve((_req, res, index) => {
      if (index === 0) {
        json(res, 429, { detail: 'Request was throttled.' }, { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '120' });
      } else json(res, 200, { ok: true }, { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '99', 'X-RateLimit-Reset': '3600' });
    });
    const { client, sleeps, events } = makeClient(server.url, { maxRetries: 0 });
    await client.getJson(`${server.url}/api/`);
    expect(sleeps).toEqual([120_000]);
    expect(events).toEqual([{ kind: 'rate-limited', url: `${server.url}/api/`, waitMs: 120_000, source: 'X-RateLimit-Reset', width: 2, spacingMs: 0, holdsAll: false }]);
    expect(client.stats.refusalWaits).toBe(1);
  });

  it('waits out the sample server\'s 429s (rate 0.5, Retry-After 3600) with no retries allowed', async () => {
    const server = await sample({ faults: { '429': 0.5 }, retryAfterSeconds: 3600 });
    const { client, sleeps, events } = makeClient(server.url, { maxRetries: 0, concurrency: 3 });
    const responses = await Promise.all(PATHS.map((path) => client.getJson(`${server.url}${path}`)));
    expect(responses.map((response) => response.status)).toEqual(PATHS.map(() => 200));
    const throttled = server.stats.byStatus.get(429) ?? 0;
    expect(throttled).toBeGreaterThan(0);
    expect(client.stats.refusalWaits).toBe(throttled);
    expect(client.stats.requests).toBe(PATHS.length + throttled);
    expect(client.stats.retries).toBe(0);
    // Each wait of an hour holds every request back; a 429 of a request sent along with the one
    // that began it waits that hour too, as held. Between them, the spacing of the requests after.
    const waits = events.filter((event) => event.kind === 'rate-limited');
    expect(waits.length + events.filter((event) => event.kind === 'held').length).toBe(throttled);
    expect(sleeps.filter((ms) => ms === 3_600_000)).toHaveLength(waits.length);
    expect(sleeps.filter((ms) => ms !== 3_600_000).every((ms) => ms <= 10_000)).toBe(true);
  });

  it('waits a second at least when Retry-After says 0, instead of asking again at once', async () => {
    const server = await serve((_req, res, index) => {
      if (index < 3) json(res, 429, { detail: 'Request was throttled.' }, { 'Retry-After': '0' });
      else json(res, 200, { ok: true });
    });
    const { client, sleeps } = makeClient(server.url, { maxRetries: 0 });
    await client.getJson(`${server.url}/api/`);
    expect(sleeps).toEqual([1000, 1000, 1000]);
  });

  it('stops after 30 waits for one request where every wait ends in another 429: a limiter that lets nothing through', async () => {
    const server = await serve((_req, res) => json(res, 429, { detail: 'Request was throttled.' }, { 'Retry-After': '1' }));
    const { client, sleeps } = makeClient(server.url, { maxRetries: 5 });
    const error = await rejection(client.getJson(`${server.url}/api/projects/`));
    expect(error.message).toBe(
      `HTTP 429 from ${server.url}/api/projects/: Request was throttled.; refused 31 times in a row, each after the wait it asked for (Retry-After), ` +
        'with nothing answered meanwhile: its rate limit lets no request of this crawl through; crawl again later, or ask its administrators',
    );
    expect((error as HttpError).status).toBe(429);
    expect(server.requests).toHaveLength(31);
    // Refused alone every time (nothing else was sent), it waited each time by itself.
    expect(sleeps).toEqual(Array.from({ length: 30 }, () => 1000));
  });

  it('asks a request refused alone by a 429 that names no wait again after its own backoff, longer each time, and stops after 10 in a row saying to try a lower --concurrency', async () => {
    const server = await serve((_req, res) => json(res, 429, { detail: 'Slow down.' }));
    // --retries 1 does not count: a 429 spends none (it failed after one retry).
    const { client, sleeps, events } = makeClient(server.url, { maxRetries: 1, concurrency: 4 });
    const error = await rejection(client.getJson(`${server.url}/api/`));
    expect(error.message).toBe(
      `HTTP 429 from ${server.url}/api/: Slow down.; refused 11 times in a row, each after a longer wait, with nothing answered meanwhile: its rate ` +
        'limit names no wait (no Retry-After) and lets no request of this crawl through; try a lower --concurrency, or crawl again later',
    );
    expect(server.requests).toHaveLength(11);
    // Its own backoff of that many refusals, 750 ms to 22.5 s; nothing else is held back, nor spaced.
    expect(sleeps).toEqual([750, 1500, 3000, 6000, 12_000, 22_500, 22_500, 22_500, 22_500, 22_500]);
    expect(events.slice(0, 3)).toEqual([
      { kind: 'rate-limited', url: `${server.url}/api/`, waitMs: 750, source: null, width: 4, spacingMs: 0, holdsAll: false },
      { kind: 'rate-limited', url: `${server.url}/api/`, waitMs: 1500, source: null, width: 4, spacingMs: 0, holdsAll: false },
      { kind: 'rate-limited', url: `${server.url}/api/`, waitMs: 3000, source: null, width: 4, spacingMs: 0, holdsAll: false },
    ]);
    expect(client.stats).toMatchObject({ requests: 11, retries: 0, refusalWaits: 10 });
  });
});

describe('a limiter in front of the server (nginx limit_req: 503 or 429, no Retry-After)', () => {
  const NGINX_503 = '<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n</body>\r\n</html>\r\n';

  it.each([503, 429])('holds every request back after %ss sent together: none is sent until the hold is over, those sent with them spend no retry, and the rest go spaced', async (status) => {
    // The first four requests, sent at once, are refused; every one after them is answered.
    const server = await serve((req, res, index) => {
      if (index < 4) res.writeHead(status, { 'Content-Type': 'text/html' }).end(NGINX_503);
      else json(res, 200, { url: req.url });
    });
    const time = handSleep();
    // One retry each: the 503s sent along with the first would have spent theirs, and the next refusal failed the request.
    const { client, events } = makeClient(server.url, { concurrency: 4, maxRetries: 1, sleep: time.sleep });
    const urls = [1, 2, 3, 4].map((n) => `${server.url}/api/item${n}/`);
    const reading = Promise.all(urls.map((url) => client.getJson(url)));
    // The four answers: the first read is refused alone as far as the crawl knows yet, and waits its
    // own backoff (750 ms); the second, close to it, begins a round that holds every request as
    // long; the other two were sent before that round began.
    await vi.waitFor(() => expect(events).toHaveLength(4));
    const said = events.map((event) => `${event.kind}${'holdsAll' in event && event.holdsAll === true ? ' all' : ''}`).sort();
    expect(said).toEqual(status === 503 ? ['held', 'held', 'retry', 'retry all'] : ['held', 'held', 'rate-limited', 'rate-limited all']);
    await new Promise((resolve) => setImmediate(resolve));
    expect([server.requests.length, client.stats.requests, time.asked]).toEqual([4, 4, [750, 750]]);
    time.end();
    time.end();
    // Then one at a time, each 250 ms after the one before, an eighth less after each answer.
    for (let n = 5; n <= 8; n++) {
      await vi.waitFor(() => expect(client.stats.answered).toBe(n - 4));
      expect(server.requests.length).toBe(n);
      time.end();
    }
    expect((await reading).map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(time.asked).toEqual([750, 750, 250, 219, 192, 168]);
    // Every request was asked again; where it was a 503, the two that waited spent a retry of theirs, the two held none
    // (counted as refusals waited out, with the 429s: --retries counts the retries alone).
    expect(client.stats).toMatchObject({ requests: 8, retries: status === 503 ? 2 : 0, refusalWaits: status === 503 ? 2 : 4 });
  });
});

describe('refusals of requests sent before a round began', () => {
  const PAGE_503 = '<html><head><title>503 Service Unavailable</title></head></html>';

  it("waits a 503's retries at least the backoff --retries promises, though requests sent before its refusal are answered between them", async () => {
    // /api/a/ is refused every time; /api/b/ and /api/c/, sent along with its first attempt, are
    // answered once its second and third have come: answers that used to end the crawl's refusals
    // in a row, so that a's waits started again from 0.5 s (10.6 s in all, and a 14 s outage failed the crawl).
    let aSeen = 0;
    const parked: (() => void)[] = [];
    const server = await serve((req, res) => {
      if (req.url === '/api/a/') {
        aSeen += 1;
        res.writeHead(503, { 'Content-Type': 'text/html' }).end(PAGE_503);
        if (aSeen === 2 || aSeen === 3) parked.shift()?.();
        return;
      }
      parked.push(() => json(res, 200, { url: req.url }));
    });
    const { client, sleeps, events } = makeClient(server.url, { concurrency: 4, maxRetries: 5, random: () => 0 });
    const [a, b, c] = [client.getJson(`${server.url}/api/a/`), client.getJson(`${server.url}/api/b/`), client.getJson(`${server.url}/api/c/`)];
    const error = await rejection(a);
    expect([(await b).status, (await c).status]).toEqual([200, 200]);
    expect(error.message).toMatch(/^HTTP 503 from .*\/api\/a\/: 503 Service Unavailable \(HTML page\); refused 6 times in a row \(HTTP 503\)/);
    // The least the default 5 retries wait: 0.5 + 1 + 2 + 4 + 8 = 15.5 s.
    const aWaits = events.flatMap((event) => (event.kind === 'retry' && event.url.endsWith('/api/a/') ? [event.delayMs] : []));
    expect(aWaits).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(sleeps).toEqual([500, 1000, 2000, 4000, 8000]);
  });

  it('stops at once where a 503 sent along with an earlier refusal asks for longer than --max-wait, as any other refusal that names a wait', async () => {
    // a and b are refused together (a round begins, holding every request 750 ms); c, sent with
    // them, comes back later asking for a minute: it used to hold the crawl that minute, unsaid.
    let refusedTogether = 0;
    const server = await serve((req, res) => {
      if (req.url === '/api/c/') {
        const answer = () => res.writeHead(503, { 'Content-Type': 'text/html', 'Retry-After': '60' }).end(PAGE_503);
        const wait = setInterval(() => {
          if (refusedTogether < 2) return;
          clearInterval(wait);
          answer();
        }, 5);
        return;
      }
      res.writeHead(503, { 'Content-Type': 'text/html' }).end(PAGE_503, () => (refusedTogether += 1));
    });
    const { client, sleeps } = makeClient(server.url, { concurrency: 4, maxWaitMs: 30_000 });
    // Settled from the start: with waits that take no time, a and b may spend all their retries
    // before c is answered, and their failures were rejections nothing had taken yet.
    const reading = Promise.allSettled([client.getJson(`${server.url}/api/a/`), client.getJson(`${server.url}/api/b/`)]);
    const stopped = await rejection(client.getJson(`${server.url}/api/c/`));
    expect(stopped).toBeInstanceOf(WaitTooLongError);
    expect(stopped.message).toBe(`${server.url}/api/c/: the server asks to wait 60 s (Retry-After), longer than --max-wait 30`);
    expect(sleeps.filter((ms) => ms >= 60_000)).toEqual([]);
    await reading;
  });
});

describe('a 5xx that says when to come back', () => {
  it("waits as long as a 503's Retry-After asks where that is longer than the backoff, up to 10 minutes", async () => {
    const server = await serve((_req, res, index) => {
      if (index === 0) json(res, 503, { detail: 'Maintenance.' }, { 'Retry-After': '20' });
      else if (index === 1) json(res, 503, { detail: 'Maintenance.' }, { 'Retry-After': '0' });
      else if (index === 2) json(res, 503, { detail: 'Maintenance.' }, { 'Retry-After': '1500' });
      else json(res, 200, { ok: true });
    });
    const { client, sleeps, events } = makeClient(server.url, { maxRetries: 5 });
    await client.getJson(`${server.url}/api/`);
    // 20 s asked; then the backoff (1.5 s) where 0 s was; then 10 minutes of the 25 asked, which
    // the event gives beside it. Refused alone, the request waits each by itself.
    expect(sleeps).toEqual([20_000, 1500, 600_000]);
    expect(events.map((event) => (event.kind === 'retry' ? [event.delayMs, event.source, event.askedMs] : []))).toEqual([
      [20_000, 'Retry-After', undefined], [1500, undefined, undefined], [600_000, 'Retry-After', 1_500_000],
    ]);
    expect(client.stats.retries).toBe(3);
  });

  it('stops at once where Retry-After asks for longer than all the retries left could wait, saying which --retries would', async () => {
    const server = await serve((_req, res, index) => {
      json(res, 503, { detail: 'Maintenance.' }, { 'Retry-After': index === 0 ? '86400' : '1500' });
    });
    const { client, sleeps } = makeClient(server.url, { maxRetries: 5 });
    // A day asked; 5 retries wait 50 minutes at most.
    const day = await rejection(client.getJson(`${server.url}/api/`));
    expect(day).toBeInstanceOf(WaitTooLongError);
    expect(day.message).toBe(`${server.url}/api/: the server asks to wait 86400 s (Retry-After), longer than the 5 retries left wait (600 s each at most)`);
    expect((day as WaitTooLongError).retries).toEqual({ left: 5, eachMs: 600_000, covering: 144 });
    expect([(day as WaitTooLongError).status, (day as WaitTooLongError).maxWaitMs, sleeps, server.requests.length]).toEqual([503, 3_000_000, [], 1]);

    // 25 minutes, asked again after each wait: 3 retries wait 10 minutes each, then 2 are left
    // for the 25 minutes the server still asks.
    const again = await rejection(client.getJson(`${server.url}/api/`));
    expect((again as WaitTooLongError).retries).toEqual({ left: 2, eachMs: 600_000, covering: 6 });
    expect([sleeps, server.requests.length]).toEqual([[600_000, 600_000, 600_000], 5]);
  });

  it("waits a heavy page's few retries as before where Retry-After asks longer: lighter pages come after them", async () => {
    const server = await serve((_req, res, index) => {
      if (index === 0) json(res, 200, { ok: true });
      else json(res, 502, { detail: 'Bad gateway.' }, { 'Retry-After': '3600' });
    });
    const { client, sleeps } = makeClient(server.url, { maxRetries: 5 });
    await client.getJson(`${server.url}/api/languages/`);
    const error = await rejection(client.getJson(`${server.url}/api/translations/?page_size=1000`, undefined, 2));
    expect([error.constructor.name, (error as HttpError).status, (error as HttpError).fewerRetries, sleeps]).toEqual(['HttpError', 502, true, [600_000, 600_000]]);
  });

  it("says with --max-wait what a 503's Retry-After asked, beyond the 10 minutes a wait is capped at", async () => {
    const server = await serve((_req, res) => json(res, 503, { detail: 'Maintenance.' }, { 'Retry-After': '700' }));
    const { client, sleeps } = makeClient(server.url, { maxWaitMs: 30_000, concurrency: 1 });
    const stopped = await rejection(client.getJson(`${server.url}/api/`));
    expect(stopped).toBeInstanceOf(WaitTooLongError);
    expect(stopped.message).toBe(`${server.url}/api/: the server asks to wait 700 s (Retry-After), longer than --max-wait 30`);
    expect(sleeps).toEqual([]);
  });
});

describe('pacing', () => {
  it('spreads requests once few remain, reset / remaining apart, and waits the whole reset at 0', async () => {
    const server = await serve((_req, res, index) => {
      const remaining = Math.max(0, 11 - index);
      json(res, 200, { index }, { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': String(remaining), 'X-RateLimit-Reset': '30' });
    });
    const { client, sleeps, events } = makeClient(server.url, { concurrency: 1 });
    for (let n = 0; n < 13; n++) await client.getJson(`${server.url}/api/changes/?page=${n + 1}`);
    // Threshold max(1, 10% of 100) = 10; responses said 11, 10, 9, ... 0, 0.
    expect(sleeps).toEqual([3000, 3334, 3750, 4286, 5000, 6000, 7500, 10_000, 15_000, 30_000, 30_000]);
    expect(events[0]).toEqual({ kind: 'paced', url: `${server.url}/api/changes/?page=3`, waitMs: 3000, remaining: 10, limit: 100 });
    expect(events.map((event) => (event.kind === 'paced' ? event.remaining : -1))).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(client.stats.refusalWaits).toBe(0);
  });

  it('does not pace while more remain than the caller still needs, and says what it needs where it paces', async () => {
    const server = await serve((_req, res, index) => {
      json(res, 200, { index }, { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': String(8 - index), 'X-RateLimit-Reset': '82800' });
    });
    let needed = 8;
    const { client, sleeps, events } = makeClient(server.url, { concurrency: 1, requestsNeeded: () => needed });
    // 8 of a day's 100 left and 8 requests to make: none of them waits (it was 82,800 s / 8 each).
    for (let n = 0; n < 3; n++) {
      await client.getJson(`${server.url}/api/changes/?page=${n + 1}`);
      needed -= 1;
    }
    expect(sleeps).toEqual([]);
    // Now 6 remain (the third answer said so) and 9 are needed: the wait is paced, 82,800 s / 6,
    // and the event says how many are needed.
    needed = 9;
    await client.getJson(`${server.url}/api/changes/?page=4`);
    expect(events).toEqual([{ kind: 'paced', url: `${server.url}/api/changes/?page=4`, waitMs: 13_800_000, remaining: 6, limit: 100, needed: 9 }]);
  });

  it('does not pace while plenty remains', async () => {
    const server = await sample({ rateLimit: { limit: 100, windowSeconds: 3600 } });
    const { client, sleeps } = makeClient(server.url, { concurrency: 4 });
    await Promise.all(PATHS.map((path) => client.getJson(`${server.url}${path}`)));
    expect(sleeps).toEqual([]);
  });

  it('paces by the sample server\'s rate-limit headers before it refuses', async () => {
    const server = await sample({ rateLimit: { limit: 10, windowSeconds: 60 } });
    const { client, sleeps, events } = makeClient(server.url, { concurrency: 1 });
    const urls = Array.from({ length: 10 }, (_, n) => `${server.url}${PATHS[n % PATHS.length]!}`);
    for (const url of urls.slice(0, 9)) await client.getJson(url);
    // Remaining 9, 8, ... 1 after each; pacing starts at max(concurrency 1, 10% of 10) = 1 remaining.
    expect(sleeps).toEqual([]);
    await client.getJson(urls[9]!);
    expect(events).toEqual([{ kind: 'paced', url: urls[9], waitMs: 60_000, remaining: 1, limit: 10 }]);
    expect(server.stats.byStatus.get(429)).toBeUndefined();
  });
});

describe('retries', () => {
  it('backs off exponentially with equal jitter (half the ceiling at least), capped at 30 s', () => {
    expect(Array.from({ length: 10 }, (_, n) => backoffDelay(n + 1, () => 0.5))).toEqual([
      750, 1500, 3000, 6000, 12_000, 22_500, 22_500, 22_500, 22_500, 22_500,
    ]);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(20, () => 0.999)).toBe(29_985);
  });

  const REASONS = {
    '500': 'HTTP 500',
    '502': 'HTTP 502',
    '503': 'HTTP 503',
    '504': 'HTTP 504',
    drop: 'connection closed by the server (other side closed)',
    truncate: /^invalid JSON: truncated body \(\d+ bytes\): /,
  } as const;

  it.each(['500', '502', '503', '504', 'drop', 'truncate'] as const)(
    'retries the sample\'s %s faults (rate 0.5) until every request succeeds',
    async (kind) => {
      const server = await sample({ faults: { [kind]: 0.5 } });
      const clean = await sample();
      const { client, events } = makeClient(server.url, { concurrency: 3, maxRetries: 10 });
      const responses = await Promise.all(PATHS.map((path) => client.getJson(`${server.url}${path}`)));
      for (const [index, path] of PATHS.entries()) {
        const text = await (await fetch(`${clean.url}${path}`)).text();
        expect(responses[index]!.body, path).toEqual(JSON.parse(text.replaceAll(clean.url, server.url)));
      }
      const faults = kind === 'drop' ? server.stats.byStatus.get(0) ?? 0
        : kind === 'truncate' ? server.stats.requests - PATHS.length
        : server.stats.byStatus.get(Number(kind)) ?? 0;
      expect(faults).toBeGreaterThan(0);
      // A 503 held with others is a refusal waited out, not a retry (below); a drop on a kept-alive
      // connection is sent again at once on a new one, as a connection closed by its idle timer is.
      expect(client.stats.retries + client.stats.refusalWaits + client.stats.resent).toBe(faults);
      if (kind !== 'drop') expect(client.stats.resent).toBe(0);
      expect(client.stats.refusalWaits).toBe(events.filter((event) => event.kind === 'held').length);
      expect(client.stats.requests).toBe(server.stats.requests);
      expect(events).toHaveLength(faults - client.stats.resent);
      for (const event of events) {
        // A 503 of a request sent along with one whose 503 holds every request back already is
        // asked again after that hold, as held, spending no retry.
        if (event.kind === 'held') expect([kind, event.status]).toEqual(['503', 503]);
        else expect(event.kind).toBe('retry');
        if (event.kind === 'retry') expect(event.reason).toMatch(REASONS[kind]);
      }
    },
  );

  it("retries the other 5xx a CDN answers for a moment's trouble (Cloudflare's 520 to 524, 530), but not 501, 505 or 511", async () => {
    const statuses = [520, 521, 522, 523, 524, 530, 507];
    const server = await serve((req, res, index) => {
      if (req.url === '/api/final/') json(res, 501, { detail: 'Not implemented.' });
      else if (index < statuses.length) res.writeHead(statuses[index]!, { 'Content-Type': 'text/html' }).end('<title>A timeout occurred | Cloudflare</title>');
      else json(res, 200, { ok: true });
    });
    const { client, events } = makeClient(server.url, { concurrency: 1, maxRetries: 10 });
    expect((await client.getJson(`${server.url}/api/a/`)).body).toEqual({ ok: true });
    expect(events.map((event) => (event.kind === 'retry' ? event.reason : event.kind))).toEqual(statuses.map((status) => `HTTP ${status}`));
    const error = await rejection(client.getJson(`${server.url}/api/final/`));
    expect([error.message, (error as HttpError).attempts]).toEqual([`HTTP 501 from ${server.url}/api/final/: Not implemented.`, 1]);
    expect(server.requests).toHaveLength(statuses.length + 2);
    expect([501, 505, 511, 500, 503, 524, 599, 499, 600].map(isRetryableStatus)).toEqual([false, false, false, true, true, true, true, false, false]);
  });

  it.each([
    ['500', 500, 'HTTP 500 from <url>: Server Error (500) (HTML page), after 2 retries in 2 s'],
    ['502', 502, 'HTTP 502 from <url>: 502 Bad Gateway (HTML page), after 2 retries in 2 s'],
    ['504', 504, 'HTTP 504 from <url>: 504 Gateway Time-out (HTML page), after 2 retries in 2 s'],
    ['drop', null, 'network error on <url>: connection closed by the server (other side closed), after 2 retries in 2 s'],
  ] as const)('gives up on %s after maxRetries with a readable message', async (kind, status, message) => {
    const server = await sample({ faults: { [kind]: 1 } });
    const { client, sleeps, events } = makeClient(server.url, { maxRetries: 2 });
    const url = `${server.url}/api/projects/`;
    const error = await rejection(client.getJson(url));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe(message.replace('<url>', url));
    expect((error as HttpError).status).toBe(status);
    expect((error as HttpError).kind).toBe(status === null ? 'network' : 'server');
    expect((error as HttpError).attempts).toBe(3);
    expect((error as HttpError).url).toBe(url);
    expect(server.stats.requests).toBe(3);
    expect(sleeps).toEqual([750, 1500]);
    expect(events.map((event) => (event.kind === 'retry' ? [event.attempt, event.delayMs] : []))).toEqual([[1, 750], [2, 1500]]);
    expect(client.stats).toMatchObject({ requests: 3, retries: 2, refusalWaits: 0 });
  });

  it('gives up on 503 after maxRetries, each after its own backoff, saying it was refused that many times in a row where the server had answered', async () => {
    // nginx's 503 page; one answer first (a server that answered nothing is down: error-hints.ts says so).
    const server = await serve((_req, res, index) => {
      if (index === 0) json(res, 200, { ok: true });
      else res.writeHead(503, { 'Content-Type': 'text/html' }).end('<html><head><title>503 Service Temporarily Unavailable</title></head></html>');
    });
    const { client, sleeps, events } = makeClient(server.url, { maxRetries: 2 });
    await client.getJson(`${server.url}/api/`);
    const url = `${server.url}/api/projects/`;
    const error = await rejection(client.getJson(url));
    expect(error.message).toBe(
      `HTTP 503 from ${url}: 503 Service Temporarily Unavailable (HTML page); refused 3 times in a row (HTTP 503), each after a longer wait, with ` +
        'nothing answered meanwhile: where this is a rate limit, a lower --concurrency may get through; else the server is unavailable, and a crawl ' +
        'later may find it back',
    );
    expect([(error as HttpError).status, (error as HttpError).attempts, server.requests.length]).toEqual([503, 3, 4]);
    // The retries' own backoff, refused alone: nothing else is held back.
    expect(sleeps).toEqual([750, 1500]);
    expect(events.map((event) => (event.kind === 'retry' ? [event.attempt, event.delayMs] : []))).toEqual([[1, 750], [2, 1500]]);
    expect(client.stats).toMatchObject({ requests: 4, retries: 2, refusalWaits: 0 });
    // From a server that answered nothing, 503s say nothing of a rate limit: it is down.
    const down = await sample({ faults: { '503': 1 } });
    const { client: first } = makeClient(down.url, { maxRetries: 2 });
    expect((await rejection(first.getJson(`${down.url}/api/projects/`))).message).toBe(
      `HTTP 503 from ${down.url}/api/projects/: 503 Service Temporarily Unavailable (HTML page), after 2 retries in 2 s`,
    );
  });

  it.each([
    ['502', 502, 3],
    ['504', 504, 3],
    ['500', 500, 6],
    ['503', 503, 6],
    ['drop', null, 6],
  ] as const)('caps the retries after a %s at giveUpRetries only where the server gave up on a slow answer', async (_kind, status, attempts) => {
    // The languages answer; the heavy page fails every time, with the status or a dropped connection
    // (on new connections only: one kept alive and closed unanswered is sent again at once, below).
    const server = await serve((req, res) => {
      if (req.url === '/api/languages/') json(res, 200, { count: 0, next: null, previous: null, results: [] }, { Connection: 'close' });
      else if (status === null) res.destroy();
      else {
        res.writeHead(status, { 'Content-Type': 'text/html' });
        res.end(`<html><head><title>${status} Failed</title></head></html>`);
      }
    });
    const { client } = makeClient(server.url, { maxRetries: 5 });
    await client.getJson(`${server.url}/api/languages/`);
    const error = await rejection(client.getJson(`${server.url}/api/projects/?page_size=1000`, undefined, 2));
    expect((error as HttpError).status).toBe(status);
    expect((error as HttpError).attempts).toBe(attempts);
    // Said on the failure, so that a list is read again once the server is known to have nothing lighter (paginate.ts).
    expect((error as HttpError).fewerRetries).toBe(attempts === 3);
    expect(server.requests).toHaveLength(1 + attempts);
  });

  it.each([
    ['a header value with a control character', 'HTTP/1.1 200 OK\r\nX-Bad: a\x01b\r\nContent-Length: 2\r\n\r\n{}', 'Invalid header value char'],
    ['headers over 16 KB', `HTTP/1.1 200 OK\r\nX-Big: ${'a'.repeat(20_000)}\r\nContent-Length: 2\r\n\r\n{}`, 'its headers are over 16 KB, more than the crawl reads'],
    ['a 100 Continue it did not ask for', 'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}',
      'an interim answer it did not ask for (100 Continue) or an answer to no request; the crawl closed the connection'],
  ])('says an answer with %s is not valid HTTP/1.1, not a network error or a connection the server closed', async (_what, answer, why) => {
    const server = await serve((req) => {
      req.socket.end(answer);
    });
    const { client } = makeClient(server.url, { maxRetries: 1 });
    expect((await rejection(client.getJson(`${server.url}/api/languages/`))).message).toBe(
      `answer from ${server.url}/api/languages/ is not valid HTTP/1.1: ${why}, after 1 retry in 1 s`,
    );
    // Asked again: bytes an earlier answer left over garble the next on its connection, which a new one cures.
    expect(server.requests).toHaveLength(2);
  });

  it('sends a request again at once, spending no retry, where the server closes a kept-alive connection without answering it', async () => {
    // A server's idle timer closing the connection just as the next request goes out on it (the
    // request is read, then the socket closed): it spent one of --retries, and failed a crawl with none.
    const ports: number[] = [];
    const server = await serve((req, res, index) => {
      ports.push(req.socket.remotePort ?? 0);
      if (index === 1) req.socket.destroy();
      else json(res, 200, { count: 0, next: null, previous: null, results: [] });
    });
    const { client, sleeps, events } = makeClient(server.url, { concurrency: 1, maxRetries: 0 });
    await client.getJson(`${server.url}/api/languages/`);
    expect((await client.getJson(`${server.url}/api/projects/`)).body).toEqual({ count: 0, next: null, previous: null, results: [] });
    // The second request went out on the first's connection, the third on a new one.
    expect([ports[1] === ports[0], ports[2] === ports[1]]).toEqual([true, false]);
    expect(server.requests.map((request) => request.url)).toEqual(['/api/languages/', '/api/projects/', '/api/projects/']);
    expect(client.stats).toMatchObject({ requests: 3, sent: 2, answered: 2, retries: 0, resent: 1 });
    expect([sleeps, events]).toEqual([[], []]);
    expect(client.failingStreak).toBeNull();
    // A new connection closed unanswered is a dropped connection as before: --retries 0 fails it.
    const dropping = await serve((req) => {
      req.socket.destroy();
    });
    const { client: other } = makeClient(dropping.url, { maxRetries: 0 });
    expect((await rejection(other.getJson(`${dropping.url}/api/languages/`))).message).toBe(
      `network error on ${dropping.url}/api/languages/: connection closed by the server (other side closed)`,
    );
    expect([dropping.requests.length, other.stats.resent]).toEqual([1, 0]);
  });

  it('spends a retry, sending nothing again for free, where a kept-alive connection closes after part of the answer came', async () => {
    // The server read the request and began its answer: a dropped connection, not an idle one
    // closed under a request it never read (a server that wrote 'HTTP/1.1 200 OK' and closed was
    // asked 9 times at once at --concurrency 8).
    const server = await serve((req, res, index) => {
      if (index === 0) json(res, 200, { count: 0, next: null, previous: null, results: [] });
      else {
        req.socket.write('HTTP/1.1 200 OK\r\n');
        req.socket.destroy();
      }
    });
    const { client } = makeClient(server.url, { concurrency: 1, maxRetries: 0 });
    await client.getJson(`${server.url}/api/languages/`);
    expect((await rejection(client.getJson(`${server.url}/api/projects/`))).message).toBe(
      `network error on ${server.url}/api/projects/: connection closed by the server (other side closed)`,
    );
    expect(server.requests.map((request) => request.url)).toEqual(['/api/languages/', '/api/projects/']);
    expect(client.stats).toMatchObject({ requests: 2, sent: 2, answered: 1, retries: 0, resent: 0 });
  });

  it('sends a request again at once, spending no retry, where the server resets a kept-alive connection under it', async () => {
    // A request reaching a socket its server has just closed meets a reset: it failed a crawl with --retries 0 ('read ECONNRESET').
    const server = await serve((req, res, index) => {
      if (index === 1) req.socket.resetAndDestroy();
      else json(res, 200, { count: 0, next: null, previous: null, results: [] });
    });
    const { client, sleeps, events } = makeClient(server.url, { concurrency: 1, maxRetries: 0 });
    await client.getJson(`${server.url}/api/languages/`);
    expect((await client.getJson(`${server.url}/api/projects/`)).body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect(server.requests.map((request) => request.url)).toEqual(['/api/languages/', '/api/projects/', '/api/projects/']);
    expect(client.stats).toMatchObject({ requests: 3, sent: 2, answered: 2, retries: 0, resent: 1 });
    expect([sleeps, events]).toEqual([[], []]);
    // A new connection reset unanswered is a dropped connection as before: --retries 0 fails it.
    const resetting = await serve((req) => {
      req.socket.resetAndDestroy();
    });
    const { client: other } = makeClient(resetting.url, { maxRetries: 0 });
    expect((await rejection(other.getJson(`${resetting.url}/api/languages/`))).message).toBe(
      `network error on ${resetting.url}/api/languages/: connection reset (read ECONNRESET)`,
    );
    expect([resetting.requests.length, other.stats.resent]).toEqual([1, 0]);
  });

  it('does not send again a request whose answer the server began and broke off on a new connection', async () => {
    // A worker that writes its status line and dies: the connection had read bytes, but none of an
    // earlier answer. It was taken for a kept-alive connection closed unanswered, and asked 9 times
    // at once at --concurrency 8 with --retries 0.
    const server = await serve((req) => {
      req.socket.end('HTTP/1.1 200 OK\r\n');
    });
    const { client, sleeps } = makeClient(server.url, { concurrency: 8, maxRetries: 0 });
    expect((await rejection(client.getJson(`${server.url}/api/languages/`))).message).toBe(
      `network error on ${server.url}/api/languages/: connection closed by the server (other side closed)`,
    );
    expect([server.requests.length, client.stats.requests, client.stats.resent, sleeps]).toEqual([1, 1, 0, []]);
  });

  it.each([[2, false], [1, false], [3, true]] as const)('says a heavy page had fewer retries than the crawl\'s own only where it had: --retries %i', async (maxRetries, fewer) => {
    const server = await serve((req, res) => {
      if (req.url === '/api/languages/') json(res, 200, { count: 0, next: null, previous: null, results: [] });
      else {
        res.writeHead(504, { 'Content-Type': 'text/html' });
        res.end('<html><head><title>504 Gateway Time-out</title></head></html>');
      }
    });
    const { client } = makeClient(server.url, { maxRetries });
    await client.getJson(`${server.url}/api/languages/`);
    const error = await rejection(client.getJson(`${server.url}/api/projects/?page_size=1000`, undefined, 2));
    expect([(error as HttpError).attempts, (error as HttpError).fewerRetries]).toEqual([Math.min(maxRetries, 2) + 1, fewer]);
  });

  it.each([502, 504])('gives a heavy page the crawl\'s own retries after a %s while the server has answered nothing yet: a proxy restarting', async (status) => {
    // A proxy whose service behind it starts: its first four answers are gateway errors.
    const server = await serve((_req, res, index) => {
      if (index < 4) {
        res.writeHead(status, { 'Content-Type': 'text/html' });
        res.end(`<html><head><title>${status} Bad Gateway</title></head></html>`);
      } else json(res, 200, { count: 0, next: null, previous: null, results: [] });
    });
    const { client } = makeClient(server.url, { maxRetries: 5 });
    const answer = await client.getJson(`${server.url}/api/translations/?page_size=1000`, undefined, 2);
    expect(answer.status).toBe(200);
    expect(server.requests).toHaveLength(5);
    expect(client.stats).toMatchObject({ requests: 5, retries: 4, answered: 1 });
  });

  it('gives up on a truncated body with an invalid-json error', async () => {
    const server = await sample({ faults: { truncate: 1 } });
    const { client } = makeClient(server.url, { maxRetries: 1 });
    const url = `${server.url}/api/projects/`;
    const error = await rejection(client.getJson(url));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).kind).toBe('invalid-json');
    expect((error as HttpError).status).toBe(200);
    expect(error.message).toMatch(/^invalid JSON from http:\/\/127\.0\.0\.1:\d+\/api\/projects\/: truncated body \(\d+ bytes\): /);
    expect(error.message.startsWith(`invalid JSON from ${url}: `)).toBe(true);
  });

  /** A server whose every answer is a JSON body of 70 MB, written as the client reads it, until it stops reading. */
  const hugeBodies = () => serve((_req, res) => {
    let sent = 0;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.write('{"count":1,"next":null,"previous":null,"results":[{"target":"');
    const chunk = Buffer.alloc(1024 * 1024, 0x78);
    const more = () => {
      while (sent < 70 && !res.destroyed) {
        sent += 1;
        if (!res.write(chunk)) return void res.once('drain', more);
      }
      if (!res.destroyed) res.end('"}]}');
    };
    res.on('error', () => {});
    more();
  });

  it('stops a body of over 64 MB through an HTTP proxy too, whose connections undici makes without the pool\'s limit', async () => {
    const server = await hugeBodies();
    const through = await forwardProxy({ connectStatus: 403 });
    const { client } = makeClient(server.url, { proxy: through.url, maxRetries: 3 });
    const url = `${server.url}/api/changes/?page_size=1000`;
    const error = await rejection(client.getJson(url));
    expect(error.message).toBe(
      `response too large: ${url} sent more than 64 MB, more than a page of a Weblate list holds; a smaller --page-size (200, say) asks for smaller pages`,
    );
    expect(through.requests).toHaveLength(1);
  });

  it('stops reading a body of over 64 MB and does not retry it, saying a smaller --page-size asks for smaller pages', async () => {
    const server = await hugeBodies();
    const { client } = makeClient(server.url, { maxRetries: 3 });
    const url = `${server.url}/api/changes/?page_size=1000`;
    const error = await rejection(client.getJson(url));
    expect(error.message).toBe(
      `response too large: ${url} sent more than 64 MB, more than a page of a Weblate list holds; a smaller --page-size (200, say) asks for smaller pages`,
    );
    expect(server.requests).toHaveLength(1);
    expect(MAX_BODY_BYTES).toBe(64 * 1024 * 1024);
  });

  it('reads a gzip body, asked for, decompressed: its bytes as the server meant them, counted as received', async () => {
    const page = JSON.stringify({ count: 1, next: null, previous: null, results: [{ name: 'Ελληνικά' }] });
    const body = gzipSync(page);
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
      res.end(body);
    });
    const { client } = makeClient(server.url);
    const response = await client.getJson(`${server.url}/api/languages/`);
    expect(response.body).toEqual(JSON.parse(page));
    expect([response.raw?.toString('utf8'), response.bytes, client.stats.bytes]).toEqual([page, body.length, body.length]);
  });

  it('refuses a gzip body of over 64 MB once decompressed, a few kilobytes of it, and does not retry it', async () => {
    const body = gzipSync(Buffer.alloc(MAX_BODY_BYTES + 1, 0x20));
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
      res.end(body);
    });
    const { client } = makeClient(server.url, { maxRetries: 3 });
    const error = await rejection(client.getJson(`${server.url}/api/translations/?page_size=1000`));
    expect(body.length).toBeLessThan(100_000);
    expect(error.message).toBe(
      `response too large: ${server.url}/api/translations/?page_size=1000 sent more than 64 MB once decompressed, more than a page of a Weblate list ` +
        'holds; a smaller --page-size (200, say) asks for smaller pages',
    );
    expect(server.requests).toHaveLength(1);
  });

  it('retries a gzip body that does not decompress (cut short on its way), then names it', async () => {
    const body = gzipSync(JSON.stringify({ count: 0, next: null, previous: null, results: [] })).subarray(0, 20);
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
      res.end(body);
    });
    const { client, events } = makeClient(server.url, { maxRetries: 1 });
    const error = await rejection(client.getJson(`${server.url}/api/projects/`));
    expect(error.message).toBe(`invalid JSON from ${server.url}/api/projects/: a gzip body that does not decompress (unexpected end of file), after 1 retry in 1 s`);
    expect([server.requests.length, events.map((event) => event.kind)]).toEqual([2, ['retry']]);
  });

  it.each([
    ['named in one header', [['Content-Encoding', 'gzip, gzip']]],
    ['named in two headers', [['Content-Encoding', 'gzip'], ['Content-Encoding', 'gzip']]],
  ])('reads a body compressed twice with gzip, %s, where it said gzip was not asked for', async (_name, encoding) => {
    const page = JSON.stringify({ count: 1, next: null, previous: null, results: [{ code: 'el' }] });
    const body = gzipSync(gzipSync(page));
    const server = await serve((_req, res) => {
      res.writeHead(200, [['Content-Type', 'application/json'], ['Content-Length', String(body.length)], ...encoding]);
      res.end(body);
    });
    const { client } = makeClient(server.url);
    const response = await client.getJson(`${server.url}/api/languages/`);
    expect([response.body, response.bytes]).toEqual([JSON.parse(page), body.length]);
  });

  it('fails at once on a body labelled gzip, gzip that was compressed once, saying so: the same label comes again', async () => {
    const body = gzipSync(JSON.stringify({ count: 0, next: null, previous: null, results: [] }));
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip, gzip', 'Content-Length': String(body.length) });
      res.end(body);
    });
    const { client, events } = makeClient(server.url, { maxRetries: 3 });
    const error = await rejection(client.getJson(`${server.url}/api/users/`));
    expect(error.message).toBe(
      `invalid JSON from ${server.url}/api/users/: a body labelled gzip, gzip (Content-Encoding), compressed once: a proxy between names a compression it did not apply`,
    );
    expect([server.requests.length, events]).toEqual([1, []]);
  });

  it('takes an empty body labelled gzip for an empty body: a 301 without one is followed, a 503 without one is a 503', async () => {
    const server = await serve((req, res, index) => {
      if (req.url === '/api/languages/') res.writeHead(301, { Location: '/api/languages/?moved=1', 'Content-Encoding': 'gzip', 'Content-Length': '0' }).end();
      else if (index === 2) res.writeHead(503, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip', 'Content-Length': '0' }).end();
      else json(res, 200, { url: req.url });
    });
    const { client, events } = makeClient(server.url, { concurrency: 1 });
    expect((await client.getJson(`${server.url}/api/languages/`)).body).toEqual({ url: '/api/languages/?moved=1' });
    expect((await client.getJson(`${server.url}/api/projects/`)).body).toEqual({ url: '/api/projects/' });
    expect(events.map((event) => (event.kind === 'retry' ? [event.kind, event.reason] : [event.kind]))).toEqual([['retry', 'HTTP 503']]);
  });

  it('keeps the status of an error whose gzip label is false (a plain body), and quotes the body', async () => {
    const server = await serve((_req, res) => {
      const body = JSON.stringify({ detail: 'Not found.' });
      res.writeHead(404, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) }).end(body);
    });
    const { client } = makeClient(server.url, { maxRetries: 3 });
    const error = await rejection(client.getJson(`${server.url}/api/projects/no-such-project/`));
    expect(error.message).toBe(`not found: ${server.url}/api/projects/no-such-project/: Not found.`);
    expect([(error as HttpError).status, server.requests.length]).toEqual([404, 1]);
  });

  it('does not retry a 200 body compressed other than with gzip, not asked for: the same compression comes again', async () => {
    const body = brotliCompressSync(JSON.stringify({ count: 0, next: null, previous: null, results: [] }));
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'br', 'Content-Length': String(body.length) });
      res.end(body);
    });
    const { client, events } = makeClient(server.url, { maxRetries: 3 });
    const error = await rejection(client.getJson(`${server.url}/api/projects/`));
    // The bytes received (the text decoded from them counts each byte not UTF-8 as 3).
    expect(error.message).toBe(
      `invalid JSON from ${server.url}/api/projects/: a body compressed with br, which was not asked for (${body.length} bytes): ` +
        'the crawl accepts gzip only, and a proxy between compresses answers whatever the request accepts',
    );
    expect((error as HttpError).kind).toBe('invalid-json');
    expect(server.requests).toHaveLength(1);
    expect(events).toEqual([]);
  });

  it('takes an HTTP 300 with a JSON body for a refusal, not for a page', async () => {
    const server = await serve((_req, res) => json(res, 300, { count: 0, next: null, previous: null, results: [] }));
    const { client } = makeClient(server.url, { maxRetries: 3 });
    const error = await rejection(client.getJson(`${server.url}/api/projects/`));
    expect(error.message).toBe(`HTTP 300 from ${server.url}/api/projects/: count: 0`);
    expect([(error as HttpError).status, (error as HttpError).kind]).toEqual([300, 'client']);
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry an HTML page served with 200 as the first answer, and names it by its title', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!DOCTYPE html><html><head><title>Projects &ndash; Weblate</title></head><body><h1>Projects</h1></body></html>');
    });
    const { client } = makeClient(server.url, { maxRetries: 1 });
    const error = await rejection(client.getJson(`${server.url}/api/projects/`));
    expect(error.message).toBe(`invalid JSON from ${server.url}/api/projects/: got an HTML page instead of JSON (Projects – Weblate)`);
    expect((error as HttpError).kind).toBe('web-page');
    expect(server.requests).toHaveLength(1);
  });

  it('retries an HTML page served with 200 once the server has answered JSON, as a 5xx, within the same retries', async () => {
    const proxyPage = '<html><body><h1>502 Bad Gateway</h1><hr><center>nginx</center></body></html>';
    const server = await serve((_req, res, index) => {
      // JSON first; then the proxy's page twice for page 2, then page 2; page 3 is the page for good.
      if (index === 0 || index === 3) return json(res, 200, { page: index });
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(proxyPage);
    });
    const { client, sleeps, events } = makeClient(server.url, { maxRetries: 2 });
    await client.getJson(`${server.url}/api/changes/?page=1`);
    expect((await client.getJson(`${server.url}/api/changes/?page=2`)).body).toEqual({ page: 3 });
    expect(sleeps).toEqual([750, 1500]);
    expect(events.map((event) => (event.kind === 'retry' ? `${event.attempt} of ${event.of}: ${event.reason}` : event.kind))).toEqual([
      '1 of 2: invalid JSON: got an HTML page instead of JSON (502 Bad Gateway)',
      '2 of 2: invalid JSON: got an HTML page instead of JSON (502 Bad Gateway)',
    ]);
    const error = await rejection(client.getJson(`${server.url}/api/changes/?page=3`));
    expect([error.message, (error as HttpError).kind, (error as HttpError).attempts]).toEqual([
      `invalid JSON from ${server.url}/api/changes/?page=3: got an HTML page instead of JSON (502 Bad Gateway), after 2 retries in 2 s`, 'web-page', 3,
    ]);
    expect(server.requests).toHaveLength(7);
  });

  it('counts the answers the crawl had when a request failed, not those of requests queued behind it', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/api/changes/?page=2') {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
        return;
      }
      json(res, 200, { url: req.url });
    });
    const { client } = makeClient(server.url, { concurrency: 1, maxRetries: 0 });
    await client.getJson(`${server.url}/api/changes/?page=1`);
    // One request at a time: pages 3 and 4 wait for page 2's slot and are answered once it failed.
    const settled = await Promise.allSettled(['2', '3', '4'].map((page) => client.getJson(`${server.url}/api/changes/?page=${page}`)));
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    const error = (settled[0] as PromiseRejectedResult).reason as HttpError;
    expect([error.kind, error.answeredBefore, client.stats.answered]).toEqual(['web-page', 1, 3]);
  });
});

describe('refusals', () => {
  it.each(['drf', '5.10'] as const)('401 with a bad token (%s errors): token rejected, no retry', async (errorStyle) => {
    const server = await sample({ token: 'right', errorStyle });
    const { client } = makeClient(server.url, { token: 'wrong' });
    const error = await rejection(client.getJson(`${server.url}/api/projects/`));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe(`token rejected by http://127.0.0.1:${server.port}/api/projects/: Invalid token.`);
    expect((error as HttpError).kind).toBe('auth');
    expect((error as HttpError).status).toBe(401);
    expect(server.stats.requests).toBe(1);
  });

  it('masks a token the server repeats before quoting any of its answer, where the quote is cut short or taken from a parse error', async () => {
    const token = 'SEKRETtoken123abcdef';
    const server = await serve((req, res) => {
      // The token lands at the cut of the quoted detail (its first 300 characters, then an ellipsis).
      if (req.url === '/api/projects/') json(res, 401, { detail: `${'x'.repeat(270)} bad token ${token}` });
      else {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(`{"count": ${token}}`);
      }
    });
    const { client } = makeClient(server.url, { token, maxRetries: 0 });
    const refused = await rejection(client.getJson(`${server.url}/api/projects/`));
    expect(refused.message).toContain(' bad token ***');
    const broken = await rejection(client.getJson(`${server.url}/api/languages/`));
    expect(broken.message).toContain('"{"count": ***}" is not valid JSON');
    for (const error of [refused, broken]) expect([error.message.includes('SEKRET'), error.message.includes('token123')]).toEqual([false, false]);
  });

  it('masks a token the server repeats escaped (JSON \\u escapes, an HTML character reference) before the quote of its answer is cut', async () => {
    const token = 'wlu_I7kuoJcJTCXaJRnRjuJ4ZPQk2d4TFrl8Tqu3';
    const escaped = [...token].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    const server = await serve((req, res) => {
      // Whole only once the body is parsed, and then at the cut of the quote (its first 300 characters).
      if (req.url === '/api/projects/') {
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(`{"detail": "${'x'.repeat(280)}${escaped}"}`);
      } else if (req.url === '/api/languages/') {
        res.writeHead(404, { 'Content-Type': 'text/html' });
        res.end(`<html><head><title>${'x'.repeat(290)}&#119;${token.slice(1)}</title></head></html>`);
      } else {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end(`<html><head><title>${'x'.repeat(270)}&#119;${token.slice(1)}</title></head></html>`);
      }
    });
    const { client } = makeClient(server.url, { token, maxRetries: 0 });
    const errors = [
      await rejection(client.getJson(`${server.url}/api/projects/`)),
      await rejection(client.getJson(`${server.url}/api/languages/`)),
      await rejection(client.getJson(`${server.url}/api/users/`)),
    ];
    expect(errors[0]!.message).toContain(`${'x'.repeat(280)}***`);
    // The 39 characters after the reference are a part of the token, masked in the raw body already:
    // the reference's one letter is all that is left of it.
    expect(errors[1]!.message).toContain(`${'x'.repeat(290)}w*** (HTML page)`);
    expect(errors[2]!.message).toContain(`got an HTML page instead of JSON (${'x'.repeat(270)}w***)`);
    for (const error of errors) expect(error.message.includes('wlu_I7kuo')).toBe(false);
  });

  it('401 without a token: authentication required', async () => {
    const server = await serve((_req, res) => json(res, 401, { detail: 'Authentication credentials were not provided.' }));
    const { client } = makeClient(server.url);
    const error = await rejection(client.getJson(`${server.url}/api/users/`));
    expect(error.message).toBe(`authentication required by ${server.url}/api/users/: Authentication credentials were not provided.`);
  });

  it("401 asking for another scheme than Weblate's Token (a proxy's password prompt): said as that, not as a token rejected, no retry", async () => {
    const page = '<html><head><title>401 Authorization Required</title></head><body><center>nginx</center></body></html>';
    const server = await serve((_req, res) => {
      res.writeHead(401, { 'Content-Type': 'text/html', 'WWW-Authenticate': 'Basic realm="Restricted, Token", charset="UTF-8"' });
      res.end(page);
    });
    const { client } = makeClient(server.url, { token: 'wlu_abcdefghijklmnopqrstuvwxyz0123' });
    const error = await rejection(client.getJson(`${server.url}/api/languages/`));
    expect(error.message).toBe(`HTTP Basic authentication required by ${server.url}/api/languages/: 401 Authorization Required (HTML page)`);
    expect([(error as HttpError).status, (error as HttpError).kind, (error as HttpError).foreignChallenge]).toEqual([401, 'auth', 'Basic']);
    expect(server.requests.length).toBe(1);
  });

  it("401 asking for Weblate's Token among other schemes: a token rejected, as Weblate says it", async () => {
    const server = await serve((_req, res) => json(res, 401, { detail: 'Invalid token.' }, { 'WWW-Authenticate': 'Bearer realm="api", Token' }));
    const { client } = makeClient(server.url, { token: 'wlu_abcdefghijklmnopqrstuvwxyz0123' });
    const error = await rejection(client.getJson(`${server.url}/api/languages/`));
    expect(error.message).toBe(`token rejected by ${server.url}/api/languages/: Invalid token.`);
    expect((error as HttpError).foreignChallenge).toBeUndefined();
  });

  it('403: access denied', async () => {
    const server = await serve((_req, res) =>
      json(res, 403, { type: 'client_error', errors: [{ code: 'permission_denied', detail: 'You do not have permission to perform this action.', attr: null }] }),
    );
    const { client } = makeClient(server.url, { token: 'wlu_abc123' });
    const error = await rejection(client.getJson(`${server.url}/api/users/`));
    expect(error.message).toBe(`access denied by ${server.url}/api/users/: You do not have permission to perform this action.`);
    expect((error as HttpError).kind).toBe('forbidden');
    expect(server.requests).toHaveLength(1);
  });

  it('cuts a long detail before an emoji, not between its two halves', async () => {
    const server = await serve((_req, res) => json(res, 403, { detail: `${'d'.repeat(298)}😀 and more` }));
    const { client } = makeClient(server.url);
    const error = await rejection(client.getJson(`${server.url}/api/users/`));
    // Cut at 299 characters, the emoji's first half was the last one, written as U+FFFD in the log.
    expect(error.message).toBe(`access denied by ${server.url}/api/users/: ${'d'.repeat(298)}…`);
  });

  it.each(['drf', '5.10'] as const)('404 (%s errors): not found, JSON or HTML', async (errorStyle) => {
    const server = await sample({ errorStyle });
    const { client } = makeClient(server.url);
    const missing = await rejection(client.getJson(`${server.url}/api/projects/no-such-project/`));
    expect(missing.message).toBe(`not found: ${server.url}/api/projects/no-such-project/: Not found.`);
    expect((missing as HttpError).kind).toBe('not-found');
    const page = await rejection(client.getJson(`${server.url}/api/changes/?page=999`));
    expect(page.message).toBe(`not found: ${server.url}/api/changes/?page=999: Invalid page.`);
    const html = await rejection(client.getJson(`${server.url}/admin/`));
    expect(html.message).toBe(`not found: ${server.url}/admin/: Not Found (HTML page)`);
    expect(server.stats.requests).toBe(3);
  });

  it('400 field errors, in both shapes', async () => {
    const server = await serve((req, res) => {
      if (req.url?.includes('page_size')) json(res, 400, { page_size: ['A valid integer is required.'] });
      else {
        json(res, 400, {
          type: 'validation_error',
          errors: [{ code: 'invalid', detail: 'Enter a valid date/time.', attr: 'timestamp_after' }],
        });
      }
    });
    const { client } = makeClient(server.url);
    const a = await rejection(client.getJson(`${server.url}/api/changes/?page_size=x`));
    expect(a.message).toBe(`HTTP 400 from ${server.url}/api/changes/?page_size=x: page_size: A valid integer is required.`);
    expect((a as HttpError).kind).toBe('client');
    const b = await rejection(client.getJson(`${server.url}/api/changes/?timestamp_after=x`));
    expect(b.message).toBe(`HTTP 400 from ${server.url}/api/changes/?timestamp_after=x: timestamp_after: Enter a valid date/time.`);
    expect(server.requests).toHaveLength(2);
  });

  it('never puts the token in a message, an event or an error URL', async () => {
    const token = 'wlu_SECRET_4f9a2c';
    const other = await serve((_req, res) => json(res, 200, {}));
    const echo = await serve((req, res) => {
      const auth = req.headers.authorization ?? '';
      if (req.url === '/api/echo/') json(res, 400, { detail: `bad header ${auth}` });
      else if (req.url === '/api/html/') {
        res.writeHead(502, { 'Content-Type': 'text/html' });
        res.end(`<html><title>${auth} Bad Gateway</title></html>`);
      } else if (req.url === '/api/leak/') {
        res.writeHead(302, { Location: `${other.url}/steal?key=${auth.slice(6)}` });
        res.end();
      } else json(res, 429, { detail: auth });
    });
    const rejected = await sample({ token: 'right' });
    const { client, events } = makeClient(echo.url, { token, maxRetries: 1 });
    const errors = await Promise.all(
      ['/api/echo/', '/api/html/', '/api/leak/', '/api/throttle/'].map((path) => rejection(client.getJson(`${echo.url}${path}`))),
    );
    errors.push(await rejection(client.getJson(`${other.url}/api/?key=${token}`)));
    const second = makeClient(rejected.url, { token });
    errors.push(await rejection(second.client.getJson(`${rejected.url}/api/projects/`)));
    const texts = [
      ...errors.map((error) => `${error.message} ${(error as HttpError | OriginError).url} ${error.stack ?? ''}`),
      JSON.stringify(events),
      JSON.stringify(second.events),
    ];
    for (const text of texts) expect(text).not.toContain(token);
    expect(errors[0]!.message).toBe(`HTTP 400 from ${echo.url}/api/echo/: bad header Token ***`);
    expect(errors[2]!.message).toBe(
      `refusing to follow the redirect from ${echo.url}/api/leak/ to ${other.url}/steal?key=***: not on ${echo.url}; the server's redirect leads to ` +
        `${other.url}, to no API address, as a single sign-on gateway in front of a server sends requests it does not let through to a sign-in page, ` +
        `which no Weblate API token gets past: let requests to ${echo.url}/api/ through it (or, if the server has moved to ${other.url}, crawl it there with --url)`,
    );
    expect(errors[5]!.message).toBe(`token rejected by ${rejected.url}/api/projects/: Invalid token.`);
    expect(other.requests).toHaveLength(0);
  });
  it('masks a token a redirect puts into the URL in rate-limit, retry and pacing events', async () => {
    const token = 'wlu_ECHOED_7d31b0';
    const server = await serve((req, res) => {
      if (req.url === '/api/start/') {
        res.writeHead(302, { Location: `/api/page/?key=${token}` });
        res.end();
        return;
      }
      const hits = server.requests.filter((request) => request.url.startsWith('/api/page/')).length;
      if (hits === 1) json(res, 429, { detail: 'Request was throttled.' }, { 'Retry-After': '2' });
      else if (hits === 2) json(res, 503, { detail: 'Busy.' }, { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '30' });
      else json(res, 200, { ok: true });
    });
    const { client, events } = makeClient(server.url, { token, concurrency: 1 });
    await client.getJson(`${server.url}/api/start/`);
    const url = `${server.url}/api/page/?key=***`;
    expect(events).toEqual([
      { kind: 'rate-limited', url, waitMs: 2000, source: 'Retry-After', width: 1, spacingMs: 0, holdsAll: false },
      // Its first retry: a 429 spends none.
      { kind: 'retry', url, attempt: 1, of: 3, delayMs: 750, reason: 'HTTP 503' },
      { kind: 'paced', url, waitMs: 30_000, remaining: 0, limit: 100 },
    ]);
  });
});

describe('maxRequests', () => {
  it('stops before the request that would exceed the budget, retries included', async () => {
    const server = await sample({ faults: { '502': 1 } });
    const { client } = makeClient(server.url, { maxRetries: 5, maxRequests: 3 });
    const error = await rejection(client.getJson(`${server.url}/api/projects/`));
    expect(error).toBeInstanceOf(BudgetExceededError);
    expect(error.message).toBe(`stopped after 3 requests (--max-requests 3), before repeating one that failed: HTTP 502 from ${server.url}/api/projects/: 502 Bad Gateway (HTML page)`);
    expect((error as BudgetExceededError).requests).toBe(3);
    expect(server.stats.requests).toBe(3);
    expect(client.stats).toMatchObject({ requests: 3, retries: 2 });
  });

  it('counts across getJson calls and sends nothing beyond the budget', async () => {
    const server = await sample();
    const { client } = makeClient(server.url, { maxRequests: 2 });
    await client.getJson(`${server.url}/api/`);
    await client.getJson(`${server.url}/api/projects/`);
    await expect(client.getJson(`${server.url}/api/languages/`)).rejects.toThrow('stopped after 2 requests (--max-requests 2)');
    expect(server.stats.requests).toBe(2);
  });

  it('sends nothing beyond the budget where requests are asked for at once, more than it holds', async () => {
    const server = await serve((_req, res) => json(res, 200, {}));
    const { client } = makeClient(server.url, { maxRequests: 2, concurrency: 4 });
    const results = await Promise.allSettled(['a', 'b', 'c', 'd'].map((path) => client.getJson(`${server.url}/api/${path}/`)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect(results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as Error).message] : []))).toEqual([
      'stopped after 2 requests (--max-requests 2)', 'stopped after 2 requests (--max-requests 2)',
    ]);
    expect([server.requests.length, client.stats.requests]).toEqual([2, 2]);
  });

  it("names no other request's refusal, which its caller may go on without, as the failure it stopped", async () => {
    const server = await serve((req, res) => {
      if (req.url === '/api/users/') json(res, 403, { detail: 'You do not have permission to perform this action.' });
      else json(res, 200, {});
    });
    const { client } = makeClient(server.url, { maxRequests: 2 });
    await client.getJson(`${server.url}/api/`);
    await expect(client.getJson(`${server.url}/api/users/`)).rejects.toThrow(/^access denied by /);
    const error = await rejection(client.getJson(`${server.url}/api/languages/`));
    expect(error.message).toBe('stopped after 2 requests (--max-requests 2)');
  });

  it('counts 429s and redirects as requests', async () => {
    const server = await serve((req, res, index) => {
      if (index === 0) json(res, 429, { detail: 'Throttled.' }, { 'Retry-After': '5' });
      else if (req.url === '/api/a') {
        res.writeHead(301, { Location: '/api/a/' });
        res.end();
      } else json(res, 200, {});
    });
    const { client } = makeClient(server.url, { maxRequests: 2 });
    await expect(client.getJson(`${server.url}/api/a`)).rejects.toBeInstanceOf(BudgetExceededError);
    expect(server.requests.map((request) => request.url)).toEqual(['/api/a', '/api/a']);
  });
});

describe('a host without an address', () => {
  /** A lookup that finds `host` at 127.0.0.1 `found` times, then no more (ENOTFOUND), as a resolver says of a name it does not know. */
  const lookupOf = (found: number): LookupFunction => (hostname, options, callback) => {
    if (found-- > 0) return options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4);
    callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname }), '', 4);
  };

  it('fails at once, naming the host, where nothing has answered yet: a mistyped --url', async () => {
    const { client, sleeps } = makeClient('http://weblate.exmaple.org', { lookup: lookupOf(0) });
    const error = await rejection(client.getJson('http://weblate.exmaple.org/api/languages/'));
    expect(error.message).toBe(
      'host not found: weblate.exmaple.org has no address (http://weblate.exmaple.org/api/languages/); check the server\'s address in --url or WEBLATE_URL',
    );
    expect(sleeps).toEqual([]);
  });

  it('retries where the server has answered before: the lookup failed for a moment', async () => {
    // Every answer closes its connection, so each request looks the host up again.
    const server = await serve((_req, res) => {
      res.setHeader('Connection', 'close');
      json(res, 200, { ok: true });
    });
    const port = new URL(server.url).port;
    let calls = 0;
    const lookup: LookupFunction = (hostname, options, callback) => {
      calls += 1;
      // The second lookup fails; the first and third find the host.
      lookupOf(calls === 2 ? 0 : 1)(hostname, options, callback);
    };
    const { client, sleeps } = makeClient(`http://weblate.test:${port}`, { lookup, concurrency: 1 });
    await client.getJson(`http://weblate.test:${port}/api/languages/`);
    const answer = await client.getJson(`http://weblate.test:${port}/api/projects/`);
    expect(answer.status).toBe(200);
    expect(sleeps).toEqual([750]);
    expect(server.requests.map((request) => request.url)).toEqual(['/api/languages/', '/api/projects/']);
  });
});

describe('timeouts', () => {
  it('retries a server that never sends headers, then names the URL and the timeout', async () => {
    const server = await serve(() => {});
    const { client, events } = makeClient(server.url, { headersTimeoutMs: 100, maxRetries: 1 });
    const url = `${server.url}/api/changes/`;
    const error = await rejection(client.getJson(url));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe(`timed out waiting for the response headers of ${url} (--headers-timeout 0.1 s), after 1 retry in 1 s`);
    expect((error as HttpError).kind).toBe('timeout');
    expect((error as HttpError).status).toBeNull();
    expect(server.requests).toHaveLength(2);
    expect(events).toEqual([{ kind: 'retry', url, attempt: 1, of: 1, delayMs: 750, reason: 'headers timeout' }]);
  });

  it('allows by default 120 s between the chunks of a body, and a whole body five times that, 5 s at least (as docs/crawling.md and --help say)', () => {
    // The values a crawl has without flags: a body stalled part-way fails on the pause (the crawl
    // test "a body that stalls part-way" sees it with a shorter one), a dripped one on the whole.
    expect(parseCrawlArgs(['--url', 'https://weblate.example.org'], {}).options.bodyTimeoutMs).toBe(120_000);
    expect([BODY_DEADLINE_FACTOR, MIN_BODY_DEADLINE_MS]).toEqual([5, 5000]);
  });

  it('times out a body that stalls', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
      res.write('{"count": 1, ');
    });
    const { client } = makeClient(server.url, { bodyTimeoutMs: 100, maxRetries: 0 });
    const error = await rejection(client.getJson(`${server.url}/api/`));
    expect(error.message).toBe(`timed out reading the body of ${server.url}/api/ (--body-timeout 0.1 s)`);
    expect((error as HttpError).kind).toBe('timeout');
  });

  it("reads a body sent in parts under a --body-timeout whose five times exceed a timer's range (a value meant as 'never')", async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"count":0,"next":null,');
      setTimeout(() => res.end('"previous":null,"results":[]}'), 30);
    });
    // 600,000 s: five times it is 3e9 ms, past 2^31 - 1, which Node's timers fire at once.
    const { client } = makeClient(server.url, { bodyTimeoutMs: 600_000_000, maxRetries: 0 });
    const response = await client.getJson(`${server.url}/api/`);
    expect(response.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('times out a body dripped within the pause allowed but for longer than five times it in all', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"count":0,"next":null,"previous":null,"results":[');
      // A space every 40 ms, well within the 400 ms pause allowed (a stalled test process too), for 4 s.
      let drips = 0;
      const drip = setInterval(() => {
        if (res.destroyed || ++drips > 100) {
          clearInterval(drip);
          if (!res.destroyed) res.end(']}');
        } else res.write(' ');
      }, 40);
      res.on('close', () => clearInterval(drip));
    });
    // The deadline's 5 s minimum lowered: the body fails after 2 s (5 × 400 ms), not 5.
    const { client } = makeClient(server.url, { bodyTimeoutMs: 400, minBodyDeadlineMs: 1000, maxRetries: 0 });
    const error = await rejection(client.getJson(`${server.url}/api/projects/`));
    expect(error.message).toBe(`timed out reading the body of ${server.url}/api/projects/: a whole body takes at most 2 s (5 × --body-timeout, and 1 s at least)`);
    expect((error as HttpError).timeout).toBe('body');
  });

  it('succeeds when a retry answers in time', async () => {
    const server = await serve((_req, res, index) => {
      if (index > 0) json(res, 200, { ok: true });
    });
    const { client } = makeClient(server.url, { headersTimeoutMs: 100 });
    expect((await client.getJson(`${server.url}/api/`)).body).toEqual({ ok: true });
    expect(client.stats).toMatchObject({ requests: 2, retries: 1 });
  });
});

describe('stats and cancellation', () => {
  it('counts requests, first requests, retries, body bytes and 429 waits', async () => {
    const server = await serve((req, res, index) => {
      if (index === 0) json(res, 429, { detail: 'x' }, { 'Retry-After': '1' }); // 14 bytes
      else if (index === 1) json(res, 503, { detail: 'down' }); // 17 bytes
      else if (req.url === '/api/missing/') json(res, 404, { detail: 'Not found.' }); // 23 bytes
      else json(res, 200, { a: 1 }); // 7 bytes
    });
    const { client } = makeClient(server.url, { concurrency: 1 });
    await client.getJson(`${server.url}/api/`);
    await client.getJson(`${server.url}/api/two/`);
    await expect(client.getJson(`${server.url}/api/missing/`)).rejects.toBeInstanceOf(HttpError);
    expect(client.stats).toEqual({ requests: 5, sent: 3, answered: 2, retries: 1, bytes: 14 + 17 + 7 + 7 + 23, refusalWaits: 1, resent: 0 });
  });

  it('stops at once on an aborted signal, without retrying', async () => {
    const server = await serve(() => {});
    const { client } = makeClient(server.url);
    const controller = new AbortController();
    const pending = client.getJson(`${server.url}/api/`, controller.signal);
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    const error = await rejection(pending);
    expect(error.name).toBe('AbortError');
    expect(server.requests).toHaveLength(1);
    await expect(client.getJson(`${server.url}/api/`, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.requests).toHaveLength(1);
    expect(client.stats).toMatchObject({ requests: 1, sent: 1 });
  });

  it('counts no request that its signal stopped while it waited for its turn', async () => {
    // Few requests left: the pacing gate lets one through at a time, each once the one before is answered.
    const paced = { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '5', 'X-RateLimit-Reset': '10' };
    let answerSecond = () => {};
    const server = await serve((_req, res, index) => {
      if (index === 1) answerSecond = () => json(res, 200, { page: 2 }, paced);
      else json(res, 200, { page: index + 1 }, paced);
    });
    const { client } = makeClient(server.url, { concurrency: 2 });
    await client.getJson(`${server.url}/api/changes/`);
    const controller = new AbortController();
    const second = client.getJson(`${server.url}/api/changes/?page=2`);
    while (server.requests.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    // The third waits behind the second at the gate; its list is read whole meanwhile.
    const third = client.getJson(`${server.url}/api/changes/?page=3`, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // It stops waiting at once, before the second is answered.
    const stopped = rejection(third);
    controller.abort();
    expect((await stopped).name).toBe('AbortError');
    answerSecond();
    expect((await second).body).toEqual({ page: 2 });
    expect(server.requests.map((request) => request.url)).toEqual(['/api/changes/', '/api/changes/?page=2']);
    expect(client.stats).toMatchObject({ requests: 2, sent: 2, answered: 2 });
  });
});
