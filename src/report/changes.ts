// Change records: reduced once to the facts every aggregation uses (time as a number, usernames,
// language, project, component, page), turned into the rows pages list, and kept newest-N in
// bounded buffers — the change log is never held whole.
import { actionName } from '../weblate/actions.ts';
import type { Catalog } from './catalog.ts';
import { isoTime } from './calendar.ts';
import { number, text, type JsonRecord } from './fields.ts';
import type { ChangeRow } from './types.ts';
import type { UsernameCache } from './users.ts';

/** How many latest changes the instance list keeps. */
export const INSTANCE_LATEST = 200;

/** How many latest changes each language keeps. */
export const LANGUAGE_LATEST = 50;

/** How many characters of a change's target a row keeps. */
export const TARGET_LIMIT = 500;

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
  languageCode: string | null;
  projectSlug: string | null;
  componentSlug: string | null;
  target: string;
  /** The translation's page, else the component's. */
  webUrl: string | null;
}

/**
 * A change record reduced, or null when it has no usable id, action or timestamp (possible only
 * in a lenient snapshot; such a record is left out of every aggregate).
 */
export function changeFacts(record: JsonRecord, catalog: Catalog, usernames: UsernameCache): ChangeFacts | null {
  const id = number(record, 'id', Number.NaN);
  const action = number(record, 'action', Number.NaN);
  const timestamp = text(record, 'timestamp');
  const ms = timestamp === null ? Number.NaN : Date.parse(timestamp);
  if (!Number.isInteger(id) || !Number.isInteger(action) || Number.isNaN(ms)) return null;

  const translationUrl = text(record, 'translation');
  const translation = translationUrl === null ? null : catalog.translationRef(translationUrl);
  let projectSlug = translation?.projectSlug ?? null;
  let componentSlug = translation?.componentSlug ?? null;
  let webUrl = translation?.webUrl || null;
  // A known translation says everything; the component is looked up only for the others (a
  // lookup by a long URL costs more than anything else done per change).
  if (webUrl === null || projectSlug === null) {
    const componentUrl = text(record, 'component');
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
  return {
    id,
    ms,
    action,
    user: usernames.username(text(record, 'user')),
    author: usernames.username(text(record, 'author')),
    languageCode: translation?.languageCode || null,
    projectSlug,
    componentSlug,
    // Long texts (documentation paragraphs) are clipped: the latest lists keep up to 20 changes
    // per user (a million on a large instance), and a list shows the start of a text anyway.
    target: clipTarget(text(record, 'target') ?? ''),
    webUrl,
  };
}

/** Cuts a text to TARGET_LIMIT characters (…), never inside a surrogate pair. */
export function clipTarget(target: string): string {
  if (target.length <= TARGET_LIMIT) return target;
  let end = TARGET_LIMIT - 1;
  const last = target.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${target.slice(0, end)}…`;
}

/** A change as the pages list it. */
export function changeRow(change: ChangeFacts): ChangeRow {
  return {
    id: change.id,
    timestamp: isoTime(change.ms),
    action: change.action,
    actionName: actionName(change.action),
    username: change.user,
    authorUsername: change.author,
    languageCode: change.languageCode,
    projectSlug: change.projectSlug,
    componentSlug: change.componentSlug,
    target: change.target,
    webUrl: change.webUrl,
  };
}

/**
 * Rows of the changes the latest lists kept, made once each: buffers hold facts while the log
 * streams (making a row for each of millions of changes would be most of the work) and a change
 * kept by several lists (instance, language, user, author) becomes one shared row.
 */
export class ChangeRows {
  readonly #rows = new Map<ChangeFacts, ChangeRow>();

  /** The row of a change. */
  row(change: ChangeFacts): ChangeRow {
    let row = this.#rows.get(change);
    if (row === undefined) {
      row = changeRow(change);
      this.#rows.set(change, row);
    }
    return row;
  }

  /** The rows of changes, in the same order. */
  rows(changes: readonly ChangeFacts[]): ChangeRow[] {
    return changes.map((change) => this.row(change));
  }
}

/**
 * The `capacity` items with the highest ids seen. The change log is stored ascending by id, so
 * the common case is a ring buffer overwrite; an item out of order is inserted where it belongs.
 */
export class LatestBuffer<T extends { id: number }> {
  readonly #capacity: number;
  #ring: T[] = [];
  /** Where the oldest item is once the ring is full (and where the next one goes). */
  #next = 0;
  #maxId = Number.NEGATIVE_INFINITY;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  /** Offers an item; kept when it is among the newest `capacity`. */
  add(item: T): void {
    if (this.#capacity <= 0) return;
    if (item.id > this.#maxId) {
      this.#maxId = item.id;
      if (this.#ring.length < this.#capacity) this.#ring.push(item);
      else {
        this.#ring[this.#next] = item;
        this.#next = (this.#next + 1) % this.#capacity;
      }
      return;
    }
    const items = this.#ascending();
    if (items.some((kept) => kept.id === item.id)) return;
    const oldest = items[0];
    if (items.length >= this.#capacity && oldest !== undefined && item.id < oldest.id) return;
    const at = items.findIndex((kept) => kept.id > item.id);
    items.splice(at === -1 ? items.length : at, 0, item);
    this.#ring = items.slice(-this.#capacity);
    this.#next = 0;
  }

  /** The kept items, newest (highest id) first. */
  newestFirst(): T[] {
    return this.#ascending().reverse();
  }

  #ascending(): T[] {
    if (this.#ring.length < this.#capacity) return this.#ring.slice();
    return [...this.#ring.slice(this.#next), ...this.#ring.slice(0, this.#next)];
  }
}

/** Newest-N buffers per key (language codes, usernames), created on first use. */
export class LatestByKey<T extends { id: number }> {
  readonly #capacity: number;
  readonly #buffers = new Map<string, LatestBuffer<T>>();

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  /** Offers an item under a key. */
  add(key: string, item: T): void {
    let buffer = this.#buffers.get(key);
    if (buffer === undefined) {
      buffer = new LatestBuffer<T>(this.#capacity);
      this.#buffers.set(key, buffer);
    }
    buffer.add(item);
  }

  /** The newest items under a key, newest first (empty for an unknown key). */
  newestFirst(key: string): T[] {
    return this.#buffers.get(key)?.newestFirst() ?? [];
  }

  /** The keys seen. */
  keys(): IterableIterator<string> {
    return this.#buffers.keys();
  }
}
