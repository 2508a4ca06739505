// The calendar's shades in site.css, light and dark: every shade of an active day stands out
// from an empty day at WCAG's 3:1 for graphics (1.4.11), and more changes are always a step
// further from an empty day, each step distinguishable from the next.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync('src/styles/site.css', 'utf8');
const dark = css.slice(css.indexOf('@media screen and (prefers-color-scheme: dark)'));
const light = css.slice(0, css.indexOf('@media screen and (prefers-color-scheme: dark)'));

/** The calendar's colours in a block of the style sheet: the empty day's, then the four shades'. */
function shades(block: string): string[] {
  return ['empty', '0', '1', '2', '3'].map((name) => new RegExp(`--cal-${name}: (#[0-9a-f]{6})`).exec(block)![1]!);
}

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG's contrast ratio of two colours, to two decimals. */
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return Math.round(((high! + 0.05) / (low! + 0.05)) * 100) / 100;
}

describe('the calendar shades', () => {
  for (const [scheme, block] of [['light', light], ['dark', dark]] as const) {
    it(`stand out from an empty day at 3:1 at least, further with each step (${scheme})`, () => {
      const [empty, ...active] = shades(block);
      const ratios = active.map((shade) => contrast(shade, empty!));
      // The lightest shade was 1.49:1 against an empty day in the light scheme, 1.76:1 in the dark.
      expect(ratios.every((ratio) => ratio >= 3), `${scheme}: ${ratios.join(', ')}`).toBe(true);
      expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
      expect(new Set(ratios).size).toBe(4);
    });
  }

  it('are each 1.7:1 from the next, light and dark, where the two darkest were 1.44:1 and 1.41:1 apart', () => {
    const steps = (block: string) => shades(block).slice(1).map((shade, i, all) => (i === 0 ? null : contrast(all[i - 1]!, shade))).slice(1);
    expect(steps(light)).toEqual([1.72, 1.75, 1.74]);
    expect(steps(dark)).toEqual([1.7, 1.7, 1.7]);
  });
});
