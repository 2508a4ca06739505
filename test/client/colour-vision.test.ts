import { describe, expect, test } from 'vitest';
import { contrastRatio, deltaE2000, hexToRgb, rgbToLab, simulate } from './colour-vision.ts';

describe('colour-vision helpers', () => {
  test("give Sharma, Wu and Dalal's CIEDE2000 test pairs their published distances", () => {
    const round = (n: number) => Math.round(n * 1e4) / 1e4;
    expect(round(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485]))).toBe(2.0425);
    expect(round(deltaE2000([50, 0, 0], [50, -1, 2]))).toBe(2.3669);
    expect(round(deltaE2000([50, 2.5, 0], [73, 25, -18]))).toBe(27.1492);
    expect(round(deltaE2000([60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387]))).toBe(1.2644);
  });

  test('put white at L* 100 and black at 0, and leave greys grey under every dichromacy', () => {
    expect(rgbToLab(hexToRgb('#ffffff')).map((n) => Math.round(n) + 0)).toEqual([100, 0, 0]);
    expect(rgbToLab(hexToRgb('#000000')).map((n) => n + 0)).toEqual([0, 0, 0]);
    for (const kind of ['protanopia', 'deuteranopia', 'tritanopia'] as const) {
      expect(simulate(hexToRgb('#808080'), kind).map((c) => Math.round(c * 255))).toEqual([128, 128, 128]);
    }
  });

  test("give WCAG's contrast ratios", () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(Math.round(contrastRatio('#767676', '#ffffff') * 100) / 100).toBe(4.54);
  });
});
