// The change log's time window: `--changes-since`.
//
// A whole-instance change log can be far too long to read every night (Hosted Weblate's ids
// passed 71 million in 2023), so a crawl may read only the changes from a given time on, with
// Weblate's `timestamp_after` filter (inclusive, since Weblate 4.1). A nightly job wants a window
// that moves with it ("the last 800 days"); an archive wants a fixed start ("2024-01-01"). A
// window given in days starts at 00:00 UTC, so its first day is one a reader can name and it lines
// up with the report's daily buckets.

/** A change-log window as given on the command line: a fixed time, or days back from the crawl's start. */
export type ChangesSince = { at: number } | { daysBack: number };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// ISO 8601 date and time with seconds (and a fraction) optional, and a zone required: a time
// without one would mean whatever zone the machine running the crawl is in.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;
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
  // Date.UTC reads years 0 to 99 as 1900 to 1999; no change log reaches back before Unix time anyway.
  const year = /^(\d{4})-/.exec(raw)?.[1];
  if (year !== undefined && Number(year) < 1970) throw new Error(`--changes-since expects a time from 1970 on, got "${raw}"`);
  const date = DATE.exec(raw);
  if (date) {
    if (!isDay(date[1]!, date[2]!, date[3]!)) throw new Error(`--changes-since: no such date "${raw}"`);
    return { at: Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])) };
  }
  const time = DATE_TIME.exec(raw);
  if (time) {
    const [, year, month, day, hours, minutes, seconds = '0', zoneHours = '0', zoneMinutes = '0'] = time;
    // Date.parse rolls 2025-02-30T12:00:00Z over into March, and refuses 24:00 only sometimes.
    if (!isDay(year!, month!, day!)) throw new Error(`--changes-since: no such date "${raw}"`);
    if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59 || Number(zoneHours) > 23 || Number(zoneMinutes) > 59) {
      throw new Error(`--changes-since: no such time "${raw}"`);
    }
    const at = Date.parse(raw);
    if (!Number.isNaN(at)) return { at };
  }
  throw new Error(`--changes-since expects ${USAGE}, got "${raw}"`);
}

/** Whether year, month and day (as written) name a day that exists: Date.UTC would roll 2025-02-30 over into March. */
function isDay(year: string, month: string, day: string): boolean {
  const m = Number(month);
  const d = Number(day);
  return m >= 1 && m <= 12 && d >= 1 && new Date(Date.UTC(Number(year), m - 1, d)).getUTCDate() === d;
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
 * more, so that a nightly job's owner learns of the window before the log outgrows the night.
 */
export function longLogHint(count: number, pages: number): string | null {
  if (pages < LONG_LOG_PAGES) return null;
  return `the change log holds ${count.toLocaleString('en')} changes, ${pages.toLocaleString('en')} requests: ` +
    '--changes-since reads only the recent ones (800d keeps every chart and window of the site whole)';
}
