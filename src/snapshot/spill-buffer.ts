// The disk-backed buffer of an integer-keyed collection (changes, translations, components,
// projects). Records go to shard files by key range as they arrive, each line prefixed with its
// key (`<id>\t<json>\n`), so that sorting and deduplicating a shard at commit needs no
// JSON.parse and only one shard is ever in memory. Lines are encoded straight into a reusable
// byte buffer and read back as byte views, so neither side builds large strings.
//
// A collection that fits in `holdBytes` never touches the spill files: its filled buffers are
// held and sorted in memory at commit. Most crawls are that small (the demo's 20,000 changes are
// 10 MB), and for them writing every record twice and reading it back once was most of the
// commit's time. Held lines are stored as they go in the final file (`<json>\n`, the key noted
// beside), so records added in key order lie side by side and are written as one piece. The
// first buffer that would pass the limit writes out all that was held, in the spill files' form,
// and from then on the collection spills as described above.
import { appendFile, open, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { RESOLVED, checkRecordLength, recordJson, singleLines, type CollectionBuffer, type LineBlocks } from './collection-buffer.ts';
import { keyOrder } from './key-order.ts';
import { integerKey } from './keys.ts';
import { readLineBatches } from './lines.ts';

/** How a spill buffer splits and buffers its records. */
export interface SpillBufferOptions {
  /** Folder for the shard files (inside the snapshot's temp folder). */
  dir: string;
  /** File name prefix, normally the collection's name. */
  name: string;
  /** Keys per shard: shard = floor(id / shardSpan). */
  shardSpan: number;
  /** Size in bytes of the write buffer; it is appended to the shard files when full. */
  bufferBytes: number;
  /** Bytes of filled buffers held in memory before the collection starts spilling to disk (0: spill from the first). */
  holdBytes: number;
}

/** A filled buffer held in memory (lines `<json>\n`), with where each line is. */
interface HeldChunk {
  buffer: Buffer;
  /** Flattened (key, JSON start, JSON end) of each line, its LF at JSON end; the key NaN for an unkeyed line. */
  lines: number[];
}

// Appends run a few at a time: a sparse key range (a per-project crawl of changes) touches many
// shards per flush, and one open file per shard at once would risk EMFILE.
const PARALLEL_APPENDS = 16;

// The shard of unkeyed records in a run list; no integer key maps to it.
const UNKEYED = Number.POSITIVE_INFINITY;

// Buffers kept for reuse once written: one is being filled, one written, one spare.
const SPARE_BUFFERS = 2;

const TAB = 0x09;
const LF = 0x0a;
const MINUS = 0x2d;
const NEWLINE = Buffer.from([LF]);

// The longest key prefix: `-9007199254740991\t`.
const MAX_PREFIX = 18;

/** Reads the file at `path` into `into`, which is exactly its size; resolves with `into`. */
async function readInto(path: string, into: Buffer): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    for (let at = 0; at < into.length; ) {
      const { bytesRead } = await handle.read(into, at, into.length - at, at);
      if (bytesRead === 0) throw new Error(`${path}: ended after ${at} of ${into.length} bytes`);
      at += bytesRead;
    }
    return into;
  } finally {
    await handle.close();
  }
}

/** The integer written in ASCII at `data[start, end)`: the key prefix of a spilled line. */
function parseKey(data: Buffer, start: number, end: number): number {
  const negative = data[start] === MINUS;
  let value = 0;
  for (let at = negative ? start + 1 : start; at < end; at += 1) value = value * 10 + ((data[at] as number) - 0x30);
  return negative ? -value : value;
}

/**
 * Views of `lines` (flattened chunk, JSON start, JSON end, in file order), a line running on from
 * the one before it in the same chunk joining that one's view.
 */
function joinedLines(chunks: readonly HeldChunk[], lines: readonly number[]): LineBlocks {
  const views: Buffer[] = [];
  const counts: number[] = [];
  let chunk = -1;
  let start = 0;
  let end = 0;
  let count = 0;
  for (let i = 0; i < lines.length; i += 3) {
    const c = lines[i] as number;
    const s = lines[i + 1] as number;
    if (c === chunk && s === end) {
      end = (lines[i + 2] as number) + 1;
      count += 1;
      continue;
    }
    if (count > 0) {
      views.push((chunks[chunk] as HeldChunk).buffer.subarray(start, end));
      counts.push(count);
    }
    chunk = c;
    start = s;
    end = (lines[i + 2] as number) + 1;
    count = 1;
  }
  if (count > 0) {
    views.push((chunks[chunk] as HeldChunk).buffer.subarray(start, end));
    counts.push(count);
  }
  return { views, counts };
}

/** An integer-keyed collection spilled to shard files by key range. */
export class SpillBuffer implements CollectionBuffer {
  readonly #options: SpillBufferOptions;
  #buffer: Buffer | undefined;
  #used = 0;
  // Once spilling, flattened (shard, start, end) triples over #buffer: consecutive records of one
  // shard (the usual case, as lists arrive in id order) share one run.
  #runs: number[] = [];
  // While held, where each line of #buffer is: finding the lines again at commit meant scanning
  // every held byte. Ordering the demo crawl's 20,000 held changes took 7-14 ms of its 25-33 ms
  // commit that way, 5-6 ms with this.
  #lines: number[] = [];
  readonly #spare: Buffer[] = [];
  readonly #shards = new Set<number>();
  #hasUnkeyed = false;
  #pending: Promise<void> = RESOLVED;
  readonly #held: HeldChunk[] = [];
  #heldBytes = 0;
  #spilling = false;
  #failed = false;
  #failure: unknown = undefined;

  constructor(options: SpillBufferOptions) {
    this.#options = options;
  }

  add(record: Record<string, unknown>, bytes?: Uint8Array): Promise<void> {
    if (this.#failed) return Promise.reject(this.#failure);
    let json: string | Uint8Array;
    try {
      if (bytes !== undefined) checkRecordLength(bytes.length);
      json = bytes ?? recordJson(record);
    } catch (error) {
      return Promise.reject(error);
    }
    const key = integerKey(record);
    const shard = key === undefined ? UNKEYED : Math.floor(key / this.#options.shardSpan);
    // UTF-8 takes at most 3 bytes per UTF-16 unit: checking room against that (and the longest
    // key prefix) avoids measuring the string first.
    const room = (key === undefined ? 0 : MAX_PREFIX) + (typeof json === 'string' ? json.length * 3 : json.length) + 1;
    if (room > this.#options.bufferBytes) {
      const queued = this.#flush();
      // Held lines have no key prefix: their key is noted in #lines instead.
      const prefix = key !== undefined && this.#spilling ? `${key}\t` : '';
      const line = Buffer.concat([Buffer.from(prefix), typeof json === 'string' ? Buffer.from(json) : json, NEWLINE]);
      if (this.#spilling) {
        this.#noteShard(shard);
        this.#queue(line, [shard, 0, line.length], false);
      } else {
        const chunk = { buffer: line, lines: [key ?? Number.NaN, 0, line.length - 1] };
        if (!this.#hold(chunk)) void this.#startSpilling(chunk);
      }
      return queued;
    }
    let wait = RESOLVED;
    if (this.#buffer !== undefined && this.#used + room > this.#buffer.length) wait = this.#flush();
    const buffer = (this.#buffer ??= this.#spare.pop() ?? Buffer.allocUnsafe(this.#options.bufferBytes));
    // Decided after the flush above, which may have started spilling.
    const prefix = key !== undefined && this.#spilling ? `${key}\t` : '';
    const start = this.#used;
    let at = start;
    if (prefix.length > 0) at += buffer.write(prefix, at, 'latin1');
    const jsonStart = at;
    if (typeof json === 'string') at += buffer.write(json, at, 'utf8');
    else {
      buffer.set(json, at);
      at += json.length;
    }
    buffer[at] = LF;
    this.#used = at + 1;
    if (!this.#spilling) {
      this.#lines.push(key ?? Number.NaN, jsonStart, at);
      return wait;
    }
    const runs = this.#runs;
    if (runs.length > 0 && runs[runs.length - 3] === shard) {
      runs[runs.length - 1] = at + 1;
    } else {
      runs.push(shard, start, at + 1);
      this.#noteShard(shard);
    }
    return wait;
  }

  async *sortedLines(): AsyncGenerator<LineBlocks> {
    if (!this.#spilling) {
      yield* this.#heldLines();
      return;
    }
    this.#flush();
    await this.#pending;
    // Nothing is added any more: the write buffers can go.
    this.#spare.length = 0;
    // Every shard is read into one buffer the size of the largest: a fresh buffer per shard (25 MB
    // of changes) left the ones before it for V8 to free, which it does only once external
    // memory has grown by 64 MB.
    const shards = [...this.#shards].sort((a, b) => a - b).map((shard) => this.#shardPath(shard));
    const sizes = await Promise.all(shards.map(async (path) => (await stat(path)).size));
    const store = Buffer.allocUnsafe(Math.max(0, ...sizes));
    for (const [i, path] of shards.entries()) {
      const data = await readInto(path, store.subarray(0, sizes[i]));
      // Lines in the order they were appended (a key's later line is its last record added).
      const keys: number[] = [];
      const starts: number[] = [];
      const ends: number[] = [];
      for (let start = 0; start < data.length; ) {
        const tab = data.indexOf(TAB, start);
        const lf = data.indexOf(LF, tab);
        keys.push(parseKey(data, start, tab));
        starts.push(tab + 1);
        ends.push(lf + 1);
        start = lf + 1;
      }
      // The key prefixes keep lines apart: one view each, into the buffer the next shard reuses.
      yield { ...singleLines(keyOrder(keys).map((line) => data.subarray(starts[line], ends[line]))), transient: true };
    }
    if (this.#hasUnkeyed) {
      for await (const batch of readLineBatches(this.#unkeyedPath())) yield singleLines(batch.map((line) => Buffer.concat([line, NEWLINE])));
    }
  }

  async settle(): Promise<void> {
    await this.#pending.catch(() => {});
  }

  #noteShard(shard: number): void {
    if (shard === UNKEYED) this.#hasUnkeyed = true;
    else this.#shards.add(shard);
  }

  /** Holds or queues for writing the filled part of the buffer; the next add takes a fresh buffer. */
  #flush(): Promise<void> {
    const buffer = this.#buffer;
    if (buffer === undefined || this.#used === 0) return RESOLVED;
    const runs = this.#runs;
    const lines = this.#lines;
    const used = this.#used;
    this.#buffer = undefined;
    this.#used = 0;
    this.#runs = [];
    this.#lines = [];
    if (this.#spilling) return this.#queue(buffer, runs, true);
    const chunk = { buffer: buffer.subarray(0, used), lines };
    if (this.#hold(chunk)) return RESOLVED;
    const queued = this.#startSpilling(chunk);
    // Its lines went out as a copy in the spill files' form: the buffer is free again.
    this.#spare.push(buffer);
    return queued;
  }

  /** Keeps a chunk of held lines in memory if the held total stays within holdBytes. */
  #hold(chunk: HeldChunk): boolean {
    if (this.#heldBytes + chunk.buffer.length > this.#options.holdBytes) return false;
    this.#held.push(chunk);
    this.#heldBytes += chunk.buffer.length;
    return true;
  }

  /**
   * From here on the collection spills: queues everything held and then `last` for writing, in
   * arrival order and the spill files' form; returns the write queued before `last`'s.
   */
  #startSpilling(last: HeldChunk): Promise<void> {
    this.#spilling = true;
    for (const chunk of this.#held.splice(0)) this.#queueHeld(chunk);
    this.#heldBytes = 0;
    // Put in the spill files' form now: the caller reuses its buffer.
    const spilled = this.#spillForm(last);
    return this.#queue(spilled.buffer, spilled.runs, false);
  }

  /** A held chunk's lines with their key prefixes (`<id>\t<json>\n`), and its (shard, start, end) runs. */
  #spillForm({ buffer, lines }: HeldChunk): { buffer: Buffer; runs: number[] } {
    const prefixes: string[] = [];
    let size = 0;
    for (let i = 0; i < lines.length; i += 3) {
      const key = lines[i] as number;
      const prefix = Number.isNaN(key) ? '' : `${key}\t`;
      prefixes.push(prefix);
      size += prefix.length + (lines[i + 2] as number) - (lines[i + 1] as number) + 1;
    }
    const out = Buffer.allocUnsafe(size);
    const runs: number[] = [];
    let at = 0;
    for (let i = 0; i < lines.length; i += 3) {
      const key = lines[i] as number;
      const start = at;
      at += out.write(prefixes[i / 3] as string, at, 'latin1');
      at += buffer.copy(out, at, lines[i + 1] as number, (lines[i + 2] as number) + 1);
      const shard = Number.isNaN(key) ? UNKEYED : Math.floor(key / this.#options.shardSpan);
      if (runs.length > 0 && runs[runs.length - 3] === shard) runs[runs.length - 1] = at;
      else {
        runs.push(shard, start, at);
        this.#noteShard(shard);
      }
    }
    return { buffer: out, runs };
  }

  /**
   * The lines of a collection that never spilled: keyed ones sorted and deduplicated, then
   * unkeyed ones; lines that follow each other in a held buffer share one view.
   */
  *#heldLines(): Generator<LineBlocks> {
    const chunks = this.#held;
    if (this.#buffer !== undefined && this.#used > 0) {
      chunks.push({ buffer: this.#buffer.subarray(0, this.#used), lines: this.#lines });
    }
    // Keyed lines in the order they were added (a key's later line is its last record added,
    // as on disk): their key, chunk and where their JSON starts and ends.
    const keys: number[] = [];
    const where: number[] = [];
    const unkeyed: number[] = [];
    chunks.forEach(({ lines }, chunk) => {
      for (let i = 0; i < lines.length; i += 3) {
        const key = lines[i] as number;
        if (Number.isNaN(key)) unkeyed.push(chunk, lines[i + 1] as number, lines[i + 2] as number);
        else {
          keys.push(key);
          where.push(chunk, lines[i + 1] as number, lines[i + 2] as number);
        }
      }
    });
    const order = keyOrder(keys);
    const sorted = new Array<number>(order.length * 3);
    order.forEach((line, i) => {
      sorted[i * 3] = where[line * 3] as number;
      sorted[i * 3 + 1] = where[line * 3 + 1] as number;
      sorted[i * 3 + 2] = where[line * 3 + 2] as number;
    });
    yield joinedLines(chunks, sorted);
    if (unkeyed.length > 0) yield joinedLines(chunks, unkeyed);
  }

  /**
   * Chains a write after those queued before it (so a key's lines keep their arrival order on
   * disk) and returns the write queued *before* it: an awaiting caller keeps filling the next
   * buffer while this one is written.
   */
  #queue(buffer: Buffer, runs: number[], reuse: boolean): Promise<void> {
    return this.#chain(async () => {
      await this.#write(buffer, runs);
      if (reuse && this.#spare.length < SPARE_BUFFERS) this.#spare.push(buffer);
    });
  }

  /**
   * Queues a held chunk like #queue, put in the spill files' form only when its turn comes: the
   * held bytes are copied one chunk at a time, not all at once.
   */
  #queueHeld(chunk: HeldChunk): Promise<void> {
    return this.#chain(async () => {
      const spilled = this.#spillForm(chunk);
      await this.#write(spilled.buffer, spilled.runs);
    });
  }

  /** Runs `work` after the writes queued before it; returns the write queued before it. */
  #chain(work: () => Promise<void>): Promise<void> {
    const previous = this.#pending;
    this.#pending = previous.then(work);
    // Remembered for the next add and for commit; this handler also keeps a write failure from
    // being an unhandled rejection when the caller did not await add.
    this.#pending.catch((error: unknown) => {
      if (!this.#failed) {
        this.#failed = true;
        this.#failure = error;
      }
    });
    return previous;
  }

  async #write(buffer: Buffer, runs: readonly number[]): Promise<void> {
    const byShard = new Map<number, Buffer[]>();
    for (let i = 0; i < runs.length; i += 3) {
      const shard = runs[i] as number;
      const part = buffer.subarray(runs[i + 1], runs[i + 2]);
      const parts = byShard.get(shard);
      if (parts === undefined) byShard.set(shard, [part]);
      else parts.push(part);
    }
    const jobs = [...byShard].map(([shard, parts]) => [shard === UNKEYED ? this.#unkeyedPath() : this.#shardPath(shard), parts] as const);
    for (let i = 0; i < jobs.length; i += PARALLEL_APPENDS) {
      await Promise.all(
        jobs.slice(i, i + PARALLEL_APPENDS).map(([path, parts]) => appendFile(path, parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts))),
      );
    }
  }

  #shardPath(shard: number): string {
    return join(this.#options.dir, `${this.#options.name}.${shard}.keyed`);
  }

  #unkeyedPath(): string {
    return join(this.#options.dir, `${this.#options.name}.unkeyed`);
  }
}
