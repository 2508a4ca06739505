// The output folder as Astro is given it: as it is, but for a folder beside the project whose path
// begins with the project's, which Astro's string comparison takes for inside it.
import { mkdtemp, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { astroOutDir } from '../../scripts/lib/astro-out-dir.ts';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('astroOutDir', () => {
  it('gives a folder inside the project, or away from it, as it is', async () => {
    const scratch = await mkdtemp(join(tmpdir(), 'atlas-out-dir-'));
    made.push(scratch);
    expect(await astroOutDir('/home/me/atlas/.dist.building-1-a', scratch, '/home/me/atlas')).toBe('/home/me/atlas/.dist.building-1-a');
    expect(await astroOutDir('/srv/www/.l10n.building-1-a', scratch, '/home/me/atlas')).toBe('/srv/www/.l10n.building-1-a');
    expect(await astroOutDir('/home/me/.atlas.building-1-a', scratch, '/home/me/atlas')).toBe('/home/me/.atlas.building-1-a');
  });

  it('gives a folder whose path only begins with the project\'s through a link in the scratch folder', async () => {
    const scratch = await mkdtemp(join(tmpdir(), 'atlas-out-dir-'));
    made.push(scratch);
    const link = await astroOutDir('/home/me/atlas-sites/.nightly.building-1-a', scratch, '/home/me/atlas');
    expect(link).toBe(join(scratch, 'site'));
    expect(await readlink(link)).toBe('/home/me/atlas-sites/.nightly.building-1-a');
  });

  it('refuses where the scratch folder, too, begins with the project\'s path', async () => {
    const scratch = await mkdtemp(join(tmpdir(), 'atlas-out-dir-'));
    made.push(scratch);
    await expect(astroOutDir(`${scratch}-sites/.x.building-1-a`, `${scratch}-tmp`, scratch)).rejects.toThrow(
      `no folder to build in: ${scratch}-sites/.x.building-1-a and ${scratch}-tmp both begin with the project's path ${scratch}, which Astro takes for inside it`,
    );
  });
});
