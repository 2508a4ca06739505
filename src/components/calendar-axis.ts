// The calendar heatmap's geometry, and its month and weekday names as SVG text. The names are the
// same on every contributor page of a build (one snapshot day), so their markup is made once
// and written as it is: nothing from a server goes into it, only the fixed names and numbers.
import type { MonthLabel } from '../report/calendar-view.ts';
import { escapeHtml } from './escape-html.ts';

/** Squares of `size` px, `step` px apart, `top` px below the month names; the weekday names are `left` px wide. */
export const CALENDAR_GEOMETRY = { size: 11, step: 13, left: 28, top: 15 } as const;

/**
 * A length of the calendar's drawing, given in px at the default text size of 16 px, in rem: the
 * drawing is sized so, its names (10 px there) and squares alike, so that it grows with the
 * reader's text size (in px, its names stayed 10 px under 32 px captions).
 */
export function rem(px: number): string {
  return `${px / 16}rem`;
}

// Every other weekday is named, as the rows are too close for all seven.
const WEEKDAYS: readonly (readonly [number, string])[] = [[0, 'Mon'], [2, 'Wed'], [4, 'Fri']];

const made = new WeakMap<readonly MonthLabel[], string>();

/** SVG text naming the months above their first week's column (x from the first week's left edge). */
export function calendarMonths(months: readonly MonthLabel[]): string {
  const cached = made.get(months);
  if (cached !== undefined) return cached;
  const { step, top } = CALENDAR_GEOMETRY;
  let markup = '';
  for (const { week, label } of months) markup += `<text x="${week * step}" y="${top - 4}">${escapeHtml(label)}</text>`;
  made.set(months, markup);
  return markup;
}

/**
 * SVG text naming Mon, Wed and Fri beside their rows: drawn apart from the weeks, so that they stay
 * in view where the weeks scroll sideways (on a phone).
 */
export const CALENDAR_WEEKDAYS = WEEKDAYS.map(([row, label]) => {
  const { step, top } = CALENDAR_GEOMETRY;
  return `<text x="0" y="${top + row * step + step - 3}">${label}</text>`;
}).join('');

/** A rectangle of whole day squares: column and row of its top left, and its size, in squares. */
export interface GridRect {
  week: number;
  weekday: number;
  weeks: number;
  days: number;
}

/**
 * The days the calendar draws as squares (empty ones; active days go on top), as few rectangles:
 * every day of `weeks` columns, the last one `lastWeekDays` long, but the first `unreadDays` (from
 * before the change log was read), which stay blank so as not to read as days without activity.
 */
export function gridRects(weeks: number, lastWeekDays: number, unreadDays = 0): GridRect[] {
  const rects: GridRect[] = [];
  const total = (weeks - 1) * 7 + lastWeekDays;
  const from = Math.max(0, unreadDays);
  if (from >= total) return rects;
  const firstWeek = Math.floor(from / 7);
  const weekday = from % 7;
  let week = firstWeek;
  // The column the unread days end in, from the first read day down.
  if (weekday > 0 && week < weeks - 1) {
    rects.push({ week, weekday, weeks: 1, days: 7 - weekday });
    week += 1;
  }
  if (week < weeks - 1) rects.push({ week, weekday: 0, weeks: weeks - 1 - week, days: 7 });
  // The last column, which ends on the snapshot's day.
  const lastFrom = firstWeek === weeks - 1 ? weekday : 0;
  if (lastWeekDays > lastFrom) rects.push({ week: weeks - 1, weekday: lastFrom, weeks: 1, days: lastWeekDays - lastFrom });
  return rects;
}
