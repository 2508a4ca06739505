// Languages across the instance: coverage of their translations (source-language translations
// left out, glossaries apart), contributors, last activity and tier. A language is listed when it
// has at least one translation that is not a source: an administrator's language list holds
// hundreds of languages nothing is translated into.
import type { ActivityTally } from './activity.ts';
import { CoverageSum } from './coverage.ts';
import type { CoverageMatrix } from './coverage-matrix.ts';
import { compareText } from './order.ts';
import { languageNaming, scriptDirection } from './language-tag.ts';
import type { ComponentReach } from './reach.ts';
import { tierOf } from './tiers.ts';
import type { LanguageInfo, LanguageSummary, Tier } from './types.ts';

/** What languageSummaries() combines. */
export interface LanguageInputs {
  languages: ReadonlyMap<string, LanguageInfo>;
  matrix: CoverageMatrix;
  activity: ActivityTally;
  /** Per language code, its contributors not excluded (see ContributorTally). */
  contributors: ReadonlyMap<string, number>;
  /** Per language code, its components translated of those that count for it (componentReach). */
  reach: ReadonlyMap<string, { reach: ComponentReach }>;
  tiers: readonly Tier[];
}

/** The languages with translations, by code. */
export function languageSummaries({ languages, matrix, activity, contributors, reach, tiers }: LanguageInputs): LanguageSummary[] {
  const empty = new CoverageSum();
  return [...matrix.languageCodes()].sort(compareText).map((code) => {
    const info = languages.get(code);
    const coverage = (matrix.languages.find(code) ?? empty).coverage();
    const name = info?.name ?? code;
    const speakers = info?.population ?? null;
    return {
      code,
      name,
      ...languageNaming(code, name),
      direction: info?.direction ?? scriptDirection(code),
      pluralForms: info?.pluralForms ?? 0,
      // Weblate gives 0 for a count of speakers it does not know: unknown, not nobody.
      population: speakers !== null && speakers > 0 ? speakers : null,
      webUrl: info?.webUrl ?? '',
      coverage,
      components: reach.get(code)?.reach ?? { translated: 0, total: 0 },
      glossary: (matrix.glossaries.find(code) ?? empty).coverage(),
      contributors: contributors.get(code) ?? 0,
      lastActivity: activity.language(code),
      tier: tierOf(coverage, tiers),
    };
  });
}
