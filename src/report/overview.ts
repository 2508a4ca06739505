// The overview's lists and the languages' order: the best and least covered languages, each tier's
// languages, those without recent activity and the components most left to translate, named.
import type { LanguageSummary, Report } from './types.ts';
import { recentStart } from './calendar.ts';
import { compareNames, compareText, standingRanks, tiedPast } from './order.ts';
import { componentLabel } from './projects.ts';
import { tierAnchor } from './tiers.ts';
import { formatCount, formatDay, formatNumber, formatPercent, sentenceStart } from '../components/format.ts';
import { sinceText } from './windows.ts';
import { languageName } from './page-lookups.ts';
import { changeLogRead } from './scope.ts';

/** A language with strings to translate, and so a percentage of them translated. */
type Covered = LanguageSummary & { coverage: { translatedPercent: number } };
const covered = (language: LanguageSummary): language is Covered => language.coverage.translatedPercent !== null;

/** The overview's best and least covered languages (coverageExtremes). */
export interface CoverageExtremes {
  best: Covered[];
  least: Covered[];
  bestRanks: number[];
  leastRanks: number[];
  /** Languages past each list's cut at the same percentage as its last: listed by name alone, they read as the only ones there. */
  bestTiesLeftOut: number;
  leastTiesLeftOut: number;
  /** Where two languages or more all have the same percentage: how many, and that percentage (then both lists are empty). */
  allTied: { languages: number; percent: number } | null;
  /** The one language with strings to translate, where there is only one (then both lists are empty). */
  only: Covered | null;
}

/**
 * The best and the least covered languages with strings to translate, at most `count` each: the
 * best first in one, the least first in the other, never the same language in both (on an instance
 * of seven, three were listed as both best and least). Where there are fewer than twice `count`,
 * the better half at most is the best. The least are only those below every best one, and the
 * best only those above the least covered: where six of seven were complete, two complete ones
 * were listed as least covered, and with all complete three were. Where all tie, neither list.
 */
export function coverageExtremes(report: Report, count: number): CoverageExtremes {
  const ranked = report.languages
    .filter(covered)
    .sort((a, b) => b.coverage.translatedPercent - a.coverage.translatedPercent || compareText(a.code, b.code));
  const percent = (language: Covered) => language.coverage.translatedPercent;
  const same = (a: Covered, b: Covered) => percent(a) === percent(b);
  const top = ranked[0];
  const bottom = ranked.at(-1);
  if (top !== undefined && bottom !== undefined && ranked.length > 1 && percent(top) === percent(bottom)) {
    return { best: [], least: [], bestRanks: [], leastRanks: [], bestTiesLeftOut: 0, leastTiesLeftOut: 0, allTied: { languages: ranked.length, percent: percent(top) }, only: null };
  }
  // One language alone is ranked against none: listed as "Best covered languages: 1. French 0.0 %",
  // the only one, untouched, read as the best.
  if (top !== undefined && ranked.length === 1) {
    return { best: [], least: [], bestRanks: [], leastRanks: [], bestTiesLeftOut: 0, leastTiesLeftOut: 0, allTied: null, only: top };
  }
  // Of more, none at the lowest percentage is the best.
  const above = ranked.filter((language) => percent(language) > percent(bottom!));
  const best = above.slice(0, Math.min(count, Math.ceil(ranked.length / 2)));
  const floor = best.length > 0 ? percent(best.at(-1)!) : Number.POSITIVE_INFINITY;
  const ascending = ranked
    .filter((language) => percent(language) < floor)
    .sort((a, b) => percent(a) - percent(b) || compareText(a.code, b.code));
  const least = ascending.slice(0, count);
  return {
    best, least, bestRanks: standingRanks(best, same), leastRanks: standingRanks(least, same),
    bestTiesLeftOut: tiedPast(ranked, best.length, same), leastTiesLeftOut: tiedPast(ascending, least.length, same), allTied: null, only: null,
  };
}

/** The line standing for the best and least covered languages where all tie (coverageExtremes' `allTied`): how many, at what percentage. */
export function allTiedNote(report: Pick<Report, 'languages' | 'componentGaps'>, tie: { languages: number; percent: number }): string {
  const which = tie.languages === 2 ? 'Both languages' : `All ${formatNumber(tie.languages)} languages`;
  // Languages without strings have no percentage, and are not among them.
  const outside = tie.languages < report.languages.length ? ' with strings to translate' : '';
  // The percentages are over the components translated into each: "all at 100 %" said nothing of those never started.
  // Theirs alone: a language translated only in glossaries is not among them, nor its components not started.
  const missing = notStartedCount({ componentGaps: Object.fromEntries(report.languages.filter(covered).map((language) => [language.code, report.componentGaps[language.code] ?? []])) });
  const over = missing === 0 ? '' : `, in the components translated into each (${formatCount(missing, 'translation of a component', 'translations of components')} not started)`;
  return `${which}${outside} have ${formatPercent(tie.percent)} of their strings translated${over}.`;
}

/**
 * What follows the name of the only language with strings to translate (coverageExtremes' `only`)
 * where the best and least covered would be: ', the only language with strings to translate, has
 * 40.0 % of its strings translated.'
 */
export function onlyLanguageNote(report: Pick<Report, 'languages' | 'componentGaps'>, only: Covered): string {
  const outside = report.languages.length > 1 ? ' with strings to translate' : '';
  // Its own gaps: another language's (one translated only in glossaries) are none of its percentage.
  const missing = notStartedCount({ componentGaps: { [only.code]: report.componentGaps[only.code] ?? [] } });
  const over = missing === 0 ? '' : `, in the components translated into it (${formatCount(missing, 'component', 'components')} not started)`;
  return `, the only language${outside}, has ${formatPercent(only.coverage.translatedPercent)} of its strings translated${over}.`;
}

/**
 * How many translations of components were never started: a language and a component outside
 * glossaries it is not translated into, summed over the languages (Report.componentGaps). No
 * percentage and no count of untranslated strings counts their strings.
 */
export function notStartedCount(report: Pick<Report, 'componentGaps'>): number {
  let count = 0;
  for (const gaps of Object.values(report.componentGaps)) for (const gap of gaps) count += gap.componentSlugs.length;
  return count;
}

/** The line under a top list of languages by coverage that left out `count` more at its last `percent`: '2 more languages at 100.0 %.' */
export function languageTiesNote(count: number, percent: number): string {
  return `${sentenceStart(formatCount(count, 'more language', 'more languages'))} at ${formatPercent(percent)}.`;
}

/**
 * The overview's "needs attention" lists, named: inactive languages A to Z by the names shown (by
 * code, Danish, German, Greek, Spanish, Persian read out of order), and the components with the
 * most untranslated words.
 */
export function attentionNamed(report: Report) {
  const componentNames = new Map<string, { project: string; component: string }>();
  for (const project of report.projects) {
    for (const component of project.components) componentNames.set(`${project.slug}/${component.slug}`, { project: project.name, component: componentLabel(component) });
  }
  return {
    inactive: report.attention.inactiveLanguages
      .map((code) => ({ code, name: languageName(report, code) }))
      .sort((a, b) => compareNames(a.name, b.name) || compareText(a.code, b.code)),
    untranslated: report.attention.untranslated.map((entry) => {
      const names = componentNames.get(`${entry.projectSlug}/${entry.componentSlug}`);
      return { ...entry, projectName: names?.project ?? entry.projectSlug, componentName: names?.component ?? entry.componentSlug };
    }),
  };
}

/**
 * The heading of the languages without recent activity, with the day the recent days begin on
 * (recentStart), as the windows' labels give theirs. Where the change log was read from a later
 * time on, nothing is known of the days before: the list holds the languages without activity
 * since the log begins, and the heading says that instead.
 */
export function inactiveHeading(report: Report): string {
  const since = report.snapshot.changesSince;
  const recentDays = report.config.recentDays;
  const start = recentStart(Date.parse(report.now), recentDays);
  if (since !== null && Date.parse(since) > start) return `No activity since ${sinceText(since)}`;
  const from = sinceText(new Date(start).toISOString());
  return `No activity in ${recentDays === 1 ? 'a day' : `${recentDays} days`} (since ${from})`;
}

/** How many languages of a tier the overview names; past it, it links the tier's list on the languages page alone (200 names of 250 languages were a wall). */
export const TIER_NAMED = 12;

/**
 * Each tier of Report.tierCounts with its languages A to Z by name (as the languages table lists
 * them), the id of its list on the languages page, and whether the overview names them (at most
 * TIER_NAMED).
 */
export function tierLists(report: Pick<Report, 'languages' | 'tierCounts' | 'config'>): { tier: string | null; anchor: string; languages: LanguageSummary[]; named: boolean }[] {
  const sorted = languagesByName(report);
  return report.tierCounts.map(({ tier }) => {
    const languages = sorted.filter((language) => language.tier === tier);
    return { tier, anchor: tierAnchor(tier, report.config.tiers), languages, named: languages.length > 0 && languages.length <= TIER_NAMED };
  });
}

/**
 * What the overview's "Languages by tier" says where there is no language to translate into (only
 * the source language, or no project): a line of "0 languages" for each tier said nothing four
 * times over. Null where there are languages. The languages page shows no tiers then at all.
 */
export function noTiersNote(report: Pick<Report, 'languages'>): string | null {
  return report.languages.length === 0 ? 'No languages to translate into, so none in any tier.' : null;
}

/**
 * What stands under inactiveHeading where no language is listed: that every language had activity,
 * or, where there is no language to translate into (only the source language), that there is none:
 * such an instance was said to have had activity in every language.
 */
export function noInactiveNote(report: Pick<Report, 'languages'>): string {
  return report.languages.length === 0 ? 'No languages to translate into, so none to watch.' : 'Every language had activity.';
}

/** A language as the overview names it: its code, for its link, and the name shown. */
interface NamedLanguage {
  code: string;
  name: string;
}

/**
 * How many languages the overview's note on those without recent activity names in full, whether
 * those without it or, where nearly all are, the few with it: twice a tier's (TIER_NAMED). Past it,
 * it names the first TIER_NAMED A to Z and says how many more: with 120 inactive of 249, all 120
 * names stood there, the all-but form being only for those few with activity.
 */
export const INACTIVE_NAMED = 2 * TIER_NAMED;

/**
 * What stands under inactiveHeading: `none`, noInactiveNote; `listed`, the inactive languages by
 * name (attentionNamed), where they are INACTIVE_NAMED or fewer; `all`, one sentence where every
 * language of two or more is inactive; `allBut`, where more than TIER_NAMED are and the others
 * are a quarter as many or fewer and INACTIVE_NAMED at most, how many of all and those few that
 * had activity, A to Z; else `first`, how many of all, the first TIER_NAMED inactive A to Z and
 * how many more (`more`, 'and 108 more'). A quiet night's crawl (`--changes-since 1d`) or a
 * dormant instance listed all 249 languages of a large one here: a wall of names that said only
 * that nobody worked on any, and not when anyone last did.
 */
export function inactiveView(report: Report):
  | { kind: 'none'; note: string }
  | { kind: 'listed'; languages: NamedLanguage[] }
  | { kind: 'all'; note: string }
  | { kind: 'allBut'; lead: string; active: NamedLanguage[] }
  | { kind: 'first'; lead: string; languages: NamedLanguage[]; more: string } {
  const inactive = attentionNamed(report).inactive;
  if (inactive.length === 0) return { kind: 'none', note: noInactiveNote(report) };
  const total = report.languages.length;
  const inactiveCodes = new Set(inactive.map((language) => language.code));
  const active = languagesByName(report).filter((language) => !inactiveCodes.has(language.code));
  // One language alone is named: "All 1 languages" would say less than its name.
  if (active.length === 0 && total >= 2) {
    const all = total === 2 ? 'Both languages' : `All ${formatNumber(total)} languages`;
    // Of two, "in any of them" read as if there were more.
    const which = total === 2 ? 'either of them' : 'any of them';
    const last = report.languages.reduce<string | null>((newest, language) => (language.lastActivity !== null && (newest === null || Date.parse(language.lastActivity) > Date.parse(newest)) ? language.lastActivity : newest), null);
    return {
      kind: 'all',
      note: last === null
        ? `${all}: ${changeLogRead(report)} holds no activity in ${which}.`
        : `${all}: the last activity in ${which} was on ${formatDay(last)}.`,
    };
  }
  // "All but" these reads as nearly all: where the languages with activity are a quarter as many as those without, or fewer.
  const of = `${formatNumber(inactive.length)} of the ${formatNumber(total)} languages: `;
  if (inactive.length > TIER_NAMED && active.length > 0 && active.length <= INACTIVE_NAMED && active.length * 4 <= inactive.length) {
    return { kind: 'allBut', lead: `${of}all but `, active: active.map((language) => ({ code: language.code, name: language.name })) };
  }
  if (inactive.length <= INACTIVE_NAMED) return { kind: 'listed', languages: inactive };
  // Past INACTIVE_NAMED, at least TIER_NAMED + 1 more: never "and 1 more" after names that could have held it.
  return { kind: 'first', lead: of, languages: inactive.slice(0, TIER_NAMED), more: `and ${formatNumber(inactive.length - TIER_NAMED)} more` };
}

/** The languages as the languages table lists them: A to Z by English name, as a reader looks for theirs (then by code, for names alike). */
export function languagesByName(report: Pick<Report, 'languages'>): LanguageSummary[] {
  return [...report.languages].sort((a, b) => compareNames(a.name, b.name) || compareText(a.code, b.code));
}
