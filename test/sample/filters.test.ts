// Change-list filters (timestamp_after, timestamp_before, action, user) and the scoped change lists
// of projects, components and translations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleServer, type SampleServer } from '../../src/sample/server.ts';
import { allItems, getJson, getText, type ChangeRecord, type JsonObject, type Page } from './helpers.ts';

let server: SampleServer;
let base: string;
let all: ChangeRecord[];

beforeAll(async () => {
  server = await startSampleServer({ profile: 'tiny', seed: 1 });
  base = server.url;
  all = (await getJson<Page<ChangeRecord>>(`${base}/api/changes/?page_size=1000`)).results;
});
afterAll(() => server.close());

async function list(query: string, path = '/api/changes/'): Promise<ChangeRecord[]> {
  return allItems<ChangeRecord>(`${base}${path}?page_size=1000&${query}`);
}

const ids = (records: ChangeRecord[]) => records.map((record) => record.id).sort((a, b) => a - b);

/** The same instant as a `Z` timestamp, written with a +01:00 offset. */
function withOffset(timestamp: string): string {
  const shifted = new Date(Date.parse(timestamp) + 3_600_000).toISOString().slice(0, 19);
  return `${shifted}.${timestamp.slice(20, 26)}+01:00`;
}

describe('time filters', () => {
  it('timestamp_after is inclusive', async () => {
    expect(all).toHaveLength(300);
    const pivot = all[120]!;
    const found = await list(`timestamp_after=${pivot.timestamp}`);
    expect(ids(found)).toEqual(ids(all.filter((record) => record.timestamp >= pivot.timestamp)));
    expect(ids(found)).toContain(pivot.id);
    expect(found.length).toBe(121);
  });

  it('timestamp_before is inclusive', async () => {
    const pivot = all[120]!;
    const found = await list(`timestamp_before=${pivot.timestamp}`);
    expect(ids(found)).toEqual(ids(all.filter((record) => record.timestamp <= pivot.timestamp)));
    expect(ids(found)).toContain(pivot.id);
    expect(found.length).toBe(180);
  });

  it('both together give the window between them, ends included', async () => {
    const newer = all[50]!;
    const older = all[99]!;
    const found = await list(`timestamp_after=${older.timestamp}&timestamp_before=${newer.timestamp}`);
    expect(ids(found)).toEqual(ids(all.slice(50, 100)));
  });

  it('accepts an offset instead of Z when + is sent as %2B', async () => {
    const pivot = all[120]!;
    const offset = withOffset(pivot.timestamp);
    expect(offset.endsWith('+01:00')).toBe(true);
    const found = await list(`timestamp_after=${encodeURIComponent(offset)}`);
    expect(found.length).toBe(121);
  });

  it('refuses an offset whose + arrives as a space', async () => {
    const { status, text } = await getText(`${base}/api/changes/?timestamp_after=${withOffset(all[120]!.timestamp)}`);
    expect(status).toBe(400);
    expect(text).toBe('{"timestamp":["Enter a valid date/time."]}');
  });

  it('refuses a time that is not one with 400 and the error of the field both halves belong to, timestamp', async () => {
    const after = await getText(`${base}/api/changes/?timestamp_after=yesterday`);
    expect(after.status).toBe(400);
    expect(after.headers.get('content-type')).toBe('application/json');
    expect(after.text).toBe('{"timestamp":["Enter a valid date/time."]}');
    const before = await getText(`${base}/api/changes/?timestamp_before=2025-13-45T00:00:00Z`);
    expect(before.status).toBe(400);
    expect(before.text).toBe('{"timestamp":["Enter a valid date/time."]}');
  });
});

describe('action and user filters', () => {
  it('action is repeatable and selects records of any of the codes', async () => {
    const changed = await list('action=2');
    const added = await list('action=5');
    expect(changed.length).toBe(all.filter((record) => record.action === 2).length);
    expect(added.length).toBe(all.filter((record) => record.action === 5).length);
    expect(changed.length).toBeGreaterThan(0);
    expect(added.length).toBeGreaterThan(0);
    const both = await list('action=2&action=5');
    expect(both.length).toBe(changed.length + added.length);
    for (const record of both) expect([2, 5]).toContain(record.action);
  });

  it('refuses an action that is not a number', async () => {
    const { status, text } = await getText(`${base}/api/changes/?action=abc`);
    expect(status).toBe(400);
    expect(text).toBe('{"action":["Select a valid choice. abc is not one of the available choices."]}');
  });

  it('refuses an action code Weblate does not have, or spells otherwise, as its choice filter does', async () => {
    for (const code of ['999', '10', '105', '05']) {
      const { status, text } = await getText(`${base}/api/changes/?action=2&action=${code}`);
      expect(status, code).toBe(400);
      expect(text, code).toBe(`{"action":["Select a valid choice. ${code} is not one of the available choices."]}`);
    }
    // A code Weblate has that the log holds no record of is an empty list.
    expect((await getJson<Page<ChangeRecord>>(`${base}/api/changes/?action=104`)).count).toBe(0);
  });

  it('user selects the records of one username', async () => {
    const counts = new Map<string, number>();
    for (const record of all) if (record.user) counts.set(record.user, (counts.get(record.user) ?? 0) + 1);
    const [busiest, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const username = busiest.split('/').at(-2)!;
    const found = await list(`user=${encodeURIComponent(username)}`);
    expect(found.length).toBe(count);
    expect(count).toBeGreaterThan(5);
    for (const record of found) expect(record.user).toBe(`${base}/api/users/${username}/`);
  });

  it('combines filters', async () => {
    const pivot = all[150]!;
    const found = await list(`action=5&timestamp_after=${pivot.timestamp}`);
    expect(ids(found)).toEqual(ids(all.filter((record) => record.action === 5 && record.timestamp >= pivot.timestamp)));
  });

  it('is ignored in strict mode', async () => {
    const strict = await startSampleServer({ profile: 'tiny', seed: 1, strict: true });
    try {
      const page = await getJson<Page<ChangeRecord>>(`${strict.url}/api/changes/?action=5&timestamp_after=yesterday`);
      expect(page.count).toBe(300);
    } finally {
      await strict.close();
    }
  });
});

describe('scoped change lists', () => {
  let projects: string[];
  let components: string[];
  beforeAll(async () => {
    projects = (await allItems<{ slug: string }>(`${base}/api/projects/`)).map((project) => project.slug);
    components = (await allItems<JsonObject>(`${base}/api/components/`)).map(
      (component) => `${String((component['project'] as JsonObject)['slug'])}/${String(component['slug'])}`,
    );
  });

  it('a project list holds that project’s records, and the projects together hold the whole log', async () => {
    let total = 0;
    const seen = new Set<number>();
    for (const slug of projects) {
      const records = await list('', `/api/projects/${slug}/changes/`);
      total += records.length;
      for (const record of records) {
        seen.add(record.id);
        if (record.component === null) expect(record.action, `change ${record.id}`).toBe(50);
        else expect(record.component.startsWith(`${base}/api/components/${slug}/`), `change ${record.id}`).toBe(true);
      }
    }
    expect(total).toBe(300);
    expect(seen.size).toBe(300);
  });

  it('a component list holds exactly the records naming that component', async () => {
    let total = 0;
    for (const path of components) {
      const records = await list('', `/api/components/${path}/changes/`);
      const expected = all.filter((record) => record.component === `${base}/api/components/${path}/`);
      expect(ids(records), path).toEqual(ids(expected));
      total += records.length;
    }
    expect(total).toBe(all.filter((record) => record.component !== null).length);
    expect(total).toBe(300 - all.filter((record) => record.action === 50).length);
  });

  it('a translation list holds exactly the records naming that translation', async () => {
    const translations = await allItems<{ url: string; changes_list_url: string }>(`${base}/api/translations/?page_size=1000`);
    expect(translations).toHaveLength(44);
    let total = 0;
    for (const translation of translations) {
      const records = await allItems<ChangeRecord>(`${translation.changes_list_url}?page_size=1000`);
      const expected = all.filter((record) => record.translation === translation.url);
      expect(ids(records), translation.url).toEqual(ids(expected));
      total += records.length;
    }
    expect(total).toBe(all.filter((record) => record.translation !== null).length);
  });

  it('scoped lists accept the filters too', async () => {
    const path = 'lumen-player/core';
    const pivot = all[200]!;
    const records = await list(`action=2&timestamp_after=${pivot.timestamp}`, `/api/components/${path}/changes/`);
    const expected = all.filter(
      (record) => record.component === `${base}/api/components/${path}/` && record.action === 2 && record.timestamp >= pivot.timestamp,
    );
    expect(ids(records)).toEqual(ids(expected));
  });

  it('answers 404 for a scope that does not exist', async () => {
    for (const path of ['/api/projects/nope/changes/', '/api/components/orbit-notes/nope/changes/', '/api/translations/orbit-notes/core/xx/changes/']) {
      const { status } = await getText(`${base}${path}`);
      expect(status, path).toBe(404);
    }
  });
});
