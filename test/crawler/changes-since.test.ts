// `--changes-since`: the forms it takes, the window's start for a crawl, and what it refuses.
import { describe, expect, it } from 'vitest';
import { changesSinceIso, longLogHint, parseChangesSince, resolveChangesSince } from '../../src/crawler/changes-since.ts';

const started = new Date('2026-11-23T02:40:00.000Z');

describe('parseChangesSince', () => {
  it('takes a date as 00:00 UTC of that day', () => {
    expect(parseChangesSince('2025-01-01')).toEqual({ at: Date.UTC(2025, 0, 1) });
    expect(parseChangesSince('2024-02-29')).toEqual({ at: Date.UTC(2024, 1, 29) });
  });

  it('takes a time with its zone, Z or an offset, with or without seconds', () => {
    expect(parseChangesSince('2025-01-01T12:00:00Z')).toEqual({ at: Date.UTC(2025, 0, 1, 12) });
    expect(parseChangesSince('2025-01-01T12:00:00+01:00')).toEqual({ at: Date.UTC(2025, 0, 1, 11) });
    expect(parseChangesSince('2025-01-01T12:30-05:00')).toEqual({ at: Date.UTC(2025, 0, 1, 17, 30) });
    expect(parseChangesSince('2025-01-01T12:00:00.250Z')).toEqual({ at: Date.UTC(2025, 0, 1, 12, 0, 0, 250) });
    expect(parseChangesSince('1970-01-01T01:00:00+01:00')).toEqual({ at: 0 });
  });

  it('takes a number of days back', () => {
    expect(parseChangesSince('800d')).toEqual({ daysBack: 800 });
    expect(parseChangesSince('1d')).toEqual({ daysBack: 1 });
  });

  it.each([
    ['0d', '--changes-since expects at least 1d, got "0d"'],
    ['2025-02-30', '--changes-since: no such date "2025-02-30"'],
    ['2025-13-01', '--changes-since: no such date "2025-13-01"'],
    ['2025-00-10', '--changes-since: no such date "2025-00-10"'],
    ['2025-02-30T12:00:00Z', '--changes-since: no such date "2025-02-30T12:00:00Z"'],
    ['2025-04-31T00:00+02:00', '--changes-since: no such date "2025-04-31T00:00+02:00"'],
    ['2025-01-01T24:00:00Z', '--changes-since: no such time "2025-01-01T24:00:00Z"'],
    ['2025-01-01T12:60Z', '--changes-since: no such time "2025-01-01T12:60Z"'],
    ['2025-01-01T12:00:60Z', '--changes-since: no such time "2025-01-01T12:00:60Z"'],
    ['2025-01-01T12:00:00+24:00', '--changes-since: no such time "2025-01-01T12:00:00+24:00"'],
    // 1969 in UTC, whichever year it is written in.
    ['1969-12-31T23:00:00Z', '--changes-since expects a time from 1970 on, got "1969-12-31T23:00:00Z"'],
    ['1970-01-01T00:00:00+01:00', '--changes-since expects a time from 1970 on, got "1970-01-01T00:00:00+01:00"'],
    ['1970-01-01T00:59:59.999+01:00', '--changes-since expects a time from 1970 on, got "1970-01-01T00:59:59.999+01:00"'],
  ])('refuses %s', (raw, message) => {
    expect(() => parseChangesSince(raw)).toThrow(new Error(message));
  });

  it.each(['', 'yesterday', '800', '-3d', '2025-01-01T12:00:00', '2025-1-1', '01/02/2025', '2025-01-01 12:00Z'])(
    'refuses %j, naming the forms it takes',
    (raw) => {
      expect(() => parseChangesSince(raw)).toThrow(
        new Error(`--changes-since expects a date (2025-01-01), a time with its zone (2025-01-01T12:00:00Z) or a number of days back (800d), got "${raw}"`),
      );
    },
  );
});

describe('resolveChangesSince', () => {
  it('counts days back from the start of the crawl\'s UTC day', () => {
    expect(changesSinceIso(resolveChangesSince({ daysBack: 1 }, started))).toBe('2026-11-22T00:00:00Z');
    expect(changesSinceIso(resolveChangesSince({ daysBack: 800 }, started))).toBe('2024-09-14T00:00:00Z');
  });

  it('refuses days that reach back before 1970, before any request', () => {
    // 2026-11-23 is day 20,780 of Unix time.
    expect(changesSinceIso(resolveChangesSince({ daysBack: 20_780 }, started))).toBe('1970-01-01T00:00:00Z');
    expect(() => resolveChangesSince({ daysBack: 20_781 }, started)).toThrow(
      new Error('--changes-since 20781d reaches back before 1970 (from 2026-11-23): leave it out to read the whole change log'),
    );
    expect(() => resolveChangesSince({ daysBack: 999_999 }, started)).toThrow(/^--changes-since 999999d reaches back before 1970/);
  });

  it('keeps a fixed time, and refuses one after the crawl\'s start', () => {
    expect(resolveChangesSince({ at: Date.UTC(2025, 0, 1) }, started)).toBe(Date.UTC(2025, 0, 1));
    expect(resolveChangesSince({ at: started.getTime() }, started)).toBe(started.getTime());
    expect(() => resolveChangesSince({ at: Date.UTC(2026, 11, 1) }, started)).toThrow(
      new Error('--changes-since 2026-12-01T00:00:00.000Z lies after the crawl\'s start (2026-11-23T02:40:00.000Z)'),
    );
  });
});

describe('changesSinceIso', () => {
  it('writes UTC with whole seconds, and a fraction only where there is one', () => {
    expect(changesSinceIso(Date.UTC(2025, 0, 1, 11))).toBe('2025-01-01T11:00:00Z');
    expect(changesSinceIso(Date.UTC(2025, 0, 1, 12, 0, 0, 250))).toBe('2025-01-01T12:00:00.250Z');
  });
});

describe('longLogHint', () => {
  it('tells of --changes-since from 1,000 pages of change log on', () => {
    expect(longLogHint(998_000, 999)).toBeNull();
    expect(longLogHint(1_000_000, 1000)).toBe(
      'the change log holds 1,000,000 changes, 1,000 requests: --changes-since reads only the recent ones ' +
        '(800d keeps every chart and window of the site whole)',
    );
    expect(longLogHint(71_234_567, 71_235)).toBe(
      'the change log holds 71,234,567 changes, 71,235 requests: --changes-since reads only the recent ones ' +
        '(800d keeps every chart and window of the site whole)',
    );
  });
});
