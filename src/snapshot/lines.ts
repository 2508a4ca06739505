// Line splitting for NDJSON files, on bytes: shared by the writer (spilled records) and the reader.
import { createReadStream } from 'node:fs';

/**
 * The longest line read: no record is longer than the largest body the crawler reads
 * (MAX_BODY_BYTES in crawler/http.ts), and a file without line breaks (a damaged one, or
 * /dev/zero behind a link) was otherwise read into one line until the build ran out of memory.
 */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

/** A line longer than MAX_LINE_BYTES (or the limit given); `line` is its number, from 1. */
export class LineTooLongError extends Error {
  readonly line: number;
  readonly limit: number;

  constructor(line: number, limit: number) {
    super(`line ${line} is longer than ${limit.toLocaleString('en')} bytes`);
    this.line = line;
    this.limit = limit;
  }
}

/**
 * The LF-separated lines of a file (without their LF), as byte views in batches, one batch per
 * chunk read, so a million lines do not cost a million promise hops. A last line without a
 * trailing LF is still yielded. `onChunk` sees every raw chunk, in order: the reader hashes the
 * file with it. A line longer than `maxLineBytes` fails with LineTooLongError.
 */
export async function* readLineBatches(
  path: string,
  onChunk?: (chunk: Buffer) => void,
  maxLineBytes = MAX_LINE_BYTES,
): AsyncGenerator<Buffer[], void, undefined> {
  // Pieces of a line that spans chunks, joined once its LF arrives.
  let partial: Buffer[] = [];
  let partialBytes = 0;
  let lines = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 16 }) as AsyncIterable<Buffer>) {
    onChunk?.(chunk);
    const batch: Buffer[] = [];
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      if (partialBytes + end - start > maxLineBytes) throw new LineTooLongError(lines + batch.length + 1, maxLineBytes);
      if (partial.length > 0) {
        batch.push(Buffer.concat([...partial, chunk.subarray(start, end)]));
        partial = [];
        partialBytes = 0;
      } else {
        batch.push(chunk.subarray(start, end));
      }
      start = end + 1;
    }
    if (start < chunk.length) {
      partial.push(chunk.subarray(start));
      partialBytes += chunk.length - start;
      if (partialBytes > maxLineBytes) throw new LineTooLongError(lines + batch.length + 1, maxLineBytes);
    }
    lines += batch.length;
    if (batch.length > 0) yield batch;
  }
  if (partial.length > 0) yield [Buffer.concat(partial)];
}

/** Whether a line (without its LF) is blank: empty, or whitespace only (space, tab, CR, VT, FF), which no record is. */
export function isBlankLine(line: Uint8Array): boolean {
  // 0x09 to 0x0d: tab, LF (never in a line), VT, FF, CR.
  for (const byte of line) if (byte !== 0x20 && (byte < 0x09 || byte > 0x0d)) return false;
  return true;
}
