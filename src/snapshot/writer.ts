// The atomic, streaming snapshot writer.
//
// Memory design. The target is a crawl of a million change records of ~500 bytes (~500 MB of
// JSON) within 512 MB peak RSS for the whole crawler, so the writer never holds a large
// collection, and it avoids building large strings (V8 frees those only at a full GC, so they
// pile up as RSS long after they are dead).
//
// - Integer-keyed collections (changes, translations, components, projects) are spilled to
//   disk as they arrive. Each record is encoded straight into a reused byte buffer as
//   `<id>\t<json>\n`. Full buffers are held in memory while a collection's held bytes stay under
//   `holdBytes` (default 24 MiB; a demo crawl's changes are 10 MB), and such a collection is
//   sorted in memory at commit without touching the disk twice; held lines are kept as
//   `<json>\n` with their keys beside, so records added in key order are written as one piece
//   (spill-buffer.ts). Past that, and from then on,
//   a full buffer (`bufferBytes`, default 4 MiB) is appended to the
//   shard files of its records' key ranges (shard = floor(id / shardSpan); see SHARD_SPANS).
//   Flushing is double-buffered: `add` returns the write queued *before* the one it just
//   started, so an awaiting caller fills one buffer while another is written. Held while
//   crawling: at most three buffers per spilled collection (12 MiB each, 48 MiB in all; in
//   practice only changes and translations fill theirs), whatever the record count. Smaller buffers save little memory
//   but mean more, smaller appends: with records in random order over a sparse id range, 1 MiB
//   made adding roughly twice as slow as 4 MiB.
// - A collection is finalized when the crawl says it is complete (`finish`, while the change
//   log is still being read) or at commit. Its shards are finalized one at a time: the shard
//   file is read as bytes, its lines are put in key order with the last line of each key
//   (key-order.ts), and copied as byte views into 1 MiB output buffers, written while the
//   next is filled (parts.ts). Held: one shard, i.e. at most shardSpan distinct
//   records plus duplicates: ~25 MB for changes (~500 B), ~75 MB for translations (~1.5 KB,
//   the largest records). Duplicates come from page boundaries, a handful per page.
// - Sparse ids (a per-project crawl picks changes across the server's whole id range) give
//   more, smaller shards: a 100M id range is at most 2,000 shard files. Appends run 16 at a
//   time and keep no files open.
// - Languages (hundreds) and users are kept in memory as JSON strings keyed by `code` /
//   `username`. A users list taken from the change log is small; a full users crawl of a large
//   server (50,000 users of ~300 B) is ~15 MB plus the Map: the one place where memory grows
//   with the data.
// - Unkeyed records (lenient mode) of spilled collections go to an `.unkeyed` file in arrival
//   order and are streamed back.
// - Hashes are computed on the bytes as they are written: commit reads each record once. The
//   writes go out first and the hash follows them, so a file's fsync runs while it is hashed.
// - Not bounded: a caller that does not await `add` lets queued writes (and their buffers)
//   pile up.
// A one-off check (not a benchmark; synthetic records, the writer alone, Node 24, default
// flags): 1,000,000 changes of ~500 B arriving newest first peaked at ~175 MB RSS while adding
// and ~270 MB during commit; in random order over a 100M id range, ~340 MB; 150,000
// translations of ~1.5 KB, ~215 MB. Most of each peak is garbage V8 has not yet collected.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { MemoryBuffer, type CollectionBuffer } from './collection-buffer.ts';
import { errorCode, syncDir, writeFileDurable } from './durable.ts';
import { makeFolders } from '../make-folders.ts';
import { parseSnapshotIdParts, snapshotId, suffixedSnapshotId } from './id.ts';
import type { IntegerKeyed } from './keys.ts';
import { aheadSnapshotIds, latestStartedAt, pointLatest, removeStaleLatestTemps, settleLatest } from './latest.ts';
import {
  COLLECTIONS,
  FORMAT_VERSION,
  MANIFEST_FILE,
  parseManifest,
  serializeManifest,
  type CollectionEntry,
  type CollectionName,
  type Manifest,
} from './manifest.ts';
import { writeCollectionFiles } from './parts.ts';
import { SpillBuffer } from './spill-buffer.ts';
import { recoverKilledScrubs, type ScrubRecovery } from './scrub-leftovers.ts';
import { claimTemp, OWNER_FILE, removeOrphanedTemps, type ForeignTemp } from './temp-owner.ts';

/** Prefix of the temp folders that hold snapshots being written (`.tmp-<id>-<8 hex>`). */
export const TEMP_PREFIX = '.tmp-';

/** Default number of records per NDJSON file. */
export const DEFAULT_RECORDS_PER_FILE = 100_000;

/** Default number of ids per spill shard of an integer-keyed collection. */
export const DEFAULT_SHARD_SPAN = 50_000;

// Commit holds one shard in memory, so the span follows the size of a collection's records:
// a translation carries its component, project and two languages (5–10 KB on Weblate 4.x and
// the sample), a change about 500 bytes. Either way a shard stays around 25–50 MB.
const SHARD_SPANS: Record<IntegerKeyed, number> = {
  changes: DEFAULT_SHARD_SPAN,
  projects: DEFAULT_SHARD_SPAN,
  components: 5_000,
  translations: 5_000,
};

/** Default size in bytes of a spilled collection's write buffer while crawling. */
export const DEFAULT_BUFFER_BYTES = 4 * 1024 * 1024;

/** Default bytes of records a collection holds in memory before it spills to disk. */
export const DEFAULT_HOLD_BYTES = 24 * 1024 * 1024;

// Spill files live here inside the temp folder and are removed before the manifest is written.
const WORK_DIR = '.work';
const TEMP_NAME = /^\.tmp-(.+)-[0-9a-f]{8}$/;

/** Where and when a snapshot is written. */
export interface SnapshotWriterOptions {
  /** Folder holding all snapshots (`data/snapshots`); created if missing. */
  outDir: string;
  /** Start of the crawl; gives the snapshot's id. */
  startedAt: Date;
  /** Records per NDJSON file before a collection is split (default 100,000). */
  recordsPerFile?: number;
  /** Tuning: ids per spill shard of every collection (default: by record size, 5,000 to 50,000); peak memory at commit grows with it. */
  shardSpan?: number;
  /** Tuning: bytes buffered per spilled collection before appending to disk (default 4 MiB). */
  bufferBytes?: number;
  /** Tuning: bytes a collection holds in memory before spilling to disk (default 24 MiB; 0 spills from the start). */
  holdBytes?: number;
  /** The clock (ms): when the snapshot is in place, which a snapshot dated after is not taken for the newest (default Date.now). */
  now?: () => number;
  /** Tests: runs once the snapshot is renamed into place, before its owner file is removed (where a crawl killed leaves it). */
  onPublished?: (dir: string) => Promise<void>;
}

/** The caller's part of the manifest: everything but what the writer computes. */
export type ManifestFields = Omit<Manifest, 'collections' | 'formatVersion'>;

/** The first id from `base` (`base`, `base-2`, …) that no folder or temp folder in `entries` uses. */
export function firstFreeId(base: string, entries: readonly string[]): string {
  const taken = new Set(entries.map((name) => TEMP_NAME.exec(name)?.[1] ?? name));
  for (let n = 1; ; n += 1) {
    const id = suffixedSnapshotId(base, n);
    if (!taken.has(id)) return id;
  }
}

function positiveInteger(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`SnapshotWriter: ${name} must be a positive integer`);
  return value;
}

// A manifest entry that passes the schema, so the caller's fields can be checked before the
// collections are written.
const PLACEHOLDER_ENTRY: CollectionEntry = { count: 0, files: ['placeholder.ndjson'], sha256: '0'.repeat(64) };

type State = 'open' | 'committing' | 'committed' | 'failed' | 'aborted';

/** Writes one snapshot: records stream into a temp folder that commit renames into place. */
export class SnapshotWriter {
  /** The out dir, absolute. */
  readonly outDir: string;
  /** The temp folder the snapshot is written in until commit. */
  readonly tempDir: string;
  /** Temp folders of writers that were killed (temp-owner.ts), removed when this one was created. */
  orphansRemoved: readonly string[] = [];
  /** Temp folders of writers on other hosts, left alone (they may be running). */
  foreignTemps: readonly ForeignTemp[] = [];
  /** What scrubs in place killed outright left in the out dir, put back or removed when this one was created (scrub-leftovers.ts). */
  scrubsRecovered: ScrubRecovery = { putBack: [], removed: [] };
  readonly #base: string;
  #suffix: number;
  readonly #recordsPerFile: number;
  readonly #now: () => number;
  readonly #onPublished: ((dir: string) => Promise<void>) | undefined;
  readonly #buffers: Record<CollectionName, CollectionBuffer>;
  // Collections whose files are written (by finish, or by commit), with their manifest entries:
  // abort() waits for them all.
  readonly #finished = new Map<CollectionName, Promise<CollectionEntry>>();
  #state: State = 'open';

  private constructor(
    outDir: string, id: string, base: string, tempDir: string, buffers: Record<CollectionName, CollectionBuffer>, recordsPerFile: number, now: () => number,
    onPublished?: (dir: string) => Promise<void>,
  ) {
    this.outDir = outDir;
    this.#now = now;
    this.#onPublished = onPublished;
    this.tempDir = tempDir;
    this.#base = base;
    this.#suffix = id === base ? 1 : Number(id.slice(base.length + 1));
    this.#buffers = buffers;
    this.#recordsPerFile = recordsPerFile;
  }

  /**
   * Creates `<outDir>/.tmp-<id>-<random>/` (and outDir if missing) and returns a writer for it;
   * first removes the temp folders of writers on this host whose process is gone, and the owner
   * files of crawls killed as they published their snapshots and the `latest.tmp-*` links of those
   * killed as they pointed `latest`.
   */
  static async create(options: SnapshotWriterOptions): Promise<SnapshotWriter> {
    const recordsPerFile = positiveInteger(options.recordsPerFile, DEFAULT_RECORDS_PER_FILE, 'recordsPerFile');
    const shardSpan = options.shardSpan === undefined ? undefined : positiveInteger(options.shardSpan, DEFAULT_SHARD_SPAN, 'shardSpan');
    const bufferBytes = positiveInteger(options.bufferBytes, DEFAULT_BUFFER_BYTES, 'bufferBytes');
    const holdBytes = options.holdBytes ?? DEFAULT_HOLD_BYTES;
    if (!Number.isSafeInteger(holdBytes) || holdBytes < 0) throw new RangeError('SnapshotWriter: holdBytes must be a non-negative integer');
    const outDir = resolve(options.outDir);
    const base = snapshotId(options.startedAt);
    await makeFolders(outDir);
    let names = await readdir(outDir);
    const { removed: orphans, foreign } = await removeOrphanedTemps(outDir, names.filter((name) => TEMP_NAME.test(name)), (dir) => [join(dir, WORK_DIR), dir]);
    if (orphans.length > 0) names = names.filter((name) => !orphans.includes(name));
    // Before an id is chosen: a snapshot put back takes its own.
    const scrubs = await recoverKilledScrubs(outDir);
    if (scrubs.putBack.length > 0 || scrubs.removed.length > 0) names = await readdir(outDir);
    // Judged by the real clock, which gave the links their times.
    await removeStaleLatestTemps(outDir, names);
    // The owner file a crawl killed between publishing its snapshot and removing it left there.
    for (const name of names) {
      if (parseSnapshotIdParts(name) !== null) await rm(join(outDir, name, OWNER_FILE), { force: true }).catch(() => {});
    }
    const id = firstFreeId(base, names);
    const tempDir = join(outDir, `${TEMP_PREFIX}${id}-${randomBytes(4).toString('hex')}`);
    const workDir = join(tempDir, WORK_DIR);
    await mkdir(tempDir);
    // Until its owner file is written, no writer owns the folder: a failure here (the disk full or out
    // of inodes) left it behind, with an empty owner file or none, which no later crawl removed.
    try {
      await mkdir(workDir);
      await claimTemp(workDir);
    } catch (error) {
      await rm(tempDir, { recursive: true, force: true }).catch(() => {});
      throw error;
    }
    const spill = (name: IntegerKeyed) => new SpillBuffer({ dir: workDir, name, shardSpan: shardSpan ?? SHARD_SPANS[name], bufferBytes, holdBytes });
    const buffers: Record<CollectionName, CollectionBuffer> = {
      languages: new MemoryBuffer('languages'),
      projects: spill('projects'),
      components: spill('components'),
      translations: spill('translations'),
      users: new MemoryBuffer('users'),
      changes: spill('changes'),
    };
    const writer = new SnapshotWriter(outDir, id, base, tempDir, buffers, recordsPerFile, options.now ?? Date.now, options.onPublished);
    writer.orphansRemoved = orphans;
    writer.foreignTemps = foreign;
    writer.scrubsRecovered = scrubs;
    return writer;
  }

  /** The snapshot's id: `snapshotId(startedAt)`, with `-2`, `-3`, … when that folder exists. */
  get id(): string {
    return suffixedSnapshotId(this.#base, this.#suffix);
  }

  /**
   * Queue one record; records are written to disk as they arrive (bounded memory), not held until
   * commit. `json`, when given, is the record's compact JSON text in UTF-8 (the server's own bytes)
   * and is stored instead of JSON.stringify(record); it must parse to the record.
   */
  add(collection: CollectionName, record: Record<string, unknown>, json?: Uint8Array): Promise<void> {
    if (this.#state !== 'open') return Promise.reject(new Error(`SnapshotWriter.add: the writer is ${this.#state}`));
    if (this.#finished.has(collection)) return Promise.reject(new Error(`SnapshotWriter.add: ${collection} is finished`));
    return this.#buffers[collection].add(record, json);
  }

  /**
   * Says that `collection` has all its records: its files are sorted and written now, while other
   * collections still fill, rather than all at commit (which waits for them). Once finished, a
   * collection takes no more records. A failure is reported by commit.
   */
  finish(collection: CollectionName): void {
    if (this.#state !== 'open') throw new Error(`SnapshotWriter.finish: the writer is ${this.#state}`);
    if (this.#finished.has(collection)) return;
    this.#startWriting(collection);
  }

  /**
   * Sort, dedupe, hash, write manifest.json, rename the temp folder to <outDir>/<id>, then point
   * <outDir>/latest at it unless it points to a snapshot started later (crawls that overlapped and
   * finished in another order); `latest` says which it points to, `ahead` which snapshots started
   * after this one ended and were passed over. A `signal` aborted before the rename stops the
   * commit, leaving the writer to abort().
   */
  async commit(fields: ManifestFields, signal?: AbortSignal): Promise<{ dir: string; manifest: Manifest; latest: string; ahead: string[] }> {
    if (this.#state !== 'open') throw new Error(`SnapshotWriter.commit: the writer is ${this.#state}`);
    this.#state = 'committing';
    let dir: string;
    let manifest: Manifest;
    try {
      const placeholders = Object.fromEntries(COLLECTIONS.map((name) => [name, PLACEHOLDER_ENTRY]));
      parseManifest({ formatVersion: FORMAT_VERSION, ...fields, collections: placeholders }, 'SnapshotWriter.commit fields');
      // Collections not finished yet are finalized side by side: one's sorting overlaps another's
      // writes and fsync. Each holds at most one shard at a time, so memory grows by a shard per
      // collection at most.
      // Noted as finish() notes them: where one fails, the others are still being written, and
      // abort() waits for them before it removes the folder they write in.
      const entries = await Promise.all(COLLECTIONS.map((name) => this.#finished.get(name) ?? this.#startWriting(name)));
      const collections = Object.fromEntries(COLLECTIONS.map((name, i) => [name, entries[i]!]));
      // The owner file outlives the work folder until past the rename: a crawl killed while the
      // manifest is written left a folder of the whole snapshot that no later crawl could tell
      // for a dead one's, and so never removed.
      await rename(join(this.tempDir, WORK_DIR, OWNER_FILE), join(this.tempDir, OWNER_FILE));
      await rm(join(this.tempDir, WORK_DIR), { recursive: true, force: true });
      // Parsing also puts the keys in the schema's order, so manifest.json reads the same every time.
      manifest = parseManifest({ formatVersion: FORMAT_VERSION, ...fields, collections }, 'SnapshotWriter.commit manifest');
      await writeFileDurable(join(this.tempDir, MANIFEST_FILE), serializeManifest(manifest));
      await syncDir(this.tempDir);
      // The last moment a stop (Ctrl+C, a CI job's SIGTERM) leaves everything as it was; writing a
      // large snapshot's files takes seconds, and a stop during them is a stop.
      signal?.throwIfAborted();
      // Published with its owner file, removed right after: a crawl killed before the rename leaves
      // a temp folder the next crawl knows for a dead one's, and one killed after it leaves a file
      // that readers ignore (the manifest does not list it) and the next crawl removes.
      dir = await this.#publish();
    } catch (error) {
      if (this.#state === 'committing') this.#state = 'failed';
      throw error;
    }
    await this.#onPublished?.(dir);
    await rm(join(dir, OWNER_FILE), { force: true }).catch(() => {});
    // From here on the snapshot is in place: abort() must not and will not touch it.
    this.#state = 'committed';
    let latest = this.id;
    let ahead: string[] = [];
    try {
      await syncDir(this.outDir);
      // A snapshot started after this one was in place is not one that overlapped it: a clock ran
      // ahead. (Not the crawl's finishedAt: a large snapshot's files take a while to write after
      // it, and a crawl started meanwhile and committed first is a newer one.)
      const placed = Math.max(this.#now(), Date.parse(manifest.finishedAt));
      const newer = await latestStartedAt(this.outDir);
      if (newer === null || newer <= Date.parse(manifest.startedAt) || newer > placed) await pointLatest(this.outDir, this.id);
      latest = (await settleLatest(this.outDir, placed)) ?? this.id;
      ahead = await aheadSnapshotIds(this.outDir, placed);
      await syncDir(this.outDir);
    } catch (error) {
      throw new Error(`snapshot ${dir} is complete, but ${join(this.outDir, 'latest')} could not be pointed at it: ${(error as Error).message}`, { cause: error });
    }
    return { dir, manifest, latest, ahead };
  }

  /** Remove the temp folder; earlier snapshots and `latest` stay as they were. Safe to call twice or after a failed commit. */
  async abort(): Promise<void> {
    if (this.#state === 'committed') return;
    this.#state = 'aborted';
    // Let appends and the collections' writes in flight (finish's, or those of a commit that failed
    // part-way) end first, so that none recreates a file inside a folder being removed.
    await Promise.all(COLLECTIONS.map((name) => this.#buffers[name].settle()));
    await Promise.allSettled(this.#finished.values());
    await rm(this.tempDir, { recursive: true, force: true, maxRetries: 3 });
  }

  /** Starts writing a collection's final files, noted for commit and abort; resolves with its manifest entry. */
  #startWriting(name: CollectionName): Promise<CollectionEntry> {
    const entry = writeCollectionFiles(this.tempDir, name, this.#buffers[name].sortedLines(), this.#recordsPerFile);
    // Awaited by commit or abort; this keeps a failure from being unhandled until then.
    entry.catch(() => {});
    this.#finished.set(name, entry);
    return entry;
  }

  /**
   * Renames the temp folder to `<outDir>/<id>`. rename(2) fails when the target is a non-empty
   * folder, so a writer that raced another one to the same id takes the next suffix instead of
   * overwriting it.
   */
  async #publish(): Promise<string> {
    for (;;) {
      const target = join(this.outDir, this.id);
      try {
        await rename(this.tempDir, target);
        return target;
      } catch (error) {
        const code = errorCode(error);
        if ((code === 'EEXIST' || code === 'ENOTEMPTY' || code === 'ENOTDIR') && this.#suffix < 1000) {
          this.#suffix += 1;
          continue;
        }
        throw error;
      }
    }
  }
}
