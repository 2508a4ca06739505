// The contributor calendar's layout and shades, with literal expectations over hand-made daily counts.
import { describe, expect, it } from 'vitest';
import { calendar, calendarBounds, calendarShade, calendarShades } from '../../src/report/calendar-view.ts';

describe('calendar', () => {
  it('lays a year out in Monday-first weeks ending on the snapshot day, listing the active days', () => {
    const year = calendar(
      [{ day: '2026-11-20', count: 3 }, { day: '2025-11-24', count: 1 }, { day: '2025-11-01', count: 9 }, { day: '2026-01-01', count: 0 }],
      '2026-11-20T10:00:00Z',
    );
    // 2025-11-20 is a Thursday: the first week starts on Monday 2025-11-17; 2026-11-20 is a Friday.
    expect(year.weeks).toBe(53);
    expect(year.lastWeekDays).toBe(5);
    expect([year.firstDay, year.lastDay]).toEqual(['2025-11-17', '2026-11-20']);
    // A day before the calendar and a day without changes are not drawn.
    expect(year.active).toEqual([
      { day: '2025-11-24', count: 1, week: 1, weekday: 0, shade: 0 },
      { day: '2026-11-20', count: 3, week: 52, weekday: 4, shade: 3 },
    ]);
    // The changes drawn: the 9 of a day before the calendar are not among them.
    expect(year.total).toBe(4);
    // The busiest day (3) takes the darkest shade, and the key lists only the shades some count takes.
    expect(year.shades).toEqual([{ shade: 0, from: 1, to: 1 }, { shade: 1, from: 2, to: 2 }, { shade: 3, from: 3, to: 3 }]);
    expect(calendar([], '2026-11-20T10:00:00Z').shades).toEqual([]);
  });

  it("shades a day by the contributor's own counts: the lightest to their first quartile, the others on a log scale to the busiest day", () => {
    // Forty days of 1 to 40 changes: the first quarter, then bounds each about 1.6 times the last.
    const even = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(calendarBounds(even)).toEqual([10, 15, 25]);
    expect(calendarShades(calendarBounds(even), 40)).toEqual([
      { shade: 0, from: 1, to: 10 }, { shade: 1, from: 11, to: 15 }, { shade: 2, from: 16, to: 25 }, { shade: 3, from: 26, to: 40 },
    ]);
    expect([1, 10, 11, 15, 16, 25, 26, 40].map((count) => calendarShade(count, calendarBounds(even)))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    // The demo's sven-sahin53: mostly days of one or two changes, a few sprints of 8 to 41. Quartiles
    // keyed them "1, 2, 3–41", a day of 41 shaded as one of 3.
    const sprints = [...Array(110).fill(1), ...Array(30).fill(2), ...Array(8).fill(3), 4, 8, 11, 12, 14, 18, 18, 23, 28, 30, 41];
    expect(calendarShades(calendarBounds(sprints), 41)).toEqual([
      { shade: 0, from: 1, to: 1 }, { shade: 1, from: 2, to: 3 }, { shade: 2, from: 4, to: 12 }, { shade: 3, from: 13, to: 41 },
    ]);
    expect([1, 3, 4, 12, 13, 41].map((count) => calendarShade(count, calendarBounds(sprints)))).toEqual([0, 1, 2, 2, 3, 3]);
    // A busy contributor's year: most days of a few changes, one of 208. Equal bands of 1 to 208 put
    // every day but one in the lightest shade; quartiles put days of 5 with the day of 208.
    const busy = [...Array(100).fill(1), ...Array(100).fill(2), ...Array(100).fill(4), ...Array(20).fill(10), 208];
    expect(calendarBounds(busy)).toEqual([1, 6, 40]);
    expect(calendarShades(calendarBounds(busy), 208)).toEqual([
      { shade: 0, from: 1, to: 1 }, { shade: 1, from: 2, to: 6 }, { shade: 2, from: 7, to: 40 }, { shade: 3, from: 41, to: 208 },
    ]);
    expect([1, 2, 4, 10, 208].map((count) => calendarShade(count, calendarBounds(busy)))).toEqual([0, 1, 1, 2, 3]);
    // Steady days of 50 to 199: the scale starts at their first quartile; from 1, every day was in the darkest.
    const steady = Array.from({ length: 200 }, (_, i) => 50 + (i % 150));
    expect(calendarBounds(steady)).toEqual([74, 100, 150]);
    // Days all alike take the darkest shade; of one and two changes, the lightest and the darkest.
    expect(calendarShades(calendarBounds([1, 1]), 1)).toEqual([{ shade: 3, from: 1, to: 1 }]);
    expect(calendarShade(1, calendarBounds([1, 1]))).toBe(3);
    expect(calendarShades(calendarBounds([1, 2]), 2)).toEqual([{ shade: 0, from: 1, to: 1 }, { shade: 3, from: 2, to: 2 }]);
    expect([calendarShade(1, calendarBounds([1, 2])), calendarShade(2, calendarBounds([1, 2]))]).toEqual([0, 3]);
    // What the about page says of few distinct counts: bounds meet below the busiest count, so days
    // all of one count are all the darkest and none the lightest; a quartile at the busiest count
    // leaves the lightest fewer than a quarter of the days.
    expect(calendarBounds([1, 1, 1, 1])).toEqual([0, 0, 0]);
    expect(calendarShades(calendarBounds([1, 1, 1, 1]), 1)).toEqual([{ shade: 3, from: 1, to: 1 }]);
    expect(calendarShades(calendarBounds([1, 2, 2, 2, 2, 2, 2, 2]), 2)).toEqual([{ shade: 0, from: 1, to: 1 }, { shade: 3, from: 2, to: 2 }]);
    expect(calendarBounds([])).toEqual([]);
  });

  it('names each month above the week it begins in, leaving out a first month with too little room', () => {
    const year = calendar([], '2026-11-20T10:00:00Z');
    // The first week (from Monday 2025-11-17) is November's, but December begins two weeks on.
    expect(year.months).toEqual([
      { week: 2, label: 'Dec' }, { week: 6, label: 'Jan' }, { week: 10, label: 'Feb' }, { week: 14, label: 'Mar' },
      { week: 19, label: 'Apr' }, { week: 23, label: 'May' }, { week: 28, label: 'Jun' }, { week: 32, label: 'Jul' },
      { week: 36, label: 'Aug' }, { week: 41, label: 'Sep' }, { week: 45, label: 'Oct' }, { week: 49, label: 'Nov' },
    ]);
    // Every calendar of one snapshot day shares the labels.
    expect(calendar([{ day: '2026-11-20', count: 1 }], '2026-11-20T10:00:00Z').months).toBe(year.months);
  });

  it('leaves out a month beginning in the last week, whose name the calendar\'s edge would cut', () => {
    // Monday 2029-01-01: January begins in the snapshot's week, the calendar's last column.
    const year = calendar([], '2029-01-01T06:00:00Z');
    expect(year.weeks).toBe(54);
    expect(year.months.slice(-2)).toEqual([{ week: 44, label: 'Nov' }, { week: 48, label: 'Dec' }]);
    // A week on, it has its second column and its name.
    expect(calendar([], '2029-01-08T06:00:00Z').months.at(-1)).toEqual({ week: 52, label: 'Jan' });
  });

  it('names the first week\'s month when the next begins three weeks on or later', () => {
    // From Monday 2025-12-08: January begins in week 3.
    expect(calendar([], '2026-12-10T00:00:00Z').months.slice(0, 2)).toEqual([{ week: 0, label: 'Dec' }, { week: 3, label: 'Jan' }]);
  });

  it('counts the days before a change log read from a later day on as unread, from the calendar\'s first day', () => {
    const now = '2026-11-20T10:00:00Z';
    // The calendar starts on Monday 2025-11-17: 2026-03-14 is its 117th day.
    expect(calendar([], now, '2026-03-14T00:00:00Z')).toMatchObject({ unreadDays: 117, readFrom: '2026-03-14' });
    // Read from within a day: that day counts as read.
    expect(calendar([], now, '2026-03-14T12:00:00+01:00')).toMatchObject({ unreadDays: 117, readFrom: '2026-03-14' });
    // Read from before the calendar, or the whole log: nothing unread.
    expect(calendar([], now, '2024-09-14T00:00:00Z')).toMatchObject({ unreadDays: 0, readFrom: null });
    expect(calendar([], now)).toMatchObject({ unreadDays: 0, readFrom: null });
    expect(calendar([], now, '2025-11-17T00:00:00Z')).toMatchObject({ unreadDays: 0, readFrom: null });
  });

  it('ends with a full week when the snapshot was taken on a Sunday', () => {
    const year = calendar([{ day: '2026-11-22', count: 2 }], '2026-11-22T23:59:00Z');
    expect(year.lastWeekDays).toBe(7);
    expect(year.active).toEqual([{ day: '2026-11-22', count: 2, week: year.weeks - 1, weekday: 6, shade: 3 }]);
  });
});
