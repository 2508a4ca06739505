// A new site put in place of an old one inside a folder that cannot itself be renamed: a mount
// point (a container volume, a bind mount), or a folder in a parent the build may not write.
//
// The new site first goes into a folder inside the output (`.<name>.incoming-<tag>`), moved there
// or, from another file system, copied: a disk without room for both sites fails then, the old one
// still in place. Then the two are swapped by renames within the output, in two steps that each
// leave a state the next build can recognise and repair, should this one be killed:
//   1. every entry of the old site moves into `.<name>.outgoing-<tag>`, which, once it holds them
//      all, is renamed `.<name>.replaced-<tag>`;
//   2. every entry of the new site moves from the incoming folder into the output.
// Killed in step 1, the old site is put back; in step 2, the new one is completed. The tag is
// the build's process and start (ownTag) and a random part, shared by its three folders.
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { errorCode } from '../../src/snapshot/durable.ts';
import { leftByDeadBuild, ownTag } from './build-owner.ts';
import type { SwapState } from './staged-output.ts';

const INCOMING = 'incoming';
const OUTGOING = 'outgoing';
const REPLACED = 'replaced';

/** The prefix of a swap's folder of `kind` inside the output folder `name`. */
function prefix(name: string, kind: string): string {
  return `.${name}.${kind}-`;
}

/** Whether `entry`, inside the output folder `name`, is one of the folders a swap makes there. */
export function isSwapFolder(name: string, entry: string): boolean {
  return [INCOMING, OUTGOING, REPLACED].some((kind) => entry.startsWith(prefix(name, kind)));
}

/** What a swap tells of its progress: the folders a stop must remove, and where the swap is. */
export interface SwapHooks {
  onStaging?: (folders: readonly string[]) => void;
  onSwap?: (state: SwapState) => void;
  /** The device a path is on (stat's dev); tests give their own. */
  deviceOf?: (path: string) => Promise<number>;
}

/**
 * Puts the complete site in `built` (a folder anywhere) in place of the contents of `target`,
 * whose last path segment is `name`. On failure `target` holds the old site, and `built` and every
 * folder the swap made are gone.
 */
export async function swapContents(target: string, name: string, built: string, hooks: SwapHooks = {}): Promise<void> {
  const { onStaging, onSwap, deviceOf = async (path: string) => (await stat(path)).dev } = hooks;
  const tag = `${ownTag()}${randomBytes(4).toString('hex')}`;
  const incoming = join(target, `${prefix(name, INCOMING)}${tag}`);
  const outgoing = join(target, `${prefix(name, OUTGOING)}${tag}`);
  const replaced = join(target, `${prefix(name, REPLACED)}${tag}`);
  onStaging?.([built, incoming]);
  const copy = async () => {
    await mkdir(incoming);
    for (const entry of await readdir(built)) await cp(join(built, entry), join(incoming, entry), { recursive: true, errorOnExist: true, force: false });
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
    await mkdir(outgoing);
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    await rm(built, { recursive: true, force: true });
    onStaging?.([]);
    throw error;
  }
  onStaging?.([incoming]);
  // Between the two steps the folder holds neither site whole: a stop waits for them (build.ts).
  onSwap?.({ phase: 'renaming' });
  try {
    const movedOut: string[] = [];
    try {
      for (const entry of await readdir(target)) {
        // This swap's folders, and those of a build running elsewhere, are no part of the old site.
        if (isSwapFolder(name, entry)) continue;
        await rename(join(target, entry), join(outgoing, entry));
        movedOut.push(entry);
      }
      await rename(outgoing, replaced);
    } catch (error) {
      for (const entry of movedOut) await rename(join(outgoing, entry), join(target, entry)).catch(() => {});
      await rm(outgoing, { recursive: true, force: true });
      await rm(incoming, { recursive: true, force: true });
      throw error;
    }
    const movedIn: string[] = [];
    try {
      for (const entry of await readdir(incoming)) {
        await rename(join(incoming, entry), join(target, entry));
        movedIn.push(entry);
      }
    } catch (error) {
      // The new site's entries go back out, the old site's back in.
      for (const entry of movedIn) await rename(join(target, entry), join(incoming, entry)).catch(() => {});
      for (const entry of await readdir(replaced).catch(() => [])) await rename(join(replaced, entry), join(target, entry)).catch(() => {});
      await rm(replaced, { recursive: true, force: true });
      await rm(incoming, { recursive: true, force: true });
      throw error;
    }
    onSwap?.({ phase: 'placed', old: replaced });
    await rm(incoming, { recursive: true, force: true });
    onStaging?.([]);
    await rm(replaced, { recursive: true, force: true });
  } finally {
    onSwap?.({ phase: 'done' });
  }
}

/**
 * Repairs what swaps of builds no longer running (killed ones) left inside `target`: one killed
 * while it moved the old site out gets it back; one killed while it moved the new site in gets it
 * completed; their folders go. Folders of running builds, and everything else, stay.
 */
export async function repairSwaps(target: string, name: string): Promise<void> {
  const entries = await readdir(target).catch(() => [] as string[]);
  for (const entry of entries) {
    if (leftByDeadBuild(entry, prefix(name, OUTGOING))) {
      // Step 1: only the old site's entries are in the output, the rest aside: they go back.
      const aside = join(target, entry);
      for (const moved of await readdir(aside)) await rename(join(aside, moved), join(target, moved));
      await rm(aside, { recursive: true, force: true });
      await rm(join(target, `${prefix(name, INCOMING)}${entry.slice(prefix(name, OUTGOING).length)}`), { recursive: true, force: true });
    } else if (leftByDeadBuild(entry, prefix(name, REPLACED))) {
      // Step 2: only the new site's entries are in the output, the rest still incoming: they follow.
      const incoming = join(target, `${prefix(name, INCOMING)}${entry.slice(prefix(name, REPLACED).length)}`);
      for (const moved of await readdir(incoming).catch(() => [] as string[])) await rename(join(incoming, moved), join(target, moved));
      await rm(incoming, { recursive: true, force: true });
      await rm(join(target, entry), { recursive: true, force: true });
    }
  }
  // A copy that never got as far as a swap.
  for (const entry of await readdir(target).catch(() => [] as string[])) {
    if (leftByDeadBuild(entry, prefix(name, INCOMING))) await rm(join(target, entry), { recursive: true, force: true });
  }
}
