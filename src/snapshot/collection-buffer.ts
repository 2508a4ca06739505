// Where a writer keeps one collection's records between `add` and `commit`, and the in-memory
// kind used for the small string-keyed collections (languages, users).
import { MAX_LINE_BYTES } from './lines.ts';
import { STRING_KEYS, stringKey, type StringKeyed } from './keys.ts';

/** One collection's records between arrival and commit. */
export interface CollectionBuffer {
  /**
   * Takes one record, stored as `json` (its compact JSON in UTF-8) when given, else as
   * JSON.stringify(record); awaiting the promise applies backpressure.
   */
  add(record: Record<string, unknown>, json?: Uint8Array): Promise<void>;
  /**
   * The stored lines (UTF-8 JSON, each ending in LF) in batches: keyed records sorted and
   * deduplicated, then unkeyed ones in arrival order.
   */
  sortedLines(): AsyncIterable<LineBlocks>;
  /** Waits for writes in flight, ignoring their errors (used before removing the folder). */
  settle(): Promise<void>;
}

/**
 * Consecutive lines of a collection's file as byte views: `views[i]` holds `counts[i]` whole
 * lines, each ending in LF. Lines that lie side by side in memory share one view, so a held
 * collection is written and hashed in a few hundred pieces rather than one per record.
 */
export interface LineBlocks {
  views: Buffer[];
  counts: number[];
  /**
   * The views lie in memory that is reused once the next block is asked for (a spilled shard's
   * read buffer): the consumer copies what it keeps, it does not hold on to them.
   */
  transient?: boolean;
}

/** LineBlocks of one line per view. */
export function singleLines(views: Buffer[]): LineBlocks {
  return { views, counts: new Array<number>(views.length).fill(1) };
}

/** The promise `add` returns when it has nothing to wait for; shared so `add` allocates none, and so a caller can skip awaiting it. */
export const RESOLVED: Promise<void> = Promise.resolve();

/** A record whose JSON is longer than a snapshot's line may be (lines.ts), which the reader would take for a damaged file. */
export class RecordTooLongError extends Error {
  constructor(bytes: number) {
    super(`a record of ${bytes.toLocaleString('en')} bytes as JSON, more than the ${(MAX_LINE_BYTES / (1024 * 1024)).toLocaleString('en')} MB a snapshot stores in one line`);
  }
}

/**
 * Fails where a record's JSON of `bytes` is longer than a line of the snapshot may be. A record
 * written out again (a server's `1E20` is `100000000000000000000`, an invalid UTF-8 byte three
 * bytes) can outgrow the body it came in: the crawl then fails, not every build of its snapshot.
 */
export function checkRecordLength(bytes: number): void {
  if (bytes > MAX_LINE_BYTES) throw new RecordTooLongError(bytes);
}

/** `JSON.stringify(record)`, refusing values that have no JSON text (a `toJSON` returning undefined) or that are longer than a line may be. */
export function recordJson(record: Record<string, unknown>): string {
  const json: unknown = JSON.stringify(record);
  if (typeof json !== 'string') throw new TypeError('record has no JSON representation');
  // UTF-8 takes at most 3 bytes per UTF-16 unit: only a long text is measured.
  if (json.length * 3 > MAX_LINE_BYTES) checkRecordLength(Buffer.byteLength(json));
  return json;
}

/** A string-keyed collection held in memory: last record per key, plus unkeyed ones in order. */
export class MemoryBuffer implements CollectionBuffer {
  readonly #field: string;
  readonly #keyed = new Map<string, Buffer>();
  readonly #unkeyed: Buffer[] = [];

  constructor(collection: StringKeyed) {
    this.#field = STRING_KEYS[collection];
  }

  add(record: Record<string, unknown>, json?: Uint8Array): Promise<void> {
    let line: Buffer;
    try {
      // A copy: `json` may be a view into a whole page's body.
      if (json === undefined) line = Buffer.from(`${recordJson(record)}\n`);
      else {
        checkRecordLength(json.length);
        line = Buffer.allocUnsafe(json.length + 1);
        line.set(json);
        line[json.length] = 0x0a;
      }
    } catch (error) {
      return Promise.reject(error);
    }
    const key = stringKey(record, this.#field);
    // Map.set on an existing key replaces the value: the last record added wins.
    if (key === undefined) this.#unkeyed.push(line);
    else this.#keyed.set(key, line);
    return RESOLVED;
  }

  async *sortedLines(): AsyncGenerator<LineBlocks> {
    // The default sort compares UTF-16 code units: the same order on every machine and locale.
    const keys = [...this.#keyed.keys()].sort();
    yield singleLines(keys.map((key) => this.#keyed.get(key) as Buffer));
    yield singleLines(this.#unkeyed);
  }

  settle(): Promise<void> {
    return RESOLVED;
  }
}
