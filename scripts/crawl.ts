// `npm run crawl`: crawls a Weblate server into a dated snapshot under data/snapshots.
// Exit 0 only for a complete snapshot; otherwise non-zero and one line that says why.
// `npm run crawl` runs it with V8's semi-spaces at 16 MB (--max-semi-space-size=16, package.json):
// on a machine with some GB of memory V8 lets its young generation grow to 3 × 64 MB, which a
// crawl's short-lived pages filled between scavenges. A million changes (bench:crawl's crawl of
// them) took a peak RSS of 421 to 462 MB in twenty runs and 521 MB in one, over the 512 MB that
// issue #3 allows; with 16 MB, 335 to 340 MB, for some 5 % more CPU time.
// First: stops a Node.js too old to run this (run directly, npm's check is not there).
import './lib/node-check.mjs';
import { processIo, runCrawlCommand } from '../src/crawler/cli.ts';
import { CRAWL_USAGE, parseCrawlArgs } from '../src/crawler/options.ts';
import { parseCommandLine } from './lib/command-line.ts';
import { exitOnLateSignals } from './lib/late-signals.ts';
import { runFromProject } from '../src/invocation-path.ts';
import { fileURLToPath } from 'node:url';

runFromProject(fileURLToPath(new URL('..', import.meta.url)));
const command = parseCommandLine('crawl', CRAWL_USAGE, process.argv.slice(2), (argv) => parseCrawlArgs(argv, process.env));
const ended = exitOnLateSignals();
await runCrawlCommand(command, processIo());
// Done, or stopped by a signal and said so: it exits at once with its status (late-signals.ts),
// where a signal then (a CI job's time limit, the echo of a Ctrl+C from npm) would end it with 143.
await ended();
