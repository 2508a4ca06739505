// The projects table rendered from a snapshot: each project's changes in the last 12 calendar
// months and the 12 before, where a project first changed this year had no year before.
import { describe, expect, it } from 'vitest';
import { change, component, language, project, translation, user, type Collections } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const en = language('en', 'English');
const de = language('de', 'German');
const pt = language('pt', 'Portuguese');
const enAU = language('en_AU', 'English (Australia)');
const COLLECTIONS: Collections = {
  languages: [de, en, enAU, pt],
  // And slugs in another order than the names the tables show: 'aardvark' is 'Zephyr Docs', and
  // 'Release 10' comes after 'Release 9' by its number, as a click on the header sorts them.
  projects: [
    project('harbor', 'Harbor Wallet'), project('orbit', 'Orbit Notes'), project('quiet', 'Quiet One'),
    project('aardvark', 'Zephyr Docs'), project('m-release', 'Release 10'), project('n-release', 'Release 9'), project('zulu', 'Atlas App'),
  ],
  components: [
    ...['harbor', 'orbit', 'quiet', 'aardvark', 'm-release', 'n-release'].map((slug) => component(slug, 'app')),
    component('zulu', 'a-core', { name: 'Zed' }),
    // A license spelled out, as a server may give it: on one line it made a project's table 1,556 px wide.
    component('zulu', 'b-web', { name: 'Alpha', license: 'GNU General Public License v3.0 or later', license_url: 'https://spdx.org/licenses/GPL-3.0-or-later.html' }),
  ],
  translations: [
    ...['harbor', 'orbit', 'quiet', 'aardvark', 'm-release', 'n-release'].flatMap((slug) => [
      translation(slug, 'app', en, { total: 10, translated: 10 }, { is_source: true }),
      translation(slug, 'app', de, { total: 10, translated: 5 }),
    ]),
    ...['a-core', 'b-web'].flatMap((slug) => [
      translation('zulu', slug, en, { total: 10, translated: 10 }, { is_source: true }),
      translation('zulu', slug, pt, { total: 10, translated: 2 }),
      translation('zulu', slug, enAU, { total: 10, translated: 9 }),
      translation('zulu', slug, de, { total: 10, translated: 5 }),
    ]),
  ],
  users: [user('ana', 'Ana')],
  changes: [
    // Harbor Wallet: first changed in July, inside the last 12 months.
    change({ id: 1, timestamp: '2026-07-03T10:00:00Z', action: 5, user: 'ana', translation: ['harbor', 'app', 'de'] }),
    change({ id: 2, timestamp: '2026-11-10T10:00:00Z', action: 2, user: 'ana', translation: ['harbor', 'app', 'de'] }),
    // Orbit Notes: changed two years back, then quiet all of the year before.
    change({ id: 3, timestamp: '2024-10-01T10:00:00Z', action: 5, user: 'ana', translation: ['orbit', 'app', 'de'] }),
    change({ id: 4, timestamp: '2026-10-01T10:00:00Z', action: 5, user: 'ana', translation: ['orbit', 'app', 'de'] }),
  ],
};

const snapshot = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z');

describe('the projects table', () => {
  it('counts changes per year, with a dash for a year before a project\'s first recorded change, and 0 for an older project\'s quiet one', async () => {
    const page = text(await snapshot.renderer.render('/src/pages/projects/index.astro', {}));
    expect(page).toContain('Changes, 2025-12 to 2026-11 Changes, 2024-12 to 2025-11 Last activity');
    expect(page).toContain(' Harbor Wallet 1 1 50.0 % 50.0 % 2 — 2026-11-10 ');
    expect(page).toContain(' Orbit Notes 1 1 50.0 % 50.0 % 1 0 2026-10-01 ');
    // Never changed: nothing says when it came, so its zeros stay.
    expect(page).toContain(' Quiet One 1 1 50.0 % 50.0 % 0 0 — ');
  });
});

/** The table of a page whose caption starts with `caption`. */
const table = (html: string, caption: string) => html.slice(html.indexOf(`<caption>${caption}`), html.indexOf('</table>', html.indexOf(`<caption>${caption}`)));
/** A table's column headers that say the rows come sorted by them, with how. */
const sortedHeaders = (html: string) => [...html.matchAll(/<th scope="col"[^>]*?aria-sort="([^"]*)"[^>]*>([^<]*)<\/th>/g)].map((m) => `${m[2]} ${m[1]}`);
/** A table's row headers: their sort keys where they have them, else their links' texts. */
const rowKeys = (html: string) => [...html.matchAll(/<th scope="row"([^>]*)>(?:<a [^>]*>)?([^<]*)/g)].map((m) => /data-sort="([^"]*)"/.exec(m[1]!)?.[1] ?? m[2]);

describe('tables that come A to Z by name', () => {
  it("say so on the name's header, the projects in the order a click sorts their names, not by slug", async () => {
    const html = table(await snapshot.renderer.render('/src/pages/projects/index.astro', {}), '7 projects');
    expect(sortedHeaders(html)).toEqual(['Project ascending']);
    expect(rowKeys(html)).toEqual(['Atlas App', 'Harbor Wallet', 'Orbit Notes', 'Quiet One', 'Release 9', 'Release 10', 'Zephyr Docs']);
  });

  it("list a project's components by their names, and a component's translations by their languages' names, the source among them", async () => {
    const zulu = snapshot.report.projects.find((p) => p.slug === 'zulu')!;
    const html = table(await snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project: zulu }), 'Components of');
    expect(sortedHeaders(html)).toEqual(['Component ascending']);
    expect(rowKeys(html)).toEqual(['Alpha', 'Zed']);
    const core = zulu.components.find((c) => c.slug === 'a-core')!;
    const page = table(await snapshot.renderer.render('/src/pages/projects/[slug]/[...component].astro', { project: zulu, component: core }), 'Translations of');
    expect(sortedHeaders(page)).toEqual(['Language ascending']);
    // Sorted by the name alone: by its text, 'English (source)' went after 'English (Australia)'.
    expect(rowKeys(page)).toEqual(['English', 'English (Australia)', 'German', 'Portuguese']);
  });

  it("list a language's projects and components A to Z where its page lists them all", async () => {
    const german = snapshot.report.languages.find((l) => l.code === 'de')!;
    const html = await snapshot.renderer.render('/src/pages/languages/[code].astro', { language: german });
    const projects = table(html, 'German in 7 projects');
    const components = table(html, 'German in 8 components');
    expect([sortedHeaders(projects), sortedHeaders(components)]).toEqual([['Project ascending'], ['Component (project) ascending']]);
    expect(rowKeys(projects)).toEqual(['Atlas App', 'Harbor Wallet', 'Orbit Notes', 'Quiet One', 'Release 9', 'Release 10', 'Zephyr Docs']);
    expect(rowKeys(components)).toEqual([
      'Atlas App / Alpha', 'Atlas App / Zed', 'Harbor Wallet / APP', 'Orbit Notes / APP', 'Quiet One / APP', 'Release 9 / APP', 'Release 10 / APP', 'Zephyr Docs / APP',
    ]);
  });
});

describe("a project's table of components", () => {
  it('wraps a license spelled out at its spaces, and keeps a license code, a file format and a VCS each on one line', async () => {
    const zulu = snapshot.report.projects.find((p) => p.slug === 'zulu')!;
    const html = table(await snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project: zulu }), 'Components of');
    expect(html).toContain(
      '<a href="/projects/zulu/b-web/">Alpha</a></th><td class="nowrap">po</td><td class="nowrap">git</td><td><a href="https://spdx.org/licenses/GPL-3.0-or-later.html" rel="external">GNU General Public License v3.0 or later</a></td>',
    );
    expect(html).toContain('<a href="/projects/zulu/a-core/">Zed</a></th><td class="nowrap">po</td><td class="nowrap">git</td><td class="nowrap"><a href="https://spdx.org/licenses/MIT.html" rel="external">MIT</a></td>');
  });
});
