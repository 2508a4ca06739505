// What a build says when Astro's bundler (Vite, rolldown) fails: one line. Its error comes with
// colour codes (written as text, `\x1b[31m`, once made printable), a plea to report the problem
// and a native stack backtrace, 29 lines for a full disk; the reason itself is one of them.

import { constants } from 'node:os';
import { diskFailure } from '../../src/disk-failure.ts';

// SGR escape sequences (colours, bold), which the bundler writes whether or not a terminal reads them.
const COLOURS = /\x1b\[[0-9;]*m/g;

/**
 * A bundler's failure message as one line: colours, its stack backtrace and its plea to report the
 * problem left out, "Caused by:" joined to what it explains. Other messages (this tool's own,
 * which may name several problems on lines of their own) come back without their colour codes only.
 */
export function bundlerFailureLine(message: string): string {
  const plain = message.replace(COLOURS, '');
  if (!/^\s*Build failed with \d+ errors?:/.test(plain)) return plain;
  const kept = plain.split(/\n\s*Stack backtrace:/)[0]!
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => line.replace(/\s*Something went wrong inside rolldown, please report this problem at \S+\s*/, ''))
    .filter((line) => line !== '');
  const line = kept.join(' ').replace(/\s*Caused by:\s*/g, ': ');
  return diskWriteLine(line) ?? line;
}

/**
 * A bundler's failed write for the disk's sake in the build's own words, as a write of the build's
 * says it ('writing <file>: a file grew past … (EFBIG)'); null for any other failure. Rolldown
 * says `Failed to write file in <file>: File too large (os error 27)`, the system's errno number.
 */
function diskWriteLine(line: string): string | null {
  const found = /Failed to write file in (.+): [^:]*\(os error (\d+)\)$/.exec(line);
  if (found === null) return null;
  const code = Object.entries(constants.errno).find(([, number]) => number === Number(found[2]))?.[0];
  const words = code === undefined ? null : diskFailure({ code });
  return words === null ? null : `writing ${found[1]}: ${words}`;
}
