// A component × language matrix's layout, with literal expectations over hand-made cells.
import { describe, expect, it } from 'vitest';
import { matrixLayout } from '../../src/report/matrix-view.ts';
import type { Cell } from '../../src/report/types.ts';

const cell = (languageCode: string, webUrl: string | null = null, translateUrl: string | null = null) => ({ languageCode, webUrl, translateUrl }) as unknown as Cell;

describe('matrixLayout', () => {
  const languages = [{ code: 'de' }, { code: 'fr' }, { code: 'ja' }];

  it("puts each row's cells under their languages' columns, blank where a row is not translated into one", () => {
    const layout = matrixLayout(languages, [{ cells: [cell('ja'), cell('de')] }, { cells: [cell('de'), cell('fr'), cell('ja')] }]);
    expect(layout.cells.map((row) => row.map((c) => c?.languageCode ?? null))).toEqual([['de', null, 'ja'], ['de', 'fr', 'ja']]);
    expect([layout.blanks, layout.linked]).toEqual([true, false]);
  });

  it('says there are no blanks where every row has every language, and links where a cell has a safe address', () => {
    const full = [{ cells: [cell('de'), cell('fr'), cell('ja', null, 'https://weblate.example/translate/orbit/app/ja/')] }];
    expect([matrixLayout(languages, full).blanks, matrixLayout(languages, full).linked]).toEqual([false, true]);
    // An address that is not http(s) is no link.
    expect(matrixLayout(languages, [{ cells: [cell('de', 'javascript:alert(1)')] }]).linked).toBe(false);
  });
});
