// Whole crawls against the sample Weblate server: what a complete snapshot holds, the change-log
// variants (A oldest first, B and 5.x newest first) with the log growing during the crawl, page
// sizes honoured and ignored, a crawl of named projects, a path prefix and format=api.
import { readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { crawl } from '../../src/crawler/crawl.ts';
import { parseCrawlArgs } from '../../src/crawler/options.ts';
import { emptyProgress } from '../../src/crawler/progress.ts';
import type { ChangeVariant } from '../../src/sample/records.ts';
import { openSnapshot, verifySnapshot } from '../../src/snapshot/reader.ts';
import {
  changeIds, cleanUp, crawlOptions, entries, filesBelow, forwardProxy, latestOf, oneTo, proxy, records, rejection, sample, tempOut, trustTestCertificate,
  type ListBody,
} from './crawl-helpers.ts';
import { listOf } from './fake-client.ts';

afterEach(cleanUp);

async function apiList(url: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return ((await response.json()) as ListBody).results;
}

describe('a complete crawl of the tiny sample', () => {
  it('stores every list with the counts the server reports, and points latest at the snapshot', async () => {
    const server = await sample();
    const out = await tempOut();
    const { dir, manifest } = await crawl(crawlOptions(server.url, out));
    const { world } = server.instance;

    // The sample's ground truth: 8 languages, 3 projects, 8 components, 44 translations, 20 users, 300 changes.
    const expected = {
      languages: world.languages.length,
      projects: world.projects.length,
      components: world.components.length,
      translations: world.trComponent.length,
      users: world.usernames.length,
      changes: server.instance.visibleChanges,
    };
    expect(expected).toEqual({ languages: 8, projects: 3, components: 8, translations: 44, users: 20, changes: 300 });
    expect(manifest.apiCounts).toEqual(expected);
    expect({
      languages: manifest.collections.languages.count,
      projects: manifest.collections.projects.count,
      components: manifest.collections.components.count,
      translations: manifest.collections.translations.count,
      users: manifest.collections.users.count,
      changes: manifest.collections.changes.count,
    }).toEqual({ ...expected, users: 19 });

    expect(manifest.baseUrl).toBe(server.url);
    expect(manifest.scope).toEqual({ projects: null, changesSince: null });
    // The change log names 19 of the 20 accounts listed: admin, who changed nothing, is left out.
    expect(manifest.users).toEqual({ source: 'api', leftOut: 1 });
    expect(manifest.problems).toEqual([]);
    expect(manifest.changeLog).toEqual({ order: 'newest-first', countAtStart: 300, countAtEnd: 300, growth: 0, beforeSince: 0 });
    // One page each for languages, projects, components, translations, users and changes.
    expect(manifest.requests).toBe(6);
    expect(manifest.requests).toBe(server.stats.requests);
    expect(manifest.retries).toBe(0);
    // The bodies of the six pages, as the server sends them.
    let bodies = 0;
    for (const list of ['languages', 'projects', 'components', 'translations', 'users', 'changes']) {
      bodies += (await (await fetch(`${server.url}/api/${list}/?page_size=1000`)).arrayBuffer()).byteLength;
    }
    expect(manifest.bytes).toBe(bodies);

    expect(await changeIds(dir)).toEqual(oneTo(manifest.changeLog.countAtStart));
    expect(await latestOf(out)).toBe(basename(dir));
    expect(await entries(out)).toEqual([basename(dir), 'latest']);
    await verifySnapshot(await openSnapshot(dir));
    // The reader resolves the snapshot the same way from the out dir.
    expect((await openSnapshot(dir)).manifest).toEqual(manifest);
  });

  it('stores the records as the API serves them (users reduced to their public fields, translations tagged with their component)', async () => {
    const server = await sample();
    const out = await tempOut();
    const { dir } = await crawl(crawlOptions(server.url, out));
    const api = (path: string) => apiList(`${server.url}/api/${path}?page_size=1000`);

    const byCode = (a: Record<string, unknown>, b: Record<string, unknown>) => (String(a['code']) < String(b['code']) ? -1 : 1);
    expect(await records(dir, 'languages')).toEqual((await api('languages/')).sort(byCode));
    expect(await records(dir, 'projects')).toEqual(await api('projects/'));
    expect(await records(dir, 'components')).toEqual(await api('components/'));
    // Variant B lists the log newest first; the snapshot stores it by id.
    expect(await records(dir, 'changes')).toEqual((await api('changes/')).reverse());

    const translations = await records(dir, 'translations');
    const served = await api('translations/');
    expect(translations.map(({ _atlas, ...rest }) => rest)).toEqual(served);
    expect(translations.map((record) => record['_atlas'])).toEqual(
      served.map((record) => ({ component: (record['component'] as { url: string }).url })),
    );

    const users = await records(dir, 'users');
    expect(users.map((user) => user['username'])).toEqual([...server.instance.world.usernames].filter((username) => username !== 'admin').sort());
    for (const user of users) expect(Object.keys(user)).toEqual(['username', 'full_name']);
  });

  it('gives a second crawl in the same second its own folder and moves latest to it', async () => {
    const server = await sample();
    const out = await tempOut();
    const now = () => new Date('2026-11-21T02:00:00.000Z');
    const first = await crawl(crawlOptions(server.url, out, { now }));
    const second = await crawl(crawlOptions(server.url, out, { now }));
    expect(basename(first.dir)).toBe('2026-11-21T020000Z');
    expect(basename(second.dir)).toBe('2026-11-21T020000Z-2');
    expect(await latestOf(out)).toBe('2026-11-21T020000Z-2');
    expect(await entries(out)).toEqual(['2026-11-21T020000Z', '2026-11-21T020000Z-2', 'latest']);
  });
});

describe('crawls of several scopes into one out dir', () => {
  it('give the scope of the snapshot latest pointed to before each, read from its manifest', async () => {
    const server = await sample();
    const out = await tempOut();
    const first = await crawl(crawlOptions(server.url, out, { projects: ['kestrel-mail'], now: () => new Date('2026-11-21T02:00:00.000Z') }));
    expect(first.scopeBefore).toBeNull();
    const second = await crawl(crawlOptions(server.url, out, { changesSince: { daysBack: 30 }, now: () => new Date('2026-11-21T03:00:00.000Z') }));
    expect(second.scopeBefore).toEqual({
      id: '2026-11-21T020000Z', scope: { projects: ['kestrel-mail'], changesSince: null }, startedAt: '2026-11-21T02:00:00.000Z', baseUrl: server.url.replace(/\/$/, ''),
    });
    expect(second.manifest.scope).toEqual({ projects: null, changesSince: '2026-10-22T00:00:00Z' });
  });

  it('give no scope before, and succeed, where the manifest latest points to is damaged or of a format this code does not read', async () => {
    const server = await sample();
    const out = await tempOut();
    const { dir } = await crawl(crawlOptions(server.url, out, { now: () => new Date('2026-11-21T02:00:00.000Z') }));
    const manifestPath = join(dir, 'manifest.json');
    const written = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, unknown>;
    await writeFile(manifestPath, JSON.stringify({ ...written, formatVersion: 99 }));
    const unknownFormat = await crawl(crawlOptions(server.url, out, { projects: ['orbit-notes'], now: () => new Date('2026-11-21T03:00:00.000Z') }));
    expect(unknownFormat.scopeBefore).toBeNull();
    await writeFile(join(unknownFormat.dir, 'manifest.json'), '{"formatVersion": 4, "scope": ');
    const damaged = await crawl(crawlOptions(server.url, out, { now: () => new Date('2026-11-21T04:00:00.000Z') }));
    expect([damaged.scopeBefore, await latestOf(out)]).toEqual([null, '2026-11-21T040000Z']);
  });
});

describe('change-log variants while the log grows', () => {
  const cases: [ChangeVariant, 'oldest-first' | 'newest-first'][] = [
    ['A', 'oldest-first'],
    ['B', 'newest-first'],
    ['5x', 'newest-first'],
  ];

  it.each(cases)(
    'variant %s (3 records added per change-list request, 10 a page): stores exactly the records that existed at the start, %s',
    async (variant, order) => {
      const server = await sample({ variant, growth: 3 });
      const out = await tempOut();
      const { dir, manifest } = await crawl(crawlOptions(server.url, out, { pageSize: 10, concurrency: 4 }));
      // The first change-list request already added 3 records to the sample's 300.
      expect(manifest.changeLog.countAtStart).toBe(303);
      expect(manifest.changeLog.order).toBe(order);
      expect(manifest.changeLog.growth).toBe(manifest.changeLog.countAtEnd - manifest.changeLog.countAtStart);
      expect(manifest.changeLog.growth).toBeGreaterThan(0);
      expect(manifest.changeLog.countAtEnd).toBeLessThanOrEqual(server.instance.visibleChanges);
      expect(manifest.apiCounts.changes).toBe(303);
      expect(manifest.pageSize).toBe(10);
      const ids = await changeIds(dir);
      expect(ids).toEqual(oneTo(303));
      expect(manifest.collections.changes.count).toBe(303);
      expect(manifest.problems).toEqual([]);
    },
  );

  it('5.x on the demo instance (20,000 records, 50 a page, ties between equal timestamps, growth 3)', async () => {
    const server = await sample({ profile: 'demo', variant: '5x', growth: 3 });
    const out = await tempOut();
    const { dir, manifest } = await crawl(crawlOptions(server.url, out, { pageSize: 50, concurrency: 4 }));
    expect(manifest.changeLog.order).toBe('newest-first');
    expect(manifest.changeLog.countAtStart).toBe(20_003);
    expect(manifest.changeLog.growth).toBeGreaterThan(0);
    expect(await changeIds(dir)).toEqual(oneTo(20_003));
  });

  it('5.x on the demo instance growing by a record a request, at concurrency 16: reads again only the pages that hold what fell between pages', async () => {
    const server = await sample({ profile: 'demo', variant: '5x', growth: 1 });
    const out = await tempOut();
    const { dir, manifest } = await crawl(crawlOptions(server.url, out, { pageSize: 50, concurrency: 16 }));
    expect(manifest.changeLog.countAtStart).toBe(20_001);
    expect(manifest.changeLog.growth).toBeGreaterThan(300);
    expect(await changeIds(dir)).toEqual(oneTo(20_001));
    // Without growth the crawl takes 494 requests (425 planned pages, the log's count up to its page
    // 1, 68 reading ties again); with it, as many as the order the pages were served in makes (about
    // 480). Reading every page after a gap again, one at a time, took 1,238 requests here.
    expect(manifest.requests).toBeLessThan(560);
  });

  it.each(['B', '5x'] as const)(
    'variant %s, every page counted before a record comes and read after it, page 1 too: stores every record its page 1 shows existed',
    async (variant) => {
      const server = await sample({ variant, faults: { shift: 1 } });
      const out = await tempOut();
      const { dir, manifest } = await crawl(crawlOptions(server.url, out, { pageSize: 10, concurrency: 4 }));
      // Page 1 counted 300 and showed record 301 as well: every record it shows existed is stored,
      // the oldest too, which the moved pages left out (the server's count up to page 1's newest
      // says so, and what lies past the last page is read again).
      expect(manifest.changeLog.countAtStart).toBe(300);
      expect(await changeIds(dir)).toEqual(oneTo(301));
      expect(manifest.problems).toEqual([]);
    },
  );

  it.each(['B', '5x'] as const)(
    'variant %s, three pages in ten counted before a record comes and read after it (as Weblate counts and reads in two queries): stores every record of the start',
    async (variant) => {
      const server = await sample({ variant, faults: { shift: 0.3 } });
      const out = await tempOut();
      const { dir, manifest } = await crawl(crawlOptions(server.url, out, { pageSize: 10, concurrency: 4 }));
      expect(manifest.changeLog.growth).toBeGreaterThan(0);
      expect(await changeIds(dir)).toEqual(oneTo(manifest.changeLog.countAtStart));
      expect(manifest.collections.changes.count).toBe(manifest.changeLog.countAtStart);
    },
  );

  it.each(['B', '5x'] as const)(
    'variant %s, growing by 2 records a request and half its pages counted before a record comes and read after it: stores every record of the start, none missed',
    async (variant) => {
      const server = await sample({ variant, growth: 2, faults: { shift: 0.5 } });
      const { dir, manifest } = await crawl(crawlOptions(server.url, await tempOut(), { pageSize: 10, concurrency: 4 }));
      const ids = await changeIds(dir);
      // Page 1, where it was counted before a record came, holds that one too, taken for the start's.
      expect(ids.length - manifest.changeLog.countAtStart).toBeGreaterThanOrEqual(0);
      expect(ids.length - manifest.changeLog.countAtStart).toBeLessThanOrEqual(1);
      expect(ids).toEqual(oneTo(ids.length));
      expect(manifest.changeLog.growth).toBeGreaterThan(30);
    },
  );

  it('an oldest-first log that grows faster than it is read: reads no page past the records that existed at the start', async () => {
    // 10 records a page, 20 added per change-list request: the tail never ends by itself (the
    // sample stops growing after 20,000 more records). The records beyond the count at the start
    // are never stored, so reading them is wasted.
    const server = await sample({ variant: 'A', growth: 20 });
    const front = await proxy(server.url);
    const out = await tempOut();
    const { dir, manifest } = await crawl(crawlOptions(front.url, out, { pageSize: 10 }));
    expect(manifest.changeLog.countAtStart).toBe(320);
    expect(await changeIds(dir)).toEqual(oneTo(320));
    const pages = front.requests
      .filter((request) => request.url.startsWith('/api/changes/'))
      .map((request) => Number(new URL(request.url, front.url).searchParams.get('page') ?? '1'));
    // 320 records at 10 a page: pages 1 to 32.
    expect(Math.max(...pages)).toBeLessThanOrEqual(32);
  });
});

describe('a list that shrinks during the crawl', () => {
  it('reads it whole again and stores every record it saw, the deleted ones too', async () => {
    const server = await sample();
    // The instance-wide translation list, answered by the test once five translations are deleted.
    let all: unknown[] = [];
    let deleting = false;
    let pageOneServed = false;
    const front = await proxy(server.url, {
      intercept: (request) => {
        const url = new URL(request.url, front.url);
        if (!deleting || url.pathname !== '/api/translations/') return null;
        const first = url.searchParams.get('page') === null && !pageOneServed;
        if (first) pageOneServed = true;
        // The first five go once page 1 has been served: 6–25 move forward and page 3 is gone.
        const body = listOf(() => (first ? all : all.slice(5)))(url);
        return body instanceof Error ? { status: 404, body: { detail: 'Invalid page.' } } : { status: 200, body };
      },
    });
    all = (await apiList(`${front.url}/api/translations/?page_size=1000`));
    deleting = true;
    const out = await tempOut();
    const messages: string[] = [];
    const { dir, manifest } = await crawl(crawlOptions(front.url, out, { pageSize: 20, concurrency: 1, onMessage: (text) => messages.push(text) }));

    expect(messages).toEqual([
      `translations: a list shrank while it was read (${front.url}/api/translations/?page=3&page_size=20 is gone; page 1 counted 44 records, a later page 39): ` +
        'records deleted meanwhile, or an old page 1 from a cache; reading it whole again (pass 2)',
    ]);
    const translationPages = front.requests.map((request) => request.url).filter((url) => url.startsWith('/api/translations/'));
    expect(translationPages).toEqual([
      '/api/translations/?page_size=1000',
      '/api/translations/?page_size=20', '/api/translations/?page=2&page_size=20', '/api/translations/?page=3&page_size=20',
      '/api/translations/?page_size=20', '/api/translations/?page=2&page_size=20',
    ]);
    expect((await records(dir, 'translations')).map((record) => record['id'])).toEqual(oneTo(44));
    expect(manifest.apiCounts.translations).toBe(44);
  });
});

describe('the change log order of a crawl of named projects', () => {
  it("is the longest log's, not that of the log read last (a log of one record shows none)", async () => {
    const server = await sample();
    const [first, second] = server.instance.world.projects;
    const whole = await crawl(crawlOptions(server.url, await tempOut(), { projects: [first!.slug] }));
    expect(whole.manifest.changeLog.order).toBe('newest-first');
    // The second project's log holds one record, and comes last.
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path !== `/api/projects/${second!.slug}/changes/`) return body;
        const list = body as ListBody;
        return { ...list, count: 1, next: null, results: list.results.slice(0, 1) };
      },
      delayMs: (request) => (request.url.startsWith(`/api/projects/${second!.slug}/changes/`) ? 200 : 0),
    });
    const { manifest } = await crawl(crawlOptions(front.url, await tempOut(), { projects: [first!.slug, second!.slug] }));
    expect(manifest.changeLog.order).toBe('newest-first');
  });
});

describe('a list read again after it shrank', () => {
  it("reads each component's translations once, and counts them once, though the components came twice", async () => {
    const server = await sample();
    const project = server.instance.world.projects[0]!;
    // The project's component list counts one fewer on its page 2, once: a component deleted meanwhile.
    let shrunk = false;
    const front = await proxy(server.url, {
      rewrite: (path, body, request) => {
        const page = new URL(request.url, 'http://front').searchParams.get('page');
        if (shrunk || path !== `/api/projects/${project.slug}/components/` || page !== '2') return body;
        shrunk = true;
        return { ...(body as ListBody), count: (body as ListBody).count - 1 };
      },
    });
    const out = await tempOut();
    const messages: string[] = [];
    const { dir, manifest } = await crawl(crawlOptions(front.url, out, { pageSize: 2, projects: [project.slug], onMessage: (text) => messages.push(text) }));

    expect(messages).toEqual([
      'components: a list shrank while it was read (page 1 counted 3 records, a later page 2): records deleted meanwhile, or an old page 1 from a cache; reading it whole again (pass 2)',
    ]);
    const translationIds = project.components.flatMap((c) => {
      const component = server.instance.world.components[c]!;
      return oneTo(component.trEnd - component.trStart).map((k) => component.trStart + k);
    });
    expect((await records(dir, 'translations')).map((record) => record['id'])).toEqual(translationIds.sort((a, b) => a - b));
    expect(manifest.apiCounts.components).toBe(project.components.length);
    expect(manifest.apiCounts.translations).toBe(translationIds.length);
    // Every component's translation list is read from its page 1 once.
    const firstPages = front.requests.map((request) => request.url).filter((url) => /^\/api\/components\/[^/]+\/[^/]+\/translations\/\?page_size=2$/.test(url));
    expect(firstPages).toHaveLength(project.components.length);
    expect(new Set(firstPages).size).toBe(project.components.length);
  });
});

describe('page sizes', () => {
  it('asks for 1000 a page and gets it: the demo instance in 26 requests', async () => {
    const server = await sample({ profile: 'demo' });
    const out = await tempOut();
    const { dir, manifest } = await crawl(crawlOptions(server.url, out));
    expect(manifest.pageSize).toBe(1000);
    // languages 30, projects 8, components 40, translations 760 and users 300 fit one page each; 20 pages of
    // changes, and the log's count up to its page 1.
    expect(manifest.requests).toBe(26);
    expect(manifest.apiCounts).toEqual({ languages: 30, projects: 8, components: 40, translations: 760, users: 300, changes: 20_000 });
    expect(await changeIds(dir)).toEqual(oneTo(20_000));
  });

  it('reads the page size the server serves when it ignores page_size (strict: 50 a page, per-parent lists)', async () => {
    const server = await sample({ profile: 'demo', strict: true });
    const out = await tempOut();
    const { dir, manifest } = await crawl(crawlOptions(server.url, out));
    expect(manifest.pageSize).toBe(50);
    const { world } = server.instance;
    const pages = (count: number) => Math.max(1, Math.ceil(count / 50));
    const componentPages = world.projects.reduce((sum, project) => sum + pages(project.components.length), 0);
    const translationPages = world.components.reduce((sum, component) => sum + pages(component.trEnd - component.trStart), 0);
    // languages, projects, the refused /api/components/ and /api/translations/ (404 in strict
    // mode), each project's components, each component's translations, 300 users, 20,000 changes,
    // and the log's count up to its page 1 (answered with the whole log: no filters in strict mode).
    expect(manifest.requests).toBe(1 + 1 + 1 + componentPages + 1 + translationPages + 6 + 400 + 1);
    expect(manifest.requests).toBe(459);
    expect(manifest.apiCounts).toEqual({ languages: 30, projects: 8, components: 40, translations: 760, users: 300, changes: 20_000 });
    expect(manifest.collections.translations.count).toBe(760);
    expect(await changeIds(dir)).toEqual(oneTo(20_000));
  });

  it('does not take the length of a change log that fits one page for the page size the server serves', async () => {
    // Every list of the tiny instance fits one page of 1000: nothing shows the server capping the size.
    const server = await sample();
    const out = await tempOut();
    const { manifest } = await crawl(crawlOptions(server.url, out));
    expect(manifest.pageSize).toBe(1000);
  });
});

describe('concurrency', () => {
  it.each([1, 3])('never has more than --concurrency %i requests in flight, whatever the lists', async (concurrency) => {
    const server = await sample({ latencyMs: 5 });
    // The first requests are answered once as many are in as --concurrency allows: the limit is
    // reached however slowly the machine lets them in (5 ms apart, the first came back before the last went).
    let allIn = () => {};
    const firstRound = new Promise<void>((resolve) => (allIn = resolve));
    const front = await proxy(server.url, {
      onRequest: () => {
        if (front.load.inFlight === concurrency) allIn();
      },
      holdUntil: (request) => (front.requests.indexOf(request) < concurrency ? firstRound : null),
    });
    const out = await tempOut();
    const { manifest } = await crawl(crawlOptions(front.url, out, { pageSize: 20, concurrency }));
    expect(manifest.collections.changes.count).toBe(300);
    expect(front.requests.length).toBe(manifest.requests);
    expect(front.load.maxInFlight).toBe(concurrency);
  });
});

describe('a crawl of named projects', () => {
  it('names them in the manifest in one order, whatever order the flags gave them in', async () => {
    const server = await sample();
    const slugs = server.instance.world.projects.slice(0, 2).map((project) => project.slug).sort();
    const { manifest } = await crawl(crawlOptions(server.url, await tempOut(), { projects: [slugs[1]!, slugs[0]!, slugs[1]!] }));
    expect(manifest.scope.projects).toEqual(slugs);
  });

  it('stores the project, its components, their translations and the project\'s change log', async () => {
    const server = await sample();
    const out = await tempOut();
    const { world, log } = server.instance;
    const project = world.projects[0]!;
    const { dir, manifest } = await crawl(crawlOptions(server.url, out, { projects: [project.slug] }));

    const componentIds = project.components.map((c) => c + 1);
    const translationIds = project.components.flatMap((c) => {
      const component = world.components[c]!;
      return oneTo(component.trEnd - component.trStart).map((k) => component.trStart + k);
    });
    const changeIdsOfProject = oneTo(server.instance.visibleChanges).filter((id) => log.project[id - 1] === 0);
    expect(manifest.scope).toEqual({ projects: [project.slug], changesSince: null });
    expect((await records(dir, 'projects')).map((record) => record['slug'])).toEqual([project.slug]);
    const components = await records(dir, 'components');
    expect(components.map((record) => record['id'])).toEqual(componentIds.sort((a, b) => a - b));
    // Weblate lists a project's components without their project (the sample as it does): each
    // is stored with the URL of the project whose list held it, and fails no check.
    for (const component of components) {
      expect(component['project']).toBeUndefined();
      expect(component['_atlas']).toEqual({ project: `${server.url}/api/projects/${project.slug}/` });
    }
    expect(manifest.problems).toEqual([]);
    expect((await records(dir, 'translations')).map((record) => record['id'])).toEqual(translationIds.sort((a, b) => a - b));
    expect(await changeIds(dir)).toEqual(changeIdsOfProject);
    expect(manifest.changeLog.countAtStart).toBe(changeIdsOfProject.length);
    expect(manifest.apiCounts.projects).toBe(1);
    expect(manifest.apiCounts.components).toBe(componentIds.length);
    expect(manifest.apiCounts.translations).toBe(translationIds.length);
    expect(manifest.apiCounts.changes).toBe(changeIdsOfProject.length);
  });

  it('stores a change of the project\'s log that names no component (Project created) with the project whose log held it', async () => {
    const server = await sample();
    const { world, log } = server.instance;
    // A project created within the log's span: its creation is one of its log's changes.
    const created = world.projects.find((project) => log.action.some((action, i) => action === 50 && log.project[i] === project.index))!;
    const url = `${server.url}/api/projects/${created.slug}/`;
    const scoped = await crawl(crawlOptions(server.url, await tempOut(), { projects: [created.slug] }));
    const placeless = (await records(scoped.dir, 'changes')).filter((change) => change['component'] === null && change['translation'] === null);
    expect(placeless.map((change) => change['action'])).toContain(50);
    for (const change of placeless) expect(change['_atlas']).toEqual({ project: url });
    // Every other change names its component: it gets nothing.
    expect((await records(scoped.dir, 'changes')).filter((change) => change['component'] !== null).some((change) => '_atlas' in change)).toBe(false);
    // The instance's log says of no change whose project it is: none is given one.
    const whole = await crawl(crawlOptions(server.url, await tempOut()));
    expect((await records(whole.dir, 'changes')).filter((change) => '_atlas' in change)).toEqual([]);
  });

  it('counts once the records two named projects\' logs share (a misconfigured server), saying so, where the snapshot read as half stored', async () => {
    const server = await sample();
    const [first, second] = server.instance.world.projects;
    // The second project's log is served as the first's.
    const front = await proxy(server.url, { forwardPath: (url) => url.replace(`/api/projects/${second!.slug}/changes/`, `/api/projects/${first!.slug}/changes/`) });
    const warnings: string[] = [];
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut(), { projects: [first!.slug, second!.slug], onWarning: (text) => warnings.push(text) }));
    const { log } = server.instance;
    const ofFirst = oneTo(server.instance.visibleChanges).filter((id) => log.project[id - 1] === 0);
    expect(await changeIds(dir)).toEqual(ofFirst);
    expect(warnings).toEqual([
      `the change logs of the projects named share ${ofFirst.length.toLocaleString('en')} records (on Weblate a change belongs to one project): each is stored and counted once`,
    ]);
    expect([manifest.apiCounts.changes, manifest.changeLog.countAtStart, manifest.collections.changes.count]).toEqual([ofFirst.length, ofFirst.length, ofFirst.length]);
  });

  it('takes a Weblate 5.x server\'s translations listed without their component, strictly, and stores where they came from', async () => {
    const server = await sample({ variant: '5x' });
    const out = await tempOut();
    const project = server.instance.world.projects[0]!;
    const { dir, manifest } = await crawl(crawlOptions(server.url, out, { projects: [project.slug] }));

    const translations = await records(dir, 'translations');
    const components = await records(dir, 'components');
    expect(manifest.problems).toEqual([]);
    expect(translations.length).toBe(manifest.apiCounts.translations);
    expect(translations.length).toBeGreaterThan(0);
    for (const translation of translations) expect(translation['component']).toBeUndefined();
    // Each translation names its component through the list it came from, and every one of them is stored.
    const componentUrls = new Set(components.map((component) => component['url']));
    const first = translations[0]!;
    expect((first['_atlas'] as { component: string }).component).toBe(
      `${server.url}/api/components/${project.slug}/${server.instance.world.components[project.components[0]!]!.slug}/`,
    );
    for (const translation of translations) expect(componentUrls.has((translation['_atlas'] as { component: string }).component)).toBe(true);
  });
});

describe('a path prefix', () => {
  it.each(['', '/', '/api/', '/api'])('crawls a server under /weblate given as <base>%s', async (suffix) => {
    const server = await sample({ prefix: '/weblate' });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/weblate$/);
    const out = await tempOut();
    const { dir, manifest } = await crawl(crawlOptions(`${server.url}${suffix}`, out));
    expect(manifest.baseUrl).toBe(server.url);
    expect(manifest.collections.changes.count).toBe(300);
    expect(manifest.collections.translations.count).toBe(44);
    expect(manifest.requests).toBe(6);
    for (const record of await records(dir, 'projects')) {
      expect(String(record['url']).startsWith(`${server.url}/api/projects/`)).toBe(true);
    }
  });
});

describe('a server over https:// whose links are http:// to its own host (real-weblate-notes.md: misconfigured instances)', () => {
  // The sample behind a TLS proxy that does not tell it so: it makes its links from the Host
  // header with http://. The proxy's certificate is trusted as NODE_EXTRA_CA_CERTS would make it.
  it('is crawled whole, each http:// link asked for over https://, and its records keep the links as served', async () => {
    await trustTestCertificate();
    const server = await sample();
    const front = await proxy(server.url, { tls: true });
    const host = `127.0.0.1:${front.port}`;
    expect(front.url).toBe(`https://${host}`);
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut(), { pageSize: 20 }));

    expect(manifest.baseUrl).toBe(`https://${host}`);
    expect(manifest.apiCounts).toEqual({ languages: 8, projects: 3, components: 8, translations: 44, users: 20, changes: 300 });
    expect(manifest.problems).toEqual([]);
    // Every request reached the TLS proxy, pages 2 on by the server's http:// next links.
    expect([manifest.requests, server.stats.requests]).toEqual([front.requests.length, front.requests.length]);
    const later = (list: string, pages: number) => oneTo(pages).slice(1).map((page) => `/api/${list}/?page=${page}&page_size=20`);
    expect(front.requests.map((request) => request.url).filter((url) => url.includes('page=')).sort()).toEqual(
      [...later('changes', 15), ...later('translations', 3)].sort(),
    );
    expect(await changeIds(dir)).toEqual(oneTo(300));
    const [change] = await records(dir, 'changes');
    expect(change!['url']).toBe(`http://${host}/api/changes/1/`);
    const [translation] = await records(dir, 'translations');
    expect(translation!['_atlas']).toEqual({ component: `http://${host}/api/components/orbit-notes/core/` });
  });

  it("is crawled by a named project's own lists, reached by the http:// links of its records", async () => {
    await trustTestCertificate();
    const server = await sample();
    const front = await proxy(server.url, { tls: true });
    const project = server.instance.world.projects[0]!;
    expect(project.slug).toBe('orbit-notes');
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut(), { projects: [project.slug], pageSize: 20 }));
    expect(manifest.apiCounts).toEqual({ languages: 8, projects: 1, components: 3, translations: 20, users: 20, changes: 164 });
    expect(manifest.problems).toEqual([]);
    // The project's components, changes and its components' translations: each list by the link the record above it gives.
    expect([...new Set(front.requests.map((request) => new URL(request.url, front.url).pathname))].sort()).toEqual([
      '/api/components/orbit-notes/android-app/translations/',
      '/api/components/orbit-notes/core/translations/',
      '/api/components/orbit-notes/glossary/translations/',
      '/api/languages/',
      '/api/projects/orbit-notes/',
      '/api/projects/orbit-notes/changes/',
      '/api/projects/orbit-notes/components/',
      '/api/users/',
    ]);
    const [component] = await records(dir, 'components');
    expect(component!['translations_url']).toBe(`http://127.0.0.1:${front.port}/api/components/orbit-notes/core/translations/`);
  });
});

describe('a server that shows no projects', () => {
  it('writes the empty snapshot, warning that an anonymous crawl sees public projects only', async () => {
    const server = await sample();
    const empty = { count: 0, next: null, previous: null, results: [] };
    const front = await proxy(server.url, {
      intercept: (request) => (/^\/api\/(projects|components|translations|changes)\//.test(request.url) ? { status: 200, body: empty } : null),
    });
    const warnings: string[] = [];
    const { manifest } = await crawl(crawlOptions(front.url, await tempOut(), { onWarning: (text) => warnings.push(text) }));
    expect(manifest.collections.projects.count).toBe(0);
    expect(warnings).toEqual([
      `${front.url} shows no projects to this crawl: anonymous callers see public projects only; a private one needs a token (WEBLATE_TOKEN)`,
    ]);
  });
});

describe('a server without the instance-wide components and translations lists', () => {
  it("reads each project's and component's own lists where those two answer Django's HTML 404 page", async () => {
    const server = await sample();
    const notFound = '<!doctype html><html lang="en"><head><title>Not Found</title></head><body><h1>Not Found</h1><p>The requested resource was not found on this server.</p></body></html>';
    const front = await proxy(server.url, {
      intercept: (request) => (/^\/api\/(components|translations)\/\?/.test(request.url) ? { status: 404, body: notFound, headers: { 'Content-Type': 'text/html; charset=utf-8' } } : null),
    });
    const { manifest } = await crawl(crawlOptions(front.url, await tempOut()));
    expect([manifest.collections.components.count, manifest.collections.translations.count, manifest.collections.changes.count]).toEqual([8, 44, 300]);
    expect(front.requests.filter((request) => /^\/api\/(components|translations)\/\?/.test(request.url)).map((request) => request.url)).toEqual([
      '/api/components/?page_size=1000', '/api/translations/?page_size=1000',
    ]);
  });

  it('fails on a 404 of the instance-wide list once pages of it were read, without reading the per-project lists', async () => {
    const server = await sample();
    let firstPages = 0;
    // Page 2 of /api/components/ is gone (the list is read again), and its page 1 then answers 404.
    const front = await proxy(server.url, {
      intercept: (request) => {
        if (!request.url.startsWith('/api/components/?')) return null;
        if (request.url.includes('page=2')) return { status: 404, body: { detail: 'Invalid page.' } };
        return ++firstPages === 1 ? null : { status: 404, body: { detail: 'Not found.' } };
      },
    });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out, { pageSize: 5, concurrency: 1 })));
    expect(error.message).toBe(`not found: ${front.url}/api/components/?page_size=5: Not found.`);
    expect(front.requests.filter((request) => /^\/api\/projects\/[^/?]+\/components\//.test(request.url))).toEqual([]);
    expect(await entries(out)).toEqual([]);
  });
});

describe('a server that writes its times with an offset (+01:00)', () => {
  it('crawls a 5.x change log whole, its ties read again with the offset in the filters', async () => {
    const server = await sample({ profile: 'demo', variant: '5x', offsetMinutes: 60 });
    const front = await proxy(server.url);
    const { manifest } = await crawl(crawlOptions(front.url, await tempOut(), { pageSize: 50 }));
    expect(manifest.collections.changes.count).toBe(20_000);
    const ties = front.requests.filter((request) => request.url.includes('timestamp_after='));
    // One request for each page boundary that a timestamp spans, as on the server without the offset (bench:crawl).
    expect(ties.length).toBe(68);
    for (const request of ties) expect(request.url).toMatch(/timestamp_after=[^&]*%2B01%3A00&timestamp_before=[^&]*%2B01%3A00/);
  });
});

describe('a Weblate before 4.5', () => {
  it('takes components without is_glossary (glossaries were not components then)', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path !== '/api/components/') return body;
        const list = body as ListBody;
        for (const component of list.results) delete component['is_glossary'];
        return list;
      },
    });
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut()));
    expect([manifest.collections.components.count, manifest.problems]).toEqual([8, []]);
    expect((await records(dir, 'components')).filter((component) => 'is_glossary' in component)).toEqual([]);
  });
});

describe('a caller without "Access repository" (Weblate nulls the repository fields)', () => {
  it('stores the components and translations strictly, their nulls as sent, and a null license_url', async () => {
    const server = await sample({ hideVcs: true });
    const { dir, manifest } = await crawl(crawlOptions(server.url, await tempOut()));
    expect([manifest.collections.components.count, manifest.collections.translations.count, manifest.problems]).toEqual([8, 44, []]);
    const components = await records(dir, 'components');
    expect(components.map((component) => [component['vcs'], component['repo'], component['filemask']])).toEqual(Array(8).fill([null, null, null]));
    expect(components.filter((component) => component['license_url'] === null).map((component) => component['license'])).toEqual(['', '']);
    const translations = await records(dir, 'translations');
    expect(new Set(translations.map((translation) => (translation['component'] as { vcs: unknown }).vcs))).toEqual(new Set([null]));
  });
});

describe('the count up to page 1 of a newest-first log', () => {
  it('where it fails and the log did not move while it was read, completes the crawl without it, its page taken back out of the progress', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      intercept: (request) => (/[?&]page_size=1&timestamp_before=/.test(request.url) ? { status: 404, body: { detail: 'Not found.' } } : null),
    });
    const progress = emptyProgress(Date.now());
    const { manifest } = await crawl({ ...crawlOptions(front.url, await tempOut(), { pageSize: 100 }), progress });
    expect(front.requests.filter((request) => request.url.includes('timestamp_before')).length).toBe(1);
    expect([manifest.collections.changes.count, progress.lists.changes.pagesDone, progress.lists.changes.pagesKnown]).toEqual([300, 3, 3]);
  });

  it('where it fails and the log grew while it was read, fails the crawl naming it, where change 1 was left out with exit 0', async () => {
    // Every request of the log counts it, then a change comes, then its page is read (Weblate's two
    // queries): page 1 holds a change its count does not take in, in place of change 1.
    const server = await sample({ faults: { shift: 1 } });
    const direct = await crawl(crawlOptions(server.url, await tempOut(), { pageSize: 100 }));
    expect((await changeIds(direct.dir)).slice(0, 2)).toEqual([1, 2]);
    const shifting = await sample({ faults: { shift: 1 } });
    const timeout = '<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n</body>\r\n</html>\r\n';
    const front = await proxy(shifting.url, {
      intercept: (request) => (/[?&]page_size=1&timestamp_before=/.test(request.url) ? { status: 504, body: timeout, headers: { 'Content-Type': 'text/html' } } : null),
    });
    const out = await tempOut();
    const error = await rejection(crawl(crawlOptions(front.url, out, { pageSize: 100 })));
    const counts = front.requests.filter((request) => request.url.includes('timestamp_before'));
    // The request and its five retries.
    expect(counts.length).toBe(6);
    expect(error.message).toMatch(new RegExp(
      `^HTTP 504 from ${front.url}/api/changes/\\?page_size=1&timestamp_before=2026-11-\\S+: 504 Gateway Time-out \\(HTML page\\), after 5 retries in 0 s; that request counts the change log ` +
        "up to page 1's newest change, and only that count shows whether page 1 took in changes added after the server counted it, each of which hides " +
        'a change missed elsewhere: the log grew by \\d+ while it was read, so a change that existed at the start can be missing; ' +
        'Weblate counts the whole change log for every page of it, which a long log makes slow: --changes-since 800d reads only the recent changes',
    ));
    expect(await entries(out)).toEqual([]);
  });

  it('where a web page answers it and the log grew, counts the answers the crawl had when it failed, not those of the pages read after', async () => {
    const shifting = await sample({ faults: { shift: 1 } });
    const page = '<html><head><title>Maintenance</title></head><body><h1>Back soon</h1></body></html>';
    const front = await proxy(shifting.url, {
      intercept: (request) => (/[?&]page_size=1&timestamp_before=/.test(request.url) ? { status: 200, body: page, headers: { 'Content-Type': 'text/html' } } : null),
    });
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { pageSize: 100, concurrency: 1, maxRetries: 1 })));
    // One request at a time: every request before the count's second and last attempt was
    // answered with JSON but its first; the log's pages read after it are not counted.
    const last = front.requests.findLastIndex((request) => request.url.includes('timestamp_before'));
    expect([front.requests.filter((request) => request.url.includes('timestamp_before')).length, last < front.requests.length - 1]).toEqual([2, true]);
    expect(error.message).toMatch(new RegExp(
      `; the server had answered ${last - 1} of this crawl's requests with JSON, so its address is right: part-way through the crawl, ` +
        'something in front of it \\(a proxy, a maintenance or sign-in page\\) answered this request instead; crawl again later$',
    ));
  });
});

describe('an outgoing proxy (HTTP_PROXY)', () => {
  it('sends every request through it, and says so once', async () => {
    const server = await sample();
    const through = await forwardProxy({ connectStatus: 403 });
    const messages: string[] = [];
    const { manifest } = await crawl(crawlOptions(server.url, await tempOut(), {
      proxy: { url: `${through.url}/`, variable: 'HTTP_PROXY' },
      onMessage: (text) => messages.push(text),
    }));
    expect(manifest.collections.changes.count).toBe(300);
    expect(messages).toEqual([`through the proxy ${through.url} (HTTP_PROXY)`]);
    // Absolute-form requests, as a forward proxy is asked.
    expect(through.requests.map((request) => request.url.replace(/\?.*/, '')).sort()).toEqual(
      ['changes', 'components', 'languages', 'projects', 'translations', 'users'].map((list) => `${server.url}/api/${list}/`),
    );
  });

  it('gives the proxy the credentials in its URL, and never prints them', async () => {
    const server = await sample();
    const through = await forwardProxy({ credentials: 'ci:s3cret', connectStatus: 403 });
    const messages: string[] = [];
    const proxyUrl = `http://ci:s3cret@127.0.0.1:${through.port}/`;
    const { manifest } = await crawl(crawlOptions(server.url, await tempOut(), {
      proxy: { url: proxyUrl, variable: 'HTTPS_PROXY' },
      onMessage: (text) => messages.push(text),
    }));
    expect(manifest.requests).toBe(6);
    expect(messages).toEqual([`through the proxy ${through.url} (HTTPS_PROXY)`]);
    expect(through.requests.map((request) => request.headers['proxy-authorization'])).toEqual(Array(6).fill(`Basic ${btoa('ci:s3cret')}`));
  });
});

describe('format=api', () => {
  it('strips format=api from a base URL copied from the browsable API (--url …/?format=api)', async () => {
    const server = await sample();
    const front = await proxy(server.url);
    const out = await tempOut();
    const { options } = parseCrawlArgs(['--url', `${front.url}/?format=api`, '--out', out], {});
    const { dir, manifest } = await crawl({ ...options, sleep: async () => {} });
    expect(manifest.baseUrl).toBe(front.url);
    expect(manifest.collections.changes.count).toBe(300);
    expect(front.requests.length).toBe(6);
    for (const request of front.requests) expect(request.url).not.toContain('format');
    for (const file of await filesBelow(dir)) expect(file.text).not.toContain('format=api');
  });

  it('stores no format=api from a server whose every link and record URL carries it', async () => {
    // A proxy adds format=api to every request, so the sample answers with ?format=api on every
    // API URL, `next` links included.
    const server = await sample();
    const front = await proxy(server.url, {
      forwardPath: (url) => `${url}${url.includes('?') ? '&' : '?'}format=api`,
    });
    const out = await tempOut();
    const { dir, manifest } = await crawl(crawlOptions(front.url, out, { pageSize: 50 }));
    expect(manifest.collections.changes.count).toBe(300);
    expect(manifest.collections.translations.count).toBe(44);
    for (const request of front.requests) expect(request.url).not.toContain('format');
    for (const file of await filesBelow(dir)) expect(file.text).not.toContain('format=api');
  });

  it('stores no format=api in a crawl of named projects either (the project detail record)', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      forwardPath: (url) => `${url}${url.includes('?') ? '&' : '?'}format=api`,
    });
    const out = await tempOut();
    const slug = server.instance.world.projects[1]!.slug;
    const { dir } = await crawl(crawlOptions(front.url, out, { projects: [slug] }));
    const [project] = await records(dir, 'projects');
    expect(project?.['url']).toBe(`${front.url}/api/projects/${slug}/`);
    for (const file of await filesBelow(dir)) expect(file.text).not.toContain('format=api');
  });
});

describe('a server with categories (Weblate 5.0 and later)', () => {
  // Components in categories are addressed as `desktop-apps%252Fapp`: a crawl follows the URLs the
  // API gives and keeps them as sent, so no request loses the second encoding.
  it.each([
    // Read from /api/components/ and /api/translations/: no URL inside a category is requested.
    ['instance-wide lists', { variant: '5x' as const }, [], { probes: 0, inCategory: 0 }],
    // Each component's translations list, at 20 a page: desktop-apps%252Fapp's 7 fit in one.
    ['named projects, 5.x (translations listed without their component)', { variant: '5x' as const }, ['orbit-notes'], { probes: 0, inCategory: 2 }],
    // The two instance-wide lists probed (404), then every project's and component's own lists.
    ['the document\'s per-parent lists only (strict)', { strict: true }, [], { probes: 2, inCategory: 2 }],
  ])('stores every component and translation inside them: %s', async (_, options, projects, expected) => {
    const server = await sample({ ...options, categories: true });
    const front = await proxy(server.url);
    const out = await tempOut();
    const { dir, manifest } = await crawl(crawlOptions(front.url, out, { projects, pageSize: 20 }));

    expect(server.stats.byStatus.get(404) ?? 0).toBe(expected.probes);
    expect(server.stats.byStatus.get(200)).toBe(manifest.requests - expected.probes);
    expect(front.requests.filter((request) => request.url.includes('%252F')).map((request) => request.url).sort()).toEqual(
      ['desktop-apps', 'mobile-apps'].slice(0, expected.inCategory).map((c) => `/api/components/orbit-notes/${c}%252Fapp/translations/?page_size=20`),
    );
    const { world } = server.instance;
    const inScope = projects.length === 0 ? world.components : world.components.filter((c) => world.projects[c.project]!.slug === 'orbit-notes');
    const components = await records(dir, 'components');
    expect(components.map((record) => record['id'])).toEqual(inScope.map((c) => c.index + 1));
    expect(components.filter((record) => record['slug'] === 'app').map((record) => new URL(record['url'] as string).pathname)).toEqual([
      '/api/components/orbit-notes/desktop-apps%252Fapp/',
      '/api/components/orbit-notes/mobile-apps%252Fapp/',
    ]);
    const translations = await records(dir, 'translations');
    expect(translations.length).toBe(inScope.reduce((sum, c) => sum + c.trEnd - c.trStart, 0));
    const componentUrls = new Set(components.map((record) => record['url']));
    for (const translation of translations) {
      const atlas = translation['_atlas'] as { component?: string } | undefined;
      const componentUrl = atlas?.component ?? (translation['component'] as { url: string }).url;
      expect(componentUrls.has(componentUrl), componentUrl).toBe(true);
    }
    expect(manifest.problems).toEqual([]);
  });
});

describe('records stored as the server wrote them', () => {
  // Python's json.dumps escapes every non-ASCII character and some servers escape "/": the same
  // records in other bytes.
  const escaping = (body: unknown) =>
    JSON.stringify(body)
      .replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .replaceAll('/', '\\/');
  const lines = async (dir: string, collection: string) =>
    (await filesBelow(dir)).filter((file) => basename(file.path).startsWith(collection)).flatMap((file) => file.text.split('\n').filter((line) => line !== ''));

  it('keeps the bytes of a server that escapes what JSON.stringify would not, and the records are the same', async () => {
    const server = await sample();
    const front = await proxy(server.url, { rewrite: (_path, body) => body, serialize: escaping });
    const out = await tempOut();
    const { dir, manifest } = await crawl(crawlOptions(front.url, out, { pageSize: 50 }));
    expect(manifest.collections.changes.count).toBe(300);
    const changes = await lines(dir, 'changes');
    expect(changes.length).toBe(300);
    // Every stored line is the server's own text for its record.
    for (const line of changes) expect(line).toBe(escaping(JSON.parse(line)));
    expect(changes.some((line) => line.includes('\\u00'))).toBe(true);
    const translations = await lines(dir, 'translations');
    expect(translations.length).toBe(44);
    for (const line of translations) expect(line).toMatch(/^\{"id":.*\\\/api\\\/translations\\\/.*,"_atlas":\{"component":"http:\/\/127\.0\.0\.1:\d+\/api\/components\/[^"]+\/"\}\}$/);
    expect(await records(dir, 'changes')).toEqual((await apiList(`${front.url}/api/changes/?page_size=1000`)).reverse());
  });

  it('writes compact lines from a server that indents its JSON', async () => {
    const server = await sample();
    const front = await proxy(server.url, { rewrite: (_path, body) => body, serialize: (body) => JSON.stringify(body, null, 2) });
    const out = await tempOut();
    const { dir } = await crawl(crawlOptions(front.url, out, { pageSize: 50 }));
    for (const collection of ['changes', 'translations', 'components', 'projects'] as const) {
      const stored = await lines(dir, collection);
      expect(stored.length).toBe((await records(dir, collection)).length);
      for (const line of stored) expect(line).toBe(JSON.stringify(JSON.parse(line)));
    }
    expect(await records(dir, 'changes')).toEqual((await apiList(`${front.url}/api/changes/?page_size=1000`)).reverse());
  });

  it('stores its own _atlas in place of one a server sent on a translation', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      rewrite: (path, body) =>
        path === '/api/translations/' ? { ...(body as ListBody), results: (body as ListBody).results.map((record) => ({ _atlas: 'theirs', ...record })) } : body,
    });
    const out = await tempOut();
    const { dir } = await crawl(crawlOptions(front.url, out, { pageSize: 50 }));
    const stored = await lines(dir, 'translations');
    expect(stored.length).toBe(44);
    for (const line of stored) expect(line).toMatch(/^\{"id":.*,"_atlas":\{"component":"http:[^"]+"\}\}$/);
    expect(stored.filter((line) => line.includes('theirs'))).toEqual([]);
  });

  it('drops an _atlas a server sent on changes, components and the other lists, where the crawl adds none', async () => {
    const server = await sample();
    const [, second] = server.instance.world.projects;
    // A server's own _atlas naming a project: stored, it would place every change and component there.
    const theirs = { project: `${server.url}/api/projects/${second!.slug}/` };
    const front = await proxy(server.url, {
      rewrite: (path, body) =>
        ['/api/changes/', '/api/components/', '/api/languages/', '/api/projects/', '/api/users/'].includes(path)
          ? { ...(body as ListBody), results: (body as ListBody).results.map((record) => ({ ...record, _atlas: theirs })) }
          : body,
    });
    const { dir } = await crawl(crawlOptions(front.url, await tempOut(), { pageSize: 50 }));
    for (const collection of ['changes', 'components', 'languages', 'projects', 'users'] as const) {
      const stored = await records(dir, collection);
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.filter((record) => '_atlas' in record)).toEqual([]);
    }
    // The rest of each record is stored as served.
    expect(await records(dir, 'changes')).toEqual(
      (await apiList(`${front.url}/api/changes/?page_size=1000`)).map(({ _atlas, ...rest }) => rest).reverse(),
    );
  });
});
