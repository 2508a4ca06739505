import { afterEach, describe, expect, it, vi } from 'vitest';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { heapNeedMb, heapPressureWarning, heapShortWarning, heapSuggestionMb, maxOldSpaceFlag, oldSpaceLimit, watchHeap } from '../../scripts/lib/heap-budget.ts';

const MB = 1024 * 1024;
// The large sample's snapshots the estimate was calibrated on (docs/benchmarks.md, "Sizes").
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
        'or crawl less of the change log with a shorter --changes-since or --project',
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
        'or crawl less of the change log with a shorter --changes-since or --project',
    );
  });
});

describe('heapPressureWarning', () => {
  it('warns from 90 % of the old generation\'s limit on', () => {
    expect(heapPressureWarning(809 * MB, 900 * MB, 1_286)).toBeNull();
    expect(heapPressureWarning(810 * MB, 900 * MB, 1_286)).toBe(
      'the build is using 810 MB of the 900 MB its JavaScript heap may grow to: ' +
        'should it end in "JavaScript heap out of memory", run it with NODE_OPTIONS=--max-old-space-size=2048 (the machine needs that much memory free), ' +
        'or crawl less of the change log with a shorter --changes-since or --project',
    );
  });
});

describe('maxOldSpaceFlag and oldSpaceLimit', () => {
  it('read the --max-old-space-size given, the last one, in arguments or NODE_OPTIONS', () => {
    expect(maxOldSpaceFlag([], '')).toBeNull();
    expect(maxOldSpaceFlag(['--max-old-space-size=900'], '')).toBe(900);
    expect(maxOldSpaceFlag(['--expose-gc'], '--max-old-space-size=1700 --max_old_space_size 2048')).toBe(2048);
  });

  it('take the old generation as the flag says, else as Node\'s limit less the young generation\'s 192 MB', () => {
    expect(oldSpaceLimit(limitOf(900), 900)).toBe(900 * MB);
    expect(oldSpaceLimit(4_288 * MB, null)).toBe(4_096 * MB);
    // A flag over what V8 allows is not what it took.
    expect(oldSpaceLimit(limitOf(900), 100_000)).toBe(900 * MB);
  });
});

describe('watchHeap', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns once, the first time its timer sees the heap at 90 % of the old generation\'s limit', () => {
    vi.useFakeTimers();
    const used = [500, 810, 850, 890];
    const warned: string[] = [];
    const stop = watchHeap((text) => warned.push(text), 1_286, 1_000, () => ({ committed: (used.shift() ?? 890) * MB, limit: limitOf(900) }), 900);
    vi.advanceTimersByTime(1_000);
    expect(warned).toEqual([]);
    vi.advanceTimersByTime(3_000);
    expect(warned.map((text) => text.slice(0, 60))).toEqual(['the build is using 810 MB of the 900 MB its JavaScript heap ']);
    expect(used).toEqual([850, 890]);
    stop();
  });

  it('warns before V8 runs out of memory, in a process whose heap fills', async () => {
    // A child with a 64 MB old generation that keeps what it allocates: V8's "JavaScript heap out
    // of memory" ends it; the warning must come first, as the last line of advice in the log.
    const script = [
      `const { watchHeap } = await import(${JSON.stringify(resolve('scripts/lib/heap-budget.ts'))});`,
      "watchHeap((text) => process.stderr.write(`warning: ${text}\\n`), 100, 10);",
      'const kept = [];',
      // Some 64 KB a millisecond: the last 10 % of the old generation takes a hundred of them, ten checks.
      'setInterval(() => kept.push(new Array(8_192).fill(kept.length)), 1);',
    ].join('\n');
    const { stderr, status, signal } = spawnSync(process.execPath, ['--max-old-space-size=64', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect([status, signal]).toEqual([null, 'SIGABRT']);
    const warning = stderr.indexOf('warning: the build is using ');
    expect(warning).toBeGreaterThanOrEqual(0);
    expect(warning).toBeLessThan(stderr.indexOf('JavaScript heap out of memory'));
  }, 70_000);
});
