// A benchmark stopped by SIGINT or SIGTERM (Ctrl+C, `timeout 25 npm run bench:crawl`, a CI job's
// time limit) died at once, its `rm` in `finally` never run: it left its work folders in the temp
// folder (crawled snapshots and built sites, 14 to 27 MB each), and a build it ran in a child
// process of its own went on alone. What a benchmark makes is told to this module, and a stop
// removes it, as a build's stop removes its folders (scripts/build.ts): its child processes are
// stopped and waited for first, so that none writes into a folder once it is removed.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

// How long a child process has to end after SIGTERM before it is killed.
const CHILD_GRACE_MS = 10_000;

/** What a benchmark has made that a stop removes. */
export interface BenchLeftovers {
  /** Makes a stop remove the folder `path` (until `forget`); returns it. */
  folder: (path: string) => string;
  /** No longer removes `path` on a stop (the benchmark removed it). */
  forget: (path: string) => void;
  /** Makes a stop end the child process `child` (SIGTERM) and wait for it, while it runs; returns it. */
  child: <T extends ChildProcess>(child: T) => T;
  /** Takes the handlers (of signals and of failures) away: the benchmark has ended. */
  off: () => void;
}

/**
 * Makes SIGINT and SIGTERM stop the benchmark `command` (`bench:crawl`): its child processes
 * ended, its folders removed, a line saying so where `say`, and exit 130 or 143 (the shell's
 * statuses for the signals); an uncaught failure likewise, said in one line, exit 1.
 */
export function stopBenchOnSignals(command: string, say = true): BenchLeftovers {
  const folders = new Set<string>();
  // Each running child with its exit, heard from when it was told of: a listener the benchmark
  // added later and that throws would keep one added at the stop from hearing it.
  const children = new Map<ChildProcess, Promise<void>>();
  let stopping = false;
  let madeFolders = false;
  const stop = async (signal: 'SIGINT' | 'SIGTERM') => {
    // One Ctrl+C arrives twice (from the terminal and from npm): the stop under way goes on.
    if (stopping) return;
    stopping = true;
    // The benchmark fails as its children end (a crawl's server gone, a build child's exit
    // status): no news, and it must not end the process before the folders are removed.
    process.on('uncaughtException', () => {});
    await Promise.all([...children].map(([child, exited]) => endChild(child, exited)));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
    // bench:sample makes no folder: it has only its server to end.
    const done = madeFolders ? 'its work folders are removed' : 'its sample server is stopped';
    if (say) process.stderr.write(`${command}: interrupted (${signal}); ${done}\n`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  const onSigint = () => void stop('SIGINT');
  const onSigterm = () => void stop('SIGTERM');
  // A benchmark that fails (every request of --latency 61000 timing out) ended in a stack trace:
  // it says why in one line, its children ended and its folders removed as a stop's are (exit 1).
  const onFailure = async (error: unknown) => {
    if (stopping) return;
    stopping = true;
    await Promise.all([...children].map(([child, exited]) => endChild(child, exited)));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
    process.stderr.write(`${command}: failed: ${failureLine(error)}\n`);
    process.exit(1);
  };
  const onUncaught = (error: unknown) => void onFailure(error);
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
  process.on('uncaughtException', onUncaught);
  return {
    folder: (path) => {
      madeFolders = true;
      folders.add(path);
      return path;
    },
    forget: (path) => {
      folders.delete(path);
    },
    child: (child) => {
      if (child.exitCode === null && child.signalCode === null) {
        children.set(child, new Promise<void>((done) => child.once('exit', () => {
          children.delete(child);
          done();
        })));
      }
      return child;
    },
    off: () => {
      process.off('SIGINT', onSigint);
      process.off('SIGTERM', onSigterm);
      process.off('uncaughtException', onUncaught);
    },
  };
}

// An error's message on one line: a message of several lines (a child's stderr) is joined.
function failureLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '').join(' / ');
}

/** Ends `child` with SIGTERM (SIGKILL where it is still running after CHILD_GRACE_MS); resolves once it has `exited`. */
async function endChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  child.kill('SIGTERM');
  const kill = setTimeout(() => child.kill('SIGKILL'), CHILD_GRACE_MS);
  await exited;
  clearTimeout(kill);
}
