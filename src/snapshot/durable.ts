// Small durability helpers: what "fsync the files and folder before the rename" means in code.
import { open } from 'node:fs/promises';

/** Error codes of platforms that cannot open or fsync a directory (Windows); syncing is skipped there. */
const UNSUPPORTED_DIR_SYNC = new Set(['EISDIR', 'EPERM', 'EACCES', 'EINVAL', 'ENOTSUP']);

/** Flushes a directory's entries (created, renamed files) to disk; a no-op where unsupported. */
export async function syncDir(path: string): Promise<void> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if (UNSUPPORTED_DIR_SYNC.has(errorCode(error) ?? '')) return;
    throw error;
  }
  try {
    await handle.sync();
  } catch (error) {
    if (!UNSUPPORTED_DIR_SYNC.has(errorCode(error) ?? '')) throw error;
  } finally {
    await handle.close();
  }
}

/** Creates `path` (it must not exist) with `data`, and fsyncs it before returning. */
export async function writeFileDurable(path: string, data: string | Uint8Array): Promise<void> {
  const handle = await open(path, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The errno code of an error, or undefined. */
export function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}
