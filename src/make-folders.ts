// `mkdir -p`, one level at a time. Node's own recursive mkdir never returns where mkdir(2) says
// ENOENT of a folder whose parent is there (any path under /proc): `--out /proc/x` spun a core for
// ever, where it should fail at once.
import { mkdir, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { errorCode } from './snapshot/durable.ts';

/** Makes `path` and its missing parents, as `mkdir -p` does; fails as mkdir(2) does at the first one that cannot be made. */
export async function makeFolders(path: string): Promise<void> {
  const missing: string[] = [];
  for (let at = resolve(path); ; at = dirname(at)) {
    const info = await stat(at).catch((error: unknown) => {
      if (errorCode(error) === 'ENOENT') return null;
      throw error;
    });
    if (info !== null) {
      if (!info.isDirectory()) throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${path}'`), { code: 'ENOTDIR', path: at });
      break;
    }
    missing.push(at);
    if (dirname(at) === at) break;
  }
  for (const folder of missing.reverse()) {
    try {
      await mkdir(folder);
    } catch (error) {
      // Made meanwhile by another process (two crawls into one new archive) is made.
      if (errorCode(error) !== 'EEXIST' || !(await stat(folder).then((info) => info.isDirectory(), () => false))) throw error;
    }
  }
}
