import { describe, expect, it } from 'vitest';
import { CALENDAR_WEEKDAYS, calendarMonths, gridRects, rem } from '../../src/components/calendar-axis.ts';

describe('calendarMonths and CALENDAR_WEEKDAYS', () => {
  it('write month names above their columns, and Mon, Wed and Fri beside their rows', () => {
    const months = [{ week: 0, label: 'Nov' }, { week: 4, label: 'Dec' }];
    expect(calendarMonths(months)).toBe('<text x="0" y="11">Nov</text><text x="52" y="11">Dec</text>');
    expect(CALENDAR_WEEKDAYS).toBe('<text x="0" y="25">Mon</text><text x="0" y="51">Wed</text><text x="0" y="77">Fri</text>');
  });

  it('escape a label, and make the markup once per list of months', () => {
    const months = [{ week: 1, label: 'A<&>' }];
    const first = calendarMonths(months);
    expect(first).toBe('<text x="13" y="11">A&lt;&amp;&gt;</text>');
    expect(calendarMonths(months)).toBe(first);
    expect(calendarMonths([{ week: 1, label: 'B' }])).toBe('<text x="13" y="11">B</text>');
  });
});

describe('gridRects', () => {
  it('covers every day of a whole year: the full columns, then the last one down to the snapshot\'s day', () => {
    expect(gridRects(53, 3)).toEqual([
      { week: 0, weekday: 0, weeks: 52, days: 7 },
      { week: 52, weekday: 0, weeks: 1, days: 3 },
    ]);
  });

  it('leaves the days before the change log was read blank: from the first read day of its column on', () => {
    // 100 unread days: 14 columns and 2 days of the 15th.
    expect(gridRects(53, 3, 100)).toEqual([
      { week: 14, weekday: 2, weeks: 1, days: 5 },
      { week: 15, weekday: 0, weeks: 37, days: 7 },
      { week: 52, weekday: 0, weeks: 1, days: 3 },
    ]);
    // Whole columns unread: no partial column.
    expect(gridRects(53, 7, 14)).toEqual([
      { week: 2, weekday: 0, weeks: 50, days: 7 },
      { week: 52, weekday: 0, weeks: 1, days: 7 },
    ]);
    // The column before the last one partly read: the last column is whole.
    expect(gridRects(53, 3, 51 * 7 + 4)).toEqual([
      { week: 51, weekday: 4, weeks: 1, days: 3 },
      { week: 52, weekday: 0, weeks: 1, days: 3 },
    ]);
    // Read from within the last week: only its read days.
    expect(gridRects(53, 5, 52 * 7 + 2)).toEqual([{ week: 52, weekday: 2, weeks: 1, days: 3 }]);
    // Nothing read (cannot happen: the log is read up to the snapshot's day) draws nothing.
    expect(gridRects(53, 5, 52 * 7 + 5)).toEqual([]);
    // Every day unread where the snapshot's day ends its week: its column is not drawn either.
    expect(gridRects(53, 7, 53 * 7)).toEqual([]);
  });
});

describe('rem', () => {
  it('gives a length of the drawing in px at the default 16 px text as rem, exactly', () => {
    expect([rem(689), rem(106), rem(28), rem(11), rem(0)]).toEqual(['43.0625rem', '6.625rem', '1.75rem', '0.6875rem', '0rem']);
  });
});
