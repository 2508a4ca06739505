// Puts the file system in the same state before each build a benchmark compares.
//
// Creating and deleting tens of thousands of folders again and again grows the kernel's dentry
// and inode caches, and every later file creation pays for it: on the reference machine three
// bare builds of 55,033 pages in a row took 12.8, 19.2 and 27.1 s (system time 6.4, 19.0 and
// 33.6 s), and 14.3 s again once the caches were dropped. A benchmark that takes turns between
// two builds measured whichever came later in a worse state, by as much as the difference it was
// meant to show. Dropping the caches (Linux, as root) before each build gives every build the
// same start; the files a build reads (a snapshot, just crawled in real use) are then read back
// into the page cache, so that the disk's speed is not measured either.
import { spawnSync } from 'node:child_process';
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Linux's switch for dropping the page cache, dentries and inodes. */
export const DROP_CACHES = '/proc/sys/vm/drop_caches';

/**
 * Writes out dirty data (sync) and drops the kernel's clean caches through `control`; false where
 * that cannot be done (not Linux, not root), leaving the caches as they were.
 */
export async function dropKernelCaches(control = DROP_CACHES): Promise<boolean> {
  spawnSync('sync');
  let handle;
  try {
    handle = await open(control, 'w');
  } catch {
    return false;
  }
  try {
    await handle.writeFile('3\n');
    return true;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

/** Reads every file below `dir` once, so that it is in the page cache; resolves with the bytes read. */
export async function readIntoCache(dir: string): Promise<number> {
  let bytes = 0;
  const buffer = Buffer.allocUnsafe(1 << 20);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      bytes += await readIntoCache(path);
      continue;
    }
    if (!entry.isFile()) continue;
    const handle = await open(path, 'r');
    try {
      for (;;) {
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
        if (bytesRead === 0) break;
        bytes += bytesRead;
      }
    } finally {
      await handle.close();
    }
  }
  return bytes;
}
