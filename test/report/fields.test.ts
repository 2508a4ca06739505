import { describe, expect, it } from 'vitest';
import { count, displayText, MAX_COUNT, NAME_LIMIT, timestampMs, wholeCount } from '../../src/report/fields.ts';

describe('displayText', () => {
  it('drops bidi embeddings, overrides and isolates, and trims', () => {
    expect(displayText({ name: ' Ægir \u202Eevil ' }, 'name')).toBe('Ægir evil');
    expect(displayText({ name: '\u2066Orbit\u2069 \u202ANotes\u202C' }, 'name')).toBe('Orbit Notes');
    // Marks (U+200E, U+200F) are left: they reorder nothing outside the name.
    expect(displayText({ name: 'علي\u200F' }, 'name')).toBe('علي\u200F');
  });

  it('is null for a name that is absent, not a string, blank, or only controls', () => {
    expect(displayText({}, 'name')).toBeNull();
    expect(displayText({ name: 7 }, 'name')).toBeNull();
    expect(displayText({ name: '   ' }, 'name')).toBeNull();
    expect(displayText({ name: '\u202E\u202C' }, 'name')).toBeNull();
  });

  it('is null for a name of which nothing shows: format characters, marks, fillers, and keeps them beside a character that shows', () => {
    for (const name of ['\u200B\u200D', '\u200F', '\u200B', '\u2060\u200F', ' \uFEFF\u3164 ', '\u115F\u1160\uFFA0', '\uFE0F', '\u180E\u2064']) {
      expect(displayText({ name }, 'name'), JSON.stringify(name)).toBeNull();
    }
    expect(displayText({ name: '\u200BOrbit\u200D' }, 'name')).toBe('\u200BOrbit\u200D');
    expect(displayText({ name: 'Mark\u200F 42' }, 'name')).toBe('Mark\u200F 42');
  });
});

describe('displayText of names holding control characters', () => {
  it('drops them, NUL, DEL and C1 included, but keeps tab and line breaks', () => {
    expect(displayText({ name: 'Orbit \u0000Notes\u0007\u001B[31m\u007F\u0085' }, 'name')).toBe('Orbit Notes[31m');
    expect(displayText({ name: 'Orbit\tNotes\nand more\r' }, 'name')).toBe('Orbit\tNotes\nand more');
    expect(displayText({ name: '\u0000\u0001' }, 'name')).toBeNull();
  });

  it("drops Unicode's noncharacters too, which HTML forbids in a page alike", () => {
    // A project named 'Orbit\uFFFE Notes' was so in the <title>, headings and tables (the Nu checker's 'Forbidden code point U+fffe').
    expect(displayText({ name: 'Orbit\uFFFE Notes\uFDD0\u{10FFFF}' }, 'name')).toBe('Orbit Notes');
    expect(displayText({ name: '\uFFFF' }, 'name')).toBeNull();
  });
});

describe('displayText of long names', () => {
  it('cuts to NAME_LIMIT with an ellipsis', () => {
    expect(displayText({ name: 'N'.repeat(NAME_LIMIT) }, 'name')).toBe('N'.repeat(200));
    expect(displayText({ name: 'N'.repeat(1 << 20) }, 'name')).toBe(`${'N'.repeat(199)}…`);
  });
});

describe('timestampMs', () => {
  it('reads a date and time with Z or an offset, with or without fractions', () => {
    expect(timestampMs('2026-11-20T10:00:00Z')).toBe(Date.UTC(2026, 10, 20, 10));
    expect(timestampMs('2026-11-20T10:00:00.123456+01:00')).toBe(Date.UTC(2026, 10, 20, 9, 0, 0, 123));
  });

  it('is NaN for anything Date.parse would read in the local zone, or as a guess', () => {
    for (const value of ['2026-11-20T10:00:00', '2026-11-20', '1', 'yesterday', '+275760-09-13T00:00:00Z', '2026-11-20 10:00:00Z', '2026-13-01T00:00:00Z']) {
      expect(timestampMs(value), value).toBeNaN();
    }
    expect(timestampMs(null)).toBeNaN();
  });

  it('is NaN for a day or hour that does not exist, which Date.parse rolls over into the next day', () => {
    for (const value of ['2026-02-30T10:00:00Z', '2026-02-29T10:00:00Z', '2026-04-31T10:00:00+02:00', '2026-01-01T24:00:00Z', '2026-01-01T23:60:00Z']) {
      expect(timestampMs(value), value).toBeNaN();
    }
    expect(timestampMs('2028-02-29T10:00:00Z')).toBe(Date.UTC(2028, 1, 29, 10));
    // The year 0 is a leap year; Date.UTC read it as 1900, which is not.
    expect(new Date(timestampMs('0000-02-29T10:00:00Z')).toISOString()).toBe('0000-02-29T10:00:00.000Z');
    expect(timestampMs('0100-02-29T10:00:00Z')).toBeNaN();
    expect(timestampMs('2026-01-31T23:59:59.999-01:00')).toBe(Date.UTC(2026, 1, 1, 0, 59, 59, 999));
    expect(timestampMs('2026-12-31T00:00:00Z')).toBe(Date.UTC(2026, 11, 31));
  });

  it('is NaN for a time an offset carries out of the years 0000 to 9999 in UTC, which no page can write as a day', () => {
    // 31 December of the year -1 and 1 January 10000 in UTC: printed '-000001-12-31 10 UTC' and '+010000-01-01 04 UTC'.
    for (const value of ['0000-01-01T00:00:00+14:00', '0000-01-01T09:59:59.999999+10:00', '9999-12-31T23:00:00-05:00', '9999-12-31T23:59:59.999-00:01']) {
      expect(timestampMs(value), value).toBeNaN();
    }
    // The edges themselves are days a page can write.
    expect(new Date(timestampMs('0000-01-01T00:00:00Z')).toISOString()).toBe('0000-01-01T00:00:00.000Z');
    expect(new Date(timestampMs('0000-01-01T05:00:00+05:00')).toISOString()).toBe('0000-01-01T00:00:00.000Z');
    expect(new Date(timestampMs('9999-12-31T23:59:59.999999Z')).toISOString()).toBe('9999-12-31T23:59:59.999Z');
    expect(new Date(timestampMs('9999-12-31T23:00:00+01:00')).toISOString()).toBe('9999-12-31T22:00:00.000Z');
  });
});

describe('count', () => {
  it('takes whole numbers from 0 to MAX_COUNT, else 0', () => {
    expect([0, 7, MAX_COUNT].map((value) => count({ n: value }, 'n'))).toEqual([0, 7, 2 ** 40]);
    expect([-1, 1.5, MAX_COUNT + 1, 1e308, '7', null].map((value) => count({ n: value }, 'n'))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(count({}, 'n')).toBe(0);
  });
});

describe('wholeCount', () => {
  it('takes whole numbers from 0 to MAX_COUNT, else null, for a record that is then left out', () => {
    expect([0, 7, MAX_COUNT].map((value) => wholeCount({ n: value }, 'n'))).toEqual([0, 7, 2 ** 40]);
    expect([-1, 1.5, MAX_COUNT + 1, 1e308, '7', null, undefined].map((value) => wholeCount({ n: value }, 'n'))).toEqual([null, null, null, null, null, null, null]);
  });
});
