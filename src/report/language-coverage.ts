// A language's coverage as its pages list it: its cells per project and per component (the most
// untranslated first past a page's cap, all on its coverage page), and the projects with
// components not translated into it. Cells are indexed by language once per report.
import type { Cell, LanguageSummary, Report } from './types.ts';
import { compareNames, compareText } from './order.ts';
import { projectReach } from './reach.ts';
import { untranslatedStrings } from './coverage.ts';
import { formatNumber } from '../components/format.ts';
import { componentLabel, hasGlossary } from './projects.ts';

// Every language page asks for its cells: they are indexed by language once per report instead
// of searching every component's cells for every language (300 × 8,000 on the large sample).
type ComponentCellRow = { project: Report['projects'][number]; component: Report['projects'][number]['components'][number]; cell: Cell };
type ProjectCellRow = { project: Report['projects'][number]; cell: Cell };
const cellsByLanguage = new WeakMap<Report, { components: Map<string, ComponentCellRow[]>; projects: Map<string, ProjectCellRow[]> }>();

function languageCells(report: Report) {
  let index = cellsByLanguage.get(report);
  if (!index) {
    index = { components: new Map(), projects: new Map() };
    const add = <T,>(map: Map<string, T[]>, code: string, row: T) => {
      const list = map.get(code);
      if (list) list.push(row);
      else map.set(code, [row]);
    };
    // Projects come A to Z (projectSummaries), as their column sorts; components by the key their
    // column sorts by (componentSortKey), sorted once here rather than for each language.
    for (const project of report.projects) for (const cell of project.cells) add(index.projects, cell.languageCode, { project, cell });
    const components = report.projects.flatMap((project) => project.components.map((component) => ({ project, component, key: componentSortKey(project, component) })));
    components.sort((a, b) => compareNames(a.key, b.key));
    for (const { project, component } of components) for (const cell of component.cells) add(index.components, cell.languageCode, { project, component, cell });
    cellsByLanguage.set(report, index);
  }
  return index;
}

/** What a language's table of components sorts a component by: its project's name, then its own ('Harbor Wallet / Core'). */
export function componentSortKey(project: Pick<Report['projects'][number], 'name'>, component: Pick<Report['projects'][number]['components'][number], 'name' | 'category'>): string {
  return `${project.name} / ${componentLabel(component)}`;
}

/**
 * A language's coverage in each component, A to Z by componentSortKey, and how many of them are
 * glossaries; past `limit` components, those with the most untranslated strings, the most first
 * (`hidden` says how many more there are).
 */
export function languageComponents(report: Report, code: string, limit: number) {
  const rows = languageCells(report).components.get(code) ?? [];
  if (rows.length <= limit) return { rows, hidden: 0, glossaries: glossaryRows(rows) };
  // A language page stays small on instances with thousands of components: the rest is on the project pages.
  const untranslated = (row: ComponentCellRow) => untranslatedStrings(row.cell.coverage);
  const shown = rows
    .slice()
    .sort((a, b) => untranslated(b) - untranslated(a) || compareText(a.project.slug, b.project.slug) || compareText(a.component.slug, b.component.slug))
    .slice(0, limit);
  return { rows: shown, hidden: rows.length - limit, glossaries: glossaryRows(shown) };
}

// The glossaries among the rows shown, which the table's caption counts.
function glossaryRows(rows: readonly ComponentCellRow[]): number {
  let count = 0;
  for (const row of rows) if (row.component.isGlossary) count += 1;
  return count;
}

/** The most projects and components a language page lists; past them, every one is on the language's coverage page. */
export const LANGUAGE_PAGE_PROJECTS = 30;

/**
 * The most projects a language page lists with components not translated into it; past them,
 * every one is on the language's coverage page. Fewer than it lists coverage of: 30 such projects
 * made the large sample's largest language page 103 KB, over the 100 KB a page may weigh.
 */
export const LANGUAGE_PAGE_GAPS = 10;
export const LANGUAGE_PAGE_COMPONENTS = 50;

/** Whether a language's page lists only some of its projects or components (or of those not translated into it), so that it has a coverage page of all of them. */
export function hasLanguageCoveragePage(report: Report, code: string): boolean {
  const cells = languageCells(report);
  return (cells.projects.get(code)?.length ?? 0) > LANGUAGE_PAGE_PROJECTS || (cells.components.get(code)?.length ?? 0) > LANGUAGE_PAGE_COMPONENTS
    || (report.componentGaps[code]?.length ?? 0) > LANGUAGE_PAGE_GAPS;
}

/**
 * A language's coverage per project, A to Z, each with its components translated into the language
 * of those that count for it (projectReach: a project at 100 % may have components never started);
 * past `limit` projects, those with the most untranslated strings, the most first.
 */
export function languageProjects(report: Report, code: string, limit: number) {
  const rows = languageCells(report).projects.get(code) ?? [];
  const withReach = (list: readonly ProjectCellRow[]) => list.map((row) => {
    const { translated, missing } = projectReach(row.project, code);
    return { ...row, components: { translated, total: translated + missing.length } };
  });
  if (rows.length <= limit) return { rows: withReach(rows), hidden: 0 };
  const untranslated = (row: ProjectCellRow) => untranslatedStrings(row.cell.coverage);
  const shown = rows
    .slice()
    .sort((a, b) => untranslated(b) - untranslated(a) || compareText(a.project.slug, b.project.slug))
    .slice(0, limit);
  return { rows: withReach(shown), hidden: rows.length - limit };
}

type ProjectEntry = Report['projects'][number];
type ComponentEntry = ProjectEntry['components'][number];
// Projects by slug and their components by slug, indexed once per report for the gaps of 250 languages.
const projectIndex = new WeakMap<Report, Map<string, { project: ProjectEntry; components: Map<string, ComponentEntry>; hasGlossary: boolean }>>();

/**
 * The projects with components not translated into a language (Report.componentGaps), with those
 * components: at most `limit` projects, those with the most such components, and how many more.
 * Each says how much of the project they are (gapExtent), and whether they are all of its two or
 * more components, which are then said in those words rather than listed.
 */
export function languageGaps(report: Report, code: string, limit: number) {
  let index = projectIndex.get(report);
  if (!index) {
    index = new Map(report.projects.map((project) => [project.slug, { project, components: new Map(project.components.map((c) => [c.slug, c])), hasGlossary: hasGlossary(project) }]));
    projectIndex.set(report, index);
  }
  const gaps = report.componentGaps[code] ?? [];
  const rows = gaps.slice(0, limit).flatMap((gap) => {
    const entry = index.get(gap.projectSlug);
    if (entry === undefined) return [];
    const components = gap.componentSlugs.map((slug) => entry.components.get(slug)).filter((c) => c !== undefined);
    const extent = gapExtent(components.length, gap.of, entry.hasGlossary);
    return [{ project: entry.project, components, of: gap.of, extent, whole: components.length === gap.of && gap.of > 1 }];
  });
  return { rows, hidden: Math.max(0, gaps.length - limit) };
}

/**
 * How much of a project a language lacks, as its line among the components not translated into it
 * says: 'both of its components', 'all 4 of its components outside glossaries', 'its only
 * component', '1 of its 3 components'. `of` counts the project's components outside glossaries;
 * a project with a glossary says so, as it has one more component than the count.
 */
export function gapExtent(missing: number, of: number, hasGlossary: boolean): string {
  const outside = hasGlossary ? ' outside glossaries' : '';
  if (of === 1) return `its only component${outside}`;
  if (missing === of) return `${of === 2 ? 'both' : `all ${formatNumber(of)}`} of its components${outside}`;
  return `${formatNumber(missing)} of its ${formatNumber(of)} components${outside}`;
}

/** The components outside glossaries not translated into a language at all, which no percentage of it counts. */
export function untranslatedComponents(language: Pick<LanguageSummary, 'components'>): number {
  return language.components.total - language.components.translated;
}

/** A table cell of the components translated into a language of those there are ('3 of 4'), sorted by their share, then by how many (none where there are none). */
export function componentsCell(components: { translated: number; total: number }): { text: string; sort: number | null } {
  const { translated, total } = components;
  // Ties of share by count, the most first where the share is: '1 of 1' came above '8 of 8'. Two
  // shares of projects of under 100,000 components each differ by more than 1/100,000², which
  // the term of at most 100,000 × 1e-15 does not reach; the same share is the same number (one
  // division, correctly rounded), and 1e-15 is over four steps of a double near 1.
  return { text: `${formatNumber(translated)} of ${formatNumber(total)}`, sort: total === 0 ? null : translated / total + translated * 1e-15 };
}
