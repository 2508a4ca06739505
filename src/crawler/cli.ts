// `npm run crawl` as a function, so that `npm run demo` crawls through the very same path:
// progress display, interruption, summary and exit status.
import { basename } from 'node:path';
import { crawl, type CrawlOutcome } from './crawl.ts';
import type { CrawlCommand } from './options.ts';
import { crawlProgressView, emptyProgress } from './progress.ts';
import { afterTypedStop, drawsLive, ProgressDisplay } from '../progress-display.ts';
import { crawlSummary } from './summary.ts';
import type { ScopeBefore } from './scope-change.ts';
import { printable } from '../terminal-text.ts';
import { withoutEmailAddresses } from '../weblate/email-addresses.ts';
import { OutDirError } from '../snapshot/out-dir.ts';
import { catchStopSignals, interruptedReason } from '../stop-signals.ts';

/** Where a command's output goes. */
export interface CommandIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stderr is a terminal that can show live lines (not in CI, nor a TERM=dumb one: drawsLive). */
  live: boolean;
  /** The terminal's width, where stderr is one. */
  columns?: () => number | undefined;
  /** Whether stderr is a terminal at all (one with CI=true too), where a Ctrl+C typed is echoed '^C', that can erase it (not TERM=dumb). */
  terminal?: boolean;
}

// A reader that went away (`| head`, a CI step that closed the pipe) is no failure of the
// command: the snapshot or site is complete by the time the summary is written. Unhandled, the
// EPIPE crashed the process after it with exit 1 and a stack trace.
const guarded = new WeakSet<NodeJS.WriteStream>();
function ignoreClosedPipe(stream: NodeJS.WriteStream): void {
  if (guarded.has(stream)) return;
  guarded.add(stream);
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

/** The real process streams (a reader closing them is ignored). */
export function processIo(): CommandIo {
  ignoreClosedPipe(process.stdout);
  ignoreClosedPipe(process.stderr);
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    live: drawsLive(process.stderr.isTTY, process.env),
    columns: () => process.stderr.columns,
    terminal: afterTypedStop(process.stderr.isTTY, process.env) !== '',
  };
}

/** Runs a crawl with progress and a summary; resolves with the outcome, or null after printing why it failed. */
export async function runCrawlCommand(command: CrawlCommand, io: CommandIo): Promise<CrawlOutcome | null> {
  const progress = emptyProgress(Date.now());
  const display = new ProgressDisplay(crawlProgressView(progress), { write: io.stderr, isTTY: io.live, ...(io.columns ? { columns: io.columns } : {}) }, command.quiet);
  const stop = catchStopSignals();
  display.start();
  for (const warning of command.warnings ?? []) display.warn(warning);
  try {
    const outcome = await crawl({
      ...command.options,
      signal: stop.signal,
      progress,
      // Without an e-mail address, wherever a message got it from: a link a server wrote on its own
      // origin, which the crawl requests as written ('…?page=2&user=k.nowak%40example.org'), is named
      // in messages and failures as it was requested.
      onMessage: (text) => display.message(withoutEmailAddresses(text)),
      onWarning: (text) => display.warn(withoutEmailAddresses(text)),
    });
    display.stop();
    const laterLatest = outcome.latest === basename(outcome.dir) ? null : outcome.latest;
    // Without the earlier snapshot's server, where --out holds one server's alone (the demo's).
    const scopeBefore = command.oneServer === true && outcome.scopeBefore !== null ? withoutServer(outcome.scopeBefore) : outcome.scopeBefore;
    io.stdout(`${crawlSummary(outcome.dir, outcome.manifest, { laterLatest, ahead: outcome.ahead, botFlagsRead: outcome.botFlagsRead, refusalWaits: outcome.refusalWaits, resent: outcome.resent, scopeBefore }).join('\n')}\n`);
    return outcome;
  } catch (failure) {
    display.stop();
    const interrupted = stop.interrupted();
    const reason = interrupted !== null ? interruptedReason(interrupted, 'earlier snapshots are as they were') : (failure as Error).message;
    // Stopped on a terminal, the line starts where the terminal echoed the Ctrl+C ('^Ccrawl failed:
    // …' under --quiet, or with CI=true, where no live block was drawn to erase it): erased first, as the build does.
    io.stderr(`${interrupted !== null && io.terminal === true ? '\r\x1b[K' : ''}crawl failed: ${printable(withoutEmailAddresses(reason))}\n`);
    // An --out that cannot hold snapshots is the command's mistake, as a bad flag is: no retry cures it.
    process.exitCode = interrupted ?? (failure instanceof OutDirError ? 2 : 1);
    return null;
  } finally {
    stop.release();
  }
}

/** An earlier snapshot's scope without the server it read. */
function withoutServer({ baseUrl: _server, ...scope }: ScopeBefore): ScopeBefore {
  return scope;
}
