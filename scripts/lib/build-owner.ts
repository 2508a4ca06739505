// Which build a folder of a build belongs to, and whether that build is still running: each
// build names its folders after its process (ownTag), so that one a killed build left is known
// for its and removed, and one a running build uses is left alone. The name also says where the
// build runs (a hash of its host and pid namespace, as temp-owner.ts tells a crawl's): a pid
// means nothing on another host or in another container, and a build in another container
// sharing the site's parent folder took a running build's unfinished site for a dead one's and
// removed it.
import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildWarning } from '../../src/build-warning.ts';
import { shellWord } from '../../src/terminal-text.ts';
import { ownerIsGone, ownSelf, processIsAlive, processStart } from '../../src/snapshot/temp-owner.ts';

/** Where a process runs, as a folder's name says it: 8 hex digits of a hash of its host and pid namespace (temp-owner.ts's ownSelf). */
export function placeTag(owner: { host: string; ns?: string } = ownSelf()): string {
  return createHash('sha256').update(`${owner.host}\n${owner.ns ?? ''}`).digest('hex').slice(0, 8);
}

/**
 * What follows the prefix of this build's folders: its pid, on Linux when its process started, and
 * where it runs (`<pid>-s<start>-n<place>-`), so that a folder of a killed build is told from this
 * one's where a container gives every run's build the same pid (1, often), and one of a build on
 * another host or in another container is not judged by a pid of its own.
 */
export function ownTag(): string {
  const start = processStart(process.pid);
  return `${process.pid}-${start === null ? '' : `s${start}-`}n${placeTag()}-`;
}

/**
 * Whose a folder named `<prefix><pid>-[s<start>-][n<place>-]…` is: null where it is not one (another
 * prefix); 'gone' where its build is no longer running; 'running'; 'elsewhere' where its build ran
 * on another host or in another pid namespace, which this one cannot tell gone.
 */
export function buildFolderOwner(
  entry: string, prefix: string, startOf: (pid: number) => string | null = processStart, place = placeTag(),
): 'gone' | 'running' | 'elsewhere' | null {
  if (!entry.startsWith(prefix)) return null;
  const parts = entry.slice(prefix.length).split('-');
  const pid = Number(parts[0]);
  if (!Number.isSafeInteger(pid) || pid <= 0) return null;
  let next = 1;
  const start = parts[next] !== undefined && /^s\d+$/.test(parts[next]!) ? parts[next++]!.slice(1) : undefined;
  const owner = parts[next] !== undefined && /^n[0-9a-f]{8}$/.test(parts[next]!) ? parts[next]!.slice(1) : undefined;
  // A folder named without a place (by a version before this one) is judged by its pid alone, as it was.
  if (owner !== undefined && owner !== place) return 'elsewhere';
  // No process of its pid, or one that started at another time (its pid used again); a folder of
  // this process's pid without a start is taken for this build's own.
  return ownerIsGone({ host: '', pid, ...(start === undefined ? {} : { start }) }, '', processIsAlive, startOf) ? 'gone' : 'running';
}

/**
 * Warns of a folder a build on another host or in another container made beside this one's: it may
 * be running, so it is left alone; killed, it is never removed (a container's host name changes
 * with every run), so it is named with the command that removes it.
 */
export function warnElsewhere(folder: string): void {
  buildWarning(
    `left ${folder} alone: it is a build's on another host or in another container (pid namespace), which may still be running; ` +
      `if none is, remove it: rm -rf ${shellWord(folder)}`,
  );
}

/** Removes the folders named `<prefix><pid>-…` (ownTag) in `parent` that builds no longer running left (killed ones), and warns of those of builds elsewhere. */
export async function removeDeadBuildFolders(parent: string, prefix: string): Promise<void> {
  const entries = await readdir(parent).catch(() => []);
  for (const entry of entries.sort()) {
    const owner = buildFolderOwner(entry, prefix);
    // One another user's build left in a shared temp folder may not be removable: it stays.
    if (owner === 'gone') await rm(join(parent, entry), { recursive: true, force: true }).catch(() => {});
    if (owner === 'elsewhere') warnElsewhere(join(parent, entry));
  }
}
