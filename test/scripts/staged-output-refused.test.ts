// An output folder that may not be renamed though its parent may be written (served on Windows; a
// bind mount, whose device is its parent's): its contents take the new site instead.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildStaged } from '../../scripts/lib/staged-output.ts';

// The folder whose renaming is refused, and with which error.
const refused = vi.hoisted(() => ({ path: '', code: 'EBUSY' }));

vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return {
    ...fs,
    rename: async (...args: Parameters<typeof fs.rename>) => {
      if (String(args[0]) === refused.path) throw Object.assign(new Error(`${refused.code}: rename '${refused.path}'`), { code: refused.code });
      return fs.rename(...args);
    },
  };
});

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'atlas-refused-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

describe('buildStaged into a folder that may not be renamed', () => {
  it.each(['EBUSY', 'EXDEV'])('puts the new site in place of its contents where renaming it fails with %s, leaving nothing beside or inside', async (code) => {
    const out = join(work, 'site');
    await mkdir(join(out, 'old-only'), { recursive: true });
    await writeFile(join(out, 'index.html'), 'old');
    refused.path = out;
    refused.code = code;
    await buildStaged(out, async (dir) => {
      // The old site is served whole while the new one is built.
      expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('old');
      await mkdir(join(dir, 'page'));
      await writeFile(join(dir, 'index.html'), 'new');
      await writeFile(join(dir, 'page', 'index.html'), 'new page');
    });
    expect((await readdir(out)).sort()).toEqual(['index.html', 'page']);
    expect(await readFile(join(out, 'page', 'index.html'), 'utf8')).toBe('new page');
    expect(await readdir(work)).toEqual(['site']);
  });
});
