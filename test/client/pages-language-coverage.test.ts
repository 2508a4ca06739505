// A language translated in more projects and components than its page lists: the page lists those
// with the most untranslated strings, says so, and links the language's coverage page, which lists
// them all. Lists of the latest changes say whether they hold every change or only the latest.
import { describe, expect, it } from 'vitest';
import { change, component, language, project, translation, user, type Collections } from '../report/fixtures.ts';

type Json = Record<string, unknown>;
import { hasLanguageCoveragePage } from '../../src/report/language-coverage.ts';
import { actionTotals, instanceSeries } from '../../src/report/chart-views.ts';
import { actionName } from '../../src/weblate/actions.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ');
const between = (page: string, from: string, to: string) => page.slice(page.indexOf(from), page.indexOf(to, page.indexOf(from)));
const en = language('en', 'English');
const de = language('de', 'German');
const fr = language('fr', 'French');
const it_ = language('it', 'Italian');
// 35 projects of two components each; German in all 70, project p<n> missing n strings in each;
// French in the first three apps, Italian in both components of the first 25 projects.
const slugs = Array.from({ length: 35 }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);
const translations: Json[] = [];
for (const [i, slug] of slugs.entries()) {
  for (const part of ['app', 'docs']) {
    translations.push(translation(slug, part, en, { total: 100, translated: 100 }, { is_source: true }));
    translations.push(translation(slug, part, de, { total: 100, translated: 100 - (i + 1) }));
    if (i < 3 && part === 'app') translations.push(translation(slug, part, fr, { total: 100, translated: 50 }));
    if (i < 25) translations.push(translation(slug, part, it_, { total: 100, translated: 100 }));
  }
}
const changes: Json[] = [
  // 25 by ana in German, the latest of them last.
  ...Array.from({ length: 35 }, (_, i) => change({ id: i + 1, timestamp: `2026-11-0${1 + (i % 9)}T10:${String(i).padStart(2, '0')}:00Z`, action: 2, user: i < 25 ? 'ana' : 'ben', translation: [slugs[i]!, 'app', 'de'] })),
  change({ id: 36, timestamp: '2026-11-10T10:00:00Z', action: 2, user: 'ben', translation: ['p01', 'app', 'fr'] }),
  change({ id: 37, timestamp: '2026-11-10T11:00:00Z', action: 2, user: 'ben', translation: ['p02', 'app', 'fr'] }),
];
const COLLECTIONS: Collections = {
  languages: [en, de, fr, it_],
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
/** The column headers that say the rows come sorted by them, with how. */
const sortedHeaders = (html: string) => [...html.matchAll(/<th scope="col"[^>]*?aria-sort="([^"]*)"[^>]*>([^<]*)<\/th>/g)].map((m) => `${m[2]} ${m[1]}`);

describe('a language in more projects and components than its page lists', () => {
  it('has a coverage page where its page cannot list them all, and none where it can', () => {
    // French is in 3 projects and 3 components, but 35 projects have components not translated into it;
    // Italian is in 25 projects and 50 components, and 10 projects have none of it: its page lists them all.
    expect(['de', 'fr', 'it'].map((code) => hasLanguageCoveragePage(snapshot.report, code))).toEqual([true, true, false]);
  });

  it('lists those with the most untranslated strings, says how many of how many, and links the page of all', async () => {
    const html = await languagePage('de');
    const page = text(html);
    expect(page).toContain('The 30 projects with the most untranslated strings in German ; all 35 are on its coverage page .');
    expect(page).toContain('The 50 components with the most untranslated strings in German ; all 70 are on its coverage page .');
    expect((html.match(/<a href="\/languages\/de\/coverage\/">its coverage page<\/a>/g) ?? []).length).toBe(2);
    expect(captions(html).slice(0, 2)).toEqual(['German in 30 of its 35 projects', 'German in 50 of its 70 components']);
    // The filter says it searches only the rows shown.
    expect(html).toContain(`data-filter-note="of the 50 shown only; all 70 are on the language&#39;s coverage page, linked above this table"`);
    // The first project row is the one missing most, as both tables' headers say.
    expect(page).toContain('Project p35 2 of 2 65.0 % 65.0 % 70');
    expect(sortedHeaders(html).slice(0, 2)).toEqual(['Untranslated strings descending', 'Untranslated strings descending']);
    // Each translate link named by its component, not fifty links called "translate" in a screen reader's list.
    const translateLinks = [...html.matchAll(/<a href="https:[^"]*\/translate\/[^"]*" aria-label="([^"]*)"/g)].map((m) => m[1]);
    expect([translateLinks.slice(0, 2), translateLinks.length, new Set(translateLinks).size]).toEqual([['translate Project p35 / APP', 'translate Project p35 / DOCS'], 50, 50]);
  });

  it('lists every project and component on the coverage page, with a filter over each table', async () => {
    const html = await snapshot.renderer.render('/src/pages/languages/[code]/coverage.astro', { language: summary('de') });
    expect(captions(html)).toEqual(['German in 35 projects', 'German in 70 components']);
    // Header rows and data rows of both tables.
    expect(rowsOf(html)).toBe(2 + 35 + 70);
    // All of them, A to Z.
    expect(sortedHeaders(html)).toEqual(['Project ascending', 'Component (project) ascending']);
    expect((html.match(/<atlas-sortable data-filter="">/g) ?? []).length).toBe(2);
    expect(text(html)).not.toContain('with the most untranslated strings in German');
    expect(html).toContain('<title>Coverage of German · ');
  });

  it('leaves a language whose page lists them all as it was', async () => {
    const html = await languagePage('it');
    expect(captions(html).slice(0, 2)).toEqual(['Italian in 25 projects', 'Italian in 50 components']);
    expect(sortedHeaders(html)).toEqual(['Project ascending', 'Component (project) ascending']);
    expect(html).not.toContain('/languages/it/coverage/');
    expect(html).not.toContain('data-filter-note');
  });
});

describe('the components a language is not translated into', () => {
  it('are counted beside its percentages, which leave them out, and on every project row', async () => {
    const page = text(await languagePage('it'));
    // 100 % in the 50 components it has: 20 others have no Italian at all.
    expect(page).toContain('100.0 % strings translated (5,000 of 5,000) 100.0 % words translated (50,000 of 50,000) 50 of 70 components translated into it (20 not, listed below; the percentages leave them out)');
    expect(page).toContain('Project Components % strings % words Untranslated strings Project p01 2 of 2 100.0 % 100.0 % 0');
    expect(text(await languagePage('fr'))).toContain('Project Components % strings % words Untranslated strings Project p01 1 of 2 50.0 % 50.0 % 50 ');
    // German is in all of them: nothing to list.
    const german = text(await languagePage('de'));
    expect(german).toContain('70 of 70 components translated into it');
    expect(german).not.toContain('Components not translated into');
  });

  it('are listed per project, linked, the projects with the most of them first; past 10 projects all are on the coverage page', async () => {
    const html = await languagePage('fr');
    const page = text(html);
    expect(page).toContain(
      'Components not translated into French 67 of the 70 components outside glossaries have no translation into French at all. ' +
      'The percentages on this page are over the 3 translated into it, and leave these out. ' +
      'Listed here are the 10 projects with the most of them; all 35 are on its coverage page . ' +
      'Project p04 : both of its components Project p05 : both of its components ',
    );
    // Those missing one component alone come last, the component named and linked.
    expect(html).not.toContain('>Project p01</a>: ');
    const all = await snapshot.renderer.render('/src/pages/languages/[code]/coverage.astro', { language: summary('fr') });
    expect(text(all)).toContain('Project p35 : both of its components Project p01 : DOCS (1 of its 2 components) Project p02 : DOCS (1 of its 2 components) Project p03 : DOCS (1 of its 2 components) Built by');
    expect(all).toContain('<a href="/projects/p01/" dir="auto">Project p01</a>: <a href="/projects/p01/docs/" dir="auto">DOCS</a>');
  });

  it('have the languages table count the components translated into each of all', async () => {
    const page = text(await snapshot.renderer.render('/src/pages/languages/index.astro', {}));
    expect(page).toContain('French français 50.0 % 50.0 % partial 3 of 70 ');
    expect(page).toContain('Italian italiano 100.0 % 100.0 % complete 50 of 70 ');
  });

  it('are blank cells of the matrix, said so in words over it where it has any', async () => {
    const project = (slug: string) => snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project: snapshot.report.projects.find((p) => p.slug === slug) });
    const legend = 'A blank cell, drawn as a dash, is a component not translated into that language at all: no percentage counts it, not even as 0 %.';
    expect(text(await project('p01'))).toContain(legend);
    // Every component of p06 is in both its languages.
    expect(text(await project('p06'))).not.toContain('A blank cell');
  });

  // A plain space let 'at 100' and '% can have…' fall on two lines, and 'partial ≥' and '50 %', on a phone.
  it('are said with each percentage in prose kept whole, a no-break space before its sign, as in the tables', async () => {
    const languages = await snapshot.renderer.render('/src/pages/languages/index.astro', {});
    expect(languages).toContain('so a language at 100&nbsp;% can have components');
    expect(languages).toContain('Tiers: complete ≥&nbsp;100&nbsp;%, ready ≥&nbsp;90&nbsp;%, partial ≥&nbsp;50&nbsp;%.');
    const project = await snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project: snapshot.report.projects.find((p) => p.slug === 'p01') });
    expect(project).toContain('not even as 0\u00a0%.');
    const about = await snapshot.renderer.render('/src/pages/about/index.astro', {});
    expect(about).toContain('can read 100&nbsp;% and be complete');
    expect(about).toContain('so 99.95&nbsp;% reads 99.9&nbsp;%, never 100&nbsp;%');
  });

  it('are what the about page says the percentages leave out', async () => {
    expect(text(await snapshot.renderer.render('/src/pages/about/index.astro', {}))).toContain(
      "Percentages, as Weblate's, are over the translations there are: a component with no translation into a language is in none of that language's figures, " +
      'so a language (or a project, in a language) can read 100 % and be complete with components not translated into it at all.',
    );
  });
});

describe('the latest changes of a language and of a contributor', () => {
  it('say "the latest" where the list may hold only some, and how many where it holds them all', async () => {
    expect(captions(await languagePage('de'))).toContain('The latest 30 changes in German');
    expect(captions(await languagePage('fr'))).toContain('The 2 changes in French');
    const page = (username: string) => snapshot.renderer.render('/src/pages/contributors/[username].astro', { contributor: snapshot.report.contributors.find((c) => c.username === username) });
    expect(captions(await page('ana'))).toContain('The latest 20 changes \u2068ana\u2069 made or wrote');
    expect(captions(await page('ben'))).toContain('The 12 changes \u2068ben\u2069 made or wrote');
    // So do the changes pages: the instance's and an action's hold all 37.
    const index = actionTotals(instanceSeries(snapshot.report, 'month'), actionName);
    const changed = index.actions.find((action) => action.code === 2)!;
    const actionPage = await snapshot.renderer.render('/src/pages/changes/[action].astro', { action: changed, index });
    expect(captions(actionPage).at(-1)).toBe('The 37 changes of the action Translation changed');
    expect(text(actionPage)).toContain('The 37 changes of this action on the instance.');
    expect(captions(await snapshot.renderer.render('/src/pages/changes/index.astro', {}))).toContain('The 37 changes on the instance');
  });
});

describe('what is left to translate', () => {
  it('is given in all on the overview, in strings and in words, and the columns of untranslated say they count strings', async () => {
    const overview = text(await snapshot.renderer.render('/src/pages/index.astro', {}));
    // German 2 × (1 + 2 + … + 35) strings, French 3 × 50, Italian none; ten words a string.
    expect(overview).toContain(
      '1,410 strings untranslated (all languages together) 14,100 words untranslated ' +
        // French lacks 67 components, Italian 20: their strings are in no figure.
        '87 translations of components not started (their strings in none of these figures; each language&#39;s page lists its own) 3 languages translated into ',
    );
    const html = await languagePage('fr');
    expect([...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]).filter((label) => label!.startsWith('Untranslated'))).toEqual(['Untranslated strings', 'Untranslated strings']);
  });
});

describe('the languages of each tier', () => {
  it("are named and linked on the overview, each tier's count linking its list on the languages page", async () => {
    const overview = await snapshot.renderer.render('/src/pages/index.astro', {});
    expect(between(text(overview), 'Languages by tier', 'Activity')).toBe(
      'Languages by tier ● complete 1 language : Italian ◕ ready 0 languages ◑ partial 2 languages : French , German ○ below tiers 0 languages ',
    );
    // By the tier's name, not its place among the tiers (#tier-3), which a tier added above it moved.
    expect(overview).toContain('<a href="/languages/#tier-partial">2 languages</a>: <a href="/languages/fr/" dir="auto">French</a>, <a href="/languages/de/" dir="auto">German</a>');
    expect(overview).toContain('<a href="/languages/#tier-complete">1 language</a>');
  });

  it('each have their list on the languages page, empty or not, under an id of their name', async () => {
    const languages = await snapshot.renderer.render('/src/pages/languages/index.astro', {});
    // An empty tier kept its heading and id: a link to "ready" landed at the top of the page on the nights it had no language.
    expect(between(text(languages), 'Languages by tier', 'Built by')).toBe(
      'Languages by tier ● complete : 1 language Italian ◕ ready : 0 languages No language is in this tier in this snapshot. ◑ partial : 2 languages French , German ' +
      '○ below tiers : 0 languages No language is below every tier in this snapshot. ',
    );
    expect([...languages.matchAll(/<h3 id="([^"]*)">/g)].map((m) => m[1])).toEqual(['tier-complete', 'tier-ready', 'tier-partial', 'tier-below']);
  });
});
