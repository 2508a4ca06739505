// The links a page gives to the instance (a project, component, translation or language there, a
// licence, a project's website) are the server's URLs. One that is only a path ('/weblate/…', which
// Weblate never sends: its URLs are absolute) would lead to the host serving this site, outside its
// base path, where nothing is: it is no link, as a javascript: URL is none.
import { describe, expect, it } from 'vitest';
import { change, component, language, project, translation, user, type Collections } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const en = language('en', 'English');
const de = language('de', 'German', { web_url: '/weblate/languages/de/' });
const COLLECTIONS: Collections = {
  languages: [de, en],
  projects: [{ ...project('orbit', 'Orbit'), web: '/orbit-website/', web_url: '/weblate/projects/orbit/' }],
  components: [component('orbit', 'core', { web_url: '/weblate/projects/orbit/core/', license_url: '/licenses/MIT.html' })],
  translations: [
    translation('orbit', 'core', en, { total: 10, translated: 10 }, { is_source: true }),
    translation('orbit', 'core', de, { total: 10, translated: 5 }, { web_url: '/weblate/projects/orbit/core/de/', translate_url: '/weblate/translate/orbit/core/de/' }),
  ],
  users: [user('ana', 'Ana')],
  changes: [change({ id: 1, timestamp: '2026-11-18T09:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] })],
};

const snapshot = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z');

/** The hrefs of a page that lead outside the site's own pages (base '/'): those under the server's paths. */
function serverPathLinks(html: string): string[] {
  return [...html.matchAll(/\shref="(\/(?:weblate|orbit-website|licenses)\/[^"]*)"/g)].map((m) => m[1]!);
}

describe("the instance's URLs that are only a path", () => {
  it('are no links on the project page: to the project, its website, its components and their licences', async () => {
    const html = await snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project: snapshot.report.projects.find((p) => p.slug === 'orbit') }, '/projects/orbit/');
    expect(serverPathLinks(html)).toEqual([]);
    expect(html).not.toContain('This project on the instance');
    expect(html).not.toContain('Project website');
  });

  it('are no links on the component page, the language page or in the lists of changes', async () => {
    const project = snapshot.report.projects.find((p) => p.slug === 'orbit')!;
    const pages = [
      await snapshot.renderer.render('/src/pages/projects/[slug]/[...component].astro', { project, component: project.components[0] }, '/projects/orbit/core/'),
      await snapshot.renderer.render('/src/pages/languages/[code].astro', { language: snapshot.report.languages.find((l) => l.code === 'de') }, '/languages/de/'),
      await snapshot.renderer.render('/src/pages/changes/index.astro', {}, '/changes/'),
      await snapshot.renderer.render('/src/pages/index.astro', {}, '/'),
    ];
    for (const html of pages) expect(serverPathLinks(html)).toEqual([]);
    // The language page's "On the instance" cell reads as the component page's does without a link:
    // a dash, where it read "translate", as text that led nowhere.
    expect(pages[1]).toContain('<td class="num">0</td><td class="num">0</td><td>—</td></tr></tbody>');
  });
});

describe("the snapshot's address of the instance that is only a path", () => {
  // A hand-edited snapshot's: the crawler writes the absolute URL it was given. Its own describe,
  // as the renderer reads ATLAS_SNAPSHOT when it first renders.
  const pathOnly = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z', { baseUrl: '/weblate' });

  it("is no link: not in the header, on the about page or to a contributor's profile", async () => {
    const contributor = pathOnly.report.contributors.find((c) => c.username === 'ana');
    const pages = [
      await pathOnly.renderer.render('/src/pages/about/index.astro', {}, '/about/'),
      await pathOnly.renderer.render('/src/pages/contributors/[username].astro', { contributor }, '/contributors/ana/'),
    ];
    for (const html of pages) {
      expect(serverPathLinks(html)).toEqual([]);
      expect(html.replace(/\s+/g, ' ')).toContain('<p class="snapshot-line">Snapshot of /weblate taken ');
    }
    expect(pages[1]).not.toContain('Their profile on the instance');
  });
});
