// Where the data came from, and the instance's totals: both straight from the manifest.
import { COLLECTIONS, type Manifest } from '../snapshot/manifest.ts';
import type { LeftOut, Report, SnapshotInfo } from './types.ts';

/** The snapshot's provenance as the pages show it. */
export function snapshotInfo(manifest: Manifest, id: string): SnapshotInfo {
  return {
    id,
    baseUrl: manifest.baseUrl,
    startedAt: manifest.startedAt,
    finishedAt: manifest.finishedAt,
    tool: { name: manifest.tool.name, version: manifest.tool.version },
    counts: Object.fromEntries(COLLECTIONS.map((name) => [name, manifest.collections[name].count])),
    apiCounts: Object.fromEntries(COLLECTIONS.map((name) => [name, manifest.apiCounts[name]])),
    requests: manifest.requests,
    problems: manifest.problems.map(({ url, message }) => ({ url, message })),
    changeLog: { ...manifest.changeLog },
    changesSince: manifest.scope.changesSince,
    projects: manifest.scope.projects === null ? null : [...manifest.scope.projects],
    usersSource: manifest.users.source,
  };
}

/** The records of each collection the report counts: those stored, less those it left out (Report.leftOut). */
export function totals(manifest: Manifest, leftOut: LeftOut): Report['totals'] {
  const { collections } = manifest;
  return {
    languages: collections.languages.count - leftOut.languages,
    projects: collections.projects.count - leftOut.projects,
    components: collections.components.count - leftOut.components,
    translations: collections.translations.count - leftOut.translations,
    users: collections.users.count,
    changes: collections.changes.count - leftOut.changes,
  };
}
