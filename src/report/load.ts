// The report's one I/O edge: open a snapshot folder and build the report from its records.
import { basename } from 'node:path';
import { openSnapshot } from '../snapshot/reader.ts';
import { parseSnapshotIdParts, snapshotId } from '../snapshot/id.ts';
import { buildReport } from './build.ts';
import { readChangeBatches } from './change-reader.ts';
import type { Report, SiteConfig } from './types.ts';

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

/** Opens the snapshot in `snapshotDir` (checksums checked as it streams) and builds its report. */
export async function loadReport(snapshotDir: string, config: SiteConfig): Promise<Report> {
  const snapshot = await openSnapshot(snapshotDir);
  // The change log is read on another thread from now on, while buildReport reads the rest.
  const changes = readChangeBatches(snapshot);
  try {
    return await buildReport({ manifest: snapshot.manifest, snapshotId: snapshotIdOf(snapshot.dir, snapshot.manifest.startedAt), records: snapshot.records, changes }, config);
  } finally {
    await changes.close();
  }
}
