import { describe, expect, it } from 'vitest';
import { coverageShade } from '../../src/components/coverage-shade.ts';

describe('coverageShade', () => {
  it('steps the shade with coverage, from 0 at none to 30 at all', () => {
    expect(coverageShade(0)).toBe('--shade: 0');
    expect(coverageShade(50)).toBe('--shade: 15');
    expect(coverageShade(71.6)).toBe('--shade: 21');
    expect(coverageShade(100)).toBe('--shade: 30');
  });

  it('gives no shade without a percentage, and keeps out-of-range ones within the scale', () => {
    expect(coverageShade(null)).toBeUndefined();
    // A snapshot edited by hand once gave a cell hsl(205 75% 126%).
    expect(coverageShade(-95.7)).toBe('--shade: 0');
    expect(coverageShade(300)).toBe('--shade: 30');
  });
});
