// `<outDir>/latest` is a relative symlink to the newest snapshot folder (`latest -> <id>`), so
// the whole out dir can be moved or archived without breaking it.
import { constants } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { lstat, open, readdir, readFile, readlink, rename, stat, symlink, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { errorCode, writeFileDurable } from './durable.ts';
import { clip } from '../clip-text.ts';
import { printable } from '../terminal-text.ts';
import { compareSnapshotIds, parseSnapshotIdParts } from './id.ts';
import { MANIFEST_FILE } from './manifest.ts';

/** Name of the link to the newest snapshot inside an out dir. */
export const LATEST = 'latest';

// What symlink(2) answers where no link can be made: Windows without the right to create links
// (EPERM: neither an administrator nor developer mode), file systems without links (FAT and exFAT
// drives, some SMB mounts: EPERM, ENOTSUP, EOPNOTSUPP, ENOSYS).
const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/**
 * Atomically points `<outDir>/latest` at `<outDir>/<id>`: a new link renamed over the old one; or,
 * where `latest` is a file naming a snapshot (an archive kept where links are not: git with
 * core.symlinks off) or no link can be made, a new such file.
 */
export async function pointLatest(outDir: string, id: string): Promise<void> {
  const temporary = join(outDir, `${LATEST_TEMP_PREFIX}${randomBytes(4).toString('hex')}`);
  if ((await latestFileId(outDir)) !== null) await writeFileDurable(temporary, id);
  else {
    try {
      // 'dir' matters only on Windows, where a directory link must say so.
      await symlink(id, temporary, 'dir');
    } catch (error) {
      if (!NO_LINKS.has(errorCode(error) ?? '')) throw error;
      await writeFileDurable(temporary, id);
    }
  }
  try {
    await rename(temporary, join(outDir, LATEST));
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
}

// The prefix of the link (or file) pointLatest makes and renames over `latest` a moment later.
const LATEST_TEMP_PREFIX = `${LATEST}.tmp-`;
// How long one stays before it is a dead crawl's: a live crawl renames its own within milliseconds.
const LATEST_TEMP_STALE_MS = 60_000;

/**
 * Removes the `latest.tmp-*` entries among `names` (of `outDir`) made over a minute before `now`:
 * a crawl killed while it pointed `latest` left one, which nothing else ever removes. Returns
 * their names; one that cannot be removed stays.
 */
export async function removeStaleLatestTemps(outDir: string, names: readonly string[], now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  for (const name of names.filter((entry) => entry.startsWith(LATEST_TEMP_PREFIX)).sort()) {
    const path = join(outDir, name);
    const info = await lstat(path).catch(() => null);
    // A link's own time (lstat), not its target's: when it was made.
    if (info === null || info.isDirectory() || now - info.mtimeMs < LATEST_TEMP_STALE_MS) continue;
    if (await unlink(path).then(() => true, () => false)) removed.push(name);
  }
  return removed;
}

/** The target `<outDir>/latest` names (normally a snapshot id; or the id a file there holds), or null when there is none. */
export async function readLatest(outDir: string): Promise<string | null> {
  try {
    return await readlink(join(outDir, LATEST));
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    if (code === 'EINVAL') {
      const id = await latestFileId(outDir);
      if (id !== null) return id;
    }
    throw error;
  }
}

/** The snapshot id `<outDir>/latest` holds where it is a file naming one, as a checkout without links writes it; else null. */
export async function latestFileId(outDir: string): Promise<string | null> {
  const path = join(outDir, LATEST);
  const info = await lstat(path).catch(() => null);
  // An id is 18 to 24 characters: a larger file is something else.
  if (info === null || !info.isFile() || info.size > 64) return null;
  const text = (await readFile(path, 'utf8')).trim();
  return parseSnapshotIdParts(text) === null ? null : text;
}

/**
 * Where `<outDir>/latest` leads a reader of snapshots (relative to outDir), where a copy of the
 * archive may hold it as something else than a link: the folder its link names; itself, where a
 * copy made the link a folder (`cp -rL`, `rsync -L`); the snapshot id a file holds, where a
 * checkout wrote the link as a file holding its target (git with core.symlinks off); null where
 * there is none. Either of those had failed a build with a bare EINVAL.
 */
export async function latestTarget(outDir: string): Promise<string | null> {
  const path = join(outDir, LATEST);
  const info = await lstat(path).catch((error: unknown) => {
    const code = errorCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  });
  if (info === null) return null;
  if (info.isSymbolicLink()) return readlink(path);
  if (info.isDirectory()) return LATEST;
  const id = await latestFileId(outDir);
  if (id !== null) return id;
  throw await notLatestError(outDir);
}

// How many characters of a `latest` that names no snapshot its message quotes.
const QUOTED_LATEST = 60;

/**
 * The error for a `<outDir>/latest` that is neither a link nor a file naming a snapshot: what it
 * holds quoted (its first characters, printable), where the message had not said what it found.
 */
export async function notLatestError(outDir: string): Promise<Error> {
  const path = join(outDir, LATEST);
  let holds: string;
  try {
    // Its start only: a file of gigabytes under that name (an archive) is not read whole.
    const file = await open(path);
    try {
      const { size } = await file.stat();
      const start = Buffer.alloc(4 * QUOTED_LATEST);
      const { bytesRead } = await file.read(start, 0, start.length, 0);
      const text = start.subarray(0, bytesRead).toString('utf8').trim();
      const shown = clip(text, QUOTED_LATEST);
      const cut = bytesRead < size && !shown.endsWith('…') ? `${shown}…` : shown;
      holds = size === 0 ? 'it is empty' : text === '' && bytesRead === size ? 'it holds only whitespace' : `it holds "${printable(cut)}"`;
    } finally {
      await file.close();
    }
  } catch (error) {
    holds = `it cannot be read: ${errorCode(error) ?? String(error)}`;
  }
  return new Error(`${path} is not the link to the newest snapshot this tool keeps there, nor a file naming one (${holds}, where a snapshot id such as 2026-11-21T020000Z was expected): give a snapshot folder`);
}

/**
 * When the snapshot `<outDir>/latest` points to was started (ms, from its manifest's `startedAt`);
 * null where there is no link or its manifest cannot be read.
 */
export async function latestStartedAt(outDir: string): Promise<number | null> {
  const target = await readLatest(outDir);
  return target === null ? null : manifestStartedAt(join(outDir, target));
}

/**
 * The snapshot `<outDir>/latest` points to, by its id, and its manifest's JSON unchecked (any
 * shape); null where there is no link, it names no snapshot id, or its manifest cannot be read.
 */
export async function latestManifest(outDir: string): Promise<{ id: string; manifest: unknown } | null> {
  const id = await readLatest(outDir).catch(() => null);
  if (id === null || parseSnapshotIdParts(id) === null) return null;
  const manifest = await manifestJson(join(outDir, id));
  return manifest === undefined ? null : { id, manifest };
}

/** When the snapshot in `dir` was started (ms, from its manifest's `startedAt`); null where its manifest cannot be read. */
export async function manifestStartedAt(dir: string): Promise<number | null> {
  const manifest = await manifestJson(dir);
  const startedAt = (manifest as { startedAt?: unknown } | null | undefined)?.startedAt;
  const ms = typeof startedAt === 'string' ? Date.parse(startedAt) : NaN;
  return Number.isNaN(ms) ? null : ms;
}

/** The JSON of the manifest in `dir`, of any shape; undefined where it cannot be read or parsed. */
async function manifestJson(dir: string): Promise<unknown> {
  try {
    const path = join(dir, MANIFEST_FILE);
    // As reader.ts reads a manifest (at three bytes a character, the longest text Node holds): a
    // device in its place (a link to /dev/zero) took 700 MB to fail.
    const info = await stat(path);
    if (!info.isFile() || info.size > 3 * constants.MAX_STRING_LENGTH) return undefined;
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The newest snapshot `outDir` holds (the latest start, to the millisecond its manifest holds, then
 * the highest suffix), or null where it holds none; one started after `notAfter` (ms) is not taken
 * (aheadSnapshotIds). Of one second, the suffix says which crawl claimed its name first, not which
 * started first: two crawls started 64 ms apart took them the other way round.
 */
export async function newestSnapshotId(outDir: string, notAfter = Number.POSITIVE_INFINITY): Promise<string | null> {
  const ids = (await readdir(outDir)).filter((name) => {
    const parts = parseSnapshotIdParts(name);
    return parts !== null && parts.startedAt.getTime() <= notAfter;
  }).sort((a, b) => compareSnapshotIds(b, a));
  let newest: { id: string; second: number; startedAt: number } | null = null;
  for (const name of ids) {
    const second = parseSnapshotIdParts(name)!.startedAt.getTime();
    // An id of an earlier second started earlier: only those of the newest one's second are weighed.
    if (newest !== null && second !== newest.second) break;
    if (!(await isSnapshot(join(outDir, name)))) continue;
    // A manifest that cannot be read counts as started at its second's start.
    const startedAt: number = (await manifestStartedAt(join(outDir, name))) ?? second;
    if (newest === null || startedAt > newest.startedAt) newest = { id: name, second, startedAt };
  }
  return newest?.id ?? null;
}

/**
 * The snapshots `outDir` holds that started after `after` (ms), a crawl's end: made while a clock
 * ran ahead (or copied from a machine whose did). Taken for the newest, one would stay `latest`
 * until the clock caught up, and no snapshot crawled meanwhile would be built.
 */
export async function aheadSnapshotIds(outDir: string, after: number): Promise<string[]> {
  const ids = (await readdir(outDir)).filter((name) => {
    const parts = parseSnapshotIdParts(name);
    return parts !== null && parts.startedAt.getTime() > after;
  }).sort(compareSnapshotIds);
  const found: string[] = [];
  for (const name of ids) if (await isSnapshot(join(outDir, name))) found.push(name);
  return found;
}

/** Whether a folder is a snapshot: one of a snapshot's name is, once its manifest is in it (they are renamed in whole). */
async function isSnapshot(dir: string): Promise<boolean> {
  return stat(join(dir, MANIFEST_FILE)).then((info) => info.isFile(), () => false);
}

/**
 * Points `latest` at the newest snapshot `outDir` holds (of those started by `notAfter`) wherever
 * it points elsewhere, again until it holds still; returns what it points to. Two crawls
 * committing at one moment each read `latest` before the other pointed it, and the older could be pointed last: each committer settles it
 * once its own snapshot is in place, and the last to do so sees both.
 */
export async function settleLatest(outDir: string, notAfter = Number.POSITIVE_INFINITY): Promise<string | null> {
  for (let round = 0; round < 3; round++) {
    const newest = await newestSnapshotId(outDir, notAfter);
    const current = await readLatest(outDir);
    if (newest === null || current === newest) return current;
    await pointLatest(outDir, newest);
  }
  return readLatest(outDir);
}
