// Writes one collection's final NDJSON files, split every `recordsPerFile` records, hashing the
// bytes as they are written so the checksum costs no second read.
//
// Lines come as byte views (collection-buffer.ts). Long ones (runs of records held in memory) are
// written as they are, short ones (single records) copied together; either way they go out in
// writes of about 1 MiB (writev). Each write is handed to the thread pool
// at its own offset before its bytes are hashed, and hashing may lag the writes by a few MiB:
// a collection held in memory (the demo crawl's 10 MB of changes) is all written, and its fsync
// started, while the main thread hashes it. When sorting, copying, hashing, writing and syncing
// ran one after the other, committing those 10 MB took ~23 ms.
import { createHash, type Hash } from 'node:crypto';
import { open, rename, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { LineBlocks } from './collection-buffer.ts';
import { writeFileDurable } from './durable.ts';
import type { CollectionEntry, CollectionName } from './manifest.ts';

// Bytes handed to the file system at once: a single write of 10 MB took ten times as long as
// ten of 1 MiB on ext4.
const WRITE_CHUNK = 1 << 20;
// Writes in the thread pool or waiting for it, at most: what a spilled collection keeps alive.
const WRITES_IN_FLIGHT = 8;
// Views at least this long (runs of held records) are written as they are; shorter ones copied.
const DIRECT_BYTES = 16 << 10;
// Staging buffers of WRITE_CHUNK bytes for the copies: a spilled collection cycles through them.
const STAGING_BUFFERS = 4;
// Bytes written ahead of the hash at most: what it keeps alive (views of a shard, say).
const HASH_LAG = 16 << 20;
const LF = 0x0a;

/** The file of a collection that fits in one file: `<collection>.ndjson`. */
export function singleFileName(collection: CollectionName): string {
  return `${collection}.ndjson`;
}

/** The n-th (1-based) file of a split collection: `<collection>-0001.ndjson`. */
export function partFileName(collection: CollectionName, n: number): string {
  return `${collection}-${String(n).padStart(4, '0')}.ndjson`;
}

/** The length of the first `lines` lines of `view` (whole lines, each ending in LF). */
function lengthOfLines(view: Buffer, lines: number): number {
  let end = 0;
  for (let n = 0; n < lines; n += 1) end = view.indexOf(LF, end) + 1;
  return end;
}

/**
 * An open file being written. Each piece is handed to the thread pool at its own offset as soon
 * as it comes, so several are written at once, and is hashed later. The caller keeps a piece's
 * bytes untouched until its write resolves and hashWritten (or close) has run.
 */
class FileWriter {
  readonly #handle: FileHandle;
  readonly #hash: Hash;
  #position = 0;
  // Every write started so far, settled: resolves when all are done, rejects with a failure.
  #written: Promise<unknown> = Promise.resolve();
  #unhashed: Buffer[] = [];
  #unhashedBytes = 0;

  constructor(handle: FileHandle, hash: Hash) {
    this.#handle = handle;
    this.#hash = hash;
  }

  /** Starts writing `views` after what was given before; resolves once they are written. */
  write(views: Buffer[]): Promise<void> {
    let bytes = 0;
    for (const view of views) bytes += view.length;
    const write = this.#writeAll(views, this.#position);
    this.#position += bytes;
    this.#written = Promise.all([this.#written, write]);
    // Seen by close (and the caller, if it waits); this keeps a failure from going unhandled meanwhile.
    write.catch(() => {});
    this.#written.catch(() => {});
    this.#unhashed.push(...views);
    this.#unhashedBytes += bytes;
    if (this.#unhashedBytes > HASH_LAG) this.hashWritten();
    return write;
  }

  /** Resolves once every write started so far is done. */
  written(): Promise<void> {
    return this.#written.then(() => undefined);
  }

  /** Hashes every piece given so far. */
  hashWritten(): void {
    for (const view of this.#unhashed) this.#hash.update(view);
    this.#unhashed = [];
    this.#unhashedBytes = 0;
  }

  /** Waits for every write, fsyncs and closes the file (hashing what is left meanwhile); closes it on failure too. */
  async close(): Promise<void> {
    // Started now, it runs once the writes are done, while the main thread hashes.
    const synced = this.#written.then(() => this.#handle.sync());
    synced.catch(() => {});
    try {
      const views = this.#unhashed;
      this.#unhashed = [];
      this.#unhashedBytes = 0;
      let since = 0;
      for (const view of views) {
        this.#hash.update(view);
        since += view.length;
        // A turn of the event loop now and then lets the fsync start as soon as the writes end.
        if (since >= WRITE_CHUNK) {
          since = 0;
          await new Promise(setImmediate);
        }
      }
      await synced;
    } finally {
      // No write or sync may still be using the file when it is closed.
      await synced.catch(() => {});
      await this.#handle.close();
    }
  }

  async #writeAll(views: Buffer[], position: number): Promise<void> {
    let rest = views;
    let at = position;
    while (rest.length > 0) {
      let written = (await this.#handle.writev(rest, at)).bytesWritten;
      at += written;
      // A short write: go on from the first byte not written.
      let i = 0;
      while (i < rest.length && written >= (rest[i] as Buffer).length) written -= (rest[i++] as Buffer).length;
      rest = rest.slice(i);
      if (written > 0) rest[0] = (rest[0] as Buffer).subarray(written);
    }
  }
}

/** Writes `blocks` (lines of UTF-8 JSON, each ending in LF) as the collection's NDJSON files in `dir`, fsynced; returns its manifest entry. */
export async function writeCollectionFiles(
  dir: string,
  collection: CollectionName,
  blocks: AsyncIterable<LineBlocks>,
  recordsPerFile: number,
): Promise<CollectionEntry> {
  const hash = createHash('sha256');
  const files: string[] = [];
  // Views to write next, in order, and their bytes.
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  // Small views are copied into a staging buffer (out[staged, used)): written one by one, a
  // million of them would be a million pieces, and views keep a spilled shard's whole data
  // alive. A staging buffer is only refilled once its bytes are written and hashed.
  let out: Buffer | undefined;
  let staged = 0;
  let used = 0;
  const free: Buffer[] = [];
  const busy: { buffer: Buffer; written: Promise<void> }[] = [];
  const inFlight: Promise<void>[] = [];
  let count = 0;
  let file: FileWriter | undefined;
  let inFile = 0;

  const stage = () => {
    if (out !== undefined && used > staged) {
      pending.push(out.subarray(staged, used));
      pendingBytes += used - staged;
      staged = used;
    }
  };
  /** Starts writing what is pending, once few enough writes are ahead of it. */
  const flush = async (writer: FileWriter) => {
    stage();
    if (pendingBytes === 0) return;
    if (inFlight.length >= WRITES_IN_FLIGHT) await inFlight.shift();
    const write = writer.write(pending);
    inFlight.push(write);
    pending = [];
    pendingBytes = 0;
  };
  /** Retires the full staging buffer (written with what is pending) and takes another. */
  const nextStaging = async (writer: FileWriter) => {
    if (out !== undefined) {
      await flush(writer);
      const written = writer.written();
      // A failure is seen by close; this keeps it from going unhandled when nobody waits here.
      written.catch(() => {});
      busy.push({ buffer: out, written });
    }
    let next = free.pop();
    if (next === undefined && busy.length >= STAGING_BUFFERS) {
      const oldest = busy.shift()!;
      writer.hashWritten();
      await oldest.written;
      next = oldest.buffer;
    }
    out = next ?? Buffer.allocUnsafe(WRITE_CHUNK);
    staged = 0;
    used = 0;
  };
  const add = async (writer: FileWriter, view: Buffer, transient: boolean) => {
    // A transient view is gone once the next block is read: copied, into staging where it fits.
    if (view.length >= DIRECT_BYTES && !(transient && view.length <= WRITE_CHUNK)) {
      stage();
      const own = transient ? Buffer.from(view) : view;
      pending.push(own);
      pendingBytes += own.length;
    } else {
      if (out === undefined || used + view.length > out.length) await nextStaging(writer);
      used += view.copy(out!, used);
    }
    if (pendingBytes + used - staged >= WRITE_CHUNK) await flush(writer);
  };
  const closeFile = async (writer: FileWriter) => {
    file = undefined;
    try {
      await flush(writer);
    } finally {
      inFlight.length = 0;
      await writer.close();
    }
    // Closed: every byte is written and hashed, and the staging buffers are free again.
    for (const { buffer } of busy.splice(0)) free.push(buffer);
    if (out !== undefined) free.push(out);
    out = undefined;
  };

  try {
    for await (const { views, counts, transient = false } of blocks) {
      for (let i = 0; i < views.length; i += 1) {
        let view = views[i]!;
        let lines = counts[i]!;
        while (lines > 0) {
          if (file === undefined || inFile === recordsPerFile) {
            if (file !== undefined) await closeFile(file);
            // Named as parts from the start; renamed below when one file turns out to be enough.
            const name = partFileName(collection, files.length + 1);
            files.push(name);
            file = new FileWriter(await open(join(dir, name), 'wx'), hash);
            inFile = 0;
          }
          const take = Math.min(lines, recordsPerFile - inFile);
          if (take === lines) await add(file, view, transient);
          else {
            const length = lengthOfLines(view, take);
            await add(file, view.subarray(0, length), transient);
            view = view.subarray(length);
          }
          lines -= take;
          inFile += take;
          count += take;
        }
      }
    }
    if (file !== undefined) await closeFile(file);
  } finally {
    // A failure may have left a file open: its writes end before it is closed.
    await (file as FileWriter | undefined)?.close().catch(() => {});
  }

  const single = singleFileName(collection);
  const [first] = files;
  if (first === undefined) {
    await writeFileDurable(join(dir, single), '');
    files.push(single);
  } else if (files.length === 1) {
    await rename(join(dir, first), join(dir, single));
    files[0] = single;
  }
  return { count, files, sha256: hash.digest('hex') };
}
