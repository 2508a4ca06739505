// Growth mode: a live server whose change log gains `growth` records on every change-list GET,
// newer than everything before them.
import { afterEach, describe, expect, it } from 'vitest';
import { startSampleServer, type SampleServer } from '../../src/sample/server.ts';
import { getJson, type ChangeRecord, type Page } from './helpers.ts';

const servers: SampleServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(variant: 'A' | 'B' | '5x', growth: number): Promise<SampleServer> {
  const server = await startSampleServer({ profile: 'tiny', seed: 1, variant, growth });
  servers.push(server);
  return server;
}

describe('growth', () => {
  it('adds `growth` records on every change-list GET', async () => {
    const server = await start('B', 5);
    const counts: number[] = [];
    for (let i = 0; i < 3; i++) counts.push((await getJson<Page<ChangeRecord>>(`${server.url}/api/changes/`)).count);
    expect(counts).toEqual([305, 310, 315]);
    expect(server.instance.visibleChanges).toBe(315);
  });

  it('grows on scoped change lists too, but not on HEAD or on other lists', async () => {
    const server = await start('B', 5);
    await (await fetch(`${server.url}/api/changes/`, { method: 'HEAD' })).arrayBuffer();
    await getJson<Page>(`${server.url}/api/languages/`);
    await getJson<Page>(`${server.url}/api/projects/`);
    expect(server.instance.visibleChanges).toBe(300);
    await getJson<Page<ChangeRecord>>(`${server.url}/api/projects/orbit-notes/changes/`);
    expect(server.instance.visibleChanges).toBe(305);
    expect((await getJson<Page<ChangeRecord>>(`${server.url}/api/changes/`)).count).toBe(310);
  });

  it('gives new records higher ids and later timestamps, shown first on page 1 of a newest-first list', async () => {
    const server = await start('B', 5);
    // That GET already added 5 records, so the oldest five are pushed past page 6 onto a page 7.
    const sixth = await getJson<Page<ChangeRecord>>(`${server.url}/api/changes/?page=6`);
    expect(sixth.count).toBe(305);
    expect(sixth.results.at(-1)!.id).toBe(6);
    expect(sixth.next).toBe(`${server.url}/api/changes/?page=7`);
    const page = await getJson<Page<ChangeRecord>>(`${server.url}/api/changes/`);
    expect(page.count).toBe(310);
    expect(page.results.slice(0, 10).map((record) => record.id)).toEqual([310, 309, 308, 307, 306, 305, 304, 303, 302, 301]);
    const base300 = page.results[10]!;
    expect(base300.id).toBe(300);
    // The base log ends before the anchor (2026-11-20T00:00:00Z); growth records follow it, one
    // every 1.5 s (records of one batch would share a timestamp; this seed has none here).
    expect(base300.timestamp < '2026-11-20T00:00:00.000000Z').toBe(true);
    expect(page.results.slice(0, 11).map((record) => record.timestamp)).toEqual([
      '2026-11-20T00:00:15.000000Z', '2026-11-20T00:00:13.500000Z', '2026-11-20T00:00:12.000000Z',
      '2026-11-20T00:00:10.500000Z', '2026-11-20T00:00:09.000000Z', '2026-11-20T00:00:07.500000Z',
      '2026-11-20T00:00:06.000000Z', '2026-11-20T00:00:04.500000Z', '2026-11-20T00:00:03.000000Z',
      '2026-11-20T00:00:01.500000Z', base300.timestamp,
    ]);
  });

  it('makes the last page of an oldest-first (variant A) list grow', async () => {
    const server = await start('A', 30);
    const first = await getJson<Page<ChangeRecord>>(`${server.url}/api/changes/`);
    expect(first.count).toBe(330);
    expect(first.results[0]!.id).toBe(1);
    const seventh = await getJson<Page<ChangeRecord>>(`${server.url}/api/changes/?page=7`);
    expect(seventh.count).toBe(360);
    expect(seventh.results.map((record) => record.id)).toEqual(Array.from({ length: 50 }, (_, i) => 301 + i));
    expect(seventh.next).toBe(`${server.url}/api/changes/?page=8`);
  });

  it('shows the new records in translations last_change', async () => {
    const server = await start('B', 50);
    const page = await getJson<Page<ChangeRecord>>(`${server.url}/api/changes/`);
    const newest = page.results.find((record) => record.translation !== null && record.user !== null)!;
    expect(newest.id).toBeGreaterThan(300);
    const translation = await getJson<{ last_change: string | null }>(newest.translation!);
    expect(translation.last_change! >= newest.timestamp).toBe(true);
    expect(translation.last_change! >= '2026-11-20T00:00:00.000000Z').toBe(true);
  });
});
