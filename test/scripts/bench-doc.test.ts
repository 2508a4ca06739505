// The benchmarks' shared figures: medians and nearest-rank percentiles.
import { describe, expect, it } from 'vitest';
import { median, percentile } from '../../scripts/lib/bench-doc.ts';

describe('median', () => {
  it('is the middle value of an odd count and the mean of the middle two of an even one, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([1.21])).toBe(1.21);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect([percentile(values, 50), percentile(values, 95), percentile(values, 99), percentile(values, 0)]).toEqual([5, 10, 10, 1]);
    expect(percentile([], 50)).toBeNaN();
  });
});
