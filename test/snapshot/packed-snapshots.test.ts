// Snapshots packed beside the others: the id a file's name holds and the command that unpacks it.
import { describe, expect, it } from 'vitest';
import { packedSnapshotId, unpackCommand } from '../../src/snapshot/packed-snapshots.ts';

describe('packedSnapshotId', () => {
  it('is the id before the first dot of a file named as a packed snapshot, and null for any other name', () => {
    expect(packedSnapshotId('2026-11-20T020000Z.tar.gz')).toBe('2026-11-20T020000Z');
    expect(packedSnapshotId('2026-11-20T020000Z-2.zip')).toBe('2026-11-20T020000Z-2');
    expect(packedSnapshotId('2026-11-20T020000Z')).toBeNull();
    expect(packedSnapshotId('2026-11-20T020000Z.')).toBeNull();
    expect(packedSnapshotId('2026-11-20T0200Z.tar.gz')).toBeNull();
    expect(packedSnapshotId('2026-02-30T020000Z.tar.gz')).toBeNull();
    expect(packedSnapshotId('latest.tar.gz')).toBeNull();
  });

  it('is null for a file of an id\'s name that is no archive: a crawl\'s log or a checksum kept beside the nights', () => {
    for (const name of ['2026-11-20T020000Z.log', '2026-11-20T020000Z.sha256', '2026-11-20T020000Z.tar.gz.sha256', '2026-11-20T020000Z.json', '2026-11-20T020000Z.old']) {
      expect(packedSnapshotId(name)).toBeNull();
    }
    expect(['2026-11-20T020000Z.TAR.GZ', '2026-11-20T020000Z.tgz', '2026-11-20T020000Z.tar', '2026-11-20T020000Z.7z', '2026-11-20T020000Z-2.tar.zst'].map(packedSnapshotId))
      .toEqual(['2026-11-20T020000Z', '2026-11-20T020000Z', '2026-11-20T020000Z', '2026-11-20T020000Z', '2026-11-20T020000Z-2']);
  });
});

describe('unpackCommand', () => {
  it('unpacks into the snapshots folder with tar or unzip, by the suffix, quoting what the shell would split', () => {
    expect(unpackCommand('/srv/snaps', '2026-11-20T020000Z.tar.gz')).toBe('tar -xzf /srv/snaps/2026-11-20T020000Z.tar.gz -C /srv/snaps');
    expect(unpackCommand('/srv/snaps', '2026-11-20T020000Z.TGZ')).toBe('tar -xzf /srv/snaps/2026-11-20T020000Z.TGZ -C /srv/snaps');
    expect(unpackCommand('/srv/snaps', '2026-11-20T020000Z.tar.xz')).toBe('tar -xJf /srv/snaps/2026-11-20T020000Z.tar.xz -C /srv/snaps');
    expect(unpackCommand('/srv/snaps', '2026-11-20T020000Z.tar.zst')).toBe('tar --zstd -xf /srv/snaps/2026-11-20T020000Z.tar.zst -C /srv/snaps');
    expect(unpackCommand('/srv/my snaps', '2026-11-20T020000Z.zip')).toBe("unzip '/srv/my snaps/2026-11-20T020000Z.zip' -d '/srv/my snaps'");
    expect(unpackCommand('/srv/snaps', '2026-11-20T020000Z.tzst')).toBe('tar --zstd -xf /srv/snaps/2026-11-20T020000Z.tzst -C /srv/snaps');
    expect(unpackCommand('/srv/snaps', '2026-11-20T020000Z.tar.zstd')).toBe('tar --zstd -xf /srv/snaps/2026-11-20T020000Z.tar.zstd -C /srv/snaps');
    expect(unpackCommand('/srv/snaps', '2026-11-20T020000Z.tbz')).toBe('tar -xjf /srv/snaps/2026-11-20T020000Z.tbz -C /srv/snaps');
    expect(['2026-11-20T020000Z.tzst', '2026-11-20T020000Z.tar.zstd', '2026-11-20T020000Z.TBZ', '2026-11-20T020000Z.tb2'].map(packedSnapshotId))
      .toEqual(['2026-11-20T020000Z', '2026-11-20T020000Z', '2026-11-20T020000Z', '2026-11-20T020000Z']);
    expect(unpackCommand('/srv/snaps', '2026-11-20T020000Z.7z')).toBeNull();
    expect(unpackCommand('/srv/snaps', '2026-11-20T020000Z.old')).toBeNull();
  });
});
