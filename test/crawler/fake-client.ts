// A stand-in for the crawler's HttpClient in unit tests of paginate.ts and change-log.ts: lists
// served from memory with Django REST framework's page links (the sample's own pagination
// code), and, in manual mode, answered only when a test says so, so that a test decides exactly
// in which order concurrent page requests are served and when the list grows in between.
// URLs are resolved by a real HttpClient (same origin check, format=api stripped); it never
// sends anything.
import { HttpClient, type JsonResponse } from '../../src/crawler/http.ts';
import { HttpError } from '../../src/crawler/http-errors.ts';
import { isGiveUp } from '../../src/crawler/lighter-pages.ts';
import { pageLinks, pageSizeOf, pageWindow } from '../../src/sample/pagination.ts';

/** The origin of the fake server. */
export const ORIGIN = 'http://weblate.test';

/** A request the fake client received and has not answered yet (manual mode). */
interface Pending {
  url: string;
  serve: () => void;
}

/** What a fake server answers for a URL: a JSON body, or an Error to reject with. */
export type Responder = (url: URL) => unknown;

/** A fake HttpClient; `client` is what readList and crawlChangeLog are given. */
export class FakeClient {
  /** Every URL requested, in order. */
  readonly requested: string[] = [];
  /** The signal of every request, in order. */
  readonly signals: (AbortSignal | undefined)[] = [];
  /** The retries after a server gave up on a slow answer each request was allowed (undefined: the client's own), in order. */
  readonly giveUpRetries: (number | undefined)[] = [];
  /** Answer only when serve() is called. */
  manual = false;
  /**
   * 2xx answers so far, as HttpClient counts them: from 1, as in a crawl whose other lists were
   * answered already (set 0 for a server that answered nothing yet).
   */
  readonly stats = { answered: 1 };
  private readonly pending: Pending[] = [];
  private readonly resolver = new HttpClient({
    baseUrl: ORIGIN, userAgent: 'test', concurrency: 1, connectTimeoutMs: 1, headersTimeoutMs: 1, bodyTimeoutMs: 1, maxRetries: 0,
  });
  readonly client: HttpClient;
  private readonly respond: Responder;

  constructor(respond: Responder) {
    this.respond = respond;
    const getJson = (url: string, signal?: AbortSignal, giveUpRetries?: number): Promise<JsonResponse> => {
      const target = this.resolver.resolve(url);
      this.requested.push(target);
      this.signals.push(signal);
      this.giveUpRetries.push(giveUpRetries);
      return new Promise<JsonResponse>((resolve, reject) => {
        // Like the real client: an aborted signal rejects with its reason.
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        const entry: Pending = {
          url: target,
          serve: () => {
            signal?.removeEventListener('abort', onAbort);
            const body = this.respond(new URL(target));
            // Like the real client with more retries of its own than a heavy page gets: a page the
            // server gives up on, asked with giveUpRetries, fails after those fewer retries.
            if (body instanceof HttpError && giveUpRetries !== undefined && isGiveUp(body.status, body.kind)) {
              reject(new HttpError(body.message, { status: body.status, url: body.url, kind: body.kind, fewerRetries: true }));
            } else if (body instanceof Error) reject(body);
            else {
              this.stats.answered += 1;
              resolve({ url: target, status: 200, body, bytes: 0, headers: {} });
            }
          },
        };
        const onAbort = () => {
          const index = this.pending.indexOf(entry);
          if (index >= 0) this.pending.splice(index, 1);
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        if (this.manual) this.pending.push(entry);
        else queueMicrotask(() => entry.serve());
      });
    };
    const resolve = (url: string) => this.resolver.resolve(url);
    this.client = { getJson, resolve, stats: this.stats } as unknown as HttpClient;
  }

  /** Requests waiting for an answer. */
  get waiting(): string[] {
    return this.pending.map((request) => request.url);
  }

  /** Waits until a request for `url` is waiting, then answers it (with the list as it is now). */
  async serve(url: string): Promise<void> {
    for (let turn = 0; turn < 1000; turn++) {
      const index = this.pending.findIndex((request) => request.url === url);
      if (index >= 0) {
        const [request] = this.pending.splice(index, 1);
        request!.serve();
        return;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error(`no request for ${url} came; waiting: ${this.waiting.join(', ')}`);
  }

  /** Waits (a bounded number of event-loop turns) until `condition` holds. */
  async until(condition: () => boolean): Promise<void> {
    for (let turn = 0; turn < 1000; turn++) {
      if (condition()) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error(`condition never held; waiting: ${this.waiting.join(', ')}`);
  }

  /** Leaves manual mode: answers what waits and everything after at once. */
  auto(): void {
    this.manual = false;
    for (const request of this.pending.splice(0)) request.serve();
  }

  close(): Promise<void> {
    return this.resolver.close();
  }
}

/** Options of a paginated list served from memory. */
export interface ListOptions {
  /** Honour `page_size` up to 1000 (real Weblate) or always serve 50 (the read-API document). */
  honourPageSize?: boolean;
}

/**
 * Answers a paginated list from `items()` (read at every request, so a test can grow it):
 * `{count, next, previous, results}` with links as Weblate builds them; a page past the end is
 * the client's 404 HttpError.
 */
export function listOf(items: (url: URL) => unknown[], options: ListOptions = {}): Responder {
  const honour = options.honourPageSize ?? true;
  return (url) => {
    const all = items(url);
    const size = pageSizeOf(url.searchParams, honour);
    const window = pageWindow(all.length, size, url.searchParams.get('page'));
    if (window === null) return new HttpError(`not found: ${url.href}: Invalid page.`, { status: 404, url: url.href, kind: 'not-found', detail: 'Invalid page.' });
    const { next, previous } = pageLinks(url, window, !honour);
    return { count: all.length, next, previous, results: all.slice(window.start, window.end) };
  };
}

/** Records `{ id }` for ids, in the given order. */
export function withIds(ids: number[]): { id: number }[] {
  return ids.map((id) => ({ id }));
}

/** [from, from - 1, …, to]. */
export function down(from: number, to: number): number[] {
  const out: number[] = [];
  for (let id = from; id >= to; id--) out.push(id);
  return out;
}

/** [from, …, to]. */
export function up(from: number, to: number): number[] {
  const out: number[] = [];
  for (let id = from; id <= to; id++) out.push(id);
  return out;
}
