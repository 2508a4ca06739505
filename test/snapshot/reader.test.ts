// Reading snapshots: resolving folders, the round trip, checksum verification, manifest errors
// and the archive listing.
import { createHash } from 'node:crypto';
import { appendFile, cp, mkdir, readdir, readFile, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, type CollectionName } from '../../src/snapshot/manifest.ts';
import { openSnapshot, recordPlaces, recordRefusal, resolveSnapshotDir, verifySnapshot, type Snapshot } from '../../src/snapshot/reader.ts';
import { newestSnapshotId } from '../../src/snapshot/latest.ts';
import { SnapshotWriter } from '../../src/snapshot/writer.ts';
import { followAdvice } from './follow-advice.ts';
import { fields, removeTempDirs, tempDir } from './helpers.ts';

afterEach(removeTempDirs);

const ID = '2026-11-21T020000Z';

async function write(outDir: string, startedAt = '2026-11-21T02:00:00.000Z', records: Partial<Record<CollectionName, Record<string, unknown>[]>> = {}) {
  const writer = await SnapshotWriter.create({ outDir, startedAt: new Date(startedAt), recordsPerFile: 2 });
  for (const name of COLLECTIONS) for (const record of records[name] ?? []) await writer.add(name, record);
  return writer.commit(fields(startedAt));
}

const RECORDS = {
  languages: [{ code: 'fr', name: 'French' }, { code: 'de', name: 'German' }],
  users: [{ username: 'ann', full_name: 'Ann Ó' }],
  changes: [{ id: 3, target: 'ünïcødé ✓' }, { id: 1, target: 'a\nb' }, { id: 2, target: null }, { id: 1, target: 'a\nb' }, { note: 'unkeyed' }],
} satisfies Partial<Record<CollectionName, Record<string, unknown>[]>>;

async function all(snapshot: Snapshot, collection: CollectionName): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for await (const record of snapshot.records(collection)) out.push(record);
  return out;
}

describe('openSnapshot', () => {
  it('reads back what was written, in stored order', async () => {
    const { dir, manifest } = await write(await tempDir(), undefined, RECORDS);
    const snapshot = await openSnapshot(dir);
    expect(snapshot.manifest).toEqual(manifest);
    expect(await all(snapshot, 'changes')).toEqual([
      { id: 1, target: 'a\nb' }, { id: 2, target: null }, { id: 3, target: 'ünïcødé ✓' }, { note: 'unkeyed' },
    ]);
    expect(await all(snapshot, 'languages')).toEqual([{ code: 'de', name: 'German' }, { code: 'fr', name: 'French' }]);
    expect(await all(snapshot, 'users')).toEqual([{ username: 'ann', full_name: 'Ann Ó' }]);
    expect(await all(snapshot, 'projects')).toEqual([]);
    await verifySnapshot(snapshot);
  });

  it('names the manifest file and the field when the manifest is corrupt', async () => {
    const { dir } = await write(await tempDir());
    const file = join(dir, 'manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8')) as { collections: { changes: { sha256: string } }; requests: unknown };
    manifest.collections.changes.sha256 = 'not a hash';
    manifest.requests = 1.5;
    await writeFile(file, JSON.stringify(manifest));
    const error = await openSnapshot(dir).catch((caught: unknown) => caught as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(`${file}: invalid manifest: requests: expected a whole number, got 1.5; collections.changes.sha256: expected 64 lowercase hexadecimal digits, got the string "not a hash"`);

    await writeFile(file, '{"formatVersion": 5}');
    await expect(openSnapshot(dir)).rejects.toThrow(`${file}: formatVersion 5 is not supported (this reader knows 1, 2, 3 and 4)`);
    await writeFile(file, '{"formatVersion": 1,');
    await expect(openSnapshot(dir)).rejects.toThrow(`${file}: not valid JSON`);
    await rm(file);
    await expect(openSnapshot(dir)).rejects.toThrow(`${file}: cannot be read (ENOENT)`);
    // A device in its place was read until the memory ran out; a file larger than any text Node holds is not read.
    await symlink('/dev/zero', file);
    await expect(openSnapshot(dir)).rejects.toThrow(new Error(`${file}: not a file (a folder, a device, a pipe or a socket, or a link to one)`));
    await rm(file);
    await writeFile(file, '{}');
    await truncate(file, 2 * 1024 * 1024 * 1024);
    await expect(openSnapshot(dir)).rejects.toThrow(new Error(`${file}: 2,147,483,648 bytes, more than any manifest (the longest text Node holds, 536,870,888 characters)`));
    // One that may hold a text Node can, until read: of 600 MB of single bytes it cannot.
    await truncate(file, 600 * 1024 * 1024);
    await expect(openSnapshot(dir)).rejects.toThrow(new Error(`${file}: more than any manifest (the longest text Node holds, 536,870,888 characters)`));
  });

  it('refuses a manifest that is not UTF-8, naming the byte, where it was read with U+FFFD in its place and the site showed that', async () => {
    const { dir } = await write(await tempDir());
    const file = join(dir, 'manifest.json');
    const text = await readFile(file, 'latin1');
    const at = text.indexOf('weblate-atlas') + 'weblate-atlas'.length;
    // Saved in Latin-1 after an edit: "é" is the one byte 0xE9.
    await writeFile(file, Buffer.from(`${text.slice(0, at)}\u00e9${text.slice(at)}`, 'latin1'));
    await expect(openSnapshot(dir)).rejects.toThrow(new Error(
      `${file}: not UTF-8 (byte ${at + 1}, 0xE9): the crawler writes UTF-8 alone, so the file was damaged, or edited and saved in another encoding (Latin-1, say)`,
    ));
  });

  it('refuses file paths that leave the snapshot folder', async () => {
    const { dir } = await write(await tempDir());
    const file = join(dir, 'manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8')) as { collections: { users: { files: string[] } } };
    manifest.collections.users.files = ['../../etc/passwd'];
    await writeFile(file, JSON.stringify(manifest));
    await expect(openSnapshot(dir)).rejects.toThrow(new Error(
      `${file}: invalid manifest: collections.users.files[0]: expected a path inside the snapshot folder: names of letters, digits, '.', '_' and '-' between '/', none starting with '.', got the string "../../etc/passwd"`,
    ));
  });
});

describe('verifySnapshot', () => {
  it('detects a modified file and names it', async () => {
    const { dir } = await write(await tempDir(), undefined, RECORDS);
    const path = join(dir, 'changes-0002.ndjson');
    await writeFile(path, (await readFile(path, 'utf8')).replace('ünïcødé', 'unicode'));
    const snapshot = await openSnapshot(dir);
    const expected = 'collection "changes" does not match its manifest: changes-0001.ndjson + changes-0002.ndjson (concatenated): sha256 is';
    await expect(verifySnapshot(snapshot)).rejects.toThrow(expected);
    // Reading the records checks the same at their end.
    await expect(all(snapshot, 'changes')).rejects.toThrow(expected);
  });

  it('names a single modified file, a changed count, a truncated file and a missing one', async () => {
    const { dir } = await write(await tempDir(), undefined, RECORDS);
    const snapshot = await openSnapshot(dir);
    await appendFile(join(dir, 'languages.ndjson'), '{"code":"it"}\n');
    await expect(verifySnapshot(snapshot)).rejects.toThrow(
      /collection "languages" does not match its manifest: languages\.ndjson: sha256 is [0-9a-f]{64}, manifest says [0-9a-f]{64}; 3 records, manifest says 2 \(the snapshot is damaged or cut short: copy it again from where it is kept; a file edited by hand needs its collection's sha256 and count set to match in manifest\.json\)$/,
    );
    // Said as a read of the records says it, where it said "does not end with a newline (truncated?)", and nothing to do.
    await writeFile(join(dir, 'languages.ndjson'), '{"code":"de","name":"German"}\n{"code":"fr"');
    await expect(verifySnapshot(snapshot)).rejects.toThrow(new Error(
      `snapshot ${dir}: collection "languages" does not match its manifest: languages.ndjson: sha256 is ${createHash('sha256').update('{"code":"de","name":"German"}\n{"code":"fr"').digest('hex')}, manifest says ${snapshot.manifest.collections.languages.sha256}; ` +
      '1 record, manifest says 2; ends in its line 2, without the newline every record has (the snapshot is damaged or cut short: copy it again from where it is kept; a file edited by hand needs its collection\'s sha256 and count set to match in manifest.json)',
    ));
    await rm(join(dir, 'languages.ndjson'));
    await expect(verifySnapshot(snapshot)).rejects.toThrow('collection "languages": file languages.ndjson is missing');
  });

  it('says a file the manifest lists is missing when its records are read, as verify does', async () => {
    const { dir } = await write(await tempDir(), undefined, RECORDS);
    const snapshot = await openSnapshot(dir);
    await rm(join(dir, 'users.ndjson'));
    await expect(all(snapshot, 'users')).rejects.toThrow(new Error(`snapshot ${dir}: collection "users": file users.ndjson is missing`));
  });

  it('says a file the manifest lists that is a folder, and a byte-order mark in front of JSON', async () => {
    const { dir } = await write(await tempDir(), undefined, RECORDS);
    const snapshot = await openSnapshot(dir);
    await rm(join(dir, 'users.ndjson'));
    await mkdir(join(dir, 'users.ndjson'));
    await expect(all(snapshot, 'users')).rejects.toThrow(new Error(`snapshot ${dir}: collection "users": file users.ndjson is a folder, not a file of records`));
    await expect(verifySnapshot(snapshot)).rejects.toThrow(new Error(`snapshot ${dir}: collection "users": file users.ndjson is a folder, not a file of records`));
    // What an editor saving "UTF-8 with BOM" writes: JSON.parse's message showed the mark as nothing.
    const manifest = join(dir, 'manifest.json');
    await writeFile(manifest, `\uFEFF${await readFile(manifest, 'utf8')}`);
    await expect(openSnapshot(dir)).rejects.toThrow(new Error(`${manifest}: starts with a byte-order mark (the bytes EF BB BF), which JSON does not allow: save it as UTF-8 without one`));
  });

  it('refuses a device in place of a file (a link to /dev/zero), which was read for ever', async () => {
    const { dir } = await write(await tempDir(), undefined, RECORDS);
    const snapshot = await openSnapshot(dir);
    await rm(join(dir, 'users.ndjson'));
    await symlink('/dev/zero', join(dir, 'users.ndjson'));
    const message = `snapshot ${dir}: collection "users": file users.ndjson is not a file of records (a device, a pipe or a socket, or a link to one)`;
    await expect(all(snapshot, 'users')).rejects.toThrow(new Error(message));
    await expect(verifySnapshot(snapshot)).rejects.toThrow(new Error(message));
  });

  it('stops at a line longer than any record (64 MB of zeros after the first), naming the file and line, before it takes the memory', async () => {
    const { dir } = await write(await tempDir(), undefined, RECORDS);
    const path = join(dir, 'users.ndjson');
    await writeFile(path, '{"username":"ann"}\n');
    // Sparse: no disk is used for the zeros.
    await truncate(path, 65 * 1024 * 1024);
    const snapshot = await openSnapshot(dir);
    await expect(all(snapshot, 'users')).rejects.toThrow(new Error(`${path}:2: more than 64 MB without a line break, longer than any record: the file is damaged`));
  });

  it('reports a line that is JSON but no record (a number, a list, a string, null) with its file and line number, and what a hand edit does of it', async () => {
    for (const text of ['42', '[{"username":"bob"}]', '"bob"', 'null']) {
      const { dir } = await write(await tempDir(), undefined, RECORDS);
      const body = `{"username":"ann"}\n${text}\n`;
      await writeFile(join(dir, 'users.ndjson'), body);
      // Damaged (the checksum fails): said so, as any line of a file that does not match.
      await expect(all(await openSnapshot(dir), 'users'), text).rejects.toThrow(`snapshot ${dir}: collection "users" does not match its manifest: users.ndjson: sha256 is `);
      // Edited by hand, the sha256 and count set to match: it was a bare "users.ndjson:2: a record
      // must be a JSON object", which did not say to delete it, nor that the count goes down.
      const file = join(dir, 'manifest.json');
      const manifest = JSON.parse(await readFile(file, 'utf8')) as { collections: { users: { sha256: string; count: number } } };
      manifest.collections.users = { ...manifest.collections.users, sha256: createHash('sha256').update(body).digest('hex'), count: 2 };
      await writeFile(file, JSON.stringify(manifest));
      const message = `snapshot ${dir}: collection "users" does not match its manifest: users.ndjson: line 2 is JSON but no record (every record is a JSON object) ` +
        '(a file edited by hand: delete users.ndjson line 2, JSON but no record (not an object), and set its collection\'s sha256 in manifest.json to match, and its count to 1; or copy the file again)';
      await expect(all(await openSnapshot(dir), 'users'), text).rejects.toThrow(new Error(message));
      await expect(verifySnapshot(await openSnapshot(dir)), text).resolves.toBeUndefined();
      await followAdvice(dir, 'users', ['users.ndjson'], message);
      expect(await all(await openSnapshot(dir), 'users'), text).toEqual([{ username: 'ann' }]);
    }
  });

  it('names a line that is not JSON with its file and line number, where the files are those the manifest lists, with what a hand edit does of it', async () => {
    const { dir } = await write(await tempDir(), undefined, RECORDS);
    const text = '{"username":"ann"}\nnot json\n';
    await writeFile(join(dir, 'users.ndjson'), text);
    // A file edited by hand, its manifest entry set to match, nothing else wrong: it was a bare
    // "users.ndjson:2: not valid JSON", which did not say that the count goes down.
    const file = join(dir, 'manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8')) as { collections: { users: { sha256: string; count: number } } };
    manifest.collections.users = { ...manifest.collections.users, sha256: createHash('sha256').update(text).digest('hex'), count: 2 };
    await writeFile(file, JSON.stringify(manifest));
    const message = `snapshot ${dir}: collection "users" does not match its manifest: users.ndjson: line 2 is no JSON (a record cut short) ` +
      '(a file edited by hand: delete users.ndjson line 2, a record cut short (no JSON), and set its collection\'s sha256 in manifest.json to match, and its count to 1; or copy the file again)';
    await expect(all(await openSnapshot(dir), 'users')).rejects.toThrow(new Error(message));
    await followAdvice(dir, 'users', ['users.ndjson'], message);
    expect(await all(await openSnapshot(dir), 'users')).toEqual([{ username: 'ann' }]);
  });

  it('refuses a line that is not UTF-8 with its file, line and byte, its manifest set to match, where it was read with U+FFFD in the name unsaid, with what a hand edit does of it; said damaged where the checksum fails', async () => {
    const { dir } = await write(await tempDir(), undefined, RECORDS);
    const path = join(dir, 'users.ndjson');
    // A byte of a name changed to 0xFF.
    const bytes = Buffer.concat([Buffer.from('{"username":"ann","full_name":"Ann Ó"}\n{"username":"bob","full_name":"'), Buffer.from([0xff]), Buffer.from('gir"}\n')]);
    await writeFile(path, bytes);
    const damaged = await openSnapshot(dir);
    await expect(all(damaged, 'users')).rejects.toThrow(/^snapshot .*: collection "users" does not match its manifest: users\.ndjson: sha256 is [0-9a-f]{64}, manifest says [0-9a-f]{64}; 2 records, manifest says 1 \(the snapshot is damaged/);
    const file = join(dir, 'manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8')) as { collections: { users: { sha256: string; count: number } } };
    manifest.collections.users = { ...manifest.collections.users, sha256: createHash('sha256').update(bytes).digest('hex'), count: 2 };
    await writeFile(file, JSON.stringify(manifest));
    // Nothing else wrong: said bare, it did not say that the sha256 and count are to be set again.
    const message = `snapshot ${dir}: collection "users" does not match its manifest: users.ndjson: line 2 is not UTF-8 (byte 32 of the line, 0xFF: damaged, or saved in another encoding) ` +
      '(a file edited by hand: delete users.ndjson line 2, not UTF-8, and set its collection\'s sha256 in manifest.json to match, and its count to 1; or copy the file again)';
    await expect(all(await openSnapshot(dir), 'users')).rejects.toThrow(new Error(message));
    await followAdvice(dir, 'users', ['users.ndjson'], message);
    expect(await all(await openSnapshot(dir), 'users')).toEqual([{ username: 'ann', full_name: 'Ann Ó' }]);
  });

  it('says a file cut inside a line (a copy interrupted) is damaged or cut short, where it said its last line was not JSON', async () => {
    const { dir } = await write(await tempDir(), undefined, RECORDS);
    // The first of two files, cut in its second record: the second file is hashed and counted too.
    const path = join(dir, 'changes-0001.ndjson');
    const whole = await readFile(path);
    await writeFile(path, whole.subarray(0, whole.length - 5));
    const rest = await readFile(join(dir, 'changes-0002.ndjson'));
    const sha256 = createHash('sha256').update(whole.subarray(0, whole.length - 5)).update(rest).digest('hex');
    const snapshot = await openSnapshot(dir);
    await expect(all(snapshot, 'changes')).rejects.toThrow(new Error(
      `snapshot ${dir}: collection "changes" does not match its manifest: changes-0001.ndjson + changes-0002.ndjson (concatenated): sha256 is ${sha256}, manifest says ${snapshot.manifest.collections.changes.sha256}; 3 records, manifest says 4; changes-0001.ndjson ends in its line 2, without the newline every record has (the snapshot is damaged or cut short: copy it again from where it is kept; a file edited by hand needs its collection's sha256 and count set to match in manifest.json)`,
    ));
    // Cut after its last record, before the newline: the record reads, and the end says the same,
    // counting the records each ended by its newline, as a line cut inside a record is counted.
    await writeFile(join(dir, 'languages.ndjson'), '{"code":"de","name":"German"}\n{"code":"fr","name":"French"}');
    const languages = snapshot.manifest.collections.languages;
    await expect(all(snapshot, 'languages')).rejects.toThrow(new Error(
      `snapshot ${dir}: collection "languages" does not match its manifest: languages.ndjson: sha256 is ${createHash('sha256').update('{"code":"de","name":"German"}\n{"code":"fr","name":"French"}').digest('hex')}, manifest says ${languages.sha256}; 1 record, manifest says 2; ends in its line 2, without the newline every record has (the snapshot is damaged or cut short: copy it again from where it is kept; a file edited by hand needs its collection's sha256 and count set to match in manifest.json)`,
    ));
  });
});

describe('a read of the records and verifySnapshot (what npm run scrub checks first)', () => {
  const USERS = [{ username: 'ann' }, { username: 'bob' }, { username: 'cy' }];
  // Where they differed: scrub counted a last line without its newline as a record, the build did not.
  const both = async (snapshot: Snapshot) => {
    const read = await all(snapshot, 'users').then(() => 'no error', (error: unknown) => (error as Error).message);
    const verified = await verifySnapshot(snapshot).then(() => 'no error', (error: unknown) => (error as Error).message);
    return { read, verified };
  };

  it('count and name a file cut short alike, inside its last record or at its newline, and so does one edited without its last newline', async () => {
    const { dir, manifest } = await write(await tempDir(), undefined, { users: USERS });
    expect(manifest.collections.users).toMatchObject({ files: ['users-0001.ndjson', 'users-0002.ndjson'], count: 3 });
    const path = join(dir, 'users-0002.ndjson');
    const first = await readFile(join(dir, 'users-0001.ndjson'), 'utf8');
    const sha256 = (last: string) => createHash('sha256').update(first).update(last).digest('hex');
    const damaged = 'the snapshot is damaged or cut short: copy it again from where it is kept; a file edited by hand needs its collection\'s sha256 and count set to match in manifest.json';
    const head = `snapshot ${dir}: collection "users" does not match its manifest: users-0001.ndjson + users-0002.ndjson (concatenated): sha256 is`;
    expect(await readFile(path, 'utf8')).toBe('{"username":"cy"}\n');

    // Cut inside its record (a copy interrupted): the line is no JSON.
    await writeFile(path, '{"username":"c');
    const inside = `${head} ${sha256('{"username":"c')}, manifest says ${manifest.collections.users.sha256}; 2 records, manifest says 3; users-0002.ndjson ends in its line 1, without the newline every record has (${damaged})`;
    expect(await both(await openSnapshot(dir))).toEqual({ read: inside, verified: inside });

    // Cut at its newline: the line is a whole record, read, and still not counted.
    await writeFile(path, '{"username":"cy"}');
    const atNewline = `${head} ${sha256('{"username":"cy"}')}, manifest says ${manifest.collections.users.sha256}; 2 records, manifest says 3; users-0002.ndjson ends in its line 1, without the newline every record has (${damaged})`;
    expect(await both(await openSnapshot(dir))).toEqual({ read: atNewline, verified: atNewline });

    // Edited so, with the manifest set to match (sha256, and the count `wc -l` gives): the line
    // would be a record the count leaves out.
    const file = join(dir, 'manifest.json');
    const edited = JSON.parse(await readFile(file, 'utf8')) as { collections: { users: { sha256: string; count: number } } };
    edited.collections.users = { ...edited.collections.users, sha256: sha256('{"username":"cy"}'), count: 2 };
    await writeFile(file, JSON.stringify(edited));
    const unended = `snapshot ${dir}: collection "users" does not match its manifest: users-0001.ndjson + users-0002.ndjson (concatenated): users-0002.ndjson ends in its line 1, without the newline every record has ` +
      '(a file edited by hand: end its last line with a newline, and set its collection\'s sha256 in manifest.json to match, and its count to 3)';
    expect(await both(await openSnapshot(dir))).toEqual({ read: unended, verified: unended });

    // The count set as a person counts the lines, the unended one too: the same advice, the count
    // already right (it was told the snapshot was damaged, and to set the sha256 and count it had set).
    edited.collections.users.count = 3;
    await writeFile(file, JSON.stringify(edited));
    const counted = `snapshot ${dir}: collection "users" does not match its manifest: users-0001.ndjson + users-0002.ndjson (concatenated): 2 records, manifest says 3; ` +
      'users-0002.ndjson ends in its line 1, without the newline every record has ' +
      '(a file edited by hand: end its last line with a newline, and set its collection\'s sha256 in manifest.json to match)';
    expect(await both(await openSnapshot(dir))).toEqual({ read: counted, verified: counted });

    // A copy cut inside its last record, the manifest's sha256 set to match it: no newline makes
    // that line a record, so it is to be deleted (or the file copied again), the count staying 2.
    await writeFile(path, '{"username":"c');
    edited.collections.users = { ...edited.collections.users, sha256: sha256('{"username":"c'), count: 2 };
    await writeFile(file, JSON.stringify(edited));
    const cutInside = `snapshot ${dir}: collection "users" does not match its manifest: users-0001.ndjson + users-0002.ndjson (concatenated): users-0002.ndjson ends in its line 1, without the newline every record has ` +
      '(a file edited by hand: delete its last line, 1, a record cut short (no JSON), and set its collection\'s sha256 in manifest.json to match; its count stays 2; or copy the file again)';
    expect(await both(await openSnapshot(dir))).toEqual({ read: cutInside, verified: cutInside });
    // Counted as a person counts lines (3): set back to the records.
    edited.collections.users.count = 3;
    await writeFile(file, JSON.stringify(edited));
    expect((await both(await openSnapshot(dir))).read).toBe(
      `snapshot ${dir}: collection "users" does not match its manifest: users-0001.ndjson + users-0002.ndjson (concatenated): 2 records, manifest says 3; users-0002.ndjson ends in its line 1, without the newline every record has ` +
        '(a file edited by hand: delete its last line, 1, a record cut short (no JSON), and set its collection\'s sha256 in manifest.json to match, and its count to 2; or copy the file again)',
    );
  });

  it('tell a hand edit to delete an unended last line that is whole JSON but not UTF-8, or no object, in one message, where it was told to end it with a newline first', async () => {
    const { dir, manifest } = await write(await tempDir(), undefined, { users: USERS });
    const path = join(dir, 'users-0002.ndjson');
    const first = await readFile(join(dir, 'users-0001.ndjson'));
    const file = join(dir, 'manifest.json');
    const head = `snapshot ${dir}: collection "users" does not match its manifest: users-0001.ndjson + users-0002.ndjson (concatenated): `;
    const edit = async (last: Buffer, count: number) => {
      await writeFile(path, last);
      const users = { ...manifest.collections.users, sha256: createHash('sha256').update(first).update(last).digest('hex'), count };
      await writeFile(file, JSON.stringify({ ...manifest, collections: { ...manifest.collections, users } }));
      return both(await openSnapshot(dir));
    };
    // cy's record saved in Latin-1 (é as 0xE9) without its newline, the sha256 set to match and
    // the count as `wc -l` gives it: told to end the line, then, once ended, that it is not UTF-8.
    const latin1 = Buffer.concat([Buffer.from('{"username":"cy","full_name":"Ren'), Buffer.from([0xe9]), Buffer.from('"}')]);
    const notUtf8 = `${head}users-0002.ndjson ends in its line 1, without the newline every record has, and that line is not UTF-8 (byte 34 of the line, 0xE9: damaged, or saved in another encoding) ` +
      '(a file edited by hand: delete its last line, 1, not UTF-8, and set its collection\'s sha256 in manifest.json to match; its count stays 2; or copy the file again)';
    expect(await edit(latin1, 2)).toEqual({ read: notUtf8, verified: notUtf8 });
    await followAdvice(dir, 'users', ['users-0001.ndjson', 'users-0002.ndjson'], notUtf8);
    expect(await both(await openSnapshot(dir))).toEqual({ read: 'no error', verified: 'no error' });
    expect(await all(await openSnapshot(dir), 'users')).toEqual([{ username: 'ann' }, { username: 'bob' }]);

    // A number in its place, without its newline, the count as a person counts lines (3).
    const number = `${head}2 records, manifest says 3; users-0002.ndjson ends in its line 1, without the newline every record has, and that line is JSON but no record (every record is a JSON object) ` +
      '(a file edited by hand: delete its last line, 1, JSON but no record (not an object), and set its collection\'s sha256 in manifest.json to match, and its count to 2; or copy the file again)';
    expect(await edit(Buffer.from('42'), 3)).toEqual({ read: number, verified: number });
    await followAdvice(dir, 'users', ['users-0001.ndjson', 'users-0002.ndjson'], number);
    expect(await all(await openSnapshot(dir), 'users')).toEqual([{ username: 'ann' }, { username: 'bob' }]);
  });

  it('say a count edited by hand, files matching their sha256, is the one thing to set, where the advice listed an empty step and the sha256 to set', async () => {
    const { dir, manifest } = await write(await tempDir(), undefined, { users: USERS });
    const file = join(dir, 'manifest.json');
    for (const count of [4, 2]) {
      await writeFile(file, JSON.stringify({ ...manifest, collections: { ...manifest.collections, users: { ...manifest.collections.users, count } } }));
      const message = `snapshot ${dir}: collection "users" does not match its manifest: users-0001.ndjson + users-0002.ndjson (concatenated): 3 records, manifest says ${count} ` +
        '(the files match the manifest\'s sha256: set its collection\'s count in manifest.json to 3)';
      expect(await both(await openSnapshot(dir))).toEqual({ read: message, verified: message });
    }
  });

  it('name a blank line, and whitespace after the last newline, as no record, telling a hand edit to delete them: the count stays', async () => {
    const { dir, manifest } = await write(await tempDir(), undefined, { users: USERS });
    const path = join(dir, 'users-0002.ndjson');
    const first = await readFile(join(dir, 'users-0001.ndjson'), 'utf8');
    const file = join(dir, 'manifest.json');
    const head = `snapshot ${dir}: collection "users" does not match its manifest: users-0001.ndjson + users-0002.ndjson (concatenated):`;
    // The second file as edited by hand, the sha256 set to match and the count as given.
    const edit = async (text: string, count: number) => {
      await writeFile(path, text);
      const users = { ...manifest.collections.users, sha256: createHash('sha256').update(first).update(text).digest('hex'), count };
      await writeFile(file, JSON.stringify({ ...manifest, collections: { ...manifest.collections, users } }));
      return both(await openSnapshot(dir));
    };

    // A blank line after the last record: it was counted as a record, 4 where the manifest says 3,
    // and with the count set to 4, "not valid JSON (Unexpected end of JSON input)".
    const blank = `${head} users-0002.ndjson line 2 is blank (no record) (a file edited by hand: delete the blank line, and set its collection's sha256 in manifest.json to match; its count stays 3)`;
    expect(await edit('{"username":"cy"}\n\n', 3)).toEqual({ read: blank, verified: blank });
    const blankCounted = `${head} 3 records, manifest says 4; users-0002.ndjson line 2 is blank (no record) (a file edited by hand: delete the blank line, and set its collection's sha256 in manifest.json to match, and its count to 3)`;
    expect(await edit('{"username":"cy"}\n\n', 4)).toEqual({ read: blankCounted, verified: blankCounted });

    // A space after the last newline: it was told to end that line with a newline and set the count
    // to 4, which made it a blank line that does not parse.
    const space = `${head} users-0002.ndjson ends in whitespace after its last newline (no record) (a file edited by hand: delete the whitespace after the last newline, and set its collection's sha256 in manifest.json to match; its count stays 3)`;
    expect(await edit('{"username":"cy"}\n \t', 3)).toEqual({ read: space, verified: space });
    const spaceCounted = `${head} 3 records, manifest says 4; users-0002.ndjson ends in whitespace after its last newline (no record) (a file edited by hand: delete the whitespace after the last newline, and set its collection's sha256 in manifest.json to match, and its count to 3)`;
    expect(await edit('{"username":"cy"}\n ', 4)).toEqual({ read: spaceCounted, verified: spaceCounted });

    // Lines of whitespace only (a CR of a CR LF end among them) before a record, and a record
    // without its newline after them: each said, and what the file needs then.
    const several = `${head} 2 records, manifest says 5; users-0002.ndjson line 1 and 2 more lines are blank (no record); users-0002.ndjson ends in its line 4, without the newline every record has ` +
      '(a file edited by hand: delete the blank lines, then end its last line with a newline, and set its collection\'s sha256 in manifest.json to match, and its count to 3)';
    expect(await edit('\n \r\n\t\n{"username":"dee"}', 5)).toEqual({ read: several, verified: several });

    // Not set to match (a copy damaged, or a hand edit): the hand edit's part is said too.
    await writeFile(file, JSON.stringify(manifest));
    await writeFile(path, '{"username":"cy"}\n\n');
    const damaged = `${head} sha256 is ${createHash('sha256').update(first).update('{"username":"cy"}\n\n').digest('hex')}, manifest says ${manifest.collections.users.sha256}; users-0002.ndjson line 2 is blank (no record) ` +
      '(the snapshot is damaged or cut short: copy it again from where it is kept; a file edited by hand needs the blank line deleted, and its collection\'s sha256 and count set to match in manifest.json)';
    expect(await both(await openSnapshot(dir))).toEqual({ read: damaged, verified: damaged });

    // The advice followed: the records read, and match.
    expect(await edit('{"username":"cy"}\n', 3)).toEqual({ read: 'no error', verified: 'no error' });
    expect(await all(await openSnapshot(dir), 'users')).toEqual(USERS);
  });

  it('name a record cut short and ended among the lines a hand edit deletes, and number the deletions as they stand when each is done', async () => {
    const { dir, manifest } = await write(await tempDir(), undefined, { users: USERS });
    const path = join(dir, 'users-0002.ndjson');
    const first = await readFile(join(dir, 'users-0001.ndjson'), 'utf8');
    const file = join(dir, 'manifest.json');
    const head = `snapshot ${dir}: collection "users" does not match its manifest: users-0001.ndjson + users-0002.ndjson (concatenated):`;
    const edit = async (text: string, count: number) => {
      await writeFile(path, text);
      const users = { ...manifest.collections.users, sha256: createHash('sha256').update(first).update(text).digest('hex'), count };
      await writeFile(file, JSON.stringify({ ...manifest, collections: { ...manifest.collections, users } }));
      return both(await openSnapshot(dir));
    };
    // A step done as told: the line it names (with its newline, where it has one) is the one
    // meant, as the file then stands.
    const deleteLine = (text: string, line: number, expected: string) => {
      const lines = text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
      expect(lines[line - 1]?.replace(/\n$/, '')).toBe(expected);
      return lines.filter((_, at) => at !== line - 1).join('');
    };

    // A last record cut short, then a newline and a blank line, the count as the manifest had it:
    // it was told to delete the blank line, "its count stays 4", and then refused with a bare
    // "users-0002.ndjson:2: not valid JSON".
    const cutThenBlank = '{"username":"cy"}\n{"username":"d\n\n';
    const cutAdvice = `${head} users-0002.ndjson line 3 is blank (no record); users-0002.ndjson line 2 is no JSON (a record cut short) ` +
      '(a file edited by hand: delete users-0002.ndjson line 2, a record cut short (no JSON), then delete the blank line, and set its collection\'s sha256 in manifest.json to match, and its count to 3; or copy the file again)';
    expect(await edit(cutThenBlank, 4)).toEqual({ read: cutAdvice, verified: cutAdvice });
    const followedCut = deleteLine(deleteLine(cutThenBlank, 2, '{"username":"d'), 2, '');
    expect(await edit(followedCut, 3)).toEqual({ read: 'no error', verified: 'no error' });
    expect(await all(await openSnapshot(dir), 'users')).toEqual(USERS);

    // A blank line before the record, and a last line cut short: the cut line is deleted first, as
    // its number says; told after the blank line's deletion, "its last line, 3" was line 2 by then.
    const blankThenCut = '\n{"username":"cy"}\n{"username":"d';
    const blankAdvice = `${head} users-0002.ndjson line 1 is blank (no record); users-0002.ndjson ends in its line 3, without the newline every record has ` +
      '(a file edited by hand: delete its last line, 3, a record cut short (no JSON), then delete the blank line, and set its collection\'s sha256 in manifest.json to match; its count stays 3; or copy the file again)';
    expect(await edit(blankThenCut, 3)).toEqual({ read: blankAdvice, verified: blankAdvice });
    const followedBlank = deleteLine(deleteLine(blankThenCut, 3, '{"username":"d'), 1, '');
    expect(await edit(followedBlank, 3)).toEqual({ read: 'no error', verified: 'no error' });
    expect(await all(await openSnapshot(dir), 'users')).toEqual(USERS);

    // Records cut short in both files, a blank line after them, the second's last line unended:
    // every line named by its number, bottom-up, the second file's first.
    await writeFile(join(dir, 'users-0001.ndjson'), '{"username":"ann"}\n{"user\n');
    const several = '{"username":"b\n\n{"username":"cy"}\n{"username":"d';
    const text = `{"username":"ann"}\n{"user\n${several}`;
    await writeFile(path, several);
    const users = { ...manifest.collections.users, sha256: createHash('sha256').update(text).digest('hex'), count: 6 };
    await writeFile(file, JSON.stringify({ ...manifest, collections: { ...manifest.collections, users } }));
    const severalAdvice = `${head} 4 records, manifest says 6; users-0002.ndjson line 2 is blank (no record); users-0001.ndjson line 2 and users-0002.ndjson line 1 are no JSON (records cut short); users-0002.ndjson ends in its line 4, without the newline every record has ` +
      '(a file edited by hand: delete its last line, 4, a record cut short (no JSON), then delete users-0002.ndjson line 1, a record cut short (no JSON), then delete users-0001.ndjson line 2, a record cut short (no JSON), then delete the blank line, and set its collection\'s sha256 in manifest.json to match, and its count to 2; or copy the file again)';
    expect(await both(await openSnapshot(dir))).toEqual({ read: severalAdvice, verified: severalAdvice });
    await followAdvice(dir, 'users', ['users-0001.ndjson', 'users-0002.ndjson'], severalAdvice);
    expect(await both(await openSnapshot(dir))).toEqual({ read: 'no error', verified: 'no error' });
    expect(await all(await openSnapshot(dir), 'users')).toEqual([{ username: 'ann' }, { username: 'cy' }]);
  });

  it('name each line no read gets past by its number, bottom-up, so that the advice followed word for word reads, and a byte-order mark too', async () => {
    const records = Array.from({ length: 12 }, (_, at) => ({ username: `user${at + 1}` }));
    const start = async (edit: (lines: string[]) => string[], count = 12) => {
      const { dir, manifest } = await write(await tempDir(), undefined, { users: records });
      // One file of the records, edited as given, the manifest's sha256 set to match it.
      const text = edit(records.map((record) => JSON.stringify(record))).map((line) => `${line}\n`).join('');
      for (const name of manifest.collections.users.files) await rm(join(dir, name));
      await writeFile(join(dir, 'users.ndjson'), text);
      const users = { ...manifest.collections.users, files: ['users.ndjson'], sha256: createHash('sha256').update(text).digest('hex'), count };
      await writeFile(join(dir, 'manifest.json'), JSON.stringify({ ...manifest, collections: { ...manifest.collections, users } }));
      const { read, verified } = await both(await openSnapshot(dir));
      const head = `snapshot ${dir}: collection "users" does not match its manifest: users.ndjson: `;
      return { dir, read: read.replace(head, ''), verified: verified.replace(head, ''), message: read };
    };
    const followed = async (dir: string, message: string) => {
      await followAdvice(dir, 'users', ['users.ndjson'], message);
      const snapshot = await openSnapshot(dir);
      return { ...(await both(snapshot)), users: (await all(snapshot, 'users')).map((user) => user.username) };
    };
    const cut = (line: string) => line.slice(0, 10);

    // Lines 5 and 10 cut short, a blank line at the end: "delete the 2 lines that are no JSON, from
    // users.ndjson line 5 on" deleted lines 5 and 6, and the read then failed at line 8.
    const twoCut = await start((lines) => [...lines.map((line, at) => (at === 4 || at === 9 ? cut(line) : line)), '']);
    expect(twoCut.read).toBe('line 13 is blank (no record); lines 5 and 10 are no JSON (records cut short) ' +
      '(a file edited by hand: delete users.ndjson line 10, a record cut short (no JSON), then delete users.ndjson line 5, a record cut short (no JSON), then delete the blank line, and set its collection\'s sha256 in manifest.json to match, and its count to 10; or copy the file again)');
    expect(twoCut.verified).toBe(twoCut.read);
    expect(await followed(twoCut.dir, twoCut.message)).toEqual({
      read: 'no error', verified: 'no error', users: ['user1', 'user2', 'user3', 'user4', 'user6', 'user7', 'user8', 'user9', 'user11', 'user12'],
    });

    // One line cut short and nothing else, the count as it was: a bare "users.ndjson:5: not valid
    // JSON", which did not say that the count goes down (verify, which parses nothing, passes).
    const oneCut = await start((lines) => lines.map((line, at) => (at === 4 ? cut(line) : line)));
    expect(oneCut.read).toBe('line 5 is no JSON (a record cut short) ' +
      '(a file edited by hand: delete users.ndjson line 5, a record cut short (no JSON), and set its collection\'s sha256 in manifest.json to match, and its count to 11; or copy the file again)');
    expect(oneCut.verified).toBe('no error');
    expect((await followed(oneCut.dir, oneCut.message)).users).toEqual(['user1', 'user2', 'user3', 'user4', 'user6', 'user7', 'user8', 'user9', 'user10', 'user11', 'user12']);

    // A line behind a byte-order mark and a blank line: only the blank line was named, and the read
    // then failed on the mark. The record behind it is whole: its mark goes, the count stays.
    const mark = await start((lines) => ['', ...lines.map((line, at) => (at === 3 ? `\uFEFF${line}` : line))]);
    expect(mark.read).toBe('line 1 is blank (no record); line 5 starts with a byte-order mark (the bytes EF BB BF), which JSON does not allow ' +
      '(a file edited by hand: delete the byte-order mark at the start of users.ndjson line 5, then delete the blank line, and set its collection\'s sha256 in manifest.json to match; its count stays 12)');
    expect((await followed(mark.dir, mark.message)).users).toEqual(records.map((record) => record.username));
    // The mark alone: said bare, the read did not say to set the sha256 again.
    const markAlone = await start((lines) => lines.map((line, at) => (at === 0 ? `\uFEFF${line}` : line)));
    expect(markAlone.read).toBe('line 1 starts with a byte-order mark (the bytes EF BB BF), which JSON does not allow ' +
      '(a file edited by hand: delete the byte-order mark at the start of users.ndjson line 1, and set its collection\'s sha256 in manifest.json to match; its count stays 12)');
    expect((await followed(markAlone.dir, markAlone.message)).users).toEqual(records.map((record) => record.username));

    // More lines than are named one by one: each kind by what it is, which no deletion renumbers.
    const many = await start((lines) => lines.map((line, at) => (at === 0 ? `\uFEFF${line}` : at === 11 ? line : cut(line))));
    expect(many.read).toBe('line 2 and 9 more lines are no JSON (records cut short); line 1 starts with a byte-order mark (the bytes EF BB BF), which JSON does not allow ' +
      '(a file edited by hand: delete every line that is no JSON (10 lines, the first users.ndjson line 2), then delete the byte-order mark at the start of every line that has one (1 line, the first users.ndjson line 1), and set its collection\'s sha256 in manifest.json to match, and its count to 2; or copy the file again)');
    expect((await followed(many.dir, many.message)).users).toEqual(['user1', 'user12']);

    // Past ten lines, a kind's first line below lines an earlier step deletes: named as read, the
    // mark's "the first users.ndjson line 13" was line 3 once the lines above it were deleted.
    const below = await start((lines) => lines.flatMap((line, at) => (at === 0 ? [line] : at === 11 ? ['[1]', `\uFEFF${line}`] : [cut(line)])), 13);
    expect(below.read).toBe('line 2 and 9 more lines are no JSON (records cut short); line 12 is JSON but no record (every record is a JSON object); line 13 starts with a byte-order mark (the bytes EF BB BF), which JSON does not allow ' +
      '(a file edited by hand: delete every line that is no JSON (10 lines, the first users.ndjson line 2), then delete every line that is JSON but no record (1 line, the first users.ndjson line 2, which was line 12 before the deletions above), then delete the byte-order mark at the start of every line that has one (1 line, the first users.ndjson line 2, which was line 13 before the deletions above), and set its collection\'s sha256 in manifest.json to match, and its count to 2; or copy the file again)');
    expect(await followed(below.dir, below.message)).toEqual({ read: 'no error', verified: 'no error', users: ['user1', 'user12'] });

    // More than ten lines that are JSON but no record (a list, a number): named by what they are.
    const manyNotObjects = await start((lines) => lines.map((line, at) => (at === 0 ? line : at % 2 === 0 ? '[1]' : String(at))));
    expect(manyNotObjects.read).toBe('line 2 and 10 more lines are JSON but no records (every record is a JSON object) ' +
      '(a file edited by hand: delete every line that is JSON but no record (11 lines, the first users.ndjson line 2), and set its collection\'s sha256 in manifest.json to match, and its count to 1; or copy the file again)');
    expect(await followed(manyNotObjects.dir, manyNotObjects.message)).toEqual({ read: 'no error', verified: 'no error', users: ['user1'] });
  });

  it('name a line longer than any record alike', async () => {
    const { dir } = await write(await tempDir(), undefined, { users: USERS });
    const path = join(dir, 'users-0002.ndjson');
    await writeFile(path, '{"username":"cy"}\n');
    // Sparse: no disk is used for the zeros.
    await truncate(path, 65 * 1024 * 1024);
    const message = `${path}:2: more than 64 MB without a line break, longer than any record: the file is damaged`;
    expect(await both(await openSnapshot(dir))).toEqual({ read: message, verified: message });
  });
});

describe('recordRefusal', () => {
  it('names the file and line of a record by its place in the collection, across its files, or says the files do not match', async () => {
    const { dir } = await write(await tempDir(), undefined, RECORDS);
    const snapshot = await openSnapshot(dir);
    expect((await recordRefusal(snapshot, 'changes', 2, 'why')).message).toBe(`${join(dir, 'changes-0001.ndjson')}:2: why`);
    expect((await recordRefusal(snapshot, 'changes', 3, 'why')).message).toBe(`${join(dir, 'changes-0002.ndjson')}:1: why`);
    await appendFile(join(dir, 'changes-0002.ndjson'), '{"id":9}\n');
    expect((await recordRefusal(snapshot, 'changes', 3, 'why')).message).toMatch(/^snapshot .*: collection "changes" does not match its manifest: changes-0001\.ndjson \+ changes-0002\.ndjson \(concatenated\): sha256 is [0-9a-f]{64}, manifest says [0-9a-f]{64}; 5 records, manifest says 4 \(the snapshot is damaged/);
  });
});

describe('recordPlaces', () => {
  it('finds the file and line of records by their place in the collection, across its files, in one read', async () => {
    const { dir } = await write(await tempDir(), undefined, RECORDS);
    const snapshot = await openSnapshot(dir);
    const places = await recordPlaces(snapshot, 'changes', [4, 1, 3, 4, 9]);
    // One past the last record has none.
    expect([...places].sort(([a], [b]) => a - b)).toEqual([
      [1, { file: 'changes-0001.ndjson', line: 1 }], [3, { file: 'changes-0002.ndjson', line: 1 }], [4, { file: 'changes-0002.ndjson', line: 2 }],
    ]);
  });

  it('refuses, as a read does, files that no longer match the manifest, where the places would be those of other records', async () => {
    const { dir } = await write(await tempDir(), undefined, RECORDS);
    const snapshot = await openSnapshot(dir);
    const path = join(dir, 'changes-0001.ndjson');
    const text = await readFile(path, 'utf8');
    await writeFile(path, text.slice(text.indexOf('\n') + 1));
    await expect(recordPlaces(snapshot, 'changes', [2])).rejects.toThrow(
      /^snapshot .*: collection "changes" does not match its manifest: changes-0001\.ndjson \+ changes-0002\.ndjson \(concatenated\): sha256 is [0-9a-f]{64}, manifest says [0-9a-f]{64}; 3 records, manifest says 4 \(the snapshot is damaged/,
    );
  });
});

describe('files a checkout, a copy or an archiver converted', () => {
  const crlf = (text: string) => text.replaceAll('\n', '\r\n');

  it('says lines a checkout turned into CR LF, and that with LF they match, where it said to copy the snapshot again (which gives the same files)', async () => {
    const { dir } = await write(await tempDir(), undefined, RECORDS);
    const path = join(dir, 'languages.ndjson');
    const converted = crlf(await readFile(path, 'utf8'));
    await writeFile(path, converted);
    const snapshot = await openSnapshot(dir);
    const message = `snapshot ${dir}: collection "languages" does not match its manifest: languages.ndjson: sha256 is ${createHash('sha256').update(converted).digest('hex')}, manifest says ${snapshot.manifest.collections.languages.sha256} ` +
      "(2 lines end in CR LF (\\r\\n) where the crawler writes LF alone, and with LF they match the manifest: a git checkout with core.autocrlf=true (Git for Windows' default) or a copy in text mode converted them; " +
      'mark the files `-text` in .gitattributes (`*.ndjson -text`) or set `git config core.autocrlf false`, then check them out again (or convert them back: `dos2unix *.ndjson`); see docs/nightly-ci.md, "In git")';
    await expect(all(snapshot, 'languages')).rejects.toThrow(new Error(message));
    // npm run scrub checks with verifySnapshot: the same words.
    await expect(verifySnapshot(snapshot)).rejects.toThrow(new Error(message));
  });

  it('says lines in CR LF that do not match with LF either are damaged too, across the files of a collection', async () => {
    const { dir } = await write(await tempDir(), undefined, RECORDS);
    for (const file of ['changes-0001.ndjson', 'changes-0002.ndjson']) await writeFile(join(dir, file), crlf(await readFile(join(dir, file), 'utf8')).replace('ünïcødé', 'unicode'));
    const snapshot = await openSnapshot(dir);
    await expect(all(snapshot, 'changes')).rejects.toThrow(
      /changes-0001\.ndjson \+ changes-0002\.ndjson \(concatenated\): sha256 is [0-9a-f]{64}, manifest says [0-9a-f]{64} \(4 lines end in CR LF \(\\r\\n\) where the crawler writes LF alone, and even with LF they do not match the manifest: the snapshot is damaged too; copy it again from where it is kept, without converting line ends\)$/,
    );
  });

  it('names a file compressed under its own name, or beside it, where it said damaged or missing', async () => {
    const { dir } = await write(await tempDir(), undefined, RECORDS);
    const path = join(dir, 'languages.ndjson');
    const text = await readFile(path);
    await writeFile(path, gzipSync(text));
    const snapshot = await openSnapshot(dir);
    const compressed = `snapshot ${dir}: collection "languages": file languages.ndjson is gzip-compressed, not a file of records: gunzip it first ` +
      "(`mv languages.ndjson languages.ndjson.gz && gunzip languages.ndjson.gz`); a snapshot's files are read as the crawler wrote them, uncompressed";
    await expect(all(snapshot, 'languages')).rejects.toThrow(new Error(compressed));
    await expect(verifySnapshot(snapshot)).rejects.toThrow(new Error(compressed));
    await rm(path);
    await writeFile(`${path}.gz`, gzipSync(text));
    const beside = `snapshot ${dir}: collection "languages": file languages.ndjson is missing, and languages.ndjson.gz is there: gunzip it first (\`gunzip languages.ndjson.gz\`); a snapshot's files are read as the crawler wrote them, uncompressed`;
    await expect(all(snapshot, 'languages')).rejects.toThrow(new Error(beside));
    await expect(verifySnapshot(snapshot)).rejects.toThrow(new Error(beside));
  });
});

describe('resolveSnapshotDir', () => {
  it('takes a start time to the millisecond only for the snapshot that started then, where one is of that second', async () => {
    const outDir = await tempDir();
    const { dir } = await write(outDir, '2026-11-22T08:30:00.384Z');
    expect(await resolveSnapshotDir('2026-11-22T08:30:00.384Z', outDir)).toBe(dir);
    expect(await resolveSnapshotDir('2026-11-22T08:30:00Z', outDir)).toBe(dir);
    // Another millisecond of that second built this snapshot.
    await expect(resolveSnapshotDir('2026-11-22T08:30:00.001Z', outDir)).rejects.toThrow(new Error(
      `2026-11-22T08:30:00.001Z: no snapshot in ${outDir} started then; of that second, 2026-11-22T083000Z at 2026-11-22T08:30:00.384Z`,
    ));
    // A time past the year 9999 in UTC named none, as any other time, where it failed with 'snapshotId: year 10000 is outside 0000-9999'.
    await expect(resolveSnapshotDir('9999-12-31T23:00:00-05:00', outDir)).rejects.toThrow(new Error(
      `9999-12-31T23:00:00-05:00: no snapshot started then in ${outDir}, which holds the snapshot 2026-11-22T083000Z`,
    ));
  });

  it('accepts a snapshot folder, an out dir, its latest link, or an id with the out dir', async () => {
    const outDir = await tempDir();
    await write(outDir);
    const { dir: newest } = await write(outDir, '2026-11-22T08:30:00.000Z');
    expect(newest).toBe(join(outDir, '2026-11-22T083000Z'));
    expect(await resolveSnapshotDir(outDir)).toBe(newest);
    expect(await resolveSnapshotDir(join(outDir, 'latest'))).toBe(newest);
    expect(await resolveSnapshotDir(join(outDir, ID))).toBe(join(outDir, ID));
    expect(await resolveSnapshotDir(ID, outDir)).toBe(join(outDir, ID));
    // Its manifest, given for it.
    expect(await resolveSnapshotDir(join(outDir, 'latest', 'manifest.json'))).toBe(newest);
  });

  it('explains what it expected when given something else', async () => {
    const outDir = await tempDir();
    await expect(resolveSnapshotDir(outDir)).rejects.toThrow('neither a snapshot folder (no manifest.json) nor an out dir with a `latest` link');
    await expect(resolveSnapshotDir(join(outDir, 'none'))).rejects.toThrow(new Error(`${join(outDir, 'none')}: no such folder`));
    // A link to a folder that is not there was said to be "not a snapshot folder (no manifest.json)", as if one were.
    await symlink('gone', join(outDir, 'latest'));
    await expect(resolveSnapshotDir(outDir)).rejects.toThrow(new Error(`${join(outDir, 'latest')} points to gone, which does not exist`));
    // The snapshots still there are named, as for a folder without its latest.
    await write(outDir);
    await rm(join(outDir, 'latest'));
    await symlink('gone', join(outDir, 'latest'));
    await expect(resolveSnapshotDir(outDir)).rejects.toThrow(new Error(`${join(outDir, 'latest')} points to gone, which does not exist; ${outDir} holds the snapshot ${ID}: give one`));
    // A folder there without its manifest is said as before.
    await mkdir(join(outDir, 'gone'));
    await expect(resolveSnapshotDir(outDir)).rejects.toThrow(new Error(`${join(outDir, 'latest')} points to gone, which is not a snapshot folder (no manifest.json)`));
  });

  it('says a link that leads in a loop is one (a latest linked to itself, a manifest.json linked to itself), where Node\'s bare ELOOP reached the user', async () => {
    const out = await tempDir();
    await symlink('latest', join(out, 'latest'));
    await expect(resolveSnapshotDir(out)).rejects.toThrow(new Error(
      `${join(out, 'latest', 'manifest.json')}: cannot be reached: the symbolic links on its way lead in a loop (a link that points to itself, or through others back to itself)`,
    ));
    const { dir } = await write(await tempDir());
    await rm(join(dir, 'manifest.json'));
    await symlink('manifest.json', join(dir, 'manifest.json'));
    await expect(resolveSnapshotDir(dir)).rejects.toThrow(new Error(
      `${join(dir, 'manifest.json')}: cannot be reached: the symbolic links on its way lead in a loop (a link that points to itself, or through others back to itself)`,
    ));
  });

  it('says a manifest.json that is a folder is one, where it said the folder held no manifest.json', async () => {
    const { dir } = await write(await tempDir());
    await rm(join(dir, 'manifest.json'));
    await mkdir(join(dir, 'manifest.json'));
    await expect(resolveSnapshotDir(dir)).rejects.toThrow(new Error(
      `${dir}: neither a snapshot folder (its manifest.json is a folder, not the file a snapshot holds) nor an out dir with a \`latest\` link`,
    ));
  });

  it('names the target of a link given that leads nowhere, and takes the newest snapshot of an archive that lost its latest', async () => {
    const outDir = await tempDir();
    await symlink(join(outDir, 'moved-away'), join(outDir, 'site-snapshot'));
    await expect(resolveSnapshotDir(join(outDir, 'site-snapshot'))).rejects.toThrow(
      new Error(`${join(outDir, 'site-snapshot')}: a link to ${join(outDir, 'moved-away')}, which does not exist`),
    );
    const archive = await tempDir();
    await write(archive);
    await write(archive, '2026-11-22T08:30:00.000Z');
    await rm(join(archive, 'latest'));
    // The newest complete one is built, as latest named it (a copy that left the link out:
    // actions/upload-artifact, zip without --symlinks), and said so; it had been refused.
    const notes: string[] = [];
    expect(await resolveSnapshotDir(archive, undefined, (note) => notes.push(note))).toBe(join(archive, '2026-11-22T083000Z'));
    expect(notes).toEqual([`${archive} has no \`latest\` link (a copy that left it out): taking its newest snapshot, 2026-11-22T083000Z, as \`latest\` would name it`]);
    // A folder of an id's name without its manifest (a crawl's cut copy) is not taken.
    await mkdir(join(archive, '2026-11-23T000000Z'));
    expect(await resolveSnapshotDir(archive)).toBe(join(archive, '2026-11-22T083000Z'));
    // One dated after now (a clock that ran ahead) is not taken for the newest, as the crawl does not point latest at it.
    const ahead = await tempDir();
    await write(ahead, '2999-01-01T00:00:00.000Z');
    await rm(join(ahead, 'latest'));
    await expect(resolveSnapshotDir(ahead)).rejects.toThrow(
      new Error(`${ahead}: neither a snapshot folder (no manifest.json) nor an out dir with a \`latest\` link; it holds the snapshot 2999-01-01T000000Z: give one`),
    );
  });
  it('names the staging folder of an unfinished crawl (killed, or still running), where it said only that the folder is no snapshot folder', async () => {
    const outDir = await tempDir();
    // A crawl under way: its staging folder is all its --out holds, as a crawl killed with SIGKILL leaves it.
    await SnapshotWriter.create({ outDir, startedAt: new Date('2026-11-23T00:00:00Z') });
    const [staging] = (await readdir(outDir)).filter((name) => name.startsWith('.tmp-'));
    expect(staging).toMatch(/^\.tmp-2026-11-23T000000Z-[0-9a-f]{8}$/);
    await expect(resolveSnapshotDir(outDir)).rejects.toThrow(new Error(
      `${outDir}: neither a snapshot folder (no manifest.json) nor an out dir with a \`latest\` link; it holds no snapshot, only an unfinished crawl's folder, ${staging} ` +
        '(a crawl still running, or one stopped before it finished): a crawl must complete first, which puts its snapshot there and points `latest` at it',
    ));
    await mkdir(join(outDir, '.tmp-2026-11-24T000000Z-0123abcd'));
    await expect(resolveSnapshotDir(outDir)).rejects.toThrow(`it holds no snapshot, only unfinished crawls' folders, ${staging}, .tmp-2026-11-24T000000Z-0123abcd (a crawl still running`);
  });

  it('says a file given, or a latest pointing to one, is a file that must be extracted first (an archived .tar.gz)', async () => {
    const outDir = await tempDir();
    await write(outDir);
    const packed = join(outDir, `${ID}.tar.gz`);
    await writeFile(packed, 'not really gzip');
    const extract = 'a file, not a snapshot folder (one holding manifest.json and its collections\' files): an archived snapshot (.tar.gz, .zip) must be extracted first, and the folder it holds given';
    await expect(resolveSnapshotDir(packed)).rejects.toThrow(new Error(`${packed}: ${extract}`));
    // Named as an id is, in the snapshots folder.
    await expect(resolveSnapshotDir(`${ID}.tar.gz`, outDir)).rejects.toThrow(new Error(`${packed}: ${extract}`));
    await rm(join(outDir, 'latest'));
    await symlink(`${ID}.tar.gz`, join(outDir, 'latest'));
    await expect(resolveSnapshotDir(outDir)).rejects.toThrow(new Error(`${join(outDir, 'latest')} points to ${ID}.tar.gz, ${extract}`));
    await expect(resolveSnapshotDir(join(outDir, 'latest'))).rejects.toThrow(new Error(`${join(outDir, 'latest')}: ${extract}`));
  });
});

describe('resolveSnapshotDir given the id of a night packed beside the others', () => {
  it('says it must be extracted first, naming the archives of that id, rather than that it was crawled elsewhere', async () => {
    const outDir = await tempDir();
    await write(outDir);
    await write(outDir, '2026-11-22T08:30:00.000Z');
    // Packed (`tar -czf <id>.tar.gz <id>`) and its folder removed.
    await rm(join(outDir, ID), { recursive: true });
    await writeFile(join(outDir, `${ID}.tar.gz`), 'not really gzip');
    await writeFile(join(outDir, `${ID}.zip`), 'not really zip');
    // A folder of such a name is no archive, nor another night's archive this one's.
    await mkdir(join(outDir, `${ID}.old`));
    await writeFile(join(outDir, '2026-11-20T020000Z.tgz'), 'not really gzip');
    await expect(resolveSnapshotDir(ID, outDir)).rejects.toThrow(new Error(
      `${ID}: no snapshot folder of that id in ${outDir}, but ${ID}.tar.gz and ${ID}.zip are there: ` +
        `an archived snapshot must be extracted first (there, where it makes the folder ${ID}: \`unzip ${outDir}/${ID}.zip -d ${outDir}\` for ${ID}.zip; ` +
        'or elsewhere, and the folder it holds given)',
    ));
    await rm(join(outDir, `${ID}.tar.gz`));
    await rm(join(outDir, `${ID}.zip`));
    await expect(resolveSnapshotDir(ID, outDir)).rejects.toThrow(new Error(
      `${ID}: no such folder, nor a snapshot of that id in ${outDir}, which holds the snapshot 2026-11-22T083000Z; give the path of a snapshot crawled elsewhere`,
    ));
  });
});

describe('resolveSnapshotDir given the path of a night packed in an archive of its own', () => {
  it('names the archive to extract there, as for an id under the snapshots folder, where it said "no such folder"', async () => {
    const archive = await tempDir();
    await writeFile(join(archive, `${ID}.tar.gz`), 'not really gzip');
    const given = join(archive, ID);
    const message = `${given}: no snapshot folder of the id ${ID} in ${archive}, but ${ID}.tar.gz is there: ` +
      `an archived snapshot must be extracted first (there, where it makes the folder ${ID}: \`tar -xzf ${archive}/${ID}.tar.gz -C ${archive}\`; ` +
      'or elsewhere, and the folder it holds given)';
    await expect(resolveSnapshotDir(given)).rejects.toThrow(new Error(message));
    // Its Z left out, as an id may be typed.
    await expect(resolveSnapshotDir(given.slice(0, -1))).rejects.toThrow(new Error(message.replace(`${given}:`, `${given.slice(0, -1)}:`)));
    // Another night's path is no such folder still.
    await expect(resolveSnapshotDir(join(archive, '2026-11-22T083000Z'))).rejects.toThrow(new Error(`${join(archive, '2026-11-22T083000Z')}: no such folder`));
  });
});

describe('resolveSnapshotDir on a copy of an archive whose latest is no link', () => {
  it('takes a latest the copy made a folder (cp -rL) as the snapshot it is, and a file holding an id (git without symlinks) as that id', async () => {
    const outDir = await tempDir();
    const { dir: newest } = await write(outDir, '2026-11-22T08:30:00.000Z');
    await rm(join(outDir, 'latest'));
    await writeFile(join(outDir, 'latest'), '2026-11-22T083000Z');
    expect(await resolveSnapshotDir(outDir)).toBe(newest);
    // Given itself, as a link would be (`--snapshot data/snapshots/latest`).
    expect(await resolveSnapshotDir(join(outDir, 'latest'))).toBe(newest);
    await rm(join(outDir, 'latest'));
    await cp(newest, join(outDir, 'latest'), { recursive: true });
    expect(await resolveSnapshotDir(outDir)).toBe(join(outDir, 'latest'));
  });

  it('says what is wrong with a latest that is neither, where it failed with a bare EINVAL', async () => {
    const outDir = await tempDir();
    await write(outDir);
    await rm(join(outDir, 'latest'));
    await writeFile(join(outDir, 'latest'), 'not an id\n');
    // What it holds is quoted, where the message did not say what it found.
    const notLatest = (holds: string) => new Error(
      `${join(outDir, 'latest')} is not the link to the newest snapshot this tool keeps there, nor a file naming one (${holds}, where a snapshot id such as 2026-11-21T020000Z was expected): give a snapshot folder`,
    );
    await expect(resolveSnapshotDir(outDir)).rejects.toThrow(notLatest('it holds "not an id"'));
    // Given itself, it was told to be an archived snapshot to extract first.
    await expect(resolveSnapshotDir(join(outDir, 'latest'))).rejects.toThrow(notLatest('it holds "not an id"'));
    // Clipped, its control characters and bidi overrides written as escapes, where they would be obeyed.
    await writeFile(join(outDir, 'latest'), `\u001b[31m\u202e${'x'.repeat(300)}`);
    await expect(resolveSnapshotDir(outDir)).rejects.toThrow(notLatest(`it holds "\\x1b[31m\\u202e${'x'.repeat(53)}…"`));
    await writeFile(join(outDir, 'latest'), '');
    await expect(resolveSnapshotDir(outDir)).rejects.toThrow(notLatest('it is empty'));
    await writeFile(join(outDir, 'latest'), ' \n');
    await expect(resolveSnapshotDir(join(outDir, 'latest'))).rejects.toThrow(notLatest('it holds only whitespace'));
    // An id whose folder is not there (removed since), said of latest, where given itself it was "<id>: no such folder".
    await writeFile(join(outDir, 'latest'), '2026-11-22T083000Z\n');
    const gone = new Error(`${join(outDir, 'latest')} points to 2026-11-22T083000Z, which does not exist; ${outDir} holds the snapshot ${ID}: give one`);
    await expect(resolveSnapshotDir(outDir)).rejects.toThrow(gone);
    await expect(resolveSnapshotDir(join(outDir, 'latest'))).rejects.toThrow(gone);
    await rm(join(outDir, 'latest'));
    await mkdir(join(outDir, 'latest'));
    await expect(resolveSnapshotDir(outDir)).rejects.toThrow(new Error(`${join(outDir, 'latest')} is a folder, not a link to the newest snapshot, and no snapshot folder either (no manifest.json)`));
  });
});

describe('the snapshots an archive holds, as messages name them', () => {
  it('are complete snapshots, oldest first, same-second suffixes by number, without temp folders or latest', async () => {
    const outDir = await tempDir();
    await write(outDir, '2026-11-22T00:00:00.000Z');
    for (let i = 0; i < 11; i++) await write(outDir, '2026-11-21T02:00:00.000Z');
    const running = await SnapshotWriter.create({ outDir, startedAt: new Date('2026-11-23T00:00:00Z') });
    // A folder of an id's name without its manifest is no snapshot (yet).
    await mkdir(join(outDir, '2026-11-24T000000Z'));
    await rm(join(outDir, 'latest'));
    await expect(resolveSnapshotDir('2026-11-25T000000Z', outDir)).rejects.toThrow(new Error(
      `2026-11-25T000000Z: no such folder, nor a snapshot of that id in ${outDir}, which holds the snapshots ${ID}, ${ID}-2, … 2026-11-22T000000Z (12); give the path of a snapshot crawled elsewhere`,
    ));
    // Without its latest, the newest of them is taken.
    expect(await resolveSnapshotDir(outDir)).toBe(join(outDir, '2026-11-22T000000Z'));
    // Its newest is the one of the latest start; of one second, the highest suffix (-11, not -9).
    expect(await newestSnapshotId(outDir)).toBe('2026-11-22T000000Z');
    await rm(join(outDir, '2026-11-22T000000Z'), { recursive: true });
    expect(await newestSnapshotId(outDir)).toBe(`${ID}-11`);
    await running.abort();
  });
});
