// Change records reduced to what the report reads of them before it knows the catalog, packed in
// columns: a batch of thousands of changes is a handful of typed arrays and two string lists, which
// a worker thread hands to the main thread cheaply (numbers moved, not copied; each URL and
// username sent once). The catalog lookups (language, project, page) happen on the main thread,
// in ChangeResolver (changes.ts).
import { clip } from '../clip-text.ts';
import { PRIVATE_DETAIL_KINDS, privateDetailBits, privateTextFields } from '../weblate/normalize.ts';
import { number, object, pageText, text, timestampMs, type JsonRecord } from './fields.ts';
import { leftOutFirst, type LeftOutCount } from './left-out.ts';
import type { LeftOutReason } from './types.ts';
import type { UsernameCache } from './users.ts';

/** How many changes a batch holds at most. */
export const BATCH_SIZE = 4096;

/** What the report reads of one change record before the catalog is known. */
export interface RawChange {
  id: number;
  /** The timestamp in ms since the epoch. */
  ms: number;
  action: number;
  /** The translation's API URL, when the change is about one. */
  translation: string | null;
  /** The component's API URL, when the change is about one. */
  component: string | null;
  /**
   * The project's API URL, for a change about no component nor translation that a project's log
   * held (`_atlas.project`, a --project crawl's): a project created names none of its own.
   */
  project: string | null;
  /** The acting user's username; null for system actions. */
  user: string | null;
  /** The author's username; null when none applies. */
  author: string | null;
  /** The target text, clipped to TARGET_LIMIT characters. */
  target: string;
}

/** How many characters of a change's target the report keeps. */
export const TARGET_LIMIT = 500;

/** A target as a page shows it: without the characters HTML forbids (pageText), then cut to TARGET_LIMIT characters (…), never inside a surrogate pair. */
export function clipTarget(target: string): string {
  return clip(pageText(target), TARGET_LIMIT);
}

/**
 * A change's id, where it is one as the snapshot writer keys records (a safe integer): one it
 * cannot key (-1e300) is stored after the sorted ones, out of their order. Else null.
 */
function changeId(record: JsonRecord): number | null {
  const id = number(record, 'id', Number.NaN);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * A change's action code, where it is a whole number from 0 (Weblate's codes are); else null. A
 * hand edit's -1 or 1e308 had a page of its own, /changes/1e+308/, "Action 1e+308".
 */
function changeAction(record: JsonRecord): number | null {
  const action = number(record, 'action', Number.NaN);
  return Number.isSafeInteger(action) && action >= 0 ? action : null;
}

/** Why rawChange refuses a record: the first of its id, action and timestamp it cannot use. */
export function changeFlaw(record: JsonRecord): 'change-id' | 'change-action' | 'change-timestamp' {
  if (changeId(record) === null) return 'change-id';
  return changeAction(record) === null ? 'change-action' : 'change-timestamp';
}

/** The API URL of the project whose change log held a change (`_atlas.project`), or null. */
function listingProject(record: JsonRecord): string | null {
  const atlas = object(record, '_atlas');
  return atlas === null ? null : text(atlas, 'project');
}

/**
 * A change record reduced, or null when it has no usable id, action or timestamp (possible only
 * in a lenient snapshot; such a record is left out of every aggregate).
 */
export function rawChange(record: JsonRecord, usernames: UsernameCache, fromProjectLogs = true): RawChange | null {
  const id = changeId(record);
  const action = changeAction(record);
  const ms = timestampMs(text(record, 'timestamp'));
  if (id === null || action === null || Number.isNaN(ms)) return null;
  const translation = text(record, 'translation');
  const component = text(record, 'component');
  return {
    id,
    ms,
    action,
    translation,
    component,
    // Only a --project crawl reads projects' logs and writes `_atlas.project`: in a snapshot of the
    // whole instance one is a server's, which a crawler before 727d25c stored as sent.
    project: translation === null && component === null && fromProjectLogs ? listingProject(record) : null,
    user: usernames.username(text(record, 'user')),
    author: usernames.username(text(record, 'author')),
    // Long texts (documentation paragraphs) are clipped: the latest lists keep up to 20 changes
    // per user (a million on a large instance), and a list shows the start of a text anyway.
    target: clipTarget(text(record, 'target') ?? ''),
  };
}

/**
 * Changes in columns. URLs and usernames are indexes into a string table that grows batch by
 * batch (`strings` are the ones first used in this batch, appended in order); -1 stands for null.
 */
export interface ChangeBatch {
  length: number;
  /**
   * Records left out since the batch before, by reason (changeFlaw: no usable id, action or
   * timestamp; or the id of the one before, as the log is stored sorted by id and a repeat follows
   * its first), each reason's first record of the log named once, in the batch that has it.
   */
  leftOut: LeftOutCount[];
  /**
   * Records since the batch before whose details hold any of PRIVATE_DETAIL_KINDS, or that hold a
   * URL with credentials or an e-mail address elsewhere (a snapshot from before the crawler left them out).
   */
  privateRecords: number;
  /** Of those, the records whose details hold each of PRIVATE_DETAIL_KINDS, in that order. */
  privateDetails: number[];
  /** Of those, the records that hold a URL with credentials outside their details, by where (privateTextFields: `alert.details`). */
  urlCredentialFields: Map<string, number>;
  /** Of those, the records that hold an e-mail address outside their details, by where (privateTextFields: `alert.details`). */
  emailAddressFields: Map<string, number>;
  /** The ids of the first PRIVATE_IDS_NAMED of those with a usable id, in log order: for the warning to name. */
  privateIds: number[];
  id: Float64Array;
  ms: Float64Array;
  action: Float64Array;
  translation: Int32Array;
  component: Int32Array;
  /** RawChange's project (-1 for most changes, which name their component). */
  project: Int32Array;
  user: Int32Array;
  author: Int32Array;
  target: string[];
  strings: string[];
}

/** The change ids a batch keeps of the records holding private data, and the build's warning names at most. */
export const PRIVATE_IDS_NAMED = 5;

/** The typed arrays of a batch, for a transfer list. */
export function batchBuffers(batch: ChangeBatch): ArrayBuffer[] {
  return [batch.id, batch.ms, batch.action, batch.translation, batch.component, batch.project, batch.user, batch.author].map(
    (column) => column.buffer as ArrayBuffer,
  );
}

/**
 * A change record whose id is below the one before it: a snapshot stores its change log in
 * ascending id order, and the report, which finds repeated records by that order, cannot read one
 * in another. `ordinal` is the record's place in the log as read (from 1), for its file and line.
 */
export class ChangeOrderError extends Error {
  readonly ordinal: number;
  /** What is wrong, said without the place (which the caller finds from `ordinal`). */
  readonly problem: string;

  constructor(ordinal: number, id: number, previous: number) {
    const problem = `change id ${id} comes after id ${previous}: a snapshot's change log must be in ascending id order, as the crawler writes it ` +
      '(a file sorted as text, or by hand, or manifest.json listing its change files in another order?)';
    super(`change record ${ordinal.toLocaleString('en')} as read: ${problem}`);
    this.ordinal = ordinal;
    this.problem = problem;
  }
}

/** Packs records into batches; the string table is this builder's, so one builder per change log. */
export class ChangeBatchBuilder {
  readonly #usernames: UsernameCache;
  readonly #index = new Map<string, number>();
  #batch: ChangeBatch;
  #lastId = Number.NEGATIVE_INFINITY;
  #records = 0;
  readonly #reasonsSeen = new Set<LeftOutReason>();
  readonly #sinceMs: number;
  readonly #fromProjectLogs: boolean;

  /**
   * `sinceMs`: where the change log was read from (the manifest's scope.changesSince), if from a time
   * on; `fromProjectLogs`: whether it was read from named projects' logs (changesFromProjectLogs).
   */
  constructor(usernames: UsernameCache, sinceMs = Number.NEGATIVE_INFINITY, fromProjectLogs = true) {
    this.#usernames = usernames;
    this.#sinceMs = sinceMs;
    this.#fromProjectLogs = fromProjectLogs;
    this.#batch = emptyBatch();
  }

  /**
   * Adds a record (left out, and counted by reason, when rawChange refuses it or its id repeats
   * the one before); returns a full batch when one is ready. Throws ChangeOrderError for an id below the one before.
   */
  add(record: JsonRecord): ChangeBatch | null {
    this.#records += 1;
    const bits = privateDetailBits(record);
    const fields = privateTextFields(record);
    if (bits !== 0 || fields.credentials.length > 0 || fields.emails.length > 0) {
      this.#batch.privateRecords += 1;
      for (let i = 0; i < PRIVATE_DETAIL_KINDS.length; i++) if ((bits & (1 << i)) !== 0) this.#batch.privateDetails[i]! += 1;
      for (const field of fields.credentials) this.#batch.urlCredentialFields.set(field, (this.#batch.urlCredentialFields.get(field) ?? 0) + 1);
      for (const field of fields.emails) this.#batch.emailAddressFields.set(field, (this.#batch.emailAddressFields.get(field) ?? 0) + 1);
      // A few ids, never all: a log of millions can hold as many such records.
      const id = changeId(record);
      if (id !== null && this.#batch.privateIds.length < PRIVATE_IDS_NAMED) this.#batch.privateIds.push(id);
    }
    const raw = rawChange(record, this.#usernames, this.#fromProjectLogs);
    // A repeated record was counted twice in every figure (a line of a snapshot copied by hand).
    if (raw === null || raw.id === this.#lastId) {
      this.#leaveOut(raw === null ? changeFlaw(record) : 'change-repeated', record);
      return null;
    }
    // Left out as "repeated", a log sorted as text (`sort -u`) lost 9,995 of its 20,000 changes
    // with exit 0. Telling repeats apart in any order would hold every id (2 million on a large
    // instance); the crawler writes the order, so another one is refused.
    if (raw.id < this.#lastId) throw new ChangeOrderError(this.#records, raw.id, this.#lastId);
    this.#lastId = raw.id;
    // A log read from a time on holds nothing older (the crawl leaves out what a server sends from
    // before it): one of 2026-09-01 in a log read from 2026-10-15 (a hand edit, two snapshots'
    // logs joined) was counted by the overview and the contributors, not by the charts, and drawn
    // on a calendar among the days captioned 'No squares before 2026-10-15'.
    if (raw.ms < this.#sinceMs) {
      this.#leaveOut('change-before-since', record);
      return null;
    }
    const batch = this.#batch;
    const at = batch.length;
    batch.id[at] = raw.id;
    batch.ms[at] = raw.ms;
    batch.action[at] = raw.action;
    batch.translation[at] = this.#intern(raw.translation);
    batch.component[at] = this.#intern(raw.component);
    batch.project[at] = this.#intern(raw.project);
    batch.user[at] = this.#intern(raw.user);
    batch.author[at] = this.#intern(raw.author);
    batch.target.push(raw.target);
    batch.length = at + 1;
    if (batch.length < BATCH_SIZE) return null;
    this.#batch = emptyBatch();
    return batch;
  }

  /** The batch being filled, trimmed to its length, or null when it holds nothing and counted nothing. */
  flush(): ChangeBatch | null {
    const batch = this.#batch;
    if (batch.length === 0 && batch.leftOut.length === 0 && batch.privateRecords === 0) return null;
    this.#batch = emptyBatch();
    const n = batch.length;
    return {
      ...batch,
      id: batch.id.slice(0, n), ms: batch.ms.slice(0, n), action: batch.action.slice(0, n),
      translation: batch.translation.slice(0, n), component: batch.component.slice(0, n), project: batch.project.slice(0, n),
      user: batch.user.slice(0, n), author: batch.author.slice(0, n),
    };
  }

  /** Counts the record just added as left out for `reason` in the batch being filled; the first of a reason in the log is named. */
  #leaveOut(reason: LeftOutReason, record: JsonRecord): void {
    let count = this.#batch.leftOut.find((entry) => entry.reason === reason);
    if (count === undefined) {
      count = { reason, records: 0, first: this.#reasonsSeen.has(reason) ? null : leftOutFirst(reason, this.#records, record) };
      this.#reasonsSeen.add(reason);
      this.#batch.leftOut.push(count);
    }
    count.records += 1;
  }

  #intern(value: string | null): number {
    if (value === null) return -1;
    let at = this.#index.get(value);
    if (at === undefined) {
      at = this.#index.size;
      this.#index.set(value, at);
      this.#batch.strings.push(value);
    }
    return at;
  }
}

function emptyBatch(): ChangeBatch {
  return {
    length: 0,
    leftOut: [],
    privateRecords: 0,
    privateDetails: PRIVATE_DETAIL_KINDS.map(() => 0),
    urlCredentialFields: new Map(),
    emailAddressFields: new Map(),
    privateIds: [],
    id: new Float64Array(BATCH_SIZE),
    ms: new Float64Array(BATCH_SIZE),
    action: new Float64Array(BATCH_SIZE),
    translation: new Int32Array(BATCH_SIZE),
    component: new Int32Array(BATCH_SIZE),
    project: new Int32Array(BATCH_SIZE),
    user: new Int32Array(BATCH_SIZE),
    author: new Int32Array(BATCH_SIZE),
    target: [],
    strings: [],
  };
}

/** Whether a snapshot's change log was read from named projects' logs (a --project crawl), whose changes may carry `_atlas.project`. */
export function changesFromProjectLogs(manifest: { scope: { projects: readonly string[] | null } }): boolean {
  return manifest.scope.projects !== null;
}

/** Where a snapshot's change log was read from (ms; its manifest's scope.changesSince), or -Infinity for a whole log: older changes are left out. */
export function changesSinceMs(manifest: { scope: { changesSince: string | null } }): number {
  const since = manifest.scope.changesSince;
  return since === null ? Number.NEGATIVE_INFINITY : Date.parse(since);
}

/** Batches of a change log's records, read in this thread. */
export async function* changeBatches(
  records: AsyncIterable<readonly JsonRecord[]>, usernames: UsernameCache, sinceMs = Number.NEGATIVE_INFINITY, fromProjectLogs = true,
): AsyncGenerator<ChangeBatch> {
  const builder = new ChangeBatchBuilder(usernames, sinceMs, fromProjectLogs);
  for await (const group of records) {
    for (const record of group) {
      const full = builder.add(record);
      if (full !== null) yield full;
    }
  }
  const last = builder.flush();
  if (last !== null) yield last;
}
