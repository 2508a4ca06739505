// Text bound for a terminal or a CI log that may quote a server (a URL, a record's field, an error
// body). A control character there is obeyed, not shown: ESC starts colour, cursor and title
// sequences, and a line break starts a line the server wrote, which GitHub Actions reads as a
// workflow command (`::error ...`). Each is written as its escape instead, so a message stays the
// one line it was meant to be and says what the server sent.

// C0 and C1 controls, DEL, the Unicode line and paragraph separators, and the bidirectional
// overrides and isolates (which reorder the rest of a line as it is shown).
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeOf(c: string): string {
  const named = NAMED[c];
  if (named !== undefined) return named;
  const code = c.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** The text with every control character (and line separator, bidi override) written as its escape, as `\n`, `\x1b` or `\u202e`. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, escapeOf);
}

/**
 * A message of several lines (a configuration's or a manifest's mistakes, one a line) made
 * printable line by line, the lines after the first indented by two spaces: a line a server's
 * text started still cannot begin a line of the log (`::error`).
 */
export function printableLines(text: string): string {
  return text.split('\n').map(printable).join('\n  ');
}

/** `text` as one word of a POSIX shell command: as it is where it is plain, else in single quotes. */
export function shellWord(text: string): string {
  return /^[\w./@:+-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}
