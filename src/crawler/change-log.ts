// The change log, complete as of the crawl's start: every record that existed then, none twice,
// whatever the server's order and however much the log grows while it is read.
//
// The snapshot holds the log as it was when the crawl started: newest first, the records up to the
// newest id on page 1; oldest first, the first `count` positions (new records only append). Growth
// is measured from the counts and recorded, not stored.
//
// Weblate 5.x orders the log by timestamp alone, so records sharing a timestamp can swap places
// between two page requests: one is then served twice and another not at all, at a page boundary.
// When fewer records than the count arrived, each boundary where one timestamp spans two pages is
// read again with Weblate's filters (`timestamp_after` = `timestamp_before` = that time), at the
// largest page Weblate serves: that list has no tie-breaker either, so a moment whose records
// need two of its pages can swap again between them, and one that does is named.
import { createHash } from 'node:crypto';
import { followAbort } from './follow-abort.ts';
import { BudgetExceededError, WaitTooLongError, type HttpClient } from './http.ts';
import { IdSet } from './id-set.ts';
import { startPositions } from './log-coverage.ts';
import { fetchPage, readList, repeatedRecordsError, shrankMessage, shrinkCountsText, type Fell, type ListPlan, type Page } from './paginate.ts';
import { PageEdges } from './tie-edges.ts';
import type { TimeSlice } from './time-slice.ts';
import { logMoved, uncheckedLogError } from './unchecked-log.ts';
import { withParam } from '../weblate/urls.ts';

/** What the crawl learned about a change log. */
export interface ChangeLogSummary {
  order: 'newest-first' | 'oldest-first';
  countAtStart: number;
  countAtEnd: number;
  /** The fewest records a page counted: below countAtStart, records were deleted while the log was read. */
  countLowest: number;
  /**
   * How many fewer records a page counted than one answered before it was asked for, where records
   * added meanwhile kept the counts at or above countAtStart: deleted while the log was read (0: none seen).
   */
  fewerThanKnown: number;
  /** Records stored: those that existed at the start, each once. */
  stored: number;
  pageSize: number;
  /** Records read again to close timestamp ties at page boundaries. */
  tieRepairs: number;
  /** Records read again between pages where the reading passed from one to the next, by their time (PageEdges.seams). */
  seamRepairs: number;
  /** Ties at page boundaries that could not be read again: the server ignored `timestamp_after`/`timestamp_before`. */
  tiesUnread: number;
  /** Records from before `since` that the server sent anyway (it ignored `timestamp_after`); not stored. */
  beforeSince: number;
  /** Moments whose records, read again, took more than one page and were not all read: how many the server counted there, and how many distinct ones the log's readings together brought. */
  shortTies: { time: string; count: number; read: number }[];
  /** The first change that came twice within one page, and that page's URL (a page holds each record once); null: none did. */
  twiceOnPage: { id: number; url: string } | null;
}

/**
 * The answer to the count of a newest-first log up to page 1's newest: the page that told it and
 * the count (null where the server ignores the filter), or the failure of that request and its URL.
 */
type CountUpToPageOne = { page: Page; count: number | null } | { failure: unknown; url: string };

/** The largest page Weblate serves (real-weblate-notes.md): the page size ties are read again at. */
export const TIE_PAGE_SIZE = 1000;

/** Where a change log's records go, and how a crawl hears about its pages. */
export interface ChangeLogOptions {
  /** Receives the records to store of one page: boundary applied, duplicates removed, in ascending id order where the page was in descending order. */
  onRecords: (page: Page, records: { record: unknown; index: number }[]) => Promise<void>;
  onPlan?: (plan: ListPlan) => void;
  onExtraPage?: () => void;
  /** Requests announced through onExtraPage that will not come after all: the count up to page 1's newest, failed. */
  onUnread?: (pages: number) => void;
  /** Pages fetched ahead of the consumer (see ReadListOptions.window). */
  window?: number;
  signal?: AbortSignal;
  /** Scan pages' bytes in slices of this (see ReadListOptions.slice). */
  slice?: TimeSlice;
  /** The window's start (ms): records timestamped before it are left out. */
  since?: number;
  /** The largest page the server serves, which the log's pages show the crawl's other lists (see ReadListOptions.served). */
  served?: { cap: number | null };
}

function idOf(record: unknown): number | null {
  const id = (record as { id?: unknown } | null)?.id;
  // Beyond 2^53 an id is no longer exact in JSON.parse's numbers: the schema's check names it.
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? id : null;
}

function timestampOf(record: unknown): string | null {
  const value = (record as { timestamp?: unknown } | null)?.timestamp;
  return typeof value === 'string' ? value : null;
}

/**
 * Microseconds since 1970 of a timestamp as Weblate writes them (`…:59.123900Z`, or an offset):
 * Date.parse keeps milliseconds only, and took two changes 800 µs apart for one time.
 */
function micros(timestamp: string): number {
  const fraction = /\.(\d+)/.exec(timestamp)?.[1] ?? '';
  return Date.parse(timestamp) * 1000 + Number(`${fraction.slice(3, 6)}000`.slice(0, 3));
}

/** A time in microseconds since 1970 as ISO 8601 in UTC, to the microsecond. */
function isoMicros(value: number): string {
  const millis = Math.floor(value / 1000);
  return new Date(millis).toISOString().replace('Z', `${String(value - millis * 1000).padStart(3, '0')}Z`);
}

/** Whether two timestamps are the same instant, to the microsecond, whatever their offsets. */
function sameInstant(a: string, b: string): boolean {
  return micros(a) === micros(b);
}

/**
 * Whether a log's first page lists it newest first. Ids that rise or fall across the whole page
 * tell (Weblate 3.x/4.x list by ascending id, the contract's variant B by descending id); where
 * they do not, the log is ordered by time (Weblate 5.x: `ORDER BY timestamp DESC`, ids in any
 * order within a timestamp, and out of step with the times where the server's workers' clocks
 * differ), and the first and last timestamps tell; where those are equal, the first and last ids.
 */
export function isNewestFirstPage(results: readonly unknown[], ids: readonly number[]): boolean {
  if (ids.length < 2) return false;
  let rising = true;
  let falling = true;
  for (let i = 1; i < ids.length; i += 1) {
    if (ids[i]! <= ids[i - 1]!) rising = false;
    if (ids[i]! >= ids[i - 1]!) falling = false;
  }
  if (rising || falling) return falling;
  const firstTime = timestampOf(results[0]);
  const lastTime = timestampOf(results[results.length - 1]);
  if (firstTime !== null && lastTime !== null && !sameInstant(firstTime, lastTime)) return micros(firstTime) > micros(lastTime);
  return ids[0]! > ids[ids.length - 1]!;
}

/** Reads one change list (the instance's or a project's) completely. */
export async function crawlChangeLog(client: HttpClient, listUrl: string, options: ChangeLogOptions): Promise<ChangeLogSummary> {
  let plan = null as ListPlan | null;
  let boundaryId = Infinity;
  let countAtStart = 0;
  let countAtEnd = 0;
  let countLowest = Infinity;
  // How many records the log held up to page 1's newest, counted by the server (null: not told), and
  // the page that told it, or why that request failed, and its URL; null: not asked.
  let recordsAtStart: Promise<CountUpToPageOne | null> = Promise.resolve(null);
  let fewerThanKnown = 0;
  // The first page that counted fewer records than one answered before it was asked for.
  let fell: Fell | null = null;
  // Every id taken from the log, stored or (before the window) left out.
  const stored = new IdSet();
  let beforeSince = 0;
  // Parsed per record only where there is a window: the hot path of a whole-log crawl stays as it was.
  const since = options.since ?? null;
  // What the pages showed of the moments at their edges, for finding ties split between pages.
  const edges = new PageEdges();
  // Whether page 1 has come: its count and newest id are the start's.
  let started = false;
  // The log's reading, stopped where the count below meets one of the crawl's own limits, with that
  // limit's error (null: none did).
  const reading = new AbortController();
  let stoppedBy: BudgetExceededError | WaitTooLongError | null = null;
  /**
   * The log's records older than `time`, as the server counts them with `timestamp_before` (which
   * takes its moment in: a microsecond before it); a count of null where the server ignores the
   * filter (its answer holds later records); the failure where the request failed.
   */
  const countBefore = async (time: string): Promise<CountUpToPageOne> => {
    const before = isoMicros(micros(time) - 1);
    const url = withParam(withParam(listUrl, 'page_size', '1'), 'timestamp_before', before);
    // A request the crawl's progress counts as one more page of the log.
    options.onExtraPage?.();
    try {
      const page = await fetchPage(client, url, options.signal, options.slice);
      const within = page.results.every((record) => micros(timestampOf(record) ?? '') < micros(time));
      return { page, count: within ? page.count : null };
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // The budget spent or a wait longer than allowed stops the crawl here as at any other request:
      // taken for a check that failed, a budget one short of the crawl completed it with exit 0, the
      // check not made, and a server that asked for a day's wait had the log's other pages asked for.
      if (error instanceof BudgetExceededError || error instanceof WaitTooLongError) {
        stoppedBy ??= error;
        reading.abort(error);
        throw error;
      }
      // The log's reading goes on, and no longer waits for that page: whether the crawl can do
      // without it is known once the log is read (see below).
      options.onUnread?.(1);
      return { failure: error, url };
    }
  };

  // The newest time on page 1 (µs), where the log is newest first: a record past page 1's ids but
  // older than that existed at the start. Weblate 5.x orders by time, and a worker whose clock lags
  // writes a record with a later id and an earlier time: taken for one that came during the crawl,
  // it was left out, and every crawl of the log failed as incomplete until newer records passed it.
  let newestAtStart: number | null = null;
  const olderThanStart = (record: unknown): boolean => {
    const time = timestampOf(record);
    return newestAtStart !== null && time !== null && micros(time) < newestAtStart;
  };

  // The ids of the records at either end of every page, by their moment (µs): a moment read again
  // is whole where these reach what the server counts there, whichever reading brought them (those
  // that came after the start too, not stored, which the count takes in). A moment read short
  // again had a missed record hidden where page 1, counted before a record came and read after,
  // held that record too: the log stored as many as it counted, and the crawl left a change out with exit 0.
  const atEdges = new Map<number, Set<number>>();
  /** Notes the ids of the records sharing the moment of a page's first record, and of its last. */
  const noteEdges = (results: readonly unknown[]) => {
    const walk = (from: number, step: 1 | -1) => {
      const time = timestampOf(results[from]);
      const moment = time === null ? NaN : micros(time);
      if (Number.isNaN(moment)) return;
      let ids = atEdges.get(moment);
      for (let i = from; i >= 0 && i < results.length && micros(timestampOf(results[i]) ?? '') === moment; i += step) {
        const id = idOf(results[i]);
        if (id === null) continue;
        if (ids === undefined) atEdges.set(moment, (ids = new Set()));
        ids.add(id);
      }
    };
    if (results.length === 0) return;
    walk(0, 1);
    walk(results.length - 1, -1);
  };

  // Records without a usable id (kept under --lenient, listed as problems): stored once each, known
  // by their JSON, as a newest-first log that grows shows a record again on the next page (each
  // reading was stored and counted, and the copies could stand in for records missed); a tie's
  // pages read again leave them out.
  let idless = 0;
  const idlessSeen = new Set<string>();
  let twiceOnPage: ChangeLogSummary['twiceOnPage'] = null;
  // Records with an id the log's pages brought again, a tie's pages read again aside (repeatedRecordsError).
  let repeated = 0;
  const take = async (page: Page, filterByPosition: boolean, repairing = false) => {
    countAtEnd = Math.max(countAtEnd, page.count);
    if (!repairing) countLowest = Math.min(countLowest, page.count);
    const keep: { record: unknown; index: number }[] = [];
    page.results.forEach((record, index) => {
      const id = idOf(record);
      if (id === null) {
        if (repairing) return;
        // Past the start's count in an oldest-first log: added during the crawl, as one with an id is.
        if (!plan?.newestFirst && filterByPosition && (page.number - 1) * plan!.pageSize + index >= countAtStart) return;
        // A value that is no object is not stored at all, lenient or not: it makes the log short.
        if (record !== null && typeof record === 'object' && !Array.isArray(record)) {
          const known = createHash('sha256').update(JSON.stringify(record)).digest('base64');
          if (idlessSeen.has(known)) return;
          idlessSeen.add(known);
          idless++;
        }
      } else {
        if (plan?.newestFirst ? id > boundaryId && !olderThanStart(record) : filterByPosition && (page.number - 1) * plan!.pageSize + index >= countAtStart) {
          return;
        }
        if (!stored.add(id)) {
          if (!repairing) repeated++;
          // Records come twice on two pages as a newest-first log moves on, never twice on one: that
          // page is wrong, and the log short of the record it stands for. Looked for only until one is found.
          if (twiceOnPage === null && page.results.slice(0, index).some((other) => idOf(other) === id)) twiceOnPage = { id, url: page.url };
          return;
        }
      }
      // The list was asked for with `timestamp_after`; a server without Weblate's filters (before
      // 4.1, or one that shows only the read-API document) sends the older records all the same.
      if (since !== null && Date.parse(timestampOf(record) ?? '') < since) {
        beforeSince++;
        return;
      }
      keep.push({ record, index });
    });
    // Stopped here, not once every page of the plan was asked for: a page 1 counting millions of
    // changes over pages that each serve the same one took as many requests.
    const overAndOver = repeatedRecordsError(listUrl, repeated, stored.size, page.count);
    if (overAndOver !== null) throw overAndOver;
    noteEdges(page.results);
    // Oldest first, as the snapshot stores them: a page's records then lie side by side in the
    // writer's memory in file order, and are written as one piece (spill-buffer.ts).
    if (plan?.newestFirst) keep.reverse();
    await options.onRecords(page, keep);
  };

  const unfollow = followAbort(options.signal, () => reading.abort(options.signal?.reason));
  try {
    for await (const page of readList(client, listUrl, {
      isNewestFirst: (first) => {
        const ids = first.results.map(idOf).filter((id): id is number => id !== null);
        // Records sharing a timestamp come in any order of their ids where the log is ordered by
        // timestamp alone (Weblate 5.x): a first page of one timestamp does not tell the order.
        const firstTime = timestampOf(first.results[0]);
        const lastTime = timestampOf(first.results[first.results.length - 1]);
        if (first.next !== null && ids.length >= 2 && firstTime !== null && lastTime !== null && sameInstant(firstTime, lastTime)) {
          throw new Error(
            `${first.url}: the change log's order cannot be told from its first page: its ${first.results.length} records all share the timestamp ${firstTime}, ` +
              'and a log ordered by time alone (Weblate 5.x) lists those in any order of their ids; a larger --page-size reads past them',
          );
        }
        return isNewestFirstPage(first.results, ids);
      },
      onPlan: (p) => {
        plan = p;
        options.onPlan?.(p);
      },
      // Oldest first, the records that existed at the start hold the planned positions: what
      // follows the plan is growth, which is not stored, so it is not read.
      readTail: () => false,
      // Reading it again would not bring back what was deleted: a gone page fails it (oldest first,
      // a page counting fewer too), and the checks below judge the rest.
      rereadOnShrink: false,
      onFewer: (counts) => {
        fewerThanKnown = Math.max(fewerThanKnown, counts.from - counts.to);
        fell ??= counts;
      },
      // Its records are light: what a gateway gives up on here is counting a huge table, which
      // smaller pages do not make cheaper. The error says first what reads less of the log (error-hints.ts).
      lighterPages: false,
      ...(options.onExtraPage ? { onExtraPage: options.onExtraPage } : {}),
      ...(options.window ? { window: options.window } : {}),
      signal: reading.signal,
      ...(options.slice ? { slice: options.slice } : {}),
      ...(options.served ? { served: options.served } : {}),
    })) {
      if (page.number === 1 && !started) {
        started = true;
        countAtStart = page.count;
        const ids = page.results.map(idOf).filter((id): id is number => id !== null);
        if (plan!.newestFirst && ids.length > 0) boundaryId = Math.max(...ids);
        const newest = timestampOf(page.results[0]);
        if (plan!.newestFirst && newest !== null && !Number.isNaN(micros(newest))) newestAtStart = micros(newest);
        if (plan!.newestFirst && page.next !== null && newest !== null) {
          // Records added later can share the newest's moment: those of it that existed are on page 1.
          const ofNewest = page.results.filter((record) => sameInstant(timestampOf(record) ?? '', newest)).length;
          recordsAtStart = countBefore(newest).then((answer) => ('failure' in answer ? answer : { page: answer.page, count: answer.count === null ? null : answer.count + ofNewest }));
          // Awaited once the log is read; a crawl that fails before then (a stop rejects it) leaves it unhandled otherwise.
          recordsAtStart.catch(() => {});
        }
      }
      // Where the page's records lay at the start: a newest-first log's pages move on as it grows.
      const read = { number: page.number, count: page.count, length: page.results.length };
      const from = plan!.newestFirst ? startPositions(read, countAtStart, plan!.pageSize)[0] : (page.number - 1) * plan!.pageSize;
      edges.add(from, page.results.map(timestampOf));
      await take(page, !plan!.newestFirst);
    }
  } catch (error) {
    // What a stopped page request rejects with may be its own abort (a paced wait cut short): the
    // limit that stopped it is the reason given.
    throw stoppedBy ?? error;
  } finally {
    unfollow();
  }

  // Page 1 counted before records came and read after holds them as well, and takes them for the
  // start's: a record missed elsewhere then leaves the log no shorter than its count, and only the
  // server's count up to page 1's newest tells. It only calls for the repairs below, not for a
  // larger count to meet: a record committed late with an earlier time (clock skew between
  // workers, a long transaction) is counted there too, though its id is past page 1's.
  const answer = await recordsAtStart;
  // Without that count, a page 1 that took in records added after it was counted cannot be told
  // from one that did not: the crawl went on with exit 0 and a change missing (a proxy's 414, or a
  // 504 after the retries). Where every page counted what page 1 did, and none fewer, nothing was
  // added (or deleted) while the log was read, so page 1 could not take anything in, and the
  // count is not needed.
  const move = { grewBy: countAtEnd - countAtStart, deleted: countLowest < countAtStart || fewerThanKnown > 0 };
  if (answer !== null && 'failure' in answer && logMoved(move)) throw uncheckedLogError(answer.failure, answer.url, move);
  const atStart = answer === null || 'failure' in answer ? null : answer;
  // Read, with nothing in it to store: the crawl counts it as a page done.
  if (atStart !== null) await options.onRecords(atStart.page, []);
  const movedOn = atStart !== null && atStart.count !== null && atStart.count > countAtStart;
  if (movedOn && (countLowest < countAtStart || fewerThanKnown > 0)) {
    // The records page 1 added take places in the count, and a deletion can have taken a record
    // before it was read, or moved one past the pages read (change 301 stood in for change 21 with
    // exit 0): the count no longer tells a log read whole from one that missed some. The spans
    // between pages, read again by time, bring back a record moved, but cannot tell whether one
    // deleted had been read.
    throw new Error(shrankMessage(listUrl, `${shrinkCountsText(countAtStart, countLowest, fell).slice(2)}; page 1 held records added after it was counted, ` +
      `${atStart!.count!.toLocaleString('en')} up to its newest where it counted ${countAtStart.toLocaleString('en')}, which can stand in the count for records the deletion took or moved before they were read`));
  }

  let tieRepairs = 0;
  let seamRepairs = 0;
  let tiesUnread = 0;
  const shortTies: ChangeLogSummary['shortTies'] = [];
  // Each moment read again: what the server counted there, and the records without an id read.
  const tiesRead: { time: string; counted: number; idless: number }[] = [];
  if (plan && (stored.size + idless < countAtStart || movedOn)) {
    const ties = edges.atRisk();
    // The ties are read side by side under the crawl's one limit (one after another, a 5.x log
    // with a tie at a sixth of its boundaries took three times as long to crawl), each page taken
    // as it comes, one at a time: held until all were read, a server's pages of ties took the
    // crawl past a gigabyte. A record read twice is stored once, whichever read came first.
    let taking: Promise<unknown> = Promise.resolve();
    /** Takes a page read again, after those before it; resolves with how many records it added. */
    const takeTiePage = (page: Page): Promise<number> => {
      const added = taking.then(async () => {
        const before = stored.size;
        await take({ ...page, number: 1 }, false, true);
        return stored.size - before;
      });
      taking = added;
      return added;
    };
    // At the crawl's own page size, a moment of 15 changes read again 10 a page swapped again
    // between its two pages, every time.
    const asked = Number(new URL(listUrl).searchParams.get('page_size'));
    const tieUrl = withParam(listUrl, 'page_size', String(Math.max(TIE_PAGE_SIZE, Number.isSafeInteger(asked) ? asked : 0)));
    const readTie = async (time: string): Promise<void> => {
      const url = withParam(withParam(tieUrl, 'timestamp_after', time), 'timestamp_before', time);
      const onlyAt = (page: Page) => page.results.every((record) => sameInstant(timestampOf(record) ?? '', time));
      // What the server counts at this moment; the records without a usable id (kept under
      // --lenient) cannot be told apart, and are counted as read.
      let idlessRead = 0;
      let counted = 0;
      for await (const page of readList(client, url, {
        // A server without the filters answers with the whole list: its other pages are not asked for.
        readOn: onlyAt,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.slice ? { slice: options.slice } : {}),
      })) {
        // A server without the filters answers with the whole list: nothing to learn from it.
        if (!onlyAt(page)) {
          tiesUnread++;
          break;
        }
        // No more changes share a moment than the log held.
        if (page.count > countAtStart) {
          throw new Error(`${page.url}: counts ${page.count} changes at ${time}, more than the whole log held (${countAtStart}): the server's count cannot be right`);
        }
        counted = Math.max(counted, page.count);
        idlessRead += page.results.filter((record) => idOf(record) === null).length;
        options.onExtraPage?.();
        // Awaited first: `tieRepairs += await …` would add to the value read before the wait.
        const added = await takeTiePage(page);
        tieRepairs += added;
      }
      if (counted > 0) tiesRead.push({ time, counted, idless: idlessRead });
    };
    await Promise.all([...ties].map(readTie));

    // Still short, newest first, on a server with the filters: what lies between the pages where
    // the reading passed from one to the next (PageEdges.seams), and past the last, a record that
    // moved unseen or that a short page left out, is read again by its time. So too where records
    // were deleted: what was deleted no reading brings back, but the records a deletion moved past
    // the pages read it does, and a log whose deleted records had been read is then whole.
    if (plan.newestFirst && tiesUnread === 0 && (stored.size + idless < countAtStart || movedOn)) {
      // Set by the first span whose answer holds records outside it: a server without the filters,
      // whose other spans would each bring a page of the whole log for nothing.
      let unfiltered = false;
      /** Reads again the records from `older` (or the log's start) to `newer`, both included. */
      const readSeam = async ([older, newer]: [string | null, string]): Promise<void> => {
        const url = withParam(older === null ? tieUrl : withParam(tieUrl, 'timestamp_after', older), 'timestamp_before', newer);
        const within = (page: Page) => page.results.every((record) => {
          const time = micros(timestampOf(record) ?? '');
          return (older === null || time >= micros(older)) && time <= micros(newer);
        });
        for await (const page of readList(client, url, {
          readOn: within,
          ...(options.signal ? { signal: options.signal } : {}),
          ...(options.slice ? { slice: options.slice } : {}),
        })) {
          if (!within(page)) {
            unfiltered = true;
            break;
          }
          options.onExtraPage?.();
          const added = await takeTiePage(page);
          seamRepairs += added;
        }
      };
      const spans: [string | null, string][] = edges.seams()
        .map(([a, b]): [string, string] => (micros(a) <= micros(b) ? [a, b] : [b, a]))
        // A moment read again as a tie just now.
        .filter(([older, newer]) => !(older === newer && ties.includes(older)));
      // And past the page that reaches furthest: the oldest records, which a page moved on left out.
      const end = edges.end();
      if (end !== null) spans.push([null, end]);
      // One first: on a server without the filters the rest are not asked for.
      const [first, ...rest] = spans;
      if (first !== undefined) await readSeam(first);
      if (!unfiltered) await Promise.all(rest.map(readSeam));
    }
    // Moments not held whole by every reading together (the log's pages, the moment's own, the
    // spans between pages): their changes were not all served, whatever the log's count says.
    for (const { time, counted, idless: idlessAt } of tiesRead) {
      const held = (atEdges.get(micros(time))?.size ?? 0) + idlessAt;
      if (held < counted) shortTies.push({ time, count: counted, read: held });
    }
    // Named earliest first, whichever tie's pages came back first.
    shortTies.sort((a, b) => micros(a.time) - micros(b.time));
  }

  return {
    order: plan?.newestFirst ? 'newest-first' : 'oldest-first',
    countAtStart,
    countAtEnd,
    countLowest: Number.isFinite(countLowest) ? countLowest : countAtStart,
    fewerThanKnown,
    stored: stored.size + idless - beforeSince,
    // A log that fit one page says nothing about the server's page size.
    pageSize: plan && plan.pages > 1 ? plan.pageSize : 0,
    tieRepairs,
    seamRepairs,
    tiesUnread,
    beforeSince,
    shortTies,
    twiceOnPage,
  };
}

/** The moments of short ties, as a failure names them: the first three, and how many more. */
export function shortTiesText(ties: ChangeLogSummary['shortTies']): string {
  const named = ties.slice(0, 3).map(({ time, count, read }) =>
    `the ${count.toLocaleString('en')} changes at ${time} (${read.toLocaleString('en')} of them read)`);
  const text = named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} and ${named.at(-1)!}`;
  return ties.length > 3 ? `${text}, and those at ${ties.length - 3} more moments,` : text;
}
