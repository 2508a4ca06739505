// An output folder that may not be renamed though its parent may be written (served on Windows; a
// bind mount, whose device is its parent's): its contents take the new site instead. And a new site that
// cannot be renamed into its place: the old one stays, or goes back.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildStaged } from '../../scripts/lib/staged-output.ts';

// The folders whose renaming is refused, and with which error: none as each test starts (refuseNothing),
// so that no test runs with what an earlier one set.
const { refused, refuseNothing } = vi.hoisted(() => {
  const nothing = () => ({ paths: [] as string[], code: 'EBUSY', prefix: '', removals: 0 });
  const refused = nothing();
  return { refused, refuseNothing: () => void Object.assign(refused, nothing()) };
});

vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return {
    ...fs,
    rename: async (...args: Parameters<typeof fs.rename>) => {
      if (refused.paths.includes(String(args[0])) || (refused.prefix !== '' && String(args[0]).startsWith(refused.prefix))) throw Object.assign(new Error(`${refused.code}: rename '${String(args[0])}'`), { code: refused.code });
      return fs.rename(...args);
    },
    // The first `removals` removals of a folder under `prefix` fail, as one still written to does.
    rm: async (...args: Parameters<typeof fs.rm>) => {
      if (refused.removals > 0 && refused.prefix !== '' && String(args[0]).startsWith(refused.prefix)) {
        refused.removals -= 1;
        throw Object.assign(new Error(`ENOTEMPTY: directory not empty, rmdir '${String(args[0])}'`), { code: 'ENOTEMPTY' });
      }
      return fs.rm(...args);
    },
  };
});

let work: string;
beforeEach(async () => {
  refuseNothing();
  work = await mkdtemp(join(tmpdir(), 'atlas-refused-'));
});
afterEach(async () => {
  // The clean-up's rm is the mock's too.
  refuseNothing();
  await rm(work, { recursive: true, force: true });
});

describe('buildStaged into a folder that may not be renamed', () => {
  it.each(['EBUSY', 'EXDEV'])('puts the new site in place of its contents where renaming it fails with %s, leaving nothing beside or inside', async (code) => {
    const out = join(work, 'site');
    await mkdir(join(out, 'old-only'), { recursive: true });
    await writeFile(join(out, 'index.html'), 'old');
    refused.paths = [out];
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

  it("says in one line why, and what to do, where the folders in it may not be renamed either (a container image's lower layer on overlayfs), leaving the old site as it was", async () => {
    const out = join(work, 'site');
    await mkdir(join(out, '_astro'), { recursive: true });
    await writeFile(join(out, '.nojekyll'), '');
    await writeFile(join(out, 'index.html'), 'old');
    await writeFile(join(out, '_astro', 'site.css'), 'old css');
    // Files are copied up and renamed; a folder of the lower layer is not (redirect_dir off).
    refused.paths = [out, join(out, '_astro')];
    refused.code = 'EXDEV';
    const failure = await buildStaged(out, async (dir) => {
      await mkdir(join(dir, '_astro'));
      await writeFile(join(dir, 'index.html'), 'new');
    }).then(() => null, (error: unknown) => error as Error);
    expect(failure?.message).toBe(
      `cannot put the new site in ${out}: ${out}/_astro cannot be renamed (EXDEV): on overlayfs without redirect_dir (a container's file system) a folder from the image's lower layer cannot be; ` +
        'the old site there is as it was: build into a new --out (a volume, or a folder the image does not hold)',
    );
    expect((await readdir(out)).sort()).toEqual(['.nojekyll', '_astro', 'index.html']);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('old');
    expect(await readFile(join(out, '_astro', 'site.css'), 'utf8')).toBe('old css');
    expect(await readdir(work)).toEqual(['site']);
  });

});

describe("buildStaged where its own folder's rename or removal fails", () => {
  it('puts the old site back where the new one cannot be renamed into its place, and removes the new one', async () => {
    const out = join(work, 'site');
    await mkdir(out);
    await writeFile(join(out, 'index.html'), 'old');
    // The staging folder's rename (the second of the two) fails; the old site had been moved aside.
    refused.prefix = join(work, '.site.building-');
    refused.code = 'EIO';
    await expect(buildStaged(out, async (dir) => writeFile(join(dir, 'index.html'), 'new'))).rejects.toThrow(/^EIO: rename '.*\/\.site\.building-[^/]*'$/);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('old');
    expect(await readdir(work)).toEqual(['site']);
  });

  it('removes the new site where it cannot be renamed into a place where no site was', async () => {
    const out = join(work, 'site');
    refused.prefix = join(work, '.site.building-');
    refused.code = 'EIO';
    await expect(buildStaged(out, async (dir) => writeFile(join(dir, 'index.html'), 'new'))).rejects.toThrow(/^EIO: rename '.*\/\.site\.building-[^/]*'$/);
    expect(await readdir(work)).toEqual([]);
  });

  it("throws a failed build's own error where removing its folder failed once before it went", async () => {
    const out = join(work, 'site');
    refused.prefix = join(work, '.site.building-');
    refused.removals = 1;
    await expect(buildStaged(out, async () => {
      throw new Error('render failed');
    })).rejects.toThrow(new Error('render failed'));
    expect(await readdir(work)).toEqual([]);
  });
});
