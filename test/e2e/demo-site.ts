// Builds the demo site for the browser tests: the sample (demo profile) crawled into a temp
// folder and rendered under a base path (/l10n/) into another, by `scripts/build.ts`.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { ownTag, removeDeadBuildFolders } from '../../scripts/lib/build-owner.ts';
import { crawl } from '../../src/crawler/crawl.ts';
import { DEFAULT_ANCHOR } from '../../src/sample/instance.ts';
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
  /** The temp folder that holds it all and that cleanup removes: a browser's profile goes there too (launchChromium). */
  folder: string;
  cleanup: () => Promise<void>;
}

/**
 * Makes a folder in the system's temp folder named `<prefix><pid>-…` after this process (ownTag),
 * first removing those that processes no longer running left: a test run stopped before its
 * afterAll (Ctrl+C, a CI job cancelled or timed out) left its site, 26 MB, and its browser's profile.
 */
export async function tempFolder(prefix: string): Promise<string> {
  await removeDeadBuildFolders(tmpdir(), prefix);
  return mkdtemp(join(tmpdir(), `${prefix}${ownTag()}`));
}

/** Runs `make` with a fresh temp folder (tempFolder), which is removed where `make` fails. */
async function inTempFolder<T>(prefix: string, make: (work: string) => Promise<T>): Promise<T> {
  const work = await tempFolder(prefix);
  try {
    return await make(work);
  } catch (failure) {
    await rm(work, { recursive: true, force: true });
    throw failure;
  }
}

/**
 * Crawls the demo sample (or another, by its options) and builds the site into a temp folder. The
 * crawl is dated a day after the sample's last change, whatever today is: the site's windows count
 * back from it (the 90-day charts emptied once today was three months past the sample's anchor).
 */
export async function buildDemoSite(base = '/l10n/', sampleOptions: SampleServerOptions = {}): Promise<DemoSite> {
  const crawledAt = new Date(Date.parse(sampleOptions.anchor ?? DEFAULT_ANCHOR) + 26 * 3_600_000);
  return inTempFolder('atlas-e2e-', async (work) => {
    const sample = await startSampleServer({ profile: 'demo', seed: 1, ...sampleOptions });
    let snapshot: string;
    try {
      const outcome = await crawl({
        url: sample.url, out: join(work, 'snapshots'), concurrency: 4, pageSize: 1000, projects: [], lenient: false,
        connectTimeoutMs: 10_000, headersTimeoutMs: 60_000, bodyTimeoutMs: 60_000, maxRetries: 3, now: () => crawledAt,
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
    return { dist, base, snapshot, config, folder: work, cleanup: () => rm(work, { recursive: true, force: true }) };
  });
}

// Builds still running. A beforeAll that times out leaves its build running: nothing awaits it any
// more, and it outlives the test file, holding the project's build lock, unless stopBuilds() kills it.
const running = new Set<ChildProcess>();

/** Kills the builds buildInto started that are still running; resolves once they have exited. */
export async function stopBuilds(): Promise<void> {
  await Promise.all([...running].map((child) => new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  })));
}

/** Builds a snapshot into `dist` as `npm run build` does, in a process of its own (its environment with `env` added). */
export async function buildInto(snapshot: string, dist: string, config: string, env: Record<string, string> = {}): Promise<void> {
  const child = spawn(process.execPath, ['scripts/build.ts', '--snapshot', snapshot, '--out', dist], {
    env: { ...process.env, ...env, ATLAS_CONFIG: config },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  running.delete(child);
  if (code !== 0) throw new Error(`build failed (${code}): ${errors}`);
}

/** A site built from hand-made collections: its folder, and a reader of its pages by path. */
export interface FixtureSite {
  dist: string;
  /** The HTML of the page at `path` (below the site, without the base), e.g. 'contributors/ana'. */
  page(path: string): Promise<string>;
  /** The temp folder that holds it all and that cleanup removes: a browser's profile goes there too (launchChromium). */
  folder: string;
  cleanup: () => Promise<void>;
}

/** Writes `collections` as a snapshot taken at `startedAt` and builds its site under `base` (with the configuration's other keys in `extra`), in a temp folder. */
export async function buildFixtureSite(collections: Collections, startedAt: string, base = '/', extra: Record<string, unknown> = {}): Promise<FixtureSite> {
  return inTempFolder('atlas-fixture-site-', async (work) => {
    const snapshot = await writeSnapshot(join(work, 'snapshots'), collections, startedAt);
    const config = join(work, 'atlas.config.json');
    await writeFile(config, JSON.stringify({ base, ...extra }));
    const dist = join(work, 'dist');
    await buildInto(snapshot, dist, config);
    return {
      dist,
      page: (path: string) => readFile(join(dist, path, 'index.html'), 'utf8'),
      folder: work,
      cleanup: () => rm(work, { recursive: true, force: true }),
    };
  });
}
