// Each page's one-sentence description (its meta description and og:description): what a search
// result's snippet and a shared link's preview show, where they showed the site's header, the
// same on every page. Each names the site and what the page holds, with a figure or two of its own.
import { andList, formatCount, formatDay, formatNumber, formatPercent, isolatedWhereNeeded } from '../components/format.ts';
import { contributorLabel } from './users.ts';
import { changeLogRead, changesWhere } from './scope.ts';
import { componentCounts } from './projects.ts';
import { categoryLabel, type CategorySummary } from './categories.ts';
import { sinceText } from './windows.ts';
import type { ChartPeriod } from './chart-views.ts';
import type { ComponentSummary, ContributorSummary, LanguageSummary, ProjectSummary, Report } from './types.ts';

type Described = Pick<Report, 'config' | 'snapshot' | 'projects'>;

/**
 * The sentence's frame: the site's title, what the page shows, and the snapshot's day; of a
 * snapshot of some projects only, which were read, and of a change log read from a day on, that
 * day, in brackets after the title, unless `what` says so already (`said`: the projects, or both).
 */
function sentence(report: Described, what: string, said: 'nothing' | 'projects' | 'all' = 'nothing'): string {
  // Every page's header says that only some projects were read, and from when the change log was;
  // a search result or a link's preview shows this sentence without it, and its figures (a
  // language's contributors, an action's changes) read as the whole instance's, of all time.
  const notes: string[] = [];
  if (report.snapshot.projects !== null && said === 'nothing') notes.push(changesWhere(report));
  if (report.snapshot.changesSince !== null && said !== 'all') notes.push(changeLogRead(report));
  // Said first, where a snippet cut short keeps it: at the end it began near the 150th character,
  // past what a search result shows, and 'by 3 contributors' read as the instance's of all time.
  const scope = notes.length === 0 ? '' : ` (${notes.join('; ')})`;
  return `${report.config.title}${scope}: ${what}; snapshot of ${formatDay(report.snapshot.startedAt)}.`;
}

/** How far something is translated, in strings: '83.2 % translated (10,300 of 12,400 strings)', or that it has none to translate. */
function translatedText(coverage: { translated: number; total: number; translatedPercent: number | null }): string {
  return coverage.total === 0 ? 'no strings to translate' : `${formatPercent(coverage.translatedPercent)} translated (${formatNumber(coverage.translated)} of ${formatCount(coverage.total, 'string', 'strings')})`;
}

/** The same as a clause: 'is 83.2 % translated (…)', or 'has no strings to translate'. */
function translatedClause(coverage: { translated: number; total: number; translatedPercent: number | null }): string {
  return `${coverage.total === 0 ? 'has' : 'is'} ${translatedText(coverage)}`;
}

/**
 * The overview's description: the instance, the languages translated into (the overview's own
 * figure, not every language record), projects and components (glossaries aside), and its coverage in all; a title
 * that says "translation status" already is not followed by it again. Of a snapshot of some
 * projects only, it says which were read before its figures, in place of their count.
 */
export function overviewDescription(report: Described & Pick<Report, 'totals' | 'coverage' | 'languages'>): string {
  const what = /translation status/i.test(report.config.title) ? report.snapshot.baseUrl : `translation status of ${report.snapshot.baseUrl}`;
  // Components outside glossaries, as the coverage after them counts and the overview's card says ('32 components and 8 glossaries').
  const components = formatCount(componentCounts(report.projects.flatMap((project) => project.components)).components, 'component', 'components');
  const languages = formatCount(report.languages.length, 'language', 'languages');
  // Said first, where a snippet cut short keeps it: after "http://…, 23 languages in 2 projects" it came too late, read as the instance's.
  if (report.snapshot.projects !== null) return sentence(report, `${what}, ${changesWhere(report)}: ${languages} in ${components}, ${translatedText(report.coverage)}`, 'projects');
  return sentence(report, `${what}, ${languages} in ${formatCount(report.totals.projects, 'project', 'projects')} and ${components}, ${translatedText(report.coverage)}`);
}

/** The languages page's description. */
export function languagesDescription(report: Described & Pick<Report, 'languages'>): string {
  return sentence(report, `how far each of ${formatCount(report.languages.length, 'language', 'languages')} is translated, by tier, with its contributors and last activity`);
}

/**
 * A language's count of contributors (people) and, where it is 0, the placeholder accounts (deleted,
 * anonymous) credited besides, in brackets, as its page's card says them; '' where there are none.
 */
function languageContributorsParts(contributors: number, placeholders: number): { count: string; besides: string } {
  const count = formatCount(contributors, 'contributor', 'contributors');
  // "by 0 contributors" alone read as no one having translated into it, where a deleted account had.
  if (contributors > 0 || placeholders === 0) return { count, besides: '' };
  return { count, besides: ` (people; ${formatCount(placeholders, 'deleted or anonymous account', 'deleted or anonymous accounts')} besides)` };
}

/** A language page's description: its coverage, the components translated into it and its contributors (`placeholders`: the deleted and anonymous accounts credited in it). */
export function languageDescription(report: Described, language: LanguageSummary, placeholders: number): string {
  const { count, besides } = languageContributorsParts(language.contributors, placeholders);
  return sentence(report, `${isolatedWhereNeeded(language.name)} (${language.code}) ${translatedClause(language.coverage)} in ${formatCount(language.components.translated, 'component', 'components')}, by ${count}${besides}`);
}

/** The description of a language's page of contributors (`placeholders`: the deleted and anonymous accounts it lists). */
export function languageContributorsDescription(report: Described, language: LanguageSummary, placeholders: number): string {
  const { count, besides } = languageContributorsParts(language.contributors, placeholders);
  return sentence(report, `the ${count} to ${isolatedWhereNeeded(language.name)} (${language.code})${besides}, with their translations in each time window`);
}

/** The description of a language's coverage page. */
export function languageCoverageDescription(report: Described, language: LanguageSummary): string {
  return sentence(report, `coverage of ${isolatedWhereNeeded(language.name)} (${language.code}) project by project and component by component (${formatCount(language.components.translated, 'component', 'components')} translated into it), and the components not translated into it`);
}

/** The projects page's description. */
export function projectsDescription(report: Described & Pick<Report, 'projects'>): string {
  return sentence(report, `${formatCount(report.projects.length, 'project', 'projects')}, how far each is translated and its changes in the last 12 months`);
}

/** A project page's description: its coverage, components (glossaries aside) and languages. */
export function projectDescription(report: Described, project: ProjectSummary): string {
  // Its glossaries aside, as its coverage and its page's card count them.
  const components = componentCounts(project.components).components;
  return sentence(report, `${isolatedWhereNeeded(project.name)} ${translatedClause(project.coverage)} in ${formatCount(components, 'component', 'components')} and ${formatCount(project.languages.length, 'language', 'languages')}`);
}

/** A component page's description: its coverage and how many languages it is translated into (the page's own figure: its source translation left out). */
export function componentDescription(report: Described, project: ProjectSummary, component: ComponentSummary, label: string): string {
  return sentence(report, `${isolatedWhereNeeded(project.name)} / ${isolatedWhereNeeded(label)} ${translatedClause(component.coverage)} in ${formatCount(component.coverage.translations, 'language', 'languages')}, with the figures of each translation`);
}

/** A category page's description: its components' coverage, and how many components it holds. */
export function categoryDescription(report: Described, project: ProjectSummary, category: CategorySummary): string {
  const components = componentCounts(category.components).components;
  return sentence(report, `${isolatedWhereNeeded(project.name)} / ${isolatedWhereNeeded(categoryLabel(category.path))} ${translatedClause(category.coverage)} in ${formatCount(components, 'component', 'components')}`);
}

/** The contributors page's description; `quiet` where nobody made a change (noLeaderboardActivity), which it then says. */
export function contributorsDescription(report: Described, quiet = false): string {
  // Where nobody made a change (noLeaderboardActivity) the page has no leaderboards to describe.
  if (quiet) return sentence(report, 'nobody made or wrote a change in the change log, so there are no leaderboards');
  return sentence(report, 'who wrote the most translations in the last month, 3, 6 and 12 months and in all, and in each language');
}

/** The description of a page of the list of everyone credited. */
export function peopleDescription(report: Described, page: { number: number; entries: readonly unknown[] }, pages: number): string {
  return sentence(report, `everyone credited with activity, A to Z${pages > 1 ? `, page ${formatNumber(page.number)} of ${formatNumber(pages)} (${formatCount(page.entries.length, 'account', 'accounts')})` : ''}`);
}

/**
 * A contributor page's description: what they did, in how many languages and projects (those of
 * which there are none left unsaid: 'in 0 languages and 0 projects' of an administrator's one change), with what the page shows.
 */
export function contributorDescription(report: Described, contributor: ContributorSummary): string {
  const all = contributor.windows.all;
  const places = [
    contributor.languages.length > 0 ? formatCount(contributor.languages.length, 'language', 'languages') : null,
    contributor.projects.length > 0 ? formatCount(contributor.projects.length, 'project', 'projects') : null,
  ].filter((place): place is string => place !== null);
  const where = places.length === 0 ? '' : ` in ${places.join(' and ')}`;
  // 'and the latest' ended a shared link's preview as if cut short.
  return sentence(report, `${contributorLabel(contributor, isolatedWhereNeeded)}, ${formatCount(all.translations, 'translation', 'translations')} written and ${formatCount(all.actions, 'action', 'actions')}${where}, with a year's calendar and their latest changes`);
}

/** "by day, week and month": the periods a changes page charts (given in its order, longest first), shortest first. */
function periodsPhrase(periods: readonly ChartPeriod[]): string {
  return `by ${andList([...periods].reverse())}`;
}

/** The changes page's description: its changes where and since when the crawl read them, as the page says, and the periods it charts. */
export function changesDescription(report: Described & Pick<Report, 'totals' | 'projects'>, periods: readonly ChartPeriod[]): string {
  const since = report.snapshot.changesSince;
  // Of a partial snapshot, 'on the instance' claimed what the crawl did not read.
  const read = report.snapshot.projects === null && since === null ? `${changesWhere(report)} ` : `${changesWhere(report)}${since === null ? '' : ` since ${sinceText(since)}`}, `;
  // A log reaching back more than two years is charted per year too (changesCharts).
  const by = periods.length === 0 ? '' : `${periodsPhrase(periods)} and `;
  return sentence(report, `${formatCount(report.totals.changes, 'change', 'changes')} ${read}${by}by action, and the latest`, 'all');
}

/** The description of an action's page of changes, with the periods it charts. */
export function actionDescription(report: Described, action: { name: string; count: number }, periods: readonly ChartPeriod[]): string {
  const by = periods.length === 0 ? '' : ` ${periodsPhrase(periods)},`;
  return sentence(report, `${formatCount(action.count, 'change', 'changes')} of the action ${action.name}${by} and the latest`);
}

/** The about page's description. */
export function aboutDescription(report: Described): string {
  return sentence(report, `where these figures came from (${report.snapshot.baseUrl}) and how each is computed`);
}

/** The description of the page for an address the site has no page at. */
export function notFoundDescription(report: Described): string {
  return sentence(report, 'no page at this address, and where to go from here');
}
