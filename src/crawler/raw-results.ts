// The bytes of each record in a list page as the server sent them.
//
// A record is stored as the server sent it. Parsing a page and writing every record out again
// with JSON.stringify gives the same JSON text on a well-behaved server, but it was a third of
// the crawler's CPU time (turning 10 MB of records back into strings and then into UTF-8). This
// module finds where each element of the page's `results` array starts and ends in the body,
// so the writer can copy those bytes instead. It only runs on a body that JSON.parse has already
// accepted, and it declines (null, or undefined for one element) whenever the bytes might not be
// exactly the record that was parsed and validated:
// - a top-level key written with an escape (`"r\u0065sults"`): JSON.parse reads it as `results`,
//   a byte comparison would not;
// - an element that is not an object, or that has whitespace between its tokens (a pretty-printed
//   body): a stored record is one compact line;
// - an element with a key twice in one object: JSON.parse keeps the last value, which is the one
//   validated and cleaned, while the bytes hold both (a server sent `"details":{"email":…}` and a
//   second `details` after it, and the address went into the snapshot). Told by counting the
//   element's members (a ':' outside strings each) against the parsed record's.
// Duplicate `results` keys resolve as JSON.parse resolves them: the last one counts.
import type { TimeSlice } from './time-slice.ts';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const RESULTS = Buffer.from('results');

function isSpace(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

function skipSpace(body: Buffer, at: number): number {
  while (isSpace(body[at])) at += 1;
  return at;
}

/** Index just past the string whose opening quote is at `at`, or -1 if it never closes. */
function stringEnd(body: Buffer, at: number): number {
  // A plain loop: strings are short (keys, URLs, timestamps), and a native indexOf per string
  // cost more in call overhead than it saved.
  for (let i = at + 1; i < body.length; i += 1) {
    const byte = body[i];
    if (byte === QUOTE) return i + 1;
    // An escape: the next byte is taken as it is, even a quote or a backslash.
    if (byte === BACKSLASH) i += 1;
  }
  return -1;
}

// Whether the value scanned last by valueEnd had whitespace between tokens, and its object members.
let compact = true;
let members = 0;

/** Index just past the JSON value starting at `at` (-1 if malformed); sets `compact` and `members`. */
function valueEnd(body: Buffer, at: number): number {
  compact = true;
  members = 0;
  const first = body[at];
  if (first === QUOTE) return stringEnd(body, at);
  if (first !== OPEN_OBJECT && first !== OPEN_ARRAY) {
    // A number, true, false or null: runs to the next delimiter.
    let end = at;
    for (let byte = body[end]; byte !== undefined && byte !== COMMA && byte !== CLOSE_OBJECT && byte !== CLOSE_ARRAY && !isSpace(byte); byte = body[end]) end += 1;
    return end;
  }
  let depth = 0;
  for (let i = at; i < body.length; ) {
    const byte = body[i] as number;
    if (byte === QUOTE) {
      i = stringEnd(body, i);
      if (i === -1) return -1;
      continue;
    }
    if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) depth += 1;
    else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth -= 1;
      if (depth === 0) return i + 1;
    } else if (byte === COLON) members += 1;
    else if (isSpace(byte)) compact = false;
    i += 1;
  }
  return -1;
}

/** Whether the key string at [start, end) (quotes included) is exactly `"results"`. */
function isResultsKey(body: Buffer, start: number, end: number): boolean {
  return end - start === RESULTS.length + 2 && body.compare(RESULTS, 0, RESULTS.length, start + 1, end - 1) === 0;
}

type RawElements = (Buffer | undefined)[] | null;

const NEVER = () => false;

/** The members of every object in a parsed JSON value, nested ones included. */
function memberCount(value: unknown): number {
  // A stack of its own, not recursion: a record nested 100,000 deep is still stored as it came.
  const pending: unknown[] = [value];
  let count = 0;
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item !== 'object' || item === null) continue;
    if (Array.isArray(item)) {
      for (const element of item) if (typeof element === 'object' && element !== null) pending.push(element);
      continue;
    }
    for (const key in item) {
      count += 1;
      const member = (item as Record<string, unknown>)[key];
      if (typeof member === 'object' && member !== null) pending.push(member);
    }
  }
  return count;
}

/**
 * Byte views of each element of the top-level `results` array of a JSON body that JSON.parse
 * accepted (`parsed`, what it read there): the element's own bytes where it is a compact object
 * holding no key twice, undefined where it is not; null when the body's layout cannot be trusted
 * to match what JSON.parse read.
 */
export function rawResults(body: Buffer, parsed: readonly unknown[]): RawElements {
  // The scan never pauses when nothing is ever due: the first step is the whole of it.
  return (scan(body, parsed, NEVER).next() as IteratorReturnResult<RawElements>).value;
}

/**
 * rawResults in slices: the event loop runs whenever the slice is spent (a page of translations
 * takes ~0.4 ms); once `signal` is aborted, the scan ends at its next pause with the signal's reason.
 */
export async function rawResultsSliced(body: Buffer, parsed: readonly unknown[], slice: TimeSlice, signal?: AbortSignal): Promise<RawElements> {
  const steps = scan(body, parsed, () => slice.due);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await slice.pause();
    // A stopped crawl (Ctrl+C, a failed list) has no use for the rest of a page of megabytes.
    signal?.throwIfAborted();
  }
}

/** The scan behind rawResults: stops (yields) after an element whenever `due()` says so. */
function* scan(body: Buffer, parsed: readonly unknown[], due: () => boolean): Generator<void, RawElements> {
  let at = skipSpace(body, 0);
  if (body[at] !== OPEN_OBJECT) return null;
  at = skipSpace(body, at + 1);
  let results: (Buffer | undefined)[] | null = null;
  if (body[at] === CLOSE_OBJECT) return null;
  for (;;) {
    if (body[at] !== QUOTE) return null;
    const keyEnd = stringEnd(body, at);
    if (keyEnd === -1) return null;
    for (let i = at + 1; i < keyEnd - 1; i += 1) if (body[i] === BACKSLASH) return null;
    const isResults = isResultsKey(body, at, keyEnd);
    at = skipSpace(body, keyEnd);
    if (body[at] !== COLON) return null;
    at = skipSpace(body, at + 1);
    if (isResults && body[at] === OPEN_ARRAY) {
      const elements: (Buffer | undefined)[] = [];
      at = skipSpace(body, at + 1);
      if (body[at] === CLOSE_ARRAY) at += 1;
      else {
        for (;;) {
          const end = valueEnd(body, at);
          if (end === -1) return null;
          const exact = compact && body[at] === OPEN_OBJECT && members === memberCount(parsed[elements.length]);
          elements.push(exact ? body.subarray(at, end) : undefined);
          if (due()) yield;
          at = skipSpace(body, end);
          if (body[at] === COMMA) at = skipSpace(body, at + 1);
          else if (body[at] === CLOSE_ARRAY) {
            at += 1;
            break;
          } else return null;
        }
      }
      results = elements;
    } else {
      if (isResults) results = null;
      at = valueEnd(body, at);
      if (at === -1) return null;
    }
    at = skipSpace(body, at);
    if (body[at] === COMMA) at = skipSpace(body, at + 1);
    else if (body[at] === CLOSE_OBJECT) return results;
    else return null;
  }
}

/**
 * A compact JSON object's bytes with one more member appended, as JSON.stringify writes a key
 * added last; undefined for an empty object (no comma to add).
 */
export function withMember(json: Buffer, key: string, value: unknown): Buffer | undefined {
  if (json.length <= 2) return undefined;
  return Buffer.concat([json.subarray(0, json.length - 1), Buffer.from(`,${JSON.stringify(key)}:${JSON.stringify(value)}}`)]);
}
