// The snapshot's provenance as the pages give it, with literal expectations.
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.ts';
import { changeLogSize, logReadFrom, snapshotInfo } from '../../src/report/snapshot-info.ts';
import { manifestFor, oneOfEach } from './fixtures.ts';

describe('changeLogSize', () => {
  it('gives the order and the count, and no order for a log of fewer than two records', () => {
    expect(changeLogSize({ order: 'newest-first', countAtStart: 20_000 })).toBe('newest first, 20,000 records');
    expect(changeLogSize({ order: 'oldest-first', countAtStart: 2 })).toBe('oldest first, 2 records');
    expect(changeLogSize({ order: 'oldest-first', countAtStart: 1 })).toBe('1 record');
    expect(changeLogSize({ order: 'oldest-first', countAtStart: 0 })).toBe('0 records');
  });
});

describe('logReadFrom', () => {
  it('says from when the change log was read, and only where it was read from a time on', () => {
    const report = (changesSince: string | null) => ({ snapshot: { changesSince } }) as unknown as Report;
    expect(logReadFrom(report(null))).toBeNull();
    expect(logReadFrom(report('2026-10-25T00:00:00Z'))).toBe('from the change log read from 2026-10-25 on');
  });
});

describe('snapshotInfo', () => {
  it("gives the instance's URL without a user or password a manifest edited by hand put there, which the site showed and linked", () => {
    const manifest = manifestFor(oneOfEach(), '2026-11-20T00:00:00.000Z');
    expect(snapshotInfo({ ...manifest, baseUrl: 'https://user:secret@weblate.example.org/weblate' }, 'x').baseUrl).toBe('https://weblate.example.org/weblate');
    expect(snapshotInfo({ ...manifest, baseUrl: 'https://k.nowak@example.org' }, 'x').baseUrl).toBe('https://example.org');
    expect(snapshotInfo({ ...manifest, baseUrl: 'https://weblate.example.org' }, 'x').baseUrl).toBe('https://weblate.example.org');
  });
});
