// The leaderboards and lists of translators the pages show: the instance's per window, each
// language's, each project's; ranks shared by ties, rows tied past a list's cut counted, and what
// users left out of them (bots: excludeUsers or marked so on the instance; people not named at
// their request, unnamedUsers) did, so that an empty list says why.
import type { ContributorSummary, Report, WindowName } from './types.ts';
import { compareText, standingRanks, tiedPast } from './order.ts';
import { creditedPhrase, userKind } from './users.ts';
import { andList, formatCount, formatNumber, sentenceStart } from '../components/format.ts';
import { changeLogRead } from './scope.ts';

// A window's leaderboard: people only (not excluded bots), most translations first.
function rankedContributors(report: Report, window: WindowName): ContributorSummary[] {
  return report.contributors
    .filter((c) => !c.excluded && c.windows[window].actions + c.windows[window].authored > 0)
    .sort((a, b) =>
      b.windows[window].translations - a.windows[window].translations ||
      b.windows[window].actions - a.windows[window].actions ||
      compareText(a.username, b.username));
}

const sameStanding = (window: WindowName) => (a: ContributorSummary, b: ContributorSummary) =>
  a.windows[window].translations === b.windows[window].translations && a.windows[window].actions === b.windows[window].actions;

/** A top list: its rows, their ranks (shared where rows tie), and how many past its cut tie with its last row. */
export interface TopList<T> {
  rows: T[];
  ranks: number[];
  tiesLeftOut: number;
}

/** The top of `sorted` by `count`, ranked by `tie`. */
function topList<T>(sorted: readonly T[], count: number, tie: (a: T, b: T) => boolean): TopList<T> {
  const rows = sorted.slice(0, count);
  return { rows, ranks: standingRanks(rows, tie), tiesLeftOut: tiedPast(sorted, count, tie) };
}

/** A window's leaderboard as a top list of `count`: those with as many translations and actions share a rank. */
export function leaderboardTop(report: Report, window: WindowName, count: number): TopList<ContributorSummary> {
  return topList(rankedContributors(report, window), count, sameStanding(window));
}

/** The sentence under a top list that left out `count` rows tied with its last one, which `measure` names ('translations'). */
export function tiesLeftOutNote(count: number, measure: string): string {
  return `${count === 1 ? 'One more has' : `${formatNumber(count)} more have`} as many ${measure} as the last shown`;
}

/** The changes users left out of the leaderboards (bots, people not named) made in a window, and how many of them made any, for lists that would be empty without them. */
export function leftOutActivity(report: Report, window: WindowName): { changes: number; users: number } {
  let { changes, users } = report.unnamed.windows[window];
  for (const c of report.contributors) {
    if (!c.excluded || c.windows[window].actions === 0) continue;
    changes += c.windows[window].actions;
    users += 1;
  }
  return { changes, users };
}

// Found once per report: each of a language's contributors pages asks (leftOutOfListNote), and
// scanning the large sample's 44,000 contributors took some 20 ms a page.
const leftOutBotsByReport = new WeakMap<Report, { readonly configured: readonly string[]; readonly marked: readonly string[] }>();

/**
 * The bots left out of the leaderboards, by username A to Z: those excludeUsers names
 * (`configured`) and those the instance marks as bots (`marked`); people not named are in neither.
 */
export function leftOutBots(report: Report): { readonly configured: readonly string[]; readonly marked: readonly string[] } {
  let bots = leftOutBotsByReport.get(report);
  if (bots === undefined) {
    const configured: string[] = [];
    const marked: string[] = [];
    for (const c of report.contributors) if (c.excluded) (c.bot ? marked : configured).push(c.username);
    bots = Object.freeze({ configured: Object.freeze(configured.sort(compareText)), marked: Object.freeze(marked.sort(compareText)) });
    leftOutBotsByReport.set(report, bots);
  }
  return bots;
}

/**
 * Whether no stored user record says whether its account is a bot (is_bot, which Weblate sends
 * only to callers who may manage users) while someone on the leaderboards could be one: the
 * instance's bots are then counted as people, unless excludeUsers names them.
 */
export function botsNotTold(report: Report): boolean {
  return !report.botFlagsRead && report.contributors.some((c) => c.kind === 'user' && !c.excluded);
}

// The words botsNotToldNote and the overview's sentence (botsNotToldLine) share: one says it in
// full, the other in short with a link to it.
const NO_BOT_FLAGS = 'No user record in this snapshot says whether its account is a bot';
const COUNTED_AS_PEOPLE = 'counted here as people';

/** What the contributors and about pages say where botsNotTold: why, and how to leave bots out; null where it does not apply. */
export function botsNotToldNote(report: Report): string | null {
  if (!botsNotTold(report)) return null;
  return `${NO_BOT_FLAGS}: Weblate says so only to a token that may manage users, ` +
    `which the crawl did not use. Bots are therefore ${COUNTED_AS_PEOPLE}, on the leaderboards and in the counts of contributors, ` +
    'unless excludeUsers in the site configuration names them.';
}

/**
 * The overview's one sentence where botsNotTold, beside its count of contributors: its start, and
 * the words that link to botsNotToldNote on the contributors page; null where it does not apply.
 */
export function botsNotToldLine(report: Report): { lead: string; link: string } | null {
  if (!botsNotTold(report)) return null;
  return { lead: `${NO_BOT_FLAGS}: `, link: `bots are ${COUNTED_AS_PEOPLE}` };
}

/**
 * Who the contributor counts leave out, as a list says it: the placeholders always, then the
 * configured bots, the bots the instance marks and the people not named at their request, each
 * where there are any (the overview said "configured bots" for an excludeUsers naming only someone
 * not named, and nothing of bots the instance marks).
 */
export function notCountedKinds(report: Report): string[] {
  const { configured, marked } = leftOutBots(report);
  return [
    'the anonymous user', 'deleted accounts',
    ...(configured.length > 0 ? ['configured bots'] : []),
    ...(marked.length > 0 ? ['bots the instance marks'] : []),
    ...(report.unnamed.people > 0 ? ['people not named at their request'] : []),
  ];
}

/** What a list of a language's translators says of the users it leaves out, or null where it leaves out none. */
export function leftOutOfListNote(report: Report): string | null {
  const kinds = notCountedKinds(report).slice(2);
  return kinds.length === 0 ? null : `Users left out of the leaderboards (${andList(kinds)}) are not listed.`;
}

/** The translations into the snapshot's languages that users left out of the leaderboards wrote in a window: what the lists by language leave out. */
export function languagesLeftOutTranslations(report: Report, window: WindowName): number {
  let sum = 0;
  for (const language of report.languages) sum += report.translationsLeftOutByLanguage[language.code]?.[window] ?? 0;
  return sum;
}

/** What the leaderboard of a window with nobody on it says: nobody did anything then, or only users left out of it did. */
export function emptyLeaderboardNote(report: Report, window: WindowName): string {
  const { changes, users } = leftOutActivity(report, window);
  if (changes === 0) return 'Nobody made or wrote a change in this time.';
  const by = users === 1 ? 'by a user left out of the leaderboards' : 'all by users left out of the leaderboards';
  return `${sentenceStart(formatCount(changes, 'change', 'changes'))} in this time, ${by}.`;
}

/**
 * Whether nobody, counted or left out, made or wrote a change in the change log read (a new
 * instance's, a quiet night's crawl): the contributors page then says so once, where each of its
 * five leaderboards said "Nobody made or wrote a change in this time." under its heading, and its
 * list by language once more, as each window is inside all time.
 */
export function noLeaderboardActivity(report: Report): boolean {
  return rankedContributors(report, 'all').length === 0 && leftOutActivity(report, 'all').changes === 0;
}

/**
 * A contributor's most active languages as codes (`de, fr +3`) for a leaderboard cell, sorted by
 * how many there are, and as `name` gives them (`German, French and 3 more`) for a screen reader,
 * which read the codes as words: `he, uk` as the pronoun and "U K".
 */
export function languagesCell(contributor: ContributorSummary, shown: number, name: (code: string) => string = (code) => code): { text: string; sort: number; spoken?: string } {
  const count = contributor.languages.length;
  const first = contributor.languages.slice(0, shown);
  const codes = first.map((l) => l.code).join(', ');
  if (count === 0) return { text: '—', sort: 0 };
  const names = first.map((l) => name(l.code)).join(', ');
  // The rest are counted rather than dropped: five codes of twelve would read as all of them.
  return count > shown
    ? { text: `${codes} +${count - shown}`, sort: count, spoken: `${names} and ${formatNumber(count - shown)} more` }
    : { text: codes, sort: count, spoken: names };
}

/** One row of a language's leaderboard: a contributor and their translations in it per window. */
type LanguageContributorEntry = Report['contributorsByLanguage'][string][WindowName][number];

// Ranked once per build by the report (ContributorTally), not on each language page.
function rankedInLanguage(report: Report, code: string, window: WindowName): readonly LanguageContributorEntry[] {
  return report.contributorsByLanguage[code]?.[window] ?? [];
}

/** A language's top `count` in a window as a top list: those who made as many translations share a rank. */
export function languageLeaderboardTop(report: Report, code: string, window: WindowName, count: number): TopList<LanguageContributorEntry> {
  return topList(rankedInLanguage(report, code, window), count, (a, b) => a.windows[window] === b.windows[window]);
}

/** The placeholder accounts (the anonymous user, deleted accounts) credited with translations into a language: not counted as its contributors. */
export function languagePlaceholders(report: Report, code: string): number {
  return rankedInLanguage(report, code, 'all').filter((entry) => userKind(entry.username) !== 'user').length;
}

/** Whether a language has anyone credited with its translations (and so a page listing them). */
export function hasLanguageContributors(report: Report, code: string): boolean {
  return rankedInLanguage(report, code, 'all').length > 0;
}

// Every project page asks for its contributors: indexing them once per report instead of
// scanning every contributor for every project (2,000 × 50,000 on the large sample).
const contributorsByProject = new WeakMap<Report, { people: Map<string, { username: string; count: number }[]>; leftOut: Map<string, number> }>();

/** The people who wrote translations in a project, most first: the first `count`, and how many in all. */
export function projectContributors(
  report: Report, slug: string, count: number,
): { top: { username: string; count: number }[]; ranks: number[]; tiesLeftOut: number; total: number; usernames: string[]; leftOut: number } {
  let index = contributorsByProject.get(report);
  if (!index) {
    // People not named are left out as bots are: their translations counted, their names not listed.
    index = { people: new Map(), leftOut: new Map(Object.entries(report.unnamed.projectTranslations)) };
    for (const c of report.contributors) {
      for (const p of c.projects) {
        // A project's contributors are its translators, as a language's are.
        if (p.translations === 0) continue;
        if (c.excluded) {
          index.leftOut.set(p.slug, (index.leftOut.get(p.slug) ?? 0) + p.translations);
          continue;
        }
        const list = index.people.get(p.slug) ?? [];
        list.push({ username: c.username, count: p.translations });
        index.people.set(p.slug, list);
      }
    }
    for (const list of index.people.values()) list.sort((a, b) => b.count - a.count || compareText(a.username, b.username));
    contributorsByProject.set(report, index);
  }
  const all = index.people.get(slug) ?? [];
  const { rows: top, ranks, tiesLeftOut } = topList(all, count, (a, b) => a.count === b.count);
  return { top, ranks, tiesLeftOut, total: all.length, usernames: all.map((entry) => entry.username), leftOut: index.leftOut.get(slug) ?? 0 };
}

/**
 * What a list of translators with nobody on it says: that nothing was translated, or, where users
 * left out of the leaderboards (bots) made `leftOut` translations, that they alone did.
 */
export function noTranslatorsNote(leftOut: number, when = ''): string {
  if (leftOut === 0) return `No translation work recorded${when}.`;
  const by = leftOut === 1 ? 'by a user left out of the leaderboards' : 'all by users left out of the leaderboards';
  return `${sentenceStart(formatCount(leftOut, 'translation', 'translations'))}${when}, ${by}.`;
}

/**
 * What a language page says once in place of its five leaderboards where no one, counted or left
 * out, is credited with a translation into it: each window is inside all time, so each said "No
 * translation work recorded." under its heading, five times over (a quiet night's crawl, its
 * windows' headings all "(only from 2026-12-01)"). Null where any window has something to show.
 */
export function noLanguageTranslatorsNote(report: Report, code: string): string | null {
  if (rankedInLanguage(report, code, 'all').length > 0 || (report.translationsLeftOutByLanguage[code]?.all ?? 0) > 0) return null;
  return noTranslatorsNote(0, ` in ${changeLogRead(report)}`);
}

/**
 * The sentence over a project's contributors list: whose translations, over what time (`span`, as
 * windowPhrases gives "all time"), and, where the list shows only the top of them, of how many
 * (20 names of 264 read as everyone).
 */
export function projectContributorsNote(projectName: string, shown: number, usernames: readonly string[], span: string): string {
  // Placeholders are named apart, as on the language pages: the anonymous user stands for any
  // number of people, a deleted account for one former account; neither is counted as a person.
  const who = creditedPhrase(usernames);
  if (shown >= usernames.length) return `Everyone who translated in ${projectName}, ${span}, most translations first: ${who}.`;
  return `The ${shown} who made the most translations in ${projectName}, ${span}, of ${who} who translated in it.`;
}

/** Per language (most contributors first), its `top` contributors in a window, and how many more tie with the last of them. */
export function leadersByLanguage(report: Report, window: WindowName, top: number) {
  return report.languages
    .map((language) => {
      const { rows, tiesLeftOut } = languageLeaderboardTop(report, language.code, window, top);
      return { language, leaders: rows, tiesLeftOut };
    })
    .filter((entry) => entry.leaders.length > 0)
    .sort((a, b) => b.language.contributors - a.language.contributors || compareText(a.language.code, b.language.code));
}
