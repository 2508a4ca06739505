// What needs attention: languages nobody has worked on lately, and the components with the most
// words left to translate.
import { recentStart } from './calendar.ts';
import type { ComponentInfo } from './catalog.ts';
import type { CoverageMatrix } from './coverage-matrix.ts';
import { compareText } from './order.ts';
import type { LanguageSummary } from './types.ts';

/** How many components the untranslated list shows. */
export const UNTRANSLATED_LIMIT = 10;

/** Codes of the languages with no activity in the last `recentDays` UTC days (recentStart; or none ever), by code. */
export function inactiveLanguages(languages: readonly Pick<LanguageSummary, 'code' | 'lastActivity'>[], nowMs: number, recentDays: number): string[] {
  const since = recentStart(nowMs, recentDays);
  return languages
    .filter((language) => language.lastActivity === null || Date.parse(language.lastActivity) < since)
    .map((language) => language.code)
    .sort(compareText);
}

/**
 * The non-glossary components with the most untranslated words (total − translated − needing-editing words over
 * their non-source translations), most first, then by project and component slug; none with 0.
 */
export function untranslatedComponents(
  components: Iterable<ComponentInfo>, matrix: CoverageMatrix, limit = UNTRANSLATED_LIMIT,
): { projectSlug: string; componentSlug: string; words: number }[] {
  const rows: { projectSlug: string; componentSlug: string; words: number }[] = [];
  for (const component of components) {
    if (component.isGlossary) continue;
    const words = matrix.components.find(component.url)?.untranslatedWords ?? 0;
    if (words > 0) rows.push({ projectSlug: component.projectSlug, componentSlug: component.slug, words });
  }
  rows.sort((a, b) => b.words - a.words || compareText(a.projectSlug, b.projectSlug) || compareText(a.componentSlug, b.componentSlug));
  return rows.slice(0, limit);
}
