// `--changes-since` against the sample server: the change log read from a given time on, with
// Weblate's `timestamp_after` filter, and from a server without the filter (strict mode, as the
// read-API document shows it) by leaving the older records out.
import { afterEach, describe, expect, it } from 'vitest';
import { crawl } from '../../src/crawler/crawl.ts';
import type { ChangeVariant } from '../../src/sample/records.ts';
import { changeIds, cleanUp, crawlOptions, proxy, records, sample, tempOut, type ListBody } from './crawl-helpers.ts';

afterEach(cleanUp);

interface Change {
  id: number;
  timestamp: string;
  user: string | null;
}

/** Every change of the server's log, following `next`, ascending by id. */
async function allChanges(url: string): Promise<Change[]> {
  const out: Change[] = [];
  for (let next: string | null = `${url}/api/changes/?page_size=1000`; next !== null;) {
    const response = await fetch(next);
    expect(response.status).toBe(200);
    const body = (await response.json()) as ListBody;
    out.push(...(body.results as unknown as Change[]));
    next = body.next;
  }
  return out.sort((a, b) => a.id - b.id);
}

/** The ids of the changes at or after `since`, ascending. */
function idsFrom(changes: Change[], since: number): number[] {
  return changes.filter((change) => Date.parse(change.timestamp) >= since).map((change) => change.id);
}

describe('--changes-since', () => {
  it.each<ChangeVariant>(['A', '5x'])(
    'variant %s: asks for timestamp_after on every change-list page and stores exactly the changes from then on',
    async (variant) => {
      const server = await sample({ variant });
      const changes = await allChanges(server.url);
      const since = Date.parse(changes[180]!.timestamp);
      const expected = idsFrom(changes, since);
      expect(expected.length).toBeGreaterThan(100);
      expect(expected.length).toBeLessThan(150);
      const front = await proxy(server.url);
      const out = await tempOut();
      const { dir, manifest } = await crawl(crawlOptions(front.url, out, { pageSize: 20, changesSince: { at: since } }));
      const iso = new Date(since).toISOString().replace('.000Z', 'Z');
      expect(manifest.scope).toEqual({ projects: null, changesSince: iso });
      expect(await changeIds(dir)).toEqual(expected);
      expect(manifest.apiCounts.changes).toBe(expected.length);
      expect(manifest.changeLog.countAtStart).toBe(expected.length);
      expect(manifest.changeLog.beforeSince).toBe(0);
      expect(manifest.problems).toEqual([]);
      const changeRequests = front.requests.filter((request) => request.url.startsWith('/api/changes/'));
      const counts = changeRequests.filter((request) => new URL(request.url, front.url).searchParams.has('timestamp_before'));
      // 20 a page: every page of the window, and no more; newest first, also the window's count up to page 1's newest.
      expect(changeRequests.length - counts.length).toBe(Math.ceil(expected.length / 20));
      expect(counts.length).toBe(variant === 'A' ? 0 : 1);
      for (const request of changeRequests) {
        expect(new URL(request.url, front.url).searchParams.get('timestamp_after')).toBe(iso);
      }
    },
  );

  it('a server without the filters (strict mode): reads the whole log, stores the same changes and counts the older ones it left out', async () => {
    const server = await sample({ strict: true });
    const all = await allChanges(server.url);
    expect(all.length).toBe(300);
    const since = Date.parse(all[180]!.timestamp);
    const expected = idsFrom(all, since);
    const out = await tempOut();
    const { dir, manifest } = await crawl(crawlOptions(server.url, out, { changesSince: { at: since } }));
    expect(await changeIds(dir)).toEqual(expected);
    expect(manifest.changeLog.countAtStart).toBe(300);
    expect(manifest.changeLog.beforeSince).toBe(300 - expected.length);
    expect(manifest.apiCounts.changes).toBe(expected.length);
    expect(manifest.collections.changes.count).toBe(expected.length);
    expect(manifest.problems).toEqual([]);
  });

  it('reads each named project\'s change log from then on', async () => {
    const server = await sample();
    const { world, log } = server.instance;
    const project = world.projects[0]!;
    const changes = await allChanges(server.url);
    const since = Date.parse(changes[150]!.timestamp);
    const expected = idsFrom(changes, since).filter((id) => log.project[id - 1] === 0);
    expect(expected.length).toBeGreaterThan(10);
    const out = await tempOut();
    const { dir, manifest } = await crawl(crawlOptions(server.url, out, { projects: [project.slug], changesSince: { at: since } }));
    expect(await changeIds(dir)).toEqual(expected);
    expect(manifest.apiCounts.changes).toBe(expected.length);
    expect(manifest.scope.projects).toEqual([project.slug]);
  });

  it('takes the users named in the window\'s changes only, when the server lists none', async () => {
    // With a token required, an anonymous caller gets an empty user list, as on real Weblate.
    const server = await sample({ token: 'wlu_admin' });
    const changes = await allChanges(server.url);
    const since = Date.parse(changes[250]!.timestamp);
    const inWindow = changes.filter((change) => Date.parse(change.timestamp) >= since);
    const names = (list: Change[]) => [...new Set(list.flatMap((change) => (change.user === null ? [] : [change.user.replace(/\/$/, '').split('/').pop()!])))].sort();
    expect(names(inWindow).length).toBeLessThan(names(changes).length);
    const out = await tempOut();
    const { dir, manifest } = await crawl(crawlOptions(server.url, out, { changesSince: { at: since } }));
    expect(manifest.users.source).toBe('change-log');
    expect((await records(dir, 'users')).map((user) => user['username'])).toEqual(names(inWindow));
  });

  it('tells a crawl of a long whole log about the window, once, and a crawl with a window nothing', async () => {
    // 20,000 changes at 10 a page: 2,000 pages. The crawl is stopped early: the line comes with the plan.
    const server = await sample({ changes: 20_000 });
    const out = await tempOut();
    const messages: string[] = [];
    const onMessage = (text: string) => messages.push(text);
    await expect(crawl(crawlOptions(server.url, out, { pageSize: 10, maxRequests: 40, onMessage }))).rejects.toThrow(/^stopped after 40 requests \(--max-requests 40\)/);
    expect(messages).toEqual([
      'the change log holds 20,000 changes, 2,000 requests: --changes-since reads only the recent ones (800d keeps every chart and window of the site whole)',
    ]);
    messages.length = 0;
    const changes = await allChanges(server.url);
    const since = Date.parse(changes[19_990]!.timestamp);
    await crawl(crawlOptions(server.url, out, { pageSize: 10, changesSince: { at: since }, onMessage }));
    expect(messages).toEqual([]);
  });

  it('fails before any request when the window starts after the crawl', async () => {
    const server = await sample();
    const front = await proxy(server.url);
    const out = await tempOut();
    const started = new Date('2026-11-23T02:40:00Z');
    await expect(crawl(crawlOptions(front.url, out, { changesSince: { at: Date.UTC(2026, 11, 1) }, now: () => started }))).rejects.toThrow(
      '--changes-since 2026-12-01T00:00:00.000Z lies after the crawl\'s start (2026-11-23T02:40:00.000Z)',
    );
    expect(front.requests).toEqual([]);
  });
});
