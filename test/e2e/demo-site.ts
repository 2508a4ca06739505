// Builds the demo site for the browser tests: the sample (demo profile) crawled into a temp
// folder and rendered under a base path (/l10n/) into another, by `scripts/build.ts`.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { crawl } from '../../src/crawler/crawl.ts';
import { startSampleServer, type SampleServerOptions } from '../../src/sample/server.ts';
import { writeSnapshot } from '../client/snapshot-on-disk.ts';
import type { Collections } from '../report/fixtures.ts';

/** Where the built demo site is, and its base path. */
export interface DemoSite {
  dist: string;
  base: string;
  snapshot: string;
  /** The atlas.config.json it was built with. */
  config: string;
  cleanup: () => Promise<void>;
}

/** Crawls the demo sample (or another, by its options) and builds the site into a temp folder. */
export async function buildDemoSite(base = '/l10n/', sampleOptions: SampleServerOptions = {}): Promise<DemoSite> {
  const work = await mkdtemp(join(tmpdir(), 'atlas-e2e-'));
  const sample = await startSampleServer({ profile: 'demo', seed: 1, ...sampleOptions });
  let snapshot: string;
  try {
    const outcome = await crawl({
      url: sample.url, out: join(work, 'snapshots'), concurrency: 4, pageSize: 1000, projects: [], lenient: false,
      connectTimeoutMs: 10_000, headersTimeoutMs: 60_000, bodyTimeoutMs: 60_000, maxRetries: 3,
    });
    snapshot = outcome.dir;
  } finally {
    await sample.close();
  }
  const dist = join(work, 'dist');
  // Configured as a user would: a config file with the base path.
  const config = join(work, 'atlas.config.json');
  await writeFile(config, JSON.stringify({ base }));
  await buildInto(snapshot, dist, config);
  return { dist, base, snapshot, config, cleanup: () => rm(work, { recursive: true, force: true }) };
}

/** Builds a snapshot into `dist` as `npm run build` does, in a process of its own. */
export async function buildInto(snapshot: string, dist: string, config: string): Promise<void> {
  const child = spawn(process.execPath, ['scripts/build.ts', '--snapshot', snapshot, '--out', dist], {
    env: { ...process.env, ATLAS_CONFIG: config },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`build failed (${code}): ${errors}`);
}

/** A site built from hand-made collections: its folder, and a reader of its pages by path. */
export interface FixtureSite {
  dist: string;
  /** The HTML of the page at `path` (below the site, without the base), e.g. 'contributors/ana'. */
  page(path: string): Promise<string>;
  cleanup: () => Promise<void>;
}

/** Writes `collections` as a snapshot taken at `startedAt` and builds its site under `base`, in a temp folder. */
export async function buildFixtureSite(collections: Collections, startedAt: string, base = '/'): Promise<FixtureSite> {
  const work = await mkdtemp(join(tmpdir(), 'atlas-fixture-site-'));
  const snapshot = await writeSnapshot(join(work, 'snapshots'), collections, startedAt);
  const config = join(work, 'atlas.config.json');
  await writeFile(config, JSON.stringify({ base }));
  const dist = join(work, 'dist');
  await buildInto(snapshot, dist, config);
  return {
    dist,
    page: (path) => readFile(join(dist, path, 'index.html'), 'utf8'),
    cleanup: () => rm(work, { recursive: true, force: true }),
  };
}
