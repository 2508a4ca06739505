// `npm run build`: renders a snapshot (the latest under data/snapshots, or --snapshot /
// ATLAS_SNAPSHOT) into dist/ (or --out). The configuration is atlas.config.json, or ATLAS_CONFIG.
// First: stops a Node.js too old to run this (run directly, npm's check is not there).
import './lib/node-check.mjs';
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { getHeapStatistics } from 'node:v8';
import { processIo } from '../src/crawler/cli.ts';
import { afterTypedStop, ProgressDisplay } from '../src/progress-display.ts';
import { onBuildWarning } from '../src/build-warning.ts';
import { printableLines, shellWord } from '../src/terminal-text.ts';
import { givenConfigPath, loadSiteConfig, unreadConfigWarning } from '../src/report/config.ts';
import { readManifest, resolveSnapshotDir } from '../src/snapshot/reader.ts';
import { looksLikeSnapshotId, parseSnapshotIdParts } from '../src/snapshot/id.ts';
import { invocationPath, runFromProject } from '../src/invocation-path.ts';
import {
  buildProgressIntegration, buildProgressView, emptyBuildProgress, endBuildProgress, enterPhase, type BuildProgress,
} from './lib/build-progress.ts';
import { renderGuard } from './lib/render-guard.ts';
import { buildStaged, checkOutputWritable, putBackOutput, repairOutput, type SwapState } from './lib/staged-output.ts';
import { projectWriteFailure } from './lib/unwritable-folders.ts';
import { publicFilesInFolders } from './lib/public-files.ts';
import { errorCode } from '../src/snapshot/durable.ts';
import { swapLockPath } from './lib/contents-swap.ts';
import { ownTag, removeDeadBuildFolders } from './lib/build-owner.ts';
import { bundlerFailureLine } from './lib/bundler-failure.ts';
import { diskFailure } from '../src/disk-failure.ts';
import { exitOnLateSignals } from './lib/late-signals.ts';
import { astroOutDir } from './lib/astro-out-dir.ts';
import { releaseOwnLockSync, withBuildLock } from './lib/build-lock.ts';
import { checkSiteOutDir, OutputRefused } from './lib/site-out-dir.ts';
import { parseCommandLine } from './lib/command-line.ts';
import { DEFAULT_SNAPSHOTS_DIR, whyNotWritable } from '../src/snapshot/out-dir.ts';
import { heapNeedMb, heapShortWarning, watchHeap } from './lib/heap-budget.ts';
import { pinnedNodeWarning, projectPinnedNode, withOwnFullIcu } from './lib/pinned-node.ts';
import { projectPathProblem } from './lib/project-path.ts';

// Where `npm run crawl` puts snapshots, and so where a build looks when it is told nothing.
const DEFAULT_SNAPSHOTS = DEFAULT_SNAPSHOTS_DIR;
const LOCK_FILE = join('.astro', 'build.lock');

// Folders the build in progress has made and removes at its end: what a build stopped by a signal
// removes before it exits (Astro's build cannot be stopped, so the process ends there).
const unfinished = new Set<string>();
// Where the build is in putting its site in place (staged-output.ts): a stop between the two
// renames waits for them, as it would leave no site at all; once the new site is in place, the
// old one is what remains to remove. A stop that came while waiting.
let swap: SwapState = { phase: 'done' };
// Whether the new site has been put in place: a stop after the swap (while the build's own folders
// are removed) leaves the new site, and says so.
let placed = false;
let stopWaiting: { signal: 'SIGINT' | 'SIGTERM'; outDir: string } | null = null;
// The live progress of the build in progress, which a stop erases before its one line: the exit
// skips the build's own `finally`, and the line stayed on a terminal above 'build failed: interrupted'.
let liveDisplay: ProgressDisplay | null = null;

/** How buildSite reports. */
export interface BuildOptions {
  /** No progress line (errors still go to stderr). */
  quiet?: boolean;
  /** Kept up to date through the build (phases, their times, pages), e.g. for bench:build; else the build's own. */
  progress?: BuildProgress;
}

/**
 * The command that serves a site built into `outDir`: `npm run preview` serves dist/, the config's
 * own, and another folder given as `--out`, as the build was; a site built with ATLAS_CONFIG is
 * served with it too, as its base path comes from it.
 */
export function previewCommand(outDir: string, config = givenConfigPath(), typedIn = process.env['INIT_CWD'], project = process.cwd()): string {
  const env = config === undefined ? '' : `ATLAS_CONFIG=${shellWord(resolve(config))} `;
  // Typed outside the project (a build started there, as npm run would run it), `npm run` finds
  // no package.json: it is told where the project is.
  const inside = typedIn === undefined || !relative(resolve(project), resolve(typedIn)).startsWith('..');
  const npm = inside ? 'npm' : `npm --prefix ${shellWord(resolve(project))}`;
  if (resolve(outDir) === resolve('dist')) return `${env}${npm} run preview`;
  return `${env}${npm} run preview -- --out ${shellWord(outDir)}`;
}

/**
 * The snapshot folder a build renders: `given` (a snapshot folder, an out folder with a `latest`
 * link, or a snapshot id under `snapshots`), else the latest under `snapshots`. Where an out folder
 * has no `latest` (a copy that left the link out), its newest snapshot, said in one line to `say`.
 */
export async function snapshotToBuild(given: string | undefined, snapshots = DEFAULT_SNAPSHOTS, say: (line: string) => void = (line) => void process.stderr.write(`${printableLines(line)}\n`)): Promise<string> {
  return resolveSnapshotDir(given || snapshots, snapshots, say).catch((failure: unknown) => {
    // A fresh clone has no snapshot yet: say how to get one (asked for by name, `latest`, too).
    if ((given && given !== 'latest') || existsSync(snapshots)) throw failure;
    throw new Error(
      `no snapshot to build: ${snapshots}/ does not exist yet. Crawl a server first ` +
        '(npm run crawl -- --url https://your.weblate.example); the demo\'s snapshots are in data/demo/ (npm run build -- --snapshot data/demo), ' +
        'once npm run demo has crawled the built-in sample and built its site',
    );
  });
}

/**
 * A `--snapshot` or ATLAS_SNAPSHOT value as typed: a path from where the command was typed, or,
 * where nothing lies there, a snapshot id or `latest` (or what looks like a mistyped id), looked
 * up under the snapshots folder (the id had become a path under the folder the command was typed
 * in, and was never found).
 */
export function givenSnapshot(value: string, env: Record<string, string | undefined> = process.env): string {
  const path = invocationPath(value, env);
  return (parseSnapshotIdParts(value) !== null || value === 'latest' || looksLikeSnapshotId(value)) && !existsSync(path) ? value : path;
}

/**
 * Builds the site from a snapshot into `outDir`, which a complete site replaces only once it is
 * built (staged-output.ts), showing progress on stderr; returns the snapshot folder used.
 */
export async function buildSite(snapshot: string | undefined, outDir = 'dist', options: BuildOptions = {}): Promise<string> {
  // Before anything else: Astro's bundler misreads a '%', '#' or '?' in the project's path, and a
  // '%' built a site without its stylesheets (project-path.ts).
  const misread = projectPathProblem(process.cwd());
  if (misread !== null) throw new Error(misread);
  // First of all: a build killed between the two renames that swap the sites left none at outDir.
  await putBackOutput(outDir);
  // Checked here first, as well as in astro.config.mjs: a mistake found there comes after Astro's
  // own "Unable to load your Astro config", which points at the wrong file.
  loadSiteConfig();
  // Even under --quiet: the site would be built with another configuration than the one meant.
  const unread = unreadConfigWarning();
  if (unread !== null) process.stderr.write(`warning: ${unread}\n`);
  const fromEnv = process.env['ATLAS_SNAPSHOT'];
  const dir = await snapshotToBuild(snapshot || (fromEnv ? givenSnapshot(fromEnv) : undefined)).catch((failure: unknown) => {
    // Said of the variable where it named the snapshot, as a flag would be.
    if (snapshot || !fromEnv) throw failure;
    throw new Error(`ATLAS_SNAPSHOT: ${(failure as Error).message}`, { cause: failure });
  });
  // Before the project's lock, which may be waited for: an --out that cannot be written is refused at once.
  await checkOutputWritable(outDir);
  process.env['ATLAS_SNAPSHOT'] = dir;
  process.env['ASTRO_TELEMETRY_DISABLED'] = '1';
  // A BASE_URL in the environment (CI systems and test runners set one) overrides the base path
  // Astro gives import.meta.env.BASE_URL, and every link would miss the configured base.
  delete process.env['BASE_URL'];
  // Astro renders a build into a folder outside the project with a bundle under the project's
  // .astro/, which it removes at the end: two builds at once (tests, CI jobs) take turns.
  return withBuildLock(LOCK_FILE, () => buildLocked(dir, outDir, options), {
    // Said even under --quiet: a build that waits says why, and which file holds it.
    onWait: (holder) => {
      process.stderr.write(
        `build: waiting for another build of this project to end${holder ? ` (process ${holder.pid} on ${holder.host})` : ''}: two at once would delete each other's files; ` +
          `a lock no build has touched for a minute (${LOCK_FILE}) is taken over\n`,
      );
    },
  });
}

// The folder of a build's own in the system's temp folder (Astro's server bundle, links to the output).
const SCRATCH_PREFIX = 'atlas-build-';

/**
 * What is wrong with the temp folder `tmp` where making a folder in it failed with `failure`, naming
 * the variable of `env` that gave it; null for a failure that says nothing of it.
 */
export function tempFolderProblem(failure: unknown, tmp: string, env: Record<string, string | undefined>): string | null {
  // A CI job's TMPDIR set to a folder not made yet, or to one this user may not write (another
  // user's, a read-only mount, a file): the message named a path, not the variable that gave it.
  const code = errorCode(failure);
  const by = ['TMPDIR', 'TMP', 'TEMP'].find((name) => env[name]);
  const folder = `the temp folder ${tmp}${by ? ` (${by})` : ''}`;
  if (code === 'ENOENT') return `${folder} does not exist: make it, or set ${by ?? 'TMPDIR'} to a folder that does`;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOTDIR') {
    return `${folder} cannot be written (${whyNotWritable(code, failure)}): set ${by ?? 'TMPDIR'} to a folder this user may write`;
  }
  return null;
}

/** buildSite's build, holding the project's build lock. */
async function buildLocked(dir: string, outDir: string, options: BuildOptions): Promise<string> {
  // Checked once the build before it has ended: that one may have made or changed the folder, or,
  // killed while it swapped a mount point's contents, left it to be repaired.
  // Said even under --quiet: a build that waits says why, and which file holds it.
  const onSwapWait = () => {
    process.stderr.write(
      `build: waiting for another build writing into ${outDir} to end (another machine's, or another checkout's); ` +
        `its lock ${swapLockPath(outDir)} is taken over once its build is gone, or untouched for a minute\n`,
    );
  };
  await repairOutput(outDir, onSwapWait);
  await checkSiteOutDir(outDir, dir);
  // Astro writes its intermediate server bundle under the project by default, so two builds at
  // once would delete each other's chunks: each build gets a folder of its own.
  // Named after this process, so that one a killed build left is known for its and removed.
  await removeDeadBuildFolders(tmpdir(), SCRATCH_PREFIX);
  const server = await mkdtemp(join(tmpdir(), `${SCRATCH_PREFIX}${ownTag()}`)).catch((failure: unknown) => {
    const problem = tempFolderProblem(failure, tmpdir(), process.env);
    throw problem === null ? failure : new Error(problem, { cause: failure });
  });
  unfinished.add(server);
  const progress = options.progress ?? emptyBuildProgress(Date.now());
  const display = new ProgressDisplay(buildProgressView(progress), { write: (text) => process.stderr.write(text), isTTY: processIo().live, columns: () => process.stderr.columns }, options.quiet === true);
  liveDisplay = display;
  display.start();
  // The report's warnings (records it left out), kept on screen above the live line.
  const stopWarnings = onBuildWarning((text) => display.warn(text));
  // Even under --quiet, as the report's warnings: on another Node than the pinned one the same
  // snapshot may build other bytes (pinned-node.ts).
  const nodeWarning = pinnedNodeWarning(process.versions.node, process.versions.icu, projectPinnedNode(fileURLToPath(new URL('../package-lock.json', import.meta.url))), withOwnFullIcu(), process.cwd());
  if (nodeWarning !== null) display.warn(nodeWarning);
  const stopHeapWatch = await watchBuildHeap(dir, (text) => display.warn(text));
  const guard = renderGuard();
  let staging: readonly string[] = [];
  try {
    await buildStaged(outDir, async (into) => {
      const given = await astroOutDir(into, server);
      if (given.made !== null) unfinished.add(given.made);
      // Loaded here, not with the other imports: it takes most of a second, and a SIGTERM before the
      // handlers were set (a CI job cancelled at once) ended the build without its line.
      const { build } = await import('astro');
      try {
        await build({
          root: '.',
          outDir: given.outDir,
          logLevel: 'warn',
          build: { server: pathToFileURL(`${server}/`).href },
          integrations: [buildProgressIntegration(progress, Date.now, (inner) => guard.wrap(inner))],
        });
      } catch (failure) {
        // Astro has given up, but the pages it was rendering beside the one that failed have
        // not: the folder is removed once they have settled (render-guard.ts).
        await guard.settled();
        throw failure;
      } finally {
        // The folder of the link alone: removing it leaves the site it led to.
        if (given.made !== null) {
          await rm(given.made, { recursive: true, force: true });
          unfinished.delete(given.made);
        }
      }
      enterPhase(progress, 'replacing', Date.now());
    }, {
      // Files public/ holds in folders keep their checkout's modes, as those at its top do.
      copiedDeeper: await publicFilesInFolders('public'),
      onStaging: (folders) => {
        for (const folder of staging) unfinished.delete(folder);
        staging = folders;
        for (const folder of folders) unfinished.add(folder);
      },
      onSwap: (state) => {
        swap = state;
        if (state.phase === 'placed') {
          placed = true;
          if (state.old !== null) enterPhase(progress, 'removing', Date.now());
        }
        if (state.phase !== 'renaming' && stopWaiting !== null) stopBuild(stopWaiting.signal, stopWaiting.outDir);
      },
      // The project's folder (runFromProject made it the working one), where Astro bundles.
      buildRoot: process.cwd(),
      onWait: onSwapWait,
    });
    endBuildProgress(progress, Date.now());
  } catch (failure) {
    // Astro bundles a site built outside the project under the project's .astro/ and removes it
    // only once the build succeeded; this build holds the project's lock.
    await rm(join('.astro', '.prerender'), { recursive: true, force: true });
    throw failure;
  } finally {
    stopHeapWatch();
    stopWarnings();
    display.stop();
    liveDisplay = null;
    await rm(server, { recursive: true, force: true });
    unfinished.delete(server);
  }
  return dir;
}

/**
 * Warns where the heap Node allows is under what the snapshot's counts call for (heap-budget.ts),
 * and once the heap in use nears it; returns what stops the watch. V8's out of memory ends the
 * process with its own message, which says nothing of what to do.
 */
async function watchBuildHeap(dir: string, warn: (text: string) => void): Promise<() => void> {
  // A manifest that cannot be read fails the report, which says why.
  const manifest = await readManifest(dir).catch(() => null);
  if (manifest === null) return () => {};
  const { changes, users, translations } = manifest.collections;
  const counts = { changes: changes.count, users: users.count, translations: translations.count };
  const warning = heapShortWarning(counts, getHeapStatistics().heap_size_limit);
  if (warning !== null) warn(warning);
  return watchHeap(warn, heapNeedMb(counts));
}

/**
 * Ends a build stopped by SIGINT or SIGTERM at once: the unfinished site and the build's other
 * folders are removed, its lock released, and the one line says so; the exit status is the
 * shell's for the signal (130, 143). Astro's build cannot be stopped, and the rest of the
 * process (pages still rendering) must not write into a folder once it is removed. Between the
 * swap's two renames the stop waits for them; after them, the new site stays and the old goes.
 */
function stopBuild(signal: 'SIGINT' | 'SIGTERM', outDir: string): void {
  if (swap.phase === 'renaming') {
    stopWaiting ??= { signal, outDir };
    return;
  }
  for (const folder of unfinished) rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  if (swap.phase === 'placed' && swap.old !== null) rmSync(swap.old, { recursive: true, force: true, maxRetries: 3 });
  releaseOwnLockSync(LOCK_FILE);
  // The lock of a swap of the output's contents (contents-swap.ts), where this build holds it.
  releaseOwnLockSync(swapLockPath(outDir));
  const what = swap.phase === 'broken' ? `; ${outDir}/ is left half swapped, which the next build into it repairs`
    : swap.phase === 'placed' || placed ? ` once the new site was in place: ${outDir}/ is the new site`
    // Before placing, a build writes nothing at outDir: where nothing is there now, nothing was (a first build).
    : existsSync(outDir) ? `; ${outDir}/ is as it was` : `; no site is at ${outDir}/, as before`;
  // The live block first (all its lines, on a terminal; a write there is done before the exit):
  // '\r\x1b[K' erases only the line the cursor is on (the '^C' a terminal echoes there), under
  // the block, whose last line stayed above this one.
  liveDisplay?.stop();
  process.stderr.write(`${afterTypedStop(process.stderr.isTTY, process.env)}build failed: interrupted (${signal})${what}\n`);
  process.exit(signal === 'SIGINT' ? 130 : 143);
}

/** Makes SIGINT and SIGTERM stop a build into `outDir` as stopBuild says; returns what takes the handlers away. */
export function stopBuildOnSignals(outDir: string): () => void {
  const onSigint = () => stopBuild('SIGINT', outDir);
  const onSigterm = () => stopBuild('SIGTERM', outDir);
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
  return () => {
    process.off('SIGINT', onSigint);
    process.off('SIGTERM', onSigterm);
  };
}

/** Usage text of `npm run build`. */
export const BUILD_USAGE = `Usage: npm run build -- [options]

  --snapshot PATH   the snapshot to render: a snapshot folder, an out folder (its latest), or the id
                    of one under ${DEFAULT_SNAPSHOTS}, its UTC day (2026-11-21) or start time
                    (2026-11-21T02:00:00Z), or latest (or ATLAS_SNAPSHOT; default: the latest there)
  --out DIR         where the site goes (default dist); replaced only once the build succeeded
  --quiet           only errors, warnings and the two final lines

The site's configuration is atlas.config.json, or the file ATLAS_CONFIG names.
`;

if (import.meta.main) {
  runFromProject(fileURLToPath(new URL('..', import.meta.url)));
  const { values } = parseCommandLine('build', BUILD_USAGE, process.argv.slice(2), (args) => {
    const parsed = parseArgs({
      args,
      options: { snapshot: { type: 'string' }, out: { type: 'string' }, quiet: { type: 'boolean', default: false } },
    });
    // An unset variable (`--out "$SITE_DIR"`) named the folder the command was typed in, which the
    // build then replaced with the site; so, alike, a snapshot.
    for (const flag of ['out', 'snapshot'] as const) {
      if (parsed.values[flag] !== undefined && parsed.values[flag].trim() === '') throw new Error(`--${flag} is empty: give a folder`);
    }
    return parsed;
  });
  const started = performance.now();
  // Told nothing, the project's dist/, which `npm run preview` serves, wherever the command was typed.
  const out = values.out === undefined ? 'dist' : invocationPath(values.out, process.env);
  // A CI job's time limit or cancel (SIGTERM), or Ctrl+C: the site in place stays, the unfinished one goes.
  const ended = exitOnLateSignals();
  const removeStopHandlers = stopBuildOnSignals(out);
  try {
    const dir = await buildSite(values.snapshot === undefined ? undefined : givenSnapshot(values.snapshot), out, { quiet: values.quiet });
    process.stdout.write(
      `site built from ${dir} into ${out}/ in ${((performance.now() - started) / 1000).toFixed(1)} s\n` +
        `preview it with: ${previewCommand(out)}\n`,
    );
  } catch (failure) {
    const disk = diskFailure(failure);
    // Where the failed write went, when it says: a site is built in the project before it is copied to an output on another disk.
    // A copy's error names the file copied (path) and the copy (dest), which is the one written.
    const { path: read, dest } = failure as { path?: unknown; dest?: unknown };
    const path = typeof dest === 'string' ? dest : read;
    // A checkout this user may not write (its .astro/, node_modules/.vite/): said of the checkout, with what to do.
    const message = projectWriteFailure(failure, process.cwd()) ??
      (disk === null ? bundlerFailureLine((failure as Error).message) : `writing ${typeof path === 'string' ? path : 'the site'}: ${disk}`);
    process.stderr.write(`build failed: ${printableLines(message)}\n`);
    // An --out refused (one that cannot be written, a file, a folder of other things) is the command's
    // mistake, as a bad flag is (the crawl's --out too).
    process.exitCode = failure instanceof OutputRefused ? 2 : 1;
  }
  removeStopHandlers();
  await ended();
}
