// Translation statistics of the sample instance: consistent counts (translated + fuzzy <=
// total, every string has at least one word) and percentages computed as Weblate does.
import { hash32, unitFloat } from './random.ts';
import type { World } from './world.ts';

/** The statistics fields of a translation record. */
export interface TranslationStatistics {
  total: number;
  total_words: number;
  translated: number;
  translated_words: number;
  translated_percent: number;
  fuzzy: number;
  fuzzy_words: number;
  fuzzy_percent: number;
  failing_checks: number;
  failing_checks_words: number;
  failing_checks_percent: number;
  have_suggestion: number;
  have_comment: number;
}

/**
 * Percentage as Weblate computes it (weblate/utils/stats.py): floored to one decimal, and never
 * shown as 0.0 when something is there nor 100.0 when something is missing.
 */
export function weblatePercent(part: number, total: number): number {
  if (total === 0) return 100;
  const percent = Math.floor((1000 * part) / total) / 10;
  if (percent === 0 && part !== 0) return 0.1;
  if (percent === 100 && part < total) return 99.9;
  return percent;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Statistics of translation `t`; a pure function of the world and the index. */
export function translationStatistics(world: World, t: number): TranslationStatistics {
  const component = world.components[world.trComponent[t]!]!;
  const language = world.languages[world.trLanguage[t]!]!;
  const total = component.strings;
  const totalWords = component.words;
  const avgWords = totalWords / total;
  const u = (k: number) => unitFloat(hash32(world.seed, 100 + k, t));
  const isSource = t === component.trStart;

  let translated: number;
  let fuzzy: number;
  if (isSource || language.complete) {
    translated = total;
    fuzzy = 0;
  } else {
    const fraction = clamp(language.strength * component.factor * (0.75 + 0.5 * u(0)), 0, 1);
    translated = u(1) < language.strength * 0.25 ? total : Math.floor(total * fraction);
    fuzzy = Math.min(total - translated, Math.floor(total * 0.06 * u(2) * (1 - fraction)));
  }
  const untranslated = total - translated - fuzzy;
  const translatedWords =
    translated === total ? totalWords
    : clamp(Math.round(translated * avgWords * (0.85 + 0.3 * u(3))), translated, totalWords - (total - translated));
  const fuzzyWords = clamp(
    Math.round(fuzzy * avgWords * (0.85 + 0.3 * u(4))),
    fuzzy,
    totalWords - translatedWords - untranslated,
  );
  const failing = Math.floor(translated * (isSource ? 0.01 : 0.04) * u(5));
  const failingWords = clamp(Math.round(failing * avgWords), failing, translatedWords);
  return {
    total,
    total_words: totalWords,
    translated,
    translated_words: translatedWords,
    translated_percent: weblatePercent(translated, total),
    fuzzy,
    fuzzy_words: fuzzyWords,
    fuzzy_percent: weblatePercent(fuzzy, total),
    failing_checks: failing,
    failing_checks_words: failingWords,
    failing_checks_percent: weblatePercent(failing, total),
    have_suggestion: isSource ? 0 : Math.floor((total - translated) * 0.1 * u(6)) + (u(7) < 0.3 ? 1 : 0),
    have_comment: Math.floor(total * 0.02 * u(8)),
  };
}
