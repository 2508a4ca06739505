// The files of public/ that lie in folders: the build settles their modes as those of the site's top (staged-output.ts).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publicFilesInFolders } from '../../scripts/lib/public-files.ts';

let work = '';
afterEach(async () => {
  if (work !== '') await rm(work, { recursive: true, force: true });
  work = '';
});

describe('publicFilesInFolders', () => {
  it('lists the files in folders of public/, in order, and none of those at its top or the folders themselves', async () => {
    work = await mkdtemp(join(tmpdir(), 'atlas-public-files-'));
    const pub = join(work, 'public');
    await mkdir(join(pub, '.well-known', 'deeper'), { recursive: true });
    await mkdir(join(pub, 'empty'));
    await writeFile(join(pub, 'favicon.svg'), '<svg/>');
    await writeFile(join(pub, '.well-known', 'security.txt'), 'Contact: x');
    await writeFile(join(pub, '.well-known', 'deeper', 'a.txt'), 'a');
    expect(await publicFilesInFolders(pub)).toEqual(['.well-known/deeper/a.txt', '.well-known/security.txt']);
    expect(await publicFilesInFolders(join(work, 'missing'))).toEqual([]);
  });
});
