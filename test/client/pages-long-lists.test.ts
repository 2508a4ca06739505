// Pages whose runs of links could keep a keyboard user tabbing for minutes: a contributor active
// in many languages and projects shows the first ten of each, the rest a click away; a project's
// matrix has a link past it to its components.
import { describe, expect, it } from 'vitest';
import { change, component, language, project, translation, user, type Collections } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const codes = Array.from({ length: 12 }, (_, i) => `l${String(i + 1).padStart(2, '0')}`);
const slugs = Array.from({ length: 12 }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);
const en = language('en', 'English');
const COLLECTIONS: Collections = {
  languages: [en, ...codes.map((code) => language(code, `Language ${code}`))],
  projects: slugs.map((slug) => project(slug, `Project ${slug}`)),
  components: slugs.map((slug) => component(slug, 'core')),
  translations: [
    ...slugs.map((slug) => translation(slug, 'core', en, { total: 10, translated: 10 }, { is_source: true })),
    // Project p01 is translated into all twelve languages; the others into the first.
    ...codes.map((code) => translation('p01', 'core', language(code, `Language ${code}`), { total: 10, translated: 5 })),
    ...slugs.slice(1).map((slug) => translation(slug, 'core', language('l01', 'Language l01'), { total: 10, translated: 5 })),
  ],
  users: [user('ana', 'Ana')],
  // One translation by ana in each language (in p01) and in each project (in l01).
  changes: [
    ...codes.map((code, i) => change({ id: i + 1, timestamp: `2026-11-01T10:${String(i).padStart(2, '0')}:00Z`, action: 2, user: 'ana', translation: ['p01', 'core', code] })),
    ...slugs.slice(1).map((slug, i) => change({ id: 20 + i, timestamp: `2026-11-02T10:${String(i).padStart(2, '0')}:00Z`, action: 2, user: 'ana', translation: [slug, 'core', 'l01'] })),
  ],
};

const snapshot = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z');

/** The links inside an HTML fragment, by their text. */
const linkTexts = (html: string) => [...html.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);

describe('a contributor active in twelve languages and twelve projects', () => {
  it('lists the first ten of each, and the other two under a summary that says how many', async () => {
    const html = await snapshot.renderer.render('/src/pages/contributors/[username].astro', { contributor: snapshot.report.contributors.find((c) => c.username === 'ana') });
    const section = (id: string) => html.slice(html.indexOf(`<h2 id="${id}">`), html.indexOf('</section>', html.indexOf(`<h2 id="${id}">`)));
    const languages = section('languages');
    const [open, folded] = languages.split('<details>');
    expect(linkTexts(open!)).toEqual(codes.slice(0, 10).map((code) => `Language ${code}`));
    expect(folded).toContain('<summary>2 more languages</summary>');
    expect(linkTexts(folded!)).toEqual(['Language l11', 'Language l12']);
    const projects = section('projects');
    expect(linkTexts(projects.split('<details>')[0]!)).toHaveLength(10);
    expect(projects).toContain('<summary>2 more projects</summary>');
  });
});

describe('a project with a matrix of components and languages', () => {
  it('has a link past the matrix to its components', async () => {
    const html = await snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project: snapshot.report.projects.find((p) => p.slug === 'p01') });
    const skip = html.indexOf('<a class="skip-inline" href="#components">Skip the matrix, to the components</a>');
    expect(skip).toBeGreaterThan(html.indexOf('<h2 id="languages">Components × languages</h2>'));
    expect(skip).toBeLessThan(html.indexOf('<table', skip));
    expect(html).toContain('<h2 id="components">Components</h2>');
  });

  it('keeps a matrix of twelve languages on portrait paper, under its heading, and says only on screen that it scrolls', async () => {
    const html = await snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project: snapshot.report.projects.find((p) => p.slug === 'p01') });
    expect(html).toContain('<div class="matrix-section"><h2 id="languages">Components × languages</h2>');
    expect(html).toContain('12 languages, a column each<span class="screen-only">: where they do not fit, the table scrolls sideways</span>.');
  });
});

describe('everyone credited, over several pages', () => {
  it('says which page this is, links the pages before and after, and folds the list of every page under a summary', async () => {
    const ana = snapshot.report.contributors.find((c) => c.username === 'ana')!;
    const pages = [
      { number: 1, first: 'aa', last: 'an', entries: [] },
      { number: 2, first: 'ana', last: 'ana', entries: [ana] },
      { number: 3, first: 'bo', last: 'zz', entries: [] },
    ];
    const html = await snapshot.renderer.render('/src/pages/people/[...page].astro', { page: pages[1], pages });
    const nav = html.slice(html.indexOf('<nav aria-label="Pages of the list">'), html.indexOf('</nav>', html.indexOf('<nav aria-label="Pages of the list">')));
    const [steps, folded] = nav.split('<details>');
    expect(linkTexts(steps!)).toEqual(['Previous: aa – an', 'Next: bo – zz']);
    expect(steps).toContain('<span>Page 2 of 3: ana</span>');
    // Each step says which way it goes, to a browser and an assistive tool as well.
    expect(steps).toContain('<a href="/people/" rel="prev">Previous: aa – an</a>');
    expect(steps).toContain('<a href="/people/3/" rel="next">Next: bo – zz</a>');
    expect(folded).toContain('<summary>All 3 pages</summary>');
    expect(linkTexts(folded!)).toEqual(['aa – an', 'bo – zz']);
    // The names come right after it.
    expect(html.indexOf('<ul class="directory">')).toBeGreaterThan(html.indexOf('</nav>', html.indexOf('Pages of the list')));
  });

  it('gives the same way on after the names, under a landmark name of its own', async () => {
    const ana = snapshot.report.contributors.find((c) => c.username === 'ana')!;
    const pages = [
      { number: 1, first: 'aa', last: 'an', entries: [] },
      { number: 2, first: 'ana', last: 'ana', entries: [ana] },
      { number: 3, first: 'bo', last: 'zz', entries: [] },
    ];
    const html = await snapshot.renderer.render('/src/pages/people/[...page].astro', { page: pages[1], pages });
    // The landmarks' names, in order: a phone's reader at the end of 500 names had no pager there.
    expect([...html.matchAll(/<nav aria-label="(Pages of the list[^"]*)">/g)].map((m) => m[1])).toEqual(['Pages of the list', 'Pages of the list, at its end']);
    const start = html.indexOf('<nav aria-label="Pages of the list, at its end">');
    expect(start).toBeGreaterThan(html.indexOf('</ul>', html.indexOf('<ul class="directory">')));
    const [steps, folded] = html.slice(start, html.indexOf('</nav>', start)).split('<details>');
    expect(linkTexts(steps!)).toEqual(['Previous: aa – an', 'Next: bo – zz']);
    expect(steps).toContain('<span>Page 2 of 3: ana</span>');
    expect(steps).toContain('<a href="/people/3/" rel="next">');
    expect(linkTexts(folded!)).toEqual(['aa – an', 'bo – zz']);
  });

  it('has no pager, at the top or the end, where the list is one page', async () => {
    const ana = snapshot.report.contributors.find((c) => c.username === 'ana')!;
    const pages = [{ number: 1, first: 'ana', last: 'ana', entries: [ana] }];
    const html = await snapshot.renderer.render('/src/pages/people/[...page].astro', { page: pages[0], pages });
    expect(html).toContain('<ul class="directory">');
    expect(html).not.toContain('Pages of the list');
  });
});
