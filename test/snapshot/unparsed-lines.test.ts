// Finding the lines of a collection's files that are no JSON, for a hand edit's advice.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isJsonLine, unparsedLines } from '../../src/snapshot/unparsed-lines.ts';
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

describe('unparsedLines', () => {
  it('names the first ended line that is no JSON across the files, and counts the others, blank lines and an unended last line left to be said apart', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'a-0001.ndjson'), '{"id":1}\n\n  \n{"id":2}\n');
    await writeFile(join(dir, 'a-0002.ndjson'), '{"id":3}\n{"id":\n\uFEFF{"id":4}\nnot json\n{"id":5');
    expect(await unparsedLines(dir, ['a-0001.ndjson'])).toBeUndefined();
    expect(await unparsedLines(dir, ['a-0001.ndjson', 'a-0002.ndjson'])).toEqual({ file: 'a-0002.ndjson', line: 2, more: 1 });
  });

  it('counts lines across the chunks a long file is read in, and takes a last line ended by its newline', async () => {
    const dir = await tempDir();
    // 3,000 records of some 70 bytes: more than one 64 KB chunk before the cut one.
    const records = Array.from({ length: 3000 }, (_, at) => `{"id":${at},"name":"${'x'.repeat(60)}"}\n`).join('');
    await writeFile(join(dir, 'a.ndjson'), `${records}{"id":3000,"na\n`);
    expect(await unparsedLines(dir, ['a.ndjson'])).toEqual({ file: 'a.ndjson', line: 3001, more: 0 });
  });
});
