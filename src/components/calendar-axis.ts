// The calendar heatmap's geometry, and its month and weekday names as SVG text. The names are the
// same on every contributor page of a build (one snapshot day), so their markup is made once
// and written as it is: nothing from a server goes into it, only the fixed names and numbers.
import type { MonthLabel } from '../report/views.ts';

/** Squares of `size` px, `step` px apart, drawn from (`left`, `top`) to leave room for the names. */
export const CALENDAR_GEOMETRY = { size: 11, step: 13, left: 28, top: 15 } as const;

// Every other weekday is named, as the rows are too close for all seven.
const WEEKDAYS: readonly (readonly [number, string])[] = [[0, 'Mon'], [2, 'Wed'], [4, 'Fri']];

const made = new WeakMap<readonly MonthLabel[], string>();

/** SVG text naming the months above their first week's column and Mon, Wed and Fri beside their rows. */
export function calendarAxis(months: readonly MonthLabel[]): string {
  const cached = made.get(months);
  if (cached !== undefined) return cached;
  const { step, left, top } = CALENDAR_GEOMETRY;
  let markup = '';
  for (const { week, label } of months) markup += `<text x="${left + week * step}" y="${top - 4}">${escapeText(label)}</text>`;
  for (const [row, label] of WEEKDAYS) markup += `<text x="0" y="${top + row * step + step - 3}">${label}</text>`;
  made.set(months, markup);
  return markup;
}

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}
