// Server quirks that reach the stored records, normalized in this one place (the HTTP client
// handles the quirks of links and error bodies: src/crawler/http.ts).
//
// - `format=api`: a request or a copied base URL carrying it makes Weblate append `?format=api`
//   to every API URL in a response; stored records never carry it.
// - Users: an administrator's token makes Weblate list e-mail addresses, login times and groups
//   (`email`, `last_login`, `date_joined`, `groups`, `notify`, …). A snapshot may be published,
//   so only the fields every visitor may see are kept.
// - Changes: Weblate 5.6 and later serve a change's `details`, which hold what identifies a person
//   who has no account: a user invited by e-mail is recorded as `details: {"email": …}` (the
//   invitation's change), and a suggestion or comment made without signing in keeps the author's
//   `ip_address` (and, on some versions, `user_agent`). Those are left out; the rest of the record
//   is kept as served.
// - Repository credentials: Weblate takes them in a repository's URL (`https://user:token@host/…`,
//   as its documentation of a component's repository says) and serves a component's repository
//   fields as stored to a token that may see them; a change's `details` may quote such a URL. The
//   user part of every http(s) URL (and the password of any other) in a component's fields, in the
//   component a translation carries and in a change's `details` and every other object a change
//   holds (Weblate 2026's `alert`, whose `details` quote a git error text) is left out.
// - E-mail addresses in a change's `details` and every other object it holds: a git error quotes
//   a commit's author and committer (`Author: Kat <k.nowak@example.org>`), and an administrator's
//   token sees them in alerts. Each is written `<e-mail address>`; the record's own strings
//   (`target`, `old`: a translation's text, as written) are kept as served.
//
// What a record lacks and only the list it came from tells is added by the crawl, under `_atlas`,
// beside the record as served (src/crawler/crawl.ts): the project of a component a project's list
// gives without one (every Weblate), the component of a translation listed without one (Weblate
// 5.x's instance-wide list), and the project of a change a project's log gives that names no
// component. An `_atlas` a server sent is no such thing: one at a record's top is dropped
// (withoutServerAtlas), and the report reads none nested in a record (a translation's component).
//
// A quirk that leaves a record usable as served is read where the report reads the record, in one
// function: a translation's two language codes, `language.code` and its files' `language_code`
// (translationLanguage, src/report/translations.ts).

import { holdsUrlCredentialsText, withoutUrlCredentials } from './url-credentials.ts';
import { mayHoldEmailAddress, withoutEmailAddresses } from './email-addresses.ts';

/** Fields of a user record that are public on every Weblate; everything else is dropped. */
export const PUBLIC_USER_FIELDS = ['id', 'username', 'full_name', 'url', 'statistics_url', 'is_bot'] as const;

/** Removes `format=api` from a URL's query, keeping every other parameter. */
export function stripFormatApi(url: string): string {
  if (!url.includes('format=api')) return url;
  // A `format=api` goes where a `&` follows it (giving its separator to the next parameter) or
  // nothing does: from the end, a run of them goes whatever separates them. Found in two passes;
  // removing one at a time, each copying the URL, took 305 ms on a URL of 100 KB of them and
  // minutes at 1 MB.
  const parts = url.split(/([?&])/);
  const removed: boolean[] = [];
  let survivorAfter = false;
  for (let i = parts.length - 2; i >= 1; i -= 2) {
    const goes = parts[i + 1] === 'format=api' && (!survivorAfter || parts[i + 2] === '&');
    removed[i] = goes;
    if (!goes) survivorAfter = true;
  }
  let out = parts[0]!;
  let lead: string | null = null;
  for (let i = 1; i < parts.length; i += 2) {
    const separator: string = lead ?? parts[i]!;
    lead = null;
    if (removed[i]) lead = separator;
    else out += separator + parts[i + 1]!;
  }
  return out;
}

const FORMAT_API_BYTES = Buffer.from('format=api');
const EQUALS = 0x3d;
// Past this many '=' in one body a plain substring search is cheaper than a call per '='.
const EQUALS_BEFORE_PLAIN_SEARCH = 64;

/** Whether `format=api` occurs anywhere in `bytes` (a response body), found by way of its rare '='. */
export function bytesHaveFormatApi(bytes: Buffer): boolean {
  // Buffer#includes ran at 2.2 GB/s on change-log pages, a search for one byte at 25 GB/s: API
  // bodies have few '=' (URLs without queries), and each is checked for the text around it.
  let seen = 0;
  for (let at = bytes.indexOf(EQUALS, 6); at !== -1; at = bytes.indexOf(EQUALS, at + 1)) {
    if (at + 4 <= bytes.length && bytes.compare(FORMAT_API_BYTES, 0, FORMAT_API_BYTES.length, at - 6, at + 4) === 0) return true;
    // No match can straddle this '=' (the text has no other), so the search goes on after it.
    if (++seen > EQUALS_BEFORE_PLAIN_SEARCH) return bytes.includes(FORMAT_API_BYTES, at + 1);
  }
  return false;
}

function stripDeep(value: unknown, apiPrefix: string): unknown {
  if (typeof value === 'string') {
    // Compared without the scheme: misconfigured servers write http:// links while served over https.
    const underApi = value.replace(/^https?:/, '').startsWith(apiPrefix);
    return underApi && value.includes('format=api') ? stripFormatApi(value) : value;
  }
  if (Array.isArray(value)) return value.map((item) => stripDeep(item, apiPrefix));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = stripDeep(item, apiPrefix);
    return out;
  }
  return value;
}

/**
 * A record as a server sent it without an `_atlas` member (the same object where it has none): that
 * name is the crawl's, and one a server sent could place a record where its list did not (a change
 * in a project it names). Not part of normalizeRecord, which also cleans stored records (scrub.ts).
 */
export function withoutServerAtlas(record: Record<string, unknown>): Record<string, unknown> {
  if (!Object.hasOwn(record, '_atlas')) return record;
  const { _atlas: _dropped, ...rest } = record;
  return rest;
}

/** A record as it is stored: API URLs without `format=api`, users without private fields. */
export function normalizeRecord(
  collection: string, record: Record<string, unknown>, baseUrl: string, bodyHasFormatApi: boolean,
): Record<string, unknown> {
  // Only URLs under the server's API are touched: a translation's text is left as it was written.
  const cleaned = bodyHasFormatApi
    ? (stripDeep(record, `${baseUrl}/api/`.replace(/^https?:/, '')) as Record<string, unknown>)
    : record;
  if (collection === 'changes') return withoutPrivateDetails(cleaned);
  if (collection === 'components') return withoutUrlCredentialsDeep(cleaned) as Record<string, unknown>;
  // Every translation carries its whole component, repository fields included.
  if (collection === 'translations') {
    const component = cleaned['component'];
    const clean = withoutUrlCredentialsDeep(component);
    return clean === component ? cleaned : { ...cleaned, component: clean };
  }
  if (collection !== 'users') return cleaned;
  const user: Record<string, unknown> = {};
  for (const field of PUBLIC_USER_FIELDS) if (field in cleaned) user[field] = cleaned[field];
  return user;
}

/** Keys of a change's `details` that identify a person without an account (see the top of this file). */
export const PRIVATE_DETAIL_KEYS = ['email', 'ip_address', 'user_agent'] as const;

/** One of PRIVATE_DETAIL_KEYS. */
export type PrivateDetailKey = (typeof PRIVATE_DETAIL_KEYS)[number];

/**
 * What privateDetailBits finds in a change's `details`, bit i for kind i: PRIVATE_DETAIL_KEYS, then a
 * URL with credentials, then an e-mail address in a text or key (not an `email` key's: that key goes whole).
 */
export const PRIVATE_DETAIL_KINDS = [...PRIVATE_DETAIL_KEYS, 'url_credentials', 'email_in_text'] as const;

/** One of PRIVATE_DETAIL_KINDS. */
export type PrivateDetailKind = (typeof PRIVATE_DETAIL_KINDS)[number];

const URL_CREDENTIALS_BIT = 1 << PRIVATE_DETAIL_KEYS.length;
const EMAIL_IN_TEXT_BIT = URL_CREDENTIALS_BIT << 1;
// Both kinds a text may hold: a walk that found both looks no further.
const TEXT_BITS = URL_CREDENTIALS_BIT | EMAIL_IN_TEXT_BIT;

/**
 * Which PRIVATE_DETAIL_KINDS a change's `details` holds, as bits (bit i for kind i; 0 for none):
 * a property check per key, and per key and string value a test for '@' (or '%40', or the wide
 * '@'s) before the URL and e-mail address checks, cheap enough for every record of a long change
 * log. Those in any other object of the record (an alert's details) are found by privateTextFields,
 * which names where.
 */
export function privateDetailBits(change: Record<string, unknown>): number {
  const details = change['details'];
  // Details that break their schema (a list, a text: a --lenient crawl stores them) hold no private
  // key, but are cleaned of credentials and addresses as an object is (withoutPrivateDetails), so counted alike.
  if (typeof details === 'string') return textBits(details);
  if (Array.isArray(details)) return textBitsDeep(details, false);
  if (details === null || typeof details !== 'object') return 0;
  const bits = privateKeyBits(details);
  // Every level, as withoutPrivateTextDeep cleans it: counting the top only, a snapshot whose
  // credentials lay in a list of errors or a nested object (an older crawl's, or one edited by
  // hand) built without a warning that `npm run scrub` would clean it. Nearly every value is a
  // string or a number, so the walk rarely goes below the top.
  return bits | textBitsDeep(details, bits !== 0);
}

// What either check needs, looked for in one scan: credentials an '@' (a '%' where encoded), an
// address one of the '@'s AT_SIGNS reads or a '%' (encoded). Nearly every text of a change log has none.
const MAY_HOLD_PRIVATE_TEXT = /[@%\uff20\ufe6b]/;

/**
 * Which of URL_CREDENTIALS_BIT and EMAIL_IN_TEXT_BIT a text holds, as withoutPrivateTextDeep cleans
 * it: an address only where withoutEmailAddresses changes the text its credentials left, as an address
 * in a URL's user ('https://k.nowak@example.org:tok@host/') goes with the credentials.
 */
function textBits(text: string): number {
  if (!MAY_HOLD_PRIVATE_TEXT.test(text)) return 0;
  let bits = 0;
  let left = text;
  if (holdsUrlCredentialsText(text)) {
    bits = URL_CREDENTIALS_BIT;
    left = withoutUrlCredentials(text);
  }
  return mayHoldEmailAddress(left) && withoutEmailAddresses(left) !== left ? bits | EMAIL_IN_TEXT_BIT : bits;
}

/**
 * Which of TEXT_BITS an object or list of a change's details holds in a key or string at any depth;
 * `withoutKeys` skips the top's PRIVATE_DETAIL_KEYS, which withoutPrivateDetails drops whole (an
 * `email` key's address was said twice, as the key and as an address in a text).
 */
function textBitsDeep(value: object, withoutKeys: boolean): number {
  let bits = 0;
  if (Array.isArray(value)) {
    for (const item of value) {
      if (typeof item === 'string') bits |= textBits(item);
      else if (item !== null && typeof item === 'object') bits |= textBitsDeep(item, false);
      if (bits === TEXT_BITS) break;
    }
    return bits;
  }
  for (const key in value) {
    if (withoutKeys && (PRIVATE_DETAIL_KEYS as readonly string[]).includes(key)) continue;
    // Keys too, as withoutPrivateTextDeep cleans them (a git error keyed by its repository or author):
    // textBits's one scan for an '@' or '%' passes every key of nearly every change.
    bits |= textBits(key);
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === 'string') bits |= textBits(item);
    else if (item !== null && typeof item === 'object') bits |= textBitsDeep(item, false);
    if (bits === TEXT_BITS) break;
  }
  return bits;
}

/** Where a change holds URLs with credentials and e-mail addresses outside its `details`, as privateTextFields finds them. */
export interface PrivateTextFields {
  /** The paths holding a URL with credentials (`alert.details`). */
  readonly credentials: readonly string[];
  /** The paths holding an e-mail address in a text or key, as withoutEmailAddresses masks it. */
  readonly emails: readonly string[];
}

const NO_TEXT_FIELDS: PrivateTextFields = Object.freeze({ credentials: Object.freeze([]), emails: Object.freeze([]) });

/**
 * Where a change holds a URL with credentials or an e-mail address outside its `details` (Weblate
 * 2026's alert, whose details quote a git error and its commit's author): the path of each object
 * or list holding one, its keys joined by '.' (`alert.details`; a list's items are named by the
 * list), each once per kind, in the order found. None for most records, which hold no other object:
 * those are not walked, and share one empty answer.
 */
export function privateTextFields(change: Record<string, unknown>): PrivateTextFields {
  let credentials: string[] | null = null;
  let emails: string[] | null = null;
  const found = (path: string, bits: number): void => {
    if ((bits & URL_CREDENTIALS_BIT) !== 0) {
      credentials ??= [];
      if (!credentials.includes(path)) credentials.push(path);
    }
    if ((bits & EMAIL_IN_TEXT_BIT) !== 0) {
      emails ??= [];
      if (!emails.includes(path)) emails.push(path);
    }
  };
  const walk = (value: object, path: string): void => {
    const items: unknown[] = Array.isArray(value) ? value : Object.values(value);
    const keys = Array.isArray(value) ? null : Object.keys(value);
    for (const [at, item] of items.entries()) {
      // A key holding one (a URL a git error is told of, an author) is said by the object that
      // holds it: named, the path would print the credentials or the address.
      if (keys !== null) found(path, textBits(keys[at]!));
      if (typeof item === 'string') {
        found(path, textBits(item));
      } else if (item !== null && typeof item === 'object') {
        // Nor with an e-mail address: a key 'k.nowak@example.org' was named so in the build's warning.
        walk(item, keys === null ? path : `${path}.${withoutEmailAddresses(withoutUrlCredentials(keys[at]!))}`);
      }
    }
  };
  for (const key in change) {
    const value = change[key];
    if (key !== 'details' && value !== null && typeof value === 'object') walk(value, key);
  }
  return credentials === null && emails === null ? NO_TEXT_FIELDS : { credentials: credentials ?? NO_TEXT_FIELDS.credentials, emails: emails ?? NO_TEXT_FIELDS.emails };
}

/** Which PRIVATE_DETAIL_KEYS `details` holds, as privateDetailBits gives them. */
function privateKeyBits(details: object): number {
  let bits = 0;
  for (let i = 0; i < PRIVATE_DETAIL_KEYS.length; i++) if (Object.hasOwn(details, PRIVATE_DETAIL_KEYS[i]!)) bits |= 1 << i;
  return bits;
}

/**
 * A change record without the private keys its `details` may hold, nor credentials in URLs or e-mail
 * addresses there or in any other object it holds (Weblate 2026's `alert`); a new record only where it changed.
 */
function withoutPrivateDetails(change: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | null = null;
  const details = change['details'];
  if (details !== null && typeof details === 'object' && !Array.isArray(details)) {
    let rest = details as Record<string, unknown>;
    if (privateKeyBits(details) !== 0) {
      rest = {};
      for (const [key, value] of Object.entries(details)) if (!(PRIVATE_DETAIL_KEYS as readonly string[]).includes(key)) rest[key] = value;
    }
    rest = withoutPrivateTextDeep(rest) as Record<string, unknown>;
    if (rest !== details) out = { ...change, details: rest };
  } else if (typeof details === 'string' || Array.isArray(details)) {
    // Details that break their schema, stored by a --lenient crawl as served but for this: a list
    // quoting 'https://bot:token@host/x.git' kept the token, and neither scrub nor the build's
    // warning looked at it.
    const cleaned = withoutPrivateTextDeep(details);
    if (cleaned !== details) out = { ...change, details: cleaned };
  }
  // Every other object is cleaned of credentials and e-mail addresses alike: an alert's `details`
  // quote a git error text, repository URL and all, and a new release may serve another such object.
  // The record's own strings are kept as served: `target` and `old` are a translation's text, as written.
  for (const key in change) {
    const value = change[key];
    if (key === 'details' || value === null || typeof value !== 'object') continue;
    const cleaned = withoutPrivateTextDeep(value);
    if (cleaned !== value) (out ??= { ...change })[key] = cleaned;
  }
  return out ?? change;
}

/** `value` cleaned of URL credentials, then of e-mail addresses (the same value where it held neither). */
function withoutPrivateTextDeep(value: unknown): unknown {
  // Credentials first: their cleaning reads the '@' before a URL's host, which a mask would hide.
  return withTextsCleaned(value, (text) => withoutEmailAddresses(withoutUrlCredentials(text)));
}

/** `value` cleaned of URL credentials in every string and key (the same value where it held none). */
function withoutUrlCredentialsDeep(value: unknown): unknown {
  return withTextsCleaned(value, withoutUrlCredentials);
}

/**
 * `value` with `clean` applied to every string in it and every key of an object in it (a git
 * error's details may be keyed by the repository's URL or an author); the same value (not a copy)
 * where nothing changed.
 */
function withTextsCleaned(value: unknown, clean: (text: string) => string): unknown {
  if (typeof value === 'string') return clean(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => withTextsCleaned(item, clean));
    return items.every((item, i) => item === value[i]) ? value : items;
  }
  const entries = Object.entries(value);
  if (entries.some(([key]) => clean(key) !== key)) {
    // Rebuilt in the order served; two keys that differ only in what is cleaned become one key, the
    // later value kept (both said of the same repository, or author).
    return Object.fromEntries(entries.map(([key, item]) => [clean(key), withTextsCleaned(item, clean)]));
  }
  let out: Record<string, unknown> | null = null;
  for (const [key, item] of entries) {
    const cleaned = withTextsCleaned(item, clean);
    if (cleaned !== item) (out ??= { ...(value as Record<string, unknown>) })[key] = cleaned;
  }
  return out ?? value;
}

/** Whether any string in `value`, or key of an object in it, holds a URL with credentials, as withoutUrlCredentials finds them (no copy made). */
function holdsUrlCredentials(value: unknown): boolean {
  if (typeof value === 'string') return holdsUrlCredentialsText(value);
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(holdsUrlCredentials);
  for (const key in value) if (holdsUrlCredentialsText(key) || holdsUrlCredentials((value as Record<string, unknown>)[key])) return true;
  return false;
}

/**
 * Whether a stored component, or the component a stored translation carries, holds a URL with
 * credentials: what normalizeRecord leaves out of those two collections (false for any other).
 */
export function recordHoldsUrlCredentials(collection: string, record: Record<string, unknown>): boolean {
  if (collection === 'components') return holdsUrlCredentials(record);
  return collection === 'translations' && holdsUrlCredentials(record['component']);
}

