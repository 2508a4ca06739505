// The whole report from hand-written records: every section wired to the right sums, and the
// same input giving a deep-equal report.
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build.ts';
import { Breather } from '../../src/report/breather.ts';
import type { Report } from '../../src/report/types.ts';
import { inactiveHeading } from '../../src/report/overview.ts';
import { excludedPhrase, excludeUsersWarning, unnamedUsersWarning } from '../../src/report/build-warnings.ts';
import { windowLabels } from '../../src/report/windows.ts';
import {
  BASE, change, component, language, project, reportInput, siteConfig, translation, user, type Collections,
} from './fixtures.ts';

const NOW = '2026-11-20T00:00:00.000Z';
const en = language('en', 'English');
const de = language('de', 'German');
// Weblate's 0: a count of speakers it does not know.
const fr = language('fr', 'French', { population: 0 });
const ptBR = language('pt_BR', 'Portuguese (Brazil)', { population: 200 });
const ar = language('ar', 'Arabic', { direction: 'rtl' });

const COLLECTIONS: Collections = {
  // Arabic has no translation: an administrator's language list holds such languages.
  languages: [ar, de, en, fr, ptBR],
  projects: [project('kestrel', 'Kestrel Mail'), project('orbit', 'Orbit Notes')],
  components: [
    component('kestrel', 'core'),
    component('orbit', 'app', { file_format: 'aresource' }),
    component('orbit', 'glossary', { is_glossary: true, file_format: 'tbx' }),
  ],
  translations: [
    translation('kestrel', 'core', en, { total: 10, translated: 10 }, { is_source: true }),
    translation('kestrel', 'core', de, { total: 10, translated: 10 }),
    translation('kestrel', 'core', fr, { total: 10, translated: 0, fuzzy: 2 }),
    translation('orbit', 'app', en, { total: 100, translated: 100 }, { is_source: true }),
    translation('orbit', 'app', de, { total: 100, translated: 100, checks: 3 }),
    translation('orbit', 'app', ptBR, { total: 100, translated: 40 }, { language_code: 'pt-rBR' }),
    translation('orbit', 'glossary', en, { total: 20, translated: 20 }, { is_source: true }),
    translation('orbit', 'glossary', de, { total: 20, translated: 20 }),
    translation('orbit', 'glossary', ptBR, { total: 20, translated: 5 }),
  ],
  users: [user('ana', 'Ana Müller'), user('bot', 'Translation Bot'), user('admin', 'Weblate Admin')],
  changes: [
    change({ id: 1, timestamp: '2024-05-02T10:00:00Z', action: 50, user: 'admin' }),
    change({ id: 2, timestamp: '2026-09-01T10:00:00Z', action: 5, user: 'ana', translation: ['kestrel', 'core', 'fr'], target: 'Bonjour' }),
    change({ id: 3, timestamp: '2026-11-18T10:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'app', 'de'], target: 'Hallo' }),
    change({ id: 4, timestamp: '2026-11-19T09:00:00Z', action: 6, user: 'bot', translation: ['orbit', 'app', 'pt_BR'], target: 'Olá' }),
    change({ id: 5, timestamp: '2026-11-19T10:00:00Z', action: 17, user: null, translation: ['orbit', 'app', 'de'] }),
    change({ id: 6, timestamp: '2026-11-19T11:00:00Z', action: 18, user: 'admin', author: null, component: ['orbit', 'app'] }),
  ],
};

const CONFIG = siteConfig({ excludeUsers: ['bot'] });

function build(): Promise<Report> {
  return buildReport(reportInput(COLLECTIONS, NOW), CONFIG);
}

describe('buildReport', () => {
  it('takes totals and provenance from the manifest', async () => {
    const report = await build();
    expect(report.totals).toEqual({ languages: 5, projects: 2, components: 3, translations: 9, users: 3, changes: 6 });
    expect(report.now).toBe(NOW);
    expect(report.config).toEqual(CONFIG);
    expect(report.snapshot).toMatchObject({
      id: '2026-11-20T000000Z',
      baseUrl: BASE,
      counts: { languages: 5, projects: 2, components: 3, translations: 9, users: 3, changes: 6 },
      apiCounts: { users: null, changes: 6 },
      problems: [],
      usersSource: 'api',
      usersLeftOut: 0,
    });
  });

  it('summarizes the languages with translations, glossaries apart, with tiers', async () => {
    const report = await build();
    expect(report.languages.map((l) => [l.code, l.coverage.translatedPercent, l.glossary.translatedPercent, l.tier, l.contributors, l.lastActivity])).toEqual([
      ['de', 100, 100, 'complete', 1, '2026-11-18T10:00:00.000Z'],
      // French has no glossary: no percentage of it, not 0 %.
      ['fr', 0, null, '', 1, '2026-09-01T10:00:00.000Z'],
      // The bot is excluded from contributor counts; its change is activity all the same.
      ['pt_BR', 40, 25, 'started', 0, '2026-11-19T09:00:00.000Z'],
    ]);
    expect(report.languages.map((l) => [l.code, l.population])).toEqual([['de', 1000], ['fr', null], ['pt_BR', 200]]);
    // The percentages are over the translations there are: French is in one of the two components
    // outside glossaries, and says which it is not in.
    expect(report.languages.map((l) => [l.code, l.components.translated, l.components.total])).toEqual([['de', 2, 2], ['fr', 1, 2], ['pt_BR', 1, 2]]);
    expect({ ...report.componentGaps }).toEqual({
      de: [],
      fr: [{ projectSlug: 'orbit', componentSlugs: ['app'], of: 1 }],
      pt_BR: [{ projectSlug: 'kestrel', componentSlugs: ['core'], of: 1 }],
    });
    const pt = report.languages[2]!;
    expect([pt.name, pt.population, pt.webUrl, pt.coverage.translations, pt.glossary.translations]).toEqual([
      'Portuguese (Brazil)', 200, `${BASE}/languages/pt_BR/`, 1, 1,
    ]);
    // Names from the server are English; each language's name in itself comes with its own lang.
    expect(report.languages.map((l) => [l.tag, l.autonym?.text, l.autonym?.lang])).toEqual([
      ['de', 'Deutsch', 'de'], ['fr', 'français', 'fr'], ['pt-BR', 'português (Brasil)', 'pt-BR'],
    ]);
    expect(report.coverage).toMatchObject({ translations: 4, total: 220, translated: 150, failingChecks: 3, fuzzy: 2, translatedPercent: 68.1 });
    expect(report.tierCounts).toEqual([
      { tier: 'complete', languages: 1 }, { tier: 'good', languages: 0 }, { tier: 'started', languages: 1 }, { tier: '', languages: 1 },
    ]);
  });

  it('puts a language in the tier its strings translated reach, whatever share of the words they hold', async () => {
    // German: 95 of 100 strings (90 % makes "complete") but the 5 left are long, 900 of 1,000 words;
    // French: 40 of 100 strings ("started"), the short ones left, 900 of 1,000 words translated.
    const report = await buildReport(reportInput({
      languages: [en, de, fr],
      projects: [project('kestrel', 'Kestrel Mail')],
      components: [component('kestrel', 'core')],
      translations: [
        translation('kestrel', 'core', en, { total: 100, translated: 100 }, { is_source: true }),
        translation('kestrel', 'core', de, { total: 100, translated: 95, words: 1000, translatedWords: 100 }),
        translation('kestrel', 'core', fr, { total: 100, translated: 40, words: 1000, translatedWords: 900 }),
      ],
      users: [],
      changes: [],
    }, NOW), CONFIG);
    expect(report.languages.map((l) => [l.code, l.coverage.translatedPercent, l.coverage.translatedWordsPercent, l.tier])).toEqual([
      ['de', 95, 10, 'complete'],
      ['fr', 40, 90, 'started'],
    ]);
  });

  it('gives what has no strings to translate no percentage and no tier: a language in a glossary only, one of empty translations, a project without components', async () => {
    const eo = language('eo', 'Esperanto');
    const zz = language('zz', 'Empty');
    const report = await buildReport(reportInput({
      ...COLLECTIONS,
      languages: [...COLLECTIONS.languages!, eo, zz],
      projects: [...COLLECTIONS.projects!, project('newly-created', 'Newly created')],
      translations: [
        ...COLLECTIONS.translations!,
        translation('orbit', 'glossary', eo, { total: 20, translated: 10 }),
        translation('kestrel', 'core', zz, { total: 0, translated: 0 }),
      ],
    }, NOW), CONFIG);
    const summary = (code: string) => report.languages.find((l) => l.code === code)!;
    expect([summary('eo').coverage.translations, summary('eo').coverage.translatedPercent, summary('eo').glossary.translatedPercent, summary('eo').tier]).toEqual([0, null, 50, null]);
    // Weblate calls 0 of 0 strings 100 %: counted "complete", it was left out of "Best covered".
    expect([summary('zz').coverage.translations, summary('zz').coverage.translatedPercent, summary('zz').tier]).toEqual([1, null, null]);
    expect(report.tierCounts).toEqual([
      { tier: 'complete', languages: 1 }, { tier: 'good', languages: 0 }, { tier: 'started', languages: 1 }, { tier: '', languages: 1 },
      { tier: null, languages: 2 },
    ]);
    const empty = report.projects.find((p) => p.slug === 'newly-created')!;
    expect([empty.components.length, empty.coverage.translatedPercent, empty.coverage.translatedWordsPercent]).toEqual([0, null, null]);
  });

  it('lays out projects, components, cells and translation rows', async () => {
    const report = await build();
    expect(report.projects.map((p) => [p.slug, p.name, p.coverage.total, p.lastActivity])).toEqual([
      ['kestrel', 'Kestrel Mail', 20, '2026-09-01T10:00:00.000Z'],
      ['orbit', 'Orbit Notes', 200, '2026-11-19T11:00:00.000Z'],
    ]);
    const orbit = report.projects[1]!;
    expect(orbit.cells.map((cell) => [cell.languageCode, cell.coverage.translated, cell.translateUrl])).toEqual([
      ['de', 100, null],
      ['pt_BR', 40, null],
    ]);
    expect(orbit.components.map((c) => [c.slug, c.isGlossary, c.fileFormat, c.coverage.total])).toEqual([
      ['app', false, 'aresource', 200],
      ['glossary', true, 'tbx', 40],
    ]);
    const app = orbit.components[0]!;
    expect(app.cells.map((cell) => [cell.languageCode, cell.webUrl])).toEqual([
      ['de', `${BASE}/projects/orbit/app/de/`],
      ['pt_BR', `${BASE}/projects/orbit/app/pt_BR/`],
    ]);
    // By the names the component's page shows: English, German, Portuguese (Brazil).
    expect(app.translations.map((row) => [row.languageCode, row.fileCode, row.isSource])).toEqual([
      ['en', 'en', true],
      ['de', 'de', false],
      ['pt_BR', 'pt-rBR', false],
    ]);
  });

  it('places components stored without their project (as a project lists them) by the project that listed them', async () => {
    const listed = (projectSlug: string, slug: string, extra = {}) => {
      const { project: _project, ...rest } = component(projectSlug, slug, extra);
      return { ...rest, _atlas: { project: `${BASE}/api/projects/${projectSlug}/` } };
    };
    const report = await buildReport(reportInput({
      ...COLLECTIONS,
      components: [listed('kestrel', 'core'), listed('orbit', 'app', { file_format: 'aresource' }), listed('orbit', 'glossary', { is_glossary: true, file_format: 'tbx' })],
    }, NOW), CONFIG);
    expect(report.projects.map((p) => [p.slug, p.components.map((c) => c.slug), p.coverage.total])).toEqual([
      ['kestrel', ['core'], 20],
      ['orbit', ['app', 'glossary'], 200],
    ]);
  });

  it("places a component stored without its project by an _atlas.project only where that names the project of the component's URL", async () => {
    // A crawler before 727d25c stored a server's _atlas as sent on the instance's component list,
    // where the crawl writes none; its own, from a project's list, names the project the URL names.
    const { project: _project, ...bare } = component('orbit', 'newer');
    const input = { ...COLLECTIONS, components: [...COLLECTIONS.components!, { ...bare, _atlas: { project: `${BASE}/api/projects/kestrel/` } }] };
    const report = await buildReport(reportInput(input, NOW), CONFIG);
    expect(report.projects.map((p) => [p.slug, p.components.map((c) => c.slug)])).toEqual([
      ['kestrel', ['core']],
      ['orbit', ['app', 'glossary']],
    ]);
    expect(report.leftOut.components).toBe(1);
    const { project: _own, ...listed } = component('orbit', 'newer');
    const own = { ...COLLECTIONS, components: [...COLLECTIONS.components!, { ...listed, _atlas: { project: `${BASE}/api/projects/orbit/` } }] };
    const placed = await buildReport(reportInput(own, NOW), CONFIG);
    expect(placed.projects.map((p) => [p.slug, p.components.map((c) => c.slug)])).toEqual([
      ['kestrel', ['core']],
      ['orbit', ['app', 'glossary', 'newer']],
    ]);
  });

  it("places a project's own change by _atlas.project in a --project snapshot only: in one of the whole instance it is a server's", async () => {
    // Project created (50) names no component nor translation; an older crawler kept a server's
    // _atlas as sent on the instance's log, where the crawl writes none.
    const created = { ...change({ id: 9, timestamp: '2026-11-19T12:00:00Z', action: 50, user: 'ana' }), _atlas: { project: `${BASE}/api/projects/kestrel/` } };
    const collections = { ...COLLECTIONS, changes: [...COLLECTIONS.changes!, created] };
    const placeOf = (report: Report) => report.latestChanges.filter((row) => row.id === 9).map((row) => row.projectSlug);
    const whole = reportInput(collections, NOW);
    expect(whole.manifest.scope.projects).toBe(null);
    expect(placeOf(await buildReport(whole, CONFIG))).toEqual([null]);
    const named = reportInput(collections, NOW);
    named.manifest.scope.projects = ['kestrel', 'orbit'];
    expect(placeOf(await buildReport(named, CONFIG))).toEqual(['kestrel']);
  });

  it('credits contributors and lists each language\'s translators', async () => {
    const report = await build();
    expect(report.contributors.map((c) => [c.username, c.fullName, c.excluded, c.windows.all.translations, c.windows.all.actions])).toEqual([
      ['ana', 'Ana Müller', false, 2, 2],
      ['bot', 'Translation Bot', true, 1, 1],
      ['admin', 'Weblate Admin', false, 0, 2],
    ]);
    expect(report.contributors[2]!.windows['12m'].byAction).toEqual({ 18: 1 });
    const ana = { all: 1, '12m': 1, '6m': 1, '3m': 1, '1m': 1 };
    const anaFr = { all: 1, '12m': 1, '6m': 1, '3m': 1, '1m': 0 };
    expect(report.contributorsByLanguage).toEqual({
      de: { all: [{ username: 'ana', windows: ana }], '12m': [{ username: 'ana', windows: ana }], '6m': [{ username: 'ana', windows: ana }], '3m': [{ username: 'ana', windows: ana }], '1m': [{ username: 'ana', windows: ana }] },
      // Nobody in the last month.
      fr: { all: [{ username: 'ana', windows: anaFr }], '12m': [{ username: 'ana', windows: anaFr }], '6m': [{ username: 'ana', windows: anaFr }], '3m': [{ username: 'ana', windows: anaFr }], '1m': [] },
      // Its only translator is the excluded bot.
      pt_BR: { all: [], '12m': [], '6m': [], '3m': [], '1m': [] },
    });
  });

  it('keeps the latest changes with their pages, per instance, language and action', async () => {
    const report = await build();
    expect(report.latestChanges.map((row) => [row.id, row.actionName, row.webUrl])).toEqual([
      [6, 'Changes pushed', `${BASE}/projects/orbit/app/`],
      [5, 'Changes committed', `${BASE}/projects/orbit/app/de/`],
      [4, 'Automatically translated', `${BASE}/projects/orbit/app/pt_BR/`],
      [3, 'Translation changed', `${BASE}/projects/orbit/app/de/`],
      [2, 'Translation added', `${BASE}/projects/kestrel/core/fr/`],
      [1, 'Project created', null],
    ]);
    expect(Object.keys(report.latestByLanguage)).toEqual(['de', 'fr', 'pt_BR']);
    expect(report.latestByLanguage['de']!.map((row) => row.id)).toEqual([5, 3]);
    // Per action code, in ascending order of codes.
    expect(Object.entries(report.latestByAction).map(([code, rows]) => [code, rows.map((row) => row.id)])).toEqual([
      ['2', [3]], ['5', [2]], ['6', [4]], ['17', [5]], ['18', [6]], ['50', [1]],
    ]);
  });

  it('counts history over 24 months at least, and flags what needs attention', async () => {
    const report = await build();
    const [days, weeks, months] = report.history.instance;
    // The log starts in May 2024: more than 24 months before November 2026.
    expect(months!.buckets[0]).toBe('2024-05');
    expect(months!.buckets.at(-1)).toBe('2026-11');
    expect(Object.values(months!.byAction).flat().reduce((a, b) => a + b, 0)).toBe(6);
    expect(days!.buckets.at(-1)).toBe('2026-11-20');
    expect(weeks!.buckets.at(-1)).toBe('2026-11-16');
    expect(Object.keys(report.history.byLanguage)).toEqual(['de', 'fr', 'pt_BR']);
    expect(Object.keys(report.history.byProject)).toEqual(['kestrel', 'orbit']);
    expect(report.history.byProject['orbit']![2]!.byAction[18]!.at(-1)).toBe(1);
    expect(report.history.byProject['orbit']![0]!.buckets.at(-1)).toBe('2026-11-20');

    expect(report.attention.inactiveLanguages).toEqual(['fr']);
    expect(report.attention.untranslated).toEqual([
      { projectSlug: 'orbit', componentSlug: 'app', words: 600 },
      // French: 100 words, none translated, 20 of them needing editing (counted there, not here).
      { projectSlug: 'kestrel', componentSlug: 'core', words: 80 },
    ]);
  });

  it('starts history, "all time" and the windows\' labels where a change log read from a later time on begins', async () => {
    const changes = COLLECTIONS.changes!.slice(1);
    const input = reportInput({ ...COLLECTIONS, changes }, NOW);
    input.manifest.scope.changesSince = '2026-08-20T00:00:00Z';
    const report = await buildReport(input, CONFIG);
    expect(report.snapshot.changesSince).toBe('2026-08-20T00:00:00Z');
    const [days, weeks, months] = report.history.instance;
    expect(months!.buckets).toEqual(['2026-08', '2026-09', '2026-10', '2026-11']);
    // The last 90 days, which the changes pages chart, begin after it.
    expect(days!.buckets[0]).toBe('2026-08-23');
    // 2026-08-20 is a Thursday.
    expect(weeks!.buckets[0]).toBe('2026-08-17');
    // The 3-month window starts on 2026-08-20 itself: it is whole.
    expect(windowLabels(report)).toEqual({
      all: 'Since 2026-08-20', '12m': 'Last 12 months (only from 2026-08-20)', '6m': 'Last 6 months (only from 2026-08-20)',
      '3m': 'Last 3 months (since 2026-08-20)', '1m': 'Last month (since 2026-10-20)',
    });
    // 30 recent days reach back to 2026-10-22, after the log begins: the usual heading, with that day.
    expect(inactiveHeading(report)).toBe('No activity in 30 days (since 2026-10-22)');
    expect(inactiveHeading({ ...report, config: { ...report.config, recentDays: 1 } })).toBe('No activity in a day (since 2026-11-20)');
    input.manifest.scope.changesSince = '2026-11-01T00:00:00Z';
    expect(inactiveHeading(await buildReport(input, CONFIG))).toBe('No activity since 2026-11-01');
  });

  it('names the entries of excludeUsers that match no user, and counts the changes stamped after the crawl ended', async () => {
    const later = {
      ...COLLECTIONS,
      changes: [
        ...COLLECTIONS.changes!,
        change({ id: 7, timestamp: '2026-12-01T08:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'app', 'de'], target: 'Morgen' }),
        change({ id: 8, timestamp: '2026-11-20T00:00:01+01:00', action: 2, user: 'ana', translation: ['orbit', 'app', 'de'], target: 'Gestern' }),
        change({ id: 9, timestamp: '2026-11-20T00:30:00Z', action: 2, user: 'ana', translation: ['orbit', 'app', 'de'], target: 'Heute' }),
      ],
    };
    const report = await buildReport(reportInput(later, NOW), siteConfig({ excludeUsers: ['bot', 'Ana', 'ghost'] }));
    // 'bot' is listed; 'Ana' is ana but for case; 'ghost' is no one.
    expect(report.excludeUsersUnmatched).toEqual([{ name: 'Ana', suggestion: 'ana' }, { name: 'ghost', suggestion: null }]);
    // The crawl ended at NOW: 23:00:01 the day before (an offset) is before it, the others after.
    expect(report.changesAfterSnapshot).toEqual({ changes: 2, latest: '2026-12-01T08:00:00.000Z' });
    expect((await build()).changesAfterSnapshot).toEqual({ changes: 0, latest: null });
    expect((await build()).excludeUsersUnmatched).toEqual([]);
  });

  // '@tiago' and a profile's address, as copied from Weblate, were said to name no one, with no hint.
  it('suggests the username an excludeUsers entry written as a mention or a user\'s address stands for', async () => {
    const report = await buildReport(reportInput(COLLECTIONS, NOW), siteConfig({
      excludeUsers: ['@ana', 'https://weblate.example.org/user/ana/', 'http://127.0.0.1:8000/weblate/api/users/ANA/?format=api', 'https://weblate.example.org/projects/ana/', '@'],
    }));
    expect(report.excludeUsersUnmatched).toEqual([
      { name: '@ana', suggestion: 'ana' },
      { name: 'https://weblate.example.org/user/ana/', suggestion: 'ana' },
      { name: 'http://127.0.0.1:8000/weblate/api/users/ANA/?format=api', suggestion: 'ana' },
      { name: 'https://weblate.example.org/projects/ana/', suggestion: null },
      { name: '@', suggestion: null },
    ]);
  });

  it('gives a deep-equal report for the same input', async () => {
    expect(await build()).toEqual(await build());
    expect(JSON.stringify(await build())).toBe(JSON.stringify(await build()));
  });
});

describe('buildReport with changes in a source translation', () => {
  // German is the source of one component and translated in another: editing the source strings
  // is no German translation work.
  const SOURCES: Collections = {
    languages: [de, en],
    projects: [project('p', 'P')],
    components: [component('p', 'a'), component('p', 'b')],
    translations: [
      translation('p', 'a', en, { total: 10, translated: 10 }, { is_source: true }),
      translation('p', 'a', de, { total: 10, translated: 9 }),
      translation('p', 'b', de, { total: 10, translated: 10 }, { is_source: true }),
      translation('p', 'b', en, { total: 10, translated: 10 }),
    ],
    users: [user('ana', 'Ana'), user('ben', 'Ben')],
    changes: [
      change({ id: 1, timestamp: '2026-05-01T10:00:00Z', action: 2, user: 'ben', translation: ['p', 'a', 'de'], target: 'Hallo' }),
      // Source edits in the German source of b, by a user and by the system.
      change({ id: 2, timestamp: '2026-11-19T10:00:00Z', action: 2, user: 'ana', translation: ['p', 'b', 'de'], target: 'Quelle' }),
      change({ id: 3, timestamp: '2026-11-19T11:00:00Z', action: 30, user: 'ana', translation: ['p', 'b', 'de'], target: 'Quelle 2' }),
      change({ id: 4, timestamp: '2026-11-19T12:00:00Z', action: 13, user: null, translation: ['p', 'b', 'de'] }),
    ],
  };

  it('counts them for the project and the instance, and for no language: not its activity, history, latest changes or translators', async () => {
    const report = await buildReport(reportInput(SOURCES, NOW), siteConfig({ recentDays: 90 }));
    expect(report.languages.map((l) => [l.code, l.lastActivity, l.contributors])).toEqual([['de', '2026-05-01T10:00:00.000Z', 1], ['en', null, 0]]);
    expect(report.attention.inactiveLanguages).toEqual(['de', 'en']);
    expect(Object.keys(report.history.byLanguage)).toEqual(['de']);
    expect(Object.values(report.history.byLanguage['de']![2]!.byAction).flat().reduce((a, b) => a + b, 0)).toBe(1);
    expect(report.latestByLanguage).toEqual({ de: [expect.objectContaining({ id: 1 })] });
    const ben = { username: 'ben', windows: { all: 1, '12m': 1, '6m': 0, '3m': 0, '1m': 0 } };
    expect(report.contributorsByLanguage).toEqual({ de: { all: [ben], '12m': [ben], '6m': [], '3m': [], '1m': [] } });
    // The project's and the instance's own figures keep them; the list shows each change's language.
    expect(report.projects[0]!.lastActivity).toBe('2026-11-19T11:00:00.000Z');
    expect(report.latestChanges.map((row) => [row.id, row.languageCode])).toEqual([[4, 'de'], [3, 'de'], [2, 'de'], [1, 'de']]);
    const ana = report.contributors.find((c) => c.username === 'ana')!;
    expect([ana.windows.all.actions, ana.windows.all.translations, ana.languages]).toEqual([2, 1, []]);
  });
});

describe('buildReport with components in categories (Weblate 5.x)', () => {
  // Weblate 5.x addresses a component inside categories by its whole path, its slashes encoded
  // twice in one segment; within one project two categories can each hold an `app`.
  const inCategory = (path: string, extra: Record<string, unknown> = {}) =>
    component('orbit', encodeURIComponent(encodeURIComponent(path)), { slug: path.split('/').pop()!, name: 'App', ...extra });
  const collections: Collections = {
    languages: [en, de],
    projects: [project('orbit', 'Orbit Notes')],
    components: [component('orbit', 'core'), inCategory('desktop-apps/app'), inCategory('mobile-apps/app'), inCategory('guides/user/manual', { name: 'Manual' })],
    translations: [
      translation('orbit', 'core', de, { total: 10, translated: 5 }),
      translation('orbit', 'desktop-apps%252Fapp', de, { total: 100, translated: 100 }),
      translation('orbit', 'mobile-apps%252Fapp', de, { total: 100, translated: 10 }),
      translation('orbit', 'guides%252Fuser%252Fmanual', de, { total: 40, translated: 20 }),
    ],
    users: [user('ana', 'Ana Müller')],
    changes: [
      change({ id: 1, timestamp: '2026-11-18T10:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'desktop-apps%252Fapp', 'de'], target: 'Hallo' }),
      change({ id: 2, timestamp: '2026-11-18T11:00:00Z', action: 17, user: null, component: ['orbit', 'mobile-apps%252Fapp'] }),
      // A translation and a component the snapshot no longer holds: their paths come from the URLs.
      change({ id: 3, timestamp: '2026-11-18T12:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'old%252Fgone', 'fr'], target: 'Salut' }),
      change({ id: 4, timestamp: '2026-11-18T13:00:00Z', action: 17, user: null, component: ['orbit', 'old%252Fgone'] }),
    ],
  };

  it('keys each component by its path within the project, so that two apps stay apart', async () => {
    const report = await buildReport(reportInput(collections, NOW), CONFIG);
    const orbit = report.projects[0]!;
    expect(orbit.components.map((c) => [c.slug, c.category, c.name, c.coverage.translated])).toEqual([
      ['core', null, 'CORE', 5],
      ['desktop-apps/app', 'desktop-apps', 'App', 100],
      ['guides/user/manual', 'guides/user', 'Manual', 20],
      ['mobile-apps/app', 'mobile-apps', 'App', 10],
    ]);
    expect(report.latestChanges.map((row) => [row.id, row.projectSlug, row.componentSlug, row.languageCode])).toEqual([
      [4, 'orbit', 'old/gone', null],
      [3, 'orbit', 'old/gone', 'fr'],
      [2, 'orbit', 'mobile-apps/app', null],
      [1, 'orbit', 'desktop-apps/app', 'de'],
    ]);
  });
});

describe('buildReport with records it cannot use (a lenient crawl, a snapshot edited by hand)', () => {
  const collections: Collections = {
    // Repeated, and without a code.
    languages: [de, fr, de, { name: 'Nameless' }],
    projects: [project('orbit', 'P'.repeat(300)), project('orbit', 'Orbit again'), { name: 'No slug' }],
    components: [component('orbit', 'app'), component('orbit', 'app', { name: 'App again' })],
    translations: [
      translation('orbit', 'app', de, { total: 100, translated: 300 }),
      // The same translation again: its strings were summed twice.
      translation('orbit', 'app', de, { total: 100, translated: 100 }),
      translation('orbit', 'app', fr, { total: 100, translated: -400, fuzzy: 1e308 }),
      { url: `${BASE}/api/translations/orbit/app/xx/`, total: 1 },
    ],
    users: [user('ana', 'Ana Müller')],
    changes: [
      change({ id: 1, timestamp: '2026-11-18T10:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'app', 'de'], target: 'Hallo' }),
      // Read in the building machine's zone, and '1' as 2001, before the report refused them.
      change({ id: 2, timestamp: '2026-11-18T11:00:00', action: 2, user: 'ana', translation: ['orbit', 'app', 'de'] }),
      change({ id: 3, timestamp: '1', action: 2, user: 'ana', translation: ['orbit', 'app', 'de'] }),
      change({ id: 4, timestamp: '2026-11-18T12:00:00+01:00', action: 2, user: 'ana', translation: ['orbit', 'app', 'fr'], target: 'Salut' }),
      // A line copied: the same id again.
      change({ id: 4, timestamp: '2026-11-18T12:00:00+01:00', action: 2, user: 'ana', translation: ['orbit', 'app', 'fr'], target: 'Salut' }),
    ],
  };

  it('leaves them out of every figure and counts them per collection', async () => {
    const report = await buildReport(reportInput(collections, NOW), CONFIG);
    expect(report.leftOut).toEqual({ languages: 2, projects: 2, components: 1, translations: 3, users: 0, changes: 3 });
    // By reason, each reason's first named by its place in its collection, its key and what was wrong (its file and line are load.ts's to find).
    const first = (ordinal: number, key: string | null, detail: string | null) => ({ ordinal, place: null, key, detail });
    expect(report.leftOutRecords).toEqual([
      { reason: 'language-without-code', records: 1, first: first(4, null, 'code is missing') },
      { reason: 'language-repeated', records: 1, first: first(3, 'de', null) },
      { reason: 'project-without-slug', records: 1, first: first(3, null, 'slug is missing') },
      { reason: 'project-repeated', records: 1, first: first(2, 'orbit', null) },
      { reason: 'component-repeated', records: 1, first: first(2, `${BASE}/api/components/orbit/app/`, null) },
      { reason: 'translation-without-language', records: 1, first: first(4, `${BASE}/api/translations/orbit/app/xx/`, null) },
      { reason: 'translation-count', records: 1, first: first(3, `${BASE}/api/translations/orbit/app/fr/`, 'translated is -400') },
      { reason: 'translation-repeated', records: 1, first: first(2, `${BASE}/api/translations/orbit/app/de/`, null) },
      { reason: 'change-timestamp', records: 2, first: first(2, 'id 2', 'timestamp is the string "2026-11-18T11:00:00"') },
      { reason: 'change-repeated', records: 1, first: first(5, 'id 4', null) },
    ]);
    expect(report.totals).toEqual({ languages: 2, projects: 1, components: 1, translations: 1, users: 1, changes: 2 });
    // The French translation's counts (-400 strings translated, 1e308 fuzzy) are no counts: left out, where they were read as 0.
    expect(report.languages.map((l) => [l.code, l.coverage.total, l.coverage.translated, l.coverage.fuzzy, l.coverage.translatedPercent])).toEqual([
      ['de', 100, 100, 0, 100],
    ]);
    expect(report.contributors.map((c) => [c.username, c.windows.all.actions])).toEqual([['ana', 2]]);
    expect(report.latestChanges.map((row) => [row.id, row.timestamp])).toEqual([[4, '2026-11-18T11:00:00.000Z'], [1, '2026-11-18T10:00:00.000Z']]);
  });

  it('shows at most 200 characters of a name', async () => {
    const report = await buildReport(reportInput(collections, NOW), CONFIG);
    expect(report.projects[0]!.name).toBe(`${'P'.repeat(199)}…`);
  });
});

describe('buildReport with translation counts and user records it cannot use (a hand edit, a lenient crawl)', () => {
  const collections = (app: Record<string, unknown>, users: Record<string, unknown>[] = [user('ana', 'Ana Müller')]): Collections => ({
    languages: [de],
    projects: [project('orbit', 'Orbit Notes')],
    components: [component('orbit', 'app'), component('orbit', 'core')],
    translations: [translation('orbit', 'core', de, { total: 10, translated: 10 }), app],
    users,
    changes: [change({ id: 1, timestamp: '2026-11-18T10:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'], target: 'Hallo' })],
  });
  const czechLike = translation('orbit', 'app', de, { total: 958, translated: 958 });
  const { total: _total, ...withoutTotal } = czechLike;

  it.each([
    ['translated as a string', { ...czechLike, translated: '958' }, 'translated is the string "958"'],
    ['translated below 0', { ...czechLike, translated: -50 }, 'translated is -50'],
    ['translated not whole', { ...czechLike, translated: 10.5 }, 'translated is 10.5'],
    ['a total above any instance', { ...czechLike, total: 1e15 }, 'total is 1000000000000000'],
    ['no total', withoutTotal, 'total is missing'],
    ['comments as a string', { ...czechLike, have_comment: '3' }, 'have_comment is the string "3"'],
  ])('leaves out a translation with %s, where its strings were counted as untranslated with nothing said, and says which count', async (_, app, detail) => {
    const report = await buildReport(reportInput(collections(app), NOW), CONFIG);
    expect(report.leftOut).toEqual({ languages: 0, projects: 0, components: 0, translations: 1, users: 0, changes: 0 });
    expect(report.leftOutRecords).toEqual([
      { reason: 'translation-count', records: 1, first: { ordinal: 2, place: null, key: `${BASE}/api/translations/orbit/app/de/`, detail } },
    ]);
    expect(report.totals.translations).toBe(1);
    expect(report.languages.map((l) => [l.code, l.coverage.translated, l.coverage.total])).toEqual([['de', 10, 10]]);
    expect(report.projects[0]!.components.map((c) => [c.slug, c.translations.map((row) => row.languageCode)])).toEqual([['app', []], ['core', ['de']]]);
  });

  it('reads a translation whose counts are all whole numbers from 0', async () => {
    const report = await buildReport(reportInput(collections(czechLike), NOW), CONFIG);
    expect(report.leftOut.translations).toBe(0);
    expect(report.languages.map((l) => [l.code, l.coverage.translated, l.coverage.total])).toEqual([['de', 968, 968]]);
  });

  it('counts a component written in a language for none of its components to translate, where its source translation is left out', async () => {
    // German is the source of orbit/app, whose source translation has no usable total, and translated in orbit/core.
    const { total: _sourceTotal, ...sourceWithoutTotal } = translation('orbit', 'app', de, { total: 958, translated: 958 }, { is_source: true });
    const report = await buildReport(reportInput({
      ...collections(sourceWithoutTotal),
      components: [component('orbit', 'app', { source_language: de }), component('orbit', 'core')],
    }, NOW), CONFIG);
    expect(report.leftOut.translations).toBe(1);
    // Its record says it is written in German: not one "not translated into German".
    expect(report.languages.map((l) => [l.code, l.components.translated, l.components.total])).toEqual([['de', 1, 1]]);
    expect({ ...report.componentGaps }).toEqual({ de: [] });
  });

  it('leaves out a user record without a username, or repeating one, and counts it, where it was dropped or counted as a user unsaid', async () => {
    const users = [{ username: 7, full_name: 'Seven' }, { full_name: 'Nobody' }, { username: '', full_name: 'Blank' }, user('ana', 'Ana Müller'), user('ana', 'Ana Again')];
    const report = await buildReport(reportInput(collections(czechLike, users), NOW), CONFIG);
    expect(report.leftOut).toEqual({ languages: 0, projects: 0, components: 0, translations: 0, users: 4, changes: 0 });
    // Named by their place and what was wrong, never by a username: the about page is public.
    expect(report.leftOutRecords).toEqual([
      { reason: 'user-without-username', records: 3, first: { ordinal: 1, place: null, key: null, detail: 'username is 7' } },
      { reason: 'user-repeated', records: 1, first: { ordinal: 5, place: null, key: null, detail: null } },
    ]);
    expect(report.totals.users).toBe(1);
    // The first record of a username is the one read.
    expect(report.contributors.map((c) => [c.username, c.fullName])).toEqual([['ana', 'Ana Müller']]);
  });
});

describe('buildReport with translations of components the components list lacks (a lenient crawl, an edited snapshot)', () => {
  const withoutComponent = (record: Record<string, unknown>) => {
    const { _atlas: _atlas, ...rest } = record;
    return rest;
  };
  const collections = (translations: Record<string, unknown>[]): Collections => ({
    languages: [de, en, fr],
    projects: [project('orbit', 'Orbit Notes')],
    components: [component('orbit', 'core')],
    translations: [
      translation('orbit', 'core', en, { total: 10, translated: 10 }, { is_source: true }),
      translation('orbit', 'core', de, { total: 10, translated: 10 }),
      ...translations,
    ],
    users: [user('ana', 'Ana Müller')],
    changes: [],
  });

  it('counts each in its component and project whatever the order of the records, by the one that carries the component nested', async () => {
    // Only the French translation carries its component: the German one, read first, was counted
    // in German alone, and German said not to be translated into `newer`.
    const german = translation('orbit', 'newer', de, { total: 10, translated: 2 });
    const french = translation('orbit', 'newer', fr, { total: 10, translated: 9 }, { component: component('orbit', 'newer') });
    const [germanFirst, frenchFirst] = await Promise.all([
      buildReport(reportInput(collections([{ ...german, id: 3 }, { ...french, id: 4 }]), NOW), CONFIG),
      buildReport(reportInput(collections([{ ...french, id: 3 }, { ...german, id: 4 }]), NOW), CONFIG),
    ]);
    const orbit = germanFirst.projects[0]!;
    expect([orbit.coverage.translated, orbit.coverage.total]).toEqual([21, 30]);
    expect(orbit.cells.map((cell) => [cell.languageCode, cell.coverage.translated, cell.coverage.total])).toEqual([['de', 12, 20], ['fr', 9, 10]]);
    // Its nested record describes it: listed, with its facts, and counted among the components.
    expect(orbit.components.map((c) => [c.slug, c.name, c.listed, c.fileFormat, c.coverage.translated, c.coverage.total, c.translations.map((row) => row.languageCode)])).toEqual([
      ['core', 'CORE', true, 'po', 10, 10, ['en', 'de']],
      ['newer', 'NEWER', true, 'po', 11, 20, ['fr', 'de']],
    ]);
    expect(germanFirst.totals.components).toBe(2);
    expect(germanFirst.languages.map((l) => [l.code, l.coverage.translated, l.coverage.total, l.components])).toEqual([
      ['de', 12, 20, { translated: 2, total: 2 }],
      ['fr', 9, 10, { translated: 1, total: 2 }],
    ]);
    expect(frenchFirst).toEqual(germanFirst);
  });

  it("places one by its nested component's slugs, not by an _atlas.project a server put in that nested record", async () => {
    // The crawl drops a server's top-level _atlas (withoutServerAtlas) and writes none in nested
    // records: one there is the server's, naming a project the component's URL does not.
    const { project: _project, ...nested } = component('orbit', 'newer');
    const placed = translation('orbit', 'newer', de, { total: 10, translated: 4 }, { component: { ...nested, _atlas: { project: `${BASE}/api/projects/kestrel/` } } });
    const input = collections([placed]);
    input.projects!.push(project('kestrel', 'Kestrel Mail'));
    const report = await buildReport(reportInput(input, NOW), CONFIG);
    expect(report.projects.map((p) => [p.slug, p.components.map((c) => c.slug)])).toEqual([
      ['kestrel', []],
      ['orbit', ['core', 'newer']],
    ]);
  });

  it('places one without its component by the slugs of its URLs, and leaves out one they name none of, so that languages, projects and components add up alike', async () => {
    const report = await buildReport(reportInput(collections([
      // Its component is named by `_atlas.component` alone.
      translation('orbit', 'newer', de, { total: 90, translated: 0 }),
      // No component named at all: its own URL names it, in a category.
      withoutComponent(translation('orbit', 'guides%252Fold', de, { total: 10, translated: 5 })),
      // Nothing names its component: in its language's figures, it would be in no project's.
      { ...withoutComponent(translation('orbit', 'lost', fr, { total: 50, translated: 50 })), url: `${BASE}/api/translations/17/` },
    ]), NOW), CONFIG);
    expect(report.languages.map((l) => [l.code, l.coverage.translated, l.coverage.total, l.coverage.translations, l.components])).toEqual([
      ['de', 15, 110, 3, { translated: 3, total: 3 }],
    ]);
    expect([report.coverage.translated, report.coverage.total, report.coverage.translations]).toEqual([15, 110, 3]);
    const orbit = report.projects[0]!;
    expect([orbit.coverage.translated, orbit.coverage.total]).toEqual([15, 110]);
    expect(orbit.cells.map((cell) => [cell.languageCode, cell.coverage.translated, cell.coverage.total])).toEqual([['de', 15, 110]]);
    expect(orbit.components.map((c) => [c.slug, c.category, c.name, c.listed, c.coverage.translated, c.coverage.total, c.translations.map((row) => row.languageCode)])).toEqual([
      ['core', null, 'CORE', true, 10, 10, ['en', 'de']],
      ['guides/old', 'guides', 'old', false, 5, 10, ['de']],
      ['newer', null, 'newer', false, 0, 90, ['de']],
    ]);
    expect(report.attention.untranslated).toEqual([
      { projectSlug: 'orbit', componentSlug: 'newer', words: 900 },
      { projectSlug: 'orbit', componentSlug: 'guides/old', words: 50 },
    ]);
    expect(report.leftOut).toEqual({ languages: 0, projects: 0, components: 0, translations: 1, users: 0, changes: 0 });
    expect(report.totals.translations).toBe(4);
    // A page each: the overview counted the components list's one alone.
    expect(report.totals.components).toBe(3);
  });
});

describe('people not named at their request, bots the instance marks, deleted accounts', () => {
  const PRIVATE: Collections = {
    languages: [de, fr],
    projects: [project('orbit', 'Orbit Notes')],
    components: [component('orbit', 'app')],
    translations: [
      translation('orbit', 'app', de, { total: 10, translated: 5 }, { last_author: 'Katerina Nowak' }),
      translation('orbit', 'app', fr, { total: 10, translated: 5 }, { last_author: 'Ana Müller' }),
    ],
    users: [user('ana', 'Ana Müller'), user('kat', 'Katerina Nowak'), { ...user('mt', 'Machine Translation'), is_bot: true }],
    changes: [
      change({ id: 1, timestamp: '2026-11-10T10:00:00Z', action: 2, user: 'kat', translation: ['orbit', 'app', 'de'], target: 'Guten Tag' }),
      // Ana accepts Katerina's suggestion: Ana's action, Katerina's translation.
      change({ id: 2, timestamp: '2026-11-11T10:00:00Z', action: 2, user: 'ana', author: 'kat', translation: ['orbit', 'app', 'de'], target: 'Hallo' }),
      change({ id: 3, timestamp: '2026-11-12T10:00:00Z', action: 2, user: 'mt', translation: ['orbit', 'app', 'fr'], target: 'Bonjour' }),
      change({ id: 4, timestamp: '2026-11-13T10:00:00Z', action: 2, user: 'deleted-12', translation: ['orbit', 'app', 'fr'], target: 'Salut' }),
    ],
  };
  const buildPrivate = (extra: Partial<Report['config']> = {}) => buildReport(reportInput(PRIVATE, NOW), siteConfig({ unnamedUsers: ['kat'], ...extra }));

  it('names an unnamed person nowhere in the report, by username or full name, and counts their work', async () => {
    const report = await buildPrivate();
    expect(report.contributors.map((c) => c.username)).toEqual(['deleted-12', 'mt', 'ana']);
    // Only the configuration, which no page shows, holds the name.
    const { config: _, ...shown } = report;
    expect(JSON.stringify(shown)).not.toMatch(/kat|Katerina/);
    expect(report.unnamed).toEqual({
      people: 1,
      windows: { all: { changes: 1, users: 1 }, '12m': { changes: 1, users: 1 }, '6m': { changes: 1, users: 1 }, '3m': { changes: 1, users: 1 }, '1m': { changes: 1, users: 1 } },
      projectTranslations: { orbit: 2 },
    });
    expect(report.latestChanges.map((row) => [row.id, row.username, row.userNotNamed, row.authorUsername, row.authorNotNamed])).toEqual([
      [4, 'deleted-12', undefined, 'deleted-12', undefined],
      [3, 'mt', undefined, 'mt', undefined],
      [2, 'ana', undefined, null, true],
      [1, null, true, null, undefined],
    ]);
    // Every change still counts; the German translations (hers) are left out of its list as a bot's are.
    expect(report.history.instance[2]!.byAction[2]!.at(-1)).toBe(4);
    expect(report.contributorsByLanguage['de']!.all).toEqual([]);
    expect(report.translationsLeftOutByLanguage['de']!.all).toBe(2);
    expect(report.projects[0]!.components[0]!.translations.map((t) => [t.languageCode, t.lastAuthor])).toEqual([['fr', 'Ana Müller'], ['de', 'someone not named']]);
    expect(report.unnamedUsersUnmatched).toEqual([]);
  });

  it('matches unnamedUsers whatever the case, and names the entries that match no one and the placeholders apart', async () => {
    // 'Kat' in another case: her request is kept, not missed with a guess at her username.
    const report = await buildPrivate({ unnamedUsers: ['Kat', 'ghost', 'anonymous', 'deleted-12'] });
    expect(report.unnamedUsersUnmatched).toEqual([{ name: 'ghost', suggestion: null }]);
    expect(report.unnamedUsersPlaceholders).toEqual(['anonymous', 'deleted-12']);
    // A placeholder is no person: the deleted account is listed as before, and counted as no one.
    expect(report.unnamed.people).toBe(1);
    expect(report.contributors.map((c) => c.username)).toEqual(['deleted-12', 'mt', 'ana']);
    const { config: _, ...shown } = report;
    expect(JSON.stringify(shown)).not.toMatch(/kat|Katerina/i);
  });

  it('takes an unnamedUsers entry that is the full name of one user for that user, and one several users share for none', async () => {
    // Given as the name the site showed, in another case: she was named everywhere, the warning saying no one had that name.
    const report = await buildPrivate({ unnamedUsers: ['katerina NOWAK'] });
    expect(report.unnamed.people).toBe(1);
    expect(report.unnamedUsersUnmatched).toEqual([]);
    expect(report.unnamedUsersByFullName).toEqual([{ name: 'katerina NOWAK', usernames: ['kat'] }]);
    expect(report.contributors.map((c) => c.username)).toEqual(['deleted-12', 'mt', 'ana']);
    expect(report.projects[0]!.components[0]!.translations.map((t) => [t.languageCode, t.lastAuthor])).toEqual([['fr', 'Ana Müller'], ['de', 'someone not named']]);
    // Only the configuration and the field for the build's warning hold her name.
    const { config: _, unnamedUsersByFullName: __, ...shown } = report;
    expect(JSON.stringify(shown)).not.toMatch(/kat|Katerina/i);
    // Two users of one full name: it names neither, and is among the entries matching no one.
    const shared = await buildReport(
      reportInput({ ...PRIVATE, users: [...PRIVATE.users!, user('ana2', 'Ana Müller')] }, NOW), siteConfig({ unnamedUsers: ['Ana Müller'] }),
    );
    expect(shared.unnamed.people).toBe(0);
    expect(shared.unnamedUsersUnmatched).toEqual([{ name: 'Ana Müller', suggestion: null }]);
    expect(shared.unnamedUsersByFullName).toEqual([{ name: 'Ana Müller', usernames: ['ana', 'ana2'] }]);
    // A username wins over a full name: 'ana' is Ana, whoever's full name it is.
    const both = await buildReport(reportInput({ ...PRIVATE, users: [...PRIVATE.users!, user('x', 'ana')] }, NOW), siteConfig({ unnamedUsers: ['ana'] }));
    expect(both.contributors.map((c) => c.username)).toEqual(['kat', 'deleted-12', 'mt']);
    expect(both.unnamedUsersByFullName).toEqual([]);
  });

  it('matches entries in capitals as a comparison that ignores case should: Turkish dotless i too', async () => {
    const TURKISH: Collections = {
      ...PRIVATE,
      users: [user('Işık', 'Işık Demir'), user('Yılmaz', 'Ayşe Yılmaz')],
      changes: [
        change({ id: 1, timestamp: '2026-11-10T10:00:00Z', action: 2, user: 'Işık', translation: ['orbit', 'app', 'de'], target: 'Guten Tag' }),
        change({ id: 2, timestamp: '2026-11-11T10:00:00Z', action: 2, user: 'Yılmaz', translation: ['orbit', 'app', 'fr'], target: 'Bonjour' }),
      ],
    };
    // 'IŞIK' lower-cased is 'işik', not 'ışık': matched by lower case alone, Işık stayed named.
    const report = await buildReport(reportInput(TURKISH, NOW), siteConfig({ unnamedUsers: ['IŞIK'], excludeUsers: ['YILMAZ'] }));
    expect(report.unnamedUsersUnmatched).toEqual([]);
    expect(report.unnamed.people).toBe(1);
    expect(report.contributors.map((c) => c.username)).toEqual(['Yılmaz']);
    expect(report.excludeUsersUnmatched).toEqual([{ name: 'YILMAZ', suggestion: 'Yılmaz' }]);
  });

  it('matches unnamedUsers and excludeUsers entries whatever their Unicode normalization, by username and by full name', async () => {
    // 'renée' and 'josé' stored in NFC, 'zoë' in NFD; entries the other way round, as text copied
    // from a macOS file name comes: she stayed named, the warning saying no user was called "renée".
    const NORMALIZED: Collections = {
      ...PRIVATE,
      users: [user('renée', 'Renée Private'), user('zoe\u0308', 'Zoe\u0308 Quiet'), user('josé', 'José Bot'), user('jo\u0308rg', 'Jörg Bot'), user('ana', 'Ana Müller')],
      changes: ['renée', 'zoe\u0308', 'josé', 'jo\u0308rg', 'ana'].map((username, i) => change({
        id: i + 1, timestamp: `2026-11-1${i}T10:00:00Z`, action: 2, user: username, translation: ['orbit', 'app', 'de'], target: `Text ${i}`,
      })),
    };
    const build = (config: Partial<Report['config']>) => buildReport(reportInput(NORMALIZED, NOW), siteConfig(config));
    const byUsername = await build({ unnamedUsers: ['rene\u0301e', 'zoë'], excludeUsers: ['jose\u0301', 'jörg'] });
    expect(byUsername.unnamed.people).toBe(2);
    expect(byUsername.unnamedUsersUnmatched).toEqual([]);
    expect(byUsername.excludeUsersUnmatched).toEqual([]);
    expect(byUsername.contributors.map((c) => [c.username, c.excluded])).toEqual([['ana', false], ['josé', true], ['jo\u0308rg', true]]);
    // In capitals, and given as the full name the site showed, in the other form each.
    const byFullName = await build({ unnamedUsers: ['RENE\u0301E PRIVATE', 'ZOË QUIET'] });
    expect(byFullName.unnamed.people).toBe(2);
    expect(byFullName.unnamedUsersUnmatched).toEqual([]);
    expect(byFullName.unnamedUsersByFullName).toEqual([{ name: 'RENE\u0301E PRIVATE', usernames: ['renée'] }, { name: 'ZOË QUIET', usernames: ['zoe\u0308'] }]);
    expect(byFullName.contributors.map((c) => c.username)).toEqual(['ana', 'josé', 'jo\u0308rg']);
    const { config: _, unnamedUsersByFullName: __, ...shown } = byFullName;
    expect(JSON.stringify(shown).normalize('NFC')).not.toMatch(/renée|zoë/i);
    // An excludeUsers entry differing in case and normalization is no match, but suggests the username.
    const inCapitals = await build({ excludeUsers: ['JOSE\u0301'] });
    expect(inCapitals.excludeUsersUnmatched).toEqual([{ name: 'JOSE\u0301', suggestion: 'josé' }]);
    expect(inCapitals.contributors.every((c) => !c.excluded)).toBe(true);
  });

  it('matches unnamedUsers entries with spaces around them, and a ß written in capitals as SS', async () => {
    const SPELLED: Collections = {
      ...PRIVATE,
      users: [user('ksenias', 'Ксения Смирнова'), user('dmitry', 'Dmitry Orlov'), user('ana-m', 'Ana Müßig'), user('ana', 'Ana Müller')],
      changes: ['ksenias', 'dmitry', 'ana-m', 'ana'].map((username, i) => change({
        id: i + 1, timestamp: `2026-11-1${i}T10:00:00Z`, action: 2, user: username, translation: ['orbit', 'app', 'de'], target: `Text ${i}`,
      })),
    };
    const report = await buildReport(reportInput(SPELLED, NOW), siteConfig({ unnamedUsers: ['ksenias ', ' dmitry', 'ANA MÜSSIG'], excludeUsers: [' ana '] }));
    expect(report.unnamedUsersUnmatched).toEqual([]);
    expect(report.unnamed.people).toBe(3);
    expect(report.excludeUsersUnmatched).toEqual([]);
    expect(report.contributors.map((c) => [c.username, c.excluded])).toEqual([['ana', true]]);
  });

  it('takes a full-name entry for the one user who has it as written, where another\'s folds alike', async () => {
    // 'Ana Müßig' and 'Ana Müssig' are two people; folded (ß as ss) they were one name shared by
    // two, and the entry written exactly as hers named neither: she stayed named.
    const ALIKE: Collections = {
      ...PRIVATE,
      users: [user('amuessig', 'Ana Müßig'), user('amussig', 'Ana Müssig'), user('ana', 'Ana Müller')],
      changes: ['amuessig', 'amussig', 'ana'].map((username, i) => change({
        id: i + 1, timestamp: `2026-11-1${i}T10:00:00Z`, action: 2, user: username, translation: ['orbit', 'app', 'de'], target: `Text ${i}`,
      })),
    };
    const build = (unnamedUsers: string[]) => buildReport(reportInput(ALIKE, NOW), siteConfig({ unnamedUsers }));
    const exact = await build([' Ana Müßig']);
    expect(exact.unnamed.people).toBe(1);
    expect(exact.unnamedUsersUnmatched).toEqual([]);
    expect(exact.unnamedUsersByFullName).toEqual([{ name: ' Ana Müßig', usernames: ['amuessig'] }]);
    expect(exact.contributors.map((c) => c.username)).toEqual(['amussig', 'ana']);
    // Written as neither has it (in capitals): still one name two people share, naming none.
    const capitals = await build(['ANA MÜSSIG']);
    expect(capitals.unnamed.people).toBe(0);
    expect(capitals.unnamedUsersByFullName).toEqual([{ name: 'ANA MÜSSIG', usernames: ['amuessig', 'amussig'] }]);
    // Both written, each as its person has it: both are not named (the second entry, folded alike,
    // replaced the first, and Ana Müßig stayed named without a word).
    const both = await build(['Ana Müßig', 'Ana Müssig']);
    expect(both.unnamed.people).toBe(2);
    expect(both.unnamedUsersUnmatched).toEqual([]);
    expect(both.unnamedUsersByFullName).toEqual([{ name: 'Ana Müßig', usernames: ['amuessig'] }, { name: 'Ana Müssig', usernames: ['amussig'] }]);
    expect(both.contributors.map((c) => c.username)).toEqual(['ana']);
  });

  it('takes an entry that folds to one username but is, as written, another user\'s full name for both', async () => {
    // With unnamedUsers ['strauss', 'Strauß'], 'Strauß' (js's full name, a person who asked) folded
    // to the username strauss, and js stayed named on every page without a word.
    const FOLDED: Collections = {
      ...PRIVATE,
      users: [user('strauss', 'Johann Strauss'), user('js', 'Strauß'), user('ana', 'Ana Müller')],
      changes: ['strauss', 'js', 'ana'].map((username, i) => change({
        id: i + 1, timestamp: `2026-11-1${i}T10:00:00Z`, action: 2, user: username, translation: ['orbit', 'app', 'de'], target: `Text ${i}`,
      })),
    };
    const report = await buildReport(reportInput(FOLDED, NOW), siteConfig({ unnamedUsers: ['strauss', 'Strauß'] }));
    expect(report.unnamed.people).toBe(2);
    expect(report.unnamedUsersUnmatched).toEqual([]);
    expect(report.unnamedUsersByFullName).toEqual([{ name: 'Strauß', usernames: ['js'] }]);
    expect(report.contributors.map((c) => c.username)).toEqual(['ana']);
  });

  it('takes an entry written as a mention or a user\'s address for the user it names', async () => {
    // unnamedUsers ['@kat'] or her profile's address matched no one and left her named on every page,
    // though excludeUsers reads such an entry as kat.
    for (const entry of ['@kat', '@KAT', 'https://hosted.weblate.org/user/kat/', 'hosted.weblate.org/user/kat/', 'https://hosted.weblate.org/api/users/kat/']) {
      const report = await buildPrivate({ unnamedUsers: [entry], excludeUsers: ['kat', 'Ana-bot'] });
      expect(report.unnamed.people).toBe(1);
      expect(report.unnamedUsersUnmatched).toEqual([]);
      expect(report.unnamedUsersByAddress).toEqual([entry]);
      expect(report.latestChanges.map((row) => [row.id, row.username, row.userNotNamed])).toEqual([
        [4, 'deleted-12', undefined], [3, 'mt', undefined], [2, 'ana', undefined], [1, null, true],
      ]);
      expect(report.excludeUsersSaid).toEqual(['Ana-bot']);
      expect(unnamedUsersWarning(report.unnamedUsersUnmatched, report.unnamedUsersPlaceholders, 'atlas.config.json', report.unnamedUsersUnmatchedCells, report.unnamedUsersByFullName, report.unnamedUsersByAddress))
        .toBe(`atlas.config.json: unnamedUsers: "${entry}" is no username (entries are usernames) but a mention or a user's address, taken to mean the user it names, who is not named: write the username alone instead`);
    }
    // An entry that is a username as written is that user, not the one its mention would name.
    const ats = await buildReport(reportInput({ ...PRIVATE, users: [...PRIVATE.users!, user('@kat', 'Other Person')] }, NOW), siteConfig({ unnamedUsers: ['@kat'] }));
    expect([...ats.unnamedUsersByAddress, ats.unnamed.people]).toEqual([1]);
  });

  it('takes a full name typed without its accents for the one user it is, and for none where several', async () => {
    // unnamedUsers ['Ana Muller'] (her name is 'Ana Müller') matched no one and left her named.
    const report = await buildPrivate({ unnamedUsers: ['ANA MULLER'] });
    expect(report.unnamed.people).toBe(1);
    expect(report.unnamedUsersUnmatched).toEqual([]);
    expect(report.unnamedUsersByFullName).toEqual([{ name: 'ANA MULLER', usernames: ['ana'] }]);
    expect(report.latestChanges.find((row) => row.id === 2)!.userNotNamed).toBe(true);
    const shared = await buildReport(reportInput({ ...PRIVATE, users: [...PRIVATE.users!, user('ana2', 'Ána Muller')] }, NOW), siteConfig({ unnamedUsers: ['Ana Muler', 'ANA MULLER'] }));
    expect(shared.unnamed.people).toBe(0);
    expect(shared.unnamedUsersUnmatched.map(({ name }) => name)).toEqual(['Ana Muler', 'ANA MULLER']);
    expect(shared.unnamedUsersByFullName).toEqual([{ name: 'ANA MULLER', usernames: ['ana', 'ana2'] }]);
  });

  it('matches a name copied from the site, with the invisible bidi isolates it wraps every name in', async () => {
    // The site shows '\u2068Katerina Nowak\u2069 (\u2068kat\u2069)', and a browser copies the isolates
    // too: unnamedUsers ['\u2068kat\u2069'] matched no one, and she stayed named on every page.
    for (const entry of ['\u2068kat\u2069', '\u2068Katerina Nowak\u2069', 'kat\u200B']) {
      const report = await buildPrivate({ unnamedUsers: [entry], excludeUsers: ['\u2068kat\u2069', 'Ana-bot'] });
      expect(report.unnamed.people).toBe(1);
      expect(report.unnamedUsersUnmatched).toEqual([]);
      expect(report.contributors.map((c) => c.username)).toEqual(['deleted-12', 'mt', 'ana']);
      expect(report.excludeUsersSaid).toEqual(['Ana-bot']);
      expect(report.excludeUsersUnmatched).toEqual([{ name: 'Ana-bot', suggestion: null }]);
    }
  });

  it('never names someone not named through an excludeUsers entry in another case', async () => {
    const report = await buildPrivate({ excludeUsers: ['KAT', 'Ana-bot', '@kat', 'https://hosted.weblate.org/user/kat/'], unnamedUsers: ['kat'] });
    // 'KAT' is not said to match no one (with 'kat' as a guess); 'Ana-bot' is, with no guess.
    expect(report.excludeUsersUnmatched).toEqual([{ name: 'Ana-bot', suggestion: null }]);
    // They match no one all the same: warned of by their places alone.
    expect(report.excludeUsersUnmatchedUnquoted).toEqual([1, 3, 4]);
  });

  it('never names someone not named through an excludeUsers entry that is their full name', async () => {
    // 'Katerina Nowak' (kat's full name, no username) was listed on the about page and warned of as
    // 'Katerina Nowak (no user of that name)', naming the person unnamedUsers ['kat'] hides.
    // Nor through her profile's address without its scheme, as a browser's bar gives it to copy.
    const report = await buildPrivate({ excludeUsers: ['Katerina Nowak', 'KATERINA NOWAK ', 'hosted.weblate.org/user/kat/', 'Ana-bot', 'mt'], unnamedUsers: ['kat'] });
    expect(report.excludeUsersUnmatched).toEqual([{ name: 'Ana-bot', suggestion: null }]);
    expect(report.excludeUsersSaid).toEqual(['Ana-bot', 'mt']);
    expect(excludedPhrase(report.excludeUsersSaid, report.excludeUsersUnmatched, report.config.unnamedUsers, report.unnamedUsersByFullName))
      .toBe('Ana-bot (no user of that name), mt');
  });

  it('never names someone not named through an excludeUsers entry that writes their name with other characters between its words', async () => {
    // 'Katerina  Nowak' (two spaces, one on the page) and 'katerina-nowak' were listed on the about
    // page as 'Katerina  Nowak (no user of that name)', naming the person unnamedUsers ['kat'] hides.
    const report = await buildPrivate({ excludeUsers: ['Katerina  Nowak', 'katerina-nowak', 'Katerina\tNowak', 'katerina.nowak-bot', 'Ana-bot', 'mt'], unnamedUsers: ['kat'] });
    expect(report.excludeUsersUnmatched).toEqual([{ name: 'Ana-bot', suggestion: null }]);
    expect(report.excludeUsersUnmatchedUnquoted).toEqual([1, 2, 3, 4]);
    expect(report.excludeUsersSaid).toEqual(['Ana-bot', 'mt']);
  });

  it('never names someone not named through an excludeUsers entry that holds their name in another shape', async () => {
    // With unnamedUsers ['ana'] (Ana Müller), the about page listed 'Ana Muller (no user of that name)',
    // an e-mail address and Weblate's own profile address of hers, as written.
    const report = await buildPrivate({
      unnamedUsers: ['ana'],
      excludeUsers: ['Ana Muller', 'ANA MULLER', 'ana@example.org', 'mailto:ana', 'https://hosted.weblate.org/accounts/profile/ana/', 'Banana', 'weblate-bot', 'mt'],
    });
    expect(report.unnamed.people).toBe(1);
    expect(report.excludeUsersUnmatched).toEqual([{ name: 'Banana', suggestion: null }, { name: 'weblate-bot', suggestion: null }]);
    expect(report.excludeUsersUnmatchedUnquoted).toEqual([1, 2, 3, 4, 5]);
    expect(report.excludeUsersSaid).toEqual(['Banana', 'weblate-bot', 'mt']);
    expect(excludedPhrase(report.excludeUsersSaid, report.excludeUsersUnmatched, report.config.unnamedUsers, report.unnamedUsersByFullName))
      .toBe('Banana (no user of that name), weblate-bot (no user of that name), mt');
  });

  it('warns of a misspelt bot holding the name of someone not named by its place in the list, quoting it nowhere', async () => {
    // 'kat-bot' (the bot is mt; kat not named) matched no one and was neither listed nor warned of:
    // a typo kept a real bot on every leaderboard without a word.
    const report = await buildPrivate({ excludeUsers: ['mt', 'Ana-bot', 'kat-bot', 'kat'], unnamedUsers: ['kat'] });
    expect(report.excludeUsersUnmatched).toEqual([{ name: 'Ana-bot', suggestion: null }]);
    expect(report.excludeUsersUnmatchedUnquoted).toEqual([3]);
    expect(report.excludeUsersSaid).toEqual(['mt', 'Ana-bot']);
    expect(excludeUsersWarning(report.excludeUsersUnmatched, 'atlas.config.json', report.excludeUsersUnmatchedUnquoted)).toBe(
      'atlas.config.json: excludeUsers: no user of this snapshot is called "Ana-bot"; the 3rd entry matches no user of this snapshot ' +
        '(not quoted: it holds the name of someone in unnamedUsers): usernames are matched exactly (a snapshot holds only the users its change log names)',
    );
  });

  it('never names someone not named through a comment\'s mention of them', async () => {
    // '@kat could you check?' (Weblate's way of naming a user in a comment) was listed as written.
    const comments: Collections = {
      ...PRIVATE,
      changes: [...PRIVATE.changes!, change({ id: 5, timestamp: '2026-11-14T10:00:00Z', action: 3, user: 'ana', translation: ['orbit', 'app', 'de'], target: '@KAT could you check? cc @katja, mail kat@example.org (@kat)' })],
    };
    const report = await buildReport(reportInput(comments, NOW), siteConfig({ unnamedUsers: ['kat'] }));
    expect(report.latestChanges[0]!.target).toBe('@someone not named could you check? cc @katja, mail kat@example.org (@someone not named)');
    // Nor through the start of a mention that the cut to 500 characters (TARGET_LIMIT) ended in.
    const long: Collections = { ...comments, changes: [...comments.changes!.slice(0, 4), change({ id: 5, timestamp: '2026-11-14T10:00:00Z', action: 3, user: 'ana', translation: ['orbit', 'app', 'de'], target: `${'x'.repeat(496)} @ka is @kat` })] };
    const cut = await buildReport(reportInput(long, NOW), siteConfig({ unnamedUsers: ['kat'] }));
    expect(cut.latestChanges[0]!.target).toBe(`${'x'.repeat(496)} @someone not named…`);
    const named = await buildReport(reportInput(comments, NOW), siteConfig({}));
    expect(named.latestChanges[0]!.target).toBe('@KAT could you check? cc @katja, mail kat@example.org (@kat)');
  });

  it('never names someone not named through a mention Weblate reads as theirs, punctuation beside it', async () => {
    // Weblate's MENTION_RE (`(?<!\w)(@[\w.@+-]+)\b`) takes '.@kat', '+@kat', '@kat-', '@kat+' and
    // '@kat@' before a space for kat, and notifies her; each was listed as written.
    const comments: Collections = {
      ...PRIVATE,
      changes: [...PRIVATE.changes!, change({ id: 5, timestamp: '2026-11-14T10:00:00Z', action: 3, user: 'ana', translation: ['orbit', 'app', 'de'], target: 'Thanks.@kat -@kat +@kat @kat- @kat+ @kat@ (@kat--) but @kat+@ana, @kat-2, @kat.x, ana@kat and @kat_2 are others' })],
    };
    const report = await buildReport(reportInput(comments, NOW), siteConfig({ unnamedUsers: ['kat'] }));
    expect(report.latestChanges[0]!.target).toBe(
      'Thanks.@someone not named -@someone not named +@someone not named @someone not named- @someone not named+ @someone not named@ (@someone not named--) but @kat+@ana, @kat-2, @kat.x, ana@kat and @kat_2 are others',
    );
    // A cut after such a mark's start goes whole too.
    const long: Collections = { ...comments, changes: [...comments.changes!.slice(0, 4), change({ id: 5, timestamp: '2026-11-14T10:00:00Z', action: 3, user: 'ana', translation: ['orbit', 'app', 'de'], target: `${'x'.repeat(495)}.@kat is here` })] };
    const cut = await buildReport(reportInput(long, NOW), siteConfig({ unnamedUsers: ['kat'] }));
    expect(cut.latestChanges[0]!.target).toBe(`${'x'.repeat(495)}.@someone not named…`);
  });

  it('tells a translation\'s last author by the change log without full names (a crawl without an admin\'s token), and never shows an unnamed person\'s full name', async () => {
    // No users collection: the crawl stored the users the change log names, without full names.
    const anonymousCrawl = await buildReport(reportInput({ ...PRIVATE, users: [] }, NOW), siteConfig({ unnamedUsers: ['kat'] }));
    expect(anonymousCrawl.projects[0]!.components[0]!.translations.map((t) => [t.languageCode, t.lastAuthor])).toEqual([['fr', 'Ana Müller'], ['de', 'someone not named']]);
    // Ana is unnamed; the French translation's last author, by the log, is mt, whose full name Weblate
    // gave as hers: a reader could not tell them apart, so her name is not shown for him either.
    const namesake = await buildReport(reportInput({
      ...PRIVATE,
      translations: [
        translation('orbit', 'app', de, { total: 10, translated: 5 }, { last_author: 'Katerina Nowak' }),
        translation('orbit', 'app', fr, { total: 10, translated: 5 }, { last_author: 'Ana Müller' }),
      ],
      users: [user('ana', 'Ana Müller'), user('kat', 'Katerina Nowak'), { ...user('mt', 'Ana Müller'), is_bot: true }],
      changes: PRIVATE.changes!.slice(0, 3),
    }, NOW), siteConfig({ unnamedUsers: ['ana'] }));
    expect(namesake.projects[0]!.components[0]!.translations.map((t) => [t.languageCode, t.lastAuthor])).toEqual([['fr', 'someone not named'], ['de', 'Katerina Nowak']]);
    // A translation the log says nothing of goes by name, and, where an unnamed person's full name is not known, shows none.
    const noLog = await buildReport(reportInput({ ...PRIVATE, users: [], changes: [] }, NOW), siteConfig({ unnamedUsers: ['kat'] }));
    expect(noLog.projects[0]!.components[0]!.translations.map((t) => [t.languageCode, t.lastAuthor])).toEqual([['fr', null], ['de', null]]);
    const noLogNamed = await buildReport(reportInput({ ...PRIVATE, changes: [] }, NOW), siteConfig({ unnamedUsers: ['kat'] }));
    expect(noLogNamed.projects[0]!.components[0]!.translations.map((t) => [t.languageCode, t.lastAuthor])).toEqual([['fr', 'Ana Müller'], ['de', 'someone not named']]);
  });

  it('names no unnamed person whose comment is a translation\'s newest change, which Weblate makes its last author', async () => {
    const commented: Collections = {
      ...PRIVATE,
      translations: [
        translation('orbit', 'app', de, { total: 10, translated: 5 }, { last_author: 'Ana Müller' }),
        translation('orbit', 'app', fr, { total: 10, translated: 5 }, { last_author: 'Katerina Nowak' }),
      ],
      changes: [...PRIVATE.changes!, change({ id: 5, timestamp: '2026-11-14T10:00:00Z', action: 3, user: 'kat', translation: ['orbit', 'app', 'fr'], target: 'Zu lang?' })],
    };
    // The German translation's newest change is Ana's acceptance of Katerina's suggestion: hers, by its
    // author. With her full name known, the name served (Ana's) is not hers, and stays; without it, it
    // could be hers.
    const cases: [NonNullable<Collections['users']>, string][] = [[PRIVATE.users!, 'Ana Müller'], [[], 'someone not named']];
    for (const [users, german] of cases) {
      const report = await buildReport(reportInput({ ...commented, users }, NOW), siteConfig({ unnamedUsers: ['kat'] }));
      expect(report.projects[0]!.components[0]!.translations.map((t) => [t.languageCode, t.lastAuthor])).toEqual([['fr', 'someone not named'], ['de', german]]);
    }
  });

  it('counts the Last author cells an unnamedUsers entry matching no one hides, where every other full name is known', async () => {
    // Ana's name served on two translations: German, whose newest change is Katerina's suggestion
    // (accepted by Ana), and the web component's, of which the log holds nothing.
    const stale: Collections = {
      ...PRIVATE,
      components: [component('orbit', 'app'), component('orbit', 'web')],
      translations: [
        translation('orbit', 'app', de, { total: 10, translated: 5 }, { last_author: 'Ana Müller' }),
        translation('orbit', 'web', de, { total: 10, translated: 5 }, { last_author: 'Ana Müller' }),
      ],
    };
    const cells = (report: Report) => report.projects[0]!.components.map((c) => [c.slug, c.translations.map((t) => [t.languageCode, t.lastAuthor])]);
    const known = await buildReport(reportInput(stale, NOW), siteConfig({ unnamedUsers: ['kat'] }));
    expect(cells(known)).toEqual([['app', [['de', 'Ana Müller']]], ['web', [['de', 'Ana Müller']]]]);
    expect(known.unnamedUsersUnmatchedCells).toBeNull();
    // 'ghost' is stored nowhere, so their full name is unknown: Ana's name could be theirs.
    const withGhost = await buildReport(reportInput(stale, NOW), siteConfig({ unnamedUsers: ['kat', 'ghost'] }));
    expect(cells(withGhost)).toEqual([['app', [['de', 'someone not named']]], ['web', [['de', null]]]]);
    expect(withGhost.unnamedUsersUnmatchedCells).toEqual({ empty: 1, notNamed: 1 });
    // Without full names (an anonymous crawl) those cells go so anyway: not the entry's doing.
    const anonymous = await buildReport(reportInput({ ...stale, users: [] }, NOW), siteConfig({ unnamedUsers: ['kat', 'ghost'] }));
    expect(cells(anonymous)).toEqual(cells(withGhost));
    expect(anonymous.unnamedUsersUnmatchedCells).toBeNull();
  });

  it('counts the Last author cells left empty because people not named have no full name in the snapshot', async () => {
    // Ana's name on German (newest change Katerina's suggestion), on French, where the log makes
    // Ana its last author (her translation, none since), and on the web component's German; Ben's
    // on its French. The log holds nothing of the web component.
    const anonymousCrawl: Collections = {
      ...PRIVATE,
      components: [component('orbit', 'app'), component('orbit', 'web')],
      translations: [
        translation('orbit', 'app', de, { total: 10, translated: 5 }, { last_author: 'Ana Müller' }),
        translation('orbit', 'app', fr, { total: 10, translated: 5 }, { last_author: 'Ana Müller' }),
        translation('orbit', 'web', de, { total: 10, translated: 5 }, { last_author: 'Ana Müller' }),
        translation('orbit', 'web', fr, { total: 10, translated: 5 }, { last_author: 'Ben Okafor' }),
      ],
      users: [],
      changes: [
        ...PRIVATE.changes!.slice(0, 2),
        change({ id: 3, timestamp: '2026-11-12T10:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'app', 'fr'], target: 'Bonjour' }),
      ],
    };
    const cells = (report: Report) => report.projects[0]!.components.map((c) => [c.slug, c.translations.map((t) => [t.languageCode, t.lastAuthor])]);
    const report = await buildReport(reportInput(anonymousCrawl, NOW), siteConfig({ unnamedUsers: ['kat'] }));
    // Katerina's full name unknown: either name on the web component could be hers, and neither is shown.
    expect(cells(report)).toEqual([['app', [['fr', 'Ana Müller'], ['de', 'someone not named']]], ['web', [['fr', null], ['de', null]]]]);
    expect(report.lastAuthorsWithoutFullNames).toEqual({ people: 1, unnamed: 1, emptyCells: 2 });
    // With her full name stored, nothing is left empty for it, and nothing is counted.
    const withNames = await buildReport(reportInput({ ...anonymousCrawl, users: PRIVATE.users! }, NOW), siteConfig({ unnamedUsers: ['kat'] }));
    expect(cells(withNames)).toEqual([['app', [['fr', 'Ana Müller'], ['de', 'Ana Müller']]], ['web', [['fr', 'Ben Okafor'], ['de', 'Ana Müller']]]]);
    expect(withNames.lastAuthorsWithoutFullNames).toBeNull();
    expect((await buildReport(reportInput(anonymousCrawl, NOW), siteConfig())).lastAuthorsWithoutFullNames).toBeNull();
  });

  it('leaves a user the instance marks as a bot out of the boards, as a configured one, and gives a deleted account no page', async () => {
    const report = await buildPrivate();
    const mt = report.contributors.find((c) => c.username === 'mt')!;
    expect([mt.excluded, mt.bot, mt.windows.all.translations]).toEqual([true, true, 1]);
    expect(report.contributorsByLanguage['fr']!.all.map((entry) => entry.username)).toEqual(['deleted-12']);
    expect(report.languages.map((l) => [l.code, l.contributors])).toEqual([['de', 0], ['fr', 0]]);
    const deleted = report.latestChanges.find((row) => row.id === 4)!;
    expect([deleted.userHasPage, deleted.authorHasPage]).toEqual([false, false]);
    expect(report.latestChanges.find((row) => row.id === 2)!.userHasPage).toBeUndefined();
  });

  it('reads whether the user records say who is a bot: any is_bot, true or false, does; none, as Weblate serves a caller who may not manage users, does not', async () => {
    expect((await buildPrivate()).botFlagsRead).toBe(true);
    const allFalse = PRIVATE.users!.map((record) => ({ ...record, is_bot: false }));
    expect((await buildReport(reportInput({ ...PRIVATE, users: allFalse }, NOW), siteConfig())).botFlagsRead).toBe(true);
    // Weblate's BasicUserSerializer: full_name and username (and id on 2026.x), no is_bot.
    const basic = [{ id: 1, ...user('ana', 'Ana Müller') }, { id: 2, ...user('kat', 'Katerina Nowak') }, { id: 3, ...user('mt', 'Machine Translation') }];
    const untold = await buildReport(reportInput({ ...PRIVATE, users: basic }, NOW), siteConfig());
    expect(untold.botFlagsRead).toBe(false);
    // The bot is then a person like any other, on the boards.
    expect(untold.contributors.filter((c) => c.excluded).map((c) => c.username)).toEqual([]);
    // Users taken from the change log ({ username, url }) say nothing either; nor does a record's is_bot that is not true or false.
    const fromLog = [{ username: 'ana', url: 'https://weblate.example/api/users/ana/' }, { ...user('mt', 'Machine Translation'), is_bot: 'yes' }];
    expect((await buildReport(reportInput({ ...PRIVATE, users: fromLog }, NOW), siteConfig())).botFlagsRead).toBe(false);
  });
});

describe('buildReport and the event loop', () => {
  it('gives it a turn in its long loops whenever its breather owes a pause, so that the build\'s progress timer runs', async () => {
    // Each look at the clock finds 200 ms more gone: every check owes a pause.
    let clock = 0;
    const breather = new Breather(150, () => (clock += 200));
    // What a timer would see: turns of the event loop while the report is computed (the records
    // come through microtasks alone, which give it none).
    let turns = 0;
    let computing = true;
    const turn = () => {
      if (!computing) return;
      turns += 1;
      setImmediate(turn);
    };
    setImmediate(turn);
    const report = await buildReport(reportInput(COLLECTIONS, NOW), CONFIG, breather);
    computing = false;
    // One batch of changes, three people credited (ana, bot, admin) and three languages translated
    // (de, fr, pt_BR) in the per-language boards.
    expect([breather.pauses, turns]).toEqual([7, 7]);
    expect(report).toEqual(await build());
  });
});
