import { describe, expect, test } from 'vitest';
import { OTHER_COLOR, PALETTE, paletteColor, seriesColor } from '../../src/client/palette.ts';
import { contrastRatio, DICHROMACIES, deltaE2000, hexToRgb, rgbToLab, simulate } from './colour-vision.ts';

// The page's background in its light and dark schemes (site.css's --bg), which bars stand on.
const BACKGROUNDS = { light: '#ffffff', dark: '#0d1117' };
// The six colours charts by action give actions (actionColor), which stand beside Other actions' grey in every stacked bar.
const ACTION_COLOURS = PALETTE.slice(0, 6);

/** The least CIEDE2000 distance, under each dichromacy, between `colour` and the colours of `others`, to one decimal. */
function leastDistance(colour: string, others: readonly string[]): Record<keyof typeof DICHROMACIES, number> {
  const seen = (hex: string, kind: keyof typeof DICHROMACIES) => rgbToLab(simulate(hexToRgb(hex), kind));
  const least = (kind: keyof typeof DICHROMACIES) => Math.round(10 * Math.min(...others.map((other) => deltaE2000(seen(colour, kind), seen(other, kind))))) / 10;
  return { protanopia: least('protanopia'), deuteranopia: least('deuteranopia'), tritanopia: least('tritanopia') };
}

describe('palette', () => {
  test('has eight distinct hex colours', () => {
    expect(PALETTE).toHaveLength(8);
    expect(new Set(PALETTE.map((c) => c.toLowerCase())).size).toBe(8);
    for (const c of PALETTE) expect(c).toMatch(/^#[0-9a-f]{6}$/i);
  });

  test('is the Okabe–Ito set', () => {
    expect([...PALETTE].map((c) => c.toUpperCase()).sort()).toEqual(
      ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7', '#000000'].sort(),
    );
  });

  test('paletteColor cycles', () => {
    expect(paletteColor(0)).toBe(PALETTE[0]);
    expect(paletteColor(7)).toBe(PALETTE[7]);
    expect(paletteColor(8)).toBe(PALETTE[0]);
    expect(paletteColor(19)).toBe(PALETTE[3]);
    expect(paletteColor(-1)).toBe(PALETTE[7]);
  });

  test("seriesColor takes a series' own colour, grey for the rest, else its index's", () => {
    expect(seriesColor(4, 0)).toBe('#56B4E9');
    expect(seriesColor('other', 0)).toBe('#707070');
    expect(OTHER_COLOR).not.toBe(PALETTE[7]);
    expect(seriesColor(undefined, 2)).toBe('#009E73');
  });

  test("keeps Other actions' grey as far from each action's colour, to a reader with protanopia, deuteranopia or tritanopia, as the action colours are from one another", () => {
    // The action colours' own closest pairs: orange and vermillion (deuteranopia), orange and
    // reddish purple (tritanopia). A grey as light as reddish purple (#8C8C8C) was 7.5 from it to
    // a deuteranope, and the two stand one on the other atop every stacked bar.
    const closest = (kind: keyof typeof DICHROMACIES) => Math.min(...ACTION_COLOURS.map((colour, i) => leastDistance(colour, ACTION_COLOURS.filter((_, j) => j !== i))[kind]));
    expect({ protanopia: closest('protanopia'), deuteranopia: closest('deuteranopia'), tritanopia: closest('tritanopia') }).toEqual({ protanopia: 12.2, deuteranopia: 12.5, tritanopia: 10.9 });
    expect(leastDistance(OTHER_COLOR, ACTION_COLOURS)).toEqual({ protanopia: 16.3, deuteranopia: 11.5, tritanopia: 21.2 });
  });

  test("draws Other actions' grey at 3:1 at least against the page, light and dark (WCAG 1.4.11)", () => {
    const ratio = (background: string) => Math.round(100 * contrastRatio(OTHER_COLOR, background)) / 100;
    expect({ light: ratio(BACKGROUNDS.light), dark: ratio(BACKGROUNDS.dark) }).toEqual({ light: 4.95, dark: 3.82 });
  });
});
