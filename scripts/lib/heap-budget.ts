// The JavaScript heap a build needs, told before it runs out: V8's own "JavaScript heap out of
// memory" ends the process at once (SIGABRT, a native stack trace, no `build failed:` line), and
// nothing in the process can catch it. So the build warns up front where the heap Node allows is
// under what the snapshot's counts call for, and again once the heap in use nears that limit, so
// that a log ending in V8's message has the advice just above it.
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';

const MB = 1024 * 1024;

/** What the estimate is made from: the records a snapshot stores (its manifest's counts). */
export interface HeapCounts {
  changes: number;
  users: number;
  translations: number;
}

// Calibrated on the large sample's builds (docs/benchmarks.md, "Sizes"): 2,000,000 changes, 50,000 users
// and 150,000 translations built with a heap limit of 1,216 MB (--max-old-space-size=1024) and
// kept 580 MB after GC; 8,000,000 changes (48,799 users) kept 772 MB, died at 1,092 MB (900) and
// built at 1,892 MB (1700). About 1.6 times the heap kept, so that a warning comes rather too soon
// than too late: the per-person tallies grow with the log (32 MB kept a million changes) and with
// the people credited; translations are the projects' rows, held for every page.
const BASE_MB = 160;
const PER_MILLION_CHANGES_MB = 50;
const PER_USER_KB = 6;
const PER_TRANSLATION_KB = 3;

/** The JavaScript heap (MB, as Node's heap limit counts it) a build of a snapshot of these counts is estimated to need. */
export function heapNeedMb(counts: HeapCounts): number {
  return Math.ceil(
    BASE_MB + (counts.changes / 1e6) * PER_MILLION_CHANGES_MB + (counts.users * PER_USER_KB) / 1024 + (counts.translations * PER_TRANSLATION_KB) / 1024,
  );
}

/** The --max-old-space-size to suggest (MB): a quarter above the need, or half above the limit that was not enough, in steps of 512. */
export function heapSuggestionMb(needMb: number, limitMb: number): number {
  return Math.ceil(Math.max(needMb * 1.25, limitMb * 1.5) / 512) * 512;
}

/** What to do about a heap too small for the build, as both warnings end. */
function heapAdvice(suggestionMb: number): string {
  return (
    `should it end in "JavaScript heap out of memory", run it with NODE_OPTIONS=--max-old-space-size=${suggestionMb} ` +
    '(the machine needs that much memory free), or crawl less of the change log with a shorter --changes-since or --project'
  );
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** The warning a build gives before it starts where the heap limit (bytes) is under the estimate for `counts`; null where it is not. */
export function heapShortWarning(counts: HeapCounts, limitBytes: number): string | null {
  const need = heapNeedMb(counts);
  const limit = Math.floor(limitBytes / MB);
  if (limit >= need) return null;
  return (
    `this build may need about ${need.toLocaleString('en')} MB of JavaScript heap (${count(counts.changes, 'change', 'changes')}, ` +
    `${count(counts.users, 'user', 'users')}, ${count(counts.translations, 'translation', 'translations')}) and Node allows it ` +
    `${limit.toLocaleString('en')} MB: ${heapAdvice(heapSuggestionMb(need, limit))}`
  );
}

// What Node's heap limit counts beyond the old generation: the young generation's reserve, 192 MB
// in Node 24 (--max-old-space-size=900 reads 1,092 MB). V8 runs out when the old generation is
// full, the young one near empty: measured against the whole limit, the heap in use stayed under
// 90 % to the end (883 of 1,092 MB), and the warning never came before V8's message.
const YOUNG_RESERVE_MB = 192;

/** The --max-old-space-size (MB) given to this process in its arguments or NODE_OPTIONS, the last one given; null where none is. */
export function maxOldSpaceFlag(execArgv: readonly string[], nodeOptions = ''): number | null {
  let found: number | null = null;
  for (const match of [...execArgv, nodeOptions].join(' ').matchAll(/--max[-_]old[-_]space[-_]size[= ](\d+)/g)) found = Number(match[1]);
  return found;
}

/** The old generation's limit (bytes) within Node's heap limit: the --max-old-space-size given, else the limit less the young reserve. */
export function oldSpaceLimit(limitBytes: number, maxOldSpaceMb: number | null): number {
  if (maxOldSpaceMb !== null && maxOldSpaceMb * MB <= limitBytes) return maxOldSpaceMb * MB;
  return Math.max(limitBytes - YOUNG_RESERVE_MB * MB, limitBytes / 2);
}

/** The warning a build gives where the heap in use (bytes, heapUse's committed) is 90 % of the old generation's limit (bytes) or more; null below. */
export function heapPressureWarning(usedBytes: number, oldLimitBytes: number, needMb: number): string | null {
  if (usedBytes < oldLimitBytes * 0.9) return null;
  const limit = Math.floor(oldLimitBytes / MB);
  return (
    `the build is using ${Math.round(usedBytes / MB).toLocaleString('en')} MB of the ${limit.toLocaleString('en')} MB its JavaScript heap may grow to: ` +
    heapAdvice(heapSuggestionMb(needMb, limit))
  );
}

const YOUNG_SPACES = new Set(['new_space', 'new_large_object_space']);

/**
 * The heap outside the young generation as V8 has it committed (bytes), and Node's heap limit:
 * V8 runs out when the committed old generation meets its limit, while the live objects in it may
 * still be a quarter below (48 of 64 MB), so the live size warns too late in a small heap.
 */
export function heapUse(): { committed: number; limit: number } {
  const committed = getHeapSpaceStatistics()
    .filter((space) => !YOUNG_SPACES.has(space.space_name))
    .reduce((sum, space) => sum + space.space_size, 0);
  return { committed, limit: getHeapStatistics().heap_size_limit };
}

/**
 * Checks the heap every `everyMs` and calls `warn` once with heapPressureWarning's line; returns
 * what stops it. The timer runs only as the event loop turns: the report's long loops yield for it.
 */
export function watchHeap(
  warn: (text: string) => void, needMb: number, everyMs = 1000, use = heapUse,
  maxOldSpaceMb = maxOldSpaceFlag(process.execArgv, process.env['NODE_OPTIONS']),
): () => void {
  const timer = setInterval(() => {
    const { committed, limit } = use();
    const warning = heapPressureWarning(committed, oldSpaceLimit(limit, maxOldSpaceMb), needMb);
    if (warning === null) return;
    warn(warning);
    clearInterval(timer);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
