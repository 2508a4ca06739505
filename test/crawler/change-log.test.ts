// crawlChangeLog against change logs served from memory by a fake client: the records that
// existed when the crawl started, each once, in either order while the log grows, and Weblate
// 5.x's equal-timestamp swaps at a page boundary repaired with the timestamp filters.
import { afterEach, describe, expect, it } from 'vitest';
import { crawlChangeLog, isNewestFirstPage, shortTiesText, type ChangeLogSummary } from '../../src/crawler/change-log.ts';
import { BudgetExceededError, HttpError, WaitTooLongError } from '../../src/crawler/http-errors.ts';
import type { ListPlan, Page } from '../../src/crawler/paginate.ts';
import { FakeClient, ORIGIN, down, listOf, up, withIds, type Responder } from './fake-client.ts';

const fakes: FakeClient[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

function fake(respond: Responder): FakeClient {
  const made = new FakeClient(respond);
  fakes.push(made);
  return made;
}

const FIRST = `${ORIGIN}/api/changes/?page_size=10`;
const P = (n: number) => `${ORIGIN}/api/changes/?page=${n}&page_size=10`;
// Ties are read again at the largest page Weblate serves.
const TIES = `${ORIGIN}/api/changes/?page_size=1000`;
/** The request for the count of the records older than page 1's newest, at `before` (a microsecond before it). */
const COUNT = (before: string) => `${ORIGIN}/api/changes/?page_size=1&timestamp_before=${encodeURIComponent(before)}`;

/**
 * Crawls a change log (from `since` on, where given; `window` pages asked for ahead, the crawl's
 * concurrency); returns the summary and the ids handed over for storage, in order.
 */
async function crawlLog(client: FakeClient, url = FIRST, since?: number, window?: number) {
  const delivered: number[] = [];
  const pages: Page[] = [];
  const plans: ListPlan[] = [];
  let extra = 0;
  let unread = 0;
  const summary: ChangeLogSummary = await crawlChangeLog(client.client, url, {
    onRecords: async (page, records) => {
      pages.push(page);
      for (const { record, index } of records) {
        const id = (record as { id: number }).id;
        // The index is the record's position in the page it came from.
        expect(page.results[index]).toBe(record);
        delivered.push(id);
      }
    },
    onPlan: (plan) => plans.push(plan),
    onExtraPage: () => {
      extra += 1;
    },
    onUnread: (count) => {
      unread += count;
    },
    ...(since !== undefined ? { since } : {}),
    ...(window !== undefined ? { window } : {}),
  });
  return { summary, delivered, pages, plans, extra, unread };
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('the order of a log', () => {
  it('is not taken from a first page whose records all share one timestamp: their ids come in any order', async () => {
    // Newest first, 30 records, the two newest (29 and 30) sharing a timestamp and listed 29, 30.
    const time = (id: number) => new Date(Date.UTC(2026, 10, 1) + Math.min(id, 29) * 60_000).toISOString();
    const ids = [29, 30, ...down(28, 1)];
    const client = fake(listOf(() => ids.map((id) => ({ id, timestamp: time(id) }))));
    await expect(crawlLog(client, `${ORIGIN}/api/changes/?page_size=2`)).rejects.toThrow(new Error(
      `${ORIGIN}/api/changes/?page_size=2: the change log's order cannot be told from its first page: its 2 records all share the timestamp ` +
        '2026-11-01T00:29:00.000Z, and a log ordered by time alone (Weblate 5.x) lists those in any order of their ids; a larger --page-size reads past them',
    ));
    // Three a page reach past them, and the order is plain.
    const { summary, delivered } = await crawlLog(fake(listOf(() => ids.map((id) => ({ id, timestamp: time(id) })))), `${ORIGIN}/api/changes/?page_size=3`);
    expect(summary.order).toBe('newest-first');
    expect(sorted(delivered)).toEqual(up(1, 30));
  });

  it('is taken from a first page whose timestamps differ in their microseconds only, as Weblate writes them', async () => {
    // Newest first, each record 10 µs after the one before, all within one millisecond.
    const time = (id: number) => `2026-11-19T23:59:59.123${String(id * 10).padStart(3, '0')}Z`;
    const ids = down(30, 1);
    const { summary, delivered } = await crawlLog(fake(listOf(() => ids.map((id) => ({ id, timestamp: time(id) })))), `${ORIGIN}/api/changes/?page_size=2`);
    expect(summary.order).toBe('newest-first');
    expect(sorted(delivered)).toEqual(up(1, 30));
  });
});

describe('the order of a first page (isNewestFirstPage)', () => {
  const at = (minute: number) => `2026-11-01T00:${String(minute).padStart(2, '0')}:00.000000Z`;
  const page = (rows: [id: number, minute: number][]) => rows.map(([id, minute]) => ({ id, timestamp: at(minute) }));
  const ids = (results: { id: number }[]) => results.map(({ id }) => id);

  it('takes ids that rise or fall across the page as the order, whatever the clocks wrote', () => {
    // Weblate 4.x by ascending id, a worker's clock behind: the first record written later than the last.
    const skewedUp = page([[1, 9], [2, 3], [3, 4], [4, 5]]);
    expect(isNewestFirstPage(skewedUp, ids(skewedUp))).toBe(false);
    const byIdDown = page([[4, 1], [3, 7], [2, 8], [1, 9]]);
    expect(isNewestFirstPage(byIdDown, ids(byIdDown))).toBe(true);
  });

  it('takes the times where the ids go both ways: a log ordered by time, ids out of step with it', () => {
    // Weblate 5.x, newest first by time; the newest record (id 21) has a smaller id than the oldest (id 30).
    const skewedDown = page([[21, 30], [29, 29], [28, 28], [30, 22]]);
    expect(isNewestFirstPage(skewedDown, ids(skewedDown))).toBe(true);
    const byTimeUp = page([[30, 1], [2, 2], [3, 3], [1, 9]]);
    expect(isNewestFirstPage(byTimeUp, ids(byTimeUp))).toBe(false);
  });

  it('falls back on the first and last ids where the first and last times are one instant', () => {
    const tied = page([[5, 4], [3, 4], [4, 4], [2, 4]]);
    expect(isNewestFirstPage(tied, ids(tied))).toBe(true);
    const tiedUp = page([[2, 4], [4, 4], [3, 4], [5, 4]]);
    expect(isNewestFirstPage(tiedUp, ids(tiedUp))).toBe(false);
    // One record tells nothing: oldest first, the contract's other variant.
    expect(isNewestFirstPage(page([[7, 1]]), [7])).toBe(false);
  });
});

describe('a newest-first log whose ids are out of step with its times (Weblate 5.x, clocks that differ)', () => {
  it('is read newest first, each record once, while the log grows', async () => {
    // 30 records newest first by time; ids follow the times but for the newest and the tenth, swapped.
    const ofPosition = (count: number) => {
      const rows = down(count, 1).map((id) => ({ id, timestamp: new Date(Date.UTC(2026, 10, 1) + id * 60_000).toISOString() }));
      const position = count - 30;
      [rows[position]!.id, rows[position + 9]!.id] = [rows[position + 9]!.id, rows[position]!.id];
      return rows;
    };
    let count = 30;
    const client = fake(listOf(() => ofPosition(count)));
    client.manual = true;
    const crawling = crawlLog(client);
    await client.serve(FIRST); // ids 21, 29..22, 30
    count = 33;
    client.auto();
    const { summary, delivered } = await crawling;
    expect(sorted(delivered)).toEqual(up(1, 30));
    expect(summary).toMatchObject({ order: 'newest-first', countAtStart: 30, countAtEnd: 33, stored: 30 });
  });
});

describe('a newest-first log holding a record whose id is past page 1\'s and whose time is older (a worker\'s clock behind)', () => {
  it('stores that record, which existed at the start, and none of those that came later', async () => {
    // 25 records newest first by time, one minute apart; the 13th newest was written with id 1000.
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1) + minute * 60_000).toISOString();
    let newest = 25;
    const records = () => down(newest, 1).map((minute) => ({ id: minute === 13 ? 1000 : minute, timestamp: at(minute) }));
    const client = fake(listOf(records));
    client.manual = true;
    const crawling = crawlLog(client, `${ORIGIN}/api/changes/?page_size=5`);
    await client.serve(`${ORIGIN}/api/changes/?page_size=5`); // ids 25..21
    newest = 28; // 26, 27 and 28 come during the crawl, later in time and in id.
    client.auto();
    const { summary, delivered } = await crawling;
    expect(sorted(delivered)).toEqual([...up(1, 12), ...up(14, 25), 1000]);
    expect(summary).toMatchObject({ order: 'newest-first', countAtStart: 25, countAtEnd: 28, stored: 25 });
  });
});

describe('an oldest-first log (Weblate 4.x)', () => {
  it('stores the first `count` records, each once, however much the log grows', async () => {
    let last = 25;
    const client = fake(listOf(() => withIds(up(1, last))));
    client.manual = true;
    const crawling = crawlLog(client);
    await client.serve(FIRST); // 1..10, count 25
    last = 40;
    await client.serve(P(3)); // 21..30, count 40: 26..30 are new
    await client.serve(P(2)); // 11..20
    client.auto();
    const { summary, delivered, plans } = await crawling;
    expect(plans).toEqual([{ count: 25, pageSize: 10, pages: 3, newestFirst: false }]);
    expect(sorted(delivered)).toEqual(up(1, 25));
    expect(summary).toEqual({ order: 'oldest-first', countAtStart: 25, countAtEnd: 40, countLowest: 25, fewerThanKnown: 0, stored: 25, pageSize: 10, tieRepairs: 0, seamRepairs: 0, tiesUnread: 0, beforeSince: 0, shortTies: [], twiceOnPage: null });
  });

  it('reads no page past the records that existed at the start (they would not be stored)', async () => {
    let last = 25;
    const client = fake(listOf(() => withIds(up(1, last))));
    client.manual = true;
    const crawling = crawlLog(client);
    await client.serve(FIRST); // 1..10, count 25
    last = 60;
    await client.serve(P(2));
    await client.serve(P(3)); // 21..30: 21..25 are the last records that existed at the start
    client.auto();
    const { summary, delivered } = await crawling;
    expect(sorted(delivered)).toEqual(up(1, 25));
    expect(summary.stored).toBe(25);
    // Pages 4, 5 and 6 hold only records added during the crawl.
    expect(client.requested).toEqual([FIRST, P(2), P(3)]);
  });

  it('fails, saying the log shrank, when a planned page is gone (changes deleted with a project)', async () => {
    let last = 25;
    const client = fake(listOf(() => withIds(up(1, last))));
    client.manual = true;
    const crawling = crawlLog(client).then(() => null, (error: unknown) => error);
    await client.serve(FIRST);
    last = 18;
    client.auto();
    expect(((await crawling) as Error).message).toBe(
      `${FIRST}: the list shrank while it was read (${P(3)} is gone; page 1 counted 25 records, a later page 18): records were deleted meanwhile; a crawl started now reads it whole`,
    );
    // Read once: reading it again would not bring the deleted records back.
    expect(client.requested).toEqual([FIRST, P(2), P(3)]);
  });

  it('fails, naming the counts, where a change was added and then one deleted: counts 25, 26, 25', async () => {
    let ids = up(1, 25);
    const client = fake(listOf(() => withIds(ids)));
    client.manual = true;
    // One page asked for at a time (--concurrency 1), so that page 3 is asked for after page 2 counted 26.
    const crawling = crawlLog(client, FIRST, undefined, 1).then(() => null, (error: unknown) => error);
    await client.serve(FIRST); // 1..10, count 25
    ids = up(1, 26);
    await client.serve(P(2)); // 11..20, count 26
    // Change 4, read on page 1, deleted: 21 moves onto page 2, read already, and 26 into the 25
    // positions of the start, where it stood in for 21 with exit 0.
    ids = ids.filter((id) => id !== 4);
    client.auto();
    expect(((await crawling) as Error).message).toBe(
      `${FIRST}: the list shrank while it was read (a page counted 26 records, one asked for after it 25): records were deleted meanwhile; a crawl started now reads it whole`,
    );
    expect(client.requested).toEqual([FIRST, P(2), P(3)]);
  });

  it('an empty log: nothing stored, nothing planned beyond one page', async () => {
    const client = fake(listOf(() => []));
    const { summary, delivered } = await crawlLog(client);
    expect(delivered).toEqual([]);
    expect(client.requested).toEqual([FIRST]);
    expect(summary).toEqual({ order: 'oldest-first', countAtStart: 0, countAtEnd: 0, countLowest: 0, fewerThanKnown: 0, stored: 0, pageSize: 0, tieRepairs: 0, seamRepairs: 0, tiesUnread: 0, beforeSince: 0, shortTies: [], twiceOnPage: null });
  });

  it('a log of one record is oldest first', async () => {
    const client = fake(listOf(() => withIds([1])));
    const { summary, delivered } = await crawlLog(client);
    expect(delivered).toEqual([1]);
    expect(summary.order).toBe('oldest-first');
  });
});

describe('a window (--changes-since) on a server that ignores timestamp_after', () => {
  const time = (id: number) => `2026-01-01T00:00:${String(id).padStart(2, '0')}.000000Z`;

  it('counts as stored only the records of the window, so a log missing one of them is short', async () => {
    // Oldest first, 25 counted; 10 before the window. Record 20 is never served (19 comes twice
    // in its place): 14 of the window's 15 arrive.
    const ids = [...up(1, 19), 19, ...up(21, 25)];
    const client = fake(listOf(() => ids.map((id) => ({ id, timestamp: time(id) }))));
    const { summary, delivered } = await crawlLog(client, FIRST, Date.parse(time(11)));
    expect(sorted(delivered)).toEqual([...up(11, 19), ...up(21, 25)]);
    expect(summary).toMatchObject({ order: 'oldest-first', countAtStart: 25, beforeSince: 10, stored: 14 });
  });
});

describe('a newest-first log (Weblate 5.x)', () => {
  it('closes the gap when page 3 was served before page 2 and records arrived in between', async () => {
    let newest = 30;
    const client = fake(listOf(() => withIds(down(newest, 1))));
    client.manual = true;
    const crawling = crawlLog(client);
    await client.serve(FIRST); // 30..21
    await client.serve(P(3)); // 10..1
    newest = 35;
    await client.serve(P(2)); // 25..16 (31..35 are new; 15..11 were on neither page)
    client.auto();
    const { summary, delivered, extra } = await crawling;
    // Page 3 again (15..6) closes the gap; 5..1 were on page 3 as first served.
    expect(client.requested).toEqual([FIRST, P(2), P(3), P(3)]);
    expect(extra).toBe(1);
    // Each record that existed at the start, once; none of the five that came later.
    expect(sorted(delivered)).toEqual(up(1, 30));
    expect(summary).toEqual({ order: 'newest-first', countAtStart: 30, countAtEnd: 35, countLowest: 30, fewerThanKnown: 0, stored: 30, pageSize: 10, tieRepairs: 0, seamRepairs: 0, tiesUnread: 0, beforeSince: 0, shortTies: [], twiceOnPage: null });
  });

  it('counts a deletion that records added meanwhile hid in the counts', async () => {
    let items = withIds(down(30, 1));
    const client = fake(listOf(() => items));
    client.manual = true;
    const crawling = crawlLog(client);
    await client.serve(FIRST); // 30..21
    await client.serve(P(3)); // 10..1
    items = withIds(down(35, 1));
    await client.serve(P(2)); // 25..16: 15..11 on neither page
    // 28 and 27 deleted before page 3 is read again: it counts 33, two fewer than page 2 did.
    items = withIds(down(35, 1)).filter(({ id }) => id !== 28 && id !== 27);
    client.auto();
    const { summary, delivered } = await crawling;
    // Page 3 read again holds 13..4: the deletion moved 15 and 14 onto page 2, read before it. Reading
    // stops there (where records are is no longer what the counts say), and the count check fails the crawl.
    expect(client.requested).toEqual([FIRST, P(2), P(3), P(3)]);
    expect(sorted(delivered)).toEqual(up(1, 30).filter((id) => id !== 15 && id !== 14));
    expect(summary).toEqual({ order: 'newest-first', countAtStart: 30, countAtEnd: 35, countLowest: 30, fewerThanKnown: 2, stored: 28, pageSize: 10, tieRepairs: 0, seamRepairs: 0, tiesUnread: 0, beforeSince: 0, shortTies: [], twiceOnPage: null });
  });

  it('takes the count and newest id at the start from the first page 1 only, where a later page answers from a URL without a page number', async () => {
    let newest = 30;
    const client = fake(listOf(() => withIds(down(newest, 1))));
    client.manual = true;
    // Page 2 is answered from an address without `page` (a redirect to an offset), as page 1 is.
    const redirected = {
      ...client.client,
      getJson: async (url: string, signal?: AbortSignal) => {
        const response = await client.client.getJson(url, signal);
        return url === P(2) ? { ...response, url: `${ORIGIN}/api/changes/?page_size=10&offset=10` } : response;
      },
    } as unknown as typeof client.client;
    const delivered: number[] = [];
    const crawling = crawlChangeLog(redirected, FIRST, {
      onRecords: async (_page, records) => {
        for (const { record } of records) delivered.push((record as { id: number }).id);
      },
    });
    await client.serve(FIRST); // 30..21, count 30
    newest = 32;
    await client.serve(P(2)); // 22..13 at 32
    await client.serve(P(3)); // 12..3 at 32
    client.auto();
    const summary = await crawling;
    // 32 and 31 came after the start: not stored; 2 and 1, pushed past page 3, are read on page 4.
    expect(client.requested).toEqual([FIRST, P(2), P(3), P(4)]);
    expect(sorted(delivered)).toEqual(up(1, 30));
    expect(summary).toMatchObject({ order: 'newest-first', countAtStart: 30, countAtEnd: 32, stored: 30 });
  });

  it('hands over no record twice when growth pushes records across a boundary', async () => {
    let newest = 30;
    const client = fake(listOf(() => withIds(down(newest, 1))));
    client.manual = true;
    const crawling = crawlLog(client);
    await client.serve(FIRST); // 30..21
    await client.serve(P(2)); // 20..11
    newest = 36;
    await client.serve(P(3)); // 14..5: 14..11 again
    client.auto();
    const { summary, delivered } = await crawling;
    expect(delivered.length).toBe(30);
    expect(sorted(delivered)).toEqual(up(1, 30));
    // Each page's records in ascending order, the order of the snapshot's file.
    expect(delivered).toEqual([...up(21, 30), ...up(11, 20), ...up(7, 10), ...up(1, 6)]);
    expect(summary).toMatchObject({ countAtStart: 30, countAtEnd: 36, stored: 30 });
  });
});

describe('a page moved on by a record added between its count and its records (Weblate makes two queries)', () => {
  const time = (id: number) => `2026-01-01T00:00:${String(id).padStart(2, '0')}.000000Z`;
  /**
   * The log newest first, `newest` down to 1 but for the ids `gone`, with Weblate's timestamp
   * filters (unless `filters` is false); `counting` adjusts a page's count.
   */
  function log(newest: () => number, counting: (url: URL, count: number) => number, filters = true, gone: ReadonlySet<number> = new Set()): Responder {
    const list = listOf((url) => {
      const after = filters ? url.searchParams.get('timestamp_after') : null;
      const before = filters ? url.searchParams.get('timestamp_before') : null;
      return down(newest(), 1).filter((id) => !gone.has(id)).map((id) => ({ id, timestamp: time(id) }))
        .filter((record) => (after === null || record.timestamp >= after) && (before === null || record.timestamp <= before));
    });
    return (url) => {
      const body = list(url) as { count: number };
      return body instanceof Error ? body : { ...body, count: counting(url, body.count) };
    };
  }

  /** A count that page `number`'s first answer gives one short: the page was counted before a record came and read after. */
  function countedEarly(number: number): (url: URL, count: number) => number {
    let moved = false;
    return (url, count) => {
      if (url.searchParams.get('page') !== String(number) || moved) return count;
      moved = true;
      return count - 1;
    };
  }

  it('reads again by time what lies between pages where the reading passed from one to the next, and stores the record no page held', async () => {
    let newest = 30;
    // Page 2 is counted before record 31 comes and read after: it says 30 and holds 21..12.
    const client = fake(log(() => newest, countedEarly(2)));
    client.manual = true;
    const crawling = crawlLog(client);
    await client.serve(FIRST); // 30..21
    await client.serve(P(3)); // 10..1
    newest = 31;
    await client.serve(P(2)); // 21..12, counted 30: 11 on no page
    client.auto();
    const { summary, delivered } = await crawling;
    // Between page 2's last (12) and page 3's first (10): 12..10 read again by time, and 11 stored.
    const seam = `${TIES}&timestamp_after=${encodeURIComponent(time(10))}&timestamp_before=${encodeURIComponent(time(12))}`;
    expect(client.requested.slice(3)).toContain(seam);
    expect(sorted(delivered)).toEqual(up(1, 30));
    expect(summary).toMatchObject({ countAtStart: 30, stored: 30, seamRepairs: 1, tieRepairs: 0 });
  });

  it('reads again by time what lies past the page that reaches furthest, where that page moved on', async () => {
    let newest = 30;
    // Page 3, the last, is counted before record 31 comes and read after: it says 30 and holds 11..2.
    const client = fake(log(() => newest, countedEarly(3)));
    client.manual = true;
    const crawling = crawlLog(client);
    await client.serve(FIRST); // 30..21
    await client.serve(P(2)); // 20..11
    newest = 31;
    await client.serve(P(3)); // 11..2, counted 30: 1 on no page
    client.auto();
    const { summary, delivered } = await crawling;
    expect(client.requested).toContain(`${TIES}&timestamp_before=${encodeURIComponent(time(2))}`);
    expect(sorted(delivered)).toEqual(up(1, 30));
    expect(summary).toMatchObject({ stored: 30, seamRepairs: 1 });
  });

  it('asks for one span only of a server without the timestamp filters', async () => {
    let newest = 30;
    const client = fake(log(() => newest, countedEarly(2), false));
    client.manual = true;
    const crawling = crawlLog(client);
    await client.serve(FIRST);
    await client.serve(P(3));
    newest = 31;
    await client.serve(P(2));
    client.auto();
    const { summary } = await crawling;
    // The planned pages, the count up to page 1's newest, then one span whose answer is the whole
    // log: the others are not asked for.
    expect(client.requested.length).toBe(5);
    expect(summary).toMatchObject({ stored: 29, seamRepairs: 0 });
  });

  it('fails no healthy log for a record committed after page 1 with an earlier time (clock skew, a long transaction)', async () => {
    const records = down(30, 1).map((id) => ({ id, timestamp: time(id) }));
    const client = fake(listOf((url) => {
      const before = url.searchParams.get('timestamp_before');
      return before === null ? records : records.filter((record) => record.timestamp <= before);
    }));
    client.manual = true;
    const crawling = crawlLog(client);
    await client.serve(FIRST); // 30..21
    // Record 31 comes with a time between 30's and 29's: the count up to 30's moment takes it in.
    records.splice(1, 0, { id: 31, timestamp: '2026-01-01T00:00:29.500000Z' });
    client.auto();
    const { summary, delivered } = await crawling;
    expect(sorted(delivered)).toEqual(up(1, 30));
    expect(summary).toMatchObject({ countAtStart: 30, stored: 30 });
  });

  it('goes on without the count up to page 1 where it fails and no page counted more or fewer records than page 1 (nothing moved), and takes that request back out of the pages to come', async () => {
    const list = log(() => 30, (_url, count) => count);
    const client = fake((url) => (url.searchParams.get('page_size') === '1'
      ? new HttpError(`${url.href}: not found`, { status: 404, url: url.href, kind: 'not-found' })
      : list(url)));
    const { summary, delivered, pages, extra, unread } = await crawlLog(client);
    expect(client.requested).toEqual([FIRST, P(2), P(3), COUNT('2026-01-01T00:00:29.999999Z')]);
    expect(sorted(delivered)).toEqual(up(1, 30));
    expect(summary).toMatchObject({ countAtStart: 30, stored: 30 });
    // Announced as a page to come, then taken back: none of the pages read is it.
    expect([extra, unread, pages.length]).toEqual([1, 1, 3]);
  });

  /** Pages 1 and 3 counted before record 31 came and read after: each says 30, page 1 holds 31..22, page 3 11..2, and change 1 lies on no page read. */
  function movedOnTwice(): Responder {
    const early = new Set(['1', '3']);
    return log(() => 31, (url, count) => {
      const page = url.searchParams.get('page') ?? '1';
      if (url.searchParams.has('timestamp_before') || !early.delete(page)) return count;
      return count - 1;
    });
  }
  const GATEWAY_TIMEOUT = (url: URL) => new HttpError(`HTTP 504 from ${url.href}: 504 Gateway Time-out (HTML page)`, { status: 504, url: url.href, kind: 'server' });

  it('fails where that count fails and the log grew: page 1 may hold a record added after it was counted, in place of one missed elsewhere', async () => {
    // Answered, the count up to 31's moment (31) shows that page 1 moved on, and what lies past the
    // furthest page is read again by time: change 1 is stored.
    const { delivered } = await crawlLog(fake(movedOnTwice()));
    expect(sorted(delivered)).toEqual(up(1, 31));
    // Refused, the log stores as many as page 1 counted, change 1 missing: it fails, naming the request.
    const list = movedOnTwice();
    const client = fake((url) => (url.searchParams.get('page_size') === '1' ? GATEWAY_TIMEOUT(url) : list(url)));
    const error = await crawlLog(client).then(() => null, (failure: unknown) => failure as HttpError);
    const count = COUNT('2026-01-01T00:00:30.999999Z');
    expect(error).toBeInstanceOf(HttpError);
    expect([error!.status, error!.url]).toEqual([504, count]);
    expect(error!.message).toBe(
      `HTTP 504 from ${count}: 504 Gateway Time-out (HTML page); that request counts the change log up to page 1's newest change, and only that count ` +
        "shows whether page 1 took in changes added after the server counted it, each of which hides a change missed elsewhere: the log grew by 1 " +
        'while it was read, so a change that existed at the start can be missing',
    );
    // Nothing is read by time after it.
    expect(client.requested.filter((url) => url.includes('timestamp_'))).toEqual([count]);
  });

  it("counts every change of page 1's newest moment up to it, where two share it", async () => {
    // As movedOnTwice, with changes 31 and 30 at one moment: up to it the log holds 29 before it and
    // the 2 of it on page 1, 31 where page 1 counted 30, so page 1 moved on, and change 1 is read again by time.
    const at = (id: number) => time(id === 30 ? 31 : id);
    const early = new Set(['1', '3']);
    const list = listOf((url) => {
      const after = url.searchParams.get('timestamp_after');
      const before = url.searchParams.get('timestamp_before');
      return down(31, 1).map((id) => ({ id, timestamp: at(id) }))
        .filter((record) => (after === null || record.timestamp >= after) && (before === null || record.timestamp <= before));
    });
    const client = fake((url) => {
      const body = list(url) as { count: number };
      if (body instanceof Error || url.searchParams.has('timestamp_before') || !early.delete(url.searchParams.get('page') ?? '1')) return body;
      return { ...body, count: body.count - 1 };
    });
    const { delivered } = await crawlLog(client);
    expect(sorted(delivered)).toEqual(up(1, 31));
  });

  it('fails where that count is refused as too long (414), saying what lets it through', async () => {
    const list = movedOnTwice();
    const client = fake((url) => (url.searchParams.get('page_size') === '1'
      ? new HttpError(`HTTP 414 from ${url.href}: 414 Request-URI Too Large (HTML page)`, { status: 414, url: url.href, kind: 'client' })
      : list(url)));
    const error = await crawlLog(client).then(() => null, (failure: unknown) => failure as Error);
    const count = COUNT('2026-01-01T00:00:30.999999Z');
    expect(error!.message).toBe(
      `HTTP 414 from ${count}: 414 Request-URI Too Large (HTML page); that request counts the change log up to page 1's newest change, and only that count ` +
        "shows whether page 1 took in changes added after the server counted it, each of which hides a change missed elsewhere: the log grew by 1 " +
        'while it was read, so a change that existed at the start can be missing; the server, or a proxy in front of it, refuses an address of ' +
        `${new URL(count).pathname.length + new URL(count).search.length} characters: let it take longer ones (nginx: large_client_header_buffers)`,
    );
  });

  it('fails where that count fails and records were deleted while the log was read, which no page counted more than page 1 showed', async () => {
    const gone = new Set<number>();
    const list = log(() => 30, (_url, count) => count, true, gone);
    const client = fake((url) => (url.searchParams.get('page_size') === '1' ? GATEWAY_TIMEOUT(url) : list(url)));
    client.manual = true;
    const crawling = crawlLog(client, FIRST, undefined, 1).then(() => null, (failure: unknown) => failure as Error);
    await client.serve(FIRST); // 30..21, count 30
    gone.add(25);
    client.auto();
    expect((await crawling)!.message).toMatch(/: records were deleted from the log while it was read, so a change that existed at the start can be missing$/);
  });

  it("stops where that count meets the crawl's own limits, with their errors, the request still one to come", async () => {
    const stops = [
      new BudgetExceededError(4),
      new WaitTooLongError(COUNT('2026-01-01T00:00:29.999999Z'), 7_200_000, 3_600_000, 'Retry-After', 429),
    ];
    for (const stop of stops) {
      const list = log(() => 30, (_url, count) => count);
      const client = fake((url) => (url.searchParams.get('page_size') === '1' ? stop : list(url)));
      const counts = { extra: 0, unread: 0 };
      const reading = crawlChangeLog(client.client, FIRST, {
        onRecords: async () => {},
        onExtraPage: () => void counts.extra++,
        onUnread: (pages) => void (counts.unread += pages),
      });
      await expect(reading).rejects.toBe(stop);
      expect(counts).toEqual({ extra: 1, unread: 0 });
    }
  });

  it('fails where page 1 moved on and a deletion was seen, where the record page 1 added stood in for one deleted before it was read and the log stored its count', async () => {
    let newest = 30;
    const gone = new Set<number>();
    // Page 1 is counted before record 31 comes and read after: it says 30 and holds 31..22.
    let counted = false;
    const client = fake(log(() => newest, (url, count) => {
      if (counted || url.searchParams.has('page') || url.searchParams.has('timestamp_before')) return count;
      counted = true;
      return count - 1;
    }, true, gone));
    client.manual = true;
    newest = 31;
    // One page asked for at a time (--concurrency 1), so that page 3 is asked for after page 2 counted 31.
    const crawling = crawlLog(client, FIRST, undefined, 1).then(() => null, (error: unknown) => error);
    await client.serve(FIRST); // 31..22, count 30
    await client.serve(P(2)); // 21..12, count 31
    await client.serve(COUNT('2026-01-01T00:00:30.999999Z')); // 30 before 31's moment, and 31 itself: page 1 moved on
    // Change 5 deleted before page 3 is read, which holds 11..6 and 4..1: 30 of the 30 counted
    // stored, 31 in place of 5, which existed at the start.
    gone.add(5);
    client.auto();
    expect(((await crawling) as Error).message).toBe(
      `${FIRST}: the list shrank while it was read (a page counted 31 records, one asked for after it 30; page 1 held records added after it was counted, ` +
        '31 up to its newest where it counted 30, which can stand in the count for records the deletion took or moved before they were read): ' +
        'records were deleted meanwhile; a crawl started now reads it whole',
    );
    // Page 3 read again for what its counts put on no page: it counts 30 again, and nothing is read by time.
    expect(client.requested).toEqual([FIRST, P(2), COUNT('2026-01-01T00:00:30.999999Z'), P(3), P(3)]);
  });

  it('reads again by time what lies between pages where a deletion was seen too, and stores the record it moved past the pages read', async () => {
    let newest = 30;
    const gone = new Set<number>();
    const client = fake(log(() => newest, (_url, count) => count, true, gone));
    client.manual = true;
    // One page asked for at a time (--concurrency 1), so that page 3 is asked for after page 2 counted 31.
    const crawling = crawlLog(client, FIRST, undefined, 1);
    await client.serve(FIRST); // 30..21, count 30
    await client.serve(COUNT('2026-01-01T00:00:29.999999Z')); // 29 before 30's moment, and 30: page 1 did not move on
    newest = 31;
    await client.serve(P(2)); // 21..12, count 31
    // Change 25, read on page 1, deleted: 11 moves onto page 2, read already, and page 3 holds 10..1.
    gone.add(25);
    client.auto();
    const { summary, delivered } = await crawling;
    // Page 3 read again counts 30, fewer than page 2. Then 21, on pages 1 and 2, read again as a
    // tie; 12..10 by time, and 11 stored; and what lies past page 3.
    const at = (id: number) => encodeURIComponent(time(id));
    expect(client.requested.slice(3)).toEqual([
      P(3), P(3), `${TIES}&timestamp_after=${at(21)}&timestamp_before=${at(21)}`, `${TIES}&timestamp_after=${at(10)}&timestamp_before=${at(12)}`, `${TIES}&timestamp_before=${at(1)}`,
    ]);
    expect(sorted(delivered)).toEqual(up(1, 30));
    expect(summary).toMatchObject({ countAtStart: 30, fewerThanKnown: 1, stored: 30, seamRepairs: 1 });
  });

  it('reads nothing again by time when the log came back whole', async () => {
    const client = fake(log(() => 30, (_url, count) => count));
    const { summary } = await crawlLog(client);
    expect(client.requested).toEqual([FIRST, P(2), P(3), COUNT('2026-01-01T00:00:29.999999Z')]);
    expect(summary).toMatchObject({ stored: 30, seamRepairs: 0 });
  });
});

describe('equal timestamps swapped between two page requests (5.x has no tie-breaker)', () => {
  // 30 records newest first, 10 a page; 21 and 20 share a timestamp and straddle the boundary
  // between pages 1 and 2. Page 1 is served with 21 last; page 2 with the pair swapped, so 21
  // comes twice and 20 never.
  const time = (id: number, offset: string) =>
    `2026-01-01T${id === 21 ? '00:00:20' : `00:00:${String(id).padStart(2, '0')}`}.000000${offset}`;

  function tiedLog(offset: string, filters: boolean): Responder {
    const records = (order: number[]) => order.map((id) => ({ id, timestamp: time(id, offset) }));
    const normal = down(30, 1);
    const swapped = [...down(30, 22), 20, 21, ...down(19, 1)];
    const list = listOf((url) => {
      const after = url.searchParams.get('timestamp_after');
      const before = url.searchParams.get('timestamp_before');
      if (filters && (after !== null || before !== null)) {
        return records(normal).filter((record) => (after === null || record.timestamp >= after) && (before === null || record.timestamp <= before));
      }
      return records(url.searchParams.get('page') === '2' ? swapped : normal);
    });
    return list;
  }

  it('reads the tied timestamp again with timestamp_after = timestamp_before and stores the missing record', async () => {
    const client = fake(tiedLog('Z', true));
    const { summary, delivered, pages } = await crawlLog(client);
    const T = '2026-01-01T00%3A00%3A20.000000Z';
    expect(client.requested).toEqual([FIRST, P(2), P(3), COUNT('2026-01-01T00:00:29.999999Z'), `${TIES}&timestamp_after=${T}&timestamp_before=${T}`]);
    expect(sorted(delivered)).toEqual(up(1, 30));
    expect(delivered.at(-1)).toBe(20);
    expect(pages.at(-1)?.results.map((record) => (record as { id: number }).id)).toEqual([21, 20]);
    expect(summary).toEqual({ order: 'newest-first', countAtStart: 30, countAtEnd: 30, countLowest: 30, fewerThanKnown: 0, stored: 30, pageSize: 10, tieRepairs: 1, seamRepairs: 0, tiesUnread: 0, beforeSince: 0, shortTies: [], twiceOnPage: null });
  });

  it('encodes a timestamp with an offset (+01:00) in the filters', async () => {
    const client = fake(tiedLog('+01:00', true));
    const { summary } = await crawlLog(client);
    const T = '2026-01-01T00%3A00%3A20.000000%2B01%3A00';
    expect(client.requested.at(-1)).toBe(`${TIES}&timestamp_after=${T}&timestamp_before=${T}`);
    expect(summary.stored).toBe(30);
    expect(summary.tieRepairs).toBe(1);
  });

  it('reads every tie at once, not one after another, and takes each page as it comes', async () => {
    // Two ties: 21/20 across pages 1 and 2, 11/10 across pages 2 and 3, both pairs swapped on
    // the later page, so 21 and 11 come twice and 20 and 10 never.
    const at = (id: number) => `2026-01-01T00:00:${String(id === 21 ? 20 : id === 11 ? 10 : id).padStart(2, '0')}.000000Z`;
    const records = (order: number[]) => order.map((id) => ({ id, timestamp: at(id) }));
    const client = fake(listOf((url) => {
      const after = url.searchParams.get('timestamp_after');
      if (after !== null) return records(down(30, 1)).filter((record) => record.timestamp === after);
      const page = url.searchParams.get('page');
      if (page === '2') return records([...down(30, 22), 20, 21, ...down(19, 1)]);
      if (page === '3') return records([...down(30, 12), 10, 11, ...down(9, 1)]);
      return records(down(30, 1));
    }));
    client.manual = true;
    const crawling = crawlLog(client);
    for (const url of [FIRST, P(2), P(3), COUNT('2026-01-01T00:00:29.999999Z')]) await client.serve(url);
    const tie = (seconds: string) => `${TIES}&timestamp_after=2026-01-01T00%3A00%3A${seconds}.000000Z&timestamp_before=2026-01-01T00%3A00%3A${seconds}.000000Z`;
    // Both repairs are out before either is answered.
    await client.until(() => client.waiting.length === 2);
    expect(client.waiting).toEqual([tie('20'), tie('10')]);
    await client.serve(tie('10'));
    await client.serve(tie('20'));
    const { summary, delivered } = await crawling;
    expect(sorted(delivered)).toEqual(up(1, 30));
    // Taken as they came, not held until both were read (a tie is at one moment: no record is in
    // two, and the snapshot is sorted by id whatever order they were taken in).
    expect(delivered.slice(-2)).toEqual([10, 20]);
    expect(summary).toEqual({ order: 'newest-first', countAtStart: 30, countAtEnd: 30, countLowest: 30, fewerThanKnown: 0, stored: 30, pageSize: 10, tieRepairs: 2, seamRepairs: 0, tiesUnread: 0, beforeSince: 0, shortTies: [], twiceOnPage: null });
  });

  it('fails where a tie counts more changes than the whole log held, before taking more of it', async () => {
    const client = fake((url) => {
      const body = tiedLog('Z', true)(url) as { count: number };
      if (url.searchParams.has('timestamp_after')) body.count = 9_999_999;
      return body;
    });
    await expect(crawlLog(client)).rejects.toThrow(/: counts 9999999 changes at 2026-01-01T00:00:20(\.0+)?Z, more than the whole log held \(30\): the server's count cannot be right$/);
  });

  it('reads a moment of more changes than the crawl asked for a page at 1000 a page, where they do not swap again', async () => {
    // 40 records newest first, 10 a page; 25 to 11 share one timestamp, which the server lists
    // oldest first on page 3 of the log and on page 2 of a filtered list. Page 3 brings 16 to 25
    // again and 11 to 15 never; read again 10 a page, they swapped again.
    const at = (id: number) => `2026-01-01T00:00:${String(id >= 11 && id <= 25 ? 11 : id).padStart(2, '0')}.000000Z`;
    const client = fake(listOf((url) => {
      const page = url.searchParams.get('page');
      const after = url.searchParams.get('timestamp_after');
      const moment = down(25, 11);
      if (page === (after === null ? '3' : '2')) moment.reverse();
      const all = [...down(40, 26), ...moment, ...down(10, 1)].map((id) => ({ id, timestamp: at(id) }));
      return after === null ? all : all.filter((record) => record.timestamp === after);
    }));
    const { summary, delivered } = await crawlLog(client);
    const T = '2026-01-01T00%3A00%3A11.000000Z';
    expect(client.requested).toEqual([FIRST, P(2), P(3), P(4), COUNT('2026-01-01T00:00:39.999999Z'), `${TIES}&timestamp_after=${T}&timestamp_before=${T}`]);
    expect(sorted(delivered)).toEqual(up(1, 40));
    expect(summary).toEqual({ order: 'newest-first', countAtStart: 40, countAtEnd: 40, countLowest: 40, fewerThanKnown: 0, stored: 40, pageSize: 10, tieRepairs: 5, seamRepairs: 0, tiesUnread: 0, beforeSince: 0, shortTies: [], twiceOnPage: null });
  });

  it('names a moment whose changes take more than one page even at 1000 a page, and came back short', async () => {
    // 1,300 records newest first, 500 a page; 1,250 to 51 (1,200) share one timestamp, listed
    // oldest first on pages 2 and 3 of any list: read again 1000 a page, its second page brings
    // the first 200 again, and 200 are read neither time.
    const tied = (id: number) => id >= 51 && id <= 1250;
    const at = (id: number) => (tied(id) ? '2026-01-01T00:00:00.000000Z' : new Date(Date.UTC(2026, 0, 1) + id * 1000).toISOString().replace('Z', '000Z'));
    const client = fake(listOf((url) => {
      const page = url.searchParams.get('page');
      const moment = down(1250, 51);
      if (page === '2' || page === '3') moment.reverse();
      const all = [...down(1300, 1251), ...moment, ...down(50, 1)].map((id) => ({ id, timestamp: at(id) }));
      const after = url.searchParams.get('timestamp_after');
      return after === null ? all : all.filter((record) => record.timestamp === after);
    }));
    const { summary } = await crawlLog(client, `${ORIGIN}/api/changes/?page_size=500`);
    expect(summary.stored).toBe(1100);
    expect(summary.tieRepairs).toBe(250);
    expect(summary.shortTies).toEqual([{ time: '2026-01-01T00:00:00.000000Z', count: 1200, read: 1000 }]);
  });

  it('names a moment read again that came back short by a single change', async () => {
    // As above, with 1,001 changes at the moment (1,051 to 51) of 1,101: read again 1000 a page,
    // its second page brings 1,051 again, and only 51 is read neither time.
    const tied = (id: number) => id >= 51 && id <= 1051;
    const at = (id: number) => (tied(id) ? '2026-01-01T00:00:00.000000Z' : new Date(Date.UTC(2026, 0, 1) + id * 1000).toISOString().replace('Z', '000Z'));
    const client = fake(listOf((url) => {
      const page = url.searchParams.get('page');
      const moment = down(1051, 51);
      if (page === '2' || page === '3') moment.reverse();
      const all = [...down(1101, 1052), ...moment, ...down(50, 1)].map((id) => ({ id, timestamp: at(id) }));
      const after = url.searchParams.get('timestamp_after');
      return after === null ? all : all.filter((record) => record.timestamp === after);
    }));
    const { summary, delivered } = await crawlLog(client, `${ORIGIN}/api/changes/?page_size=500`);
    expect([summary.stored, summary.tieRepairs]).toEqual([1100, 449]);
    expect(delivered).not.toContain(51);
    expect(summary.shortTies).toEqual([{ time: '2026-01-01T00:00:00.000000Z', count: 1001, read: 1000 }]);
  });

  it('names no moment whose reading again came back short where the log\'s pages held its changes: those readings together hold it whole', async () => {
    // 31 records newest first, 10 a page; page 1 is counted before 31 came (30) and read after.
    // 23 to 20 share a moment across pages 1 and 2; read again 3 a page, in another order on its
    // second page, the moment's reading brings 23, 22 and 21 and misses 20, which page 2 held.
    const T = '2026-01-01T00:00:20.000000Z';
    const at = (id: number) => (id >= 20 && id <= 23 ? T : `2026-01-01T00:00:${String(id).padStart(2, '0')}.000000Z`);
    const list = listOf((url) => {
      const after = url.searchParams.get('timestamp_after');
      const before = url.searchParams.get('timestamp_before');
      const all = down(31, 1).map((id) => ({ id, timestamp: at(id) }));
      if (after === null && before === null) return all;
      const within = all.filter((record) => (after === null || record.timestamp >= after) && (before === null || record.timestamp <= before));
      return url.searchParams.get('page') === '2' ? within.reverse() : within;
    });
    const client = fake((url) => {
      const filtered = url.searchParams.has('timestamp_after') || url.searchParams.has('timestamp_before');
      if (filtered && url.searchParams.get('page_size') !== '1') url.searchParams.set('page_size', '3');
      const body = list(url);
      if (filtered || url.searchParams.has('page') || body instanceof Error) return body;
      return { ...(body as { count: number }), count: 30 };
    });
    const { summary, delivered } = await crawlLog(client);
    expect(client.requested).toContain(`${TIES}&timestamp_after=${encodeURIComponent(T)}&timestamp_before=${encodeURIComponent(T)}`);
    expect(sorted(delivered)).toEqual(up(1, 31));
    expect(summary.shortTies).toEqual([]);
  });

  it('counts a record without an id (kept under --lenient) among those of its moment read again', async () => {
    // 31 records newest first, 10 a page: 21, 20 and one without an id share a timestamp across
    // pages 1 and 2, where 21 and 20 swap; read again, the moment is whole, the id-less one too.
    const T = '2026-01-01T00:00:20.000000Z';
    const at = (id: number) => (id === 21 || id === 20 ? T : `2026-01-01T00:00:${String(id).padStart(2, '0')}.000000Z`);
    const client = fake(listOf((url) => {
      const moment = url.searchParams.get('page') === '2' ? [20, 21] : [21, 20];
      const all = [...down(30, 22).map((id) => ({ id, timestamp: at(id) })), ...moment.map((id) => ({ id, timestamp: at(id) })), { timestamp: T }, ...down(19, 1).map((id) => ({ id, timestamp: at(id) }))];
      const after = url.searchParams.get('timestamp_after');
      return after === null ? all : all.filter((record) => record.timestamp === after);
    }));
    const { summary } = await crawlLog(client);
    expect([summary.stored, summary.tieRepairs, summary.shortTies]).toEqual([31, 1, []]);
  });

  it('learns nothing from a server without the filters (it answers with the whole log) and says how many it has', async () => {
    const client = fake(tiedLog('Z', false));
    const { summary, delivered } = await crawlLog(client);
    // One request for the filtered list; its answer is the unfiltered log, so no more pages of it.
    // (And before it, the count up to page 1's newest, which such a server does not give.)
    expect(client.requested.length).toBe(5);
    expect(delivered.length).toBe(29);
    expect(delivered).not.toContain(20);
    expect(summary).toEqual({ order: 'newest-first', countAtStart: 30, countAtEnd: 30, countLowest: 30, fewerThanKnown: 0, stored: 29, pageSize: 10, tieRepairs: 0, seamRepairs: 0, tiesUnread: 1, beforeSince: 0, shortTies: [], twiceOnPage: null });
  });
});

describe('shortTiesText', () => {
  const tie = (second: number, count: number, read: number) => ({ time: `2026-01-01T00:00:0${second}Z`, count, read });

  it('names one moment with its counts', () => {
    expect(shortTiesText([tie(1, 1200, 1000)])).toBe('the 1,200 changes at 2026-01-01T00:00:01Z (1,000 of them read)');
  });

  it('names up to three, and says how many more there are', () => {
    expect(shortTiesText([tie(1, 1200, 1000), tie(2, 1500, 1000)])).toBe(
      'the 1,200 changes at 2026-01-01T00:00:01Z (1,000 of them read) and the 1,500 changes at 2026-01-01T00:00:02Z (1,000 of them read)',
    );
    expect(shortTiesText([tie(1, 1001, 1000), tie(2, 1002, 1000), tie(3, 1003, 1000), tie(4, 1004, 1000), tie(5, 1005, 1000)])).toBe(
      'the 1,001 changes at 2026-01-01T00:00:01Z (1,000 of them read), the 1,002 changes at 2026-01-01T00:00:02Z (1,000 of them read) ' +
        'and the 1,003 changes at 2026-01-01T00:00:03Z (1,000 of them read), and those at 2 more moments,',
    );
  });
});
