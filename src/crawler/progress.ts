// Progress of a crawl: per list, pages done of pages known, records, pages a second, ETA and
// retries: a block of live lines for a terminal, one plain line for a log (progress-display.ts
// draws them). `quiet` keeps only warnings, errors and the final summary.
import { duration, type ProgressView } from '../progress-display.ts';
import { API_LISTS } from '../weblate/urls.ts';

/** The lists a crawl reads. */
export const LIST_NAMES = API_LISTS;
/** One of the lists a crawl reads. */
export type ListName = (typeof LIST_NAMES)[number];

/** Counters of one list (for components and translations: of all their per-parent lists). */
export interface ListProgress {
  pagesDone: number;
  pagesKnown: number;
  /** Lists discovered whose first page is not read yet (each needs at least one request). */
  listsPending: number;
  records: number;
  /** Requests of this list repeated after a failure: retries, which spend --retries. */
  retries: number;
  /** Requests of this list refused and asked again without spending a retry (429s, 503s held with others). */
  refusalWaits: number;
  /** When the list's reading began (ms), null before. */
  startedAt: number | null;
}

/** Everything the progress display shows. */
export interface ProgressState {
  startedAt: number;
  lists: Record<ListName, ListProgress>;
  requests: number;
  retries: number;
  refusalWaits: number;
  /** When a long wait the crawl is in (a 429's, a 503's, pacing) ends (ms), else null: the ETA does not know of it. */
  waitingUntil: number | null;
  /** The least time between two requests' starts the crawl keeps after refusals (ms; 0: none): no ETA is shorter than the requests left at that spacing. */
  spacingMs: number;
}

/** A fresh progress state. */
export function emptyProgress(startedAt: number): ProgressState {
  const lists = Object.fromEntries(
    LIST_NAMES.map((name) => [name, { pagesDone: 0, pagesKnown: 0, listsPending: 0, records: 0, retries: 0, refusalWaits: 0, startedAt: null }]),
  ) as Record<ListName, ListProgress>;
  return { startedAt, lists, requests: 0, retries: 0, refusalWaits: 0, waitingUntil: null, spacingMs: 0 };
}

/** Requests the crawl still needs at least, from what is known so far. */
export function requestsStillNeeded(state: ProgressState): number {
  return LIST_NAMES.reduce((sum, name) => {
    const list = state.lists[name];
    return sum + Math.max(0, list.pagesKnown - list.pagesDone) + list.listsPending;
  }, 0);
}

/** Pages read and consumed so far, over all lists. */
export function pagesDone(state: ProgressState): number {
  return LIST_NAMES.reduce((sum, name) => sum + state.lists[name].pagesDone, 0);
}

const number = (n: number) => n.toLocaleString('en');

// Refusals waited out apart, and only where there were some: --retries counts the retries alone.
const retriesText = (n: number, waits = 0) =>
  `${number(n)} ${n === 1 ? 'retry' : 'retries'}${waits === 0 ? '' : `, ${number(waits)} ${waits === 1 ? 'refusal' : 'refusals'} waited out`}`;

/**
 * Requests a page has taken so far, its retries included (1 where none was repeated): each page
 * left is counted as many. Infinity (not known) where no page is read yet and some were repeated.
 */
export function requestsPerPage(pagesDone: number, retries: number): number {
  if (pagesDone > 0) return (pagesDone + retries) / pagesDone;
  // Refusals before any page is read say nothing of how many a page takes: counted against every
  // page left, behind a server refusing everything, the ETA grew from 0:34 to 2:43 until the crawl
  // failed.
  return retries === 0 ? 1 : Infinity;
}

/**
 * Seconds the `pagesLeft` take, each `perPage` requests (requestsPerPage): at `requestsPerSecond`,
 * the pace so far (Infinity where it is 0), and no less than those requests take at `spacingMs`,
 * the spacing the crawl keeps after refusals.
 */
export function etaSeconds(pagesLeft: number, perPage: number, requestsPerSecond: number, spacingMs: number): number {
  const requests = pagesLeft * perPage;
  // Behind a server refusing each address once, every page took a refusal and its retry, and the
  // ETA, counting one request a page, was a third to a half of the time left.
  return Math.max(requestsPerSecond > 0 ? requests / requestsPerSecond : Infinity, (requests * spacingMs) / 1000);
}

/**
 * "ETA 1:19" from the seconds left (etaSeconds); "waiting 1:59:30" instead during a long wait,
 * which no pace foretells.
 */
function etaText(state: ProgressState, now: number, seconds: number): string {
  if (state.waitingUntil !== null && state.waitingUntil > now) return `waiting ${duration((state.waitingUntil - now) / 1000)}`;
  return `ETA ${duration(seconds)}`;
}

/** Seconds the crawl still takes: its requests left at its pace so far (etaSeconds), Infinity where that is not known. */
export function crawlEtaSeconds(state: ProgressState, now: number): number {
  const elapsed = Math.max(0.001, (now - state.startedAt) / 1000);
  return etaSeconds(requestsStillNeeded(state), requestsPerPage(pagesDone(state), state.retries + state.refusalWaits), state.requests / elapsed, state.spacingMs);
}

/**
 * Seconds a list's pages left take: at its own pace (its pages read since it began; Infinity where
 * that is not known), and no more than the crawl's (crawlEtaSeconds), as every request waits on
 * the crawl's one concurrency limit and a list left alone gets it whole. Early in a crawl, the
 * list's own pace, shared with the others, said ETA 2:18 on a change log's line above a totals
 * line that said 0:37.
 */
export function listEtaSeconds(state: ProgressState, list: ListProgress, now: number): number {
  const since = Math.max(0.001, (now - (list.startedAt ?? state.startedAt)) / 1000);
  const pace = list.pagesDone / since;
  const perPage = requestsPerPage(list.pagesDone, list.retries + list.refusalWaits);
  const own = etaSeconds(list.pagesKnown + list.listsPending - list.pagesDone, perPage, pace * perPage, state.spacingMs);
  // Not known at its own pace (no page of it read yet): not said, though the crawl's is.
  return Number.isFinite(own) ? Math.min(own, crawlEtaSeconds(state, now)) : own;
}

/** The live lines: one per list that has started (its pages, records, rate, ETA and retries), then a totals line. */
export function formatProgressLines(state: ProgressState, now: number): string[] {
  const elapsed = Math.max(0.001, (now - state.startedAt) / 1000);
  const rate = state.requests / elapsed;
  const lines: string[] = [];
  for (const name of LIST_NAMES) {
    const list = state.lists[name];
    if (list.pagesKnown === 0 && list.listsPending === 0) continue;
    const known = list.pagesKnown + list.listsPending;
    const finished = list.pagesDone >= known;
    const head = `  ${name.padEnd(12)} ${(finished ? 'done' : `${number(list.pagesDone)}/${number(known)} pages`).padEnd(18)} ${number(list.records).padStart(10)} records`;
    if (finished) {
      lines.push(list.retries > 0 || list.refusalWaits > 0 ? `${head}, ${retriesText(list.retries, list.refusalWaits)}` : head);
      continue;
    }
    // The list's own pace: its pages read since it began.
    const since = Math.max(0.001, (now - (list.startedAt ?? state.startedAt)) / 1000);
    const pace = list.pagesDone / since;
    const eta = etaText(state, now, listEtaSeconds(state, list, now));
    // Pages, not requests: a page refused and asked again is one page read.
    lines.push(`${head}, ${pace.toFixed(1)} pages/s, ${eta}, ${retriesText(list.retries, list.refusalWaits)}`);
  }
  lines.push(
    `  ${number(state.requests)} requests, ${rate.toFixed(1)} req/s, ` +
      `${etaText(state, now, crawlEtaSeconds(state, now))}, ${retriesText(state.retries, state.refusalWaits)}`,
  );
  return lines;
}

/** One plain line for logs that are not a terminal. */
export function formatProgressLine(state: ProgressState, now: number): string {
  const pages = pagesDone(state);
  const known = pages + requestsStillNeeded(state);
  const records = LIST_NAMES.reduce((sum, name) => sum + state.lists[name].records, 0);
  const elapsed = Math.max(0.001, (now - state.startedAt) / 1000);
  const rate = state.requests / elapsed;
  return (
    `crawl: ${number(pages)}/${number(known)} pages, ${number(records)} records, ${rate.toFixed(1)} req/s, ` +
    `${etaText(state, now, crawlEtaSeconds(state, now))}, ${retriesText(state.retries, state.refusalWaits)}`
  );
}

/** The crawl's progress as a display shows it (progress-display.ts). */
export function crawlProgressView(state: ProgressState): ProgressView {
  return { lines: (now) => formatProgressLines(state, now), line: (now) => formatProgressLine(state, now) };
}
