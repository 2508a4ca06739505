// The cells of numbers the site formats (number-cell.ts) and DataTable's view of a row
// (data-table-view.ts): runs of them become one string of HTML, every other cell stays Astro's.
import { describe, expect, test } from 'vitest';
import { countCell, percentCell, rankCell } from '../../src/components/number-cell.ts';
import { columnsView, numberCellHtml, plainCellOpening, rowSegments, wrapsAtSpaces } from '../../src/components/data-table-view.ts';

describe('NumberCell', () => {
  test('formats its number as the site does, and sorts by it', () => {
    expect([countCell(12345), countCell(7), percentCell(97.54), percentCell(null), rankCell(1000, 1003)].map((c) => [c.text, c.sort])).toEqual([
      ['12,345', 12345],
      ['7', 7],
      ['97.5\u00a0%', 97.54],
      ['—', null],
      // A rank as it reads, ungrouped; sorted by the row's place.
      ['1000', 1003],
    ]);
  });

  test('refuses anything but a number, which would reach the page as HTML', () => {
    const text = '<img src=x onerror=alert(1)>' as unknown as number;
    expect(() => countCell(text)).toThrow(TypeError);
    expect(() => rankCell(1, text)).toThrow(TypeError);
    // The number shown, where the key it sorts by is a number.
    expect(() => rankCell(text, 1)).toThrow(TypeError);
  });
});

describe('DataTable view', () => {
  const view = columnsView([
    { key: 'name' },
    { key: 'a', numeric: true },
    { key: 'b', numeric: true, nowrap: true },
    { key: 'code', nowrap: true },
    { key: 'c', numeric: true },
    { key: 'd' },
  ]);

  test('works out each column\'s classes and cell opening once', () => {
    expect(view.classes).toEqual([undefined, 'num', 'num nowrap', 'nowrap', 'num', undefined]);
    expect(view.opens).toEqual(['<td', '<td class="num"', '<td class="num nowrap"', '<td class="nowrap"', '<td class="num"', '<td']);
  });

  test("takes a cell's text for words, which wrap in a column that keeps only its codes on one line, only where it has a space", () => {
    // A number's no-break space is none: '50.0 %' kept whole; a code's hyphen neither ('Apache-' / '2.0').
    expect(['GNU General Public License v3.0 or later', 'local git', '50.0\u00a0%', 'Apache-2.0', 'zh_Hant', '', 7, undefined].map((text) => wrapsAtSpaces(text)))
      .toEqual([true, true, false, false, false, false, false, false]);
  });

  test('writes a number cell as Astro writes the same cell: its sort key only where its text is not it, a bare data-sort for none', () => {
    expect(numberCellHtml(countCell(7), '<td class="num"', true)).toBe('<td class="num">7</td>');
    expect(numberCellHtml(countCell(1234), '<td class="num"', true)).toBe('<td class="num" data-sort="1234">1,234</td>');
    expect(numberCellHtml(percentCell(null), '<td class="num"', true)).toBe('<td class="num" data-sort>—</td>');
    // Outside a numeric column every key is written, as DataTable writes a text column's.
    expect(numberCellHtml(countCell(7), '<td', false)).toBe('<td data-sort="7">7</td>');
  });

  test('opens a plain cell of text whose attributes are all the site\'s own, and leaves any other to Astro', () => {
    expect(plainCellOpening({ text: 'x' }, '<td class="nowrap"', false)).toBe('<td class="nowrap">');
    expect(plainCellOpening({ text: 'x', dir: 'auto', sort: null }, '<td', false)).toBe('<td data-sort dir="auto">');
    expect(plainCellOpening({ text: '7', sort: 7 }, '<td class="num"', true)).toBe('<td class="num">');
    expect(plainCellOpening({ text: 'seven', sort: 7 }, '<td class="num"', true)).toBe('<td class="num" data-sort="7">');
    // A link, a language, a line under it, spoken words, a key of text (a server's name) or an unknown direction: Astro's.
    for (const cell of [{ href: '/x/' }, { lang: 'de' }, { extra: { text: 'y' } }, { spoken: 'y' }, { sort: 'Deutsch' }, { dir: 'x" onclick="alert(1)' }]) {
      expect(plainCellOpening({ text: 'x', ...cell }, '<td', false)).toBeNull();
    }
    // A text that is not a string (types are erased at run time): Astro's too.
    expect(plainCellOpening({ text: 7 as unknown as string }, '<td', false)).toBeNull();
  });

  test('splits a row into strings of the site\'s HTML, plain cells\' texts and the other cells by column, the first column always Astro\'s', () => {
    const code = { text: '<de>' };
    const row = { name: countCell(1), a: countCell(2), b: percentCell(50), code, c: countCell(3000), d: countCell(4) };
    expect(rowSegments(row, view)).toEqual([
      0,
      '<td class="num">2</td><td class="num nowrap" data-sort="50">50.0\u00a0%</td><td class="nowrap">',
      code,
      '</td><td class="num" data-sort="3000">3,000</td><td data-sort="4">4</td>',
    ]);
    const linked = { text: 'x', href: '/x/' };
    expect(rowSegments({ name: { text: 'x' }, a: { text: '2', sort: 2 }, b: linked, code: countCell(5) }, view)).toEqual([0, '<td class="num">', { text: '2', sort: 2 }, '</td>', 2, '<td class="nowrap" data-sort="5">5</td>', 4, 5]);
    expect(rowSegments({}, columnsView([]))).toEqual([]);
  });
});
