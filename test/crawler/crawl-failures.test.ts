// Crawls on a server's bad days, against the sample and loopback proxies in front of it: 429s
// with Retry-After, 5xx pages, dropped connections and truncated bodies (retried to a complete
// snapshot), a bad token, the request budget, an interrupted crawl, records that break their
// schema, and links to another origin. A failed crawl leaves earlier snapshots, `latest` and no
// temp folder behind.
import { cp, lstat, mkdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crawl } from '../../src/crawler/crawl.ts';
import { emptyProgress } from '../../src/crawler/progress.ts';
import { openSnapshot, verifySnapshot } from '../../src/snapshot/reader.ts';
import {
  changeIds, cleanUp, crawlOptions, entries, forwardProxy, latestOf, oneTo, proxy, recorder, records, rejection, sample, tempOut,
  type ListBody,
} from './crawl-helpers.ts';
import { listOf } from './fake-client.ts';

afterEach(cleanUp);

/** An out dir holding one complete snapshot of the tiny sample (at a fixed time), and that snapshot's id. */
async function outWithSnapshot(url: string): Promise<{ out: string; id: string }> {
  const out = await tempOut();
  const { dir } = await crawl(crawlOptions(url, out, { now: () => new Date('2026-11-20T01:00:00.000Z') }));
  return { out, id: basename(dir) };
}

/** Checks that `out` holds exactly the earlier snapshot `id`, intact, with `latest` on it. */
async function expectUntouched(out: string, id: string): Promise<void> {
  expect(await entries(out)).toEqual([id, 'latest']);
  expect(await latestOf(out)).toBe(id);
  const snapshot = await openSnapshot(`${out}/${id}`);
  await verifySnapshot(snapshot);
  expect(snapshot.manifest.collections.changes.count).toBe(300);
}

describe('a rate limit nearly spent', () => {
  it('sends the requests the crawl needs without waiting while the server has that many left', async () => {
    // 6 a day, and the crawl needs 6: once four pages are read, 2 remain, under the pacing threshold
    // (the concurrency, 4), and the crawl needs 2 more.
    const server = await sample({ rateLimit: { limit: 6, windowSeconds: 86_400 } });
    const waits: number[] = [];
    const messages: string[] = [];
    const { manifest } = await crawl(crawlOptions(server.url, await tempOut(), {
      sleep: async (ms) => void waits.push(ms),
      onMessage: (text) => messages.push(text),
    }));
    expect([manifest.requests, waits, messages]).toEqual([6, [], []]);
    expect(server.stats.byStatus.get(429)).toBeUndefined();
  });

  it('spreads the requests out when it needs more than are left, and says so', async () => {
    const server = await sample({ rateLimit: { limit: 5, windowSeconds: 86_400 } });
    const controller = new AbortController();
    const waits: number[] = [];
    const messages: string[] = [];
    const failure = await rejection(crawl(crawlOptions(server.url, await tempOut(), {
      concurrency: 1,
      now: () => new Date('2026-11-20T01:00:00.000Z'),
      signal: controller.signal,
      // The first paced wait ends the crawl: the sample's window does not move on with a fake clock.
      sleep: async (ms) => {
        waits.push(ms);
        controller.abort();
        throw new DOMException('stopped by the test', 'AbortError');
      },
      onMessage: (text) => messages.push(text),
    })));
    expect(failure.name).toBe('AbortError');
    // With concurrency 1 pacing starts at 1 left; the last slot frees when the window (a day) ends.
    expect(waits).toEqual([86_400_000]);
    expect(messages).toEqual([
      `rate limit of ${server.url}: 1 of 5 requests left until it resets, this crawl needs at least 2 more; waiting 24 h 0 min, ` +
        'until 2026-11-21 01:00 UTC before the next request (X-RateLimit-Remaining); Weblate allows anonymous callers 100 ' +
        'requests a day by default and a token 5,000 an hour: give one with WEBLATE_TOKEN',
    ]);
  });
});

describe('pacing that would wait longer than --max-wait', () => {
  it('stops at once, with the server\'s numbers and what the crawl needs, not "crawl again" where it would stop alike', async () => {
    // 5 a day, and the tiny sample at 2 a page needs 192.
    const server = await sample({ rateLimit: { limit: 5, windowSeconds: 86_400 } });
    const waits: number[] = [];
    const error = await rejection(crawl(crawlOptions(server.url, await tempOut(), {
      concurrency: 1, pageSize: 2, maxWaitMs: 60_000, now: () => new Date('2026-11-20T01:00:00.000Z'), sleep: async (ms) => void waits.push(ms),
    })));
    expect(waits).toEqual([]);
    expect(error.message).toMatch(new RegExp(
      `^rate limit of ${server.url.replaceAll('.', '\\.')}: 1 of 5 requests left until it resets in 24 h 0 min, until 2026-11-21 01:00 UTC, ` +
        'and this crawl needs at least \\d+ more: spread over that time, the next request would wait 24 h 0 min, until 2026-11-21 01:00 UTC, ' +
        'and so would each after it \\(X-RateLimit-Remaining\\), longer than --max-wait 60 s; earlier snapshots are as they were: it needs more ' +
        'than the 5 the limit allows in a whole period, so a crawl after the reset stops alike; Weblate allows anonymous callers',
    ));
  });
});

describe('a rate limit that asks for a longer wait than --max-wait', () => {
  it('stops at once, saying until when, and leaves earlier snapshots as they were', async () => {
    const server = await sample({ faults: { '429': 1 }, retryAfterSeconds: 7200 });
    const out = await tempOut();
    const waits: number[] = [];
    const error = await rejection(crawl(crawlOptions(server.url, out, {
      maxWaitMs: 3_600_000,
      now: () => new Date('2026-11-20T01:00:00.000Z'),
      sleep: async (ms) => void waits.push(ms),
    })));
    expect(error.message).toBe(
      `rate limited by ${server.url}: it asks to wait 2 h 0 min, until 03:00 UTC (Retry-After), longer than --max-wait 3600 s; ` +
        'earlier snapshots are as they were: crawl again after that; Weblate allows anonymous callers 100 requests a day by ' +
        'default and a token 5,000 an hour: give one with WEBLATE_TOKEN',
    );
    expect(waits).toEqual([]);
    expect(await entries(out)).toEqual([]);
  });
});

describe('a 503 that says when to come back', () => {
  it('says what it waits for and how long, and stops at once where that is longer than --max-wait', async () => {
    // Every request answered 503 with Retry-After: 300 (maintenance), as a proxy in front says.
    const server = await sample();
    const front = await proxy(server.url, { intercept: () => ({ status: 503, body: { detail: 'Maintenance.' }, headers: { 'Retry-After': '300' } }) });
    const messages: string[] = [];
    const waits: number[] = [];
    const progress = emptyProgress(Date.now());
    const before = Date.now();
    const first = await rejection(crawl(crawlOptions(front.url, await tempOut(), {
      concurrency: 1, maxRetries: 1, now: () => new Date('2026-11-20T01:00:00.000Z'), progress,
      sleep: async (ms) => void waits.push(ms), onMessage: (text) => messages.push(text),
    })));
    const after = Date.now();
    // The progress lines say how long the wait lasts, in place of the ETA (a fake sleep took none of it):
    // until 300 s from when it was asked (the progress's clock is the machine's, read during the crawl).
    expect(progress.waitingUntil).toBeGreaterThanOrEqual(before + 300_000);
    expect(progress.waitingUntil).toBeLessThanOrEqual(after + 300_000);
    expect(messages[0]).toBe(
      `HTTP 503 from ${front.url}/api/languages/?page_size=1000: the server asks to come back in 5 min, until 01:05 UTC (Retry-After); waiting (retry 1 of 1)`,
    );
    expect(waits[0]).toBe(300_000);
    expect(first.message.startsWith(`HTTP 503 from ${front.url}/api/`)).toBe(true);

    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), {
      concurrency: 1, maxWaitMs: 60_000, now: () => new Date('2026-11-20T01:00:00.000Z'), sleep: async () => {},
    })));
    expect(error.message).toBe(
      `http://127.0.0.1:${front.port} is unavailable (HTTP 503): it asks to wait 5 min, until 01:05 UTC (Retry-After), longer than ` +
        '--max-wait 60 s; earlier snapshots are as they were: crawl again after that',
    );
  });
  it('says how long it asked and how long a retry waits, and stops at once where the retries left could not wait as long', async () => {
    const server = await sample();
    let retryAfter = '1800';
    const front = await proxy(server.url, { intercept: () => ({ status: 503, body: { detail: 'Maintenance.' }, headers: { 'Retry-After': retryAfter } }) });
    const messages: string[] = [];
    const waits: number[] = [];
    const options = {
      concurrency: 1, maxRetries: 3, now: () => new Date('2026-11-20T01:00:00.000Z'),
      sleep: async (ms: number) => void waits.push(ms), onMessage: (text: string) => messages.push(text),
    };
    // 30 minutes asked, a retry waits 10; asked again, the 2 retries left wait 20 at most.
    const half = await rejection(crawl(crawlOptions(front.url, await tempOut(), options)));
    expect(messages).toEqual([
      `HTTP 503 from ${front.url}/api/languages/?page_size=1000: the server asks to come back in 30 min, until 01:30 UTC (Retry-After); ` +
        'waiting 10 min, until 01:10 UTC, the longest a retry waits (retry 1 of 3)',
    ]);
    // The wait, refused alone (one request at a time): nothing else is held back or spaced.
    expect(waits).toEqual([600_000]);
    expect(half.message).toBe(
      `http://127.0.0.1:${front.port} is unavailable (HTTP 503): it asks to wait 30 min, until 01:30 UTC (Retry-After), longer than ` +
        'the 2 retries left would wait, 10 min each at most (--retries 4 would wait that long); earlier snapshots are as they were: crawl again after that',
    );

    // A day asked: not one retry is waited for.
    retryAfter = '86400';
    messages.length = 0;
    waits.length = 0;
    const out = await tempOut();
    const day = await rejection(crawl(crawlOptions(front.url, out, options)));
    expect([messages, waits]).toEqual([[], []]);
    expect(day.message).toBe(
      `http://127.0.0.1:${front.port} is unavailable (HTTP 503): it asks to wait 24 h 0 min, until 2026-11-21 01:00 UTC (Retry-After), longer than ` +
        'the 3 retries left would wait, 10 min each at most (--retries 144 would wait that long); earlier snapshots are as they were: crawl again after that',
    );
    expect(await entries(out)).toEqual([]);
  });
});

describe('429 with Retry-After', () => {
  it('waits as long as Retry-After says, says so once for the 429s of one moment, and completes', async () => {
    const server = await sample({ faults: { '429': 0.3 }, retryAfterSeconds: 2 });
    const out = await tempOut();
    const waits: number[] = [];
    const messages: string[] = [];
    const { dir, manifest } = await crawl(
      crawlOptions(server.url, out, {
        pageSize: 50,
        // A clock that stands still, as waits that take no time leave it.
        now: () => new Date('2026-11-20T01:00:00.000Z'),
        sleep: async (ms) => {
          waits.push(ms);
        },
        onMessage: (text) => messages.push(text),
      }),
    );
    const throttled = server.stats.byStatus.get(429) ?? 0;
    expect(throttled).toBeGreaterThan(0);
    // Each 2 s wait holds every request back (a 429 of a request sent along with the one that
    // began it waits the same, without a wait of its own); the others are the spacing of the
    // requests after a refusal, 250 ms and an eighth less after every answer.
    const holds = waits.filter((ms) => ms === 2000).length;
    expect(holds).toBeGreaterThan(0);
    expect(holds).toBeLessThanOrEqual(throttled);
    expect(waits.filter((ms) => ms !== 2000).every((ms) => ms < 2000)).toBe(true);
    // 429s whose waits end within 2 s of one said are not said again: on a clock that stands
    // still, every wait ends at the same time. The first, to the first page of changes asked
    // before any other, is refused alone; the first that holds every request is said too, as more
    // refused, the others not.
    expect(messages).toEqual([
      `rate limited by http://127.0.0.1:${server.port}: http://127.0.0.1:${server.port}/api/changes/?page_size=50 waits 2 s by itself (Retry-After), ` +
        'the other requests go on',
      `rate limited by http://127.0.0.1:${server.port}: more requests refused, every request now waits 2 s (Retry-After)`,
    ]);
    expect(manifest.requests).toBe(server.stats.requests);
    // 12 requests: a page each of languages, projects, components, translations and users, 6 of
    // changes, and the log's count up to its page 1.
    expect(manifest.requests).toBe(12 + throttled);
    expect(await changeIds(dir)).toEqual(oneTo(300));
    expect(manifest.collections.translations.count).toBe(44);
  });

  it('counts the requests repeated after a 429 under manifest.retries, as the manifest documents', async () => {
    // manifest.ts: retries = "Requests that were repeated after a failure or a 429."
    const server = await sample({ faults: { '429': 0.3 }, retryAfterSeconds: 0 });
    const out = await tempOut();
    const progress = emptyProgress(0);
    const { manifest } = await crawl(crawlOptions(server.url, out, { pageSize: 50, progress }));
    const throttled = server.stats.byStatus.get(429) ?? 0;
    expect(throttled).toBeGreaterThan(0);
    expect(manifest.retries).toBe(throttled);
    // The progress display counts them as refusals waited out, each under the list it was reading,
    // not as retries: a 429 spends none of --retries (a crawl behind a 429 on every request said "59 retries" of 5).
    expect([progress.retries, progress.refusalWaits]).toEqual([0, throttled]);
    expect(Object.values(progress.lists).reduce((sum, list) => sum + list.refusalWaits, 0)).toBe(throttled);
    expect(Object.values(progress.lists).reduce((sum, list) => sum + list.retries, 0)).toBe(0);
  });
});

describe('a limiter that names no wait (nginx limit_req, 429 or 503 without Retry-After)', () => {
  const NGINX_429 = '<html>\r\n<head><title>429 Too Many Requests</title></head>\r\n<body>\r\n<center><h1>429 Too Many Requests</h1></center>\r\n</body>\r\n</html>\r\n';

  it('holds the whole crawl back where the requests sent at once are refused, says so once, and completes without spending a retry', async () => {
    const server = await sample();
    let received = 0;
    // The first four requests, the crawl's first at --concurrency 4, are refused together, and
    // the eighth, after the crawl went on: a second round, held back as briefly, and not said again.
    const front = await proxy(server.url, {
      intercept: () => (++received <= 4 || received === 8 ? { status: 429, body: NGINX_429, headers: { 'Content-Type': 'text/html' } } : null),
    });
    const messages: string[] = [];
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut(), { concurrency: 4, maxRetries: 0, onMessage: (text) => messages.push(text) }));
    expect(await changeIds(dir)).toEqual(oneTo(300));
    expect(messages).toEqual([
      `rate limited by ${front.url} (HTTP 429 naming no wait): holding every request back 1 s, then sending at most 2 at once, 250 ms apart`,
    ]);
    expect([manifest.requests, manifest.retries]).toEqual([front.requests.length, 5]);
  });

  it('fails after 10 refusals in a row, each after a longer wait, saying so', async () => {
    const server = await sample();
    const front = await proxy(server.url, { intercept: () => ({ status: 429, body: NGINX_429, headers: { 'Content-Type': 'text/html' } }) });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out, { concurrency: 1 })));
    // One request at a time: no lower --concurrency to try.
    expect(error.message).toMatch(new RegExp(
      `^HTTP 429 from ${front.url}/api/[a-z]+/\\?page_size=1000: 429 Too Many Requests \\(HTML page\\); refused 11 times in a row, each after a ` +
        'longer wait, with nothing answered meanwhile: its rate limit names no wait \\(no Retry-After\\) and lets no request of this crawl through; ' +
        'crawl again later$',
    ));
    // One request a round: the first and ten more, where --retries 5 gave up after six.
    expect(front.requests.length).toBe(11);
    expect(await entries(out)).toEqual([]);
  });
});

describe('refusals that do not follow the pace (a flaky backend, one address refused, a server down)', () => {
  const PAGE_503 = '<html><head><title>503 Service Unavailable</title></head></html>';

  it('retries a 503 in every five requests (a load balancer with one broken backend) on its own, without holding back or spacing the others', async () => {
    const server = await sample();
    let received = 0;
    const front = await proxy(server.url, {
      intercept: () => (++received % 5 === 0 ? { status: 503, body: PAGE_503, headers: { 'Content-Type': 'text/html' } } : null),
    });
    const waits: number[] = [];
    const messages: string[] = [];
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut(), {
      pageSize: 50, sleep: async (ms) => void waits.push(ms), onMessage: (text) => messages.push(text),
    }));
    expect(await changeIds(dir)).toEqual(oneTo(300));
    const refused = Math.floor(front.requests.length / 5);
    expect([manifest.requests, manifest.retries]).toEqual([12 + refused, refused]);
    // Each refused request's own backoff (a first retry waits 0.5 to 1 s, a second 1 to 2 s), and
    // nothing else: every one began a round before, held every request back and spaced them 250 ms
    // apart and more (a crawl of the demo at --page-size 200 was still at 96 of 110 pages after 200 s).
    expect(waits).toHaveLength(refused);
    expect(waits.filter((ms) => ms < 500 || ms > 2000)).toEqual([]);
    expect(messages).toEqual([]);
  });

  it('goes on reading the other lists while one address is refused over and over, and fails on it saying the server answered the others', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      intercept: (request) => (request.url.startsWith('/api/users/') ? { status: 503, body: PAGE_503, headers: { 'Content-Type': 'text/html' } } : null),
    });
    const others = () => front.requests.filter((request) => !request.url.startsWith('/api/users/')).length;
    const waits: number[] = [];
    // Each of its waits lasts until the crawl has asked for every other page (11 at 50 a page): only
    // its own waits are taken, so none of them holds the others back.
    const sleep = async (ms: number) => {
      waits.push(ms);
      await vi.waitFor(() => expect(others()).toBe(11), { timeout: 30_000, interval: 10 });
    };
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { pageSize: 50, sleep })));
    expect(error.message).toMatch(new RegExp(
      `^HTTP 503 from ${front.url}/api/users/\\?page_size=50: 503 Service Unavailable \\(HTML page\\); refused 6 times in a row \\(HTTP 503\\), ` +
        'each after a longer wait, while the server answered \\d+ other requests? of this crawl: it refuses this address, not the pace of the crawl; ' +
        'crawl again later, or ask its administrators$',
    ));
    // Its five retries' own backoff, 15.5 to 31 s in all as --retries promises, and no hold of the others.
    expect(waits).toHaveLength(5);
    expect(waits.map((ms, n) => ms >= 500 * 2 ** n && ms <= 1000 * 2 ** n)).toEqual([true, true, true, true, true]);
    expect([front.requests.filter((request) => request.url.startsWith('/api/users/')).length, others()]).toEqual([6, 11]);
  });

  it('says that only the address a 429 refuses alone waits, while the other requests go on', async () => {
    const server = await sample();
    let refused = 0;
    const front = await proxy(server.url, {
      intercept: (request) => (request.url.startsWith('/api/users/') && refused++ < 2
        ? { status: 429, body: '{"detail":"slow down"}', headers: { 'Content-Type': 'application/json', 'Retry-After': '1' } }
        : null),
    });
    const messages: string[] = [];
    const { dir } = await crawl(crawlOptions(front.url, await tempOut(), {
      pageSize: 50, now: () => new Date('2026-11-20T01:00:00.000Z'), sleep: async () => {}, onMessage: (text) => messages.push(text),
    }));
    expect(await changeIds(dir)).toEqual(oneTo(300));
    // Said once: on a clock that stands still, both waits end at the same time.
    expect(messages).toEqual([
      `rate limited by ${front.url}: ${front.url}/api/users/?page_size=50 waits 1 s by itself (Retry-After), the other requests go on`,
    ]);
  });

  it('says once that an address refused by itself over and over waits by itself, not at each of its waits', async () => {
    const server = await sample();
    let refused = 0;
    const front = await proxy(server.url, {
      intercept: (request) => (request.url.startsWith('/api/users/') && refused++ < 5
        ? { status: 429, body: '{"detail":"slow down"}', headers: { 'Content-Type': 'application/json', 'Retry-After': '3' } }
        : null),
    });
    const messages: string[] = [];
    // A clock each wait moves on: the waits end 3 s apart, each said before (5 lines).
    let clock = Date.parse('2026-11-20T01:00:00.000Z');
    const { dir } = await crawl(crawlOptions(front.url, await tempOut(), {
      pageSize: 50, now: () => new Date(clock), sleep: async (ms) => void (clock += ms), onMessage: (text) => messages.push(text),
    }));
    expect(await changeIds(dir)).toEqual(oneTo(300));
    expect(refused).toBe(6);
    expect(messages).toEqual([
      `rate limited by ${front.url}: ${front.url}/api/users/?page_size=50 waits 3 s by itself (Retry-After), the other requests go on`,
    ]);
  });

  it('says that more refusals now hold every request where a 429 of the same moment holds them all, after one said to wait by itself', async () => {
    const server = await sample();
    let refused = 0;
    // Twelve change-log pages refused at once, naming a wait of 0 s: the first alone, the next holds every request.
    const front = await proxy(server.url, {
      intercept: (request) => (request.url.startsWith('/api/changes/?page=') && refused++ < 12
        ? { status: 429, body: '{"detail":"slow down"}', headers: { 'Content-Type': 'application/json', 'Retry-After': '0' } }
        : null),
    });
    const messages: string[] = [];
    const { dir } = await crawl(crawlOptions(front.url, await tempOut(), {
      pageSize: 50, concurrency: 16, now: () => new Date('2026-11-20T01:00:00.000Z'), sleep: async () => {}, onMessage: (text) => messages.push(text),
    }));
    expect(await changeIds(dir)).toEqual(oneTo(300));
    expect(messages.map((text) => text.replace(/\/api\/changes\/\?page=\d+/, '/api/changes/?page=N'))).toEqual([
      `rate limited by ${front.url}: ${front.url}/api/changes/?page=N&page_size=50 waits 1 s by itself (Retry-After: 0 s, and 1 s at least), the other requests go on`,
      `rate limited by ${front.url}: more requests refused, every request now waits 1 s (Retry-After: 0 s, and 1 s at least)`,
    ]);
  });

  it('says a short wait a 429 names once, not at every refusal of a strict limiter', async () => {
    const server = await sample();
    let received = 0;
    // The first two requests, sent at once, then two in every five: a strict limiter's refusals,
    // 1 s each, on a clock each wait moves on.
    const front = await proxy(server.url, {
      intercept: () => (++received <= 2 || received % 5 === 0 || received % 5 === 1
        ? { status: 429, body: '{"detail":"Request was throttled."}', headers: { 'Content-Type': 'application/json', 'Retry-After': '1' } }
        : null),
    });
    const messages: string[] = [];
    let clock = Date.parse('2026-11-20T01:00:00.000Z');
    const { dir } = await crawl(crawlOptions(front.url, await tempOut(), {
      pageSize: 50, now: () => new Date(clock), sleep: async (ms) => void (clock += ms), onMessage: (text) => messages.push(text),
    }));
    expect(await changeIds(dir)).toEqual(oneTo(300));
    expect(received).toBe(22);
    // The first, refused before the second was, waits by itself. Said before: each address refused
    // alone, and each hold ending 2 s or more after the last said (five lines).
    expect(messages.map((text) => text.replace(/\/api\/[a-z]+\/\?page_size=\d+/, '/api/X/'))).toEqual([
      `rate limited by ${front.url}: ${front.url}/api/X/ waits 1 s by itself (Retry-After), the other requests go on`,
      `rate limited by ${front.url}: waiting 1 s (Retry-After)`,
    ]);
  });

  it('backs off every request, longer each time, while a server is down, says a hold of 10 s or more, and reads on once it is back', async () => {
    const server = await sample();
    let received = 0;
    // Up after its first five answers, then down for the next 30 requests the crawl sends.
    const front = await proxy(server.url, {
      intercept: () => (++received > 5 && received <= 35 ? { status: 503, body: PAGE_503, headers: { 'Content-Type': 'text/html' } } : null),
    });
    const waits: number[] = [];
    const messages: string[] = [];
    const { dir } = await crawl(crawlOptions(front.url, await tempOut(), {
      pageSize: 50, maxRetries: 10, sleep: async (ms) => void waits.push(ms), onMessage: (text) => messages.push(text),
    }));
    expect(await changeIds(dir)).toEqual(oneTo(300));
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message).toMatch(new RegExp(
        `^HTTP 503 from ${front.url}/api/[^ ]+: holding every request back \\d+ s \\(retry \\d+ of 10\\)$`,
      ));
    }
    // The holds grow with the refusals in a row, up to the backoff's 30 s.
    expect(Math.max(...waits)).toBeGreaterThanOrEqual(10_000);
  });
});

describe('a server that stops answering part-way', () => {
  const PAGE_502 = '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>';

  it('says the server is failing, since when and how many requests in a row, where every request after the first five got a 502', async () => {
    const server = await sample();
    let received = 0;
    const front = await proxy(server.url, {
      intercept: () => (++received > 5 ? { status: 502, body: PAGE_502, headers: { 'Content-Type': 'text/html' } } : null),
    });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out, { pageSize: 50, clock: () => Date.UTC(2026, 10, 30, 3, 14, 7) })));
    // Not "Weblate counts the whole change log for every page of it …": the change log is not to blame.
    expect(error.message).toMatch(new RegExp(
      `^HTTP 502 from ${front.url}/api/[^ ]+: 502 Bad Gateway \\(HTML page\\), after 5 retries in 0 s; every request of this crawl since 03:14:07 UTC ` +
        `failed \\(\\d+ in a row, at [2-9] addresses\\), with nothing sent since answered: ${front.url}, or the service behind its proxy, is failing; crawl again later$`,
    ));
    const [, failures] = /\((\d+) in a row/.exec(error.message)!;
    expect(Number(failures)).toBeGreaterThanOrEqual(6);
    expect(Number(failures)).toBeLessThanOrEqual(front.requests.length - 5);
    expect(await entries(out)).toEqual([]);
  });

  it.each([
    ['503 page', 503, {}, 'refused 6 times in a row \\(HTTP 503\\), each after a longer wait, with nothing answered meanwhile: where this is a rate limit, ' +
      'a lower --concurrency may get through; else the server is unavailable, and a crawl later may find it back'],
    ['429 naming a wait', 429, { 'Retry-After': '1' }, 'refused 31 times in a row, each after the wait it asked for \\(Retry-After\\), with nothing answered ' +
      'meanwhile: its rate limit lets no request of this crawl through; crawl again later, or ask its administrators'],
  ])('tells refusals of every request (a %s) as an outage, not the answers to pages in flight when the first came as others let through', async (_name, status, headers, why) => {
    const server = await sample();
    let received = 0;
    // The crawl's first four requests go at once: the first two are answered only once the crawl
    // waits out the refusals of the other two (its first sleep), and every request after is refused.
    let refusalSeen!: () => void;
    const seen = new Promise<void>((resolve) => (refusalSeen = resolve));
    const front = await proxy(server.url, {
      intercept: () => (++received > 2 ? { status, body: '<html><head><title>Unavailable</title></head></html>', headers: { 'Content-Type': 'text/html', ...headers } } : null),
      holdUntil: () => seen,
    });
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { sleep: async () => refusalSeen() })));
    expect(error.message).toMatch(new RegExp(`^HTTP ${status} from ${front.url}/api/[^ ]+: Unavailable \\(HTML page\\); ${why}$`));
  });
});

describe('5xx, dropped connections and truncated bodies', () => {
  it.each([
    ['500', { '500': 0.3 }],
    ['502', { '502': 0.3 }],
    ['503', { '503': 0.3 }],
    ['drop', { drop: 0.3 }],
    ['truncate', { truncate: 0.3 }],
    ['all of them', { '500': 0.1, '502': 0.1, '503': 0.1, drop: 0.1, truncate: 0.1 }],
  ] as const)('retries %s to a complete snapshot; every failed request is counted as a retry', async (_name, faults) => {
    const server = await sample({ faults });
    const out = await tempOut();
    const progress: string[] = [];
    const { dir, manifest } = await crawl(crawlOptions(server.url, out, { pageSize: 50, maxRetries: 10, onMessage: (text) => progress.push(text) }));
    expect(manifest.requests).toBe(server.stats.requests);
    // A fault-free crawl of the same server takes 12 requests (11 pages, and the log's count up to
    // its page 1): every further one repeated a failure.
    expect(manifest.retries).toBe(manifest.requests - 12);
    expect(manifest.retries).toBeGreaterThan(0);
    expect(await changeIds(dir)).toEqual(oneTo(300));
    expect(manifest.collections.languages.count).toBe(8);
    expect(manifest.collections.translations.count).toBe(44);
    expect(manifest.collections.users.count).toBe(19);
    expect(progress).toEqual([]);
  });

  it('gives up after the retries with the last failure, leaving the earlier snapshot intact', async () => {
    const good = await sample();
    const { out, id } = await outWithSnapshot(good.url);
    const bad = await sample({ faults: { '503': 1 } });
    const error = await rejection(crawl(crawlOptions(bad.url, out, { maxRetries: 2 })));
    // Not one request answered but with an error: the server is failing, and the error says so.
    expect(error.message).toMatch(new RegExp(
      `^HTTP 503 from http://127\\.0\\.0\\.1:\\d+/api/[a-z]+/\\?page_size=1000: 503 Service Temporarily Unavailable \\(HTML page\\), after 2 retries in 0 s; ` +
        `not one request of this crawl was answered without an error: http://127\\.0\\.0\\.1:${bad.port}, or the service behind its proxy, is failing; crawl again later$`,
    ));
    await expectUntouched(out, id);
  });

});

describe('a body that stalls part-way', () => {
  it('is asked for again after the pause --body-timeout allows between its chunks, then fails the crawl naming its URL and that pause', async () => {
    // The change log's page 1 comes with its headers and 20 bytes of its body, then nothing: every time.
    const server = await sample();
    const front = await proxy(server.url, { stallAfter: (request) => (request.url.startsWith('/api/changes/') ? 20 : null) });
    const { out, id } = await outWithSnapshot(server.url);
    const progress = emptyProgress(Date.now());
    const error = await rejection(crawl(crawlOptions(front.url, out, { bodyTimeoutMs: 200, maxRetries: 2, progress })));
    // The pause fired, not the whole body's deadline (5 s at least, which its message names).
    expect(error.message).toBe(
      `timed out reading the body of ${front.url}/api/changes/?page_size=1000 (--body-timeout 0.2 s), after 2 retries in 0 s; Weblate counts the whole change log for every page of it, ` +
        'which a long log makes slow: --changes-since 800d reads only the recent changes (every chart and window of the site stays whole), --project SLUG only a project\'s, ' +
        'a longer --body-timeout gives the server more time, or a smaller --page-size (200, say) asks for lighter pages',
    );
    expect(front.requests.filter((request) => request.url.startsWith('/api/changes/')).map((request) => request.url)).toEqual([
      '/api/changes/?page_size=1000', '/api/changes/?page_size=1000', '/api/changes/?page_size=1000',
    ]);
    expect(progress.lists.changes.retries).toBe(2);
    await expectUntouched(out, id);
  });
});

describe('a gateway that gives up on heavy pages', () => {
  it('reads a list again at 200 a page once pages of 1000 failed for good, and completes', async () => {
    // The demo's 760 translations: 4.2 MiB at 1000 a page, 1.1 MiB at 200; every other page is under 0.5 MiB.
    const server = await sample({ profile: 'demo', gatewayLimitBytes: 2 * 1024 * 1024 });
    const out = await tempOut();
    const messages: string[] = [];
    const { dir, manifest } = await crawl(crawlOptions(server.url, out, { maxRetries: 2, onMessage: (text) => messages.push(text) }));
    expect(messages).toEqual([
      `translations: the server gave up on pages of 1000 records (HTTP 504 from ${server.url}/api/translations/?page_size=1000: ` +
        '504 Gateway Time-out (HTML page), after 2 retries in 0 s): reading the list again at 200 a page',
    ]);
    // Three tries at 1000, then four pages of 200.
    expect(server.stats.byStatus.get(504)).toBe(3);
    const translations = await records(dir, 'translations');
    expect(translations).toHaveLength(760);
    expect(new Set(translations.map((t) => t['url'])).size).toBe(760);
    expect(manifest.collections.translations.count).toBe(760);
    expect(manifest.collections.changes.count).toBe(20_000);
    expect(manifest.requests).toBe(server.stats.requests);
  });

  it('lists a broken record read in the pass given up and again in the next once, as it is stored once (--lenient)', async () => {
    const server = await sample({ profile: 'demo' });
    const front = await proxy(server.url, {
      // Page 2 at 300 a page is too heavy for the gateway (the list is read again at 100): page 1 was read, and its fifth record is broken.
      intercept: (request) => (request.url === '/api/translations/?page=2&page_size=300' ? { status: 504, body: '<html><title>504 Gateway Time-out</title></html>', headers: { 'content-type': 'text/html' } } : null),
      rewrite: (path, body, request) => {
        if (path === '/api/translations/' && !request.url.includes('page=')) (body as ListBody).results[4]!['translated_percent'] = 101;
        return body;
      },
    });
    const progress = emptyProgress(Date.now());
    const { manifest } = await crawl(crawlOptions(front.url, await tempOut(), { pageSize: 300, maxRetries: 2, lenient: true, progress }));
    expect(manifest.problems.map((problem) => `${problem.url} ${problem.index} ${problem.path}`)).toEqual([
      `${front.url}/api/translations/?page_size=100 4 translated_percent`,
    ]);
    expect(manifest.collections.translations.count).toBe(760);
    // The progress lines count the records of the reading that completed, not of both (1,060).
    expect(progress.lists.translations.records).toBe(760);
  });

  it('starts below what the server really serves where it clamps --page-size (5000 asked, 1000 served)', async () => {
    const server = await sample({ profile: 'demo', gatewayLimitBytes: 2 * 1024 * 1024 });
    // The translations' answers wait until the change log's page 2 is asked for: its page 1 has
    // shown by then that 1000 is the most served. (Held 150 ms, on a busy machine they came first.)
    let pageTwoAsked = () => {};
    const logPlanned = new Promise<void>((done) => (pageTwoAsked = done));
    const front = await proxy(server.url, {
      onRequest: (request) => {
        if (request.url.startsWith('/api/changes/?page=2&')) pageTwoAsked();
      },
      holdUntil: (request) => (request.url.startsWith('/api/translations/') ? logPlanned : null),
    });
    const messages: string[] = [];
    const { manifest } = await crawl(crawlOptions(front.url, await tempOut(), { pageSize: 5000, maxRetries: 2, onMessage: (text) => messages.push(text) }));
    expect(messages).toEqual([
      `translations: the server gave up on pages of 1000 records (HTTP 504 from ${front.url}/api/translations/?page_size=5000: ` +
        '504 Gateway Time-out (HTML page), after 2 retries in 0 s): reading the list again at 200 a page',
    ]);
    expect(front.requests.filter((request) => request.url.startsWith('/api/translations/?page_size=1000'))).toEqual([]);
    expect(manifest.collections.translations.count).toBe(760);
  });

  it("gives the crawl's own retries to the pages of a server that serves 50 a page, whatever was asked: it has nothing lighter", async () => {
    // Strict: 50 a page and per-project lists; a proxy restarting answers 502 to half the requests.
    const server = await sample({ profile: 'demo', strict: true, faults: { '502': 0.5 }, seed: 3 });
    const { manifest } = await crawl(crawlOptions(server.url, await tempOut(), { maxRetries: 8 }));
    expect(manifest.collections.translations.count).toBe(760);
    expect(manifest.collections.changes.count).toBe(20_000);
  });

  it('does not for the change log, and says first what reads less of it, then that smaller pages are lighter', async () => {
    // One project's change log (orbit-notes) of 3,752 records: 459 KB at 1000 a page; its other lists are lighter.
    const server = await sample({ profile: 'demo', gatewayLimitBytes: 300 * 1024 });
    const out = await tempOut();
    const messages: string[] = [];
    const error = await rejection(crawl(crawlOptions(server.url, out, { maxRetries: 1, projects: ['orbit-notes'], onMessage: (text) => messages.push(text) })));
    expect(error.message).toBe(
      `HTTP 504 from ${server.url}/api/projects/orbit-notes/changes/?page_size=1000: 504 Gateway Time-out (HTML page), after 1 retry in 0 s; ` +
        'Weblate counts the whole change log for every page of it, which a long log makes slow: --changes-since 800d reads only the recent changes ' +
        '(every chart and window of the site stays whole), or a smaller --page-size (200, say) asks for lighter pages',
    );
    expect(messages).toEqual([]);
    expect(await entries(out)).toEqual([]);
  });

  it('fails, without a hint, when even pages of 100 are too heavy', async () => {
    // The demo's translations: 549 KB at 100 a page.
    const server = await sample({ profile: 'demo', gatewayLimitBytes: 500 * 1024 });
    const out = await tempOut();
    const messages: string[] = [];
    const error = await rejection(crawl(crawlOptions(server.url, out, { maxRetries: 0, onMessage: (text) => messages.push(text) })));
    expect(error.message).toBe(`HTTP 504 from ${server.url}/api/translations/?page_size=100: 504 Gateway Time-out (HTML page)`);
    expect(messages).toEqual([
      expect.stringMatching(/^translations: the server gave up on pages of 1000 records \(.*\): reading the list again at 200 a page$/),
      expect.stringMatching(/^translations: the server gave up on pages of 200 records \(.*page_size=200.*\): reading the list again at 100 a page$/),
    ]);
  });
});

describe('a bad token', () => {
  it('fails with the server\'s word on the first list refused, and writes nothing', async () => {
    const server = await sample({ token: 'right-token-7f3a' });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(server.url, out, { token: 'wrong-token-91bc' })));
    expect(error.message).toMatch(/^token rejected by http:\/\/127\.0\.0\.1:\d+\/api\/[a-z]+\/\?page_size=1000: Invalid token\.; an API token is one server's own, shown on its user's profile \(http:\/\/127\.0\.0\.1:\d+\/accounts\/profile\/#api\): /);
    expect(error.message).toContain(`http://127.0.0.1:${server.port}/api/`);
    expect(error.message).not.toContain('wrong-token-91bc');
    expect(await entries(out)).toEqual([]);
  });

  it('leaves an earlier snapshot and latest as they were', async () => {
    const server = await sample({ token: 'right-token-7f3a' });
    const { out, id } = await outWithSnapshot(server.url);
    await rejection(crawl(crawlOptions(server.url, out, { token: 'wrong-token-91bc' })));
    await expectUntouched(out, id);
  });
});

describe('an out dir that cannot be made', () => {
  it('fails naming the folder, and leaves what is in the way as it was', async () => {
    const server = await sample();
    const parent = await tempOut();
    const file = join(parent, 'not-a-folder');
    await writeFile(file, 'kept');
    // Checked before any request: not one is spent on a crawl that could not be written.
    const error = await rejection(crawl(crawlOptions(server.url, join(file, 'snapshots'))));
    expect(error.message).toBe(`--out ${join(file, 'snapshots')}: not a folder (a file of that name, or on its path, is in the way)`);
    const itself = await rejection(crawl(crawlOptions(server.url, file)));
    expect(itself.message).toBe(`--out ${file}: not a folder (a file of that name, or on its path, is in the way)`);
    expect(server.stats.requests).toBe(0);
    expect(await readFile(file, 'utf8')).toBe('kept');
    expect(await entries(parent)).toEqual(['not-a-folder']);
  });

  it('fails at once under a file system that makes no folders (/proc), where Node\'s recursive mkdir spun for ever', async () => {
    const server = await sample();
    const error = await rejection(crawl(crawlOptions(server.url, '/proc/atlas-nowhere/snapshots')));
    // Root may write in /proc; anyone else may not, which is said first.
    expect(error.message).toBe(process.getuid?.() === 0
      ? '--out /proc/atlas-nowhere/snapshots: no folder can be made there (its file system makes none: ENOENT)'
      : '--out /proc/atlas-nowhere/snapshots: no permission to write there');
    expect(server.stats.requests).toBe(0);
  });

  it('refuses an --out that is there but takes no folder (/proc, /sys/kernel), before any request', async () => {
    // Root's access(2) passed both; the whole server was crawled, then its temp folder failed with
    // Node's bare `ENOENT: no such file or directory, mkdir '/proc/.tmp-…'` (exit 1).
    const server = await sample();
    const root = process.getuid?.() === 0;
    const proc = await rejection(crawl(crawlOptions(server.url, '/proc')));
    expect([proc.name, proc.message]).toEqual(['OutDirError', root ? '--out /proc: no folder can be made there (its file system makes none: ENOENT)' : '--out /proc: no permission to write there']);
    const sys = await rejection(crawl(crawlOptions(server.url, '/sys/kernel')));
    expect(sys.name).toBe('OutDirError');
    // Mounted read-only in some containers, read-write but refusing folders in others.
    expect(['--out /sys/kernel: no permission to write there', '--out /sys/kernel: on a read-only file system']).toContain(sys.message);
    expect(server.stats.requests).toBe(0);
  });

  it('leaves nothing of its check in an --out it may write', async () => {
    const server = await sample();
    const out = await tempOut();
    await crawl(crawlOptions(server.url, out));
    expect((await entries(out)).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('keeps latest a file naming the newest snapshot where it was one (an archive checked out without links)', async () => {
    const server = await sample();
    const out = await tempOut();
    const first = await crawl(crawlOptions(server.url, out));
    await rm(join(out, 'latest'));
    await writeFile(join(out, 'latest'), basename(first.dir));
    const second = await crawl(crawlOptions(server.url, out));
    expect(second.latest).toBe(basename(second.dir));
    expect([(await lstat(join(out, 'latest'))).isFile(), await readFile(join(out, 'latest'), 'utf8')]).toEqual([true, basename(second.dir)]);
    expect(await entries(out)).toEqual([basename(first.dir), basename(second.dir), 'latest'].sort());
  });

  it('fails before any request where latest is a file or folder of someone else\'s, leaving it as it was', async () => {
    const server = await sample();
    const out = await tempOut();
    await writeFile(join(out, 'latest'), 'notes');
    const error = await rejection(crawl(crawlOptions(server.url, out)));
    expect(error.message).toBe(`--out ${out}: ${join(out, 'latest')} is a file, where this tool keeps its link to the newest snapshot: move it away`);
    expect([server.stats.requests, await entries(out), await readFile(join(out, 'latest'), 'utf8')]).toEqual([0, ['latest'], 'notes']);
  });

  it('fails before any request where the out dir is a snapshot, or inside one, through latest or not', async () => {
    const server = await sample();
    const { out, id } = await outWithSnapshot(server.url);
    const snapshot = join(await realpath(out), id);
    const before = server.stats.requests;
    for (const given of [join(out, 'latest'), join(out, id), join(out, 'latest', 'archive', 'nightly')]) {
      const error = await rejection(crawl(crawlOptions(server.url, given)));
      const where = given === join(out, 'latest', 'archive', 'nightly') ? 'that is inside' : 'that is';
      expect(error.message).toBe(`--out ${given}: ${where} the snapshot ${snapshot}, which no crawl writes into: give the folder that holds the snapshots (${await realpath(out)})`);
    }
    expect(server.stats.requests - before).toBe(0);
    await expectUntouched(out, id);
    expect(await entries(join(out, id))).not.toContain('archive');

    // A copy that followed the link made latest a folder holding the snapshot.
    const copy = await tempOut();
    await cp(join(out, id), join(copy, 'latest'), { recursive: true });
    const error = await rejection(crawl(crawlOptions(server.url, join(copy, 'latest'))));
    expect(error.message).toBe(`--out ${join(copy, 'latest')}: that is the snapshot ${join(await realpath(copy), 'latest')}, which no crawl writes into: give the folder that holds the snapshots (${await realpath(copy)})`);
    expect(server.stats.requests - before).toBe(0);
  });

  it('fails before any request where the out dir is a site the build made, or inside one: the next build replaces it whole', async () => {
    const server = await sample();
    const site = await tempOut();
    await writeFile(join(site, 'index.html'), '<!doctype html><html><head><meta name="generator" content="weblate-atlas 0.1.0"></head></html>');
    for (const [given, where] of [[site, 'that is'], [join(site, 'snapshots', 'nightly'), 'that is inside']] as const) {
      const error = await rejection(crawl(crawlOptions(server.url, given)));
      expect(error.name).toBe('OutDirError');
      expect(error.message).toBe(
        `--out ${given}: ${where} the site built in ${where === 'that is' ? site : await realpath(site)}, which the next build replaces whole, snapshots and all: ` +
          'give a folder outside it (the default is data/snapshots)',
      );
    }
    expect([server.stats.requests, await entries(site)]).toEqual([0, ['index.html']]);
    // Nor through a link to a folder inside it not made yet: nothing is made there.
    const link = join(await tempOut(), 'dangling');
    await symlink(join(site, 'snapsY'), link);
    const dangling = await rejection(crawl(crawlOptions(server.url, link)));
    expect(dangling.message).toBe(
      `--out ${link}: that is inside the site built in ${await realpath(site)}, which the next build replaces whole, snapshots and all: give a folder outside it (the default is data/snapshots)`,
    );
    expect([server.stats.requests, await entries(site)]).toEqual([0, ['index.html']]);
    // A page of another generator's (a docs site the report is kept beside) is no obstacle.
    await writeFile(join(site, 'index.html'), '<!doctype html><html><head><meta name="generator" content="Docusaurus v3"></head></html>');
    const { dir } = await crawl(crawlOptions(server.url, join(site, 'snapshots')));
    expect(dir).toBe(join(site, 'snapshots', basename(dir)));
  });

  it('makes the folder a link given as the out dir points to, where it is not made yet', async () => {
    const server = await sample();
    const parent = await tempOut();
    await symlink(join(parent, 'archive', 'snapshots'), join(parent, 'link'));
    const { dir } = await crawl(crawlOptions(server.url, join(parent, 'link', 'nightly')));
    expect(dir).toBe(join(parent, 'link', 'nightly', basename(dir)));
    expect(await entries(join(parent, 'archive', 'snapshots', 'nightly'))).toEqual([basename(dir), 'latest']);
  });
});

describe('the request budget (--max-requests)', () => {
  it('stops after the budget, says how many requests the whole crawl needs at least, and keeps the earlier snapshot', async () => {
    const server = await sample();
    const { out, id } = await outWithSnapshot(server.url);
    const full = (await openSnapshot(`${out}/${id}`)).manifest.requests;
    expect(full).toBe(6);
    const before = server.stats.requests;
    const error = await rejection(crawl(crawlOptions(server.url, out, { maxRequests: 3 })));
    const match = /^stopped after 3 requests \(--max-requests 3\); the whole crawl needs at least (\d+) requests$/.exec(error.message);
    expect(match, error.message).not.toBeNull();
    // The requests sent within the budget are answered before the crawl stops; none goes beyond it.
    expect(server.stats.requests - before).toBeLessThanOrEqual(3);
    // "At least": never more than a complete crawl of the same server really takes.
    const needed = Number(match![1]);
    expect(needed).toBeGreaterThan(3);
    expect(needed).toBeLessThanOrEqual(full);
    await expectUntouched(out, id);
  });

  it('counts the planned pages the stop left unread among those the crawl needs', async () => {
    const server = await sample();
    const out = await tempOut();
    // At 2 a page the tiny sample takes 193 requests; by the 20th every list's plan is known.
    const { manifest } = await crawl(crawlOptions(server.url, out, { pageSize: 2 }));
    expect(manifest.requests).toBe(193);
    const error = await rejection(crawl(crawlOptions(server.url, await tempOut(), { pageSize: 2, maxRequests: 20 })));
    expect(error.message).toBe('stopped after 20 requests (--max-requests 20); the whole crawl needs at least 193 requests');
  });

  it('counts the lists the server refused among the requests, and never says fewer than the budget and one', async () => {
    // Strict: no instance-wide lists of components and translations (two 404s), 50 a page.
    const server = await sample({ strict: true });
    const { manifest } = await crawl(crawlOptions(server.url, await tempOut()));
    // With the log's count up to its page 1, which a server without the filters answers with the whole log.
    expect(manifest.requests).toBe(23);
    for (const budget of [21, 22]) {
      const error = await rejection(crawl(crawlOptions(server.url, await tempOut(), { maxRequests: budget, concurrency: 1 })));
      expect(error.message).toBe(`stopped after ${budget} requests (--max-requests ${budget}); the whole crawl needs at least 23 requests`);
    }
  });

  it('reports a failure among the requests it let through as itself: a refused token, a wrong address', async () => {
    const server = await sample({ token: 'right-token' });
    // The same messages as a crawl without a budget gives (crawl-errors tests): the 401s and
    // 404s of the first requests, which the budget used to cut off and stand in for.
    const refused = await rejection(crawl(crawlOptions(server.url, await tempOut(), { token: 'wrong-token', maxRequests: 2 })));
    expect(refused.message).toBe(`token rejected by ${server.url}/api/languages/?page_size=1000: Invalid token.; an API token is one server's own, shown on its user's profile (${server.url}/accounts/profile/#api): one of another Weblate, or one regenerated since, is refused; give the one that page shows in WEBLATE_TOKEN (or --token), or leave it out to crawl as an anonymous caller`);
    const misplaced = await rejection(crawl(crawlOptions(`${server.url}/weblate`, await tempOut(), { token: 'right-token', maxRequests: 3 })));
    expect(misplaced.message).toMatch(new RegExp(`^not found: ${server.url}/weblate/api/[a-z]+/\\?page_size=1000: `));
    const unlimited = await rejection(crawl(crawlOptions(`${server.url}/weblate`, await tempOut(), { token: 'right-token' })));
    expect(misplaced.message.replace(/api\/[a-z]+\//, 'api/…/')).toBe(unlimited.message.replace(/api\/[a-z]+\//, 'api/…/'));
  });

  it('names the failure a retry it stopped would have repeated: a server that is down', async () => {
    const error = await rejection(crawl(crawlOptions('http://127.0.0.1:9', await tempOut(), { maxRequests: 1, concurrency: 1 })));
    expect(error.message).toBe(
      'stopped after 1 request (--max-requests 1), before repeating one that failed: network error on http://127.0.0.1:9/api/languages/?page_size=1000: ' +
        'connection refused (connect ECONNREFUSED 127.0.0.1:9); the whole crawl needs at least 6 requests',
    );
  });

  it('says that a TLS-only port given with http:// answers TLS, and the --url to give, where it said the server was down', async () => {
    // A TLS server closes a plain HTTP connection without a word (Node's, HAProxy): every request
    // failed as "connection closed by the server", and the line said to crawl again later.
    const front = await proxy((await sample()).url, { tls: true });
    const plain = `http://127.0.0.1:${front.port}/weblate`;
    const error = await rejection(crawl(crawlOptions(plain, await tempOut(), { maxRetries: 1, concurrency: 1 })));
    expect(error.message).toMatch(new RegExp(`^network error on ${plain}/api/[a-z]+/\\?page_size=1000: connection closed by the server \\(.*\\), after 1 retry in 0 s; `));
    expect(error.message.split('; ').at(-1)).toBe(`127.0.0.1:${front.port} answers TLS, not plain HTTP: give --url https://127.0.0.1:${front.port}/weblate`);
    expect(front.requests).toEqual([]);
    // Where nothing listens, the server is down, as before.
    const down = await rejection(crawl(crawlOptions('http://127.0.0.1:9', await tempOut(), { maxRetries: 1, concurrency: 1 })));
    expect(down.message).toMatch(/; the server answered none of this crawl's requests: http:\/\/127\.0\.0\.1:9, or the service behind its proxy, is down or out of reach; crawl again later$/);
  });

  it("does not blame a refusal the crawl goes on without: a users list hidden from the token", async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      intercept: (request) => (request.url.startsWith('/api/users/') ? { status: 403, body: { detail: 'You do not have permission to perform this action.' } } : null),
    });
    // The crawl without a budget completes, taking its users from the change log.
    const { manifest } = await crawl(crawlOptions(front.url, await tempOut(), { pageSize: 100 }));
    expect(manifest.users).toEqual({ source: 'change-log', leftOut: 0 });
    // Whichever request the budget stops at, it says so, and not that the refusal failed the crawl.
    const messages: string[] = [];
    for (let budget = 1; budget < manifest.requests; budget += 1) {
      messages.push((await rejection(crawl(crawlOptions(front.url, await tempOut(), { pageSize: 100, maxRequests: budget })))).message);
    }
    expect(messages.filter((message) => message.includes('permission'))).toEqual([]);
    expect(messages.map((message) => /^stopped after \d+ requests? \(--max-requests \d+\); the whole crawl needs at least \d+ requests$/.test(message))).toEqual(messages.map(() => true));
  });

  it('a budget that covers the crawl is no obstacle', async () => {
    const server = await sample();
    const out = await tempOut();
    const { manifest } = await crawl(crawlOptions(server.url, out, { maxRequests: 6 }));
    expect(manifest.requests).toBe(6);
  });
});

describe('a stop met by the count of the change log up to its page 1', () => {
  // At 50 a page the tiny sample's log is 6 pages, and the crawl takes 12 requests: the count of
  // the log before page 1's newest (page_size=1&timestamp_before=…) is one of them.
  const isCount = (url: string) => url.startsWith('/api/changes/') && url.includes('timestamp_before');

  it('stops a budget one short of the crawl as any other request does, whichever request it meets', async () => {
    const server = await sample();
    const { manifest } = await crawl(crawlOptions(server.url, await tempOut(), { pageSize: 50 }));
    expect(manifest.requests).toBe(12);
    for (const concurrency of [1, 4]) {
      const out = await tempOut();
      const before = server.stats.requests;
      const error = await rejection(crawl(crawlOptions(server.url, out, { pageSize: 50, concurrency, maxRequests: 11 })));
      expect(error.message).toBe('stopped after 11 requests (--max-requests 11); the whole crawl needs at least 12 requests');
      expect(server.stats.requests - before).toBe(11);
      expect(await entries(out)).toEqual([]);
    }
  });

  it('stops at once where the server asks that request to wait longer than --max-wait (429) or than the retries left could (503)', async () => {
    const server = await sample();
    let answer = { status: 429, headers: { 'Retry-After': '7200' } };
    const front = await proxy(server.url, {
      intercept: (request) => (isCount(request.url) ? { ...answer, body: { detail: 'Request was throttled.' } } : null),
    });
    const at = { now: () => new Date('2026-11-20T01:00:00.000Z'), pageSize: 50 };
    const out = await tempOut();
    const throttled = await rejection(crawl(crawlOptions(front.url, out, { ...at, maxWaitMs: 3_600_000 })));
    expect(throttled.message).toBe(
      `rate limited by http://127.0.0.1:${front.port}: it asks to wait 2 h 0 min, until 03:00 UTC (Retry-After), longer than --max-wait 3600 s; ` +
        'earlier snapshots are as they were: crawl again after that; Weblate allows anonymous callers 100 requests a day by ' +
        'default and a token 5,000 an hour: give one with WEBLATE_TOKEN',
    );
    expect(await entries(out)).toEqual([]);
    // A day asked by a 503, without --max-wait: more than the 5 retries' 10 minutes each.
    answer = { status: 503, headers: { 'Retry-After': '86400' } };
    const unavailable = await rejection(crawl(crawlOptions(front.url, out, at)));
    expect(unavailable.message).toBe(
      `http://127.0.0.1:${front.port} is unavailable (HTTP 503): it asks to wait 24 h 0 min, until 2026-11-21 01:00 UTC (Retry-After), longer than ` +
        'the 5 retries left would wait, 10 min each at most (--retries 144 would wait that long); earlier snapshots are as they were: crawl again after that',
    );
    expect(await entries(out)).toEqual([]);
  });

  it('asks for no page of the log once that request has stopped the crawl', async () => {
    // At 10 a page the log is 30 pages; one request at a time, the count comes after pages 2 to 4
    // (the pages asked for ahead, concurrency + 2), and a crawl that went on read the other 26.
    const server = await sample();
    const front = await proxy(server.url, {
      intercept: (request) => (isCount(request.url) ? { status: 429, body: { detail: 'Request was throttled.' }, headers: { 'Retry-After': '7200' } } : null),
    });
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { pageSize: 10, concurrency: 1, maxWaitMs: 3_600_000 })));
    expect(error.message).toMatch(/^rate limited by /);
    const asked = front.requests.map((request) => request.url).filter((url) => url.startsWith('/api/changes/'));
    const count = asked.findIndex(isCount);
    expect(count).toBeGreaterThan(0);
    expect(asked.slice(count + 1)).toEqual([]);
  });
});

describe('an interrupted crawl', () => {
  it('rejects with the reason and leaves the previous snapshot and latest untouched', async () => {
    const good = await sample();
    const { out, id } = await outWithSnapshot(good.url);
    const slow = await sample({ latencyMs: 30 });
    const controller = new AbortController();
    const reason = new Error('interrupted');
    // Interrupted once the third request reached the server: the crawl is under way, requests in flight.
    const front = await proxy(slow.url, {
      onRequest: () => {
        if (front.requests.length === 3) controller.abort(reason);
      },
    });
    const error = await rejection(crawl(crawlOptions(front.url, out, { signal: controller.signal, pageSize: 50 })));
    expect(error).toBe(reason);
    await expectUntouched(out, id);
  });

  it('rejects at once, writing nothing, when the signal is already aborted', async () => {
    const server = await sample();
    const { out, id } = await outWithSnapshot(server.url);
    const before = server.stats.requests;
    const controller = new AbortController();
    const reason = new Error('interrupted');
    controller.abort(reason);
    const error = await rejection(crawl(crawlOptions(server.url, out, { signal: controller.signal })));
    expect(error).toBe(reason);
    expect(server.stats.requests).toBe(before);
    await expectUntouched(out, id);
  });

  it('stops, sending nothing, when the signal aborts while --out is checked, before the crawl listens for it', async () => {
    const server = await sample();
    const { out, id } = await outWithSnapshot(server.url);
    const before = server.stats.requests;
    const controller = new AbortController();
    const reason = new Error('interrupted');
    const crawling = rejection(crawl(crawlOptions(server.url, out, { signal: controller.signal })));
    // crawl() now awaits the checks of its --out folder: a Ctrl+C then was lost, and the crawl ran to its end.
    controller.abort(reason);
    expect(await crawling).toBe(reason);
    expect(server.stats.requests).toBe(before);
    await expectUntouched(out, id);
  });
});

describe('a crawl killed outright', () => {
  it('leaves a temp folder that the next crawl into the same folder removes, saying so', async () => {
    const server = await sample();
    const out = await tempOut();
    // What a crawl killed by SIGKILL leaves: its temp folder, spill files and owner file, no manifest.
    const orphan = '.tmp-2026-11-19T010000Z-0badf00d';
    await mkdir(join(out, orphan, '.work'), { recursive: true });
    await writeFile(join(out, orphan, '.work', 'changes.0.ndjson'), '{"id":1}\n');
    await writeFile(join(out, orphan, '.work', '.owner.json'), JSON.stringify({ host: hostname(), pid: 4_194_305 }));
    const messages: string[] = [];
    const { dir } = await crawl(crawlOptions(server.url, out, { onMessage: (text) => messages.push(text) }));
    expect(messages).toEqual([`removed what crawls killed before they finished left in ${out}: ${orphan}`]);
    expect(await entries(out)).toEqual([basename(dir), 'latest']);
  });

  it("removes the temp folder of a killed crawl whose pid is alive again in another process (a container restarted under its host name)", async () => {
    const server = await sample();
    const out = await tempOut();
    // The dead crawl had this very pid: the process that has it now started at another time.
    const orphan = '.tmp-2026-11-19T010000Z-0badcafe';
    await mkdir(join(out, orphan, '.work'), { recursive: true });
    await writeFile(join(out, orphan, '.work', '.owner.json'), JSON.stringify({ host: hostname(), pid: process.pid, start: '1' }));
    const messages: string[] = [];
    const { dir } = await crawl(crawlOptions(server.url, out, { onMessage: (text) => messages.push(text) }));
    expect(messages).toEqual([`removed what crawls killed before they finished left in ${out}: ${orphan}`]);
    expect(await entries(out)).toEqual([basename(dir), 'latest']);
  });

  it('names the temp folders of crawls on other hosts it leaves alone (a CI container, whose host name changes with every run)', async () => {
    const server = await sample();
    const out = await tempOut();
    const foreign = '.tmp-2026-11-19T010000Z-0c0ffee0';
    await mkdir(join(out, foreign, '.work'), { recursive: true });
    await writeFile(join(out, foreign, '.work', '.owner.json'), JSON.stringify({ host: 'runner-7f3a', pid: 1 }));
    const messages: string[] = [];
    // A warning, which --quiet shows too.
    const { dir } = await crawl(crawlOptions(server.url, out, { onMessage: () => {}, onWarning: (text) => messages.push(text) }));
    expect(messages).toEqual([
      `left alone in ${out}, as crawls on other hosts may still be writing them: ${foreign} (host runner-7f3a, process 1); ` +
        "remove those no crawl writes any more (a CI container's host name changes with every run)",
    ]);
    expect(await entries(out)).toEqual([foreign, basename(dir), 'latest'].sort());
  });
});

describe('a record that breaks its schema', () => {
  const corruptChange = (path: string, body: unknown) => {
    if (path !== '/api/changes/') return body;
    const list = body as ListBody;
    // Pages of the log; the one-record count of those up to page 1's newest is left alone.
    if (list.results.length > 3) list.results[3]!['timestamp'] = 12345;
    return list;
  };

  it('fails naming the page, the record, the field, what was expected and what came', async () => {
    const server = await sample();
    const front = await proxy(server.url, { rewrite: corruptChange });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out)));
    expect(error.message).toBe(
      `http://127.0.0.1:${front.port}/api/changes/?page_size=1000: record 3: field "timestamp": expected string, got number 12345`,
    );
    expect(await entries(out)).toEqual([]);
  });

  it('names the record nested too deeply to clean and store, where it said only "Maximum call stack size exceeded"', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        // format=api in the body: every record is cleaned, recursively.
        if (path === '/api/changes/') (body as ListBody).results[3]!['details'] = { deep: 'DEEP', link: `${server.url}/api/?format=api` };
        return body;
      },
      serialize: (body) => JSON.stringify(body).replace('"DEEP"', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`),
    });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out)));
    expect(error.message).toBe(
      `http://127.0.0.1:${front.port}/api/changes/?page_size=1000: record 3: nested too deeply to clean and store (Maximum call stack size exceeded)`,
    );
    expect(await entries(out)).toEqual([]);
  });

  it('names a record nested too deeply that breaks its schema, crawled with a token, where it said only "Maximum call stack size exceeded"', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path === '/api/changes/') (body as ListBody).results[3]!['details'] = 'DEEP';
        return body;
      },
      // details an array (no record): its problem is checked again with the token hidden, which recursed through it.
      serialize: (body) => JSON.stringify(body).replace('"DEEP"', `${'['.repeat(100_000)}${']'.repeat(100_000)}`),
    });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out, { token: 'wlu_fuzz0123456789abcdefghijklmnopqrstuv' })));
    expect(error.message).toBe(
      `http://127.0.0.1:${front.port}/api/changes/?page_size=1000: record 3: nested too deeply to clean and store (Maximum call stack size exceeded)`,
    );
    expect(await entries(out)).toEqual([]);
  });

  it('names a record that written out again outgrows a line of the snapshot (1E20 is 21 characters as JSON), where every build of the snapshot failed', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path === '/api/languages/') (body as ListBody).results[1]!['extra'] = 'NUMBERS';
        return body;
      },
      // 3,300,000 numbers of 5 bytes in a body of 16.5 MB, 21 bytes each as JSON.stringify writes them; the space after the array makes the record written out again.
      serialize: (body) => JSON.stringify(body).replace('"NUMBERS"', `[${Array(3_300_000).fill('1E20').join(',')}] `),
    });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out)));
    expect(error.message).toBe(`http://127.0.0.1:${front.port}/api/languages/?page_size=1000: record 1: a record of 72,600,352 bytes as JSON, more than the 64 MB a snapshot stores in one line`);
    expect(await entries(out)).toEqual([]);
  });

  it('names an enum violation with the values allowed', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path === '/api/languages/') (body as ListBody).results[0]!['direction'] = 'up';
        return body;
      },
    });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out)));
    expect(error.message).toBe(
      `http://127.0.0.1:${front.port}/api/languages/?page_size=1000: record 0: field "direction": expected one of "ltr", "rtl", "", got string "up"`,
    );
  });

  it('names a broken list envelope', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      rewrite: (path, body) => (path === '/api/projects/' ? { ...(body as ListBody), count: '3' } : body),
    });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out)));
    expect(error.message).toBe(
      `not a list page: http://127.0.0.1:${front.port}/api/projects/?page_size=1000: field "count": expected number, got string "3"`,
    );
  });

  it('lenient: stores the record and lists the problem in the manifest', async () => {
    const server = await sample();
    const front = await proxy(server.url, { rewrite: corruptChange });
    const out = await tempOut();
    const { dir, manifest } = await crawl(crawlOptions(front.url, out, { lenient: true }));
    const url = `http://127.0.0.1:${front.port}/api/changes/?page_size=1000`;
    expect(manifest.problems).toEqual([
      {
        url,
        index: 3,
        path: 'timestamp',
        expected: 'string',
        received: 'number 12345',
        message: `${url}: record 3: field "timestamp": expected string, got number 12345`,
      },
    ]);
    // Variant B: the fourth record of the first page is change 297.
    const stored = await records(dir, 'changes');
    expect(stored.length).toBe(300);
    expect(stored[296]).toMatchObject({ id: 297, timestamp: 12345 });
  });

  it('lenient: stores a change without its id, counted as stored, and lists the problem', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path === '/api/changes/') delete (body as ListBody).results[3]!['id'];
        return body;
      },
    });
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut(), { lenient: true }));
    expect(manifest.problems.map((problem) => `${problem.index} ${problem.path} ${problem.expected}`)).toEqual(['3 id number']);
    expect([manifest.collections.changes.count, (await records(dir, 'changes')).filter((change) => !('id' in change)).length]).toEqual([300, 1]);
  });

  it('lenient: stores a change without its id once, where a newest-first log that grows shows it again on the next page', async () => {
    // Seven changes added at every request push each page's records onto the next one.
    const server = await sample({ variant: 'B', growth: 7 });
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path !== '/api/changes/') return body;
        for (const change of (body as ListBody).results) if (typeof change['id'] === 'number' && change['id'] % 10 === 0) delete change['id'];
        return body;
      },
    });
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut(), { lenient: true, pageSize: 20 }));
    const idless = (await records(dir, 'changes')).filter((change) => !('id' in change)).map((change) => String(change['url']));
    // The 30 of the 307 there at the start whose ids end in 0, each once, and a problem each.
    expect([manifest.changeLog.countAtStart, manifest.collections.changes.count, idless.length, new Set(idless).size, manifest.problems.length]).toEqual([307, 307, 30, 30, 30]);
  });

  it('lenient: stores no change without its id that an oldest-first log gained during the crawl, past the count it started with', async () => {
    // Variant A lists oldest first; seven changes come at every request, after the planned last page.
    const server = await sample({ variant: 'A', growth: 7 });
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path !== '/api/changes/') return body;
        for (const change of (body as ListBody).results) if (typeof change['id'] === 'number' && change['id'] % 10 === 0) delete change['id'];
        return body;
      },
    });
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut(), { lenient: true, pageSize: 20 }));
    const stored = await records(dir, 'changes');
    const idless = stored.filter((change) => !('id' in change)).map((change) => String(change['url']));
    // Those there at the start, each once: none of the later ones, with an id or without.
    expect([manifest.changeLog.countAtStart, manifest.collections.changes.count, new Set(idless).size, idless.length]).toEqual([307, 307, 30, 30]);
  });

  it('lenient: a change that is no record at all (null) is not stored, and the log is short', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path === '/api/changes/') (body as { results: unknown[] }).results[7] = null;
        return body;
      },
    });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out, { lenient: true })));
    expect(error.message).toBe(`change log incomplete: 299 records stored of the 300 ${front.url}/api/changes/?page_size=1000 counted when the crawl started`);
    expect(await entries(out)).toEqual([]);
  });

  it.each([['null', null], ['a list', ['ar', 'Arabic']]])('lenient: a language that is no record at all (%s) is not stored, and the list is short', async (_what, value) => {
    const server = await sample();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path === '/api/languages/') (body as { results: unknown[] }).results[0] = value;
        return body;
      },
    });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out, { lenient: true })));
    expect(error.message).toBe(
      `languages incomplete: 7 distinct records stored of the 8 ${front.url}/api/languages/?page_size=1000 counted, with no page counting fewer: ` +
        "its one page held fewer records than the list counted, in two readings, and no record came twice (records deleted between the server's count " +
        'and its query each time, records the server counts but cannot serialize, which its logs tell, or values that are no records); crawl again later',
    );
    expect(await entries(out)).toEqual([]);
  });

  it('lenient: lists problems in the order of the pages, whatever order they arrived in', async () => {
    const server = await sample();
    // Page 2 of the change log comes back well after page 3.
    const front = await proxy(server.url, { rewrite: corruptChange, delayMs: (request) => (request.url.includes('page=2&') ? 300 : 0) });
    const out = await tempOut();
    const { manifest } = await crawl(crawlOptions(front.url, out, { lenient: true, pageSize: 100 }));
    expect(front.requests.map((request) => request.url).filter((url) => url.startsWith('/api/changes/') && !url.includes('timestamp_before'))).toEqual([
      '/api/changes/?page_size=100', '/api/changes/?page=2&page_size=100', '/api/changes/?page=3&page_size=100',
    ]);
    expect(manifest.problems.map((problem) => `${problem.url} ${problem.index} ${problem.path}`)).toEqual([
      `${front.url}/api/changes/?page_size=100 3 timestamp`,
      `${front.url}/api/changes/?page=2&page_size=100 3 timestamp`,
      `${front.url}/api/changes/?page=3&page_size=100 3 timestamp`,
    ]);
  });
});

describe('a proxy that compresses answers', () => {
  it('with gzip, which the crawl asks for: reads them as sent uncompressed, counting the bytes received', async () => {
    const server = await sample();
    const plain = await crawl(crawlOptions(server.url, await tempOut()));
    const front = await proxy(server.url, { compress: 'gzip' });
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut()));
    expect(front.requests.every((request) => request.headers['accept-encoding'] === 'gzip')).toBe(true);
    expect(await changeIds(dir)).toEqual(oneTo(300));
    expect([manifest.collections.translations.count, manifest.collections.users.count]).toEqual([44, plain.manifest.collections.users.count]);
    // Over the network, a fifth of the bytes or less.
    expect(manifest.bytes * 5).toBeLessThan(plain.manifest.bytes);
  });

  it('with another compression, not asked for: fails at once naming it, without retries and without the binary bytes', async () => {
    const server = await sample();
    const front = await proxy(server.url, { compress: 'deflate' });
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { concurrency: 1 })));
    expect(error.message).toMatch(new RegExp(
      `^invalid JSON from ${front.url.replace(/[.]/g, '\\.')}/api/\\w+/\\?page_size=1000: a body compressed with deflate, which was not asked for \\(\\d+ bytes\\): ` +
        'the crawl accepts gzip only, and a proxy between compresses answers whatever the request accepts$',
    ));
    expect(error.message).not.toMatch(/[\u0000-\u0008\u000e-\u001f\ufffd]/);
    expect(front.requests.length).toBe(1);
  });
});

describe('a list whose pages serve some records twice and others never', () => {
  /** A proxy serving page 2 of `list` with page 1's last `twice` records (two unless told) in place of its own first ones, the count unchanged. */
  async function overlapping(list: string, twice = 2) {
    const server = await sample();
    let lastOfFirst: unknown[] = [];
    return proxy(server.url, {
      rewrite: (path, body, received) => {
        if (path !== list) return body;
        const page = body as ListBody;
        if (!received.url.includes('page=')) lastOfFirst = page.results.slice(-twice);
        else if (/[?&]page=2(&|$)/.test(received.url)) page.results.splice(0, twice, ...(lastOfFirst as ListBody['results']));
        return page;
      },
    });
  }

  it('fails saying how many distinct records came of the count, where it stored two fewer with exit 0', async () => {
    const front = await overlapping('/api/languages/');
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out, { pageSize: 5, concurrency: 1 })));
    expect(error.message).toBe(
      `languages incomplete: 6 distinct records stored of the 8 ${front.url}/api/languages/?page_size=5 counted, with no page counting fewer; ` +
        `the first record to come twice: ${front.url}/api/languages/pt_BR/ came on page 1 (${front.url}/api/languages/?page_size=5) ` +
        `and on page 2 (${front.url}/api/languages/?page=2&page_size=5): ` +
        'some came twice and others not at all (an order that changes between requests, or a cache serving pages of different times), ' +
        'or were no records; crawl again',
    );
    expect(await entries(out)).toEqual([]);
  });

  it('fails where a single record came twice and one never: 7 distinct of the 8 counted', async () => {
    const front = await overlapping('/api/languages/', 1);
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out, { pageSize: 5, concurrency: 1 })));
    expect(error.message).toBe(
      `languages incomplete: 7 distinct records stored of the 8 ${front.url}/api/languages/?page_size=5 counted, with no page counting fewer; ` +
        `the first record to come twice: ${front.url}/api/languages/ar/ came on page 1 (${front.url}/api/languages/?page_size=5) ` +
        `and on page 2 (${front.url}/api/languages/?page=2&page_size=5): ` +
        'some came twice and others not at all (an order that changes between requests, or a cache serving pages of different times), ' +
        'or were no records; crawl again',
    );
    expect(await entries(out)).toEqual([]);
  });

  /** The tiny sample behind a proxy that serves page 2 of the languages with `change`d results its first `times` times. */
  async function changedPage2(change: (results: ListBody['results']) => ListBody['results'], times: number) {
    const server = await sample();
    let changed = 0;
    return proxy(server.url, {
      rewrite: (path, body, received) => {
        if (path !== '/api/languages/' || !/[?&]page=2(&|$)/.test(received.url) || changed++ >= times) return body;
        const page = body as ListBody;
        return { ...page, results: change(page.results) };
      },
    });
  }

  it('reads a page that came empty in the middle of a list once more, and stores the list whole where it came whole then', async () => {
    const front = await changedPage2(() => [], 1);
    const { manifest } = await crawl(crawlOptions(front.url, await tempOut(), { pageSize: 2, concurrency: 1 }));
    expect(manifest.collections.languages.count).toBe(8);
    expect(front.requests.map((request) => request.url).filter((url) => url.startsWith('/api/languages/'))).toEqual([
      '/api/languages/?page_size=2', '/api/languages/?page=2&page_size=2', '/api/languages/?page=3&page_size=2',
      '/api/languages/?page=4&page_size=2', '/api/languages/?page=2&page_size=2',
    ]);
  });

  it('fails naming the page that stayed short, what it held of a page, and the record that came twice on one page', async () => {
    const empty = await changedPage2(() => [], 2);
    const error = await rejection(crawl(crawlOptions(empty.url, await tempOut(), { pageSize: 2, concurrency: 1 })));
    expect(error.message).toBe(
      `languages incomplete: 6 distinct records stored of the 8 ${empty.url}/api/languages/?page_size=2 counted, with no page counting fewer; ` +
        `page 2 (${empty.url}/api/languages/?page=2&page_size=2) held 0 of 2 records, read twice: ` +
        'the server counts records that its pages do not list, and no record came twice; crawl again later, and if that page stays short, ' +
        'the server holds records it cannot serialize: check its logs for errors on that page',
    );
    const doubled = await changedPage2((results) => [results[0]!, results[0]!], 2);
    const again = await rejection(crawl(crawlOptions(doubled.url, await tempOut(), { pageSize: 2, concurrency: 1 })));
    expect(again.message).toMatch(new RegExp(
      `; the first record to come twice: ${doubled.url.replaceAll('.', '\\.')}/api/languages/[a-zA-Z_]+/ came twice on page 2 \\(${doubled.url.replaceAll('.', '\\.')}/api/languages/\\?page=2&page_size=2\\): `,
    ));
  });

  it('says that the server counts records its pages do not list where pages stay short and no record came twice', async () => {
    const server = await sample();
    // Pages 2 and 3 of the languages leave out their last record on every reading.
    const front = await proxy(server.url, {
      rewrite: (path, body, received) => {
        if (path !== '/api/languages/' || !/[?&]page=[23](&|$)/.test(received.url)) return body;
        const page = body as ListBody;
        return { ...page, results: page.results.slice(0, -1) };
      },
    });
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { pageSize: 2, concurrency: 1 })));
    expect(error.message).toBe(
      `languages incomplete: 6 distinct records stored of the 8 ${front.url}/api/languages/?page_size=2 counted, with no page counting fewer; ` +
        `page 2 (${front.url}/api/languages/?page=2&page_size=2) held 1 of 2 records, read twice; ` +
        `page 3 (${front.url}/api/languages/?page=3&page_size=2) held 1 of 2 records, read twice: ` +
        'the server counts records that its pages do not list, and no record came twice; crawl again later, and if those pages stay short, ' +
        'the server holds records it cannot serialize: check its logs for errors on those pages',
    );
  });

  /** The tiny sample behind a proxy whose languages' last page leaves out its last record; from the second reading on, with `recount`, counted without it too. */
  async function lastShort(recount: boolean) {
    const server = await sample();
    let readings = 0;
    return proxy(server.url, {
      rewrite: (path, body, received) => {
        if (path !== '/api/languages/') return body;
        const page = body as ListBody;
        if (!/[?&]page=/.test(received.url)) readings++;
        if (page.next !== null) return page;
        return { ...page, count: recount && readings > 1 ? page.count - 1 : page.count, results: page.results.slice(0, -1) };
      },
    });
  }

  it('reads a one-page list whose page held fewer records than it counted once more, and stores what the second reading agrees on (a record deleted between the count and the query)', async () => {
    const front = await lastShort(true);
    const messages: string[] = [];
    const { manifest } = await crawl(crawlOptions(front.url, await tempOut(), { onMessage: (text) => messages.push(text) }));
    expect(manifest.collections.languages.count).toBe(7);
    expect(front.requests.map((request) => request.url).filter((url) => url.startsWith('/api/languages/'))).toEqual([
      '/api/languages/?page_size=1000', '/api/languages/?page_size=1000',
    ]);
    expect(messages).toContain(
      `languages: its one page held fewer records than ${front.url}/api/languages/?page_size=1000 counted (7 of 8 distinct, none twice): ` +
        "records deleted between the server's count and its query, say; reading it again",
    );
  });

  it.each([
    ['one', 1000, ['/api/languages/?page_size=1000', '/api/languages/?page_size=1000']],
    ['last', 5, ['/api/languages/?page_size=5', '/api/languages/?page=2&page_size=5', '/api/languages/?page_size=5', '/api/languages/?page=2&page_size=5']],
  ])('fails saying that its %s page held fewer records than the list counted, in two readings, where nothing came twice', async (which, pageSize, requested) => {
    const front = await lastShort(false);
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { pageSize, concurrency: 1 })));
    expect(error.message).toBe(
      `languages incomplete: 7 distinct records stored of the 8 ${front.url}/api/languages/?page_size=${pageSize} counted, with no page counting fewer: ` +
        `its ${which} page held fewer records than the list counted, in two readings, and no record came twice ` +
        "(records deleted between the server's count and its query each time, records the server counts but cannot serialize, which its logs tell, " +
        'or values that are no records); crawl again later',
    );
    expect(front.requests.map((request) => request.url).filter((url) => url.startsWith('/api/languages/'))).toEqual(requested);
  });

  it('fails alike for a component\'s translations', async () => {
    const front = await overlapping('/api/translations/');
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { pageSize: 5, concurrency: 1 })));
    expect(error.message).toMatch(/^translations incomplete: \d+ distinct records stored of the \d+ http:\/\/127\.0\.0\.1:\d+\/api\/translations\/\?page_size=5 counted/);
  });
});

describe('a list whose pages serve the same record over and over under a count that cannot be right', () => {
  /** The tiny sample behind a proxy whose `list` counts 5,000 records and serves page 1's first record alone on page 1 and every later page. */
  async function sameRecordEverywhere(list: string) {
    const server = await sample();
    let one: ListBody['results'] | null = null;
    let self = '';
    const page = () => ({ count: 5000, next: `${self}${list}?page=2`, previous: null, results: one });
    const front = await proxy(server.url, {
      intercept: (received) => (one !== null && received.url.startsWith(`${list}?page=`) ? { status: 200, body: page() } : null),
      rewrite: (path, body) => {
        if (path !== list) return body;
        one = (body as ListBody).results.slice(0, 1);
        return page();
      },
    });
    self = front.url;
    return front;
  }

  // Every page of the plan (5,000 here, 10,000,000 at most) was asked for before the repeats were named.
  it('stops a list once more records came again than once, a thousand at least', async () => {
    const front = await sameRecordEverywhere('/api/languages/');
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { concurrency: 2 })));
    expect(error.message).toBe(
      `${front.url}/api/languages/?page_size=1000: the server serves the same records over and over: its pages brought 1,000 records again and 1 once, ` +
        'where a list that changes while it is read repeats a few at its page boundaries; its count of 5,000 records cannot be right',
    );
    expect(front.requests.filter((request) => request.url.startsWith('/api/languages/')).length).toBeLessThan(1010);
  });

  it('stops the change log alike', async () => {
    const front = await sameRecordEverywhere('/api/changes/');
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { concurrency: 2 })));
    expect(error.message).toBe(
      `${front.url}/api/changes/?page_size=1000: the server serves the same records over and over: its pages brought 1,000 records again and 1 once, ` +
        'where a list that changes while it is read repeats a few at its page boundaries; its count of 5,000 records cannot be right',
    );
    expect(front.requests.filter((request) => request.url.startsWith('/api/changes/')).length).toBeLessThan(1010);
  });
});

describe('links of a record that breaks its schema', () => {
  /** The tiny sample's first project, and a crawl of it alone through an unchanged proxy. */
  async function baseline() {
    const server = await sample();
    const slug = server.instance.world.projects[0]!.slug;
    const { dir } = await crawl(crawlOptions(server.url, await tempOut(), { projects: [slug] }));
    return { server, slug, translations: (await records(dir, 'translations')).length, components: (await records(dir, 'components')).length };
  }

  it('lenient: a component that broke its schema still has its translations read', async () => {
    const { server, slug, translations, components } = await baseline();
    expect([components, translations]).toEqual([3, 20]);
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path === `/api/projects/${slug}/components/`) for (const component of (body as ListBody).results) delete component['file_format'];
        return body;
      },
    });
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut(), { projects: [slug], lenient: true }));
    expect(manifest.problems.map((problem) => `${problem.index} ${problem.path}: ${problem.received}`)).toEqual([
      '0 file_format: nothing (field missing)', '1 file_format: nothing (field missing)', '2 file_format: nothing (field missing)',
    ]);
    expect((await records(dir, 'translations')).length).toBe(20);
    expect(manifest.apiCounts.translations).toBe(20);
  });

  it('lenient: a named project whose record broke its schema is kept and read; strict, it fails naming the field', async () => {
    const { server, slug } = await baseline();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path === `/api/projects/${slug}/`) delete (body as Record<string, unknown>)['web'];
        return body;
      },
    });
    const url = `${front.url}/api/projects/${slug}/`;
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { projects: [slug] })));
    expect(error.message).toBe(`${url}: field "web": expected string, got nothing (field missing)`);
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut(), { projects: [slug], lenient: true }));
    expect(manifest.problems).toEqual([
      { url, index: null, path: 'web', expected: 'string', received: 'nothing (field missing)', message: `${url}: field "web": expected string, got nothing (field missing)` },
    ]);
    expect((await records(dir, 'projects')).map((project) => project['slug'])).toEqual([slug]);
    expect((await records(dir, 'translations')).length).toBe(20);
  });

  it('fails, lenient or not, when a record lacks the link the crawl must follow', async () => {
    const { server, slug } = await baseline();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path === `/api/projects/${slug}/components/`) delete (body as ListBody).results[1]!['translations_url'];
        return body;
      },
    });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out, { projects: [slug], lenient: true })));
    expect(error.message).toMatch(new RegExp(`^component ${front.url}/api/components/${slug}/[\\w-]+/: field "translations_url": expected a URL to follow, got nothing \\(field missing\\)$`));
    expect(await entries(out)).toEqual([]);
  });

  it('fails, with --lenient, when the link the crawl must follow is empty, requesting nothing for it', async () => {
    // An empty link resolves to the base URL itself: followed, the crawl asked for the server's home page.
    const { server, slug } = await baseline();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path === `/api/projects/${slug}/components/`) (body as ListBody).results[1]!['translations_url'] = '';
        return body;
      },
    });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out, { projects: [slug], lenient: true })));
    expect(error.message).toMatch(new RegExp(`^component ${front.url}/api/components/${slug}/[\\w-]+/: field "translations_url": expected a URL to follow, got string ""$`));
    expect(front.requests.filter((request) => !request.url.startsWith('/api/'))).toEqual([]);
    expect(await entries(out)).toEqual([]);
  });
});

describe('a translation listed without its component', () => {
  it("takes the component from the translation's URL where no list names it", async () => {
    const server = await sample();
    const { dir: plain } = await crawl(crawlOptions(server.url, await tempOut()));
    const expected = (await records(plain, 'translations')).map((t) => [t['url'], (t['_atlas'] as { component: string }).component]);
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path === '/api/translations/') for (const translation of (body as ListBody).results) delete translation['component'];
        return body;
      },
    });
    const { dir } = await crawl(crawlOptions(front.url, await tempOut()));
    const stored = (await records(dir, 'translations')).map((t) => [t['url'], (t['_atlas'] as { component: string }).component]);
    expect(stored.length).toBe(44);
    expect(stored).toEqual(expected.map(([url, component]) => [String(url).replace(server.url, front.url), String(component).replace(server.url, front.url)]));
  });

  it('fails naming the record where nothing names its component; lenient, lists it as a problem', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path !== '/api/translations/') return body;
        const record = (body as ListBody).results[2]!;
        delete record['component'];
        record['url'] = 'elsewhere';
        return body;
      },
    });
    const url = `${front.url}/api/translations/?page_size=1000`;
    const message = `${url}: record 2: field "component": expected object (the component; or a translation URL that names it), got nothing (field missing), and the url string "elsewhere"`;
    expect((await rejection(crawl(crawlOptions(front.url, await tempOut())))).message).toBe(message);
    const { manifest } = await crawl(crawlOptions(front.url, await tempOut(), { lenient: true }));
    expect(manifest.problems.map((problem) => problem.message)).toEqual([message]);
  });
});

describe('a users list the server hides', () => {
  it('takes users from the change log when /api/users/ is a 404', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      intercept: (request) => (request.url.startsWith('/api/users/') ? { status: 404, body: { detail: 'Not found.' } } : null),
    });
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut()));
    expect(manifest.users.source).toBe('change-log');
    // The tiny sample's change log names 19 of its 20 users.
    expect((await records(dir, 'users')).length).toBe(19);
  });
});

describe('a crawl of a project the server does not have', () => {
  it('fails naming the URL and the server\'s word, writing nothing', async () => {
    const server = await sample();
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(server.url, out, { projects: ['no-such-project'] })));
    expect(error.message).toBe(
      `not found: http://127.0.0.1:${server.port}/api/projects/no-such-project/: Not found.; the server shows no project ` +
        '"no-such-project": check the slug (the last part of the project\'s address); a private project needs a token',
    );
    expect(await entries(out)).toEqual([]);
  });
});

describe('a crawl of named projects of which the server lacks several', () => {
  it('fails once every project was asked for, naming each slug the server lacks in the order given, and reads nothing more', async () => {
    const server = await sample();
    const front = await proxy(server.url);
    const { out, id } = await outWithSnapshot(server.url);
    const error = await rejection(crawl(crawlOptions(front.url, out, { projects: ['kestrel-mial', 'orbit-notes', 'fjord-foto'] })));
    expect(error.message).toBe(
      `not found: ${front.url}/api/projects/kestrel-mial/, ${front.url}/api/projects/fjord-foto/; the server shows none of the projects ` +
        '"kestrel-mial", "fjord-foto": check the slugs (the last part of a project\'s address); a private project needs a token',
    );
    // The good project's record was read, but none of its lists: the crawl stopped before them.
    const paths = front.requests.map((request) => request.url.split('?')[0]!);
    expect(paths.filter((path) => path.startsWith('/api/projects/')).sort()).toEqual([
      '/api/projects/', '/api/projects/fjord-foto/', '/api/projects/kestrel-mial/', '/api/projects/orbit-notes/',
    ]);
    expect(await entries(out)).toEqual([id, 'latest']);
    expect(await latestOf(out)).toBe(id);
  });

  it('names the slugs answered 404 after another failure of a project\'s record, a gateway\'s 403', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      intercept: ({ url }) => (url.startsWith('/api/projects/walled/') ? { status: 403, body: { detail: 'You do not have permission to perform this action.' } } : null),
    });
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { projects: ['walled', 'kestrel-mial', 'orbit-notes', 'fjord-foto'] })));
    // It failed on the 403 at once, and the two typos beside it were said on a later night only.
    expect(error.message).toBe(
      `access denied by ${front.url}/api/projects/walled/: You do not have permission to perform this action.; besides, the server shows none of the projects ` +
        '"kestrel-mial", "fjord-foto": check the slugs (the last part of a project\'s address); a private project needs a token',
    );
  });

  it('asks "did you mean" for a slug that differs only in case from one the projects list holds', async () => {
    const server = await sample();
    const front = await proxy(server.url);
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out, { projects: ['Kestrel-Mail', 'lumen-player'], token: 'wlu_case_4d2b' })));
    expect(error.message).toBe(
      `not found: ${front.url}/api/projects/Kestrel-Mail/: Not found.; the server shows no project "Kestrel-Mail" (did you mean "kestrel-mail"?) ` +
        'to this token: check the slug (the last part of the project\'s address)',
    );
    // One page of the projects list, read after the failure for the suggestion.
    expect(front.requests.filter((request) => request.url.startsWith('/api/projects/?')).map((request) => request.url)).toEqual(['/api/projects/?page_size=1000']);
    expect(await entries(out)).toEqual([]);
  });

  it('reads no more of the projects list than two pages, and says nothing of slugs not on them', async () => {
    const server = await sample({ profile: 'demo' });
    const front = await proxy(server.url);
    // Two a page: the demo sample's eight projects take four pages, orbit-notes first, fjord-photos seventh.
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { projects: ['ORBIT-NOTES', 'Fjord-Photos'], pageSize: 2 })));
    expect(error.message).toBe(
      `not found: ${front.url}/api/projects/ORBIT-NOTES/, ${front.url}/api/projects/Fjord-Photos/; the server shows none of the projects ` +
        '"ORBIT-NOTES" (did you mean "orbit-notes"?), "Fjord-Photos": check the slugs (the last part of a project\'s address); a private project needs a token',
    );
    expect(front.requests.filter((request) => request.url.startsWith('/api/projects/?')).map((request) => request.url)).toEqual([
      '/api/projects/?page_size=2', '/api/projects/?page=2&page_size=2',
    ]);
  });

  it('asks for the projects list for a suggestion once, not retrying a failure it passes over', async () => {
    const server = await sample();
    const front = await proxy(server.url, { intercept: ({ url }) => (url.startsWith('/api/projects/?') ? { status: 500, body: { detail: 'Server Error' } } : null) });
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { projects: ['Kestrel-Mail'] })));
    expect(error.message).toBe(
      `not found: ${front.url}/api/projects/Kestrel-Mail/: Not found.; the server shows no project "Kestrel-Mail": ` +
        'check the slug (the last part of the project\'s address); a private project needs a token',
    );
    // Retried five times (18 s of waits on a real clock) for a line that goes without it in the end.
    expect(front.requests.filter((request) => request.url.startsWith('/api/projects/?')).map((request) => request.url)).toEqual(['/api/projects/?page_size=1000']);
  });

  it('reads no projects list for a suggestion where --max-requests is spent, and names the slug all the same', async () => {
    const server = await sample();
    const front = await proxy(server.url);
    // Languages, the project and users: the budget's three requests.
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { projects: ['Kestrel-Mail'], maxRequests: 3 })));
    expect(error.message).toBe(
      `not found: ${front.url}/api/projects/Kestrel-Mail/: Not found.; the server shows no project "Kestrel-Mail": ` +
        'check the slug (the last part of the project\'s address); a private project needs a token',
    );
    expect(front.requests.map((request) => request.url.split('?')[0]).sort()).toEqual(['/api/languages/', '/api/projects/Kestrel-Mail/', '/api/users/']);
  });
});

describe('a base URL with no Weblate behind it', () => {
  it('fails saying that no Weblate API answers there, writing nothing', async () => {
    const server = await sample();
    const out = await tempOut();
    // The sample answers under /api/ only: a wrong path prefix finds nothing.
    const error = await rejection(crawl(crawlOptions(`${server.url}/weblate`, out)));
    expect(error.message).toMatch(
      new RegExp(`^not found: http://127\\.0\\.0\\.1:${server.port}/weblate/api/(languages|projects|users|changes)/\\?page_size=1000: .+; ` +
        `no Weblate API answers at http://127\\.0\\.0\\.1:${server.port}/weblate/api/: check the server's address \\(and its path prefix, as in https://example\\.org/weblate\\)$`),
    );
    expect(await entries(out)).toEqual([]);
  });
});

describe('a web page where the API should be', () => {
  it('fails at once on a sign-in page, saying what answered and what to check, writing nothing', async () => {
    // A proxy in front of the server sends every request to its sign-in page.
    const gate = await recorder((request, res) => {
      if (request.url.startsWith('/oauth2/')) {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end('<!DOCTYPE html><html><head><title>Sign in</title></head><body><form></form></body></html>');
        return;
      }
      res.writeHead(302, { Location: `/oauth2/sign_in?rd=${encodeURIComponent(request.url)}` });
      res.end();
    });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(gate.url, out, { concurrency: 1 })));
    expect(error.message).toBe(
      `invalid JSON from ${gate.url}/oauth2/sign_in?rd=%2Fapi%2Flanguages%2F%3Fpage_size%3D1000: got an HTML page instead of JSON ` +
        `(Sign in); a web page answers at ${gate.url}/api/, not Weblate's API: check the server's address (its root, as ` +
        'https://hosted.weblate.org) and whether something in front of it (a sign-in page, a proxy) answers instead',
    );
    // The first list's request and its redirect: nothing was asked twice.
    expect(gate.requests.map((request) => request.url)).toEqual([
      '/api/languages/?page_size=1000', '/oauth2/sign_in?rd=%2Fapi%2Flanguages%2F%3Fpage_size%3D1000',
    ]);
    expect(await entries(out)).toEqual([]);
  });

  it('retries one that answers part-way through, once the server has answered JSON, and says so where it stays', async () => {
    // A proxy's error page served with 200, for page 2 of the change log: once, then for good.
    const proxyPage = '<html><body><h1>502 Bad Gateway</h1><hr><center>nginx</center></body></html>';
    const server = await sample();
    let pages = 0;
    const page2 = '/api/changes/?page=2&page_size=100';
    const once = await proxy(server.url, {
      intercept: (request) => (request.url === page2 && pages++ === 0 ? { status: 200, body: proxyPage, headers: { 'Content-Type': 'text/html' } } : null),
    });
    const { manifest } = await crawl(crawlOptions(once.url, await tempOut(), { concurrency: 1, pageSize: 100 }));
    expect([manifest.collections.changes.count, manifest.retries, once.requests.filter((request) => request.url === page2).length]).toEqual([300, 1, 2]);

    const always = await proxy(server.url, {
      intercept: (request) => (request.url === page2 ? { status: 200, body: proxyPage, headers: { 'Content-Type': 'text/html' } } : null),
    });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(always.url, out, { concurrency: 1, pageSize: 100, maxRetries: 2 })));
    // One request at a time: every request before page 2's last attempt was answered, with JSON but
    // page 2's two before it; those queued behind it and answered as the crawl stopped are not
    // counted. Which lists came first may vary with the crawl's time slices
    // (src/crawler/time-slice.ts: wall-clock pauses) on a busy machine; 6 as a rule.
    const answered = always.requests.findLastIndex((request) => request.url === page2) - 2;
    expect(answered).toBeGreaterThan(0);
    expect(error.message).toBe(
      `invalid JSON from ${always.url}${page2}: got an HTML page instead of JSON (502 Bad Gateway), after 2 retries in 0 s; the server had answered ${answered} of ` +
        "this crawl's requests with JSON, so its address is right: part-way through the crawl, something in front of it (a proxy, " +
        'a maintenance or sign-in page) answered this request instead; crawl again later',
    );
    expect(always.requests.filter((request) => request.url === page2)).toHaveLength(3);
    expect(await entries(out)).toEqual([]);
  });
});

describe('a proxy that refuses', () => {
  it('fails at once on a 407 to a plain http:// request, saying the proxy wants credentials', async () => {
    const server = await sample();
    const through = await forwardProxy({ credentials: 'ci:s3cret', connectStatus: 403 });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(server.url, out, { concurrency: 1, proxy: { url: `${through.url}/`, variable: 'HTTP_PROXY' } })));
    expect(error.message).toBe(
      `the proxy ${through.url} refused ${server.url}/api/languages/?page_size=1000: HTTP 407 Proxy Authentication Required; ` +
        `the proxy ${through.url} asks for credentials: give them in its URL (http://user:password@127.0.0.1:${through.port})`,
    );
    // Not retried: the request the limiter let through before the crawl stopped, at most, beside it.
    expect(through.requests.length).toBeLessThanOrEqual(2);
    expect(await entries(out)).toEqual([]);
  });

  it('names the proxy among what may be down where nothing answered through it, never printing its credentials', async () => {
    const server = await sample();
    // A port nothing listens on: the proxy of the environment is down.
    const listener = createServer();
    await new Promise<void>((done) => listener.listen(0, '127.0.0.1', done));
    const gone = { port: (listener.address() as AddressInfo).port };
    await new Promise((done) => listener.close(done));
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(server.url, out, {
      concurrency: 1, maxRetries: 0, proxy: { url: `http://ci:s3cret@127.0.0.1:${gone.port}/`, variable: 'HTTP_PROXY' },
    })));
    expect(error.message).toMatch(new RegExp(
      `; the server answered none of this crawl's requests: ${server.url.replaceAll('.', '\\.')}, or the proxy http://127\\.0\\.0\\.1:${gone.port} ` +
        'this crawl goes through, or the service behind its proxy, is down or out of reach; crawl again later$',
    ));
    expect(error.message).not.toContain('s3cret');
    expect(await entries(out)).toEqual([]);
  });

  it("blames the proxy's scheme, not --url, where a plain HTTP proxy is given as https:// for an http:// server", async () => {
    const server = await sample();
    const through = await forwardProxy({ connectStatus: 200 });
    const error = await rejection(crawl(crawlOptions(server.url, await tempOut(), {
      concurrency: 1, maxRetries: 0, proxy: { url: `https://ci:s3cret@localhost:${through.port}/`, variable: 'HTTP_PROXY' },
    })));
    expect(error.message).toBe(
      `TLS error with the proxy https://localhost:${through.port} for ${server.url}/api/languages/?page_size=1000: nothing speaks TLS at the ` +
        "proxy's address: check the scheme its variable gives it (http://, https:// or socks5://)",
    );
  });

  it('fails at once when it refuses the tunnel to an https:// server, never printing its credentials', async () => {
    const through = await forwardProxy({ connectStatus: 403 });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions('https://127.0.0.1:9', out, {
      concurrency: 1, proxy: { url: `http://ci:s3cret@127.0.0.1:${through.port}/`, variable: 'HTTPS_PROXY' },
    })));
    expect(error.message).toBe(
      `the proxy ${through.url} refused the tunnel to https://127.0.0.1:9 for https://127.0.0.1:9/api/languages/?page_size=1000: ` +
        `HTTP 403 Forbidden; the proxy ${through.url} does not let this crawl through: ask its administrator, or name the ` +
        'server\'s host in NO_PROXY to go direct',
    );
    expect(new Set(through.requests.map((request) => `${request.method} ${request.url}`))).toEqual(new Set(['CONNECT 127.0.0.1:9']));
    expect(through.requests.length).toBeLessThanOrEqual(2);
    expect(await entries(out)).toEqual([]);
  });
});

describe('a change log that comes back short', () => {
  // A proxy loses one record of the change log's only page; the count still says 300.
  const loseOne = (path: string, body: unknown) => {
    if (path !== '/api/changes/') return body;
    const list = body as ListBody;
    list.results.splice(5, 1);
    return list;
  };

  it('fails saying how many records it has of how many the server counted', async () => {
    const server = await sample();
    const front = await proxy(server.url, { rewrite: loseOne });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out)));
    expect(error.message).toBe(`change log incomplete: 299 records stored of the 300 ${front.url}/api/changes/?page_size=1000 counted when the crawl started`);
    expect(await entries(out)).toEqual([]);
  });

  it('names the change that came twice on one page', async () => {
    const server = await sample();
    let doubled: unknown = null;
    const front = await proxy(server.url, {
      rewrite: (_path, body, received) => {
        if (received.url !== '/api/changes/?page_size=1000') return body;
        const { results } = body as ListBody;
        doubled = (results[0] as { id: unknown }).id;
        results[1] = results[0]!;
        return body;
      },
    });
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut())));
    expect(error.message).toBe(
      `change log incomplete: 299 records stored of the 300 ${front.url}/api/changes/?page_size=1000 counted when the crawl started; ` +
        `change ${String(doubled)} came twice on one page (${front.url}/api/changes/?page_size=1000)`,
    );
  });

  it("names the log that came back short where --project reads several", async () => {
    const server = await sample();
    const [first, second] = server.instance.world.projects.map((project) => project.slug);
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path !== `/api/projects/${second}/changes/`) return body;
        (body as ListBody).results.splice(0, 2);
        return body;
      },
    });
    const count = async (slug: string) => ((await (await fetch(`${server.url}/api/projects/${slug}/changes/`)).json()) as ListBody).count;
    const [one, two] = [await count(first!), await count(second!)];
    expect([one, two]).toEqual([164, 75]);
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { projects: [first!, second!] })));
    expect(error.message).toBe(
      `change log incomplete: 237 records stored of the 239 the 2 logs counted when the crawl started; ` +
        `short: ${front.url}/api/projects/${second}/changes/?page_size=1000 (73 of 75)`,
    );
  });

  it('fails with --lenient too, which keeps records that break their schema but never a part of the log', async () => {
    const server = await sample();
    const front = await proxy(server.url, { rewrite: loseOne });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out, { lenient: true })));
    expect(error.message).toBe(`change log incomplete: 299 records stored of the 300 ${front.url}/api/changes/?page_size=1000 counted when the crawl started`);
    expect(await entries(out)).toEqual([]);
  });
});

describe('a log ordered by timestamp alone, on a server without the timestamp filters', () => {
  it('fails saying that ties at page boundaries could not be read again, and why', async () => {
    // Strict: no timestamp_after or timestamp_before; 5.x: records sharing a timestamp swap places between requests.
    const server = await sample({ profile: 'demo', strict: true, variant: '5x' });
    const error = await rejection(crawl(crawlOptions(server.url, await tempOut())));
    expect(error.message).toMatch(new RegExp(
      `^change log incomplete: 19,\\d{3} records stored of the 20,000 ${server.url.replaceAll('.', '\\.')}/api/changes/\\?page_size=1000 counted when the crawl started; records sharing a timestamp at ` +
        '\\d+ page boundaries swapped places between requests \\(a log ordered by timestamp alone, as Weblate 5\\.x orders it\\), and the server ' +
        'ignores timestamp_after and timestamp_before, with which they are read again; larger pages \\(--page-size\\) make fewer boundaries$',
    ));
  });
});

describe('a change id beyond what a JSON number holds exactly', () => {
  it('is a schema problem naming the URL, record and field, with --lenient too', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path !== '/api/changes/') return body;
        const list = body as ListBody;
        (list.results[0] as Record<string, unknown>)['id'] = 2 ** 54;
        return list;
      },
    });
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut())));
    expect(error.message).toMatch(new RegExp(`^${front.url.replaceAll('.', '\\.')}/api/changes/\\?page_size=1000: record 0: field "id": expected `));
    const { manifest } = await crawl(crawlOptions(front.url, await tempOut(), { lenient: true }));
    expect(manifest.problems.map((problem) => [problem.index, problem.path])).toEqual([[0, 'id']]);
    expect(manifest.collections.changes.count).toBe(300);
  });
});

describe('a change log that loses records while it is read', () => {
  it('fails saying that later pages counted fewer: records were deleted meanwhile', async () => {
    const server = await sample();
    // After page 1, seven changes are gone (a component deleted takes its changes with it): the
    // later pages count 293, and page 4 lacks them (ids 150 to 144), as does every later request.
    const gone = (record: unknown) => { const id = (record as { id: number }).id; return id >= 144 && id <= 150; };
    const front = await proxy(server.url, {
      rewrite: (path, body, request) => {
        const query = new URL(request.url, 'http://front').searchParams;
        if (path !== '/api/changes/' || (!query.has('page') && !query.has('timestamp_after'))) return body;
        const list = body as ListBody;
        if (query.has('timestamp_after')) {
          const kept = list.results.filter((record) => !gone(record));
          return { ...list, results: kept, count: list.count - (list.results.length - kept.length) };
        }
        if (query.get('page') === '4') list.results.splice(0, 7);
        return { ...list, count: list.count - 7 };
      },
    });
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { pageSize: 50 })));
    expect(error.message).toBe(
      `change log incomplete: 293 records stored of the 300 ${front.url}/api/changes/?page_size=50 counted when the crawl started; later pages counted as few as 293: ` +
        'records were deleted from the log while it was read, and a crawl started now reads it whole',
    );
  });
});

describe('a 5.x change log whose page 1 moved on, with a moment not all served', () => {
  it('fails naming the moment, where the record page 1 added hid the change missed and the crawl stored the count with exit 0', async () => {
    const server = await sample({ variant: '5x' });
    let log: Record<string, unknown>[] = [];
    let hidden = 0;
    const front = await proxy(server.url, {
      // The log served from `log`, newest first by timestamp, as 5.x serves it; the sample's own records.
      intercept: (request) => {
        const url = new URL(request.url, front.url);
        if (url.pathname !== '/api/changes/' || url.searchParams.has('raw')) return null;
        const after = url.searchParams.get('timestamp_after');
        const before = url.searchParams.get('timestamp_before');
        const filtered = after !== null || before !== null;
        // Lists by time 5 a page, so that the moment below takes two of their pages.
        if (filtered) url.searchParams.set('page_size', '5');
        const page = listOf(() => log.filter(({ timestamp }) => (after === null || String(timestamp) >= after) && (before === null || String(timestamp) <= before)))(url);
        if (page instanceof Error) return { status: 404, body: { detail: 'Invalid page.' } };
        const list = page as ListBody;
        // Counted, never served; page 1 counted before the newest record came and read after it.
        const results = list.results.filter((record) => record['id'] !== hidden);
        return { status: 200, body: { ...list, results, count: filtered || url.searchParams.has('page') ? list.count : list.count - 1 } };
      },
    });
    const records = ((await (await fetch(`${front.url}/api/changes/?page_size=1000&raw=1`)).json()) as ListBody).results;
    // Six changes of one moment across the boundary of pages 2 and 3 (100 a page, the log one
    // record on by then), one of which is never served; and one change newer than all.
    const moment = String(records[197]!['timestamp']);
    for (const record of records.slice(198, 203)) record['timestamp'] = moment;
    expect([records[196]!['timestamp'] === moment, records[203]!['timestamp'] === moment]).toEqual([false, false]);
    hidden = records[200]!['id'] as number;
    const newest = Math.max(...records.map((record) => record['id'] as number)) + 1;
    const added = { ...records[0]!, id: newest, url: `${front.url}/api/changes/${newest}/`, timestamp: new Date(Date.parse(String(records[0]!['timestamp'])) + 1000).toISOString().replace('Z', '000Z') };
    log = [added, ...records];
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { pageSize: 100 })));
    expect(error.message).toBe(
      `change log incomplete: 300 records stored of the 300 ${front.url}/api/changes/?page_size=100 counted when the crawl started, ` +
        `records added after page 1 was counted in place of changes missed; the 6 changes at ${moment} (5 of them read) are more than one page of the server's holds, ` +
        'and a log ordered by timestamp alone (as Weblate 5.x orders it) lists the changes of one moment in another order on every request, so reading them again missed some',
    );
  });
});

describe('links to another origin', () => {
  it('never requests a `next` link that points elsewhere, and says why', async () => {
    const server = await sample();
    const decoy = await recorder();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        const list = body as ListBody;
        if (path === '/api/changes/' && list.next !== null) list.next = list.next.replace(`http://127.0.0.1:${front.port}`, decoy.url);
        return list;
      },
    });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out, { pageSize: 50, token: 'secret-token-5e2d' })));
    expect(error.message).toBe(
      `refusing to request ${decoy.url}/api/changes/?page=2&page_size=50: not on http://127.0.0.1:${front.port}; ` +
        `the server's links are on ${decoy.url}: if that is the server, crawl it with --url ${decoy.url}; if not, the proxy ` +
        'in front of it does not pass on the Host header as the crawl sent it, with its port (nginx: proxy_set_header Host $http_host; $host drops the port), from which Weblate makes its links ' +
        `(the "next" link of http://127.0.0.1:${front.port}/api/changes/?page_size=50)`,
    );
    expect(decoy.requests).toEqual([]);
    expect(await entries(out)).toEqual([]);
  });

  it('never requests a link outside the path prefix of the base URL, and says what the server lacks', async () => {
    // A proxy serves the sample under /weblate without telling it (URL_PREFIX unset): its links
    // say /api/… at the host's root, where something else may answer.
    const server = await sample();
    const front = await proxy(server.url, { forwardPath: (path) => path.replace(/^\/weblate\//, '/') });
    const base = `http://127.0.0.1:${front.port}`;
    const error = await rejection(crawl(crawlOptions(`${base}/weblate`, await tempOut(), { pageSize: 50, concurrency: 1, token: 'secret-token-5e2d' })));
    expect(error.message).toBe(
      `refusing to request ${base}/api/changes/?page=2&page_size=50: outside ${base}/weblate/; the server's links leave out its ` +
        `path prefix: a Weblate served under /weblate needs URL_PREFIX = "/weblate" in its settings ` +
        `(the "next" link of ${base}/weblate/api/changes/?page_size=50)`,
    );
    expect(front.requests.filter((request) => !request.url.startsWith('/weblate/api/'))).toEqual([]);
  });

  it('warns where every list fits one page (no next link to refuse) and the records link outside the path prefix, or to another host', async () => {
    const server = await sample();
    // Served under /weblate, URL_PREFIX unset: the records' links leave the prefix out.
    const front = await proxy(server.url, { forwardPath: (path) => path.replace(/^\/weblate\//, '/') });
    const base = `http://127.0.0.1:${front.port}`;
    const warnings: string[] = [];
    const { manifest } = await crawl(crawlOptions(`${base}/weblate`, await tempOut(), { concurrency: 1, onWarning: (text) => warnings.push(text) }));
    expect(manifest.collections.changes.count).toBe(300);
    expect(warnings).toEqual([
      `the server's records link outside ${base}/weblate/, as ${base}/api/languages/en/ (the "url" of a record of languages); the server's links leave ` +
        'out its path prefix: a Weblate served under /weblate needs URL_PREFIX = "/weblate" in its settings; nothing there is requested, but the ' +
        "site's links to the instance are the records' web_url, and lead there as well",
    ]);
    expect(front.requests.filter((request) => !request.url.startsWith('/weblate/api/'))).toEqual([]);
    // A proxy that does not pass on the Host header: the records' links name the host behind it.
    const hidden = await proxy(server.url, {
      serialize: (body) => JSON.stringify(body).replaceAll(`http://127.0.0.1:${hidden.port}`, server.url),
      rewrite: (_path, body) => body,
    });
    const told: string[] = [];
    await crawl(crawlOptions(hidden.url, await tempOut(), { concurrency: 1, onWarning: (text) => told.push(text) }));
    expect(told).toEqual([
      `the server's records link not on ${hidden.url}, as ${server.url}/api/languages/en/ (the "url" of a record of languages); the server's links ` +
        `are on ${server.url}: if that is the server, crawl it with --url ${server.url}; if not, the proxy in front of it does not pass on the Host ` +
        "header as the crawl sent it, with its port (nginx: proxy_set_header Host $http_host; $host drops the port), from which Weblate makes its links; nothing there is requested, but the site's links to the instance are the records' web_url, and lead there as well",
    ]);
    // Nothing is said of a server whose records link within the base URL.
    const plain: string[] = [];
    await crawl(crawlOptions(server.url, await tempOut(), { onWarning: (text) => plain.push(text) }));
    expect(plain).toEqual([]);
  });

  it("warns of a change whose user links to another server, and stores no user for it, where the change's own url is on the crawl's", async () => {
    const server = await sample();
    let changed: unknown = null;
    const front = await proxy(server.url, {
      // The user list hidden, so that the users are taken from the change log.
      intercept: (request) => (request.url.startsWith('/api/users/') ? { status: 403, body: { detail: 'You do not have permission to perform this action.' } } : null),
      rewrite: (path, body) => {
        const list = body as ListBody;
        if (path === '/api/changes/' && changed === null) {
          changed = list.results[0]!['id'];
          list.results[0]!['user'] = 'https://elsewhere.example/api/users/mallory/';
        }
        return list;
      },
    });
    const warnings: string[] = [];
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut(), { onWarning: (text) => warnings.push(text) }));
    expect(manifest.users).toEqual({ source: 'change-log', leftOut: 0 });
    expect(warnings).toEqual([
      `a change links its "user" not on ${front.url}, as https://elsewhere.example/api/users/mallory/ (change ${String(changed)}), ` +
        "where neither the crawl nor the change's own url is: no user is stored for such links",
    ]);
    const users = await records(dir, 'users');
    expect(users.filter((user) => user['username'] === 'mallory' || String(user['url']).includes('elsewhere'))).toEqual([]);
    expect(users.length).toBeGreaterThan(0);
  });

  it("stores the users of changes linked, with the changes themselves, on another name of the server (crawled through a tunnel)", async () => {
    // A server crawled through another name than its own links its changes and their users to its own:
    // their users are this server's, stored as the log links them, without a warning about them.
    const server = await sample();
    const own = 'https://weblate.example.org';
    const front = await proxy(server.url, {
      intercept: (request) => (request.url.startsWith('/api/users/') ? { status: 403, body: { detail: 'You do not have permission to perform this action.' } } : null),
      rewrite: (path, body) => {
        const list = body as ListBody;
        if (path === '/api/changes/') {
          for (const change of list.results) {
            for (const field of ['url', 'user', 'author']) {
              if (typeof change[field] === 'string') change[field] = (change[field] as string).replace(/^http:\/\/[^/]+/, own);
            }
          }
        }
        return list;
      },
    });
    const warnings: string[] = [];
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut(), { onWarning: (text) => warnings.push(text) }));
    expect(manifest.users).toEqual({ source: 'change-log', leftOut: 0 });
    expect(warnings.filter((text) => text.startsWith('a change links its'))).toEqual([]);
    const users = await records(dir, 'users');
    expect(users.length).toBeGreaterThan(0);
    expect(users.filter((user) => !String(user['url']).startsWith(`${own}/api/users/`))).toEqual([]);
  });

  it("quotes a user link to another server without the URL's credentials", async () => {
    // 'https://bot:SECRETPW123@elsewhere.example/…' was quoted whole in the warning, printed even under --quiet.
    const server = await sample();
    let changed: unknown = null;
    const front = await proxy(server.url, {
      intercept: (request) => (request.url.startsWith('/api/users/') ? { status: 403, body: { detail: 'You do not have permission to perform this action.' } } : null),
      rewrite: (path, body) => {
        const list = body as ListBody;
        if (path === '/api/changes/' && changed === null) {
          changed = list.results[0]!['id'];
          list.results[0]!['user'] = 'https://bot:SECRETPW123@elsewhere.example/api/users/mallory/';
        }
        return list;
      },
    });
    const warnings: string[] = [];
    await crawl(crawlOptions(front.url, await tempOut(), { onWarning: (text) => warnings.push(text) }));
    expect(warnings).toEqual([
      `a change links its "user" not on ${front.url}, as https://elsewhere.example/api/users/mallory/ (change ${String(changed)}), ` +
        "where neither the crawl nor the change's own url is: no user is stored for such links",
    ]);
  });

  it('never follows a record\'s list URL that points elsewhere (a crawl of named projects)', async () => {
    const server = await sample();
    const decoy = await recorder();
    const slug = server.instance.world.projects[0]!.slug;
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path !== `/api/projects/${slug}/`) return body;
        const project = body as Record<string, unknown>;
        return { ...project, components_list_url: `${decoy.url}/api/projects/${slug}/components/` };
      },
    });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out, { projects: [slug], token: 'secret-token-5e2d' })));
    expect(error.message).toBe(
      `refusing to request ${decoy.url}/api/projects/${slug}/components/: not on http://127.0.0.1:${front.port}; ` +
        `the server's links are on ${decoy.url}: if that is the server, crawl it with --url ${decoy.url}; if not, the proxy ` +
        'in front of it does not pass on the Host header as the crawl sent it, with its port (nginx: proxy_set_header Host $http_host; $host drops the port), from which Weblate makes its links ' +
        `(field "components_list_url" of project http://127.0.0.1:${front.port}/api/projects/${slug}/)`,
    );
    expect(decoy.requests).toEqual([]);
  });
});
