// The report a build renders: loaded once per build (every page shares it) from the snapshot
// named by ATLAS_SNAPSHOT (a snapshot folder, an out folder or an id), else data/snapshots/latest.
import { resolveSnapshotDir } from '../snapshot/reader.ts';
import { CONFIG_FILE, givenConfigPath, loadSiteConfig } from './config.ts';
import { loadReport } from './load.ts';
import type { Report } from './types.ts';
import {
  afterSnapshotWarning, caseClashWarning, excludeUsersWarning, unnamedUsersWarning, lastAuthorsWithoutFullNamesWarning, leftOutWarning, privateDataWarning, unlistedComponentsWarning,
} from './build-warnings.ts';
import { unlistedComponents } from './projects.ts';
import { siblingPages } from './page-folders.ts';
import { buildWarning } from '../build-warning.ts';
import { DEFAULT_SNAPSHOTS_DIR } from '../snapshot/out-dir.ts';

let report: Promise<Report> | undefined;

/** The build's report, computed on first use. */
export function getReport(): Promise<Report> {
  report ??= (async () => {
    const dir = await resolveSnapshotDir(process.env['ATLAS_SNAPSHOT'] || DEFAULT_SNAPSHOTS_DIR, DEFAULT_SNAPSHOTS_DIR);
    const loaded = await loadReport(dir, loadSiteConfig());
    // Said even under --quiet: a site whose figures leave records out says so where the build is
    // watched, not only on its about page.
    const warnings = [
      leftOutWarning(loaded.leftOutRecords, dir),
      unlistedComponentsWarning(unlistedComponents(loaded.projects), dir),
      privateDataWarning(loaded.privateData, dir),
      afterSnapshotWarning(loaded.changesAfterSnapshot, loaded.snapshot, dir),
      excludeUsersWarning(loaded.excludeUsersUnmatched, givenConfigPath() ?? CONFIG_FILE, loaded.excludeUsersUnmatchedUnquoted),
      unnamedUsersWarning(loaded.unnamedUsersUnmatched, loaded.unnamedUsersPlaceholders, givenConfigPath() ?? CONFIG_FILE, loaded.unnamedUsersUnmatchedCells, loaded.unnamedUsersByFullName, loaded.unnamedUsersByAddress),
      lastAuthorsWithoutFullNamesWarning(loaded.lastAuthorsWithoutFullNames, givenConfigPath() ?? CONFIG_FILE),
      caseClashWarning(siblingPages(loaded), dir),
    ];
    for (const warning of warnings) if (warning !== null) buildWarning(warning);
    return loaded;
  })();
  return report;
}
