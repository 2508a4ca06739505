// Where the data came from, and the instance's totals: both straight from the manifest; and how the
// pages say what of the change log was read.
import { COLLECTIONS, type Manifest } from '../snapshot/manifest.ts';
import type { Report, SnapshotInfo, LeftOut } from './types.ts';
import { formatCount } from '../components/format.ts';
import { sinceText } from './windows.ts';
import { cleanProblem } from '../weblate/validation.ts';
import { withoutUrlCredentials } from '../weblate/url-credentials.ts';

/** The snapshot's provenance as the pages show it. */
export function snapshotInfo(manifest: Manifest, id: string): SnapshotInfo {
  return {
    id,
    // No crawler writes a user or password here (--url refuses them), but a manifest edited by hand
    // can: the site showed and linked it (`Snapshot of https://user:secret@…`, profile links too).
    baseUrl: withoutUrlCredentials(manifest.baseUrl),
    startedAt: manifest.startedAt,
    finishedAt: manifest.finishedAt,
    tool: { name: manifest.tool.name, version: manifest.tool.version },
    counts: Object.fromEntries(COLLECTIONS.map((name) => [name, manifest.collections[name].count])),
    apiCounts: Object.fromEntries(COLLECTIONS.map((name) => [name, manifest.apiCounts[name]])),
    requests: manifest.requests,
    // Cleaned as the crawl now writes them: an older crawler's quoted a token or an address (cleanProblem).
    problems: manifest.problems.map((problem) => cleanProblem(problem)).map(({ url, message }) => ({ url, message })),
    changeLog: { ...manifest.changeLog },
    changesSince: manifest.scope.changesSince,
    projects: manifest.scope.projects === null ? null : [...manifest.scope.projects],
    usersSource: manifest.users.source,
    usersLeftOut: manifest.users.leftOut,
  };
}

/** The records of each collection the report counts: those stored, less those it left out (Report.leftOut); the components, the report's own (`components`, each with a page). */
export function totals(manifest: Manifest, leftOut: LeftOut, components: number): Report['totals'] {
  const { collections } = manifest;
  return {
    languages: collections.languages.count - leftOut.languages,
    projects: collections.projects.count - leftOut.projects,
    // The components list's records less those left out, and those only translations name or carry:
    // the overview's figure said 39 where the site had 40 component pages.
    components,
    translations: collections.translations.count - leftOut.translations,
    users: collections.users.count - leftOut.users,
    changes: collections.changes.count - leftOut.changes,
  };
}

/**
 * The change log's order and size as the about page gives them: "newest first, 1,234 records"; the
 * order is left out of a log of fewer than two records, which shows none (the manifest then says
 * oldest-first).
 */
export function changeLogSize(changeLog: Pick<SnapshotInfo['changeLog'], 'order' | 'countAtStart'>): string {
  const size = formatCount(changeLog.countAtStart, 'record', 'records');
  return changeLog.countAtStart < 2 ? size : `${changeLog.order.replace('-', ' ')}, ${size}`;
}

/**
 * "from the change log read from 2026-10-25 on", where the snapshot's log was read only from a
 * time on; null for a whole log. Said beside the figures counted from the log (contributors, last
 * activity), which a reader would otherwise take for all time.
 */
export function logReadFrom(report: Pick<Report, 'snapshot'>): string | null {
  const since = report.snapshot.changesSince;
  return since === null ? null : `from the change log read from ${sinceText(since)} on`;
}
