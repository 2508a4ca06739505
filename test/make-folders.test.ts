// mkdir -p, one level at a time.
import { mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFolders } from '../src/make-folders.ts';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
async function temp(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atlas-folders-'));
  made.push(dir);
  return dir;
}
const isFolder = (path: string) => stat(path).then((info) => info.isDirectory(), () => false);
const codeOf = (promise: Promise<unknown>) => promise.then(() => 'made', (error: NodeJS.ErrnoException) => error.code);

describe('makeFolders', () => {
  it('makes a folder and its missing parents, and leaves one that is there as it is', async () => {
    const dir = await temp();
    await makeFolders(join(dir, 'a', 'b', 'c'));
    await writeFile(join(dir, 'a', 'kept'), 'x');
    await makeFolders(join(dir, 'a', 'b'));
    expect([await isFolder(join(dir, 'a', 'b', 'c')), await stat(join(dir, 'a', 'kept')).then((info) => info.size)]).toEqual([true, 1]);
  });

  it('makes them through a link to a folder, and where two make the same one at once', async () => {
    const dir = await temp();
    await mkdir(join(dir, 'real'));
    await symlink(join(dir, 'real'), join(dir, 'link'));
    await Promise.all([makeFolders(join(dir, 'link', 'x', 'y')), makeFolders(join(dir, 'link', 'x', 'z'))]);
    expect([await isFolder(join(dir, 'real', 'x', 'y')), await isFolder(join(dir, 'real', 'x', 'z'))]).toEqual([true, true]);
  });

  it('fails as mkdir does: a file in the way, a link that leads nowhere, a file system that makes no folders', async () => {
    const dir = await temp();
    await writeFile(join(dir, 'file'), 'x');
    await symlink(join(dir, 'gone'), join(dir, 'dangling'));
    expect([
      await codeOf(makeFolders(join(dir, 'file'))),
      await codeOf(makeFolders(join(dir, 'file', 'sub'))),
      await codeOf(makeFolders(join(dir, 'dangling'))),
      // Node's recursive mkdir never returns here.
      await codeOf(makeFolders('/proc/atlas-nowhere/x')),
    ]).toEqual(['ENOTDIR', 'ENOTDIR', 'EEXIST', 'ENOENT']);
  });
});
