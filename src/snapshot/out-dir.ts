// The folder snapshots go to (`--out`), checked before a crawl spends any request: a crawl that
// can only fail at its end (a file in the way, no permission, a read-only disk, a `latest` that is
// not this tool's link) says so at its start, naming the folder and what is wrong. So does a
// folder inside a site the build made (`--out dist`): the next build replaces that site whole,
// and the snapshots with it, after publishing them.
import { access, constants, lstat, readlink, realpath, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { errorCode } from './durable.ts';
import { makeFolders } from '../make-folders.ts';
import { folderRefusal } from '../folder-refusal.ts';
import { parseSnapshotIdParts } from './id.ts';
import { LATEST, latestFileId } from './latest.ts';
import { MANIFEST_FILE } from './manifest.ts';
import { holdsBuiltSite } from '../site-marker.ts';

/** Where snapshots go when a crawl is told nothing (`--out`), and where a build looks for them. */
export const DEFAULT_SNAPSHOTS_DIR = 'data/snapshots';

/** An `--out` that cannot hold snapshots: a mistake in the command (exit 2), found before any request. */
export class OutDirError extends Error {
  override readonly name = 'OutDirError';
}

/** Makes `outDir` (and its parents) where missing and checks that snapshots can be written there; returns it absolute. */
export async function prepareOutDir(outDir: string): Promise<string> {
  const dir = resolve(outDir);
  // A link to a folder not made yet (an archive's place on a disk not used before): the folder is
  // made where it points, as a build makes its output; mkdir would take the link for a file in the way.
  const nearest = await nearestExisting(dir);
  if ((await lstat(nearest)).isSymbolicLink() && !(await stat(nearest).then(() => true, () => false))) {
    const pointed = join(resolve(dirname(nearest), await readlink(nearest)), relative(nearest, dir));
    // Checked before the folder is made: a refused --out left a folder of its own inside the site.
    await refuseSite(outDir, pointed);
    if ((await snapshotHolding(pointed)) === null) {
      await makeFolders(pointed).catch((error: unknown) => {
        throw new OutDirError(`--out ${outDir}: ${nearest} is a link to a folder that cannot be made (${pointed}): ${whyNotWritable(errorCode(error), error)}`, { cause: error });
      });
    }
  }
  await refuseSnapshot(outDir, dir);
  await refuseSite(outDir, dir);
  try {
    await makeFolders(dir);
    await access(dir, constants.W_OK | constants.X_OK);
  } catch (error) {
    // ENOENT where a parent exists: the nearest folder there is says why (a read-only mount), or
    // its file system makes no folders at all (/proc).
    const code = errorCode(error) === 'ENOENT' ? await accessError(await nearestExisting(dir)) : errorCode(error);
    throw new OutDirError(`--out ${outDir}: ${whyNotWritable(code ?? errorCode(error), error)}`, { cause: error });
  }
  // The snapshot's temp folder is made in it: root's access always passes, and --out /proc or
  // /sys/kernel crawled the whole server, then failed on that mkdir with exit 1.
  const refused = folderRefusal(dir);
  if (refused !== null) throw new OutDirError(`--out ${outDir}: ${whyNotWritable(refused, new Error(refused))}`);
  await refuseForeignLatest(outDir, dir);
  return dir;
}

/**
 * Throws the OutDirError prepareOutDir would for `outDir` where that can be told without making
 * anything: inside a snapshot or a site this tool built, a file in the way or no permission to
 * write where its folder is or would be made, a `latest` not this tool's. For a scrub, which checks
 * its snapshot first (minutes for millions of changes): a wrong --out was said only after that, and
 * for a damaged snapshot not at all, and a damaged snapshot is to leave no folder of --out's.
 */
export async function checkOutDir(outDir: string): Promise<void> {
  const dir = resolve(outDir);
  const nearest = await nearestExisting(dir);
  // A link to a folder not made yet: where it leads is known only once prepareOutDir has made it.
  if ((await lstat(nearest)).isSymbolicLink() && !(await stat(nearest).then(() => true, () => false))) {
    await refuseSite(outDir, join(resolve(dirname(nearest), await readlink(nearest)), relative(nearest, dir)));
    return;
  }
  await refuseSnapshot(outDir, dir);
  await refuseSite(outDir, dir);
  const problem = (await stat(nearest)).isDirectory()
    ? await access(nearest, constants.W_OK | constants.X_OK).then(() => null, (error: unknown) => error)
    : Object.assign(new Error(`ENOTDIR: not a directory, ${nearest}`), { code: 'ENOTDIR' });
  if (problem !== null) throw new OutDirError(`--out ${outDir}: ${whyNotWritable(errorCode(problem), problem)}`, { cause: problem });
  if (nearest === dir) await refuseForeignLatest(outDir, dir);
}

/** Throws where `dir` (the folder `outDir` names) is or lies in a snapshot, which no crawl writes into. */
async function refuseSnapshot(outDir: string, dir: string): Promise<void> {
  const snapshot = await snapshotHolding(dir);
  if (snapshot === null) return;
  throw new OutDirError(
    `--out ${outDir}: ${snapshot.itself ? 'that is' : 'that is inside'} the snapshot ${snapshot.folder}, which no crawl writes into: give the folder that holds the snapshots (${dirname(snapshot.folder)})`,
  );
}

/** Throws where `dir` (the folder `outDir` names) holds a `latest` that is not this tool's: a folder, or a file naming no snapshot. */
async function refuseForeignLatest(outDir: string, dir: string): Promise<void> {
  const latest = await lstat(join(dir, LATEST)).catch(() => null);
  // A file naming a snapshot is `latest` as a checkout without links keeps it: kept a file.
  if (latest !== null && !latest.isSymbolicLink() && (await latestFileId(dir)) === null) {
    throw new OutDirError(
      `--out ${outDir}: ${join(dir, LATEST)} is a ${latest.isDirectory() ? 'folder' : 'file'}, where this tool keeps its link to the newest snapshot: move it away`,
    );
  }
}

/**
 * The snapshot folder `dir` is or lies in (through `latest` or any other link), or null: a crawl
 * given `--out data/snapshots/latest` wrote its snapshot, and a `latest` of its own, inside the
 * newest snapshot of the archive.
 */
async function snapshotHolding(dir: string): Promise<{ folder: string; itself: boolean } | null> {
  const existing = await nearestExisting(dir);
  // A link that leads nowhere is left to the mkdir below to say so.
  const real = await realpath(existing).catch(() => existing);
  for (let folder: string | null = real; folder !== null; folder = dirname(folder) === folder ? null : dirname(folder)) {
    // A snapshot's folder, or the copy of one that `latest` became (a copy that followed the link).
    if (parseSnapshotIdParts(basename(folder)) === null && basename(folder) !== LATEST) continue;
    if (await stat(join(folder, MANIFEST_FILE)).then((info) => info.isFile(), () => false)) return { folder, itself: folder === real && existing === dir };
  }
  return null;
}

/** Throws where `dir` (the folder `outDir` names) is or lies in a site this tool built. */
async function refuseSite(outDir: string, dir: string): Promise<void> {
  const site = await siteHolding(dir);
  if (site === null) return;
  throw new OutDirError(
    `--out ${outDir}: ${site === dir ? 'that is' : 'that is inside'} the site built in ${site}, which the next build replaces whole, snapshots and all: ` +
      `give a folder outside it (the default is ${DEFAULT_SNAPSHOTS_DIR})`,
  );
}

/** The folder holding a site this tool built that `dir` is or lies in (through links too), or null. */
async function siteHolding(dir: string): Promise<string | null> {
  const existing = await nearestExisting(dir);
  const real = await realpath(existing).catch(() => existing);
  for (let folder: string | null = real; folder !== null; folder = dirname(folder) === folder ? null : dirname(folder)) {
    if (await holdsBuiltSite(folder)) return folder === real && existing === dir ? dir : folder;
  }
  return null;
}

/** `path` made absolute with the links of the part of it that exists resolved: where it leads, though its end is not made yet. */
export async function realPathTo(path: string): Promise<string> {
  const absolute = resolve(path);
  const existing = await nearestExisting(absolute);
  return join(await realpath(existing).catch(() => existing), relative(existing, absolute));
}

/** `path`, or the nearest of its parents that exists. */
async function nearestExisting(path: string): Promise<string> {
  for (let at = path; ; at = dirname(at)) {
    if (dirname(at) === at || (await lstat(at).then(() => true, () => false))) return at;
  }
}

/** Why `folder` cannot be written in, or undefined where it can. */
async function accessError(folder: string): Promise<string | undefined> {
  try {
    await access(folder, constants.W_OK | constants.X_OK);
    return undefined;
  } catch (error) {
    return errorCode(error);
  }
}

/** Why a folder cannot be written, in words, for the error code `code` of `error` (its message where the code says nothing more). */
export function whyNotWritable(code: string | undefined, error: unknown): string {
  switch (code) {
    case 'EEXIST':
    case 'ENOTDIR':
      return 'not a folder (a file of that name, or on its path, is in the way)';
    case 'EACCES':
    case 'EPERM':
      return 'no permission to write there';
    case 'EROFS':
      return 'on a read-only file system';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'ENOENT':
      return 'no folder can be made there (its file system makes none: ENOENT)';
    default:
      return (error as Error).message;
  }
}
