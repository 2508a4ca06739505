// Coverage: string and word counts summed over sets of translations, and percentages computed
// from the sums (never averaged from per-translation percentages, which would weigh a 3-string
// translation like a 3000-string one).
import type { Coverage } from './types.ts';

/** The counts of one translation that coverage sums. */
export type TranslationStats = Pick<
  Coverage, 'total' | 'totalWords' | 'translated' | 'translatedWords' | 'fuzzy' | 'fuzzyWords' | 'failingChecks'
>;

/**
 * A percentage as Weblate shows it (weblate/utils/stats.py, translation_percent): floored to one
 * decimal, never 100 unless complete (99.9) and never 0 when something is done (0.1); null where
 * there is nothing to count.
 */
export function percent(part: number, total: number): number | null {
  // 0 of 0 is no figure: Weblate calls it 100 %, which made a language without strings
  // "complete" in the tiers, and an empty project read 0.0 %.
  if (total <= 0) return null;
  // Integer arithmetic first, as Weblate does (1000 * part // total), so 1/3 is 33.3 and not 33.29999.
  const perMille = Math.floor((1000 * part) / total);
  const value = perMille / 10;
  if (value >= 100 && part < total) return 99.9;
  if (value <= 0 && part > 0) return 0.1;
  return value;
}

/** A running sum of translation counts: add() each translation, coverage() at the end. */
export class CoverageSum {
  translations = 0;
  total = 0;
  totalWords = 0;
  translated = 0;
  translatedWords = 0;
  fuzzy = 0;
  fuzzyWords = 0;
  failingChecks = 0;

  /** Adds one translation's counts (or, with `translations`, a sum of that many). */
  add(stats: TranslationStats, translations = 1): void {
    this.translations += translations;
    this.total += stats.total;
    this.totalWords += stats.totalWords;
    this.translated += stats.translated;
    this.translatedWords += stats.translatedWords;
    this.fuzzy += stats.fuzzy;
    this.fuzzyWords += stats.fuzzyWords;
    this.failingChecks += stats.failingChecks;
  }

  /** Words neither translated nor needing editing (total − translated − fuzzy words), as Weblate counts untranslated ones. */
  get untranslatedWords(): number {
    return untranslatedWords(this);
  }

  /** The sums with their percentages. */
  coverage(): Coverage {
    return {
      translations: this.translations,
      total: this.total,
      totalWords: this.totalWords,
      translated: this.translated,
      translatedWords: this.translatedWords,
      fuzzy: this.fuzzy,
      fuzzyWords: this.fuzzyWords,
      failingChecks: this.failingChecks,
      translatedPercent: percent(this.translated, this.total),
      translatedWordsPercent: percent(this.translatedWords, this.totalWords),
      fuzzyPercent: percent(this.fuzzy, this.total),
    };
  }
}

/** The coverage of a list of translations' counts. */
export function coverageOf(stats: readonly TranslationStats[]): Coverage {
  const sum = new CoverageSum();
  for (const item of stats) sum.add(item);
  return sum.coverage();
}

/** The sums of several coverages (a category's components'), translations counted as each counts them. */
export function sumCoverage(coverages: readonly Coverage[]): Coverage {
  const sum = new CoverageSum();
  for (const coverage of coverages) sum.add(coverage, coverage.translations);
  return sum.coverage();
}

/** `coverage`, or `other` where that holds the same figures in the same order: one object kept where two were made. */
export function sharedCoverage(coverage: Coverage, other: Coverage | null | undefined): Coverage {
  if (other === null || other === undefined) return coverage;
  const keys = Object.keys(coverage) as (keyof Coverage)[];
  const otherKeys = Object.keys(other);
  if (keys.length !== otherKeys.length) return coverage;
  for (const [at, key] of keys.entries()) if (otherKeys[at] !== key || !Object.is(coverage[key], other[key])) return coverage;
  return other;
}

/** A map of running sums, created on first use. */
export class CoverageSums<K> {
  readonly #sums = new Map<K, CoverageSum>();

  /** The sum for a key (created empty on first use). */
  get(key: K): CoverageSum {
    let sum = this.#sums.get(key);
    if (sum === undefined) {
      sum = new CoverageSum();
      this.#sums.set(key, sum);
    }
    return sum;
  }

  /** The sum for a key, or undefined when nothing was added under it. */
  find(key: K): CoverageSum | undefined {
    return this.#sums.get(key);
  }

  /** Every key with its sum, in insertion order. */
  entries(): IterableIterator<[K, CoverageSum]> {
    return this.#sums.entries();
  }
}

/**
 * Strings neither translated nor needing editing, as Weblate counts untranslated ones: with those
 * needing editing, shown beside them, they make up what is left to do (total − translated counted
 * the strings needing editing in both columns).
 */
export function untranslatedStrings(coverage: Pick<Coverage, 'total' | 'translated' | 'fuzzy'>): number {
  return Math.max(0, coverage.total - coverage.translated - coverage.fuzzy);
}

/** Words neither translated nor needing editing (total − translated − fuzzy words), as Weblate counts untranslated ones. */
export function untranslatedWords(coverage: Pick<Coverage, 'totalWords' | 'translatedWords' | 'fuzzyWords'>): number {
  return Math.max(0, coverage.totalWords - coverage.translatedWords - coverage.fuzzyWords);
}
