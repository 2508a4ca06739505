// `npm run crawl`: crawls a Weblate server into a dated snapshot under data/snapshots.
// Exit 0 only for a complete snapshot; otherwise non-zero and one line that says why.
import { crawl } from '../src/crawler/crawl.ts';
import { CRAWL_USAGE, parseCrawlArgs } from '../src/crawler/options.ts';
import { emptyProgress, ProgressDisplay } from '../src/crawler/progress.ts';
import { crawlSummary } from '../src/crawler/summary.ts';

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  process.stdout.write(CRAWL_USAGE);
  process.exit(0);
}
let command;
try {
  command = parseCrawlArgs(argv, process.env);
} catch (failure) {
  process.stderr.write(`crawl: ${(failure as Error).message}\n\n${CRAWL_USAGE}`);
  process.exit(2);
}
const progress = emptyProgress(Date.now());
const display = new ProgressDisplay(
  progress,
  { write: (text) => process.stderr.write(text), isTTY: process.stderr.isTTY === true && process.env['CI'] !== 'true' },
  command.quiet,
);
const controller = new AbortController();
let interrupted = false;
const interrupt = () => {
  interrupted = true;
  controller.abort(new Error('interrupted'));
};
process.once('SIGINT', interrupt);
process.once('SIGTERM', interrupt);

display.start();
try {
  const { dir, manifest } = await crawl({
    ...command.options,
    signal: controller.signal,
    progress,
    onMessage: (text) => display.message(text),
  });
  display.stop();
  process.stdout.write(`${crawlSummary(dir, manifest).join('\n')}\n`);
} catch (failure) {
  display.stop();
  const reason = interrupted ? 'interrupted; earlier snapshots are as they were' : (failure as Error).message;
  process.stderr.write(`crawl failed: ${reason}\n`);
  process.exitCode = interrupted ? 130 : 1;
}
