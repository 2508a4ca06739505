// writeCollectionFiles: lines written and hashed as given, split into parts, and transient blocks
// (views into memory that is reused once the next block is read) copied before that happens.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LineBlocks } from '../../src/snapshot/collection-buffer.ts';
import { writeCollectionFiles } from '../../src/snapshot/parts.ts';
import { removeTempDirs, tempDir, text } from './helpers.ts';

afterEach(removeTempDirs);

/** Blocks of one line per view, all written into one buffer that is overwritten as soon as the next block is asked for. */
async function* reusedMemory(blocks: readonly string[][]): AsyncGenerator<LineBlocks> {
  const memory = Buffer.alloc(4 << 20);
  for (const lines of blocks) {
    const views: Buffer[] = [];
    let at = 0;
    for (const line of lines) {
      const length = memory.write(line, at);
      views.push(memory.subarray(at, at + length));
      at += length;
    }
    yield { views, counts: views.map(() => 1), transient: true };
    memory.fill('#');
  }
}

describe('writeCollectionFiles', () => {
  it('copies transient views before their memory is reused: short lines, lines past 16 KiB and a line past 1 MiB', async () => {
    const line = (id: number, length: number) => `${JSON.stringify({ id, target: 'x'.repeat(length) })}\n`;
    const blocks = [
      [line(1, 10), line(2, 20_000), line(3, 30)],
      [line(4, 1_500_000), line(5, 40)],
      [line(6, 200_000), line(7, 50), line(8, 60)],
    ];
    const dir = await tempDir();
    const entry = await writeCollectionFiles(dir, 'changes', reusedMemory(blocks), 5);
    const all = blocks.flat();
    expect(entry.count).toBe(8);
    expect(entry.files).toEqual(['changes-0001.ndjson', 'changes-0002.ndjson']);
    expect(await text(join(dir, 'changes-0001.ndjson'))).toBe(all.slice(0, 5).join(''));
    expect(await text(join(dir, 'changes-0002.ndjson'))).toBe(all.slice(5).join(''));
    expect(entry.sha256).toBe(createHash('sha256').update(all.join('')).digest('hex'));
  });
});
