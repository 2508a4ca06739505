// page_size as real Weblate (>= 4.15.1) handles it: honoured up to 1000, clamped above, ignored
// when 0, negative or not a number but still copied into next; strict mode ignores it entirely.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleServer, type SampleServer } from '../../src/sample/server.ts';
import { allPages, getJson, type ChangeRecord, type Page } from './helpers.ts';

describe('page_size outside strict mode (demo profile)', () => {
  let server: SampleServer;
  let base: string;
  beforeAll(async () => {
    server = await startSampleServer({ profile: 'demo', seed: 1 });
    base = server.url;
  });
  afterAll(() => server.close());

  it('serves the asked page size and keeps page_size in next and previous, parameters sorted by name', async () => {
    const first = await getJson<Page<ChangeRecord>>(`${base}/api/changes/?page_size=100`);
    expect(first.count).toBe(20_000);
    expect(first.results).toHaveLength(100);
    expect(first.next).toBe(`${base}/api/changes/?page=2&page_size=100`);
    expect(first.previous).toBeNull();
    const second = await getJson<Page<ChangeRecord>>(first.next!);
    expect(second.results).toHaveLength(100);
    expect(second.previous).toBe(`${base}/api/changes/?page_size=100`);
    expect(second.next).toBe(`${base}/api/changes/?page=3&page_size=100`);
    expect(second.results[0]!.id).toBe(first.results[99]!.id - 1);
  });

  it('honours page_size=1000 and walks the whole log in 20 pages without gaps or duplicates', async () => {
    const pages = await allPages<ChangeRecord>(`${base}/api/changes/?page_size=1000`);
    expect(pages).toHaveLength(20);
    for (const page of pages) expect(page.results).toHaveLength(1000);
    expect(pages[19]!.next).toBeNull();
    expect(pages[19]!.previous).toBe(`${base}/api/changes/?page=19&page_size=1000`);
    const ids = new Set(pages.flatMap((page) => page.results.map((record) => record.id)));
    expect(ids.size).toBe(20_000);
    expect(Math.min(...ids)).toBe(1);
    expect(Math.max(...ids)).toBe(20_000);
  });

  it('clamps a page_size above 1000 to 1000 and copies the asked value into next', async () => {
    const page = await getJson<Page<ChangeRecord>>(`${base}/api/changes/?page_size=5000`);
    expect(page.results).toHaveLength(1000);
    expect(page.next).toBe(`${base}/api/changes/?page=2&page_size=5000`);
    const second = await getJson<Page<ChangeRecord>>(page.next!);
    expect(second.results).toHaveLength(1000);
    expect(second.results[0]!.id).toBe(19_000);
  });

  it.each(['0', '-5', 'abc', '10.5', ''])('serves 50 for page_size=%j and still copies it into next', async (raw) => {
    const page = await getJson<Page<ChangeRecord>>(`${base}/api/changes/?page_size=${raw}`);
    expect(page.results).toHaveLength(50);
    expect(page.next).toBe(`${base}/api/changes/?page=2&page_size=${raw}`);
  });

  it('applies page_size to other lists too', async () => {
    const users = await getJson<Page>(`${base}/api/users/?page_size=7`);
    expect(users.count).toBe(300);
    expect(users.results).toHaveLength(7);
    expect(users.next).toBe(`${base}/api/users/?page=2&page_size=7`);
    const all = await getJson<Page>(`${base}/api/translations/?page_size=1000`);
    expect(all.count).toBe(760);
    expect(all.results).toHaveLength(760);
    expect(all.next).toBeNull();
  });

  it('reads a parameter sent twice by its last value, as Django does, and keeps both of one not replaced in the links', async () => {
    const users = await getJson<Page<{ username: string }>>(`${base}/api/users/?page=2&page_size=7&page=3&page_size=100`);
    expect([users.count, users.results.length, users.next]).toEqual([300, 100, null]);
    expect(users.previous).toBe(`${base}/api/users/?page=2&page_size=7&page_size=100`);
    const after = await getJson<Page<ChangeRecord>>(`${base}/api/changes/?timestamp_after=2020-01-01&timestamp_after=2099-01-01`);
    expect(after.count).toBe(0);
    const admin = await getJson<Page<ChangeRecord>>(`${base}/api/changes/?user=nobody&user=admin&format=json&format=api`);
    expect(admin.count).toBe(1);
    expect(admin.results[0]!.url).toBe(`${base}/api/changes/${admin.results[0]!.id}/?format=api`);
  });

  it('keeps other query parameters (format, filters) in next', async () => {
    const page = await getJson<Page<ChangeRecord>>(`${base}/api/changes/?page_size=20&format=api&action=5`);
    expect(page.results).toHaveLength(20);
    expect(page.next).toBe(`${base}/api/changes/?action=5&format=api&page=2&page_size=20`);
  });
});

describe('page_size in strict mode', () => {
  let server: SampleServer;
  let base: string;
  beforeAll(async () => {
    server = await startSampleServer({ profile: 'tiny', seed: 1, strict: true });
    base = server.url;
  });
  afterAll(() => server.close());

  it('ignores page_size and drops it from next', async () => {
    const page = await getJson<Page<ChangeRecord>>(`${base}/api/changes/?page_size=1000`);
    expect(page.count).toBe(300);
    expect(page.results).toHaveLength(50);
    expect(page.next).toBe(`${base}/api/changes/?page=2`);
    const second = await getJson<Page<ChangeRecord>>(`${base}/api/changes/?page=2&page_size=1000`);
    expect(second.previous).toBe(`${base}/api/changes/`);
  });

  it('keeps only format in the page links', async () => {
    const page = await getJson<Page<ChangeRecord>>(`${base}/api/changes/?page_size=10&format=api&action=5`);
    expect(page.results).toHaveLength(50);
    expect(page.next).toBe(`${base}/api/changes/?format=api&page=2`);
  });
});
