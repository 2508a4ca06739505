// A scrub's --out in a folder its user may not look in (another user's home): refused as a mistake
// in the command, as prepareOutDir words it, before the snapshot is checked. The tests run as root,
// which every folder lets in, so the file system's answer is mocked.
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutDirError } from '../../src/snapshot/out-dir.ts';
import { scrubSnapshot } from '../../src/snapshot/scrub.ts';
import { writeSnapshot } from '../client/snapshot-on-disk.ts';
import { leakyCollections } from '../report/fixtures.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

// The folder whose contents may not be looked at: a stat of anything inside it fails with EACCES.
const locked = vi.hoisted(() => ({ folder: '' }));

vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return {
    ...fs,
    stat: async (...args: Parameters<typeof fs.stat>) => {
      const path = String(args[0]);
      if (locked.folder !== '' && path.startsWith(`${locked.folder}/`)) {
        throw Object.assign(new Error(`EACCES: permission denied, stat '${path}'`), { code: 'EACCES' });
      }
      return fs.stat(...args);
    },
  };
});

afterEach(async () => {
  locked.folder = '';
  await removeTempDirs();
});

describe('scrubSnapshot into a folder that may not be looked in', () => {
  it('refuses it as an --out it cannot write to, before it checks the snapshot, making nothing', async () => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, leakyCollections(), '2026-11-20T00:00:00Z');
    // Damaged, so that the refusal is seen to come before the check.
    await writeFile(join(dir, 'users.ndjson'), '{"username":"ana"}\n');
    const elsewhere = await tempDir();
    locked.folder = elsewhere;
    await expect(scrubSnapshot(dir, join(elsewhere, 'copies'))).rejects.toThrow(
      new OutDirError(`--out ${join(elsewhere, 'copies')}: no permission to write there`),
    );
    locked.folder = '';
    expect(await readdir(elsewhere)).toEqual([]);
  });
});
