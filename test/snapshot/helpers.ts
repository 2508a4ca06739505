// Shared helpers of the snapshot tests: temp out dirs, manifest fields, a seeded shuffle.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ManifestFields } from '../../src/snapshot/writer.ts';

const made: string[] = [];

/** A fresh temp folder under os.tmpdir(); removed by removeTempDirs(). */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atlas-snapshot-'));
  made.push(dir);
  return dir;
}

/** Removes every folder tempDir() made. */
export async function removeTempDirs(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Valid manifest fields for a crawl started at `startedAt`. */
export function fields(startedAt = '2026-11-21T02:00:00.000Z', overrides: Partial<ManifestFields> = {}): ManifestFields {
  return {
    tool: { name: 'weblate-atlas', version: '0.1.0' },
    baseUrl: 'https://weblate.example.org/',
    scope: { projects: null, changesSince: null },
    startedAt,
    finishedAt: new Date(Date.parse(startedAt) + 600_000).toISOString(),
    requests: 12,
    retries: 1,
    bytes: 34_567,
    pageSize: 1000,
    apiCounts: { languages: 3, projects: 2, components: 4, translations: 8, users: 3, changes: 7 },
    changeLog: { order: 'newest-first', countAtStart: 7, countAtEnd: 9, growth: 2, beforeSince: 0 },
    users: { source: 'api', leftOut: 0 },
    problems: [],
    ...overrides,
  };
}

/** `items` in an order given by `seed` (a small LCG: the same seed, the same order). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The names in a folder, sorted. */
export async function names(dir: string): Promise<string[]> {
  return (await readdir(dir)).sort();
}

/** A file's text. */
export function text(path: string): Promise<string> {
  return readFile(path, 'utf8');
}
