// `npm run sample`: runs the sample Weblate instance until interrupted and prints its base URL.
import { describeSampleOptions, parseSampleArgs, SAMPLE_USAGE } from '../src/sample/options.ts';
import { startSampleServer } from '../src/sample/server.ts';
import { parseCommandLine } from './lib/command-line.ts';

const options = parseCommandLine('sample', SAMPLE_USAGE, process.argv.slice(2), parseSampleArgs);
const started = performance.now();
const server = await startSampleServer(options);
// The base URL alone on stdout, so that scripts can read it; the rest goes to stderr.
process.stdout.write(`${server.url}\n`);
process.stderr.write(
  `Sample Weblate (${describeSampleOptions(options)}) ready in ${Math.round(performance.now() - started)} ms\n` +
    `  API:   ${server.url}/api/\n  Crawl: npm run crawl -- --url ${server.url}\nPress Ctrl+C to stop.\n`,
);
const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
