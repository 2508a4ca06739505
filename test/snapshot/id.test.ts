// Snapshot ids: UTC start time to the second, no colons, optional same-second suffix.
import { describe, expect, it } from 'vitest';
import { compareSnapshotIds, looksLikeSnapshotId, parseSnapshotIdParts, snapshotId, snapshotsForTime, startTimeMatches, suffixedSnapshotId } from '../../src/snapshot/id.ts';
import { firstFreeId } from '../../src/snapshot/writer.ts';

describe('snapshotId', () => {
  it('formats the UTC start time as YYYY-MM-DDTHHMMSSZ', () => {
    expect(snapshotId(new Date('2026-11-21T02:00:00.000Z'))).toBe('2026-11-21T020000Z');
    expect(snapshotId(new Date('2026-01-05T23:04:09.999Z'))).toBe('2026-01-05T230409Z');
  });

  it('uses UTC whatever offset the date was written with', () => {
    expect(snapshotId(new Date('2026-11-21T03:30:15+01:00'))).toBe('2026-11-21T023015Z');
  });

  it('rejects an invalid date', () => {
    expect(() => snapshotId(new Date('nope'))).toThrow(RangeError);
  });

  it('adds a suffix from the second snapshot of a second on', () => {
    expect(suffixedSnapshotId('2026-11-21T020000Z', 1)).toBe('2026-11-21T020000Z');
    expect(suffixedSnapshotId('2026-11-21T020000Z', 3)).toBe('2026-11-21T020000Z-3');
  });
});

describe('parseSnapshotIdParts', () => {
  it('reads an id back as a date and a suffix', () => {
    expect(parseSnapshotIdParts('2026-11-21T020000Z')).toEqual({ startedAt: new Date('2026-11-21T02:00:00.000Z'), suffix: 1 });
    expect(parseSnapshotIdParts('2026-11-21T020000Z-2')).toEqual({ startedAt: new Date('2026-11-21T02:00:00.000Z'), suffix: 2 });
  });

  it('returns null for anything else', () => {
    for (const id of ['latest', '2026-11-21T02:00:00Z', '2026-11-21T020000', '2026-02-30T000000Z', '2026-11-21T250000Z', '2026-11-21T020000Z-1', '2026-11-21T020000Z-02', '.tmp-2026-11-21T020000Z-0a1b2c3d', ' 2026-11-21T020000Z']) {
      expect(parseSnapshotIdParts(id), id).toBeNull();
    }
  });
});

describe('compareSnapshotIds', () => {
  it('orders by start time, then by suffix as a number (plain text put -10 before -2)', () => {
    const ids = ['2026-11-21T020000Z-10', '2026-11-22T000000Z', '2026-11-21T020000Z-2', '2026-11-21T020000Z', '2025-12-31T235959Z'];
    expect([...ids].sort(compareSnapshotIds)).toEqual([
      '2025-12-31T235959Z', '2026-11-21T020000Z', '2026-11-21T020000Z-2', '2026-11-21T020000Z-10', '2026-11-22T000000Z',
    ]);
  });
});

describe('firstFreeId', () => {
  it('skips ids taken by snapshots and by temp folders of writers still running', () => {
    expect(firstFreeId('2026-11-21T020000Z', ['latest'])).toBe('2026-11-21T020000Z');
    expect(firstFreeId('2026-11-21T020000Z', ['2026-11-21T020000Z', '.tmp-2026-11-21T020000Z-2-0a1b2c3d'])).toBe('2026-11-21T020000Z-3');
  });
});

describe('looksLikeSnapshotId', () => {
  it('is true of ids, of names that begin as one and of days, false of paths and other names', () => {
    for (const name of ['2026-11-21T020000Z', '2026-11-21T020000', '2026-11-21T02:00:00Z', '2026-11-21T', '2026-11-21', '2026-11-21 02:00 UTC']) expect(looksLikeSnapshotId(name)).toBe(true);
    for (const name of ['latest', 'snaps', 'snaps/2026-11-21T020000Z', '2026-11-2', '2026-11-21T0200/x', 'x2026-11-21T020000Z']) expect(looksLikeSnapshotId(name)).toBe(false);
  });
});

describe('snapshotsForTime', () => {
  const held = ['2026-11-20T235959Z', '2026-11-21T020000Z', '2026-11-21T020000Z-2', '2026-11-22T000000Z'];
  it('names the snapshots of a UTC day, and those of a start time to the second', () => {
    expect(snapshotsForTime('2026-11-21', held)).toEqual(['2026-11-21T020000Z', '2026-11-21T020000Z-2']);
    expect(snapshotsForTime('2026-11-20T23:59:59.900Z', held)).toEqual(['2026-11-20T235959Z']);
    expect(snapshotsForTime('2026-11-22T05:30:00+05:30', held)).toEqual(['2026-11-22T000000Z']);
    expect(snapshotsForTime('2026-11-23', held)).toEqual([]);
    // To the minute, as the pages print it: every snapshot of that minute.
    expect(snapshotsForTime('2026-11-21 02:00 UTC', held)).toEqual(['2026-11-21T020000Z', '2026-11-21T020000Z-2']);
    expect(snapshotsForTime('2026-11-20T23:59Z', held)).toEqual(['2026-11-20T235959Z']);
    expect(snapshotsForTime('2026-11-21T03:00+01:00', held)).toEqual(['2026-11-21T020000Z', '2026-11-21T020000Z-2']);
  });

  it('names none for a time an offset carries out of the years 0000 to 9999, which no id names', () => {
    expect(snapshotsForTime('9999-12-31T23:00:00-05:00', held)).toEqual([]);
    expect(snapshotsForTime('0000-01-01T00:00:00+14:00', held)).toEqual([]);
    expect(snapshotsForTime('9999-12-31T23:00+01:00', ['9999-12-31T220000Z'])).toEqual(['9999-12-31T220000Z']);
  });

  it('names none for a start time on a day or at an hour that does not exist, which Date.parse rolls over into the next', () => {
    const firsts = ['2026-12-01T020000Z', '2024-03-01T120000Z', '2023-03-01T120000Z', '2026-11-22T000000Z'];
    for (const name of ['2026-11-31T02:00:00Z', '2026-11-31 02:00 UTC', '2026-11-31T03:00+01:00', '2024-02-30T12:00:00Z', '2023-02-29T12:00:00.000Z', '2026-11-21T24:00:00Z', '2026-11-21T24:00Z']) {
      expect(snapshotsForTime(name, firsts)).toEqual([]);
    }
    expect(snapshotsForTime('2024-02-29T13:00:00+01:00', ['2024-02-29T120000Z'])).toEqual(['2024-02-29T120000Z']);
  });

  it('is null for what is no day or start time: an id, a time without its zone or seconds', () => {
    for (const name of ['2026-11-21T020000Z', '2026-11-21T02:00:00', '2026-11-21T02:00', 'latest', '2026-11-21T02:00:00Zx', '2026-11-21 02:00']) expect(snapshotsForTime(name, held)).toBeNull();
  });
});

describe('startTimeMatches', () => {
  const started = Date.parse('2026-11-30T13:22:14.384Z');
  it('compares the fraction of a second a start time gives, to its digits, with a start', () => {
    expect(startTimeMatches('2026-11-30T13:22:14.384Z', started)).toBe(true);
    expect(startTimeMatches('2026-11-30T13:22:14.448Z', started)).toBe(false);
    expect(startTimeMatches('2026-11-30T14:22:14.384+01:00', started)).toBe(true);
    expect(startTimeMatches('2026-11-30T13:22:14.3Z', started)).toBe(true);
    expect(startTimeMatches('2026-11-30T13:22:14.4Z', started)).toBe(false);
    expect(startTimeMatches('2026-11-30T13:22:14.384999Z', started)).toBe(true);
  });

  it('is null for a time without a fraction, or no start time', () => {
    for (const name of ['2026-11-30T13:22:14Z', '2026-11-30 13:22 UTC', '2026-11-30', '2026-11-30T13:22:14.384', '2026-11-30T132214Z']) expect(startTimeMatches(name, started)).toBeNull();
  });
});
