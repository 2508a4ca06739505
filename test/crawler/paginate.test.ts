// readList and fetchPage against lists served from memory by a fake client: page planning from
// the count and the page size really served, page URLs derived from the server's own `next`
// link, a newest-first list whose pages arrive out of order while it grows (the gap closed by
// reading a page again), the tail of an oldest-first list that grew, and next links that loop.
// A list that shrinks is also read over HTTP from a loopback server, so that the gone page's
// error body (Django REST framework's, Weblate 5.10's) goes through the real client.
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_PAGES, MAX_PASSES, fetchPage, readList, type Fell, type ListPlan, type Page, type ReadListOptions } from '../../src/crawler/paginate.ts';
import { HttpClient } from '../../src/crawler/http.ts';
import { HttpError } from '../../src/crawler/http-errors.ts';
import { cleanUp, recorder } from './crawl-helpers.ts';
import { FakeClient, ORIGIN, down, listOf, up, withIds, type Responder } from './fake-client.ts';

const fakes: FakeClient[] = [];
const clients: HttpClient[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await cleanUp();
});

function fake(respond: Responder): FakeClient {
  const made = new FakeClient(respond);
  fakes.push(made);
  return made;
}

async function drain(pages: AsyncGenerator<Page>): Promise<Page[]> {
  const out: Page[] = [];
  for await (const page of pages) out.push(page);
  return out;
}

/** Reads a whole list; returns the pages (in arrival order), the plans and the extra pages. */
async function read(client: FakeClient | HttpClient, url: string, options: ReadListOptions = {}) {
  const plans: ListPlan[] = [];
  let extra = 0;
  const pages = await drain(
    readList(client instanceof FakeClient ? client.client : client, url, {
      ...options,
      onPlan: (plan) => plans.push(plan),
      onExtraPage: () => {
        extra += 1;
      },
    }),
  );
  return { pages, plans, extra };
}

const ids = (pages: Page[]) => pages.flatMap((page) => page.results.map((record) => (record as { id: number }).id));
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('page planning', () => {
  it.each([
    // [count, page_size asked, served per page, pages]
    [120, 50, 50, 3],
    [101, 50, 50, 3],
    [100, 50, 50, 2],
    [2500, 1000, 1000, 3],
    [1000, 1000, 1000, 1],
    [30, 50, 30, 1],
  ])('%i records asked %i a page: %i a page, %i pages', async (count, asked, served, pages) => {
    const client = fake(listOf(() => withIds(up(1, count))));
    const result = await read(client, `${ORIGIN}/api/projects/?page_size=${asked}`);
    expect(result.plans).toEqual([{ count, pageSize: served, pages, newestFirst: false }]);
    expect(client.requested).toEqual([
      `${ORIGIN}/api/projects/?page_size=${asked}`,
      ...up(2, pages).map((n) => `${ORIGIN}/api/projects/?page=${n}&page_size=${asked}`),
    ]);
    expect(sorted(ids(result.pages))).toEqual(up(1, count));
    expect(result.pages.map((page) => page.number)).toEqual(up(1, pages));
    expect(result.extra).toBe(0);
  });

  it('plans a short last page', async () => {
    const client = fake(listOf(() => withIds(up(1, 101))));
    const { pages } = await read(client, `${ORIGIN}/api/users/?page_size=50`);
    expect(pages.map((page) => page.results.length)).toEqual([50, 50, 1]);
    expect(pages.map((page) => page.next)).toEqual([
      `${ORIGIN}/api/users/?page=2&page_size=50`,
      `${ORIGIN}/api/users/?page=3&page_size=50`,
      null,
    ]);
  });

  it('reads an empty list in one request: count 0, no page size, one page', async () => {
    const client = fake(listOf(() => []));
    const result = await read(client, `${ORIGIN}/api/users/?page_size=1000`);
    expect(result.plans).toEqual([{ count: 0, pageSize: 0, pages: 1, newestFirst: false }]);
    expect(result.pages).toEqual([
      { url: `${ORIGIN}/api/users/?page_size=1000`, number: 1, count: 0, next: null, results: [], bodyHasFormatApi: false, raw: null },
    ]);
    expect(client.requested).toEqual([`${ORIGIN}/api/users/?page_size=1000`]);
  });

  it('asks for the planned pages before page 1 reaches the consumer', async () => {
    const client = fake(listOf(() => withIds(up(1, 120))));
    const pages = readList(client.client, `${ORIGIN}/api/changes/?page_size=50`);
    const first = await pages.next();
    expect((first.value as Page).number).toBe(1);
    // Page 1 is in the consumer's hands, not yet consumed: pages 2 and 3 are already asked for.
    expect(client.requested).toEqual([
      `${ORIGIN}/api/changes/?page_size=50`,
      `${ORIGIN}/api/changes/?page=2&page_size=50`,
      `${ORIGIN}/api/changes/?page=3&page_size=50`,
    ]);
    const rest = await drain(pages);
    expect(rest.map((page) => page.number)).toEqual([2, 3]);
  });

  it('reads page 1 alone when readOn says the rest is not wanted', async () => {
    const client = fake(listOf(() => withIds(up(1, 120))));
    const seen: number[] = [];
    const result = await read(client, `${ORIGIN}/api/changes/?page_size=50`, {
      readOn: (first) => {
        seen.push(first.results.length);
        return false;
      },
    });
    expect(seen).toEqual([50]);
    expect(result.pages.map((page) => page.number)).toEqual([1]);
    expect(client.requested).toEqual([`${ORIGIN}/api/changes/?page_size=50`]);
  });

  it('takes the page size the server serves when it ignores page_size (50, links without page_size)', async () => {
    const client = fake(listOf(() => withIds(up(1, 120)), { honourPageSize: false }));
    const result = await read(client, `${ORIGIN}/api/changes/?page_size=1000`);
    expect(result.plans).toEqual([{ count: 120, pageSize: 50, pages: 3, newestFirst: false }]);
    // The server's next link has no page_size: the crawler does not add it back.
    expect(client.requested).toEqual([
      `${ORIGIN}/api/changes/?page_size=1000`,
      `${ORIGIN}/api/changes/?page=2`,
      `${ORIGIN}/api/changes/?page=3`,
    ]);
    expect(sorted(ids(result.pages))).toEqual(up(1, 120));
  });

  it('derives page URLs from the server\'s next link, keeping every parameter it kept', async () => {
    const client = fake(listOf(() => withIds(up(1, 45))));
    const first = `${ORIGIN}/api/changes/?action=2&action=5&timestamp_after=2026-01-01T00%3A00%3A00Z&page_size=20`;
    const { plans } = await read(client, first);
    expect(plans).toEqual([{ count: 45, pageSize: 20, pages: 3, newestFirst: false }]);
    // Weblate sorts the parameters of its links by name.
    expect(client.requested).toEqual([
      first,
      `${ORIGIN}/api/changes/?action=2&action=5&page=2&page_size=20&timestamp_after=2026-01-01T00%3A00%3A00Z`,
      `${ORIGIN}/api/changes/?action=2&action=5&page=3&page_size=20&timestamp_after=2026-01-01T00%3A00%3A00Z`,
    ]);
  });

  it('strips format=api from next links, and tells that the body carried it', async () => {
    const items = up(1, 60).map((id) => ({ id, url: `${ORIGIN}/api/changes/${id}/?format=api` }));
    const client = fake(listOf(() => items));
    const { pages } = await read(client, `${ORIGIN}/api/changes/?format=api&page_size=50`);
    expect(client.requested).toEqual([`${ORIGIN}/api/changes/?page_size=50`, `${ORIGIN}/api/changes/?page=2&page_size=50`]);
    expect(pages.map((page) => page.bodyHasFormatApi)).toEqual([true, true]);
  });

  it('tells that a body carried format=api from its next link even when its first record has no API URL', async () => {
    const respond: Responder = (url) => ({
      count: 2,
      next: url.searchParams.get('page') === null ? `${ORIGIN}/api/users/?format=api&page=2&page_size=1` : null,
      previous: null,
      results: url.searchParams.get('page') === null ? [{ username: 'a', full_name: 'A' }] : [{ username: 'b', url: `${ORIGIN}/api/users/b/?format=api` }],
    });
    const page = await fetchPage(fake(respond).client, `${ORIGIN}/api/users/?page_size=1`);
    expect(page.next).toBe(`${ORIGIN}/api/users/?page=2&page_size=1`);
    expect(page.bodyHasFormatApi).toBe(true);
  });

  it("says so where a server pages a list by cursor (Django REST framework's cursor pages have no count)", async () => {
    const client = fake(() => ({ next: `${ORIGIN}/api/changes/?cursor=cD0yMDI2`, previous: null, results: [{ id: 1 }] }));
    await expect(fetchPage(client.client, `${ORIGIN}/api/changes/?page_size=1000`)).rejects.toThrow(
      `${ORIGIN}/api/changes/?page_size=1000: the server pages this list by cursor (no count, no page numbers), which this version of weblate-atlas ` +
        'cannot read: it plans every list from its count',
    );
    // A page without its count and without links is no list page at all.
    await expect(fetchPage(fake(() => ({ results: [] })).client, `${ORIGIN}/api/changes/`)).rejects.toThrow(
      `not a list page: ${ORIGIN}/api/changes/: field "count": expected number, got nothing (field missing)`,
    );
  });

  it('refuses a page that is not a list envelope, naming the URL and the field', async () => {
    const client = fake(() => ({ count: 3, next: null, previous: null, results: 'none' }));
    await expect(fetchPage(client.client, `${ORIGIN}/api/languages/`)).rejects.toThrow(
      `not a list page: ${ORIGIN}/api/languages/: field "results": expected array, got string "none"`,
    );
  });

  it.each([
    // Read as a count, a negative one plans a single page (at least one), whatever the next link says.
    [-1, 'expected number >= 0, got number -1'],
    [2.5, 'expected int, got number 2.5'],
  ])('refuses a count of %s, naming the URL and the field', async (count, said) => {
    const client = fake(() => ({ count, next: `${ORIGIN}/api/changes/?page=2`, previous: null, results: [] }));
    await expect(fetchPage(client.client, `${ORIGIN}/api/changes/`)).rejects.toThrow(`not a list page: ${ORIGIN}/api/changes/: field "count": ${said}`);
  });

  // A fuzzed projects list whose next link led to the change log: its records were taken for
  // projects', and the crawl failed saying 'the list grew by over 30 records while it was read, from 3'.
  it('refuses a next link to another path, naming the page, the link and the path expected, and asks for nothing there', async () => {
    const projects = fake((url) => url.pathname === '/api/projects/'
      ? { count: 3, next: `${ORIGIN}/api/changes/?page=2&page_size=50`, previous: null, results: withIds(up(1, 3)) }
      : listOf(() => withIds(up(1, 3)))(url));
    await expect(fetchPage(projects.client, `${ORIGIN}/api/projects/?page_size=50`)).rejects.toThrow(
      `${ORIGIN}/api/projects/?page_size=50: its "next" link leads to another address, ${ORIGIN}/api/changes/?page=2&page_size=50, ` +
        'where Weblate links the next page of the same list (/api/projects/ with another page number)',
    );
    await expect(read(projects, `${ORIGIN}/api/projects/?page_size=50`)).rejects.toThrow('its "next" link leads to another address');
    expect(projects.requested).toEqual([`${ORIGIN}/api/projects/?page_size=50`, `${ORIGIN}/api/projects/?page_size=50`]);
    // The same path escaped otherwise than the request had it is the same list.
    const escaped = fake(() => ({ count: 3, next: `${ORIGIN}/api/translations/p/c/sr%40latin/changes/?page=2`, previous: null, results: withIds(up(1, 3)) }));
    const page = await fetchPage(escaped.client, `${ORIGIN}/api/translations/p/c/sr@latin/changes/`);
    expect(page.next).toBe(`${ORIGIN}/api/translations/p/c/sr%40latin/changes/?page=2`);
  });
});

describe('a growing oldest-first list', () => {
  it('reads the last page again when a later response counted more, then follows next to the end', async () => {
    let count = 120;
    const client = fake(listOf(() => withIds(up(1, count))));
    client.manual = true;
    const P = (n: number) => `${ORIGIN}/api/changes/?page=${n}&page_size=50`;
    const reading = read(client, `${ORIGIN}/api/changes/?page_size=50`);
    await client.serve(`${ORIGIN}/api/changes/?page_size=50`);
    await client.serve(P(3));
    count = 160;
    await client.serve(P(2));
    client.auto();
    const { pages, plans, extra } = await reading;
    expect(plans).toEqual([{ count: 120, pageSize: 50, pages: 3, newestFirst: false }]);
    expect(client.requested).toEqual([`${ORIGIN}/api/changes/?page_size=50`, P(2), P(3), P(3), P(4)]);
    expect(pages.map((page) => [page.number, page.count, page.results.length])).toEqual([
      [1, 120, 50],
      [3, 120, 20],
      [2, 160, 50],
      [3, 160, 50],
      [4, 160, 10],
    ]);
    expect(extra).toBe(2);
    expect(new Set(ids(pages))).toEqual(new Set(up(1, 160)));
  });
});

describe('a list that shrinks while it is read', () => {
  const FIRST = `${ORIGIN}/api/translations/?page_size=50`;
  const P = (n: number) => `${ORIGIN}/api/translations/?page=${n}&page_size=50`;

  it('reads it whole again when a planned page is gone, so that records moved forward are not lost', async () => {
    let items = up(1, 120);
    const client = fake(listOf(() => withIds(items)));
    client.manual = true;
    const passes: number[] = [];
    const reading = read(client, FIRST, { onShrink: (pass) => passes.push(pass) });
    await client.serve(FIRST);
    // 25 records deleted after page 1 was served: 51–75 move onto page 1, page 3 is gone.
    items = up(26, 120);
    await client.serve(P(2));
    await client.serve(P(3));
    client.auto();
    const { pages, plans, extra } = await reading;
    expect(plans).toEqual([{ count: 120, pageSize: 50, pages: 3, newestFirst: false }]);
    expect(passes).toEqual([2]);
    expect(client.requested).toEqual([FIRST, P(2), P(3), FIRST, P(2)]);
    expect(pages.map((page) => [page.number, page.count, page.results.length])).toEqual([[1, 120, 50], [2, 95, 45], [1, 95, 50], [2, 95, 45]]);
    expect(extra).toBe(2);
    expect(sorted([...new Set(ids(pages))])).toEqual(up(1, 120));
  });

  it.each([
    ["Django REST framework's", { detail: 'Invalid page.' }],
    ["Weblate 5.10's", { type: 'client_error', errors: [{ code: 'not_found', detail: 'Invalid page.', attr: null }] }],
  ])('reads it whole again when the gone page comes over HTTP as a 404 with %s error body', async (_shape, invalidPage) => {
    let items = up(1, 120);
    const server = await recorder((request, res) => {
      const url = new URL(request.url, server.url);
      const body = listOf(() => withIds(items))(url);
      // 25 records deleted once page 1 was served: 51–75 move onto page 1, page 3 is gone.
      if (url.searchParams.get('page') === null) items = up(26, 120);
      const text = JSON.stringify(body instanceof HttpError ? invalidPage : body);
      res.writeHead(body instanceof HttpError ? 404 : 200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) });
      res.end(text);
    });
    // One request at a time, so that the server sees them in the order they are made.
    const client = new HttpClient({
      baseUrl: server.url, userAgent: 'test', concurrency: 1, connectTimeoutMs: 2000, headersTimeoutMs: 5000, bodyTimeoutMs: 5000, maxRetries: 0,
    });
    clients.push(client);
    const first = `${server.url}/api/translations/?page_size=50`;
    const passes: number[] = [];
    const { pages, plans, extra } = await read(client, first, { onShrink: (pass) => passes.push(pass) });
    expect(plans).toEqual([{ count: 120, pageSize: 50, pages: 3, newestFirst: false }]);
    expect(passes).toEqual([2]);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/translations/?page_size=50', '/api/translations/?page=2&page_size=50', '/api/translations/?page=3&page_size=50',
      '/api/translations/?page_size=50', '/api/translations/?page=2&page_size=50',
    ]);
    expect(pages.map((page) => [page.number, page.count, page.results.length])).toEqual([[1, 120, 50], [2, 95, 45], [1, 95, 50], [2, 95, 45]]);
    expect(extra).toBe(2);
    expect(sorted([...new Set(ids(pages))])).toEqual(up(1, 120));
  });

  /** A loopback server of 120 translations, 50 a page, whose `answer` may answer a request itself; a client that asks one page at a time. */
  async function overHttp(answer: (url: URL, res: ServerResponse) => boolean, items: () => number[] = () => up(1, 120), concurrency = 1) {
    const server = await recorder((request, res) => {
      const url = new URL(request.url, server.url);
      if (answer(url, res)) return;
      const body = listOf(() => withIds(items()))(url);
      const text = JSON.stringify(body instanceof HttpError ? { detail: 'Invalid page.' } : body);
      res.writeHead(body instanceof HttpError ? 404 : 200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) });
      res.end(text);
    });
    const client = new HttpClient({
      baseUrl: server.url, userAgent: 'test', concurrency, connectTimeoutMs: 2000, headersTimeoutMs: 5000, bodyTimeoutMs: 5000, maxRetries: 0,
    });
    clients.push(client);
    return { server, client };
  }
  const answer404 = (res: ServerResponse, body: string, type: string) => {
    res.writeHead(404, { 'Content-Type': type, 'Content-Length': String(Buffer.byteLength(body)) });
    res.end(body);
  };

  it.each([
    ['a JSON detail other than Invalid page.', JSON.stringify({ detail: 'injected' }), 'application/json', 'injected'],
    ["a proxy's HTML page", '<html><head><title>404 Not Found</title></head><body>nginx</body></html>', 'text/html', '404 Not Found (HTML page)'],
  ])('fails on a 404 in the middle of a list whose counts never fell, with %s, as not found once page 1 counts as much again: no deletion', async (_what, body, type, detail) => {
    const { server, client } = await overHttp((url, res) => {
      if (url.searchParams.get('page') !== '2') return false;
      answer404(res, body, type);
      return true;
    });
    const passes: number[] = [];
    const error = await read(client, `${server.url}/api/translations/?page_size=50`, { onShrink: (pass) => passes.push(pass) }).then(() => null, (failure: unknown) => failure);
    expect((error as Error).message).toBe(`not found: ${server.url}/api/translations/?page=2&page_size=50: ${detail}`);
    expect(passes).toEqual([]);
    // Page 3, in flight, settles before page 1 is asked for again.
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/translations/?page_size=50', '/api/translations/?page=2&page_size=50', '/api/translations/?page=3&page_size=50', '/api/translations/?page_size=50',
    ]);
  });

  it('names where a page was redirected to when the redirect target answers 404', async () => {
    const { server, client } = await overHttp((url, res) => {
      if (url.searchParams.get('page') === '2') {
        res.writeHead(302, { Location: '/api/moved/translations/', 'Content-Length': '0' });
        res.end();
        return true;
      }
      if (!url.pathname.startsWith('/api/moved/')) return false;
      answer404(res, JSON.stringify({ detail: 'Not found.' }), 'application/json');
      return true;
    });
    const error = await read(client, `${server.url}/api/translations/?page_size=50`).then(() => null, (failure: unknown) => failure);
    expect((error as Error).message).toBe(
      `not found: ${server.url}/api/translations/?page=2&page_size=50 (redirected to ${server.url}/api/moved/translations/): Not found.`,
    );
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/translations/?page_size=50', '/api/translations/?page=2&page_size=50', '/api/moved/translations/',
      '/api/translations/?page=3&page_size=50', '/api/translations/?page_size=50',
    ]);
  });

  it("takes a 404 in the server's own language for a gone page where it lies past the end at the lowest count a page gave", async () => {
    let items = up(1, 120);
    const { server, client } = await overHttp((url, res) => {
      // 25 records deleted once page 1 was served: page 3 is gone.
      if (url.searchParams.get('page') === null) {
        queueMicrotask(() => {
          items = up(26, 120);
        });
        return false;
      }
      if (url.searchParams.get('page') !== '3' || items.length === 120) return false;
      answer404(res, JSON.stringify({ detail: 'Ungültige Seite.' }), 'application/json');
      return true;
    }, () => items);
    const passes: number[] = [];
    const { pages } = await read(client, `${server.url}/api/translations/?page_size=50`, { onShrink: (pass) => passes.push(pass) });
    expect(passes).toEqual([2]);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/translations/?page_size=50', '/api/translations/?page=2&page_size=50', '/api/translations/?page=3&page_size=50',
      '/api/translations/?page_size=50', '/api/translations/?page=2&page_size=50',
    ]);
    expect(sorted([...new Set(ids(pages))])).toEqual(up(1, 120));
  });

  it("takes a 404 in the server's own language for a gone page where it arrives before the pages that count fewer, and reads the list again", async () => {
    let items = up(1, 120);
    // The first page 2 is answered once page 3's 404 has reached the client, so that it arrives after it.
    let got404: () => void = () => {};
    const page3Failed = new Promise<void>((resolve) => {
      got404 = resolve;
    });
    let held = false;
    const { server, client } = await overHttp((url, res) => {
      const page = url.searchParams.get('page');
      // 50 records deleted once page 1 was served: page 2 counts 70, and page 3 is gone.
      if (page === null) {
        queueMicrotask(() => {
          items = up(1, 70);
        });
        return false;
      }
      if (page === '3' && items.length === 70) {
        answer404(res, JSON.stringify({ detail: 'Ungültige Seite.' }), 'application/json');
        return true;
      }
      if (page !== '2' || held) return false;
      held = true;
      void page3Failed.then(() => {
        const text = JSON.stringify(listOf(() => withIds(items))(url));
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) });
        res.end(text);
      });
      return true;
    }, () => items, 4);
    const getJson = client.getJson.bind(client);
    client.getJson = (url, signal, giveUpRetries) => {
      const response = getJson(url, signal, giveUpRetries);
      if (url.includes('page=3&')) response.catch(() => got404());
      return response;
    };
    const passes: number[] = [];
    const { pages } = await read(client, `${server.url}/api/translations/?page_size=50`, { onShrink: (pass) => passes.push(pass) });
    expect(passes).toEqual([2]);
    // Pages 2 and 3 are asked for at once, in either order.
    expect(server.requests.map((request) => request.url).sort()).toEqual([
      '/api/translations/?page=2&page_size=50', '/api/translations/?page=2&page_size=50', '/api/translations/?page=3&page_size=50',
      '/api/translations/?page_size=50', '/api/translations/?page_size=50',
    ]);
    expect(new Set(ids(pages)).size).toBe(70);
  });

  it("fails a list not read again (the change log) at a gone page whose 404 in the server's own language arrives before the pages that count fewer", async () => {
    let items = up(1, 120);
    let got404: () => void = () => {};
    const page3Failed = new Promise<void>((resolve) => {
      got404 = resolve;
    });
    let held = false;
    const { server, client } = await overHttp((url, res) => {
      const page = url.searchParams.get('page');
      if (page === null) {
        queueMicrotask(() => {
          items = up(1, 70);
        });
        return false;
      }
      if (page === '3' && items.length === 70) {
        answer404(res, JSON.stringify({ detail: 'Ungültige Seite.' }), 'application/json');
        return true;
      }
      if (page !== '2' || held) return false;
      held = true;
      void page3Failed.then(() => {
        const text = JSON.stringify(listOf(() => withIds(items))(url));
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) });
        res.end(text);
      });
      return true;
    }, () => items, 4);
    const getJson = client.getJson.bind(client);
    client.getJson = (url, signal, giveUpRetries) => {
      const response = getJson(url, signal, giveUpRetries);
      if (url.includes('page=3&')) response.catch(() => got404());
      return response;
    };
    const failure = await read(client, `${server.url}/api/changes/?page_size=50`, { rereadOnShrink: false }).then(() => null, (error: unknown) => error);
    // Held until page 2 came in, the 404 is told as a page gone, with the counts, not as "not found".
    expect((failure as Error).message).toBe(
      `${server.url}/api/changes/?page_size=50: the list shrank while it was read (${server.url}/api/changes/?page=3&page_size=50 is gone; ` +
        'page 1 counted 120 records, a later page 70): records were deleted meanwhile; a crawl started now reads it whole',
    );
  });

  it('reads the list again after a 404 in its middle where page 1, asked for again, counts fewer records', async () => {
    let items = up(1, 120);
    let failed = false;
    const { server, client } = await overHttp((url, res) => {
      const page = url.searchParams.get('page');
      // A record deleted once page 3 was served: only page 1 asked for again counts 119.
      if (page === '3') {
        queueMicrotask(() => {
          items = up(2, 120);
        });
        return false;
      }
      if (page !== '2' || failed) return false;
      failed = true;
      answer404(res, JSON.stringify({ detail: 'Nicht gefunden.' }), 'application/json');
      return true;
    }, () => items);
    const passes: number[] = [];
    const { pages } = await read(client, `${server.url}/api/translations/?page_size=50`, { onShrink: (pass) => passes.push(pass) });
    expect(passes).toEqual([2]);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/translations/?page_size=50', '/api/translations/?page=2&page_size=50', '/api/translations/?page=3&page_size=50', '/api/translations/?page_size=50',
      '/api/translations/?page_size=50', '/api/translations/?page=2&page_size=50', '/api/translations/?page=3&page_size=50',
    ]);
    expect(new Set(ids(pages)).size).toBe(120);
  });

  /** Answers page 1 of 120 records as counting a hundred million more: every other page counts 120, and those past 3 are gone. */
  const inflatedPageOne = (url: URL, res: ServerResponse, hold: (page: number) => boolean = () => false) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    if (hold(page)) return true;
    if (page !== 1) return false;
    const body = listOf(() => withIds(up(1, 120)))(url) as { count: number };
    const text = JSON.stringify({ ...body, count: body.count + 100_000_000 });
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) });
    res.end(text);
    return true;
  };

  it('asks for no planned page once a page counted fewer than page 1, and fails where page 1 counts as much again', async () => {
    const { server, client } = await overHttp((url, res) => inflatedPageOne(url, res), undefined, 4);
    const first = `${server.url}/api/translations/?page_size=50`;
    const passes: number[] = [];
    const unread: number[] = [];
    const error = await read(client, first, { window: 6, onShrink: (pass) => passes.push(pass), onUnread: (pages) => unread.push(pages) })
      .then(() => null, (failure: unknown) => failure);
    expect((error as Error).message).toMatch(new RegExp(
      `^${first.replace(/[.?]/g, '\\$&')}: page 1 counted 100,000,120 records in two readings, later pages as few as 120 ` +
        `\\(${server.url.replace(/[.]/g, '\\.')}/api/translations/\\?page=[4-7]&page_size=50 is gone\\): page 1's count is not the list's ` +
        "\\(a cache or proxy serving an old page 1\\?\\); crawl again later$",
    ));
    expect(passes).toEqual([2]);
    // Each reading: page 1 and the six pages asked for before page 2 counted 120, of the 2,000,003 planned.
    expect(server.requests.length).toBeLessThanOrEqual(14);
    expect(server.requests.filter((request) => request.url === '/api/translations/?page_size=50')).toHaveLength(2);
    expect(unread).toEqual([2_000_003 - 3]);
  });

  it('without rereadOnShrink, fails at the first gone page where page 1 counts more than the list holds, naming both counts', async () => {
    // Pages past 4 are never answered: the gone page 4 fails the list, and stops them. Newest
    // first, the pages counting fewer before it are read on (oldest first, page 2 fails the list).
    const { server, client } = await overHttp((url, res) => inflatedPageOne(url, res, (page) => page > 4), undefined, 4);
    const first = `${server.url}/api/changes/?page_size=50`;
    const error = await read(client, first, { window: 6, rereadOnShrink: false, isNewestFirst: () => true }).then(() => null, (failure: unknown) => failure);
    expect((error as Error).message).toBe(
      `${first}: the list shrank while it was read (${server.url}/api/changes/?page=4&page_size=50 is gone; page 1 counted 100,000,120 records, a later page 120): ` +
        'records were deleted meanwhile; a crawl started now reads it whole',
    );
    expect(server.requests.length).toBeLessThanOrEqual(7);
  });

  it('reads it whole again when a page counted fewer records than page 1, every page still there', async () => {
    let items = up(1, 120);
    const client = fake(listOf(() => withIds(items)));
    client.manual = true;
    const reading = read(client, FIRST);
    await client.serve(FIRST);
    // Record 1 deleted: 51 moves onto page 1, which was read already.
    items = up(2, 120);
    await client.serve(P(2));
    await client.serve(P(3));
    client.auto();
    const { pages } = await reading;
    expect(client.requested).toEqual([FIRST, P(2), P(3), FIRST, P(2), P(3)]);
    expect(ids(pages.slice(0, 3))).not.toContain(51);
    expect(sorted([...new Set(ids(pages))])).toEqual(up(1, 120));
  });

  it.each([
    // Pages 2 and 3 asked for together: the last page, read again as the list grew, counts fewer.
    ['asked for together', 8, [FIRST, P(2), P(3), P(3), FIRST, P(2), P(3)]],
    // Page 3 asked for once page 2 came: it counts fewer itself.
    ['asked for one after another', 1, [FIRST, P(2), P(3), FIRST, P(2), P(3)]],
  ])('reads it whole again when a record was added and then one deleted, a page counting fewer than one answered before it was asked for, never fewer than page 1 (pages %s)', async (_how, window, requested) => {
    let items = up(1, 120);
    const client = fake(listOf(() => withIds(items)));
    client.manual = true;
    const shrinks: string[] = [];
    const reading = read(client, FIRST, { window, onShrink: (pass, what) => shrinks.push(`${pass}: ${what}`) });
    await client.serve(FIRST);
    // Record 1000 added on page 2's part of the list, then record 3 deleted: counts 120, 121, 120.
    // Page 2 holds 51–59, 1000 and 60–99; at 120 again, page 3 starts at 101, and 100 moved onto page 2.
    items = [...up(1, 59), 1000, ...up(60, 120)];
    await client.serve(P(2));
    items = items.filter((id) => id !== 3);
    await client.serve(P(3));
    client.auto();
    const { pages } = await reading;
    expect(client.requested).toEqual(requested);
    expect(shrinks).toEqual(['2: a page counted 121 records, one asked for after it 120']);
    expect(sorted([...new Set(ids(pages))])).toEqual([...up(1, 120), 1000]);
  });

  it('reads it whole again when a page its next link led to past the plan is gone: the list grew, then shrank', async () => {
    let items = up(1, 100);
    const client = fake(listOf(() => withIds(items)));
    client.manual = true;
    const shrinks: string[] = [];
    const reading = read(client, FIRST, { onShrink: (pass, what) => shrinks.push(`${pass}: ${what}`) });
    await client.serve(FIRST);
    // Record 1000 added: page 2 counts 101 and links on to a page 3, gone once record 3 is deleted.
    items = [...up(1, 59), 1000, ...up(60, 100)];
    await client.serve(P(2));
    items = items.filter((id) => id !== 3);
    client.auto();
    const { pages } = await reading;
    expect(client.requested).toEqual([FIRST, P(2), P(3), FIRST, P(2)]);
    expect(shrinks).toEqual([`2: ${P(3)} is gone`]);
    expect(sorted([...new Set(ids(pages))])).toEqual([...up(1, 100), 1000]);
  });

  it('fails at once, saying so, where a page links past the records it counts to a page that is gone: no deletion, no reading again', async () => {
    // Page 1 counts 8 records, holds all 8, and links to a page 2 all the same.
    const list = listOf(() => withIds(up(1, 8)));
    const client = fake((url) => {
      const body = list(url);
      if (url.searchParams.get('page') === null) (body as { next: string | null }).next = P(2);
      return body;
    });
    const shrinks: string[] = [];
    const failure = await read(client, FIRST, { onShrink: (pass, what) => shrinks.push(`${pass}: ${what}`) }).then(() => null, (error: unknown) => error);
    expect((failure as Error).message).toBe(
      `${FIRST}: the next link of page 1 leads past the 8 records the list counts, and the page it leads to is gone (${P(2)}): ` +
        "the server links past its list's own end, which a later crawl finds alike",
    );
    expect(shrinks).toEqual([]);
    expect(client.requested).toEqual([FIRST, P(2)]);
  });

  it(`gives up, naming the list, when it shrinks in each of ${MAX_PASSES} passes`, async () => {
    let items = up(1, 120);
    const client = fake(listOf((url) => {
      // A record is deleted after each page 1 was served, before page 2 is.
      if (url.searchParams.get('page') === '2') items = items.slice(1);
      return withIds(items);
    }));
    const reading = read(client, FIRST).then(() => null, (error: unknown) => error);
    expect(((await reading) as Error).message).toBe(
      `${FIRST}: the list shrank while it was read, 3 times over (page 1 counted 118 records, a later page 117): records are being deleted; crawl again later`,
    );
    expect(client.requested.filter((url) => url === FIRST)).toHaveLength(3);
  });

  it("reads it a third time where page 1 counts as much again but a later page fell below one before it: a deletion, not page 1's count", async () => {
    // Pass 1: a record deleted once page 1 was served (120, then 119). Pass 2: page 1 counts 120
    // again (one deleted, one added), page 2 121 (one more added), page 3 120 (one more deleted).
    let pageOneReads = 0;
    const client = fake(listOf((url) => {
      const page = url.searchParams.get('page');
      if (page === null) pageOneReads += 1;
      if (pageOneReads === 1) return withIds(page === null ? up(1, 120) : up(2, 120));
      if (pageOneReads === 2) return withIds(page === null ? up(2, 121) : page === '2' ? up(2, 122) : up(3, 122));
      return withIds(up(3, 122));
    }));
    const passes: [number, string][] = [];
    // One page at a time: page 3 is asked for once page 2's count of 121 is known.
    const result = await read(client, FIRST, { window: 1, onShrink: (pass, what) => passes.push([pass, what]) });
    expect(passes).toEqual([
      [2, 'page 1 counted 120 records, a later page 119'],
      [3, 'a page counted 121 records, one asked for after it 120'],
    ]);
    expect(pageOneReads).toBe(3);
    expect(sorted(ids(result.pages.slice(-3)))).toEqual(up(3, 122));
  });

  it('without rereadOnShrink, fails on a gone page and, newest first, leaves fewer records counted to the caller', async () => {
    let items = up(1, 120);
    const client = fake(listOf(() => withIds(items)));
    client.manual = true;
    const failing = read(client, FIRST, { rereadOnShrink: false }).then(() => null, (error: unknown) => error);
    await client.serve(FIRST);
    items = up(26, 120);
    client.auto();
    expect(((await failing) as Error).message).toBe(
      `${FIRST}: the list shrank while it was read (${P(3)} is gone; page 1 counted 120 records, a later page 95): records were deleted meanwhile; a crawl started now reads it whole`,
    );

    items = up(1, 120);
    const again = fake(listOf(() => withIds(items).reverse()));
    again.manual = true;
    const reading = read(again, FIRST, { rereadOnShrink: false, isNewestFirst: () => true });
    await again.serve(FIRST);
    items = up(2, 120);
    again.auto();
    const { pages } = await reading;
    // One fewer counted moves the pages back a record: page 2 is read again for the one its counts
    // put on no page read, counts fewer than page 1 did, and the reading stops (the caller's count check judges).
    expect(again.requested).toEqual([FIRST, P(2), P(3), P(2)]);
    expect(pages.map((page) => page.count)).toEqual([120, 119, 119, 119]);
  });

  it('without rereadOnShrink, fails an oldest-first list at a page counting fewer than one answered before it was asked for, naming the counts', async () => {
    // As the change log reads an oldest-first list: no tail; one page asked for at a time. Record
    // 121 is added before page 2 is served, and record 4 (read on page 1) deleted before page 3
    // is: counts 120, 121, 120, and page 3 holds 102..121, record 101 moved onto page 2, read
    // already, and 121 in the 120 positions counted at the start.
    let items = up(1, 120);
    const fewer: Fell[] = [];
    const client = fake(listOf(() => withIds(items)));
    client.manual = true;
    const reading = read(client, FIRST, { window: 1, rereadOnShrink: false, readTail: () => false, onFewer: (counts) => fewer.push(counts) })
      .then(() => null, (error: unknown) => error);
    await client.serve(FIRST);
    items = up(1, 121);
    await client.serve(P(2));
    items = items.filter((id) => id !== 4);
    client.auto();
    expect(((await reading) as Error).message).toBe(
      `${FIRST}: the list shrank while it was read (a page counted 121 records, one asked for after it 120): records were deleted meanwhile; a crawl started now reads it whole`,
    );
    expect(fewer).toEqual([{ from: 121, to: 120 }]);
    expect(client.requested).toEqual([FIRST, P(2), P(3)]);
  });
});

describe('a server that gives up on large pages', () => {
  const gatewayGaveUp = (url: URL) =>
    new HttpError(`HTTP 504 from ${url.href}: 504 Gateway Time-out (HTML page)`, { status: 504, url: url.href, kind: 'server' });
  /** `total` records, served as asked except that pages but the first of more than `limit` records fail with a 504. */
  const limited = (limit: number, total = 450): Responder => {
    const list = listOf(() => withIds(up(1, total)));
    return (url) => (Number(url.searchParams.get('page_size')) > limit && url.searchParams.get('page') !== null ? gatewayGaveUp(url) : list(url));
  };
  const L = (size: number, page?: number) => `${ORIGIN}/api/translations/?${page === undefined ? '' : `page=${page}&`}page_size=${size}`;

  it('reads the list whole again at a fifth of the page size, once a page failed for good', async () => {
    // Page 1 of 400 comes through; page 2 fails. At 100 a page every page comes through.
    const client = fake(limited(200));
    const lighter: [number, number, string][] = [];
    const unread: number[] = [];
    const result = await read(client, L(400), {
      onLighterPages: (from, to, failure) => lighter.push([from, to, failure.message]),
      onUnread: (pages) => unread.push(pages),
    });
    // 400 a page: page 1 (1–400) read, page 2 failed; then 100 a page (a fifth, in fifties, at least 100).
    expect(lighter).toEqual([[400, 100, `HTTP 504 from ${L(400, 2)}: 504 Gateway Time-out (HTML page)`]]);
    expect(client.requested).toEqual([L(400), L(400, 2), L(100), L(100, 2), L(100, 3), L(100, 4), L(100, 5)]);
    expect(result.plans).toEqual([{ count: 450, pageSize: 400, pages: 2, newestFirst: false }]);
    // The failed page leaves the plan; the second reading's five pages are extra.
    expect(unread).toEqual([1]);
    expect(result.extra).toBe(5);
    expect(result.pages.map((page) => [page.number, page.results.length])).toEqual([[1, 400], [1, 100], [2, 100], [3, 100], [4, 100], [5, 50]]);
    expect(sorted([...new Set(ids(result.pages))])).toEqual(up(1, 450));
  });

  it('plans from the lighter reading when page 1 itself failed', async () => {
    const list = listOf(() => withIds(up(1, 450)));
    const client = fake((url) => (Number(url.searchParams.get('page_size')) > 200 ? gatewayGaveUp(url) : list(url)));
    const result = await read(client, L(1000));
    expect(client.requested).toEqual([L(1000), L(200), L(200, 2), L(200, 3)]);
    // Pages of more than 100 are retried twice where the server gives up on them, then read smaller.
    expect(client.giveUpRetries).toEqual([2, 2, 2, 2]);
    expect(result.plans).toEqual([{ count: 450, pageSize: 200, pages: 3, newestFirst: false }]);
    expect(result.extra).toBe(0);
    expect(sorted(ids(result.pages))).toEqual(up(1, 450));
  });

  it('retries pages no fewer times where the server serves light pages whatever was asked', async () => {
    // 120 records served 50 a page though the links keep asking for 1000.
    const list = listOf(() => withIds(up(1, 120)));
    const client = fake((url) => {
      const served = new URL(url);
      served.searchParams.set('page_size', '50');
      const page = list(served) as { next: string | null };
      return { ...page, next: page.next?.replace('page_size=50', 'page_size=1000') ?? null };
    });
    await read(client, L(1000));
    expect(client.requested).toEqual([L(1000), L(1000, 2), L(1000, 3)]);
    // Page 1's size is known only once it came: it is retried as a page of 1000.
    expect(client.giveUpRetries).toEqual([2, undefined, undefined]);
  });

  // 100 a page is LIGHT_PAGE itself: 'from < LIGHT_PAGE' failed the list there instead (2663b24).
  it.each([50, 100])("reads a page again with the crawl's own retries where, once it failed, the server is known to serve %i a page whatever was asked", async (cap) => {
    const list = listOf(() => withIds(up(1, 40)));
    const served = { cap: null as number | null };
    let calls = 0;
    const client = fake((url) => {
      calls += 1;
      // Meanwhile another list showed that the server serves `cap` a page.
      if (calls === 1) {
        served.cap = cap;
        return gatewayGaveUp(url);
      }
      return list(url);
    });
    const result = await read(client, L(1000), { served });
    expect(client.requested).toEqual([L(1000), L(1000)]);
    // Asked for before the server's size was known, the first request got a heavy page's retries; the second gets the crawl's own.
    expect(client.giveUpRetries).toEqual([2, undefined]);
    expect(sorted(ids(result.pages))).toEqual(up(1, 40));
  });

  it("fails the list where a page asked for with the crawl's own retries fails all the same, or one asked for once page 1 showed the server's size", async () => {
    // A page asked for with the crawl's own retries (the size known), that failed all the same, fails the list.
    const never = fake((url) => gatewayGaveUp(url));
    const failure = await drain(readList(never.client, L(1000), { served: { cap: 50 } })).then(() => null, (error: unknown) => error);
    expect((failure as Error).message).toBe(`HTTP 504 from ${L(1000)}: 504 Gateway Time-out (HTML page)`);
    expect([never.requested, never.giveUpRetries]).toEqual([[L(1000)], [undefined]]);
    // Nor is one asked once page 1 showed the size: the list is not read again for it.
    const list120 = listOf(() => withIds(up(1, 120)));
    const third = fake((url) => {
      if (url.searchParams.get('page') === '3') return gatewayGaveUp(url);
      const asFifty = new URL(url);
      asFifty.searchParams.set('page_size', '50');
      const page = list120(asFifty) as { next: string | null };
      return { ...page, next: page.next?.replace('page_size=50', 'page_size=1000') ?? null };
    });
    const failed = await drain(readList(third.client, L(1000), { served: { cap: null } })).then(() => null, (error: unknown) => error);
    expect((failed as Error).message).toBe(`HTTP 504 from ${L(1000, 3)}: 504 Gateway Time-out (HTML page)`);
    expect([third.requested, third.giveUpRetries]).toEqual([[L(1000), L(1000, 2), L(1000, 3)], [2, undefined, undefined]]);
  });

  it('learns no served cap from full pages: a later list whose pages of 1000 fail is still read again at 200', async () => {
    const served = { cap: null as number | null };
    // The first list fails at any size above 100, page 1 too: it is read at 100 a page, every page full.
    const first = listOf(() => withIds(up(1, 450)));
    const heavy = fake((url) => (Number(url.searchParams.get('page_size')) > 100 ? gatewayGaveUp(url) : first(url)));
    const one = await read(heavy, L(1000), { served });
    expect(heavy.requested.slice(0, 3)).toEqual([L(1000), L(200), L(100)]);
    expect(sorted(ids(one.pages))).toEqual(up(1, 450));
    expect(served.cap).toBeNull();
    // The second list's pages 2 and 3 of 1000 fail; at 200 a page all come through.
    const lighter: [number, number][] = [];
    const second = fake(limited(200, 2500));
    const two = await read(second, L(1000), { served, onLighterPages: (from, to) => lighter.push([from, to]) });
    expect(lighter).toEqual([[1000, 200]]);
    expect(sorted([...new Set(ids(two.pages))])).toEqual(up(1, 2500));
    expect(served.cap).toBeNull();
  });

  it('gives up with the failure at 100 a page, and at once without lighterPages or for other failures', async () => {
    const never = fake((url) => gatewayGaveUp(url));
    const failure = await drain(readList(never.client, L(1000))).then(() => null, (error: unknown) => error);
    expect((failure as Error).message).toBe(`HTTP 504 from ${L(100)}: 504 Gateway Time-out (HTML page)`);
    expect(never.requested).toEqual([L(1000), L(200), L(100)]);

    // At 100 a page there is nothing lighter to ask for: the client's own retries.
    expect(never.giveUpRetries).toEqual([2, 2, undefined]);

    const off = fake(limited(200));
    const refused = await drain(readList(off.client, L(400), { lighterPages: false })).then(() => null, (error: unknown) => error);
    expect((refused as Error).message).toBe(`HTTP 504 from ${L(400, 2)}: 504 Gateway Time-out (HTML page)`);
    expect(off.giveUpRetries).toEqual([undefined, undefined]);

    const unavailable = new HttpError('HTTP 503 from there', { status: 503, url: L(1000, 2), kind: 'server' });
    const other = fake((url) => (url.searchParams.get('page') === '2' ? unavailable : listOf(() => withIds(up(1, 450)))(url)));
    expect(await drain(readList(other.client, L(200))).then(() => null, (error: unknown) => error)).toBe(unavailable);
    expect(other.requested).toEqual([L(200), L(200, 2), L(200, 3)]);
  });

  it('asks a server that has answered nothing yet for no lighter pages: it is down, not overloaded', async () => {
    const down = fake((url) => gatewayGaveUp(url));
    down.stats.answered = 0;
    const failure = await drain(readList(down.client, L(1000))).then(() => null, (error: unknown) => error);
    expect((failure as Error).message).toBe(`HTTP 504 from ${L(1000)}: 504 Gateway Time-out (HTML page)`);
    expect(down.requested).toEqual([L(1000)]);
  });

  it("leaves alone a 504 that is the reason the caller stopped it (another list's failure)", async () => {
    const client = fake(listOf(() => withIds(up(1, 2000))));
    client.manual = true;
    const controller = new AbortController();
    const lighter: number[] = [];
    const reading = drain(readList(client.client, L(400), { signal: controller.signal, onLighterPages: (_, to) => lighter.push(to) }))
      .then(() => null, (error: unknown) => error);
    await client.serve(L(400));
    await client.until(() => client.waiting.length === 4);
    const elsewhere = gatewayGaveUp(new URL(`${ORIGIN}/api/changes/?page=2&page_size=1000`));
    controller.abort(elsewhere);
    expect(await reading).toBe(elsewhere);
    expect(lighter).toEqual([]);
    expect(client.requested).toHaveLength(5);
  });

  it('stops the pages in flight of the reading it gives up', async () => {
    // 2,000 records at 400 a page: pages 2–5 in flight when page 3 fails.
    const client = fake(limited(200, 2000));
    client.manual = true;
    const reading = read(client, L(400));
    await client.serve(L(400));
    await client.until(() => client.waiting.length === 4);
    await client.serve(L(400, 3));
    await client.until(() => client.waiting.includes(L(100)));
    expect(client.signals.slice(1, 5).map((signal) => signal?.aborted)).toEqual([true, true, true, true]);
    expect(client.waiting).toEqual([L(100)]);
    client.auto();
    const { pages } = await reading;
    expect(sorted([...new Set(ids(pages))])).toEqual(up(1, 2000));
  });
});

describe('a growing newest-first list', () => {
  const P = (n: number) => `${ORIGIN}/api/changes/?page=${n}&page_size=10`;
  const FIRST = `${ORIGIN}/api/changes/?page_size=10`;

  it('closes the gap left when page 3 was served before page 2 and records arrived in between', async () => {
    let newest = 30;
    const client = fake(listOf(() => withIds(down(newest, 1))));
    client.manual = true;
    const reading = read(client, FIRST, { isNewestFirst: () => true });
    await client.serve(FIRST); // 30..21
    await client.serve(P(3)); // 10..1
    newest = 35;
    await client.serve(P(2)); // 25..16: 20..11 pushed on, and 15..11 on neither page
    client.auto();
    const { pages, plans, extra } = await reading;
    expect(plans).toEqual([{ count: 30, pageSize: 10, pages: 3, newestFirst: true }]);
    // Page 3 is read again (15..6); 5..1 were on page 3 as first served, so nothing past it is read.
    expect(client.requested).toEqual([FIRST, P(2), P(3), P(3)]);
    expect(pages.map((page) => [page.number, page.count])).toEqual([[1, 30], [3, 30], [2, 35], [3, 35]]);
    expect(ids(pages.slice(3))).toEqual(down(15, 6));
    expect(extra).toBe(1);
    expect(new Set(ids(pages))).toEqual(new Set(up(1, 30)));
  });

  it('reads nothing again when pages arrived in order (the duplicates are left to the caller)', async () => {
    let newest = 30;
    const client = fake(listOf(() => withIds(down(newest, 1))));
    client.manual = true;
    const reading = read(client, FIRST, { isNewestFirst: () => true });
    await client.serve(FIRST);
    await client.serve(P(2)); // 20..11
    newest = 35;
    await client.serve(P(3)); // 15..6
    client.auto();
    const { pages, extra } = await reading;
    // Page 3 saw the larger count already: only the tail (5..1) is read.
    expect(client.requested).toEqual([FIRST, P(2), P(3), P(4)]);
    expect(extra).toBe(1);
    expect(new Set(ids(pages))).toEqual(new Set(up(1, 30)));
  });

  it('reads again only the page that holds what fell between two pages, not every page after it', async () => {
    let newest = 50;
    const client = fake(listOf(() => withIds(down(newest, 1))));
    client.manual = true;
    const reading = read(client, FIRST, { isNewestFirst: () => true });
    await client.serve(FIRST); // 50..41
    await client.serve(P(5)); // 10..1
    await client.serve(P(4)); // 20..11
    await client.serve(P(3)); // 30..21
    newest = 53;
    await client.serve(P(2)); // 43..34
    client.auto();
    const { pages } = await reading;
    // 33..31 fell between page 2 (43..34) and page 3 (30..21): page 3 now holds 33..24. Pages 4 and
    // 5 were served before the growth and still hold 20..1, so they are not read again.
    expect(client.requested).toEqual([FIRST, P(2), P(3), P(4), P(5), P(3)]);
    expect(ids(pages.slice(5))).toEqual(down(33, 24));
    expect(new Set(ids(pages))).toEqual(new Set(up(1, 50)));
  });

  it('reads the pages of separate holes side by side, not one after the other', async () => {
    let newest = 60;
    const client = fake(listOf(() => withIds(down(newest, 1))));
    client.manual = true;
    const reading = read(client, FIRST, { isNewestFirst: () => true });
    await client.serve(FIRST); // 60..51
    await client.serve(P(3)); // 40..31
    await client.serve(P(6)); // 10..1
    newest = 62;
    await client.serve(P(2)); // 52..43: 42 and 41 on neither page 2 nor 3
    await client.serve(P(5)); // 22..13: 12 and 11 on neither page 5 nor 6
    await client.serve(P(4)); // 32..23
    // Both holes' pages are asked for before either is answered.
    await client.until(() => client.waiting.length === 2);
    expect(client.waiting).toEqual([P(3), P(6)]);
    client.auto();
    const { pages, extra } = await reading;
    expect(client.requested).toEqual([FIRST, P(2), P(3), P(4), P(5), P(6), P(3), P(6)]);
    expect(extra).toBe(2);
    expect(new Set(ids(pages))).toEqual(new Set(up(1, 60)));
  });

  it('reads a second round for what fell between pages while the first was read', async () => {
    let newest = 30;
    const client = fake(listOf(() => withIds(down(newest, 1))));
    client.manual = true;
    const reading = read(client, FIRST, { isNewestFirst: () => true });
    await client.serve(FIRST); // 30..21
    await client.serve(P(3)); // 10..1
    newest = 35;
    await client.serve(P(2)); // 25..16: 15..11 on neither page
    newest = 42;
    // Page 3 is asked for again to hold 15..11 at 35, but served at 42: 22..13.
    await client.serve(P(3));
    client.auto();
    const { pages, extra } = await reading;
    // 12 and 11 are still on no page: page 4 holds them now (12..3).
    expect(client.requested).toEqual([FIRST, P(2), P(3), P(3), P(4)]);
    expect(ids(pages.slice(3))).toEqual([...down(22, 13), ...down(12, 3)]);
    expect(extra).toBe(2);
    expect(new Set(ids(pages))).toEqual(new Set(up(1, 30)));
  });

  it('fails, saying why, when records come faster than the pages holding them can be read again', async () => {
    let newest = 30;
    // Every request of a page past the first adds ten records: each page read again is a page late.
    const items = listOf(() => withIds(down(newest, 1)));
    const client = fake((url) => {
      if (url.searchParams.has('page')) newest += 10;
      return items(url);
    });
    await expect(read(client, FIRST, { isNewestFirst: () => true })).rejects.toThrow(
      `${FIRST}: the list grew by over 100 records while it was read, from 30; crawl again later`,
    );
  });

  // One record comes before page 2 is served, pushing the oldest past the planned pages; then every
  // page past those is served after ten more came, so it holds what the page before it was asked for.
  it.each([
    ['the list outgrows what it held', 300, 'the list grew by over 300 records while it was read, from 300; crawl again later'],
    [
      'answers stop closing holes long before the list has grown by what it held', 3000,
      'records were added faster than pages could be read again (430 during the last 43 pages read): ' +
        '1 of the 3000 records counted at the start were not read; a larger --page-size, or a quieter hour, reads it whole',
    ],
  ])('fails, saying why, when each page read again comes a page late and %s', async (_case, atStart, message) => {
    let newest = atStart;
    const items = listOf(() => withIds(down(newest, 1)));
    const client = fake((url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      if (page === 2 && newest === atStart) newest += 1;
      if (page > atStart / 10) newest += 10;
      return items(url);
    });
    await expect(read(client, FIRST, { isNewestFirst: () => true })).rejects.toThrow(`${FIRST}: ${message}`);
  });

  it('stops without reading it again where a page held fewer records than a page holds, the list standing still', async () => {
    const all = withIds(down(30, 1));
    // Page 2 leaves out its last record (21..12 but 11): no reading brings it.
    const client = fake((url) => {
      const body = listOf(() => all)(url) as { results: unknown[] };
      if (url.searchParams.get('page') === '2') body.results = body.results.slice(0, 9);
      return body;
    });
    const { pages } = await read(client, FIRST, { isNewestFirst: () => true });
    expect(client.requested).toEqual([FIRST, P(2), P(3)]);
    expect(sorted(ids(pages))).toEqual([...up(1, 10), ...up(12, 30)]);
  });

  it('asks for no page past the last one at the latest count, however many records it expected to come', async () => {
    let newest = 50;
    const client = fake(listOf(() => withIds(down(newest, 1))));
    client.manual = true;
    const reading = read(client, FIRST, { isNewestFirst: () => true, rereadOnShrink: false });
    await client.serve(FIRST); // 50..41
    await client.serve(P(3)); // 30..21
    await client.serve(P(4)); // 20..11
    newest = 60; // ten records come at once, then no more
    await client.serve(P(2)); // 50..41 again: 40..31 on no page
    await client.serve(P(5)); // 20..11 again: 10..1 on no page
    client.auto();
    const { pages } = await reading;
    // Page 7 would hold 10..1 had more records come meanwhile; at 60 there are 6 pages.
    expect(client.requested.slice(5)).toEqual([P(3), P(6)]);
    expect(up(1, 50).filter((id) => !ids(pages).includes(id))).toEqual([]);
  });

  it('gives up on no more of a hole than lies on the page that came short', async () => {
    let newest = 50;
    const items = listOf(() => withIds(down(newest, 1)));
    // Page 2 leaves out its last record.
    const client = fake((url) => {
      const body = items(url) as { results: unknown[] };
      if (url.searchParams.get('page') === '2') body.results = body.results.slice(0, 9);
      return body;
    });
    client.manual = true;
    const reading = read(client, FIRST, { isNewestFirst: () => true, rereadOnShrink: false });
    await client.serve(FIRST); // 50..41
    await client.serve(P(3)); // 30..21
    await client.serve(P(4));
    await client.serve(P(5));
    newest = 55;
    await client.serve(P(2)); // 45..37 at 55 (36 left out): 36..31 on no page
    client.auto();
    const { pages } = await reading;
    // 36 is page 2's at 55, which came short; 35..31 are page 3's, read again.
    expect(client.requested.slice(5)).toEqual([P(3)]);
    expect(up(1, 50).filter((id) => !ids(pages).includes(id))).toEqual([36]);
  });

  it('ends once every record is read, whatever the requests still in flight would bring', async () => {
    let newest = 50;
    const client = fake(listOf(() => withIds(down(newest, 1))));
    client.manual = true;
    const reading = read(client, FIRST, { isNewestFirst: () => true, rereadOnShrink: false });
    await client.serve(FIRST); // 50..41
    await client.serve(P(2)); // 40..31
    await client.serve(P(4)); // 20..11
    newest = 60;
    await client.serve(P(3)); // 40..31 again: 30..21 on no page
    await client.serve(P(5)); // 20..11 again: 10..1 on no page
    await client.until(() => client.waiting.length === 2);
    expect(client.waiting).toEqual([P(4), P(6)]);
    newest = 80;
    await client.serve(P(6)); // 30..21, what page 4 was asked for
    await client.until(() => client.waiting.length === 2);
    expect(client.waiting).toEqual([P(4), P(8)]);
    await client.serve(P(8)); // 10..1: every record of the start read
    // Page 4, still asked for, is not waited for: eighty more records by its answer would have
    // passed the growth allowed (100) and failed a reading that had all it needed.
    const { pages } = await reading;
    expect(up(1, 50).filter((id) => !ids(pages).includes(id))).toEqual([]);
    expect(client.requested.slice(5)).toEqual([P(4), P(6), P(8)]);
  });

  it('stops where an answer counts fewer records than one before it was asked for: records were deleted', async () => {
    let items = withIds(down(30, 1));
    const client = fake(listOf(() => items));
    client.manual = true;
    // As the change log reads it: not whole again, its count check says what is missing.
    const reading = read(client, FIRST, { isNewestFirst: () => true, rereadOnShrink: false });
    await client.serve(FIRST); // 30..21
    await client.serve(P(3)); // 10..1
    items = withIds(down(35, 1));
    await client.serve(P(2)); // 25..16: 15..11 on neither page
    // 35 and 34 deleted before page 3 is read again: it counts 33, fewer than page 2 did.
    items = withIds(down(33, 1));
    await client.serve(P(3)); // 13..4
    client.auto();
    const { pages } = await reading;
    // Nothing more is asked for: where records are is no longer what the counts say.
    expect(client.requested).toEqual([FIRST, P(2), P(3), P(3)]);
    expect(pages.map((page) => page.count)).toEqual([30, 30, 35, 33]);
  });
});

describe('next links', () => {
  it.each([
    ['to itself', 2, `${ORIGIN}/api/languages/?page=2&page_size=50`, `${ORIGIN}/api/languages/?page=2&page_size=50`],
    ['back to the first page', 1, `${ORIGIN}/api/languages/?page_size=50`, `${ORIGIN}/api/languages/?page=2&page_size=50`],
  ])('a next link that loops %s is an error', async (_name, target, from, to) => {
    const list = listOf(() => withIds(up(1, 100)));
    const respond: Responder = (url) => {
      const body = list(url) as { next: string | null };
      // The last page links back instead of ending.
      if (url.searchParams.get('page') === '2') {
        body.next = target === 2 ? `${ORIGIN}/api/languages/?page=2&page_size=50` : `${ORIGIN}/api/languages/?page_size=50`;
      }
      return body;
    };
    const client = fake(respond);
    await expect(read(client, `${ORIGIN}/api/languages/?page_size=50`)).rejects.toThrow(`${from}: next link loops back to ${to}`);
  });

  it('a page with no records that links to a next page is an error, where the links went on for ever', async () => {
    let requests = 0;
    const respond: Responder = (url) => {
      requests += 1;
      const page = Number(url.searchParams.get('page') ?? 1);
      return { count: 2, next: `${ORIGIN}/api/languages/?page=${page + 1}`, previous: null, results: page === 1 ? [{ id: 1 }, { id: 2 }] : [] };
    };
    await expect(read(fake(respond), `${ORIGIN}/api/languages/`)).rejects.toThrow(
      `${ORIGIN}/api/languages/?page=2: a page with no records links to a next page (${ORIGIN}/api/languages/?page=3): the list's next links do not end`,
    );
    expect(requests).toBe(2);
  });

  it('a list whose next links go on past twice what it counted is an error', async () => {
    let requests = 0;
    const respond: Responder = (url) => {
      requests += 1;
      const page = Number(url.searchParams.get('page') ?? 1);
      return { count: 2, next: `${ORIGIN}/api/languages/?page=${page + 1}`, previous: null, results: [{ id: 2 * page - 1 }, { id: 2 * page }] };
    };
    // Page 1 and its planned count of 2; growth allowed up to ten pages (20 records); the 11th page past it fails.
    await expect(read(fake(respond), `${ORIGIN}/api/languages/`)).rejects.toThrow(
      `${ORIGIN}/api/languages/?page=12: the list grew by over 20 records while it was read, from 2: its next links do not end; crawl again later`,
    );
    expect(requests).toBe(12);
  });

  it('a list whose next links go on for more pages than it had or ten, however few records each holds, is an error', async () => {
    let requests = 0;
    const respond: Responder = (url) => {
      requests += 1;
      const page = Number(url.searchParams.get('page') ?? 1);
      // Page 1 holds the 1,000 records counted; then pages of one record each.
      const results = page === 1 ? Array.from({ length: 1000 }, (_, i) => ({ id: i + 1 })) : [{ id: 1000 + page }];
      return { count: 1000, next: `${ORIGIN}/api/users/?page=${page + 1}`, previous: null, results };
    };
    await expect(read(fake(respond), `${ORIGIN}/api/users/`)).rejects.toThrow(
      `${ORIGIN}/api/users/?page=12: the list grew by over 10 pages while it was read, from 1000: its next links do not end; crawl again later`,
    );
    expect(requests).toBe(12);
  });

  it('a list that grows while it is read is followed to its end', async () => {
    const respond: Responder = (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return { count: 2, next: page < 8 ? `${ORIGIN}/api/languages/?page=${page + 1}` : null, previous: null, results: [{ id: 2 * page - 1 }, { id: 2 * page }] };
    };
    const { pages } = await read(fake(respond), `${ORIGIN}/api/languages/`);
    expect(pages.flatMap((page) => page.results.map((record) => (record as { id: number }).id))).toEqual(up(1, 16));
  });

  it('a count that would need more pages than any Weblate list is an error, before page 2', async () => {
    const requested: string[] = [];
    const respond: Responder = (url) => {
      requested.push(url.href);
      return { count: 9_007_199_254_740_991, next: `${ORIGIN}/api/changes/?page=2`, previous: null, results: [{ id: 1 }] };
    };
    await expect(read(fake(respond), `${ORIGIN}/api/changes/`)).rejects.toThrow(
      `${ORIGIN}/api/changes/: the list counts 9007199254740991 records, at 1 a page 9007199254740991 pages, more than any Weblate server's list (10,000,000 pages): its count cannot be right`,
    );
    expect(requested).toEqual([`${ORIGIN}/api/changes/`]);
    expect(MAX_PAGES).toBe(10_000_000);
  });

  it('a failed page fails the list and cancels the pages still in flight', async () => {
    const list = listOf(() => withIds(up(1, 200)));
    const failure = new Error('HTTP 500 from page 3');
    const client = fake((url) => (url.searchParams.get('page') === '3' ? failure : list(url)));
    client.manual = true;
    const P = (n: number) => `${ORIGIN}/api/changes/?page=${n}&page_size=50`;
    const reading = read(client, `${ORIGIN}/api/changes/?page_size=50`);
    const outcome = reading.then(
      () => null,
      (error: unknown) => error,
    );
    await client.serve(`${ORIGIN}/api/changes/?page_size=50`);
    await client.serve(P(3));
    expect(await outcome).toBe(failure);
    // Pages 2 and 4 were never answered: their requests were cancelled.
    expect(client.requested).toEqual([`${ORIGIN}/api/changes/?page_size=50`, P(2), P(3), P(4)]);
    expect(client.waiting).toEqual([]);
    expect(client.signals.slice(1).map((signal) => signal?.aborted)).toEqual([true, true, true]);
  });

  it('stops when the caller\'s signal aborts', async () => {
    const client = fake(listOf(() => withIds(up(1, 200))));
    client.manual = true;
    const controller = new AbortController();
    const reason = new Error('interrupted');
    const reading = read(client, `${ORIGIN}/api/changes/?page_size=50`, { signal: controller.signal });
    const outcome = reading.then(
      () => null,
      (error: unknown) => error,
    );
    await client.serve(`${ORIGIN}/api/changes/?page_size=50`);
    await client.until(() => client.waiting.length === 3);
    controller.abort(reason);
    // The pages in flight see an aborted signal carrying the caller's reason.
    expect(client.signals.slice(1).map((signal) => [signal?.aborted, signal?.reason])).toEqual([
      [true, reason],
      [true, reason],
      [true, reason],
    ]);
    expect(await outcome).toBe(reason);
    expect(client.waiting).toEqual([]);
  });

  it('reads nothing for a caller whose signal aborted before the list began (a list started after Ctrl+C)', async () => {
    const client = fake(listOf(() => withIds(up(1, 200))));
    const controller = new AbortController();
    const reason = new Error('interrupted');
    controller.abort(reason);
    const outcome = await read(client, `${ORIGIN}/api/changes/?page_size=50`, { signal: controller.signal }).then(() => null, (error: unknown) => error);
    expect(outcome).toBe(reason);
    // Its one request was asked with an aborted signal, which the real client refuses unsent.
    expect(client.signals.map((signal) => signal?.aborted)).toEqual([true]);
  });
});
