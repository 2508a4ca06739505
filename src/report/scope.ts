// What the crawl read, as the pages say it where a figure means something else for a partial
// snapshot: the whole instance, or only the projects `--project` named; the whole change log, or
// only from `--changes-since` on.
import { formatCount, formatNumber, plural } from '../components/format.ts';
import type { Report } from './types.ts';
import { sinceText } from './windows.ts';
import { unlistedComponents } from './projects.ts';

type Scoped = Pick<Report, 'snapshot' | 'projects'>;

/** Where the changes listed come from: 'on the instance', 'in Lumen Player, the one project read' or 'in the 2 projects read'. */
export function changesWhere(report: Scoped): string {
  const slugs = report.snapshot.projects;
  if (slugs === null) return 'on the instance';
  if (slugs.length === 1) return `in ${projectName(report, slugs[0]!)}, the one project read`;
  return `in the ${formatNumber(slugs.length)} projects read`;
}

/** The change log as read: 'the change log', or 'the change log read from 2026-08-01 on'. */
export function changeLogRead(report: Pick<Report, 'snapshot'>): string {
  const since = report.snapshot.changesSince;
  return since === null ? 'the change log' : `the change log read from ${sinceText(since)} on`;
}

/** The overview's five counted lists, whose records stored are set against the API's counts. */
const OVERVIEW_LISTS = ['languages', 'projects', 'components', 'translations', 'changes'] as const;

/**
 * The overview's notes beside its counts, null where a count needs none: what a partial snapshot
 * read, and records stored against the API's counts only where some are missing or left out (a
 * complete snapshot says so once, `complete`, where every card said "30 of 30 stored").
 */
export function overviewNotes(report: Report): { languages: string | null; projects: string | null; components: string | null; translations: string | null; changes: string | null; complete: boolean } {
  const { snapshot } = report;
  const slugs = snapshot.projects;
  const where = slugs === null ? null : slugs.length === 1 ? 'in the project read' : 'in the projects read';
  const projects = slugs === null ? null : `only ${plural(slugs.length, 'the one', `the ${formatNumber(slugs.length)}`)} the crawl was asked for`;
  const since = snapshot.changesSince;
  const changes = since === null ? null : `read from ${sinceText(since)} on`;
  return {
    languages: joined(where, stored(report, 'languages')),
    projects: joined(projects, stored(report, 'projects')),
    components: componentsNote(report),
    translations: stored(report, 'translations'),
    changes: joined(changes, stored(report, 'changes')),
    complete: OVERVIEW_LISTS.every((name) => stored(report, name) === null),
  };
}

/**
 * Which languages the overview and the languages page count, as the about page says it: those
 * translated into, and how many more the instance lists (its source languages; on real Weblate
 * every language it knows), which they leave out.
 */
export function languagesCountedNote(report: Pick<Report, 'snapshot' | 'languages' | 'languagesNotTranslated'>): string {
  const slugs = report.snapshot.projects;
  // Not the records stored less the languages translated into: a language record repeated or left
  // out read as one more "with nothing translated into it", and a language only a translation names
  // (not in the list) hid one that is.
  const others = report.languagesNotTranslated;
  const where = slugs === null ? '' : slugs.length === 1 ? ' in the project read' : ' in the projects read';
  // With none translated into (an instance without projects), "count the 0 languages translated
  // into; the instance lists 4 other languages" counted nothing and called the rest "other".
  const counted = report.languages.length === 0
    ? `The overview and the languages page count the languages translated into${where}: none`
    : `The overview and the languages page count the ${formatCount(report.languages.length, 'language', 'languages')} translated into${where}`;
  if (others <= 0) return `${counted}.`;
  const listed = report.languages.length === 0 ? formatCount(others, 'language', 'languages') : formatCount(others, 'other language', 'other languages');
  return `${counted}; the instance lists ${listed}, ` +
    `${slugs === null ? `with nothing translated into ${plural(others, 'it', 'them')}` : `not translated into${where}`}.`;
}

const joined = (...parts: (string | null)[]): string | null => parts.filter((part) => part !== null).join('; ') || null;

/**
 * Completeness, where it falls short: records stored against the count the API gave for the list,
 * and those of them the report could not use, which the figure beside it leaves out; null where
 * every record counted is stored and used.
 */
function stored(report: Report, name: (typeof OVERVIEW_LISTS)[number], what = ''): string | null {
  const api = report.snapshot.apiCounts[name];
  const count = report.snapshot.counts[name] ?? 0;
  const left = report.leftOut[name];
  if (api === count && left === 0) return null;
  const text = api === null || api === undefined ? 'count not reported' : `${formatNumber(count)} of ${formatNumber(api)}${what} stored`;
  return left === 0 ? text : `${text}, ${formatNumber(left)} of them left out: see About`;
}

/**
 * What the overview's count of components counts, those with a page: the components list's records
 * stored, and beyond them those only their translations name ('1 more known only from its
 * translations: see About') or carry nested (a component created while the crawl ran).
 */
function componentsNote(report: Report): string | null {
  const listed = (report.snapshot.counts['components'] ?? 0) - report.leftOut.components;
  const more = report.totals.components - listed;
  // The card counts components and glossaries apart; the list, and the API's count of it, hold both.
  const what = report.projects.some((project) => project.components.some((component) => component.isGlossary)) ? ' components and glossaries' : '';
  if (more <= 0) return stored(report, 'components', what);
  const unknown = unlistedComponents(report.projects).length;
  // Said with the records stored, complete or not: the count beside is more than the list's.
  const counted = stored(report, 'components', what) ?? `${formatNumber(report.snapshot.counts['components'] ?? 0)} of ${formatNumber(report.snapshot.apiCounts['components'] ?? 0)}${what} stored`;
  return `${counted}; ${formatNumber(more)} more known only from ${plural(more, 'its', 'their')} translations${unknown > 0 ? ': see About' : ''}`;
}

function projectName(report: Scoped, slug: string): string {
  return report.projects.find((project) => project.slug === slug)?.name ?? slug;
}

/**
 * A list of the latest changes, as its caption names it: "The latest 30 changes in German" where
 * it holds as many as it may (there may be more), "The 12 changes in German" where it holds every
 * one the snapshot has; where the crawl read only some projects, or the change log only from a day
 * on, it says so: "The 6 changes in German in Orbit Notes, the one project read, since 2026-11-15".
 * `what` says whose or where they are, and `whereSaid` that it names the projects read already.
 */
export function latestChangesCaption(report: Scoped, shown: number, cap: number, what: string, whereSaid = false): string {
  const count = formatCount(shown, 'change', 'changes');
  if (shown >= cap) return shown === 1 ? `The latest change ${what}` : `The latest ${count} ${what}`;
  // "The 1 change dmitry made" read as a count of one of several.
  return `${shown === 1 ? 'The only change' : `The ${count}`} ${what}${readSuffix(report, whereSaid)}`;
}

/** What an empty list of the latest changes says: "No changes in Catalan since 2026-11-17." (latestChangesCaption). */
export function noLatestChangesNote(report: Scoped, what: string, whereSaid = false): string {
  return `No changes ${what}${readSuffix(report, whereSaid)}.`;
}

/** The projects read, where the crawl read only some, and the day the change log was read from: ", since 2026-11-15". */
function readSuffix(report: Scoped, whereSaid: boolean): string {
  const projects = report.snapshot.projects !== null;
  const where = projects && !whereSaid ? ` ${changesWhere(report)}` : '';
  const since = report.snapshot.changesSince;
  return `${where}${since === null ? '' : `${projects ? ',' : ''} since ${sinceText(since)}`}`;
}
