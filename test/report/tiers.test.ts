// Tiers: the first configured tier (highest first) a language's share of strings translated reaches.
import { describe, expect, it } from 'vitest';
import { tierAnchor, tierCounts, tierLabel, tierMinText, tierOf, tierRank, tierSymbol } from '../../src/report/tiers.ts';

const TIERS = [
  { name: 'complete', min: 90 },
  { name: 'good', min: 50 },
  { name: 'started', min: 1 },
];

describe('tierOf', () => {
  const of = (translated: number, total: number) => ({ translated, total });

  it('takes the first tier whose min the share of strings translated reaches', () => {
    expect(tierOf(of(10, 10), TIERS)).toBe('complete');
    expect(tierOf(of(9, 10), TIERS)).toBe('complete');
    expect(tierOf(of(899, 1000), TIERS)).toBe('good');
    expect(tierOf(of(5, 10), TIERS)).toBe('good');
    expect(tierOf(of(1, 100), TIERS)).toBe('started');
  });

  it("is '' below every tier or without tiers", () => {
    expect(tierOf(of(9, 1000), TIERS)).toBe('');
    expect(tierOf(of(0, 10), TIERS)).toBe('');
    expect(tierOf(of(10, 10), [])).toBe('');
  });

  it('compares the exact share, not the percentage shown, which is floored to one decimal and lifted to 0.1 above nothing', () => {
    // 99.955 % shows as 99.9 %.
    expect(tierOf(of(19_991, 20_000), [{ name: 'nearly', min: 99.95 }])).toBe('nearly');
    // 33.33… % shows as 33.3 %.
    expect(tierOf(of(1, 3), [{ name: 'third', min: 33.33 }])).toBe('third');
    // Exactly at a min written with a decimal: 16.1 × 1000 in floating point is 16100.000000000002.
    expect([tierOf(of(161, 1000), [{ name: 'ready', min: 16.1 }]), tierOf(of(160, 1000), [{ name: 'ready', min: 16.1 }])]).toEqual(['ready', '']);
    expect([tierOf(of(40_959, 41_000), [{ name: 'nearly', min: 99.9 }]), tierOf(of(40_958, 41_000), [{ name: 'nearly', min: 99.9 }])]).toEqual(['nearly', '']);
    expect([tierOf(of(1, 10_000_000), [{ name: 'begun', min: 1e-5 }]), tierOf(of(1, 10_000_001), [{ name: 'begun', min: 1e-5 }])]).toEqual(['begun', '']);
    // 0.001 % shows as 0.1 %.
    expect(tierOf(of(1, 100_000), [{ name: 'begun', min: 0.1 }])).toBe('');
    // 99.99 % shows as 99.9 %, and is not complete.
    expect(tierOf(of(9_999, 10_000), [{ name: 'complete', min: 100 }, { name: 'ready', min: 90 }])).toBe('ready');
  });

  it('is none where there are no strings to translate', () => {
    expect(tierOf(of(0, 0), TIERS)).toBeNull();
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

  it('has no band below the tiers where the lowest starts at 0 %', () => {
    const fromZero = [{ name: 'complete', min: 100 }, { name: 'started', min: 0 }];
    expect(tierCounts([{ tier: 'started' }, { tier: 'complete' }, { tier: null }], fromZero)).toEqual([
      { tier: 'complete', languages: 1 },
      { tier: 'started', languages: 1 },
      { tier: null, languages: 1 },
    ]);
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

describe('tierMinText', () => {
  it('writes a min as the plain decimal it is, never in exponent form', () => {
    expect([100, 90, 0, 99.95, 0.0000001, 1.5e-7, 0.5, 12.25].map(tierMinText)).toEqual(['100', '90', '0', '99.95', '0.0000001', '0.00000015', '0.5', '12.25']);
  });
});

describe('tierLabel', () => {
  it('shows a tier by its name, and below every tier as "below tiers"', () => {
    expect([tierLabel('complete'), tierLabel('')]).toEqual(['complete', 'below tiers']);
  });
});

describe('tierAnchor', () => {
  it("names a tier's list by its name, whatever its position, and the languages below or outside the tiers apart", () => {
    expect(TIERS.map((tier) => tierAnchor(tier.name, TIERS))).toEqual(['tier-complete', 'tier-good', 'tier-started']);
    // A tier added above the others leaves their ids as they were.
    expect(tierAnchor('good', [{ name: 'perfect', min: 100 }, ...TIERS])).toBe('tier-good');
    expect(tierAnchor('', TIERS)).toBe('tier-below');
    expect(tierAnchor(null, TIERS)).toBe('tier-none');
  });

  it('slugs any name into an id, and tells apart names that slug alike', () => {
    const tiers = [
      { name: 'Fully Translated!', min: 100 }, { name: 'Prêt à publier', min: 95 }, { name: '完成', min: 90 }, { name: '★ ★', min: 80 },
      { name: 'fully translated?', min: 70 }, { name: 'below', min: 60 }, { name: 'None', min: 50 }, { name: 'none-2', min: 40 },
    ];
    expect(tiers.map((tier) => tierAnchor(tier.name, tiers))).toEqual([
      'tier-fully-translated', 'tier-pret-a-publier', 'tier-完成', 'tier-2605-20-2605',
      'tier-fully-translated-2', 'tier-below-2', 'tier-none-2', 'tier-none-2-2',
    ]);
    // The languages below every tier keep their id beside a tier named "below".
    expect(tierAnchor('', tiers)).toBe('tier-below');
  });
});
