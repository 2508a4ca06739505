import { afterEach, describe, expect, it, vi } from 'vitest';
import { heapNeedMb, heapPressureWarning, heapShortWarning, heapSuggestionMb, watchHeap } from '../../scripts/lib/heap-budget.ts';

const MB = 1024 * 1024;
// The large sample's snapshots the estimate was calibrated on (README's Sizes).
const LARGE_2M = { changes: 2_000_000, users: 50_000, translations: 150_000 };
const LARGE_8M = { changes: 8_000_000, users: 48_799, translations: 150_000 };
// Node's heap_size_limit for --max-old-space-size=N is N + 192 MB (Node 24's young generation).
const limitOf = (maxOldSpaceMb: number) => (maxOldSpaceMb + 192) * MB;

describe('heapNeedMb', () => {
  it('lies between the heap limits the large builds failed and succeeded at, and is small for the demo', () => {
    // 2M built with --max-old-space-size=1024 (1,216 MB).
    expect(heapNeedMb(LARGE_2M)).toBe(993);
    // 8M died at 900 (1,092 MB) and built at 1700 (1,892 MB).
    expect(heapNeedMb(LARGE_8M)).toBe(1_286);
    expect(heapNeedMb({ changes: 20_000, users: 300, translations: 760 })).toBe(165);
  });
});

describe('heapSuggestionMb', () => {
  it('suggests a quarter above the need, or half above a limit not enough, in steps of 512 MB', () => {
    expect(heapSuggestionMb(1_286, 1_092)).toBe(2_048);
    expect(heapSuggestionMb(993, 1_216)).toBe(2_048);
    expect(heapSuggestionMb(165, 256)).toBe(512);
  });
});

describe('heapShortWarning', () => {
  it('warns of an 8M build under a 900 MB old space, with what to do', () => {
    expect(heapShortWarning(LARGE_8M, limitOf(900))).toBe(
      'this build may need about 1,286 MB of JavaScript heap (8,000,000 changes, 48,799 users, 150,000 translations) and Node allows it 1,092 MB: ' +
        'should it end in "JavaScript heap out of memory", run it with NODE_OPTIONS=--max-old-space-size=2048 (the machine needs that much memory free), ' +
        'or crawl less of the change log with --changes-since (800d, say) or --project',
    );
  });

  it('says nothing where the limit covers the estimate: the 8M build at 1700, the 2M one at 1024, Node\'s default here', () => {
    expect(heapShortWarning(LARGE_8M, limitOf(1700))).toBeNull();
    expect(heapShortWarning(LARGE_2M, limitOf(1024))).toBeNull();
    expect(heapShortWarning(LARGE_8M, 4_288 * MB)).toBeNull();
    expect(heapShortWarning({ changes: 1, users: 1, translations: 1 }, limitOf(64))).toBeNull();
  });

  it('counts one of a kind as one', () => {
    expect(heapShortWarning({ changes: 20_000_000, users: 1, translations: 1 }, limitOf(900))).toBe(
      'this build may need about 1,161 MB of JavaScript heap (20,000,000 changes, 1 user, 1 translation) and Node allows it 1,092 MB: ' +
        'should it end in "JavaScript heap out of memory", run it with NODE_OPTIONS=--max-old-space-size=2048 (the machine needs that much memory free), ' +
        'or crawl less of the change log with --changes-since (800d, say) or --project',
    );
  });
});

describe('heapPressureWarning', () => {
  it('warns from 90 % of the limit on', () => {
    expect(heapPressureWarning(982 * MB, 1_092 * MB, 1_286)).toBeNull();
    expect(heapPressureWarning(983 * MB, 1_092 * MB, 1_286)).toBe(
      'the build is using 983 MB of its 1,092 MB JavaScript heap: ' +
        'should it end in "JavaScript heap out of memory", run it with NODE_OPTIONS=--max-old-space-size=2048 (the machine needs that much memory free), ' +
        'or crawl less of the change log with --changes-since (800d, say) or --project',
    );
  });
});

describe('watchHeap', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns once, the first time its timer sees the heap at 90 % of the limit', () => {
    vi.useFakeTimers();
    const used = [500, 990, 1_000, 1_050];
    const warned: string[] = [];
    const stop = watchHeap((text) => warned.push(text), 1_286, 1_000, () => ({ used_heap_size: (used.shift() ?? 1_050) * MB, heap_size_limit: 1_092 * MB }) as never);
    vi.advanceTimersByTime(1_000);
    expect(warned).toEqual([]);
    vi.advanceTimersByTime(3_000);
    expect(warned.map((text) => text.slice(0, 55))).toEqual(['the build is using 990 MB of its 1,092 MB JavaScript he']);
    expect(used).toEqual([1_000, 1_050]);
    stop();
  });
});
