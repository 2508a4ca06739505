// HTTP conventions of the sample instance: list envelope, page URLs, headers, errors, format=api,
// HEAD/OPTIONS, 405 and the trailing-slash redirect (weblate-read-api.md and real-weblate-notes.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleServer, type SampleServer } from '../../src/sample/server.ts';
import { allItems, allStrings, getJson, getText, type ChangeRecord, type Json, type JsonObject, type Page, type TranslationRecord } from './helpers.ts';

let server: SampleServer;
let base: string;

beforeAll(async () => {
  server = await startSampleServer({ profile: 'tiny', seed: 1 });
  base = server.url;
});
afterAll(() => server.close());

describe('list envelope and page URLs', () => {
  it('wraps lists in count, next, previous and results, in that order', async () => {
    const response = await fetch(`${base}/api/languages/`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Page;
    expect(Object.keys(body)).toEqual(['count', 'next', 'previous', 'results']);
    expect(body.count).toBe(8);
    expect(body.next).toBeNull();
    expect(body.previous).toBeNull();
    expect(body.results).toHaveLength(8);
  });

  it('serves 50 items a page with absolute next/previous URLs, page 2 pointing back at the bare URL', async () => {
    const first = await getJson<Page<ChangeRecord>>(`${base}/api/changes/`);
    expect(first.count).toBe(300);
    expect(first.results).toHaveLength(50);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(`${base}/api/changes/?page=2`);

    const second = await getJson<Page<ChangeRecord>>(first.next!);
    expect(second.results).toHaveLength(50);
    expect(second.previous).toBe(`${base}/api/changes/`);
    expect(second.next).toBe(`${base}/api/changes/?page=3`);

    const last = await getJson<Page<ChangeRecord>>(`${base}/api/changes/?page=6`);
    expect(last.results).toHaveLength(50);
    expect(last.next).toBeNull();
    expect(last.previous).toBe(`${base}/api/changes/?page=5`);
  });

  it('gives a list whose count is not a multiple of 50 a shorter last page with next null', async () => {
    const first = await getJson<Page<ChangeRecord>>(`${base}/api/projects/lumen-player/changes/`);
    expect(first.count % 50).not.toBe(0);
    expect(first.count).toBeGreaterThan(50);
    const lastPage = Math.ceil(first.count / 50);
    const last = await getJson<Page<ChangeRecord>>(`${base}/api/projects/lumen-player/changes/?page=${lastPage}`);
    expect(last.results).toHaveLength(first.count % 50);
    expect(last.next).toBeNull();
    expect(last.previous).toBe(
      lastPage === 2 ? `${base}/api/projects/lumen-player/changes/` : `${base}/api/projects/lumen-player/changes/?page=${lastPage - 1}`,
    );
  });

  it('answers page=last with the last page', async () => {
    const last = await getJson<Page<ChangeRecord>>(`${base}/api/changes/?page=last`);
    const six = await getJson<Page<ChangeRecord>>(`${base}/api/changes/?page=6`);
    expect(last.results.map((record) => record.id)).toEqual(six.results.map((record) => record.id));
  });

  it.each(['7', '0', 'abc', '-1'])('answers page=%s with 404 {"detail":"Invalid page."}', async (page) => {
    const { status, headers, text } = await getText(`${base}/api/changes/?page=${page}`);
    expect(status).toBe(404);
    expect(headers.get('content-type')).toBe('application/json');
    expect(text).toBe('{"detail":"Invalid page."}');
  });
});

describe('headers', () => {
  const allow: [string, string][] = [
    ['/api/changes/', 'GET, HEAD, OPTIONS'],
    ['/api/languages/', 'GET, POST, HEAD, OPTIONS'],
    ['/api/projects/', 'GET, POST, HEAD, OPTIONS'],
    ['/api/users/', 'GET, POST, HEAD, OPTIONS'],
    ['/api/translations/orbit-notes/core/de/', 'GET, DELETE, HEAD, OPTIONS'],
    ['/api/translations/orbit-notes/core/de/changes/', 'GET, HEAD, OPTIONS'],
  ];

  it.each(allow)('answers GET %s with 200, Content-Type application/json, Vary Accept and Allow %s', async (path, methods) => {
    const response = await fetch(`${base}${path}`);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('allow')).toBe(methods);
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    for (const path of ['/api/nothing/', '/api/projects/no-such-project/', '/api/translations/orbit-notes/core/xx/', '/api/changes/301/']) {
      const { status, headers, text } = await getText(`${base}${path}`);
      expect(status, path).toBe(404);
      expect(headers.get('content-type'), path).toBe('application/json');
      expect(text, path).toBe('{"detail":"Not found."}');
    }
  });

  it('answers a path outside /api/ with an HTML 404 page', async () => {
    const { status, headers, text } = await getText(`${base}/projects/orbit-notes/`);
    expect(status).toBe(404);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(text).toContain('<title>Not Found</title>');
  });

  it('refuses other methods with 405 and the Allow header', async () => {
    const post = await fetch(`${base}/api/changes/`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await post.text()).toBe('{"detail":"Method \\"POST\\" not allowed."}');

    const del = await fetch(`${base}/api/languages/`, { method: 'DELETE' });
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS');
    expect(await del.text()).toBe('{"detail":"Method \\"DELETE\\" not allowed."}');
  });
});

describe('format=api', () => {
  it('appends ?format=api to every API URL in a list and to its page links', async () => {
    const page = await getJson<Page<ChangeRecord>>(`${base}/api/changes/?format=api`);
    expect(page.next).toBe(`${base}/api/changes/?format=api&page=2`);
    const second = await getJson<Page<ChangeRecord>>(page.next!);
    expect(second.previous).toBe(`${base}/api/changes/?format=api`);
    const first = page.results[0]!;
    expect(first.url).toBe(`${base}/api/changes/${first.id}/?format=api`);
    const apiUrls = allStrings(page as unknown as Json).filter((text) => text.startsWith(`${base}/api/`));
    expect(apiUrls.length).toBeGreaterThan(100);
    for (const url of apiUrls) expect(url).toMatch(/\/\?format=api(&page=\d+)?$/);
  });

  it('appends ?format=api to every API URL of a translation record, nested records included', async () => {
    const record = await getJson<Json>(`${base}/api/translations/orbit-notes/core/de/?format=api`);
    const apiUrls = allStrings(record).filter((text) => text.startsWith(`${base}/api/`));
    expect(apiUrls).toContain(`${base}/api/translations/orbit-notes/core/de/?format=api`);
    expect(apiUrls).toContain(`${base}/api/components/orbit-notes/core/?format=api`);
    expect(apiUrls).toContain(`${base}/api/projects/orbit-notes/?format=api`);
    expect(apiUrls).toContain(`${base}/api/languages/de/?format=api`);
    for (const url of apiUrls) expect(url.endsWith('/?format=api')).toBe(true);
  });

  it('leaves API URLs bare without format=api', async () => {
    const record = await getJson<Json>(`${base}/api/translations/orbit-notes/core/de/`);
    const apiUrls = allStrings(record).filter((text) => text.startsWith(`${base}/api/`));
    expect(apiUrls.length).toBeGreaterThan(10);
    for (const url of apiUrls) expect(url.endsWith('/')).toBe(true);
  });
});

describe('HEAD and OPTIONS', () => {
  it('answers HEAD with the GET headers and no body', async () => {
    const get = await fetch(`${base}/api/projects/`);
    const getBody = Buffer.from(await get.arrayBuffer());
    const head = await fetch(`${base}/api/projects/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers.get('content-type')).toBe('application/json');
    expect(head.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS');
    expect(head.headers.get('content-length')).toBe(String(getBody.length));
  });

  it('answers OPTIONS with the resource description and Allow', async () => {
    const response = await fetch(`${base}/api/changes/`, { method: 'OPTIONS' });
    expect(response.status).toBe(200);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await response.json()).toEqual({
      name: 'Change List',
      description: '',
      renders: ['application/json', 'text/html'],
      parses: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
    });
  });
});

describe('trailing slash', () => {
  it('redirects a path without its trailing slash with 301, keeping the query', async () => {
    const plain = await fetch(`${base}/api/languages`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('/api/languages/');

    const query = await fetch(`${base}/api/changes?page=2&page_size=10`, { redirect: 'manual' });
    expect(query.status).toBe(301);
    expect(query.headers.get('location')).toBe('/api/changes/?page=2&page_size=10');

    const detail = await fetch(`${base}/api/translations/orbit-notes/core/de`, { redirect: 'manual' });
    expect(detail.status).toBe(301);
    expect(detail.headers.get('location')).toBe('/api/translations/orbit-notes/core/de/');
  });

  it('redirects /api to /api/ like any other path without its slash', async () => {
    const response = await fetch(`${base}/api`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/api/');
  });

  it('lands on the list after following the redirect', async () => {
    const response = await fetch(`${base}/api/languages`);
    expect(response.status).toBe(200);
    expect(response.url).toBe(`${base}/api/languages/`);
    expect(((await response.json()) as Page).count).toBe(8);
  });
});

describe('strict mode', () => {
  let strict: SampleServer;
  beforeAll(async () => {
    strict = await startSampleServer({ profile: 'tiny', seed: 1, strict: true });
  });
  afterAll(() => strict.close());

  it('serves the endpoints of the document', async () => {
    for (const path of ['/api/changes/', '/api/languages/', '/api/projects/', '/api/users/', '/api/translations/orbit-notes/core/de/changes/']) {
      const response = await fetch(`${strict.url}${path}`);
      await response.arrayBuffer();
      expect(response.status, path).toBe(200);
    }
  });

  it('has no API root, component list or translation list, which the document does not show', async () => {
    for (const path of ['/api/', '/api/components/', '/api/translations/']) {
      const { status, text } = await getText(`${strict.url}${path}`);
      expect(status, path).toBe(404);
      expect(text, path).toBe('{"detail":"Not found."}');
    }
  });

  it("spells every translation's language_code as its language.code, and has only po and tbx files, as the document shows them", async () => {
    // Outside strict mode the first project's second component is an Android one (pt-rBR for pt_BR).
    const components = await allItems<JsonObject>(`${strict.url}/api/projects/orbit-notes/components/`);
    expect(components.map((c) => `${String(c['slug'])} ${String(c['file_format'])} '${String(c['language_code_style'])}'`)).toEqual([
      "core po ''", "website po ''", "glossary tbx ''",
    ]);
    const mismatched: string[] = [];
    for (const component of components) {
      for (const t of await allItems<TranslationRecord>(component['translations_url'] as string)) {
        if (t.language_code !== t.language.code) mismatched.push(`${t.url} ${t.language_code}`);
      }
    }
    expect(mismatched).toEqual([]);
  });

  it('reports last_change and last_author as null, as the document saw them', async () => {
    const record = await getJson<{ last_change: unknown; last_author: unknown }>(
      `${strict.url}/api/translations/orbit-notes/core/de/`,
    );
    expect(record.last_change).toBeNull();
    expect(record.last_author).toBeNull();
  });
});

describe("Weblate 5.10's standardized error bodies (errorStyle '5.10')", () => {
  let modern: SampleServer;
  beforeAll(async () => {
    modern = await startSampleServer({ profile: 'tiny', seed: 1, errorStyle: '5.10', token: 'right-key' });
  });
  afterAll(() => modern.close());

  it('answers 404, 405 and 401 as {type, errors: [{code, detail, attr}]}', async () => {
    const notFound = await getText(`${modern.url}/api/nothing/`);
    expect(notFound.status).toBe(404);
    expect(JSON.parse(notFound.text)).toEqual({
      type: 'client_error', errors: [{ code: 'not_found', detail: 'Not found.', attr: null }],
    });
    const invalidPage = await getText(`${modern.url}/api/changes/?page=99`);
    expect(JSON.parse(invalidPage.text)).toEqual({
      type: 'client_error', errors: [{ code: 'not_found', detail: 'Invalid page.', attr: null }],
    });
    const refused = await getText(`${modern.url}/api/changes/`, { method: 'PUT' });
    expect(refused.status).toBe(405);
    expect(JSON.parse(refused.text)).toEqual({
      type: 'client_error', errors: [{ code: 'method_not_allowed', detail: 'Method "PUT" not allowed.', attr: null }],
    });
    const badToken = await getText(`${modern.url}/api/changes/`, { headers: { Authorization: 'Token wrong' } });
    expect(badToken.status).toBe(401);
    expect(JSON.parse(badToken.text)).toEqual({
      type: 'client_error', errors: [{ code: 'authentication_failed', detail: 'Invalid token.', attr: null }],
    });
  });

  it('answers an invalid filter with the standardized shape too, naming the field in attr', async () => {
    const { status, text } = await getText(`${modern.url}/api/changes/?timestamp_after=yesterday`);
    expect(status).toBe(400);
    const body = JSON.parse(text) as { type?: string; errors?: { code: string; detail: string; attr: string }[] };
    expect(Object.keys(body)).toEqual(['type', 'errors']);
    expect(['validation_error', 'client_error']).toContain(body.type);
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.detail).toBe('Enter a valid date/time.');
    expect(body.errors![0]!.attr).toBe('timestamp');
    expect(typeof body.errors![0]!.code).toBe('string');
  });

  it("gives each invalid filter its form field's error code: invalid for a time, invalid_choice for an action", async () => {
    const time = await getText(`${modern.url}/api/changes/?timestamp_before=soon`);
    expect(JSON.parse(time.text)).toEqual({
      type: 'validation_error', errors: [{ code: 'invalid', detail: 'Enter a valid date/time.', attr: 'timestamp' }],
    });
    const action = await getText(`${modern.url}/api/changes/?action=999`);
    expect(JSON.parse(action.text)).toEqual({
      type: 'validation_error',
      errors: [{ code: 'invalid_choice', detail: 'Select a valid choice. 999 is not one of the available choices.', attr: 'action' }],
    });
  });
});
