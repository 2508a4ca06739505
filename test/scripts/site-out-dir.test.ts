// Which folders a build may replace: new, empty, or an earlier site of this tool; never a snapshot
// archive, the project, or a folder of other things.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSiteOutDir, OutputRefused, siteTopEntries } from '../../scripts/lib/site-out-dir.ts';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'atlas-out-dir-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

const SITE_PAGE = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="generator" content="weblate-atlas 0.1.0"><title>T</title></head></html>';
const advice = ', and a build replaces the whole folder; give a new or empty folder, or one an earlier build made (dist, say)';

describe('checkSiteOutDir', () => {
  it('lets a build into a new folder, an empty one, or one an earlier build made', async () => {
    const snapshot = join(work, 'snapshots', 'x');
    await mkdir(snapshot, { recursive: true });
    await expect(checkSiteOutDir(join(work, 'new'), snapshot, work)).resolves.toBeUndefined();
    await mkdir(join(work, 'empty'));
    await expect(checkSiteOutDir(join(work, 'empty'), snapshot, work)).resolves.toBeUndefined();
    await mkdir(join(work, 'dist', '_astro'), { recursive: true });
    await writeFile(join(work, 'dist', 'index.html'), SITE_PAGE);
    await expect(checkSiteOutDir(join(work, 'dist'), snapshot, work)).resolves.toBeUndefined();
    // Through a link to it, too.
    await symlink(join(work, 'dist'), join(work, 'site'));
    await expect(checkSiteOutDir(join(work, 'site'), snapshot, work)).resolves.toBeUndefined();
    // With the lock and folders of a swap of its contents, a build's under way or a killed one's, which the swap repairs.
    await writeFile(join(work, 'dist', '.atlas-swap.lock'), '{}');
    await mkdir(join(work, 'dist', '.atlas-swap.incoming-99999999-s1-abcd'));
    await expect(checkSiteOutDir(join(work, 'dist'), snapshot, work)).resolves.toBeUndefined();
  });

  it("lets a build into a mount point that holds an ext4 volume's lost+found, and refuses a folder that is no mount point holding one", async () => {
    const snapshot = join(work, 'snapshots', 'x');
    await mkdir(snapshot, { recursive: true });
    const volume = join(work, 'volume');
    await mkdir(join(volume, 'lost+found'), { recursive: true });
    // The volume on a device of its own, as `mount -o loop ext4.img` gives it.
    const mounted = async (path: string) => (path === volume ? 2 : 1);
    await expect(checkSiteOutDir(volume, snapshot, work, undefined, mounted)).resolves.toBeUndefined();
    await mkdir(join(volume, '_astro'));
    await writeFile(join(volume, 'index.html'), SITE_PAGE);
    await expect(checkSiteOutDir(volume, snapshot, work, undefined, mounted)).resolves.toBeUndefined();
    // Renamed away whole, the folder would take it along.
    await expect(checkSiteOutDir(volume, snapshot, work, undefined, async () => 1)).rejects.toThrow(OutputRefused);
  });

  it('says a file on the path of the output is in the way, where it failed with ENOTDIR from realpath', async () => {
    const snapshot = join(work, 'snapshots', 'x');
    await mkdir(snapshot, { recursive: true });
    await writeFile(join(work, 'afile'), 'kept');
    await expect(checkSiteOutDir(join(work, 'afile', 'sub'), snapshot, work)).rejects.toThrow(
      new OutputRefused(`cannot build into ${join(work, 'afile', 'sub')}: not a folder (a file on its path is in the way)`),
    );
  });

  it('refuses the snapshot archive, naming the snapshot it holds', async () => {
    const snapshots = join(work, 'data', 'snapshots');
    const snapshot = join(snapshots, '2026-11-23T220705Z');
    await mkdir(snapshot, { recursive: true });
    await symlink('2026-11-23T220705Z', join(snapshots, 'latest'));
    await expect(checkSiteOutDir(snapshots, join(snapshots, 'latest'), join(work, 'elsewhere'))).rejects.toThrow(
      new OutputRefused(`refusing to build into ${snapshots}: it holds the snapshot being built (${join(snapshots, 'latest')})${advice}`),
    );
  });

  it('refuses the folder the command runs in, and any above it', async () => {
    const project = join(work, 'project');
    await mkdir(join(project, 'src'), { recursive: true });
    for (const out of [project, work]) {
      await expect(checkSiteOutDir(out, join(tmpdir(), 'no-such-snapshot'), project)).rejects.toThrow(
        new OutputRefused(`refusing to build into ${out}: it holds the folder this runs in (${project})${advice}`),
      );
    }
  });

  it('refuses an earlier site beside which lies what a build does not write (a gh-pages checkout\'s .git and CNAME)', async () => {
    const snapshot = join(work, 'snapshot');
    const out = join(work, 'gh-pages');
    await mkdir(join(out, '.git'), { recursive: true });
    await mkdir(join(out, '_astro'));
    await mkdir(join(out, 'languages'));
    await writeFile(join(out, 'index.html'), SITE_PAGE);
    await writeFile(join(out, 'favicon.svg'), '<svg/>');
    await writeFile(join(out, 'CNAME'), 'l10n.example.org');
    await expect(checkSiteOutDir(out, snapshot, work)).rejects.toThrow(
      new OutputRefused(
        `refusing to build into ${out}: beside a site weblate-atlas built it holds what a build does not write (.git, CNAME), and a build replaces the whole folder; ` +
          "move them elsewhere (a file the project's public/ held when that site was built, and holds no more, may simply be deleted), or give a new or empty folder (dist, say)",
      ),
    );
    expect([...(await siteTopEntries())].sort()).toEqual([
      '.nojekyll', '404.html', '_astro', 'about', 'changes', 'contributors', 'favicon.svg', 'index.html', 'languages', 'people', 'projects', 'sitemap.xml', 'third-party-licenses.txt',
    ]);
  });

  it('takes an earlier site with the licences of its bundled code (third-party-licenses.txt) for one it built, where every rebuild was refused', async () => {
    const out = join(work, 'site');
    await mkdir(join(out, '_astro'), { recursive: true });
    await writeFile(join(out, 'index.html'), SITE_PAGE);
    await writeFile(join(out, 'third-party-licenses.txt'), 'chart.js: MIT');
    await expect(checkSiteOutDir(out, join(work, 'snapshot'), work)).resolves.toBeUndefined();
  });

  it('takes an earlier site with its sitemap, an index and numbered files past 50,000 pages, for one it built', async () => {
    const out = join(work, 'mapped');
    await mkdir(join(out, '_astro'), { recursive: true });
    await writeFile(join(out, 'index.html'), SITE_PAGE);
    for (const name of ['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']) await writeFile(join(out, name), '<?xml version="1.0"?>');
    await expect(checkSiteOutDir(out, join(work, 'snapshot'), work)).resolves.toBeUndefined();
    await writeFile(join(out, 'sitemap-old.xml'), '<?xml version="1.0"?>');
    await expect(checkSiteOutDir(out, join(work, 'snapshot'), work)).rejects.toThrow(
      new OutputRefused(
        `refusing to build into ${out}: beside a site weblate-atlas built it holds what a build does not write (sitemap-old.xml), and a build replaces the whole folder; ` +
          "move it elsewhere (a file the project's public/ held when that site was built, and holds no more, may simply be deleted), or give a new or empty folder (dist, say)",
      ),
    );
  });

  it('refuses a folder of other things, or another tool\'s site, naming what is in it', async () => {
    const snapshot = join(work, 'snapshot');
    await mkdir(join(work, 'precious'));
    for (const name of ['notes.txt', 'b.txt', 'a.txt', 'index.html', 'photos']) await writeFile(join(work, 'precious', name), 'mine');
    await expect(checkSiteOutDir(join(work, 'precious'), snapshot, work)).rejects.toThrow(
      new OutputRefused(`refusing to build into ${join(work, 'precious')}: it holds other things than a site weblate-atlas built (a.txt, b.txt, index.html, and 2 more)${advice}`),
    );
    await mkdir(join(work, 'docs'));
    await writeFile(join(work, 'docs', 'index.html'), '<html><head><meta name="generator" content="Docusaurus"></head></html>');
    await expect(checkSiteOutDir(join(work, 'docs'), snapshot, work)).rejects.toThrow(/^refusing to build into .*docs: it holds other things than a site weblate-atlas built \(index\.html\)/);
    // A versioned docs site's folders: its 'latest' is a folder, not a crawl's link to a snapshot (it was said to hold snapshots).
    for (const name of ['latest', 'stable']) await mkdir(join(work, 'versions', name), { recursive: true });
    await expect(checkSiteOutDir(join(work, 'versions'), snapshot, work)).rejects.toThrow(
      new OutputRefused(`refusing to build into ${join(work, 'versions')}: it holds other things than a site weblate-atlas built (latest, stable)${advice}`),
    );
    // Nor is a link named latest to one of its versions (mike's symlink alias: 'latest -> 2.0'); only a link or file naming a snapshot is a crawl's.
    await mkdir(join(work, 'aliased', '2.0'), { recursive: true });
    await symlink('2.0', join(work, 'aliased', 'latest'));
    await expect(checkSiteOutDir(join(work, 'aliased'), snapshot, work)).rejects.toThrow(
      new OutputRefused(`refusing to build into ${join(work, 'aliased')}: it holds other things than a site weblate-atlas built (2.0, latest)${advice}`),
    );
    await mkdir(join(work, 'crawled'));
    await symlink('2026-11-29T030540Z', join(work, 'crawled', 'latest'));
    await expect(checkSiteOutDir(join(work, 'crawled'), snapshot, work)).rejects.toThrow(/: it holds snapshots \(latest\): it is a crawl's --out/);
  });

  it('gives no "dist, say" where dist is the folder it refuses (snapshots a crawl was given --out dist for)', async () => {
    const dist = join(work, 'dist');
    await mkdir(join(dist, '2026-11-29T030540Z'), { recursive: true });
    await writeFile(join(dist, 'latest'), '2026-11-29T030540Z');
    await expect(checkSiteOutDir(dist, join(work, 'snapshot'), work)).rejects.toThrow(new OutputRefused(
      `refusing to build into ${dist}: it holds snapshots (2026-11-29T030540Z, latest): it is a crawl's --out, not a site's, and a build replaces the whole folder; ` +
        'give a new or empty folder, or one an earlier build made',
    ));
  });
});
