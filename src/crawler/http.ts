// The crawler's HTTP client: GETs JSON documents from one Weblate server through a keep-alive
// undici Pool, under one p-limit limiter for the whole crawl, with pacing by the rate-limit
// headers, waits for 429s however long, retries with backoff for transient failures, redirects
// followed by hand within the origin, and a request budget. Nothing is ever sent to another
// origin, so the token cannot leave. Messages: http-errors.ts; pacing: rate-limit.ts.
import { stripFormatApi } from '../weblate/normalize.ts';
import { apiPrefixOf, routedPath } from '../weblate/urls.ts';
import { isUtf8 } from 'node:buffer';
import { subscribe } from 'node:diagnostics_channel';
import { STATUS_CODES, maxHeaderSize } from 'node:http';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import pLimit, { type LimitFunction } from 'p-limit';
import { buildConnector, Pool, ProxyAgent, Socks5ProxyAgent, type Dispatcher } from 'undici';
import {
  BudgetExceededError, HttpError, afterRetries, OriginError, WaitTooLongError, describeErrorBody, foreignChallenge, invalidJsonMessage, invalidJsonReason, kindOfStatus, unaskedCompression,
  networkMessage, redact, statusMessage, timeoutMessage, tlsFailure, tlsMessage, type HttpErrorKind, type TimeoutPhase,
} from './http-errors.ts';
import { BAD_GZIP, GZIP_LABELLED_TWICE, TOO_LARGE, contentCodings, decodeBody, isDecodeFailure, looksLikeGzip } from './body-encoding.ts';
import { askedPageSize, isGiveUp, lighterPageSize } from './lighter-pages.ts';
import { AnswersAfter, type AnswerWatch } from './answers-after.ts';
import { FailureTally, type FailingStreak } from './failing-streak.ts';
import { isTokenChar } from './token.ts';
import { proxyLabel, proxyRefusalHint } from './proxy.ts';
import { PaceGate, headerValue, limitIsZero, parseRateLimit, refusedOverAndOver, throttleWait, zeroLimitReason, type Admission, type HeaderBag, type PaceDecision, type RefusalKind } from './rate-limit.ts';
import { errorCode } from '../snapshot/durable.ts';
import { withoutUrlCredentials } from '../weblate/url-credentials.ts';
import { withoutEmailAddresses } from '../weblate/email-addresses.ts';

export { BudgetExceededError, HttpError, OriginError, WaitTooLongError } from './http-errors.ts';
export type { HttpErrorKind } from './http-errors.ts';

/** How an HttpClient talks to its server. */
export interface HttpClientOptions {
  /** Normalized base URL: origin plus optional path prefix, no trailing slash, e.g. 'https://hosted.weblate.org' or 'http://127.0.0.1:8000/weblate'. */
  baseUrl: string;
  /** Sent as `Authorization: Token <key>`, only ever to baseUrl's origin. */
  token?: string;
  /** An outgoing proxy's URL (proxy.ts): every request goes through it; https:// ones in a CONNECT tunnel. */
  proxy?: string;
  /** e.g. 'weblate-atlas/0.1.0'. */
  userAgent: string;
  /** One p-limit limiter for every request of the crawl; also the undici Pool's connections. */
  concurrency: number;
  connectTimeoutMs: number;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  /** The shortest a whole body's deadline is, whatever bodyTimeoutMs (default MIN_BODY_DEADLINE_MS); a test's dripped body takes less. */
  minBodyDeadlineMs?: number;
  /** Retries for 5xx answers, dropped connections/network errors, timeouts, truncated or non-JSON bodies (a web page once the server has answered JSON). */
  maxRetries: number;
  /** Budget for the whole crawl: requests (retries included) beyond it throw BudgetExceededError. */
  maxRequests?: number;
  /** The longest a rate limit may keep the crawl waiting at once (a 429, a paced wait): longer throws WaitTooLongError. */
  maxWaitMs?: number;
  /** The requests the caller still has to make at least: pacing leaves them alone while as many remain. */
  requestsNeeded?: () => number;
  onEvent?: (event: HttpEvent) => void;
  /** Injectable for tests; default real timers. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Jitter source; default Math.random. */
  random?: () => number;
  /** The clock (ms) a failure's retries are timed by, for its message; default Date.now (tests: one their sleep moves on). */
  now?: () => number;
  /** Host name lookup (net.connect's `lookup`); injectable for tests, default the system's. */
  lookup?: LookupFunction;
}

/**
 * What the client tells its caller while it waits or retries. `attempt` of a retry counts retries
 * from 1; `holdsAll` where the retry's wait holds every request back (a 503 that began a round, or
 * asked for longer than the hold in force). `rate-limited`: a 429 that keeps its request waiting
 * `waitMs` (the wait it named, or none: `source` null), and every request where `holdsAll`, after
 * which at most `width` go at once, `spacingMs` apart. `held`: a 429 or 503 of a request sent
 * before the crawl held back for an earlier one, asked again after that hold without spending a retry.
 */
export type HttpEvent =
  | { kind: 'retry'; url: string; attempt: number; of: number; delayMs: number; reason: string; source?: 'Retry-After'; askedMs?: number; holdsAll?: true }
  | { kind: 'rate-limited'; url: string; waitMs: number; source: 'Retry-After' | 'X-RateLimit-Reset' | null; width: number; spacingMs: number; holdsAll: boolean; askedMs?: number }
  | { kind: 'held'; url: string; status: number }
  | { kind: 'paced'; url: string; waitMs: number; remaining: number; limit: number; needed?: number };

/** A parsed JSON document and where it came from (`url` is the final URL, after redirects). */
export interface JsonResponse {
  url: string;
  status: number;
  body: unknown;
  /** Size of the response body in bytes, as received (compressed, where it came in gzip). */
  bytes: number;
  /** The body's bytes (decompressed), when they are valid UTF-8: exactly the text that was parsed. */
  raw?: Buffer;
  /** Response headers, lower-case names, repeated headers joined with ', '. */
  headers: Record<string, string>;
}

/** Most redirects followed for one request. */
export const MAX_REDIRECTS = 5;
/** First backoff ceiling; doubles with every retry. */
export const BACKOFF_BASE_MS = 1000;
/** Largest backoff ceiling. */
export const BACKOFF_CAP_MS = 30_000;
/** Shortest wait after a 429: a server that says `Retry-After: 0` (or a date past) is not asked again at once, over and over. */
export const MIN_THROTTLE_WAIT_MS = 1000;
/**
 * 429s naming a wait the crawl may get in a row (each after the wait the answer asked for, with no
 * request answered in between: PaceGate's rounds, however many requests were in flight) before it
 * stops: a limiter that never lets the crawl through (a ban, a firewall's or a misconfigured
 * proxy's 429 with `Retry-After: 1`) would otherwise hold a nightly job until it is killed. A real
 * limit lets a request through after its wait.
 */
export const MAX_RATE_LIMITED = 30;
/**
 * 429s naming no wait the crawl may get in a row before it stops, each after holding every request
 * back for the backoff of that many refusals (1 s, doubling up to 30 s: 90 s to 3 min in all, past
 * a limit counted by the minute) and sending fewer at once: a limiter that names no wait (nginx's
 * limit_req) lets a request through once the crawl has slowed down to its rate.
 */
export const MAX_REFUSED_UNNAMED = 10;
/** Longest wait a 5xx's Retry-After is followed for (a 503 during maintenance); the retries stay bounded. */
export const MAX_RETRY_AFTER_MS = 10 * 60_000;

// Decoding is stateless without `stream`: one decoder serves every response.
const UTF8 = new TextDecoder();
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
// 5xx answers that no retry cures: the server lacks the method or the HTTP version, or a captive
// portal wants a sign-in. Every other 5xx is retried: besides 500 and 502 to 504, the CDNs in
// front of hosted servers answer 520 to 527 (Cloudflare), 530 or 598 for a moment's trouble.
const FINAL_5XX = new Set([501, 505, 511]);

/** Whether an answer's status is a server error worth repeating the request for (a 5xx but 501, 505 and 511). */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 && status <= 599 && !FINAL_5XX.has(status);
}
/** Longest single timer Node accepts; longer waits are slept in pieces. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Exponential backoff with equal jitter: between half and all of min(cap, base · 2^(retry−1)).
 * `retry` counts from 1. The default 5 retries wait 15.5 to 31 s in all: long enough to outlast a
 * proxy restarting under a nightly crawl, which full jitter (as little as nothing) did not.
 */
export function backoffDelay(retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, retry - 1));
  return Math.floor(ceiling / 2 + Math.min(Math.max(random(), 0), 1) * (ceiling / 2));
}

async function realSleep(ms: number, signal?: AbortSignal): Promise<void> {
  let left = Math.max(0, ms);
  do {
    const step = Math.min(left, MAX_TIMER_MS);
    await delay(step, undefined, signal ? { signal } : undefined);
    left -= step;
  } while (left > 0);
}

function flattenHeaders(headers: HeaderBag): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/** Why a request failed, before the retry policy decides whether it is final. */
interface Failure {
  message: string;
  /** Short reason for 'retry' events. */
  reason: string;
  status: number | null;
  kind: HttpErrorKind;
  cause?: unknown;
  /** The wait a 5xx answer's Retry-After asked for, in ms. */
  retryAfterMs?: number;
  /** For a timeout: which one fired. */
  timeout?: TimeoutPhase;
  /** For a refusing status: the server's words, as the message quotes them. */
  detail?: string;
  /** For a 401: the scheme asked for where it is not Weblate's (foreignChallenge). */
  foreignChallenge?: string;
}

/**
 * A 429 or a 503: the server (or a limiter in front of it) refuses requests as too many, or is
 * unavailable. Its admission is released once the refusal is recorded (PaceGate.refused), so that no
 * request goes before the crawl holds back. `wait`: what the answer named (a 503's Retry-After only).
 */
type Refusal = { type: 'refused'; status: 429 | 503; wait: { waitMs: number; source: 'Retry-After' | 'X-RateLimit-Reset' } | null; failure: Failure; admission: Admission };

type Outcome =
  | { type: 'ok'; response: JsonResponse }
  | { type: 'redirect'; location: string }
  | Refusal
  | { type: 'retryable'; failure: Failure }
  | { type: 'fatal'; failure: Failure }
  /** Sent on a kept-alive connection the server closed before answering (reusedAndClosed): to be sent again at once. */
  | { type: 'resend' };

const TIMEOUT_CODES: Record<string, TimeoutPhase> = {
  UND_ERR_CONNECT_TIMEOUT: 'connect',
  UND_ERR_HEADERS_TIMEOUT: 'headers',
  UND_ERR_BODY_TIMEOUT: 'body',
};

/**
 * The largest body a response may have. A page of 1000 records of a real Weblate list is a few MB
 * (long change texts make the largest); a larger body is no list page, and read whole it would
 * take the memory of the crawl and its machine (a hostile server's 1.5 GB body took 4 GB).
 */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

/**
 * A response's body, whole, refused past MAX_BODY_BYTES as undici's maxResponseSize refuses it: the
 * pool's own limit is not passed on to the connections undici makes through an HTTP proxy (a
 * 200 MB body came through whole), so the count is kept here too.
 */
async function readBody(body: Dispatcher.ResponseData['body'], deadlineMs: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // undici's body timeout is the longest pause between chunks: a body dripped a byte at a time
  // within it never ended. The whole body has a deadline too.
  const deadline = setTimeout(() => body.destroy(Object.assign(new Error('body deadline passed'), { code: BODY_DEADLINE })), deadlineMs);
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        body.destroy();
        throw Object.assign(new Error('Response content exceeded max size'), { code: TOO_LARGE });
      }
      chunks.push(chunk);
    }
  } finally {
    clearTimeout(deadline);
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
}

/** What JSON.parse says of `text`: the error it throws, or one saying the text is JSON after all. */
function parseFailure(text: string): unknown {
  try {
    JSON.parse(text);
    return new Error('not valid JSON');
  } catch (error) {
    return error;
  }
}

/** The error code of a body that outlasted its whole deadline (HttpClient's bodyDeadlineMs). */
const BODY_DEADLINE = 'ATLAS_BODY_DEADLINE';

/** A whole body may take this many times the longest pause allowed between its chunks (--body-timeout). */
export const BODY_DEADLINE_FACTOR = 5;
/**
 * The shortest a whole body's deadline is by default: undici checks its pause timeout only about
 * once a second, and a body that stalls must fail on that pause, not on the whole body's deadline.
 */
export const MIN_BODY_DEADLINE_MS = 5000;

/** Whether a proxy URL names a SOCKS proxy (socks5:// or socks://), which undici's ProxyAgent reaches through its Socks5ProxyAgent. */
function isSocks(proxy: string): boolean {
  return /^socks5?:$/.test(new URL(proxy).protocol);
}

/**
 * undici's connector to a SOCKS proxy, given a proxy's IPv6 address without the brackets its URL
 * writes it in: undici's SOCKS5 agent hands the URL's hostname ('[::1]') to net.connect as a host
 * name, and a socks5://[2001:db8::5]:1080 proxy was never reached ('getaddrinfo ENOTFOUND [::1]'),
 * retried, and blamed on the server being down.
 */
function socksConnector(timeout: number, onSocket?: () => ((socket: Socket) => void) | undefined): buildConnector.connector {
  const dial = buildConnector({ timeout });
  return (options, callback) => {
    const seen = onSocket?.();
    dial({ ...options, hostname: bare(options.hostname) }, (...args) => {
      if (args[1] !== null && seen !== undefined) seen(args[1] as Socket);
      callback(...args);
    });
  };
}

/** A host name as a socket takes it: an IPv6 address without the brackets a URL writes it in. */
const bare = (name: string) => (name.startsWith('[') && name.endsWith(']') ? name.slice(1, -1) : name);

/**
 * The connections to `origin` through a SOCKS5 proxy: undici's Socks5ProxyAgent opens the tunnel
 * (its createSocks5Connection: a method undici 8 has but does not declare in its types, so an
 * update that drops it fails the client's creation and test/crawler/socks-proxy.test.ts, not a
 * crawl half-way), and TLS over it is undici's own connector's, as on a direct
 * connection. The agent's own pool asked the proxy for a server given by its IPv6 address as the
 * host name '[2001:db8::1]' (a name no proxy resolves, where SOCKS5 has an address type for it),
 * checked its certificate against that name, and named an https:// server given by its IP address
 * to TLS as a server name (Node's '[DEP0123] … Setting the TLS ServerName to an IP address').
 */
function socksPool(origin: string, proxy: string, options: Pool.Options, timeout: number): Pool {
  // The connection to the proxy that the tunnel being opened is dialling (the agent dials it at once when asked).
  let dialling: ((socket: Socket) => void) | undefined;
  const agent = new Socks5ProxyAgent(proxy, { connectTimeout: timeout, connect: socksConnector(timeout, () => dialling) }) as Socks5ProxyAgent & {
    createSocks5Connection?: (host: string, port: number) => Promise<Socket>;
  };
  const tunnel = agent.createSocks5Connection?.bind(agent);
  if (tunnel === undefined) throw new Error('this undici has no Socks5ProxyAgent.createSocks5Connection, which a socks5:// proxy needs');
  const overTls = buildConnector({ timeout });
  return new Pool(origin, {
    ...options,
    connect: (connectOptions, callback) => {
      const port = Number(connectOptions.port) || (connectOptions.protocol === 'https:' ? 443 : 80);
      // A proxy that closes the connection before the tunnel is open (one at its limit of clients,
      // or no SOCKS proxy at all) was waited for until --connect-timeout, and the crawl said it
      // timed out connecting: undici's SOCKS5 client hears the close but its agent waits for an error.
      let open = false;
      dialling = (socket) => socket.once('close', () => {
        if (!open && socket.errored === null) {
          socket.emit('error', Object.assign(new Error('the proxy closed the connection before the tunnel to the server was open'), { code: 'ECONNRESET' }));
        }
      });
      const opening = tunnel(bare(connectOptions.hostname), port);
      dialling = undefined;
      opening.then((socket) => {
        open = true;
        if (connectOptions.protocol === 'https:') overTls({ ...connectOptions, httpSocket: socket }, callback);
        else callback(null, socket);
      }, (error: Error) => callback(error, null));
    },
  });
}

/** undici errors that are the caller's mistake or a closed client, not the network's: never retried. */
const PROGRAMMING_CODES = new Set(['UND_ERR_INVALID_ARG', 'UND_ERR_CLOSED', 'UND_ERR_DESTROYED', 'UND_ERR_ABORTED', 'ERR_INVALID_ARG_TYPE']);

const NETWORK_REASONS: Record<string, string> = {
  UND_ERR_SOCKET: 'connection closed by the server',
  ECONNRESET: 'connection reset',
  ECONNREFUSED: 'connection refused',
  EPIPE: 'connection closed while sending',
  ETIMEDOUT: 'connection timed out',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'body shorter or longer than its Content-Length',
};


/**
 * What was wrong with an answer undici could not read as HTTP/1.1, or null for another error: its
 * parser's errors (HPE_*), headers past its limit, and the answers it closes the connection on
 * (`bad response`: a 100 Continue the request did not ask for, `bad upgrade`: a 101 unasked).
 */
function unreadableAnswer(code: string | undefined, error: Error): string | null {
  const { message } = error;
  // undici reads as much as Node's own HTTP parser: 16 KB unless node's --max-http-header-size says otherwise.
  if (code === 'UND_ERR_HEADERS_OVERFLOW') return `its headers are over ${maxHeaderSize / 1024} KB, more than the crawl reads`;
  if (code === 'UND_ERR_SOCKET' && message === 'bad response') return 'an interim answer it did not ask for (100 Continue) or an answer to no request; the crawl closed the connection';
  if (code === 'UND_ERR_SOCKET' && message === 'bad upgrade') return 'a switch of protocols (101) it did not ask for; the crawl closed the connection';
  // Its parser's error: named by its class, as undici 8.13 gives it no code (HPE_ and the error's
  // number's name is meant, but llhttp's ERROR maps names to numbers, not back).
  if (error.name === 'HTTPParserError' || (code !== undefined && code.startsWith('HPE_'))) {
    // undici's words: 'Response does not match the HTTP/1.1 protocol (Invalid header value char)'.
    const why = /\((.*)\)\s*$/.exec(message)?.[1] ?? (message || 'a parse error');
    return code === undefined ? why : `${why} (${code})`;
  }
  return null;
}

/**
 * What each request's connection had read when the request went out on it, and by the time the
 * request failed, as undici's diagnostics channels tell them (its errors say neither: the counters
 * of its 'other side closed' are the socket's at the close, an answer begun by then included), and
 * whether it had carried an earlier request, whose answer undici read whole before sending the next
 * (no pipelining). Bytes read before are no sign of that: a socks5:// tunnel's socket has read the
 * proxy's 12 bytes of replies before its first request, which a server dropping every request then
 * had "resent" free, 3 requests of one getJson at --concurrency 2 with --retries 0.
 */
const socketOfRequest = new WeakMap<object, { socket: { bytesRead: number }; readBefore: number; reused: boolean }>();
const readAround = new WeakMap<object, { reused: boolean; before: number; after: number }>();
/** The connections that have carried a request. */
const carried = new WeakSet<object>();
subscribe('undici:client:sendHeaders', (message) => {
  const { request, socket } = message as { request: object; socket: { bytesRead: number } };
  socketOfRequest.set(request, { socket, readBefore: socket.bytesRead, reused: carried.has(socket) });
  carried.add(socket);
});
subscribe('undici:request:error', (message) => {
  const { request, error } = message as { request: object; error: unknown };
  const sent = socketOfRequest.get(request);
  if (sent !== undefined && typeof error === 'object' && error !== null) {
    readAround.set(error, { reused: sent.reused, before: sent.readBefore, after: sent.socket.bytesRead });
  }
});

/**
 * Whether a request failed on a kept-alive connection the server closed (or reset) before any of its
 * answer came: undici's SocketError 'other side closed' (or ECONNRESET), on a connection that had
 * carried an earlier request (and read its answer) before this one went out and read nothing since. A server's idle timer (gunicorn's 2 s, with
 * no Keep-Alive header to say so) closes such a connection just as a request after a pause (a
 * Retry-After of 2 s) goes out on it; the request was never read, and Go's net/http, curl and
 * browsers send it again on a new connection. Here it spent one of --retries, counted towards a
 * server that stopped answering, and failed a crawl run with --retries 0. A connection that read
 * part of this request's answer is a dropped one: taking any bytes read for an earlier answer, a
 * server that wrote 'HTTP/1.1 200 OK' and closed was asked 9 times at once at --concurrency 8.
 */
function reusedAndClosed(error: unknown): boolean {
  // Or reset it: a request reaching a socket its server has closed meets a reset, as does one whose
  // server closes with unread bytes; Go's net/http sends those again too. Only the close was taken,
  // and a kept-alive connection reset under the next request failed a crawl run with --retries 0
  // ('connection reset (read ECONNRESET)').
  const closed = errorCode(error) === 'UND_ERR_SOCKET' && error instanceof Error && error.message === 'other side closed';
  if (!closed && errorCode(error) !== 'ECONNRESET') return false;
  if (typeof error !== 'object' || error === null) return false;
  const read = readAround.get(error);
  return read !== undefined && read.reused && read.after === read.before;
}


/** A Weblate read-API client for one server; see HttpClientOptions for the policy. */
export class HttpClient {
  /**
   * Requests sent (retries and redirects included); getJson calls whose first request has gone out
   * (`sent`: retries, redirects and 429 repeats not counted); JSON answers with a 2xx status
   * (`answered`); retries, which spend --retries (sent); response body bytes; refusals waited out
   * and asked again without spending a retry (`refusalWaits`: 429s, and 503s held with others);
   * requests sent again at once on a new connection after a kept-alive one was closed unanswered
   * (`resent`, reusedAndClosed: spending no retry, in `requests` as the server saw them).
   */
  readonly stats = { requests: 0, sent: 0, answered: 0, retries: 0, bytes: 0, refusalWaits: 0, resent: 0 };

  private readonly options: HttpClientOptions;
  private readonly base: URL;
  private readonly baseUrl: string;
  /** The base URL's path prefix without its trailing slash ('' for none): `/weblate`. */
  private readonly prefix: string;
  private readonly pool: Dispatcher;
  private readonly limit: LimitFunction;
  private readonly gate: PaceGate;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly requestHeaders: Record<string, string>;
  /** Aborted by close(): ends the gate's holds and spacing, which no request's own signal governs. */
  private readonly closing = new AbortController();
  /** The crawl's failures since the last answer to a request sent after them (a server that stopped answering). */
  private readonly failures = new FailureTally();
  /** Answers counted for requests refused over and over, to requests sent after their first refusal. */
  private readonly answersAfter = new AnswersAfter();
  /** Requests sent and not yet answered (or failed), and who waits for there to be none. */
  private inFlight = 0;
  private idle: (() => void)[] = [];

  constructor(options: HttpClientOptions) {
    if (!Number.isInteger(options.concurrency) || options.concurrency < 1) {
      throw new RangeError(`concurrency must be a whole number of at least 1, got ${options.concurrency}`);
    }
    if (!Number.isInteger(options.maxRetries) || options.maxRetries < 0) {
      throw new RangeError(`maxRetries must be a whole number of at least 0, got ${options.maxRetries}`);
    }
    if (options.maxRequests !== undefined && !(Number.isInteger(options.maxRequests) && options.maxRequests >= 0)) {
      throw new RangeError(`maxRequests must be a whole number of at least 0, got ${options.maxRequests}`);
    }
    this.options = options;
    this.base = new URL(options.baseUrl);
    if (this.base.protocol !== 'http:' && this.base.protocol !== 'https:') {
      throw new TypeError(`base URL must be http:// or https://, got ${this.base.protocol}`);
    }
    this.prefix = this.base.pathname.replace(/\/+$/, '');
    this.baseUrl = `${this.base.origin}${this.prefix}`;
    const connections = {
      connections: options.concurrency,
      headersTimeout: options.headersTimeoutMs,
      bodyTimeout: options.bodyTimeoutMs,
      maxResponseSize: MAX_BODY_BYTES,
    };
    this.pool = options.proxy === undefined
      ? new Pool(this.base.origin, { ...connections, connect: { timeout: options.connectTimeoutMs, ...(options.lookup ? { lookup: options.lookup } : {}) } })
      // A socks5:// proxy is spoken to without TLS: undici takes any proxyTls, even one that gives
      // only a timeout, to mean TLS to the SOCKS proxy itself, which then got a TLS ClientHello for
      // a greeting, and every request of the crawl failed as a connection reset. Its connections are
      // made here, not by ProxyAgent, to reach a proxy and a server by their IPv6 addresses (socksPool).
      : isSocks(options.proxy)
        ? socksPool(this.base.origin, options.proxy, connections, options.connectTimeoutMs)
        : new ProxyAgent({
          ...connections,
          uri: options.proxy,
          proxyTls: { timeout: options.connectTimeoutMs },
          requestTls: { timeout: options.connectTimeoutMs },
        });
    this.limit = pLimit(options.concurrency);
    this.sleep = options.sleep ?? realSleep;
    this.gate = new PaceGate(options.concurrency, () => options.requestsNeeded?.(), (ms) => this.sleep(ms, this.closing.signal));
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    // English asked for: Weblate answers in the request's language, or in the server's default
    // without one, and paginate.ts knows a page past a list's end by Django REST framework's
    // English "Invalid page."; a change's action_name comes in English too, as on most servers.
    // gzip asked for: a proxy that compresses JSON sends pages about ten times smaller (body-encoding.ts).
    this.requestHeaders = { accept: 'application/json', 'accept-encoding': 'gzip', 'accept-language': 'en', 'user-agent': options.userAgent };
    if (options.token !== undefined && options.token !== '') {
      // undici refuses such a header on the first request, and left the requests queued behind it
      // unsettled: the crawl ended with no word. Said here, before any request, without the token.
      if (![...options.token].every(isTokenChar)) throw new TypeError('the token holds a space, a control or a non-ASCII character: a Weblate API key is letters, digits and _ only');
      this.requestHeaders['authorization'] = `Token ${options.token}`;
    }
  }

  /**
   * Checks a URL a server gave us: same origin as baseUrl (an http:// link to the same host and
   * port as an https:// base is rewritten to https, as misconfigured Weblate servers emit),
   * strips `format=api` from its query and any fragment. Relative URLs resolve against the base
   * URL. Throws OriginError for any other origin, and for a path outside the base URL's path
   * prefix; `where`, when given, says where the URL came from in that error. Returns the URL to
   * request.
   */
  resolve(url: string, where?: string): string {
    try {
      return this.checked(url, 'link');
    } catch (error) {
      if (!(error instanceof OriginError) || where === undefined) throw error;
      // The record or page named is the server's too: 'of project https://h/api/projects/k.nowak@example.org/'
      // was said so, where the link refused beside it was said without its address (shownLink).
      throw new OriginError(error.url, error.reason, `${error.message}${this.otherHostHint(error)} (${this.shownLink(where)})`);
    }
  }

  /**
   * Where a URL a record gives lies outside the base URL, as `resolve` would refuse it: the URL
   * (the token masked), `where` ("outside https://example.org/weblate/", "not on
   * https://example.org") and the hint the refusal gives (Weblate's URL_PREFIX, the `--url` to
   * give, from "; " on, or ''); null where it lies within, or is no URL.
   */
  outsideBase(url: string): { url: string; where: string; hint: string } | null {
    try {
      this.checked(url, 'link');
      return null;
    } catch (error) {
      if (!(error instanceof OriginError) || error.reason === 'not a URL') return null;
      const split = error.reason.indexOf('; ');
      const where = split === -1 ? error.reason : error.reason.slice(0, split);
      return { url: error.url, where, hint: `${split === -1 ? '' : error.reason.slice(split)}${this.otherHostHint(error)}` };
    }
  }

  /**
   * What to do about a server's link (or, `redirect`, its redirect) to another host, where the refusal gives no hint of its own.
   * Weblate (Django REST framework) builds its links from the request's Host header: behind a
   * proxy that does not pass it on, they name the host the proxy asked (`http://weblate:8080/…`);
   * crawled through another name than its own (a tunnel, an alias), they name the one it was asked by.
   */
  private otherHostHint(error: OriginError, redirect = false): string {
    if (error.reason.includes(';')) return '';
    let link: URL;
    try {
      link = new URL(error.url);
    } catch {
      return '';
    }
    const origin = link.origin;
    if (origin === 'null' || origin === this.base.origin) return '';
    // A redirect away from the API (no /api/ in its path) is no server moved with its API, whose
    // redirects keep their path: a single sign-on gateway in front of the server sends every request
    // it has not let through to its identity provider's sign-in page, which was named as the --url to give.
    if (redirect && apiPrefixOf(link.pathname) === null) {
      return `; the server's redirect leads to ${origin}, to no API address, as a single sign-on gateway in front of a server sends ` +
        `requests it does not let through to a sign-in page, which no Weblate API token gets past: let requests to ${this.baseUrl}/api/ through it ` +
        `(or, if the server has moved to ${origin}, crawl it there with --url)`;
    }
    // The base URL there is the link's own path up to its API (a proxy may serve it under another prefix).
    const prefix = apiPrefixOf(link.pathname) ?? this.prefix;
    return `; the server's ${redirect ? 'redirect leads to' : 'links are on'} ${origin}: if that is the server, crawl it with --url ${origin}${prefix}; ` +
      // Not passed on at all, or passed without its port (nginx's $host, where $http_host keeps it):
      // either way the links name another host or port than the crawl asked.
      'if not, the proxy in front of it does not pass on the Host header as the crawl sent it, with its port ' +
      '(nginx: proxy_set_header Host $http_host; $host drops the port), from which Weblate makes its links';
  }

  /**
   * What to do about a redirect on the base URL's origin that leaves its path prefix for another
   * one: a server moved (`/old/api/…` to `/weblate/api/…`, deeper, or to the root), whose new address
   * is the `--url` to give. Empty where the refusal gives a hint of its own, or the target names no API path.
   */
  private movedHint(error: OriginError): string {
    if (error.reason.includes(';')) return '';
    let target: URL;
    try {
      target = new URL(error.url);
    } catch {
      return '';
    }
    const prefix = apiPrefixOf(target.pathname);
    if (target.origin !== this.base.origin || prefix === null) return '';
    const moved = `${target.origin}${prefix}`;
    return `; the server's redirect leads to ${moved}/: if it has moved there, crawl it with --url ${moved}`;
  }

  /**
   * The URL to request for `url`, or an OriginError. A server's redirect that leaves the prefix says
   * it has moved (movedHint), not, as its link does, that its links leave out URL_PREFIX.
   */
  private checked(url: string, from: 'link' | 'redirect'): string {
    let parsed: URL;
    try {
      parsed = new URL(url, `${this.baseUrl}/`);
    } catch {
      throw new OriginError(this.shownLink(url), 'not a URL');
    }
    if (parsed.protocol === 'http:' && this.base.protocol === 'https:' && parsed.host === this.base.host) {
      parsed.protocol = 'https:';
    }
    // Said without a URL's credentials: a change's user link 'https://bot:<password>@elsewhere/…'
    // was quoted so in the warning of links elsewhere, which a CI job's log keeps. Nor with an
    // e-mail address: 'https://elsewhere.example/api/users/?email=k.nowak@example.org' was quoted whole.
    const shown = () => this.shownLink(parsed.href);
    if (parsed.origin !== this.base.origin) {
      // A server reached over http:// that redirects to, or links to, https:// on the same host.
      const upgrade = parsed.protocol === 'https:' && this.base.protocol === 'http:' && parsed.hostname === this.base.hostname
        ? `; the server gives https:// addresses: use --url https://${parsed.host}${this.prefix}`
        : '';
      throw new OriginError(shown(), `not on ${this.base.origin}${upgrade}`);
    }
    // A Weblate behind a proxy that serves it under a path but does not say so (URL_PREFIX unset)
    // links to /api/… without the prefix: such a link reaches whatever else the host serves there,
    // and would take the token with it.
    const outside = (path: string) => path !== this.prefix && !path.startsWith(`${this.prefix}/`);
    if (this.prefix !== '' && outside(parsed.pathname)) {
      const hint = from === 'link' && parsed.pathname.startsWith('/api/')
        ? `; the server's links leave out its path prefix: a Weblate served under ${this.prefix} needs URL_PREFIX = "${this.prefix}" in its settings`
        : '';
      throw new OriginError(shown(), this.redact(`outside ${this.baseUrl}/${hint}`));
    }
    // Within the prefix to the URL parser, outside it to a server in front that decodes first:
    // '/weblate/..%2Fadmin/api/' was requested, with the token, and nginx routes it as '/admin/api/'.
    const routed = routedPath(parsed.pathname);
    if (this.prefix !== '' && outside(routed)) {
      // A hint of its own (after '; '): the redirect's 'moved there' hint would name the encoded path as the --url.
      throw new OriginError(shown(), this.redact(`outside ${this.baseUrl}/; its path's encoded '/', '\\' or '.' lead a server in front of Weblate to ${routed}`));
    }
    parsed.hash = '';
    // Without a URL's credentials a server wrote into a link of its own origin (the origin leaves
    // them out): 'http://bot:s3cr3t@…/api/changes/?page=2' was requested so and named so in the
    // crawl's messages, failure and manifest.json's problems. Requested without them, it is named so.
    parsed.username = '';
    parsed.password = '';
    return stripFormatApi(parsed.href);
  }

  /**
   * GET a JSON document under the base origin, with the concurrency limit, pacing, retries and
   * waits. `giveUpRetries` caps the retries after a gateway or the client gave up on a slow answer
   * (502, 504, timeout) below `maxRetries`, where the caller has a lighter request to make instead,
   * once the server has answered some request of this client. `noRetries` retries no failure: a
   * read whose failure is passed over (the failed crawl's "did you mean"), which the crawl's retries
   * delayed 18 s where the projects list answered 500.
   */
  async getJson(url: string, signal?: AbortSignal, giveUpRetries?: number, noRetries = false): Promise<JsonResponse> {
    const target = this.resolve(url);
    signal?.throwIfAborted();
    return this.limit(async () => {
      try {
        return await this.fetchJson(target, signal, giveUpRetries, noRetries);
      } catch (error) {
        // Counted before the limiter lets the next request go: with one request at a time, others
        // queued behind this one are answered while the crawl winds down, after it failed.
        if (error instanceof HttpError) {
          error.answeredBefore ??= this.stats.answered;
          error.failingStreak ??= this.failures.current;
        }
        throw error;
      }
    });
  }

  /** The crawl's failures in a row where nothing sent since the first of them was answered, else null (failing-streak.ts). */
  get failingStreak(): FailingStreak | null {
    return this.failures.current;
  }

  /** The least time between two requests' starts the crawl now keeps after refusals (ms; 0: none). */
  get spacingMs(): number {
    return this.gate.restraintNow.spacingMs;
  }

  /** Closes the connections; waits for requests in flight. */
  async close(): Promise<void> {
    this.closing.abort();
    await this.pool.close();
  }

  /** One getJson inside its limiter slot: attempts, redirects, 429 waits and retries. */
  private async fetchJson(target: string, signal: AbortSignal | undefined, giveUpRetries: number | undefined, noRetries = false): Promise<JsonResponse> {
    let url = target;
    let hops = 0;
    let retries = 0;
    /** When it was first sent, to say how long it was tried where it fails after retries. */
    const startedAt = this.now();
    let attempts = 0;
    /** This request's 429s and 503s since its last other answer. */
    let refusedInARow = 0;
    /**
     * Whether it waited out its last refusal itself, or by a hold it began or asked for, not as held
     * (refusalKind's `again`): refused once more at the crawl's pace, it is not taken for a sign of that pace.
     */
    let backedOff = false;
    /** Where its refusals in a row came in the order requests were let through: a refusal's own earlier ones are not another's. */
    const refusedSeqs: number[] = [];
    /** Answers to requests sent after this one was first refused in this row: other requests let through meanwhile. */
    let meanwhile: AnswerWatch | null = null;
    /** Whether the next attempt repeats a failed one (counted in stats.retries once sent). */
    let retried = false;
    /** Sends again on a new connection after a kept-alive one closed unanswered: one per connection of the pool at most. */
    let resends = 0;
    try {
      for (;;) {
        signal?.throwIfAborted();
        attempts += 1;
        const outcome = await this.attempt(url, signal, retried, attempts === 1, refusedInARow > 0, resends < this.options.concurrency);
        // Sent again at once, spending nothing: a retry that met the closed connection was counted once already.
        if (outcome.type === 'resend') {
          resends += 1;
          this.stats.resent += 1;
          retried = false;
          continue;
        }
        retried = false;
        refusedInARow = outcome.type === 'refused' ? refusedInARow + 1 : 0;
        if (outcome.type !== 'refused') {
          backedOff = false;
          refusedSeqs.length = 0;
          if (meanwhile !== null) this.answersAfter.stop(meanwhile);
          meanwhile = null;
        }
        // A refusal's place is given up once the crawl holds back for it (PaceGate.refused), whatever comes of it.
        const admission = outcome.type === 'refused' ? outcome.admission : null;
        try {
          if (outcome.type === 'ok') {
            this.stats.answered += 1;
            return outcome.response;
          }
          if (outcome.type === 'redirect') {
            hops += 1;
            let next: string;
            try {
              next = new URL(outcome.location, url).href;
            } catch {
              throw new HttpError(`${this.shownLink(url)} redirects to ${this.shownLink(JSON.stringify(outcome.location))}, which is no URL`, {
                status: null, url: this.redact(url), kind: 'client', attempts,
              });
            }
            if (hops > MAX_REDIRECTS) {
              throw new HttpError(this.redact(`too many redirects from ${target} (more than ${MAX_REDIRECTS})`), {
                status: null, url: this.redact(url), kind: 'client', attempts,
              });
            }
            try {
              const resolved = this.checked(next, 'redirect');
              // checked() keeps a redirect within the prefix, not from going deeper into it: a server
              // that redirects /api/… to /weblate/api/… (or /weblate/api/… to /weblate/new/api/…: a
              // Weblate moved under a path, the old address redirected by its proxy) was followed on
              // every list's first request, each costing one more of an anonymous caller's 100 a day,
              // and recorded without the new prefix.
              const movedTo = apiPrefixOf(new URL(resolved).pathname);
              if (movedTo !== null && movedTo !== this.prefix) throw new OriginError(this.redact(resolved), `under ${movedTo}, a path prefix --url has not`);
              url = resolved;
            } catch (error) {
              if (!(error instanceof OriginError)) throw error;
              // Named with the --url to give, as a refused link is: it named none, but for http:// to https://.
              const hint = this.otherHostHint(error, true) || this.movedHint(error);
              // Its Location said as a refused link is (shownLink): 'https://bot:s3cr3t@elsewhere.example/…?user=k.nowak@example.org'
              // was quoted whole, where the same link in a record or a next link was said without both.
              throw new OriginError(this.shownLink(next), error.reason, this.redact(`refusing to follow the redirect from ${this.shownLink(url)} to ${this.shownLink(next)}: ${error.reason}${hint}`));
            }
            continue;
          }
          // How a refusal is met (PaceGate.kindOf): one close to another `opens` a round, which holds
          // every request back; one sent before the latest round began, along with the refusal that
          // began it, is `held`: asked again once that hold is over, spending no retry (sixteen
          // requests sent at once to a limiter of two a second each spent their own, and the crawl
          // failed), unless it asks for a longer wait (a Retry-After), which then holds them all; one
          // `alone` waits by itself, its own backoff, and the others go on (one URL refused over and
          // over held every other request back at each refusal, and a flaky backend slowed a crawl 60 times).
          const kind: RefusalKind | null = outcome.type === 'refused' ? this.gate.kindOf(outcome.admission, backedOff, refusedSeqs) : null;
          if (outcome.type === 'refused') {
            // Requests sent by now were let through before this refusal: their answers say nothing of
            // whether the server lets any through since.
            if (refusedInARow === 1) meanwhile = this.answersAfter.watch(this.stats.requests);
            refusedSeqs.push(outcome.admission.seq);
          }
          const answeredMeanwhile = meanwhile?.count ?? 0;
          const opens = kind === 'opens';
          if (outcome.type === 'refused' && outcome.status === 429) {
            const ownMs = this.throttled(url, outcome, kind!, { inARow: refusedInARow, answeredMeanwhile }, attempts);
            backedOff = kind !== 'held' || ownMs === null;
            if (ownMs !== null && ownMs > 0) {
              outcome.admission.release();
              await this.sleep(ownMs, signal);
              // The wait the server asked for over, its old numbers no longer hold.
              if (outcome.wait !== null) this.gate.reset();
            }
            continue;
          }
          const asksLonger = kind === 'held' && this.gate.holdsLonger(Math.min(outcome.type === 'refused' ? outcome.failure.retryAfterMs ?? 0 : 0, MAX_RETRY_AFTER_MS));
          if (outcome.type === 'refused' && kind === 'held' && !asksLonger) {
            this.checkBudget(outcome.failure.message);
            this.gate.refused({ admission: outcome.admission, kind, holdMs: 0, stale: false });
            this.emit({ kind: 'held', url, status: outcome.status });
            // Asked again without spending a retry, as a 429 is: counted with those.
            this.stats.refusalWaits += 1;
            continue;
          }
          const { failure } = outcome;
          // A server that has answered nothing yet is not giving up on heavy pages: it is down or
          // restarting (a proxy's 502 while the service behind it starts), which the crawl's own
          // retries are there to outlast.
          const heavy = giveUpRetries !== undefined && isGiveUp(failure.status, failure.kind) && this.stats.answered > 0;
          const allowed = noRetries ? 0 : heavy
            ? Math.min(giveUpRetries, this.options.maxRetries)
            : this.options.maxRetries;
          if (outcome.type === 'fatal' || retries >= allowed) {
            // 503s in a row from a server that has answered this crawl: a limiter (nginx's limit_req
            // answers 503 unless told otherwise), or this address refused while others are answered.
            // One that answered nothing is down (error-hints.ts).
            const refusals = refusedInARow > 1 && this.stats.answered > 0
              ? `; ${refusedOverAndOver({ times: refusedInARow, status: 503, named: null, answeredMeanwhile, concurrency: this.options.concurrency })}`
              : retries > 0 && outcome.type !== 'fatal' ? `, ${afterRetries(retries, this.now() - startedAt)}` : '';
            throw new HttpError(this.redact(`${failure.message}${refusals}`), {
              status: failure.status, url: this.redact(url), kind: failure.kind, attempts, cause: failure.cause,
              ...(failure.timeout ? { timeout: failure.timeout } : {}),
              ...(failure.detail !== undefined ? { detail: failure.detail } : {}),
              ...(failure.foreignChallenge !== undefined ? { foreignChallenge: failure.foreignChallenge } : {}),
              ...(outcome.type !== 'fatal' && allowed < this.options.maxRetries ? { fewerRetries: true } : {}),
            });
          }
          this.checkBudget(failure.message);
          const left = allowed - retries;
          retries += 1;
          retried = true;
          // A server that says when to come back (a 503 in maintenance) is not asked sooner. A 503
          // that begins a round holds every request back for the backoff of the crawl's refusals in
          // a row, where that is longer than its own: a server down is asked less and less often,
          // whichever request finds it so.
          const backoff = backoffDelay(opens ? Math.max(retries, this.gate.restraintNow.streak + 1) : retries, this.random);
          const askedMs = failure.retryAfterMs ?? 0;
          const asked = Math.min(askedMs, MAX_RETRY_AFTER_MS);
          const delayMs = Math.max(backoff, asked);
          // --max-wait weighs, and its message gives, what the server asked, not the cap on waiting:
          // a Retry-After of 700 s was said to ask for 10 min.
          if (asked > backoff) this.checkWait(url, Math.max(backoff, askedMs), 'Retry-After', failure.status);
          // Asked for longer than every retry left could wait, the last would still come before the
          // server said it is back: a Retry-After of a day kept a nightly crawl 50 minutes, to fail.
          // A heavy page's few retries are not all it has: lighter pages come after them.
          if (!heavy && askedMs > left * MAX_RETRY_AFTER_MS) {
            const covering = retries - 1 + Math.ceil(askedMs / MAX_RETRY_AFTER_MS);
            throw new WaitTooLongError(this.redact(url), askedMs, left * MAX_RETRY_AFTER_MS, 'Retry-After', failure.status, null, { left, eachMs: MAX_RETRY_AFTER_MS, covering });
          }
          // A 503 that begins a round, or asks for longer than the hold in force, holds every request
          // back for as long (the retry waits for that hold as they do); another failure, and a 503
          // refused alone, is this request's own.
          const holdsAll = opens || asksLonger;
          this.emit({
            kind: 'retry', url, attempt: retries, of: allowed, delayMs, reason: this.redact(failure.reason),
            ...(asked > backoff ? { source: 'Retry-After' as const, ...(askedMs > delayMs ? { askedMs } : {}) } : {}),
            ...(holdsAll ? { holdsAll } : {}),
          });
          if (outcome.type === 'refused') {
            backedOff = true;
            this.gate.refused({ admission: outcome.admission, kind: kind!, holdMs: holdsAll ? delayMs : 0, stale: false });
          }
          if (!holdsAll) {
            admission?.release();
            await this.sleep(delayMs, signal);
          }
        } finally {
          admission?.release();
        }
      }
    } finally {
      if (meanwhile !== null) this.answersAfter.stop(meanwhile);
    }
  }

  /**
   * A 429: records the refusal, which holds every request back (PaceGate.refused) for the wait it
   * names, or, naming none, for the backoff of the refusals in a row where it `opens` a round, and
   * says so where it holds them back (`held` where an earlier refusal holds them already); refused
   * `alone`, the request waits by itself: the wait named, or the backoff of its own refusals in a
   * row (`inARow`). Returns that wait of its own (0: none), or null where the refusal holds every
   * request back. Stops the crawl where the refusals in a row are too many to go on.
   */
  private throttled(url: string, refusal: Refusal, kind: RefusalKind, row: { inARow: number; answeredMeanwhile: number }, attempts: number): number | null {
    const { wait, failure, admission } = refusal;
    const { inARow, answeredMeanwhile } = row;
    const opens = kind === 'opens';
    const inRow = Math.max(this.gate.restraintNow.streak + (opens ? 1 : 0), inARow);
    const most = wait === null ? MAX_REFUSED_UNNAMED : MAX_RATE_LIMITED;
    if (inRow > most) {
      const why = refusedOverAndOver({ times: inRow, status: 429, named: wait?.source ?? null, answeredMeanwhile, concurrency: this.options.concurrency });
      throw new HttpError(this.redact(`${failure.message}; ${why}`), { status: 429, url: this.redact(url), kind: 'client', attempts });
    }
    const backoffMs = kind === 'alone' ? backoffDelay(inARow, this.random) : opens ? backoffDelay(inRow, this.random) : 0;
    const waitMs = wait === null ? backoffMs : Math.max(wait.waitMs, MIN_THROTTLE_WAIT_MS);
    if (wait !== null) this.checkWait(url, waitMs, wait.source, 429);
    this.checkBudget(failure.message);
    this.stats.refusalWaits += 1;
    // The wait the server asked for over, its old numbers no longer hold.
    const { holds, restraint } = this.gate.refused({ admission, kind, holdMs: kind === 'alone' ? 0 : waitMs, stale: wait !== null });
    // What the server asked for, where the crawl waits longer (MIN_THROTTLE_WAIT_MS).
    const asked = wait !== null && wait.waitMs < waitMs ? { askedMs: wait.waitMs } : {};
    if (kind === 'alone') {
      this.emit({ kind: 'rate-limited', url, waitMs, source: wait?.source ?? null, width: restraint.width, spacingMs: restraint.spacingMs, holdsAll: false, ...asked });
      return waitMs;
    }
    if (!holds) {
      this.emit({ kind: 'held', url, status: 429 });
      return 0;
    }
    this.emit({ kind: 'rate-limited', url, waitMs, source: wait?.source ?? null, width: restraint.width, spacingMs: restraint.spacingMs, holdsAll: true, ...asked });
    return null;
  }

  /** One request: waits its pacing turn (before others where it was refused), spends one request of the budget, reads the answer. */
  private async attempt(url: string, signal: AbortSignal | undefined, isRetry: boolean, isFirst: boolean, refusedBefore: boolean, mayResend = false): Promise<Outcome> {
    if (this.budgetSpent()) return this.stopForBudget(signal);
    const admission = await this.gate.enter((decision) => this.pace(url, decision, signal), refusedBefore, signal);
    // Stopped while it waited for its turn (its list read whole meanwhile): not sent, so not counted,
    // where undici would have refused it unsent and the manifest counted one request more than the server saw.
    if (signal?.aborted) {
      admission.release();
      throw signal.reason;
    }
    if (this.budgetSpent()) {
      admission.release();
      return this.stopForBudget(signal);
    }
    this.stats.requests += 1;
    if (isFirst) this.stats.sent += 1;
    if (isRetry) this.stats.retries += 1;
    const sent = this.stats.requests;
    this.inFlight += 1;
    try {
      const outcome = await this.exchange(url, signal, admission, mayResend);
      this.tally(url, sent, outcome);
      return outcome;
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const resolve of this.idle.splice(0)) resolve();
    }
  }

  /**
   * Counts request number `sent`'s outcome towards a server that stopped answering (failing-streak.ts)
   * and the answers to others of requests refused over and over (answers-after.ts). A redirect, and
   * a refusal of the request itself (a 401, a 404), come from a server that answers.
   */
  private tally(url: string, sent: number, outcome: Outcome): void {
    if (outcome.type === 'ok') {
      this.failures.answered(sent);
      this.answersAfter.answered(sent);
      return;
    }
    // A redirect, and a kept-alive connection closed unanswered (sent again), are no failure of the server's.
    if (outcome.type === 'redirect' || outcome.type === 'resend') return;
    const { status, kind } = outcome.failure;
    if (outcome.type === 'fatal' && kind !== 'server' && kind !== 'network' && kind !== 'timeout') return;
    this.failures.failed(this.redact(url), isGiveUp(status, kind), this.now(), this.stats.requests);
  }

  /**
   * Sends one request (its pacing turn taken, to be released once answered) and reads the answer;
   * a refusal's admission is the caller's to release (Refusal).
   */
  private async exchange(url: string, signal: AbortSignal | undefined, admission: Admission, mayResend = false): Promise<Outcome> {
    let response: Dispatcher.ResponseData;
    let refused = false;
    try {
      const parsed = new URL(url);
      response = await this.pool.request({
        origin: parsed.origin,
        path: `${parsed.pathname}${parsed.search}`,
        method: 'GET',
        headers: this.requestHeaders,
        headersTimeout: this.options.headersTimeoutMs,
        bodyTimeout: this.options.bodyTimeoutMs,
        signal: signal ?? null,
      });
      this.gate.update(parseRateLimit(response.headers));
      refused = response.statusCode === 429 || response.statusCode === 503;
      if (!refused) this.gate.answered(admission);
    } catch (error) {
      if (mayResend && !signal?.aborted && reusedAndClosed(error)) return { type: 'resend' };
      return this.transportFailure(url, error, signal);
    } finally {
      if (!refused) admission.release();
    }

    const status = response.statusCode;
    let raw: Buffer;
    try {
      raw = await readBody(response.body, this.bodyDeadlineMs());
    } catch (error) {
      admission.release();
      return this.transportFailure(url, error, signal);
    }
    // As received: what came over the network, compressed or not.
    const bytes = raw.byteLength;
    this.stats.bytes += bytes;
    const codings = contentCodings(response.headers['content-encoding']);
    /** The codings still on the body, which the crawl does not read. */
    let left = codings;
    // Awaited for a compressed body only: the hot path of an uncompressed crawl stays as it was.
    if (codings.length > 0) {
      try {
        ({ body: raw, left } = await decodeBody(raw, codings, MAX_BODY_BYTES));
      } catch (error) {
        // A redirect, a refusal or an error is what its status says, whatever its body: a 404
        // labelled gzip over a plain body was retried as a broken page, and the 404 was lost.
        if ((status >= 200 && status < 300) || !isDecodeFailure(error)) {
          admission.release();
          return this.transportFailure(url, error, signal);
        }
        // Its own bytes, where they are no gzip at all (a plain body labelled gzip): the server's words.
        if (looksLikeGzip(raw)) raw = Buffer.alloc(0);
        left = [];
      }
    }
    const text = UTF8.decode(raw);
    const contentType = headerValue(response.headers, 'content-type');

    if (status >= 200 && status < 300) {
      try {
        const body = JSON.parse(text) as unknown;
        const ok: JsonResponse = { url, status, body, bytes, headers: flattenHeaders(response.headers) };
        // The decoder replaced invalid UTF-8 (and dropped a byte order mark): then the bytes are not the text parsed.
        if (isUtf8(raw) && raw[0] !== 0xef) ok.raw = raw;
        return { type: 'ok', response: ok };
      } catch (error) {
        // Its gzip layers taken off: what is left to say is another compression, or none.
        const unread = left.length === 0 ? undefined : left.join(', ');
        // A body that repeats the token has it masked before any of it is quoted (V8's message
        // quotes the text around the error): quoted after, a token cut short was no longer the
        // token, and went out but for its last characters.
        const shown = this.redact(text);
        const reason = invalidJsonReason(shown, bytes, contentType, shown === text ? error : parseFailure(shown), unread, this.options.token);
        // A whole web page (a sign-in page, the web UI, a portal) as the first answer is what that
        // address serves, not a transfer cut short: asking again gets the same page; so does a
        // compressed body. Once the server has answered this crawl with JSON its address is right,
        // and a page part-way through comes from something in front of it (a proxy's error or
        // maintenance page), as passing as a 5xx: one such page failed a nightly crawl at once.
        const webPage = /^\s*</.test(text);
        const compressed = unaskedCompression(text, unread) !== null;
        return {
          type: compressed || (webPage && this.stats.answered === 0) ? 'fatal' : 'retryable',
          failure: { message: invalidJsonMessage(url, reason), reason: `invalid JSON: ${reason}`, status, kind: webPage ? 'web-page' : 'invalid-json', cause: error },
        };
      }
    }
    if (REDIRECT_STATUSES.has(status)) {
      const location = headerValue(response.headers, 'location');
      if (location !== undefined && location !== '') return { type: 'redirect', location };
      return { type: 'fatal', failure: this.statusFailure(status, url, text, contentType) };
    }
    if (status === 429) {
      const failure = this.statusFailure(status, url, text, contentType);
      // A limit of 0 refuses every request of its period, and the next: waited out (Retry-After a day,
      // as Weblate says it), a crawl without a token was refused 31 times over 30 days before it failed.
      if (limitIsZero(response.headers)) {
        admission.release();
        failure.message = `${failure.message}; ${zeroLimitReason(this.requestHeaders['authorization'] !== undefined)}`;
        return { type: 'fatal', failure };
      }
      return { type: 'refused', status, wait: throttleWait(response.headers), failure, admission };
    }
    const failure = this.statusFailure(status, url, text, contentType, status === 401 ? foreignChallenge(headerValue(response.headers, 'www-authenticate')) : undefined);
    if (!isRetryableStatus(status)) return { type: 'fatal', failure };
    const wait = throttleWait(response.headers);
    if (wait?.source === 'Retry-After') failure.retryAfterMs = wait.waitMs;
    if (status === 503) return { type: 'refused', status, wait: wait?.source === 'Retry-After' ? wait : null, failure, admission };
    return { type: 'retryable', failure };
  }

  private statusFailure(status: number, url: string, text: string, contentType: string | undefined, challenge?: string): Failure {
    // Masked before the body is clipped to its first few hundred characters (see attempt).
    const detail = describeErrorBody(status, this.redact(text), contentType, this.options.token);
    return {
      message: statusMessage(status, url, detail, this.requestHeaders['authorization'] !== undefined, challenge),
      reason: `HTTP ${status}`,
      status,
      kind: kindOfStatus(status),
      detail,
      ...(challenge !== undefined ? { foreignChallenge: challenge } : {}),
    };
  }

  /** The longest a whole body may take: BODY_DEADLINE_FACTOR × the body timeout, and minBodyDeadlineMs at least. */
  private bodyDeadlineMs(): number {
    // Past a timer's range Node fires at once: a --body-timeout of 500,000 s failed every body.
    return Math.min(MAX_TIMER_MS, Math.max(this.minBodyDeadlineMs(), BODY_DEADLINE_FACTOR * this.options.bodyTimeoutMs));
  }

  private minBodyDeadlineMs(): number {
    return this.options.minBodyDeadlineMs ?? MIN_BODY_DEADLINE_MS;
  }

  /** Classifies an error thrown by undici: timeouts and network failures are retryable, the rest is rethrown. */

  /** What a SOCKS5 proxy's reply that the same CONNECT always gets again says (its undici error code), or undefined for another one. */
  private socksRefusal(code: string): { words: string; reason: string } | undefined {
    if (code === 'UND_ERR_SOCKS5_REPLY_2') return { words: 'connection not allowed by its rules', reason: 'connection not allowed' };
    if (code === 'UND_ERR_SOCKS5_REPLY_7') return { words: 'command not supported: it takes no CONNECT', reason: 'command not supported' };
    if (code !== 'UND_ERR_SOCKS5_REPLY_8') return undefined;
    const host = this.base.hostname.replace(/^\[(.*)\]$/, '$1');
    const kind = isIP(host) === 4 ? 'IPv4 address' : isIP(host) === 6 ? 'IPv6 address' : 'host name, only an address,';
    return { words: `address type not supported: it takes no ${kind} for the server`, reason: 'address type not supported' };
  }

  private transportFailure(url: string, error: unknown, signal: AbortSignal | undefined): Outcome {
    if (signal?.aborted) throw signal.reason;
    const code = errorCode(error);
    // undici's words when the proxy answers a CONNECT (the tunnel to an https:// server) with other
    // than 200, or a plain http:// request with 407.
    const refusal = error instanceof Error && this.options.proxy !== undefined
      ? /^Proxy response \((\d{3})\) !== 200|^Proxy Authentication Required \((407)\)/.exec(error.message)
      : null;
    if (refusal !== null) {
      const status = Number(refusal[1] ?? refusal[2]);
      const what = refusal[1] !== undefined ? `the tunnel to ${this.base.origin} for ${url}` : url;
      const message = `the proxy ${proxyLabel(this.options.proxy!)} refused ${what}: ` +
        `HTTP ${status} ${STATUS_CODES[status] ?? ''}`.trimEnd() + `; ${proxyRefusalHint(this.options.proxy!, status)}`;
      return { type: 'fatal', failure: { message, reason: `proxy HTTP ${status}`, status: null, kind: 'client', cause: error } };
    }
    // undici's words where a socks5:// proxy does not take the user name and password of its URL,
    // or asks for them where it has none: the same answer comes again, and it was retried as a
    // network error (22 s, then "is down or out of reach"), or thrown as undici's own words.
    const socksAuth = error instanceof Error && this.options.proxy !== undefined && isSocks(this.options.proxy)
      ? code === 'UND_ERR_SOCKS5_AUTH_FAILED' ? 'failed'
        : code === 'UND_ERR_SOCKS5_AUTH_REJECTED' || (code === 'UND_ERR_INVALID_ARG' && /^Username and password required/.test(error.message)) ? 'required'
          : null
      : null;
    if (socksAuth !== null) {
      const message = `the proxy ${proxyLabel(this.options.proxy!)} refused ${url}: SOCKS5 authentication ${socksAuth}; ${proxyRefusalHint(this.options.proxy!, 407)}`;
      return { type: 'fatal', failure: { message, reason: `proxy SOCKS5 authentication ${socksAuth}`, status: null, kind: 'client', cause: error } };
    }
    // Its rules do not let this crawl reach the server, as a CONNECT refused with a 403 says: the
    // same rules answer again, and it was retried for 18 s, then blamed on a server that is down.
    // So does one that takes no CONNECT (reply 7), or no address of the kind undici gives it (reply
    // 8: a host name, always, for a server named by one): 22 CONNECTs in 19 s, each answered 8.
    const socksRefusal = code === undefined || this.options.proxy === undefined ? undefined : this.socksRefusal(code);
    if (socksRefusal !== undefined) {
      const message = `the proxy ${proxyLabel(this.options.proxy!)} refused the connection to ${this.base.origin} for ${url}: ` +
        `SOCKS5 ${socksRefusal.words}; ${proxyRefusalHint(this.options.proxy!, 403)}`;
      return { type: 'fatal', failure: { message, reason: `proxy SOCKS5 ${socksRefusal.reason}`, status: null, kind: 'client', cause: error } };
    }
    if (!(error instanceof Error) || (code !== undefined && PROGRAMMING_CODES.has(code))) throw error;
    // The same page comes as large again: retrying only reads it again.
    if (code === TOO_LARGE) {
      const asked = askedPageSize(url);
      const smaller = asked === null ? null : lighterPageSize(asked);
      const hint = smaller === null ? '' : `; a smaller --page-size (${smaller}, say) asks for smaller pages`;
      const message = `response too large: ${url} sent more than ${MAX_BODY_BYTES / 1024 / 1024} MB${/decompressed/.test(error.message) ? ' once decompressed' : ''}, ` +
        `more than a page of a Weblate list holds${hint}`;
      return { type: 'fatal', failure: { message, reason: 'response too large', status: null, kind: 'client', cause: error } };
    }
    // A gzip body cut short (or no gzip at all) is a body broken on its way, as a truncated one is.
    if (code === BAD_GZIP) {
      const reason = `a gzip body that does not decompress (${error.message})`;
      return { type: 'retryable', failure: { message: invalidJsonMessage(url, reason), reason: `invalid JSON: ${reason}`, status: null, kind: 'invalid-json', cause: error } };
    }
    // Labelled with one gzip more than it holds: the same label comes again.
    if (code === GZIP_LABELLED_TWICE) {
      const reason = `a body ${error.message}: a proxy between names a compression it did not apply`;
      return { type: 'fatal', failure: { message: invalidJsonMessage(url, reason), reason: `invalid JSON: ${reason}`, status: null, kind: 'invalid-json', cause: error } };
    }
    // A certificate that is not trusted, or a plain HTTP port, answers the same way every time.
    const tls = tlsFailure(code);
    if (tls !== undefined) {
      // An http:// server is reached without TLS: only the proxy in between spoke (or failed) it.
      const message = this.options.proxy !== undefined && this.base.protocol === 'http:'
        ? `TLS error with the proxy ${proxyLabel(this.options.proxy)} for ${url}: ${code === 'ERR_SSL_WRONG_VERSION_NUMBER'
          ? 'nothing speaks TLS at the proxy\'s address: check the scheme its variable gives it (http://, https:// or socks5://)'
          : tls.replaceAll('the server\'s certificate', 'the proxy\'s certificate')}`
        : tlsMessage(url, tls);
      return { type: 'fatal', failure: { message, reason: `TLS: ${code}`, status: null, kind: 'client', cause: error } };
    }
    if (code === BODY_DEADLINE) {
      const message = `timed out reading the body of ${url}: a whole body takes at most ${this.bodyDeadlineMs() / 1000} s ` +
        `(${BODY_DEADLINE_FACTOR} × --body-timeout, and ${this.minBodyDeadlineMs() / 1000} s at least)`;
      return { type: 'retryable', failure: { message, reason: 'body deadline', status: null, kind: 'timeout', cause: error, timeout: 'body' } };
    }
    const phase = code === undefined ? undefined : TIMEOUT_CODES[code];
    if (phase !== undefined) {
      const timeoutMs = { connect: this.options.connectTimeoutMs, headers: this.options.headersTimeoutMs, body: this.options.bodyTimeoutMs }[phase];
      return {
        type: 'retryable',
        failure: { message: timeoutMessage(url, phase, timeoutMs), reason: `${phase} timeout`, status: null, kind: 'timeout', cause: error, timeout: phase },
      };
    }
    // No address for the host before anything answered: a mistyped --url, which retries only
    // delay (15.5 to 31 s). Once the server has answered, a lookup that fails is the network's hiccup.
    if (code === 'ENOTFOUND' && this.stats.answered === 0 && this.options.proxy === undefined) {
      const message = `host not found: ${this.base.hostname} has no address (${url}); check the server's address in --url or WEBLATE_URL`;
      return { type: 'fatal', failure: { message, reason: 'host not found', status: null, kind: 'client', cause: error } };
    }
    // An answer undici could not read as HTTP/1.1 is the server's answer, not the network's: said so,
    // where it was a 'network error' in undici's words ('Headers Overflow Error', or 'connection closed
    // by the server (bad response)' for an unasked 100 Continue, a connection undici closed). Still
    // retried: bytes a server left over after an earlier answer garble the next one on that
    // connection, which a new connection cures.
    const garbled = unreadableAnswer(code, error);
    if (garbled !== null) {
      return { type: 'retryable', failure: { message: this.redact(`answer from ${url} is not valid HTTP/1.1: ${garbled}`), reason: `invalid HTTP: ${garbled}`, status: null, kind: 'network', cause: error } };
    }
    const known = code === undefined ? undefined : NETWORK_REASONS[code];
    const detail = error.message && error.message !== known ? ` (${error.message})` : '';
    const reason = known !== undefined ? `${known}${detail}` : `${error.message || error.name}${code ? ` (${code})` : ''}`;
    const through = this.options.proxy === undefined ? '' : ` (through the proxy ${proxyLabel(this.options.proxy)})`;
    return { type: 'retryable', failure: { message: `${networkMessage(url, reason)}${through}`, reason, status: null, kind: 'network', cause: error } };
  }

  private async pace(url: string, decision: PaceDecision, signal: AbortSignal | undefined): Promise<void> {
    const needed = this.options.requestsNeeded?.();
    const max = this.options.maxWaitMs;
    if (max !== undefined && decision.waitMs > max) {
      throw new WaitTooLongError(this.redact(url), decision.waitMs, max, 'X-RateLimit-Remaining', null, { ...decision, ...(needed !== undefined ? { needed } : {}) });
    }
    this.emit({ kind: 'paced', url, waitMs: decision.waitMs, remaining: decision.remaining, limit: decision.limit, ...(needed !== undefined ? { needed } : {}) });
    await this.sleep(decision.waitMs, signal);
  }

  private checkWait(url: string, waitMs: number, source: WaitTooLongError['source'], status: number | null = null): void {
    const max = this.options.maxWaitMs;
    if (max !== undefined && waitMs > max) throw new WaitTooLongError(this.redact(url), waitMs, max, source, status);
  }

  private budgetSpent(): boolean {
    const max = this.options.maxRequests;
    return max !== undefined && this.stats.requests >= max;
  }

  /**
   * Before a retry or a 429's repeat: the budget's error, naming the failure that request would
   * have repeated (its own: another request's refusal may be one the crawl goes on without, as a
   * hidden users list).
   */
  private checkBudget(failure: string): void {
    if (this.budgetSpent()) throw new BudgetExceededError(this.options.maxRequests!, this.redact(failure));
  }

  /**
   * Where the budget stops a new request: waits for the requests in flight to be answered first,
   * so that a failure among them fails the crawl as itself. Stopping at once abandoned them, and a
   * smoke test with a small --max-requests said 'stopped after 2 requests' of a refused token, a
   * wrong address or a server that was down.
   */
  private async stopForBudget(signal: AbortSignal | undefined): Promise<never> {
    while (this.inFlight > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
    // Their callers act on their answers first: a refusal fails the crawl, which aborts this.
    await new Promise((resolve) => setImmediate(resolve));
    signal?.throwIfAborted();
    throw new BudgetExceededError(this.options.maxRequests!);
  }

  private emit(event: HttpEvent): void {
    this.options.onEvent?.({ ...event, url: this.redact(event.url) });
  }

  /**
   * A server's link (or a text quoting one) as a message says it: without a URL's credentials, the
   * token or an e-mail address (`https://bot:<password>@elsewhere.example/…?email=k.nowak@example.org`
   * is said as `https://elsewhere.example/…?email=<e-mail address>`).
   */
  private shownLink(text: string): string {
    return withoutEmailAddresses(this.redact(withoutUrlCredentials(text)));
  }

  private redact(text: string): string {
    return redact(text, this.options.token);
  }
}
