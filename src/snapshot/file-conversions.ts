// What a copy, a checkout or an archiver can do to a snapshot's files that is no damage, for the
// reader to say where a file does not match its manifest: line ends turned into CR LF (git's
// core.autocrlf=true, Git for Windows' default, or a copy in text mode), a file compressed in place
// or beside its name. Each is looked for only once a file has failed, never on a build that reads.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** A format a file can be compressed in: its name, its first bytes, the command that undoes it and its files' suffix. */
export interface Compression {
  name: string;
  magic: readonly number[];
  command: string;
  suffix: string;
}

/** The formats told apart by their first bytes, as `file` tells them. */
export const COMPRESSIONS: readonly Compression[] = [
  { name: 'gzip', magic: [0x1f, 0x8b], command: 'gunzip', suffix: '.gz' },
  { name: 'bzip2', magic: [0x42, 0x5a, 0x68], command: 'bunzip2', suffix: '.bz2' },
  { name: 'xz', magic: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], command: 'unxz', suffix: '.xz' },
  { name: 'zstd', magic: [0x28, 0xb5, 0x2f, 0xfd], command: 'unzstd', suffix: '.zst' },
];

/** The compression whose first bytes `start` begins with, or null: a record's line starts with `{`, which none of them does. */
export function compressionOf(start: Uint8Array): Compression | null {
  return COMPRESSIONS.find(({ magic }) => magic.length <= start.length && magic.every((byte, i) => start[i] === byte)) ?? null;
}

/** The compression a file's first bytes say it is in, or null (also for a file that cannot be read). */
export async function fileCompression(path: string): Promise<Compression | null> {
  let file;
  try {
    file = await open(path, 'r');
  } catch {
    return null;
  }
  try {
    const start = Buffer.alloc(8);
    const { bytesRead } = await file.read(start, 0, start.length, 0);
    return compressionOf(start.subarray(0, bytesRead));
  } catch {
    return null;
  } finally {
    await file.close();
  }
}

/** What is said of a collection file that is compressed: which format, and to undo it first. */
export function compressedMessage(file: string, compression: Compression): string {
  return `file ${file} is ${compression.name}-compressed, not a file of records: ${compression.command} it first ` +
    `(\`mv ${basename(file)} ${basename(file)}${compression.suffix} && ${compression.command} ${basename(file)}${compression.suffix}\`); a snapshot's files are read as the crawler wrote them, uncompressed`;
}

/** A compressed copy beside a missing file (`changes.ndjson.gz` for `changes.ndjson`): its name and format, or null. */
export function compressedBeside(dir: string, file: string): { name: string; compression: Compression } | null {
  for (const compression of COMPRESSIONS) {
    const name = `${file}${compression.suffix}`;
    if (existsSync(join(dir, name))) return { name, compression };
  }
  return null;
}

const CR = 0x0d;
const LF = 0x0a;
const CRLF = Buffer.from('\r\n');
const CR_ALONE = Buffer.from('\r');

/** Line ends of files read together: how many end in CR LF, and the sha256 of their bytes with every CR LF written LF. */
export interface LineEnds {
  crlf: number;
  lfSha256: string;
}

/** Reads `paths` in order, as one text, counting the lines that end in CR LF and hashing it with LF in their place. */
export async function lineEnds(paths: readonly string[]): Promise<LineEnds> {
  const hash = createHash('sha256');
  let crlf = 0;
  // A CR that ends a chunk: whether it goes is told by the first byte of the next.
  let heldCr = false;
  for (const path of paths) {
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      if (heldCr) {
        heldCr = false;
        if (chunk[0] === LF) crlf += 1;
        else hash.update(CR_ALONE);
      }
      const end = chunk.at(-1) === CR ? chunk.length - 1 : chunk.length;
      heldCr = end < chunk.length;
      let from = 0;
      for (let at = chunk.indexOf(CRLF, from); at !== -1 && at < end; at = chunk.indexOf(CRLF, from)) {
        hash.update(chunk.subarray(from, at));
        crlf += 1;
        from = at + 1;
      }
      hash.update(chunk.subarray(from, end));
    }
  }
  if (heldCr) hash.update(CR_ALONE);
  return { crlf, lfSha256: hash.digest('hex') };
}

/**
 * What is said of files whose lines end in CR LF, in place of the advice to copy a damaged snapshot
 * again (which gives the same files): what converted them, whether with LF they match the manifest,
 * and how to get them as written.
 */
export function crlfRemedy(ends: LineEnds, sha256: string): string {
  const lines = `${ends.crlf.toLocaleString('en')} ${ends.crlf === 1 ? 'line ends' : 'lines end'} in CR LF (\\r\\n) where the crawler writes LF alone`;
  const converted = 'a git checkout with core.autocrlf=true (Git for Windows\' default) or a copy in text mode converted them';
  const again = 'mark the files `-text` in .gitattributes (`*.ndjson -text`) or set `git config core.autocrlf false`, then check them out again ' +
    '(or convert them back: `dos2unix *.ndjson`); see docs/nightly-ci.md, "In git"';
  if (ends.lfSha256 === sha256) return `(${lines}, and with LF they match the manifest: ${converted}; ${again})`;
  return `(${lines}, and even with LF they do not match the manifest: the snapshot is damaged too; copy it again from where it is kept, without converting line ends)`;
}
