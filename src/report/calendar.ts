// UTC calendar arithmetic on whole days: history buckets, windows and the heatmap all count in
// days since 1970-01-01, so a change's time is turned into a number once and never re-parsed.
import { utcMs } from '../utc-time.ts';
import { monthsBack } from './windows.ts';

/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;

/** The UTC day of a time: whole days since 1970-01-01. */
export function dayNumber(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/**
 * 00:00 UTC of the first of the last `days` UTC days, the day of `nowMs` the last of them: where
 * "no activity in 90 days" begins. In whole days, as the windows and the daily series count: cut at
 * the snapshot's hour, of two languages last changed on one day one was listed and the other not,
 * by the hour the nightly crawl started.
 */
export function recentStart(nowMs: number, days: number): number {
  return (dayNumber(nowMs) - days + 1) * DAY_MS;
}

/** YYYY-MM-DD of a day number. */
export function dayKey(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The day number of the Monday that starts a day's week. */
export function weekStart(day: number): number {
  // 1970-01-01 (day 0) was a Thursday: (day + 3) mod 7 is 0 on Mondays.
  return day - ((((day + 3) % 7) + 7) % 7);
}

/**
 * The first day of a contributor's calendar: the Monday of the week the last-12-months window
 * begins in (the same day a year before the snapshot's), so that it shows that window whole, in
 * Monday-first weeks (364 days back missed that day on a Monday snapshot). Its daily counts start
 * on that day too.
 */
export function calendarFirstDay(nowMs: number): number {
  return weekStart(dayNumber(monthsBack(nowMs, 12)));
}

/** Months since year 0 of a day: year × 12 + month (0-based). */
export function monthNumber(day: number): number {
  const date = new Date(day * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** YYYY-MM of a month number. */
export function monthKey(month: number): string {
  const year = Math.floor(month / 12);
  return `${String(year).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}`;
}

/** The day number of the first day of a month number. */
export function monthStartDay(month: number): number {
  return dayNumber(utcMs(Math.floor(month / 12), month % 12, 1));
}

/** An ISO 8601 UTC string of a time in ms (millisecond precision, trailing Z). */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
