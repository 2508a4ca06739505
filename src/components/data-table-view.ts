// What DataTable.astro works out once per table rather than once per cell, and the HTML of its
// cells of numbers. Astro renders each cell written as markup through its generic path (a template,
// an attribute at a time, five or more pieces of output a cell), about 8 µs a cell, and a large
// site has some 3.2 million cells on its component pages alone. A NumberCell's text is made by the
// site from a number (number-cell.ts) and its attributes are the site's own, so a run of them is
// written here as one string, byte for byte what Astro writes for them. A plain cell of text
// whose attributes are all the site's own has its tags written so, its text left to Astro's
// escaping; every other cell, whose attributes may hold a server's text, is Astro's whole.
import { allRowsId, isLongTable, ROWS_SHOWN, showAllLabel } from '../client/table-logic.ts';
import { NumberCell } from './number-cell.ts';
import { idOnPage } from './page-ids.ts';

/** What of a column this needs (DataTable's Column). */
export interface ColumnShape {
  key: string;
  numeric?: boolean;
  nowrap?: boolean | 'codes';
}

/** A table's columns as each of its rows needs them: keys, class attributes (undefined for none), and the start of a data cell's tag. */
export interface ColumnsView {
  keys: string[];
  classes: (string | undefined)[];
  numeric: boolean[];
  /** `<td`, with its class where the column has one. */
  opens: string[];
  /** The classes and opening of a cell of words (wrapsAtSpaces) in each column: without `nowrap` where the column keeps only its codes on one line (`nowrap: 'codes'`). */
  wordClasses: (string | undefined)[];
  wordOpens: string[];
}

const classList = (column: ColumnShape, nowrap: boolean) => [column.numeric ? 'num' : '', nowrap ? 'nowrap' : ''].filter(Boolean).join(' ') || undefined;
const opening = (names: string | undefined) => (names === undefined ? '<td' : `<td class="${names}"`);

/** Each column's key, classes (`num` right-aligned, `nowrap`) and data cell's opening, once per table. */
export function columnsView(columns: readonly ColumnShape[]): ColumnsView {
  const classes = columns.map((column) => classList(column, column.nowrap !== undefined && column.nowrap !== false));
  // A column of `true` keeps every cell on one line: a component's "de (de_DE)" wrapping at its
  // space may then break at a hyphen too ("zh-" / "Hant").
  const wordClasses = columns.map((column) => classList(column, column.nowrap === true));
  return {
    keys: columns.map((column) => column.key),
    classes,
    numeric: columns.map((column) => column.numeric === true),
    opens: classes.map(opening),
    wordClasses,
    wordOpens: wordClasses.map(opening),
  };
}

/**
 * Whether a cell's text is words, which wrap at their spaces in a column that keeps its codes on one
 * line (`nowrap: 'codes'`, for codes such as 'Apache-2.0'): a license spelled out, 120 characters on one line,
 * made a project's table of components 1,556 px wide. A number's no-break space is no space here.
 */
export function wrapsAtSpaces(text: unknown): boolean {
  return typeof text === 'string' && text.includes(' ');
}

/**
 * A NumberCell as a data cell, as DataTable writes any cell: its sort key in data-sort unless a
 * numeric column's text is that key already (the script sorts by the text then), and an empty
 * `data-sort` (Astro writes an empty attribute bare) for no key, which sorts last.
 */
export function numberCellHtml(cell: NumberCell, open: string, numeric: boolean): string {
  const { sort, text } = cell;
  const key = sort === null ? ' data-sort' : numeric && String(sort) === text ? '' : ` data-sort="${sort}"`;
  return `${open}${key}>${text}</td>`;
}

/** What of a cell that is not a NumberCell this reads (DataTable's CellValue). */
export interface TextCellShape {
  text: string;
  sort?: number | string | null;
  href?: string;
  lang?: string;
  dir?: string;
  extra?: unknown;
  spoken?: string;
}

// The directions a cell may be written in; anything else is left to Astro.
const DIRECTIONS = new Set(['ltr', 'rtl', 'auto']);

/**
 * The opening tag of a data cell of text alone (no link, line under it, spoken words or language)
 * whose attributes are all the site's own: its classes, a sort key that is a number or none, a
 * direction of the three there are. Null for any other cell, which Astro writes. The text itself
 * is not here: Astro escapes it (rowSegments).
 */
export function plainCellOpening(cell: TextCellShape, open: string, numeric: boolean): string | null {
  const { sort, dir } = cell;
  if (typeof cell.text !== 'string' || cell.href !== undefined || cell.extra !== undefined || cell.spoken !== undefined || cell.lang !== undefined) return null;
  if ((sort !== undefined && sort !== null && typeof sort !== 'number') || (dir !== undefined && !DIRECTIONS.has(dir))) return null;
  // As DataTable writes a cell's key: none where it has none, or where a numeric column's text is it.
  const key = sort === null ? ' data-sort' : sort === undefined || (numeric && String(sort) === cell.text) ? '' : ` data-sort="${sort}"`;
  return `${open}${key}${dir === undefined ? '' : ` dir="${dir}"`}>`;
}

/**
 * One row's cells in order, for DataTable: strings of HTML holding no server text (runs of
 * NumberCells, and the tags around a plain cell's text), a plain cell itself for Astro to write
 * its text escaped, and, for every other cell, its column's index, which DataTable renders
 * through Astro whole. The first column (the row's header, a `th`) is always an index.
 */
export function rowSegments(row: Readonly<Record<string, unknown>>, view: ColumnsView): (string | number | TextCellShape)[] {
  if (view.keys.length === 0) return [];
  const segments: (string | number | TextCellShape)[] = [0];
  let run = '';
  for (let i = 1; i < view.keys.length; i++) {
    const cell = row[view.keys[i]!];
    if (cell instanceof NumberCell) {
      run += numberCellHtml(cell, view.opens[i]!, view.numeric[i]!);
      continue;
    }
    const open = typeof cell === 'object' && cell !== null ? plainCellOpening(cell as TextCellShape, wrapsAtSpaces((cell as TextCellShape).text) ? view.wordOpens[i]! : view.opens[i]!, view.numeric[i]!) : null;
    if (open !== null) {
      segments.push(run + open, cell as TextCellShape);
      run = '</td>';
      continue;
    }
    if (run !== '') {
      segments.push(run);
      run = '';
    }
    segments.push(i);
  }
  if (run !== '') segments.push(run);
  return segments;
}

/** The rows a long table holds back from the first paint: those from `from` on (Infinity where it holds none back), the id of the first, which the link under the table names (unique on the page), and the link's words. */
export interface HeldRows {
  from: number;
  id: string | undefined;
  label: string;
}

/** Which of a table's `rowCount` rows are held back (table-logic.ts), once per table; `page` is Astro.request, whose ids are unique on it. */
export function heldRows(page: object, caption: string, rowCount: number): HeldRows {
  return isLongTable(rowCount)
    ? { from: ROWS_SHOWN, id: idOnPage(page, allRowsId(caption)), label: showAllLabel(rowCount) }
    : { from: Infinity, id: undefined, label: '' };
}
