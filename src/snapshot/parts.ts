// Writes one collection's final NDJSON files, split every `recordsPerFile` records, hashing the
// bytes as they are written so the checksum costs no second read. Lines are copied into one of
// two buffers while the other is being written, so that copying and hashing overlap the writes.
import { createHash } from 'node:crypto';
import { open, rename, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileDurable } from './durable.ts';
import type { CollectionEntry, CollectionName } from './manifest.ts';

// Lines are copied into one of two reused buffers of this size, written when it is full.
const WRITE_CHUNK = 1 << 20;
const LF = 0x0a;

/** The file of a collection that fits in one file: `<collection>.ndjson`. */
export function singleFileName(collection: CollectionName): string {
  return `${collection}.ndjson`;
}

/** The n-th (1-based) file of a split collection: `<collection>-0001.ndjson`. */
export function partFileName(collection: CollectionName, n: number): string {
  return `${collection}-${String(n).padStart(4, '0')}.ndjson`;
}

/** Writes `lines` (UTF-8 JSON without LF) as the collection's NDJSON files in `dir`, fsynced; returns its manifest entry. */
export async function writeCollectionFiles(
  dir: string,
  collection: CollectionName,
  lines: AsyncIterable<readonly Buffer[]>,
  recordsPerFile: number,
): Promise<CollectionEntry> {
  const hash = createHash('sha256');
  const files: string[] = [];
  const buffers = [Buffer.allocUnsafe(WRITE_CHUNK), Buffer.allocUnsafe(WRITE_CHUNK)];
  let out = buffers[0]!;
  let used = 0;
  let count = 0;
  let handle: FileHandle | undefined;
  let inFile = 0;
  // The write in flight, if any: it holds the buffer `out` is not.
  let writing: Promise<void> = Promise.resolve();

  const writeAll = async (file: FileHandle, bytes: Buffer): Promise<void> => {
    for (let offset = 0; offset < bytes.length; ) offset += (await file.write(bytes, offset)).bytesWritten;
  };
  /** Hashes `bytes` and writes them after the write in flight; resolves once that earlier write is done. */
  const writeBytes = (file: FileHandle, bytes: Buffer): Promise<void> => {
    hash.update(bytes);
    const previous = writing;
    writing = previous.then(() => writeAll(file, bytes));
    // Seen by whoever awaits `writing` next; this keeps a failure from going unhandled meanwhile.
    writing.catch(() => {});
    return previous;
  };
  /** Starts writing what `out` holds and switches to the other buffer once its own write is done. */
  const writeOut = async (file: FileHandle): Promise<void> => {
    if (used === 0) return;
    const full = out.subarray(0, used);
    out = out === buffers[0] ? buffers[1]! : buffers[0]!;
    used = 0;
    await writeBytes(file, full);
  };
  const closeFile = async (file: FileHandle): Promise<void> => {
    handle = undefined;
    try {
      await writeOut(file);
      await writing;
      await file.sync();
    } finally {
      // No write may still be using the file when it is closed.
      await writing.catch(() => {});
      await file.close();
    }
  };

  try {
    for await (const batch of lines) {
      for (const line of batch) {
        if (handle === undefined || inFile === recordsPerFile) {
          if (handle !== undefined) await closeFile(handle);
          // Named as parts from the start; renamed below when one file turns out to be enough.
          const name = partFileName(collection, files.length + 1);
          files.push(name);
          handle = await open(join(dir, name), 'wx');
          inFile = 0;
        }
        if (used + line.length + 1 > out.length) await writeOut(handle);
        if (line.length + 1 > out.length) {
          await writeBytes(handle, Buffer.concat([line, Buffer.of(LF)]));
        } else {
          used += line.copy(out, used);
          out[used] = LF;
          used += 1;
        }
        inFile += 1;
        count += 1;
      }
    }
    if (handle !== undefined) await closeFile(handle);
  } finally {
    // A failure may have left a write in flight: it must end before its file is closed.
    await writing.catch(() => {});
    await (handle as FileHandle | undefined)?.close();
  }

  const single = singleFileName(collection);
  const [first] = files;
  if (first === undefined) {
    await writeFileDurable(join(dir, single), '');
    files.push(single);
  } else if (files.length === 1) {
    await rename(join(dir, first), join(dir, single));
    files[0] = single;
  }
  return { count, files, sha256: hash.digest('hex') };
}
