// Line splitting for NDJSON files, on bytes: shared by the writer (spilled records) and the reader.
import { createReadStream } from 'node:fs';

/**
 * The LF-separated lines of a file (without their LF), as byte views in batches, one batch per
 * chunk read, so a million lines do not cost a million promise hops. A last line without a
 * trailing LF is still yielded. `onChunk` sees every raw chunk, in order: the reader hashes the
 * file with it.
 */
export async function* readLineBatches(
  path: string,
  onChunk?: (chunk: Buffer) => void,
): AsyncGenerator<Buffer[], void, undefined> {
  // Pieces of a line that spans chunks, joined once its LF arrives.
  let partial: Buffer[] = [];
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 16 }) as AsyncIterable<Buffer>) {
    onChunk?.(chunk);
    const batch: Buffer[] = [];
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      if (partial.length > 0) {
        batch.push(Buffer.concat([...partial, chunk.subarray(start, end)]));
        partial = [];
      } else {
        batch.push(chunk.subarray(start, end));
      }
      start = end + 1;
    }
    if (start < chunk.length) partial.push(chunk.subarray(start));
    if (batch.length > 0) yield batch;
  }
  if (partial.length > 0) yield [Buffer.concat(partial)];
}
