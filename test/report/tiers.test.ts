// Tiers: the first configured tier (highest first) a language's percentage reaches.
import { describe, expect, it } from 'vitest';
import { tierCounts, tierOf, tierRank, tierSymbol } from '../../src/report/tiers.ts';

const TIERS = [
  { name: 'complete', min: 90 },
  { name: 'good', min: 50 },
  { name: 'started', min: 1 },
];

describe('tierOf', () => {
  it('takes the first tier whose min is at or below the percentage', () => {
    expect(tierOf(100, TIERS)).toBe('complete');
    expect(tierOf(90, TIERS)).toBe('complete');
    expect(tierOf(89.9, TIERS)).toBe('good');
    expect(tierOf(50, TIERS)).toBe('good');
    expect(tierOf(1, TIERS)).toBe('started');
  });

  it("is '' below every tier or without tiers", () => {
    expect(tierOf(0.9, TIERS)).toBe('');
    expect(tierOf(0, TIERS)).toBe('');
    expect(tierOf(100, [])).toBe('');
  });

  it('is none where there is no percentage (no strings to translate)', () => {
    expect(tierOf(null, TIERS)).toBeNull();
  });
});

describe('tierCounts', () => {
  it("counts languages per tier in config order, then ''", () => {
    const languages = [{ tier: 'good' }, { tier: '' }, { tier: 'complete' }, { tier: 'good' }];
    expect(tierCounts(languages, TIERS)).toEqual([
      { tier: 'complete', languages: 1 },
      { tier: 'good', languages: 2 },
      { tier: 'started', languages: 0 },
      { tier: '', languages: 1 },
    ]);
    expect(tierCounts([], [])).toEqual([{ tier: '', languages: 0 }]);
  });

  it('counts languages without strings apart, in no tier and not below them, where there are any', () => {
    expect(tierCounts([{ tier: 'complete' }, { tier: null }, { tier: '' }], TIERS)).toEqual([
      { tier: 'complete', languages: 1 },
      { tier: 'good', languages: 0 },
      { tier: 'started', languages: 0 },
      { tier: '', languages: 1 },
      { tier: null, languages: 1 },
    ]);
  });
});

describe('tierRank', () => {
  it('ranks the highest tier highest and below every tier 0', () => {
    expect(TIERS.map((tier) => tierRank(tier.name, TIERS))).toEqual([3, 2, 1]);
    expect(tierRank('', TIERS)).toBe(0);
    expect(tierRank('unknown', TIERS)).toBe(0);
  });
});

describe('tierSymbol', () => {
  it('gives each position its own shape, whatever the tiers are called', () => {
    expect(TIERS.map((tier) => tierSymbol(tier.name, TIERS))).toEqual(['●', '◕', '◑']);
    expect(tierSymbol('', TIERS)).toBe('○');
    const five = ['a', 'b', 'c', 'd', 'e'].map((name, i) => ({ name, min: 90 - i * 10 }));
    expect(five.map((tier) => tierSymbol(tier.name, five))).toEqual(['●', '◕', '◑', '◔', '◔']);
  });
});
