// Scoped views of the sample change log: the whole log, or one project's, component's or
// translation's records, narrowed by the filters real Weblate accepts. Each view lists record
// indexes in ascending id order; the API turns that into the variant's order.
import type { ChangeLog } from './changelog.ts';

/** Which part of the log a request reads. */
export type ChangeScope =
  | { kind: 'all' }
  | { kind: 'project' | 'component' | 'translation'; index: number };

/** Filters of Weblate's change lists (since 4.1): inclusive time bounds, actions and a user. */
export interface ChangeFilters {
  afterMicros?: number;
  beforeMicros?: number;
  actions?: number[];
  user?: number;
}

/** Record indexes in ascending id order. */
export interface ChangeView {
  count: number;
  at(position: number): number;
}

interface Buckets {
  offsets: Int32Array;
  ids: Int32Array;
}

/** Lazily built per-scope indexes over a change log. */
export class ChangeIndex {
  private readonly log: ChangeLog;
  private readonly buckets = new Map<string, Buckets>();

  constructor(log: ChangeLog) {
    this.log = log;
  }

  /** Builds every scope's index now, so that no request pays for it. */
  prepare(): void {
    for (const kind of ['project', 'component', 'translation'] as const) this.bucketsFor(kind);
  }

  /** The records of `scope` among the first `visible`, narrowed by `filters`. */
  view(scope: ChangeScope, visible: number, filters: ChangeFilters): ChangeView {
    let view = this.scoped(scope, visible);
    const { log } = this;
    if (filters.afterMicros !== undefined || filters.beforeMicros !== undefined) {
      // Times never decrease with the id, so a time window is a contiguous run of positions.
      const after = filters.afterMicros ?? -Infinity;
      const before = filters.beforeMicros ?? Infinity;
      const first = lowerBound(view, (index) => log.time[index]! >= after);
      const end = lowerBound(view, (index) => log.time[index]! > before);
      view = slice(view, first, Math.max(first, end));
    }
    if (filters.actions !== undefined || filters.user !== undefined) {
      const actions = filters.actions ? new Set(filters.actions) : undefined;
      const matches: number[] = [];
      for (let p = 0; p < view.count; p++) {
        const index = view.at(p);
        if (actions && !actions.has(log.action[index]!)) continue;
        if (filters.user !== undefined && log.user[index] !== filters.user) continue;
        matches.push(index);
      }
      const ids = Int32Array.from(matches);
      view = { count: ids.length, at: (p) => ids[p]! };
    }
    return view;
  }

  private scoped(scope: ChangeScope, visible: number): ChangeView {
    if (scope.kind === 'all') return { count: visible, at: (p) => p };
    const { offsets, ids } = this.bucketsFor(scope.kind);
    if (scope.index + 1 >= offsets.length) return { count: 0, at: () => -1 };
    const start = offsets[scope.index]!;
    const stop = offsets[scope.index + 1]!;
    const bucket: ChangeView = { count: stop - start, at: (p) => ids[start + p]! };
    return slice(bucket, 0, lowerBound(bucket, (index) => index >= visible));
  }

  private bucketsFor(kind: 'project' | 'component' | 'translation'): Buckets {
    const cached = this.buckets.get(kind);
    if (cached) return cached;
    // Counting sort of record indexes by their project, component or translation.
    const keys = this.log[kind];
    let max = -1;
    for (let i = 0; i < keys.length; i++) if (keys[i]! > max) max = keys[i]!;
    const offsets = new Int32Array(max + 2);
    for (let i = 0; i < keys.length; i++) if (keys[i]! >= 0) offsets[keys[i]! + 1]!++;
    for (let k = 1; k < offsets.length; k++) offsets[k]! += offsets[k - 1]!;
    const fill = offsets.slice(0, max + 1);
    const ids = new Int32Array(offsets[max + 1]!);
    for (let i = 0; i < keys.length; i++) if (keys[i]! >= 0) ids[fill[keys[i]!]!++] = i;
    const built = { offsets, ids };
    this.buckets.set(kind, built);
    return built;
  }
}

function slice(view: ChangeView, from: number, to: number): ChangeView {
  return { count: to - from, at: (p) => view.at(from + p) };
}

/** First position whose record satisfies a predicate that is monotone along the view. */
function lowerBound(view: ChangeView, predicate: (index: number) => boolean): number {
  let lo = 0;
  let hi = view.count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (predicate(view.at(mid))) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
