// Who writes a temp folder (`<outDir>/.tmp-<id>-<hex>/`): a crawl killed outright (SIGKILL, the
// OOM killer, a cancelled CI job) cannot remove its own, and the spill files in it can run to
// gigabytes. Each temp folder names its writer's host and process (and, on Linux, when that process
// started); the next crawl into the same folder removes those whose process is gone. Folders of another host (a shared disk), of a live
// process or without an owner file are left alone: they may be a crawl still running (but for one
// holding a complete manifest untouched for minutes, of a crawl killed just before it was published,
// and one in which nothing has changed for an hour, of a crawl killed as it removed it). Those of
// another host are named, as in CI containers, whose host name changes with every run, they
// would otherwise pile up unseen.
import { readFileSync, readlinkSync } from 'node:fs';
import { lstat, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { MANIFEST_FILE, parseManifest } from './manifest.ts';

/** The file in a temp folder that names its writer. */
export const OWNER_FILE = '.owner.json';

/**
 * A temp folder's writer: its host, its process, that process's start where the system tells it,
 * and its pid namespace where there is one to read.
 */
export interface TempOwner {
  host: string;
  pid: number;
  start?: string;
  ns?: string;
}

/** This process as a temp folder's or a lock's owner. */
export function ownSelf(): TempOwner {
  const start = processStart(process.pid);
  const ns = pidNamespace();
  return { host: hostname(), pid: process.pid, ...(start === null ? {} : { start }), ...(ns === null ? {} : { ns }) };
}

/** Writes the owner file into `dir` (a folder the writer removes before it publishes): this host and process. */
export async function claimTemp(dir: string): Promise<void> {
  await writeFile(join(dir, OWNER_FILE), `${JSON.stringify(ownSelf())}\n`);
}

/**
 * This process's pid namespace (`pid:[4026531836]`), or null where there is none to read. Two
 * containers can share a host name (host networking, the same `hostname:`) and each have their
 * own: a pid of the one means nothing in the other, and a live writer was taken for a dead one.
 */
export function pidNamespace(): string | null {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

/**
 * When a process started, as Linux counts it (clock ticks since boot: /proc/<pid>/stat's 22nd
 * field); null without /proc or without the process. A container restarted under the same host
 * name counts its processes from 1 again, so a killed crawl's pid was often alive once more (the
 * new crawl's own): the start tells the two apart.
 */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The second field, the command, is in parentheses and may hold spaces: fields are counted after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether a temp folder's writer is known to be gone: same host and pid namespace (where both say
 * theirs), and no process with its pid, or one that started at another time than the owner file
 * says (its pid used again).
 */
export function ownerIsGone(
  owner: unknown, host: string, isAlive: (pid: number) => boolean, startOf: (pid: number) => string | null = processStart, ns: string | null = pidNamespace(),
): boolean {
  if (typeof owner !== 'object' || owner === null) return false;
  const { host: ownerHost, pid, start, ns: ownerNs } = owner as Record<string, unknown>;
  if (ownerHost !== host || typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return false;
  if (typeof ownerNs === 'string' && ns !== null && ownerNs !== ns) return false;
  if (!isAlive(pid)) return true;
  if (typeof start !== 'string') return false;
  const now = startOf(pid);
  return now !== null && now !== start;
}

/** Whether a process with this pid exists on this machine (one of another user's counts). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: another user's process, alive unless it is a zombie.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !isZombie(pid);
}

/**
 * Whether a process has ended and only waits for its parent to reap it (a build killed under a
 * shell or a CI runner that waits later): its pid answers signal 0, but it runs no more. A process
 * whose main thread alone has ended shows the same state with threads still running: it is alive.
 */
function isZombie(pid: number): boolean {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return /^State:\s*Z/m.test(status) && /^Threads:\s*1$/m.test(status);
  } catch {
    return false;
  }
}

/** A temp folder of a writer on another host, which this one cannot tell gone. */
export interface ForeignTemp {
  name: string;
  host: string;
  pid: number;
}

// How long a temp folder without an owner file but with a complete manifest stays untouched before
// it is taken for a dead crawl's. Earlier versions removed the owner file just before the rename
// that publishes the folder: a crawl killed in those milliseconds left a whole snapshot that no
// crawl removed or named, an ownerless folder being taken for one still being made.
const OWNERLESS_FINISHED_MS = 10 * 60_000;

/**
 * Whether a temp folder without an owner file holds a complete manifest untouched for
 * OWNERLESS_FINISHED_MS before `now`: a crawl killed just before its folder was renamed into place.
 */
async function finishedLongAgo(dir: string, now: number): Promise<boolean> {
  try {
    const path = join(dir, MANIFEST_FILE);
    const info = await stat(path);
    if (!info.isFile() || now - info.mtimeMs < OWNERLESS_FINISHED_MS) return false;
    parseManifest(JSON.parse(await readFile(path, 'utf8')), path);
    return true;
  } catch {
    return false;
  }
}

// How long a temp folder without an owner file, complete manifest or not, stays untouched (nothing
// in it made, written or removed) before it is taken for a dead crawl's. Its owner file is gone
// where the crawl was killed while it removed the folder (SIGTERM, then SIGKILL: abort's rm unlinks
// in no set order, the owner file often among the first, and 319 MB of spill files stayed), or was
// never written (the disk full as the folder was made): no crawl removed or named such a folder.
// A live crawl's folder has its owner file, and is written to far more often than this.
const OWNERLESS_ABANDONED_MS = 60 * 60_000;

/**
 * Whether nothing in the temp folder `dir`, the folder itself included, has changed for
 * OWNERLESS_ABANDONED_MS before `now` (by the newest modification time among them).
 */
async function abandonedLongAgo(dir: string, now: number): Promise<boolean> {
  try {
    let newest = (await lstat(dir)).mtimeMs;
    for (const entry of await readdir(dir, { recursive: true })) newest = Math.max(newest, (await lstat(join(dir, entry))).mtimeMs);
    return now - newest >= OWNERLESS_ABANDONED_MS;
  } catch {
    return false;
  }
}

/**
 * Removes the temp folders `temps` (names in `outDir`) whose writer is gone, its owner file being in
 * one of `ownerDirs` of each (the work folder; the temp folder itself from when a commit writes its
 * manifest), and those without one that hold a complete manifest untouched for ten minutes, or in
 * which nothing has changed for an hour (by `now`); returns their names, and the folders of writers
 * on other hosts, left alone. A folder that cannot be read or removed is left as it is.
 */
export async function removeOrphanedTemps(
  outDir: string, temps: readonly string[], ownerDirs: (tempDir: string) => readonly string[], now = Date.now(),
): Promise<{ removed: string[]; foreign: ForeignTemp[] }> {
  const host = hostname();
  const removed: string[] = [];
  const foreign: ForeignTemp[] = [];
  for (const name of temps) {
    const dir = join(outDir, name);
    let owner: unknown;
    for (const ownerDir of ownerDirs(dir)) {
      try {
        owner = JSON.parse(await readFile(join(ownerDir, OWNER_FILE), 'utf8')) as unknown;
        break;
      } catch {
        // Not there (or not readable): the next place, or no owner at all.
      }
    }
    if (owner === undefined) {
      if (!(await finishedLongAgo(dir, now)) && !(await abandonedLongAgo(dir, now))) continue;
      try {
        await rm(dir, { recursive: true, force: true });
        removed.push(name);
      } catch {
        // As below: left as it is.
      }
      continue;
    }
    const { host: ownerHost, pid } = (typeof owner === 'object' && owner !== null ? owner : {}) as Record<string, unknown>;
    if (typeof ownerHost === 'string' && ownerHost !== host && typeof pid === 'number') foreign.push({ name, host: ownerHost, pid });
    if (!ownerIsGone(owner, host, processIsAlive)) continue;
    try {
      await rm(dir, { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Another crawl removing it at the same time, or no permission: nothing is lost by leaving it.
    }
  }
  return { removed: removed.sort(), foreign: foreign.sort((a, b) => (a.name < b.name ? -1 : 1)) };
}
