// Whether a folder can be made in a folder, by making one. access(2) answers for the user's
// permissions alone, and root's always pass: as root, `--out /proc/x` and `--out /sys/kernel/x` (and
// the crawl's `--out /proc`) passed every check, and the build or crawl failed later with Node's bare
// `ENOENT: no such file or directory, mkdir '/proc/…'` or `EPERM: … mkdir '/sys/kernel/…'` and exit
// 1, where a read-only folder is refused at once with exit 2. A file system that makes no folders
// (/proc), or refuses them whoever asks (/sys), says so only to a mkdir.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode } from './snapshot/durable.ts';

/** The error code of making a folder in `folder` (EACCES, EROFS, ENOENT on /proc, …), or null where one can be made (it is removed again). */
export function folderRefusal(folder: string): string | null {
  const probe = join(folder, `.atlas-probe-${process.pid}-${randomBytes(4).toString('hex')}`);
  // Made and removed in one synchronous step: a signal's handler runs only between turns of the
  // event loop, and the build's exits the process (the crawl's at a second signal); with an await
  // between the two, a Ctrl-C there left the probe folder behind in the user's --out.
  try {
    mkdirSync(probe);
  } catch (error) {
    return errorCode(error) ?? 'EIO';
  }
  try {
    rmdirSync(probe);
  } catch {
    // Gone already, or its folder turned read-only since: nothing else to do with it.
  }
  return null;
}
