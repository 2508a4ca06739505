// Records the report leaves out of every figure (a lenient crawl's, a hand edit's), counted per
// collection and per reason, the first of each reason kept with what names it: its place among its
// collection's records, its key and what of it was wrong. Only records left out come here: a
// record the report uses costs nothing more (its place is a counter its reader keeps), and the
// file and line of each reason's first are found by reading the files again, in load.ts, where
// something was left out.
import { clip } from '../clip-text.ts';
import { withoutEmailAddresses } from '../weblate/email-addresses.ts';
import { withoutUrlCredentials } from '../weblate/url-credentials.ts';
import { NAME_LIMIT, pageText, text, wholeCount, type JsonRecord } from './fields.ts';
import { TRANSLATION_COUNTS } from './translations.ts';
import type { LeftOut, LeftOutFirst, LeftOutGroup, LeftOutReason } from './types.ts';

/**
 * Each reason, in the order the warning and the about page list them: its collection, and the
 * field whose value says what was wrong (a function where it is one of several; null where the
 * reason says it all).
 */
export const LEFT_OUT_REASONS: Record<LeftOutReason, { collection: keyof LeftOut; field: string | ((record: JsonRecord) => string | null) | null }> = {
  'language-without-code': { collection: 'languages', field: 'code' },
  'language-repeated': { collection: 'languages', field: null },
  'project-without-slug': { collection: 'projects', field: 'slug' },
  'project-repeated': { collection: 'projects', field: null },
  'component-without-url': { collection: 'components', field: 'url' },
  'component-without-slug': { collection: 'components', field: 'slug' },
  'component-without-project': { collection: 'components', field: null },
  'component-repeated': { collection: 'components', field: null },
  'translation-without-url': { collection: 'translations', field: 'url' },
  'translation-without-language': { collection: 'translations', field: null },
  'translation-count': { collection: 'translations', field: (record) => TRANSLATION_COUNTS.find((key) => wholeCount(record, key) === null) ?? null },
  'translation-without-component': { collection: 'translations', field: null },
  'translation-repeated': { collection: 'translations', field: null },
  'user-without-username': { collection: 'users', field: 'username' },
  'user-repeated': { collection: 'users', field: null },
  'change-id': { collection: 'changes', field: 'id' },
  'change-action': { collection: 'changes', field: 'action' },
  'change-timestamp': { collection: 'changes', field: 'timestamp' },
  'change-before-since': { collection: 'changes', field: 'timestamp' },
  'change-repeated': { collection: 'changes', field: null },
};

const REASON_ORDER = Object.keys(LEFT_OUT_REASONS) as LeftOutReason[];

// The most characters of a value quoted: enough for any count, id or time a record holds.
const VALUE_LIMIT = 40;

/**
 * A field's value as a message says it: missing, null, empty, a number or a short text itself
 * (without an e-mail address or a URL's credentials, as the crawl's problems quote one), or only what it is (never an
 * object's or a list's contents).
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  // Without a URL's credentials either, left out first as the crawl's problems do (validation.ts):
  // 'https://bot:s3cr!t@git.example.org/x.git' was quoted on /about/ as 'https://bot:s3cr!<e-mail address>/x.git'.
  if (typeof value === 'string') return value === '' ? 'empty' : `the string ${JSON.stringify(clip(withoutEmailAddresses(withoutUrlCredentials(value)), VALUE_LIMIT))}`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return Array.isArray(value) ? 'a list' : 'an object';
}

/**
 * A text key to show: without a URL's credentials or an e-mail address, as describeValue quotes
 * its value, at most NAME_LIMIT characters; null where it is none. With the credentials only, a
 * project whose slug was 'k.nowak@example.org' was named so on /about/, 'whose slug is the string "<e-mail address>"'.
 */
function shownKey(value: string | null): string | null {
  // A character HTML forbids in a page is U+FFFD (pageText), marked where it was: a repeated language 'de\u0007' put its BEL on /about/.
  return value === null || value === '' ? null : clip(pageText(withoutEmailAddresses(withoutUrlCredentials(value)), '\uFFFD'), NAME_LIMIT);
}

/**
 * What names a record of `collection`: its code, slug, URL or id where it has a usable one. A
 * user's username is not said: the about page is public, and a user record repeated (a line
 * copied) may be someone who asked not to be named (unnamedUsers); its file and line find it.
 */
function keyOf(collection: keyof LeftOut, record: JsonRecord): string | null {
  if (collection === 'languages') return shownKey(text(record, 'code'));
  if (collection === 'projects') return shownKey(text(record, 'slug'));
  if (collection === 'components' || collection === 'translations') return shownKey(text(record, 'url'));
  const id = record['id'];
  return collection === 'changes' && Number.isSafeInteger(id) ? `id ${id as number}` : null;
}

/** The first record left out for `reason`, the `ordinal`th of its collection (from 1): its key and what of it was wrong; its file and line are found later (load.ts). */
export function leftOutFirst(reason: LeftOutReason, ordinal: number, record: JsonRecord): LeftOutFirst {
  const { collection, field } = LEFT_OUT_REASONS[reason];
  const name = typeof field === 'function' ? field(record) : field;
  return {
    ordinal,
    place: null,
    key: keyOf(collection, record),
    detail: name === null ? null : `${name} is ${describeValue(Object.hasOwn(record, name) ? record[name] : undefined)}`,
  };
}

/** Records left out for a reason since the last count (a batch of changes, change-batch.ts): how many, and the first of them where it is the reason's first. */
export interface LeftOutCount {
  reason: LeftOutReason;
  records: number;
  first: LeftOutFirst | null;
}

/** The records a report leaves out: counted per collection (`counts`) and per reason (groups()), each reason's first kept. */
export class LeftOutTally {
  readonly counts: LeftOut = { languages: 0, projects: 0, components: 0, translations: 0, users: 0, changes: 0 };
  readonly #groups = new Map<LeftOutReason, LeftOutGroup>();

  /** Counts the `ordinal`th record of its collection (from 1, in stored order) as left out for `reason`. */
  add(reason: LeftOutReason, ordinal: number, record: JsonRecord): void {
    this.addCount({ reason, records: 1, first: this.#groups.has(reason) ? null : leftOutFirst(reason, ordinal, record) });
  }

  /** Counts records left out elsewhere (in the change reader's thread); the first of a reason comes with its first count. */
  addCount({ reason, records, first }: LeftOutCount): void {
    this.counts[LEFT_OUT_REASONS[reason].collection] += records;
    const group = this.#groups.get(reason);
    if (group !== undefined) group.records += records;
    else if (first !== null) this.#groups.set(reason, { reason, records, first });
    else throw new Error(`${records} records left out (${reason}) without the first of them`);
  }

  /** Each reason's records, in LEFT_OUT_REASONS' order. */
  groups(): LeftOutGroup[] {
    return REASON_ORDER.flatMap((reason) => this.#groups.get(reason) ?? []);
  }
}
