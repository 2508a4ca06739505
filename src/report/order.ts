

// Deterministic ordering: strings compare by UTF-16 code units (never by the machine's locale, so
// a build gives the same report on every machine), and records built from maps get their keys in
// that order. Names shown A to Z are the one exception: they follow English collation, fixed as
// 'en' in the ICU data of the Node this project pins, so that 'Émile' stands among the e's.

/** Compares strings by UTF-16 code units. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// As the tables' script compares a column of names (table-logic.ts' compareCells), digit runs by
// value too: a table that comes A to Z says so on its header (aria-sort), and 'Release 10' before
// 'Release 9' was an order that a click on the header then changed without turning it round.
const NAMES = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Compares names A to Z whatever their case and accents ('Ángel' beside 'angel', 'Łukasz' after
 * 'lukas'; by code units they came after 'z') and digit runs by value ('App 9' before 'App 10'),
 * then lower-cased and as they are by UTF-16 code units, so that no two names tie.
 */
export function compareNames(a: string, b: string): number {
  return NAMES.compare(a, b) || compareText(a.toLowerCase(), b.toLowerCase()) || compareText(a, b);
}

/**
 * A record of the entries, without a prototype: its keys are a server's codes and slugs, and a
 * lookup of a language coded `constructor` found Object.prototype's function (the build failed).
 * A `__proto__` key is data too.
 */
export function recordOf<R>(entries: Iterable<readonly [string, R]>): Record<string, R> {
  const out = Object.create(null) as Record<string, R>;
  for (const [key, value] of entries) out[key] = value;
  return out;
}

/** A map as a record (recordOf) with keys in code-unit order. */
export function sortedRecord<V, R>(map: ReadonlyMap<string, V>, convert: (value: V, key: string) => R): Record<string, R> {
  const keys = [...map.keys()].sort(compareText);
  return recordOf(keys.map((key) => [key, convert(map.get(key) as V, key)] as const));
}

/**
 * Ranks of a sorted list as standings give them: entries that `tie` share the rank of the first
 * of them, and the next one after takes its place (1, 2, 2, 4). Two with the same counts ranked
 * 10th and 11th read as if one had done more.
 */
export function standingRanks<T>(sorted: readonly T[], tie: (a: T, b: T) => boolean): number[] {
  const ranks: number[] = [];
  sorted.forEach((item, at) => {
    const before = sorted[at - 1];
    ranks.push(at > 0 && before !== undefined && tie(before, item) ? (ranks[at - 1] ?? at + 1) : at + 1);
  });
  return ranks;
}

/** Rows of a sorted list past its first `shown` that tie with the last shown: the cut of a top list left them out by name alone. */
export function tiedPast<T>(sorted: readonly T[], shown: number, tie: (a: T, b: T) => boolean): number {
  const last = sorted[shown - 1];
  if (shown <= 0 || last === undefined) return 0;
  let count = 0;
  while (shown + count < sorted.length && tie(last, sorted[shown + count] as T)) count += 1;
  return count;
}
