// The change log in batches: packing (columns, a string table sent once), reading in a worker
// thread or in this one with the same result, the report it makes, and failures of the worker
// reaching the caller with the reader's own messages.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSnapshot, type Snapshot } from '../../src/snapshot/reader.ts';
import { SnapshotWriter } from '../../src/snapshot/writer.ts';
import { buildReport } from '../../src/report/build.ts';
import { BATCH_SIZE, ChangeBatchBuilder, ChangeOrderError, type ChangeBatch } from '../../src/report/change-batch.ts';
import { readChangeBatches } from '../../src/report/change-reader.ts';
import { placeLeftOut } from '../../src/report/load.ts';
import { Catalog } from '../../src/report/catalog.ts';
import { ChangeResolver } from '../../src/report/changes.ts';
import { UsernameCache } from '../../src/report/users.ts';
import { fields, removeTempDirs, tempDir } from '../snapshot/helpers.ts';
import type { ManifestFields } from '../../src/snapshot/writer.ts';
import { change, changeFacts, component, language, project, siteConfig, translation } from './fixtures.ts';

afterEach(removeTempDirs);

const NOW = '2026-11-20T00:00:00.000Z';
const de = language('de', 'German');
const fr = language('fr', 'French');
const USERS = ['ana', 'bruno', 'chloé', 'dmitry'];

/** Change n: cycles through four users, two translations, a component-level and a system change. */
function nthChange(n: number): Record<string, unknown> {
  const user = USERS[n % USERS.length]!;
  const timestamp = new Date(Date.parse('2025-01-01T00:00:00Z') + n * 3_600_000).toISOString();
  if (n % 10 === 7) return change({ id: n, timestamp, action: 18, user: 'admin', author: null, component: ['orbit', 'app'] });
  if (n % 10 === 9) return change({ id: n, timestamp, action: 17, user: null, translation: ['orbit', 'app', 'de'] });
  return change({ id: n, timestamp, action: 5, user, translation: ['orbit', 'app', n % 2 === 0 ? 'de' : 'fr'], target: `Text ${n}` });
}

/** A snapshot on disk with `changes` change records (ids 1 …, each as `edit` leaves it) over one project with two translations; `manifest` overrides its manifest's fields. */
async function snapshotWith(
  changes: number, edit: (n: number, record: Record<string, unknown>) => Record<string, unknown> = (_, record) => record, manifest: Partial<ManifestFields> = {},
): Promise<Snapshot> {
  const out = await tempDir();
  const writer = await SnapshotWriter.create({ outDir: out, startedAt: new Date(NOW) });
  for (const record of [de, fr]) await writer.add('languages', record);
  await writer.add('projects', project('orbit', 'Orbit Notes'));
  await writer.add('components', component('orbit', 'app'));
  await writer.add('translations', translation('orbit', 'app', de, { total: 10, translated: 8 }));
  await writer.add('translations', translation('orbit', 'app', fr, { total: 10, translated: 5 }));
  for (let n = 1; n <= changes; n += 1) await writer.add('changes', edit(n, nthChange(n)));
  const { dir } = await writer.commit(fields(NOW, manifest));
  return openSnapshot(dir);
}

async function collect(source: AsyncIterable<ChangeBatch>): Promise<ChangeBatch[]> {
  const out: ChangeBatch[] = [];
  for await (const batch of source) out.push(batch);
  return out;
}

describe('ChangeBatchBuilder', () => {
  it('packs changes in columns with each URL and username sent once, nulls as -1', () => {
    const builder = new ChangeBatchBuilder(new UsernameCache());
    for (let n = 1; n <= 10; n += 1) expect(builder.add(nthChange(n))).toBeNull();
    // Refused: no usable timestamp.
    expect(builder.add(change({ id: 11, timestamp: 'soon', action: 5 }))).toBeNull();
    const batch = builder.flush()!;
    expect(batch.length).toBe(10);
    expect([...batch.id]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([...batch.action]).toEqual([5, 5, 5, 5, 5, 5, 18, 5, 17, 5]);
    expect(batch.ms[0]).toBe(Date.parse('2025-01-01T01:00:00Z'));
    expect(batch.strings).toEqual([
      'https://weblate.example.org/api/translations/orbit/app/fr/',
      'https://weblate.example.org/api/components/orbit/app/',
      'bruno',
      'https://weblate.example.org/api/translations/orbit/app/de/',
      'chloé',
      'dmitry',
      'ana',
      'admin',
    ]);
    expect([...batch.translation]).toEqual([0, 3, 0, 3, 0, 3, -1, 3, 3, 3]);
    expect([...batch.user]).toEqual([2, 4, 5, 6, 2, 4, 7, 6, -1, 4]);
    expect([...batch.author]).toEqual([2, 4, 5, 6, 2, 4, -1, 6, -1, 4]);
    expect(batch.target.slice(0, 3)).toEqual(['Text 1', 'Text 2', 'Text 3']);
    expect(builder.flush()).toBeNull();
  });

  it('keeps the ids of the first five records holding private data, not all of them', () => {
    const builder = new ChangeBatchBuilder(new UsernameCache());
    const leaky = (id: number) => ({ ...change({ id, timestamp: '2026-11-11T10:00:00Z', action: 17 }), details: { repo: 'https://u:s3cr3t@git.example.org/x.git' } });
    // Its id unusable: counted, not named.
    builder.add({ ...leaky(1), id: 'one' });
    for (const id of [3, 4, 9, 12, 40, 41, 77]) builder.add(leaky(id));
    builder.add(change({ id: 80, timestamp: '2026-11-11T10:00:00Z', action: 5 }));
    const batch = builder.flush()!;
    expect(batch.privateRecords).toBe(8);
    expect(batch.privateIds).toEqual([3, 4, 9, 12, 40]);
  });

  it('leaves out a change repeating the id before it, and refuses one below it, where both were left out as "repeated"', () => {
    const builder = new ChangeBatchBuilder(new UsernameCache());
    for (const n of [1, 2, 2, 3]) builder.add(nthChange(n));
    // An id no key can be (not a safe integer) is not usable: a lenient snapshot stores it after the sorted ones.
    expect(builder.add({ ...nthChange(4), id: -1e300 })).toBeNull();
    const error = (() => {
      try {
        builder.add(nthChange(1));
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ChangeOrderError);
    expect((error as ChangeOrderError).ordinal).toBe(6);
    expect((error as Error).message).toBe(
      "change record 6 as read: change id 1 comes after id 3: a snapshot's change log must be in ascending id order, as the crawler writes it " +
      '(a file sorted as text, or by hand, or manifest.json listing its change files in another order?)',
    );
    const batch = builder.flush()!;
    expect([...batch.id]).toEqual([1, 2, 3]);
    // Counted by reason, the first of each named by its place in the log.
    expect(batch.leftOut).toEqual([
      { reason: 'change-repeated', records: 1, first: { ordinal: 3, place: null, key: 'id 2', detail: null } },
      { reason: 'change-id', records: 1, first: { ordinal: 5, place: null, key: null, detail: 'id is -1e+300' } },
    ]);
  });

  it('hands out a full batch every BATCH_SIZE changes; later batches send only new strings', () => {
    const builder = new ChangeBatchBuilder(new UsernameCache());
    const full: ChangeBatch[] = [];
    for (let n = 1; n <= BATCH_SIZE + 5; n += 1) {
      const batch = builder.add(nthChange(n));
      if (batch !== null) full.push(batch);
    }
    expect(full.map((batch) => batch.length)).toEqual([BATCH_SIZE]);
    const rest = builder.flush()!;
    expect(rest.length).toBe(5);
    expect(rest.id.length).toBe(5);
    expect(rest.strings).toEqual([]);
  });
});

describe('ChangeResolver', () => {
  it('gives a batch of twenty the facts each record gets in a batch of its own', () => {
    const catalog = new Catalog();
    catalog.addComponent(component('orbit', 'app'));
    catalog.addTranslation('https://weblate.example.org/api/translations/orbit/app/de/', {
      languageCode: 'de', isSource: false, projectSlug: 'orbit', componentSlug: 'app', webUrl: 'https://weblate.example.org/projects/orbit/app/de/',
    });
    const records = Array.from({ length: 20 }, (_, i) => nthChange(i + 1));
    const builder = new ChangeBatchBuilder(new UsernameCache());
    for (const record of records) builder.add(record);
    const facts = new ChangeResolver(catalog).facts(builder.flush()!);
    expect(facts).toEqual(records.map((record) => changeFacts(record, catalog, new UsernameCache())));
    // fr is not in the catalog: its language comes from the URL, its link is the component's page.
    expect(facts[0]).toMatchObject({ languageCode: 'fr', projectSlug: 'orbit', webUrl: 'https://weblate.example.org/projects/orbit/app/', user: 'bruno' });
    expect(facts[6]).toMatchObject({ action: 18, languageCode: null, componentSlug: 'app', user: 'admin', author: null });
  });
});

describe('a change about a project alone (Project created)', () => {
  it('is placed in the project whose log held it (_atlas.project, a --project crawl\'s), and nowhere without that', () => {
    const catalog = new Catalog();
    catalog.addProject(project('orbit', 'Orbit Notes'));
    const created = change({ id: 1, timestamp: '2025-01-01T00:00:00Z', action: 50, user: 'ana' });
    const listed = { ...created, _atlas: { project: 'https://weblate.example.org/api/projects/orbit/' } };
    // It said '— none' in every change list, on a --project crawl too, whose snapshot knew the project.
    expect(changeFacts(listed, catalog, new UsernameCache())).toMatchObject({
      action: 50, projectSlug: 'orbit', componentSlug: null, languageCode: null, workLanguage: null, webUrl: 'https://weblate.example.org/projects/orbit/',
    });
    // A project the report does not hold is named by its slug all the same, without a page to link.
    expect(changeFacts({ ...created, _atlas: { project: 'https://weblate.example.org/api/projects/gone/' } }, catalog, new UsernameCache())).toMatchObject({ projectSlug: 'gone', webUrl: null });
    expect(changeFacts(created, catalog, new UsernameCache())).toMatchObject({ projectSlug: null, componentSlug: null, webUrl: null });
    // A change that names its component is placed by it, whatever `_atlas` says.
    const pushed = change({ id: 2, timestamp: '2025-01-01T00:00:00Z', action: 18, user: 'ana', component: ['orbit', 'app'] });
    catalog.addComponent(component('orbit', 'app'));
    expect(changeFacts({ ...pushed, _atlas: { project: 'https://weblate.example.org/api/projects/gone/' } }, catalog, new UsernameCache())).toMatchObject({ projectSlug: 'orbit', componentSlug: 'app' });
  });

  it('shares no place with the changes of a batch that name a component', () => {
    const catalog = new Catalog();
    catalog.addProject(project('orbit', 'Orbit Notes'));
    catalog.addComponent(component('orbit', 'app'));
    const builder = new ChangeBatchBuilder(new UsernameCache());
    builder.add({ ...change({ id: 1, timestamp: '2025-01-01T00:00:00Z', action: 50, user: 'ana' }), _atlas: { project: 'https://weblate.example.org/api/projects/orbit/' } });
    builder.add(change({ id: 2, timestamp: '2025-01-01T00:00:00Z', action: 45, user: 'ana' }));
    builder.add(change({ id: 3, timestamp: '2025-01-01T00:00:00Z', action: 18, user: 'ana', component: ['orbit', 'app'] }));
    const facts = new ChangeResolver(catalog).facts(builder.flush()!);
    expect(facts.map((fact) => [fact.projectSlug, fact.componentSlug])).toEqual([['orbit', null], [null, null], ['orbit', 'app']]);
  });
});

describe('readChangeBatches', () => {
  it("places a project's own change by _atlas.project only where the snapshot was read from named projects' logs, in either thread", async () => {
    const created = (n: number, record: Record<string, unknown>) =>
      n === 1 ? { ...change({ id: 1, timestamp: '2025-01-01T01:00:00Z', action: 50, user: 'ana' }), _atlas: { project: 'https://weblate.example.org/api/projects/orbit/' } } : record;
    // The whole instance's log: an _atlas there is a server's (the crawl writes none), not read.
    const whole = await snapshotWith(3, created);
    const named = await snapshotWith(3, created, { scope: { projects: ['orbit'], changesSince: null } });
    for (const thread of ['worker', 'main'] as const) {
      const [wholeBatch] = await collect(readChangeBatches(whole, { thread }));
      const [namedBatch] = await collect(readChangeBatches(named, { thread }));
      expect([wholeBatch!.id[0], wholeBatch!.project[0]]).toEqual([1, -1]);
      expect([namedBatch!.id[0], namedBatch!.strings[namedBatch!.project[0]!]]).toEqual([1, 'https://weblate.example.org/api/projects/orbit/']);
    }
  });

  it('reads the same batches in a worker thread as in this one', async () => {
    const snapshot = await snapshotWith(2 * BATCH_SIZE + 100);
    const inWorker = await collect(readChangeBatches(snapshot, { thread: 'worker' }));
    const here = await collect(readChangeBatches(snapshot, { thread: 'main' }));
    expect(inWorker.map((batch) => batch.length)).toEqual([BATCH_SIZE, BATCH_SIZE, 100]);
    expect(inWorker[2]!.id[99]).toBe(2 * BATCH_SIZE + 100);
    expect(inWorker).toEqual(here);
  });

  it('gives buildReport the report it makes from the records alone', async () => {
    const snapshot = await snapshotWith(BATCH_SIZE + 1);
    const input = { manifest: snapshot.manifest, snapshotId: 'x', records: snapshot.records };
    const config = siteConfig();
    const fromWorker = await buildReport({ ...input, changes: readChangeBatches(snapshot, { thread: 'worker' }) }, config);
    const fromRecords = await buildReport(input, config);
    expect(fromWorker).toEqual(fromRecords);
    expect(fromWorker.totals.changes).toBe(BATCH_SIZE + 1);
    // ana and chloé (even ids) translate every time; bruno and dmitry lose ids ending in 7 and 9.
    expect(fromWorker.contributors.map((c) => c.username)).toEqual(['ana', 'chloé', 'bruno', 'dmitry', 'admin']);
  });

  it('counts the records left out by reason in the worker as in this thread, naming the first of each once across batches; its file and line are found after', async () => {
    // A time without its zone in every thousandth change, in both batches; an id no key can be
    // (a lenient crawl's), which the writer stores after the sorted ones.
    const snapshot = await snapshotWith(2 * BATCH_SIZE + 100, (n, record) => n % 1000 === 500 ? { ...record, timestamp: '2025-01-01T10:00:00' }
      : n === 42 ? { ...record, id: 'forty-two' } : record);
    const input = { manifest: snapshot.manifest, snapshotId: 'x', records: snapshot.records };
    const fromWorker = await buildReport({ ...input, changes: readChangeBatches(snapshot, { thread: 'worker' }) }, siteConfig());
    const fromRecords = await buildReport(input, siteConfig());
    expect(fromWorker.leftOutRecords).toEqual(fromRecords.leftOutRecords);
    expect(fromWorker.leftOutRecords).toEqual([
      { reason: 'change-id', records: 1, first: { ordinal: 2 * BATCH_SIZE + 100, place: null, key: null, detail: 'id is the string "forty-two"' } },
      { reason: 'change-timestamp', records: 8, first: { ordinal: 499, place: null, key: 'id 500', detail: 'timestamp is the string "2025-01-01T10:00:00"' } },
    ]);
    expect(fromWorker.leftOut.changes).toBe(9);
    const file = snapshot.manifest.collections.changes.files[0]!;
    expect((await placeLeftOut(snapshot, fromWorker.leftOutRecords)).map(({ first }) => first.place)).toEqual([
      { file, line: 2 * BATCH_SIZE + 100 }, { file, line: 499 },
    ]);
  });

  it('leaves out the changes stamped before the time the log was read from, in the worker as in this thread, where every figure but the charts counted them', async () => {
    // Read from 1,000.5 hours after its first change's day began: changes 1 to 1,000 come before it (a hand edit, two logs joined).
    const since = new Date(Date.parse('2025-01-01T00:00:00Z') + 1000.5 * 3_600_000).toISOString();
    const snapshot = await snapshotWith(2 * BATCH_SIZE + 100, undefined, { scope: { projects: null, changesSince: since } });
    const input = { manifest: snapshot.manifest, snapshotId: 'x', records: snapshot.records };
    const fromWorker = await buildReport({ ...input, changes: readChangeBatches(snapshot, { thread: 'worker' }) }, siteConfig());
    const fromRecords = await buildReport(input, siteConfig());
    expect(fromWorker).toEqual(fromRecords);
    const here = await buildReport({ ...input, changes: readChangeBatches(snapshot, { thread: 'main' }) }, siteConfig());
    expect(here).toEqual(fromRecords);
    expect(fromWorker.leftOutRecords).toEqual([
      { reason: 'change-before-since', records: 1000, first: { ordinal: 1, place: null, key: 'id 1', detail: 'timestamp is the string "2025-01-01T01:00:00.000Z"' } },
    ]);
    expect([fromWorker.leftOut.changes, fromWorker.totals.changes]).toEqual([1000, 2 * BATCH_SIZE + 100 - 1000]);
    // The first change counted is the first of the window, in every figure.
    const first = fromWorker.contributors.map((c) => c.firstActivity).sort()[0];
    expect(first).toBe('2025-02-11T17:00:00.000Z');
  });

  it('passes on a checksum mismatch found in the worker', async () => {
    const snapshot = await snapshotWith(300);
    const file = join(snapshot.dir, snapshot.manifest.collections.changes.files[0]!);
    const bytes = await readFile(file);
    // Same length, one text changed: still JSON, no longer the stored bytes.
    await writeFile(file, Buffer.from(bytes.toString('utf8').replace('Text 150"', 'Text 151"')));
    await expect(collect(readChangeBatches(snapshot, { thread: 'worker' }))).rejects.toThrow(
      /collection "changes" does not match its manifest: changes\.ndjson: sha256 is [0-9a-f]{64}, manifest says [0-9a-f]{64} \(the snapshot is damaged or cut short: copy it again from where it is kept; a file edited by hand needs its collection's sha256 and count set to match in manifest\.json\)$/,
    );
  });

  it('passes on a line that is not JSON, with its file and line and what a hand edit does of it', async () => {
    const snapshot = await snapshotWith(300);
    const file = join(snapshot.dir, snapshot.manifest.collections.changes.files[0]!);
    const lines = (await readFile(file, 'utf8')).split('\n');
    lines[41] = '{"id": 42,';
    await writeFile(file, lines.join('\n'));
    // Its manifest set to match, as for a hand edit: otherwise the checksum says the file is damaged.
    const manifestFile = join(snapshot.dir, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { collections: { changes: { sha256: string } } };
    manifest.collections.changes.sha256 = createHash('sha256').update(lines.join('\n')).digest('hex');
    await writeFile(manifestFile, JSON.stringify(manifest));
    await expect(collect(readChangeBatches(snapshot, { thread: 'worker' }))).rejects.toThrow(new Error(
      `snapshot ${snapshot.dir}: collection "changes" does not match its manifest: changes.ndjson: line 42 is no JSON (a record cut short) ` +
        '(a file edited by hand: delete changes.ndjson line 42, a record cut short (no JSON), and set its collection\'s sha256 in manifest.json to match, and its count to 299; or copy the file again)',
    ));
  });

  it.each(['worker', 'main'] as const)('refuses a change log out of id order, in the %s thread, naming the file and line, where it left half of a log sorted as text out as repeated', async (thread) => {
    const snapshot = await snapshotWith(300);
    const file = join(snapshot.dir, snapshot.manifest.collections.changes.files[0]!);
    // As `LC_ALL=C sort` orders it: "id":10 before "id":9.
    const sorted = `${(await readFile(file, 'utf8')).split('\n').filter((line) => line !== '').sort().join('\n')}\n`;
    await writeFile(file, sorted);
    const manifestFile = join(snapshot.dir, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { collections: { changes: { sha256: string } } };
    const hashed = manifest.collections.changes.sha256;
    // Not set to match, as after a copy that damaged it: the checksum is said, as with any damaged file.
    await expect(collect(readChangeBatches(snapshot, { thread }))).rejects.toThrow(/collection "changes" does not match its manifest: changes\.ndjson: sha256 is [0-9a-f]{64}, manifest says [0-9a-f]{64} \(the snapshot is damaged/);
    manifest.collections.changes.sha256 = createHash('sha256').update(sorted).digest('hex');
    await writeFile(manifestFile, JSON.stringify(manifest));
    expect(manifest.collections.changes.sha256).not.toBe(hashed);
    const reopened = await openSnapshot(snapshot.dir);
    await expect(collect(readChangeBatches(reopened, { thread }))).rejects.toThrow(new Error(
      `${file}:13: change id 11 comes after id 109: a snapshot's change log must be in ascending id order, as the crawler writes it ` +
      '(a file sorted as text, or by hand, or manifest.json listing its change files in another order?)',
    ));
  });

  it('stops the worker when the consumer stops early', async () => {
    const snapshot = await snapshotWith(3 * BATCH_SIZE);
    const source = readChangeBatches(snapshot, { thread: 'worker' });
    let seen = 0;
    for await (const batch of source) {
      seen += batch.length;
      break;
    }
    expect(seen).toBe(BATCH_SIZE);
    // Closing again is harmless.
    await source.close();
  });
});
