// A component × language matrix as its table lays it out: each row's cells in the columns'
// order, and what the line above the table says of them.
import { instanceHref } from '../components/safe-href.ts';
import type { Cell } from './types.ts';

/** A matrix's cells per row, aligned to its columns (undefined where a row is not translated into that language), and what they hold. */
export interface MatrixLayout {
  cells: (Cell | undefined)[][];
  /** Some row has a language it is not translated into: a blank cell. */
  blanks: boolean;
  /** Some cell links to its translation on the instance. */
  linked: boolean;
}

/** Lays out rows of cells (at most one per language) under the columns `languages`. */
export function matrixLayout(languages: readonly { code: string }[], rows: readonly { cells: readonly Cell[] }[]): MatrixLayout {
  let blanks = false;
  let linked = false;
  const cells = rows.map((row) => {
    // A row with fewer cells than columns has a language it is not translated into.
    if (row.cells.length < languages.length) blanks = true;
    const byLanguage = new Map<string, Cell>();
    for (const cell of row.cells) {
      byLanguage.set(cell.languageCode, cell);
      if (!linked && (instanceHref(cell.webUrl) ?? instanceHref(cell.translateUrl)) !== null) linked = true;
    }
    return languages.map(({ code }) => byLanguage.get(code));
  });
  return { cells, blanks, linked };
}
