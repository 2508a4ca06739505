// @ts-check
// Loaded with `node --import` before the TypeScript of `npm run crawl`, `build`, `demo` and `scrub` (after
// node-check.mjs). Node reads a script's whole tree of imports before it runs a line of it, a second
// or two on a busy machine, and until the script set its handlers a SIGTERM (a CI job cancelled as it
// began) or a Ctrl+C had its default action: the process ended with 143 or 130 and not a word, where
// a moment later it said `crawl failed: interrupted (SIGTERM); …`. From here on the signal is caught;
// Node runs no listener while it reads the imports (they are read synchronously), so one that came
// then is heard by the command's own handlers once they are set, and they say what they always say.
// These listeners step aside as soon as the command sets its own, as they would end the process
// before the command's could clean up; until then (were a script to wait on something before it
// sets them), they end it with the command's kind of line and the shell's status for the signal. A
// script run directly (node scripts/crawl.ts) has no such start: the gap is there.

import { basename } from 'node:path';

/**
 * The one line a command stopped by `signal` before it began says, for the script at `script`
 * (its path as Node was given it); null for a script that has no such line.
 * @param {string} script
 * @param {'SIGINT' | 'SIGTERM'} signal
 * @returns {string | null}
 */
export function earlyStopLine(script, signal) {
  switch (basename(script, '.ts')) {
    case 'crawl':
      return `crawl failed: interrupted (${signal}); earlier snapshots are as they were`;
    case 'build':
      return `build failed: interrupted (${signal}) before it began; no site was touched`;
    case 'scrub-snapshot':
      return `scrub failed: interrupted (${signal}) before it began; the snapshot is as it was`;
    case 'demo':
      return `demo: failed: interrupted (${signal}) before it began; data/demo/ and dist/ are as they were`;
    default:
      return null;
  }
}

/**
 * Listens for SIGINT and SIGTERM until the command adds a listener of its own for them; a signal
 * meanwhile ends the process with `line(signal)` on stderr and the status 130 or 143.
 * @param {(signal: 'SIGINT' | 'SIGTERM') => string} line
 * @returns {void}
 */
export function stopEarlyOnSignals(line) {
  /** @param {'SIGINT' | 'SIGTERM'} signal */
  const stop = (signal) => () => {
    // On a terminal the line starts where the terminal echoed '^C': erased first, as the command's own
    // lines do (afterTypedStop, in src/progress-display.ts, which this file loads too early to import).
    process.stderr.write(`${process.stderr.isTTY && process.env['TERM'] !== 'dumb' ? '\r\x1b[K' : ''}${line(signal)}\n`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  /** @type {Map<string | symbol, () => never>} */
  const listening = new Map([['SIGINT', stop('SIGINT')], ['SIGTERM', stop('SIGTERM')]]);
  for (const [signal, listener] of listening) process.on(signal, listener);
  /** @param {string | symbol} event */
  const stepAside = (event) => {
    const own = listening.get(event);
    if (own === undefined) return;
    listening.delete(event);
    if (listening.size === 0) process.off('newListener', stepAside);
    // Once the command's listener is in (this runs just before it is added): with none for a
    // moment, the signal's default action would be back.
    queueMicrotask(() => process.off(event, own));
  };
  process.on('newListener', stepAside);
}

const script = process.argv[1] ?? '';
if (earlyStopLine(script, 'SIGTERM') !== null) stopEarlyOnSignals((signal) => earlyStopLine(script, signal) ?? '');
