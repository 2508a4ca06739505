// The swap of a folder's contents (a mount point's) when a rename fails part-way: the folder keeps
// its old site whole, and no folder of the swap is left.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repairSwaps, swapContents } from '../../scripts/lib/contents-swap.ts';

// The renames (counted from 1) that fail.
const failing = vi.hoisted(() => ({ at: [] as number[], seen: 0 }));

vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return {
    ...fs,
    rename: async (...args: Parameters<typeof fs.rename>) => {
      failing.seen += 1;
      if (failing.at.includes(failing.seen)) throw Object.assign(new Error('EBUSY: resource busy or locked, rename'), { code: 'EBUSY' });
      return fs.rename(...args);
    },
  };
});

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'atlas-swap-'));
  failing.at = [];
  failing.seen = 0;
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** A site of `pages` pages and an index, each saying `text`. */
async function site(dir: string, text: string, pages: string[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), text);
  for (const page of pages) {
    await mkdir(join(dir, page));
    await writeFile(join(dir, page, 'index.html'), `${text} ${page}`);
  }
}

/** Every file of a folder with what it says, by path. */
async function contents(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())) {
    const path = join(entry.parentPath, entry.name);
    out[path.slice(dir.length + 1)] = await readFile(path, 'utf8');
  }
  return out;
}

describe('swapContents', () => {
  const oldSite = { 'index.html': 'old', 'about/index.html': 'old about', 'zebra/index.html': 'old zebra' };

  it('puts the new site in place of the old one, and leaves no folder of its own', async () => {
    const target = join(work, 'site');
    await site(target, 'old', ['about', 'zebra']);
    await site(join(work, 'built'), 'new', ['about', 'changes']);
    await swapContents(target, join(work, 'built'));
    expect(await contents(target)).toEqual({ 'index.html': 'new', 'about/index.html': 'new about', 'changes/index.html': 'new changes' });
    expect(await readdir(work)).toEqual(['site']);
  });

  it("leaves an ext4 volume's lost+found where it is, and what it holds", async () => {
    const target = join(work, 'site');
    await site(target, 'old', ['about', 'zebra']);
    await mkdir(join(target, 'lost+found'));
    await writeFile(join(target, 'lost+found', '#12'), 'recovered');
    await site(join(work, 'built'), 'new', ['about', 'changes']);
    await swapContents(target, join(work, 'built'));
    expect(await contents(target)).toEqual({ 'index.html': 'new', 'about/index.html': 'new about', 'changes/index.html': 'new changes', 'lost+found/#12': 'recovered' });
    expect(await readdir(work)).toEqual(['site']);
  });

  // Renames in order: the built folder into the target (1), the old site's three entries out (2 to
  // 4), the outgoing folder to replaced (5), the new site's three entries in (6 to 8).
  it.each([
    ['moving the built site in', 1],
    ['moving the old site out', 3],
    ['marking the old site moved out', 5],
    ['moving the new site in', 7],
  ])('keeps the old site whole where a rename fails %s', async (_when, at) => {
    const target = join(work, 'site');
    await site(target, 'old', ['about', 'zebra']);
    await site(join(work, 'built'), 'new', ['about', 'changes']);
    failing.at = [at];
    const phases: string[] = [];
    await expect(swapContents(target, join(work, 'built'), { deviceOf: async () => 1, onSwap: (state) => phases.push(state.phase) })).rejects.toThrow('EBUSY');
    expect(phases).toEqual(at === 1 ? [] : ['renaming', 'done']);
    expect(await contents(target)).toEqual(oldSite);
    expect(await readdir(work)).toEqual(['site']);
  });

  // Undoing fails too: the swap stops with its folders as they are, and the next build's repair
  // reads them by the same rules.
  it.each([
    ['the old site back out of the way, in step 1', [3, 4], oldSite],
    ['the new site back out, in step 2', [7, 8], { 'index.html': 'new', 'about/index.html': 'new about', 'changes/index.html': 'new changes' }],
    ['the old site back in, in step 2', [7, 11], oldSite],
  ])('leaves what the repair puts right where undoing fails while it moves %s', async (_what, at, repaired) => {
    const target = join(work, 'site');
    await site(target, 'old', ['about', 'zebra']);
    await site(join(work, 'built'), 'new', ['about', 'changes']);
    failing.at = at;
    const phases: string[] = [];
    await expect(swapContents(target, join(work, 'built'), { deviceOf: async () => 1, onSwap: (state) => phases.push(state.phase) })).rejects.toThrow(
      /^EBUSY: resource busy or locked, rename \(and undoing the swap failed: EBUSY: resource busy or locked, rename; the next build repairs it\)$/,
    );
    // A stop that waited for the swap says the folder is left for repair, not as it was.
    expect(phases).toEqual(['renaming', 'broken']);
    failing.at = [];
    await repairSwaps(target);
    expect(await contents(target)).toEqual(repaired);
    expect(await readdir(target)).toEqual(Object.keys(repaired).map((path) => path.split('/')[0]).filter((entry, i, all) => all.indexOf(entry) === i).sort());
  });

  it('removes the copy of the new site a build killed while it copied it in left, the old site as it was', async () => {
    const target = join(work, 'site');
    await site(target, 'old', ['about', 'zebra']);
    // Killed before the swap began: only its incoming folder, half copied, is there.
    await site(join(target, '.atlas-swap.incoming-99999999-s1-n1-0badf00d'), 'new', ['about']);
    await repairSwaps(target);
    expect(await contents(target)).toEqual(oldSite);
    expect((await readdir(target)).sort()).toEqual(['about', 'index.html', 'zebra']);
  });
});
