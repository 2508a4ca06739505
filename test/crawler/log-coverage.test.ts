// Which records of a newest-first list its reads hold: positions at the start from each read's
// page number and count, the holes between them, and the pages that hold a hole now.
import { describe, expect, it } from 'vitest';
import { pagesForHoles, pagesHolding, startPositions, uncovered, uncoveredSize } from '../../src/crawler/log-coverage.ts';

describe('startPositions', () => {
  it('places a page served at the start where its number says', () => {
    expect(startPositions({ number: 3, count: 30, length: 10 }, 30, 10)).toEqual([20, 30]);
  });

  it('places a page served after growth that many positions earlier, and a short last page by its length', () => {
    expect(startPositions({ number: 2, count: 35, length: 10 }, 30, 10)).toEqual([5, 15]);
    expect(startPositions({ number: 4, count: 35, length: 5 }, 30, 10)).toEqual([25, 30]);
  });
});

describe('uncovered', () => {
  it('is empty when the reads hold every position, overlapping or not', () => {
    const reads = [
      { number: 1, count: 30, length: 10 },
      { number: 2, count: 32, length: 10 },
      { number: 3, count: 30, length: 10 },
      { number: 3, count: 32, length: 10 },
    ];
    expect(uncovered(reads, 30, 10)).toEqual([]);
  });

  it('names the positions between reads and past the last one', () => {
    const reads = [
      { number: 1, count: 30, length: 10 },
      { number: 3, count: 30, length: 10 },
      { number: 2, count: 35, length: 10 },
    ];
    expect(uncovered(reads, 30, 10)).toEqual([[15, 20]]);
    expect(uncovered([{ number: 1, count: 30, length: 10 }, { number: 2, count: 33, length: 10 }], 30, 10)).toEqual([[17, 30]]);
    expect(uncoveredSize([[15, 20], [25, 30]])).toBe(10);
  });

  it('leaves out positions below 0 (records added since the start) and at or past the count', () => {
    expect(uncovered([{ number: 1, count: 40, length: 10 }], 30, 10)).toEqual([[0, 30]]);
    expect(uncovered([{ number: 1, count: 30, length: 10 }, { number: 3, count: 25, length: 10 }], 30, 10)).toEqual([[10, 25]]);
  });
});

describe('pagesHolding', () => {
  it('gives the pages that hold a hole once the list has grown', () => {
    expect(pagesHolding([15, 20], 5, 10)).toEqual([3]);
    expect(pagesHolding([15, 20], 0, 10)).toEqual([2]);
    expect(pagesHolding([8, 31], 3, 10)).toEqual([2, 3, 4]);
  });

  it('gives each page once, in order, for several holes', () => {
    expect(pagesForHoles([[41, 43], [11, 13], [18, 20], [19, 21]], 2, 10)).toEqual([2, 3, 5]);
  });
});
