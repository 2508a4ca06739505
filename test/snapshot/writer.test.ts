// The snapshot writer: sorted, deduplicated, deterministic NDJSON files; split files; the
// manifest; atomic publication with `latest`; abort and failures leaving the archive as it was.
import { createHash } from 'node:crypto';
import { watch } from 'node:fs';
import { cp, lutimes, mkdir, readFile, readlink, rename, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RESOLVED, RecordTooLongError } from '../../src/snapshot/collection-buffer.ts';
import { COLLECTIONS, ManifestSchema, type CollectionName } from '../../src/snapshot/manifest.ts';
import { SnapshotWriter } from '../../src/snapshot/writer.ts';
import { fields, names, removeTempDirs, shuffled, tempDir, text } from './helpers.ts';
import { ownSelf } from '../../src/snapshot/temp-owner.ts';
import { openSnapshot, verifySnapshot } from '../../src/snapshot/reader.ts';

afterEach(removeTempDirs);

const START = new Date('2026-11-21T02:00:00.000Z');
const ID = '2026-11-21T020000Z';
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

type Item = [CollectionName, Record<string, unknown>];

/** A small crawl's records, with exact duplicates as page boundaries produce them. */
const ITEMS: Item[] = [
  ['languages', { code: 'fr', name: 'French' }],
  ['languages', { code: 'de', name: 'German' }],
  ['languages', { code: 'cs', name: 'Czech' }],
  ['languages', { code: 'de', name: 'German' }],
  ['projects', { id: 20, slug: 'orbit' }],
  ['projects', { id: 3, slug: 'lumen' }],
  ['components', { id: 7, slug: 'core' }],
  ['components', { id: 100_001, slug: 'docs' }],
  ['translations', { id: 9, language_code: 'fr' }],
  ['translations', { id: 2, language_code: 'de' }],
  ['users', { username: 'zoe', full_name: 'Zoé' }],
  ['users', { username: 'Ann', full_name: 'Ann' }],
  ['users', { username: 'bob', full_name: 'Bob' }],
  ...[5, 1, 120_000, 3, 2, 60_000, 4].map((id): Item => ['changes', { id, action: 2, target: `t${id}` }]),
  ['changes', { id: 3, action: 2, target: 't3' }],
  ['changes', { id: 120_000, action: 2, target: 't120000' }],
];

async function write(outDir: string, items: readonly Item[], options: { recordsPerFile?: number; shardSpan?: number; bufferBytes?: number; holdBytes?: number; startedAt?: Date; now?: () => number } = {}) {
  const writer = await SnapshotWriter.create({ outDir, startedAt: options.startedAt ?? START, ...options });
  for (const [collection, record] of items) await writer.add(collection, record);
  return writer.commit(fields((options.startedAt ?? START).toISOString()));
}

/** The bytes of every collection file of a committed snapshot, by file name. */
async function collectionBytes(dir: string, manifest: { collections: Record<CollectionName, { files: string[] }> }) {
  const out: Record<string, string> = {};
  for (const name of COLLECTIONS) for (const file of manifest.collections[name].files) out[file] = await text(join(dir, file));
  return out;
}

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

describe('SnapshotWriter output', () => {
  it('stores records sorted by key, once each, identically whatever the arrival order', async () => {
    const first = await write(await tempDir(), shuffled(ITEMS, 1));
    // A different order, tiny shards and a tiny buffer spilled to disk (a flush every record), or
    // spilling only after a few records were held in memory, give the same bytes.
    const second = await write(await tempDir(), shuffled(ITEMS, 99), { shardSpan: 2, bufferBytes: 1, holdBytes: 0 });
    const third = await write(await tempDir(), shuffled(ITEMS, 7), { shardSpan: 3, bufferBytes: 120, holdBytes: 150 });

    expect(await collectionBytes(first.dir, first.manifest)).toEqual(await collectionBytes(second.dir, second.manifest));
    expect(await collectionBytes(first.dir, first.manifest)).toEqual(await collectionBytes(third.dir, third.manifest));
    expect(first.manifest.collections).toEqual(second.manifest.collections);
    expect(first.manifest.collections).toEqual(third.manifest.collections);

    expect(await text(join(first.dir, 'changes.ndjson'))).toBe(
      [1, 2, 3, 4, 5, 60_000, 120_000].map((id) => `{"id":${id},"action":2,"target":"t${id}"}\n`).join(''),
    );
    expect(await text(join(first.dir, 'languages.ndjson'))).toBe(
      '{"code":"cs","name":"Czech"}\n{"code":"de","name":"German"}\n{"code":"fr","name":"French"}\n',
    );
    // Code-unit order: capitals before lower case, independent of locale.
    expect(await text(join(first.dir, 'users.ndjson'))).toBe(
      '{"username":"Ann","full_name":"Ann"}\n{"username":"bob","full_name":"Bob"}\n{"username":"zoe","full_name":"Zoé"}\n',
    );
    expect(await text(join(first.dir, 'components.ndjson'))).toBe('{"id":7,"slug":"core"}\n{"id":100001,"slug":"docs"}\n');
    expect(first.manifest.collections.changes.count).toBe(7);
    expect(first.manifest.collections.languages.count).toBe(3);
  });

  it('keeps the last record added for a key', async () => {
    const { dir } = await write(await tempDir(), [
      ['changes', { id: 2, target: 'old' }],
      ['changes', { id: 1, target: 'one' }],
      ['changes', { id: 2, target: 'new' }],
      ['users', { username: 'ann', v: 1 }],
      ['users', { username: 'ann', v: 2 }],
    ], { bufferBytes: 1, holdBytes: 0 });
    expect(await text(join(dir, 'changes.ndjson'))).toBe('{"id":1,"target":"one"}\n{"id":2,"target":"new"}\n');
    expect(await text(join(dir, 'users.ndjson'))).toBe('{"username":"ann","v":2}\n');
  });

  it.each([['spilled to disk', 0], ['held in memory', undefined]])('keeps arrival order between records that fill the buffer and records too large for it (%s)', async (_, holdBytes) => {
    const big = 'x'.repeat(100);
    const { dir } = await write(await tempDir(), [
      ['changes', { id: 2, target: 'old' }],
      ['changes', { id: 2, target: big }],
      ['changes', { id: 2, target: 'new' }],
      ['changes', { id: 1, target: 'é' }],
      ['changes', { id: 1, target: big }],
      ['changes', { target: 'unkeyed 1' }],
      ['changes', { target: big }],
      ['changes', { target: 'unkeyed 3' }],
    ], { bufferBytes: 64, ...(holdBytes === undefined ? {} : { holdBytes }) });
    expect(await text(join(dir, 'changes.ndjson'))).toBe(
      `{"id":1,"target":"${big}"}\n{"id":2,"target":"new"}\n{"target":"unkeyed 1"}\n{"target":"${big}"}\n{"target":"unkeyed 3"}\n`,
    );
  });

  it('keeps a collection within holdBytes in memory and spills one past it, with the same output', async () => {
    const items: Item[] = shuffled([...Array(40).keys()].map((id): Item => ['changes', { id, target: `t${id}` }]), 3);
    const spillFiles = async (writer: SnapshotWriter) => (await names(join(writer.tempDir, '.work'))).filter((name) => name !== '.owner.json').length;
    const held = await SnapshotWriter.create({ outDir: await tempDir(), startedAt: START, bufferBytes: 100 });
    const spilled = await SnapshotWriter.create({ outDir: await tempDir(), startedAt: START, bufferBytes: 100, holdBytes: 300 });
    for (const [collection, record] of items) {
      await held.add(collection, record);
      await spilled.add(collection, record);
    }
    expect(await spillFiles(held)).toBe(0);
    expect(await spillFiles(spilled)).toBe(1);
    const a = await held.commit(fields());
    const b = await spilled.commit(fields());
    const expected = [...Array(40).keys()].map((id) => `{"id":${id},"target":"t${id}"}\n`).join('');
    expect(await text(join(a.dir, 'changes.ndjson'))).toBe(expected);
    expect(await text(join(b.dir, 'changes.ndjson'))).toBe(expected);
    expect(a.manifest.collections.changes.sha256).toBe(sha256(expected));
  });

  it('writes a record larger than the output buffer', async () => {
    const huge = 'ü'.repeat(700_000);
    const { dir, manifest } = await write(await tempDir(), [['changes', { id: 2 }], ['changes', { id: 1, target: huge }], ['changes', { id: 3 }]]);
    const expected = `{"id":1,"target":"${huge}"}\n{"id":2}\n{"id":3}\n`;
    expect(await text(join(dir, 'changes.ndjson'))).toBe(expected);
    expect(manifest.collections.changes.sha256).toBe(sha256(expected));
  });

  it('splits a collection every recordsPerFile records and hashes the files concatenated', async () => {
    const items: Item[] = [7, 6, 5, 4, 3, 2, 1].map((id) => ['changes', { id }]);
    items.push(['projects', { id: 1 }], ['projects', { id: 2 }], ['projects', { id: 3 }]);
    const { dir, manifest } = await write(await tempDir(), items, { recordsPerFile: 3 });

    expect(manifest.collections.changes.files).toEqual(['changes-0001.ndjson', 'changes-0002.ndjson', 'changes-0003.ndjson']);
    expect(await text(join(dir, 'changes-0001.ndjson'))).toBe('{"id":1}\n{"id":2}\n{"id":3}\n');
    expect(await text(join(dir, 'changes-0002.ndjson'))).toBe('{"id":4}\n{"id":5}\n{"id":6}\n');
    expect(await text(join(dir, 'changes-0003.ndjson'))).toBe('{"id":7}\n');
    expect(manifest.collections.changes.sha256).toBe(sha256('{"id":1}\n{"id":2}\n{"id":3}\n{"id":4}\n{"id":5}\n{"id":6}\n{"id":7}\n'));
    expect(manifest.collections.changes.count).toBe(7);
    // Exactly recordsPerFile records still fit one file.
    expect(manifest.collections.projects).toEqual({
      count: 3,
      files: ['projects.ndjson'],
      sha256: sha256('{"id":1}\n{"id":2}\n{"id":3}\n'),
    });
  });

  it.each([['held in memory', undefined], ['spilled to disk', 0]])('splits records added in key order, which are written in runs, at any record (%s)', async (_, holdBytes) => {
    // Ascending adds lie side by side in the held buffers: runs of lines that file ends cut.
    const items: Item[] = [...Array(25).keys()].map((id): Item => ['changes', { id, t: 'x'.repeat(id % 4) }]);
    const { dir, manifest } = await write(await tempDir(), items, { recordsPerFile: 7, bufferBytes: 200, ...(holdBytes === undefined ? {} : { holdBytes }) });
    const line = (id: number) => `{"id":${id},"t":"${'x'.repeat(id % 4)}"}\n`;
    const lines = (from: number, to: number) => [...Array(to - from).keys()].map((i) => line(from + i)).join('');
    expect(manifest.collections.changes.files).toEqual(['changes-0001.ndjson', 'changes-0002.ndjson', 'changes-0003.ndjson', 'changes-0004.ndjson']);
    expect(await text(join(dir, 'changes-0001.ndjson'))).toBe(lines(0, 7));
    expect(await text(join(dir, 'changes-0002.ndjson'))).toBe(lines(7, 14));
    expect(await text(join(dir, 'changes-0003.ndjson'))).toBe(lines(14, 21));
    expect(await text(join(dir, 'changes-0004.ndjson'))).toBe(lines(21, 25));
    expect(manifest.collections.changes.sha256).toBe(sha256(lines(0, 25)));
    expect(manifest.collections.changes.count).toBe(25);
  });

  it('writes one empty file for an empty collection', async () => {
    const { dir, manifest } = await write(await tempDir(), []);
    for (const name of COLLECTIONS) {
      expect(manifest.collections[name]).toEqual({ count: 0, files: [`${name}.ndjson`], sha256: EMPTY_SHA256 });
      expect(await text(join(dir, `${name}.ndjson`))).toBe('');
    }
    expect(await names(dir)).toEqual([...COLLECTIONS.map((name) => `${name}.ndjson`), 'manifest.json'].sort());
  });

  it.each([['spilled to disk', 0], ['held in memory', undefined]])('stores records without a valid key after the keyed ones, in arrival order, not deduplicated (%s)', async (_, holdBytes) => {
    const { dir, manifest } = await write(await tempDir(), [
      ['changes', { target: 'no id' }],
      ['changes', { id: 2 }],
      ['changes', { id: '1', target: 'string id' }],
      ['changes', { id: 1 }],
      ['changes', { target: 'no id' }],
      ['changes', { id: 1.5 }],
      ['languages', { name: 'nameless' }],
      ['languages', { code: 'de' }],
      ['languages', { code: 7 }],
    ], { bufferBytes: 1, ...(holdBytes === undefined ? {} : { holdBytes }) });
    expect(await text(join(dir, 'changes.ndjson'))).toBe(
      '{"id":1}\n{"id":2}\n{"target":"no id"}\n{"id":"1","target":"string id"}\n{"target":"no id"}\n{"id":1.5}\n',
    );
    expect(await text(join(dir, 'languages.ndjson'))).toBe('{"code":"de"}\n{"name":"nameless"}\n{"code":7}\n');
    expect(manifest.collections.changes.count).toBe(6);
  });

  it('writes a manifest that validates, with counts, files and checksums of what is on disk', async () => {
    const { dir, manifest } = await write(await tempDir(), ITEMS, { recordsPerFile: 3 });
    const onDisk = JSON.parse(await text(join(dir, 'manifest.json'))) as unknown;
    expect(ManifestSchema.safeParse(onDisk).success).toBe(true);
    expect(onDisk).toEqual(manifest);
    expect(Object.keys(manifest)[0]).toBe('formatVersion');
    expect(manifest.formatVersion).toBe(4);
    expect(manifest.startedAt).toBe('2026-11-21T02:00:00.000Z');
    expect(Object.fromEntries(COLLECTIONS.map((name) => [name, manifest.collections[name].count]))).toEqual({
      languages: 3, projects: 2, components: 2, translations: 2, users: 3, changes: 7,
    });
    expect(manifest.collections.changes.files).toEqual(['changes-0001.ndjson', 'changes-0002.ndjson', 'changes-0003.ndjson']);
    expect(manifest.collections.users.files).toEqual(['users.ndjson']);
    for (const name of COLLECTIONS) {
      const entry = manifest.collections[name];
      const bytes = await Promise.all(entry.files.map((file) => readFile(join(dir, file))));
      expect(createHash('sha256').update(Buffer.concat(bytes)).digest('hex'), name).toBe(entry.sha256);
    }
    // Only the snapshot's files: the spill folder is gone.
    expect(await names(dir)).toEqual([
      'changes-0001.ndjson', 'changes-0002.ndjson', 'changes-0003.ndjson', 'components.ndjson',
      'languages.ndjson', 'manifest.json', 'projects.ndjson', 'translations.ndjson', 'users.ndjson',
    ]);
  });

  it('returns the shared RESOLVED from an add that has nothing to wait for, so a caller may skip awaiting it', async () => {
    const writer = await SnapshotWriter.create({ outDir: await tempDir(), startedAt: START });
    expect(writer.add('changes', { id: 1 })).toBe(RESOLVED);
    expect(writer.add('languages', { code: 'de' })).toBe(RESOLVED);
    await writer.abort();
  });

  it('handles many records spread over many shards, with adds not awaited one by one', async () => {
    const ids = shuffled(Array.from({ length: 20_000 }, (_, i) => i * 7), 5);
    const writer = await SnapshotWriter.create({ outDir: await tempDir(), startedAt: START, shardSpan: 1000, bufferBytes: 4096, holdBytes: 0, recordsPerFile: 6000 });
    const pending: Promise<void>[] = [];
    for (const id of ids) pending.push(writer.add('changes', { id }));
    for (const id of ids.slice(0, 500)) pending.push(writer.add('changes', { id }));
    await Promise.all(pending);
    const { dir, manifest } = await writer.commit(fields());
    expect(manifest.collections.changes.count).toBe(20_000);
    expect(manifest.collections.changes.files).toEqual(['changes-0001.ndjson', 'changes-0002.ndjson', 'changes-0003.ndjson', 'changes-0004.ndjson']);
    const lines = (await Promise.all(manifest.collections.changes.files.map((file) => text(join(dir, file))))).join('').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toEqual(Array.from({ length: 20_000 }, (_, i) => `{"id":${i * 7}}`));
  });

  it('writes and hashes a spilled collection of many MiB right while reusing its copy buffers', async () => {
    // 40,000 records of ~180 bytes: 7 MB of single lines, copied through the writer's staging
    // buffers of 1 MiB several times over, with larger records (written without a copy) between.
    const record = (id: number) => ({ id, target: `${id}:`.padEnd(id % 97 === 0 ? 20_000 : 160, 'abcdefghij') });
    const writer = await SnapshotWriter.create({ outDir: await tempDir(), startedAt: START, holdBytes: 0, recordsPerFile: 30_000 });
    for (let id = 40_000; id >= 1; id -= 1) await writer.add('changes', record(id));
    const { dir, manifest } = await writer.commit(fields());
    const expected = Array.from({ length: 40_000 }, (_, i) => `${JSON.stringify(record(i + 1))}\n`);
    const files = await Promise.all(manifest.collections.changes.files.map((file) => text(join(dir, file))));
    expect(manifest.collections.changes.files).toEqual(['changes-0001.ndjson', 'changes-0002.ndjson']);
    expect(files[0]).toBe(expected.slice(0, 30_000).join(''));
    expect(files[1]).toBe(expected.slice(30_000).join(''));
    expect(manifest.collections.changes.sha256).toBe(sha256(expected.join('')));
  });

  it('reads spilled shards of different sizes back through one buffer, records past 16 KiB and 1 MiB among them', async () => {
    // Shards of 10 ids: the first large (twenty-KiB records), the second small, the third one
    // record of 1.2 MB; each later shard is read into the buffer the one before it filled.
    const target = (id: number) => (id < 10 ? 'a'.repeat(20_000 + id) : id === 25 ? 'b'.repeat(1_200_000) : `t${id}`);
    const ids = [25, 12, 3, 11, 9, 1, 10, 5, 3];
    const { dir, manifest } = await write(await tempDir(), ids.map((id): Item => ['changes', { id, target: target(id) }]), { shardSpan: 10, holdBytes: 0 });
    const expected = [1, 3, 5, 9, 10, 11, 12, 25].map((id) => `${JSON.stringify({ id, target: target(id) })}\n`).join('');
    expect(manifest.collections.changes.count).toBe(8);
    expect(await text(join(dir, 'changes.ndjson'))).toBe(expected);
    expect(manifest.collections.changes.sha256).toBe(sha256(expected));
  });

  it('writes files that span several write buffers and parts, with a record larger than a buffer among them', async () => {
    // About 5 MB of records of 10 KB, split every 150 records, with a 1.5 MB record in the middle:
    // the final files are written from two alternating 1 MiB buffers.
    const items: Item[] = shuffled(Array.from({ length: 500 }, (_, id): Item => ['changes', { id, target: String(id).repeat(2500).slice(0, 10_000) }]), 11);
    items.push(['changes', { id: 250, target: 'é'.repeat(750_000) }]);
    const { dir, manifest } = await write(await tempDir(), items, { recordsPerFile: 150 });
    const expected = Array.from({ length: 500 }, (_, id) =>
      `${JSON.stringify({ id, target: id === 250 ? 'é'.repeat(750_000) : String(id).repeat(2500).slice(0, 10_000) })}\n`);
    expect(manifest.collections.changes.files).toEqual(['changes-0001.ndjson', 'changes-0002.ndjson', 'changes-0003.ndjson', 'changes-0004.ndjson']);
    for (const [n, file] of manifest.collections.changes.files.entries()) {
      expect(await text(join(dir, file)), file).toBe(expected.slice(n * 150, (n + 1) * 150).join(''));
    }
    expect(manifest.collections.changes.sha256).toBe(sha256(expected.join('')));
  });

  it('writes a finished collection before commit, identically, and takes no more records for it', async () => {
    const outDir = await tempDir();
    const writer = await SnapshotWriter.create({ outDir, startedAt: START, holdBytes: 0, bufferBytes: 64 });
    for (const [collection, record] of shuffled(ITEMS, 1)) await writer.add(collection, record);
    writer.finish('translations');
    writer.finish('changes');
    writer.finish('changes');
    await expect(writer.add('changes', { id: 6 })).rejects.toThrow('SnapshotWriter.add: changes is finished');
    // Written while the snapshot is still open, before commit.
    await expect.poll(async () => names(writer.tempDir)).toContain('translations.ndjson');
    await expect.poll(async () => names(writer.tempDir)).toContain('changes.ndjson');
    await writer.add('users', { username: 'cy', full_name: 'Cy' });
    const finished = await writer.commit(fields());

    const unfinished = await write(await tempDir(), [...shuffled(ITEMS, 1), ['users', { username: 'cy', full_name: 'Cy' }]]);
    expect(await collectionBytes(finished.dir, finished.manifest)).toEqual(await collectionBytes(unfinished.dir, unfinished.manifest));
    expect(finished.manifest.collections).toEqual(unfinished.manifest.collections);
    expect(finished.manifest.collections.users.count).toBe(4);
  });

  it('abort() after finish waits for the finished files and removes the whole temp folder', async () => {
    const outDir = await tempDir();
    const writer = await SnapshotWriter.create({ outDir, startedAt: START });
    for (const [collection, record] of ITEMS) await writer.add(collection, record);
    writer.finish('changes');
    writer.finish('languages');
    await writer.abort();
    expect(await names(outDir)).toEqual([]);
    expect(() => writer.finish('users')).toThrow('SnapshotWriter.finish: the writer is aborted');
  });

  it('refuses records that have no JSON text', async () => {
    const writer = await SnapshotWriter.create({ outDir: await tempDir(), startedAt: START });
    await expect(writer.add('changes', { id: 1, big: 1n })).rejects.toThrow(TypeError);
    await expect(writer.add('users', { toJSON: () => undefined })).rejects.toThrow('no JSON representation');
    await writer.abort();
  });
});

describe('SnapshotWriter and records longer than a line may be', () => {
  it('refuses a record whose JSON passes 64 MB, written out again or as the server sent it, where the reader would take the file for damaged', async () => {
    const writer = await SnapshotWriter.create({ outDir: await tempDir(), startedAt: new Date('2026-11-21T02:00:00Z') });
    // 22,500,000 three-byte characters: 67,500,000 bytes as UTF-8.
    const long = '€'.repeat(22_500_000);
    // {"code":"de","id":1,"t":"…"}: 27 bytes besides.
    const message = 'a record of 67,500,027 bytes as JSON, more than the 64 MB a snapshot stores in one line';
    for (const collection of ['languages', 'changes'] as const) {
      const error = await writer.add(collection, { code: 'de', id: 1, t: long }).then(() => null, (failure: unknown) => failure);
      expect(error).toBeInstanceOf(RecordTooLongError);
      expect((error as Error).message).toBe(message);
    }
    const raw = Buffer.alloc(64 * 1024 * 1024 + 1, 0x20);
    await expect(writer.add('changes', { id: 2 }, raw)).rejects.toThrow(new Error('a record of 67,108,865 bytes as JSON, more than the 64 MB a snapshot stores in one line'));
    // One of exactly 64 MB is stored.
    await expect(writer.add('languages', { code: 'fr' }, raw.subarray(1))).resolves.toBeUndefined();
    await writer.abort();
  });
});

describe('SnapshotWriter publication', () => {
  it('names the folder by id and points a relative latest link at the newest snapshot', async () => {
    const outDir = join(await tempDir(), 'snapshots');
    const first = await write(outDir, ITEMS);
    expect(first.dir).toBe(join(outDir, ID));
    expect(await readlink(join(outDir, 'latest'))).toBe(ID);
    const second = await write(outDir, ITEMS, { startedAt: new Date('2026-11-22T02:00:00.000Z') });
    expect(second.dir).toBe(join(outDir, '2026-11-22T020000Z'));
    expect(await readlink(join(outDir, 'latest'))).toBe('2026-11-22T020000Z');
    expect(await names(outDir)).toEqual([ID, '2026-11-22T020000Z', 'latest']);
  });

  it('stops a commit whose signal is aborted while its files are written, leaving the earlier snapshot and latest as they were', async () => {
    const outDir = join(await tempDir(), 'snapshots');
    await write(outDir, ITEMS);
    const writer = await SnapshotWriter.create({ outDir, startedAt: new Date('2026-11-22T02:00:00.000Z') });
    for (const [collection, record] of ITEMS) await writer.add(collection, record);
    const controller = new AbortController();
    // Aborted once the commit is under way: its first write has begun.
    const committing = writer.commit(fields('2026-11-22T02:00:00.000Z'), controller.signal);
    controller.abort(new Error('interrupted'));
    await expect(committing).rejects.toThrow(new Error('interrupted'));
    await writer.abort();
    expect(await names(outDir)).toEqual([ID, 'latest']);
    expect(await readlink(join(outDir, 'latest'))).toBe(ID);
  });

  it('keeps the owner file in a temp folder whose commit stopped once its manifest was written, where it went with the work folder', async () => {
    const outDir = await tempDir();
    const writer = await SnapshotWriter.create({ outDir, startedAt: START });
    for (const [collection, record] of ITEMS) await writer.add(collection, record);
    // As a crawl killed at that moment leaves it (the signal is checked last before the rename).
    const stopped = new AbortController();
    stopped.abort(new Error('killed'));
    await expect(writer.commit(fields(), stopped.signal)).rejects.toThrow('killed');
    const left = await names(writer.tempDir);
    expect(left).toContain('manifest.json');
    expect(left).toContain('.owner.json');
    expect(left).not.toContain('.work');
    expect(JSON.parse(await readFile(join(writer.tempDir, '.owner.json'), 'utf8'))).toEqual(ownSelf());
    await writer.abort();
  });

  it('leaves latest on a snapshot started later that an overlapping crawl committed first', async () => {
    const outDir = await tempDir();
    const later = new Date('2026-11-21T02:00:00.800Z');
    const early = await SnapshotWriter.create({ outDir, startedAt: START });
    const late = await SnapshotWriter.create({ outDir, startedAt: later });
    // Both started in the same second: the second writer made takes the suffix.
    expect((await late.commit(fields(later.toISOString()))).latest).toBe(`${ID}-2`);
    // Every entry made or renamed in the folder, by name. Only on Linux: inotify reports each, in
    // order, so the commit's are all in once a file made after it is (waited for, not slept on: 100 ms
    // were too few on a loaded machine); elsewhere fs.watch may coalesce events or give no names.
    const inotify = process.platform === 'linux';
    const touched: string[] = [];
    let reported = () => {};
    const allReported = new Promise<void>((resolve) => (reported = resolve));
    const watcher = inotify
      ? watch(outDir, (_event, name) => {
          touched.push(String(name));
          if (name === 'after-commit') reported();
        })
      : null;
    const committed = await early.commit(fields());
    if (watcher !== null) {
      await writeFile(join(outDir, 'after-commit'), '');
      await allReported;
      watcher.close();
      await rm(join(outDir, 'after-commit'));
      // Never pointed at the earlier one meanwhile, and back: a build reading it then built that.
      expect(touched).toContain(ID);
      expect(touched).not.toContain('latest');
    }
    expect(committed.dir).toBe(join(outDir, ID));
    expect(committed.latest).toBe(`${ID}-2`);
    expect(await readlink(join(outDir, 'latest'))).toBe(`${ID}-2`);
    // A crawl started later still moves it.
    const next = await write(outDir, ITEMS, { startedAt: new Date('2026-11-21T03:00:00.000Z') });
    expect(next.latest).toBe('2026-11-21T030000Z');
    expect(await readlink(join(outDir, 'latest'))).toBe('2026-11-21T030000Z');
  });

  it('points latest at the crawl of one second that started later, where the other claimed the plain id after it and took the suffix', async () => {
    const outDir = await tempDir();
    // As two crawls started 64 ms apart once ran: the later made its temp folder first.
    const later = await SnapshotWriter.create({ outDir, startedAt: new Date('2026-11-21T02:00:00.448Z') });
    const earlier = await SnapshotWriter.create({ outDir, startedAt: new Date('2026-11-21T02:00:00.384Z') });
    expect([later.id, earlier.id]).toEqual([ID, `${ID}-2`]);
    expect((await earlier.commit(fields('2026-11-21T02:00:00.384Z'))).latest).toBe(`${ID}-2`);
    expect((await later.commit(fields('2026-11-21T02:00:00.448Z'))).latest).toBe(ID);
    expect(await readlink(join(outDir, 'latest'))).toBe(ID);
  });

  it('passes over a snapshot dated after the crawl ended (a clock ahead), and names it', async () => {
    const outDir = await tempDir();
    // Made on a night the clock was set two weeks ahead: `latest` points to it.
    const ahead = await write(outDir, ITEMS, { startedAt: new Date('2026-12-05T00:00:00.000Z'), now: () => Date.parse('2026-12-05T00:10:00.000Z') });
    expect(ahead.latest).toBe('2026-12-05T000000Z');
    // The next night's crawl, with the clock right again, in place a minute after it ended (fields() ends it ten minutes after its start).
    const tonight = await write(outDir, ITEMS, { now: () => Date.parse('2026-11-21T02:11:00.000Z') });
    expect(tonight.latest).toBe(ID);
    expect(tonight.ahead).toEqual(['2026-12-05T000000Z']);
    expect(await readlink(join(outDir, 'latest'))).toBe(ID);
    // A crawl that overlapped this one and started later is no clock's mistake: it stays latest.
    const overlapping = await SnapshotWriter.create({ outDir, startedAt: new Date('2026-11-21T02:05:00.000Z'), now: () => Date.parse('2026-11-21T02:15:00.000Z') });
    const early = await SnapshotWriter.create({ outDir, startedAt: new Date('2026-11-21T02:04:00.000Z'), now: () => Date.parse('2026-11-21T02:16:00.000Z') });
    expect((await overlapping.commit(fields('2026-11-21T02:05:00.000Z'))).latest).toBe('2026-11-21T020500Z');
    const committed = await early.commit(fields('2026-11-21T02:04:00.000Z'));
    expect([committed.latest, committed.ahead]).toEqual(['2026-11-21T020500Z', ['2026-12-05T000000Z']]);
  });

  it('takes a crawl started after another stopped reading, while that one wrote its files, for the newer', async () => {
    const outDir = await tempDir();
    // A read from 02:00 to 02:10 (fields()), and took until 02:12 to write its files; B started at 02:10:30 and was in place first.
    const a = await SnapshotWriter.create({ outDir, startedAt: START, now: () => Date.parse('2026-11-21T02:12:00.000Z') });
    const b = await write(outDir, ITEMS, { startedAt: new Date('2026-11-21T02:10:30.000Z'), now: () => Date.parse('2026-11-21T02:11:00.000Z') });
    expect(b.latest).toBe('2026-11-21T021030Z');
    const committed = await a.commit(fields());
    expect([committed.latest, committed.ahead]).toEqual(['2026-11-21T021030Z', []]);
    expect(await readlink(join(outDir, 'latest'))).toBe('2026-11-21T021030Z');
  });

  it('points latest at the newer snapshot of two committed at the same moment, every time', async () => {
    // Each read latest before the other pointed it: the older was pointed last in 6 runs of 20.
    for (let run = 0; run < 20; run++) {
      const outDir = await tempDir();
      const later = new Date('2026-11-21T02:00:05.000Z');
      const early = await SnapshotWriter.create({ outDir, startedAt: START });
      const late = await SnapshotWriter.create({ outDir, startedAt: later });
      // What each commit returns depends on which was in place first; where latest ends does not.
      await Promise.all([early.commit(fields()), late.commit(fields(later.toISOString()))]);
      expect(await readlink(join(outDir, 'latest')), `run ${run}`).toBe('2026-11-21T020005Z');
    }
  });

  it('removes temp folders of killed writers on this host, and leaves those that may be live', async () => {
    const outDir = await tempDir();
    // No Linux or macOS process can have this pid (Linux's PID_MAX_LIMIT is 2^22).
    const gone = 4_194_305;
    const plant = async (name: string, owner: unknown) => {
      await mkdir(join(outDir, name, '.work'), { recursive: true });
      if (owner !== undefined) await writeFile(join(outDir, name, '.work', '.owner.json'), JSON.stringify(owner));
    };
    await plant(`.tmp-${ID}-0000dead`, { host: hostname(), pid: gone });
    await plant('.tmp-2026-11-20T010000Z-00000001', { host: hostname(), pid: process.pid });
    await plant('.tmp-2026-11-20T010000Z-00000002', { host: 'another-host', pid: gone });
    await plant('.tmp-2026-11-20T010000Z-00000003', undefined);
    // Killed while its commit wrote the manifest: the work folder gone, the owner file beside the snapshot's files.
    await mkdir(join(outDir, '.tmp-2026-11-19T010000Z-0000c0de'));
    await writeFile(join(outDir, '.tmp-2026-11-19T010000Z-0000c0de', 'changes.ndjson'), '{"id":1}\n');
    await writeFile(join(outDir, '.tmp-2026-11-19T010000Z-0000c0de', '.owner.json'), JSON.stringify({ host: hostname(), pid: gone }));
    const writer = await SnapshotWriter.create({ outDir, startedAt: START });
    expect(writer.orphansRemoved).toEqual(['.tmp-2026-11-19T010000Z-0000c0de', `.tmp-${ID}-0000dead`]);
    expect(writer.foreignTemps).toEqual([{ name: '.tmp-2026-11-20T010000Z-00000002', host: 'another-host', pid: gone }]);
    // The id the dead writer held is free again.
    expect(writer.id).toBe(ID);
    // This host, process, its start and pid namespace (temp-owner.test.ts checks what ownSelf holds).
    expect(await readFile(join(writer.tempDir, '.work', '.owner.json'), 'utf8')).toBe(`${JSON.stringify(ownSelf())}\n`);
    const { dir } = await writer.commit(fields());
    expect((await names(outDir)).filter((name) => !name.startsWith(`.tmp-${ID}`))).toEqual([
      '.tmp-2026-11-20T010000Z-00000001', '.tmp-2026-11-20T010000Z-00000002', '.tmp-2026-11-20T010000Z-00000003', ID, 'latest',
    ]);
    expect(await names(dir)).not.toContain('.work');
    expect(await names(dir)).not.toContain('.owner.json');
  });

  it("publishes a snapshot with its owner file and then removes it, so that a crawl killed between the two leaves a snapshot that reads whole and whose file the next crawl removes", async () => {
    const outDir = await tempDir();
    let published: string[] = [];
    const writer = await SnapshotWriter.create({ outDir, startedAt: START, onPublished: async (at) => { published = await names(at); } });
    for (const [collection, record] of ITEMS) await writer.add(collection, record);
    const { dir, manifest } = await writer.commit(fields());
    // In place with its owner file: no moment left a temp folder with a manifest and without it.
    expect(published).toEqual([
      '.owner.json', 'changes.ndjson', 'components.ndjson', 'languages.ndjson', 'manifest.json', 'projects.ndjson', 'translations.ndjson', 'users.ndjson',
    ]);
    expect(await names(dir)).not.toContain('.owner.json');
    // Killed after the rename, before the owner file went: it is in the published folder.
    await writeFile(join(dir, '.owner.json'), JSON.stringify({ host: hostname(), pid: 4_194_305 }));
    const snapshot = await openSnapshot(dir);
    expect(snapshot.manifest).toEqual(manifest);
    await verifySnapshot(snapshot);
    const next = await SnapshotWriter.create({ outDir, startedAt: new Date('2026-11-22T02:00:00.000Z') });
    expect(await names(dir)).toEqual([
      'changes.ndjson', 'components.ndjson', 'languages.ndjson', 'manifest.json', 'projects.ndjson', 'translations.ndjson', 'users.ndjson',
    ]);
    await next.abort();
  });

  it('removes a temp folder without an owner file that holds a complete manifest untouched for ten minutes (a crawl killed just before its rename), and keeps a newer one', async () => {
    const outDir = await tempDir();
    // As an earlier version's crawl killed between removing its owner file and the rename leaves it.
    const { dir } = await write(outDir, ITEMS, { startedAt: new Date('2026-11-19T01:00:00.000Z') });
    await cp(dir, join(outDir, '.tmp-2026-11-20T010000Z-0000f2e5'), { recursive: true });
    await rename(dir, join(outDir, '.tmp-2026-11-19T010000Z-000001d0'));
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(join(outDir, '.tmp-2026-11-19T010000Z-000001d0', 'manifest.json'), hourAgo, hourAgo);
    // Untouched as long, but with no manifest: one still being made, for all a crawl can tell.
    await mkdir(join(outDir, '.tmp-2026-11-19T020000Z-0000e0e0'));
    await writeFile(join(outDir, '.tmp-2026-11-19T020000Z-0000e0e0', 'manifest.json'), '{"formatVersion": 4');
    await utimes(join(outDir, '.tmp-2026-11-19T020000Z-0000e0e0', 'manifest.json'), hourAgo, hourAgo);
    const writer = await SnapshotWriter.create({ outDir, startedAt: START });
    expect(writer.orphansRemoved).toEqual(['.tmp-2026-11-19T010000Z-000001d0']);
    expect((await names(outDir)).filter((name) => !name.startsWith(`.tmp-${ID}`))).toEqual([
      '.tmp-2026-11-19T020000Z-0000e0e0', '.tmp-2026-11-20T010000Z-0000f2e5', 'latest',
    ]);
    await writer.abort();
  });

  it('removes its temp folder where its owner file cannot be written, leaving the folder of snapshots as it was', async () => {
    const outDir = await tempDir();
    // A path that holds the temp folder and its work folder but not the owner file (PATH_MAX, 4,096 bytes
    // with its NUL): that write fails as one on a full disk does (ENOSPC), before any writer owns the folder.
    // The temp folder's name: `.tmp-` + the id + `-` + 8 hex digits.
    const tempName = '.tmp-'.length + ID.length + 1 + 8;
    // 4,082 bytes to the temp folder, 4,088 to its work folder, 4,100 to the owner file.
    const length = 4095 - '/.owner.json'.length - '/.work'.length - 1 - tempName + 5;
    let deep = outDir;
    while (length - deep.length > 201) deep = join(deep, 'd'.repeat(199));
    deep = join(deep, 'e'.repeat(length - deep.length - 1));
    expect(deep.length).toBe(4049);
    await mkdir(deep, { recursive: true });
    await expect(SnapshotWriter.create({ outDir: deep, startedAt: START })).rejects.toMatchObject({ code: 'ENAMETOOLONG' });
    expect(await names(deep)).toEqual([]);
  });

  it('removes a temp folder without an owner file in which nothing has changed for an hour (a crawl killed as it removed it, 319 MB of spill files left), and keeps one touched since', async () => {
    const outDir = await tempDir();
    // abort() unlinks in no set order: a SIGKILL that followed a SIGTERM left the spill files without the owner file.
    const plant = async (name: string, ago: number) => {
      const at = new Date(Date.now() - ago);
      await mkdir(join(outDir, name, '.work'), { recursive: true });
      await writeFile(join(outDir, name, '.work', 'changes.40.keyed'), 'x'.repeat(1000));
      await writeFile(join(outDir, name, 'languages.ndjson'), '{"code":"de"}\n');
      for (const path of ['.work/changes.40.keyed', 'languages.ndjson', '.work', '.']) await utimes(join(outDir, name, path), at, at);
    };
    await plant('.tmp-2026-11-19T030000Z-0000abcd', 2 * 3_600_000);
    await plant('.tmp-2026-11-19T040000Z-0000beef', 30 * 60_000);
    // Its folders untouched for two hours, but a spill file appended to (which changes no folder) five minutes ago.
    await plant('.tmp-2026-11-19T060000Z-0000cafe', 2 * 3_600_000);
    const appended = new Date(Date.now() - 5 * 60_000);
    await utimes(join(outDir, '.tmp-2026-11-19T060000Z-0000cafe', '.work', 'changes.40.keyed'), appended, appended);
    // Made as the disk filled: no owner file was ever written, only its empty folders.
    await mkdir(join(outDir, '.tmp-2026-11-19T050000Z-0000f00d', '.work'), { recursive: true });
    const longAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(join(outDir, '.tmp-2026-11-19T050000Z-0000f00d', '.work'), longAgo, longAgo);
    await utimes(join(outDir, '.tmp-2026-11-19T050000Z-0000f00d'), longAgo, longAgo);
    const writer = await SnapshotWriter.create({ outDir, startedAt: START });
    expect(writer.orphansRemoved).toEqual(['.tmp-2026-11-19T030000Z-0000abcd', '.tmp-2026-11-19T050000Z-0000f00d']);
    expect((await names(outDir)).filter((name) => !name.startsWith(`.tmp-${ID}`))).toEqual(['.tmp-2026-11-19T040000Z-0000beef', '.tmp-2026-11-19T060000Z-0000cafe']);
    await writer.abort();
  });

  it("removes the latest.tmp-* links of crawls killed as they pointed latest, made over a minute ago, and keeps a newer one", async () => {
    const outDir = await tempDir();
    await write(outDir, ITEMS, { startedAt: new Date('2026-11-20T02:00:00.000Z') });
    const { dir } = await write(outDir, ITEMS);
    // A crawl killed between making the link and renaming it over latest left it.
    await symlink(ID, join(outDir, 'latest.tmp-5b63390b'));
    const minutesAgo = new Date(Date.now() - 120_000);
    await lutimes(join(outDir, 'latest.tmp-5b63390b'), minutesAgo, minutesAgo);
    // latest itself, pointed as long ago, stays: removed, it named no snapshot to a build while this crawl ran.
    await lutimes(join(outDir, 'latest'), minutesAgo, minutesAgo);
    // A crawl pointing latest at this moment.
    await symlink(ID, join(outDir, 'latest.tmp-0c0ffee0'));
    const writer = await SnapshotWriter.create({ outDir, startedAt: new Date('2026-11-22T02:00:00.000Z') });
    expect((await names(outDir)).filter((name) => !name.startsWith('.tmp-'))).toEqual(['2026-11-20T020000Z', ID, 'latest', 'latest.tmp-0c0ffee0']);
    expect(await readlink(join(outDir, 'latest'))).toBe(basename(dir));
    await writer.abort();
  });

  it('gives two snapshots started in the same second distinct ids', async () => {
    const outDir = await tempDir();
    const first = await write(outDir, ITEMS);
    const second = await write(outDir, ITEMS);
    expect(first.dir).toBe(join(outDir, ID));
    expect(second.dir).toBe(join(outDir, `${ID}-2`));
    expect(await readlink(join(outDir, 'latest'))).toBe(`${ID}-2`);

    // Writers running side by side see each other's temp folders.
    const a = await SnapshotWriter.create({ outDir, startedAt: START });
    const b = await SnapshotWriter.create({ outDir, startedAt: START });
    expect([a.id, b.id]).toEqual([`${ID}-3`, `${ID}-4`]);
    await a.abort();
    await b.abort();
  });

  it('takes the next suffix when another process published the same id first', async () => {
    const outDir = await tempDir();
    const writer = await SnapshotWriter.create({ outDir, startedAt: START });
    expect(writer.id).toBe(ID);
    await mkdir(join(outDir, ID));
    await writeFile(join(outDir, ID, 'manifest.json'), '{}');
    const { dir } = await writer.commit(fields());
    expect(writer.id).toBe(`${ID}-2`);
    expect(dir).toBe(join(outDir, `${ID}-2`));
    expect(await text(join(outDir, ID, 'manifest.json'))).toBe('{}');
  });

  it('takes the next suffix where a file, not a folder, has the id\'s name, and leaves the file alone', async () => {
    const outDir = await tempDir();
    const writer = await SnapshotWriter.create({ outDir, startedAt: START });
    await writeFile(join(outDir, ID), 'a note someone left');
    const { dir } = await writer.commit(fields());
    expect(dir).toBe(join(outDir, `${ID}-2`));
    expect(await text(join(outDir, ID))).toBe('a note someone left');
  });

  it('abort() removes the temp folder and leaves earlier snapshots and latest as they were', async () => {
    const outDir = await tempDir();
    const earlier = await write(outDir, ITEMS);
    const before = await collectionBytes(earlier.dir, earlier.manifest);

    const writer = await SnapshotWriter.create({ outDir, startedAt: new Date('2026-11-22T00:00:00Z'), bufferBytes: 1 });
    for (const [collection, record] of ITEMS) await writer.add(collection, { ...record, changed: true });
    expect(writer.tempDir).toMatch(/\/\.tmp-2026-11-22T000000Z-[0-9a-f]{8}$/);
    expect(await names(outDir)).toEqual([basename(writer.tempDir), ID, 'latest']);
    await writer.abort();
    await writer.abort();

    expect(await names(outDir)).toEqual([ID, 'latest']);
    expect(await readlink(join(outDir, 'latest'))).toBe(ID);
    expect(await collectionBytes(earlier.dir, earlier.manifest)).toEqual(before);
    await expect(writer.add('changes', { id: 1 })).rejects.toThrow('aborted');
    await expect(writer.commit(fields())).rejects.toThrow('aborted');
  });

  it('a failed commit changes nothing outside the temp folder, and abort() then removes it', async () => {
    const outDir = await tempDir();
    const earlier = await write(outDir, ITEMS);
    const manifestBefore = await text(join(earlier.dir, 'manifest.json'));

    const writer = await SnapshotWriter.create({ outDir, startedAt: new Date('2026-11-22T00:00:00Z') });
    for (const [collection, record] of ITEMS) await writer.add(collection, record);
    await expect(writer.commit(fields('2026-11-22T00:00:00.000Z', { requests: -1 }))).rejects.toThrow(/requests/);
    await expect(writer.commit(fields())).rejects.toThrow('failed');
    await writer.abort();
    await writer.abort();

    expect(await names(outDir)).toEqual([ID, 'latest']);
    expect(await readlink(join(outDir, 'latest'))).toBe(ID);
    expect(await text(join(earlier.dir, 'manifest.json'))).toBe(manifestBefore);
  });

  it('abort() after a successful commit leaves the snapshot alone', async () => {
    const outDir = await tempDir();
    const writer = await SnapshotWriter.create({ outDir, startedAt: START });
    await writer.add('changes', { id: 1 });
    await writer.commit(fields());
    await writer.abort();
    expect(await names(outDir)).toEqual([ID, 'latest']);
    expect(await text(join(outDir, ID, 'changes.ndjson'))).toBe('{"id":1}\n');
  });
});
