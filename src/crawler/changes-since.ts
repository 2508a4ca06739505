// The change log's time window: `--changes-since`.
//
// A whole-instance change log can be far too long to read every night (Hosted Weblate's ids
// passed 71 million in 2023), so a crawl may read only the changes from a given time on, with
// Weblate's `timestamp_after` filter (inclusive, since Weblate 4.1). A nightly job wants a window
// that moves with it ("the last 800 days"); an archive wants a fixed start ("2024-01-01"). A
// window given in days starts at 00:00 UTC, so its first day is one a reader can name and it lines
// up with the report's daily buckets.

import { parseUtcTime } from '../utc-time.ts';

/** A change-log window as given on the command line: a fixed time, or days back from the crawl's start. */
export type ChangesSince = { at: number } | { daysBack: number };

const DAYS = /^(\d+)d$/;

const USAGE = 'a date (2025-01-01), a time with its zone (2025-01-01T12:00:00Z) or a number of days back (800d)';

/** Parses `--changes-since`: `2025-01-01`, `2025-01-01T12:00:00+01:00` or `800d`; throws naming the flag and the forms. */
export function parseChangesSince(raw: string): ChangesSince {
  const days = DAYS.exec(raw);
  if (days) {
    const daysBack = Number(days[1]);
    if (daysBack < 1) throw new Error(`--changes-since expects at least 1d, got "${raw}"`);
    // Past 2^53 days the count is no longer exact; its date is long before 1970 in any case.
    if (!Number.isSafeInteger(daysBack)) throw new Error(`--changes-since ${raw} reaches back before 1970: leave it out to read the whole change log`);
    return { daysBack };
  }
  return { at: parseUtcTime(raw, '--changes-since', USAGE) };
}

/** The window's start in ms for a crawl started at `startedAt`; throws when it lies after that start. */
export function resolveChangesSince(since: ChangesSince, startedAt: Date): number {
  if ('daysBack' in since) {
    const start = startedAt;
    const at = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() - since.daysBack);
    // No change log reaches back before Unix time, and Weblate refuses a year before 1 as no date.
    if (!(at >= 0)) {
      throw new Error(`--changes-since ${since.daysBack}d reaches back before 1970 (from ${startedAt.toISOString().slice(0, 10)}): leave it out to read the whole change log`);
    }
    return at;
  }
  if (since.at > startedAt.getTime()) {
    throw new Error(`--changes-since ${new Date(since.at).toISOString()} lies after the crawl's start (${startedAt.toISOString()})`);
  }
  return since.at;
}

/** The window's start as Weblate's `timestamp_after` takes it and the manifest stores it: UTC, whole seconds unless given finer. */
export function changesSinceIso(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

/** Pages of a change log from which on a crawl without a window is told about `--changes-since`. */
export const LONG_LOG_PAGES = 1000;

/**
 * The line a crawl of a whole change log prints when the log takes `LONG_LOG_PAGES` requests or
 * more, so that a nightly job's owner learns of the window before the log outgrows the night; null
 * for a shorter log.
 */
export function longLogHint(count: number, pages: number): string | null {
  if (pages < LONG_LOG_PAGES) return null;
  return `the change log holds ${count.toLocaleString('en')} changes, ${pages.toLocaleString('en')} requests: ` +
    '--changes-since reads only the recent ones (800d keeps every chart and window of the site whole)';
}
