// A new site put in place of an old one inside a folder that cannot itself be renamed: a mount
// point (a container volume, a bind mount), or a folder in a parent the build may not write.
//
// The new site first goes into a folder inside the output (`.atlas-swap.incoming-<tag>`), moved
// there or, from another file system, copied: a disk without room for both sites fails then, the
// old one still in place. Then the two are swapped by renames within the output, in two steps
// whose folders tell the next build what to repair, should this one be killed:
//   1. every entry of the old site moves into `.atlas-swap.outgoing-<tag>`, which, once it holds
//      them all, is renamed `.atlas-swap.replaced-<tag>`;
//   2. every entry of the new site moves from the incoming folder into the output.
// Found in step 1, the old site is put back; in step 2, the new one is completed. A failed rename
// is undone the same way, by the same two rules, so that a build killed while it undoes one, or
// one whose undoing fails too, leaves what the next repairs.
//
// All of it happens holding a lock file in the output (`.atlas-swap.lock`, build-lock.ts), so
// that two builds sharing the folder (two containers on one volume, two checkouts of the project)
// take turns, and whatever swap folders the holder finds are a dead build's, whatever its host.
// The names do not depend on the path the folder was reached by (a bind mount has two).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { errorCode } from '../../src/snapshot/durable.ts';
import { lowerLayerRename } from '../../src/lower-layer-rename.ts';
import { ownTag } from './build-owner.ts';
import { withBuildLock } from './build-lock.ts';
import { copyContents } from './copy-contents.ts';
import type { SwapState } from './staged-output.ts';

const PREFIX = '.atlas-swap.';
const INCOMING = `${PREFIX}incoming-`;
const OUTGOING = `${PREFIX}outgoing-`;
const REPLACED = `${PREFIX}replaced-`;
const LOCK = `${PREFIX}lock`;

/** The swap lock of the output folder `outDir`. */
export function swapLockPath(outDir: string): string {
  return join(outDir, LOCK);
}

/** Whether `entry`, inside an output folder, is one of the files a swap makes there (its folders and its lock). */
export function isSwapEntry(entry: string): boolean {
  return entry.startsWith(PREFIX);
}

/**
 * The folder an ext2/3/4 file system holds at its root (root's, 0700, made again by e2fsck): a
 * volume mounted as the output has it beside the site. It is the file system's, not the site's:
 * the swap leaves it where it is, and the build does not take it for other things in the folder.
 */
export const LOST_AND_FOUND = 'lost+found';

/** Whether the swap leaves `entry` of the output folder where it is: its own files, and the file system's lost+found. */
function staysPut(entry: string): boolean {
  return isSwapEntry(entry) || entry === LOST_AND_FOUND;
}

/** What a swap tells of its progress: the folders a stop must remove, and where the swap is. */
export interface SwapHooks {
  onStaging?: (folders: readonly string[]) => void;
  onSwap?: (state: SwapState) => void;
  /** Told once, where another build holds the folder's swap lock. */
  onWait?: () => void;
  /** The device a path is on (stat's dev); tests give their own. */
  deviceOf?: (path: string) => Promise<number>;
  /** Runs on the new site once it is in `target` (in a folder of its own there), before the swap: its modes and group are set (staged-output.ts). */
  settle?: (incoming: string) => Promise<void>;
}

/**
 * Puts the complete site in `built` (a folder anywhere) in place of the contents of `target`. On
 * failure `target` holds the old site (or, where undoing a failed rename failed too, what the next
 * build's repair puts right), and `built` is gone.
 */
export async function swapContents(target: string, built: string, hooks: SwapHooks = {}): Promise<void> {
  const { onWait, onStaging } = hooks;
  // The built site is the build's to remove on a stop while it waits for the lock, and gone where the lock cannot be had.
  onStaging?.([built]);
  let locked = false;
  try {
    await withBuildLock(join(target, LOCK), async () => {
      locked = true;
      await repairUnlocked(target);
      await swapLocked(target, built, hooks);
    }, onWait ? { onWait: () => onWait() } : {});
  } catch (error) {
    if (!locked) {
      await rm(built, { recursive: true, force: true });
      onStaging?.([]);
    }
    throw error;
  }
}

/** Repairs what swaps of builds killed while they swapped left inside `target`, where any did. */
export async function repairSwaps(target: string, onWait?: () => void): Promise<void> {
  const entries = await readdir(target).catch(() => [] as string[]);
  if (!entries.some((entry) => entry.startsWith(INCOMING) || entry.startsWith(OUTGOING) || entry.startsWith(REPLACED))) return;
  await withBuildLock(join(target, LOCK), () => repairUnlocked(target), onWait ? { onWait: () => onWait() } : {});
}

async function swapLocked(target: string, built: string, hooks: SwapHooks): Promise<void> {
  const { onStaging, onSwap, deviceOf = async (path: string) => (await stat(path)).dev } = hooks;
  const tag = `${ownTag()}${randomBytes(4).toString('hex')}`;
  const incoming = join(target, `${INCOMING}${tag}`);
  const outgoing = join(target, `${OUTGOING}${tag}`);
  const replaced = join(target, `${REPLACED}${tag}`);
  onStaging?.([built, incoming]);
  const copy = async () => {
    await mkdir(incoming);
    await copyContents(built, incoming);
    await rm(built, { recursive: true, force: true });
  };
  try {
    if ((await deviceOf(built)) !== (await deviceOf(target))) await copy();
    else {
      try {
        await rename(built, incoming);
      } catch (error) {
        // Another mount of the same file system (a bind mount): copied too.
        if (errorCode(error) !== 'EXDEV') throw error;
        await copy();
      }
    }
    // Here, not on the built site: a copy from another file system gives the files this user's group.
    await hooks.settle?.(incoming);
    await mkdir(outgoing);
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    await rm(built, { recursive: true, force: true });
    await rm(outgoing, { recursive: true, force: true });
    onStaging?.([]);
    throw error;
  }
  // From here the incoming folder is the swap's journal as much as the new site: a stop waits for
  // the swap to end (build.ts), and does not remove it.
  onStaging?.([]);
  onSwap?.({ phase: 'renaming' });
  let broken = false;
  try {
    let moving = target;
    try {
      for (const entry of await readdir(target)) {
        moving = join(target, entry);
        // The swap's own files are no part of the old site, nor is the file system's lost+found.
        if (!staysPut(entry)) await rename(moving, join(outgoing, entry));
      }
      moving = outgoing;
      await rename(outgoing, replaced);
    } catch (error) {
      // Step 1 failed: the old site goes back.
      await putOldBack(target, outgoing, incoming).catch(keepFor(error));
      // A folder of the old site that cannot be moved (a container image's) fails every build there alike: said with what to do.
      const why = lowerLayerRename(error, moving);
      if (why !== null) throw new Error(`cannot put the new site in ${target}: ${why}; the old site there is as it was: build into a new --out (a volume, or a folder the image does not hold)`, { cause: error });
      throw error;
    }
    try {
      for (const entry of await readdir(incoming)) await rename(join(incoming, entry), join(target, entry));
    } catch (error) {
      // Step 2 failed: the new site goes back out, and then, its journal turned back into step
      // 1's, the old one back in.
      for (const entry of await readdir(target)) {
        if (!staysPut(entry)) await rename(join(target, entry), join(incoming, entry)).catch(keepFor(error));
      }
      await rename(replaced, outgoing).catch(keepFor(error));
      await putOldBack(target, outgoing, incoming).catch(keepFor(error));
      throw error;
    }
    onSwap?.({ phase: 'placed', old: replaced });
    await rm(incoming, { recursive: true, force: true });
    await rm(replaced, { recursive: true, force: true });
  } catch (error) {
    broken = error instanceof SwapLeftError;
    throw error;
  } finally {
    onSwap?.(broken ? { phase: 'broken' } : { phase: 'done' });
  }
}

/** A swap that failed, and whose undoing failed too: its folders are left as they were, for the next build's repair. */
class SwapLeftError extends Error {}

/**
 * Undoing a failed rename failed too: the swap stops where it is, its folders as they are, which
 * the next build's repair reads by the same rules; the failure thrown is the first one.
 */
function keepFor(first: unknown): (failure: unknown) => never {
  return (failure: unknown) => {
    throw new SwapLeftError(`${(first as Error).message} (and undoing the swap failed: ${(failure as Error).message}; the next build repairs it)`, { cause: first });
  };
}

/** Step 1 undone: the old site's entries back from `outgoing`, then the swap's folders removed; stops, keeping them, where a rename fails. */
async function putOldBack(target: string, outgoing: string, incoming: string): Promise<void> {
  for (const entry of await readdir(outgoing).catch(() => [] as string[])) await rename(join(outgoing, entry), join(target, entry));
  await rmdir(outgoing).catch((error: unknown) => {
    if (errorCode(error) !== 'ENOENT') throw error;
  });
  await rm(incoming, { recursive: true, force: true });
}

/**
 * Repairs every swap found inside `target`, holding its lock (so none is running): one in step 1
 * gets the old site back; one in step 2 gets the new site completed; incoming copies that never
 * got as far go.
 */
async function repairUnlocked(target: string): Promise<void> {
  const entries = await readdir(target);
  const tagOf = (entry: string, prefix: string) => entry.slice(prefix.length);
  for (const entry of entries.filter((name) => name.startsWith(OUTGOING))) {
    await putOldBack(target, join(target, entry), join(target, `${INCOMING}${tagOf(entry, OUTGOING)}`));
  }
  for (const entry of entries.filter((name) => name.startsWith(REPLACED))) {
    // Only the new site's entries are in the folder, the rest still incoming: they follow.
    const incoming = join(target, `${INCOMING}${tagOf(entry, REPLACED)}`);
    for (const moved of await readdir(incoming).catch(() => [] as string[])) await rename(join(incoming, moved), join(target, moved));
    await rm(incoming, { recursive: true, force: true });
    await rm(join(target, entry), { recursive: true, force: true });
  }
  for (const entry of await readdir(target)) {
    if (entry.startsWith(INCOMING)) await rm(join(target, entry), { recursive: true, force: true });
  }
}
