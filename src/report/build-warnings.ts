// What the build warns of on standard error about a snapshot and its configuration (printed by
// site.ts): records left out, components known only from their translations, changes stamped after
// the crawl, excludeUsers or unnamedUsers entries naming no user, usernames, slugs and codes whose
// pages' folders differ in case only, a snapshot holding what the crawler now leaves out; and the about page's
// lines on the same, worded alike.
import { join } from 'node:path';
import type { LeftOut, LeftOutGroup, LeftOutReason, PrivateData, Report } from './types.ts';
import { LEFT_OUT_REASONS } from './left-out.ts';
import { PRIVATE_DETAIL_KINDS, type PrivateDetailKind } from '../weblate/normalize.ts';
import { clip } from '../clip-text.ts';
import { shellWord } from '../terminal-text.ts';
import { formatCount, formatNumber, formatTime, andList, orList, sentenceStart } from '../components/format.ts';
import { caseBlind, nameKey, namesOneOf } from './users.ts';
import { ordinal } from './chart-views.ts';
import { MAX_COUNT } from './fields.ts';

// Each collection's records, one and many, as the lines on records left out name them.
const RECORD_NOUNS: Record<keyof LeftOut, [string, string]> = {
  languages: ['language record', 'language records'],
  projects: ['project record', 'project records'],
  components: ['component record', 'component records'],
  translations: ['translation record', 'translation records'],
  users: ['user record', 'user records'],
  changes: ['change record', 'change records'],
};

// Why the report could not use a record (Report.leftOutRecords), after its count and noun.
const LEFT_OUT_WHY: Record<LeftOutReason, string> = {
  'language-without-code': 'without a code',
  'language-repeated': 'repeating the code of an earlier one',
  'project-without-slug': 'without a slug',
  'project-repeated': 'repeating the slug of an earlier one',
  'component-without-url': 'without a URL',
  'component-without-slug': 'without a slug',
  'component-without-project': 'without a project (a nested one with a slug, or the project that listed it)',
  'component-repeated': 'repeating the URL of an earlier one',
  'translation-without-url': 'without a URL',
  'translation-without-language': 'without a language (a nested one with a code, or a language_code)',
  'translation-count': `with a count of strings, words, checks, suggestions or comments that is not a whole number from 0 to ${MAX_COUNT.toLocaleString('en')}`,
  'translation-without-component': 'of a component neither the components list, a nested component nor its URLs name',
  'translation-repeated': 'repeating the URL of an earlier one',
  'user-without-username': 'without a username',
  'user-repeated': 'repeating the username of an earlier one',
  'change-id': `without a usable id (a whole number from -${Number.MAX_SAFE_INTEGER.toLocaleString('en')} to ${Number.MAX_SAFE_INTEGER.toLocaleString('en')})`,
  'change-action': 'without a usable action code (a whole number from 0)',
  'change-timestamp': 'without a usable timestamp (a date and time that exist, with Z or an offset, in the years 0000 to 9999 in UTC)',
  'change-before-since': 'stamped before the time the change log was read from (the manifest\'s scope.changesSince), which a crawl does not store',
  'change-repeated': 'repeating the id of the one before it',
};

/**
 * The records left out of the report, a line per collection and reason: how many, why, and where
 * the first of them is (`<file>:<line>`, the file under `snapshotDir` where given, as a refused
 * record is named; else by its name alone, as the about page says it, the same on every machine),
 * with its key and what of it was wrong, and how many more there are:
 * '2 change records without a usable timestamp (…): changes.ndjson:4 (id 3, whose timestamp is the string "1"), and 1 more'.
 */
export function leftOutLines(groups: readonly LeftOutGroup[], snapshotDir?: string): string[] {
  return groups.map(({ reason, records, first }) => {
    const collection = LEFT_OUT_REASONS[reason].collection;
    const [one, many] = RECORD_NOUNS[collection];
    const where = first.place === null
      ? `${collection} record ${formatNumber(first.ordinal)}`
      : `${snapshotDir === undefined ? first.place.file : join(snapshotDir, first.place.file)}:${first.place.line}`;
    const about = first.key !== null && first.detail !== null ? `${first.key}, whose ${first.detail}` : first.key ?? (first.detail === null ? null : `its ${first.detail}`);
    const more = records > 1 ? `, and ${formatNumber(records - 1)} more` : '';
    return `${formatCount(records, one, many)} ${LEFT_OUT_WHY[reason]}: ${where}${about === null ? '' : ` (${about})`}${more}`;
  });
}

// Since formatVersion 4 a snapshot holds only the users its change log names: an entry for someone
// with no change in it (a --changes-since window they were quiet in) is no typo, and is said so.
const HOLDS_ONLY_NAMED = ' (a snapshot holds only the users its change log names)';

/**
 * The build's warning about entries of excludeUsers that name no user of the snapshot (`source`:
 * the configuration file), or null. It names only what the operator configured, on their own
 * terminal, and the usernames differing in case only (never someone not named: build.ts); an
 * entry holding the name of someone not named (`unquoted`, places from 1) is said by its place alone,
 * as an ordinal ('the 3rd entry').
 */
export function excludeUsersWarning(unmatched: Report['excludeUsersUnmatched'], source: string, unquoted: readonly number[] = []): string | null {
  if (unmatched.length === 0 && unquoted.length === 0) return null;
  const parts: string[] = [];
  if (unmatched.length > 0) {
    const named = unmatched.map(({ name, suggestion }) => `"${name}"${suggestion === null ? '' : ` (did you mean "${suggestion}"?)`}`);
    parts.push(`no user of this snapshot is called ${orList(named)}`);
  }
  if (unquoted.length > 0) {
    // By ordinals: 'entry 3' for the third read as excludeUsers.3, the fourth, where the
    // configuration's own errors count from 0 ('excludeUsers.1: a username, not only spaces…').
    const places = andList(unquoted.map(ordinal));
    parts.push(unquoted.length === 1
      ? `the ${places} entry matches no user of this snapshot (not quoted: it holds the name of someone in unnamedUsers)`
      : `the ${places} entries match no user of this snapshot (not quoted: each holds the name of someone in unnamedUsers)`);
  }
  return `${source}: excludeUsers: ${parts.join('; ')}: usernames are matched exactly${HOLDS_ONLY_NAMED}`;
}

/**
 * The build's warning about entries of unnamedUsers that name no user of the snapshot in any case,
 * with the "Last author" cells they hide where `cells` counts them; that are no username but a
 * full name (`byFullName`: taken for the one user of that name, else for no one, suggesting the
 * usernames); that are a mention or a user's address (`byAddress`: taken for the user it names); or that are placeholders (`anonymous`, a deleted account: no person's account); or null.
 */
export function unnamedUsersWarning(
  unmatched: Report['unnamedUsersUnmatched'], placeholders: readonly string[], source: string, cells: Report['unnamedUsersUnmatchedCells'] = null,
  byFullName: Report['unnamedUsersByFullName'] = [], byAddress: Report['unnamedUsersByAddress'] = [],
): string | null {
  const parts: string[] = [];
  const fullNames = new Set(byFullName.map(({ name }) => name));
  const noOne = unmatched.filter(({ name }) => !fullNames.has(name));
  const shared = byFullName.filter(({ usernames }) => usernames.length > 1);
  const unsettled: string[] = [];
  // Said to be usernames here too: a full name the snapshot does not hold (a crawl without the users list) is no match either.
  if (noOne.length > 0) unsettled.push(`no user of this snapshot is called ${orList(noOne.map(({ name }) => `"${name}"`))}, in any case (entries are usernames; ${HOLDS_ONLY_NAMED.slice(2)}`);
  // A full name several people share: taking it for all of them would hide named people.
  for (const { name, usernames } of shared) {
    unsettled.push(`"${name}" is no username (entries are usernames) but the full name of ${usernames.length} users of this snapshot, so it names none of them: write the username of whoever asked`);
  }
  if (unsettled.length > 0) {
    // Not merely unused: the full name of such a person is unknown, so a name alone clears no cell
    // (docs/site.md), and one stale entry hid named people's credit across the site unsaid.
    const hidden = cells === null ? '' : ` (in this build: ${hiddenCells(cells)})`;
    const unknown = shared.length > 0 ? `whom ${unmatched.length === 1 ? 'it means' : 'they mean'} is` : `their full name${unmatched.length === 1 ? ' is' : 's are'}`;
    parts.push(`${unsettled.join('; ')}; ${unknown} unknown, so "Last author" cells the change log cannot settle are hidden, named people's too: `
      + `left empty, or said to be "someone not named" where the newest change there is by a person not named${hidden}`);
  }
  // Privacy first: one who asked not to be named, written down by the name the site showed, is not
  // named. Nor is their username put beside their full name here: a CI job's log may be public.
  for (const { name } of byFullName.filter(({ usernames }) => usernames.length === 1)) {
    parts.push(`"${name}" is no username (entries are usernames) but the full name of one user of this snapshot, who is taken to be meant and is not named: `
      + 'write their username instead (their Weblate profile, or the snapshot\'s users.ndjson, gives it; this message leaves it out, as a CI log may be public)');
  }
  if (byAddress.length > 0) {
    parts.push(`${andList(byAddress.map((name) => `"${name}"`))} ${byAddress.length === 1 ? 'is' : 'are'} no username (entries are usernames) but a mention or a user's address, `
      + `taken to mean the user ${byAddress.length === 1 ? 'it names, who is' : 'each names, who are'} not named: write the username alone instead`);
  }
  if (placeholders.length > 0) {
    parts.push(`${andList(placeholders.map((name) => `"${name}"`))} ${placeholders.length === 1 ? 'names' : 'name'} no person (a placeholder of Weblate's), and ${placeholders.length === 1 ? 'is' : 'are'} shown as before`);
  }
  return parts.length === 0 ? null : `${source}: unnamedUsers: ${parts.join('; ')}`;
}

/**
 * The build's warning about the "Last author" cells left empty, named people's too, because some
 * people not named have no full name in the snapshot (lastAuthorsWithoutFullNames), or null where
 * none was: how many, why, and the crawl that stores full names.
 */
export function lastAuthorsWithoutFullNamesWarning(found: Report['lastAuthorsWithoutFullNames'], source: string): string | null {
  if (found === null || found.emptyCells === 0) return null;
  const { people, unnamed, emptyCells } = found;
  const of = people === unnamed ? (unnamed === 1 ? 'the person' : `any of the ${formatNumber(unnamed)} people`) : `${formatNumber(people)} of the ${formatNumber(unnamed)} people`;
  return `${source}: unnamedUsers: this snapshot holds no full name for ${of} not named (an anonymous crawl stores none, nor one whose token may not see users), `
    + `and a translation's last author is a full name that could be theirs, so ${formatCount(emptyCells, '"Last author" cell', '"Last author" cells')} the change log cannot settle `
    + `${emptyCells === 1 ? 'was' : 'were'} left empty, named people's too: a crawl with the token of an account that may manage users stores the full names `
    + '(docs/crawling.md, "Users"), and shows them';
}

/**
 * '3 cells left empty and 1 said to be "someone not named"', '1 cell said to be "someone not
 * named"', 'no cell hidden': the Last author cells unnamedUsers entries matching no one hide.
 */
function hiddenCells({ empty, notNamed }: NonNullable<Report['unnamedUsersUnmatchedCells']>): string {
  if (empty === 0 && notNamed === 0) return 'no cell hidden';
  const emptied = empty === 0 ? [] : [`${formatCount(empty, 'cell', 'cells')} left empty`];
  const said = notNamed === 0 ? [] : [`${empty === 0 ? formatCount(notNamed, 'cell', 'cells') : formatNumber(notNamed)} said to be "someone not named"`];
  return [...emptied, ...said].join(' and ');
}

/**
 * What the about page says of the people not named at their request (unnamedUsers), without
 * naming them: how many, and that their changes are counted; null where there are none.
 */
export function unnamedNote(unnamed: Report['unnamed']): string | null {
  if (unnamed.people === 0) return null;
  const who = unnamed.people === 1 ? 'One person is' : `${formatNumber(unnamed.people)} people are`;
  return `${who} not named on this site, at their request: no list, leaderboard, change or page names them, and they are not counted among the contributors. ` +
    'Their changes and translations are counted in every total, chart and coverage figure, so the figures still add up.';
}

/**
 * The users configured out of the leaderboards, as the about page names them: each that names no
 * user of the snapshot says so (and the username it differs from in case), as the build warns: a
 * misspelt bot read as left out while it led the boards.
 */
export function excludedPhrase(
  excludeUsers: readonly string[], unmatched: Report['excludeUsersUnmatched'], unnamedUsers: readonly string[] = [], byFullName: Report['unnamedUsersByFullName'] = [],
): string {
  const why = new Map(unmatched.map(({ name, suggestion }) => [name, suggestion]));
  // One in unnamedUsers too asked not to be named: said nowhere, not even as a bot, in any case;
  // nor one whose full name stands there for them.
  const takenByFullName = byFullName.flatMap(({ usernames }) => (usernames.length === 1 ? usernames : []));
  // nameKey, as unnamedUsers are matched: 'IŞIK' lower-cased is 'işik', and left 'Işık' named
  // here; an entry in NFD ('rene\u0301e') left 'renée' named.
  const notNamed = new Set([...unnamedUsers, ...takenByFullName].map(nameKey));
  return excludeUsers
    .filter((name) => !namesOneOf(name, notNamed))
    .map((name) => {
      if (!why.has(name)) return name;
      const suggestion = why.get(name);
      // A mention or a profile's address ('@ana', '…/user/ana/') may mean a user it differs from in more than case.
      const how = suggestion && nameKey(suggestion) === nameKey(name) ? 'who differs in case only' : 'whom it may mean';
      return `${name} (no user of that name${suggestion ? `; ${suggestion}, ${how}, is not left out` : ''})`;
    })
    .join(', ');
}

/** The build's warning about changes stamped after the snapshot was taken, or null where there are none. */
export function afterSnapshotWarning(after: Report['changesAfterSnapshot'], snapshot: Report['snapshot'], snapshotDir: string): string | null {
  if (after.changes === 0 || after.latest === null) return null;
  return `${snapshotDir}: ${formatCount(after.changes, 'change is', 'changes are')} stamped after the crawl ended (${snapshot.finishedAt}), ` +
    `the latest at ${after.latest} (the server's clock runs ahead?): counted on the snapshot's day`;
}

/** What the about page says of the changes stamped after the crawl ended (see afterSnapshotWarning). */
export function afterSnapshotNote(after: Report['changesAfterSnapshot']): string {
  return `${sentenceStart(formatCount(after.changes, 'change is', 'changes are'))} stamped after the crawl ended, the latest at ${after.latest === null ? '' : formatTime(after.latest)} ` +
    "(the server's clock runs ahead?): each is counted in the snapshot's day.";
}

/** The build's warning about records left out (leftOutLines, each first named by its file's path), or null when none was. */
export function leftOutWarning(groups: readonly LeftOutGroup[], snapshotDir: string): string | null {
  const lines = leftOutLines(groups, snapshotDir);
  if (lines.length === 0) return null;
  return `${snapshotDir}: records the report could not use, left out of every figure (the about page lists them too): ${lines.join('; ')}`;
}

// The components a warning or the about page names at most: a lenient crawl can leave hundreds out of the list.
const UNLISTED_NAMED = 10;

/**
 * What the about page says of the components known only from their translations' URLs (their
 * `project/component` paths, unlistedComponents), or null where there are none: how many, which,
 * and what is not known of them.
 */
export function unlistedComponentsLine(paths: readonly string[]): string | null {
  if (paths.length === 0) return null;
  const named = paths.slice(0, UNLISTED_NAMED);
  const rest = paths.length - named.length;
  const which = rest === 0 ? andList(named) : `${named.join(', ')} and ${formatCount(rest, 'other', 'others')}`;
  const one = paths.length === 1;
  return `${formatCount(paths.length, 'component', 'components')} (${which}) ${one ? 'is' : 'are'} not in the snapshot's components list (created while the crawl ran, say), ` +
    `known only from ${one ? 'its' : 'their'} translations: ${one ? 'its' : 'their'} file format, repository, license, priority and whether ${one ? 'it is a glossary' : 'they are glossaries'} are not known, and ${one ? 'its page says' : 'their pages say'} so`;
}

/** The build's warning about components known only from their translations' URLs (unlistedComponentsLine), or null where there are none. */
export function unlistedComponentsWarning(paths: readonly string[], snapshotDir: string): string | null {
  const line = unlistedComponentsLine(paths);
  return line === null ? null : `${snapshotDir}: ${line} (the about page lists ${paths.length === 1 ? 'it' : 'them'} too)`;
}

/**
 * Pages of one kind whose folders sit side by side (contributors/, projects/, a project's
 * folder, languages/): what they are (`users`), of what (`the project "orbit"`, or null), where
 * (`contributors/<username>/`), and each page's name with its folder's name (pageName).
 */
export interface SiblingPages {
  kind: string;
  of: string | null;
  path: string;
  pages: readonly { name: string; folder: string }[];
}

/**
 * The build's warning about pages whose folders differ in case only (users 'Kim' and 'kim',
 * projects 'Case' and 'case'), which a file system that ignores case takes for one folder, or null
 * where none do.
 */
export function caseClashWarning(groups: readonly SiblingPages[], snapshotDir: string): string | null {
  const clashes: string[] = [];
  for (const { kind, of, path, pages } of groups) {
    const byFolder = new Map<string, Set<string>>();
    for (const { name, folder } of pages) {
      // Folded as a file system that ignores case compares folder names (caseBlind).
      const key = caseBlind(folder);
      byFolder.set(key, (byFolder.get(key) ?? new Set()).add(name));
    }
    // In code-unit order, not the order of activity: the same snapshot, the same words.
    const named = [...byFolder.values()].filter((names) => names.size > 1).map((names) => [...names].sort()).sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
    for (const names of named) clashes.push(`${kind} ${andList(names.map((name) => `"${name}"`))}${of === null ? '' : ` of ${of}`} (${path})`);
  }
  if (clashes.length === 0) return null;
  return `${snapshotDir}: pages whose names differ in case only are in folders that a file system ignoring case ` +
    "(macOS's and Windows's, as they come) takes for one, where one page overwrites the other and both names lead to it: " +
    `${clashes.join('; ')}. Build and serve the site on a file system that tells case apart (Linux's)`;
}

// What each kind of private data in a change's details is, as the warning names it.
const PRIVATE_DETAIL_WHAT: Record<PrivateDetailKind, string> = {
  email: 'an e-mail address',
  ip_address: 'an IP address',
  user_agent: "a browser's user agent",
  url_credentials: 'credentials in a URL',
  // Told apart from the `email` key's: an address a git error or a message quotes.
  email_in_text: 'an e-mail address quoted in a text',
};

// The most fields outside a change's details that the warning names where URLs with credentials
// (or e-mail addresses) were found, and the longest name it gives one (a server's key, untrusted, of any length).
const CREDENTIAL_FIELDS_NAMED = 3;
const CREDENTIAL_FIELD_LIMIT = 60;

/**
 * The build's warning about a snapshot that holds what the crawler now leaves out (a crawler
 * from before it did wrote it), or null: what and how much, and where in a change record (its
 * `details`, or another field such as `alert.details`), never a value, and what to do.
 */
export function privateDataWarning(held: PrivateData, snapshotDir: string): string | null {
  const parts: string[] = [];
  if (held.changes > 0) {
    // Each record is counted once, then what they hold: one record holding three keys read as three records.
    const kinds = PRIVATE_DETAIL_KINDS.filter((kind) => held.changeDetails[kind] > 0);
    const fieldCounts = [...held.changeFields, ...held.changeEmailFields].map((field) => field.changes);
    const every = [...kinds.map((kind) => held.changeDetails[kind]), ...fieldCounts].every((count) => count === held.changes);
    const counted = (what: string, count: number) => (every ? what : `${what} (${formatNumber(count)})`);
    // A URL or an address found elsewhere (an alert's details) is said where, not as "details": one
    // looking in `details` for it found none. The fields found most often are named, the rest counted.
    const inFields = (fields: PrivateData['changeFields']): string => {
      const named = fields.toSorted((a, b) => b.changes - a.changes).slice(0, CREDENTIAL_FIELDS_NAMED);
      const rest = fields.length - named.length;
      const names = named.map(({ field, changes }) => counted(clip(field, CREDENTIAL_FIELD_LIMIT), changes));
      return andList(rest === 0 ? names : [...names, formatCount(rest, 'other field', 'other fields')]);
    };
    const where: string[] = [];
    if (kinds.length > 0) where.push(`whose details hold ${andList(kinds.map((kind) => counted(PRIVATE_DETAIL_WHAT[kind], held.changeDetails[kind])))}`);
    if (held.changeFields.length > 0) where.push(`with credentials in a URL in ${inFields(held.changeFields)}`);
    if (held.changeEmailFields.length > 0) where.push(`with an e-mail address in ${inFields(held.changeEmailFields)}`);
    // Their first ids, that one can find them by (`"id": 12`): the fields alone named no record.
    const ids = held.changeIds.map(String);
    const more = held.changes - ids.length;
    const which = ids.length === 0 ? '' : ` (${ids.length === 1 ? 'id' : 'ids'} ${more > 0 ? `${ids.join(', ')} and ${formatNumber(more)} more` : andList(ids)})`;
    parts.push(`${formatCount(held.changes, 'change record', 'change records')}${which} ${where.join(', and ')}`);
  }
  const withCredentials: string[] = [];
  if (held.components > 0) withCredentials.push(formatCount(held.components, 'component', 'components'));
  if (held.translations > 0) withCredentials.push(formatCount(held.translations, 'translation', 'translations'));
  if (withCredentials.length > 0) parts.push(`${andList(withCredentials)} with credentials in a URL (a repository's token, say)`);
  if (held.users > 0) parts.push(`${formatCount(held.users, 'account', 'accounts')} of the user list that no stored change names`);
  if (held.problems > 0) parts.push(`${formatCount(held.problems, 'problem', 'problems')} in its manifest (records that broke their schema) quoting credentials in a URL or an e-mail address`);
  if (parts.length === 0) return null;
  return `${snapshotDir}: this snapshot, written by a crawler from before these were left out, holds ${parts.join(', and ')}. ` +
    'The site shows none of it, but the snapshot itself should not be published as it is (a CI artifact, a public archive): ' +
    `clean it with \`npm run scrub -- --snapshot ${shellWord(snapshotDir)}\`, which puts a cleaned copy in its place (with \`--out <folder>\`, in that folder instead)`;
}
