// Whether a folder can be made in a folder: found by making one and removing it at once.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderRefusal } from '../src/folder-refusal.ts';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
async function temp(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atlas-refusal-'));
  made.push(dir);
  return dir;
}

describe('folderRefusal', () => {
  it('answers null for a folder one can be made in, its probe already gone when it returns: no turn of the event loop, where a signal could end the process, stands between', async () => {
    const dir = await temp();
    await writeFile(join(dir, 'kept'), 'x');
    // Not awaited: the answer is there at once, and the folder as it was.
    expect(folderRefusal(dir)).toBe(null);
    expect(readdirSync(dir)).toEqual(['kept']);
  });

  it('answers the error code where no folder can be made: a folder that is not there, a file', async () => {
    const dir = await temp();
    await writeFile(join(dir, 'file'), 'x');
    expect(folderRefusal(join(dir, 'missing'))).toBe('ENOENT');
    expect(folderRefusal(join(dir, 'file'))).toBe('ENOTDIR');
    expect(await readdir(dir)).toEqual(['file']);
  });
});
