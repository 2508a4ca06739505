import { describe, expect, it } from 'vitest';
import { coverageShade } from '../../src/components/coverage-shade.ts';

describe('coverageShade', () => {
  it('darkens with coverage, from 97 % lightness at none to 67 % at all', () => {
    expect(coverageShade(0)).toBe('background: hsl(205 75% 97%); color: #1b1f24');
    expect(coverageShade(50)).toBe('background: hsl(205 75% 82%); color: #1b1f24');
    expect(coverageShade(100)).toBe('background: hsl(205 75% 67%); color: #1b1f24');
  });

  it('gives no shade without a percentage, and keeps out-of-range ones within the scale', () => {
    expect(coverageShade(null)).toBeUndefined();
    // A snapshot edited by hand once gave a cell hsl(205 75% 126%).
    expect(coverageShade(-95.7)).toBe('background: hsl(205 75% 97%); color: #1b1f24');
    expect(coverageShade(300)).toBe('background: hsl(205 75% 67%); color: #1b1f24');
  });
});
