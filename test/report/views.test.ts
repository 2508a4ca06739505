// Page views derived from the report: calendar weeks and per-project contributors.
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.ts';
import { calendarWeeks, projectContributors } from '../../src/report/views.ts';

describe('calendarWeeks', () => {
  it('lays a year out in Monday-first weeks ending on the snapshot day', () => {
    const weeks = calendarWeeks([{ day: '2026-11-20', count: 3 }, { day: '2025-11-24', count: 1 }], '2026-11-20T10:00:00Z');
    // 2025-11-20 is a Thursday: the first week starts on Monday 2025-11-17.
    expect(weeks[0]![0]).toEqual({ day: '2025-11-17', count: 0 });
    expect(weeks[1]![0]).toEqual({ day: '2025-11-24', count: 1 });
    expect(weeks.at(-1)!.at(-1)).toEqual({ day: '2026-11-20', count: 3 });
    expect(weeks.length).toBe(53);
    expect(weeks.flat().length).toBe(369);
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
