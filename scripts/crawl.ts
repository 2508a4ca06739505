// `npm run crawl`: crawls a Weblate server into a dated snapshot under data/snapshots.
// Exit 0 only for a complete snapshot; otherwise non-zero and one line that says why.
import { processIo, runCrawlCommand } from '../src/crawler/cli.ts';
import { CRAWL_USAGE, parseCrawlArgs } from '../src/crawler/options.ts';

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
await runCrawlCommand(command, processIo());
