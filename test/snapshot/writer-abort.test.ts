// SnapshotWriter.abort() and the collection files still being written: it removes the temp folder
// only once every write of the writer has ended, those a failed commit started among them.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnapshotWriter } from '../../src/snapshot/writer.ts';
import { fields, names, removeTempDirs, tempDir } from './helpers.ts';

// The collection whose files wait for `released` before they are written (null: none waits), and
// whether the temp folder was there each time such a write went on.
const held = vi.hoisted(() => ({ collection: null as string | null, released: Promise.resolve(), folderThere: [] as boolean[] }));

vi.mock('../../src/snapshot/parts.ts', async (original) => {
  const parts = await original<typeof import('../../src/snapshot/parts.ts')>();
  return {
    ...parts,
    writeCollectionFiles: async (...args: Parameters<typeof parts.writeCollectionFiles>) => {
      if (args[1] === held.collection) {
        await held.released;
        held.folderThere.push(existsSync(args[0]));
      }
      return parts.writeCollectionFiles(...args);
    },
  };
});

afterEach(async () => {
  held.collection = null;
  held.released = Promise.resolve();
  held.folderThere = [];
  await removeTempDirs();
});

describe('SnapshotWriter.abort() after a failed commit', () => {
  it('waits for the collections the commit was still writing before it removes the temp folder', async () => {
    const outDir = await tempDir();
    const writer = await SnapshotWriter.create({ outDir, startedAt: new Date('2026-11-21T02:00:00.000Z'), holdBytes: 0 });
    await writer.add('translations', { id: 1 });
    await writer.add('changes', { id: 1 });
    // A file in the way of the translations' first file: their write fails (as a full disk fails
    // it), and the commit with it, while the changes' files are still to be written.
    await writeFile(join(writer.tempDir, 'translations-0001.ndjson'), '');
    let release = () => {};
    held.released = new Promise<void>((resolve) => (release = resolve));
    held.collection = 'changes';
    await expect(writer.commit(fields())).rejects.toThrow(/^EEXIST: /);

    let aborted = false;
    const aborting = writer.abort().then(() => {
      aborted = true;
    });
    // Calls to the file system enough for an abort that does not wait for the changes' write to
    // remove the folder (each takes a turn of the thread pool, as the removal's own calls do).
    for (let call = 0; call < 2000 && !aborted; call++) await names(outDir);
    expect(aborted).toBe(false);
    release();
    await aborting;
    // The changes' files were written into the folder, which was removed after them.
    expect(held.folderThere).toEqual([true]);
    expect(await names(outDir)).toEqual([]);
  });
});
