// A scrub in place killed outright (SIGKILL, the OOM killer) between the two renames that swap its
// cleaned copy in had moved the original into its staging folder and left its place empty: `latest`
// named a folder that did not exist, the build failed, and no crawl or scrub put it back; a scrub
// killed while it wrote its copy left that folder, as large as the snapshot, for good. The kill is
// simulated as the project's other tests do: the state it leaves, planted, with an owner no process has.
import { cp, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveSnapshotDir } from '../../src/snapshot/reader.ts';
import { killedScrubOriginal, recoverKilledScrubs } from '../../src/snapshot/scrub-leftovers.ts';
import { scrubSnapshot } from '../../src/snapshot/scrub.ts';
import { ownSelf } from '../../src/snapshot/temp-owner.ts';
import { SnapshotWriter } from '../../src/snapshot/writer.ts';
import { writeSnapshot } from '../client/snapshot-on-disk.ts';
import { leakyCollections } from '../report/fixtures.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

// The owner file a scrub's staging folder holds as the copy is renamed into place (where a kill would find it).
const seen = vi.hoisted(() => ({ into: '', owner: '', fail: '' }));

vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return {
    ...fs,
    rename: async (...args: Parameters<typeof fs.rename>) => {
      const [from, to] = args.map(String);
      if (to === seen.fail) throw Object.assign(new Error(`EIO: i/o error, rename '${from}' -> '${to}'`), { code: 'EIO' });
      if (to === seen.into && !from!.endsWith('/original')) seen.owner = await fs.readFile(join(from!, '..', '.owner.json'), 'utf8');
      return fs.rename(...args);
    },
  };
});

afterEach(async () => {
  seen.into = '';
  seen.owner = '';
  seen.fail = '';
  await removeTempDirs();
});

const ID = '2026-11-20T000000Z';
// No Linux or macOS process can have this pid (Linux's PID_MAX_LIMIT is 2^22).
const GONE = 4_194_305;
const STAGING = `.scrub-${ID}-Ab12Cd`;

/** A snapshot in a fresh archive, and the state a scrub of it killed between its two renames leaves: the original in its staging folder. */
async function killedBetweenRenames(owner: unknown = { host: hostname(), pid: GONE }): Promise<{ archive: string; dir: string; changes: string }> {
  const archive = await tempDir();
  const dir = await writeSnapshot(archive, leakyCollections(), '2026-11-20T00:00:00Z');
  const changes = await readFile(join(dir, 'changes.ndjson'), 'utf8');
  await mkdir(join(archive, STAGING));
  await writeFile(join(archive, STAGING, '.owner.json'), JSON.stringify(owner));
  await rename(dir, join(archive, STAGING, 'original'));
  return { archive, dir, changes };
}

describe('a scrub in place killed outright', () => {
  it('names its owner in its staging folder while it swaps the copy in', async () => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, leakyCollections(), '2026-11-20T00:00:00Z');
    seen.into = dir;
    expect((await scrubSnapshot(dir)).replaced).toBe(true);
    expect(seen.owner).toBe(`${JSON.stringify(ownSelf())}\n`);
    expect((await readdir(archive)).sort()).toEqual([ID, 'latest']);
  });

  it('between its renames: the build says where the snapshot is, and the next crawl puts it back and removes the folder', async () => {
    const { archive, dir, changes } = await killedBetweenRenames();
    await expect(resolveSnapshotDir(archive)).rejects.toThrow(
      `${join(archive, 'latest')} points to ${ID}, which a scrub killed as it swapped in its cleaned copy left in ${join(archive, STAGING, 'original')}: ` +
        `the next crawl into ${archive} puts it back, or move it to ${dir}`,
    );
    const writer = await SnapshotWriter.create({ outDir: archive, startedAt: new Date('2026-11-21T00:00:00Z') });
    await writer.abort();
    expect(writer.scrubsRecovered).toEqual({ putBack: [ID], removed: [STAGING] });
    expect((await readdir(archive)).sort()).toEqual([ID, 'latest']);
    expect(await readFile(join(dir, 'changes.ndjson'), 'utf8')).toBe(changes);
    expect(await resolveSnapshotDir(archive)).toBe(dir);
  });

  it('between its renames: a scrub of a snapshot beside it puts it back first', async () => {
    const { archive, dir, changes } = await killedBetweenRenames();
    // Written elsewhere and moved in: a writer in the archive would have put it back already.
    const other = join(archive, '2026-11-19T000000Z');
    await rename(await writeSnapshot(await tempDir(), leakyCollections(), '2026-11-19T00:00:00Z'), other);
    // Said as a crawl says it: the snapshot reappeared beside the one cleaned, unannounced.
    const lines: string[] = [];
    expect((await scrubSnapshot(other, undefined, { onMessage: (line) => lines.push(line) })).replaced).toBe(true);
    expect(lines).toEqual([
      `put back in ${archive} what a scrub killed as it swapped in its cleaned copy had moved aside: ${ID}`,
      `removed what scrubs killed before they finished left in ${archive}: ${STAGING}`,
    ]);
    expect((await readdir(archive)).sort()).toEqual(['2026-11-19T000000Z', ID, 'latest']);
    expect(await readFile(join(dir, 'changes.ndjson'), 'utf8')).toBe(changes);
  });

  it('between its renames: a scrub into that folder (--out) puts it back first, and says so', async () => {
    const { archive, dir, changes } = await killedBetweenRenames();
    const elsewhere = await tempDir();
    const other = await writeSnapshot(elsewhere, leakyCollections(), '2026-11-19T00:00:00Z');
    const lines: string[] = [];
    expect((await scrubSnapshot(other, archive, { onMessage: (line) => lines.push(line) })).dir).toBe(join(archive, '2026-11-19T000000Z'));
    expect(lines).toEqual([
      `put back in ${archive} what a scrub killed as it swapped in its cleaned copy had moved aside: ${ID}`,
      `removed what scrubs killed before they finished left in ${archive}: ${STAGING}`,
    ]);
    expect(await readFile(join(dir, 'changes.ndjson'), 'utf8')).toBe(changes);
  });

  it('between its renames, of a snapshot folder not named by its id: the next scrub beside it puts it back under its name', async () => {
    // A snapshot kept under a name of its own (/srv/l10n/before-upgrade) is scrubbed in place as any
    // other: its staging folder was removed with the original in it, the only copy, for its name was no id.
    const archive = await tempDir();
    const kept = join(archive, 'before-upgrade');
    await rename(await writeSnapshot(archive, leakyCollections(), '2026-11-20T00:00:00Z'), kept);
    const changes = await readFile(join(kept, 'changes.ndjson'), 'utf8');
    await mkdir(join(archive, '.scrub-before-upgrade-Ab12Cd'));
    await writeFile(join(archive, '.scrub-before-upgrade-Ab12Cd', '.owner.json'), JSON.stringify({ host: hostname(), pid: GONE }));
    await rename(kept, join(archive, '.scrub-before-upgrade-Ab12Cd', 'original'));
    const other = await writeSnapshot(archive, leakyCollections(), '2026-11-19T00:00:00Z');
    expect((await scrubSnapshot(other)).replaced).toBe(true);
    expect((await readdir(archive)).sort()).toEqual(['2026-11-19T000000Z', 'before-upgrade', 'latest']);
    expect(await readFile(join(kept, 'changes.ndjson'), 'utf8')).toBe(changes);
  });

  it('after its second rename: the original it was to remove goes, its cleaned copy stays; where something else took the place, the original is kept', async () => {
    const { archive, dir } = await killedBetweenRenames();
    // The cleaned copy in the original's place, as the second rename left it (marked, to tell it from the original).
    await cp(join(archive, STAGING, 'original'), dir, { recursive: true });
    await writeFile(join(dir, 'changes.ndjson'), '{"id":1}\n');
    const writer = await SnapshotWriter.create({ outDir: archive, startedAt: new Date('2026-11-21T00:00:00Z') });
    await writer.abort();
    expect(writer.scrubsRecovered).toEqual({ putBack: [], removed: [STAGING] });
    expect([await readdir(archive), await readFile(join(dir, 'changes.ndjson'), 'utf8')]).toEqual([[ID, 'latest'], '{"id":1}\n']);
    // A folder made where the snapshot was (no snapshot: no manifest.json) is not the copy: the original is the only one.
    const second = await killedBetweenRenames();
    await mkdir(second.dir);
    const again = await SnapshotWriter.create({ outDir: second.archive, startedAt: new Date('2026-11-21T00:00:00Z') });
    await again.abort();
    expect(again.scrubsRecovered).toEqual({ putBack: [], removed: [] });
    expect(await readFile(join(second.archive, STAGING, 'original', 'changes.ndjson'), 'utf8')).toBe(second.changes);
  });

  it('while it wrote its copy: the next scrub removes the folder it left', async () => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, leakyCollections(), '2026-11-20T00:00:00Z');
    await mkdir(join(archive, STAGING, `.tmp-${ID}-0000dead`, '.work'), { recursive: true });
    await writeFile(join(archive, STAGING, '.owner.json'), JSON.stringify({ host: hostname(), pid: GONE }));
    await writeFile(join(archive, STAGING, `.tmp-${ID}-0000dead`, 'changes.ndjson'), '{"id":1}\n');
    expect((await scrubSnapshot(dir)).replaced).toBe(true);
    expect((await readdir(archive)).sort()).toEqual([ID, 'latest']);
  });

  it('leaves the staging folder of a scrub still running, and one of another host', async () => {
    const { archive } = await killedBetweenRenames({ host: hostname(), pid: process.pid });
    await mkdir(join(archive, `.scrub-${ID}-Zz99Yy`));
    await writeFile(join(archive, `.scrub-${ID}-Zz99Yy`, '.owner.json'), JSON.stringify({ host: 'another-host', pid: GONE }));
    const writer = await SnapshotWriter.create({ outDir: archive, startedAt: new Date('2026-11-21T00:00:00Z') });
    await writer.abort();
    expect(writer.scrubsRecovered).toEqual({ putBack: [], removed: [] });
    expect((await readdir(archive)).sort()).toEqual([STAGING, `.scrub-${ID}-Zz99Yy`, 'latest']);
  });
});

describe('what a killed scrub left, as recoverKilledScrubs and killedScrubOriginal find it', () => {
  it('puts back a snapshot whose folder is not named as a snapshot id, not deleting the only copy with the staging folder', async () => {
    const archive = await tempDir();
    const written = await writeSnapshot(archive, leakyCollections(), '2026-11-20T00:00:00Z');
    // A snapshot copied to a folder of its own name, scrubbed in place there and killed between the renames.
    const dir = join(archive, 'to-share');
    await rename(written, dir);
    const changes = await readFile(join(dir, 'changes.ndjson'), 'utf8');
    await mkdir(join(archive, '.scrub-to-share-Ab12Cd'));
    await writeFile(join(archive, '.scrub-to-share-Ab12Cd', '.owner.json'), JSON.stringify({ host: hostname(), pid: GONE }));
    await rename(dir, join(archive, '.scrub-to-share-Ab12Cd', 'original'));
    expect(await recoverKilledScrubs(archive)).toEqual({ putBack: ['to-share'], removed: ['.scrub-to-share-Ab12Cd'] });
    expect(await readFile(join(dir, 'changes.ndjson'), 'utf8')).toBe(changes);
  });
  it('takes for a staging folder only a name a scrub gives one, and leaves the rest alone however its owner is gone', async () => {
    const archive = await tempDir();
    const names = [`.scrub-${ID}-Ab12Cd.bak`, `x.scrub-${ID}-Ab12Cd`, `.scrub-${ID}-Ab12Cd7`];
    for (const name of names) {
      await mkdir(join(archive, name));
      await writeFile(join(archive, name, '.owner.json'), JSON.stringify({ host: hostname(), pid: GONE }));
    }
    expect(await recoverKilledScrubs(archive)).toEqual({ putBack: [], removed: [] });
    expect((await readdir(archive)).sort()).toEqual(names.sort());
  });

  it('removes the original with the staging folder where the cleaned copy is in its place (killed after the second rename)', async () => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, leakyCollections(), '2026-11-20T00:00:00Z');
    await mkdir(join(archive, STAGING));
    await writeFile(join(archive, STAGING, '.owner.json'), JSON.stringify({ host: hostname(), pid: GONE }));
    await cp(dir, join(archive, STAGING, 'original'), { recursive: true });
    expect(await recoverKilledScrubs(archive)).toEqual({ putBack: [], removed: [STAGING] });
    expect((await readdir(archive)).sort()).toEqual([ID, 'latest']);
  });

  it('removes a staging folder without the original where the snapshot\'s folder is gone too, putting nothing in its place', async () => {
    const archive = await tempDir();
    await mkdir(join(archive, STAGING, `.tmp-${ID}-0000dead`), { recursive: true });
    await writeFile(join(archive, STAGING, '.owner.json'), JSON.stringify({ host: hostname(), pid: GONE }));
    expect(await recoverKilledScrubs(archive)).toEqual({ putBack: [], removed: [STAGING] });
    expect(await readdir(archive)).toEqual([]);
  });

  it('keeps the staging folder, the original in it, where putting it back fails', async () => {
    const { archive, dir } = await killedBetweenRenames();
    seen.fail = dir;
    expect(await recoverKilledScrubs(archive)).toEqual({ putBack: [], removed: [] });
    expect((await readdir(join(archive, STAGING))).sort()).toEqual(['.owner.json', 'original']);
  });

  it('removes the staging folders of several scrubs in the order of their names, and finds none in a folder that is not there', async () => {
    const archive = await tempDir();
    const names = ['Zz0001', 'aa0002', 'Mm0003', 'bb0004', 'Aa0005', 'zz0006'].map((end) => `.scrub-${ID}-${end}`);
    for (const name of names) {
      await mkdir(join(archive, name));
      await writeFile(join(archive, name, '.owner.json'), JSON.stringify({ host: hostname(), pid: GONE }));
    }
    expect(await recoverKilledScrubs(archive)).toEqual({ putBack: [], removed: [...names].sort() });
    expect(await recoverKilledScrubs(join(archive, 'missing'))).toEqual({ putBack: [], removed: [] });
  });

  it('finds the original of the snapshot asked for only, and only where the staging folder holds it', async () => {
    const { archive } = await killedBetweenRenames();
    expect(await killedScrubOriginal(archive, ID)).toBe(join(archive, STAGING, 'original'));
    expect(await killedScrubOriginal(archive, '2026-11-19T000000Z')).toBeNull();
    // A scrub killed while it wrote its copy: nothing of the original is in its folder.
    await mkdir(join(archive, `.scrub-2026-11-18T000000Z-Ef34Gh`));
    expect(await killedScrubOriginal(archive, '2026-11-18T000000Z')).toBeNull();
  });
});
