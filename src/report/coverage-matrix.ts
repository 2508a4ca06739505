// Coverage sums of translations as they stream: per language (glossaries apart), per project,
// per project × language, per component and per component × language. Source-language
// translations hold the source strings, not a translation, and count nowhere.
import type { ComponentInfo } from './catalog.ts';
import { CoverageSum, CoverageSums } from './coverage.ts';
import type { TranslationFacts } from './translations.ts';

/** A component × language cell: its sum and the translation's pages. */
export interface CellSum {
  sum: CoverageSum;
  translateUrl: string;
  webUrl: string;
}

/** The coverage sums of a snapshot's translations: add() each translation. */
export class CoverageMatrix {
  /** Every non-glossary translation. */
  readonly instance = new CoverageSum();
  /** Non-glossary translations by language code. */
  readonly languages = new CoverageSums<string>();
  /** Glossary translations by language code. */
  readonly glossaries = new CoverageSums<string>();
  /** Non-glossary translations by project slug. */
  readonly projects = new CoverageSums<string>();
  /** Non-glossary translations by project slug, then language code. */
  readonly projectLanguages = new Map<string, CoverageSums<string>>();
  /** Translations by component API URL (a glossary's own coverage included). */
  readonly components = new CoverageSums<string>();
  /** Translations by component API URL, then language code. */
  readonly cells = new Map<string, Map<string, CellSum>>();

  /** Adds a translation of `component` (null when the snapshot does not know it: language totals only). */
  add(translation: TranslationFacts, component: ComponentInfo | null): void {
    if (translation.isSource) return;
    const code = translation.languageCode;
    const stats = translation.stats;
    if (component?.isGlossary === true) {
      this.glossaries.get(code).add(stats);
    } else {
      this.instance.add(stats);
      this.languages.get(code).add(stats);
      if (component !== null) {
        this.projects.get(component.projectSlug).add(stats);
        let byLanguage = this.projectLanguages.get(component.projectSlug);
        if (byLanguage === undefined) {
          byLanguage = new CoverageSums<string>();
          this.projectLanguages.set(component.projectSlug, byLanguage);
        }
        byLanguage.get(code).add(stats);
      }
    }
    if (component === null) return;
    this.components.get(component.url).add(stats);
    let cells = this.cells.get(component.url);
    if (cells === undefined) {
      cells = new Map();
      this.cells.set(component.url, cells);
    }
    let cell = cells.get(code);
    if (cell === undefined) {
      cell = { sum: new CoverageSum(), translateUrl: translation.translateUrl, webUrl: translation.webUrl };
      cells.set(code, cell);
    }
    cell.sum.add(stats);
  }

  /** The language codes with at least one non-source translation (glossaries included). */
  languageCodes(): Set<string> {
    const codes = new Set<string>();
    for (const [code] of this.languages.entries()) codes.add(code);
    for (const [code] of this.glossaries.entries()) codes.add(code);
    return codes;
  }
}
