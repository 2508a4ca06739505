// The site's output folder is replaced only by a complete site.
//
// Astro empties its output folder before it builds, so a site served from `dist/` (a
// documentation host rebuilding in place every night) was gone for the whole build, and stayed
// gone when the build failed. A build therefore goes into a fresh folder beside the output
// (`.dist.building-<pid>-s<start>-n<place>-<random>`, on the same file system) and is renamed into place once
// complete; the old site is then removed. A failed build removes only its own folder.
//
// Where a rename cannot work (the output folder is a mount point, a container volume, or its
// parent cannot be written), the site is built in a folder in the project and then put in the
// output folder's place, its contents replaced. An output on another file system than the project
// is built in the project too, then copied beside the output and swapped in: Astro moves the
// assets it bundled under the project's .astro/ into the output with a rename, which fails across
// file systems (EXDEV). A symbolic link is followed, so the folder it points to is the one replaced.
//
// The new site has the mode and group of the folder it replaces (or, for a first build, what the
// umask gives a new folder), in its folders and files too, less write for others (site-modes.ts):
// a web server reading a `root:www-data 2750` site through its group was refused once a rebuild
// left it `root:root`, and pages written under a umask of 077 were private inside a folder that
// still read 0755.
import { existsSync, readFileSync } from 'node:fs';
import { access, chmod, chown, constants, lstat, mkdir, readdir, readlink, realpath, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildWarning } from '../../src/build-warning.ts';
import { errorCode } from '../../src/snapshot/durable.ts';
import { diskFailure } from '../../src/disk-failure.ts';
import { makeFolders } from '../../src/make-folders.ts';
import { folderRefusal } from '../../src/folder-refusal.ts';
import { buildFolderOwner, ownTag, warnElsewhere } from './build-owner.ts';
import { repairSwaps, swapContents } from './contents-swap.ts';
import { copyContents } from './copy-contents.ts';
import { siteModes, worldWritableWarning } from './site-modes.ts';
import { OutputRefused } from './site-out-dir.ts';
import { UNWRITABLE, unwritableOutput, unwritableProject } from './unwritable-folders.ts';

// Errors that say the parent folder cannot hold a staging folder: build in place instead.
const NO_STAGING = new Set(['EACCES', 'EPERM', 'EROFS']);
// What a folder a build writes in answers a mkdir with that refuses --out: ENOENT too, from a folder
// that exists (a file system that makes no folders, /proc).
const REFUSING = new Set([...UNWRITABLE, 'ENOENT']);
// Errors of a rename that a folder in use or on another device refuses (Windows, mounts).
const RENAME_REFUSED = new Set(['EBUSY', 'EPERM', 'EACCES', 'EXDEV']);
// A failed build's folder is removed up to this many times, and is gone once it stays gone this long.
const REMOVE_ATTEMPTS = 5;
const STAYS_GONE_MS = 100;

/** The prefix of the staging folders of builds into `name`, each followed by its build's ownTag (`<pid>-s<start>-n<place>-`) and 8 random hex digits. */
export function stagingPrefix(name: string): string {
  return `.${name}.building-`;
}

/** The prefix of the folders the sites replaced by builds into `name` are moved to, each followed by its build's ownTag and 8 random hex digits. */
export function oldSitePrefix(name: string): string {
  return `.${name}.old-`;
}

/**
 * Clears up beside the output after builds no longer running (killed ones): their staging folders
 * go, and so do the old sites they had moved aside, but where such a build was killed between its
 * two renames and the output is missing, the old site it moved aside is put back first. Those of
 * builds on another host or in another container are left alone, and named in a warning.
 */
async function removeStale(parent: string, name: string): Promise<void> {
  await putBackOldSite(parent, name);
  const entries = (await readdir(parent)).sort();
  const ownerOf = (entry: string) => buildFolderOwner(entry, oldSitePrefix(name)) ?? buildFolderOwner(entry, stagingPrefix(name));
  for (const entry of entries) if (ownerOf(entry) === 'elsewhere') warnElsewhere(join(parent, entry));
  const oldSites = entries.filter((entry) => buildFolderOwner(entry, oldSitePrefix(name)) === 'gone');
  for (const entry of oldSites) await rm(join(parent, entry), { recursive: true, force: true });
  for (const entry of entries) {
    if (buildFolderOwner(entry, stagingPrefix(name)) === 'gone') await rm(join(parent, entry), { recursive: true, force: true });
  }
}

/**
 * Where no folder is at `name` in `parent` and a build no longer running (a killed one's) had moved
 * the site there aside, between its two renames, puts that site back (one: were there several, each
 * build that moved one aside had put a new site in its place).
 */
async function putBackOldSite(parent: string, name: string): Promise<void> {
  if (existsSync(join(parent, name))) return;
  const entries = await readdir(parent).catch(() => [] as string[]);
  const oldSite = entries.sort().find((entry) => buildFolderOwner(entry, oldSitePrefix(name)) === 'gone');
  if (oldSite !== undefined) await rename(join(parent, oldSite), join(parent, name));
}

/** What the site replacing a folder keeps of it: its mode (setgid bit and all) and its group. */
interface Kept {
  mode: number;
  gid: number;
}

/** The folder to replace: `outDir` made absolute, through a symbolic link, and what a new site keeps of it; null where nothing is at `outDir`. */
async function existingTarget(outDir: string, deviceOf: (path: string) => Promise<number>): Promise<{ path: string; isMount: boolean; exists: boolean; kept?: Kept } | null> {
  const absolute = resolve(outDir);
  let info;
  try {
    info = await lstat(absolute);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
  let path = absolute;
  if (info.isSymbolicLink()) {
    try {
      path = await realpath(absolute);
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
      // A link to a folder not made yet: the site is built where it points.
      return { path: resolve(dirname(absolute), await readlink(absolute)), isMount: false, exists: false };
    }
  }
  const target = await stat(path);
  if (!target.isDirectory()) throw new OutputRefused(`cannot build into ${outDir}: it is not a folder`);
  return { path, isMount: (await deviceOf(path)) !== (await deviceOf(dirname(path))), exists: true, kept: { mode: target.mode & 0o7777, gid: target.gid } };
}

/**
 * Removes the folder of a build that failed with `error`, and gives the error to throw: `error`
 * itself, or, where the folder could not be removed, one that says so after `error`'s message.
 * What removed it must never hide why the build failed: a folder still written to (by pages a
 * failed build rendered meanwhile) failed its removal with ENOTEMPTY, which was thrown instead.
 */
async function removeFailed(staging: string, error: unknown): Promise<unknown> {
  let why: unknown;
  // A page still being written can land in the folder while it is emptied (rm then tries again,
  // a little later each time) or make it again once it is gone: it is removed until it stays so.
  for (let attempt = 0; attempt < REMOVE_ATTEMPTS; attempt += 1) {
    try {
      await rm(staging, { recursive: true, force: true, maxRetries: 3, retryDelay: 50 });
    } catch (failure) {
      why = failure;
      continue;
    }
    await new Promise((resolve) => setTimeout(resolve, STAYS_GONE_MS));
    if (!existsSync(staging)) return error;
    why = new Error('files were written into it again as it was removed');
  }
  const message = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));
  return new Error(`${message(error)} (and the unfinished site in ${staging} could not be removed: ${message(why)})`, { cause: error });
}

/**
 * Where a build is in putting its site in place, for a signal handler: renaming (the site moved
 * aside and the new one not yet in its place: a stop waits), placed (the new site is in place and
 * the old one, in `old` where there was one, is being removed), broken (a swap of a folder's
 * contents failed and could not be undone: the next build repairs it), or done.
 */
export type SwapState = { phase: 'renaming' } | { phase: 'placed'; old: string | null } | { phase: 'broken' } | { phase: 'done' };

/**
 * Repairs what a build killed while it swapped the contents of `outDir` left inside it
 * (contents-swap.ts), so that the folder holds one site whole again before it is checked.
 */
export async function repairOutput(outDir: string, onWait?: () => void): Promise<void> {
  const existing = await existingTarget(outDir, statDevice).catch(() => null);
  if (existing?.exists === true) await repairSwaps(existing.path, onWait);
}

/**
 * Puts back the site a build killed between the two renames that swap the sites had moved aside,
 * where no folder is at `outDir`: a build's first step, so that one failing before it renders (its
 * snapshot not found, a wrong key in the configuration) leaves the old site served, where only a
 * build that got as far as placing its own put it back. Failing, it leaves that to placeBuilt.
 */
export async function putBackOutput(outDir: string): Promise<void> {
  try {
    const existing = await existingTarget(outDir, statDevice);
    if (existing?.exists === true) return;
    const target = existing?.path ?? resolve(outDir);
    await putBackOldSite(dirname(target), basename(target));
  } catch {
    // Another build put it back at the same moment, or the folder cannot be read: placeBuilt tries again, and says why.
  }
}

/** The error code that says `folder`, or the nearest of its parents that exists, cannot be written in by this user; null where it can. */
async function writeRefusal(folder: string): Promise<string | null> {
  for (let at = folder; ; at = dirname(at)) {
    try {
      await access(at, constants.W_OK | constants.X_OK);
    } catch (error) {
      const code = errorCode(error) ?? 'EACCES';
      if (code !== 'ENOENT' || dirname(at) === at) return code;
      continue;
    }
    // Where access says yes, a folder is made: root's access always passes, and /proc or /sys refuse it all the same.
    return folderRefusal(at);
  }
}

/**
 * Throws OutputNotWritable where a build into `outDir` could write neither beside it (its staging
 * folder, renamed into place) nor in it (the swap of a mount point's contents, or of a folder whose
 * parent cannot be written, and its lock): said at once, where the build rendered every page and
 * then failed. Other trouble with `outDir` (a file in the way) is left to the checks that say it.
 */
export async function checkOutputWritable(outDir: string, deviceOf = statDevice): Promise<void> {
  const existing = await existingTarget(outDir, deviceOf).catch(() => undefined);
  if (existing === undefined) return;
  const target = existing?.path ?? resolve(outDir);
  const place = { target, parent: dirname(target), exists: existing?.exists === true, mount: existing?.isMount === true };
  if (!place.mount) {
    const beside = await writeRefusal(place.parent);
    if (beside === null || !REFUSING.has(beside)) return;
    if (!place.exists) throw unwritableOutput(outDir, place, beside);
  }
  const inside = await writeRefusal(target);
  if (inside !== null && REFUSING.has(inside)) throw unwritableOutput(outDir, place, inside);
}

/**
 * A folder of a build in the project's checkout `buildRoot` (makeFolder's), made `because` the
 * site cannot be built beside --out; a checkout that cannot be written is said to be the cause.
 */
async function makeProjectFolder(buildRoot: string, name: string, because: string, orElse: string, announce: (folder: string) => void): Promise<string> {
  return makeFolder(buildRoot, name, undefined, undefined, announce).catch((error: unknown) => {
    const code = errorCode(error) ?? '';
    throw UNWRITABLE.has(code) ? unwritableProject(buildRoot, code, because, orElse, error) : error;
  });
}

/** How buildStaged builds and where it tells of it. */
export interface StagedOptions {
  /** Hears of the folders this build would leave unfinished (empty once none), for a build stopped by a signal to remove. */
  onStaging?: (folders: readonly string[]) => void;
  /** Hears where the swap is (SwapState). */
  onSwap?: (state: SwapState) => void;
  /**
   * A folder on the file system the build must write on (the project's: Astro renames its assets
   * from the project's .astro/ into the output, and a rename cannot cross file systems). An output
   * on another one is built in a folder here, then copied beside the output and swapped in.
   */
  buildRoot?: string;
  /** The device a path is on (stat's dev); tests give their own. */
  deviceOf?: (path: string) => Promise<number>;
  /** Told once, where another build holds the swap lock of an output whose contents are replaced (contents-swap.ts). */
  onWait?: () => void;
  /** Gives a path a group (chown with the owner left as it is); tests give their own, to be refused. */
  changeGroup?: (path: string, gid: number) => Promise<void>;
  /**
   * Paths in the site below its top entries that the build copied with modes of their own (the
   * files public/ holds in folders, `.well-known/security.txt` say): looked at with the top entries
   * before the site's modes are settled, so that such a file does not keep its checkout's mode.
   */
  copiedDeeper?: readonly string[];
}

const statDevice = async (path: string) => (await stat(path)).dev;
const chownGroup = (path: string, gid: number) => chown(path, -1, gid);

/**
 * Runs `build` with a fresh folder and puts the result in place of `outDir` once `build`
 * resolved; on failure `outDir` stays as it was. The folder is beside `outDir`, or, where that
 * is on another file system than `buildRoot`, in `buildRoot` (the site is then copied beside
 * `outDir`). Where no folder can be made beside `outDir`, or it is a mount point, its contents are
 * replaced by the new site's once it is built (in place, as Astro does, without `buildRoot`).
 */
export async function buildStaged(outDir: string, build: (dir: string) => Promise<void>, options: StagedOptions = {}): Promise<void> {
  await placeBuilt(outDir, build, options);
  // Said once the site is in place: a folder the build could not take write for others from (a
  // mount point, whose mode stays; a disk without modes) lets anyone add to the site, and on a
  // disk without modes its pages stay writable by anyone too (its front page tells).
  const pageMode = await stat(join(outDir, 'index.html')).then((page) => page.mode, () => undefined);
  const warning = worldWritableWarning(resolve(outDir), (await stat(outDir)).mode, pageMode);
  if (warning !== null) buildWarning(warning);
}

/** buildStaged's build, and the new site put in place. */
async function placeBuilt(outDir: string, build: (dir: string) => Promise<void>, options: StagedOptions): Promise<void> {
  const { onStaging, onSwap, buildRoot, deviceOf = statDevice, changeGroup = chownGroup } = options;
  let existing = await existingTarget(outDir, deviceOf);
  const target = existing?.path ?? resolve(outDir);
  const parent = dirname(target);
  const name = basename(target);
  if (existing?.isMount) return buildContents(target, name, true, build, options);
  let staging: string;
  try {
    await makeFolders(parent);
    await removeStale(parent, name);
    // A site put back there is the one to replace.
    if (existing?.exists !== true) existing = await existingTarget(target, deviceOf);
    staging = await makeFolder(parent, name, existing?.kept, undefined, (folder) => onStaging?.([folder]), changeGroup);
  } catch (error) {
    onStaging?.([]);
    if (!NO_STAGING.has(errorCode(error) ?? '')) throw error;
    return buildContents(target, name, false, build, options);
  }
  const elsewhere = buildRoot !== undefined && (await deviceOf(parent)) !== (await deviceOf(buildRoot));
  await buildFolder(staging, elsewhere ? buildRoot : null, name, build, onStaging);
  try {
    const info = await stat(staging);
    const top = { mode: siteModes(info.mode).folder, gid: info.gid };
    // A first build's folder, where the umask leaves write for others (000, 002).
    if ((info.mode & 0o7777) !== top.mode) await chmod(staging, top.mode);
    await settleModes(staging, top, keepingGroup(target, top, changeGroup), options.copiedDeeper);
  } catch (error) {
    throw await removeFailed(staging, error);
  }
  if (existing === null || !existing.exists) {
    try {
      await rename(staging, target);
    } catch (error) {
      // Another build put a site there meanwhile (one of another checkout, which holds its own build
      // lock): that one stays. It said only `ENOTEMPTY: directory not empty, rename '…' -> '…'`.
      const taken = errorCode(error) === 'ENOTEMPTY' || errorCode(error) === 'EEXIST';
      throw await removeFailed(staging, taken ? new Error(
        `${target} was made while this build ran (by another build into it, of another checkout, say), and is left as it is: ` +
          'build again once that one has ended, to replace it', { cause: error },
      ) : error);
    }
    onSwap?.({ phase: 'placed', old: null });
    return;
  }
  const old = join(parent, `${oldSitePrefix(name)}${ownTag()}${randomBytes(4).toString('hex')}`);
  // Between the two renames there is no site at `outDir`: a stop waits for them (build.ts).
  onSwap?.({ phase: 'renaming' });
  try {
    try {
      await rename(target, old);
    } catch (error) {
      if (!RENAME_REFUSED.has(errorCode(error) ?? '')) throw await removeFailed(staging, error);
      // The folder may not be renamed (served on Windows, or a bind mount its parent cannot tell
      // from a folder): the new site takes the place of its contents instead.
      onSwap?.({ phase: 'done' });
      await swapContents(target, staging, { ...(onStaging ? { onStaging } : {}), ...(onSwap ? { onSwap } : {}), ...(options.onWait ? { onWait: options.onWait } : {}), deviceOf });
      return;
    }
    try {
      await rename(staging, target);
    } catch (error) {
      // Something took the name meanwhile: the old site goes back, the new one is given up.
      await rename(old, target).catch(() => {});
      throw await removeFailed(staging, error);
    }
    onSwap?.({ phase: 'placed', old });
    await rm(old, { recursive: true, force: true });
  } finally {
    onSwap?.({ phase: 'done' });
  }
}

/**
 * A fresh folder for a build into `name`, in `parent` (named with `prefix`: a staging folder's, or
 * an old site's). Not mkdtemp: its folder is private (0700),
 * and renamed into place it locked out the web server serving the site as another user. mkdir
 * gives what the umask allows (0755, mostly); a folder replaced keeps the mode and group it had
 * (`root:www-data 2750` for a web server reading it through its group, say), or, where this user
 * may not give it that group, its mode with a warning. `announce` hears its name before it is made.
 */
async function makeFolder(
  parent: string, name: string, kept?: Kept, prefix = stagingPrefix(name), announce?: (folder: string) => void, changeGroup = chownGroup,
): Promise<string> {
  const folder = join(parent, `${prefix}${ownTag()}${randomBytes(4).toString('hex')}`);
  // Told before it is made: a stop between the two (a signal, under load) left it behind, unknown
  // to the build that removes its folders on the way out.
  announce?.(folder);
  await mkdir(folder);
  if (kept === undefined) return folder;
  await keepGroup(folder, join(parent, name), kept, changeGroup);
  // After chown, which can clear the setgid bit; a setgid folder gives its group to what is written in it.
  await chmod(folder, siteModes(kept.mode).folder);
  return folder;
}

/**
 * Gives `folder` the group `kept` has (the one of the site at `site`, which it is to replace),
 * or, where this user may not (not in that group), says so in a warning naming both groups.
 */
async function keepGroup(folder: string, site: string, kept: Kept, changeGroup: (path: string, gid: number) => Promise<void>): Promise<void> {
  if ((await stat(folder)).gid !== kept.gid) await keepingGroup(site, kept, changeGroup)(folder, kept.gid);
}

/**
 * `changeGroup`, which, where this user may not give a path of the site at `site` the group
 * `kept` has (not in that group), says so once, naming both groups, and leaves the group as it is.
 */
function keepingGroup(site: string, kept: Kept, changeGroup: (path: string, gid: number) => Promise<void>): (path: string, gid: number) => Promise<void> {
  let warned = false;
  return async (path, gid) => {
    try {
      await changeGroup(path, gid);
    } catch (error) {
      if (errorCode(error) !== 'EPERM') throw error;
      if (warned) return;
      warned = true;
      const made = (await stat(path)).gid;
      buildWarning(
        `the site's folder ${site} belongs to group ${groupName(kept.gid)}, which this user is not in: ` +
          `the new site has group ${groupName(made)} with the folder's mode (${kept.mode.toString(8).padStart(4, '0')}), ` +
          `so what read it through group ${groupName(kept.gid)} (a web server) may be refused; build as a member of ${groupName(kept.gid)}, or give the folder its group again`,
      );
    }
  };
}

/** A group's name, from /etc/group, with its number; the number alone where it is not listed there. */
function groupName(gid: number): string {
  let listed: string | undefined;
  try {
    listed = readFileSync('/etc/group', 'utf8').split('\n').map((line) => line.split(':')).find((fields) => fields[2] === String(gid))?.[0];
  } catch {
    // No /etc/group (not Linux, or a bare container): the number says it.
  }
  return listed ? `${listed} (${gid})` : String(gid);
}

/**
 * Gives every folder of the site in `site` the mode of `top` (its setgid bit, not its sticky or
 * setuid one), every file that mode less the execute bits, neither writable by others
 * (siteModes), and both its group, where what the
 * build wrote differs: pages get what the build's umask allows and the builder's group, and Astro
 * copies public/ with the modes of the checkout's files. Only the site's top entries, and the files
 * public/ holds in folders (`copiedDeeper`), are looked at first, so that the common case (umask
 * 022, a 0755 folder) walks none of a large site's tens of thousands of files.
 */
async function settleModes(site: string, top: Kept, changeGroup: (path: string, gid: number) => Promise<void>, copiedDeeper: readonly string[] = []): Promise<void> {
  const { folders: folderMode, files: fileMode } = siteModes(top.mode);
  const wanted = (entry: { isDirectory: () => boolean }) => (entry.isDirectory() ? folderMode : fileMode);
  // A page may have taken the path of a file copied deeper: what is not there is not looked at.
  const deeper = await Promise.all(copiedDeeper.map((path) => lstat(join(site, path)).catch(() => null)));
  const entries = [...await Promise.all((await readdir(site)).map((entry) => lstat(join(site, entry)))), ...deeper.filter((entry) => entry !== null)];
  if (entries.every((entry) => entry.isSymbolicLink() || ((entry.mode & 0o7777) === wanted(entry) && entry.gid === top.gid))) return;
  const settle = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isSymbolicLink()) continue;
      const info = await lstat(path);
      // The folder's group is this user's or was given by this user, who may give it to files of its own.
      if (info.gid !== top.gid) await changeGroup(path, top.gid);
      // After chown, which can clear the setgid bit.
      if ((info.mode & 0o7777) !== wanted(entry) || info.gid !== top.gid) await chmod(path, wanted(entry));
      if (entry.isDirectory()) await settle(path);
    }
  };
  await settle(site);
}


/**
 * Gives a failed write of the site for the disk's sake that names no file (Astro's page writes:
 * `ENOSPC: no space left on device, write`) the folder it was building in as its `path`, which the
 * build's line names: a site for an --out on another disk is built in the project first, and it
 * was the project's disk that was full, where the line said only `writing the site`.
 */
function namePlace(error: unknown, folder: string): void {
  if (diskFailure(error) === null || typeof error !== 'object' || error === null) return;
  const { path, dest } = error as { path?: unknown; dest?: unknown };
  // An error that cannot take it (frozen) keeps its own words: that failure must not hide why the build failed.
  if (typeof path !== 'string' && typeof dest !== 'string' && Object.isExtensible(error)) Object.assign(error, { path: folder });
}

/**
 * Builds the site in `staging`: there, or, given `buildRoot`, in a folder of its own in
 * `buildRoot`, then copied into `staging`. On failure every folder it made, `staging` too, is
 * removed and the build's error thrown.
 */
async function buildFolder(
  staging: string, buildRoot: string | null, name: string, build: (dir: string) => Promise<void>, onStaging?: (folders: readonly string[]) => void,
): Promise<void> {
  let local: string | null = null;
  try {
    if (buildRoot !== null) {
      await removeStale(buildRoot, name);
      local = await makeProjectFolder(
        buildRoot, name, 'when --out is on another file system (Astro moves its files there from the project\'s .astro/ by renaming them)', '',
        (folder) => onStaging?.([staging, folder]),
      );
    }
    await build(local ?? staging);
    if (local !== null) await copyContents(local, staging);
  } catch (error) {
    namePlace(error, local ?? staging);
    if (local !== null) await removeFailed(local, error);
    throw await removeFailed(staging, error);
  } finally {
    // From here the folder is the site, or renamed away, or gone.
    onStaging?.([]);
  }
  if (local !== null) await rm(local, { recursive: true, force: true });
}

/**
 * Builds a site whose folder cannot be swapped (a mount point, or in a parent that cannot be
 * written) in a folder in `buildRoot`, so that the folder keeps the site it had until the new one
 * is complete, then puts the new site in place of its contents (contents-swap.ts). Without
 * `buildRoot` it is built in the folder itself. `mount` where it is a mount point (else its parent
 * cannot be written).
 */
async function buildContents(target: string, name: string, mount: boolean, build: (dir: string) => Promise<void>, options: StagedOptions): Promise<void> {
  const { buildRoot, onStaging, onSwap, deviceOf = statDevice, changeGroup = chownGroup } = options;
  if (buildRoot === undefined) return build(target);
  // Made first: where it cannot be (a read-only parent), the build fails at once, not once every
  // page is rendered. Not recursive: Node's recursive mkdir says ENOENT where a parent is read-only.
  await mkdir(target).catch((error: unknown) => {
    if (errorCode(error) !== 'EEXIST') throw new Error(`cannot build into ${target}: ${(error as Error).message}`, { cause: error });
  });
  await removeStale(buildRoot, name);
  // A swap a killed build left half done is put right first: the folder serves one site whole while this one builds.
  await repairSwaps(target, options.onWait);
  const local = mount
    ? await makeProjectFolder(buildRoot, name, 'when --out is a mount point, whose contents it then swaps', '', (folder) => onStaging?.([folder]))
    : await makeProjectFolder(
      buildRoot, name, `when it cannot put it beside --out (in ${dirname(target)}, which this user may not write in)`, `, or let it write in ${dirname(target)}`,
      (folder) => onStaging?.([folder]),
    );
  try {
    await build(local);
  } catch (error) {
    namePlace(error, local);
    onStaging?.([]);
    throw await removeFailed(local, error);
  }
  // The folder stays, with its mode and group: the site put in it takes them.
  const kept = await stat(target);
  const top = { mode: kept.mode & 0o7777, gid: kept.gid };
  const settle = (incoming: string) => settleModes(incoming, top, keepingGroup(target, top, changeGroup), options.copiedDeeper);
  await swapContents(target, local, { ...(onStaging ? { onStaging } : {}), ...(onSwap ? { onSwap } : {}), ...(options.onWait ? { onWait: options.onWait } : {}), deviceOf, settle });
}
