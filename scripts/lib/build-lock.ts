// One build at a time in a project. Astro writes the server bundle that renders the pages of a
// build whose output lies outside the project under the project's own `.astro/.prerender/`, and
// removes that folder when the build ends: a second build at once lost its chunks ("Cannot find
// module …/.astro/.prerender/chunks/…") or its stylesheet, and failed. A build now waits, saying
// so, until the one before it has ended. The build holding the lock touches it every few seconds;
// a lock left by a build killed outright is taken over once its process is gone (on this host: no
// process of its pid, or, on Linux, one that started at another time, as in a container that gives
// every run's build pid 1) or once it has not been touched for a minute (a build of another host),
// where builds waited for it forever.
import { readFileSync, rmSync } from 'node:fs';
import { link, mkdir, open, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { ownerIsGone, pidNamespace, processIsAlive, processStart, type TempOwner } from '../../src/snapshot/temp-owner.ts';

/** How withBuildLock waits; tests give their own. */
export interface BuildLockOptions {
  /** Told once, when another build holds the lock: its owner as its lock file names it (null where unreadable). */
  onWait?: (holder: TempOwner | null) => void;
  sleep?: (ms: number) => Promise<void>;
  isAlive?: (pid: number) => boolean;
  /** When a process started (temp-owner.ts's processStart), to tell a pid used again. */
  startOf?: (pid: number) => string | null;
  /** How often the lock is tried again while another build holds it (default 250 ms). */
  pollMs?: number;
}

// A lock file still without its owner after this long was left by a build killed as it wrote it.
const UNWRITTEN_MS = 10_000;
// How often the build holding the lock touches it, and how long untouched makes it a dead build's.
const HEARTBEAT_MS = 5_000;
const STALE_MS = 60_000;

const realSleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Parses a lock file's text: its owner, or null where it is not one (a build killed while writing it). */
function parseHolder(text: string): TempOwner | null {
  try {
    const owner = JSON.parse(text) as Partial<TempOwner>;
    if (typeof owner.host !== 'string' || typeof owner.pid !== 'number') return null;
    return {
      host: owner.host, pid: owner.pid,
      ...(typeof owner.start === 'string' ? { start: owner.start } : {}),
      ...(typeof owner.ns === 'string' ? { ns: owner.ns } : {}),
    };
  } catch {
    return null;
  }
}

/** The lock file's owner, or null where it cannot be read or is not one. */
async function readHolder(file: string): Promise<TempOwner | null> {
  return parseHolder(await readFile(file, 'utf8').catch(() => ''));
}

/**
 * Removes the lock file `file` judged stale as `text`, unless another build has put a lock of its
 * own in its place meanwhile: moved aside first (atomically), it is removed only where it is the
 * one judged, and put back otherwise. Two builds judging one stale lock at once each removed it,
 * the second the first's new lock, and both went on.
 */
async function removeStale(file: string, text: string): Promise<void> {
  const aside = `${file}.stale-${process.pid}-${Date.now()}`;
  try {
    await rename(file, aside);
  } catch {
    return;
  }
  const moved = await readFile(aside, 'utf8').catch(() => null);
  if (moved !== text) await link(aside, file).catch(() => {});
  await rm(aside, { force: true });
}

/** Runs `run` holding the lock file `file` (created with its folder), waiting while another live build holds it. */
export async function withBuildLock<T>(file: string, run: () => Promise<T>, options: BuildLockOptions = {}): Promise<T> {
  const { onWait, sleep = realSleep, isAlive = processIsAlive, startOf = processStart, pollMs = 250 } = options;
  const start = startOf(process.pid);
  const ns = pidNamespace();
  const self: TempOwner = { host: hostname(), pid: process.pid, ...(start === null ? {} : { start }), ...(ns === null ? {} : { ns }) };
  await mkdir(dirname(file), { recursive: true });
  let told = false;
  for (;;) {
    try {
      const handle = await open(file, 'wx');
      try {
        await handle.writeFile(`${JSON.stringify(self)}\n`);
      } finally {
        await handle.close();
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = await readFile(file, 'utf8').catch(() => '');
    const holder = parseHolder(text);
    // Killed outright, its lock is all that is left of it; killed between creating the file and
    // writing its owner, the file stays empty. A holder in another pid namespace is as one of
    // another host (ownerIsGone): only an untouched lock tells it is gone.
    const untouched = Date.now() - ((await stat(file).catch(() => null))?.mtimeMs ?? 0);
    const gone = holder === null
      ? untouched > UNWRITTEN_MS
      : untouched > STALE_MS || ownerIsGone(holder, self.host, isAlive, startOf, ns);
    if (gone) {
      await removeStale(file, text);
      continue;
    }
    if (!told) {
      onWait?.(holder);
      told = true;
    }
    await sleep(pollMs);
  }
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(file, now, now).catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    return await run();
  } finally {
    clearInterval(heartbeat);
    // Removed only while it is still this build's own.
    const holder = await readHolder(file);
    if (holder !== null && holder.host === self.host && holder.pid === self.pid && holder.start === self.start) await rm(file, { force: true });
  }
}

/** Removes the lock file `file` where this process holds it, at once: for a build stopped by a signal, which runs no finally block. */
export function releaseOwnLockSync(file: string): void {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<TempOwner>;
    if (owner.host === hostname() && owner.pid === process.pid) rmSync(file, { force: true });
  } catch {
    // No lock, or not a readable one: nothing of this build's to remove.
  }
}
