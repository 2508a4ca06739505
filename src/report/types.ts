// The report model: everything the pages show, computed once per build from a snapshot by the
// pure functions of src/report/. Pages only render it. Times are ISO 8601 strings (UTC).
import type { PrivateDetailKind } from '../weblate/normalize.ts';
import type { UsersSource } from '../snapshot/manifest.ts';
import type { Autonym } from './language-tag.ts';
import type { ComponentReach, ProjectGap } from './reach.ts';

/** A coverage tier: a language at or above `min` percent of strings translated is in it. */
export interface Tier {
  name: string;
  min: number;
}

/** The site's configuration (atlas.config.json), validated. */
export interface SiteConfig {
  title: string;
  /** Base path the site is hosted under, '/' or like '/l10n/'. */
  base: string;
  /** Highest first; a language below every tier is in none ('' name). */
  tiers: Tier[];
  /** Usernames left out of leaderboards (bots). */
  excludeUsers: string[];
  /** Usernames of people who asked not to be named on the site: their changes counted, their names nowhere. */
  unnamedUsers: string[];
  /** How many days "recent" covers (latest changes, inactive languages). */
  recentDays: number;
  /** The address the site is served at (`https://example.org`, or with the base path after it), which with `base` gives each page's absolute address; unset, no page claims one. */
  siteUrl?: string | undefined;
}

/**
 * String and word counts of a set of translations, and their percentages. Read-only: a component's
 * cell of one translation holds that translation's object (projects.ts), which a change to either would change in both.
 */
export interface Coverage {
  readonly translations: number;
  readonly total: number;
  readonly totalWords: number;
  readonly translated: number;
  readonly translatedWords: number;
  readonly fuzzy: number;
  readonly fuzzyWords: number;
  readonly failingChecks: number;
  /** translated / total × 100, one decimal, as Weblate shows it (see coverage.ts); null where total is 0 (no strings to translate). */
  readonly translatedPercent: number | null;
  /** Of words; null where totalWords is 0. */
  readonly translatedWordsPercent: number | null;
  /** Of strings; null where total is 0. */
  readonly fuzzyPercent: number | null;
}

/** The windows contributions are counted over, back from the snapshot's time. */
export type WindowName = 'all' | '12m' | '6m' | '3m' | '1m';
export const WINDOWS: readonly WindowName[] = ['all', '12m', '6m', '3m', '1m'];

/** A language as the report shows it. */
export interface LanguageInfo {
  code: string;
  name: string;
  direction: 'ltr' | 'rtl';
  pluralForms: number;
  /** Speakers, as the server counts them; null where it does not know. */
  population: number | null;
  webUrl: string;
}

/** A language across the instance (source-language translations and glossaries excluded). */
export interface LanguageSummary extends LanguageInfo {
  /** BCP 47 for `lang` attributes (`sr-Latn` for `sr@latin`), null when the code has none. */
  tag: string | null;
  /** Its name in itself, where the build's ICU data knows it and it differs from `name`. */
  autonym: Autonym | null;
  coverage: Coverage;
  /** Components translated into it of those that count for it (reach.ts): its coverage is over the first alone. */
  components: ComponentReach;
  glossary: Coverage;
  /** Distinct users credited with translation work in this language (all time). */
  contributors: number;
  lastActivity: string | null;
  /** Name of the tier, '' when below every tier; null where it has no strings to translate (nothing to rank). */
  tier: string | null;
}

/** One cell of a matrix: a component or project in a language. */
export interface Cell {
  languageCode: string;
  coverage: Coverage;
  /** translate_url of the translation (component cells only). */
  translateUrl: string | null;
  webUrl: string | null;
}

/** A component, with its coverage per language. */
export interface ComponentSummary {
  projectSlug: string;
  /** Its slug within the project, its categories' slugs in front (`guides/user/website`) on Weblate 5.x. */
  slug: string;
  name: string;
  /** The slugs of the categories it sits in (`guides/user`), or null at the project's top level. */
  category: string | null;
  fileFormat: string;
  vcs: string;
  repo: string;
  license: string;
  licenseUrl: string | null;
  isGlossary: boolean;
  /** Weblate's code of the language it is written in (its `source_language`), or null where nothing gives it. */
  sourceLanguage: string | null;
  priority: number;
  webUrl: string;
  /**
   * False for a component known only from its translations' URLs (not in the components list, and
   * no translation carries its record, as Weblate lists a component's translations without it: a
   * component created while the crawl ran), whose file format, VCS, repository, license, priority
   * and glossary flag are not known: those fields hold blanks, 100 and false, which the pages do
   * not show (its strings count as a component's, not a glossary's).
   */
  listed: boolean;
  coverage: Coverage;
  cells: Cell[];
  /** Every translation of the component, source included, by language code. */
  translations: TranslationRow[];
}

/** A translation of a component with every statistic the snapshot holds. */
export interface TranslationRow {
  languageCode: string;
  languageName: string;
  /** BCP 47 for `lang` attributes, null when the code has none. */
  languageTag: string | null;
  /** The language's name in itself (see LanguageSummary). */
  autonym: Autonym | null;
  direction: 'ltr' | 'rtl';
  /** The code as the component's files spell it (pt-rBR in Android components). */
  fileCode: string;
  isSource: boolean;
  filename: string;
  coverage: Coverage;
  failingChecksWords: number;
  haveSuggestion: number;
  haveComment: number;
  lastChange: string | null;
  lastAuthor: string | null;
  webUrl: string;
  translateUrl: string;
}

/** A project, its components and its coverage per language. */
export interface ProjectSummary {
  slug: string;
  name: string;
  web: string;
  webUrl: string;
  coverage: Coverage;
  components: ComponentSummary[];
  /** Coverage per language across the project's non-glossary components. */
  cells: Cell[];
  /** Every language a component of it is translated into, glossaries included (the matrix's columns), sorted. */
  languages: string[];
  /** How many of `languages` only its glossaries are translated into (its coverage leaves glossaries out). */
  glossaryOnlyLanguages: number;
  lastActivity: string | null;
}

/** How a username is shown: a person, the anonymous user, or a deleted account's placeholder. */
export type UserKind = 'user' | 'anonymous' | 'deleted';

/**
 * What one user did in one window. Read-only: a window with the counts of the wider one before it
 * holds that one's object, and every window without changes one frozen object of all users' (contributors.ts).
 */
export interface Contribution {
  /** Changes where the user is `user` (acted). */
  readonly actions: number;
  /** Changes where the user is `author` (wrote the text). */
  readonly authored: number;
  /** Translation actions (codes in TRANSLATION_ACTIONS) on text the user wrote: their author, or their user where they have none. */
  readonly translations: number;
  readonly byAction: Readonly<Record<number, number>>;
}

/** What a contributor did in one language or project (all time). */
export interface PlaceWork {
  /** Changes they made there. */
  changes: number;
  /** Translations of text they wrote there, whoever saved them. */
  translations: number;
  /** Their changes there but those saving their own translations (a suggestion, a review, a comment). */
  otherChanges: number;
}

/** A contributor: everyone credited with activity in the change log. */
export interface ContributorSummary {
  username: string;
  fullName: string;
  kind: UserKind;
  /** Left out of the leaderboards and the counts of people: in excludeUsers, or marked a bot on the instance (see `bot`). */
  excluded: boolean;
  /** Marked a bot by the instance (a user record's is_bot) rather than in excludeUsers. */
  bot?: true;
  windows: Record<WindowName, Contribution>;
  /**
   * The languages (codes) and projects the user changed something in or wrote translations for
   * (all time); most translations first, then most changes.
   */
  languages: ({ code: string } & PlaceWork)[];
  projects: ({ slug: string } & PlaceWork)[];
  /** The first and last change the user made; null for one only credited as the author of others' changes. */
  firstActivity: string | null;
  lastActivity: string | null;
  /** When changes of others' saved text this user wrote were made, first and last; null where none were. */
  written: { first: string; last: string } | null;
  /** Changes made per day from the calendar's first day (calendarFirstDay) on (days with none left out). */
  daily: { day: string; count: number }[];
  /** The user's latest changes, newest first (at most 20). */
  latest: ChangeRow[];
}

/** The work of the people not named at their request, summed: counted in every figure, listed nowhere. */
export interface UnnamedWork {
  /** How many of unnamedUsers the snapshot names (in its users or its change log). */
  people: number;
  /** Per window, the changes they made, and how many of them made any. */
  windows: Record<WindowName, { changes: number; users: number }>;
  /** Per project slug, the translations they wrote there (all time). */
  projectTranslations: Record<string, number>;
}

/** Changes per period, per action code. */
export interface HistorySeries {
  period: 'day' | 'week' | 'month';
  /** Period starts: YYYY-MM-DD (days, weeks starting Monday) or YYYY-MM (months). */
  buckets: string[];
  /** Action code → count per bucket (same length as buckets). */
  byAction: Record<number, number[]>;
  /**
   * Changes before the first bucket, where there are any that the series does not reach back to (a
   * language's or project's months reach back RECENT_MONTHS; the instance's to its first change).
   */
  earlier?: number;
}

/** A change as the pages list it. */
export interface ChangeRow {
  id: number;
  timestamp: string;
  action: number;
  actionName: string;
  /** Null for a system change, and for a user not named (`userNotNamed`). */
  username: string | null;
  /** The user asked not to be named (unnamedUsers): the row says so, and names nobody. */
  userNotNamed?: true;
  /** False where the user has no page (a deleted account). */
  userHasPage?: false;
  /** Null where none applies, and for an author not named (`authorNotNamed`). */
  authorUsername: string | null;
  /** The author, another than the user, asked not to be named (unnamedUsers). */
  authorNotNamed?: true;
  /** False where the author has no page: a deleted account, or one named only by changes without a user (system changes), which credit nobody. */
  authorHasPage?: false;
  languageCode: string | null;
  projectSlug: string | null;
  componentSlug: string | null;
  target: string;
  /** The instance's page for the change's translation or component, when known. */
  webUrl: string | null;
}

/** Where the data came from. */
export interface SnapshotInfo {
  id: string;
  baseUrl: string;
  startedAt: string;
  finishedAt: string;
  tool: { name: string; version: string };
  /** Records stored, per collection. */
  counts: Record<string, number>;
  /** Records the API reported, per collection (null when unknown). */
  apiCounts: Record<string, number | null>;
  requests: number;
  problems: { url: string; message: string }[];
  changeLog: { order: string; countAtStart: number; countAtEnd: number; growth: number; beforeSince: number };
  /** UTC time from which on the change log was read (`--changes-since`); null for the whole log. */
  changesSince: string | null;
  /** Slugs of the only projects read (`--project`), or null when the whole instance was. */
  projects: string[] | null;
  usersSource: UsersSource;
  /** Accounts the user list held that no stored change names: read and not stored (0 before formatVersion 4). */
  usersLeftOut: number;
}

/** Counts of records left out of the report, per collection (Report.leftOut). */
export interface LeftOut {
  languages: number;
  projects: number;
  components: number;
  translations: number;
  users: number;
  changes: number;
}

/** Why the report left a record out (LEFT_OUT_REASONS, left-out.ts): a field it cannot use, or a key an earlier record has. */
export type LeftOutReason =
  | 'language-without-code' | 'language-repeated'
  | 'project-without-slug' | 'project-repeated'
  | 'component-without-url' | 'component-without-slug' | 'component-without-project' | 'component-repeated'
  | 'translation-without-url' | 'translation-without-language' | 'translation-count' | 'translation-without-component' | 'translation-repeated'
  | 'user-without-username' | 'user-repeated'
  | 'change-id' | 'change-action' | 'change-timestamp' | 'change-before-since' | 'change-repeated';

/**
 * The first record left out for a reason, in stored order: its place among its collection's
 * records (from 1, as records() gives them), its file (relative to the snapshot folder) and line
 * there once load.ts has found them (else null), its key where it has a usable one (a URL, a code,
 * a slug, `id 12`; never a user's), and what of it the report could not use (`total is the string
 * "418"`), or null where the reason says it all.
 */
export interface LeftOutFirst {
  ordinal: number;
  place: { file: string; line: number } | null;
  key: string | null;
  detail: string | null;
}

/** The records left out for one reason: how many, and the first of them. */
export interface LeftOutGroup {
  reason: LeftOutReason;
  records: number;
  first: LeftOutFirst;
}

/** Everything the site shows. */

/**
 * What a snapshot holds of what the crawler now leaves out (src/weblate/normalize.ts), as a
 * crawler from before it did stored it: change records holding any of it, in their details or a
 * URL with credentials or an e-mail address elsewhere (an alert's details), and of those the records
 * by what their details hold and by where else they hold either (one may hold several), components and
 * translations with credentials in a URL, and accounts no stored change names. Counts only: the
 * site shows none of it.
 */
export interface PrivateData {
  changes: number;
  changeDetails: Record<PrivateDetailKind, number>;
  /** Change records holding a URL with credentials outside their details, by the field that holds it (`alert.details`), in code-unit order. */
  changeFields: { field: string; changes: number }[];
  /** Change records holding an e-mail address outside their details, by the field that holds it (`alert.details`), in code-unit order. */
  changeEmailFields: { field: string; changes: number }[];
  /** The ids of the first of those change records (PRIVATE_IDS_NAMED at most, in log order), for the warning to name. */
  changeIds: number[];
  components: number;
  translations: number;
  /** User records no stored change names (as `user` or `author`), of a snapshot from before formatVersion 4; 0 from 4 on, whose crawls left them out. */
  users: number;
  /** The manifest's problems that quote a URL's credentials or an e-mail address (a crawler from before 2026-11-30 wrote them so). */
  problems: number;
}

export interface Report {
  config: SiteConfig;
  snapshot: SnapshotInfo;
  /** The time windows are counted back from: the snapshot's start. */
  now: string;
  /**
   * Records of each collection the report counts: stored, less those left out (leftOut); the
   * components are those the report has, each with its page: those stored less those left out, and
   * those only its translations name or carry.
   */
  totals: { languages: number; projects: number; components: number; translations: number; users: number; changes: number };
  /** The languages the languages list holds (each once, left-out records aside) that nothing is translated into: not among `languages`. */
  languagesNotTranslated: number;
  coverage: Coverage;
  /** Languages per tier, in config order, then '' (below every tier), then null (no strings to translate) where there are any. */
  tierCounts: { tier: string | null; languages: number }[];
  languages: LanguageSummary[];
  /** Per language code, the projects with components not translated into it (reach.ts), most such components first. */
  componentGaps: Record<string, ProjectGap[]>;
  projects: ProjectSummary[];
  contributors: ContributorSummary[];
  /**
   * Per language code and window: those who wrote translations in that language then (users left
   * out of the leaderboards aside), most first, then by username, each with their translations in
   * it per window.
   */
  contributorsByLanguage: Record<string, Record<WindowName, { username: string; windows: Record<WindowName, number> }[]>>;
  /** Per language code where users left out of the leaderboards (excludeUsers) wrote translations: how many, per window. */
  translationsLeftOutByLanguage: Record<string, Record<WindowName, number>>;
  /**
   * Per day, week and month, in that order; the days and weeks are the recent ones only (the
   * instance's INSTANCE_DAYS and INSTANCE_WEEKS, a language's or project's RECENT_DAYS and
   * RECENT_WEEKS: history.ts), and a language's or project's months the last RECENT_MONTHS. `yearEarlierToDate`: the changes of the snapshot's month a year
   * earlier, up to the same day and time. `chartActions`: the most frequent action of each colour among the changes read (history.ts
   * chartedActions), which every activity chart names, each in its fixed colour (actionColor).
   */
  history: {
    instance: HistorySeries[];
    byLanguage: Record<string, HistorySeries[]>;
    byProject: Record<string, HistorySeries[]>;
    yearEarlierToDate: number;
    chartActions: number[];
  };
  /** Newest first (at most 200). */
  latestChanges: ChangeRow[];
  /** Per language code, its latest changes, newest first (at most 50). */
  latestByLanguage: Record<string, ChangeRow[]>;
  /** Per action code (as a string, in ascending order of codes), its latest changes, newest first (at most 50). */
  latestByAction: Record<string, ChangeRow[]>;
  /**
   * Records of the snapshot the report could not use and left out of every figure, per collection:
   * without the key the report reads them by (a language's code, a project's slug, a component's or
   * translation's URL, a change's id, action and timestamp with Z or an offset), or repeating one.
   * A crawl stores none such but with --lenient; a snapshot edited by hand can hold any.
   */
  leftOut: LeftOut;
  /** The same records by reason, collection by collection (LEFT_OUT_REASONS' order), each reason's first named: for the build's warning and the about page. */
  leftOutRecords: LeftOutGroup[];
  /** What the snapshot holds that the crawler now leaves out (said in a build warning, never on a page). */
  privateData: PrivateData;
  /** Changes stamped after the crawl ended (a server's clock ahead), counted on the snapshot's day; the latest such time. */
  changesAfterSnapshot: { changes: number; latest: string | null };
  /**
   * Whether any stored user record says whether its account is a bot (is_bot): Weblate sends it
   * only to callers who may manage users, and where no record does, the instance's bots are not
   * told apart from people (only excludeUsers leaves them out).
   */
  botFlagsRead: boolean;
  /**
   * The entries of excludeUsers the about page may list: none naming someone not named (unnamedUsers)
   * by username, full name, mention or profile address, in any case.
   */
  excludeUsersSaid: string[];
  /** Entries of excludeUsers that name no user of the snapshot, with the username differing in case only, if any. */
  excludeUsersUnmatched: { name: string; suggestion: string | null }[];
  /**
   * The places (1 for the first) in excludeUsers of entries that name no user of the snapshot but
   * are not quoted anywhere, as they hold the name of someone not named (unnamedUsers): a misspelt
   * bot ('kat-bot' with kat not named) is still warned of, by its place alone.
   */
  excludeUsersUnmatchedUnquoted: number[];
  /** What the people not named at their request (unnamedUsers) did, in sums that name none of them. */
  unnamed: UnnamedWork;
  /** Entries of unnamedUsers that name no user of the snapshot in any case (they are matched whatever the case: suggestion is null). */
  unnamedUsersUnmatched: { name: string; suggestion: string | null }[];
  /**
   * The "Last author" cells that unnamedUsersUnmatched hides, left empty or said to be someone not
   * named, which would be shown as served without those entries; null where that cannot be told
   * apart (some person not named has no full name in the snapshot anyway) or there are none.
   */
  unnamedUsersUnmatchedCells: { empty: number; notNamed: number } | null;
  /** Entries of unnamedUsers that are placeholders (`anonymous`, a deleted account), which name no person and are left as they are. */
  unnamedUsersPlaceholders: string[];
  /**
   * Entries of unnamedUsers that are no username but the full name of users of the snapshot, with
   * their usernames: the one person not named where there is one, else none (the entry is among
   * unnamedUsersUnmatched). For the build's warning, which suggests the username; never on a page.
   */
  unnamedUsersByFullName: { name: string; usernames: string[] }[];
  /**
   * Entries of unnamedUsers that are no username but a mention or a user's address (`@tiago`,
   * `hosted.weblate.org/user/tiago/`), each taken for the user it names. For the build's warning; never on a page.
   */
  unnamedUsersByAddress: string[];
  /**
   * Where some people not named have no full name in the snapshot (an anonymous crawl's, or one by
   * a token that may not see users): how many of how many, and the "Last author" cells left empty
   * for it, named people's too (the change log could not settle them); null where every one has.
   */
  lastAuthorsWithoutFullNames: { people: number; unnamed: number; emptyCells: number } | null;
  attention: {
    /** Languages with no activity in recentDays. */
    inactiveLanguages: string[];
    /** Components with the most untranslated words. */
    untranslated: { projectSlug: string; componentSlug: string; words: number }[];
  };
}
