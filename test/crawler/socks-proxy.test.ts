// A crawl through a socks5:// proxy (HTTPS_PROXY or HTTP_PROXY), and what it says when the proxy
// does not take its credentials.
import { readFile } from 'node:fs/promises';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { crawl } from '../../src/crawler/crawl.ts';
import { HttpClient } from '../../src/crawler/http.ts';
import { cleanUp, crawlOptions, entries, rejection, sample, socksProxy, tempOut, trustTestCertificate } from './crawl-helpers.ts';

afterEach(cleanUp);

describe('a socks5:// proxy', () => {
  it('carries the crawl, greeted in SOCKS5 (not TLS), with the user name and password of its URL decoded', async () => {
    const server = await sample();
    // weblate.test is the sample, which the proxy reaches whatever host the crawl names.
    const through = await socksProxy({ upstream: server.url, credentials: 'ci:p@ss:w/rd' });
    const remote = `http://weblate.test:${server.port}`;
    const { manifest } = await crawl(crawlOptions(remote, await tempOut(), {
      concurrency: 1, proxy: { url: `socks5://ci:p%40ss%3Aw%2Frd@127.0.0.1:${through.port}/`, variable: 'HTTP_PROXY' },
    }));
    expect(manifest.apiCounts.projects).toBe(3);
    expect(through.greetings.length).toBeGreaterThan(0);
    expect(new Set(through.greetings)).toEqual(new Set(['socks5']));
    expect(new Set(through.credentials)).toEqual(new Set(['ci:p@ss:w/rd']));
    expect(new Set(through.targets)).toEqual(new Set([`weblate.test:${server.port}`]));
  });

  it('is reached at its IPv6 address, written in brackets in its URL', async () => {
    const server = await sample();
    const through = await socksProxy({ upstream: server.url, credentials: 'ci:s3cret', host: '::1' });
    expect(through.url).toBe(`socks5://[::1]:${through.port}`);
    const remote = `http://weblate.test:${server.port}`;
    const { manifest } = await crawl(crawlOptions(remote, await tempOut(), {
      concurrency: 1, maxRetries: 0, proxy: { url: `socks5://ci:s3cret@[::1]:${through.port}/`, variable: 'HTTP_PROXY' },
    }));
    expect(manifest.apiCounts.projects).toBe(3);
    expect(new Set(through.greetings)).toEqual(new Set(['socks5']));
    expect(new Set(through.credentials)).toEqual(new Set(['ci:s3cret']));
    expect(new Set(through.targets)).toEqual(new Set([`weblate.test:${server.port}`]));
  });

  it('is asked for a server given by its IPv6 address by that address (address type 4), not as the host name "[2001:db8::1]"', async () => {
    const server = await sample();
    const through = await socksProxy({ upstream: server.url });
    const remote = `http://[2001:db8::1]:${server.port}`;
    const { manifest } = await crawl(crawlOptions(remote, await tempOut(), {
      concurrency: 1, maxRetries: 0, proxy: { url: through.url, variable: 'HTTP_PROXY' },
    }));
    expect(manifest.apiCounts.projects).toBe(3);
    expect(new Set(through.targets)).toEqual(new Set([`[2001:db8::1]:${server.port}`]));
    expect(new Set(through.addressTypes)).toEqual(new Set([4]));
  });

  it('names no server to TLS where the https:// server is given by its IP address, as a direct connection does', async () => {
    await trustTestCertificate();
    const [cert, key] = await Promise.all(['cert', 'key'].map((part) => readFile(new URL(`./tls/self-signed-${part}.pem`, import.meta.url), 'utf8')));
    const servernames: (string | false | null)[] = [];
    const server = createHttpsServer({ cert, key }, (req, res) => {
      servernames.push((req.socket as TLSSocket).servername);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"count":0,"next":null,"previous":null,"results":[]}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    let client: HttpClient | undefined;
    let through: Awaited<ReturnType<typeof socksProxy>> | undefined;
    try {
      const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
      through = await socksProxy({ upstream: origin.replace('https:', 'http:') });
      client = new HttpClient({
        baseUrl: origin, userAgent: 'weblate-atlas/0.1.0', concurrency: 1, connectTimeoutMs: 2000, headersTimeoutMs: 5000,
        bodyTimeoutMs: 5000, maxRetries: 0, proxy: through.url,
      });
      expect((await client.getJson(`${origin}/api/languages/`)).body).toEqual({ count: 0, next: null, previous: null, results: [] });
    } finally {
      await client?.close();
      await new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections(); });
    }
    // Checked against the address all the same: the certificate's 127.0.0.1 (a name of 127.0.0.1 printed Node's DEP0123).
    expect([servernames, through!.addressTypes]).toEqual([[false], [1]]);
  });

  it('does not send again for free a request that a server drops on a new tunnel, which read the proxy\'s replies first', async () => {
    // The tunnel's socket has read the proxy's 12 bytes of replies before its first request: taken
    // for an earlier answer, such a request was "resent" free, 3 requests of one getJson at --concurrency 2 with --retries 0.
    const seen: string[] = [];
    const dropping = createNetServer((socket) => {
      socket.on('error', () => {});
      socket.once('data', (data) => {
        seen.push(data.toString('latin1').split('\r\n')[0]!);
        socket.destroy();
      });
    });
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', () => resolve()));
    const remote = 'http://weblate.test:8000';
    let client: HttpClient | undefined;
    try {
      const upstream = `http://127.0.0.1:${(dropping.address() as AddressInfo).port}`;
      const through = await socksProxy({ upstream });
      client = new HttpClient({
        baseUrl: remote, userAgent: 'weblate-atlas/0.1.0', concurrency: 2, connectTimeoutMs: 2000, headersTimeoutMs: 5000,
        bodyTimeoutMs: 5000, maxRetries: 0, proxy: through.url,
      });
      expect((await rejection(client.getJson(`${remote}/api/languages/`))).message).toBe(
        `network error on ${remote}/api/languages/: connection closed by the server (other side closed) (through the proxy ${through.url})`,
      );
    } finally {
      await client?.close();
      await new Promise<void>((resolve) => dropping.close(() => resolve()));
    }
    expect([seen, client!.stats.requests, client!.stats.resent]).toEqual([['GET /api/languages/ HTTP/1.1'], 1, 0]);
  });

  it('fails the connection at once where it closes it before the tunnel is open, not at --connect-timeout', async () => {
    // One at its limit of clients, or no SOCKS proxy at all: it reads the greeting and closes.
    const greetings: string[] = [];
    const closing = createNetServer((socket) => {
      socket.on('error', () => {});
      socket.once('data', (data) => {
        greetings.push(data.subarray(0, 1).toString('hex'));
        socket.end();
      });
    });
    await new Promise<void>((resolve) => closing.listen(0, '127.0.0.1', () => resolve()));
    const proxyUrl = `socks5://127.0.0.1:${(closing.address() as AddressInfo).port}`;
    const remote = 'http://weblate.test:8000';
    let client: HttpClient | undefined;
    try {
      // A connect timeout no test outlasts: the failure comes from the close.
      client = new HttpClient({
        baseUrl: remote, userAgent: 'weblate-atlas/0.1.0', concurrency: 1, connectTimeoutMs: 600_000, headersTimeoutMs: 5000,
        bodyTimeoutMs: 5000, maxRetries: 0, proxy: proxyUrl,
      });
      expect((await rejection(client.getJson(`${remote}/api/languages/`))).message).toBe(
        `network error on ${remote}/api/languages/: connection reset (the proxy closed the connection before the tunnel to the ` +
          `server was open) (through the proxy ${proxyUrl})`,
      );
    } finally {
      await client?.close();
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    }
    expect(greetings).toEqual(['05']);
  });

  it('fails at once where it does not take the user name and password, never printing them', async () => {
    const server = await sample();
    const through = await socksProxy({ upstream: server.url, credentials: 'ci:s3cret' });
    const out = await tempOut();
    const remote = `http://weblate.test:${server.port}`;
    const error = await rejection(crawl(crawlOptions(remote, out, {
      concurrency: 1, proxy: { url: `socks5://ci:wrong@127.0.0.1:${through.port}/`, variable: 'HTTP_PROXY' },
    })));
    expect(error.message).toBe(
      `the proxy ${through.url} refused ${remote}/api/languages/?page_size=1000: SOCKS5 authentication failed; ` +
        `the proxy ${through.url} did not take the user name and password in its URL`,
    );
    // Not retried (5 retries were allowed): the request the limiter let through before the crawl stopped, at most, beside it.
    expect(through.credentials.length).toBeLessThanOrEqual(2);
    expect(new Set(through.credentials)).toEqual(new Set(['ci:wrong']));
    expect(await entries(out)).toEqual([]);
  });

  it('fails at once where it asks for credentials the URL does not give, saying where they go', async () => {
    const server = await sample();
    const through = await socksProxy({ upstream: server.url, credentials: 'ci:s3cret' });
    const remote = `http://weblate.test:${server.port}`;
    const error = await rejection(crawl(crawlOptions(remote, await tempOut(), {
      concurrency: 1, proxy: { url: `socks5://127.0.0.1:${through.port}/`, variable: 'HTTP_PROXY' },
    })));
    expect(error.message).toBe(
      `the proxy ${through.url} refused ${remote}/api/languages/?page_size=1000: SOCKS5 authentication required; ` +
        `the proxy ${through.url} asks for credentials: give them in its URL (socks5://user:password@127.0.0.1:${through.port})`,
    );
    expect(through.greetings.length).toBeLessThanOrEqual(2);
    expect(through.credentials).toEqual([]);
  });

  it("fails at once where its rules do not let the crawl reach the server, as a CONNECT's 403 does", async () => {
    const server = await sample();
    const through = await socksProxy({ upstream: server.url, reply: 2 });
    const out = await tempOut();
    const remote = `http://weblate.test:${server.port}`;
    const error = await rejection(crawl(crawlOptions(remote, out, {
      concurrency: 1, proxy: { url: `socks5://127.0.0.1:${through.port}/`, variable: 'HTTP_PROXY' },
    })));
    expect(error.message).toBe(
      `the proxy ${through.url} refused the connection to ${remote} for ${remote}/api/languages/?page_size=1000: SOCKS5 connection ` +
        `not allowed by its rules; the proxy ${through.url} does not let this crawl through: ask its administrator, or name the ` +
        "server's host in NO_PROXY to go direct",
    );
    // Not retried (5 retries were allowed): the request the limiter let through before the crawl stopped, at most, beside it.
    expect(through.targets.length).toBeLessThanOrEqual(2);
    expect(await entries(out)).toEqual([]);
  });
  it.each([
    [8, 'address type not supported: it takes no host name, only an address, for the server'],
    [7, 'command not supported: it takes no CONNECT'],
  ])('fails at once where it answers reply %i, which the same CONNECT gets again, saying what it does not take', async (reply, words) => {
    const server = await sample();
    const through = await socksProxy({ upstream: server.url, reply });
    const out = await tempOut();
    const remote = `http://weblate.test:${server.port}`;
    const error = await rejection(crawl(crawlOptions(remote, out, {
      concurrency: 1, proxy: { url: `socks5://127.0.0.1:${through.port}/`, variable: 'HTTP_PROXY' },
    })));
    expect(error.message).toBe(
      `the proxy ${through.url} refused the connection to ${remote} for ${remote}/api/languages/?page_size=1000: SOCKS5 ${words}; ` +
        `the proxy ${through.url} does not let this crawl through: ask its administrator, or name the server's host in NO_PROXY to go direct`,
    );
    // Not retried (5 retries were allowed): the request the limiter let through before the crawl stopped, at most, beside it.
    expect(through.targets.length).toBeLessThanOrEqual(2);
    expect(await entries(out)).toEqual([]);
  });
});
