// Users: who a username is (a person, the anonymous user, a deleted account's placeholder), the
// name to show, who is not named at their request, and the username at the end of a change's
// user/author URL.
import { compareText } from './order.ts';
import { usernameFromUrl } from '../weblate/urls.ts';
import { displayText, pageText, text, type JsonRecord } from './fields.ts';
import type { UserKind } from './types.ts';
import { andList, isolated } from '../components/format.ts';

/** The user Weblate credits with changes made without logging in. */
export const ANONYMOUS_USERNAME = 'anonymous';

// Weblate replaces a removed account by `deleted-<id>` in every record it made, and by
// `deleted-<id>-<10 hex digits>` where that name is taken (weblate/accounts/utils.py, remove_user).
const DELETED = /^deleted-\d+(?:-[0-9a-f]{10})?$/;

/** What the site says where it would name someone who asked not to be named (unnamedUsers): nobody's name, and no link. */
export const NOT_NAMED = 'someone not named';

/** What kind of account a username is. */
export function userKind(username: string): UserKind {
  if (username === ANONYMOUS_USERNAME) return 'anonymous';
  if (DELETED.test(username)) return 'deleted';
  return 'user';
}

/**
 * Whether a credited account has a contributor page: not a deleted account, which was one person,
 * whose day-by-day calendar and latest texts a public site should not keep after they left.
 */
export function hasOwnPage(username: string): boolean {
  return userKind(username) !== 'deleted';
}

/** What a placeholder account is, said beside its username ("deleted account"); null for a person's. */
export function placeholderNote(username: string): string | null {
  const kind = userKind(username);
  return kind === 'anonymous' ? 'no account' : kind === 'deleted' ? 'deleted account' : null;
}

/**
 * Who a list of credited usernames is, in words: the people, and the placeholder accounts by
 * kind ("22 people and the anonymous user", "186 people, the anonymous user and 2 deleted
 * accounts", "a deleted account" where there is no one else). The anonymous user stands for any
 * number of people, and a deleted account for one former account whose person is not known any
 * more: both are named, never counted as people, and only the kinds there are named.
 */
export function creditedPhrase(usernames: readonly string[]): string {
  let people = 0;
  let anonymous = false;
  let deleted = 0;
  for (const username of usernames) {
    const kind = userKind(username);
    if (kind === 'anonymous') anonymous = true;
    else if (kind === 'deleted') deleted += 1;
    else people += 1;
  }
  const parts = [
    ...(people > 0 || (!anonymous && deleted === 0) ? [`${people.toLocaleString('en')} ${people === 1 ? 'person' : 'people'}`] : []),
    ...(anonymous ? ['the anonymous user'] : []),
    ...(deleted > 0 ? [deleted === 1 ? 'a deleted account' : `${deleted.toLocaleString('en')} deleted accounts`] : []),
  ];
  return andList(parts);
}

/**
 * How a contributor is named in a leaderboard: the full name with the username (two accounts can
 * share a full name), the username alone where there is no full name, each isolated (by
 * `isolate`: isolatedWhereNeeded in text that leaves the page); a placeholder's note.
 */
export function contributorLabel(contributor: { username: string; fullName: string }, isolate: (name: string) => string = isolated): string {
  const note = placeholderNote(contributor.username);
  if (note !== null) return `${contributor.username} (${note})`;
  if (contributor.fullName === contributor.username) return isolate(contributor.username);
  return `${isolate(contributor.fullName)} (${isolate(contributor.username)})`;
}

/** Full names by username, and the users the instance marks as bots, from the users collection (change-log users have neither). */
export class UserDirectory {
  readonly #fullNames = new Map<string, string>();
  readonly #usernames = new Set<string>();
  readonly #bots = new Set<string>();
  #botFlagsRead = false;

  /**
   * Adds a user record (a missing or blank full name is not kept) and returns null; for one
   * without a username or repeating one, which the report leaves out and counts, adds nothing and
   * returns which.
   */
  add(record: JsonRecord): 'user-without-username' | 'user-repeated' | null {
    const served = text(record, 'username');
    if (served === null || served === '') return 'user-without-username';
    // Marked as a change's user URL is (UsernameCache), so that the two still match: a record
    // 'eve\u0007x' kept so lost its full name and bot flag to the changes of 'eve\uFFFDx'.
    const username = pageText(served, '\uFFFD');
    if (this.#usernames.has(username)) return 'user-repeated';
    this.#usernames.add(username);
    if (typeof record['is_bot'] === 'boolean') this.#botFlagsRead = true;
    if (record['is_bot'] === true) this.#bots.add(username);
    const fullName = displayText(record, 'full_name') ?? '';
    if (fullName !== '') this.#fullNames.set(username, fullName);
    return null;
  }

  /** Every username the users collection lists. */
  usernames(): Iterable<string> {
    return this.#usernames;
  }

  /** The usernames whose record says is_bot: Weblate's own bot accounts. */
  bots(): ReadonlySet<string> {
    return this.#bots;
  }

  /**
   * Whether any record added says whether its account is a bot (is_bot, true or false): Weblate
   * sends it only to callers who may manage users, so a crawl by anyone else marks no bot at all.
   */
  botFlagsRead(): boolean {
    return this.#botFlagsRead;
  }

  /** Whether the users collection gives a username a full name. */
  hasFullName(username: string): boolean {
    return this.#fullNames.has(username);
  }

  /** Each username with a full name, and that name. */
  fullNames(): Iterable<[string, string]> {
    return this.#fullNames;
  }

  /** The name to show for a username: its full name, else the username itself. */
  displayName(username: string): string {
    return this.#fullNames.get(username) ?? username;
  }
}

/** Usernames of user/author URLs, each URL parsed once (a change log repeats the same few thousand). */
export class UsernameCache {
  readonly #byUrl = new Map<string, string | null>();

  /**
   * The username at the end of a user URL, or null for null or an unreadable URL; a character HTML
   * forbids in a page (no username Weblate allows holds one) is U+FFFD in it: '…/users/eve%07%1Bx/'
   * was written with its BEL and ESC into the <title>, <h1> and lists of 7 pages. Marked, not left
   * out, so that it is not taken for the user 'evex'.
   */
  username(url: string | null): string | null {
    if (url === null) return null;
    let name = this.#byUrl.get(url);
    if (name === undefined) {
      name = usernameFromUrl(url);
      if (name !== null) name = pageText(name, '\uFFFD');
      this.#byUrl.set(url, name);
    }
    return name;
  }
}

/**
 * A name as a comparison that ignores case takes it: each character upper-cased where that keeps it
 * one character, then lower-cased, so that 'IŞIK' is 'Işık' ('I' lower-cased is 'i', not 'ı') and
 * 'ß' stays 'ß'; as Windows's NTFS (by such a table) and macOS's APFS compare folder names too.
 */
export function caseBlind(name: string): string {
  return Array.from(name, (char) => {
    const upper = char.toUpperCase();
    return upper.length === char.length ? upper : char;
  }).join('').toLowerCase();
}

/**
 * A username (or an entry naming one) in the form Weblate stores usernames in: NFKC, as Django's
 * normalize_username writes them. An entry copied from a macOS file name comes in NFD
 * ('rene\u0301e'), which matched exactly left the user 'renée' named while the warning showed
 * a name that looked like hers.
 */
export function usernameForm(name: string): string {
  // Without spaces around it: Weblate's usernames hold none, and an entry typed "ksenias " left her named.
  // Without the invisible bidi controls and zero-width spaces copying text brings along: the site wraps
  // every name in U+2068/U+2069, and 'katerina41' copied from its /people/ page ('\u2068katerina41\u2069')
  // matched no one, which left her named (no username holds them, and no full name is told by them).
  return name.replace(INVISIBLE, '').trim().normalize('NFKC');
}

/** Bidi marks, embeddings and isolates, zero-width spaces and the byte-order mark (not ZWJ/ZWNJ, which spell words). */
const INVISIBLE = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/gu;

/**
 * A username or full name as unnamedUsers entries are matched: in usernameForm, then with its case
 * folded whole (normalized again, as a case mapping may leave a sequence no normal form has, 'İ'
 * giving 'i\u0307'). Unlike caseBlind, a character upper-cased into several is so here too: a name
 * is told by how it reads, not by a file system's table, and 'ANA MÜSSIG' left 'Ana Müßig' named.
 */
export function nameKey(name: string): string {
  return usernameForm(name).toUpperCase().toLowerCase().normalize('NFKC');
}

/**
 * The usernames among `usernames` that excludeUsers entries name: each entry matched exactly but
 * for Unicode normalization (usernameForm), so 'jose\u0301' is 'josé'.
 */
export function excludedUsernames(excludeUsers: readonly string[], usernames: Iterable<string>): Set<string> {
  const wanted = new Set(excludeUsers.map(usernameForm));
  return new Set([...usernames].filter((username) => wanted.has(usernameForm(username))));
}

/**
 * The entries of excludeUsers that name no user of the snapshot (listed or credited), each with
 * the username it differs from in case only, where there is one: usernames are matched exactly
 * but for Unicode normalization (excludedUsernames), and a misspelt bot stayed on every
 * leaderboard without a word.
 */
export function unmatchedExcludeUsers(excludeUsers: readonly string[], usernames: Iterable<string>): { name: string; suggestion: string | null }[] {
  const known = [...new Set(usernames)].sort(compareText);
  const forms = new Set(known.map(usernameForm));
  const byKey = new Map<string, string>();
  for (const username of known) if (!byKey.has(nameKey(username))) byKey.set(nameKey(username), username);
  const suggestion = (name: string) => {
    const said = byKey.get(nameKey(name));
    if (said !== undefined) return said;
    const meant = usernameIn(name);
    return meant === null ? null : byKey.get(nameKey(meant)) ?? null;
  };
  return excludeUsers.filter((name) => !forms.has(usernameForm(name))).map((name) => ({ name, suggestion: suggestion(name) }));
}

/**
 * Whether an entry names, as written or as a mention or profile address (usernameIn), one of
 * `keys` (nameKey): an excludeUsers entry '@kat' where kat is in unnamedUsers is not said on the
 * about page, which named her so ('@kat (no user of that name)').
 */
export function namesOneOf(entry: string, keys: ReadonlySet<string>): boolean {
  if (keys.has(nameKey(entry))) return true;
  const meant = usernameIn(entry);
  return meant !== null && keys.has(nameKey(meant));
}

/** Letters no decomposition takes apart, as they are typed on a keyboard without them. */
const PLAIN_LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ŋ: 'n', ħ: 'h' };

/** A name as a reader tells it: nameKey, then without its marks ('Hélène' is 'helene', 'Søren' is 'soren'). */
function plainKey(name: string): string {
  return nameKey(name).normalize('NFKD').replace(/\p{M}/gu, '').replace(/[øæœłđðþıŋħ]/gu, (char) => PLAIN_LETTERS[char]!);
}

/**
 * A name as plainKey reads it, each run of characters other than letters and digits one space:
 * 'Ana  Lindqvist' (two spaces), 'ana-lindqvist' and 'ana.lindqvist' all read 'ana lindqvist'.
 */
function wordsKey(name: string): string {
  return plainKey(name).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * Whether an entry holds any of `names` (usernames or full names) as a whole part of it, read
 * without case or marks, nor what stands between its words: excludeUsers entries that name no user
 * were listed on the about page as written, and 'Helene Lindqvist', 'kat@example.org' or
 * '…/accounts/profile/kat/' named people who asked not to be named as plainly as their username
 * would, as did 'Ana  Lindqvist' (two spaces) and 'ana-lindqvist' for Ana Lindqvist, ana.lindqvist.
 */
export function holdsOneOf(entry: string, names: Iterable<string>): boolean {
  const text = wordsKey(entry);
  for (const name of names) {
    const part = wordsKey(name);
    if (part === '') continue;
    for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
      const before = text.slice(0, at).at(-1) ?? ' ';
      const after = text.charAt(at + part.length) || ' ';
      if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
    }
  }
  return false;
}

/**
 * The username an entry written as a site owner copies it may stand for: a mention (`@tiago`), or
 * the address of a user's profile or API record (`https://hosted.weblate.org/user/tiago/`,
 * `…/api/users/tiago/`, with or without its scheme); null where it is none of those. Only suggested, never matched: a
 * username may itself begin with '@'.
 */
export function usernameIn(entry: string): string | null {
  const trimmed = entry.trim();
  if (trimmed.startsWith('@') && trimmed.length > 1) return trimmed.slice(1);
  // The scheme may be left out, as an address copied from a browser's bar often is: 'hosted.weblate.org/user/kat/'
  // (no username holds a '/') was listed on the about page as written, kat's username in it.
  const profile = /^(?:https?:\/\/)?[^/\s]+(?:\/[^?#]*)?\/(?:api\/users|user)\/([^/?#]+)\/?(?:[?#].*)?$/.exec(trimmed);
  if (profile === null) return null;
  try {
    return decodeURIComponent(profile[1]!);
  } catch {
    return profile[1]!;
  }
}

/**
 * The names by which the site must not show the people of `unnamed`: each username and the full
 * name the users collection gives it (a translation's last_author is a full name); how many of
 * them have no full name there (every one has where none).
 */
export function namesNotShown(unnamed: Iterable<string>, directory: UserDirectory): { names: Set<string>; withoutFullName: number } {
  const names = new Set<string>();
  let withoutFullName = 0;
  for (const username of unnamed) {
    names.add(username);
    if (directory.hasFullName(username)) names.add(directory.displayName(username));
    else withoutFullName += 1;
  }
  return { names, withoutFullName };
}

/**
 * The people unnamedUsers names among `usernames` (those the snapshot lists or credits), each
 * entry matched whatever its case and Unicode normalization (nameKey): a request not to be named is better kept too widely than
 * missed (an entry in the wrong case left its person named on every page). An entry that is no
 * username but the full name (`fullNames`, whatever its case) of exactly one such person is
 * taken for them, for the same reason (an operator asked "don't name me" wrote down the name the
 * site showed); one shared by several people names none of them, unless exactly one of them has
 * it as written (but for spaces around it and normalization). Placeholders (`anonymous`,
 * deleted accounts) name no person and are not among them; the entries that match no one, those
 * taken as full names (with the usernames they are the full name of), and those that are
 * placeholders are returned apart, for the build to warn of.
 */
export function resolveUnnamed(entries: readonly string[], usernames: Iterable<string>, fullNames: Iterable<readonly [string, string]> = []): {
  people: Set<string>; unmatched: string[]; byFullName: { name: string; usernames: string[] }[]; byAddress: string[]; placeholders: string[];
} {
  // Every entry of a folded name kept: 'Ana Müßig' and 'Ana Müssig' both listed are two requests,
  // and a Map of one entry a key kept the last alone, which left the other person named.
  const wanted = new Map<string, string[]>();
  const placeholders: string[] = [];
  for (const entry of entries) {
    if (userKind(usernameForm(entry)) !== 'user') placeholders.push(entry);
    else {
      const alike = wanted.get(nameKey(entry)) ?? [];
      if (!alike.includes(entry)) wanted.set(nameKey(entry), [...alike, entry]);
    }
  }
  const people = new Set<string>();
  const matched = new Set<string>();
  // The usernames (in usernameForm) each folded name matched: an entry that is none of them as written matched by folding alone.
  const matchedAs = new Map<string, Set<string>>();
  const known = new Set<string>();
  // Each person's username by its folded name, for the entries written as a mention or an address.
  const byKey = new Map<string, string[]>();
  for (const username of usernames) {
    known.add(username);
    if (userKind(username) === 'user') byKey.set(nameKey(username), [...(byKey.get(nameKey(username)) ?? []), username]);
    // caseBlind, not toLowerCase: 'IŞIK' lower-cased is 'işik', and left 'Işık' named.
    const lower = nameKey(username);
    if (!wanted.has(lower) || userKind(username) !== 'user') continue;
    people.add(username);
    matched.add(lower);
    matchedAs.set(lower, (matchedAs.get(lower) ?? new Set()).add(usernameForm(username)));
  }
  const addressed = (entry: string): string[] | null => {
    const meant = usernameIn(entry);
    return meant === null ? null : byKey.get(nameKey(meant)) ?? null;
  };
  const named = [...fullNames];
  // The people by their full names read without accents, made once, when an entry first needs it:
  // made for each entry, 50,000 users' names took 140 ms an entry matching none, 7 s for 50.
  let byPlainKey: Map<string, string[]> | null = null;
  const plainHolders = (entry: string): string[] => {
    if (byPlainKey === null) {
      byPlainKey = new Map();
      for (const [username, fullName] of named) {
        if (!known.has(username) || userKind(username) !== 'user') continue;
        const key = plainKey(fullName);
        byPlainKey.set(key, [...(byPlainKey.get(key) ?? []), username]);
      }
    }
    return [...(byPlainKey.get(plainKey(entry)) ?? [])].sort(compareText);
  };
  const rest = new Map([...wanted].filter(([lower]) => !matched.has(lower)));
  const holders = new Map<string, { username: string; fullName: string }[]>();
  for (const [username, fullName] of named) {
    const lower = nameKey(fullName.trim());
    if (!rest.has(lower) || !known.has(username) || userKind(username) !== 'user') continue;
    holders.set(lower, [...(holders.get(lower) ?? []), { username, fullName }]);
  }
  const byFullName: { name: string; usernames: string[] }[] = [];
  const byAddress: string[] = [];
  const unmatched: string[] = [];
  for (const [lower, written] of rest) {
    const all = holders.get(lower) ?? [];
    for (const entry of written) {
      // Several holders of names alike once folded: the one whose full name is the entry as written
      // (but for spaces around it and normalization) is meant. Folded alone, 'Ana Müßig' was shared
      // with 'Ana Müssig', another person, and named neither: she stayed named.
      const exact = all.filter(({ fullName }) => usernameForm(fullName) === usernameForm(entry));
      const of = (all.length > 1 && exact.length === 1 ? exact : all).map(({ username }) => username).sort(compareText);
      // Last, a full name typed without its accents ('Jurgen Rossi' for 'Jürgen Rossi', on a
      // keyboard without them): it matched no one and left him named. Taken where it is one user's.
      const plain = of.length > 0 || addressed(entry) !== null ? [] : plainHolders(entry);
      if (plain.length > 0) byFullName.push({ name: entry, usernames: plain });
      if (plain.length === 1) people.add(plain[0]!);
      else if (plain.length > 1) unmatched.push(entry);
      else if (of.length > 0) byFullName.push({ name: entry, usernames: of });
      if (plain.length > 0) continue;
      if (of.length === 1) people.add(of[0]!);
      else if (of.length === 0 && addressed(entry) !== null) {
        // A mention or a profile's address, as a site owner copies it: '@jose@debian' or
        // 'hosted.weblate.org/user/tiago/' matched no one and left them named on every page, though
        // excludeUsers reads such an entry as the user it names. A username as written wins (above).
        byAddress.push(entry);
        for (const username of addressed(entry)!) people.add(username);
      } else unmatched.push(entry);
    }
  }
  // An entry that matched a username by folding alone but is, as written, the full name of one
  // other user is taken for them too: with unnamedUsers ['strauss', 'Strauß'], 'Strauß' (js's full
  // name) folded to the username strauss and js stayed named without a word. Kept too widely
  // rather than missed, as everywhere here.
  for (const [lower, forms] of matchedAs) {
    for (const entry of wanted.get(lower) ?? []) {
      if (forms.has(usernameForm(entry))) continue;
      const of = named
        .filter(([username, fullName]) => usernameForm(fullName) === usernameForm(entry) && known.has(username) && userKind(username) === 'user' && !people.has(username))
        .map(([username]) => username).sort(compareText);
      if (of.length === 0) continue;
      byFullName.push({ name: entry, usernames: of });
      if (of.length === 1) people.add(of[0]!);
      else unmatched.push(entry);
    }
  }
  return { people, unmatched, byFullName, byAddress, placeholders };
}
