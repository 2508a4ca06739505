// The change log's dedupe: ids as bits, large ids (beyond the bitmap) in a set of their own.
import { describe, expect, it } from 'vitest';
import { IdSet } from '../../src/crawler/id-set.ts';

describe('IdSet', () => {
  it('adds each id once and answers has() for ids at word edges and past the initial bitmap', () => {
    const ids = new IdSet();
    for (const id of [0, 31, 32, 33, 1023, 32_767, 32_768, 71_000_001]) expect(ids.add(id)).toBe(true);
    expect(ids.add(32)).toBe(false);
    expect(ids.add(71_000_001)).toBe(false);
    expect(ids.size).toBe(8);
    expect([0, 31, 32, 33, 1023, 32_767, 32_768, 71_000_001].every((id) => ids.has(id))).toBe(true);
    expect([1, 30, 34, 32_769, 71_000_000, 99_999_999].some((id) => ids.has(id))).toBe(false);
  });

  it('keeps ids beyond the bitmap apart without wrapping them onto small ones', () => {
    const ids = new IdSet();
    expect(ids.add(5)).toBe(true);
    // 2^32 + 5 would land on 5 in a 32-bit bitmap.
    expect(ids.add(2 ** 32 + 5)).toBe(true);
    expect(ids.add(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(ids.add(2 ** 32 + 5)).toBe(false);
    expect(ids.has(2 ** 32 + 6)).toBe(false);
    expect(ids.size).toBe(3);
  });

  it('rejects what is not a non-negative safe integer', () => {
    const ids = new IdSet();
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 53]) expect(() => ids.add(bad)).toThrow(`IdSet holds non-negative integers, got ${bad}`);
  });
});
