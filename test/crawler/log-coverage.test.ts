// Which records of a newest-first list its reads hold: positions at the start from each read's
// page number and count, the holes between them, and the pages that hold a hole now.
import { describe, expect, it } from 'vitest';
import { pageHolding, startPositions, uncovered, uncoveredSize, type PageRead } from '../../src/crawler/log-coverage.ts';

const positions = (reads: PageRead[]) => reads.map((read) => startPositions(read, 30, 10));

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
    expect(uncovered(positions(reads), 30)).toEqual([]);
  });

  it('names the positions between reads and past the last one', () => {
    const reads = [
      { number: 1, count: 30, length: 10 },
      { number: 3, count: 30, length: 10 },
      { number: 2, count: 35, length: 10 },
    ];
    expect(uncovered(positions(reads), 30)).toEqual([[15, 20]]);
    expect(uncovered(positions([{ number: 1, count: 30, length: 10 }, { number: 2, count: 33, length: 10 }]), 30)).toEqual([[17, 30]]);
    expect(uncoveredSize([[15, 20], [25, 30]])).toBe(10);
  });

  it('leaves out positions below 0 (records added since the start) and at or past the count', () => {
    expect(uncovered(positions([{ number: 1, count: 40, length: 10 }]), 30)).toEqual([[0, 30]]);
    expect(uncovered(positions([{ number: 1, count: 30, length: 10 }, { number: 3, count: 25, length: 10 }]), 30)).toEqual([[10, 25]]);
  });
});

describe('pageHolding', () => {
  it('gives the page that holds a position once the list has grown', () => {
    expect(pageHolding(15, 5, 10)).toBe(3);
    expect(pageHolding(15, 0, 10)).toBe(2);
    expect(pageHolding(19, 0, 10)).toBe(2);
    expect(pageHolding(20, 0, 10)).toBe(3);
    expect(pageHolding(8, 3, 10)).toBe(2);
  });
});
