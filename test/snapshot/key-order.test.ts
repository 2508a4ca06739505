// keyOrder: the order a shard's records are stored in (ascending key, the last of each key),
// through the key-indexed table for dense keys and through a sort for sparse ones.
import { describe, expect, it } from 'vitest';
import { keyOrder } from '../../src/snapshot/key-order.ts';
import { shuffled } from './helpers.ts';

/** The keys in the order keyOrder gives, each with the arrival index it kept. */
const ordered = (keys: number[]) => keyOrder(keys).map((index) => [keys[index], index]);

describe('keyOrder', () => {
  it('orders dense keys ascending and keeps the last arrival of each key', () => {
    expect(ordered([5, 3, 4, 3, 1, 5, 2])).toEqual([[1, 4], [2, 6], [3, 3], [4, 2], [5, 5]]);
  });

  it('does the same for keys spread thinly over a wide range', () => {
    const keys = [9_000_000_000, 12, 4_000_000, 12, 9_000_000_000, -7];
    expect(ordered(keys)).toEqual([[-7, 5], [12, 3], [4_000_000, 2], [9_000_000_000, 4]]);
  });

  it('handles negative keys and keys near the largest safe integer in a dense range', () => {
    const top = Number.MAX_SAFE_INTEGER;
    expect(ordered([-1, -3, -2, -3])).toEqual([[-3, 3], [-2, 2], [-1, 0]]);
    expect(ordered([top, top - 2, top - 1, top])).toEqual([[top - 2, 1], [top - 1, 2], [top, 3]]);
  });

  it('gives nothing for no keys and the one index for one key', () => {
    expect(keyOrder([])).toEqual([]);
    expect(keyOrder([42])).toEqual([0]);
  });

  it('gives the same order through the table and through the sort', () => {
    // 3,000 arrivals of 2,000 distinct keys: dense within 0..9,999 (the table), and the same
    // keys times 1,000 (a range of 10 million: the sort).
    const dense = shuffled([...Array.from({ length: 2000 }, (_, i) => i * 5), ...Array.from({ length: 1000 }, (_, i) => i * 10)], 3);
    const sparse = dense.map((key) => key * 1000);
    const order = keyOrder(dense);
    expect(keyOrder(sparse)).toEqual(order);
    expect(order).toHaveLength(2000);
    // Ascending, and each kept index is the last arrival of its key.
    for (let i = 1; i < order.length; i++) expect(dense[order[i]!]!).toBeGreaterThan(dense[order[i - 1]!]!);
    for (const index of order) expect(dense.lastIndexOf(dense[index]!)).toBe(index);
  });
});
