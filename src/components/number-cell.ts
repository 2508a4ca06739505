// A table cell of a number the site formats itself (a count, a percentage, a rank). Its text is
// made here from the number alone, so it holds nothing of a server's text: DataTable writes a run
// of such cells as one string of HTML (data-table-view.ts) rather than through Astro's rendering of
// each cell, which was most of what a large site's component pages cost to render.
import { formatNumber, formatPercent } from './format.ts';

/** How a NumberCell's number reads: 12,345; 97.5 %; 3 (as String gives it, ungrouped). */
export type NumberFormat = 'count' | 'percent' | 'plain';

/** A cell of a number formatted by the site: its text, and the number it sorts by (null: none, sorted last). */
export class NumberCell {
  readonly text: string;
  readonly sort: number | null;

  /** The cell of `value` (an em dash for null) as `format` writes it, sorted by `sort` (the value unless given). */
  constructor(value: number | null, format: NumberFormat, sort: number | null = value) {
    // Types are erased at run time, and this text is written as HTML: anything but a number stops here.
    if ((value !== null && typeof value !== 'number') || (sort !== null && typeof sort !== 'number')) throw new TypeError(`a NumberCell of something not a number: ${typeof value}, ${typeof sort}`);
    this.text = value === null ? formatPercent(null) : format === 'count' ? formatNumber(value) : format === 'percent' ? formatPercent(value) : String(value);
    this.sort = sort;
  }
}

/** A count as a cell: 12,345, sorted by the count. */
export function countCell(value: number): NumberCell {
  return new NumberCell(value, 'count');
}

/** A percentage as a cell: 97.5 %, sorted by it; an em dash for none, sorted last. */
export function percentCell(value: number | null): NumberCell {
  return new NumberCell(value, 'percent');
}

/** A rank as a cell: as it reads (`3` for each of a shared third place, ungrouped), sorted by the row's place in the list. */
export function rankCell(rank: number, place: number): NumberCell {
  return new NumberCell(rank, 'plain', place);
}
