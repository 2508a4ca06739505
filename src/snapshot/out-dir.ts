// The folder snapshots go to (`--out`), checked before a crawl spends any request: a crawl that
// can only fail at its end (a file in the way, no permission, a read-only disk, a `latest` that is
// not this tool's link) says so at its start, naming the folder and what is wrong.
import { access, constants, lstat, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { errorCode } from './durable.ts';
import { LATEST, latestFileId } from './latest.ts';

/** Where snapshots go when a crawl is told nothing (`--out`), and where a build looks for them. */
export const DEFAULT_SNAPSHOTS_DIR = 'data/snapshots';

/** Makes `outDir` (and its parents) where missing and checks that snapshots can be written there; returns it absolute. */
export async function prepareOutDir(outDir: string): Promise<string> {
  const dir = resolve(outDir);
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new Error(`--out ${outDir}: ${whyNot(errorCode(error), error)}`, { cause: error });
  }
  const latest = await lstat(join(dir, LATEST)).catch(() => null);
  // A file naming a snapshot is `latest` as a checkout without links keeps it: kept a file.
  if (latest !== null && !latest.isSymbolicLink() && (await latestFileId(dir)) === null) {
    throw new Error(
      `--out ${outDir}: ${join(dir, LATEST)} is a ${latest.isDirectory() ? 'folder' : 'file'}, where this tool keeps its link to the newest snapshot: move it away`,
    );
  }
  return dir;
}

function whyNot(code: string | undefined, error: unknown): string {
  switch (code) {
    case 'EEXIST':
    case 'ENOTDIR':
      return 'not a folder (a file of that name, or on its path, is in the way)';
    case 'EACCES':
    case 'EPERM':
      return 'no permission to write there';
    case 'EROFS':
      return 'on a read-only file system';
    case 'ENOSPC':
      return 'no space left on the device';
    default:
      return (error as Error).message;
  }
}
