// `<outDir>/latest` is a relative symlink to the newest snapshot folder (`latest -> <id>`), so
// the whole out dir can be moved or archived without breaking it.
import { randomBytes } from 'node:crypto';
import { readFile, readlink, rename, symlink, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { errorCode } from './durable.ts';

/** Name of the link to the newest snapshot inside an out dir. */
export const LATEST = 'latest';

/** Atomically points `<outDir>/latest` at `<outDir>/<id>`: a new link renamed over the old one. */
export async function pointLatest(outDir: string, id: string): Promise<void> {
  const temporary = join(outDir, `${LATEST}.tmp-${randomBytes(4).toString('hex')}`);
  // 'dir' matters only on Windows, where a directory link must say so.
  await symlink(id, temporary, 'dir');
  try {
    await rename(temporary, join(outDir, LATEST));
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
}

/** The target `<outDir>/latest` names (normally a snapshot id), or null when there is no link. */
export async function readLatest(outDir: string): Promise<string | null> {
  try {
    return await readlink(join(outDir, LATEST));
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/**
 * When the snapshot `<outDir>/latest` points to was started (ms, from its manifest's `startedAt`);
 * null where there is no link or its manifest cannot be read.
 */
export async function latestStartedAt(outDir: string): Promise<number | null> {
  const target = await readLatest(outDir);
  if (target === null) return null;
  try {
    const manifest: unknown = JSON.parse(await readFile(join(outDir, target, 'manifest.json'), 'utf8'));
    const startedAt = (manifest as { startedAt?: unknown } | null)?.startedAt;
    const ms = typeof startedAt === 'string' ? Date.parse(startedAt) : NaN;
    return Number.isNaN(ms) ? null : ms;
  } catch {
    return null;
  }
}
