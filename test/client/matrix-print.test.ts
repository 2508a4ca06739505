// Which matrices print on landscape pages of their own: those of more languages than portrait holds.
import { describe, expect, it } from 'vitest';
import { matrixPrintsWide, PORTRAIT_MATRIX_LANGUAGES } from '../../src/components/matrix-print.ts';

describe('matrixPrintsWide', () => {
  it('keeps up to twelve languages on portrait paper and turns more to landscape', () => {
    expect(PORTRAIT_MATRIX_LANGUAGES).toBe(12);
    expect([0, 1, 12, 13, 29, 300].map(matrixPrintsWide)).toEqual([false, false, false, true, true, true]);
  });
});
