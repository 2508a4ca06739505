// What the writer flushes to disk before it publishes a snapshot: a power cut after the rename that
// published one must not leave it with an empty manifest, or files the manifest's checksums do not
// match. Each fsync is recorded with the path of the file or folder it flushed (Linux's
// /proc/self/fd) and whether the snapshot was published by then.
import { existsSync, readlinkSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnapshotWriter } from '../../src/snapshot/writer.ts';
import { fields, removeTempDirs, tempDir } from './helpers.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  await removeTempDirs();
});

const START = new Date('2026-11-21T02:00:00.000Z');
const ID = '2026-11-21T020000Z';

describe.runIf(process.platform === 'linux')('SnapshotWriter.commit and the disk', () => {
  it('fsyncs every collection file, the manifest and the temp folder before the rename, and the folder of snapshots after it', async () => {
    const outDir = join(await tempDir(), 'snapshots');
    const writer = await SnapshotWriter.create({ outDir, startedAt: START });
    await writer.add('languages', { code: 'fr', name: 'French' });
    await writer.add('changes', { id: 1, action: 2 });
    // FileHandle is not exported: its prototype is reached through a handle.
    const probe = await open(await tempDir(), 'r');
    const prototype = Object.getPrototypeOf(probe) as { sync: (this: FileHandle) => Promise<void> };
    await probe.close();
    const synced: { path: string; published: boolean }[] = [];
    const sync = prototype.sync;
    vi.spyOn(prototype, 'sync').mockImplementation(async function (this: FileHandle) {
      synced.push({ path: readlinkSync(`/proc/self/fd/${this.fd}`), published: !existsSync(writer.tempDir) });
      return sync.call(this);
    });
    const { dir } = await writer.commit(fields());
    expect(dir).toBe(join(outDir, ID));
    const before = synced.filter((entry) => !entry.published).map((entry) => entry.path);
    const after = synced.filter((entry) => entry.published).map((entry) => entry.path);
    // Named as they were then, in the temp folder the rename made the snapshot; a collection of
    // records is written as its first part and renamed once it has no other (parts.ts).
    expect(before.slice(0, -2).map((path) => relative(writer.tempDir, path)).sort()).toEqual([
      'changes-0001.ndjson', 'components.ndjson', 'languages-0001.ndjson', 'projects.ndjson', 'translations.ndjson', 'users.ndjson',
    ]);
    // The manifest, then the folder: its entries (the parts renamed, the manifest made) with them.
    expect(before.slice(-2)).toEqual([join(writer.tempDir, 'manifest.json'), writer.tempDir]);
    // Then the folder the snapshot was renamed into, and `latest` pointed in.
    expect(after).toEqual([outDir, outDir]);
  });
});
