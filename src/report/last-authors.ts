// Who a translation's last author is, by username: Weblate gives a translation's `last_author` as a
// full name, which a person not named at their request (unnamedUsers) cannot always be matched by
// (a crawl whose user list was empty or refused stores no full names) and which two people may share.
// Weblate takes it from the author of the translation's newest change: of any kind in recent
// Weblate (a comment, a suggestion, a bulk edit), of its content actions in 4.x; every version's set
// holds the translation actions (2, 5, 6, 7, 8, 9, 36). So the change log tells it in part: the
// author (else the user) of the newest change of any kind is the recent rule's answer, and whatever
// the version the last author made one of the changes from the newest translation action on.
import { isNewer, type ChangeFacts, type Timed } from './changes.ts';
import { isTranslationAction } from '../weblate/actions.ts';
import { NOT_NAMED } from './users.ts';
import type { TranslationRow } from './types.ts';

/** A translation's key: its project's and component's slugs and its language's code. */
function translationKey(projectSlug: string, componentSlug: string, languageCode: string): string {
  return `${projectSlug}\u0000${componentSlug}\u0000${languageCode}`;
}

/** What the log tells of one translation's last author. */
export interface LastAuthorEvidence {
  /** Who made its newest change of any kind with an author or user: the last author in recent Weblate. */
  newest: string;
  /** Everyone who made a change there from its newest translation action on (all of the log's where it holds none): the last author is one of them whatever the version. */
  candidates: ReadonlySet<string>;
  /** Whether the log reaches back to a translation action there: without one, the last author may be someone the log does not hold. */
  complete: boolean;
}

interface TranslationLog {
  newest: Timed & { username: string };
  translationAction: Timed | null;
  /** Each candidate's newest change there. */
  candidates: Map<string, Timed>;
}

/** What the log tells of each translation's last author: add() each change, in any order. */
export class LastAuthorTally {
  readonly #logs = new Map<string, TranslationLog>();

  /** Notes one change; only changes with an author or user, in a translation, count. */
  add(change: ChangeFacts): void {
    if (change.projectSlug === null || change.componentSlug === null || change.languageCode === null) return;
    // Weblate's last author is the change's author; a change records one wherever a user acted.
    const username = change.author ?? change.user;
    if (username === null) return;
    const key = translationKey(change.projectSlug, change.componentSlug, change.languageCode);
    const place = { ms: change.ms, id: change.id };
    let log = this.#logs.get(key);
    if (log === undefined) {
      log = { newest: { ...place, username }, translationAction: null, candidates: new Map() };
      this.#logs.set(key, log);
    } else if (isNewer(place, log.newest)) log.newest = { ...place, username };
    if (isTranslationAction(change.action) && (log.translationAction === null || isNewer(place, log.translationAction))) {
      log.translationAction = place;
      for (const [name, at] of log.candidates) if (isNewer(place, at)) log.candidates.delete(name);
    }
    if (log.translationAction !== null && isNewer(log.translationAction, place)) return;
    const at = log.candidates.get(username);
    if (at === undefined || isNewer(place, at)) log.candidates.set(username, place);
  }

  /** What the log tells of a translation's last author; undefined where it holds no change there with an author or user. */
  evidence(projectSlug: string, componentSlug: string, languageCode: string): LastAuthorEvidence | undefined {
    const log = this.#logs.get(translationKey(projectSlug, componentSlug, languageCode));
    if (log === undefined) return undefined;
    return { newest: log.newest.username, candidates: new Set(log.candidates.keys()), complete: log.translationAction !== null };
  }
}

/** What the rows of one component need to tell their last authors apart. */
export interface LastAuthorsNotShown {
  /** The people not named (usernames, as the snapshot spells them). */
  unnamed: ReadonlySet<string>;
  /** Their usernames and the full names the users collection gives them. */
  names: ReadonlySet<string>;
  /** Whether some of them have no full name in the snapshot (a crawl whose user list was empty or refused): a name alone cannot clear a cell then. */
  namesIncomplete: boolean;
  /** The full name the users collection gives a username, or null. */
  fullName: (username: string) => string | null;
  tally: LastAuthorTally;
}

/**
 * A translation's last author as it may be shown: NOT_NAMED where it is, or may be, a person not
 * named, null where the snapshot cannot tell whether it is, else as served (see
 * withLastAuthorsNotShown).
 */
export function shownLastAuthor(lastAuthor: string, evidence: LastAuthorEvidence | undefined, notShown: LastAuthorsNotShown): string | null {
  // Their name is never printed, even for a namesake: a reader could not tell them apart either.
  if (notShown.names.has(lastAuthor)) return NOT_NAMED;
  // Where every full name of theirs is known, a name that is none of them is someone else's, though
  // one of them made the newest change there (Weblate 4.x names the last content change's author;
  // a list read before that change names the one before): hiding it would take a named person's credit.
  if (!notShown.namesIncomplete) return lastAuthor;
  if (evidence !== undefined) {
    if (notShown.unnamed.has(evidence.newest)) return NOT_NAMED;
    const candidates = [...evidence.candidates];
    // Someone named who made one of the changes it may come from, by the name Weblate gave.
    if (candidates.some((username) => !notShown.unnamed.has(username) && notShown.fullName(username) === lastAuthor)) return lastAuthor;
    if (evidence.complete && !candidates.some((username) => notShown.unnamed.has(username))) return lastAuthor;
  }
  // Not told by the log, and some full name of theirs unknown: the name could be theirs.
  return null;
}

/** Last author cells hidden: left empty, or said to be someone not named. */
export interface HiddenLastAuthors {
  empty: number;
  notNamed: number;
}

/**
 * How many of a component's Last author cells `shown` hides that `otherwise` (the same rows under
 * other rules) shows as served: left empty, or said to be someone not named.
 */
export function hiddenLastAuthors(shown: readonly TranslationRow[], otherwise: readonly TranslationRow[]): HiddenLastAuthors {
  const hidden = { empty: 0, notNamed: 0 };
  for (const [at, row] of shown.entries()) {
    const served = otherwise[at]!.lastAuthor;
    if (row.lastAuthor === served || served === null || served === NOT_NAMED) continue;
    if (row.lastAuthor === null) hidden.empty += 1;
    else if (row.lastAuthor === NOT_NAMED) hidden.notNamed += 1;
  }
  return hidden;
}

/**
 * A component's rows with each last author who is, or may be, a person not named shown as
 * NOT_NAMED, or left empty where the snapshot cannot tell: the full name of any of them is never
 * shown. Where some of them have no known full name, nor is the last author where the log's newest
 * change there is theirs (what recent Weblate names), and a last author is shown only where the log
 * makes it someone named: one of the changes from the newest translation action on is by someone
 * named of that full name, or none of those changes is by them.
 */
export function withLastAuthorsNotShown(
  rows: readonly TranslationRow[], projectSlug: string, componentSlug: string, notShown: LastAuthorsNotShown,
): TranslationRow[] {
  return rows.map((row) => {
    if (row.lastAuthor === null) return row;
    const shown = shownLastAuthor(row.lastAuthor, notShown.tally.evidence(projectSlug, componentSlug, row.languageCode), notShown);
    return shown === row.lastAuthor ? row : { ...row, lastAuthor: shown };
  });
}
