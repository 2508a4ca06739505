// The benchmark's reset of the file system between builds: caches dropped through Linux's switch
// where it can be written, and a snapshot read back into the page cache.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dropKernelCaches, readIntoCache } from '../../scripts/lib/kernel-caches.ts';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atlas-kernel-caches-'));
  made.push(dir);
  return dir;
}

describe('dropKernelCaches', () => {
  it('writes 3 (page cache, dentries and inodes) to the switch it is given', async () => {
    const control = join(await tempDir(), 'drop_caches');
    await writeFile(control, '');
    expect(await dropKernelCaches(control)).toBe(true);
    expect(await readFile(control, 'utf8')).toBe('3\n');
  });

  it('says false where the switch cannot be written, as for a user who is not root', async () => {
    expect(await dropKernelCaches(join(await tempDir(), 'no-such-folder', 'drop_caches'))).toBe(false);
  });
});

describe('readIntoCache', () => {
  it('reads every file below the folder, nested ones and ones over its 1 MiB buffer included', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'nested'));
    await writeFile(join(dir, 'manifest.json'), '{}');
    await writeFile(join(dir, 'nested', 'changes.ndjson'), Buffer.alloc(3 * 1024 * 1024 + 5, 0x61));
    await writeFile(join(dir, 'empty.ndjson'), '');
    expect(await readIntoCache(dir)).toBe(2 + 3 * 1024 * 1024 + 5);
  });
});
