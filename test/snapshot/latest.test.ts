// The start of the snapshot `latest` leads to, which a committing crawl weighs against its own.
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { latestFileId, latestStartedAt } from '../../src/snapshot/latest.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

afterEach(removeTempDirs);

describe('latestStartedAt', () => {
  it("reads the start of latest's snapshot, and takes a manifest that is not JSON, or no file, for none", async () => {
    const out = await tempDir();
    await mkdir(join(out, '2026-11-21T020000Z'));
    await symlink('2026-11-21T020000Z', join(out, 'latest'));
    const manifest = join(out, '2026-11-21T020000Z', 'manifest.json');
    await writeFile(manifest, '{"startedAt":"2026-11-21T02:00:00.500Z"}');
    expect(await latestStartedAt(out)).toBe(Date.parse('2026-11-21T02:00:00.500Z'));
    await writeFile(manifest, '{"startedAt":');
    expect(await latestStartedAt(out)).toBeNull();
    await mkdir(join(out, '2026-11-22T020000Z'));
    await mkdir(join(out, '2026-11-22T020000Z', 'manifest.json'));
    await rm(join(out, 'latest'));
    await symlink('2026-11-22T020000Z', join(out, 'latest'));
    expect(await latestStartedAt(out)).toBeNull();
  });
});

describe('latestFileId', () => {
  it('takes a small file holding an id for that id, and anything larger for no id, without reading it whole', async () => {
    const out = await tempDir();
    await writeFile(join(out, 'latest'), '2026-11-21T020000Z\n');
    expect(await latestFileId(out)).toBe('2026-11-21T020000Z');
    // An id padded past 64 bytes is not what a build or a checkout writes there.
    await writeFile(join(out, 'latest'), `${' '.repeat(100)}2026-11-21T020000Z\n`);
    expect(await latestFileId(out)).toBeNull();
    await writeFile(join(out, 'latest'), 'not an id\n');
    expect(await latestFileId(out)).toBeNull();
  });
});
