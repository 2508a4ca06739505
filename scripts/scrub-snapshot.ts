// `npm run scrub`: cleans a snapshot a crawler from before the cleaning wrote of what the crawler
// now leaves out (e-mail and IP addresses and browsers in change details, credentials in URLs,
// accounts no stored change names), in its place or into another folder (src/snapshot/scrub.ts).
// First: stops a Node.js too old to run this (run directly, npm's check is not there).
import './lib/node-check.mjs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatCount, andList } from '../src/components/format.ts';
import { invocationPath, runFromProject } from '../src/invocation-path.ts';
import { DEFAULT_SNAPSHOTS_DIR, OutDirError } from '../src/snapshot/out-dir.ts';
import { scrubSnapshot, type ScrubResult } from '../src/snapshot/scrub.ts';
import { printableLines } from '../src/terminal-text.ts';
import { diskFailure } from '../src/disk-failure.ts';
import { catchStopSignals, interruptedReason } from '../src/stop-signals.ts';
import { afterTypedStop } from '../src/progress-display.ts';
import { hideToken, SHORT_TOKEN, tokenFrom } from '../src/crawler/token.ts';
import { givenSnapshot, snapshotToBuild } from './build.ts';
import { parseCommandLine } from './lib/command-line.ts';

/** Usage text of `npm run scrub`. */
export const SCRUB_USAGE = `Usage: npm run scrub -- --snapshot PATH [--out DIR] [--token KEY]

Writes a copy of a snapshot without what the crawler now leaves out (e-mail and IP addresses and
browsers in change details, credentials in URLs, quoted in the manifest's problems too, and the
accounts no stored change names), with new checksums; its site is the same. Given the token the
snapshot was crawled with (WEBLATE_TOKEN, as the crawl takes it), it also writes it '***' wherever
the server wrote it back, as the crawler now does: nothing else can tell it.

  --snapshot PATH   the snapshot: a snapshot folder, an out folder (its latest), or the id of one
                    under ${DEFAULT_SNAPSHOTS_DIR}, its UTC day (2026-11-21) or start time, or latest
  --out DIR         write the copy into this folder of snapshots, leaving the original as it is;
                    without it, the copy replaces the original in its place once it is complete
  --token KEY       the API token it was crawled with (or WEBLATE_TOKEN, which keeps it out of the
                    process list and npm's echo in the log); written nowhere
`;

/** The line that says what a scrub did. */
export function scrubSummary(result: ScrubResult, outDir: string | undefined): string {
  const { cleaned } = result;
  const parts = [
    cleaned.changes > 0 ? formatCount(cleaned.changes, 'change record', 'change records') : null,
    cleaned.components > 0 ? formatCount(cleaned.components, 'component', 'components') : null,
    cleaned.translations > 0 ? formatCount(cleaned.translations, 'translation', 'translations') : null,
    cleaned.users > 0 ? formatCount(cleaned.users, 'user record', 'user records') : null,
    cleaned.languages + cleaned.projects > 0 ? formatCount(cleaned.languages + cleaned.projects, 'other record', 'other records') : null,
    result.problems > 0 ? formatCount(result.problems, 'problem of the manifest', 'problems of the manifest') : null,
  ].filter((part): part is string => part !== null);
  const done = [
    parts.length > 0 ? `${andList(parts)} cleaned` : null,
    result.accountsLeftOut > 0 ? `${formatCount(result.accountsLeftOut, 'account', 'accounts')} named by no change left out` : null,
  ].filter((part): part is string => part !== null);
  if (result.token !== undefined) {
    const { records, manifest } = result.token;
    const where = [records > 0 ? formatCount(records, 'record', 'records') : null, manifest ? 'the manifest\'s problems' : null].filter((part): part is string => part !== null);
    done.push(where.length === 0 ? 'the token found nowhere' : `the token written '***' in ${andList(where)}`);
  }
  const what = done.length === 0 ? 'nothing needed cleaning' : done.join(', and ');
  if (outDir !== undefined) return `scrub: ${what}; the copy is ${result.dir}`;
  return result.replaced ? `scrub: ${what}; ${result.dir} is the cleaned snapshot now` : `scrub: ${result.dir}: ${what}, and it was left as it was`;
}

/**
 * Why a scrub failed, in one line: a write that failed for the disk's sake (Node's
 * `ENOSPC: no space left on device, write`, which names no file) says where the copy was going
 * and that the snapshot `dir` is as it was, as the crawl and the build say theirs.
 */
export function scrubFailure(failure: unknown, dir: string | undefined, out: string | undefined): string {
  const disk = diskFailure(failure);
  if (disk === null || dir === undefined) return (failure as Error).message;
  return `writing the cleaned copy ${out === undefined ? `beside ${dir}` : `into ${out}`}: ${disk}; ${dir} is as it was`;
}

/** Why a scrub stopped by a signal (exit status 130 or 143) failed, in one line: the snapshot `dir` is as it was. */
export function scrubInterrupted(code: 130 | 143, dir: string | undefined): string {
  return interruptedReason(code, `${dir ?? 'the snapshot'} is as it was`);
}

if (import.meta.main) {
  runFromProject(fileURLToPath(new URL('..', import.meta.url)));
  const { values } = parseCommandLine('scrub', SCRUB_USAGE, process.argv.slice(2), (args) => {
    const parsed = parseArgs({ args, options: { snapshot: { type: 'string' }, out: { type: 'string' }, token: { type: 'string' } } });
    if (parsed.values.snapshot === undefined || parsed.values.snapshot.trim() === '') throw new Error('--snapshot is missing: give the snapshot to clean');
    if (parsed.values.out !== undefined && parsed.values.out.trim() === '') throw new Error('--out is empty: give a folder');
    return parsed;
  });
  const out = values.out === undefined ? undefined : invocationPath(values.out, process.env);
  const tokenSource = values.token !== undefined ? '--token' : 'WEBLATE_TOKEN';
  let token: string | undefined;
  try {
    token = tokenFrom(tokenSource, values.token ?? process.env['WEBLATE_TOKEN']) || undefined;
  } catch (failure) {
    process.stderr.write(`scrub: ${printableLines((failure as Error).message)} (npm run scrub -- --help gives the usage)\n`);
    process.exit(2);
  }
  if (token !== undefined && tokenSource === '--token') {
    process.stderr.write('warning: --token shows the token in the process list, and in the log where npm run echoes the command line: give it in WEBLATE_TOKEN instead\n');
  }
  // A token this short stands alone in ordinary values too (WEBLATE_TOKEN=de wrote German's code
  // '***' in 88 records); in place, that would replace the archive's only copy for good.
  if (token !== undefined && token.length < SHORT_TOKEN && out === undefined) {
    process.stderr.write(`scrub: a token of ${token.length} ${token.length === 1 ? 'character' : 'characters'} (${tokenSource}) is written '***' wherever it stands alone, in ordinary values too (a language's code): give --out to write a copy and compare it, the snapshot left as it is (npm run scrub -- --help gives the usage)\n`);
    process.exit(2);
  }
  // A record a failure quotes (a line the reader refuses) may hold the token.
  const hidden = (text: string) => (token === undefined ? text : hideToken(text, token));
  // Stopped (Ctrl+C, SIGTERM), it removes its copy and says so, as the crawl and the build do: it
  // was killed where it stood, silently, its copy's folder left behind.
  const stop = catchStopSignals();
  let dir: string | undefined;
  try {
    dir = await snapshotToBuild(givenSnapshot(values.snapshot!), undefined, (line) => void process.stderr.write(`${printableLines(hidden(line))}\n`));
    const options = { signal: stop.signal, onMessage: (line: string) => void process.stderr.write(`${printableLines(hidden(line))}\n`), ...(token === undefined ? {} : { token }) };
    process.stdout.write(`${hidden(scrubSummary(await scrubSnapshot(dir, out, options), out))}\n`);
  } catch (failure) {
    const interrupted = stop.interrupted();
    if (interrupted !== null) {
      // On a terminal the line starts where the terminal echoed '^C': erased first, as the crawl's and the build's do.
      process.stderr.write(`${afterTypedStop(process.stderr.isTTY, process.env)}scrub failed: ${printableLines(scrubInterrupted(interrupted, dir))}\n`);
      process.exitCode = interrupted;
    } else {
      process.stderr.write(`scrub failed: ${printableLines(hidden(scrubFailure(failure, dir, out)))}\n`);
      // A refused --out is a mistake in the command, exit 2 as in the crawl and the build (README).
      process.exitCode = failure instanceof OutDirError ? 2 : 1;
    }
  }
}
