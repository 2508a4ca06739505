// Coverage tiers: the configured bands (highest first) a language's translated percentage falls in.
import type { LanguageSummary, Tier } from './types.ts';

/** The name of the first tier (config order, highest first) whose `min` ≤ percent; '' below every tier. */
export function tierOf(translatedPercent: number, tiers: readonly Tier[]): string {
  return tiers.find((tier) => tier.min <= translatedPercent)?.name ?? '';
}

/** How many languages are in each tier, in config order, then '' (below every tier). */
export function tierCounts(languages: readonly Pick<LanguageSummary, 'tier'>[], tiers: readonly Tier[]): { tier: string; languages: number }[] {
  const names = [...tiers.map((tier) => tier.name), ''];
  return names.map((name) => ({ tier: name, languages: languages.filter((language) => language.tier === name).length }));
}

/** A tier's rank for sorting: the highest configured tier ranks highest, '' (below every tier) 0. */
export function tierRank(name: string, tiers: readonly Tier[]): number {
  const index = tiers.findIndex((tier) => tier.name === name);
  return index === -1 ? 0 : tiers.length - index;
}
