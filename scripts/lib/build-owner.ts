// Which build a folder of a build belongs to, and whether that build is still running: each
// build names its folders after its process (ownTag), so that one a killed build left is known
// for its and removed, and one a running build uses is left alone.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ownerIsGone, processIsAlive, processStart } from '../../src/snapshot/temp-owner.ts';

/**
 * What follows the prefix of this build's folders: its pid and, on Linux, when its process started
 * (`<pid>-s<start>-`), so that a folder of a killed build is told from this one's where a
 * container gives every run's build the same pid (1, often).
 */
export function ownTag(): string {
  const start = processStart(process.pid);
  return start === null ? `${process.pid}-` : `${process.pid}-s${start}-`;
}

/** Whether a folder named `<prefix><pid>-[s<start>-]…` was left by a build no longer running. */
export function leftByDeadBuild(entry: string, prefix: string, startOf: (pid: number) => string | null = processStart): boolean {
  if (!entry.startsWith(prefix)) return false;
  const [pidText, second] = entry.slice(prefix.length).split('-');
  const pid = Number(pidText);
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  const start = second !== undefined && /^s\d+$/.test(second) ? second.slice(1) : undefined;
  // No process of its pid, or one that started at another time (its pid used again); a folder of
  // this process's pid without a start is taken for this build's own.
  return ownerIsGone({ host: '', pid, ...(start === undefined ? {} : { start }) }, '', processIsAlive, startOf);
}

/** Removes the folders named `<prefix><pid>-…` (ownTag) in `parent` that builds no longer running left (killed ones). */
export async function removeDeadBuildFolders(parent: string, prefix: string): Promise<void> {
  const entries = await readdir(parent).catch(() => []);
  for (const entry of entries) {
    // One another user's build left in a shared temp folder may not be removable: it stays.
    if (leftByDeadBuild(entry, prefix)) await rm(join(parent, entry), { recursive: true, force: true }).catch(() => {});
  }
}

