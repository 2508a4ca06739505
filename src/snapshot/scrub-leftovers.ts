// What a scrub in place killed outright (SIGKILL, the OOM killer, a cancelled CI job) leaves beside
// the snapshot it cleaned: its staging folder (`.scrub-<id>-<6 characters>`), holding a part-written
// copy (as large as the snapshot) and, where it was killed between the two renames that swap the
// copy in, the original snapshot itself, moved aside (`original`), its own folder gone. `latest`
// then named a folder that did not exist, the build and the scrub failed, and a crawl went on
// without it: nothing put the snapshot back or removed the folder. Each staging folder names its
// scrub (temp-owner.ts); the next crawl into the folder, or scrub beside it, puts back an original
// whose folder is gone and removes the staging folders of scrubs no longer running.
import { lstat, readdir, readFile, rename, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { MANIFEST_FILE } from './manifest.ts';
import { OWNER_FILE, ownerIsGone, processIsAlive } from './temp-owner.ts';

// Hidden, so that no listing of the archive (latest, ids, a crawl) takes the folder for a snapshot.
/** Prefix of a scrub's staging folder beside the snapshot it cleans (`.scrub-<id>-`, then mkdtemp's 6 characters). */
export const SCRUB_STAGING_PREFIX = '.scrub-';

/** Where in its staging folder a scrub moves the original snapshot while it swaps the copy in. */
export const SCRUB_ORIGINAL = 'original';

const SCRUB_STAGING = /^\.scrub-(.+)-[A-Za-z0-9]{6}$/;

/** What recoverKilledScrubs did: the snapshots it put back (their folders' names, ids but for one named otherwise) and the staging folders it removed (names). */
export interface ScrubRecovery {
  putBack: string[];
  removed: string[];
}

/**
 * In `outDir`, puts back each snapshot a scrub killed between its two renames left in its staging
 * folder (where nothing has its folder's name), and removes the staging folders of scrubs no longer
 * running. Those without an owner file, of a live process or of another host are left alone, and
 * so is one whose original's place holds something other than a snapshot.
 */
export async function recoverKilledScrubs(outDir: string): Promise<ScrubRecovery> {
  const putBack: string[] = [];
  const removed: string[] = [];
  const names = await readdir(outDir).catch(() => [] as string[]);
  for (const name of names.filter((entry) => SCRUB_STAGING.test(entry)).sort()) {
    const staging = join(outDir, name);
    let owner: unknown;
    try {
      owner = JSON.parse(await readFile(join(staging, OWNER_FILE), 'utf8')) as unknown;
    } catch {
      // No owner file (a scrub between making the folder and claiming it): it may be running.
      continue;
    }
    if (!ownerIsGone(owner, hostname(), processIsAlive)) continue;
    // The scrubbed folder's name: its id, or a name of its own (a snapshot kept as before-upgrade),
    // whose original, as much the only copy, was removed with the staging folder.
    const folder = SCRUB_STAGING.exec(name)![1]!;
    const original = join(staging, SCRUB_ORIGINAL);
    const place = join(outDir, folder);
    if (await isSnapshot(original)) {
      if (await lstat(place).then(() => false, () => true)) {
        // Not removed where it cannot be put back: it would be the only copy.
        if (!(await rename(original, place).then(() => true, () => false))) continue;
        putBack.push(folder);
      } else if (!(await isSnapshot(place))) {
        // A snapshot in its place is the cleaned copy (a scrub killed after its second rename);
        // anything else (a folder made there) is not, and the original is still the only copy.
        continue;
      }
    }
    if (await rm(staging, { recursive: true, force: true }).then(() => true, () => false)) removed.push(name);
  }
  return { putBack, removed };
}

/** What a crawl or a scrub says of what recoverKilledScrubs did in `outDir`: a line for the snapshots put back, one for the folders removed. */
export function scrubRecoveryLines(outDir: string, { putBack, removed }: ScrubRecovery): string[] {
  return [
    ...(putBack.length > 0 ? [`put back in ${outDir} what a scrub killed as it swapped in its cleaned copy had moved aside: ${putBack.join(', ')}`] : []),
    ...(removed.length > 0 ? [`removed what scrubs killed before they finished left in ${outDir}: ${removed.join(', ')}`] : []),
  ];
}

/** Whether `dir` holds a snapshot's manifest.json (a file). */
async function isSnapshot(dir: string): Promise<boolean> {
  return lstat(join(dir, MANIFEST_FILE)).then((info) => info.isFile(), () => false);
}

/** Where a scrub killed between its two renames left the snapshot `id` of `outDir` (its staging folder's `original`), or null. */
export async function killedScrubOriginal(outDir: string, id: string): Promise<string | null> {
  const names = await readdir(outDir).catch(() => [] as string[]);
  for (const name of names.sort()) {
    if (SCRUB_STAGING.exec(name)?.[1] !== id) continue;
    const original = join(outDir, name, SCRUB_ORIGINAL);
    if (await isSnapshot(original)) return original;
  }
  return null;
}
