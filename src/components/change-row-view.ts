// What a change list's row shows that is the same for many rows: where the change was made (the
// names and the site's pages of its project, component and language) and how its users are named.
// Each computed once per list: a person's latest changes mostly repeat a few places and the one
// user, and the lookups and long-word checks of every row took a third of the time a large site's
// person page took to render.
import type { ChangeRow } from '../report/types.ts';
import type { PlaceNames } from '../report/page-lookups.ts';
import { hasLongWord } from './format.ts';
import { componentPath, contributorPath, languagePath, projectPath } from './paths.ts';

/** What a change list knows of the report's places (ChangeList.astro's props of the same names). */
export interface PlaceLookups {
  places: PlaceNames;
  hasLanguagePage: (code: string) => boolean;
  hasComponentPage: (projectSlug: string, componentSlug: string) => boolean;
  hasProjectPage: (slug: string) => boolean;
}

/** A change's place as its cell shows it: each part's name, or null where the change names none, and its page, or null where the site has none. */
export interface ChangePlace {
  project: string | null;
  component: string | null;
  componentHref: string | null;
  projectHref: string | null;
  /** A project or component the report does not hold (a scoped crawl, deleted since): named unlinked, and said to be missing. */
  notHeld: boolean;
  language: string | null;
  languageHref: string | null;
  /** Whether the change names any place at all. */
  placed: boolean;
  /** Whether a word of its names is too long for the column (hasLongWord). */
  long: boolean;
}

/** Where a change was made, from its project, component and language (each null or '' where it names none). */
export function changePlace(change: Pick<ChangeRow, 'projectSlug' | 'componentSlug' | 'languageCode'>, lookups: PlaceLookups): ChangePlace {
  const { places, hasLanguagePage, hasComponentPage, hasProjectPage } = lookups;
  const project = change.projectSlug ? places.project(change.projectSlug) : null;
  const component = change.componentSlug ? (change.projectSlug ? places.component(change.projectSlug, change.componentSlug) : change.componentSlug) : null;
  const componentHref = change.projectSlug && change.componentSlug && hasComponentPage(change.projectSlug, change.componentSlug)
    ? componentPath(change.projectSlug, change.componentSlug) : null;
  const projectHref = change.projectSlug && component === null && hasProjectPage(change.projectSlug) ? projectPath(change.projectSlug) : null;
  const notHeld = project !== null && (component !== null ? componentHref === null : projectHref === null);
  const languageHref = change.languageCode && hasLanguagePage(change.languageCode) ? languagePath(change.languageCode) : null;
  const language = change.languageCode ? places.language(change.languageCode) : null;
  const placed = project !== null || component !== null || language !== null;
  const long = hasLongWord(`${project} ${component} ${language}`);
  return { project, component, componentHref, projectHref, notHeld, language, languageHref, placed, long };
}

/** changePlace for the rows of one list, each place computed once (the same object for every row of it). */
export function changePlaces(lookups: PlaceLookups): (change: ChangeRow) => ChangePlace {
  const seen = new Map<string, ChangePlace>();
  return (change) => {
    const key = JSON.stringify([change.projectSlug, change.componentSlug, change.languageCode]);
    let place = seen.get(key);
    if (place === undefined) {
      place = changePlace(change, lookups);
      seen.set(key, place);
    }
    return place;
  };
}

/** How a change list names a user, whether a word of that name is too long for the column (hasLongWord), and the address of their page. */
export interface UserName {
  name: string;
  long: boolean;
  href: string;
}

/** `name` (personName) for the rows of one list, each username named, checked and linked once. */
export function userNames(name: (username: string) => string): (username: string) => UserName {
  const seen = new Map<string, UserName>();
  return (username) => {
    let named = seen.get(username);
    if (named === undefined) {
      const text = name(username);
      named = { name: text, long: hasLongWord(text), href: contributorPath(username) };
      seen.set(username, named);
    }
    return named;
  };
}

/** Someone other than the person whose own list shows a change: who saved the text they wrote, or who wrote the text they saved. */
export interface OtherPerson {
  role: 'saved by' | 'written by';
  /** Null for someone not named (unnamedUsers). */
  username: string | null;
  /** False where they have no page (a deleted account, someone not named). */
  hasPage: boolean;
}

/**
 * The other person of a change on `person`'s own list (a change they made, or whose text they
 * wrote), or null for one they made and wrote alone: the list names them in no row, as the page is theirs.
 */
export function otherPerson(change: Pick<ChangeRow, 'username' | 'userNotNamed' | 'userHasPage' | 'authorUsername' | 'authorNotNamed' | 'authorHasPage'>, person: string): OtherPerson | null {
  if (change.username === person) {
    if (change.authorNotNamed === true) return { role: 'written by', username: null, hasPage: false };
    if (change.authorUsername === null || change.authorUsername === person) return null;
    return { role: 'written by', username: change.authorUsername, hasPage: change.authorHasPage !== false };
  }
  // Not theirs to make: they wrote its text.
  if (change.userNotNamed === true) return { role: 'saved by', username: null, hasPage: false };
  if (change.username === null) return null;
  return { role: 'saved by', username: change.username, hasPage: change.userHasPage !== false };
}
