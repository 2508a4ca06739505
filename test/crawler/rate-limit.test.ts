// Pacing by the rate-limit headers: parsing, the pure pacing decision and the gate that applies it.
import { describe, expect, it } from 'vitest';
import {
  MAX_SPACING_MS, PaceGate, afterAnswer, afterRefusal, paceDelay, paceMessage, retryWaitMessage, waitTooLongMessage, paceThreshold, parseRateLimit, rateLimitMessage,
  throttleWait, unnamedWaitMessage, unrestrained, type Admission, type PaceDecision, type RateLimitState, type Restraint,
} from '../../src/crawler/rate-limit.ts';
import { handSleep } from './hand-sleep.ts';

describe('parseRateLimit', () => {
  it('reads the three X-RateLimit headers', () => {
    expect(parseRateLimit({ 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '4999', 'x-ratelimit-reset': '3600' })).toEqual({
      limit: 5000, remaining: 4999, resetSeconds: 3600,
    });
  });

  it('takes the first of repeated values', () => {
    expect(parseRateLimit({ 'x-ratelimit-limit': ['100', '5'], 'x-ratelimit-remaining': '3', 'x-ratelimit-reset': '20' })).toEqual({
      limit: 100, remaining: 3, resetSeconds: 20,
    });
  });

  it('is null when a header is missing or not a number', () => {
    expect(parseRateLimit({})).toBeNull();
    expect(parseRateLimit({ 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '3' })).toBeNull();
    expect(parseRateLimit({ 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': 'many', 'x-ratelimit-reset': '3' })).toBeNull();
    expect(parseRateLimit({ 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '-1', 'x-ratelimit-reset': '3' })).toBeNull();
  });
});

describe('throttleWait', () => {
  it('prefers Retry-After seconds, however long', () => {
    expect(throttleWait({ 'retry-after': '3600', 'x-ratelimit-reset': '5' })).toEqual({ waitMs: 3_600_000, source: 'Retry-After' });
  });

  it('reads a Retry-After HTTP date relative to now', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(throttleWait({ 'retry-after': 'Thu, 01 Jan 2026 00:02:00 GMT' }, now)).toEqual({ waitMs: 120_000, source: 'Retry-After' });
    expect(throttleWait({ 'retry-after': 'Wed, 31 Dec 2025 23:00:00 GMT' }, now)).toEqual({ waitMs: 0, source: 'Retry-After' });
  });

  it('falls back to X-RateLimit-Reset seconds', () => {
    expect(throttleWait({ 'x-ratelimit-reset': '120' })).toEqual({ waitMs: 120_000, source: 'X-RateLimit-Reset' });
    expect(throttleWait({ 'retry-after': 'soon', 'x-ratelimit-reset': '7' })).toEqual({ waitMs: 7_000, source: 'X-RateLimit-Reset' });
  });

  it('takes a Retry-After with a unit after its number ("5s") for no wait, not for a wait of NaN', () => {
    expect(throttleWait({ 'retry-after': '5s' })).toBeNull();
    expect(throttleWait({ 'retry-after': '5s', 'x-ratelimit-reset': '7' })).toEqual({ waitMs: 7_000, source: 'X-RateLimit-Reset' });
  });

  it('is null when no wait is named', () => {
    expect(throttleWait({})).toBeNull();
  });
});

describe('rateLimitMessage', () => {
  const now = Date.parse('2026-11-23T03:30:00Z');
  const origin = 'https://hosted.weblate.org';

  it('says a short wait in seconds, and nothing more', () => {
    expect(rateLimitMessage(origin, 2_000, 'Retry-After', false, now)).toBe('rate limited by https://hosted.weblate.org: waiting 2 s (Retry-After)');
    expect(rateLimitMessage(origin, 59_400, 'X-RateLimit-Reset', true, now)).toBe('rate limited by https://hosted.weblate.org: waiting 59 s (X-RateLimit-Reset)');
  });

  it('says a long wait in minutes or hours, and until when (with the day when it is another)', () => {
    expect(rateLimitMessage(origin, 17 * 60_000, 'Retry-After', true, now)).toBe(
      'rate limited by https://hosted.weblate.org: waiting 17 min, until 03:47 UTC (Retry-After)',
    );
    expect(rateLimitMessage(origin, 21 * 3_600_000 + 5 * 60_000, 'Retry-After', true, now)).toBe(
      'rate limited by https://hosted.weblate.org: waiting 21 h 5 min, until 2026-11-24 00:35 UTC (Retry-After)',
    );
    expect(rateLimitMessage(origin, 3 * 86_400_000 + 2 * 3_600_000, 'Retry-After', true, now)).toBe(
      'rate limited by https://hosted.weblate.org: waiting 3 days 2 h, until 2026-11-26 05:30 UTC (Retry-After)',
    );
  });

  it('says a wait longer than a date can name as such, where a server asks for one (Retry-After: 9999999999999, or 400 nines)', () => {
    for (const retryAfter of ['9999999999999', '9'.repeat(400)]) {
      const { waitMs } = throttleWait({ 'retry-after': retryAfter })!;
      expect(rateLimitMessage(origin, waitMs, 'Retry-After', true, now)).toBe('rate limited by https://hosted.weblate.org: waiting until after the year 9999 (Retry-After)');
      expect(waitTooLongMessage(origin, { waitMs, maxWaitMs: 60_000, source: 'Retry-After' }, true, now)).toBe(
        'rate limited by https://hosted.weblate.org: it asks to wait until after the year 9999 (Retry-After), longer than --max-wait 60 s; ' +
          'earlier snapshots are as they were: crawl again after that',
      );
    }
    expect(rateLimitMessage(origin, Date.UTC(9999, 11, 31, 23, 0) - now, 'Retry-After', true, now)).toBe(
      'rate limited by https://hosted.weblate.org: waiting 2,912,116 days 19 h, until 9999-12-31 23:00 UTC (Retry-After)',
    );
  });

  it('tells an anonymous crawl kept waiting a minute or more that a token raises the limit', () => {
    expect(rateLimitMessage(origin, 90_000, 'Retry-After', false, now)).toBe(
      'rate limited by https://hosted.weblate.org: waiting 90 s (Retry-After); Weblate allows anonymous callers 100 requests a day ' +
        'by default and a token 5,000 an hour: give one with WEBLATE_TOKEN',
    );
    expect(rateLimitMessage(origin, 90_000, 'Retry-After', true, now)).toBe('rate limited by https://hosted.weblate.org: waiting 90 s (Retry-After)');
  });
});

describe('paceMessage', () => {
  const origin = 'https://hosted.weblate.org';
  const now = Date.UTC(2026, 10, 23, 3, 30);
  it('says what the server has left, what the crawl needs and how long it waits', () => {
    expect(paceMessage(origin, { waitMs: 16_560_000, remaining: 5, limit: 100 }, 9, true, now)).toBe(
      'rate limit of https://hosted.weblate.org: 5 of 100 requests left until it resets, this crawl needs at least 9 more; waiting 4 h 36 min, until 08:06 UTC before the next request (X-RateLimit-Remaining)',
    );
    expect(paceMessage(origin, { waitMs: 12_000, remaining: 400, limit: 5000 }, undefined, false, now)).toBe(
      'rate limit of https://hosted.weblate.org: 400 of 5,000 requests left until it resets; waiting 12 s before the next request (X-RateLimit-Remaining)',
    );
    expect(paceMessage(origin, { waitMs: 60_000, remaining: 3, limit: 100 }, 40, false, now)).toContain('waiting 60 s before the next request (X-RateLimit-Remaining); Weblate allows anonymous callers 100 requests a day');
  });
});

describe('waitTooLongMessage', () => {
  const origin = 'https://hosted.weblate.org';
  const now = Date.UTC(2026, 10, 23, 3, 30);
  it('says how long the server asked to wait, against --max-wait, and that a token raises the limit', () => {
    expect(waitTooLongMessage(origin, { waitMs: 75_900_000, maxWaitMs: 3_600_000, source: 'Retry-After' }, false, now)).toBe(
      'rate limited by https://hosted.weblate.org: it asks to wait 21 h 5 min, until 2026-11-24 00:35 UTC (Retry-After), longer than ' +
        '--max-wait 3600 s; earlier snapshots are as they were: crawl again after that; Weblate allows anonymous callers 100 requests ' +
        'a day by default and a token 5,000 an hour: give one with WEBLATE_TOKEN',
    );
    expect(waitTooLongMessage(origin, { waitMs: 90_000, maxWaitMs: 60_000, source: 'X-RateLimit-Remaining' }, true, now)).toBe(
      'rate limited by https://hosted.weblate.org: it asks to wait 90 s (X-RateLimit-Remaining), longer than --max-wait 60 s; ' +
        'earlier snapshots are as they were: crawl again after that',
    );
  });

  it("says of a 5xx's wait that the retries left could not wait as long, and which --retries would, for a day at most", () => {
    const retries = { left: 5, eachMs: 600_000, covering: 144 };
    expect(waitTooLongMessage(origin, { waitMs: 86_400_000, maxWaitMs: 3_000_000, source: 'Retry-After', status: 503, retries }, false, now)).toBe(
      'https://hosted.weblate.org is unavailable (HTTP 503): it asks to wait 24 h 0 min, until 2026-11-24 03:30 UTC (Retry-After), longer than ' +
        'the 5 retries left would wait, 10 min each at most (--retries 144 would wait that long); earlier snapshots are as they were: crawl again after that',
    );
    expect(waitTooLongMessage(origin, { waitMs: 7 * 86_400_000, maxWaitMs: 600_000, source: 'Retry-After', status: 502, retries: { left: 1, eachMs: 600_000, covering: 1012 } }, false, now)).toBe(
      'https://hosted.weblate.org answered HTTP 502: it asks to wait 7 days 0 h, until 2026-11-30 03:30 UTC (Retry-After), longer than ' +
        'the 1 retry left would wait, 10 min each at most; earlier snapshots are as they were: crawl again after that',
    );
  });

  it("says of a paced wait that it is the crawl's spacing of what is left, and whether a crawl after the reset fits", () => {
    const pace = { waitMs: 9_600_000, remaining: 3, limit: 100, resetMs: 28_800_000 };
    expect(waitTooLongMessage(origin, { waitMs: 9_600_000, maxWaitMs: 60_000, source: 'X-RateLimit-Remaining', pace: { ...pace, needed: 458 } }, false, now)).toBe(
      'rate limit of https://hosted.weblate.org: 3 of 100 requests left until it resets in 8 h 0 min, until 11:30 UTC, and this crawl needs ' +
        'at least 458 more: spread over that time, the next request would wait 2 h 40 min, until 06:10 UTC, and so would each after it ' +
        '(X-RateLimit-Remaining), ' +
        'longer than --max-wait 60 s; earlier snapshots are as they were: it needs more than the 100 the limit allows in a whole period, ' +
        'so a crawl after the reset stops alike; Weblate allows anonymous callers 100 requests a day by default and a token 5,000 an hour: ' +
        'give one with WEBLATE_TOKEN',
    );
    expect(waitTooLongMessage(origin, { waitMs: 9_600_000, maxWaitMs: 60_000, source: 'X-RateLimit-Remaining', pace: { ...pace, needed: 40 } }, true, now)).toBe(
      'rate limit of https://hosted.weblate.org: 3 of 100 requests left until it resets in 8 h 0 min, until 11:30 UTC, and this crawl needs ' +
        'at least 40 more: spread over that time, the next request would wait 2 h 40 min, until 06:10 UTC, and so would each after it ' +
        '(X-RateLimit-Remaining), ' +
        'longer than --max-wait 60 s; earlier snapshots are as they were: crawl again after the reset',
    );
  });
});

describe('retryWaitMessage', () => {
  const url = 'https://hosted.weblate.org/api/changes/?page=5&page_size=1000';
  const now = Date.UTC(2026, 10, 23, 3, 30);
  it('says how long the server asks, and how long the crawl waits where a retry waits less', () => {
    expect(retryWaitMessage(url, 'HTTP 503', 300_000, 1, 1, now)).toBe(
      `HTTP 503 from ${url}: the server asks to come back in 5 min, until 03:35 UTC (Retry-After); waiting (retry 1 of 1)`,
    );
    expect(retryWaitMessage(url, 'HTTP 503', 600_000, 2, 5, now, 1_800_000)).toBe(
      `HTTP 503 from ${url}: the server asks to come back in 30 min, until 04:00 UTC (Retry-After); waiting 10 min, until 03:40 UTC, ` +
        'the longest a retry waits (retry 2 of 5)',
    );
  });
});

describe('paceThreshold', () => {
  it('is the larger of the concurrency and 10% of the limit', () => {
    expect(paceThreshold(5000, 4)).toBe(500);
    expect(paceThreshold(100, 4)).toBe(10);
    expect(paceThreshold(20, 4)).toBe(4);
    expect(paceThreshold(15, 1)).toBe(2);
  });
});

describe('paceDelay', () => {
  const state = (remaining: number, resetSeconds = 60, limit = 100): RateLimitState => ({ limit, remaining, resetSeconds });

  it('does not pace without rate-limit information', () => {
    expect(paceDelay(null, 4)).toBeNull();
  });

  it('does not pace while more than the threshold remains', () => {
    expect(paceDelay(state(11), 4)).toBeNull();
    expect(paceDelay(state(4999, 3600, 5000), 8)).toBeNull();
    expect(paceDelay(state(501, 3600, 5000), 8)).toBeNull();
  });

  it('spreads the remaining requests over the reset time once few remain', () => {
    expect(paceDelay(state(10), 4)).toEqual({ waitMs: 6000, remaining: 10, limit: 100, resetMs: 60_000 });
    expect(paceDelay(state(3), 4)).toEqual({ waitMs: 20_000, remaining: 3, limit: 100, resetMs: 60_000 });
    expect(paceDelay(state(1), 4)).toEqual({ waitMs: 60_000, remaining: 1, limit: 100, resetMs: 60_000 });
    expect(paceDelay(state(500, 3600, 5000), 8)).toEqual({ waitMs: 7200, remaining: 500, limit: 5000, resetMs: 3_600_000 });
    expect(paceDelay(state(7, 10), 4)).toEqual({ waitMs: 1429, remaining: 7, limit: 100, resetMs: 10_000 });
  });

  it('waits the whole reset time at 0 remaining', () => {
    expect(paceDelay(state(0, 42), 4)).toEqual({ waitMs: 42_000, remaining: 0, limit: 100, resetMs: 42_000 });
  });

  it('uses the concurrency as threshold when 10% of the limit is smaller', () => {
    expect(paceDelay(state(8, 16, 20), 8)).toEqual({ waitMs: 2000, remaining: 8, limit: 20, resetMs: 16_000 });
    expect(paceDelay(state(9, 16, 20), 8)).toBeNull();
  });

  it('does not pace while as many remain as the requests still needed', () => {
    expect(paceDelay(state(8, 82_800), 4, 6)).toBeNull();
    expect(paceDelay(state(8, 82_800), 4, 8)).toBeNull();
    expect(paceDelay(state(8, 82_800), 4, 9)).toEqual({ waitMs: 10_350_000, remaining: 8, limit: 100, resetMs: 82_800_000 });
    // None left: the next request waits for the reset, however few are needed.
    expect(paceDelay(state(0, 42), 4, 0)).toEqual({ waitMs: 42_000, remaining: 0, limit: 100, resetMs: 42_000 });
  });

  it('does not pace by a limit of 0 (a server that reports no limit), whatever remains and whenever it resets', () => {
    expect(paceDelay(state(0, 3600, 0), 4)).toBeNull();
  });

  it('does not pace when the reset is 0 seconds', () => {
    expect(paceDelay(state(0, 0), 4)).toBeNull();
  });
});

describe('PaceGate', () => {
  it('lets everyone through at once while plenty remains', async () => {
    const gate = new PaceGate(2);
    gate.update({ limit: 100, remaining: 50, resetSeconds: 60 });
    const waits: PaceDecision[] = [];
    const releases = await Promise.all([1, 2, 3].map(() => gate.enter(async (decision) => void waits.push(decision))));
    expect(releases).toHaveLength(3);
    expect(waits).toEqual([]);
  });

  it('once few remain, lets one request at a time wait and go, deciding on the state its predecessor left', async () => {
    const gate = new PaceGate(1);
    gate.update({ limit: 100, remaining: 4, resetSeconds: 40 });
    const log: string[] = [];
    const enter = (name: string) =>
      gate.enter(async (decision) => void log.push(`${name} waits ${decision.waitMs}`)).then(({ release }) => {
        log.push(`${name} goes`);
        return release;
      });
    const first = enter('a');
    const second = enter('b');
    const releaseA = await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['a waits 10000', 'a goes']);
    gate.update({ limit: 100, remaining: 2, resetSeconds: 40 });
    releaseA();
    const releaseB = await second;
    expect(log).toEqual(['a waits 10000', 'a goes', 'b waits 20000', 'b goes']);
    gate.update({ limit: 100, remaining: 60, resetSeconds: 40 });
    releaseB();
    await gate.enter(async () => void log.push('c waits'));
    expect(log).toHaveLength(4);
  });

  it('queues a request behind one that holds the gate, though the state says plenty remains by then', async () => {
    const gate = new PaceGate(1);
    gate.update({ limit: 100, remaining: 4, resetSeconds: 40 });
    const log: string[] = [];
    const { release: releaseA } = await gate.enter(async (decision) => void log.push(`a waits ${decision.waitMs}`));
    log.push('a goes');
    // Another response, of a request sent before, says plenty remains: a still holds the gate.
    gate.update({ limit: 100, remaining: 60, resetSeconds: 40 });
    const second = gate.enter(async (decision) => void log.push(`b waits ${decision.waitMs}`)).then(({ release }) => {
      log.push('b goes');
      return release;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['a waits 10000', 'a goes']);
    releaseA();
    (await second)();
    expect(log).toEqual(['a waits 10000', 'a goes', 'b goes']);
  });

  it('forgets the state on reset', async () => {
    const gate = new PaceGate(1);
    gate.update({ limit: 10, remaining: 0, resetSeconds: 60 });
    gate.update(null);
    expect(gate.current).toEqual({ limit: 10, remaining: 0, resetSeconds: 60 });
    gate.reset();
    expect(gate.current).toBeNull();
    const waits: number[] = [];
    await gate.enter(async (decision) => void waits.push(decision.waitMs));
    expect(waits).toEqual([]);
  });

  it('passes the turn on when a wait fails', async () => {
    const gate = new PaceGate(1);
    gate.update({ limit: 10, remaining: 0, resetSeconds: 1 });
    await expect(gate.enter(async () => Promise.reject(new Error('aborted')))).rejects.toThrow('aborted');
    gate.reset();
    const { release } = await gate.enter(async () => {});
    release();
  });
});

describe('the restraint after refusals (afterRefusal, afterAnswer)', () => {
  it('halves the width and doubles the spacing at every round a refusal naming no wait begins, down to one at a time, 10 s apart', () => {
    let restraint = unrestrained(16);
    const seen: [number, number, number][] = [];
    for (let n = 0; n < 8; n++) {
      const after = afterRefusal(restraint, restraint.round);
      expect(after.opened).toBe(true);
      restraint = after.restraint;
      seen.push([restraint.width, restraint.spacingMs, restraint.streak]);
    }
    expect(seen).toEqual([[8, 250, 1], [4, 500, 2], [2, 1000, 3], [1, 2000, 4], [1, 4000, 5], [1, 8000, 6], [1, MAX_SPACING_MS, 7], [1, 10_000, 8]]);
  });

  it('doubles the spacing answers eased, where it was set back to 250 ms and stayed below a limit of two a second', () => {
    const eased = afterAnswer(afterRefusal(unrestrained(4), 0).restraint, 4);
    expect(eased.spacingMs).toBe(219);
    expect(afterRefusal(eased, 1).restraint.spacingMs).toBe(438);
    expect(afterRefusal({ width: 1, spacingMs: 100, round: 3, streak: 0 }, 3).restraint.spacingMs).toBe(250);
  });

  it('begins no round for a request sent before the latest began: that round holds it back already', () => {
    const first = afterRefusal(unrestrained(4), 0).restraint;
    expect(first).toEqual({ width: 2, spacingMs: 250, round: 1, streak: 1 });
    expect(afterRefusal(first, 0)).toEqual({ restraint: first, opened: false });
  });

  it('lets one more in flight and spaces them an eighth closer after every answer, no spacing below 10 ms, and ends the streak', () => {
    let restraint: Restraint = { width: 1, spacingMs: 2000, round: 4, streak: 4 };
    const seen: [number, number][] = [];
    for (let n = 0; n < 5; n++) {
      restraint = afterAnswer(restraint, 4);
      seen.push([restraint.width, restraint.spacingMs]);
    }
    expect(seen).toEqual([[2, 1750], [3, 1531], [4, 1340], [4, 1173], [4, 1026]]);
    expect(restraint).toMatchObject({ round: 4, streak: 0 });
    expect(afterAnswer({ width: 4, spacingMs: 11, round: 9, streak: 0 }, 4).spacingMs).toBe(10);
    expect(afterAnswer({ width: 4, spacingMs: 10, round: 9, streak: 0 }, 4).spacingMs).toBe(0);
  });
});

describe('PaceGate after refusals', () => {
  const turns = async (n = 5) => {
    for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
  };

  it('holds every request back until the hold is over, then lets them go one at a time, spaced, within the width', async () => {
    const time = handSleep();
    const gate = new PaceGate(4, () => undefined, time.sleep);
    const sent = await Promise.all([1, 2].map(() => gate.enter(async () => {})));
    // The first answer refuses: a round begins, its hold 1 s; the second's refusal was sent with it.
    expect(gate.refused({ sentIn: sent[0]!.round, holdMs: 1000, stale: false }).opened).toBe(true);
    expect(gate.refused({ sentIn: sent[1]!.round, holdMs: 0, stale: false }).opened).toBe(false);
    sent.forEach((admission) => admission.release());
    const log: string[] = [];
    const go = (name: string) => gate.enter(async () => {}).then((admission) => {
      log.push(name);
      return admission;
    });
    const [a, b, c] = [go('a'), go('b'), go('c')];
    await turns();
    expect([log, time.asked]).toEqual([[], [1000]]);
    time.end();
    await turns();
    // a goes, and b waits the spacing (250 ms) after it.
    expect([log, time.asked]).toEqual([['a'], [1000, 250]]);
    time.end();
    await turns();
    expect([log, time.asked]).toEqual([['a', 'b'], [1000, 250, 250]]);
    // Two in flight, the width after one round (4 halved): c waits for a place as well.
    time.end();
    await turns();
    expect(log).toEqual(['a', 'b']);
    (await a).release();
    await turns();
    expect(log).toEqual(['a', 'b', 'c']);
    (await b).release();
    (await c).release();
  });

  it('holds them longer where a refusal sent before the round asks for a second or more beyond its hold (a Retry-After)', async () => {
    const time = handSleep();
    const gate = new PaceGate(2, () => undefined, time.sleep);
    const sent = await Promise.all([1, 2].map(() => gate.enter(async () => {})));
    gate.refused({ sentIn: sent[0]!.round, holdMs: 1000, stale: true });
    gate.refused({ sentIn: sent[1]!.round, holdMs: 1500, stale: true });
    gate.refused({ sentIn: sent[1]!.round, holdMs: 5000, stale: true });
    sent.forEach((admission) => admission.release());
    expect(time.asked).toEqual([1000, 5000]);
    const log: string[] = [];
    const next = gate.enter(async () => {}).then(() => log.push('goes'));
    time.end();
    await turns();
    expect(log).toEqual([]);
    time.end();
    await next;
    expect(log).toEqual(['goes']);
  });

  it('lets a request refused before go first once the hold is over, before one that waited for it', async () => {
    const time = handSleep();
    const gate = new PaceGate(4, () => undefined, time.sleep);
    const refused = await gate.enter(async () => {});
    gate.refused({ sentIn: refused.round, holdMs: 1000, stale: false });
    refused.release();
    const log: string[] = [];
    const going = (name: string) => (admission: Admission) => {
      log.push(name);
      return admission;
    };
    const other = gate.enter(async () => {}).then(going('other'));
    await turns();
    const again = gate.enter(async () => {}, true).then(going('refused again'));
    await turns();
    expect(log).toEqual([]);
    time.end();
    await turns();
    expect([log, time.asked]).toEqual([['refused again'], [1000, 250]]);
    time.end();
    await turns();
    expect(log).toEqual(['refused again', 'other']);
    (await again).release();
    (await other).release();
  });

  it('lets a request stop waiting for a hold, or its turn, where its signal aborts, and the others go on', async () => {
    const time = handSleep();
    const gate = new PaceGate(4, () => undefined, time.sleep);
    const first = await gate.enter(async () => {});
    gate.refused({ sentIn: first.round, holdMs: 3_600_000, stale: false });
    first.release();
    const stop = new AbortController();
    const held = gate.enter(async () => {}, false, stop.signal);
    const behind = gate.enter(async () => {}, false, stop.signal);
    const other = gate.enter(async () => {});
    await turns();
    stop.abort(new Error('crawl stopped'));
    await expect(held).rejects.toThrow('crawl stopped');
    await expect(behind).rejects.toThrow('crawl stopped');
    // The hold of an hour is not waited for by those; the one left goes once it is over.
    time.end();
    (await other).release();
    expect(time.asked).toEqual([3_600_000, 250]);
  });

  it('lets requests through at once again once answers have eased the restraint', async () => {
    const time = handSleep();
    const gate = new PaceGate(2, () => undefined, time.sleep);
    const first = await gate.enter(async () => {});
    gate.refused({ sentIn: first.round, holdMs: 0, stale: false });
    first.release();
    expect(gate.restraintNow).toEqual({ width: 1, spacingMs: 250, round: 1, streak: 1 });
    // 250 ms an eighth less 26 times over is under 10 ms.
    for (let n = 0; n < 26; n++) gate.answered();
    expect(gate.restraintNow).toEqual({ width: 2, spacingMs: 0, round: 1, streak: 0 });
    const admissions = await Promise.all([1, 2, 3].map(() => gate.enter(async () => {})));
    expect([admissions.length, time.asked]).toEqual([3, []]);
  });
});

describe('unnamedWaitMessage', () => {
  it('says how long every request is held back, and how many then go at once, how far apart', () => {
    const now = Date.parse('2026-11-23T03:30:00Z');
    expect(unnamedWaitMessage('https://l10n.example.org', 1500, { width: 8, spacingMs: 250 }, now)).toBe(
      'rate limited by https://l10n.example.org (HTTP 429 naming no wait): holding every request back 2 s, then sending at most 8 at once, 250 ms apart',
    );
    expect(unnamedWaitMessage('https://l10n.example.org', 22_500, { width: 1, spacingMs: 4000 }, now)).toBe(
      'rate limited by https://l10n.example.org (HTTP 429 naming no wait): holding every request back 23 s, then sending one at a time, 4.0 s apart',
    );
  });
});
