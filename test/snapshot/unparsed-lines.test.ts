// Finding the lines of a collection's files that no read gets past, for a hand edit's advice, and
// what the advice says of them.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isJsonLine, unparsedKind, unparsedLines, unparsedProblems, unparsedSteps } from '../../src/snapshot/unparsed-lines.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

afterEach(removeTempDirs);

describe('isJsonLine', () => {
  it('takes any JSON text, a byte-order mark in front of it aside, and nothing cut short', () => {
    expect([
      isJsonLine(Buffer.from('{"id":1}')),
      isJsonLine(Buffer.from('[1,2]')),
      isJsonLine(Buffer.from('\uFEFF{"id":1}')),
      isJsonLine(Buffer.from('{"id":')),
      isJsonLine(Buffer.from('')),
      isJsonLine(undefined),
    ]).toEqual([true, true, true, false, false, false]);
  });
});

describe('unparsedKind', () => {
  it('says a line cut short, one not UTF-8, JSON that is no object and one behind a byte-order mark apart, and nothing of a line a read takes', () => {
    expect([
      unparsedKind(Buffer.from('{"id":1}')),
      unparsedKind(Buffer.from('{"id":')),
      unparsedKind(Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff]), Buffer.from('"}')])),
      unparsedKind(Buffer.from('\uFEFF{"id":1}')),
      unparsedKind(Buffer.from('\uFEFF{"id":')),
    ]).toEqual([null, 'cut', 'not-utf8', 'mark', 'cut']);
    // Every record is an object: deleting a mark in front of one that is not would leave it refused.
    expect(['42', '[1]', '"x"', 'null', 'true', '\uFEFF42'].map((line) => unparsedKind(Buffer.from(line)))).toEqual(['not-object', 'not-object', 'not-object', 'not-object', 'not-object', 'not-object']);
  });
});

describe('unparsedLines', () => {
  it('names every ended line that no read gets past across the files, and a mark on an unended last line, blank lines and an unended cut line left to be said apart', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'a-0001.ndjson'), '{"id":1}\n\n  \n{"id":2}\n');
    await writeFile(join(dir, 'a-0002.ndjson'), Buffer.concat([Buffer.from('{"id":3}\n{"id":\n\uFEFF{"id":4}\nnot json\n{"n":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}\n{"id":5')]));
    await writeFile(join(dir, 'a-0003.ndjson'), '{"id":6}\n[7]\n\uFEFF{"id":7}');
    expect(await unparsedLines(dir, ['a-0001.ndjson'])).toBeUndefined();
    const found = await unparsedLines(dir, ['a-0001.ndjson', 'a-0002.ndjson', 'a-0003.ndjson']);
    expect(found).toEqual({
      lines: [
        { file: 'a-0002.ndjson', line: 2, kind: 'cut' },
        { file: 'a-0002.ndjson', line: 3, kind: 'mark' },
        { file: 'a-0002.ndjson', line: 4, kind: 'cut' },
        { file: 'a-0002.ndjson', line: 5, kind: 'not-utf8', place: 'byte 7 of the line, 0xC3' },
        { file: 'a-0003.ndjson', line: 2, kind: 'not-object' },
        { file: 'a-0003.ndjson', line: 3, kind: 'mark' },
      ],
      counts: { cut: 2, 'not-utf8': 1, 'not-object': 1, mark: 2 },
      first: {
        cut: { file: 'a-0002.ndjson', line: 2, kind: 'cut' },
        'not-utf8': { file: 'a-0002.ndjson', line: 5, kind: 'not-utf8', place: 'byte 7 of the line, 0xC3' },
        'not-object': { file: 'a-0003.ndjson', line: 2, kind: 'not-object' },
        mark: { file: 'a-0002.ndjson', line: 3, kind: 'mark' },
      },
      // Each after the lines of the kinds deleted before it, above it in its own file, are gone.
      firstAtStep: { cut: 2, 'not-utf8': 3, 'not-object': 2, mark: 2 },
    });
    expect(unparsedProblems(found!, true)).toEqual([
      'a-0002.ndjson lines 2 and 4 are no JSON (records cut short)',
      'a-0002.ndjson line 5 is not UTF-8 (byte 7 of the line, 0xC3: damaged, or saved in another encoding)',
      'a-0003.ndjson line 2 is JSON but no record (every record is a JSON object)',
      'a-0002.ndjson line 3 and a-0003.ndjson line 3 start with a byte-order mark (the bytes EF BB BF), which JSON does not allow',
    ]);
    // Bottom-up, the last file's first: no deletion moves a line a later step names.
    expect(unparsedSteps(found!)).toEqual([
      'delete the byte-order mark at the start of a-0003.ndjson line 3',
      'delete a-0003.ndjson line 2, JSON but no record (not an object)',
      'delete a-0002.ndjson line 5, not UTF-8',
      'delete a-0002.ndjson line 4, a record cut short (no JSON)',
      'delete the byte-order mark at the start of a-0002.ndjson line 3',
      'delete a-0002.ndjson line 2, a record cut short (no JSON)',
    ]);
  });

  it('counts lines across the chunks a long file is read in, takes a last line ended by its newline, and past ten lines names each kind by what it is', async () => {
    const dir = await tempDir();
    // 3,000 records of some 70 bytes: more than one 64 KB chunk before the cut ones.
    const records = Array.from({ length: 3000 }, (_, at) => `{"id":${at},"name":"${'x'.repeat(60)}"}\n`).join('');
    await writeFile(join(dir, 'a.ndjson'), `${records}{"id":3000,"na\n`);
    const one = await unparsedLines(dir, ['a.ndjson']);
    expect(one).toEqual({ lines: [{ file: 'a.ndjson', line: 3001, kind: 'cut' }], counts: { cut: 1, 'not-utf8': 0, 'not-object': 0, mark: 0 }, first: { cut: { file: 'a.ndjson', line: 3001, kind: 'cut' } }, firstAtStep: { cut: 3001 } });
    expect(unparsedProblems(one!, false)).toEqual(['line 3001 is no JSON (a record cut short)']);

    await writeFile(join(dir, 'a.ndjson'), `${records}${'{"id":\n'.repeat(11)}`);
    const many = await unparsedLines(dir, ['a.ndjson']);
    expect(many).toEqual({ lines: [], counts: { cut: 11, 'not-utf8': 0, 'not-object': 0, mark: 0 }, first: { cut: { file: 'a.ndjson', line: 3001, kind: 'cut' } }, firstAtStep: { cut: 3001 } });
    expect(unparsedProblems(many!, false)).toEqual(['line 3001 and 10 more lines are no JSON (records cut short)']);
    expect(unparsedSteps(many!)).toEqual(['delete every line that is no JSON (11 lines, the first a.ndjson line 3001)']);

    await writeFile(join(dir, 'a.ndjson'), `${records}${'[1]\n'.repeat(6)}${'"x"\n'.repeat(6)}`);
    const objects = await unparsedLines(dir, ['a.ndjson']);
    expect(objects).toEqual({ lines: [], counts: { cut: 0, 'not-utf8': 0, 'not-object': 12, mark: 0 }, first: { 'not-object': { file: 'a.ndjson', line: 3001, kind: 'not-object' } }, firstAtStep: { 'not-object': 3001 } });
    expect(unparsedProblems(objects!, false)).toEqual(['line 3001 and 11 more lines are JSON but no records (every record is a JSON object)']);
    expect(unparsedSteps(objects!)).toEqual(['delete every line that is JSON but no record (12 lines, the first a.ndjson line 3001)']);
  });
});
