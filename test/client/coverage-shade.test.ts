import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { coverageShade, SHADE_STEPS } from '../../src/components/coverage-shade.ts';

describe('coverageShade', () => {
  it('steps the shade with coverage, from 0 at none to 30 at all', () => {
    expect(coverageShade(0)).toBe(0);
    expect(coverageShade(50)).toBe(15);
    expect(coverageShade(71.6)).toBe(21);
    expect(coverageShade(100)).toBe(30);
  });

  it('gives no shade without a percentage, and keeps out-of-range ones within the scale', () => {
    expect(coverageShade(null)).toBeUndefined();
    // A snapshot edited by hand once gave a cell hsl(205 75% 126%).
    expect(coverageShade(-95.7)).toBe(0);
    expect(coverageShade(300)).toBe(30);
  });

  it('has a rule in the style sheet for every step, which sets --shade to it', async () => {
    // The step is an attribute the style sheet matches, not a style attribute (which a strict
    // Content-Security-Policy blocks): a step without its rule would leave its cells unshaded.
    const css = await readFile(new URL('../../src/styles/site.css', import.meta.url), 'utf8');
    const rules = [...css.matchAll(/\.matrix td\[data-shade='(\d+)'\] \{ --shade: (\d+); \}/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(SHADE_STEPS).toBe(30);
    expect(rules).toEqual(Array.from({ length: 31 }, (_, step) => [step, step]));
  });
});
