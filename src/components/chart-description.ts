// What a chart's drawing is called for screen readers. The figure is named by its caption (the
// chart's title), and its data table under "Data table" has the title as its caption again, for
// readers who reach it by jumping between tables; named with the title as well, the drawing made
// a reader hear the same sentence a third time and learn nothing of what was drawn.
import type { ChartData } from '../client/chart-data.ts';
import { andList, formatCount } from './format.ts';

// Series named before the rest are only counted: a stacked chart of every action has a dozen. One
// more is named rather than counted as "1 more", which takes as many words.
const NAMED_SERIES = 3;

/** The drawing's accessible name: its kind, its series and its span, and where its figures are. */
export function describeChart(data: ChartData): string {
  const kind = data.type === 'line' ? 'Line chart' : data.stacked && data.datasets.length > 1 ? 'Stacked bar chart' : 'Bar chart';
  const names = data.datasets.map((series) => series.label);
  // A chart by action (stacked) with one action names it: nothing else said which it was.
  const series = names.length <= 1
    ? (data.stacked === true && names[0] !== undefined ? ` of ${names[0]}` : '')
    : ` of ${formatCount(names.length, 'series', 'series')}, ${andList(names.length <= NAMED_SERIES + 1 ? names : [...names.slice(0, NAMED_SERIES), `${names.length - NAMED_SERIES} more`])}`;
  // A label may hold a line break (a second line under the axis).
  const label = (text: string) => text.replace(/\s+/g, ' ').trim();
  const first = data.labels[0];
  const last = data.labels.at(-1);
  const span = first === undefined || last === undefined ? '' : first === last ? `, for ${label(first)}` : `, from ${label(first)} to ${label(last)}`;
  return `${kind}${series}${span}; its figures are in the data table under it`;
}
