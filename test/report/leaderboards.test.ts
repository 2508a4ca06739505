// Leaderboards and lists of translators, with literal expectations over small hand-made reports.
import { describe, expect, it } from 'vitest';
import type { Contribution, ContributorSummary, Report, UnnamedWork, WindowName } from '../../src/report/types.ts';
import {
  languagePlaceholders, hasLanguageContributors, languageLeaderboardTop, languagesLeftOutTranslations, leftOutActivity, emptyLeaderboardNote,
  tiesLeftOutNote, languagesCell, leaderboardTop, leadersByLanguage, noLanguageTranslatorsNote, noLeaderboardActivity, noTranslatorsNote, projectContributors, projectContributorsNote,
  botsNotToldLine,
  botsNotToldNote,
  leftOutBots,
  leftOutOfListNote,
  notCountedKinds,
} from '../../src/report/leaderboards.ts';

/** The unnamed work of a report where nobody asked not to be named. */
const NOBODY_UNNAMED: UnnamedWork = {
  people: 0,
  windows: { all: { changes: 0, users: 0 }, '12m': { changes: 0, users: 0 }, '6m': { changes: 0, users: 0 }, '3m': { changes: 0, users: 0 }, '1m': { changes: 0, users: 0 } },
  projectTranslations: {},
};

describe('projectContributors', () => {
  it('lists a project\'s people, most translations first, leaving out excluded users and those who made none there', () => {
    const person = (username: string, projects: [string, number][], excluded = false) => ({
      username, projects: projects.map(([slug, translations]) => ({ slug, changes: translations + 1, translations })), excluded,
    });
    const report = {
      contributors: [
        person('anna', [['orbit', 4], ['quill', 9]]),
        person('bot', [['orbit', 99], ['quill', 0], ['wren', 12]], true),
        person('zoe', [['orbit', 7]]),
        person('ben', [['orbit', 4]]),
        // A comment, no translation.
        person('cem', [['orbit', 0]]),
      ],
      unnamed: NOBODY_UNNAMED,
    } as unknown as Report;
    expect(projectContributors(report, 'orbit', 10)).toEqual({
      top: [{ username: 'zoe', count: 7 }, { username: 'anna', count: 4 }, { username: 'ben', count: 4 }],
      ranks: [1, 2, 2],
      tiesLeftOut: 0,
      total: 3,
      usernames: ['zoe', 'anna', 'ben'],
      leftOut: 99,
    });
    expect(projectContributors(report, 'orbit', 1)).toEqual({ top: [{ username: 'zoe', count: 7 }], ranks: [1], tiesLeftOut: 0, total: 3, usernames: ['zoe', 'anna', 'ben'], leftOut: 99 });
    // Cut between Anna and Ben, who made as many: the one left out is counted.
    expect(projectContributors(report, 'orbit', 2)).toMatchObject({ top: [{ username: 'zoe', count: 7 }, { username: 'anna', count: 4 }], ranks: [1, 2], tiesLeftOut: 1 });
    expect(projectContributors(report, 'quill', 5)).toEqual({ top: [{ username: 'anna', count: 9 }], ranks: [1], tiesLeftOut: 0, total: 1, usernames: ['anna'], leftOut: 0 });
    // Only the bot translated in Wren: its translations are counted for the note that says so.
    expect(projectContributors(report, 'wren', 5)).toEqual({ top: [], ranks: [], tiesLeftOut: 0, total: 0, usernames: [], leftOut: 12 });
    expect(projectContributors(report, 'none', 5)).toEqual({ top: [], ranks: [], tiesLeftOut: 0, total: 0, usernames: [], leftOut: 0 });
  });

  it("counts the translations of people not named as left out of a project's list, naming none of them", () => {
    const report = {
      contributors: [{ username: 'anna', projects: [{ slug: 'orbit', changes: 5, translations: 4 }], excluded: false }],
      unnamed: { ...NOBODY_UNNAMED, people: 1, projectTranslations: { orbit: 6, wren: 3 } },
    } as unknown as Report;
    expect(projectContributors(report, 'orbit', 10)).toEqual({ top: [{ username: 'anna', count: 4 }], ranks: [1], tiesLeftOut: 0, total: 1, usernames: ['anna'], leftOut: 6 });
    expect(projectContributors(report, 'wren', 10)).toEqual({ top: [], ranks: [], tiesLeftOut: 0, total: 0, usernames: [], leftOut: 3 });
  });

  it('says, where nobody is listed, whether nothing was translated or users left out of the leaderboards alone translated', () => {
    expect([noTranslatorsNote(0), noTranslatorsNote(1), noTranslatorsNote(1_204), noTranslatorsNote(0, ' in that time'), noTranslatorsNote(2, ' in that time')]).toEqual([
      'No translation work recorded.',
      '1 translation, by a user left out of the leaderboards.',
      '1,204 translations, all by users left out of the leaderboards.',
      'No translation work recorded in that time.',
      '2 translations in that time, all by users left out of the leaderboards.',
    ]);
  });

  it('is introduced by a sentence that says when it shows only the top of them, and of whom, placeholder accounts apart', () => {
    const many = [...Array.from({ length: 186 }, (_, i) => `p${i}`), 'anonymous', 'deleted-163', 'deleted-117'];
    expect(projectContributorsNote('Orbit Notes', 20, many, 'all time')).toBe(
      'The 20 who made the most translations in Orbit Notes, all time, of 186 people, the anonymous user and 2 deleted accounts who translated in it.',
    );
    expect(projectContributorsNote('Orbit Notes', 3, ['ana', 'ben', 'deleted-4'], 'since 2026-01-01')).toBe(
      'Everyone who translated in Orbit Notes, since 2026-01-01, most translations first: 2 people and a deleted account.',
    );
  });
});

describe('languagePlaceholders', () => {
  it('counts the anonymous user and deleted accounts credited with a language\'s translations, people not', () => {
    const entry = (username: string, all: number) => ({ username, windows: { all } });
    const report = { contributorsByLanguage: { el: { all: [entry('deleted-163', 13), entry('ana', 4), entry('anonymous', 2)] } } } as unknown as Report;
    expect([languagePlaceholders(report, 'el'), languagePlaceholders(report, 'de')]).toEqual([2, 0]);
  });
});

describe('leaderboards', () => {
  const zero: Contribution = { actions: 0, authored: 0, translations: 0, byAction: {} };
  const windows = (all: Partial<Contribution>, month: Partial<Contribution> = {}): Record<WindowName, Contribution> => ({
    all: { ...zero, ...all }, '12m': { ...zero, ...all }, '6m': { ...zero, ...all }, '3m': { ...zero, ...month }, '1m': { ...zero, ...month },
  });
  const deZoe = { username: 'zoe', windows: { all: 4, '12m': 4, '6m': 4, '3m': 0, '1m': 0 } };
  const deAnna = { username: 'anna', windows: { all: 4, '12m': 4, '6m': 4, '3m': 1, '1m': 0 } };
  const frBen = { username: 'ben', windows: { all: 1, '12m': 1, '6m': 0, '3m': 0, '1m': 0 } };
  const frZoe = { username: 'zoe', windows: { all: 6, '12m': 2, '6m': 2, '3m': 2, '1m': 1 } };
  const report = {
    contributors: [
      { username: 'zoe', excluded: false, windows: windows({ actions: 9, translations: 5 }, { actions: 1, translations: 1 }) },
      { username: 'anna', excluded: false, windows: windows({ actions: 12, translations: 5 }) },
      { username: 'bot', excluded: true, windows: windows({ actions: 500, translations: 500 }, { actions: 50, translations: 50 }) },
      { username: 'writer', excluded: false, windows: windows({ authored: 3 }, { authored: 2 }) },
      { username: 'idle', excluded: false, windows: windows({}) },
    ],
    languages: [
      { code: 'de', contributors: 2 },
      { code: 'fr', contributors: 3 },
      { code: 'ja', contributors: 0 },
    ],
    // Ranked per window by the report (ContributorTally).
    contributorsByLanguage: {
      de: { all: [deAnna, deZoe], '12m': [deAnna, deZoe], '6m': [deAnna, deZoe], '3m': [deAnna], '1m': [] },
      fr: { all: [frZoe, frBen], '12m': [frZoe, frBen], '6m': [frZoe], '3m': [frZoe], '1m': [frZoe] },
    },
    unnamed: NOBODY_UNNAMED,
  } as unknown as Report;

  it('ranks people by translations, then actions, then name, leaving out bots and the inactive', () => {
    expect(leaderboardTop(report, 'all', 10).rows.map((c) => c.username)).toEqual(['anna', 'zoe', 'writer']);
    expect(leaderboardTop(report, '1m', 10).rows.map((c) => c.username)).toEqual(['zoe', 'writer']);
    expect(leaderboardTop(report, 'all', 1).rows.map((c) => c.username)).toEqual(['anna']);
  });

  it('gives those equal in translations and actions one rank, the next the rank of its place', () => {
    const tied = { contributors: [
      { username: 'ana', excluded: false, windows: windows({ actions: 9, translations: 5 }, { actions: 2, translations: 1 }) },
      { username: 'ben', excluded: false, windows: windows({ actions: 9, translations: 5 }, { actions: 2, translations: 1 }) },
      { username: 'cem', excluded: false, windows: windows({ actions: 8, translations: 5 }, { actions: 2, translations: 1 }) },
      { username: 'dan', excluded: false, windows: windows({ actions: 8, translations: 5 }, { actions: 3, translations: 0 }) },
      { username: 'eva', excluded: false, windows: windows({ actions: 1, translations: 1 }) },
    ] } as unknown as Report;
    const top = (window: WindowName, count: number) => {
      const { rows, ranks, tiesLeftOut } = leaderboardTop(tied, window, count);
      return [rows.map((c) => c.username), ranks, tiesLeftOut];
    };
    expect(top('all', 10)).toEqual([['ana', 'ben', 'cem', 'dan', 'eva'], [1, 1, 3, 3, 5], 0]);
    expect(top('1m', 10)).toEqual([['ana', 'ben', 'cem', 'dan'], [1, 1, 1, 4], 0]);
    // A top list cut through a tie counts those it left out: all time, Ben ties with Ana and Dan
    // with Cem (Cem made fewer actions than Ben); in the last month Ben and Cem tie with Ana.
    expect(top('all', 1)).toEqual([['ana'], [1], 1]);
    expect(top('all', 3)).toEqual([['ana', 'ben', 'cem'], [1, 1, 3], 1]);
    expect([2, 5].map((count) => top('all', count)[2])).toEqual([0, 0]);
    expect([1, 2, 4].map((count) => top('1m', count)[2])).toEqual([2, 1, 0]);
    expect(top('all', 0)).toEqual([[], [], 0]);
    expect([tiesLeftOutNote(1, 'translations'), tiesLeftOutNote(1_204, 'translations and actions')]).toEqual([
      'One more has as many translations as the last shown', '1,204 more have as many translations and actions as the last shown',
    ]);
  });

  it('says, where a leaderboard would be empty, whether users left out of it made changes then', () => {
    expect([leftOutActivity(report, 'all'), leftOutActivity(report, '1m')]).toEqual([{ changes: 500, users: 1 }, { changes: 50, users: 1 }]);
    expect(emptyLeaderboardNote(report, '1m')).toBe('50 changes in this time, by a user left out of the leaderboards.');
    const bots = { contributors: [
      ...report.contributors,
      { username: 'bot2', excluded: true, windows: windows({ actions: 1, translations: 0 }) },
      // Left out, but idle in the last month: not one of those who acted then.
      { username: 'bot3', excluded: true, windows: windows({ actions: 7, translations: 7 }) },
    ], unnamed: NOBODY_UNNAMED } as unknown as Report;
    expect([leftOutActivity(bots, 'all'), leftOutActivity(bots, '1m')]).toEqual([{ changes: 508, users: 3 }, { changes: 50, users: 1 }]);
    expect(emptyLeaderboardNote(bots, 'all')).toBe('508 changes in this time, all by users left out of the leaderboards.');
    const quiet = { contributors: report.contributors.filter((c) => !c.excluded), unnamed: NOBODY_UNNAMED } as unknown as Report;
    expect([leftOutActivity(quiet, 'all'), emptyLeaderboardNote(quiet, 'all')]).toEqual([{ changes: 0, users: 0 }, 'Nobody made or wrote a change in this time.']);
    // People not named at their request are on no board, but what they did is said as a bot's is.
    const unnamed = { contributors: quiet.contributors, unnamed: { ...NOBODY_UNNAMED, people: 2, windows: { ...NOBODY_UNNAMED.windows, '1m': { changes: 7, users: 2 } } } } as unknown as Report;
    expect([leftOutActivity(unnamed, '1m'), emptyLeaderboardNote(unnamed, '1m'), emptyLeaderboardNote(unnamed, 'all')]).toEqual([
      { changes: 7, users: 2 }, '7 changes in this time, all by users left out of the leaderboards.', 'Nobody made or wrote a change in this time.',
    ]);
  });

  it('finds nothing for the leaderboards to show only where nobody, counted or left out, made or wrote a change', () => {
    const only = (contributors: unknown[], unnamed: UnnamedWork = NOBODY_UNNAMED) => noLeaderboardActivity({ contributors, unnamed } as unknown as Report);
    expect([
      noLeaderboardActivity(report),
      only([]),
      only([{ username: 'idle', excluded: false, windows: windows({}) }]),
      // A change by a bot or by someone not named: each board says so under its heading.
      only([{ username: 'bot', excluded: true, windows: windows({ actions: 1 }) }]),
      only([], { ...NOBODY_UNNAMED, people: 1, windows: { ...NOBODY_UNNAMED.windows, all: { changes: 3, users: 1 } } }),
      // Text written, saved by someone else: on the boards as authored.
      only([{ username: 'writer', excluded: false, windows: windows({ authored: 1 }) }]),
    ]).toEqual([false, true, true, false, false, false]);
  });

  it('names the bots left out, those configured apart from those the instance marks as bots, A to Z', () => {
    const bots = { contributors: [
      { username: 'zoe', excluded: false },
      { username: 'weblate-bot', excluded: true },
      { username: 'hosted-mt', excluded: true, bot: true },
      { username: 'ci-bot', excluded: true },
      { username: 'deepl', excluded: true, bot: true },
    ] } as unknown as Report;
    expect(leftOutBots(bots)).toEqual({ configured: ['ci-bot', 'weblate-bot'], marked: ['deepl', 'hosted-mt'] });
    expect(leftOutBots({ contributors: [{ username: 'zoe', excluded: false }] } as unknown as Report)).toEqual({ configured: [], marked: [] });
  });

  it('finds the bots left out once per report, not on every page that asks', () => {
    let scans = 0;
    const contributors = [{ username: 'weblate-bot', excluded: true }];
    const report = { unnamed: { people: 0 }, get contributors() { scans++; return contributors; } } as unknown as Report;
    expect(leftOutBots(report)).toBe(leftOutBots(report));
    expect(leftOutOfListNote(report)).toBe('Users left out of the leaderboards (configured bots) are not listed.');
    expect(scans).toBe(1);
  });

  it('says bots are counted as people where no user record says who is one, and names excludeUsers as the way to leave them out', () => {
    const report = (botFlagsRead: boolean, contributors: object[]) => ({ botFlagsRead, contributors }) as unknown as Report;
    const people = [{ username: 'zoe', kind: 'user', excluded: false }, { username: 'anonymous', kind: 'anonymous', excluded: false }];
    expect(botsNotToldNote(report(false, people))).toBe(
      'No user record in this snapshot says whether its account is a bot: Weblate says so only to a token that may manage users, ' +
        'which the crawl did not use. Bots are therefore counted here as people, on the leaderboards and in the counts of contributors, ' +
        'unless excludeUsers in the site configuration names them.',
    );
    // Records that say (an administrator's crawl) need no note, whether any is a bot or none.
    expect(botsNotToldNote(report(true, people))).toBeNull();
    // Nobody on the boards who could be a bot: placeholders alone, or only users excludeUsers already leaves out.
    expect(botsNotToldNote(report(false, [{ username: 'anonymous', kind: 'anonymous', excluded: false }, { username: 'deleted-3', kind: 'deleted', excluded: false }]))).toBeNull();
    expect(botsNotToldNote(report(false, [{ username: 'ci-bot', kind: 'user', excluded: true }]))).toBeNull();
    expect(botsNotToldNote(report(false, []))).toBeNull();
    // The overview's sentence: the same words in short, where the note applies and only there.
    expect(botsNotToldLine(report(false, people))).toEqual({ lead: 'No user record in this snapshot says whether its account is a bot: ', link: 'bots are counted here as people' });
    expect(botsNotToldLine(report(true, people))).toBeNull();
    expect(botsNotToldLine(report(false, [{ username: 'ci-bot', kind: 'user', excluded: true }]))).toBeNull();
  });

  it('says who the counts and lists leave out by who is left out, not by the configuration', () => {
    const report = (contributors: object[], people: number) => ({ contributors, unnamed: { ...NOBODY_UNNAMED, people } }) as unknown as Report;
    const nobody = report([{ username: 'zoe', excluded: false }], 0);
    expect(notCountedKinds(nobody)).toEqual(['the anonymous user', 'deleted accounts']);
    expect(leftOutOfListNote(nobody)).toBeNull();
    // Bots the instance marks are said, as configured ones are; so are people not named.
    const marked = report([{ username: 'deepl', excluded: true, bot: true }], 2);
    expect(notCountedKinds(marked)).toEqual(['the anonymous user', 'deleted accounts', 'bots the instance marks', 'people not named at their request']);
    expect(leftOutOfListNote(marked)).toBe('Users left out of the leaderboards (bots the instance marks and people not named at their request) are not listed.');
    expect(leftOutOfListNote(report([{ username: 'ci-bot', excluded: true }], 0))).toBe('Users left out of the leaderboards (configured bots) are not listed.');
  });

  it("counts what users left out of the leaderboards translated into the snapshot's languages, for the lists by language", () => {
    const leftOut = {
      languages: [{ code: 'de' }, { code: 'fr' }],
      // A source-language edit (en) and a code the language list lacks count in no list by language.
      translationsLeftOutByLanguage: {
        de: { all: 4, '12m': 2, '6m': 0, '3m': 0, '1m': 0 },
        en: { all: 9, '12m': 9, '6m': 9, '3m': 9, '1m': 9 },
        xx: { all: 1, '12m': 1, '6m': 1, '3m': 1, '1m': 1 },
      },
    } as unknown as Report;
    expect([languagesLeftOutTranslations(leftOut, 'all'), languagesLeftOutTranslations(leftOut, '12m'), languagesLeftOutTranslations(leftOut, '6m')]).toEqual([4, 2, 0]);
  });

  it("shows a contributor's first languages and counts the rest, sorting by how many", () => {
    const languages = (...codes: string[]) => ({ languages: codes.map((code, i) => ({ code, count: 10 - i })) }) as unknown as ContributorSummary;
    const names: Record<string, string> = { de: 'German', fr: 'French', pt_BR: 'Portuguese (Brazil)', es: 'Spanish', it: 'Italian', ja: 'Japanese', ko: 'Korean', he: 'Hebrew', uk: 'Ukrainian' };
    const name = (code: string) => names[code] ?? code;
    expect(languagesCell(languages('de', 'fr', 'pt_BR', 'es', 'it', 'ja', 'ko'), 5, name)).toEqual({
      text: 'de, fr, pt_BR, es, it +2', sort: 7, spoken: 'German, French, Portuguese (Brazil), Spanish, Italian and 2 more',
    });
    expect(languagesCell(languages('de', 'fr'), 5, name)).toEqual({ text: 'de, fr', sort: 2, spoken: 'German, French' });
    // Read aloud, the codes were words: "he, uk" the pronoun and "U K".
    expect(languagesCell(languages('he', 'uk'), 5, name)).toEqual({ text: 'he, uk', sort: 2, spoken: 'Hebrew, Ukrainian' });
    // Languages are credited for translations: someone who only commented has none.
    expect(languagesCell(languages(), 5)).toEqual({ text: '—', sort: 0 });
  });

  it('ranks a language\'s contributors in a window, ties by name', () => {
    expect(languageLeaderboardTop(report, 'de', 'all', 10).rows).toEqual([
      { username: 'anna', windows: { all: 4, '12m': 4, '6m': 4, '3m': 1, '1m': 0 } },
      { username: 'zoe', windows: { all: 4, '12m': 4, '6m': 4, '3m': 0, '1m': 0 } },
    ]);
    expect(languageLeaderboardTop(report, 'de', '3m', 10).rows.map((e) => e.username)).toEqual(['anna']);
    expect(languageLeaderboardTop(report, 'xx', 'all', 10)).toEqual({ rows: [], ranks: [], tiesLeftOut: 0 });
    // Everyone, for the language's list of contributors.
    expect(languageLeaderboardTop(report, 'de', 'all', Infinity).rows.map((e) => e.username)).toEqual(['anna', 'zoe']);
    // Anna and Zoe made as many all time, and share the first place.
    expect(languageLeaderboardTop(report, 'de', 'all', 10)).toMatchObject({ ranks: [1, 1], tiesLeftOut: 0 });
    expect(languageLeaderboardTop(report, 'fr', 'all', 10)).toMatchObject({ ranks: [1, 2], tiesLeftOut: 0 });
    // Anna's top one all time leaves out Zoe, who made as many; French's top one leaves out nobody.
    expect(languageLeaderboardTop(report, 'de', 'all', 1)).toEqual({ rows: [deAnna], ranks: [1], tiesLeftOut: 1 });
    expect(languageLeaderboardTop(report, 'fr', 'all', 1).tiesLeftOut).toBe(0);
    expect([hasLanguageContributors(report, 'de'), hasLanguageContributors(report, 'xx')]).toEqual([true, false]);
  });

  it('lists each language\'s leaders, languages with the most contributors first, none without leaders', () => {
    expect(leadersByLanguage(report, '12m', 1).map((e) => [e.language.code, e.leaders.map((l) => l.username)])).toEqual([
      ['fr', ['zoe']],
      ['de', ['anna']],
    ]);
    expect(leadersByLanguage(report, '1m', 5).map((e) => [e.language.code, e.leaders.map((l) => l.username)])).toEqual([['fr', ['zoe']]]);
  });
});

describe('noLanguageTranslatorsNote', () => {
  it("says once, for a language's five windows, that nothing was translated where no window has anyone, counted or left out", () => {
    const windows = (count: number) => ({ all: count, '12m': 0, '6m': 0, '3m': 0, '1m': 0 });
    const report = (ranked: unknown[], leftOut: number, changesSince: string | null) => ({
      contributorsByLanguage: { de: { all: ranked, '12m': [], '6m': [], '3m': [], '1m': [] } },
      translationsLeftOutByLanguage: { de: windows(leftOut) },
      snapshot: { changesSince },
    }) as unknown as Report;
    expect(noLanguageTranslatorsNote(report([], 0, null), 'de')).toBe('No translation work recorded in the change log.');
    expect(noLanguageTranslatorsNote(report([], 0, '2026-12-01T00:00:00Z'), 'fr')).toBe('No translation work recorded in the change log read from 2026-12-01 on.');
    // A bot's translations, or someone's of long ago, are said window by window.
    expect(noLanguageTranslatorsNote(report([], 3, null), 'de')).toBeNull();
    expect(noLanguageTranslatorsNote(report([{ username: 'ana', windows: windows(2) }], 0, null), 'de')).toBeNull();
  });
});
