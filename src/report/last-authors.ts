// Who a translation's last author is, by username: Weblate gives a translation's `last_author` as a
// full name, which a person not named at their request (unnamedUsers) cannot always be matched by
// (a crawl whose user list was empty or refused stores no full names) and which two people may share.
// The change log tells it: the author (else the user) of the translation's newest translation action.
import type { ChangeFacts } from './changes.ts';
import { isTranslationAction } from '../weblate/actions.ts';
import { NOT_NAMED } from './users.ts';
import type { TranslationRow } from './types.ts';

/** A translation's key: its project's and component's slugs and its language's code. */
function translationKey(projectSlug: string, componentSlug: string, languageCode: string): string {
  return `${projectSlug}\u0000${componentSlug}\u0000${languageCode}`;
}

/** The newest translation action's author (else user) per translation: add() each change. */
export class LastAuthorTally {
  readonly #newest = new Map<string, { ms: number; id: number; username: string }>();

  /** Notes one change; only translation actions with an author or user, in a translation, count. */
  add(change: ChangeFacts): void {
    if (!isTranslationAction(change.action) || change.projectSlug === null || change.componentSlug === null || change.languageCode === null) return;
    const username = change.author ?? change.user;
    if (username === null) return;
    const key = translationKey(change.projectSlug, change.componentSlug, change.languageCode);
    const at = this.#newest.get(key);
    if (at === undefined || change.ms > at.ms || (change.ms === at.ms && change.id > at.id)) this.#newest.set(key, { ms: change.ms, id: change.id, username });
  }

  /** The username of a translation's last author as the log tells it; undefined where the log holds no translation action there. */
  username(projectSlug: string, componentSlug: string, languageCode: string): string | undefined {
    return this.#newest.get(translationKey(projectSlug, componentSlug, languageCode))?.username;
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
  tally: LastAuthorTally;
}

/**
 * A component's rows with each last author who is a person not named shown as NOT_NAMED: where
 * the change log tells the last author, by its username (a namesake stays named); where it does not
 * (a log read from a later time on), by name, and where their names are not all known, the cell is
 * left empty rather than risk naming them.
 */
export function withLastAuthorsNotShown(
  rows: readonly TranslationRow[], projectSlug: string, componentSlug: string, notShown: LastAuthorsNotShown,
): TranslationRow[] {
  return rows.map((row) => {
    if (row.lastAuthor === null) return row;
    const username = notShown.tally.username(projectSlug, componentSlug, row.languageCode);
    if (username !== undefined) return notShown.unnamed.has(username) ? { ...row, lastAuthor: NOT_NAMED } : row;
    if (notShown.names.has(row.lastAuthor)) return { ...row, lastAuthor: NOT_NAMED };
    return notShown.namesIncomplete ? { ...row, lastAuthor: null } : row;
  });
}
