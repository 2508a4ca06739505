// The order in which a shard's records are stored: ascending key, the last record of each key.
//
// Keys of one shard lie within a span of ids (50,000 for changes), mostly densely, so a table
// indexed by key (minus the smallest) puts them in order with one pass to fill it and one to
// read it, where a Map of keys and a sort of them took a quarter of committing 100,000 changes.
// Keys spread thinly over a wide range (records kept in memory before they are sharded, or a
// shard of a per-project crawl) are sorted instead, since the table would be mostly empty.

// The table is used while it has at most this many slots per key, or this few slots in all.
const DENSITY = 4;
const SMALL_TABLE = 1 << 16;

/**
 * Indexes into `keys` (integers, in arrival order) such that their keys ascend and each key
 * appears once, at its last index: `keys[order[0]] < keys[order[1]] < …`.
 */
export function keyOrder(keys: ArrayLike<number>): number[] {
  const count = keys.length;
  if (count === 0) return [];
  let min = keys[0]!;
  let max = min;
  for (let i = 1; i < count; i += 1) {
    const key = keys[i]!;
    if (key < min) min = key;
    else if (key > max) max = key;
  }
  const range = max - min + 1;
  if (range > SMALL_TABLE && range > count * DENSITY) return sortedOrder(keys, count);
  // Slot k holds 1 + the last index whose key is min + k; 0 is an empty slot.
  const slots = new Int32Array(range);
  for (let i = 0; i < count; i += 1) slots[keys[i]! - min] = i + 1;
  const order: number[] = [];
  for (let k = 0; k < range; k += 1) {
    const slot = slots[k]!;
    if (slot !== 0) order.push(slot - 1);
  }
  return order;
}

/** keyOrder by sorting: indexes by key, then arrival, keeping the last of each key. */
function sortedOrder(keys: ArrayLike<number>, count: number): number[] {
  const indexes = Array.from({ length: count }, (_, i) => i);
  indexes.sort((a, b) => keys[a]! - keys[b]! || a - b);
  const order: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const index = indexes[i]!;
    if (i + 1 < count && keys[indexes[i + 1]!] === keys[index]) continue;
    order.push(index);
  }
  return order;
}
