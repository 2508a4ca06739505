// Change records: reduced once to the facts every aggregation uses (time as a number, usernames,
// language, project, component, page), turned into the rows pages list, and kept newest-N in
// bounded buffers — the change log is never held whole.
import { actionName } from '../weblate/actions.ts';
import type { Catalog } from './catalog.ts';
import { isoTime } from './calendar.ts';
import { apiPathSegments } from './fields.ts';
import type { ChangeBatch } from './change-batch.ts';
import type { ChangeRow } from './types.ts';
import { NOT_NAMED } from './users.ts';

/** How many latest changes the instance list keeps. */
export const INSTANCE_LATEST = 200;

/** How many latest changes each language keeps: what its page lists, which a language page's 100 KB leaves room for. */
export const LANGUAGE_LATEST = 30;

/** How many latest changes each action keeps (the changes page of one action lists them). */
export const ACTION_LATEST = 50;

/** What the report uses of one change record. */
export interface ChangeFacts {
  id: number;
  /** The timestamp in ms since the epoch. */
  ms: number;
  action: number;
  /** The acting user; null for system actions. */
  user: string | null;
  /** Who wrote the text; null when none applies. */
  author: string | null;
  /** The language of its translation, as lists show it. */
  languageCode: string | null;
  /**
   * The language whose work it is, as every per-language figure counts it: its translation's, but
   * none in a component's source translation, where editing the source strings is no translating
   * (English, the source of most components, had its activity from source edits).
   */
  workLanguage: string | null;
  projectSlug: string | null;
  componentSlug: string | null;
  target: string;
  /** The translation's page, else the component's. */
  webUrl: string | null;
}

/** Where a change belongs: its language, project and component, and the page it links to. */
interface Place {
  languageCode: string | null;
  workLanguage: string | null;
  projectSlug: string | null;
  componentSlug: string | null;
  webUrl: string | null;
}

/** The place of a change about a translation and/or a component (API URLs), from the catalog. */
function place(translationUrl: string | null, componentUrl: string | null, catalog: Catalog): Place {
  const translation = translationUrl === null ? null : catalog.translationRef(translationUrl);
  let projectSlug = translation?.projectSlug ?? null;
  let componentSlug = translation?.componentSlug ?? null;
  let webUrl = translation?.webUrl || null;
  // A known translation says everything; the component is looked up only for the others.
  if (webUrl === null || projectSlug === null) {
    const component = componentUrl === null ? undefined : catalog.components.get(componentUrl);
    if (component !== undefined) {
      projectSlug = component.projectSlug;
      componentSlug = component.slug;
      webUrl ??= component.webUrl || null;
    } else if (componentUrl !== null && projectSlug === null) {
      const slugs = catalog.componentSlugs(componentUrl);
      projectSlug = slugs?.projectSlug ?? null;
      componentSlug = slugs?.componentSlug ?? null;
    }
  }
  const languageCode = translation?.languageCode || null;
  return { languageCode, workLanguage: translation?.isSource === true ? null : languageCode, projectSlug, componentSlug, webUrl };
}

/** The place of a change about a project alone, from its API URL (a --project crawl's `_atlas.project`): the project and its page. */
function projectPlace(projectUrl: string, catalog: Catalog): Place {
  const projectSlug = apiPathSegments(projectUrl, 'projects')?.[0] || null;
  const webUrl = projectSlug === null ? null : catalog.projects.get(projectSlug)?.webUrl || null;
  return { languageCode: null, workLanguage: null, projectSlug, componentSlug: null, webUrl };
}

/**
 * The facts of batched changes (change-batch.ts): keeps the batches' string table and places each
 * translation/component pair once (a lookup by a long URL costs more than anything else done per
 * change, and a log names the same few thousand translations over and over).
 */
export class ChangeResolver {
  readonly #catalog: Catalog;
  readonly #strings: string[] = [];
  readonly #places = new Map<number, Place>();

  constructor(catalog: Catalog) {
    this.#catalog = catalog;
  }

  /** The facts of every change of a batch, in order; batches must come in the order they were made. */
  facts(batch: ChangeBatch): ChangeFacts[] {
    for (const value of batch.strings) this.#strings.push(value);
    const out: ChangeFacts[] = new Array<ChangeFacts>(batch.length);
    for (let i = 0; i < batch.length; i += 1) {
      const translation = batch.translation[i]!;
      const component = batch.component[i]!;
      const project = batch.project[i]!;
      // Exact while the string table holds fewer than 2^26 (67 million) strings; a project alone
      // (its change names no translation nor component) below 0.
      const key = project >= 0 ? -1 - project : (translation + 1) * 0x4000000 + (component + 1);
      let at = this.#places.get(key);
      if (at === undefined) {
        at = project >= 0 ? projectPlace(this.#string(project)!, this.#catalog) : place(this.#string(translation), this.#string(component), this.#catalog);
        this.#places.set(key, at);
      }
      const user = batch.user[i]!;
      const author = batch.author[i]!;
      out[i] = {
        id: batch.id[i]!,
        ms: batch.ms[i]!,
        action: batch.action[i]!,
        user: this.#string(user),
        author: this.#string(author),
        languageCode: at.languageCode,
        workLanguage: at.workLanguage,
        projectSlug: at.projectSlug,
        componentSlug: at.componentSlug,
        target: batch.target[i]!,
        webUrl: at.webUrl,
      };
    }
    return out;
  }

  #string(index: number): string | null {
    return index < 0 ? null : (this.#strings[index] ?? null);
  }
}

const NOBODY: ReadonlySet<string> = new Set();

/** Mentions patterns by the set of people not named they are made for (one set per build). */
const mentionPatterns = new WeakMap<ReadonlySet<string>, RegExp | null>();

/**
 * A change's text without mentions of people not named: a comment names people as Weblate's
 * users do, '@username' (which notifies them), and '@ksenia.shevchenko could you check this?' was
 * published in every list of changes though she is in unnamedUsers. Each such mention, in any case,
 * says '@someone not named'; a longer username that begins with theirs ('@katja' for kat) is left.
 */
export function withoutMentions(text: string, notNamed: ReadonlySet<string>): string {
  if (notNamed.size === 0 || !text.includes('@')) return text;
  let pattern = mentionPatterns.get(notNamed);
  if (pattern === undefined) {
    const names = [...notNamed].sort((a, b) => b.length - a.length).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    // As Weblate reads a mention (MENTION_RE, `(?<!\w)(@[\w.@+-]+)\b`: the '.', '@', '+' and '-'
    // a username may hold, but not end in): not after a letter, a digit or _ (an address,
    // 'ana@kat'), nor going on as a longer username would ('@kat_2', '@kat.x', '@kat-2',
    // '@kat@gnome'); '.@kat', '+@kat', '@kat-', '@kat+' and '@kat@' followed by a space name kat to
    // Weblate, which notifies her, and were published as written.
    pattern = names.length === 0 ? null : new RegExp(`(?<![\\p{L}\\p{N}_])@(?:${names.join('|')})(?![.@+-]*[\\p{L}\\p{N}_])`, 'giu');
    mentionPatterns.set(notNamed, pattern);
  }
  if (pattern === null) return text;
  const shown = text.replace(pattern, `@${NOT_NAMED}`);
  // A text cut to TARGET_LIMIT (clipTarget) may end inside a mention: '… @ksenia.shev…' kept the
  // first part of her username. A cut mention that may be the start of such a username goes whole.
  const cut = /(?<![\p{L}\p{N}_])@([\p{L}\p{N}_.+@-]+)…$/u.exec(shown);
  if (cut === null) return shown;
  const start = cut[1]!.toLowerCase();
  return [...notNamed].some((name) => name.toLowerCase().startsWith(start)) ? `${shown.slice(0, cut.index)}@${NOT_NAMED}…` : shown;
}

/**
 * A change as the pages list it. `hasPage`: whether a credited username has a contributor page;
 * `notNamed`: usernames of people who asked not to be named, whom the row does not name at all.
 */
export function changeRow(change: ChangeFacts, hasPage: (username: string) => boolean = () => true, notNamed: ReadonlySet<string> = NOBODY): ChangeRow {
  const { user, author } = change;
  const userHidden = user !== null && notNamed.has(user);
  const authorHidden = author !== null && notNamed.has(author);
  const userWithoutPage = user !== null && !userHidden && !hasPage(user);
  const authorWithoutPage = author !== null && !authorHidden && !hasPage(author);
  // Most rows hold none of the optional keys: made in one literal, each is one object with its
  // keys in place, where one built key by key kept most of them in a second object (900,000 rows
  // on the large sample, marked at every major GC of the build).
  if (!userHidden && !authorHidden && !userWithoutPage && !authorWithoutPage) {
    return {
      id: change.id,
      timestamp: isoTime(change.ms),
      action: change.action,
      actionName: actionName(change.action),
      username: user,
      authorUsername: author,
      languageCode: change.languageCode,
      projectSlug: change.projectSlug,
      componentSlug: change.componentSlug,
      target: withoutMentions(change.target, notNamed),
      webUrl: change.webUrl,
    };
  }
  // Built key by key in the order the pages and the report's JSON have them: spreading an object
  // (or none) for each optional key made four objects more per row, of the 900,000 rows the
  // contributors' latest lists hold on the large sample.
  const row: ChangeRow = {
    id: change.id,
    timestamp: isoTime(change.ms),
    action: change.action,
    actionName: actionName(change.action),
    username: userHidden ? null : user,
  } as ChangeRow;
  if (userHidden) row.userNotNamed = true;
  if (userWithoutPage) row.userHasPage = false;
  row.authorUsername = authorHidden ? null : author;
  // One who saved text they wrote themselves is named once, as the user.
  if (authorHidden && author !== user) row.authorNotNamed = true;
  if (authorWithoutPage) row.authorHasPage = false;
  row.languageCode = change.languageCode;
  row.projectSlug = change.projectSlug;
  row.componentSlug = change.componentSlug;
  row.target = withoutMentions(change.target, notNamed);
  row.webUrl = change.webUrl;
  return row;
}

/**
 * Rows of the changes the latest lists kept, made once each: buffers hold facts while the log
 * streams (making a row for each of millions of changes would be most of the work) and a change
 * kept by several lists (instance, language, user, author) becomes one shared row.
 */
export class ChangeRows {
  readonly #rows = new Map<ChangeFacts, ChangeRow>();
  readonly #hasPage: (username: string) => boolean;
  readonly #notNamed: ReadonlySet<string>;

  /**
   * `hasPage`: whether a username has a contributor page (ContributorTally.credits, less deleted
   * accounts), asked once the log is read; `notNamed`: the people rows must not name (unnamedUsers).
   */
  constructor(hasPage: (username: string) => boolean = () => true, notNamed: ReadonlySet<string> = NOBODY) {
    this.#hasPage = hasPage;
    this.#notNamed = notNamed;
  }

  /** The row of a change. */
  row(change: ChangeFacts): ChangeRow {
    let row = this.#rows.get(change);
    if (row === undefined) {
      row = changeRow(change, this.#hasPage, this.#notNamed);
      this.#rows.set(change, row);
    }
    return row;
  }

  /** The rows of changes, in the same order. */
  rows(changes: readonly ChangeFacts[]): ChangeRow[] {
    return changes.map((change) => this.row(change));
  }
}

/** When a change was made, in the log's order: the time (ms), then the id (what the latest lists and a translation's last author go by). */
export interface Timed {
  id: number;
  ms: number;
}

/** Whether `a` is newer than `b`: later, or at the same time with the higher id. */
export function isNewer(a: Timed, b: Timed): boolean {
  return a.ms > b.ms || (a.ms === b.ms && a.id > b.id);
}

/**
 * The `capacity` latest items seen: by time, then by id (a server's ids need not follow its
 * clock, and the lists show the time). The change log is stored ascending by id, which on Weblate
 * follows time, so the common case is a ring buffer overwrite; an item out of order is inserted
 * where it belongs.
 */
export class LatestBuffer<T extends Timed> {
  readonly #capacity: number;
  /** Ascending from #next once full, from 0 before. */
  #ring: T[] = [];
  /** Where the oldest item is once the ring is full (and where the next one goes). */
  #next = 0;
  #newest: T | undefined;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  /** Offers an item; kept when it is among the latest `capacity`. */
  add(item: T): void {
    if (this.#capacity <= 0) return;
    if (this.#newest === undefined || isNewer(item, this.#newest)) {
      this.#newest = item;
      if (this.#ring.length < this.#capacity) this.#ring.push(item);
      else {
        this.#ring[this.#next] = item;
        this.#next = (this.#next + 1) % this.#capacity;
      }
      return;
    }
    const full = this.#ring.length >= this.#capacity;
    if (full && !isNewer(item, this.#ring[this.#next]!)) return;
    const items = this.#ascending();
    if (items.some((kept) => kept.id === item.id)) return;
    const at = items.findIndex((kept) => isNewer(kept, item));
    items.splice(at === -1 ? items.length : at, 0, item);
    this.#ring = items.slice(-this.#capacity);
    this.#next = 0;
  }

  /** The kept items, latest first. */
  newestFirst(): T[] {
    return this.#ascending().reverse();
  }

  #ascending(): T[] {
    if (this.#ring.length < this.#capacity) return this.#ring.slice();
    return [...this.#ring.slice(this.#next), ...this.#ring.slice(0, this.#next)];
  }
}

/** Newest-N buffers per key (language codes, usernames), created on first use. */
export class LatestByKey<T extends Timed, K extends string | number = string> {
  readonly #capacity: number;
  readonly #buffers = new Map<K, LatestBuffer<T>>();

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  /** Offers an item under a key. */
  add(key: K, item: T): void {
    let buffer = this.#buffers.get(key);
    if (buffer === undefined) {
      buffer = new LatestBuffer<T>(this.#capacity);
      this.#buffers.set(key, buffer);
    }
    buffer.add(item);
  }

  /** The newest items under a key, newest first (empty for an unknown key). */
  newestFirst(key: K): T[] {
    return this.#buffers.get(key)?.newestFirst() ?? [];
  }

  /** The keys seen. */
  keys(): IterableIterator<K> {
    return this.#buffers.keys();
  }
}
