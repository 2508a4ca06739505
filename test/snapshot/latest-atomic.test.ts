// pointLatest replaces `latest` in one step: a build or scrub reading it while a crawl commits finds
// the old snapshot or the new one, never none. What `latest` leads to is read before every call
// pointLatest makes to node:fs/promises and once it has returned; a step that removes `latest`
// before putting the new one in place shows as a moment without it.
import { readFileSync, readlinkSync, lstatSync } from 'node:fs';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pointLatest } from '../../src/snapshot/latest.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

const watched: { file: string | null; seen: string[] } = { file: null, seen: [] };

/** Where `latest` leads now: the link's target, a file's id, or 'none'. */
function latestNow(file: string): string {
  try {
    return lstatSync(file).isSymbolicLink() ? readlinkSync(file) : `file ${readFileSync(file, 'utf8').trim()}`;
  } catch {
    return 'none';
  }
}

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<Record<string, unknown>>();
  const wrapped: Record<string, unknown> = { ...real };
  for (const [name, value] of Object.entries(real)) {
    if (typeof value !== 'function' || name === 'default') continue;
    wrapped[name] = (...args: unknown[]) => {
      if (watched.file !== null) watched.seen.push(latestNow(watched.file));
      return (value as (...a: unknown[]) => unknown)(...args);
    };
  }
  return { ...wrapped, default: wrapped };
});

afterEach(async () => {
  watched.file = null;
  watched.seen = [];
  await removeTempDirs();
});

/** The states `latest` passed through while pointLatest ran, each once, in order. */
async function pointWatched(out: string, id: string): Promise<string[]> {
  watched.file = join(out, 'latest');
  watched.seen = [];
  await pointLatest(out, id);
  watched.seen.push(latestNow(watched.file));
  watched.file = null;
  return watched.seen.filter((state, i, all) => i === 0 || all[i - 1] !== state);
}

describe('pointLatest', () => {
  it('replaces a link to one snapshot by a link to the next with no moment between', async () => {
    const out = await tempDir();
    await mkdir(join(out, '2026-11-21T020000Z'));
    await mkdir(join(out, '2026-11-22T020000Z'));
    await symlink('2026-11-21T020000Z', join(out, 'latest'));
    expect(await pointWatched(out, '2026-11-22T020000Z')).toEqual(['2026-11-21T020000Z', '2026-11-22T020000Z']);
  });

  it('replaces a file naming a snapshot (where links are not kept) by a file naming the next, with no moment between', async () => {
    const out = await tempDir();
    await mkdir(join(out, '2026-11-21T020000Z'));
    await mkdir(join(out, '2026-11-22T020000Z'));
    await writeFile(join(out, 'latest'), '2026-11-21T020000Z\n');
    expect(await pointWatched(out, '2026-11-22T020000Z')).toEqual(['file 2026-11-21T020000Z', 'file 2026-11-22T020000Z']);
  });
});
