import { describe, expect, test } from 'vitest';
import { OTHER_COLOR, PALETTE, paletteColor, seriesColor } from '../../src/client/palette.ts';

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
    expect(seriesColor('other', 0)).toBe('#8C8C8C');
    expect(OTHER_COLOR).not.toBe(PALETTE[7]);
    expect(seriesColor(undefined, 2)).toBe('#009E73');
  });
});
