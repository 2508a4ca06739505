// A time given on a command line (`--changes-since`, the sample's `--anchor`): a date, taken as
// 00:00 UTC, or a date and time with its zone. Date.parse alone reads a time without a zone in
// the zone of the machine it runs on (the sample served another change log in Kolkata than in
// UTC), reads '1' as 2001, rolls 2025-02-30 over into March and takes 24:00 only sometimes.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// ISO 8601 date and time with seconds (and a fraction) optional, and a zone required.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** The forms parseUtcTime takes, as its errors name them. */
export const UTC_TIME_FORMS = 'a date (2025-01-01) or a time with its zone (2025-01-01T12:00:00Z)';

/**
 * `raw` in ms since the epoch: a date (00:00 UTC) or a date and time with Z or an offset, from 1970
 * on; throws naming `flag` and what was wrong, or, for another form, `usage` (the forms it takes).
 */
export function parseUtcTime(raw: string, flag: string, usage = UTC_TIME_FORMS): number {
  // Date.UTC reads years 0 to 99 as 1900 to 1999; no change log reaches back before Unix time anyway.
  const year = /^(\d{4})-/.exec(raw)?.[1];
  if (year !== undefined && Number(year) < 1970) throw new Error(`${flag} expects a time from 1970 on, got "${raw}"`);
  const date = DATE.exec(raw);
  if (date) {
    if (!isDay(date[1]!, date[2]!, date[3]!)) throw new Error(`${flag}: no such date "${raw}"`);
    return Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]));
  }
  const time = DATE_TIME.exec(raw);
  if (time) {
    const [, year, month, day, hours, minutes, seconds = '0', zoneHours = '0', zoneMinutes = '0'] = time;
    if (!isDay(year!, month!, day!)) throw new Error(`${flag}: no such date "${raw}"`);
    if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59 || Number(zoneHours) > 23 || Number(zoneMinutes) > 59) {
      throw new Error(`${flag}: no such time "${raw}"`);
    }
    const at = Date.parse(raw);
    // The year as written is 1970, the time in UTC the year before: 1970-01-01T00:00:00+01:00 was
    // taken, and a crawl stored changesSince 1969-12-31T23:00:00Z, where 1969-12-31T23:00:00Z was refused.
    if (at < 0) throw new Error(`${flag} expects a time from 1970 on, got "${raw}"`);
    if (!Number.isNaN(at)) return at;
  }
  throw new Error(`${flag} expects ${usage}, got "${raw}"`);
}

/**
 * Date.UTC for every year: 00:00 UTC (or the time given) of a day, months and days past their
 * ends rolling over as Date.UTC's do, where Date.UTC reads the years 0 to 99 as 1900 to 1999 (a
 * change stamped in the year 50 had no day of its own in the report's history).
 */
export function utcMs(year: number, month: number, day = 1, hours = 0, minutes = 0, seconds = 0, ms = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date.setUTCHours(hours, minutes, seconds, ms);
}

/** Whether year, month and day (as written) name a day that exists: Date.UTC would roll 2025-02-30 over into March. */
export function isDay(year: string, month: string, day: string): boolean {
  const m = Number(month);
  const d = Number(day);
  return m >= 1 && m <= 12 && d >= 1 && new Date(utcMs(Number(year), m - 1, d)).getUTCDate() === d;
}
