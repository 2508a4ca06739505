// Hand-written records (test/report/fixtures.ts) written as a snapshot on disk, as a crawl writes
// one, so that pages can be rendered from them: the pages read their report from ATLAS_SNAPSHOT.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadReport } from '../../src/report/load.ts';
import type { Report } from '../../src/report/types.ts';
import { SnapshotWriter, type ManifestFields } from '../../src/snapshot/writer.ts';
import { COLLECTIONS } from '../../src/snapshot/manifest.ts';
import { manifestFor, siteConfig, type Collections } from '../report/fixtures.ts';
import { startSnapshotRenderer, type AstroRenderer } from './astro-render.ts';
import { actionTotals, instanceSeries } from '../../src/report/chart-views.ts';
import { contributorDirectory } from '../../src/report/contributor-views.ts';
import { actionName } from '../../src/weblate/actions.ts';

// The writer keeps one record per id: fixtures give most of them the same one.
const NUMBERED = new Set(['projects', 'components', 'translations']);

/** Writes `collections` as a snapshot crawled at `startedAt` under `outDir` (its manifest's fields as given in `fields`); resolves with its folder. */
export async function writeSnapshot(outDir: string, collections: Collections, startedAt: string, fields: Partial<ManifestFields> = {}): Promise<string> {
  const writer = await SnapshotWriter.create({ outDir, startedAt: new Date(startedAt) });
  for (const name of COLLECTIONS) {
    for (const [i, record] of (collections[name] ?? []).entries()) await writer.add(name, NUMBERED.has(name) ? { ...record, id: i + 1 } : record);
  }
  const { collections: _, formatVersion: __, ...counted } = manifestFor(collections, startedAt);
  return (await writer.commit({ ...counted, ...fields })).dir;
}

/** Rewrites the manifest of the snapshot in `dir` as a crawler of formatVersion 3 wrote it: no `users.leftOut`; the users from `source`. */
export async function asFormat3(dir: string, source = 'api'): Promise<void> {
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as { formatVersion: number; users: unknown };
  manifest.formatVersion = 3;
  manifest.users = { source };
  await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** A snapshot of `collections` in a folder of its own (`dir`), its report and a renderer of its pages; close() stops the one and removes the other. */
export async function renderedSnapshot(collections: Collections, startedAt: string, fields: Partial<ManifestFields> = {}): Promise<{ dir: string; report: Report; renderer: AstroRenderer; close: () => Promise<void> }> {
  const work = await mkdtemp(join(tmpdir(), 'atlas-pages-'));
  const dir = await writeSnapshot(work, collections, startedAt, fields);
  const report = await loadReport(dir, siteConfig());
  const renderer = await startSnapshotRenderer(dir);
  return {
    dir,
    report,
    renderer,
    close: async () => {
      await renderer.close();
      await rm(work, { recursive: true, force: true });
    },
  };
}

/** What a test file renders from: the folder, report and renderer of its snapshot, set before its tests run. */
export interface RenderedSnapshot {
  dir: string;
  report: Report;
  renderer: AstroRenderer;
}

/** Writes `collections` as a snapshot before the file's tests and removes it after them; the object returned holds its folder, report and renderer once they start. */
export function useRenderedSnapshot(collections: Collections, startedAt: string, fields: Partial<ManifestFields> = {}): RenderedSnapshot {
  const held = {} as RenderedSnapshot;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const made = await renderedSnapshot(collections, startedAt, fields);
    held.dir = made.dir;
    held.report = made.report;
    held.renderer = made.renderer;
    close = made.close;
  }, 60_000);
  afterAll(async () => {
    await close?.();
  });
  return held;
}

/**
 * A page of every type, rendered from `snapshot`, whose records must hold a language 'de', a
 * project 'orbit' with a component, a contributor 'ana' and a change of action 2: each page's
 * address and its HTML.
 */
export async function renderEveryPage(snapshot: RenderedSnapshot): Promise<[string, string][]> {
  const { report, renderer } = snapshot;
  const german = report.languages.find((l) => l.code === 'de');
  const orbit = report.projects.find((p) => p.slug === 'orbit')!;
  const index = actionTotals(instanceSeries(report, 'month'), actionName);
  const people = contributorDirectory(report.contributors);
  const pages: [string, string, Record<string, unknown>][] = [
    ['/', 'index', {}],
    ['/languages/', 'languages/index', {}],
    ['/languages/de/', 'languages/[code]', { language: german }],
    ['/languages/de/contributors/', 'languages/[code]/contributors', { language: german }],
    ['/languages/de/coverage/', 'languages/[code]/coverage', { language: german }],
    ['/projects/', 'projects/index', {}],
    ['/projects/orbit/', 'projects/[slug]/index', { project: orbit }],
    ['/projects/orbit/core/', 'projects/[slug]/[...component]', { project: orbit, component: orbit.components[0] }],
    ['/contributors/', 'contributors/index', {}],
    ['/contributors/ana/', 'contributors/[username]', { contributor: report.contributors.find((c) => c.username === 'ana') }],
    ['/people/', 'people/[...page]', { page: people[0], pages: people }],
    ['/changes/', 'changes/index', {}],
    ['/changes/2/', 'changes/[action]', { action: index.actions.find((a) => a.code === 2), index }],
    ['/about/', 'about/index', {}],
    ['/404.html', '404', {}],
  ];
  return Promise.all(pages.map(async ([url, page, props]) => [url, await renderer.render(`/src/pages/${page}.astro`, props, url)] as [string, string]));
}
