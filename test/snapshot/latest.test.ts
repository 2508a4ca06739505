// The snapshot `latest` leads to (its start, which a committing crawl weighs against its own), and pointing it.
import { mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { latestFileId, latestManifest, latestStartedAt, newestSnapshotId, pointLatest } from '../../src/snapshot/latest.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

afterEach(removeTempDirs);

describe('latestStartedAt', () => {
  it("reads the start of latest's snapshot, and takes a manifest that is not JSON, or no file, for none", async () => {
    const out = await tempDir();
    await mkdir(join(out, '2026-11-21T020000Z'));
    await symlink('2026-11-21T020000Z', join(out, 'latest'));
    const manifest = join(out, '2026-11-21T020000Z', 'manifest.json');
    await writeFile(manifest, '{"startedAt":"2026-11-21T02:00:00.500Z"}');
    expect(await latestStartedAt(out)).toBe(Date.parse('2026-11-21T02:00:00.500Z'));
    await writeFile(manifest, '{"startedAt":');
    expect(await latestStartedAt(out)).toBeNull();
    await mkdir(join(out, '2026-11-22T020000Z'));
    await mkdir(join(out, '2026-11-22T020000Z', 'manifest.json'));
    await rm(join(out, 'latest'));
    await symlink('2026-11-22T020000Z', join(out, 'latest'));
    expect(await latestStartedAt(out)).toBeNull();
  });
});

describe('latestManifest', () => {
  it("gives latest's snapshot id and its manifest's JSON as it is, and nothing without a link, for a link to no snapshot id, or a manifest that is not JSON", async () => {
    const out = await tempDir();
    expect(await latestManifest(out)).toBeNull();
    await mkdir(join(out, '2026-11-21T020000Z'));
    await symlink('2026-11-21T020000Z', join(out, 'latest'));
    const manifest = join(out, '2026-11-21T020000Z', 'manifest.json');
    await writeFile(manifest, '{"formatVersion":99,"scope":"odd"}');
    expect(await latestManifest(out)).toEqual({ id: '2026-11-21T020000Z', manifest: { formatVersion: 99, scope: 'odd' } });
    await writeFile(manifest, '{"scope":');
    expect(await latestManifest(out)).toBeNull();
    await mkdir(join(out, 'elsewhere'));
    await writeFile(join(out, 'elsewhere', 'manifest.json'), '{}');
    await rm(join(out, 'latest'));
    await symlink('elsewhere', join(out, 'latest'));
    expect(await latestManifest(out)).toBeNull();
  });
});

describe('newestSnapshotId', () => {
  it('takes, of snapshots of one second, the one whose manifest says it started last, whatever their suffixes say; of equal starts, the highest suffix', async () => {
    const out = await tempDir();
    const snapshot = async (id: string, startedAt: string) => {
      await mkdir(join(out, id));
      await writeFile(join(out, id, 'manifest.json'), JSON.stringify({ startedAt }));
    };
    await snapshot('2026-11-21T015959Z', '2026-11-21T01:59:59.999Z');
    await snapshot('2026-11-21T020000Z', '2026-11-21T02:00:00.448Z');
    await snapshot('2026-11-21T020000Z-2', '2026-11-21T02:00:00.384Z');
    await snapshot('2026-11-21T020000Z-3', '2026-11-21T02:00:00.100Z');
    expect(await newestSnapshotId(out)).toBe('2026-11-21T020000Z');
    await snapshot('2026-11-21T020000Z-4', '2026-11-21T02:00:00.448Z');
    expect(await newestSnapshotId(out)).toBe('2026-11-21T020000Z-4');
    // A manifest that cannot be read counts as started at the start of its second.
    await snapshot('2026-11-21T020000Z-5', 'not a time');
    expect(await newestSnapshotId(out)).toBe('2026-11-21T020000Z-4');
  });
});

describe('latestFileId', () => {
  it('takes a small file holding an id for that id, and anything larger for no id, without reading it whole', async () => {
    const out = await tempDir();
    await writeFile(join(out, 'latest'), '2026-11-21T020000Z\n');
    expect(await latestFileId(out)).toBe('2026-11-21T020000Z');
    // An id padded past 64 bytes is not what a build or a checkout writes there.
    await writeFile(join(out, 'latest'), `${' '.repeat(100)}2026-11-21T020000Z\n`);
    expect(await latestFileId(out)).toBeNull();
    await writeFile(join(out, 'latest'), 'not an id\n');
    expect(await latestFileId(out)).toBeNull();
  });
});

describe('pointLatest', () => {
  it('leaves no link of its own behind where latest cannot be replaced (a folder of files there)', async () => {
    const out = await tempDir();
    await mkdir(join(out, 'latest', 'page'), { recursive: true });
    await expect(pointLatest(out, '2026-11-21T020000Z')).rejects.toThrow(/^(EISDIR|ENOTEMPTY|EEXIST): /);
    expect((await readdir(out)).sort()).toEqual(['latest']);
    expect((await readdir(join(out, 'latest'))).sort()).toEqual(['page']);
  });
});
