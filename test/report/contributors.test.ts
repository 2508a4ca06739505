// Contributors: user and author credited apart, system records credited to nobody, placeholder
// accounts labelled, bots flagged, counts per action and per window.
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { Catalog } from '../../src/report/catalog.ts';
import { ChangeRows } from '../../src/report/changes.ts';
import { ContributorTally } from '../../src/report/contributors.ts';
import type { Contribution } from '../../src/report/types.ts';
import { contributorLabel, creditedPhrase, placeholderNote, resolveUnnamed, UserDirectory, UsernameCache, userKind } from '../../src/report/users.ts';
import { change, changeFacts, user, type ChangeSpec } from './fixtures.ts';

const NOW = Date.parse('2026-11-20T00:00:00Z');
// Windows: 12m from 2025-11-20, 6m from 2026-05-20, 3m from 2026-08-20, 1m from 2026-10-20.

const SPECS: ChangeSpec[] = [
  { id: 1, timestamp: '2025-01-10T09:00:00Z', action: 5, user: 'ana', translation: ['orbit', 'app', 'de'] },
  { id: 2, timestamp: '2025-11-19T23:59:59Z', action: 2, user: 'ana', translation: ['orbit', 'app', 'de'] },
  { id: 3, timestamp: '2025-11-20T00:00:00Z', action: 2, user: 'ana', translation: ['kestrel', 'core', 'fr'] },
  { id: 4, timestamp: '2026-06-01T10:00:00Z', action: 4, user: 'bob', translation: ['orbit', 'app', 'de'] },
  { id: 5, timestamp: '2026-09-01T10:00:00Z', action: 2, user: 'anonymous', translation: ['kestrel', 'core', 'fr'] },
  { id: 6, timestamp: '2026-10-25T10:00:00Z', action: 2, user: 'deleted-12', translation: ['kestrel', 'core', 'fr'] },
  // A reviewer accepts bob's suggestion: ana acted, bob wrote the text.
  { id: 7, timestamp: '2026-11-01T10:00:00+01:00', action: 7, user: 'ana', author: 'bob', translation: ['orbit', 'app', 'de'] },
  // System records: no user, nobody credited (not even an author).
  { id: 8, timestamp: '2026-11-02T10:00:00Z', action: 17, user: null, translation: ['orbit', 'app', 'de'] },
  { id: 9, timestamp: '2026-11-03T10:00:00Z', action: 59, user: null, author: 'bob', translation: ['orbit', 'app', 'de'] },
  { id: 10, timestamp: '2026-11-10T10:00:00Z', action: 6, user: 'bot', translation: ['kestrel', 'core', 'fr'] },
  { id: 11, timestamp: '2026-11-11T10:00:00Z', action: 6, user: 'bot', translation: ['orbit', 'app', 'de'] },
];

async function result() {
  const catalog = new Catalog();
  const usernames = new UsernameCache();
  const tally = new ContributorTally(NOW);
  for (const spec of SPECS) {
    const facts = changeFacts(change(spec), catalog, usernames)!;
    tally.add(facts);
  }
  const directory = new UserDirectory();
  directory.add(user('ana', 'Ana Müller'));
  directory.add(user('deleted-12', 'Deleted User'));
  directory.add(user('anonymous', ''));
  return tally.finish(directory, new Set(['bot']), new ChangeRows());
}

describe('ChangeRows with the tally\'s credits', () => {
  it('mark the author of a system change who has no page (credited with nothing), where the change lists linked to a page not built', () => {
    const catalog = new Catalog();
    const usernames = new UsernameCache();
    const tally = new ContributorTally(NOW);
    const facts = [...SPECS, { id: 12, timestamp: '2026-11-04T10:00:00Z', action: 59, user: null, author: 'ghost', translation: ['orbit', 'app', 'de'] } satisfies ChangeSpec]
      .map((spec) => changeFacts(change(spec), catalog, usernames)!);
    for (const fact of facts) tally.add(fact);
    const rows = new ChangeRows((username) => tally.credits(username));
    const [byBob, byGhost] = [facts[8]!, facts[11]!].map((fact) => rows.row(fact));
    // bob wrote text others saved: he has a page; ghost is named by a system change alone.
    expect(byBob).toMatchObject({ username: null, authorUsername: 'bob' });
    expect(byBob).not.toHaveProperty('authorHasPage');
    expect(byGhost).toMatchObject({ username: null, authorUsername: 'ghost', authorHasPage: false });
    expect(tally.credits('ghost')).toBe(false);
  });
});

describe('creditedPhrase', () => {
  it('counts people and names each kind of placeholder account there is, never counting one as a person', () => {
    expect(creditedPhrase(['ana', 'ben'])).toBe('2 people');
    expect(creditedPhrase(['ana'])).toBe('1 person');
    expect(creditedPhrase([])).toBe('0 people');
    expect(creditedPhrase(['deleted-163'])).toBe('a deleted account');
    expect(creditedPhrase(['anonymous', 'ana'])).toBe('1 person and the anonymous user');
    expect(creditedPhrase(['ana', 'anonymous', 'deleted-1', 'deleted-2', 'ben'])).toBe('2 people, the anonymous user and 2 deleted accounts');
    expect(creditedPhrase(['anonymous', 'deleted-1'])).toBe('the anonymous user and a deleted account');
  });
});

describe('placeholderNote and contributorLabel', () => {
  it('say what a placeholder account is, and name people by full name and username', () => {
    expect(placeholderNote('anonymous')).toBe('no account');
    expect(placeholderNote('deleted-163')).toBe('deleted account');
    expect(placeholderNote('deleted-user')).toBeNull();
    expect(contributorLabel({ username: 'liamn', fullName: 'Liam Novák' })).toBe('\u2068Liam Novák\u2069 (\u2068liamn\u2069)');
    expect(contributorLabel({ username: 'ali', fullName: 'علي!' })).toBe('\u2068علي!\u2069 (\u2068ali\u2069)');
    expect(contributorLabel({ username: 'liamn', fullName: 'liamn' })).toBe('\u2068liamn\u2069');
    // A username alone (one taken from the change log has no full name) is isolated as well: the
    // A to Z list's ": 0 translations" after a right-to-left one read "0 :مريم translations".
    expect(contributorLabel({ username: 'مريم', fullName: 'مريم' })).toBe('\u2068مريم\u2069');
    expect(contributorLabel({ username: 'مريم', fullName: 'Maryam' })).toBe('\u2068Maryam\u2069 (\u2068مريم\u2069)');
    expect(contributorLabel({ username: 'anonymous', fullName: 'Anonymous' })).toBe('anonymous (no account)');
    expect(contributorLabel({ username: 'deleted-163', fullName: 'deleted-163' })).toBe('deleted-163 (deleted account)');
  });
});

describe('UserDirectory', () => {
  it('shows a full name without bidi controls, and the username where there is none', () => {
    const directory = new UserDirectory();
    directory.add({ username: 'tiago', full_name: 'Ægir\u202E evil' });
    directory.add({ username: 'blank', full_name: ' \u2066 ' });
    // Nothing of these shows: they were kept as names, and /people/ listed " (zw)".
    directory.add({ username: 'zw', full_name: '\u200B' });
    directory.add({ username: 'wj', full_name: '\u2060\u200F' });
    expect(directory.displayName('tiago')).toBe('Ægir evil');
    expect(directory.displayName('blank')).toBe('blank');
    expect([directory.displayName('zw'), directory.hasFullName('zw'), directory.displayName('wj'), directory.hasFullName('wj')]).toEqual(['zw', false, 'wj', false]);
    expect(directory.displayName('nobody')).toBe('nobody');
  });

  it("keys a username holding a character HTML forbids as a change's user URL names it, with U+FFFD in its place", () => {
    // The record 'eve\u0007x' and the changes of '…/api/users/eve%07x/' (read as 'eve\uFFFDx') were two users:
    // the person's page showed 'eve\uFFFDx' without the full name 'Eve', and a bot was counted as a person.
    const directory = new UserDirectory();
    directory.add({ username: 'eve\u0007x', full_name: 'Eve', is_bot: true });
    const username = new UsernameCache().username('https://weblate.example/api/users/eve%07x/') ?? '';
    expect([username, directory.displayName(username), directory.hasFullName(username), directory.bots().has(username)]).toEqual(['eve\uFFFDx', 'Eve', true, true]);
    expect([...directory.usernames()]).toEqual(['eve\uFFFDx']);
    // A clean username as it is.
    directory.add({ username: 'ana.lima+1@x_y-z', full_name: 'Ana' });
    expect(directory.displayName('ana.lima+1@x_y-z')).toBe('Ana');
  });
});

describe('userKind', () => {
  it('labels the anonymous user and deleted accounts', () => {
    expect(userKind('anonymous')).toBe('anonymous');
    expect(userKind('deleted-12')).toBe('deleted');
    // Where deleted-12 is taken, Weblate adds ten hex digits.
    expect(userKind('deleted-12-0f3a9c41be')).toBe('deleted');
    expect(userKind('deleted-12-0f3a9c41b')).toBe('user');
    expect(userKind('deleted-12-ZZZZZZZZZZ')).toBe('user');
    expect(userKind('deleted-')).toBe('user');
    expect(userKind('deleted-user')).toBe('user');
    expect(userKind('ana')).toBe('user');
  });
});

describe('ContributorTally', () => {
  it('lists everyone credited, sorted by translations, actions, then username', async () => {
    const { contributors } = await result();
    expect(contributors.map((c) => [c.username, c.fullName, c.kind, c.excluded])).toEqual([
      ['ana', 'Ana Müller', 'user', false],
      ['bot', 'bot', 'user', true],
      ['anonymous', 'anonymous', 'anonymous', false],
      ['bob', 'bob', 'user', false],
      ['deleted-12', 'Deleted User', 'deleted', false],
    ]);
  });

  it('counts a person not named among the users left out only in the windows they made a change in', async () => {
    // bob, not named, acted once (2026-06-01: all time, 12 and 6 months), not in the last 3 months
    // nor the last month: there, nobody not named made a change, and none is counted as a user.
    const catalog = new Catalog();
    const usernames = new UsernameCache();
    const tally = new ContributorTally(NOW);
    for (const spec of SPECS) tally.add(changeFacts(change(spec), catalog, usernames)!);
    const { unnamed, contributors } = await tally.finish(new UserDirectory(), new Set(['bot']), new ChangeRows(), new Set(['bob']));
    expect(unnamed.windows).toEqual({
      all: { changes: 1, users: 1 }, '12m': { changes: 1, users: 1 }, '6m': { changes: 1, users: 1 }, '3m': { changes: 0, users: 0 }, '1m': { changes: 0, users: 0 },
    });
    expect(contributors.map((c) => c.username)).not.toContain('bob');
  });

  it('counts acted and authored changes apart, per window and per action, and a translation as its writer\'s', async () => {
    const ana = (await result()).contributors.find((c) => c.username === 'ana')!;
    // Her acceptance of bob's suggestion (change 7) is her action and his translation.
    expect(ana.windows).toEqual({
      all: { actions: 4, authored: 3, translations: 3, byAction: { 2: 2, 5: 1, 7: 1 } },
      '12m': { actions: 2, authored: 1, translations: 1, byAction: { 2: 1, 7: 1 } },
      '6m': { actions: 1, authored: 0, translations: 0, byAction: { 7: 1 } },
      '3m': { actions: 1, authored: 0, translations: 0, byAction: { 7: 1 } },
      '1m': { actions: 1, authored: 0, translations: 0, byAction: { 7: 1 } },
    });
    const bob = (await result()).contributors.find((c) => c.username === 'bob')!;
    expect(bob.windows).toEqual({
      all: { actions: 1, authored: 2, translations: 1, byAction: { 4: 1 } },
      '12m': { actions: 1, authored: 2, translations: 1, byAction: { 4: 1 } },
      '6m': { actions: 1, authored: 2, translations: 1, byAction: { 4: 1 } },
      '3m': { actions: 0, authored: 1, translations: 1, byAction: {} },
      '1m': { actions: 0, authored: 1, translations: 1, byAction: {} },
    });
  });

  it('gives windows with the same counts as the wider one before them that object, and every window without changes one object', async () => {
    const [first, second] = [await result(), await result()];
    const of = (r: typeof first, username: string) => r.contributors.find((c) => c.username === username)!.windows;
    // deleted-12's one change (2026-10-25) is in every window: one object for the five.
    const deleted = of(first, 'deleted-12');
    expect(new Set(Object.values(deleted)).size).toBe(1);
    // ana's last 6, 3 months and month hold change 7 alone; her 12 months and all time differ.
    const ana = of(first, 'ana');
    expect([ana['6m'] === ana['3m'], ana['3m'] === ana['1m'], ana['12m'] === ana['6m'], ana.all === ana['12m']]).toEqual([true, true, false, false]);
    // anonymous made nothing in the last month; nor did it in another build's report.
    expect(of(first, 'anonymous')['1m']).toBe(of(second, 'anonymous')['1m']);
    expect(of(first, 'anonymous')['1m']).toEqual({ actions: 0, authored: 0, translations: 0, byAction: {} });
    // Shared, so read-only: a count added to ana's last month would show in her 3 and 6 months too
    // (a type's check, made by npm run check).
    expectTypeOf<Contribution>().toEqualTypeOf<Readonly<Contribution>>();
    expectTypeOf<Contribution['byAction']>().toEqualTypeOf<Readonly<Record<number, number>>>();
  });

  it('counts as authored only changes holding text: not a project or component its creator is named the author of', async () => {
    const catalog = new Catalog();
    const usernames = new UsernameCache();
    const tally = new ContributorTally(NOW);
    const specs: ChangeSpec[] = [
      // Weblate names the creator as user and author of a project or component created, with no text.
      { id: 1, timestamp: '2026-11-01T10:00:00Z', action: 50, user: 'carl' },
      { id: 2, timestamp: '2026-11-01T10:05:00Z', action: 51, user: 'carl', component: ['orbit', 'app'] },
      { id: 3, timestamp: '2026-11-02T10:00:00Z', action: 3, user: 'carl', translation: ['orbit', 'app', 'de'], target: 'Typo?' },
      { id: 4, timestamp: '2026-11-03T10:00:00Z', action: 5, user: 'carl', translation: ['orbit', 'app', 'de'], target: 'Hallo' },
    ];
    for (const spec of specs) tally.add(changeFacts(change(spec), catalog, usernames)!);
    const carl = (await tally.finish(new UserDirectory(), new Set(), new ChangeRows())).contributors.find((c) => c.username === 'carl')!;
    expect(carl.windows.all).toEqual({ actions: 4, authored: 2, translations: 1, byAction: { 3: 1, 5: 1, 50: 1, 51: 1 } });
  });

  it('keeps the languages and projects touched with their changes and translations, activity span, daily counts and latest changes', async () => {
    const { contributors } = await result();
    const ana = contributors.find((c) => c.username === 'ana')!;
    // Three changes in German, two of them translations she wrote; accepting bob's is another change.
    expect(ana.languages).toEqual([{ code: 'de', changes: 3, translations: 2, otherChanges: 1 }, { code: 'fr', changes: 1, translations: 1, otherChanges: 0 }]);
    expect(ana.projects).toEqual([{ slug: 'orbit', changes: 3, translations: 2, otherChanges: 1 }, { slug: 'kestrel', changes: 1, translations: 1, otherChanges: 0 }]);
    expect(ana.firstActivity).toBe('2025-01-10T09:00:00.000Z');
    expect(ana.lastActivity).toBe('2026-11-01T09:00:00.000Z');
    // The calendar starts on Monday 2025-11-17, the week 364 days before the snapshot's day: change 1
    // is left out, change 2 (before the 12-month window) is on it.
    expect(ana.daily).toEqual([{ day: '2025-11-19', count: 1 }, { day: '2025-11-20', count: 1 }, { day: '2026-11-01', count: 1 }]);
    expect(ana.latest.map((row) => row.id)).toEqual([7, 3, 2, 1]);

    const bob = contributors.find((c) => c.username === 'bob')!;
    // His suggestion is a change of his in German and Orbit; ana's acceptance of it his translation there.
    expect([bob.languages, bob.projects]).toEqual([[{ code: 'de', changes: 1, translations: 1, otherChanges: 1 }], [{ slug: 'orbit', changes: 1, translations: 1, otherChanges: 1 }]]);
    expect(bob.daily).toEqual([{ day: '2026-06-01', count: 1 }]);
    // Changes saving text he wrote are among his latest; the system record 9 is nobody's.
    expect(bob.latest.map((row) => row.id)).toEqual([7, 4]);
    // But they are not his activity, which his calendar shows: ana saved it. They are kept apart.
    expect([bob.firstActivity, bob.lastActivity, bob.written]).toEqual([
      '2026-06-01T10:00:00.000Z', '2026-06-01T10:00:00.000Z', { first: '2026-11-01T09:00:00.000Z', last: '2026-11-01T09:00:00.000Z' },
    ]);
    expect(ana.written).toBeNull();

    expect(contributors.find((c) => c.username === 'anonymous')!.windows['1m'].actions).toBe(0);
    expect(contributors.find((c) => c.username === 'anonymous')!.windows['3m'].actions).toBe(1);
  });

  it("counts a change stamped after the snapshot (made while the log was read) on the snapshot's day, listing it at its own time", async () => {
    const catalog = new Catalog();
    const usernames = new UsernameCache();
    // The snapshot's time is 2026-11-20 00:00 UTC; the second change came half an hour later.
    const tally = new ContributorTally(NOW);
    for (const spec of [
      { id: 1, timestamp: '2026-11-19T10:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'app', 'de'] },
      { id: 2, timestamp: '2026-11-20T00:30:00Z', action: 7, user: 'ana', author: 'cem', translation: ['orbit', 'app', 'de'] },
    ] satisfies ChangeSpec[]) tally.add(changeFacts(change(spec), catalog, usernames)!);
    const { contributors } = (await tally.finish(new UserDirectory(), new Set(), new ChangeRows()));
    const [ana, cem] = ['ana', 'cem'].map((name) => contributors.find((c) => c.username === name)!);
    expect([ana!.lastActivity, ana!.daily, ana!.windows['1m'].actions]).toEqual([
      '2026-11-20T00:00:00.000Z', [{ day: '2026-11-19', count: 1 }, { day: '2026-11-20', count: 1 }], 2,
    ]);
    expect(cem!.written).toEqual({ first: '2026-11-20T00:00:00.000Z', last: '2026-11-20T00:00:00.000Z' });
    expect(ana!.latest.map((row) => row.timestamp)).toEqual(['2026-11-20T00:30:00.000Z', '2026-11-19T10:00:00.000Z']);
  });

  it('lists the languages touched by translations first, then changes, and counts a change at the calendar\'s first moment on it', async () => {
    const catalog = new Catalog();
    const usernames = new UsernameCache();
    const tally = new ContributorTally(NOW);
    const specs: ChangeSpec[] = [
      // Five suggestions in French, two translations in German.
      ...[1, 2, 3, 4, 5].map((id) => ({ id, timestamp: `2026-11-0${id}T10:00:00Z`, action: 4, user: 'ana', translation: ['orbit', 'app', 'fr'] }) satisfies ChangeSpec),
      { id: 6, timestamp: '2026-11-06T10:00:00Z', action: 2, user: 'ana', translation: ['kestrel', 'core', 'de'] },
      // The Monday the calendar begins on (2025-11-17), at midnight.
      { id: 7, timestamp: '2025-11-17T00:00:00Z', action: 2, user: 'ana', translation: ['kestrel', 'core', 'de'] },
    ];
    for (const spec of specs) tally.add(changeFacts(change(spec), catalog, usernames)!);
    const ana = (await tally.finish(new UserDirectory(), new Set(), new ChangeRows())).contributors[0]!;
    expect(ana.languages.map((l) => l.code)).toEqual(['de', 'fr']);
    expect(ana.projects.map((p) => p.slug)).toEqual(['kestrel', 'orbit']);
    expect(ana.daily[0]).toEqual({ day: '2025-11-17', count: 1 });
  });

  it('gives one who only wrote text others saved no activity of their own, and when it was saved', async () => {
    const catalog = new Catalog();
    const usernames = new UsernameCache();
    const tally = new ContributorTally(NOW);
    for (const spec of [
      { id: 1, timestamp: '2026-03-01T10:00:00Z', action: 7, user: 'ana', author: 'cem', translation: ['orbit', 'app', 'de'] },
      { id: 2, timestamp: '2026-04-01T10:00:00Z', action: 7, user: 'ana', author: 'cem', translation: ['orbit', 'app', 'de'] },
    ] satisfies ChangeSpec[]) tally.add(changeFacts(change(spec), catalog, usernames)!);
    const cem = (await tally.finish(new UserDirectory(), new Set(), new ChangeRows())).contributors.find((c) => c.username === 'cem')!;
    expect([cem.firstActivity, cem.lastActivity, cem.written, cem.daily, cem.latest.map((row) => row.id)]).toEqual([
      null, null, { first: '2026-03-01T10:00:00.000Z', last: '2026-04-01T10:00:00.000Z' }, [], [2, 1],
    ]);
  });

  it('lists each language\'s translators per window, leaving out excluded users (bots), and counts the people among them', async () => {
    const { byLanguage, languageContributors, leftOutByLanguage } = await result();
    const ana = { username: 'ana', windows: { all: 2, '12m': 0, '6m': 0, '3m': 0, '1m': 0 } };
    const bob = { username: 'bob', windows: { all: 1, '12m': 1, '6m': 1, '3m': 1, '1m': 1 } };
    const anaFr = { username: 'ana', windows: { all: 1, '12m': 1, '6m': 0, '3m': 0, '1m': 0 } };
    const anonymous = { username: 'anonymous', windows: { all: 1, '12m': 1, '6m': 1, '3m': 1, '1m': 0 } };
    const deleted = { username: 'deleted-12', windows: { all: 1, '12m': 1, '6m': 1, '3m': 1, '1m': 1 } };
    // Each window lists those who translated in it.
    expect(byLanguage).toEqual({
      de: { all: [ana, bob], '12m': [bob], '6m': [bob], '3m': [bob], '1m': [bob] },
      fr: { all: [anaFr, anonymous, deleted], '12m': [anaFr, anonymous, deleted], '6m': [anonymous, deleted], '3m': [anonymous, deleted], '1m': [deleted] },
    });
    // German: ana and bob; French: ana; the anonymous user and a deleted account are listed, not counted as people.
    expect(Object.fromEntries(languageContributors)).toEqual({ de: 2, fr: 1 });
    // The bot's automatic translations (changes 10 and 11), left out of the lists, are counted apart.
    expect(leftOutByLanguage).toEqual({
      de: { all: 1, '12m': 1, '6m': 1, '3m': 1, '1m': 1 },
      fr: { all: 1, '12m': 1, '6m': 1, '3m': 1, '1m': 1 },
    });
  });

  it("ranks each language's translators per window, most translations in it first, then by username, once for the build", async () => {
    const tally = new ContributorTally(NOW);
    const catalog = new Catalog();
    const usernames = new UsernameCache();
    const specs: ChangeSpec[] = [
      { id: 1, timestamp: '2025-01-10T09:00:00Z', action: 2, user: 'zed', translation: ['orbit', 'app', 'de'] },
      { id: 2, timestamp: '2025-02-10T09:00:00Z', action: 2, user: 'amy', translation: ['orbit', 'app', 'de'] },
      { id: 3, timestamp: '2025-03-10T09:00:00Z', action: 2, user: 'amy', translation: ['orbit', 'app', 'de'] },
      { id: 4, timestamp: '2026-11-15T09:00:00Z', action: 2, user: 'cat', translation: ['orbit', 'app', 'de'] },
      { id: 5, timestamp: '2026-11-16T09:00:00Z', action: 2, user: 'zed', translation: ['orbit', 'app', 'de'] },
    ];
    for (const spec of specs) tally.add(changeFacts(change(spec), catalog, usernames)!);
    const de = (await tally.finish(new UserDirectory(), new Set(), new ChangeRows())).byLanguage['de']!;
    // First seen zed, amy, cat: ranked all time amy and zed (2 each, by name), then cat; in the last month cat and zed (1 each).
    expect([de.all.map((e) => e.username), de['12m'].map((e) => e.username), de['1m'].map((e) => e.username)]).toEqual([
      ['amy', 'zed', 'cat'], ['cat', 'zed'], ['cat', 'zed'],
    ]);
  });
});

describe('resolveUnnamed', () => {
  it('reads every full name without accents once, not once for each entry that matches no one', () => {
    // Each entry matching no username, full name, mention or address compared itself with every
    // full name read without accents (four normalizations each): 140 ms an entry among the large
    // sample's 50,000 users, 7 s for 50 (a --changes-since snapshot leaves most entries unmatched).
    const users: [string, string][] = Array.from({ length: 500 }, (_, i) => [`user${i}`, `Jürgen Rossi ${i}`]);
    users.push(['jr', 'Jürgen Rössi']);
    const entries = [...Array.from({ length: 20 }, (_, i) => `nobody-${i}`), 'Jurgen Rossi', 'Jurgen Rossi 7'];
    const normalized = vi.spyOn(String.prototype, 'normalize');
    const resolved = resolveUnnamed(entries, users.map(([username]) => username), users);
    // 70,250 before; now each full name's few, once.
    expect(normalized.mock.calls.length).toBeLessThan(10_000);
    normalized.mockRestore();
    expect([...resolved.people].sort()).toEqual(['jr', 'user7']);
    expect(resolved.unmatched).toEqual(entries.slice(0, 20));
    expect(resolved.byFullName).toEqual([{ name: 'Jurgen Rossi', usernames: ['jr'] }, { name: 'Jurgen Rossi 7', usernames: ['user7'] }]);
  });
});
