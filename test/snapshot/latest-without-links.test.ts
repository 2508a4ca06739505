// `latest` where no link can be made (Windows without the right to create links, FAT and exFAT
// drives): symlink(2) fails there, and the crawl writes `latest` as a file holding the id instead.
import { lstat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveSnapshotDir } from '../../src/snapshot/reader.ts';
import { SnapshotWriter } from '../../src/snapshot/writer.ts';
import { fields, names, removeTempDirs, tempDir } from './helpers.ts';

// The code symlink() fails with in this file's tests; null: links work.
const failure = vi.hoisted(() => ({ code: null as string | null }));

vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return {
    ...fs,
    symlink: async (...args: Parameters<typeof fs.symlink>) => {
      if (failure.code !== null) throw Object.assign(new Error(`${failure.code}: operation not permitted, symlink`), { code: failure.code });
      return fs.symlink(...args);
    },
  };
});

afterEach(async () => {
  failure.code = null;
  await removeTempDirs();
});

/** Commits an empty snapshot started at `startedAt` into `outDir`. */
async function commit(outDir: string, startedAt: string) {
  const writer = await SnapshotWriter.create({ outDir, startedAt: new Date(startedAt) });
  return writer.commit(fields(startedAt));
}

describe('latest where no link can be made', () => {
  it.each(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'])('writes latest as a file naming the newest snapshot when symlink fails with %s', async (code) => {
    failure.code = code;
    const outDir = join(await tempDir(), 'snapshots');
    const first = await commit(outDir, '2026-11-21T02:00:00.000Z');
    expect(first.latest).toBe('2026-11-21T020000Z');
    expect((await lstat(join(outDir, 'latest'))).isFile()).toBe(true);
    expect(await readFile(join(outDir, 'latest'), 'utf8')).toBe('2026-11-21T020000Z');

    const second = await commit(outDir, '2026-11-22T02:00:00.000Z');
    expect(second.latest).toBe('2026-11-22T020000Z');
    expect(await readFile(join(outDir, 'latest'), 'utf8')).toBe('2026-11-22T020000Z');
    expect(await names(outDir)).toEqual(['2026-11-21T020000Z', '2026-11-22T020000Z', 'latest']);
    // The build finds the snapshot through it, as through a link.
    expect(await resolveSnapshotDir(outDir)).toBe(join(outDir, '2026-11-22T020000Z'));
  });

  it('keeps the file once links work again, and still fails on any other error', async () => {
    failure.code = 'EPERM';
    const outDir = join(await tempDir(), 'snapshots');
    await commit(outDir, '2026-11-21T02:00:00.000Z');
    failure.code = null;
    await commit(outDir, '2026-11-22T02:00:00.000Z');
    expect((await lstat(join(outDir, 'latest'))).isFile()).toBe(true);
    expect(await readFile(join(outDir, 'latest'), 'utf8')).toBe('2026-11-22T020000Z');

    // An I/O error is not a file system without links: the crawl says the snapshot is complete and latest was not pointed.
    failure.code = 'EIO';
    const elsewhere = join(await tempDir(), 'snapshots');
    await expect(commit(elsewhere, '2026-11-21T02:00:00.000Z')).rejects.toThrow(
      `snapshot ${join(elsewhere, '2026-11-21T020000Z')} is complete, but ${join(elsewhere, 'latest')} could not be pointed at it: EIO: operation not permitted, symlink`,
    );
    expect(await names(elsewhere)).toEqual(['2026-11-21T020000Z']);
  });
});
