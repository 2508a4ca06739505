// `npm run demo`: the whole job on a machine with no Weblate of its own. Starts the sample
// instance (demo profile) on a free loopback port, crawls it with the code and options of
// `npm run crawl` (but for Node's `--max-semi-space-size=16`, which that script gives and the
// demo's 20,000 changes do not need: docs/crawling.md, "Memory"), builds the site as
// `npm run build` does, stops the server and says where the site is.
//
// Its snapshots go to a folder of their own, data/demo/, not data/snapshots/: run where a server
// of one's own had been crawled, the demo moved that archive's `latest` to itself, and the next
// plain `npm run build` built the demo, saying nothing.
// First: stops a Node.js too old to run this (run directly, npm's check is not there).
import './lib/node-check.mjs';
import { processIo, runCrawlCommand, type CommandIo } from '../src/crawler/cli.ts';
import { parseCrawlArgs } from '../src/crawler/options.ts';
import { parseArgs } from 'node:util';
import { startSampleServer } from '../src/sample/server.ts';
import { buildSite, previewCommand, stopBuildOnSignals } from './build.ts';
import { parseCommandLine } from './lib/command-line.ts';
import { exitOnLateSignals } from './lib/late-signals.ts';
import { projectPathProblem } from './lib/project-path.ts';
import { runFromProject } from '../src/invocation-path.ts';
import { givenConfigPath } from '../src/report/config.ts';
import { printableLines, shellWord } from '../src/terminal-text.ts';
import { fileURLToPath } from 'node:url';
import { relative, resolve } from 'node:path';

/** Where the demo's snapshots go. */
export const DEMO_SNAPSHOTS = 'data/demo';

const DEMO_USAGE = `Usage: npm run demo

  Starts the built-in sample Weblate instance (demo profile) on a free loopback port, crawls it
  into ${DEMO_SNAPSHOTS}/ as npm run crawl does, builds the site into dist/ as npm run build does,
  and stops the server. It takes no options: for your own server, npm run crawl -- --url URL
  (snapshots go to data/snapshots/), then npm run build; for the sample instance alone,
  npm run sample -- --help.
`;

/** Where a demo puts its snapshots and its site, and what it says. */
export interface DemoOptions {
  snapshots: string;
  out: string;
  io: CommandIo;
  /** Where the sample's change log ends (its "today"). */
  anchor: string;
  /** No progress lines (a test's). */
  quiet?: boolean;
  /** The project's folder, where the site is built (the working folder). */
  project?: string;
}

/**
 * The command that builds the demo's site again, typed where the demo was (`typedIn`, npm's
 * INIT_CWD): a relative --snapshot is read from there, so from a subfolder, or outside the
 * project (with --prefix), it names the project's snapshots by their whole path. A demo built with
 * ATLAS_CONFIG (`config`) is built again with it, as its preview command is.
 */
export function buildAgainCommand(snapshots: string, typedIn = process.env['INIT_CWD'], project = process.cwd(), config = givenConfigPath()): string {
  const at = typedIn === undefined ? resolve(project) : resolve(typedIn);
  const where = relative(resolve(project), at);
  const npm = where.startsWith('..') ? `npm --prefix ${shellWord(resolve(project))}` : 'npm';
  const snapshot = where === '' ? snapshots : resolve(project, snapshots);
  // Without it, the site was built again under the default base path, and the preview command
  // printed beside this one (with ATLAS_CONFIG) refused it.
  const env = config === undefined ? '' : `ATLAS_CONFIG=${shellWord(resolve(config))} `;
  return `${env}${npm} run build -- --snapshot ${shellWord(snapshot)}`;
}

/** Runs the demo: sample server, crawl, build; resolves with whether the site was built. */
export async function runDemo({ snapshots, out, io, anchor, quiet = false, project = process.cwd() }: DemoOptions): Promise<boolean> {
  const started = performance.now();
  // Before the crawl, as the build would refuse the folder after it: in a project folder holding a
  // '%' (a Jenkins workspace's 'app_feature%2Fx'), the demo crawled 20,000 changes into data/demo/
  // first, then said what npm run build says first (project-path.ts).
  const misread = projectPathProblem(project);
  if (misread !== null) {
    io.stderr(`demo: failed: ${printableLines(misread)}\n`);
    return false;
  }
  const server = await startSampleServer({ profile: 'demo', seed: 1, anchor });
  let ok = false;
  try {
    io.stdout(`demo: sample Weblate (demo profile) at ${server.url}\n`);
    // No environment: a WEBLATE_TOKEN of the user's is not the sample's, and is sent nowhere.
    // Its snapshots are all of the sample, started on a free port each run: not another server's.
    const outcome = await runCrawlCommand({ ...parseCrawlArgs(['--url', server.url, '--out', snapshots, ...(quiet ? ['--quiet'] : [])], {}), oneServer: true }, io);
    if (outcome) {
      const building = performance.now();
      const handlersOff = stopBuildOnSignals(out);
      try {
        await buildSite(outcome.dir, out, { quiet });
      } finally {
        handlersOff();
      }
      io.stdout(
        `demo: site built into ${out}/ in ${((performance.now() - building) / 1000).toFixed(1)} s\n` +
          `demo: preview it with \`${previewCommand(out)}\` (then open the address it prints); its links to the instance lead to the sample, which stops now\n` +
          `demo: build it again (after changing atlas.config.json, say) with \`${buildAgainCommand(snapshots)}\`\n`,
      );
      ok = true;
    }
  } catch (failure) {
    io.stderr(`demo: failed: ${printableLines((failure as Error).message)}\n`);
  } finally {
    await server.close();
  }
  io.stdout(`demo: ${ok ? 'done' : 'stopped'} after ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return ok;
}

/**
 * `npm run demo` once its command line is read: runs the demo into `snapshots` and `out` on the
 * process's streams, anchored at today, and ends the process with its exit status.
 */
export async function runDemoCommand(snapshots = DEMO_SNAPSHOTS, out = 'dist'): Promise<never> {
  // Anchored at today, so that "recent activity" in the report is recent; the seed fixes the rest.
  const anchor = `${new Date().toISOString().slice(0, 10)}T00:00:00Z`;
  // Done, and said so: a signal then (a job's time limit) ended the demo with 143 in the moments
  // its process took to wind down on its own, its site built and `demo: done` said (late-signals.ts).
  const ended = exitOnLateSignals();
  const ok = await runDemo({ snapshots, out, io: processIo(), anchor });
  // A crawl that failed has set its own status, as npm run crawl exits: 130 or 143 where a signal
  // stopped it (Ctrl+C, a job's time limit), 2 for an unusable folder. The demo said 1 for all.
  process.exitCode = ok ? 0 : process.exitCode || 1;
  return ended();
}

if (import.meta.main) {
  runFromProject(fileURLToPath(new URL('..', import.meta.url)));
  // No options: anything given is a mistake to say, not to ignore (--port 8000 did nothing).
  parseCommandLine('demo', DEMO_USAGE, process.argv.slice(2), (args) => parseArgs({ args, options: {}, strict: true }));
  await runDemoCommand();
}
