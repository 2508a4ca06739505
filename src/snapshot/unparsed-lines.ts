// The lines of a collection's files that no read of its records gets past: what a hand edit's
// advice must name, each by its number, as a step that deletes it or mends it.
import { join } from 'node:path';
import { isBlankLine, readLineBatches } from './lines.ts';
import { invalidUtf8Place, strictUtf8 } from './utf8.ts';

/**
 * Why a line is read by no reader: `cut`, no JSON (a record cut short); `not-utf8`, bytes that are
 * not UTF-8 (damaged, or saved in another encoding); `not-object`, JSON that is no record (`42`,
 * `[1]`, `"x"`, `null`: every record is an object); `mark`, a whole record behind a byte-order mark.
 */
export type UnparsedKind = 'cut' | 'not-utf8' | 'not-object' | 'mark';

/** A line no read gets past: its file, its number (from 1) and why. */
export interface UnparsedLine {
  file: string;
  line: number;
  kind: UnparsedKind;
  /** Where a line not UTF-8 stops being it (`byte 32 of the line, 0xFF`). */
  place?: string;
}

/** The lines no read gets past, in the order read: each of them, up to MAX_NAMED_LINES, and how many of each kind, with the first. */
export interface UnparsedLines {
  /** Every such line, in the order read, where there are no more than MAX_NAMED_LINES; else empty. */
  lines: UnparsedLine[];
  /** How many lines there are of each kind. */
  counts: Record<UnparsedKind, number>;
  /** The first line of each kind there is. */
  first: Partial<Record<UnparsedKind, UnparsedLine>>;
  /**
   * The number the first line of each kind has once the steps before its kind's are done (the
   * lines of the kinds deleted before it, above it in its file, gone): what its step names.
   */
  firstAtStep: Partial<Record<UnparsedKind, number>>;
}

// The most lines a hand edit's advice names one by one: past it, a step says which lines by what
// they are ("every line that is no JSON"), as a message naming thousands is read by no one.
export const MAX_NAMED_LINES = 10;

// The order in which the steps past MAX_NAMED_LINES deal with each kind: every kind but the
// mark's deletes its lines, which renumbers the lines below them for the steps after it.
const KINDS: readonly UnparsedKind[] = ['cut', 'not-utf8', 'not-object', 'mark'];

/**
 * Whether a line (without its LF) is JSON text, a leading byte-order mark aside: a record's line,
 * whether or not the record is valid. The mark is named apart (unparsedLines), the record behind
 * it being whole.
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
 * Why a line that is not blank is read by no reader, or null where one reads it. JSON that is no
 * object is that before it is behind a mark: deleting the mark would leave a line still refused.
 */
export function unparsedKind(line: Buffer): UnparsedKind | null {
  if (!isJsonLine(line)) return 'cut';
  const text = strictUtf8(line);
  if (text === null) return 'not-utf8';
  const marked = text.startsWith('\uFEFF');
  const value: unknown = JSON.parse(marked ? text.slice(1) : text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not-object';
  return marked ? 'mark' : null;
}

/**
 * The lines of `files` (in `dir`, in turn) that no read gets past: each ended by its newline and not
 * blank, and no JSON (a record cut short, a newline after it), or not UTF-8, or JSON but no object,
 * or a record behind a byte-order mark; an unended last line is said apart (the reader's Cut, with
 * its unparsedKind), and named here only for its mark. Undefined where there is none. Reads every
 * line: only for a collection already failed.
 */
export async function unparsedLines(dir: string, files: readonly string[]): Promise<UnparsedLines | undefined> {
  const found: UnparsedLines = { lines: [], counts: { cut: 0, 'not-utf8': 0, 'not-object': 0, mark: 0 }, first: {}, firstAtStep: {} };
  let total = 0;
  // How many lines of each kind the file being read has held so far (all above the line read).
  let inFile: Record<UnparsedKind, number> = { cut: 0, 'not-utf8': 0, 'not-object': 0, mark: 0 };
  const add = (file: string, line: number, kind: UnparsedKind, bytes: Buffer) => {
    const named: UnparsedLine = kind === 'not-utf8' ? { file, line, kind, place: invalidUtf8Place(bytes) } : { file, line, kind };
    total += 1;
    if (found.first[kind] === undefined) {
      found.first[kind] = named;
      found.firstAtStep[kind] = line - KINDS.slice(0, KINDS.indexOf(kind)).reduce((deleted, before) => deleted + inFile[before], 0);
    }
    found.counts[kind] += 1;
    inFile[kind] += 1;
    if (total <= MAX_NAMED_LINES) found.lines.push(named);
  };
  for (const file of files) {
    inFile = { cut: 0, 'not-utf8': 0, 'not-object': 0, mark: 0 };
    let lastByte: number | undefined;
    let lines = 0;
    // The last line is held back a batch: unended, it is said apart, but for its mark.
    let held: Buffer | undefined;
    const check = (line: Buffer, number: number, ended: boolean) => {
      if (isBlankLine(line)) return;
      const kind = unparsedKind(line);
      if (kind !== null && (ended || kind === 'mark')) add(file, number, kind, line);
    };
    for await (const batch of readLineBatches(join(dir, file), (chunk) => (lastByte = chunk.at(-1)))) {
      if (held !== undefined) check(held, lines, true);
      for (let at = 0; at < batch.length - 1; at++) check(batch[at]!, lines + at + 1, true);
      lines += batch.length;
      held = batch.at(-1);
    }
    if (held !== undefined) check(held, lines, lastByte === 10);
  }
  if (total > MAX_NAMED_LINES) found.lines = [];
  return total === 0 ? undefined : found;
}

/** 'users.ndjson line 5' or 'users.ndjson lines 5 and 10' (without the file where not `named`), or across files 'a-0001.ndjson line 2 and a-0002.ndjson line 1', for messages. */
function placeList(lines: readonly UnparsedLine[], named: boolean): string {
  const byFile = new Map<string, number[]>();
  for (const { file, line } of lines) byFile.set(file, [...(byFile.get(file) ?? []), line]);
  return andList([...byFile].map(([file, numbers]) => `${named ? `${file} ` : ''}line${numbers.length === 1 ? '' : 's'} ${andList(numbers.map(String))}`));
}

/** 'a', 'a and b', 'a, b and c'. */
function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

// What each kind of line is said to be, for one line and for several.
const IS: Record<UnparsedKind, readonly [string, string]> = {
  cut: ['is no JSON (a record cut short)', 'are no JSON (records cut short)'],
  'not-utf8': ['is not UTF-8 (damaged, or saved in another encoding)', 'are not UTF-8 (damaged, or saved in another encoding)'],
  'not-object': ['is JSON but no record (every record is a JSON object)', 'are JSON but no records (every record is a JSON object)'],
  mark: ['starts with a byte-order mark (the bytes EF BB BF), which JSON does not allow', 'start with a byte-order mark (the bytes EF BB BF), which JSON does not allow'],
};

/** What one line of `kind` is, as a problem says it after its file and line: `is not UTF-8 (byte 3 of the line, 0xFF: …)`. */
export function unparsedLineIs(kind: UnparsedKind, place?: string): string {
  // One line not UTF-8 is said where it stops being it, as a read says it.
  return kind === 'not-utf8' && place ? `is not UTF-8 (${place}: damaged, or saved in another encoding)` : IS[kind][0];
}

// What a step that deletes a line of each kind says it is, after its file and line.
const DELETED_IS: Record<Exclude<UnparsedKind, 'mark'>, string> = {
  cut: 'a record cut short (no JSON)',
  'not-utf8': 'not UTF-8',
  'not-object': 'JSON but no record (not an object)',
};

/** What a step deleting a line of `kind` (not a mark's: its record stays) says the line is: `a record cut short (no JSON)`. */
export function deletedLineIs(kind: Exclude<UnparsedKind, 'mark'>): string {
  return DELETED_IS[kind];
}

/**
 * What is wrong with the lines `unparsed` holds, one phrase a kind: each line named, or past
 * MAX_NAMED_LINES the first and how many more; each by its file where `named` (of several files).
 */
export function unparsedProblems(unparsed: UnparsedLines, named: boolean): string[] {
  const at = (file: string) => (named ? `${file} ` : '');
  return KINDS.filter((kind) => unparsed.counts[kind] > 0).map((kind) => {
    const count = unparsed.counts[kind];
    const first = unparsed.first[kind]!;
    if (count === 1) return `${at(first.file)}line ${first.line} ${unparsedLineIs(kind, first.place)}`;
    if (unparsed.lines.length > 0) return `${placeList(unparsed.lines.filter((line) => line.kind === kind), named)} ${IS[kind][1]}`;
    return `${at(first.file)}line ${first.line} and ${count - 1} more ${count === 2 ? 'line' : 'lines'} ${IS[kind][1]}`;
  });
}

/**
 * A hand edit's steps for the lines `unparsed` holds, to do in the order given: each line by its
 * number, bottom-up (the last file's first), so that a deletion moves no line a later step names;
 * past MAX_NAMED_LINES, each kind's lines by what they are, the first by the number it has when
 * its step is done (and the one the problem names, where the steps before moved it).
 */
export function unparsedSteps(unparsed: UnparsedLines): string[] {
  if (unparsed.lines.length > 0) {
    return unparsed.lines.toReversed().map(({ file, line, kind }) => kind === 'mark'
      ? `delete the byte-order mark at the start of ${file} line ${line}`
      : `delete ${file} line ${line}, ${deletedLineIs(kind)}`);
  }
  const which = (kind: UnparsedKind) => {
    const { file, line } = unparsed.first[kind]!;
    const now = unparsed.firstAtStep[kind] ?? line;
    // Named as read, a mark on line 201 was on line 189 once the 12 lines cut above were deleted.
    const moved = now === line ? '' : `, which was line ${line} before the deletions above`;
    return `${unparsed.counts[kind]} line${unparsed.counts[kind] === 1 ? '' : 's'}, the first ${file} line ${now}${moved}`;
  };
  return [
    ...(unparsed.counts.cut === 0 ? [] : [`delete every line that is no JSON (${which('cut')})`]),
    ...(unparsed.counts['not-utf8'] === 0 ? [] : [`delete every line that is not UTF-8 (${which('not-utf8')})`]),
    ...(unparsed.counts['not-object'] === 0 ? [] : [`delete every line that is JSON but no record (${which('not-object')})`]),
    ...(unparsed.counts.mark === 0 ? [] : [`delete the byte-order mark at the start of every line that has one (${which('mark')})`]),
  ];
}
