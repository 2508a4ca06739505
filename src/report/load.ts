// The report's one I/O edge: open a snapshot folder and build the report from its records.
import { basename } from 'node:path';
import { openSnapshot } from '../snapshot/reader.ts';
import { buildReport } from './build.ts';
import type { Report, SiteConfig } from './types.ts';

/** Opens the snapshot in `snapshotDir` (checksums checked as it streams) and builds its report. */
export async function loadReport(snapshotDir: string, config: SiteConfig): Promise<Report> {
  const snapshot = await openSnapshot(snapshotDir);
  // A snapshot folder is named by its id (resolveSnapshotDir follows `latest` to it).
  return buildReport({ manifest: snapshot.manifest, snapshotId: basename(snapshot.dir), records: snapshot.records }, config);
}
