// History buckets: UTC days, weeks starting Monday (keyed by the Monday), months; empty periods
// filled with 0; the instance series reaching 24 months back.
import { describe, expect, it } from 'vitest';
import type { HistorySeries } from '../../src/report/types.ts';
import { calendarFirstDay, dayKey, dayNumber, monthKey, monthNumber, monthStartDay, weekStart } from '../../src/report/calendar.ts';
import { CHART_ACTIONS, chartedActions, historyRange, HistoryTally } from '../../src/report/history.ts';

const day = (iso: string) => dayNumber(Date.parse(iso));

describe('calendar', () => {
  it('starts weeks on Monday, across a year boundary', () => {
    // 2026-01-01 is a Thursday: its week started on Monday 2025-12-29.
    expect(dayKey(weekStart(day('2026-01-01T12:00:00Z')))).toBe('2025-12-29');
    expect(dayKey(weekStart(day('2025-12-29T00:00:00Z')))).toBe('2025-12-29');
    expect(dayKey(weekStart(day('2026-01-04T23:59:59Z')))).toBe('2025-12-29');
    expect(dayKey(weekStart(day('2026-01-05T00:00:00Z')))).toBe('2026-01-05');
    // Before 1970 too (negative day numbers).
    expect(dayKey(weekStart(day('1969-12-31T00:00:00Z')))).toBe('1969-12-29');
  });

  it("starts a contributor's calendar on the Monday of the week its last 12 months begin in", () => {
    // A year before Friday 2026-11-20 is Thursday 2025-11-20.
    expect(dayKey(calendarFirstDay(Date.parse('2026-11-20T10:00:00Z')))).toBe('2025-11-17');
    // A year before Monday 2026-11-23 is Sunday 2025-11-23, the window's first day: its week is shown
    // (364 days back, the calendar began a day after the window, on Monday 2025-11-24).
    expect(dayKey(calendarFirstDay(Date.parse('2026-11-23T23:59:59Z')))).toBe('2025-11-17');
    expect(dayKey(calendarFirstDay(Date.parse('2026-11-24T00:00:00Z')))).toBe('2025-11-24');
    // From 29 February, the window begins on the 28th a year before (a Sunday in 2027).
    expect(dayKey(calendarFirstDay(Date.parse('2028-02-29T12:00:00Z')))).toBe('2027-02-22');
  });

  it('starts a month of the years 0 to 99 in that year, where Date.UTC takes them for 1900 to 1999', () => {
    expect(dayKey(monthStartDay(monthNumber(day('0050-06-15T12:00:00Z'))))).toBe('0050-06-01');
    expect(dayKey(monthStartDay(monthNumber(day('0000-02-29T12:00:00Z'))))).toBe('0000-02-01');
  });

  it('buckets by the UTC day of a time with an offset', () => {
    expect(dayKey(day('2026-03-01T00:30:00+01:00'))).toBe('2026-02-28');
    expect(monthKey(monthNumber(day('2026-03-01T00:30:00+01:00')))).toBe('2026-02');
  });
});

describe('historyRange', () => {
  it('reaches 24 months back from the snapshot month when the log is younger, its days and weeks as far as the changes pages chart them', () => {
    const range = historyRange(day('2026-10-05T00:00:00Z'), day('2026-11-02T00:00:00Z'), day('2026-11-21T00:00:00Z'));
    expect(range.months.length).toBe(24);
    expect(monthKey(range.months[0]!)).toBe('2024-12');
    expect(monthKey(range.months.at(-1)!)).toBe('2026-11');
    expect(range.days.length).toBe(90);
    expect(dayKey(range.days[0]!)).toBe('2026-08-24');
    expect(dayKey(range.days.at(-1)!)).toBe('2026-11-21');
    expect(range.weeks.length).toBe(53);
    expect(dayKey(range.weeks[0]!)).toBe('2025-11-17');
    expect(dayKey(range.weeks.at(-1)!)).toBe('2026-11-16');
  });

  it('keeps 90 days and 53 weeks however far back the first change lies, and every month from it', () => {
    // One change stamped in the year 1000 made the days 375,063 long.
    const range = historyRange(day('1000-01-01T00:00:00Z'), day('2026-11-02T00:00:00Z'), day('2026-11-21T00:00:00Z'));
    expect([range.days.length, dayKey(range.days[0]!), range.weeks.length, dayKey(range.weeks[0]!)]).toEqual([90, '2026-08-24', 53, '2025-11-17']);
    expect([range.months.length, monthKey(range.months[0]!)]).toEqual([12323, '1000-01']);
  });

  it('starts at the first change when the log is older, and covers no-change logs', () => {
    const range = historyRange(day('2019-06-30T00:00:00Z'), day('2026-01-01T00:00:00Z'), day('2026-01-01T00:00:00Z'));
    expect(monthKey(range.months[0]!)).toBe('2019-06');
    expect(range.months.length).toBe(12 * 6 + 8);
    const empty = historyRange(null, null, day('2026-01-01T00:00:00Z'));
    expect(empty.months.length).toBe(24);
  });

  it('starts where a change log read from a later time on begins: its month, its week and its day', () => {
    // Read from Wednesday 2026-09-16 on: no empty months before it that would read as no activity.
    const range = historyRange(day('2026-09-16T08:00:00Z'), day('2026-11-02T00:00:00Z'), day('2026-11-21T00:00:00Z'), day('2026-09-16T00:00:00Z'));
    expect(range.months.map(monthKey)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(dayKey(range.days[0]!)).toBe('2026-09-16');
    expect(range.days.length).toBe(67);
    expect(dayKey(range.weeks[0]!)).toBe('2026-09-14');
    // A window longer than 24 months changes nothing: the log's first change still decides.
    const long = historyRange(day('2024-02-10T00:00:00Z'), day('2026-11-02T00:00:00Z'), day('2026-11-21T00:00:00Z'), day('2024-01-01T00:00:00Z'));
    expect(monthKey(long.months[0]!)).toBe('2024-02');
    // A window with no change in it yet still ends at the snapshot's day.
    const none = historyRange(null, null, day('2026-11-21T00:00:00Z'), day('2026-11-01T00:00:00Z'));
    expect(none.months.map(monthKey)).toEqual(['2026-11']);
    expect(none.days.length).toBe(21);
  });
});

describe('HistoryTally', () => {
  const now = Date.parse('2026-01-07T10:00:00Z');

  function tally(): HistoryTally {
    const history = new HistoryTally(now);
    history.add(Date.parse('2025-12-31T23:59:59Z'), 2, 'de', 'orbit');
    history.add(Date.parse('2026-01-01T00:00:00Z'), 2, 'de', 'orbit');
    history.add(Date.parse('2026-01-03T08:00:00Z'), 5, 'fr', 'orbit');
    history.add(Date.parse('2026-01-06T08:00:00Z'), 17, null, 'kestrel');
    history.add(Date.parse('2025-10-15T08:00:00Z'), 2, 'de', null);
    return history;
  }

  it('gives each language and project series buckets of its own, the same keys for all', () => {
    const { byLanguage, byProject } = tally().finish(now);
    const [deDays, deWeeks, deMonths] = byLanguage['de']!;
    const [frDays, , frMonths] = byLanguage['fr']!;
    expect(deDays!.buckets).toEqual(frDays!.buckets);
    expect(deMonths!.buckets).toEqual(byProject['kestrel']![2]!.buckets);
    expect(deDays!.buckets.length).toBe(30);
    expect(deWeeks!.buckets.length).toBe(53);
    expect(deMonths!.buckets.slice(-2)).toEqual(['2025-12', '2026-01']);
    // No array is shared: a page that changes one changes no other.
    expect(deDays!.buckets).not.toBe(frDays!.buckets);
    expect(deMonths!.buckets).not.toBe(frMonths!.buckets);
  });

  it('counts per day, Monday week and month by action code, empty periods as 0', () => {
    const { instance } = tally().finish(now);
    const [days, weeks, months] = instance;
    expect(days!.period).toBe('day');
    expect(weeks!.period).toBe('week');
    expect(months!.period).toBe('month');

    expect(months!.buckets.length).toBe(24);
    expect(months!.buckets.slice(-4)).toEqual(['2025-10', '2025-11', '2025-12', '2026-01']);
    expect(months!.byAction[2]!.slice(-4)).toEqual([1, 0, 1, 1]);
    expect(months!.byAction[5]!.slice(-4)).toEqual([0, 0, 0, 1]);
    expect(Object.keys(months!.byAction)).toEqual(['2', '5', '17']);

    // The week of Monday 2025-12-29 holds Wednesday 31 December and Thursday 1 January.
    const at = weeks!.buckets.indexOf('2025-12-29');
    expect(weeks!.buckets.slice(at)).toEqual(['2025-12-29', '2026-01-05']);
    expect(weeks!.byAction[2]!.slice(at)).toEqual([2, 0]);
    expect(weeks!.byAction[5]!.slice(at)).toEqual([1, 0]);
    expect(weeks!.byAction[17]!.slice(at)).toEqual([0, 1]);

    expect(days!.buckets.slice(-8)).toEqual([
      '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07',
    ]);
    expect(days!.byAction[2]!.slice(-8)).toEqual([1, 1, 0, 0, 0, 0, 0, 0]);
    for (const series of instance) {
      for (const counts of Object.values(series.byAction)) expect(counts.length).toBe(series.buckets.length);
    }
  });

  it("counts a change stamped after the snapshot's time in the snapshot's day, where it started a month of its own", () => {
    const end = Date.parse('2026-11-30T23:59:00Z');
    const history = new HistoryTally(end);
    history.add(Date.parse('2026-11-30T12:00:00Z'), 2, 'de', 'orbit');
    // The log grew while it was read, past midnight.
    history.add(Date.parse('2026-12-01T00:02:00Z'), 2, 'de', 'orbit');
    const [days, , months] = history.finish(end).instance;
    expect(months!.buckets.at(-1)).toBe('2026-11');
    expect(months!.byAction[2]!.at(-1)).toBe(2);
    expect(days!.buckets.at(-1)).toBe('2026-11-30');
    expect(days!.byAction[2]!.at(-1)).toBe(2);
  });

  it("names the instance's most frequent action of each colour for the charts, in the order of their colours, ties by code", () => {
    // 2 has three changes; 5 and 17 one each.
    expect(tally().finish(now).chartActions).toEqual([5, 2, 17]);
    // 8 and 2, 1 and 9, 4 and 7 share colours; 3 has one of its own.
    const series = { period: 'month' as const, buckets: ['2026-01', '2026-02'], byAction: { 9: [0, 0], 4: [1, 1], 3: [0, 2], 1: [2, 0], 8: [5, 0], 2: [1, 0], 7: [0, 1] } };
    expect(chartedActions(series, 3)).toEqual([1, 8, 3]);
    expect(chartedActions(series, 10)).toEqual([1, 8, 4, 3]);
  });

  it('names six actions on the charts where the log has more, one of each colour, the rest summed as one', () => {
    const history = new HistoryTally(now);
    // Automatically translated (6) has Translation added's colour and fewer changes; Changes pushed (18) has Changes committed's.
    const counts: [number, number][] = [[2, 9], [5, 8], [6, 7], [4, 6], [3, 5], [13, 4], [17, 3], [18, 2]];
    for (const [action, n] of counts) for (let i = 0; i < n; i += 1) history.add(Date.parse('2025-12-20T12:00:00Z'), action, null, null);
    expect(history.finish(now).chartActions).toEqual([5, 2, 4, 3, 13, 17]);
    expect(CHART_ACTIONS).toBe(6);
  });

  it('keeps monthly series per language and per project over the same months', () => {
    const { byLanguage, byProject, instance } = tally().finish(now);
    expect(Object.keys(byLanguage)).toEqual(['de', 'fr']);
    expect(Object.keys(byProject)).toEqual(['kestrel', 'orbit']);
    const month = (series: HistorySeries[] | undefined) => series![2]!;
    expect(month(byLanguage['de']).buckets).toEqual(instance[2]!.buckets);
    expect(month(byLanguage['de']).byAction[2]!.slice(-4)).toEqual([1, 0, 1, 1]);
    expect(month(byLanguage['fr']).byAction).toEqual({ 5: [...new Array<number>(23).fill(0), 1] });
    expect(month(byProject['orbit']).byAction[2]!.slice(-4)).toEqual([0, 0, 1, 1]);
    expect(month(byProject['kestrel']).byAction[17]!.at(-1)).toBe(1);
  });

  it("keeps a language's and a project's last 24 months, counting older changes as earlier, however far back the log reaches", () => {
    const history = new HistoryTally(now);
    // One change stamped in the year 1000 made every language's and project's months 12,323 long.
    history.add(Date.parse('1000-03-01T00:00:00Z'), 2, 'de', 'orbit');
    history.add(Date.parse('2024-01-31T23:59:59Z'), 5, 'de', null);
    history.add(Date.parse('2024-02-01T00:00:00Z'), 5, 'de', 'orbit');
    history.add(Date.parse('2026-01-10T00:00:00Z'), 2, 'fr', 'orbit');
    const { byLanguage, byProject, instance } = history.finish(now);
    expect([instance[2]!.buckets.length, instance[2]!.buckets[0], instance[2]!.earlier]).toEqual([12311, '1000-03', undefined]);
    const de = byLanguage['de']![2]!;
    expect([de.buckets.length, de.buckets[0], de.buckets.at(-1), de.earlier]).toEqual([24, '2024-02', '2026-01', 2]);
    expect(de.byAction).toEqual({ 5: [1, ...new Array<number>(23).fill(0)] });
    expect([byProject['orbit']![2]!.buckets.length, byProject['orbit']![2]!.earlier]).toEqual([24, 1]);
    // Nothing before the 24 months: no count of earlier changes.
    expect(byLanguage['fr']![2]!.earlier).toBeUndefined();
    expect(byLanguage['fr']![2]!.byAction).toEqual({ 2: [...new Array<number>(23).fill(0), 1] });
  });

  it('keeps the last 30 days and 53 weeks per language and per project, lined up with the instance\'s', () => {
    const { byLanguage, byProject, instance } = tally().finish(now);
    const [days, weeks] = byLanguage['de']!;
    expect([days!.period, weeks!.period]).toEqual(['day', 'week']);
    expect(days!.buckets.length).toBe(30);
    expect(days!.buckets[0]).toBe('2025-12-09');
    expect(days!.buckets).toEqual(instance[0]!.buckets.slice(-30));
    // 2025-10-15 is before the 30 days; 31 December and 1 January are the last week but one's.
    expect(days!.byAction[2]!.filter((count) => count > 0).length).toBe(2);
    expect(days!.byAction[2]!.slice(-8)).toEqual([1, 1, 0, 0, 0, 0, 0, 0]);
    expect(weeks!.buckets.length).toBe(53);
    expect(weeks!.buckets.at(-1)).toBe('2026-01-05');
    expect(weeks!.buckets).toEqual(instance[1]!.buckets.slice(-53));
    expect(weeks!.byAction[2]!.slice(-2)).toEqual([2, 0]);
    expect(byLanguage['fr']![0]!.byAction[5]!.at(-5)).toBe(1);
    expect(byProject['kestrel']![1]!.byAction).toEqual({ 17: [...new Array<number>(52).fill(0), 1] });
  });

  it("counts in a language's days and weeks a change on the first of them", () => {
    const history = new HistoryTally(now);
    // The first of the last 30 days, and the Monday that begins the first of the last 53 weeks, at midnight.
    history.add(Date.parse('2025-12-09T00:00:00Z'), 5, 'ja', 'orbit');
    history.add(Date.parse('2025-01-06T00:00:00Z'), 2, 'ja', 'orbit');
    for (const series of [history.finish(now).byLanguage['ja']!, history.finish(now).byProject['orbit']!]) {
      const [days, weeks] = series;
      expect([days!.buckets[0], days!.byAction[5]![0]]).toEqual(['2025-12-09', 1]);
      expect([weeks!.buckets[0], weeks!.byAction[2]![0], weeks!.byAction[5]![48]]).toEqual(['2025-01-06', 1, 1]);
    }
  });

  it('reaches back to the oldest change, whatever order the log gives them in', () => {
    const history = new HistoryTally(now);
    history.add(Date.parse('2025-12-01T12:00:00Z'), 2, null, null);
    // Stamped earlier though read later (a server whose clock was set back, a back-dated import).
    history.add(Date.parse('2023-03-15T12:00:00Z'), 2, null, null);
    const months = history.finish(now).instance[2]!;
    expect([months.buckets[0], months.byAction[2]![0], months.byAction[2]!.reduce((a, b) => a + b, 0)]).toEqual(['2023-03', 1, 2]);
  });

  it("keeps the instance's last 90 days and 53 weeks whatever its oldest change, and every change in its months", () => {
    const history = new HistoryTally(now);
    history.add(Date.parse('1000-01-01T00:00:00Z'), 2, 'de', 'orbit');
    history.add(Date.parse('0050-06-15T12:00:00Z'), 5, null, null);
    history.add(Date.parse('2026-01-06T08:00:00Z'), 2, 'de', 'orbit');
    const [days, weeks, months] = history.finish(now).instance;
    expect([days!.buckets.length, days!.buckets[0], days!.buckets.at(-1), days!.byAction[2]!.at(-2)]).toEqual([90, '2025-10-10', '2026-01-07', 1]);
    expect(days!.byAction[5]).toBe(undefined);
    expect([weeks!.buckets.length, weeks!.buckets[0], weeks!.byAction[2]!.at(-1)]).toEqual([53, '2025-01-06', 1]);
    expect([months!.buckets.length, months!.buckets[0], months!.byAction[5]![0], months!.buckets[11395], months!.byAction[2]![11395]]).toEqual([23708, '0050-06', 1, '1000-01', 1]);
    expect(Object.values(months!.byAction).flat().reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('counts the days, weeks and year before of a snapshot taken in the years 0 to 99 in those years', () => {
    const then = Date.parse('0051-03-10T12:00:00Z');
    const history = new HistoryTally(then);
    history.add(Date.parse('0050-03-05T00:00:00Z'), 2, null, null);
    history.add(Date.parse('0051-03-09T00:00:00Z'), 2, null, null);
    const { instance, yearEarlierToDate } = history.finish(then);
    const [days, weeks, months] = instance;
    expect([days!.buckets.length, days!.buckets[0], days!.buckets.at(-1), days!.byAction[2]!.at(-2)]).toEqual([90, '0050-12-11', '0051-03-10', 1]);
    // 6 March of the year 51 was a Monday.
    expect([weeks!.buckets.length, weeks!.buckets.at(-1), weeks!.byAction[2]!.at(-1)]).toEqual([53, '0051-03-06', 1]);
    expect([months!.buckets[0], months!.buckets.at(-1)]).toEqual(['0049-04', '0051-03']);
    expect(yearEarlierToDate).toBe(1);
  });

  it('leaves out of a language\'s days and weeks what is older than them, but not out of its months', () => {
    const history = new HistoryTally(now);
    history.add(Date.parse('2025-01-05T12:00:00Z'), 5, 'ja', null);
    history.add(Date.parse('2025-12-01T12:00:00Z'), 5, 'ja', null);
    const [days, weeks, months] = history.finish(now).byLanguage['ja']!;
    expect(days!.byAction).toEqual({});
    expect(weeks!.byAction[5]!.reduce((a, b) => a + b, 0)).toBe(1);
    expect(months!.byAction[5]!.reduce((a, b) => a + b, 0)).toBe(2);
  });
});
