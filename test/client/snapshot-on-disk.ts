// Hand-written records (test/report/fixtures.ts) written as a snapshot on disk, as a crawl writes
// one, so that pages can be rendered from them: the pages read their report from ATLAS_SNAPSHOT.
import { SnapshotWriter, type ManifestFields } from '../../src/snapshot/writer.ts';
import { COLLECTIONS } from '../../src/snapshot/manifest.ts';
import { manifestFor, type Collections } from '../report/fixtures.ts';

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
