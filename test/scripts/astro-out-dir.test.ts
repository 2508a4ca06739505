// The output folder as Astro is given it: as it is, but for a folder whose path begins with the
// project's without its being inside the project (beside it, or through a link), which Astro's
// string comparison takes for inside it.
import { mkdir, mkdtemp, readdir, readlink, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { astroOutDir } from '../../scripts/lib/astro-out-dir.ts';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A temp folder holding a project folder `atlas`, and a scratch folder; both real paths. */
async function workspace() {
  const root = await mkdtemp(join(tmpdir(), 'atlas-out-dir-'));
  made.push(root);
  const project = join(root, 'atlas');
  const scratch = join(root, 'scratch');
  await mkdir(project);
  await mkdir(scratch);
  const folder = async (path: string) => {
    await mkdir(path, { recursive: true });
    return path;
  };
  return { root, project, scratch, folder };
}

describe('astroOutDir', () => {
  it('gives a folder inside the project, or away from it, as it is', async () => {
    const { root, project, scratch, folder } = await workspace();
    for (const into of [await folder(join(project, '.dist.building-1-a')), await folder(join(root, 'www', '.l10n.building-1-a')), await folder(join(root, '.atlas.building-1-a'))]) {
      expect(await astroOutDir(into, scratch, project)).toEqual({ outDir: into, made: null });
    }
    expect(await readdir(scratch)).toEqual([]);
  });

  it("gives a folder whose path only begins with the project's through a link in the scratch folder", async () => {
    const { root, project, scratch, folder } = await workspace();
    const into = await folder(join(root, 'atlas-sites', '.nightly.building-1-a'));
    expect(await astroOutDir(into, scratch, project)).toEqual({ outDir: join(scratch, 'site'), made: null });
    expect(await readlink(join(scratch, 'site'))).toBe(into);
  });

  it('gives a folder reached through a link inside the project to a folder outside it through a link, too', async () => {
    const { root, project, scratch, folder } = await workspace();
    await folder(join(root, 'www'));
    await symlink(join(root, 'www'), join(project, 'linkout'));
    const into = await folder(join(project, 'linkout', '.site.building-1-a'));
    expect(await astroOutDir(into, scratch, project)).toEqual({ outDir: join(scratch, 'site'), made: null });
    // A link inside the project to a folder inside it is inside.
    await symlink(await folder(join(project, 'public-site')), join(project, 'linkin'));
    const inside = await folder(join(project, 'linkin', '.site.building-1-a'));
    expect(await astroOutDir(inside, scratch, project)).toEqual({ outDir: inside, made: null });
  });

  it("gives a folder inside the project whose path holds a '%', '#' or '?' through a link in the scratch folder: Astro's bundler left its stylesheets out there", async () => {
    const { project, scratch, folder } = await workspace();
    for (const [n, name] of ['.out%2Fx.building-1-a', '.site#2.building-1-a', '.what?.building-1-a'].entries()) {
      const into = await folder(join(project, name));
      const link = join(scratch, 'site');
      expect([n, await astroOutDir(into, scratch, project)]).toEqual([n, { outDir: link, made: null }]);
      expect(await readlink(link)).toBe(into);
      await rm(link);
    }
    // A folder above the staged one holding one is read alike.
    const deeper = await folder(join(project, 'sites#1', '.nightly.building-1-a'));
    expect(await astroOutDir(deeper, scratch, project)).toEqual({ outDir: join(scratch, 'site'), made: null });
  });

  it("makes its link elsewhere where the scratch folder's path, too, begins with the project's", async () => {
    const { root, folder } = await workspace();
    const project = await folder(join(root, 'p'));
    const into = await folder(join(root, 'p-sites', '.x.building-1-a'));
    const given = await astroOutDir(into, await folder(join(root, 'p-scratch')), project);
    expect(given.made).not.toBeNull();
    made.push(given.made!);
    expect(given.outDir).toBe(join(given.made!, 'site'));
    expect(given.outDir.startsWith(project)).toBe(false);
    expect(await readlink(given.outDir)).toBe(into);
  });
});
