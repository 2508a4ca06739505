// A scrub in place of a snapshot a container image holds: on overlayfs without redirect_dir a
// folder of the image's lower layer cannot be renamed (EXDEV), and the scrub failed with Node's
// "cross-device link not permitted". It says why and what to do, and leaves the snapshot as it was.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrubSnapshot } from '../../src/snapshot/scrub.ts';
import { writeSnapshot } from '../client/snapshot-on-disk.ts';
import { leakyCollections } from '../report/fixtures.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

// The folder whose renaming overlayfs refuses.
const lower = vi.hoisted(() => ({ path: '' }));

vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return {
    ...fs,
    rename: async (...args: Parameters<typeof fs.rename>) => {
      if (String(args[0]) === lower.path) throw Object.assign(new Error(`EXDEV: cross-device link not permitted, rename '${lower.path}'`), { code: 'EXDEV' });
      return fs.rename(...args);
    },
  };
});

afterEach(removeTempDirs);

describe('scrubSnapshot in place, of a folder that cannot be renamed', () => {
  it("says in one line that a container image's folder cannot be renamed and to use --out, and leaves the snapshot and its folder as they were", async () => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, leakyCollections(), '2026-11-20T00:00:00Z');
    const before = await readFile(join(dir, 'changes.ndjson'), 'utf8');
    lower.path = dir;
    await expect(scrubSnapshot(dir)).rejects.toThrow(new Error(
      `cannot clean the snapshot in its place: ${dir} cannot be renamed (EXDEV): on overlayfs without redirect_dir (a container's file system) a folder from the image's lower layer cannot be; ` +
        'it is as it was: write the cleaned copy elsewhere with --out',
    ));
    expect(await readFile(join(dir, 'changes.ndjson'), 'utf8')).toBe(before);
    expect((await readdir(archive)).sort()).toEqual(['2026-11-20T000000Z', 'latest']);
    // With --out, nothing is renamed but the new copy: it works there.
    const publish = join(await tempDir(), 'public');
    expect((await scrubSnapshot(dir, publish)).dir).toBe(join(publish, '2026-11-20T000000Z'));
  });
});
