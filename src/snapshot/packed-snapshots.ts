// Snapshots packed for keeping beside the others in a snapshots folder (`tar -czf <id>.tar.gz <id>`,
// the folder then removed): named by the id they hold, which the build cannot read as they are.
// The build never unpacks one itself; it says which there are and how to unpack them.
import { join } from 'node:path';
import { shellWord } from '../terminal-text.ts';
import { parseSnapshotIdParts } from './id.ts';

/** A file of a snapshots folder named as a packed snapshot: its name and the id it holds. */
export interface PackedSnapshot {
  name: string;
  id: string;
}

// The archives tar and unzip unpack, by the suffix of their name, as the command that unpacks
// `file` into `into` (a snapshot packed from its snapshots folder makes the folder of its id there).
// With GNU tar's other names for them (`.tzst`, `.tbz`): since only these are taken for a night
// packed, a `<id>.tzst` beside the nights was not said to be there at all.
const UNPACKERS: readonly { suffixes: readonly string[]; command: (file: string, into: string) => string }[] = [
  { suffixes: ['.tar.gz', '.tgz'], command: (file, into) => `tar -xzf ${file} -C ${into}` },
  { suffixes: ['.tar.xz', '.txz'], command: (file, into) => `tar -xJf ${file} -C ${into}` },
  { suffixes: ['.tar.bz2', '.tbz2', '.tbz', '.tb2'], command: (file, into) => `tar -xjf ${file} -C ${into}` },
  { suffixes: ['.tar.zst', '.tar.zstd', '.tzst'], command: (file, into) => `tar --zstd -xf ${file} -C ${into}` },
  { suffixes: ['.tar'], command: (file, into) => `tar -xf ${file} -C ${into}` },
  { suffixes: ['.zip'], command: (file, into) => `unzip ${file} -d ${into}` },
];

// Archives no command above is given for, named all the same as a night packed.
const OTHER_ARCHIVES: readonly string[] = ['.7z', '.rar', '.tar.lz', '.tar.lz4', '.tar.lzma', '.tlz'];

/**
 * The snapshot id a file's name says it holds packed (`2026-11-20T020000Z` of
 * `2026-11-20T020000Z.tar.gz`), or null: only an archive's suffix is a packing, in any case, as a
 * crawl's log or a checksum kept beside the nights (`<id>.log`, `<id>.sha256`) was said to be an
 * archived snapshot that must be extracted.
 */
export function packedSnapshotId(name: string): string | null {
  const dot = name.indexOf('.');
  // An id holds no dot: what comes after the first is the packing (`.tar.gz`, `.zip`, …).
  if (dot <= 0) return null;
  const packing = name.slice(dot).toLowerCase();
  if (!UNPACKERS.some(({ suffixes }) => suffixes.includes(packing)) && !OTHER_ARCHIVES.includes(packing)) return null;
  const id = name.slice(0, dot);
  return parseSnapshotIdParts(id) === null ? null : id;
}

/** The shell command that unpacks the packed snapshot `name` of folder `dir` there, or null for a packing it does not know. */
export function unpackCommand(dir: string, name: string): string | null {
  const lower = name.toLowerCase();
  const unpacker = UNPACKERS.find(({ suffixes }) => suffixes.some((suffix) => lower.endsWith(suffix)));
  return unpacker === undefined ? null : unpacker.command(shellWord(join(dir, name)), shellWord(dir));
}

/** 'a.tar.gz and b.zip' for messages; a long list by its ends and its length. */
function packedList(names: readonly string[]): string {
  if (names.length > 5) return `${names.slice(0, 2).join(', ')}, … ${names.at(-1)} (${names.length})`;
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Why `given` (an id, a day or a start time) names no snapshot folder of `dir` where `packed`
 * (oldest first, not empty) hold what it names: they are there, must be unpacked first, and how
 * (the command of the newest one a command is known for). `what` says what was given ('of that id').
 */
export function packedSnapshotsMessage(given: string, what: string, dir: string, packed: readonly PackedSnapshot[]): string {
  const names = packed.map(({ name }) => name);
  const ids = new Set(packed.map(({ id }) => id));
  const newest = [...packed].reverse().find(({ name }) => unpackCommand(dir, name) !== null);
  const folder = ids.size === 1 ? `the folder ${packed[0]!.id}` : 'the folder of its id';
  const command = newest === undefined ? '' : `: \`${unpackCommand(dir, newest.name)}\`${packed.length === 1 ? '' : ` for ${newest.name}`}`;
  return `${given}: no snapshot folder ${what} in ${dir}, but ${packedList(names)} ${names.length === 1 ? 'is' : 'are'} there: ` +
    `an archived snapshot must be extracted first (there, where it makes ${folder}${command}; or elsewhere, and the folder it holds given)`;
}
