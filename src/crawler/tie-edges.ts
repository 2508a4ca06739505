// Which moments of a change log a page boundary may have split, losing records.
//
// Weblate 5.x orders its log by timestamp alone, so the records of one moment come in another order
// on every request. A moment read whole by one page is safe; one that no page held whole, split
// between a page that ends inside it and another that starts inside it, can have a record served
// twice and another never. Those moments are read again with Weblate's timestamp filters
// (change-log.ts).
//
// Pages are placed by where their records lay among the records at the start (log-coverage.ts):
// in a log that grows while it is read, the pages that meet at a moment need not have neighbouring
// numbers. A page whose first records share a timestamp, and that goes on past them, shows where
// that moment ends; one whose last records share one shows where it begins. A moment with both
// known and a page that held all of it is safe; any other moment at the end of one page and the
// start of another is read again.

/** A page as read: its positions at the start, [from, to), and the timestamps of its first and last records. */
interface PageSeen {
  from: number;
  to: number;
  first: string | null;
  last: string | null;
}

/** What the pages of one reading of a log showed at their edges. */
export class PageEdges {
  // Each page's positions at the start, [from, to).
  readonly #spans: [number, number][] = [];
  // The moments at the first records of some page, and where each ends, if a page showed it.
  readonly #starting = new Map<string, number | null>();
  // The moments at the last records of some page, and where each begins, if a page showed it.
  readonly #ending = new Map<string, number | null>();
  // Each page's positions and the timestamps of its first and last records.
  readonly #pages: PageSeen[] = [];

  /** Notes a page whose records lay at positions `from`, `from + 1`, … at the start, with their timestamps (null: none). */
  add(from: number, times: readonly (string | null)[]): void {
    const length = times.length;
    if (length === 0) return;
    this.#spans.push([from, from + length]);
    // The page's first and last timestamps: a record without one (kept under --lenient) gives way to the nearest that has one.
    this.#pages.push({ from, to: from + length, first: times.find((time) => time !== null) ?? null, last: times.findLast((time) => time !== null) ?? null });
    const first = times[0]!;
    if (first !== null) {
      let run = 1;
      while (run < length && times[run] === first) run++;
      const end = run < length ? from + run - 1 : null;
      this.#starting.set(first, this.#starting.get(first) ?? end);
    }
    const last = times[length - 1]!;
    if (last !== null) {
      let run = 1;
      while (run < length && times[length - 1 - run] === last) run++;
      const begin = run < length ? from + length - run : null;
      this.#ending.set(last, this.#ending.get(last) ?? begin);
    }
  }

  /** The moments a boundary may have split: at the end of a page and the start of another, and held whole by none. */
  atRisk(): string[] {
    const spans = [...this.#spans].sort((a, b) => a[0] - b[0]);
    // reach[i]: the furthest any of spans[0..i] reaches; they all start at or before spans[i].
    const reach: number[] = [];
    for (const [i, [, to]] of spans.entries()) reach.push(i === 0 ? to : Math.max(to, reach[i - 1]!));
    /** Whether some page held all of positions [begin, end]. */
    const heldWhole = (begin: number, end: number) => {
      // The last span that starts at or before `begin`.
      let low = 0;
      let high = spans.length - 1;
      let found = -1;
      while (low <= high) {
        const mid = (low + high) >> 1;
        if (spans[mid]![0] <= begin) {
          found = mid;
          low = mid + 1;
        } else high = mid - 1;
      }
      return found >= 0 && reach[found]! > end;
    };
    const risky: string[] = [];
    for (const [time, begin] of this.#ending) {
      if (!this.#starting.has(time)) continue;
      const end = this.#starting.get(time)!;
      if (begin !== null && end !== null && heldWhole(begin, end)) continue;
      risky.push(time);
    }
    return risky;
  }

  /**
   * Where the reading passes from one page to the next, in position order, as the timestamps of the
   * last record before and the first record after: a record a page was thought to hold but did not
   * (Weblate counts a list and reads its page in two queries, and records added between them move
   * the page on unseen), or one a short page left out, lies between them, however far the pages
   * seem to overlap. Pages inside others are passed over.
   */
  seams(): [string, string][] {
    const pages = [...this.#pages].sort((a, b) => a.from - b.from || b.to - a.to);
    const seams: [string, string][] = [];
    let reach = pages[0];
    for (const page of pages.slice(1)) {
      if (page.to <= reach!.to) continue;
      if (reach!.last !== null && page.first !== null) seams.push([reach!.last, page.first]);
      reach = page;
    }
    return seams;
  }

  /** The timestamp of the last record of the page reaching furthest: what a page moved on unseen left out at the end lies past it. */
  end(): string | null {
    let reach: PageSeen | undefined;
    for (const page of this.#pages) if (reach === undefined || page.to > reach.to) reach = page;
    return reach?.last ?? null;
  }
}
