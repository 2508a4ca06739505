// Smaller pages for a server that gives up on large ones.
//
// Real Weblate counts and serializes a whole page in one request, and the proxy in front of a busy
// server gives up on the heavy ones with an HTML 502 or 504 (524 behind Cloudflare), or the page outlasts the client's
// timeout (real-weblate-notes.md, "Pagination"). A page of 1000 translations carries 1000 copies
// of their component and language: megabytes. The crawl asks for 1000 a page, so a list whose
// pages keep failing that way is read again at a fifth of the size (1000, then 200, then 100).
import { HttpError, type HttpErrorKind } from './http-errors.ts';

/** Pages of at most this many records are not asked for smaller. */
export const LIGHT_PAGE = 100;

/**
 * The retries a page of more than LIGHT_PAGE records gets when the server gives up on it (502,
 * 504, or the client's timeout); other failures get the crawl's `--retries`. Two, some 3 to 6 s
 * apart, outlast a proxy's restart; past them the list is read in smaller pages at once rather
 * than after every retry, each of which can last the proxy's whole timeout (a minute on many).
 * Until the server has answered a request the crawl's own retries apply (http.ts): it is then
 * down or restarting, not overloaded.
 */
export const HEAVY_PAGE_RETRIES = 2;

/**
 * Whether an answer's status, or a failure's kind, says a gateway or the client gave up on a slow
 * answer: 502 and 504 from nginx or Apache, 524 from Cloudflare (its origin took over 100 s).
 */
export function isGiveUp(status: number | null, kind: HttpErrorKind): boolean {
  return status === 502 || status === 504 || status === 524 || kind === 'timeout';
}

/** Whether a failure is a gateway or the client giving up on a slow answer: what smaller pages can cure. */
export function gaveUpOnPage(failure: unknown): failure is HttpError {
  return failure instanceof HttpError && isGiveUp(failure.status, failure.kind);
}

/**
 * The retries to allow a page at `url` where the server gives up on it: fewer for a heavy page;
 * undefined for the crawl's own. A server known to serve at most `servedCap` a page (one that
 * serves 50 or 20 whatever is asked) has no lighter page to give: its pages get the crawl's own.
 */
export function giveUpRetries(url: string, servedCap: number | null = null): number | undefined {
  const asked = askedPageSize(url);
  const size = asked === null ? null : Math.min(asked, servedCap ?? Infinity);
  return size !== null && size > LIGHT_PAGE ? HEAVY_PAGE_RETRIES : undefined;
}

/** The page size a list URL asks for (its `page_size`), or null when it asks for none. */
export function askedPageSize(url: string): number | null {
  let value: string | null;
  try {
    value = new URL(url).searchParams.get('page_size');
  } catch {
    return null;
  }
  const size = Number(value);
  return value !== null && Number.isSafeInteger(size) && size > 0 ? size : null;
}

/** The page size to ask for after pages of `size` records failed: a fifth, in fifties, down to LIGHT_PAGE; null at or below it. */
export function lighterPageSize(size: number): number | null {
  if (!(size > LIGHT_PAGE)) return null;
  return Math.max(LIGHT_PAGE, Math.floor(size / 5 / 50) * 50);
}
