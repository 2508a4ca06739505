// Which field identifies a record in each collection. Records are stored sorted by it and
// deduplicated on it, so that the same records arriving in any order give identical files.
import type { CollectionName } from './manifest.ts';

/** Collections keyed by an integer `id`: large, so the writer spills them to disk. */
export type IntegerKeyed = 'changes' | 'translations' | 'components' | 'projects';

/** Collections keyed by a string field: small, so the writer keeps them in memory. */
export type StringKeyed = Exclude<CollectionName, IntegerKeyed>;

/** The field that keys each string-keyed collection. */
export const STRING_KEYS: Readonly<Record<StringKeyed, string>> = { languages: 'code', users: 'username' };

/** A record's integer `id`, or undefined when it has none (a safe integer is required). */
export function integerKey(record: Record<string, unknown>): number | undefined {
  const id = record['id'];
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
}

/** A record's string key `field`, or undefined when it is missing or not a string. */
export function stringKey(record: Record<string, unknown>, field: string): string | undefined {
  const key = record[field];
  return typeof key === 'string' ? key : undefined;
}
