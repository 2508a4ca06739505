// What a copy, a checkout or an archiver does to a snapshot's files: line ends in CR LF, compression.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compressionOf, lineEnds } from '../../src/snapshot/file-conversions.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

afterEach(removeTempDirs);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('lineEnds', () => {
  it('counts the lines ending in CR LF and hashes the text with LF in their place, a CR alone kept', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'a'), '{"a":1}\r\n{"b":"x\ry"}\r\n\r');
    expect(await lineEnds([join(dir, 'a')])).toEqual({ crlf: 2, lfSha256: sha256('{"a":1}\n{"b":"x\ry"}\n\r') });
  });

  it('takes a CR that ends a chunk of 64 KiB, or a file, with the LF that begins the next', async () => {
    const dir = await tempDir();
    const first = `${'a'.repeat(65_535)}\r`;
    await writeFile(join(dir, 'a'), `${first}\nb\r\n\r`);
    await writeFile(join(dir, 'b'), '\nc\n');
    expect(await lineEnds([join(dir, 'a'), join(dir, 'b')])).toEqual({ crlf: 3, lfSha256: sha256(`${'a'.repeat(65_535)}\nb\n\nc\n`) });
  });
});

describe('compressionOf', () => {
  it('tells gzip, bzip2, xz and zstd by their first bytes, and a line of JSON as none', () => {
    expect([[0x1f, 0x8b, 8], [0x42, 0x5a, 0x68, 0x39], [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0], [0x28, 0xb5, 0x2f, 0xfd]].map((bytes) => compressionOf(Uint8Array.from(bytes))?.name))
      .toEqual(['gzip', 'bzip2', 'xz', 'zstd']);
    expect(compressionOf(Buffer.from('{"code":"de"}\n'))).toBeNull();
    expect(compressionOf(Uint8Array.from([0x1f]))).toBeNull();
  });
});
