// Splitting NDJSON files into lines, on bytes.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isBlankLine, LineTooLongError, MAX_LINE_BYTES, readLineBatches } from '../../src/snapshot/lines.ts';
import { MAX_BODY_BYTES } from '../../src/crawler/http.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

afterEach(removeTempDirs);

async function lines(path: string, max?: number): Promise<string[]> {
  const out: string[] = [];
  for await (const batch of readLineBatches(path, undefined, max)) out.push(...batch.map((line) => line.toString('utf8')));
  return out;
}

describe('readLineBatches', () => {
  it('yields every line without its LF, a last one without LF too, across chunk boundaries', async () => {
    const path = join(await tempDir(), 'a.ndjson');
    const long = 'x'.repeat(200_000);
    await writeFile(path, `ab\n${long}\n\ncd`);
    expect((await lines(path)).map((line) => line.length)).toEqual([2, 200_000, 0, 2]);
  });

  it('fails at the first line longer than the limit, with its number, whether it ends in a chunk or runs on', async () => {
    const path = join(await tempDir(), 'a.ndjson');
    await writeFile(path, 'abcd\nabcdefgh\nab\n');
    const error = await lines(path, 4).then(() => null, (failure: unknown) => failure);
    expect(error).toBeInstanceOf(LineTooLongError);
    expect([(error as LineTooLongError).line, (error as Error).message]).toEqual([2, 'line 2 is longer than 4 bytes']);
    await writeFile(path, `abcd\nab\n${'y'.repeat(300_000)}`);
    await expect(lines(path, 100_000)).rejects.toThrow('line 3 is longer than 100,000 bytes');
    expect(await lines(path, 300_000)).toHaveLength(3);
  });

  it('measures each line that spans chunks on its own: the pieces of earlier lines do not add up to a limit', async () => {
    const path = join(await tempDir(), 'a.ndjson');
    // 4,000 lines of 600 bytes: over 2 MB in 64 KiB chunks, a line crossing each boundary.
    const line = 'z'.repeat(599);
    await writeFile(path, `${line}\n`.repeat(4_000));
    const read = await lines(path, 1_000);
    expect([read.length, new Set(read.map((l) => l.length))]).toEqual([4_000, new Set([599])]);
  });

  it('takes any record the crawler can have read: the limit is not below its largest body', () => {
    expect(MAX_LINE_BYTES >= MAX_BODY_BYTES).toBe(true);
  });
});

describe('isBlankLine', () => {
  it('takes an empty line and one of whitespace only (a CR left of a CR LF end too) for blank, and no record', () => {
    const blank = (text: string) => isBlankLine(Buffer.from(text));
    expect(['', ' ', '\t', '\r', ' \t\r\v\f'].map(blank)).toEqual([true, true, true, true, true]);
    expect(['{}', ' {"a":1}', '{"a":1} ', '\u00a0', 'x'].map(blank)).toEqual([false, false, false, false, false]);
  });
});
