// The windows contributions are counted over, back from the snapshot's time. Windows are whole
// calendar months on whole UTC days: "12m" starts at 00:00 UTC of the same day of the month twelve
// months earlier (clamped to that month's last day: 31 March − 1 month is 28 or 29 February), so a
// window's first day is a day a reader can name, and matches the daily buckets of the heatmap.
import { utcMs } from '../utc-time.ts';
import { WINDOWS, type Report, type WindowName } from './types.ts';

/** How many calendar months each window reaches back (null: all time). */
export const WINDOW_MONTHS: Readonly<Record<WindowName, number | null>> = { all: null, '12m': 12, '6m': 6, '3m': 3, '1m': 1 };

/** 00:00 UTC of the same day of the month `months` calendar months before `nowMs`, clamped to the month's end. */
export function monthsBack(nowMs: number, months: number): number {
  const now = new Date(nowMs);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  // Day 0 of the next month is the last day of this one; negative months carry into years.
  const lastDay = new Date(utcMs(year, month + 1, 0)).getUTCDate();
  return utcMs(year, month, Math.min(now.getUTCDate(), lastDay));
}

/** Start (ms) of each window in WINDOWS order; 'all' starts at -Infinity. */
export function windowStarts(nowMs: number): number[] {
  return WINDOWS.map((name) => {
    const months = WINDOW_MONTHS[name];
    return months === null ? Number.NEGATIVE_INFINITY : monthsBack(nowMs, months);
  });
}

/**
 * How many windows (in WINDOWS order, widest first) a time falls in: 1 = all time only, 5 = every
 * window. The windows are nested, so a change counts in windows 0 … depth − 1. Times after now
 * (clock skew) count in every window.
 */
export function windowDepth(ms: number, starts: readonly number[]): number {
  let depth = 0;
  for (const start of starts) {
    if (ms < start) break;
    depth += 1;
  }
  return depth;
}

/** A record with a zero for every window. */
export function zeroWindows(): Record<WindowName, number> {
  return { all: 0, '12m': 0, '6m': 0, '3m': 0, '1m': 0 };
}

/** The per-window counts (WINDOWS order) as a Record keyed by window name. */
export function windowRecord(counts: readonly number[]): Record<WindowName, number> {
  const out = zeroWindows();
  WINDOWS.forEach((name, index) => {
    out[name] = counts[index] ?? 0;
  });
  return out;
}

const WINDOW_NAMES: Readonly<Record<WindowName, string>> = {
  all: 'All time', '12m': 'Last 12 months', '6m': 'Last 6 months', '3m': 'Last 3 months', '1m': 'Last month',
};

/** A time as the window labels show it: the day alone at 00:00 UTC (as `--changes-since 800d` gives), else day and minute. */
export function sinceText(iso: string): string {
  const at = new Date(iso).toISOString();
  return at.slice(11, 23) === '00:00:00.000' ? at.slice(0, 10) : `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;
}

/**
 * The heading of a window, with the day it starts on: "Last month (since 2026-10-29)", which
 * without its day read as the calendar month before. Where the change log was read only from
 * `changesSince` on, "all time" starts there, and a window reaching back further holds only what
 * was read: its label says so.
 */
export function windowLabel(window: WindowName, nowMs: number, changesSince: string | null): string {
  const months = WINDOW_MONTHS[window];
  if (months === null) return changesSince === null ? WINDOW_NAMES[window] : `Since ${sinceText(changesSince)}`;
  const start = monthsBack(nowMs, months);
  if (changesSince !== null && start < Date.parse(changesSince)) return `${WINDOW_NAMES[window]} (only from ${sinceText(changesSince)})`;
  return `${WINDOW_NAMES[window]} (since ${sinceText(new Date(start).toISOString())})`;
}

/**
 * A window's label inside a sentence ("Top contributors, since 2026-03-15 10:00 UTC"): the
 * heading windowLabel gives, its first letter lower-cased and nothing else (lower-cased whole, a
 * time's UTC read "utc").
 */
export function windowPhrase(window: WindowName, nowMs: number, changesSince: string | null): string {
  const label = windowLabel(window, nowMs, changesSince);
  return `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/** The heading of each contributor window, as windowLabel gives it for this snapshot. */
export function windowLabels(report: Report): Record<WindowName, string> {
  const nowMs = Date.parse(report.now);
  return Object.fromEntries(WINDOWS.map((window) => [window, windowLabel(window, nowMs, report.snapshot.changesSince)])) as Record<WindowName, string>;
}

/** Each contributor window as words inside a sentence, as windowPhrase gives it for this snapshot. */
export function windowPhrases(report: Report): Record<WindowName, string> {
  const nowMs = Date.parse(report.now);
  return Object.fromEntries(WINDOWS.map((window) => [window, windowPhrase(window, nowMs, report.snapshot.changesSince)])) as Record<WindowName, string>;
}
