// Which records of a newest-first list its page reads hold, and which pages hold the rest.
//
// A newest-first list (the change log of Weblate 5.x, and of the document's variant B) grows at
// its front: each record added while it is read pushes every older one a position on. Number the
// records that existed when page 1 was served by their position then, 0 the newest and
// countAtStart - 1 the oldest. A read of page k (1-based, P records a page) served when the list
// had grown by g = count - countAtStart holds the positions [(k-1)P - g, (k-1)P - g + length).
// The list has been read whole once the reads hold [0, countAtStart); positions below 0 are records
// added meanwhile, which the caller leaves out by id.
//
// Working from positions rather than from pairs of neighbouring pages matters on a busy server:
// reading page k+1 again to close the gap before it gives that page a larger count, and comparing
// page k+2 with that count took every later page for a gap too, read one at a time. A demo log
// growing by a record a request was read in 9.4 s instead of about 1 s that way.
//
// Records deleted while the list is read move positions the other way, and no read brings them
// back: the positions here are then estimates, and the change log's count check (change-log.ts)
// says what is missing.

/** One read of a page of a newest-first list. */
export interface PageRead {
  /** The page number, 1-based. */
  number: number;
  /** The list's count when the page was served. */
  count: number;
  /** How many records the page held. */
  length: number;
}

/** The positions at the start, as [from, to), that a read holds. */
export function startPositions(read: PageRead, countAtStart: number, pageSize: number): [number, number] {
  const from = (read.number - 1) * pageSize - (read.count - countAtStart);
  return [from, from + read.length];
}

/** The ranges of positions [0, countAtStart) that none of `ranges` ([from, to) each) holds, in order. */
export function uncovered(ranges: readonly [number, number][], countAtStart: number): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const holes: [number, number][] = [];
  let reached = 0;
  for (const [from, to] of sorted) {
    if (reached >= countAtStart) break;
    if (from > reached) holes.push([reached, Math.min(from, countAtStart)]);
    reached = Math.max(reached, to);
  }
  if (reached < countAtStart) holes.push([reached, countAtStart]);
  return holes;
}

/** The number of the page that holds the record at `position` at the start once the list has grown by `growth`. */
export function pageHolding(position: number, growth: number, pageSize: number): number {
  return Math.max(1, Math.floor((position + growth) / pageSize) + 1);
}

/** How many positions the holes span in all. */
export function uncoveredSize(holes: readonly [number, number][]): number {
  return holes.reduce((sum, [from, to]) => sum + (to - from), 0);
}
