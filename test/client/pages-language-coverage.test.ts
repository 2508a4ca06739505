// A language translated in more projects and components than its page lists: the page lists those
// with the most untranslated strings, says so, and links the language's coverage page, which lists
// them all. Lists of the latest changes say whether they hold every change or only the latest.
import { describe, expect, it } from 'vitest';
import { change, component, language, project, translation, user, type Collections } from '../report/fixtures.ts';

type Json = Record<string, unknown>;
import { actionTotals, hasLanguageCoveragePage, instanceSeries } from '../../src/report/views.ts';
import { actionName } from '../../src/weblate/actions.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const en = language('en', 'English');
const de = language('de', 'German');
const fr = language('fr', 'French');
// 35 projects of two components each; German in all 70, project p<n> missing n strings in each.
const slugs = Array.from({ length: 35 }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);
const translations: Json[] = [];
for (const [i, slug] of slugs.entries()) {
  for (const part of ['app', 'docs']) {
    translations.push(translation(slug, part, en, { total: 100, translated: 100 }, { is_source: true }));
    translations.push(translation(slug, part, de, { total: 100, translated: 100 - (i + 1) }));
    if (i < 3 && part === 'app') translations.push(translation(slug, part, fr, { total: 100, translated: 50 }));
  }
}
const changes: Json[] = [
  // 25 by ana in German, the latest of them last.
  ...Array.from({ length: 35 }, (_, i) => change({ id: i + 1, timestamp: `2026-11-0${1 + (i % 9)}T10:${String(i).padStart(2, '0')}:00Z`, action: 2, user: i < 25 ? 'ana' : 'ben', translation: [slugs[i]!, 'app', 'de'] })),
  change({ id: 36, timestamp: '2026-11-10T10:00:00Z', action: 2, user: 'ben', translation: ['p01', 'app', 'fr'] }),
  change({ id: 37, timestamp: '2026-11-10T11:00:00Z', action: 2, user: 'ben', translation: ['p02', 'app', 'fr'] }),
];
const COLLECTIONS: Collections = {
  languages: [en, de, fr],
  projects: slugs.map((slug) => project(slug, `Project ${slug}`)),
  components: slugs.flatMap((slug) => [component(slug, 'app'), component(slug, 'docs')]),
  translations,
  users: [user('ana', 'Ana'), user('ben', 'Ben')],
  changes,
};

const snapshot = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z');
const summary = (code: string) => snapshot.report.languages.find((l) => l.code === code);
const languagePage = async (code: string) => snapshot.renderer.render('/src/pages/languages/[code].astro', { language: summary(code) });
const captions = (html: string) => [...html.matchAll(/<caption>([^<]*)<\/caption>/g)].map((m) => m[1]);
const rowsOf = (html: string) => (html.match(/<tr>/g) ?? []).length;

describe('a language in more projects and components than its page lists', () => {
  it('has a coverage page where its page cannot list them all, and none where it can', () => {
    expect([hasLanguageCoveragePage(snapshot.report, 'de'), hasLanguageCoveragePage(snapshot.report, 'fr')]).toEqual([true, false]);
  });

  it('lists those with the most untranslated strings, says how many of how many, and links the page of all', async () => {
    const html = await languagePage('de');
    const page = text(html);
    expect(page).toContain('The 30 projects with the most untranslated strings in German ; all 35 are on its coverage page .');
    expect(page).toContain('The 50 components with the most untranslated strings in German ; all 70 are on its coverage page .');
    expect((html.match(/<a href="\/languages\/de\/coverage\/">its coverage page<\/a>/g) ?? []).length).toBe(2);
    expect(captions(html).slice(0, 2)).toEqual(['German in 30 of its 35 projects', 'German in 50 of its 70 components']);
    // The filter says it searches only the rows shown.
    expect(html).toContain(`data-filter-note="of the 50 shown only; all 70 are on the language's coverage page, linked above this table"`);
    // The first project row is the one missing most.
    expect(page).toContain('Project p35 65.0 % 65.0 % 70');
  });

  it('lists every project and component on the coverage page, with a filter over each table', async () => {
    const html = await snapshot.renderer.render('/src/pages/languages/[code]/coverage.astro', { language: summary('de') });
    expect(captions(html)).toEqual(['German in 35 projects', 'German in 70 components']);
    // Header rows and data rows of both tables.
    expect(rowsOf(html)).toBe(2 + 35 + 70);
    expect((html.match(/<atlas-sortable data-filter="">/g) ?? []).length).toBe(2);
    expect(text(html)).not.toContain('with the most untranslated strings in German');
    expect(html).toContain('<title>Coverage of German · ');
  });

  it('leaves a language whose page lists them all as it was', async () => {
    const html = await languagePage('fr');
    expect(captions(html).slice(0, 2)).toEqual(['French in 3 projects', 'French in 3 components']);
    expect(html).not.toContain('/languages/fr/coverage/');
    expect(html).not.toContain('data-filter-note');
  });
});

describe('the latest changes of a language and of a contributor', () => {
  it('say "the latest" where the list may hold only some, and how many where it holds them all', async () => {
    expect(captions(await languagePage('de'))).toContain('The latest 30 changes in German');
    expect(captions(await languagePage('fr'))).toContain('The 2 changes in French');
    const page = (username: string) => snapshot.renderer.render('/src/pages/contributors/[username].astro', { contributor: snapshot.report.contributors.find((c) => c.username === username) });
    expect(captions(await page('ana'))).toContain('The latest 20 changes ana made or wrote');
    expect(captions(await page('ben'))).toContain('The 12 changes ben made or wrote');
    // So do the changes pages: the instance's and an action's hold all 37.
    const index = actionTotals(instanceSeries(snapshot.report, 'month'), actionName);
    const changed = index.actions.find((action) => action.code === 2)!;
    const actionPage = await snapshot.renderer.render('/src/pages/changes/[action].astro', { action: changed, index });
    expect(captions(actionPage).at(-1)).toBe('The 37 changes of the action Translation changed');
    expect(text(actionPage)).toContain('The 37 changes of this action on the instance.');
    expect(captions(await snapshot.renderer.render('/src/pages/changes/index.astro', {}))).toContain('The 37 changes on the instance');
  });
});
