// The report's one I/O edge: open a snapshot folder and build the report from its records.
import { basename } from 'node:path';
import { openSnapshot } from '../snapshot/reader.ts';
import { buildReport } from './build.ts';
import { readChangeBatches } from './change-reader.ts';
import type { Report, SiteConfig } from './types.ts';

/** Opens the snapshot in `snapshotDir` (checksums checked as it streams) and builds its report. */
export async function loadReport(snapshotDir: string, config: SiteConfig): Promise<Report> {
  const snapshot = await openSnapshot(snapshotDir);
  // The change log is read on another thread from now on, while buildReport reads the rest.
  const changes = readChangeBatches(snapshot);
  try {
    // A snapshot folder is named by its id (resolveSnapshotDir follows `latest` to it).
    return await buildReport({ manifest: snapshot.manifest, snapshotId: basename(snapshot.dir), records: snapshot.records, changes }, config);
  } finally {
    await changes.close();
  }
}
