// Every page of a paginated Weblate list, read concurrently and completely.
//
// Page 1 gives the count and the page size the server really serves (never assumed: real
// Weblate honours `page_size` up to 1000, the document shows 50). The remaining pages are planned
// from those, with URLs derived from the server's own `next` link so that every parameter it kept
// stays, and fetched concurrently under the client's one limit. Pages are yielded as they arrive.
//
// Lists grow while they are read. Each response carries the list's `count` at the moment it was
// served, and records are only ever added at one end, so counts order the responses in time:
// - oldest first (Weblate 4.x change log, and every other list): pages never shift; new records
//   land after the planned last page, so the last page is read again when a later response saw a
//   larger count, and `next` is followed until it is null;
// - newest first (Weblate 5.x change log): every new record pushes older ones one position on,
//   so a page served later holds older records than its number says, and records can fall between
//   two pages or past the planned last one. From each page's count the records it holds are known
//   (log-coverage.ts); the pages that hold what none did are read again, side by side, until every
//   record that existed at the start was read. Duplicates at boundaries are left to the caller's dedupe.
//
// Lists also shrink: a project, component or translation deleted during the crawl takes its
// record out, and the records behind it move one position forward, across page boundaries, so a
// page read after the deletion can miss a record that moved onto a page read before it; a planned
// last page can even be gone (404 `Invalid page.`, or any 404 past the end at the lowest count seen
// once the pages in flight are in, or where page 1 read again counts fewer; another 404 fails the
// list). A response counting fewer records than page 1 did, or than a response answered before it
// was asked for (a record added, then one deleted), or such a 404, means the list shrank: the
// whole list is then read once more (the caller's dedupe takes the records read twice), up to
// MAX_PASSES times. A change log is not read again
// (`rereadOnShrink` false): its completeness is checked against its count at the start by
// change-log.ts, and a gone page fails it with a message that says why, as does, oldest first, a
// page counting fewer: the records moved back onto pages read already are missed, and records
// added meanwhile take their positions (counts of 300, 301, 300 stored change 301 for change 41).
//
// A server can also give up on large pages (a gateway's 502 or 504, or a timeout, after the
// client's retries): the list is then read whole again with smaller pages (lighter-pages.ts),
// 1000 a page, then 200, then 100. Page numbers mean other records at another size, so nothing of
// the failed reading is reused; the records it yielded are read twice and deduped by the caller.
// The change log is not (`lighterPages` false): its records are light, so what times out there is
// the count over a huge table, which smaller pages do not make cheaper.
import { followAbort } from './follow-abort.ts';
import type { HttpClient } from './http.ts';
import { HttpError, reworded, statusMessage } from './http-errors.ts';
import { listEnvelopeSchema } from '../weblate/schemas.ts';
import { checkRecord } from '../weblate/validation.ts';
import { bytesHaveFormatApi } from '../weblate/normalize.ts';
import { pageNumberOf, withParam } from '../weblate/urls.ts';
import { askedPageSize, gaveUpOnPage, giveUpRetries, LIGHT_PAGE, lighterPageSize } from './lighter-pages.ts';
import { rawResults, rawResultsSliced } from './raw-results.ts';
import { pageHolding, startPositions, uncovered, uncoveredSize, type PageRead } from './log-coverage.ts';
import type { TimeSlice } from './time-slice.ts';

/** One page of a list as it was served. */
export interface Page {
  /** The URL requested. */
  url: string;
  /** The page number (1 for the first page). */
  number: number;
  /** The list's count when this page was served. */
  count: number;
  next: string | null;
  results: unknown[];
  /** Whether the body carried `format=api` links (so records need cleaning). */
  bodyHasFormatApi: boolean;
  /**
   * Each record's JSON as the server sent it (raw-results.ts), where those bytes can be stored
   * as they are: null when the body carried `format=api` (records need cleaning) or its bytes
   * could not be matched to the parsed records.
   */
  raw: readonly (Buffer | undefined)[] | null;
}

/** What the first page told about a list. */
export interface ListPlan {
  count: number;
  /** Records per page as served. */
  pageSize: number;
  pages: number;
  newestFirst: boolean;
}

/** Options of readList. */
export interface ReadListOptions {
  /** Decides from page 1 whether the list is newest first (only change logs can be). */
  isNewestFirst?: (first: Page) => boolean;
  /** Decides from page 1 whether the rest of the list is wanted at all (default: yes); when not, page 1 alone is yielded. */
  readOn?: (first: Page) => boolean;
  /** Called once page 1 is in, with the plan. */
  onPlan?: (plan: ListPlan) => void;
  /**
   * Oldest first: whether to read past the planned pages for records added meanwhile (default:
   * yes). A newest-first list is read until it holds every record that existed at the start,
   * wherever growth pushed them.
   */
  readTail?: (plan: ListPlan) => boolean;
  /** Called for each page read beyond the plan (a gap closed, the tail of a grown list, a list read again). */
  onExtraPage?: () => void;
  /**
   * Called when a page counts fewer records than a page answered before it was asked for, with what
   * each counted: records were deleted while the list was read (a planned page, the tail, a hole read).
   */
  onFewer?: (counts: Fell) => void;
  /** Read the whole list again when it shrank while it was read (default: yes). */
  rereadOnShrink?: boolean;
  /** Called when the list shrank and is read again, with the pass that follows (2, 3, …) and what showed it (a page gone, the counts). */
  onShrink?: (pass: number, what: string) => void;
  /** Read the list again with smaller pages when the server gives up on large ones (default: yes). */
  lighterPages?: boolean;
  /** Called when the list is read again with smaller pages: the size that failed, the one asked for now, and why. */
  onLighterPages?: (from: number, to: number, failure: HttpError) => void;
  /**
   * The largest page the server serves, learnt from the crawl's lists: a page with a `next` link
   * that holds fewer records than asked for (real Weblate serves 1000 at most). Shared by the
   * lists of a crawl, so that smaller pages start below what is really served.
   */
  served?: { cap: number | null };
  /**
   * Called for a planned page of an oldest-first list, not its last, that held fewer records than a
   * page holds and linked on, with no fewer counted than page 1 did: once read again, with that reading.
   */
  onShortPage?: (page: Page, pageSize: number) => void;
  /** Called when planned pages will not be read after all (a shrunk list's gone page, a reading given up for smaller pages). */
  onUnread?: (pages: number) => void;
  /**
   * Pages fetched or waiting to be consumed at most (default 8). Fetching runs ahead of the
   * consumer only this far, so memory stays bounded when parsing and writing are slower than the
   * network; give at least the crawl's concurrency so that the limiter stays busy.
   */
  window?: number;
  signal?: AbortSignal;
  /** Scan pages' bytes in slices of this (time-slice.ts); in one run without. */
  slice?: TimeSlice;
}

/**
 * Fetches and checks one list page; with `slice`, its bytes are scanned in slices. With `lighter`
 * (the list can be read again in smaller pages), a heavy page is retried less where the server
 * gives up on it (lighter-pages.ts); `servedCap`, the most the server is known to serve a page.
 */
export async function fetchPage(client: HttpClient, url: string, signal?: AbortSignal, slice?: TimeSlice, lighter = false, servedCap: number | null = null): Promise<Page> {
  const response = await client.getJson(url, signal, lighter ? giveUpRetries(url, servedCap) : undefined);
  const problem = checkRecord(listEnvelopeSchema, response.body, response.url, null);
  if (problem) {
    // Weblate plans cursor pagination for its API (WeblateOrg/weblate#21696, not released as of
    // 2026-11): Django REST framework's cursor pages have results and next/previous links but no count.
    if (isCursorPage(response.body)) {
      throw new Error(
        `${response.url}: the server pages this list by cursor (no count, no page numbers), which this version of weblate-atlas ` +
          'cannot read: it plans every list from its count',
      );
    }
    throw new Error(`not a list page: ${problem.message}`);
  }
  const body = response.body as { count: number; next: string | null; results: unknown[] };
  const next = body.next === null ? null : client.resolve(body.next, `the "next" link of ${response.url}`);
  // Weblate's next link is the request's own URL with another page (Django REST framework builds it
  // from the request): one to another path is no page of this list. Followed, its records were taken
  // for this list's, and the crawl failed on what they did to it ("the list grew by over 30 records",
  // "leads past the 3 records the list counts") or on their fields, naming neither the link nor the list.
  if (next !== null && !samePath(next, response.url)) {
    throw new Error(
      `${response.url}: its "next" link leads to another address, ${next}, where Weblate links the next page of the same list ` +
        `(${new URL(response.url).pathname} with another page number)`,
    );
  }
  // Checked on the link as served: resolve() strips format=api from the link it returns.
  const bodyHasFormatApi = response.raw === undefined
    ? body.next?.includes('format=api') === true || JSON.stringify(body.results[0] ?? '').includes('format=api')
    : bytesHaveFormatApi(response.raw);
  let raw = bodyHasFormatApi || response.raw === undefined ? null
    : slice ? await rawResultsSliced(response.raw, body.results, slice, signal) : rawResults(response.raw, body.results);
  if (raw !== null && raw.length !== body.results.length) raw = null;
  return {
    url: response.url,
    number: pageNumberOf(response.url) ?? 1,
    count: body.count,
    next,
    results: body.results,
    bodyHasFormatApi,
    raw,
  };
}

/** Whether two URLs have the same path, compared as decoded (a server may escape it otherwise than the request did). */
function samePath(a: string, b: string): boolean {
  const decoded = (url: string) => {
    const path = new URL(url).pathname;
    try {
      return decodeURIComponent(path);
    } catch {
      return path;
    }
  };
  return decoded(a) === decoded(b);
}

/** Whether a body is a cursor-paginated list page: results and next/previous links, but no count. */
function isCursorPage(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const page = body as Record<string, unknown>;
  return !('count' in page) && Array.isArray(page['results']) && 'next' in page && 'previous' in page;
}

/**
 * The most pages a list is planned to have. hosted.weblate.org's change log, the longest list known,
 * holds tens of millions of records: a million pages even at the 50 a page of a server ignoring
 * page_size. A count that needs more came from a server making the crawl run for ever.
 */
export const MAX_PAGES = 10_000_000;

/**
 * Records that came again (on another page of the same reading, or twice on one) a list's reading
 * may bring before the crawl stops, where they also outnumber those that came once. A list that
 * changes while it is read repeats a few at its page boundaries; a server whose pages serve the same
 * records over and over under a count that cannot be right had every page of its plan asked for
 * (10,000,000 pages at most) before the repeats were named.
 */
export const MAX_REPEATED_RECORDS = 1000;

/** The error of a list whose reading brought `repeated` records again and `distinct` once, where those repeats say its pages serve the same records over and over; null otherwise. */
export function repeatedRecordsError(url: string, repeated: number, distinct: number, count: number): Error | null {
  if (repeated < MAX_REPEATED_RECORDS || repeated <= distinct) return null;
  return new Error(
    `${url}: the server serves the same records over and over: its pages brought ${repeated.toLocaleString('en')} records again and ` +
      `${distinct.toLocaleString('en')} once, where a list that changes while it is read repeats a few at its page boundaries; ` +
      `its count of ${count.toLocaleString('en')} records cannot be right`,
  );
}

/** How many times a list that keeps shrinking is read before the crawl gives up. */
export const MAX_PASSES = 3;

/** Reads every page of the list at `firstUrl`; yields pages as they arrive (not in order). */
export async function* readList(client: HttpClient, firstUrl: string, options: ReadListOptions = {}): AsyncGenerator<Page> {
  const controller = new AbortController();
  const abort = () => controller.abort(options.signal?.reason);
  const unfollow = followAbort(options.signal, abort);
  const signal = controller.signal;
  let url = firstUrl;
  // Whether a pass has planned the list: its pages are the plan, those of later passes extra.
  const planning = { done: false };
  let shrunk = 0;
  let retriedAsServed = false;
  // The last pass that saw the list shrink.
  let shrankBefore: Shrink | null = null;
  try {
    for (let pass = 1; ; pass++) {
      const shrink: Shrink = { seen: false, gone: null, counted: 0, fewest: Infinity, fell: null, fails: false };
      // A pass given up leaves fetches in flight: they are stopped, not left to load the server.
      const passController = new AbortController();
      const stopPass = () => passController.abort(signal.reason);
      const unfollowPass = followAbort(signal, stopPass);
      try {
        yield* readPass(client, url, options, passController.signal, planning, shrink);
      } catch (failure) {
        // A stopped crawl aborts with its own reason, which can be another list's 504: not this list's to cure.
        if (signal.aborted || options.lighterPages === false || !gaveUpOnPage(failure)) throw failure;
        // A server that has answered nothing yet is down or out of reach: lighter pages fail alike.
        if (client.stats.answered === 0) throw failure;
        // A server that clamps page_size gave up on pages of what it serves, not of what was asked.
        const from = Math.min(pageSizeOf(failure.url, url), options.served?.cap ?? Infinity);
        const smaller = lighterPageSize(from);
        if (smaller === null) {
          // Asked for before another list showed that the server serves no more than that a page, the
          // page got a heavy page's retries; it has nothing lighter, and is read again with the
          // crawl's own (a proxy restarting answered 502 to three requests in a row, and the crawl failed).
          if (!retriedAsServed && failure.fewerRetries && from <= LIGHT_PAGE) {
            retriedAsServed = true;
            continue;
          }
          throw failure;
        }
        options.onLighterPages?.(from, smaller, failure);
        url = withParam(url, 'page_size', String(smaller));
        continue;
      } finally {
        unfollowPass();
        passController.abort();
      }
      if (!shrink.seen) return;
      const what = shrink.gone === null ? countsText(shrink).slice(2) : `${shrink.gone} is gone${countsText(shrink)}`;
      if (options.rereadOnShrink === false) {
        // Newest first, fewer records counted, but every record read where the counts put it: the
        // caller judges what it holds.
        if (!shrink.fails) return;
        throw new Error(shrankMessage(firstUrl, what));
      }
      // Page 1 read again after later pages counted fewer, and counting what it counted before: not
      // a list that shrank, but a page 1 whose count is not the list's (a cache serving an old one,
      // or a server inflating it), which every further reading meets again.
      if (shrankBefore !== null && shrankBefore.counted === shrink.counted && shrink.fewest < shrink.counted) {
        throw new Error(
          `${firstUrl}: page 1 counted ${shrink.counted.toLocaleString('en')} records in two readings, later pages as few as ` +
            `${Math.min(shrankBefore.fewest, shrink.fewest).toLocaleString('en')}${shrink.gone === null ? '' : ` (${shrink.gone} is gone)`}: page 1's count is not the list's ` +
            '(a cache or proxy serving an old page 1?); crawl again later',
        );
      }
      shrankBefore = shrink;
      if (++shrunk === MAX_PASSES) {
        throw new Error(`${firstUrl}: the list shrank while it was read, ${MAX_PASSES} times over (${what}): records are being deleted; crawl again later`);
      }
      options.onShrink?.(pass + 1, what);
    }
  } finally {
    unfollow();
    // Stops fetches still in flight when the consumer stops early or a page failed.
    controller.abort();
  }
}

/** The page size a failed page asked for, else the list's. */
function pageSizeOf(failedUrl: string, listUrl: string): number {
  return askedPageSize(failedUrl) ?? askedPageSize(listUrl) ?? 0;
}

/** A page that counted fewer records than a page answered before it was asked for: what each counted. */
export interface Fell {
  from: number;
  to: number;
}

/** Whether a pass saw its list shrink, and the page that was gone, if one was. */
interface Shrink {
  seen: boolean;
  gone: string | null;
  /** What the pass's page 1 counted. */
  counted: number;
  /** The fewest records any of its pages counted (Infinity before one was read). */
  fewest: number;
  /** The first page that counted fewer records than a page answered before it was asked for. */
  fell: Fell | null;
  /**
   * Whether what it saw fails a list that is not read again, at once: a page gone, or, oldest
   * first, a page that fell (newest first, the pages are read on where the counts put the records).
   */
  fails: boolean;
}

/**
 * `; page 1 counted 120 records, a later page 95` where a page counted fewer than page 1, else
 * `; a page counted 121 records, one asked for after it 120` where one counted fewer than a page
 * answered before it was asked for, else nothing.
 */
function countsText(shrink: Shrink): string {
  return shrinkCountsText(shrink.counted, shrink.fewest, shrink.fell);
}

/** What a list's counts showed of a deletion (see countsText): page 1's count, the fewest a page counted, the first fall. */
export function shrinkCountsText(counted: number, fewest: number, fell: Fell | null): string {
  if (fewest < counted) return `; page 1 counted ${counted.toLocaleString('en')} records, a later page ${fewest.toLocaleString('en')}`;
  if (fell === null) return '';
  return `; a page counted ${fell.from.toLocaleString('en')} records, one asked for after it ${fell.to.toLocaleString('en')}`;
}

/** The failure of a list not read again (the change log) that shrank while it was read, `what` showing how. */
export function shrankMessage(url: string, what: string): string {
  // Reading it again would not bring back what was deleted, nor tell which records it held.
  return `${url}: the list shrank while it was read (${what}): records were deleted meanwhile; a crawl started now reads it whole`;
}

/** The failure of a list whose page `linking` links on, past the records it counts, to the gone page at `gone`. */
export function pastEndMessage(url: string, linking: Page, gone: string): string {
  return `${url}: the next link of page ${linking.number} leads past the ${linking.count.toLocaleString('en')} records the list counts, ` +
    `and the page it leads to is gone (${gone}): the server links past its list's own end, which a later crawl finds alike`;
}

/** One reading of a whole list; the first to get its page 1 plans it (onPlan), later ones count as extra pages. */
async function* readPass(
  client: HttpClient, firstUrl: string, options: ReadListOptions, signal: AbortSignal, planning: { done: boolean }, shrink: Shrink,
): AsyncGenerator<Page> {
  const plans = !planning.done;
  const extraPage = () => {
    if (!plans) options.onExtraPage?.();
  };
  const first = await fetchPage(client, firstUrl, signal, options.slice, options.lighterPages !== false, options.served?.cap ?? null);
  extraPage();
  const asked = askedPageSize(firstUrl);
  if (options.served && first.next !== null && asked !== null && first.results.length > 0 && first.results.length < asked) {
    options.served.cap = Math.min(options.served.cap ?? Infinity, first.results.length);
  }
  const newestFirst = options.isNewestFirst?.(first) ?? false;
  const pageSize = first.results.length;
  const planned = first.next === null || pageSize === 0 ? 1 : Math.max(1, Math.ceil(first.count / pageSize));
  if (planned > MAX_PAGES) {
    throw new Error(
      `${first.url}: the list counts ${first.count} records, at ${pageSize} a page ${planned} pages, more than any Weblate server's list ` +
        `(${MAX_PAGES.toLocaleString('en-US')} pages): its count cannot be right`,
    );
  }
  const plan = { count: first.count, pageSize, pages: planned, newestFirst };
  if (plans) {
    planning.done = true;
    options.onPlan?.(plan);
  }
  if (first.next === null || options.readOn?.(first) === false) {
    yield first;
    return;
  }
  // Planned pages that were not read (gone, or the pass given up) leave the plan.
  let readPlanned = 1;
  try {
    yield* readRest(client, first, plan, options, signal, shrink, extraPage, () => readPlanned++);
  } finally {
    if (plans && readPlanned < planned) options.onUnread?.(planned - readPlanned);
  }
}

/** Pages 2 and on of a pass, then the pages read again and the tail. */
async function* readRest(
  client: HttpClient, first: Page, plan: ListPlan, options: ReadListOptions, signal: AbortSignal, shrink: Shrink,
  extraPage: () => void, readOne: () => void,
): AsyncGenerator<Page> {
  const { pages: planned, newestFirst } = plan;
  // Fewer retries where the server gives up only on pages as heavy as it really serves: one that
  // ignores page_size and serves 50 has nothing lighter to give.
  const lighter = options.lighterPages !== false && plan.pageSize > LIGHT_PAGE;

  // Every read's page, count and length (newest first: which records it holds), but only the last
  // planned page itself: pages are large.
  const reads: PageRead[] = [{ number: 1, count: first.count, length: first.results.length }];
  let lastPlanned = first;
  let maxCount = first.count;
  let lowestCount = first.count;
  // The highest count answered so far, the pages not yet taken too; and, for each page fetchOne
  // brought, what it was when that page was asked for.
  let highestCount = first.count;
  const knownWhenAsked = new WeakMap<Page, number>();
  shrink.counted = first.count;
  /** Takes in a page read; returns how many fewer records it counted than a page answered before it was asked for (0: none). */
  const record = (page: Page, number: number): number => {
    reads.push({ number, count: page.count, length: page.results.length });
    if (number === planned) lastPlanned = page;
    maxCount = Math.max(maxCount, page.count);
    // Records are added at one end only, so without a deletion counts never fall: a page counting
    // fewer than one answered before it was asked for shows one, where a record added and read
    // before kept its count at page 1's (counts of 44, 45, 44 hid a record moved onto a page read
    // already, and the crawl left it out with exit 0). Pages asked for together cannot be
    // ordered so, and a record added and another deleted between the same two requests leave the
    // counts as they were: those the counts cannot show.
    const known = knownWhenAsked.get(page) ?? first.count;
    if (page.count >= known) return 0;
    shrink.seen = true;
    shrink.fell ??= { from: known, to: page.count };
    // Oldest first, positions stand still but for a deletion: records moved back onto pages read
    // already are missed, and records added meanwhile take their place in the count.
    if (!newestFirst) shrink.fails = true;
    options.onFewer?.({ from: known, to: page.count });
    return known - page.count;
  };
  // Page URLs come from the server's own next link, with only the page number changed.
  const pageUrl = (number: number) => withParam(first.next!, 'page', String(number));
  // A planned page past the end of a list that shrank: Weblate's 404 `Invalid page.` (Django REST
  // framework's words, in either error shape), or a 404 for a page past the end at the lowest count
  // a page gave (a server answering in another language). A 404 that is neither (a proxy's page,
  // one in the middle of a list whose counts never fell) was taken for a deletion, and sent the
  // reader looking for deletions that never happened: it fails the list as what it is, once
  // settled() has shown that the list did not shrink.
  const gone = (failure: unknown, number: number): failure is HttpError => failure instanceof HttpError && failure.status === 404 &&
    (failure.detail === INVALID_PAGE || number > Math.ceil(lowestCount / plan.pageSize));
  const window = Math.max(1, options.window ?? 8);
  /** Marks the page at `url` gone: the list shrank, which the caller reports. */
  const goneAt = (url: string) => {
    shrink.seen = true;
    shrink.gone ??= url;
    shrink.fails = true;
    return null;
  };
  // Fetches not yet answered; page 1 asked for again, once for every 404 held.
  const inFlight = new Set<Promise<Page>>();
  let recount: Promise<Page> | null = null;
  // 404s held: no more planned pages are asked for until they are told apart.
  let holding = 0;

  /**
   * Whether a 404 that neither says `Invalid page.` nor lies past the end at the lowest count seen
   * is a gone page after all. Pages are fetched several at a time, so the 404 of a list's last page
   * often arrives before the pages that count fewer records (a German server's `Ungültige Seite.`
   * failed a crawl that had read the list again before): it waits for the fetches in flight, then,
   * still not past the end, asks page 1 again, whose lower count says the list shrank.
   */
  const settled = async (number: number): Promise<boolean> => {
    await Promise.allSettled([...inFlight]);
    if (number > Math.ceil(lowestCount / plan.pageSize)) return true;
    recount ??= fetchPage(client, first.url, signal, options.slice, lighter);
    const again = await recount;
    lowestCount = Math.min(lowestCount, again.count);
    shrink.fewest = Math.min(shrink.fewest, again.count);
    return again.count < first.count;
  };

  /**
   * Fetches page `number`, from `url` where a next link gave it (the tail); null where it is gone:
   * the list shrank, which the caller reports.
   */
  const fetchOne = (number: number, url = pageUrl(number)) => {
    const known = highestCount;
    const fetching = fetchPage(client, url, signal, options.slice, lighter).then((page) => {
      // Taken as it arrives, so that a gone page that fails the list at once is told with the counts before it.
      lowestCount = Math.min(lowestCount, page.count);
      shrink.fewest = Math.min(shrink.fewest, page.count);
      highestCount = Math.max(highestCount, page.count);
      knownWhenAsked.set(page, known);
      return page;
    });
    inFlight.add(fetching);
    // Before the handler below: a 404 held does not wait for itself.
    const done = () => inFlight.delete(fetching);
    fetching.then(done, done);
    return fetching.catch(async (failure: unknown) => {
      if (gone(failure, number)) return goneAt(url);
      if (failure instanceof HttpError && failure.status === 404) {
        holding++;
        const shrank = await settled(number).finally(() => holding--);
        if (shrank) return goneAt(url);
      }
      throw redirectedNotFound(failure, url);
    });
  };

  /**
   * Starts fetching pages `numbers`, at most `window` ahead of the consumer, none more once `stop`
   * holds; `take` gives them as they arrive (null: gone), `more` asks for the next once one was
   * taken and weighed, `pending` tells how many are still to come.
   */
  const fetchAhead = (numbers: readonly number[], stop: () => boolean) => {
    const queue = new AsyncQueue<Page | null>();
    let at = 0;
    let outstanding = 0;
    const more = () => {
      for (; at < numbers.length && outstanding < window && !stop(); at++, outstanding++) {
        const number = numbers[at]!;
        fetchOne(number).then((page) => queue.push(page, number), (failure: unknown) => queue.fail(failure));
      }
    };
    more();
    return {
      take: async (): Promise<[Page | null, number]> => {
        const item = await queue.shift();
        outstanding--;
        return item;
      },
      more,
      pending: () => outstanding + (stop() ? 0 : numbers.length - at),
    };
  };

  // Once a page is gone, or counted fewer records than page 1 (in a list read again when it
  // shrinks, or in one not read again that is oldest first), the pass's outcome is decided: the
  // planned pages left are not asked for. A page 1 counting a billion records more than its list
  // holds had every page of its plan asked for, each answering 404, at over 2,000 requests a second.
  const decided = () => shrink.fails || (shrink.seen && options.rereadOnShrink !== false);
  // The planned pages are asked for before page 1 goes to the consumer: storing it takes a
  // while, and the limiter's slots would stand idle meanwhile.
  const ahead = fetchAhead(Array.from({ length: planned - 1 }, (_, i) => i + 2), () => decided() || holding > 0);
  yield first;
  while (ahead.pending() > 0) {
    // A list not read again fails at its gone page (oldest first, at one that counted fewer): the
    // pass's end stops the pages in flight. Read again, the pages in flight are taken, their
    // records as good as any.
    if (shrink.fails && options.rereadOnShrink === false) return;
    const [page, number] = await ahead.take();
    if (page === null) continue;
    readOne();
    extraPage();
    record(page, number);
    // After record(): a page counting fewer records than page 1 asks for no more.
    ahead.more();
    yield page;
    // A page in the middle of a list that did not shrink holds a whole page: one that came short
    // (a cache's glitch, a record that could not be serialized) is read once more, and told of if
    // it stays short. A newest-first list's short pages are left to readHoles, its pages moving on.
    if (!newestFirst && number < planned && page.next !== null && page.results.length < plan.pageSize && page.count >= first.count && !decided()) {
      const again = await fetchOne(number);
      if (again === null) continue;
      options.onExtraPage?.();
      record(again, number);
      yield again;
      if (again.results.length < plan.pageSize) options.onShortPage?.(again, plan.pageSize);
    }
  }
  // Gaps and the tail are left to the next pass, which reads the list whole (or to the caller's failure).
  if (shrink.fails || (shrink.seen && options.rereadOnShrink !== false)) return;

  if (newestFirst) {
    yield* readHoles(first, plan, reads, () => maxCount, fetchOne, (page, number) => {
      options.onExtraPage?.();
      return record(page, number);
    }, window);
    return;
  }

  // The tail: records added since the plan. Its pages go through fetchOne and record() as the
  // planned ones do: one gone, or counting fewer than one answered before it was asked for (a
  // list that grew, then shrank), ends the pass, and the list is read again (or, not read again, fails).
  if (options.readTail && !options.readTail(plan)) return;
  let last = lastPlanned;
  // A response served later saw more records than the last page did: read it again.
  if (last.count < maxCount) {
    const again = await fetchOne(planned);
    if (again === null) return;
    last = again;
    options.onExtraPage?.();
    record(last, planned);
    yield last;
    if (decided()) return;
  }
  const seen = new Set<string>([last.url]);
  // A list grows while it is read, but not by more than it held: next links that keep coming past
  // that lead nowhere a crawl can end (a server made to keep it running). Counted in records and in
  // pages both: pages of one record each ran to 9,005 requests within the records' limit.
  const growthLimit = Math.max(first.count, 10 * plan.pageSize);
  const pageLimit = Math.max(planned, 10);
  let tailRecords = 0;
  let tailPages = 0;
  while (last.next !== null) {
    if (seen.has(last.next)) throw new Error(`${last.url}: next link loops back to ${last.next}`);
    // Django REST framework ends a list at its last page: a page of nothing that links on is no list's.
    if (last.results.length === 0) throw new Error(`${last.url}: a page with no records links to a next page (${last.next}): the list's next links do not end`);
    seen.add(last.next);
    const number = pageNumberOf(last.next) ?? last.number + 1;
    const page = await fetchOne(number, last.next);
    if (page === null) {
      // Weblate links a next page only where its count holds records past the page: a page whose
      // own count ends before the page its link leads to, which is gone, shows a server linking
      // past its list's end, not a deletion (page 1 counting 8, holding 8 and linking to a page 2
      // was read three times over and blamed on records being deleted), and reading again meets it alike.
      if (last.count <= (number - 1) * plan.pageSize) throw new Error(pastEndMessage(first.url, last, last.next));
      return;
    }
    last = page;
    options.onExtraPage?.();
    record(last, number);
    tailRecords += last.results.length;
    tailPages += 1;
    if (tailRecords > growthLimit || tailPages > pageLimit) {
      const by = tailRecords > growthLimit ? `over ${growthLimit} records` : `over ${pageLimit} pages`;
      throw new Error(`${last.url}: the list grew by ${by} while it was read, from ${first.count}: its next links do not end; crawl again later`);
    }
    yield last;
    if (decided()) return;
  }
}

/**
 * Reads pages of a newest-first list again until its reads hold every record that existed when
 * page 1 was served (log-coverage.ts). Each request is planned when it is sent, for the first
 * record no read holds and no request in flight should hold: the page that holds it at the list's
 * latest count, plus the records expected to come before it is served (as many a page as came so
 * far, for each request ahead of it). Planned all at once, late answers of a busy server came a
 * page or more on from what they were asked for, and the same holes stayed open round after round.
 * Up to `window` requests are in flight, fewer while answers land off their mark. `onRead` sees each
 * page before it is yielded, and says how many fewer records it counted than a page answered before
 * it was asked for (telling the list's onFewer).
 *
 * It stops, leaving the caller's count check to say what is missing: when an answer counts fewer
 * records than a page answered before it was asked for (records were deleted: positions no longer
 * say where records are), and for records at a page's place that the page did not hold when read
 * at the list's latest count (a short page: reading it again gives the same). It fails when the
 * list grew by more than it held, or when answers stop closing holes while it grows (without
 * growth, it stops).
 */
async function* readHoles(
  first: Page, plan: ListPlan, reads: readonly PageRead[], latestCount: () => number,
  fetchOne: (number: number) => Promise<Page | null>,
  onRead: (page: Page, number: number) => number, window: number,
): AsyncGenerator<Page> {
  const atStart = first.count;
  const size = plan.pageSize;
  // As for an oldest-first tail: a list does not grow by more than it held while it is read.
  const growthLimit = Math.max(atStart, 10 * size);
  // Answers in a row that may close no hole before the reading is given up: a few windows' worth.
  const idleLimit = 4 * window + 10;
  /** A request in flight: its page and the positions it should hold. */
  interface Asked { number: number; expected: [number, number] }
  const asked = new Map<number, Asked>();
  const answers = new AsyncQueue<Page | null>();
  let nextId = 0;
  // Positions given up on: the page that holds them was read at the latest count without them.
  const givenUp: [number, number][] = [];
  const holes = (withAsked: boolean) => uncovered([
    ...reads.map((read) => startPositions(read, atStart, size)),
    ...givenUp,
    ...(withAsked ? [...asked.values()].map(({ expected }) => expected) : []),
  ], atStart);
  let missing = uncoveredSize(holes(false));
  let idle = 0;
  let growthWhenIdle = latestCount();

  // Requests in flight at most. Halved after an answer that closed nothing, one more after one that
  // closed some: where records come so fast that answers served out of order land off their mark,
  // fewer at once land nearer it, down to one at a time.
  let width = window;
  const askMore = () => {
    while (asked.size < width) {
      const hole = holes(true)[0];
      if (hole === undefined) return;
      const latest = latestCount();
      const growth = latest - atStart;
      // Records added per page read since page 1: as many come before this one is served for each ahead of it.
      const perPage = growth / Math.max(1, reads.length - 1);
      let expectedGrowth = growth + Math.round(perPage * asked.size);
      // No further than the last page at the latest count: records expected that did not come (a
      // burst that ended) would send it past the end, whose 404 says the list shrank.
      if (pageHolding(hole[0], expectedGrowth, size) > Math.ceil(latest / size)) expectedGrowth = growth;
      const number = pageHolding(hole[0], expectedGrowth, size);
      if (expectedGrowth === growth && reads.some((read) => read.number === number && read.count === latest)) {
        // What of the hole lies on that page; the rest is another page's.
        givenUp.push([hole[0], Math.min(hole[1], number * size - growth)]);
        continue;
      }
      const from = (number - 1) * size - expectedGrowth;
      // That page asked for already: its answer may hold this too, and is planned on from if not.
      const twin = [...asked.values()].find((request) => request.number === number);
      if (twin !== undefined) {
        twin.expected = [Math.min(twin.expected[0], from), Math.max(twin.expected[1], from + size)];
        continue;
      }
      const id = nextId++;
      asked.set(id, { number, expected: [from, from + size] });
      fetchOne(number).then((page) => answers.push(page, id), (failure: unknown) => answers.fail(failure));
    }
  };

  askMore();
  while (asked.size > 0) {
    const [page, id] = await answers.shift();
    const { number } = asked.get(id)!;
    asked.delete(id);
    // A page gone: the list shrank, which the caller reports.
    if (page === null) return;
    const fewer = onRead(page, number);
    yield page;
    // Fewer records than a page counted before this one was asked for (onRead, which marks the
    // list shrunk): some were deleted. Its records are the caller's all the same.
    if (fewer > 0) return;
    // Every record read: requests still in flight are not needed (the pass's end stops them),
    // and what they would bring is no reason to fail.
    const left = uncoveredSize(holes(false));
    if (left === 0) return;
    const growth = latestCount() - atStart;
    if (growth > growthLimit) {
      throw new Error(`${first.url}: the list grew by over ${growthLimit} records while it was read, from ${atStart}; crawl again later`);
    }
    if (left < missing) {
      missing = left;
      idle = 0;
      growthWhenIdle = latestCount();
      width = Math.min(window, width + 1);
    } else if (++idle > idleLimit) {
      // Not closing holes while the list stood still: the server's pages are not where its counts say.
      if (latestCount() === growthWhenIdle) return;
      throw new Error(
        `${first.url}: records were added faster than pages could be read again (${latestCount() - growthWhenIdle} during the last ${idle} pages read): ` +
          `${left} of the ${atStart} records counted at the start were not read; a larger --page-size, or a quieter hour, reads it whole`,
      );
    } else width = Math.max(1, Math.floor(width / 2));
    askMore();
  }
}

/** Django REST framework's detail of a 404 for a page past a list's end. */
const INVALID_PAGE = 'Invalid page.';

/**
 * A 404 that came after a same-origin redirect, as one that names the page asked for and where it
 * was sent (the message named only the target, which the crawl never asked for); other failures as they are.
 */
function redirectedNotFound(failure: unknown, asked: string): unknown {
  if (!(failure instanceof HttpError) || failure.status !== 404 || failure.url === asked) return failure;
  return reworded(failure, statusMessage(404, `${asked} (redirected to ${failure.url})`, failure.detail ?? 'Not Found', false));
}

/** A queue of results delivered by concurrent fetches, read in arrival order. */
class AsyncQueue<T> {
  private readonly items: [T, number][] = [];
  private readonly waiters: ((item: [T, number]) => void)[] = [];
  private failure: { error: unknown } | null = null;
  private rejecters: ((error: unknown) => void)[] = [];

  push(item: T, tag: number): void {
    const waiter = this.waiters.shift();
    this.rejecters.shift();
    if (waiter) waiter([item, tag]);
    else this.items.push([item, tag]);
  }

  fail(error: unknown): void {
    if (this.failure) return;
    this.failure = { error };
    for (const reject of this.rejecters.splice(0)) reject(error);
    this.waiters.length = 0;
  }

  shift(): Promise<[T, number]> {
    const item = this.items.shift();
    if (item) return Promise.resolve(item);
    if (this.failure) return Promise.reject(this.failure.error);
    return new Promise((resolve, reject) => {
      this.waiters.push(resolve);
      this.rejecters.push(reject);
    });
  }
}
