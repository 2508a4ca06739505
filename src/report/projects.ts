// Projects and their components, with coverage per language: a project's cells sum its
// non-glossary components, a component's cells are its translations (source translation left out).
import type { ActivityTally } from './activity.ts';
import { categoryLabel } from './categories.ts';
import type { ComponentInfo, ProjectInfo } from './catalog.ts';
import { CoverageSum, sharedCoverage, type CoverageSums } from './coverage.ts';
import type { CellSum, CoverageMatrix } from './coverage-matrix.ts';
import { compareNames, compareText } from './order.ts';
import { andList, formatCount } from '../components/format.ts';
import type { Cell, ComponentSummary, Coverage, ProjectSummary, TranslationRow } from './types.ts';

/** What projectSummaries() combines. */
export interface ProjectInputs {
  projects: ReadonlyMap<string, ProjectInfo>;
  components: ReadonlyMap<string, ComponentInfo>;
  matrix: CoverageMatrix;
  /** Every translation (source included) by component API URL. */
  translationRows: ReadonlyMap<string, readonly TranslationRow[]>;
  activity: ActivityTally;
}

/** How a component is named on the site: in a category, the categories' slugs in front (`desktop-apps / App`). */
export function componentLabel(component: Pick<ComponentSummary, 'name' | 'category'>): string {
  return component.category === null ? component.name : `${categoryLabel(component.category)} / ${component.name}`;
}

// Weblate's names for a component's priority: a lower number comes first.
const PRIORITY_NAMES: Record<number, string> = { 60: 'very high', 80: 'high', 100: 'medium', 120: 'low', 140: 'very low' };

/** A component's priority as Weblate names it, with its number (`very high (60)`); a number Weblate does not name, alone. */
export function priorityName(priority: number): string {
  const name = PRIORITY_NAMES[priority];
  return name === undefined ? String(priority) : `${name} (${priority})`;
}

/** The languages only a project's glossaries are translated into. */
function glossaryOnly(components: readonly Pick<ComponentSummary, 'isGlossary' | 'cells'>[]): number {
  const of = (glossary: boolean) => new Set(components.filter((c) => c.isGlossary === glossary).flatMap((c) => c.cells.map((cell) => cell.languageCode)));
  const others = of(false);
  return [...of(true)].filter((code) => !others.has(code)).length;
}

/** A component with its coverage, cells and translations (`rows`, any order). */
export function componentSummary(component: ComponentInfo, matrix: CoverageMatrix, rows: readonly TranslationRow[]): ComponentSummary {
  // A cell is most often one translation, whose row holds the same coverage: the cell takes the
  // row's object (a quarter of a million such pairs on the large snapshot, each marked at every
  // major GC of the rendering). Null where a language has several rows.
  const rowCoverage = new Map<string, Coverage | null>();
  for (const row of rows) rowCoverage.set(row.languageCode, rowCoverage.has(row.languageCode) ? null : row.coverage);
  const cells = [...(matrix.cells.get(component.url) ?? new Map<string, CellSum>())]
    .sort((a, b) => compareText(a[0], b[0]))
    .map(([languageCode, cell]): Cell => ({ languageCode, coverage: sharedCoverage(cell.sum.coverage(), rowCoverage.get(languageCode)), translateUrl: cell.translateUrl, webUrl: cell.webUrl }));
  return {
    projectSlug: component.projectSlug,
    slug: component.slug,
    name: component.name,
    category: component.category,
    fileFormat: component.fileFormat,
    vcs: component.vcs,
    repo: component.repo,
    license: component.license,
    licenseUrl: component.licenseUrl,
    isGlossary: component.isGlossary,
    sourceLanguage: component.sourceLanguage,
    priority: component.priority,
    webUrl: component.webUrl,
    listed: component.listed,
    coverage: (matrix.components.find(component.url) ?? new CoverageSum()).coverage(),
    cells,
    // By the name the table shows (in code order it read "Spanish, Persian, Finnish"), then by code.
    translations: [...rows].sort((a, b) => compareNames(a.languageName, b.languageName) || compareText(a.languageCode, b.languageCode) || compareText(a.fileCode, b.fileCode)),
  };
}

/** A project's cells: coverage per language across its non-glossary components, by language code. */
function projectCells(sums: CoverageSums<string> | undefined): Cell[] {
  if (sums === undefined) return [];
  return [...sums.entries()]
    .sort((a, b) => compareText(a[0], b[0]))
    .map(([languageCode, sum]) => ({ languageCode, coverage: sum.coverage(), translateUrl: null, webUrl: null }));
}

/**
 * Every project (A to Z by name) with its components (A to Z by the name shown, componentLabel):
 * as their tables list them, and say they do (aria-sort on the name's header).
 */
export function projectSummaries({ projects, components, matrix, translationRows, activity }: ProjectInputs): ProjectSummary[] {
  const byProject = new Map<string, ComponentInfo[]>();
  for (const component of components.values()) {
    const list = byProject.get(component.projectSlug) ?? [];
    list.push(component);
    byProject.set(component.projectSlug, list);
  }
  const slugs = new Set([...projects.keys(), ...byProject.keys()]);
  // By the names the tables show, as a click on their header sorts them (compareNames): by slug,
  // a project named 'Zephyr' of slug 'aardvark' came first under a header that sorts by name.
  const nameOf = (slug: string) => projects.get(slug)?.name ?? slug;
  return [...slugs].sort((a, b) => compareNames(nameOf(a), nameOf(b)) || compareText(a, b)).map((slug) => {
    const project = projects.get(slug);
    const list = (byProject.get(slug) ?? []).sort((a, b) => compareNames(componentLabel(a), componentLabel(b)) || compareText(a.slug, b.slug) || compareText(a.url, b.url));
    const summaries = list.map((component) => componentSummary(component, matrix, translationRows.get(component.url) ?? []));
    return {
      slug,
      name: project?.name ?? slug,
      web: project?.web ?? '',
      webUrl: project?.webUrl ?? '',
      coverage: (matrix.projects.find(slug) ?? new CoverageSum()).coverage(),
      components: summaries,
      cells: projectCells(matrix.projectLanguages.get(slug)),
      // A language only a glossary has is a column too: left out, its cells would read as untranslated.
      languages: [...new Set(summaries.flatMap((component) => component.cells.map((cell) => cell.languageCode)))].sort(compareText),
      glossaryOnlyLanguages: glossaryOnly(summaries),
      lastActivity: activity.project(slug),
    };
  });
}

/**
 * Components and glossaries apart, as every total of components is said ('32 components and 8
 * glossaries'): the languages' "of 32" counts components outside glossaries, and a total with
 * them in read as 40 beside it. One known only from its translations counts as a component, as there.
 */
export function componentCounts(components: readonly Pick<ComponentSummary, 'isGlossary'>[]): { components: number; glossaries: number } {
  let glossaries = 0;
  for (const component of components) if (component.isGlossary) glossaries += 1;
  return { components: components.length - glossaries, glossaries };
}

/** What follows the number of components (componentCounts) where a total is shown: 'components and 8 glossaries', 'component'. */
export function componentsLabel(counts: { components: number; glossaries: number }): string {
  const components = counts.components === 1 ? 'component' : 'components';
  return counts.glossaries === 0 ? components : `${components} and ${formatCount(counts.glossaries, 'glossary', 'glossaries')}`;
}

/**
 * A component's strings and words where every one of its translations has as many (Weblate counts
 * the source's), said once above its table instead of in every row; null for either where they
 * differ (a translation whose file lags behind) or there are no translations.
 */
export function sharedTotals(component: Pick<ComponentSummary, 'translations'>): { strings: number | null; words: number | null } {
  const same = (value: (row: TranslationRow) => number): number | null => {
    const first = component.translations[0];
    if (first === undefined) return null;
    return component.translations.every((row) => value(row) === value(first)) ? value(first) : null;
  };
  return { strings: same((row) => row.coverage.total), words: same((row) => row.coverage.totalWords) };
}

/** Whether a project has a glossary among its components. */
export function hasGlossary(project: Pick<ProjectSummary, 'components'>): boolean {
  return project.components.some((component) => component.isGlossary);
}

/** Whether a project's glossaries hold any strings (their figures are then shown apart). */
export function hasGlossaryStrings(project: Pick<ProjectSummary, 'components'>): boolean {
  return project.components.some((component) => component.isGlossary && component.coverage.total > 0);
}

/** Whether the server withheld a component's VCS: Weblate always has one, so none means the caller may not see it. */
export function vcsWithheld(project: Pick<ProjectSummary, 'components'>): boolean {
  // A component the components list lacks has no VCS because nothing describes it, not because the server withheld it.
  return project.components.some((component) => component.listed && !component.vcs);
}

/** The components known only from their translations' URLs (listed: false), as `project/component` paths, in the report's order. */
export function unlistedComponents(projects: readonly Pick<ProjectSummary, 'slug' | 'components'>[]): string[] {
  return projects.flatMap((project) => project.components.filter((component) => !component.listed).map((component) => `${project.slug}/${component.slug}`));
}

// Why a component can be missing from the components list while its translations are listed.
const UNLISTED_WHY = "not in the snapshot's components list (created while the crawl ran, say)";

/** What the page of a component known only from its translations' URLs says in place of its facts. */
export function unlistedComponentNote(): string {
  return `This component is ${UNLISTED_WHY}: it is known only from its translations, so its file format, repository, license, priority and whether it is a glossary are not known.`;
}

/** What a project's components table says under it of its components known only from their translations (listed: false), named by label, or null where there are none. */
export function unlistedComponentsNote(project: Pick<ProjectSummary, 'components'>): string | null {
  const labels = project.components.filter((component) => !component.listed).map(componentLabel);
  if (labels.length === 0) return null;
  const they = labels.length === 1 ? 'it is' : 'they are';
  return `A dash for the file format, VCS, license, glossary and priority of ${andList(labels)}: ${they} ${UNLISTED_WHY}, known only from ${labels.length === 1 ? 'its' : 'their'} translations, so these are not known.`;
}

/** Whether the server sent any translation of a component its last change or author (the read API as documented sends neither). */
export function lastChangeKnown(component: Pick<ComponentSummary, 'translations'>): boolean {
  return component.translations.some((t) => t.lastChange !== null || t.lastAuthor !== null);
}
