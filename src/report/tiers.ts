// Coverage tiers: the configured bands (highest first) a language's translated percentage falls in.
import type { LanguageSummary, Tier } from './types.ts';

/**
 * The name of the first tier (config order, highest first) whose `min` the share of strings
 * translated reaches; '' below every tier; null with no strings to translate. The share is the
 * exact one, not the percentage shown, which Weblate floors (and lifts to 0.1 above nothing):
 * 19,991 of 20,000 strings reach a tier from 99.95 %, and 1 of 100,000 none from 0.1 %.
 */
export function tierOf(strings: { translated: number; total: number }, tiers: readonly Tier[]): string | null {
  if (strings.total <= 0) return null;
  // In integers: min × total in floating point overshot the exact product, and 161 of 1,000
  // strings (16.1 % exactly) did not reach a tier from 16.1 (16.1 × 1000 is 16100.000000000002).
  const translated = BigInt(strings.translated);
  const total = BigInt(strings.total);
  return tiers.find((tier) => {
    const min = decimalOf(tier.min);
    return translated * 100n * 10n ** min.scale >= min.digits * total;
  })?.name ?? '';
}

/** A number as the decimal it is written as (its shortest form, as JSON and the config give it): digits ÷ 10^scale. */
function decimalOf(value: number): { digits: bigint; scale: bigint } {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(`${whole}${fraction}`);
  return scale >= 0 ? { digits, scale: BigInt(scale) } : { digits: digits * 10n ** BigInt(-scale), scale: 0n };
}

/**
 * A tier's min as a plain decimal, as the config's author wrote it: String() gave "1e-7" for a min
 * of 0.0000001, shown "≥ 1e-7 %" on the languages page.
 */
export function tierMinText(min: number): string {
  const { digits, scale } = decimalOf(min);
  if (scale === 0n) return digits.toString();
  const text = digits.toString().padStart(Number(scale) + 1, '0');
  return `${text.slice(0, -Number(scale))}.${text.slice(-Number(scale))}`;
}

/** How many languages are in each tier, in config order, then '' (below every tier, where a tier starts above 0 %), then null (no strings to translate) where any have none. */
export function tierCounts(languages: readonly Pick<LanguageSummary, 'tier'>[], tiers: readonly Tier[]): { tier: string | null; languages: number }[] {
  // A lowest tier from 0 % holds every language with strings: none can be below it, and the
  // overview said "below tiers: 0 languages" of a band that does not exist.
  const names: (string | null)[] = [...tiers.map((tier) => tier.name), ...(tiers.some((tier) => tier.min <= 0) ? [] : [''])];
  // Languages without strings are in no tier, and not below them either: said apart, so that the
  // counts still add up to every language listed.
  if (languages.some((language) => language.tier === null)) names.push(null);
  return names.map((name) => ({ tier: name, languages: languages.filter((language) => language.tier === name).length }));
}

/** The name a tier is shown by: its own, or "below tiers" for '' (below every tier). */
export function tierLabel(name: string): string {
  return name === '' ? 'below tiers' : name;
}

/** What the languages page says under a tier that no language is in (tonight): '' below every tier. */
export function emptyTierNote(name: string): string {
  return name === '' ? 'No language is below every tier in this snapshot.' : 'No language is in this tier in this snapshot.';
}

/** A tier's rank for sorting: the highest configured tier ranks highest, '' (below every tier) 0. */
export function tierRank(name: string, tiers: readonly Tier[]): number {
  const index = tiers.findIndex((tier) => tier.name === name);
  return index === -1 ? 0 : tiers.length - index;
}

// Filled to emptier by position: the shape tells tiers apart as well as the name, whatever the
// tiers are called. Past four tiers the last shape repeats (their names still differ).
const TIER_SYMBOLS = ['●', '◕', '◑', '◔'];

/** The symbol shown before a tier's name: by its position in config order; '○' below every tier. */
export function tierSymbol(name: string, tiers: readonly Tier[]): string {
  const index = tiers.findIndex((tier) => tier.name === name);
  return index === -1 ? '○' : TIER_SYMBOLS[Math.min(index, TIER_SYMBOLS.length - 1)]!;
}

/** The part of a tier's id its name gives: lower case, accents dropped, every run of other characters than letters and digits a '-'; a name of none, its characters' code points. */
function tierSlug(name: string): string {
  const slug = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  // A name of symbols alone ('★★★') is still told apart by what it is, not by where it stands.
  return slug !== '' ? slug : [...name].map((char) => char.codePointAt(0)!.toString(16)).join('-');
}

/**
 * The id of a tier's list of languages on the languages page: `tier-` and its name as a slug
 * (`tier-complete`), so that a link to it holds across nights it is empty and a tier added above
 * it; `tier-below` below every tier, `tier-none` for languages without strings to translate. A
 * name that slugs as one of those, or as a tier before it in config order does, gets `-2` (`-3`…).
 */
export function tierAnchor(name: string | null, tiers: readonly Tier[]): string {
  if (name === null) return 'tier-none';
  const taken = new Set(['below', 'none']);
  for (const tier of tiers) {
    const base = tierSlug(tier.name);
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    if (tier.name === name) return `tier-${slug}`;
  }
  return 'tier-below';
}
