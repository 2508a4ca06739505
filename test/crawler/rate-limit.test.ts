// Pacing by the rate-limit headers: parsing, the pure pacing decision and the gate that applies it.
import { describe, expect, it } from 'vitest';
import {
  MAX_SPACING_MS, PaceGate, afterAnswer, afterRefusal, closestAnswers, holdMessage, limitIsZero, paceDelay, paceMessage, refusalKind, refusedNear, refusedOverAndOver, retryWaitMessage,
  waitTooLongMessage, paceThreshold, parseRateLimit, rateLimitMessage, throttleWait, unnamedWaitMessage, unrestrained, type Admission, type PaceDecision,
  type RateLimitState, type Restraint,
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

describe('limitIsZero', () => {
  it('is true where X-RateLimit-Limit is 0, whatever else the answer says, and false for any other limit or none', () => {
    expect(limitIsZero({ 'x-ratelimit-limit': '0', 'x-ratelimit-remaining': '0', 'retry-after': '86400' })).toBe(true);
    expect(limitIsZero({ 'x-ratelimit-limit': ' 0 ' })).toBe(true);
    expect(limitIsZero({ 'x-ratelimit-limit': '1', 'x-ratelimit-remaining': '0' })).toBe(false);
    expect(limitIsZero({ 'x-ratelimit-limit': '' })).toBe(false);
    expect(limitIsZero({ 'x-ratelimit-limit': '-0' })).toBe(false);
    expect(limitIsZero({ 'retry-after': '86400' })).toBe(false);
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
    // A 429 of one address, refused alone: that address waits, not the crawl.
    expect(rateLimitMessage(origin, 1_000, 'Retry-After', true, now, `${origin}/api/changes/?page=3`)).toBe(
      'rate limited by https://hosted.weblate.org: https://hosted.weblate.org/api/changes/?page=3 waits 1 s by itself (Retry-After), the other requests go on',
    );
    // Right after that line, refusals that hold every request.
    expect(rateLimitMessage(origin, 1_000, 'Retry-After: 0 s, and 1 s at least', true, now, null, true)).toBe(
      'rate limited by https://hosted.weblate.org: more requests refused, every request now waits 1 s (Retry-After: 0 s, and 1 s at least)',
    );
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

describe('the restraint after refusals (refusedNear, refusalKind, afterRefusal, afterAnswer)', () => {
  it('halves the width and doubles the spacing where a round begins after an answer, down to one at a time, 10 s apart', () => {
    expect(afterRefusal(unrestrained(16))).toEqual({ width: 8, spacingMs: 250, round: 1, streak: 1 });
    expect(afterRefusal({ width: 2, spacingMs: 4000, round: 5, streak: 0 })).toEqual({ width: 1, spacingMs: 8000, round: 6, streak: 1 });
    expect(afterRefusal({ width: 1, spacingMs: 6000, round: 6, streak: 0 })).toEqual({ width: 1, spacingMs: MAX_SPACING_MS, round: 7, streak: 1 });
    expect(MAX_SPACING_MS).toBe(10_000);
    // Eased to 100 ms, the spacing goes back to the least, 250 ms.
    expect(afterRefusal({ width: 1, spacingMs: 100, round: 3, streak: 0 }).spacingMs).toBe(250);
  });

  it('doubles the spacing no further than twice the closest two answers were sent, and no closer than 250 ms', () => {
    // A burst a limiter let through (limit_req burst=N nodelay) was sent in one millisecond: the
    // cap was 0, "at most 8 at once, 0 ms apart", and half the requests were refused.
    expect(afterRefusal(unrestrained(8), 40)).toEqual({ width: 4, spacingMs: 250, round: 1, streak: 1 });
    expect(afterRefusal({ width: 4, spacingMs: 600, round: 3, streak: 0 }, 510)).toEqual({ width: 2, spacingMs: 1020, round: 4, streak: 1 });
    expect(afterRefusal({ width: 4, spacingMs: 600, round: 3, streak: 0 }, 1000).spacingMs).toBe(1200);
    expect(afterRefusal({ width: 4, spacingMs: 600, round: 3, streak: 0 }, 0).spacingMs).toBe(250);
    expect(afterRefusal({ width: 4, spacingMs: 600, round: 3, streak: 0 }, 200).spacingMs).toBe(400);
  });

  it('finds the closest two sends among the latest answered requests, whatever order they were answered in', () => {
    expect(closestAnswers([])).toBeNull();
    expect(closestAnswers([5000])).toBeNull();
    expect(closestAnswers([5000, 4400, 6100, 5520])).toBe(520);
    expect(closestAnswers([7, 7])).toBe(0);
  });

  it('keeps the width and spacing where nothing was answered since the round before: only the hold, longer each round, backs off then', () => {
    // A server down refuses every request: 14 s of it had the spacing doubled five times, and the
    // crawl crept on one request every 4 s once it was back.
    expect(afterRefusal({ width: 8, spacingMs: 250, round: 1, streak: 1 })).toEqual({ width: 8, spacingMs: 250, round: 2, streak: 2 });
    expect(afterRefusal({ width: 8, spacingMs: 250, round: 2, streak: 2 })).toEqual({ width: 8, spacingMs: 250, round: 3, streak: 3 });
  });

  it('doubles the spacing answers eased, where it was set back to 250 ms and stayed below a limit of two a second', () => {
    const eased = afterAnswer(afterRefusal(unrestrained(4)), 1, 4);
    expect(eased).toEqual({ width: 3, spacingMs: 219, round: 1, streak: 0 });
    expect(afterRefusal(eased).spacingMs).toBe(438);
  });

  it('lets one more in flight and spaces them an eighth closer after every answer to a request of the latest round, no spacing below 10 ms, and ends the streak', () => {
    let restraint: Restraint = { width: 1, spacingMs: 2000, round: 4, streak: 4 };
    const seen: [number, number][] = [];
    for (let n = 0; n < 5; n++) {
      restraint = afterAnswer(restraint, 4, 4);
      seen.push([restraint.width, restraint.spacingMs]);
    }
    expect(seen).toEqual([[2, 1750], [3, 1531], [4, 1340], [4, 1173], [4, 1026]]);
    expect(restraint).toMatchObject({ round: 4, streak: 0 });
    expect(afterAnswer({ width: 4, spacingMs: 11, round: 9, streak: 0 }, 9, 4).spacingMs).toBe(10);
    expect(afterAnswer({ width: 4, spacingMs: 10, round: 9, streak: 0 }, 9, 4).spacingMs).toBe(0);
  });

  it('is not eased by an answer to a request sent before the latest round began, nor is the streak ended: that request went at the pace refused', () => {
    // A 503 outage: answers to the pages asked just before it ended the streak, and the retries of
    // the request refused waited 10.6 s in all where --retries promises 15.5 at least.
    const restraint: Restraint = { width: 2, spacingMs: 250, round: 3, streak: 2 };
    expect(afterAnswer(restraint, 2, 4)).toBe(restraint);
    expect(afterAnswer(unrestrained(4), 0, 4)).toEqual(unrestrained(4));
  });

  it('ends the streak, easing nothing, on an answer to a request of the round before let through after the one whose refusal began the latest', () => {
    // A fast 503 began round 3 before the 200s of the same burst arrived: ignored, the streak grew
    // at every burst and the crawl was held 23 s while the server answered most requests.
    const restraint: Restraint = { width: 2, spacingMs: 250, round: 3, streak: 2 };
    expect(afterAnswer(restraint, 2, 4, true)).toEqual({ width: 2, spacingMs: 250, round: 3, streak: 0 });
    expect(afterAnswer(restraint, 2, 4, false)).toBe(restraint);
  });

  it('ends the streak on an answer to a request of a burst let through after the refused one that began the round, not before it', async () => {
    const time = handSleep();
    const gate = new PaceGate(4, () => undefined, time.sleep);
    const burst = await Promise.all([1, 2, 3, 4].map(() => gate.enter(async () => {})));
    expect(burst.map((admission) => admission.seq)).toEqual([1, 2, 3, 4]);
    gate.refused({ admission: burst[1]!, kind: 'opens', holdMs: 0, stale: false });
    expect(gate.restraintNow).toEqual({ width: 2, spacingMs: 250, round: 1, streak: 1 });
    // Sent before the refused one: a page asked before an outage began says nothing of the server now.
    gate.answered(burst[0]!);
    expect(gate.restraintNow).toEqual({ width: 2, spacingMs: 250, round: 1, streak: 1 });
    // Sent after it and answered: the server answers, and the refusals were not in a row.
    gate.answered(burst[2]!);
    expect(gate.restraintNow).toEqual({ width: 2, spacingMs: 250, round: 1, streak: 0 });
    for (const admission of burst) admission.release();
  });

  it('finds a refusal close to another among the two requests let through before and after it in the same round', () => {
    const refused = new Map([[5, 1], [9, 1], [12, 2]]);
    expect([7, 8, 10, 11].map((seq) => refusedNear({ seq, round: 1 }, refused))).toEqual([true, true, true, true]);
    expect([3, 14].map((seq) => refusedNear({ seq, round: 1 }, refused))).toEqual([true, false]);
    // Seen from round 2, the refusals of round 1 are those of another pace, before a hold.
    expect([7, 10, 14, 15].map((seq) => refusedNear({ seq, round: 2 }, refused))).toEqual([false, true, true, false]);
  });

  it("counts a request's own earlier refusal only with another request let through between: asked again and again alone, it is alone", () => {
    expect(refusedNear({ seq: 7, round: 1 }, new Map([[6, 1]]), [6])).toBe(false);
    expect(refusedNear({ seq: 7, round: 1 }, new Map([[5, 1], [6, 1]]), [5, 6])).toBe(false);
    expect(refusedNear({ seq: 7, round: 1 }, new Map([[5, 1]]), [5])).toBe(true);
    expect(refusedNear({ seq: 7, round: 1 }, new Map([[5, 1], [6, 1]]), [6])).toBe(true);
  });

  it('holds a refusal sent before the latest round, begins one for a refusal close to another or at a pace a limiter set, and leaves one alone otherwise', () => {
    const calm: Restraint = { width: 4, spacingMs: 0, round: 2, streak: 0 };
    const paced: Restraint = { width: 2, spacingMs: 250, round: 2, streak: 0 };
    expect(refusalKind(paced, { sentIn: 1, near: true, again: false })).toBe('held');
    expect(refusalKind(calm, { sentIn: 2, near: true, again: true })).toBe('opens');
    expect(refusalKind(calm, { sentIn: 2, near: false, again: false })).toBe('alone');
    expect(refusalKind(paced, { sentIn: 2, near: false, again: false })).toBe('opens');
    // Asked again after a refusal it waited out itself, a request refused alone waits its own backoff, whatever the pace.
    expect(refusalKind(paced, { sentIn: 2, near: false, again: true })).toBe('alone');
    expect(refusalKind({ ...paced, spacingMs: 219 }, { sentIn: 2, near: false, again: false })).toBe('alone');
  });
});

describe('PaceGate after refusals', () => {
  const turns = async (n = 5) => {
    for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
  };

  it('holds every request back until the hold is over, then lets them go one at a time, spaced, within the width', async () => {
    const time = handSleep();
    const gate = new PaceGate(4, () => undefined, time.sleep);
    const sent = await Promise.all([1, 2, 3].map(() => gate.enter(async () => {})));
    // The first refusal read is alone as far as the gate knows; the second, close to it, begins a
    // round, its hold 1 s; the third's refusal was sent before that round began.
    expect(gate.kindOf(sent[0]!, false)).toBe('alone');
    expect(gate.refused({ admission: sent[0]!, kind: 'alone', holdMs: 0, stale: false })).toEqual({ holds: false, restraint: unrestrained(4) });
    expect(gate.kindOf(sent[1]!, false)).toBe('opens');
    expect(gate.refused({ admission: sent[1]!, kind: 'opens', holdMs: 1000, stale: false })).toEqual({
      holds: true, restraint: { width: 2, spacingMs: 250, round: 1, streak: 1 },
    });
    expect(gate.kindOf(sent[2]!, false)).toBe('held');
    expect(gate.refused({ admission: sent[2]!, kind: 'held', holdMs: 0, stale: false }).holds).toBe(false);
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
    gate.refused({ admission: sent[0]!, kind: 'opens', holdMs: 1000, stale: true });
    expect(gate.holdsLonger(1500)).toBe(false);
    expect(gate.refused({ admission: sent[1]!, kind: 'held', holdMs: 1500, stale: true }).holds).toBe(false);
    expect(gate.holdsLonger(5000)).toBe(true);
    expect(gate.refused({ admission: sent[1]!, kind: 'held', holdMs: 5000, stale: true }).holds).toBe(true);
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
    gate.refused({ admission: refused, kind: 'opens', holdMs: 1000, stale: false });
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
    gate.refused({ admission: first, kind: 'opens', holdMs: 3_600_000, stale: false });
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

  it('spaces the requests of a round no further apart than twice the closest two of the latest 8 answered were sent, 250 ms at least', async () => {
    // The sample's 429s at 30 %, refused whatever the pace: doubled round after round, the spacing
    // reached 10 s while the server answered requests sent 20 ms apart.
    let clock = 1_000_000;
    const time = handSleep();
    const gate = new PaceGate(8, () => undefined, time.sleep, () => clock);
    const sent: Admission[] = [];
    for (const step of [0, 20, 70, 300]) {
      clock += step;
      sent.push(await gate.enter(async () => {}));
    }
    expect(sent.map((admission) => admission.sentAt)).toEqual([1_000_000, 1_000_020, 1_000_090, 1_000_390]);
    for (const admission of sent.slice(0, 3)) gate.answered(admission);
    // The fourth, refused first, is alone; the fifth, refused next to it, begins a round.
    gate.refused({ admission: sent[3]!, kind: gate.kindOf(sent[3]!, false), holdMs: 0, stale: false });
    expect(gate.restraintNow).toEqual(unrestrained(8));
    const fifth = await gate.enter(async () => {});
    expect(gate.kindOf(fifth, false)).toBe('opens');
    gate.refused({ admission: fifth, kind: 'opens', holdMs: 0, stale: false });
    expect(gate.restraintNow).toEqual({ width: 4, spacingMs: 250, round: 1, streak: 1 });
  });

  it('lets requests through at once again once answers have eased the restraint', async () => {
    const time = handSleep();
    const gate = new PaceGate(2, () => undefined, time.sleep);
    const first = await gate.enter(async () => {});
    gate.refused({ admission: first, kind: 'opens', holdMs: 0, stale: false });
    first.release();
    expect(gate.restraintNow).toEqual({ width: 1, spacingMs: 250, round: 1, streak: 1 });
    // An answer to a request sent before the round eases nothing.
    gate.answered(first);
    expect(gate.restraintNow).toEqual({ width: 1, spacingMs: 250, round: 1, streak: 1 });
    // 250 ms an eighth less 26 times over is under 10 ms.
    for (let n = 0; n < 26; n++) gate.answered({ round: 1, seq: 2 + n, sentAt: 0, release: () => {} });
    expect(gate.restraintNow).toEqual({ width: 2, spacingMs: 0, round: 1, streak: 0 });
    const admissions = await Promise.all([1, 2, 3].map(() => gate.enter(async () => {})));
    expect([admissions.length, time.asked]).toEqual([3, []]);
  });
});

describe('holdMessage', () => {
  it('says which refusal holds every request back, for how long, and which retry comes after', () => {
    expect(holdMessage('https://l10n.example.org/api/changes/?page=3', 'HTTP 503', 12_400, 3, 5, Date.parse('2026-11-23T03:30:00Z'))).toBe(
      'HTTP 503 from https://l10n.example.org/api/changes/?page=3: holding every request back 12 s (retry 3 of 5)',
    );
  });
});

describe('refusedOverAndOver', () => {
  it('says the server refuses that address, not the pace, where it answered other requests meanwhile', () => {
    expect(refusedOverAndOver({ times: 6, status: 503, named: null, answeredMeanwhile: 21, concurrency: 4 })).toBe(
      'refused 6 times in a row (HTTP 503), each after a longer wait, while the server answered 21 other requests of this crawl: it refuses this ' +
        'address, not the pace of the crawl; crawl again later, or ask its administrators',
    );
    expect(refusedOverAndOver({ times: 31, status: 429, named: 'Retry-After', answeredMeanwhile: 1, concurrency: 1 })).toBe(
      'refused 31 times in a row, each after the wait it asked for (Retry-After), while the server answered 1 other request of this crawl: it ' +
        'refuses this address, not the pace of the crawl; crawl again later, or ask its administrators',
    );
  });

  it('names a limiter or a server down where nothing was answered meanwhile, and a lower --concurrency only where the crawl sent more than one at once', () => {
    expect(refusedOverAndOver({ times: 6, status: 503, named: null, answeredMeanwhile: 0, concurrency: 4 })).toBe(
      'refused 6 times in a row (HTTP 503), each after a longer wait, with nothing answered meanwhile: where this is a rate limit, a lower ' +
        '--concurrency may get through; else the server is unavailable, and a crawl later may find it back',
    );
    expect(refusedOverAndOver({ times: 6, status: 503, named: null, answeredMeanwhile: 0, concurrency: 1 })).toBe(
      'refused 6 times in a row (HTTP 503), each after a longer wait, with nothing answered meanwhile: where this is a rate limit, it lets no ' +
        'request of this crawl through; else the server is unavailable, and a crawl later may find it back',
    );
    expect(refusedOverAndOver({ times: 11, status: 429, named: null, answeredMeanwhile: 0, concurrency: 16 })).toBe(
      'refused 11 times in a row, each after a longer wait, with nothing answered meanwhile: its rate limit names no wait (no Retry-After) and ' +
        'lets no request of this crawl through; try a lower --concurrency, or crawl again later',
    );
    expect(refusedOverAndOver({ times: 31, status: 429, named: 'X-RateLimit-Reset', answeredMeanwhile: 0, concurrency: 4 })).toBe(
      'refused 31 times in a row, each after the wait it asked for (X-RateLimit-Reset), with nothing answered meanwhile: its rate limit lets no ' +
        'request of this crawl through; crawl again later, or ask its administrators',
    );
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
