// A scrub in place swaps the snapshot for its cleaned copy by two renames: the original aside, the
// copy into its place. Where the second fails, the original goes back; where that fails too, the
// staging folder that holds it is kept and named, where it had been removed with the original in it.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrubSnapshot } from '../../src/snapshot/scrub.ts';
import { writeSnapshot } from '../client/snapshot-on-disk.ts';
import { leakyCollections } from '../report/fixtures.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

// The snapshot's folder, renames into which fail: the copy's (and, with `putBack` refused, the original's).
const refused = vi.hoisted(() => ({ into: '', putBack: false }));

vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return {
    ...fs,
    rename: async (...args: Parameters<typeof fs.rename>) => {
      const [from, to] = args.map(String);
      if (to === refused.into && (refused.putBack || !from!.endsWith('/original'))) {
        throw Object.assign(new Error(`EIO: i/o error, rename '${from}' -> '${to}'`), { code: 'EIO' });
      }
      return fs.rename(...args);
    },
  };
});

afterEach(async () => {
  refused.into = '';
  refused.putBack = false;
  await removeTempDirs();
});

const ID = '2026-11-20T000000Z';

describe('scrubSnapshot in place, where the cleaned copy cannot be renamed into its place', () => {
  it('puts the original back, as it was, and leaves no folder of its own', async () => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, leakyCollections(), '2026-11-20T00:00:00Z');
    const before = await readFile(join(dir, 'changes.ndjson'), 'utf8');
    refused.into = dir;
    await expect(scrubSnapshot(dir)).rejects.toThrow(/^EIO: i\/o error, rename '.*' -> '.*'$/);
    expect(await readFile(join(dir, 'changes.ndjson'), 'utf8')).toBe(before);
    expect((await readdir(archive)).sort()).toEqual([ID, 'latest']);
  });

  it('keeps the original, and names where, where it cannot be put back either', async () => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, leakyCollections(), '2026-11-20T00:00:00Z');
    const before = await readFile(join(dir, 'changes.ndjson'), 'utf8');
    refused.into = dir;
    refused.putBack = true;
    const failure = await scrubSnapshot(dir).then(() => null, (error: unknown) => error as Error);
    const names = (await readdir(archive)).sort();
    expect(names).toHaveLength(2);
    const [staging] = names.filter((name) => name !== 'latest');
    expect(staging).toMatch(new RegExp(`^\\.scrub-${ID}-`));
    const original = join(archive, staging!, 'original');
    const copy = join(archive, staging!, ID);
    expect(failure?.message).toBe(
      `EIO: i/o error, rename '${copy}' -> '${dir}' (and putting the original back failed too: EIO: i/o error, rename '${original}' -> '${dir}'; ` +
        `it is kept in ${original}, and the cleaned copy in ${copy}: move one of them to ${dir})`,
    );
    expect(await readFile(join(original, 'changes.ndjson'), 'utf8')).toBe(before);
    expect((await readdir(copy)).sort()).toContain('manifest.json');
  });
});
