// The people credited, as their pages and the lists of them name and count them: how many people,
// a contributor's name, work per place and span of activity, and the A-to-Z directory of everyone.
import type { ContributorSummary, Report } from './types.ts';
import { compareNames } from './order.ts';
import { contributorLabel, hasOwnPage, userKind } from './users.ts';
import { contributorPath } from '../components/paths.ts';
import { andList, formatCount, formatDay, formatNumber } from '../components/format.ts';

/** The address of a credited account's page, or null for one without (a deleted account). */
export function contributorHref(username: string): string | null {
  return hasOwnPage(username) ? contributorPath(username) : null;
}

/**
 * The address of a person's profile on the instance (Weblate's `/user/<username>/`, under the
 * snapshot's base URL and its path prefix), or null for the anonymous user and deleted accounts,
 * whose placeholder names no one's profile.
 */
export function instanceProfileUrl(baseUrl: string, contributor: Pick<ContributorSummary, 'username' | 'kind'>): string | null {
  if (contributor.kind !== 'user') return null;
  // A base URL saved with its slash ("https://host/weblate/") would give "//user/…".
  return `${baseUrl.replace(/\/+$/, '')}/user/${encodeURIComponent(contributor.username)}/`;
}

/**
 * Why a contributor is on no leaderboard, as their page says it, or null for one ranked: a bot the
 * instance marks, or an account the site's configuration leaves out (excludeUsers). Their page gave
 * no reason, and one who looked for themselves on the boards found nothing there.
 */
export function leftOutNote(contributor: Pick<ContributorSummary, 'excluded' | 'bot'>): string | null {
  if (!contributor.excluded) return null;
  const why = contributor.bot === true ? 'a bot, as the instance marks it' : 'left out by the configuration of this site';
  return `Not on the leaderboards, nor in the counts of people: ${why}`;
}

/** The contributors with a page of their own: all but deleted accounts (people not named are no contributors of the report at all). */
export function contributorPages(report: Report): ContributorSummary[] {
  return report.contributors.filter((c) => hasOwnPage(c.username));
}

/** How many people contributed: accounts of persons (not placeholders), less excluded users (bots). */
export function peopleCount(report: Report): number {
  return report.contributors.filter((c) => c.kind === 'user' && !c.excluded).length;
}

/**
 * Who the accounts credited with activity are, as a phrase: `278 people, the anonymous user and 18
 * deleted accounts` (and those configured out), so that a count of accounts and the overview's
 * count of people can be told apart where both are read.
 */
export function creditedParts(report: Report): string {
  const of = (test: (c: ContributorSummary) => boolean) => report.contributors.filter(test).length;
  const people = peopleCount(report);
  const anonymous = of((c) => c.kind === 'anonymous');
  const deleted = of((c) => c.kind === 'deleted');
  const configured = of((c) => c.kind === 'user' && c.excluded && c.bot !== true);
  const bots = of((c) => c.kind === 'user' && c.bot === true);
  const parts = [
    people > 0 || report.contributors.length === 0 ? formatCount(people, 'person', 'people') : null,
    anonymous > 0 ? 'the anonymous user' : null,
    deleted > 0 ? formatCount(deleted, 'deleted account', 'deleted accounts') : null,
    configured > 0 ? `${formatCount(configured, 'account', 'accounts')} left out as configured` : null,
    bots > 0 ? `${formatCount(bots, 'bot', 'bots')} marked so on the instance` : null,
  ].filter((part): part is string => part !== null);
  return andList(parts);
}

/**
 * Whom of everyone credited the leaderboards rank, as the list of them says it ('The leaderboards
 * rank …'): 'them', 'those not left out' where some are left out (bots, excludeUsers), 'none of
 * them' where all are, where "rank them" stood over a list of bots none of them ranks.
 */
export function rankedOfCredited(report: Pick<Report, 'contributors'>): string {
  const left = report.contributors.filter((c) => c.excluded).length;
  if (left === 0) return 'them';
  return left === report.contributors.length ? 'none of them' : 'those not left out';
}

// Full names by username, indexed once per report: tens of thousands of pages name contributors.
const fullNames = new WeakMap<Report, Map<string, string>>();

/**
 * How a list names a contributor, as the leaderboards do: the full name with the username
 * (contributorLabel); a placeholder (anonymous, a deleted account) by its username alone, beside
 * which the pages say what it stands for.
 */
export function personName(report: Report, username: string): string {
  if (userKind(username) !== 'user') return username;
  let names = fullNames.get(report);
  if (names === undefined) {
    names = new Map(report.contributors.map((contributor) => [contributor.username, contributor.fullName]));
    fullNames.set(report, names);
  }
  return contributorLabel({ username, fullName: names.get(username) ?? username });
}

// Every contributor page names its languages and projects: indexed by code and slug once per
// report instead of searched for on each of tens of thousands of pages.
const catalogNames = new WeakMap<Report, { languages: Map<string, string>; projects: Map<string, string> }>();

/** What a contributor page lists under a name: a language, a project or an action, with a count. */
export interface NamedCount {
  /** Language code, project slug or action code as text. */
  key: string;
  name: string;
  count: number;
  /** It has a page of its own (every language and project of the snapshot has one; actions have none). */
  linked: boolean;
}

/** A language or project a contributor touched: `count` their changes there, with the translations they wrote there and their other changes. */
export interface PlaceCount extends NamedCount {
  translations: number;
  otherChanges: number;
}

/**
 * What a contributor did in a language or project, as their page lists it: `10 translations written
 * and 2 other changes`, `3 translations written`, or `3 changes`. Written `10 translations (12 changes)`, a
 * place of translations alone, without the part in brackets, read as one whose changes were not known.
 */
export function placeWork(place: PlaceCount): string {
  if (place.translations === 0) return formatCount(place.count, 'change', 'changes');
  // Their own changes are the translations they saved and the other changes: those others saved
  // are said apart, so that the line adds up to what they did there.
  const savedByOthers = place.translations - (place.count - place.otherChanges);
  // "Written": a person's translations are text they wrote, not the instance's translations (a component in a language).
  const translations = `${formatCount(place.translations, 'translation written', 'translations written')}${savedByOthers > 0 ? ` (${formatNumber(savedByOthers)} saved by others)` : ''}`;
  return place.otherChanges <= 0 ? translations : `${translations} and ${formatCount(place.otherChanges, 'other change', 'other changes')}`;
}

/**
 * A contributor's last activity for a list: the day of the last change they made, or, for one only
 * credited as the author of text others saved, the day it was last saved, said to be so (a dash
 * read as no activity at all beside their translations).
 */
export function lastActivityCell(contributor: Pick<ContributorSummary, 'lastActivity' | 'written'>): { text: string; sort: string } {
  if (contributor.lastActivity !== null) return { text: formatDay(contributor.lastActivity), sort: contributor.lastActivity };
  if (contributor.written !== null) return { text: `${formatDay(contributor.written.last)} (text saved by others)`, sort: contributor.written.last };
  return { text: '—', sort: '' };
}

/** "from 2025-03-01 to 2026-08-12", or "on 2025-05-12" for a span within one day ("from 2025-05-12 to 2025-05-12" read as a typo). */
function daySpan(first: string, last: string): string {
  const [from, to] = [formatDay(first), formatDay(last)];
  return from === to ? `on ${from}` : `from ${from} to ${to}`;
}

/**
 * When a contributor was active: the changes they made. One who made none, credited only as the
 * author of text others saved, is said to be so, with when it was saved.
 */
export function activitySpan(contributor: Pick<ContributorSummary, 'firstActivity' | 'lastActivity' | 'written'>): string {
  const { firstActivity: first, lastActivity: last, written } = contributor;
  if (first !== null && last !== null) return `Active ${daySpan(first, last)}`;
  if (written !== null) return `No changes of their own; others saved text they wrote ${daySpan(written.first, written.last)}`;
  return 'No changes of their own';
}

/** A contributor's translations per language and per project, named from the snapshot's lists, and their changes per action (all time). */
export function contributorWork(report: Report, contributor: ContributorSummary, names: (code: number) => string) {
  let index = catalogNames.get(report);
  if (!index) {
    index = { languages: new Map(report.languages.map((l) => [l.code, l.name])), projects: new Map(report.projects.map((p) => [p.slug, p.name])) };
    catalogNames.set(report, index);
  }
  const { languages: languageIndex, projects: projectIndex } = index;
  const languages: PlaceCount[] = contributor.languages.map(({ code, changes, translations, otherChanges }) => {
    const name = languageIndex.get(code);
    // A change can name a language the snapshot's language list lacks: its code stands in.
    return { key: code, name: name ?? code, count: changes, translations, otherChanges, linked: name !== undefined };
  });
  const projects: PlaceCount[] = contributor.projects.map(({ slug, changes, translations, otherChanges }) => {
    const name = projectIndex.get(slug);
    return { key: slug, name: name ?? slug, count: changes, translations, otherChanges, linked: name !== undefined };
  });
  const actions: NamedCount[] = Object.entries(contributor.windows.all.byAction)
    .map(([code, count]) => ({ key: code, name: names(Number(code)), count, linked: false }))
    .sort((a, b) => b.count - a.count || Number(a.key) - Number(b.key));
  return { languages, projects, actions };
}

/** One page of the A-to-Z list of everyone credited: its number (from 1), its first and last usernames, its entries. */
export interface DirectoryPage {
  number: number;
  first: string;
  last: string;
  entries: ContributorSummary[];
}

/** The usernames a page of the directory runs from and to ("ana – bo"), or the one it holds. */
export function directoryRange(page: Pick<DirectoryPage, 'first' | 'last'>): string {
  return page.first === page.last ? page.first : `${page.first} – ${page.last}`;
}

/**
 * Everyone credited with activity (each has a page of their own), A to Z by username whatever its
 * case, in pages of `perPage`: leaderboards show the top 50, and the rest could not be found by
 * following links. At least one page, empty when nobody is credited.
 */
export function contributorDirectory(contributors: readonly ContributorSummary[], perPage = 500): DirectoryPage[] {
  const sorted = [...contributors].sort((a, b) => compareNames(a.username, b.username));
  const pages: DirectoryPage[] = [];
  for (let start = 0; start < sorted.length || pages.length === 0; start += perPage) {
    const entries = sorted.slice(start, start + perPage);
    pages.push({ number: pages.length + 1, first: entries[0]?.username ?? '', last: entries.at(-1)?.username ?? '', entries });
  }
  return pages;
}
