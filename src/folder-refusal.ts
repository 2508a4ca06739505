// Whether a folder can be made in a folder, by making one. access(2) answers for the user's
// permissions alone, and root's always pass: as root, `--out /proc/x` and `--out /sys/kernel/x` (and
// the crawl's `--out /proc`) passed every check, and the build or crawl failed later with Node's bare
// `ENOENT: no such file or directory, mkdir '/proc/…'` or `EPERM: … mkdir '/sys/kernel/…'` and exit
// 1, where a read-only folder is refused at once with exit 2. A file system that makes no folders
// (/proc), or refuses them whoever asks (/sys), says so only to a mkdir.
import { randomBytes } from 'node:crypto';
import { mkdir, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { errorCode } from './snapshot/durable.ts';

/** The error code of making a folder in `folder` (EACCES, EROFS, ENOENT on /proc, …), or null where one can be made (it is removed again). */
export async function folderRefusal(folder: string): Promise<string | null> {
  const probe = join(folder, `.atlas-probe-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await mkdir(probe);
  } catch (error) {
    return errorCode(error) ?? 'EIO';
  }
  await rmdir(probe).catch(() => {});
  return null;
}
