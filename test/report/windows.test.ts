// Windows: calendar months back from the snapshot's time, on whole UTC days.
import { describe, expect, it } from 'vitest';
import { monthsBack, sinceText, windowDepth, windowLabel, windowPhrase, windowRecord, windowStarts } from '../../src/report/windows.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('monthsBack', () => {
  it('starts at 00:00 UTC of the same day of the month', () => {
    expect(iso(monthsBack(at('2026-11-21T11:09:16.227Z'), 12))).toBe('2025-11-21T00:00:00.000Z');
    expect(iso(monthsBack(at('2026-11-21T11:09:16.227Z'), 6))).toBe('2026-05-21T00:00:00.000Z');
    expect(iso(monthsBack(at('2026-11-21T11:09:16.227Z'), 3))).toBe('2026-08-21T00:00:00.000Z');
    expect(iso(monthsBack(at('2026-11-21T11:09:16.227Z'), 1))).toBe('2026-10-21T00:00:00.000Z');
  });

  it('crosses year boundaries', () => {
    expect(iso(monthsBack(at('2026-01-15T08:00:00Z'), 1))).toBe('2025-12-15T00:00:00.000Z');
    expect(iso(monthsBack(at('2026-02-10T00:00:00Z'), 3))).toBe('2025-11-10T00:00:00.000Z');
  });

  it('clamps to the last day of shorter months', () => {
    expect(iso(monthsBack(at('2026-03-31T12:00:00Z'), 1))).toBe('2026-02-28T00:00:00.000Z');
    expect(iso(monthsBack(at('2026-05-31T12:00:00Z'), 1))).toBe('2026-04-30T00:00:00.000Z');
    expect(iso(monthsBack(at('2026-08-31T12:00:00Z'), 6))).toBe('2026-02-28T00:00:00.000Z');
    expect(iso(monthsBack(at('2026-12-31T23:59:59Z'), 3))).toBe('2026-09-30T00:00:00.000Z');
  });

  it('knows leap years', () => {
    expect(iso(monthsBack(at('2024-03-31T00:00:00Z'), 1))).toBe('2024-02-29T00:00:00.000Z');
    expect(iso(monthsBack(at('2024-02-29T10:00:00Z'), 12))).toBe('2023-02-28T00:00:00.000Z');
  });

  it('reads the years 0 to 99 as written, where Date.UTC takes them for 1900 to 1999', () => {
    expect(iso(monthsBack(at('0050-06-15T10:00:00Z'), 1))).toBe('0050-05-15T00:00:00.000Z');
    // The year 0 is a leap year, 1900 is not.
    expect(iso(monthsBack(at('0001-03-31T10:00:00Z'), 13))).toBe('0000-02-29T00:00:00.000Z');
    expect(iso(monthsBack(at('2025-02-28T10:00:00Z'), 12))).toBe('2024-02-28T00:00:00.000Z');
    expect(iso(monthsBack(at('2028-08-29T10:00:00Z'), 6))).toBe('2028-02-29T00:00:00.000Z');
    // 2100 is not a leap year.
    expect(iso(monthsBack(at('2100-03-29T00:00:00Z'), 1))).toBe('2100-02-28T00:00:00.000Z');
  });
});

describe('windowDepth', () => {
  const starts = windowStarts(at('2026-03-31T12:00:00Z'));

  it('lists the starts widest first, all time unbounded', () => {
    expect(starts[0]).toBe(Number.NEGATIVE_INFINITY);
    expect(starts.slice(1).map(iso)).toEqual([
      '2025-03-31T00:00:00.000Z', '2025-09-30T00:00:00.000Z', '2025-12-31T00:00:00.000Z', '2026-02-28T00:00:00.000Z',
    ]);
  });

  it('counts a time in every window that starts at or before it', () => {
    expect(windowDepth(at('2010-01-01T00:00:00Z'), starts)).toBe(1);
    expect(windowDepth(at('2025-03-30T23:59:59.999Z'), starts)).toBe(1);
    expect(windowDepth(at('2025-03-31T00:00:00Z'), starts)).toBe(2);
    expect(windowDepth(at('2025-12-31T00:00:00Z'), starts)).toBe(4);
    expect(windowDepth(at('2026-02-27T23:59:59Z'), starts)).toBe(4);
    expect(windowDepth(at('2026-02-28T00:00:00Z'), starts)).toBe(5);
    // After the snapshot's time (clock skew): still counted everywhere.
    expect(windowDepth(at('2026-04-02T00:00:00Z'), starts)).toBe(5);
  });

  it('names per-window counts', () => {
    expect(windowRecord([9, 7, 5, 3, 1])).toEqual({ all: 9, '12m': 7, '6m': 5, '3m': 3, '1m': 1 });
  });
});

describe('windowLabel', () => {
  const now = Date.parse('2026-11-23T02:40:00Z');

  it('names the windows of a whole change log, each with the day it starts on', () => {
    // Without its day, "Last month" read as the calendar month before (October).
    expect(['all', '12m', '6m', '3m', '1m'].map((w) => windowLabel(w as 'all', now, null))).toEqual([
      'All time', 'Last 12 months (since 2025-11-23)', 'Last 6 months (since 2026-05-23)', 'Last 3 months (since 2026-08-23)', 'Last month (since 2026-10-23)',
    ]);
    // On 31 March the last month starts on the last day of February.
    expect(windowLabel('1m', Date.parse('2027-03-31T10:00:00Z'), null)).toBe('Last month (since 2027-02-28)');
  });

  it('starts "all time" where the change log was read from, and says which windows reach back before it', () => {
    // Read from 2026-07-01: the 6-month window (from 2026-05-23) and the 12-month one reach back
    // before it; the 3-month window starts 2026-08-23, after it.
    expect(['all', '12m', '6m', '3m', '1m'].map((w) => windowLabel(w as 'all', now, '2026-07-01T00:00:00Z'))).toEqual([
      'Since 2026-07-01', 'Last 12 months (only from 2026-07-01)', 'Last 6 months (only from 2026-07-01)', 'Last 3 months (since 2026-08-23)', 'Last month (since 2026-10-23)',
    ]);
    // A window that starts exactly where the log does is whole.
    expect(windowLabel('12m', now, '2025-11-23T00:00:00Z')).toBe('Last 12 months (since 2025-11-23)');
    expect(windowLabel('all', now, '2025-11-23T06:30:00+01:00')).toBe('Since 2025-11-23 05:30 UTC');
  });
});

describe('windowPhrase', () => {
  const now = Date.parse('2026-11-23T02:40:00Z');

  it("lower-cases a window's label for a sentence, its first letter only: a time's UTC stays", () => {
    expect(['all', '12m', '1m'].map((w) => windowPhrase(w as 'all', now, null))).toEqual(['all time', 'last 12 months (since 2025-11-23)', 'last month (since 2026-10-23)']);
    // The whole label lower-cased read "Top contributors, since 2026-03-15 10:00 utc".
    expect(windowPhrase('all', now, '2026-03-15T10:00:00Z')).toBe('since 2026-03-15 10:00 UTC');
    expect(windowPhrase('12m', now, '2026-03-15T10:00:00Z')).toBe('last 12 months (only from 2026-03-15 10:00 UTC)');
  });
});

describe('sinceText', () => {
  it('gives the day alone at 00:00 UTC, else the minute in UTC', () => {
    expect(sinceText('2024-09-14T00:00:00Z')).toBe('2024-09-14');
    expect(sinceText('2024-09-14T00:00:00.000Z')).toBe('2024-09-14');
    expect(sinceText('2024-09-14T12:05:00Z')).toBe('2024-09-14 12:05 UTC');
  });
});
