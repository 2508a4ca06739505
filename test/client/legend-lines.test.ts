import { describe, expect, it } from 'vitest';
import { legendLines } from '../../src/client/legend-lines.ts';

// Ten pixels a character: what fits is counted in characters.
const measure = (line: string) => line.length * 10;

describe('legendLines', () => {
  it('keeps a label that fits on one line', () => {
    expect(legendLines('Last 12 months', 140, measure)).toEqual(['Last 12 months']);
  });

  it('breaks a wider label at its spaces into lines that fit, its words whole', () => {
    // "The year before (same days)" at 320 px with 32 px text was cut at both edges.
    expect(legendLines('The year before (same days)', 160, measure)).toEqual(['The year before', '(same days)']);
    expect(legendLines('Translation changed', 120, measure)).toEqual(['Translation', 'changed']);
  });

  it('leaves a word wider than the width alone on its line', () => {
    expect(legendLines('Source string added', 50, measure)).toEqual(['Source', 'string', 'added']);
  });
});
