// The lines of a collection's files that are no JSON: what a hand edit's advice must name, as
// each is a line counted as a record that no read of the records gets past.
import { join } from 'node:path';
import { isBlankLine, readLineBatches } from './lines.ts';

/** The first line of a collection's files that is no JSON (its file, and number from 1), and how many more there are. */
export interface UnparsedLines {
  file: string;
  line: number;
  more: number;
}

/**
 * Whether a line (without its LF) is JSON text, a leading byte-order mark aside: a record's line,
 * whether or not the record is valid. A mark is said on its own when the record is read, with
 * what to do of it; the record behind it is whole.
 */
export function isJsonLine(line: Buffer | undefined): boolean {
  if (line === undefined) return false;
  const text = line.toString('utf8');
  try {
    JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The lines of `files` (in `dir`, in turn) ended by their newline, not blank, that are no JSON: a
 * record cut short, a newline after it, where a blank line and an unended last line are said
 * apart; undefined where there is none. Reads every line: only for a collection already failed.
 */
export async function unparsedLines(dir: string, files: readonly string[]): Promise<UnparsedLines | undefined> {
  let found: UnparsedLines | undefined;
  for (const file of files) {
    let lastByte: number | undefined;
    let lines = 0;
    // The last line is held back a batch: unended, it is a cut line, said as that.
    let held: Buffer | undefined;
    const check = (line: Buffer, number: number) => {
      if (isBlankLine(line) || isJsonLine(line)) return;
      if (found === undefined) found = { file, line: number, more: 0 };
      else found.more += 1;
    };
    for await (const batch of readLineBatches(join(dir, file), (chunk) => (lastByte = chunk.at(-1)))) {
      if (held !== undefined) check(held, lines);
      for (let at = 0; at < batch.length - 1; at++) check(batch[at]!, lines + at + 1);
      lines += batch.length;
      held = batch.at(-1);
    }
    if (held !== undefined && lastByte === 10) check(held, lines);
  }
  return found;
}
