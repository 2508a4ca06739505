// The report's one I/O edge: open a snapshot folder, build the report from its records, and find
// where the records it left out are stored.
import { basename } from 'node:path';
import { COLLECTIONS, type CollectionName } from '../snapshot/manifest.ts';
import { openSnapshot, recordPlaces, type RecordPlace, type Snapshot } from '../snapshot/reader.ts';
import { parseSnapshotIdParts, snapshotId } from '../snapshot/id.ts';
import { buildReport } from './build.ts';
import { readChangeBatches } from './change-reader.ts';
import { LEFT_OUT_REASONS } from './left-out.ts';
import type { LeftOutGroup, Report, SiteConfig } from './types.ts';

/**
 * A snapshot's id: its folder's name, which is the id (resolveSnapshotDir follows `latest` to it),
 * where that name is the id of the manifest's start time; otherwise (a `latest` a copy made a
 * folder, `cp -rL`; an artifact downloaded into `snapshot/`; a copy renamed to another id) the id
 * the start time gives, so that the same snapshot builds the same site whatever its folder is
 * called, and never under another snapshot's id. Only the same-second suffix (`-2`) of such a copy is lost.
 */
export function snapshotIdOf(dir: string, startedAt: string): string {
  const name = basename(dir);
  const own = snapshotId(new Date(startedAt));
  const named = parseSnapshotIdParts(name);
  return named !== null && snapshotId(named.startedAt) === own ? name : own;
}

/**
 * The records left out of a report with the file and line of each reason's first, found by reading
 * again the files of the collections that left any out (none, for a snapshot a crawl wrote whole).
 */
export async function placeLeftOut(snapshot: Snapshot, groups: readonly LeftOutGroup[]): Promise<LeftOutGroup[]> {
  const placesIn = new Map<CollectionName, Map<number, RecordPlace>>();
  for (const collection of COLLECTIONS) {
    const ordinals = groups.filter(({ reason }) => LEFT_OUT_REASONS[reason].collection === collection).map(({ first }) => first.ordinal);
    if (ordinals.length > 0) placesIn.set(collection, await recordPlaces(snapshot, collection, ordinals));
  }
  return groups.map((group) => {
    const place = placesIn.get(LEFT_OUT_REASONS[group.reason].collection)?.get(group.first.ordinal) ?? null;
    return { ...group, first: { ...group.first, place } };
  });
}

/** Opens the snapshot in `snapshotDir` (checksums checked as it streams) and builds its report. */
export async function loadReport(snapshotDir: string, config: SiteConfig): Promise<Report> {
  const snapshot = await openSnapshot(snapshotDir);
  // The change log is read on another thread from now on, while buildReport reads the rest.
  const changes = readChangeBatches(snapshot);
  let report: Report;
  try {
    report = await buildReport({ manifest: snapshot.manifest, snapshotId: snapshotIdOf(snapshot.dir, snapshot.manifest.startedAt), records: snapshot.records, changes }, config);
  } finally {
    await changes.close();
  }
  return report.leftOutRecords.length === 0 ? report : { ...report, leftOutRecords: await placeLeftOut(snapshot, report.leftOutRecords) };
}
