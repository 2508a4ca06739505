// Which 429s get a line of their own: the first short wait of each kind, then long ones only.
import { describe, expect, it } from 'vitest';
import { nothingSaid, sayRateLimit, type RateLimitRefusal, type RateLimitSaid } from '../../src/crawler/rate-limit-said.ts';

/** The lines a run of refusals gets, in order, each said against what was said before it. */
function linesOf(refusals: RateLimitRefusal[]): (string | null)[] {
  let said: RateLimitSaid = nothingSaid();
  return refusals.map((refusal) => {
    const next = sayRateLimit(said, refusal);
    said = next.said;
    return next.line;
  });
}

const hold = (nowMs: number, waitMs = 1_000): RateLimitRefusal => ({ named: true, holdsAll: true, waitMs, nowMs });
const alone = (nowMs: number, waitMs = 1_000): RateLimitRefusal => ({ named: true, holdsAll: false, waitMs, nowMs });
const unnamed = (nowMs: number, waitMs = 1_000, holdsAll = true): RateLimitRefusal => ({ named: false, holdsAll, waitMs, nowMs });

describe('sayRateLimit', () => {
  it('says a named hold of 1 s every 4 s once, as behind a strict limiter naming Retry-After: 1, and a later hold of 10 s or more', () => {
    // Before, each was said: 22 lines "waiting 1 s (Retry-After)" in 92 s.
    expect(linesOf([hold(0), hold(4_000), hold(8_300), hold(12_500), hold(16_000, 9_999), hold(20_000, 10_000), hold(40_000, 30_000)])).toEqual([
      'hold', null, null, null, null, 'hold', 'hold',
    ]);
  });

  it('says a long hold once for the refusals of one moment, whose waits end within 2 s of each other', () => {
    expect(linesOf([hold(0, 30_000), hold(10, 30_000), hold(1_500, 30_000), hold(2_100, 30_000)])).toEqual(['hold', null, null, 'hold']);
  });

  it('says a hold right after an address said to wait by itself as more refused, every request now waiting', () => {
    // Twelve pages refused at once naming Retry-After: 0: the first alone, the next, 10 ms later, held them all.
    expect(linesOf([alone(0), hold(10), alone(4_000), hold(4_010)])).toEqual(['alone', 'hold-after-alone', null, null]);
    // Not where the hold comes at another moment.
    expect(linesOf([alone(0), hold(5_000)])).toEqual(['alone', 'hold']);
  });

  it('says a short wait of an address by itself once, whichever address, and a long one again', () => {
    // Each said before: one line for every address a limiter refused alone now and then.
    expect(linesOf([alone(0), alone(3_000), alone(9_000), alone(20_000, 10_000), alone(20_500, 10_000), alone(40_000, 12_000)])).toEqual([
      'alone', null, null, 'alone', null, 'alone',
    ]);
  });

  it('says a hold naming no wait once, then holds of 10 s or more, and never a refusal of an address by itself naming none', () => {
    expect(linesOf([unnamed(0, 1_000, false), unnamed(10), unnamed(5_000), unnamed(6_000, 16_000), unnamed(6_010, 16_000)])).toEqual([
      null, 'unnamed', null, 'unnamed', 'unnamed',
    ]);
  });

  it('keeps the kinds apart: a hold naming none said says nothing of one naming a wait, nor of an address by itself', () => {
    expect(linesOf([unnamed(0), hold(5_000), alone(10_000), hold(15_000), alone(20_000), unnamed(25_000)])).toEqual([
      'unnamed', 'hold', 'alone', null, null, null,
    ]);
  });
});
