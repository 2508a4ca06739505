// What a build says when Astro's bundler (Vite, rolldown) fails: one line. Its error comes with
// colour codes (written as text, `\x1b[31m`, once made printable), a plea to report the problem
// and a native stack backtrace, 29 lines for a full disk; the reason itself is one of them.

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
  return kept.join(' ').replace(/\s*Caused by:\s*/g, ': ');
}
