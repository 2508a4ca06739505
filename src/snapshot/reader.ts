// Reading snapshots back: finding one, validating its manifest, streaming its records with
// their checksums checked.
import { constants, isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, readlink, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { errorCode } from './durable.ts';
import { compressedBeside, compressedMessage, crlfRemedy, fileCompression, lineEnds } from './file-conversions.ts';
import { compareSnapshotIds, looksLikeSnapshotId, parseSnapshotIdParts, snapshotsForTime, startTimeMatches } from './id.ts';
import { LATEST, latestFileId, latestTarget, manifestStartedAt, newestSnapshotId, notLatestError } from './latest.ts';
import { isBlankLine, LineTooLongError, readLineBatches } from './lines.ts';
import { COLLECTIONS, MANIFEST_FILE, parseManifest, type CollectionName, type Manifest } from './manifest.ts';
import { packedSnapshotId, packedSnapshotsMessage, type PackedSnapshot } from './packed-snapshots.ts';
import { deletedLineIs, unparsedKind, unparsedLineIs, unparsedLines, unparsedProblems, unparsedSteps, type UnparsedKind, type UnparsedLines } from './unparsed-lines.ts';
import { firstInvalidUtf8, invalidUtf8Place, notUtf8, strictUtf8 } from './utf8.ts';
import { TEMP_PREFIX } from './writer.ts';
import { clip } from '../clip-text.ts';
import { printable } from '../terminal-text.ts';
import { killedScrubOriginal } from './scrub-leftovers.ts';

/** An opened snapshot: its folder, its validated manifest and its records. */
export interface Snapshot {
  /** The snapshot folder. */
  dir: string;
  /** Its validated manifest. */
  manifest: Manifest;
  /**
   * The records of a collection, in stored order. After the last record the collection's
   * sha256 and count are checked and a mismatch throws; a caller that stops early skips that.
   */
  records(collection: CollectionName): AsyncIterable<Record<string, unknown>>;
  /** The same records in arrays, one per chunk read: a million records without a million promise hops. */
  recordBatches(collection: CollectionName): AsyncIterable<readonly Record<string, unknown>[]>;
  /** The same batches with each record's stored bytes (its line, without the newline), for a copy that keeps them. */
  storedBatches(collection: CollectionName): AsyncIterable<StoredBatch>;
}

/** Records as read, and the line each was read from, at the same index. */
export interface StoredBatch {
  records: readonly Record<string, unknown>[];
  lines: readonly Buffer[];
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return false;
    // A `latest` (or a manifest.json) linked to itself, or through others: Node's bare
    // "ELOOP: too many symbolic links encountered, stat '…'" reached the user.
    if (code === 'ELOOP') throw new Error(`${path}: cannot be reached: the symbolic links on its way lead in a loop (a link that points to itself, or through others back to itself)`, { cause: error });
    throw error;
  }
}

// What a file given for a snapshot is said to be: most likely one packed for keeping.
const EXTRACT_FIRST = `a file, not a snapshot folder (one holding ${MANIFEST_FILE} and its collections' files): an archived snapshot (.tar.gz, .zip) must be extracted first, and the folder it holds given`;

/**
 * Resolves a snapshot folder: a snapshot folder itself, or an out dir (uses its `latest`), or an
 * id inside outDir. A `latest` link is followed to the folder it names, so the result's last
 * segment is the snapshot's id. `outDir` lets a bare id be given. An out dir whose `latest` a copy
 * left out gives its newest complete snapshot, as `latest` would name it, said to `onNote`.
 */
export async function resolveSnapshotDir(pathOrOutDir: string, outDir?: string, onNote?: (note: string) => void): Promise<string> {
  let path = resolve(pathOrOutDir);
  const info = await lstat(path).catch(() => null);
  if (info?.isSymbolicLink()) {
    path = resolve(dirname(path), await readlink(path));
    if ((await lstat(path).catch(() => null)) === null) throw new Error(`${pathOrOutDir}: a link to ${path}, which does not exist`);
  }
  if (await isFile(join(path, MANIFEST_FILE))) return path;
  // `<out>/latest` as a checkout without links writes it: a file naming the snapshot beside it.
  if (basename(path) === LATEST && info?.isFile() === true) {
    const id = await latestFileId(dirname(path));
    if (id !== null) return latestSnapshot(dirname(path), id);
    // One holding something else was told to be an archive to extract (a file given for a snapshot).
    throw await notLatestError(dirname(path));
  }
  // The manifest itself, given for its snapshot.
  if (basename(path) === MANIFEST_FILE && (await isFile(path))) return resolveSnapshotDir(dirname(path));
  const latest = await latestTarget(path);
  if (latest !== null) return latestSnapshot(path, latest);
  // `latest` alone is the snapshots folder's, as an id is (`--snapshot latest`): read as the out
  // dir reads it, a link or a file naming the snapshot (a checkout without links).
  if (outDir !== undefined && pathOrOutDir === LATEST && info === null) return resolveSnapshotDir(resolve(outDir), undefined, onNote);
  if (outDir !== undefined && parseSnapshotIdParts(pathOrOutDir) !== null) {
    const target = join(resolve(outDir), pathOrOutDir);
    if (await isFile(join(target, MANIFEST_FILE))) return target;
    // An id is looked up in one folder only: one crawled elsewhere (--out) is given by its path.
    if (info === null) {
      // A night packed for keeping beside the others (`<id>.tar.gz`) is no snapshot crawled elsewhere.
      const packed = (await packedSnapshots(resolve(outDir))).filter(({ id }) => id === pathOrOutDir);
      if (packed.length > 0) throw new Error(packedSnapshotsMessage(pathOrOutDir, 'of that id', resolve(outDir), packed));
      const held = await snapshotIds(resolve(outDir));
      throw new Error(`${pathOrOutDir}: no such folder, nor a snapshot of that id in ${resolve(outDir)}${held.length === 0 ? '' : `, which holds ${heldList(held)}`}; give the path of a snapshot crawled elsewhere`);
    }
  }
  if (outDir !== undefined && info === null) {
    // A night named by its day or by the start time its site shows: the one snapshot it names.
    const held = await snapshotIds(resolve(outDir));
    const named = snapshotsForTime(pathOrOutDir, held);
    if (named !== null && named.length === 1) {
      // The milliseconds the site's markup gives are the one's own, where its manifest says when it
      // started: 2024-03-05T12:00:00.001Z built the snapshot of .000.
      const only = join(resolve(outDir), named[0]!);
      const startedAt = startTimeMatches(pathOrOutDir, 0) === null ? null : await manifestStartedAt(only);
      if (startedAt === null || startTimeMatches(pathOrOutDir, startedAt) === true) return only;
      throw new Error(`${pathOrOutDir}: no snapshot in ${resolve(outDir)} started then; of that second, ${named[0]!} at ${new Date(startedAt).toISOString()}`);
    }
    if (named !== null && named.length > 1) {
      // Several of one second: the milliseconds the site's markup gives pick the one whose manifest started then.
      const started = await Promise.all(named.map((id) => manifestStartedAt(join(resolve(outDir), id))));
      const then = named.filter((_, i) => started[i] !== null && startTimeMatches(pathOrOutDir, started[i]!) === true);
      if (then.length === 1) return join(resolve(outDir), then[0]!);
      if (then.length === 0 && startTimeMatches(pathOrOutDir, 0) !== null) {
        const starts = named.map((id, i) => `${id} at ${started[i] === null ? 'a time its manifest does not say' : new Date(started[i]!).toISOString()}`);
        throw new Error(`${pathOrOutDir}: no snapshot in ${resolve(outDir)} started then; of that second, ${starts.join(', ')}: give one`);
      }
      throw new Error(`${pathOrOutDir}: ${heldList(named)} in ${resolve(outDir)}: give one`);
    }
    if (named !== null) {
      const what = pathOrOutDir.length === 10 ? 'of that day' : 'started then';
      // A night of that day (or time) packed for keeping beside the others: not said to be none.
      const packed = await packedSnapshots(resolve(outDir));
      const packedNamed = new Set(snapshotsForTime(pathOrOutDir, [...new Set(packed.map(({ id }) => id))]));
      const packedThen = packed.filter(({ id }) => packedNamed.has(id));
      if (packedThen.length > 0) throw new Error(packedSnapshotsMessage(pathOrOutDir, what, resolve(outDir), packedThen));
      throw new Error(`${pathOrOutDir}: no snapshot ${what} in ${resolve(outDir)}${held.length === 0 ? '' : `, which holds ${heldList(held)}`}`);
    }
  }
  if (info === null) {
    // The name of a packed snapshot in the snapshots folder, as an id is given.
    if (outDir !== undefined && basename(pathOrOutDir) === pathOrOutDir && (await isFile(join(resolve(outDir), pathOrOutDir)))) {
      throw new Error(`${join(resolve(outDir), pathOrOutDir)}: ${EXTRACT_FIRST}`);
    }
    // A mistyped id (its Z left out): the ids that are there. A path is the user's own folder.
    const held = outDir === undefined || !looksLikeSnapshotId(pathOrOutDir) ? [] : await snapshotIds(resolve(outDir));
    // The id of a night packed beside them, but for its Z (left out, or written z): that archive, to extract
    // first (only the folders' ids were listed, and none where every night was packed).
    if (outDir !== undefined && looksLikeSnapshotId(pathOrOutDir)) {
      const given = pathOrOutDir.toUpperCase();
      const meant = (await packedSnapshots(resolve(outDir))).filter(({ id }) => id === given || id === `${given}Z`);
      if (meant.length > 0) throw new Error(packedSnapshotsMessage(pathOrOutDir, `of the id ${meant[0]!.id}`, resolve(outDir), meant));
    }
    // The path of a night in an archive of one's own (/srv/l10n/2026-11-21T020000Z), packed there:
    // that archive, as for an id under the snapshots folder. It was 'no such folder' alone.
    const id = basename(path).toUpperCase();
    if (basename(pathOrOutDir) !== pathOrOutDir && looksLikeSnapshotId(id)) {
      const meant = (await packedSnapshots(dirname(path))).filter((packed) => packed.id === id || packed.id === `${id}Z`);
      if (meant.length > 0) throw new Error(packedSnapshotsMessage(pathOrOutDir, `of the id ${meant[0]!.id}`, dirname(path), meant));
    }
    throw new Error(`${pathOrOutDir}: no such folder${held.length === 0 ? '' : `, nor a snapshot id in ${resolve(outDir!)}, which holds ${heldList(held)}: give one`}`);
  }
  // A snapshot packed for the archive (`tar -czf`), given or found as it is.
  if (await isFile(path)) throw new Error(`${pathOrOutDir}: ${EXTRACT_FIRST}`);
  // An archive whose link was lost (a copy that left it out: actions/upload-artifact, zip without
  // --symlinks, many sync tools) still holds its snapshots: the newest complete one is what every
  // crawl points `latest` at (settleLatest), but for one dated after now (a clock that ran ahead),
  // which no crawl points it at. It had been refused, and a nightly job's build of a restored
  // archive failed.
  const newest = await newestSnapshotId(path, Date.now()).catch(() => null);
  if (newest !== null) {
    onNote?.(`${pathOrOutDir} has no \`${LATEST}\` link (a copy that left it out): taking its newest snapshot, ${newest}, as \`${LATEST}\` would name it`);
    return join(path, newest);
  }
  // None to take (only some dated ahead): named.
  const held = await snapshotIds(path);
  // A manifest.json that is a folder (a copy or an unpacking gone wrong) was said to be none.
  const manifestInfo = await stat(join(path, MANIFEST_FILE)).catch(() => null);
  const noManifest = manifestInfo === null ? `no ${MANIFEST_FILE}` : `its ${MANIFEST_FILE} is ${manifestInfo.isDirectory() ? 'a folder' : 'no file'}, not the file a snapshot holds`;
  const neither = `${pathOrOutDir}: neither a snapshot folder (${noManifest}) nor an out dir with a \`${LATEST}\` link`;
  if (held.length > 0) throw new Error(`${neither}; it holds ${heldList(held)}: give one`);
  // The --out of a crawl killed (SIGKILL, the OOM killer) or still running holds only its
  // staging folder: said bare, it read as a folder given by mistake.
  const unfinished = await unfinishedCrawls(path);
  if (unfinished.length > 0) {
    const folders = unfinished.length === 1 ? `an unfinished crawl's folder, ${unfinished[0]}` : `unfinished crawls' folders, ${unfinished.join(', ')}`;
    throw new Error(`${neither}; it holds no snapshot, only ${folders} (a crawl still running, or one stopped before it finished): ` +
      `a crawl must complete first, which puts its snapshot there and points \`${LATEST}\` at it`);
  }
  throw new Error(neither);
}

/** The staging folders of crawls in `dir` (`.tmp-<id>-<hex>`, which a crawl renames to its id once complete), printable and clipped, by name; none where it cannot be read. */
async function unfinishedCrawls(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory() && entry.name.startsWith(TEMP_PREFIX)).map((entry) => printable(clip(entry.name, 80))).sort();
}

/** The snapshot folder `<outDir>/latest` leads to (`latest`, as latestTarget reads it), or an Error saying why there is none. */
async function latestSnapshot(outDir: string, latest: string): Promise<string> {
  const target = resolve(outDir, latest);
  const path = join(outDir, LATEST);
  if (await isFile(join(target, MANIFEST_FILE))) return target;
  if (await isFile(target)) throw new Error(`${path} points to ${printable(latest)}, ${EXTRACT_FIRST}`);
  if (latest === LATEST) throw new Error(`${path} is a folder, not a link to the newest snapshot, and no snapshot folder either (no ${MANIFEST_FILE})`);
  // A snapshot removed (pruned, or left out of a copy) after `latest` was pointed at it: it was
  // said to be "not a snapshot folder (no manifest.json)", as if a folder were there.
  if (!(await exists(target))) {
    const aside = await killedScrubOriginal(outDir, latest);
    if (aside !== null) throw new Error(`${path} points to ${printable(latest)}, which a scrub killed as it swapped in its cleaned copy left in ${printable(aside)}: the next crawl into ${outDir} puts it back, or move it to ${printable(target)}`);
    const held = await snapshotIds(outDir);
    throw new Error(`${path} points to ${printable(latest)}, which does not exist${held.length === 0 ? '' : `; ${outDir} holds ${heldList(held)}: give one`}`);
  }
  throw new Error(`${path} points to ${printable(latest)}, which is not a snapshot folder (no ${MANIFEST_FILE})`);
}

/** Whether `path` leads to something (a link to nothing does not); a failure but a missing one is thrown. */
async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return false;
    throw error;
  }
}

/** The names of the complete snapshots in `dir` (folders of an id's name with their manifest), oldest first; none where it cannot be read. */
async function snapshotIds(dir: string): Promise<string[]> {
  const named = (await readdir(dir).catch(() => [] as string[])).filter((name) => parseSnapshotIdParts(name) !== null);
  const complete = await Promise.all(named.map((name) => isFile(join(dir, name, MANIFEST_FILE))));
  return named.filter((_, i) => complete[i]).sort(compareSnapshotIds);
}

/** The files in `dir` named as a snapshot packed for keeping (`<id>.tar.gz`, `<id>.tgz`, `<id>.zip`, …), oldest id first, then by name; none where it cannot be read. */
async function packedSnapshots(dir: string): Promise<PackedSnapshot[]> {
  const named = (await readdir(dir).catch(() => [] as string[]))
    .map((name) => ({ name, id: packedSnapshotId(name) }))
    .filter((packed): packed is PackedSnapshot => packed.id !== null)
    .sort((a, b) => compareSnapshotIds(a.id, b.id) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const files = await Promise.all(named.map(({ name }) => isFile(join(dir, name))));
  return named.filter((_, i) => files[i]);
}

/** 'the snapshots a, b' for messages; a long list by its ends and its length. */
function heldList(held: readonly string[]): string {
  const list = held.length > 5 ? `${held.slice(0, 2).join(', ')}, … ${held.at(-1)} (${held.length})` : held.join(', ');
  return `the snapshot${held.length === 1 ? '' : 's'} ${list}`;
}

// The largest manifest read: the bytes of the longest text Node can hold, at three bytes a
// character (UTF-8's most for one UTF-16 unit). Its problems (a lenient crawl of a broken server)
// are the one part that grows, a few hundred bytes each, and a writer can write no longer text; a
// larger file (a sparse one of zeros) is not read into memory to find that out.
const MAX_MANIFEST_BYTES = 3 * constants.MAX_STRING_LENGTH;

/** Reads and validates `<dir>/manifest.json`; errors name the file and the field. */
export async function readManifest(dir: string): Promise<Manifest> {
  const file = join(dir, MANIFEST_FILE);
  const cannotRead = (error: unknown) => new Error(`${file}: cannot be read (${errorCode(error) ?? String(error)})`, { cause: error });
  const info = await stat(file).catch((error: unknown) => {
    throw cannotRead(error);
  });
  // A device in its place (a link to /dev/zero) was read until the memory ran out.
  if (!info.isFile()) throw new Error(`${file}: not a file (a folder, a device, a pipe or a socket, or a link to one)`);
  const tooLong = `more than any manifest (the longest text Node holds, ${constants.MAX_STRING_LENGTH.toLocaleString('en')} characters)`;
  if (info.size > MAX_MANIFEST_BYTES) throw new Error(`${file}: ${info.size.toLocaleString('en')} bytes, ${tooLong}`);
  const bytes = await readFile(file).catch((error: unknown) => {
    throw cannotRead(error);
  });
  // The crawler writes it as UTF-8: other bytes were read as U+FFFD, unsaid, and a baseUrl or a
  // tool name damaged so was shown so on every page, and a hand edit saved in Latin-1 was read as other text.
  // (isUtf8 first: native, where the byte-by-byte search took seconds over a file of 600 MB.)
  const invalid = isUtf8(bytes) ? -1 : firstInvalidUtf8(bytes);
  if (invalid !== -1) {
    const byte = `0x${bytes[invalid]!.toString(16).toUpperCase().padStart(2, '0')}`;
    throw new Error(`${file}: not UTF-8 (byte ${(invalid + 1).toLocaleString('en')}, ${byte}): the crawler writes UTF-8 alone, so the file was damaged, or edited and saved in another encoding (Latin-1, say)`);
  }
  let text: string;
  try {
    text = bytes.toString('utf8');
  } catch (error) {
    // Node says ERR_STRING_TOO_LONG, or V8 a bare RangeError ('Invalid string length').
    if (errorCode(error) === 'ERR_STRING_TOO_LONG' || error instanceof RangeError) throw new Error(`${file}: ${tooLong}`, { cause: error });
    throw cannotRead(error);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: ${notJson(text, error)}`, { cause: error });
  }
  return parseManifest(json, file);
}

/** Why a text is not JSON: JSON.parse's reason, or the byte-order mark an editor put first, which its message shows as nothing. */
function notJson(text: string, error: unknown): string {
  if (text.startsWith('\uFEFF')) return 'starts with a byte-order mark (the bytes EF BB BF), which JSON does not allow: save it as UTF-8 without one';
  return `not valid JSON (${(error as Error).message})`;
}

/** A collection file that could not be read, said of the snapshot and collection: missing, a folder, or another error's code. */
function unreadable(error: unknown, dir: string, collection: CollectionName, file: string): unknown {
  const code = errorCode(error);
  const where = `snapshot ${dir}: collection "${collection}": file ${file}`;
  if (code === 'ENOENT') {
    // Compressed beside its name (`changes.ndjson.gz`), by an archiver or by hand: not lost.
    const packed = compressedBeside(dir, file);
    if (packed !== null) return new Error(`${where} is missing, and ${packed.name} is there: ${packed.compression.command} it first (\`${packed.compression.command} ${packed.name}\`); a snapshot's files are read as the crawler wrote them, uncompressed`, { cause: error });
    return new Error(`${where} is missing`, { cause: error });
  }
  if (code === 'EISDIR') return new Error(`${where} is a folder, not a file of records`, { cause: error });
  return code === undefined ? error : new Error(`${where} cannot be read (${code})`, { cause: error });
}

/**
 * Fails unless a collection's file is a regular file, or a link to one: a device or a pipe in its
 * place (a link to /dev/zero) was read for ever, its one endless line taking all the memory.
 */
async function checkRegularFile(dir: string, collection: CollectionName, file: string): Promise<void> {
  let info;
  try {
    info = await stat(join(dir, file));
  } catch (error) {
    throw unreadable(error, dir, collection, file);
  }
  if (info.isDirectory()) throw unreadable(Object.assign(new Error('EISDIR'), { code: 'EISDIR' }), dir, collection, file);
  if (!info.isFile()) throw new Error(`snapshot ${dir}: collection "${collection}": file ${file} is not a file of records (a device, a pipe or a socket, or a link to one)`);
}

/** "a.ndjson" or "a-0001.ndjson + a-0002.ndjson" for messages. */
function fileList(files: readonly string[]): string {
  return files.length === 1 ? (files[0] ?? '') : `${files.join(' + ')} (concatenated)`;
}

/** A file that ends without its last line's newline: its name and that line's number. */
interface Cut {
  file: string;
  line: number;
  /**
   * Why no read would take that line once ended (unparsedKind): no JSON (a copy cut short inside
   * its record), not UTF-8, or JSON but no object; null for a record edited without its newline
   * (one behind a byte-order mark too, whose mark is named apart).
   */
  flaw?: Exclude<UnparsedKind, 'mark'> | null;
  /** Where a line not UTF-8 stops being it (`byte 32 of the line, 0xFF`). */
  place?: string;
}

/** The first blank line of a collection's files (empty or whitespace only: no record), and how many more there are. */
interface Blank {
  file: string;
  line: number;
  more: number;
}

/** The problems a collection's files have, in the words build and scrub both use. */
function problemsOf(entry: Manifest['collections'][CollectionName], { sha256, count, cut, blank, whitespaceEnd, unparsed }: CollectionDigest): string[] {
  const problems: string[] = [];
  // The message's head names a collection's one file: said again before each problem, it read
  // "languages.ndjson: languages.ndjson line 9 is blank". Of several files, each problem names its own.
  const at = (file: string) => (entry.files.length === 1 ? '' : `${file} `);
  if (sha256 !== entry.sha256) problems.push(`sha256 is ${sha256}, manifest says ${entry.sha256}`);
  if (count !== entry.count) problems.push(`${count} record${count === 1 ? '' : 's'}, manifest says ${entry.count}`);
  // The writer writes no blank line; an editor leaves one (or a space after the last newline),
  // which was counted as a record, or said as JSON that does not parse.
  if (blank !== undefined) {
    problems.push(blank.more === 0 ? `${at(blank.file)}line ${blank.line} is blank (no record)` : `${at(blank.file)}line ${blank.line} and ${blank.more} more ${blank.more === 1 ? 'line' : 'lines'} are blank (no record)`);
  }
  // A record cut short and a newline after it, bytes not UTF-8, a byte-order mark: each line
  // counted as a record, and no read gets past it.
  if (unparsed !== undefined) problems.push(...unparsedProblems(unparsed, entry.files.length > 1));
  // Every stored line ends with LF: a file without one stops in a record, where a copy stopped.
  // One that would not be a record once ended says so: told to end it, a hand edit then met that.
  if (cut !== undefined) {
    const flaw = cut.flaw === 'not-utf8' || cut.flaw === 'not-object' ? `, and that line ${unparsedLineIs(cut.flaw, cut.place)}` : '';
    problems.push(`${at(cut.file)}ends in its line ${cut.line}, without the newline every record has${flaw}`);
  }
  if (whitespaceEnd !== undefined) problems.push(`${at(whitespaceEnd.file)}ends in whitespace after its last newline (no record)`);
  return problems;
}

/** What deletes the blank lines and the whitespace at a file's end that `digest` names: '' where it names none. */
function deletions({ blank, whitespaceEnd }: CollectionDigest): string {
  const lines = blank === undefined ? [] : [blank.more === 0 ? 'the blank line' : 'the blank lines'];
  return [...lines, ...(whitespaceEnd === undefined ? [] : ['the whitespace after the last newline'])].join(' and ');
}

/**
 * The message for a collection whose files do not match the manifest, or hold what no record is
 * (a blank line, a last line without its newline), or null when neither; `remedy` says what to do
 * in place of the advice for a damaged or hand-edited snapshot.
 */
function mismatch(dir: string, collection: CollectionName, manifest: Manifest, digest: CollectionDigest, remedy?: string): string | null {
  const entry = manifest.collections[collection];
  const problems = problemsOf(entry, digest);
  if (problems.length === 0) return null;
  const head = `snapshot ${dir}: collection "${collection}" does not match its manifest: ${fileList(entry.files)}: ${problems.join('; ')} `;
  const deleted = deletions(digest);
  // The sha256 set to match files with a line unended, blank, or whitespace after the last
  // newline (a hand edit): what makes them a file the crawler would write, and its count then.
  // Ended, an unended line is a record more; a blank line is none, and was counted as one, or
  // told "end it with a newline", which made it one that does not parse.
  if (digest.sha256 === entry.sha256 && remedy === undefined) {
    // A last line cut inside its record (the sha256 set to match a copy cut short) is no record:
    // "end its last line with a newline" made it one that does not parse. Nor is a line cut
    // short and ended (counted, as every ended line is): "delete the blank line after it, the
    // count stays" left it, and the read then refused it.
    const { cut, unparsed } = digest;
    // An unended line no read would take once ended (cut inside, not UTF-8, no object) is deleted.
    const cutInside = cut !== undefined && cut.flaw !== undefined && cut.flaw !== null;
    // A line deleted for what it holds is a record fewer; one whose byte-order mark goes stays one.
    const damaged = unparsed === undefined ? 0 : unparsed.counts.cut + unparsed.counts['not-utf8'] + unparsed.counts['not-object'];
    const records = digest.count - damaged + (cut === undefined || cutInside ? 0 : 1);
    // The lines named by number are deleted first, bottom-up (an unended line is its file's
    // last): a deletion moves the lines after it, and the blank lines are not named by number.
    // Done in the order given, a step that came after the blank line's deletion named a line
    // that was one higher by then, and "from line 5 on" for lines 5 and 10 deleted line 6.
    const steps = [
      ...(cut?.flaw !== undefined && cut.flaw !== null ? [`delete its last line, ${cut.line}, ${deletedLineIs(cut.flaw)}`] : []),
      ...(unparsed === undefined ? [] : unparsedSteps(unparsed)),
      ...(deleted === '' ? [] : [`delete ${deleted}`]),
      ...(cut === undefined || cutInside ? [] : ['end its last line with a newline']),
    ];
    const cutShort = cutInside || damaged > 0;
    const edited = deleted !== '' || cutShort || unparsed !== undefined;
    const andCount = entry.count !== records ? `, and its count to ${records}` : edited ? `; its count stays ${records}` : '';
    // Files that match their sha256 and hold nothing to delete or end: only the manifest's count
    // is off (edited by hand), which said "a file edited by hand: , and set its … sha256 … to match".
    if (steps.length === 0) return `${head}(the files match the manifest's sha256: set its collection's count in ${MANIFEST_FILE} to ${records})`;
    return `${head}(a file edited by hand: ${steps.join(', then ')}, and set its collection's sha256 in ${MANIFEST_FILE} to match${andCount}${cutShort ? '; or copy the file again' : ''})`;
  }
  const handEdit = deleted === '' ? 'its' : `${deleted} deleted, and its`;
  // Damaged or cut short (a copy interrupted), or edited by hand: what to do of each is said.
  return head + (remedy ?? `(the snapshot is damaged or cut short: copy it again from where it is kept; a file edited by hand needs ${handEdit} collection's sha256 and count set to match in ${MANIFEST_FILE})`);
}

/**
 * What is wrong with a collection whose files failed to read or to match the manifest (`digest`
 * as read), or null where they match it: a file compressed, or lines ending in CR LF, each said
 * with what to do, where "copy it again" gives the same files back; else the mismatch. The files
 * are read again for it: this runs only once something failed.
 */
async function collectionProblem(dir: string, collection: CollectionName, manifest: Manifest, digest: CollectionDigest): Promise<string | null> {
  const entry = manifest.collections[collection];
  for (const file of entry.files) {
    const compression = await fileCompression(join(dir, file));
    if (compression !== null) return `snapshot ${dir}: collection "${collection}": ${compressedMessage(file, compression)}`;
  }
  const plain = mismatch(dir, collection, manifest, digest);
  // A hand edit (the sha256 set to match) is told what makes its files ones the crawler would
  // write: a record cut short among them too, which the digest, parsing nothing, does not see,
  // and which may be all that is wrong (the count left as it was): said bare, the line's "not
  // valid JSON" did not say that the count goes down, nor that the sha256 is to be set again.
  if (digest.sha256 === entry.sha256) {
    const unparsed = await unparsedLines(dir, entry.files);
    return unparsed === undefined ? plain : mismatch(dir, collection, manifest, { ...digest, unparsed });
  }
  if (plain === null) return null;
  const ends = await lineEnds(entry.files.map((file) => join(dir, file)));
  return ends.crlf === 0 ? plain : mismatch(dir, collection, manifest, digest, crlfRemedy(ends, entry.sha256));
}

/** collectionProblem for files read to their end, where they do not match the manifest; null, reading nothing more, where they do. */
async function endProblem(dir: string, collection: CollectionName, manifest: Manifest, digest: CollectionDigest): Promise<string | null> {
  return mismatch(dir, collection, manifest, digest) === null ? null : collectionProblem(dir, collection, manifest, digest);
}

/** `source`'s items, with a failure of its own replaced by what `map` makes of it. */
async function* rethrowing<T>(source: AsyncIterable<T>, map: (error: unknown) => unknown): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let done = false;
  try {
    for (;;) {
      let next: IteratorResult<T>;
      try {
        next = await iterator.next();
      } catch (error) {
        done = true;
        throw map(error);
      }
      if (next.done) {
        done = true;
        return;
      }
      yield next.value;
    }
  } finally {
    // A consumer that stops early closes the source (its open file) too.
    if (!done) await iterator.return?.();
  }
}

/** A batch of a collection's lines as read: the file they are in, the number of the first (from 1) and the lines, without their newlines. */
interface LineBatch {
  file: string;
  firstLine: number;
  lines: Buffer[];
}

/** A collection's files read to their end: their sha256, their records (lines ended by a newline, not blank), the line a file was cut in and the blank lines. */
interface CollectionDigest {
  sha256: string;
  /** The lines ended by their newline, as the writer ends every record's (and as `wc -l` counts them), but the blank ones. */
  count: number;
  /** The last file that ends without its last line's newline, and that line: a copy cut short (its line not blank). */
  cut?: Cut;
  /** The first blank line ended by its newline, and how many more there are. */
  blank?: Blank;
  /** The last file whose end, after its last newline, is whitespace without a newline: no record cut short. */
  whitespaceEnd?: Cut;
  /** The lines no read gets past (records cut short, not UTF-8, behind a byte-order mark), found only for a hand edit's advice (collectionProblem). */
  unparsed?: UnparsedLines;
}

/**
 * The one reader of a collection's files (a read of its records, verifySnapshot, recordRefusal):
 * their lines in batches, in order, hashed and counted as they pass, so that every reader of a
 * collection counts its records, and speaks of a cut file, alike. A last line without its newline
 * is yielded (a record to parse, or a line to name), but not counted: the writer ends every record
 * with one, so such a line is a record cut short, or one edited without it. A blank line is yielded
 * and not counted either: no record is one.
 */
class CollectionRead {
  readonly #hash = createHash('sha256');
  readonly #dir: string;
  readonly #collection: CollectionName;
  readonly #files: readonly string[];
  #count = 0;
  #cut: Cut | undefined;
  #blank: Blank | undefined;
  #whitespaceEnd: Cut | undefined;

  constructor(dir: string, collection: CollectionName, files: readonly string[]) {
    this.#dir = dir;
    this.#collection = collection;
    this.#files = files;
  }

  /** The lines of every file in turn, a batch per chunk read; a file that cannot be read, or a line longer than any record, fails naming it. */
  async *batches(): AsyncGenerator<LineBatch> {
    const dir = this.#dir;
    const collection = this.#collection;
    for (const file of this.#files) {
      const path = join(dir, file);
      await checkRegularFile(dir, collection, file);
      let lastByte: number | undefined;
      const source = readLineBatches(path, (chunk) => {
        this.#hash.update(chunk);
        lastByte = chunk.at(-1);
      });
      // Said as a missing file is said anywhere: the snapshot is incomplete.
      const failed = (error: unknown) => error instanceof LineTooLongError
        ? new Error(`${path}:${error.line}: more than ${error.limit / (1024 * 1024)} MB without a line break, longer than any record: the file is damaged`, { cause: error })
        : unreadable(error, dir, collection, file);
      let lines = 0;
      // The file's blank lines: the first's number, how many, and whether its last line is one.
      let firstBlank = 0;
      let blanks = 0;
      let lastBlank = false;
      let lastLine: Buffer | undefined;
      for await (const batch of rethrowing(source, failed)) {
        lastLine = batch.at(-1) ?? lastLine;
        for (let at = 0; at < batch.length; at++) {
          // A record starts with `{`: only a line that may be blank is read to its end.
          lastBlank = isBlankLine(batch[at]!);
          if (!lastBlank) continue;
          blanks += 1;
          if (firstBlank === 0) firstBlank = lines + at + 1;
        }
        yield { file, firstLine: lines + 1, lines: batch };
        lines += batch.length;
      }
      // NDJSON lines end with LF; a file without one at its end was cut short in its last line,
      // unless that holds whitespace only: what an editor leaves after the last newline.
      const ended = lastByte === undefined || lastByte === 10;
      if (!ended && lastBlank) {
        this.#whitespaceEnd = { file, line: lines };
        blanks -= 1;
        if (firstBlank === lines) firstBlank = 0;
      } else if (!ended && lastLine !== undefined) {
        const kind = unparsedKind(lastLine);
        const flaw = kind === 'mark' ? null : kind;
        this.#cut = { file, line: lines, flaw, ...(flaw === 'not-utf8' ? { place: invalidUtf8Place(lastLine) } : {}) };
      }
      if (blanks > 0 && this.#blank === undefined) this.#blank = { file, line: firstBlank, more: blanks - 1 };
      else if (blanks > 0 && this.#blank !== undefined) this.#blank.more += blanks;
      this.#count += lines - blanks - (ended ? 0 : 1);
    }
  }

  /** What the files hold, once batches() has read them to their end. */
  digest(): CollectionDigest {
    return {
      sha256: this.#hash.digest('hex'),
      count: this.#count,
      ...(this.#cut === undefined ? {} : { cut: this.#cut }),
      ...(this.#blank === undefined ? {} : { blank: { ...this.#blank } }),
      ...(this.#whitespaceEnd === undefined ? {} : { whitespaceEnd: this.#whitespaceEnd }),
    };
  }
}

/** A line that is JSON but no object, which every record is. */
class NotRecordError extends Error {
  constructor() {
    super('a record must be a JSON object');
  }
}

/** Opens a snapshot, validates its manifest (clear error naming the file and field), and checks each collection's sha256 on read (or via verify()). */
export async function openSnapshot(dir: string): Promise<Snapshot> {
  const manifest = await readManifest(dir);
  async function* storedBatches(collection: CollectionName): AsyncGenerator<StoredBatch> {
    if (!COLLECTIONS.includes(collection)) throw new Error(`unknown collection ${JSON.stringify(collection)}`);
    const read = new CollectionRead(dir, collection, manifest.collections[collection].files);
    const batches = read.batches();
    try {
      for (let next = await batches.next(); !next.done; next = await batches.next()) {
        const { file, firstLine, lines } = next.value;
        const parsed: Record<string, unknown>[] = [];
        for (let at = 0; at < lines.length; at++) {
          const bytes = lines[at]!;
          let record: unknown;
          const text = strictUtf8(bytes);
          try {
            // Not UTF-8, and JSON that is no object, are refused as JSON that does not parse is:
            // by the checksum first, then, where it matches (a hand edit), with the steps that
            // mend the files; said bare, a line `42` got no word of the count or the sha256.
            if (text === null) throw new Error(notUtf8(bytes));
            record = JSON.parse(text);
            if (typeof record !== 'object' || record === null || Array.isArray(record)) throw new NotRecordError();
          } catch (error) {
            // A copy cut short stops inside a line: the rest is read, so that the collection's
            // checksum says whether the files are the ones the crawler wrote.
            for (let rest = await batches.next(); !rest.done; rest = await batches.next());
            const message = await collectionProblem(dir, collection, manifest, read.digest());
            const why = text === null || error instanceof NotRecordError ? (error as Error).message : notJson(text, error);
            throw new Error(message ?? `${join(dir, file)}:${firstLine + at}: ${why}`, { cause: error });
          }
          parsed.push(record as Record<string, unknown>);
        }
        yield { records: parsed, lines };
      }
    } finally {
      // A consumer that stops early closes the file.
      await batches.return(undefined);
    }
    // Said with what may have converted the files, read for it once they fail only.
    const problem = await endProblem(dir, collection, manifest, read.digest());
    if (problem !== null) throw new Error(problem);
  }
  async function* recordBatches(collection: CollectionName): AsyncGenerator<readonly Record<string, unknown>[]> {
    for await (const batch of storedBatches(collection)) yield batch.records;
  }
  async function* records(collection: CollectionName): AsyncGenerator<Record<string, unknown>> {
    for await (const batch of storedBatches(collection)) yield* batch.records;
  }
  return { dir, manifest, records, recordBatches, storedBatches };
}

/** Where a record of a collection is stored: its file (relative to the snapshot folder) and line (from 1). */
export interface RecordPlace {
  file: string;
  line: number;
}

/**
 * Reads a collection's files whole (CollectionRead), finding on the way the file and line of each
 * of `ordinals` (records, from 1, in the order records() gives them; one past the last has none).
 */
async function digestCollection(dir: string, collection: CollectionName, files: readonly string[], ordinals: readonly number[] = [], signal?: AbortSignal): Promise<CollectionDigest & { places: Map<number, RecordPlace> }> {
  const read = new CollectionRead(dir, collection, files);
  const wanted = [...new Set(ordinals)].sort((a, b) => a - b);
  const places = new Map<number, RecordPlace>();
  let before = 0;
  let next = 0;
  for await (const { file, firstLine, lines } of read.batches()) {
    signal?.throwIfAborted();
    for (; next < wanted.length && wanted[next]! <= before + lines.length; next++) {
      const ordinal = wanted[next]!;
      if (ordinal > before) places.set(ordinal, { file, line: firstLine + ordinal - before - 1 });
    }
    before += lines.length;
  }
  return { ...read.digest(), places };
}

/**
 * Recomputes every collection's sha256 and record count; throws naming the collection and file,
 * in the words a read of the records uses (both read through CollectionRead), or `signal`'s reason
 * at the next batch of records once it is aborted.
 */
export async function verifySnapshot(snapshot: Snapshot, signal?: AbortSignal): Promise<void> {
  const { dir, manifest } = snapshot;
  for (const collection of COLLECTIONS) {
    // A scrub stopped while it checked a change log of millions (minutes) went on to the end of it.
    const problem = await endProblem(dir, collection, manifest, await digestCollection(dir, collection, manifest.collections[collection].files, [], signal));
    if (problem !== null) throw new Error(problem);
  }
}

/**
 * The error for a record that a reader of the collection refuses (`why`), the `ordinal`th of it
 * (from 1, in the order records() gives them): `<file>:<line>: <why>`, or, where the collection's
 * files do not match the manifest, what is wrong with them, as a change of a byte anywhere may
 * be what made the record wrong. The files are read again for it.
 */
export async function recordRefusal(snapshot: Snapshot, collection: CollectionName, ordinal: number, why: string): Promise<Error> {
  const { dir, manifest } = snapshot;
  const { places, ...digest } = await digestCollection(dir, collection, manifest.collections[collection].files, [ordinal]);
  const problem = await endProblem(dir, collection, manifest, digest);
  if (problem !== null) return new Error(problem);
  const place = places.get(ordinal);
  return new Error(place === undefined ? `snapshot ${dir}: collection "${collection}": record ${ordinal}: ${why}` : `${join(dir, place.file)}:${place.line}: ${why}`);
}

/**
 * The file and line of each of a collection's records `ordinals` (from 1, in the order records()
 * gives them), found by reading its files again: for records a reader of them took note of by
 * their place alone, where a position kept for each record as it passed would cost a million
 * allocations. Throws, as a read of the records does, where the files no longer match the manifest.
 */
export async function recordPlaces(snapshot: Snapshot, collection: CollectionName, ordinals: readonly number[]): Promise<Map<number, RecordPlace>> {
  const { dir, manifest } = snapshot;
  const { places, ...digest } = await digestCollection(dir, collection, manifest.collections[collection].files, ordinals);
  const problem = await endProblem(dir, collection, manifest, digest);
  if (problem !== null) throw new Error(problem);
  return places;
}
