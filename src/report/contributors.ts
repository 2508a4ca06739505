// Contributors from the change log. The acting `user` and the `author` (who wrote the text: a
// suggestion's author when a reviewer accepts it) are credited apart: actions to the user, a
// translation to whoever wrote it, as Weblate's own count of a user's translations does. Records
// without a user are system actions (repository updates, source strings read from files) and
// credit nobody. Counts are kept per window, back from the snapshot's time (see windows.ts).
import { isTranslationAction, isWrittenTextAction } from '../weblate/actions.ts';
import { Breather } from './breather.ts';
import { calendarFirstDay, DAY_MS, dayKey, dayNumber, isoTime } from './calendar.ts';
import { LatestBuffer, type ChangeFacts, type ChangeRows } from './changes.ts';
import { compareText, sortedRecord } from './order.ts';
import { WINDOWS, type Contribution, type ContributorSummary, type PlaceWork, type UnnamedWork, type WindowName } from './types.ts';
import { userKind, type UserDirectory } from './users.ts';
import { windowDepth, windowRecord, windowStarts } from './windows.ts';

/** How many latest changes each contributor keeps. */
export const USER_LATEST = 20;

/**
 * What a user did in one language or project: the changes they made there, the translations they
 * wrote there (whoever saved them), and how many of those changes saved their own translations.
 */
interface PlaceTally {
  changes: number;
  translations: number;
  ownTranslations: number;
}

/** One user's running counts. Window arrays are in WINDOWS order. */
interface UserTally {
  actions: number[];
  authored: number[];
  translations: number[];
  byAction: Map<number, number[]>;
  languages: Map<string, PlaceTally>;
  projects: Map<string, PlaceTally>;
  /** The first and last change the user made (ms); ±Infinity while none. */
  first: number;
  last: number;
  /** The first and last change of another user's that saved text this one wrote (ms). */
  firstWritten: number;
  lastWritten: number;
  daily: Map<number, number>;
  latest: LatestBuffer<ChangeFacts>;
}

function newTally(): UserTally {
  return {
    actions: [0, 0, 0, 0, 0],
    authored: [0, 0, 0, 0, 0],
    translations: [0, 0, 0, 0, 0],
    byAction: new Map(),
    languages: new Map(),
    projects: new Map(),
    first: Number.POSITIVE_INFINITY,
    last: Number.NEGATIVE_INFINITY,
    firstWritten: Number.POSITIVE_INFINITY,
    lastWritten: Number.NEGATIVE_INFINITY,
    daily: new Map(),
    latest: new LatestBuffer<ChangeFacts>(USER_LATEST),
  };
}

/** Adds 1 to the first `depth` windows of a per-window array. */
function countWindows(counts: number[], depth: number): void {
  for (let at = 0; at < depth; at += 1) counts[at] = (counts[at] ?? 0) + 1;
}

/** The tally of `key` in a user's languages or projects, made at its first use. */
function place(map: Map<string, PlaceTally>, key: string): PlaceTally {
  let tally = map.get(key);
  if (tally === undefined) {
    tally = { changes: 0, translations: 0, ownTranslations: 0 };
    map.set(key, tally);
  }
  return tally;
}

/** Places touched, most translations first, then most changes, then by key. */
function touched<K extends string>(map: Map<string, PlaceTally>, key: K): (Record<K, string> & PlaceWork)[] {
  return [...map]
    .sort((a, b) => b[1].translations - a[1].translations || b[1].changes - a[1].changes || compareText(a[0], b[0]))
    .map(([name, tally]) => ({ [key]: name, changes: tally.changes, translations: tally.translations, otherChanges: tally.changes - tally.ownTranslations }) as Record<K, string> & PlaceWork);
}

/** A contributor of a language: the translations they wrote in it per window. */
export interface LanguageContributor {
  username: string;
  windows: Record<WindowName, number>;
}

/** What the contributor tally gives the report. */
export interface ContributorsResult {
  /** Sorted by all-time translations, then actions (both most first), then username. */
  contributors: ContributorSummary[];
  /** Per language code and window, its translators in that window but excluded users and people not named (most translations in it first, then username). */
  byLanguage: Record<string, Record<WindowName, LanguageContributor[]>>;
  /** Per language code, how many people (not bots, placeholders or people not named) wrote translations in it (all time). */
  languageContributors: Map<string, number>;
  /** Per language code where excluded users (bots) or people not named wrote translations: how many, per window. */
  leftOutByLanguage: Record<string, Record<WindowName, number>>;
  /** The work of the people not named, summed (its `people` left 0: the report counts those the snapshot names). */
  unnamed: UnnamedWork;
}

/** A window without changes, one object for every such window of every contributor. */
const NO_CONTRIBUTION: Contribution = Object.freeze({ actions: 0, authored: 0, translations: 0, byAction: Object.freeze({}) });

/** Unnamed work with nothing in it yet. */
function emptyUnnamedWork(): UnnamedWork {
  return {
    people: 0,
    windows: Object.fromEntries(WINDOWS.map((window) => [window, { changes: 0, users: 0 }])) as UnnamedWork['windows'],
    projectTranslations: {},
  };
}

/** Accumulates contributors from a change log: add() each change, finish() once. */
export class ContributorTally {
  readonly #nowMs: number;
  readonly #starts: number[];
  readonly #calendarStart: number;
  readonly #users = new Map<string, UserTally>();
  readonly #languages = new Map<string, Map<string, number[]>>();

  /** `nowMs`: the snapshot's time, which windows and the calendar's daily counts end at. */
  constructor(nowMs: number) {
    this.#nowMs = nowMs;
    this.#starts = windowStarts(nowMs);
    this.#calendarStart = calendarFirstDay(nowMs) * DAY_MS;
  }

  #user(username: string): UserTally {
    let tally = this.#users.get(username);
    if (tally === undefined) {
      tally = newTally();
      this.#users.set(username, tally);
    }
    return tally;
  }

  /** Every username credited with a change so far. */
  usernames(): Iterable<string> {
    return this.#users.keys();
  }

  /** Credits one change. */
  add(change: ChangeFacts): void {
    if (change.user === null) return;
    // A change stamped after the snapshot (made while the crawl read the log, or by a server whose
    // clock runs ahead) counts on the snapshot's day, as the history charts count it; lists show its own time.
    const ms = Math.min(change.ms, this.#nowMs);
    const depth = windowDepth(ms, this.#starts);

    const acting = this.#user(change.user);
    countWindows(acting.actions, depth);
    let perAction = acting.byAction.get(change.action);
    if (perAction === undefined) {
      perAction = [0, 0, 0, 0, 0];
      acting.byAction.set(change.action, perAction);
    }
    countWindows(perAction, depth);
    // Every change a language or project saw from them, a comment or a suggestion too.
    if (change.workLanguage !== null) place(acting.languages, change.workLanguage).changes += 1;
    if (change.projectSlug !== null) place(acting.projects, change.projectSlug).changes += 1;
    if (isTranslationAction(change.action)) {
      // A translation is its writer's, as Weblate credits it (the author's "translated" count): a
      // reviewer accepting a suggestion made an action, its author the translation. Without an
      // author, the user wrote what they saved.
      const writerName = change.author ?? change.user;
      const writer = writerName === change.user ? acting : this.#user(writerName);
      countWindows(writer.translations, depth);
      if (change.workLanguage !== null) {
        this.#countLanguage(change.workLanguage, writerName, depth);
        const there = place(writer.languages, change.workLanguage);
        there.translations += 1;
        if (writer === acting) there.ownTranslations += 1;
      }
      if (change.projectSlug !== null) {
        const there = place(writer.projects, change.projectSlug);
        there.translations += 1;
        if (writer === acting) there.ownTranslations += 1;
      }
    }
    if (ms >= this.#calendarStart) {
      const day = dayNumber(ms);
      acting.daily.set(day, (acting.daily.get(day) ?? 0) + 1);
    }
    if (ms < acting.first) acting.first = ms;
    if (ms > acting.last) acting.last = ms;
    acting.latest.add(change);

    // Authored: the changes whose text someone wrote. A project or component created names its
    // creator as author, but holds no text of theirs.
    if (change.author !== null && isWrittenTextAction(change.action)) {
      const author = this.#user(change.author);
      countWindows(author.authored, depth);
      // One row per change even when the user wrote what they saved. Another's saving of their
      // text is not the author's activity (the calendar counts only what they did): it is kept apart.
      if (author !== acting) {
        if (ms < author.firstWritten) author.firstWritten = ms;
        if (ms > author.lastWritten) author.lastWritten = ms;
        author.latest.add(change);
      }
    }
  }

  /** Whether a change credited `username` with anything (and so they get a page). */
  credits(username: string): boolean {
    return this.#users.has(username);
  }

  #countLanguage(code: string, username: string, depth: number): void {
    let users = this.#languages.get(code);
    if (users === undefined) {
      users = new Map();
      this.#languages.set(code, users);
    }
    let counts = users.get(username);
    if (counts === undefined) {
      counts = [0, 0, 0, 0, 0];
      users.set(username, counts);
    }
    countWindows(counts, depth);
  }

  /**
   * The contributors, named from `directory`; `excluded` usernames, and those the directory marks
   * as bots, are flagged (and not counted per language). The `unnamed` (people who asked not to be
   * named) are no contributors of the result: their work is summed in `unnamed`, and left out per
   * language as excluded users' is. Its loops pause as `breather` says (a summary of each of tens
   * of thousands of people took the build's progress line half a minute).
   */
  async finish(
    directory: UserDirectory, excluded: ReadonlySet<string>, rows: ChangeRows, unnamed: ReadonlySet<string> = new Set(), breather = new Breather(),
  ): Promise<ContributorsResult> {
    const bots = directory.bots();
    const isExcluded = (username: string) => excluded.has(username) || bots.has(username);
    const leftOutOfBoards = (username: string) => isExcluded(username) || unnamed.has(username);
    const contributors: ContributorSummary[] = [];
    const unnamedWork = emptyUnnamedWork();
    const unnamedProjects = new Map<string, number>();
    // Each day's key made once: the calendars of 44,424 people on the large sample name the same days, a year and a week of them at most.
    const dayKeys = new Map<number, string>();
    const dayKeyOf = (day: number): string => {
      let key = dayKeys.get(day);
      if (key === undefined) {
        key = dayKey(day);
        dayKeys.set(day, key);
      }
      return key;
    };
    for (const [username, tally] of this.#users) {
      if (breather.due()) await breather.pause();
      if (unnamed.has(username)) {
        // Summed, never listed: the site still adds up, and names nobody.
        WINDOWS.forEach((name, at) => {
          const changes = tally.actions[at] ?? 0;
          unnamedWork.windows[name].changes += changes;
          if (changes > 0) unnamedWork.windows[name].users += 1;
        });
        for (const [slug, there] of tally.projects) if (there.translations > 0) unnamedProjects.set(slug, (unnamedProjects.get(slug) ?? 0) + there.translations);
        continue;
      }
      const windows = {} as Record<WindowName, Contribution>;
      // Sorted once per user, not once per window: five sorts of each of 44,424 users' actions on the large sample.
      const actions = [...tally.byAction].sort((a, b) => a[0] - b[0]);
      let wider: Contribution | null = null;
      WINDOWS.forEach((name, at) => {
        const [acted, authored, translations] = [tally.actions[at] ?? 0, tally.authored[at] ?? 0, tally.translations[at] ?? 0];
        // The windows are nested: one with as many actions, authored changes and translations as
        // the wider one before it holds the same changes, and shares its object (most people did
        // nothing lately, and 222,000 such records were marked at every major GC of the build).
        // Nothing changes a contribution once made.
        if (wider !== null && wider.actions === acted && wider.authored === authored && wider.translations === translations) {
          windows[name] = wider;
          return;
        }
        if (acted === 0 && authored === 0 && translations === 0) {
          windows[name] = wider = NO_CONTRIBUTION;
          return;
        }
        const byAction: Record<number, number> = {};
        for (const [code, counts] of actions) {
          const count = counts[at] ?? 0;
          if (count > 0) byAction[code] = count;
        }
        windows[name] = wider = { actions: acted, authored, translations, byAction };
      });
      contributors.push({
        username,
        fullName: directory.displayName(username),
        kind: userKind(username),
        excluded: isExcluded(username),
        ...(bots.has(username) ? { bot: true as const } : {}),
        windows,
        languages: touched(tally.languages, 'code'),
        projects: touched(tally.projects, 'slug'),
        firstActivity: Number.isFinite(tally.first) ? isoTime(tally.first) : null,
        lastActivity: Number.isFinite(tally.last) ? isoTime(tally.last) : null,
        written: Number.isFinite(tally.firstWritten) ? { first: isoTime(tally.firstWritten), last: isoTime(tally.lastWritten) } : null,
        daily: [...tally.daily.entries()].sort((a, b) => a[0] - b[0]).map(([day, count]) => ({ day: dayKeyOf(day), count })),
        latest: rows.rows(tally.latest.newestFirst()),
      });
    }
    unnamedWork.projectTranslations = sortedRecord(unnamedProjects, (count) => count);
    contributors.sort(
      (a, b) =>
        b.windows.all.translations - a.windows.all.translations ||
        b.windows.all.actions - a.windows.all.actions ||
        compareText(a.username, b.username),
    );

    const languageContributors = new Map<string, number>();
    for (const [code, users] of this.#languages) {
      let count = 0;
      // People, as the overview counts them: the anonymous user (any number of people) and deleted
      // accounts (each one former account, whose person is not known any more) are listed,
      // labelled, but not counted; nor are bots and people not named.
      for (const username of users.keys()) if (!leftOutOfBoards(username) && userKind(username) === 'user') count += 1;
      languageContributors.set(code, count);
    }
    // The per-language leaderboards leave excluded users (bots) out, as the main one does. Each
    // window's is ranked here, once per build: every language page shows all five.
    const boards = new Map<string, Record<WindowName, LanguageContributor[]>>();
    for (const [code, users] of this.#languages) {
      if (breather.due()) await breather.pause();
      const entries = [...users.entries()]
        .filter(([username]) => !leftOutOfBoards(username))
        .map(([username, counts]): LanguageContributor => ({ username, windows: windowRecord(counts) }));
      const ranked = (window: WindowName) => entries
        .filter((entry) => entry.windows[window] > 0)
        .sort((a, b) => b.windows[window] - a.windows[window] || compareText(a.username, b.username));
      boards.set(code, Object.fromEntries(WINDOWS.map((window) => [window, ranked(window)])) as Record<WindowName, LanguageContributor[]>);
    }
    const byLanguage = sortedRecord(boards, (board) => board);
    // What the boards leave out is counted, so that a language only bots translated lately does not
    // read as one nobody worked on.
    const leftOut = new Map<string, number[]>();
    for (const [code, users] of this.#languages) {
      const counts = [0, 0, 0, 0, 0];
      for (const [username, windows] of users) if (leftOutOfBoards(username)) windows.forEach((count, at) => (counts[at] = (counts[at] ?? 0) + count));
      if ((counts[0] ?? 0) > 0) leftOut.set(code, counts);
    }
    return { contributors, byLanguage, languageContributors, leftOutByLanguage: sortedRecord(leftOut, windowRecord), unnamed: unnamedWork };
  }
}
