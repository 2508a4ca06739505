// The change-list variants: the document's A (ascending, no old/details, 13 "New source string")
// and B (descending, old '' and details {}, 13 "Source string added"), and a real Weblate 5.x
// server (newest first by timestamp with no tie-breaker, 5.1 action names, no component field
// on translations listed under a component).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleServer, type SampleServer } from '../../src/sample/server.ts';
import { formatTimestamp } from '../../src/sample/records.ts';
import { allItems, getJson, type ChangeRecord, type JsonObject, type Page } from './helpers.ts';

describe('variant A', () => {
  let server: SampleServer;
  let records: ChangeRecord[];
  beforeAll(async () => {
    server = await startSampleServer({ profile: 'tiny', seed: 1, variant: 'A' });
    records = await allItems<ChangeRecord>(`${server.url}/api/changes/`);
  });
  afterAll(() => server.close());

  it('lists every record once, ids ascending across and within pages', () => {
    expect(records).toHaveLength(300);
    expect(records.map((record) => record.id)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
  });

  it('lists ascending ids within each page of a scoped list too', async () => {
    const page = await getJson<Page<ChangeRecord>>(`${server.url}/api/projects/lumen-player/changes/?page=2`);
    const ids = page.results.map((record) => record.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('has no old and no details fields', () => {
    for (const record of records) {
      expect(Object.keys(record)).toEqual([
        'id', 'url', 'unit', 'component', 'translation', 'user', 'author', 'timestamp', 'action', 'action_name', 'target',
      ]);
    }
  });

  it('uses the document names, with 13 named "New source string"', () => {
    const names = namesByAction(records);
    expect(names.get(13)).toEqual(['New source string']);
    expect(names.get(0)).toEqual(['Resource update']);
    expect(names.get(2)).toEqual(['Translation changed']);
    expect(names.get(5)).toEqual(['New translation']);
    expect(names.get(17)).toEqual(['Committed changes']);
    expect(names.get(18)).toEqual(['Pushed changes']);
    expect(names.get(21)).toEqual(['Rebased repository']);
    expect(names.get(50)).toEqual(['Created project']);
    expect(names.get(51)).toEqual(['Created component']);
    expect(names.get(53)).toEqual(['Received repository notification']);
    expect(names.get(59)).toEqual(['String updated in the repository']);
  });
});

describe('variant B', () => {
  let server: SampleServer;
  let records: ChangeRecord[];
  beforeAll(async () => {
    server = await startSampleServer({ profile: 'tiny', seed: 1, variant: 'B' });
    records = await allItems<ChangeRecord>(`${server.url}/api/changes/`);
  });
  afterAll(() => server.close());

  it('lists every record once, ids descending across and within pages', () => {
    expect(records).toHaveLength(300);
    expect(records.map((record) => record.id)).toEqual(Array.from({ length: 300 }, (_, i) => 300 - i));
  });

  it('carries old as an empty string and details as an empty object', () => {
    for (const record of records) {
      expect(record.old).toBe('');
      expect(record.details).toEqual({});
      expect(Object.keys(record).slice(-2)).toEqual(['old', 'details']);
    }
  });

  it('names 13 "Source string added" and keeps the document names of the other codes', () => {
    const names = namesByAction(records);
    expect(names.get(13)).toEqual(['Source string added']);
    expect(names.get(5)).toEqual(['New translation']);
    expect(names.get(0)).toEqual(['Resource update']);
    expect(names.get(17)).toEqual(['Committed changes']);
  });

  it('answers the same page in the same order every time', async () => {
    const a = await getJson<Page<ChangeRecord>>(`${server.url}/api/changes/?page=3`);
    const b = await getJson<Page<ChangeRecord>>(`${server.url}/api/changes/?page=3`);
    expect(a.results.map((record) => record.id)).toEqual(b.results.map((record) => record.id));
  });

  it('keeps the component in translations listed under a component', async () => {
    const list = await getJson<Page<JsonObject>>(`${server.url}/api/components/orbit-notes/core/translations/`);
    expect(list.count).toBe(7);
    for (const translation of list.results) expect(translation).toHaveProperty('component');
  });
});

describe('variant 5x', () => {
  let server: SampleServer;
  let records: ChangeRecord[];
  beforeAll(async () => {
    server = await startSampleServer({ profile: 'tiny', seed: 1, variant: '5x' });
    records = await allItems<ChangeRecord>(`${server.url}/api/changes/`);
  });
  afterAll(() => server.close());

  it('lists records newest first by timestamp', () => {
    expect(records).toHaveLength(300);
    for (let i = 1; i < records.length; i++) {
      expect(records[i]!.timestamp <= records[i - 1]!.timestamp).toBe(true);
    }
  });

  it('has no old and no details fields', () => {
    for (const record of records) {
      expect(record).not.toHaveProperty('old');
      expect(record).not.toHaveProperty('details');
    }
  });

  it('uses the names Weblate 5.1 introduced', () => {
    const names = namesByAction(records);
    expect(names.get(0)).toEqual(['Resource updated']);
    expect(names.get(2)).toEqual(['Translation changed']);
    expect(names.get(5)).toEqual(['Translation added']);
    expect(names.get(13)).toEqual(['Source string added']);
    expect(names.get(17)).toEqual(['Changes committed']);
    expect(names.get(18)).toEqual(['Changes pushed']);
    expect(names.get(21)).toEqual(['Repository rebased']);
    expect(names.get(50)).toEqual(['Project created']);
    expect(names.get(51)).toEqual(['Component created']);
    expect(names.get(53)).toEqual(['Repository notification received']);
  });

  it('leaves the component out of translations listed under a component, but not of the translation itself', async () => {
    const list = await getJson<Page<JsonObject>>(`${server.url}/api/components/orbit-notes/core/translations/`);
    expect(list.count).toBe(7);
    for (const translation of list.results) {
      expect(translation).not.toHaveProperty('component');
      expect(translation['url']).toBe(
        `${server.url}/api/translations/orbit-notes/core/${(translation['language'] as { code: string }).code}/`,
      );
    }
    const detail = await getJson<JsonObject>(`${server.url}/api/translations/orbit-notes/core/de/`);
    expect(detail).toHaveProperty('component');
  });

  it('returns records of equal timestamp in a different order from one request to the next', async () => {
    // The tiny log has no equal timestamps (one record a day at most); the demo log has batches.
    const demo = await startSampleServer({ profile: 'demo', seed: 1, variant: '5x' });
    try {
      const { log } = demo.instance;
      const count = log.baseCount;
      // A group of at least three records sharing a timestamp, all on one page of the newest-first list.
      let group: number[] | undefined;
      for (let start = 0; start < count && !group; ) {
        let end = start + 1;
        while (end < count && log.time[end] === log.time[start]) end++;
        const firstPosition = count - end;
        const lastPosition = count - 1 - start;
        if (end - start >= 3 && Math.floor(firstPosition / 50) === Math.floor(lastPosition / 50)) {
          group = Array.from({ length: end - start }, (_, k) => start + 1 + k);
        }
        start = end;
      }
      expect(group).toBeDefined();
      const ids = group!;
      const timestamp = formatTimestamp(log.time[ids[0]! - 1]!, 0);

      const url = `${demo.url}/api/changes/?timestamp_after=${timestamp}&timestamp_before=${timestamp}`;
      const first = (await getJson<Page<ChangeRecord>>(url)).results.map((record) => record.id);
      const second = (await getJson<Page<ChangeRecord>>(url)).results.map((record) => record.id);
      expect([...first].sort((a, b) => a - b)).toEqual(ids);
      expect([...second].sort((a, b) => a - b)).toEqual(ids);
      expect(first).not.toEqual(second);

      // The same happens on the page of the unfiltered list that holds the group.
      const page = Math.floor((count - ids[ids.length - 1]!) / 50) + 1;
      const inGroup = async () =>
        (await getJson<Page<ChangeRecord>>(`${demo.url}/api/changes/?page=${page}`)).results
          .map((record) => record.id)
          .filter((id) => ids.includes(id));
      const a = await inGroup();
      const b = await inGroup();
      expect([...a].sort((x, y) => x - y)).toEqual(ids);
      expect([...b].sort((x, y) => x - y)).toEqual(ids);
      expect(a).not.toEqual(b);
    } finally {
      await demo.close();
    }
  });
});

function namesByAction(records: ChangeRecord[]): Map<number, string[]> {
  const names = new Map<number, Set<string>>();
  for (const record of records) {
    const set = names.get(record.action) ?? new Set<string>();
    set.add(record.action_name);
    names.set(record.action, set);
  }
  return new Map([...names].map(([action, set]) => [action, [...set]]));
}
