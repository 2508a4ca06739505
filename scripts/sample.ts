// `npm run sample`: runs the sample Weblate instance until interrupted and prints its base URL.
// First: stops a Node.js too old to run this (run directly, npm's check is not there).
import './lib/node-check.mjs';
import { describeSampleOptions, parseSampleArgs, SAMPLE_USAGE, sampleCrawlCommand } from '../src/sample/options.ts';
import { startSampleServer } from '../src/sample/server.ts';
import { parseCommandLine } from './lib/command-line.ts';
import { printable } from '../src/terminal-text.ts';

const options = parseCommandLine('sample', SAMPLE_USAGE, process.argv.slice(2), parseSampleArgs);
const started = performance.now();
const server = await startSampleServer(options).catch((failure: unknown) => {
  // The port the README's example takes (8000) is often in use: said in one line, as a bad flag is.
  const code = (failure as { code?: unknown }).code;
  const port = options.port ?? 0;
  const reason = code === 'EADDRINUSE' ? `port ${port} on 127.0.0.1 is in use: give another --port, or leave it out for a free one`
    : code === 'EACCES' ? `port ${port} on 127.0.0.1 needs privileges this user does not have: give a port of 1024 or above, or leave --port out for a free one`
    : (failure as Error).message;
  process.stderr.write(`sample: ${printable(reason)}\n`);
  process.exit(1);
});
// The base URL alone on stdout, so that scripts can read it; the rest goes to stderr.
process.stdout.write(`${server.url}\n`);
process.stderr.write(
  `Sample Weblate (${describeSampleOptions(options)}) ready in ${Math.round(performance.now() - started)} ms\n` +
    `  API:   ${server.url}/api/\n  Crawl: ${printable(sampleCrawlCommand(server.url, options))}\nPress Ctrl+C to stop.\n`,
);
const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Started with an IPC channel (scripts/lib/sample-process.ts, the benchmarks): the channel closes
// when the process that started it ends, however it ends, and the server goes with it.
if (process.channel) {
  process.channel.unref();
  process.once('disconnect', stop);
}
