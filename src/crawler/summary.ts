// The lines a finished crawl prints.
import type { Manifest } from '../snapshot/manifest.ts';

const n = (value: number) => value.toLocaleString('en');

/** A short, human summary of a snapshot's manifest. */
export function crawlSummary(dir: string, manifest: Manifest): string[] {
  const c = manifest.collections;
  const seconds = (Date.parse(manifest.finishedAt) - Date.parse(manifest.startedAt)) / 1000;
  const lines = [
    `snapshot written: ${dir}`,
    `  ${n(c.languages.count)} languages, ${n(c.projects.count)} projects, ${n(c.components.count)} components, ` +
      `${n(c.translations.count)} translations, ${n(c.users.count)} users` +
      `${manifest.users.source === 'change-log' ? ' (from the change log)' : ''}, ${n(c.changes.count)} changes`,
    `  ${n(manifest.requests)} requests (${n(manifest.retries)} retries), ${(manifest.bytes / 1e6).toFixed(1)} MB in ` +
      `${seconds.toFixed(1)} s; page size ${manifest.pageSize}; change log ${manifest.changeLog.order}, ` +
      `grew by ${n(manifest.changeLog.growth)} during the crawl`,
  ];
  if (manifest.problems.length > 0) lines.push(`  ${n(manifest.problems.length)} records broke their schema (see problems in manifest.json)`);
  return lines;
}
