// Where a writer keeps one collection's records between `add` and `commit`, and the in-memory
// kind used for the small string-keyed collections (languages, users).
import { STRING_KEYS, stringKey, type StringKeyed } from './keys.ts';

/** One collection's records between arrival and commit. */
export interface CollectionBuffer {
  /**
   * Takes one record, stored as `json` (its compact JSON in UTF-8) when given, else as
   * JSON.stringify(record); awaiting the promise applies backpressure.
   */
  add(record: Record<string, unknown>, json?: Uint8Array): Promise<void>;
  /**
   * The stored lines (UTF-8 JSON, without LF) in batches: keyed records sorted and
   * deduplicated, then unkeyed ones in arrival order.
   */
  sortedLines(): AsyncIterable<readonly Buffer[]>;
  /** Waits for writes in flight, ignoring their errors (used before removing the folder). */
  settle(): Promise<void>;
}

/** The promise `add` returns when it has nothing to wait for; shared so `add` allocates none. */
export const RESOLVED: Promise<void> = Promise.resolve();

/** `JSON.stringify(record)`, refusing values that have no JSON text (a `toJSON` returning undefined). */
export function recordJson(record: Record<string, unknown>): string {
  const json: unknown = JSON.stringify(record);
  if (typeof json !== 'string') throw new TypeError('record has no JSON representation');
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
      line = json === undefined ? Buffer.from(recordJson(record)) : Buffer.from(json);
    } catch (error) {
      return Promise.reject(error);
    }
    const key = stringKey(record, this.#field);
    // Map.set on an existing key replaces the value: the last record added wins.
    if (key === undefined) this.#unkeyed.push(line);
    else this.#keyed.set(key, line);
    return RESOLVED;
  }

  async *sortedLines(): AsyncGenerator<readonly Buffer[]> {
    // The default sort compares UTF-16 code units: the same order on every machine and locale.
    const keys = [...this.#keyed.keys()].sort();
    yield keys.map((key) => this.#keyed.get(key) as Buffer);
    yield this.#unkeyed;
  }

  settle(): Promise<void> {
    return RESOLVED;
  }
}
