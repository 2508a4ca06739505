// A built site copied onto an output on another file system. One that ignores case (an exFAT
// drive, an SMB share) shows the folder of `Kim` under the name `kim` once `Kim` is copied, so the
// copy of `kim` finds its folder there: the build failed with `cp returned EEXIST` after warning
// of the two names, where the same site written on such a disk keeps one page for both.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyContents } from '../../scripts/lib/copy-contents.ts';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'atlas-copy-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** Writes `files` (path → text) under `root`. */
async function tree(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

describe('copyContents', () => {
  it('copies every entry, folders whole', async () => {
    await tree(join(work, 'built'), { 'index.html': 'home', 'contributors/kim/index.html': 'kim', '_astro/a.js': 'js' });
    await mkdir(join(work, 'out'));
    await copyContents(join(work, 'built'), join(work, 'out'));
    expect((await readdir(join(work, 'out'))).sort()).toEqual(['_astro', 'contributors', 'index.html']);
    expect(await readFile(join(work, 'out', 'contributors', 'kim', 'index.html'), 'utf8')).toBe('kim');
  });

  it('replaces what it finds in the folder under the same name, as a disk that ignores case shows `Kim` copied before `kim`, where it failed with EEXIST', async () => {
    // The disk's view once `contributors/Kim/` is copied: `contributors/kim/` is there already.
    await tree(join(work, 'out'), { 'contributors/kim/index.html': "Kim's page", 'contributors/kim/feed.xml': "Kim's feed" });
    await tree(join(work, 'built'), { 'index.html': 'home', 'contributors/kim/index.html': "kim's page" });
    await copyContents(join(work, 'built'), join(work, 'out'));
    expect(await readFile(join(work, 'out', 'contributors', 'kim', 'index.html'), 'utf8')).toBe("kim's page");
    expect((await readdir(join(work, 'out', 'contributors', 'kim'))).sort()).toEqual(['feed.xml', 'index.html']);
    expect(await readFile(join(work, 'out', 'index.html'), 'utf8')).toBe('home');
  });
});
