// Shared helpers of the crawl tests: sample servers and temp folders that are cleaned up, crawl
// options with short timeouts, a recording (and optionally rewriting) loopback proxy, over http://
// or https://, reading a snapshot back, and the error a promise rejects with.
import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { connect as netConnect, createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { deflateSync, gzipSync } from 'node:zlib';
import type { CrawlOptions } from '../../src/crawler/crawl.ts';
import { startSampleServer, type SampleServer, type SampleServerOptions } from '../../src/sample/server.ts';
import type { CollectionName } from '../../src/snapshot/manifest.ts';
import { openSnapshot } from '../../src/snapshot/reader.ts';

const cleanups: (() => Promise<void>)[] = [];

/** Closes every server and removes every folder made since the last call (use in afterEach). */
export async function cleanUp(): Promise<void> {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
}

/** A sample server (tiny profile, seed 1 unless told), closed by cleanUp(). */
export async function sample(options: SampleServerOptions = {}): Promise<SampleServer> {
  const server = await startSampleServer({ profile: 'tiny', seed: 1, ...options });
  cleanups.push(() => server.close());
  return server;
}

/** A fresh out dir under os.tmpdir(), removed by cleanUp(). */
export async function tempOut(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atlas-crawl-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Crawl options with short timeouts and no real waits unless a test asks for them. */
export function crawlOptions(url: string, out: string, extra: Partial<CrawlOptions> = {}): CrawlOptions {
  return {
    url,
    out,
    concurrency: 4,
    projects: [],
    pageSize: 1000,
    lenient: false,
    connectTimeoutMs: 2000,
    headersTimeoutMs: 5000,
    bodyTimeoutMs: 5000,
    maxRetries: 5,
    sleep: async () => {},
    random: () => 0.5,
    // A clock standing still, as waits take no time here: a failure after retries says "in 0 s"
    // (http.test.ts times them on a clock its sleeps move on).
    clock: () => 0,
    ...extra,
  };
}

/** Every record of a snapshot's collection, in stored order (checksums checked at the end). */
export async function records(dir: string, collection: CollectionName): Promise<Record<string, unknown>[]> {
  const snapshot = await openSnapshot(dir);
  const out: Record<string, unknown>[] = [];
  for await (const record of snapshot.records(collection)) out.push(record);
  return out;
}

/** The ids of a snapshot's change records, in stored order. */
export async function changeIds(dir: string): Promise<number[]> {
  return (await records(dir, 'changes')).map((record) => record['id'] as number);
}

/** [1, 2, …, n]. */
export function oneTo(n: number): number[] {
  return Array.from({ length: n }, (_, index) => index + 1);
}

/** The names in a folder, sorted. */
export async function entries(dir: string): Promise<string[]> {
  return (await readdir(dir)).sort();
}

/** Where `<out>/latest` points, or null. */
export async function latestOf(out: string): Promise<string | null> {
  return readlink(join(out, 'latest')).catch(() => null);
}

/** Every file below a folder (recursively), with its text. */
export async function filesBelow(dir: string): Promise<{ path: string; text: string }[]> {
  const out: { path: string; text: string }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out.push({ path, text: await readFile(path, 'utf8') });
  }
  return out;
}

/** The error a promise rejects with; fails the test if it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`rejected with a non-Error: ${String(error)}`);
  }
  throw new Error('expected a rejection');
}

/** A request a loopback server received. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** A loopback server of a test. */
export interface TestServer {
  /** Origin, no trailing slash. */
  url: string;
  port: number;
  requests: Received[];
  /** Requests being answered now, and the most there ever were at once. */
  load: { inFlight: number; maxInFlight: number };
}

/** The self-signed certificate in ./tls (for 127.0.0.1, valid until 2126) and its key. */
async function testCertificate(): Promise<{ cert: string; key: string }> {
  const [cert, key] = await Promise.all(['cert', 'key'].map((part) => readFile(new URL(`./tls/self-signed-${part}.pem`, import.meta.url), 'utf8')));
  return { cert: cert!, key: key! };
}

/**
 * Makes this test file's TLS connections trust the certificate of ./tls, as NODE_EXTRA_CA_CERTS
 * does for a crawl started from the command line (it is read once, when Node starts); cleanUp()
 * restores the certificates trusted before.
 */
export async function trustTestCertificate(): Promise<void> {
  const before = getCACertificates('default');
  setDefaultCACertificates([...before, (await testCertificate()).cert]);
  cleanups.push(async () => setDefaultCACertificates(before));
}

/** A loopback server; with `tls`, an https:// one with the certificate of ./tls. */
async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void, setup?: (server: Server | HttpsServer) => void, tls = false,
): Promise<{ url: string; port: number }> {
  const server = tls ? createHttpsServer(await testCertificate(), handler) : createServer(handler);
  setup?.(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  const port = (server.address() as AddressInfo).port;
  return { url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`, port };
}

/**
 * A loopback server that records requests and answers each with 200 `{}` (a decoy: it must stay
 * unasked), or as `respond` does.
 */
export async function recorder(respond?: (request: Received, res: ServerResponse) => void): Promise<TestServer> {
  const requests: Received[] = [];
  const { url, port } = await listen((req, res) => {
    const received: Received = { method: req.method ?? 'GET', url: req.url ?? '', headers: req.headers };
    requests.push(received);
    if (respond) return respond(received, res);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{}');
  });
  return { url, port, requests, load: { inFlight: 0, maxInFlight: 0 } };
}

/** How a proxy may change a JSON body on its way back: return the new body. */
export type Rewrite = (path: string, body: unknown, request: Received) => unknown;

/** What a proxy does besides forwarding. */
export interface ProxyOptions {
  /** Changes JSON bodies of 200 responses. */
  rewrite?: Rewrite;
  /** Sees each request before it is forwarded. */
  onRequest?: (request: Received) => void;
  /** The path and query sent upstream (default: the one received). */
  forwardPath?: (url: string) => string;
  /** Answers a request itself (not forwarded) when this returns a response. */
  intercept?: (request: Received) => { status: number; body: unknown; headers?: Record<string, string> } | null;
  /** Writes a rewritten JSON body out (default JSON.stringify): how another server would write it. */
  serialize?: (body: unknown) => string;
  /** Sends every forwarded answer compressed so, with its Content-Encoding, asked for or not (deflate: a misconfigured proxy; the crawl asks for gzip). */
  compress?: 'gzip' | 'deflate';
  /** Holds a forwarded answer back this many ms (default 0): makes pages arrive in a chosen order. */
  delayMs?: (request: Received) => number;
  /** Holds a forwarded answer back until the promise given settles (null: not held): makes it arrive after an event of the crawl, however slow the machine. */
  holdUntil?: (request: Received) => Promise<void> | null;
  /** Sends a forwarded answer's headers and this many bytes of its body, then nothing more (null: all of it): a body that stalls. */
  stallAfter?: (request: Received) => number | null;
  /**
   * Serves https:// with the certificate of ./tls (trustTestCertificate() makes a crawl trust it),
   * still asking the upstream over http://: the sample then writes http:// links to the proxy's
   * host, as a Weblate behind a TLS proxy that does not tell it so.
   */
  tls?: boolean;
}

/**
 * A loopback proxy in front of `upstream` (an origin): forwards every request with its headers
 * (the Host header stays the proxy's, so the sample's links point at the proxy) and records it.
 */
export async function proxy(upstream: string, options: ProxyOptions = {}): Promise<TestServer> {
  const { rewrite, onRequest, forwardPath, intercept, serialize = JSON.stringify, delayMs, holdUntil, stallAfter, compress, tls = false } = options;
  const requests: Received[] = [];
  const load = { inFlight: 0, maxInFlight: 0 };
  const target = new URL(upstream);
  const { url, port } = await listen((req, res) => {
    const received: Received = { method: req.method ?? 'GET', url: req.url ?? '', headers: req.headers };
    requests.push(received);
    load.inFlight += 1;
    load.maxInFlight = Math.max(load.maxInFlight, load.inFlight);
    // Answered once the answer is handed over: the client cannot start another request before that.
    let answered = false;
    const done = () => {
      if (answered) return;
      answered = true;
      load.inFlight -= 1;
    };
    res.on('close', done);
    onRequest?.(received);
    const answer = intercept?.(received) ?? null;
    if (answer !== null) {
      // A string is sent as it is (an HTML error page); anything else as JSON.
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)), ...answer.headers });
      done();
      res.end(text);
      return;
    }
    const forward = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: forwardPath ? forwardPath(req.url ?? '/') : req.url, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          const type = String(answer.headers['content-type'] ?? '');
          if (rewrite && answer.statusCode === 200 && type.includes('json')) {
            const path = new URL(req.url ?? '/', 'http://proxy').pathname;
            body = Buffer.from(serialize(rewrite(path, JSON.parse(body.toString('utf8')) as unknown, received)));
          }
          if (compress !== undefined) body = compress === 'gzip' ? gzipSync(body) : deflateSync(body);
          const headers = { ...answer.headers, 'content-length': String(body.length), ...(compress !== undefined ? { 'content-encoding': compress } : {}) };
          delete headers['transfer-encoding'];
          const send = () => {
            res.writeHead(answer.statusCode ?? 502, headers);
            done();
            const stall = stallAfter?.(received) ?? null;
            // The rest never comes: the connection stays open until the client gives up on it.
            if (stall !== null) res.write(body.subarray(0, stall));
            else res.end(body);
          };
          const delay = delayMs?.(received) ?? 0;
          const held = holdUntil?.(received) ?? null;
          if (held !== null) void held.then(send);
          else if (delay > 0) setTimeout(send, delay);
          else send();
        });
        answer.on('error', () => res.destroy());
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  }, undefined, tls);
  return { url, port, requests, load };
}

/**
 * A loopback forward proxy, as HTTP_PROXY names one: plain http:// requests come in absolute form
 * (`GET http://host/path`) and are forwarded; a CONNECT (the tunnel to an https:// server) is
 * refused with `connectStatus`. With `credentials` ("user:pw"),
 * a request without them gets 407. With `upstream` (an origin), every request goes there, whatever
 * host it names (the Host header stays as sent): a loopback server reached under another name.
 * Records every request, CONNECTs as method CONNECT.
 */
export async function forwardProxy(options: { credentials?: string; connectStatus: number; upstream?: string }): Promise<TestServer> {
  const requests: Received[] = [];
  const expected = options.credentials === undefined ? null : `Basic ${Buffer.from(options.credentials).toString('base64')}`;
  const authorized = (headers: IncomingHttpHeaders) => expected === null || headers['proxy-authorization'] === expected;
  const { url, port } = await listen((req, res) => {
    requests.push({ method: req.method ?? 'GET', url: req.url ?? '', headers: req.headers });
    if (!authorized(req.headers)) {
      res.writeHead(407, { 'Proxy-Authenticate': 'Basic realm="proxy"', 'Content-Type': 'text/plain' });
      res.end('Proxy Authentication Required');
      return;
    }
    const target = new URL(req.url ?? '/');
    const to = options.upstream === undefined ? target : new URL(options.upstream);
    const headers = { ...req.headers };
    delete headers['proxy-authorization'];
    delete headers['proxy-connection'];
    const forward = httpRequest({ host: to.hostname, port: to.port, method: req.method, path: `${target.pathname}${target.search}`, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  }, (server) => {
    // Every CONNECT is refused: the tests have no https:// server to tunnel to.
    server.on('connect', (req: IncomingMessage, client: Socket) => {
      requests.push({ method: 'CONNECT', url: req.url ?? '', headers: req.headers });
      const status = authorized(req.headers) ? options.connectStatus : 407;
      client.on('error', () => client.destroy());
      client.end(`HTTP/1.1 ${status} Refused\r\nContent-Length: 0\r\n\r\n`);
    });
  });
  return { url, port, requests, load: { inFlight: 0, maxInFlight: 0 } };
}

/** The JSON list envelope as the proxies see it. */
export interface ListBody {
  count: number;
  next: string | null;
  previous: string | null;
  results: Record<string, unknown>[];
}

/** What a loopback SOCKS5 proxy saw: the first bytes of each connection, the credentials offered, the hosts asked for. */
export interface SocksProxy {
  url: string;
  port: number;
  /** Per connection: 'socks5' where it began with a SOCKS5 greeting, else its first bytes in hex (a TLS ClientHello: 1603…). */
  greetings: string[];
  /** "user:password" as each connection offered them (RFC 1929). */
  credentials: string[];
  /** "host:port" each CONNECT asked for ("[2001:db8::1]:80" for an IPv6 address). */
  targets: string[];
  /** The address type of each CONNECT: 1 an IPv4 address, 3 a host name, 4 an IPv6 address. */
  addressTypes: number[];
}

/**
 * A loopback SOCKS5 proxy (RFC 1928) that asks for a user name and password (RFC 1929) where
 * `credentials` ("user:password") is given, answers every CONNECT with `reply` where it is given
 * and not 0, and otherwise connects every CONNECT to `upstream` (an origin),
 * whatever host it names: a server on this machine reached under another name, which the proxy
 * resolves, not the crawl. It listens on `host` (127.0.0.1 unless given). Closed by cleanUp().
 */
export async function socksProxy(options: { upstream: string; credentials?: string; reply?: number; host?: '127.0.0.1' | '::1' }): Promise<SocksProxy> {
  const seen: SocksProxy = { url: '', port: 0, greetings: [], credentials: [], targets: [], addressTypes: [] };
  const to = new URL(options.upstream);
  const sockets = new Set<Socket>();
  const server = createNetServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    let stage: 'greeting' | 'auth' | 'connect' | 'piped' = 'greeting';
    let buffer = Buffer.alloc(0);
    const onData = (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      if (stage === 'greeting') {
        if (buffer[0] !== 5) {
          seen.greetings.push(buffer.subarray(0, 3).toString('hex'));
          client.destroy();
          return;
        }
        if (buffer.length < 2 || buffer.length < 2 + buffer[1]!) return;
        seen.greetings.push('socks5');
        const methods = [...buffer.subarray(2, 2 + buffer[1]!)];
        buffer = buffer.subarray(2 + buffer[1]!);
        // Asking for a user name and password, it takes no connection that offers none (0xff: no method acceptable).
        if (options.credentials !== undefined && !methods.includes(2)) {
          client.end(Buffer.from([5, 0xff]));
          return;
        }
        stage = options.credentials === undefined ? 'connect' : 'auth';
        client.write(Buffer.from([5, options.credentials === undefined ? 0 : 2]));
      }
      if (stage === 'auth') {
        if (buffer.length < 2) return;
        const userLength = buffer[1]!;
        if (buffer.length < 3 + userLength) return;
        const passwordLength = buffer[2 + userLength]!;
        if (buffer.length < 3 + userLength + passwordLength) return;
        const offered = `${buffer.subarray(2, 2 + userLength).toString()}:${buffer.subarray(3 + userLength, 3 + userLength + passwordLength).toString()}`;
        seen.credentials.push(offered);
        buffer = buffer.subarray(3 + userLength + passwordLength);
        const ok = offered === options.credentials;
        client.write(Buffer.from([1, ok ? 0 : 1]));
        if (!ok) {
          client.end();
          return;
        }
        stage = 'connect';
      }
      if (stage === 'connect') {
        if (buffer.length < 5) return;
        const type = buffer[3];
        let host: string;
        let at: number;
        if (type === 1) {
          if (buffer.length < 10) return;
          host = [...buffer.subarray(4, 8)].join('.');
          at = 8;
        } else if (type === 3) {
          if (buffer.length < 5 + buffer[4]! + 2) return;
          host = buffer.subarray(5, 5 + buffer[4]!).toString();
          at = 5 + buffer[4]!;
        } else if (type === 4) {
          if (buffer.length < 22) return;
          const groups = Array.from({ length: 8 }, (_, index) => buffer.readUInt16BE(4 + 2 * index).toString(16));
          host = new URL(`http://[${groups.join(':')}]/`).hostname;
          at = 20;
        } else {
          client.destroy();
          return;
        }
        seen.addressTypes.push(type);
        seen.targets.push(`${host}:${buffer.readUInt16BE(at)}`);
        const rest = buffer.subarray(at + 2);
        stage = 'piped';
        // Another reply than 0 (succeeded): 2 is "connection not allowed by ruleset".
        if (options.reply !== undefined && options.reply !== 0) {
          client.end(Buffer.from([5, options.reply, 0, 1, 0, 0, 0, 0, 0, 0]));
          return;
        }
        client.off('data', onData);
        const upstream = netConnect(Number(to.port), to.hostname, () => {
          client.write(Buffer.from([5, 0, 0, 1, 127, 0, 0, 1, 0, 0]));
          if (rest.length > 0) upstream.write(rest);
          client.pipe(upstream);
          upstream.pipe(client);
        });
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        upstream.on('error', () => client.destroy());
      }
    };
    client.on('data', onData);
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
  cleanups.push(() => new Promise<void>((resolve) => {
    server.close(() => resolve());
    for (const socket of sockets) socket.destroy();
  }));
  seen.port = (server.address() as AddressInfo).port;
  seen.url = `socks5://${host.includes(':') ? `[${host}]` : host}:${seen.port}`;
  return seen;
}
