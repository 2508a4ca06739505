import { describe, expect, test } from 'vitest';
import { keepsFirstLabel, shownTicks } from '../../src/client/chart-ticks.ts';

/** `count` labels `width` px wide, the last one `last` px. */
const labels = (count: number, width: number, last = width) => [...new Array<number>(count - 1).fill(width), last];

describe('shownTicks', () => {
  test('draws every label where they fit side by side', () => {
    // 12 months of labels 60 px wide (and 8 px between) on 900 px: 816 px needed.
    expect(shownTicks(labels(12, 60), 900)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  test('where they do not, keeps the last label and steps back from it evenly', () => {
    // 90 days of 62 px labels on a 300 px phone axis, 267 px once the last label's half is off
    // it: one label in every 24 days.
    expect(shownTicks(labels(90, 62), 300)).toEqual([17, 41, 65, 89]);
    // 12 months on a 375 px phone: every third month, the month in progress drawn.
    expect(shownTicks(labels(12, 60), 375)).toEqual([2, 5, 8, 11]);
    // 53 weeks of 62 px labels on 1000 px: every fourth week.
    expect(shownTicks(labels(53, 62), 1000)).toEqual([0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52]);
  });

  test('draws the first label too where asked (a period only partly read), in place of the one nearest it', () => {
    // 12 months on a 375 px phone: every third month, and the first in place of the third.
    expect(shownTicks(labels(12, 60), 375, undefined, true)).toEqual([0, 5, 8, 11]);
    // Where the step grid holds the first already, nothing moves; where only the last fits, it stays alone.
    expect(shownTicks(labels(53, 62), 1000, undefined, true)).toEqual([0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52]);
    expect(shownTicks(labels(12, 60), 900, undefined, true)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(shownTicks(labels(30, 200), 250, undefined, true)).toEqual([29]);
  });

  test('gives a wider last label room beside the one before it only', () => {
    // Months 45 px wide and the month in progress 80 px ("(to the 23rd)") on 340 px: every
    // third month (70.5 px a label), where the widest everywhere would take every fourth.
    expect(shownTicks(labels(12, 45, 80), 340)).toEqual([2, 5, 8, 11]);
    expect(shownTicks(labels(12, 80), 340)).toEqual([3, 7, 11]);
  });

  test('chooses on the length the axis has once chart.js has made room for the last label', () => {
    // A German page's 53 weeks on a 375 px phone, as measured there: labels 69.7 px wide, the
    // week in progress 76.3 px, the axis 291.3 px when the labels are chosen and 252.5 px when
    // drawn. Every 15th week touched its neighbour there (72 px apart); every 18th is 86 px apart.
    expect(shownTicks(labels(53, 69.74, 76.31), 291.33)).toEqual([16, 34, 52]);
    // Six months in wide slots: the last label stands in from the end by half of its 80 px slot
    // and sticks out 3 px, so all six fit (the whole half taken off left room for every other one).
    expect(shownTicks(labels(6, 60, 80), 480)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  test('keeps the last label alone where even two do not fit, and nothing of no labels', () => {
    expect(shownTicks(labels(24, 200), 100)).toEqual([23]);
    expect(shownTicks([500], 100)).toEqual([0]);
    expect(shownTicks(labels(5, 60), 0)).toEqual([4]);
    expect(shownTicks([], 300)).toEqual([]);
  });
});

describe('keepsFirstLabel', () => {
  test('keeps a period only partly read and the bar summing the earliest years, not a plain period', () => {
    expect(keepsFirstLabel(['2025-10', '(from the 27th)'])).toBe(true);
    // A log reaching back to a change stamped in the year 1000: its 20 bars at 1280 px were labelled
    // 2008, 2010, … 2026, and the first, 1000–2007, stood unlabelled where 2007 would be.
    expect(keepsFirstLabel('1000–2007')).toBe(true);
    expect(keepsFirstLabel('2008')).toBe(false);
    expect(keepsFirstLabel('2026-09-03')).toBe(false);
    expect(keepsFirstLabel('2025-01')).toBe(false);
    expect(keepsFirstLabel(undefined)).toBe(false);
  });
});
