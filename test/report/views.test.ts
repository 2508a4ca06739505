// Page views derived from the report: calendar weeks and per-project contributors.
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.ts';
import { calendar, projectContributors } from '../../src/report/views.ts';

describe('calendar', () => {
  it('lays a year out in Monday-first weeks ending on the snapshot day, listing the active days', () => {
    const year = calendar(
      [{ day: '2026-11-20', count: 3 }, { day: '2025-11-24', count: 1 }, { day: '2025-11-01', count: 9 }, { day: '2026-01-01', count: 0 }],
      '2026-11-20T10:00:00Z',
    );
    // 2025-11-20 is a Thursday: the first week starts on Monday 2025-11-17; 2026-11-20 is a Friday.
    expect(year.weeks).toBe(53);
    expect(year.lastWeekDays).toBe(5);
    // A day before the calendar and a day without changes are not drawn.
    expect(year.active).toEqual([
      { day: '2025-11-24', count: 1, week: 1, weekday: 0 },
      { day: '2026-11-20', count: 3, week: 52, weekday: 4 },
    ]);
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

  it('names the first week\'s month when the next begins three weeks on or later', () => {
    // From Monday 2025-12-08: January begins in week 3.
    expect(calendar([], '2026-12-10T00:00:00Z').months.slice(0, 2)).toEqual([{ week: 0, label: 'Dec' }, { week: 3, label: 'Jan' }]);
  });

  it('ends with a full week when the snapshot was taken on a Sunday', () => {
    const year = calendar([{ day: '2026-11-22', count: 2 }], '2026-11-22T23:59:00Z');
    expect(year.lastWeekDays).toBe(7);
    expect(year.active).toEqual([{ day: '2026-11-22', count: 2, week: year.weeks - 1, weekday: 6 }]);
  });
});

describe('projectContributors', () => {
  it('lists a project\'s people, most translations first, leaving out excluded users', () => {
    const person = (username: string, projects: { slug: string; count: number }[], excluded = false) => ({ username, projects, excluded });
    const report = {
      contributors: [
        person('anna', [{ slug: 'orbit', count: 4 }, { slug: 'quill', count: 9 }]),
        person('bot', [{ slug: 'orbit', count: 99 }], true),
        person('zoe', [{ slug: 'orbit', count: 7 }]),
        person('ben', [{ slug: 'orbit', count: 4 }]),
      ],
    } as unknown as Report;
    expect(projectContributors(report, 'orbit', 10)).toEqual([
      { username: 'zoe', count: 7 },
      { username: 'anna', count: 4 },
      { username: 'ben', count: 4 },
    ]);
    expect(projectContributors(report, 'orbit', 1)).toEqual([{ username: 'zoe', count: 7 }]);
    expect(projectContributors(report, 'none', 5)).toEqual([]);
  });
});
