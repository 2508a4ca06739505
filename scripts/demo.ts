// `npm run demo`: the whole job on a machine with no Weblate of its own. Starts the sample
// instance (demo profile) on a free loopback port, crawls it exactly as `npm run crawl` does,
// builds the site as `npm run build` does, stops the server and says where the site is.
import { processIo, runCrawlCommand } from '../src/crawler/cli.ts';
import { parseCrawlArgs } from '../src/crawler/options.ts';
import { parseArgs } from 'node:util';
import { startSampleServer } from '../src/sample/server.ts';
import { buildSite, previewCommand, stopBuildOnSignals } from './build.ts';
import { parseCommandLine } from './lib/command-line.ts';
import { runFromProject } from '../src/invocation-path.ts';
import { printableLines } from '../src/terminal-text.ts';
import { fileURLToPath } from 'node:url';

const DEMO_USAGE = `Usage: npm run demo

  Starts the built-in sample Weblate instance (demo profile) on a free loopback port, crawls it
  into data/snapshots as npm run crawl does, builds the site into dist/ as npm run build does,
  and stops the server. It takes no options: for your own server, npm run crawl -- --url URL,
  then npm run build; for the sample instance alone, npm run sample -- --help.
`;

runFromProject(fileURLToPath(new URL('..', import.meta.url)));
// No options: anything given is a mistake to say, not to ignore (--port 8000 did nothing).
parseCommandLine('demo', DEMO_USAGE, process.argv.slice(2), (args) => parseArgs({ args, options: {}, strict: true }));

const startOfTodayUtc = `${new Date().toISOString().slice(0, 10)}T00:00:00Z`;
const started = performance.now();
// Anchored at today, so that "recent activity" in the report is recent; the seed fixes the rest.
const server = await startSampleServer({ profile: 'demo', seed: 1, anchor: startOfTodayUtc });
const io = processIo();
let ok = false;
try {
  io.stdout(`demo: sample Weblate (demo profile) at ${server.url}\n`);
  const outcome = await runCrawlCommand(parseCrawlArgs(['--url', server.url], {}), io);
  if (outcome) {
    const building = performance.now();
    const handlersOff = stopBuildOnSignals('dist');
    try {
      await buildSite(outcome.dir);
    } finally {
      handlersOff();
    }
    io.stdout(
      `demo: site built into dist/ in ${((performance.now() - building) / 1000).toFixed(1)} s\n` +
        `demo: preview it with \`${previewCommand('dist')}\` (then open the address it prints)\n`,
    );
    ok = true;
  }
} catch (failure) {
  io.stderr(`demo: failed: ${printableLines((failure as Error).message)}\n`);
} finally {
  await server.close();
}
io.stdout(`demo: ${ok ? 'done' : 'stopped'} after ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
process.exitCode = ok ? 0 : 1;
