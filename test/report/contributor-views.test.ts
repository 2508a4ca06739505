// How the pages name, count and list the people credited, with literal expectations over small hand-made reports.
import { describe, expect, it } from 'vitest';
import type { ContributorSummary, Report } from '../../src/report/types.ts';
import {
  activitySpan, creditedParts, contributorDirectory, contributorWork, placeWork, lastActivityCell, directoryRange, peopleCount,
  contributorHref, contributorPages, instanceProfileUrl, leftOutNote, rankedOfCredited,
} from '../../src/report/contributor-views.ts';

describe('contributorWork', () => {
  const report = {
    languages: [{ code: 'de', name: 'German' }, { code: 'pt_BR', name: 'Portuguese (Brazil)' }],
    projects: [{ slug: 'orbit', name: 'Orbit Notes' }],
  } as unknown as Report;
  const names = (code: number) => (code === 2 ? 'Translation changed' : `action ${code}`);

  it('names languages and projects from the snapshot, keeps their order, and sorts actions by count, then code', () => {
    const contributor = {
      languages: [{ code: 'pt_BR', changes: 8, translations: 7 }, { code: 'de', changes: 2, translations: 2 }, { code: 'xx', changes: 1, translations: 0 }],
      projects: [{ slug: 'orbit', changes: 10, translations: 9 }, { slug: 'gone', changes: 1, translations: 1 }],
      windows: { all: { actions: 15, authored: 0, translations: 10, byAction: { 2: 9, 5: 3, 45: 3 } } },
    } as unknown as ContributorSummary;
    expect(contributorWork(report, contributor, names)).toEqual({
      languages: [
        { key: 'pt_BR', name: 'Portuguese (Brazil)', count: 8, translations: 7, linked: true },
        { key: 'de', name: 'German', count: 2, translations: 2, linked: true },
        // Not in the snapshot's language list: the code stands in, and there is no page to link.
        { key: 'xx', name: 'xx', count: 1, translations: 0, linked: false },
      ],
      projects: [
        { key: 'orbit', name: 'Orbit Notes', count: 10, translations: 9, linked: true },
        { key: 'gone', name: 'gone', count: 1, translations: 1, linked: false },
      ],
      actions: [
        { key: '2', name: 'Translation changed', count: 9, linked: false },
        { key: '5', name: 'action 5', count: 3, linked: false },
        { key: '45', name: 'action 45', count: 3, linked: false },
      ],
    });
  });

  it('says what a contributor did in a place: translations, and the other changes where there were more, or changes alone', () => {
    const place = (count: number, translations: number, otherChanges: number) => ({ key: 'de', name: 'German', count, translations, otherChanges, linked: true });
    expect([placeWork(place(12, 10, 2)), placeWork(place(2, 1, 1)), placeWork(place(1, 1, 0)), placeWork(place(3, 3, 0)), placeWork(place(1, 0, 1)), placeWork(place(1_200, 0, 1_200))]).toEqual([
      '10 translations written and 2 other changes', '1 translation written and 1 other change', '1 translation written', '3 translations written', '1 change', '1,200 changes',
    ]);
    // A reviewer's acceptance of another's suggestion is one of their other changes, the
    // translation its author's; text of theirs that others saved is said apart, so that the line
    // adds up to their changes there (5 = 2 - 1 + 4).
    expect([placeWork(place(5, 2, 4)), placeWork(place(1, 3, 0)), placeWork(place(0, 2, 0)), placeWork(place(95, 97, 9))]).toEqual([
      '2 translations written (1 saved by others) and 4 other changes', '3 translations written (2 saved by others)', '2 translations written (2 saved by others)',
      '97 translations written (11 saved by others) and 9 other changes',
    ]);
  });

  it('gives empty lists to someone who only wrote text others saved', () => {
    const author = { languages: [], projects: [], windows: { all: { actions: 0, authored: 4, translations: 0, byAction: {} } } } as unknown as ContributorSummary;
    expect(contributorWork(report, author, names)).toEqual({ languages: [], projects: [], actions: [] });
  });
});

describe('contributorDirectory', () => {
  const person = (username: string) => ({ username }) as unknown as ContributorSummary;

  it('lists everyone A to Z whatever the case and accents, in pages named by their first and last usernames', () => {
    const pages = contributorDirectory(['zoe', 'Bob', 'anna', 'bob', 'deleted-3', 'Émile', 'carl', 'Łukasz', 'lukas', 'Ángel'].map(person), 3);
    expect(pages.map((page) => [page.number, page.first, page.last, page.entries.map((entry) => entry.username)])).toEqual([
      // 'Émile', 'Ángel' and 'Łukasz' came after 'zoe', by code units.
      [1, 'Ángel', 'Bob', ['Ángel', 'anna', 'Bob']],
      [2, 'bob', 'deleted-3', ['bob', 'carl', 'deleted-3']],
      [3, 'Émile', 'Łukasz', ['Émile', 'lukas', 'Łukasz']],
      [4, 'zoe', 'zoe', ['zoe']],
    ]);
  });

  it('is one empty page when nobody is credited', () => {
    expect(contributorDirectory([])).toEqual([{ number: 1, first: '', last: '', entries: [] }]);
  });
});

describe('creditedParts', () => {
  const report = (kinds: [string, boolean][]) =>
    ({ contributors: kinds.map(([kind, excluded]) => ({ kind, excluded })) }) as unknown as Report;
  it('says who the credited accounts are: people, the anonymous user, deleted accounts, those configured out', () => {
    expect(creditedParts(report([['user', false], ['user', false], ['anonymous', false], ['deleted', false], ['deleted', false], ['user', true]]))).toBe(
      '2 people, the anonymous user, 2 deleted accounts and 1 account left out as configured',
    );
    expect(creditedParts(report([['user', false], ['deleted', false]]))).toBe('1 person and 1 deleted account');
    expect(creditedParts(report([['user', false]]))).toBe('1 person');
    expect(creditedParts(report([['deleted', false]]))).toBe('1 deleted account');
    expect(creditedParts(report([]))).toBe('0 people');
  });

  it('says apart the bots the instance marks', () => {
    const withBots = { contributors: [{ kind: 'user', excluded: false }, { kind: 'user', excluded: true }, { kind: 'user', excluded: true, bot: true }, { kind: 'user', excluded: true, bot: true }] } as unknown as Report;
    expect(creditedParts(withBots)).toBe('1 person, 1 account left out as configured and 2 bots marked so on the instance');
  });
});

describe('rankedOfCredited', () => {
  const report = (excluded: boolean[]) => ({ contributors: excluded.map((out) => ({ kind: 'user', excluded: out })) }) as unknown as Report;
  it('says whom of everyone credited the leaderboards rank: all, those not left out, or none where every one is left out', () => {
    expect(rankedOfCredited(report([false, false]))).toBe('them');
    expect(rankedOfCredited(report([false, true]))).toBe('those not left out');
    expect(rankedOfCredited(report([true, true]))).toBe('none of them');
  });
});

describe('contributorPages and contributorHref', () => {
  it('give every credited account a page but deleted accounts, one former account each', () => {
    const report = { contributors: ['ana', 'deleted-12', 'anonymous', 'deleted-7-0123456789', 'deleted-ish'].map((username) => ({ username })) } as unknown as Report;
    expect(contributorPages(report).map((c) => c.username)).toEqual(['ana', 'anonymous', 'deleted-ish']);
    expect(['ana', 'deleted-12', 'deleted-7-0123456789', 'anonymous'].map(contributorHref)).toEqual(['/contributors/ana/', null, null, '/contributors/anonymous/']);
  });
});

describe('activitySpan', () => {
  it('is the span of the changes made, or says there were none and when others saved text the contributor wrote', () => {
    expect([
      activitySpan({ firstActivity: '2025-03-01T10:00:00.000Z', lastActivity: '2026-08-12T23:59:59.000Z', written: { first: '2025-01-01T00:00:00.000Z', last: '2026-11-04T08:00:00.000Z' } }),
      activitySpan({ firstActivity: null, lastActivity: null, written: { first: '2026-03-01T10:00:00.000Z', last: '2026-04-01T10:00:00.000Z' } }),
      activitySpan({ firstActivity: null, lastActivity: null, written: null }),
    ]).toEqual([
      'Active from 2025-03-01 to 2026-08-12',
      'No changes of their own; others saved text they wrote from 2026-03-01 to 2026-04-01',
      'No changes of their own',
    ]);
  });

  it('names the one day of a span within a day, where "from 2025-05-12 to 2025-05-12" read as a typo', () => {
    expect([
      activitySpan({ firstActivity: '2025-05-12T08:00:00.000Z', lastActivity: '2025-05-12T17:30:00.000Z', written: null }),
      activitySpan({ firstActivity: null, lastActivity: null, written: { first: '2026-03-01T10:00:00.000Z', last: '2026-03-01T10:00:00.000Z' } }),
    ]).toEqual([
      'Active on 2025-05-12',
      'No changes of their own; others saved text they wrote on 2026-03-01',
    ]);
  });
});

describe('directoryRange', () => {
  it('runs from the first username of a page to its last, or names its one', () => {
    expect([directoryRange({ first: 'ana', last: 'bo' }), directoryRange({ first: 'zoe', last: 'zoe' })]).toEqual(['ana – bo', 'zoe']);
  });
});

describe('leaderboards', () => {

  it('counts people: persons\' accounts less excluded users', () => {
    const kinds = { contributors: [
      { username: 'zoe', kind: 'user', excluded: false },
      { username: 'bot', kind: 'user', excluded: true },
      { username: 'anonymous', kind: 'anonymous', excluded: false },
      { username: 'deleted-4', kind: 'deleted', excluded: false },
      { username: 'anna', kind: 'user', excluded: false },
    ] } as unknown as Report;
    expect(peopleCount(kinds)).toBe(2);
  });

  it("gives a contributor's last activity, or when text they wrote was last saved where they made no change", () => {
    expect([
      lastActivityCell({ lastActivity: '2026-11-02T10:00:00.000Z', written: { first: '2026-01-01T00:00:00.000Z', last: '2026-11-10T00:00:00.000Z' } }),
      lastActivityCell({ lastActivity: null, written: { first: '2026-01-01T00:00:00.000Z', last: '2026-10-13T08:00:00.000Z' } }),
      lastActivityCell({ lastActivity: null, written: null }),
    ]).toEqual([
      { text: '2026-11-02', sort: '2026-11-02T10:00:00.000Z' },
      { text: '2026-10-13 (text saved by others)', sort: '2026-10-13T08:00:00.000Z' },
      { text: '—', sort: '' },
    ]);
  });
});

describe('instanceProfileUrl', () => {
  it("is Weblate's /user/<username>/ under the base URL and its path prefix, the username escaped", () => {
    expect(instanceProfileUrl('https://hosted.weblate.org', { username: 'sven-sahin53', kind: 'user' })).toBe('https://hosted.weblate.org/user/sven-sahin53/');
    expect(instanceProfileUrl('https://example.org/weblate/', { username: 'jose@debian', kind: 'user' })).toBe('https://example.org/weblate/user/jose%40debian/');
    // However many slashes it ends in: not '//user/'.
    expect(instanceProfileUrl('https://example.org/weblate//', { username: 'ana', kind: 'user' })).toBe('https://example.org/weblate/user/ana/');
  });

  it('is none for the anonymous user and deleted accounts, whose placeholder is no one\'s profile', () => {
    expect(instanceProfileUrl('https://hosted.weblate.org', { username: 'anonymous', kind: 'anonymous' })).toBeNull();
    expect(instanceProfileUrl('https://hosted.weblate.org', { username: 'deleted-55', kind: 'deleted' })).toBeNull();
  });
});

describe('leftOutNote', () => {
  it('says why an account is on no leaderboard, and nothing of one ranked', () => {
    expect(leftOutNote({ excluded: true, bot: true })).toBe('Not on the leaderboards, nor in the counts of people: a bot, as the instance marks it');
    expect(leftOutNote({ excluded: true })).toBe('Not on the leaderboards, nor in the counts of people: left out by the configuration of this site');
    expect(leftOutNote({ excluded: false })).toBeNull();
  });
});
