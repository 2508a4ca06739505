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
  return tiers.find((tier) => strings.translated * 100 >= tier.min * strings.total)?.name ?? '';
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

/**
 * The id of a tier's list of languages on the languages page: by its position in config order
 * (`tier-1` the highest; a name may hold any text), `tier-below` below every tier, `tier-none` for
 * languages without strings to translate.
 */
export function tierAnchor(name: string | null, tiers: readonly Tier[]): string {
  if (name === null) return 'tier-none';
  const index = tiers.findIndex((tier) => tier.name === name);
  return index === -1 ? 'tier-below' : `tier-${index + 1}`;
}
