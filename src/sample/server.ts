// The sample Weblate server: node:http on loopback, answering the read API of a generated
// instance, with the behaviours of real servers on their bad days switched on by options.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { error, handleApi, type ApiOptions, type ApiResponse, type ErrorStyle, type Viewer } from './api.ts';
import { createInstance, normalizeSeed, type SampleInstance } from './instance.ts';
import type { ProfileName } from './profiles.ts';
import { hash32, hashString, unitFloat } from './random.ts';
import type { ChangeVariant } from './records.ts';

/** Faults the server can inject, each at its own rate. */
export const FAULT_KINDS = ['429', '500', '502', '503', '504', 'drop', 'truncate', 'slow', 'shift'] as const;
/** One kind of injected fault. */
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Everything a sample server can be asked to do. */
export interface SampleServerOptions {
  profile?: ProfileName;
  seed?: number | string;
  /** The instance's "now" (ISO 8601); the change log ends there. */
  anchor?: string;
  /** Change-log length instead of the profile's. */
  changes?: number;
  /** 0 or absent: a free port. */
  port?: number;
  /** Serve under a path prefix, like '/weblate'. */
  prefix?: string;
  variant?: ChangeVariant;
  /** Only what the read-API document shows (no page_size, filters, extra endpoints or codes). */
  strict?: boolean;
  /** Change records appended on every change-list request. */
  growth?: number;
  /** Require this token for private data; anonymous callers see what real Weblate shows them. */
  token?: string;
  /**
   * A second token, of a signed-in user without the right to manage users (the instance's first
   * that is not a placeholder or the admin), listed only its own record, as Weblate's API
   * documentation has it (its code lists such a caller every account, with basic fields only).
   */
  userToken?: string;
  rateLimit?: { limit: number; windowSeconds: number };
  /** Probability of each fault per API request (they add up to at most 1). */
  faults?: Partial<Record<FaultKind, number>>;
  /**
   * A proxy in front that gives up on heavy answers: any answer of more bytes than this becomes an
   * HTML 504, as a busy server's proxy times out on pages of many large records (a page of 1000
   * translations is megabytes). Unlike the faults, a retry of the same URL fails again.
   */
  gatewayLimitBytes?: number;
  /** Delay of a 'slow' fault. */
  slowMs?: number;
  /** Retry-After of injected 429s. */
  retryAfterSeconds?: number;
  /** Added to every response. */
  latencyMs?: number;
  errorStyle?: ErrorStyle;
  /** Time zone offset of timestamps, in minutes (0 writes `Z`). */
  offsetMinutes?: number;
  /**
   * Put some components in categories, as Weblate 5.0 and later can: their slugs then appear in
   * API URLs encoded twice (`guides%252Fuser%252Fwebsite`), and two share the slug `app`.
   */
  categories?: boolean;
  /**
   * Serve every caller as Weblate serves one without "Access repository" (vcs.view): components,
   * and those nested in translations, with vcs, repo, branch, filemask, push and the other
   * repository fields null (a protected project's visitors, an instance whose guests lost that right).
   */
  hideVcs?: boolean;
}

/** A running sample server. */
export interface SampleServer {
  /** Base URL: origin and prefix, no trailing slash. */
  url: string;
  port: number;
  instance: SampleInstance;
  /** Requests answered so far, by status (0 for dropped connections). */
  stats: { requests: number; byStatus: Map<number, number> };
  close(): Promise<void>;
}

const HTML_ERRORS: Record<number, string> = {
  500: '<!doctype html>\n<html lang="en">\n<head><title>Server Error (500)</title></head>\n<body><h1>Server Error (500)</h1><p></p></body>\n</html>\n',
  502: '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n',
  503: '<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n',
  504: '<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n',
  404: '<!doctype html>\n<html lang="en">\n<head><title>Not Found</title></head>\n<body><h1>Not Found</h1><p>The requested resource was not found on this server.</p></body>\n</html>\n',
};

/** Starts a sample server on 127.0.0.1 and resolves once it listens. */
export async function startSampleServer(options: SampleServerOptions = {}): Promise<SampleServer> {
  const prefix = (options.prefix ?? '').replace(/\/+$/, '');
  if (prefix && !/^\/[\w./-]*$/.test(prefix)) throw new Error(`sample: prefix must be a path like /weblate, got ${prefix}`);
  const strict = options.strict ?? false;
  const seed = normalizeSeed(options.seed ?? 1);
  const growth = options.growth ?? 0;
  const faults = checkFaults(options.faults ?? {});
  const instance = createInstance({
    profile: options.profile ?? 'demo',
    seed,
    ...(options.anchor ? { anchor: options.anchor } : {}),
    ...(options.changes !== undefined ? { changes: options.changes } : {}),
    // A shift adds a record as growth does.
    growthCapacity: growth > 0 || faults.some(([kind, rate]) => kind === 'shift' && rate > 0) ? 20_000 : 0,
    extendedActions: !strict,
    unlicensedProject: !strict,
    androidComponent: !strict,
    ...(options.categories ? { categories: true } : {}),
  });
  const apiOptions: ApiOptions = {
    variant: options.variant ?? 'B',
    strict,
    errorStyle: options.errorStyle ?? 'drf',
    offsetMinutes: options.offsetMinutes ?? 0,
    growthPerRequest: growth,
    ...(options.hideVcs ? { hideVcs: true } : {}),
  };
  const limiter = options.rateLimit ? new SlidingWindow(options.rateLimit.limit, options.rateLimit.windowSeconds) : null;
  const attempts = new Map<string, number>();
  const stats = { requests: 0, byStatus: new Map<number, number>() };
  const count = (status: number) => stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);

  /** The answer to one request, or `drop` for a connection closed without one. */
  const answer = async (req: IncomingMessage, url: URL, method: string): Promise<ApiResponse | 'drop'> => {
    const requestNumber = ++stats.requests;
    if (!url.pathname.startsWith(`${prefix}/api/`) && url.pathname !== `${prefix}/api`) {
      count(404);
      return { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: HTML_ERRORS[404]! };
    }

    // Faults are decided per URL and attempt, so a retry of the same URL draws again and the
    // outcome does not depend on how concurrent requests interleave.
    const key = `${method} ${url.pathname}${url.search}`;
    const attempt = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, attempt);
    const fault = pickFault(faults, unitFloat(hash32(seed, hashString(key), attempt)));
    if (fault === 'drop') {
      count(0);
      return 'drop';
    }
    if (fault === 'slow') await sleep(options.slowMs ?? 3000);
    const rateHeaders: Record<string, string> = {};
    if (fault === '429') {
      count(429);
      const wait = String(options.retryAfterSeconds ?? 1);
      const response = error(apiOptions, 429, `Request was throttled. Expected available in ${wait} seconds.`, 'throttled');
      return { ...response, headers: { ...response.headers, 'Retry-After': wait } };
    }
    if (fault === '500' || fault === '502' || fault === '503' || fault === '504') {
      count(Number(fault));
      return { status: Number(fault), headers: { 'Content-Type': 'text/html' }, body: HTML_ERRORS[Number(fault)]! };
    }

    const viewer = authenticate(options.token, options.userToken, req.headers.authorization);
    if (viewer === 'rejected') {
      count(401);
      const response = error(apiOptions, 401, 'Invalid token.', 'authentication_failed');
      return { ...response, headers: { ...response.headers, 'WWW-Authenticate': 'Token' } };
    }
    if (limiter) {
      const verdict = limiter.take(Date.now());
      rateHeaders['X-RateLimit-Limit'] = String(verdict.limit);
      rateHeaders['X-RateLimit-Remaining'] = String(verdict.remaining);
      rateHeaders['X-RateLimit-Reset'] = String(verdict.resetSeconds);
      if (!verdict.allowed) {
        count(429);
        const detail = `Request was throttled. Expected available in ${verdict.resetSeconds} seconds.`;
        const response = error(apiOptions, 429, detail, 'throttled');
        return {
          ...response,
          headers: { ...response.headers, ...rateHeaders, 'Retry-After': String(verdict.resetSeconds) },
        };
      }
    }
    const response = handleApi(instance, apiOptions, { method, url, prefix, viewer, requestNumber, shift: fault === 'shift' });
    Object.assign(response.headers, rateHeaders);
    if (options.gatewayLimitBytes !== undefined && Buffer.byteLength(response.body) > options.gatewayLimitBytes) {
      count(504);
      return { status: 504, headers: { 'Content-Type': 'text/html' }, body: HTML_ERRORS[504]! };
    }
    if (fault === 'truncate' && response.body.length > 1) {
      // A proxy that cut the body short: valid HTTP, invalid JSON.
      response.body = response.body.slice(0, Math.floor(response.body.length / 2));
    }
    count(response.status);
    return response;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const arrived = performance.now();
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const method = (req.method ?? 'GET').toUpperCase();
    const response = await answer(req, url, method);
    // The latency is the time from request to answer, whatever the answer took to compute: it
    // stands for the network and a server with workers enough for every request, so this one
    // process's queue of concurrent requests is not counted on top of it.
    const wait = (options.latencyMs ?? 0) - (performance.now() - arrived);
    if (wait > 0) await sleep(wait);
    if (response === 'drop') req.socket.destroy();
    else send(res, method, response);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((failure: unknown) => {
      count(500);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`sample server error: ${String(failure)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    port,
    instance,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function send(res: ServerResponse, method: string, response: ApiResponse): void {
  const body = Buffer.from(response.body, 'utf8');
  res.writeHead(response.status, { ...response.headers, 'Content-Length': String(body.length) });
  res.end(method === 'HEAD' ? undefined : body);
}

/** Who a request's Authorization header makes it, when the server requires tokens. */
function authenticate(token: string | undefined, userToken: string | undefined, header: string | undefined): Viewer | 'rejected' {
  if (token === undefined && userToken === undefined) return 'public';
  if (!header) return 'anonymous';
  const key = /^(Token|Bearer)\s+(\S+)\s*$/i.exec(header)?.[2];
  if (key !== undefined && key === token) return 'admin';
  if (key !== undefined && key === userToken) return 'user';
  return 'rejected';
}

function checkFaults(faults: Partial<Record<FaultKind, number>>): [FaultKind, number][] {
  const entries = Object.entries(faults) as [FaultKind, number][];
  for (const [kind, rate] of entries) {
    if (!FAULT_KINDS.includes(kind)) throw new Error(`sample: unknown fault ${kind}; expected one of ${FAULT_KINDS.join(', ')}`);
    if (!(rate >= 0 && rate <= 1)) throw new Error(`sample: fault rate of ${kind} must be between 0 and 1, got ${rate}`);
  }
  const total = entries.reduce((sum, [, rate]) => sum + rate, 0);
  if (total > 1 + 1e-9) throw new Error(`sample: fault rates add up to ${total}, more than 1`);
  return entries;
}

function pickFault(faults: [FaultKind, number][], draw: number): FaultKind | null {
  let acc = 0;
  for (const [kind, rate] of faults) {
    acc += rate;
    if (draw < acc) return kind;
  }
  return null;
}

/** Weblate's throttling: at most `limit` requests in any `windowSeconds`, headers telling how many remain. */
export class SlidingWindow {
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly history: number[] = [];

  constructor(limit: number, windowSeconds: number) {
    this.limit = limit;
    this.windowMs = windowSeconds * 1000;
  }

  /** Counts a request at `now` (ms) if a slot is free. */
  take(now: number): { allowed: boolean; limit: number; remaining: number; resetSeconds: number } {
    while (this.history.length > 0 && this.history[0]! <= now - this.windowMs) this.history.shift();
    const allowed = this.history.length < this.limit;
    if (allowed) this.history.push(now);
    const oldest = this.history[0] ?? now;
    // Reset is the number of seconds until a slot frees, not a timestamp.
    const resetSeconds = Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
    return { allowed, limit: this.limit, remaining: this.limit - this.history.length, resetSeconds };
  }
}
