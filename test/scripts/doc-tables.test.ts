// Rows are copied between the docs' tables by hand (a run's figures into "Runs before"): a row
// pasted under the wrong table's header renders as a broken table on GitHub and no test saw it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The cells of a Markdown table row, a `|` escaped as `\|` kept in its cell. As GitHub splits a row
 * (GFM): before code spans are read, so a `|` in one must be escaped too ('`|`' ended its cell, and a
 * row of benchmarks.md quoting it had a cell more than its header, its last one not shown).
 */
function cells(row: string): string[] {
  const found: string[] = [];
  let cell = '';
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i];
    if (char === '\\' && inner[i + 1] === '|') { cell += '|'; i++; continue; }
    if (char === '|') { found.push(cell.trim()); cell = ''; continue; }
    cell += char;
  }
  found.push(cell.trim());
  return found;
}

/** Each table of a Markdown text: its header's line number and cell count, and the rows whose count differs. */
function tablesOf(markdown: string): { line: number; columns: number; wrong: { line: number; cells: number }[] }[] {
  const lines = markdown.split('\n');
  const tables = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i]!.startsWith('|') || !/^\|[\s:|-]+\|$/.test(lines[i + 1]!.trim())) continue;
    const columns = cells(lines[i]!).length;
    const wrong = [];
    let j = i + 2;
    for (; j < lines.length && lines[j]!.startsWith('|'); j++) {
      const count = cells(lines[j]!).length;
      if (count !== columns) wrong.push({ line: j + 1, cells: count });
    }
    tables.push({ line: i + 1, columns, wrong });
    i = j;
  }
  return tables;
}

describe("the docs' tables", () => {
  it('split a row into cells as GitHub does, an escaped pipe kept, inside a code span too, and no other', () => {
    expect(cells('| `a \\| b` | c \\| d | 3 |')).toEqual(['`a | b`', 'c | d', '3']);
    expect(cells('| `a | b` |')).toEqual(['`a', 'b`']);
  });

  it('find a row with more cells than its header', () => {
    expect(tablesOf('| a | b |\n|---|---:|\n| 1 | 2 |\n| 1 | 2 | 3 |\n\ntext')).toEqual([
      { line: 1, columns: 2, wrong: [{ line: 4, cells: 3 }] },
    ]);
  });

  it('have as many cells in every row as in the header, in README.md and docs/*.md', () => {
    const files = ['README.md', ...readdirSync('docs').filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
    const broken = files.flatMap((file) =>
      tablesOf(readFileSync(file, 'utf8'))
        .filter((table) => table.wrong.length > 0)
        .map((table) => ({ file, ...table })),
    );
    expect(broken).toEqual([]);
    expect(files.reduce((count, file) => count + tablesOf(readFileSync(file, 'utf8')).length, 0)).toBeGreaterThan(10);
  });
});
