// Fields a server leaves empty: a component's VCS and repository, which Weblate sends as null to a
// caller without "Access repository", and a license never set ('' with a null license_url). The
// pages show a dash or say so, and never "VCS " or "license " with nothing after them. Columns of
// last changes a server never gives are left out; users the server would not list, taken from the
// change log, are not more than it counted; listed accounts no change names are said to be left out.
import { describe, expect, it } from 'vitest';
import { change, component, language, project, translation, user, type Collections } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const de = language('de', 'German');
const HIDDEN = { vcs: null, repo: null, branch: null, filemask: null, push: null, repoweb: null, license: '', license_url: null };
const COLLECTIONS: Collections = {
  languages: [de],
  projects: [project('orbit', 'Orbit'), project('lumen', 'Lumen')],
  components: [component('orbit', 'core', HIDDEN), component('orbit', 'docs'), component('lumen', 'app')],
  translations: [
    translation('orbit', 'core', de, { total: 10, translated: 5 }), translation('orbit', 'docs', de, { total: 4, translated: 4 }),
    translation('lumen', 'app', de, { total: 2, translated: 1 }, { last_change: '2026-11-19T10:00:00Z', last_author: 'Ana' }),
  ],
  users: [user('ana', 'Ana'), user('bo', 'bo')],
  changes: [change({ id: 1, timestamp: '2026-11-19T10:00:00Z', action: 5, user: 'bo', translation: ['orbit', 'docs', 'de'], target: 'Hallo' })],
};

// The user list held only the caller (a regular user's token): bo came from the change log.
const snapshot = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z', {
  users: { source: 'api-and-change-log', leftOut: 0 },
  apiCounts: { languages: 1, projects: 2, components: 3, translations: 3, users: 1, changes: 1 },
});
const orbit = () => snapshot.report.projects.find((p) => p.slug === 'orbit')!;
const componentPage = (slug: string) =>
  snapshot.renderer.render('/src/pages/projects/[slug]/[...component].astro', { project: orbit(), component: orbit().components.find((c) => c.slug === slug) });

describe('fields a server left empty', () => {
  it("say in a component's line that the VCS was not disclosed and no license was set", async () => {
    expect(/<p>[\s\S]*?<\/p>/.exec(await componentPage('core'))![0].replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')).toBe(
      'Orbit · file format po · VCS not disclosed · no license set · priority medium (100) · On the instance',
    );
    expect(/<p>[\s\S]*?<\/p>/.exec(await componentPage('docs'))![0].replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')).toBe(
      'Orbit · file format po · VCS git · license MIT · priority medium (100) · On the instance',
    );
  });

  it("show a dash for them in the project's components table, and say what the VCS's means", async () => {
    const html = text(await snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project: orbit() }));
    expect(html).toContain(' CORE po — — no medium ');
    expect(html).toContain(' DOCS po git MIT no medium ');
    expect(html).toContain(
      ' A dash for the VCS: the server did not disclose it to this crawl (Weblate shows a component\'s repository only to those allowed to access it). ',
    );
    const lumen = snapshot.report.projects.find((p) => p.slug === 'lumen')!;
    const disclosed = text(await snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project: lumen }));
    expect(disclosed).toContain(' APP po git MIT no medium ');
    expect(disclosed).not.toContain('A dash for the VCS');
  });

  it("leave out a component's last-change columns where the server gave none of them, and say so", async () => {
    const core = text(await componentPage('core'));
    expect(core).not.toContain('Last change');
    expect(core).not.toContain('Last author');
    expect(core).toContain(" The server gave no time or author of these translations' last change. ");
    const lumen = snapshot.report.projects.find((p) => p.slug === 'lumen')!;
    const app = text(await snapshot.renderer.render('/src/pages/projects/[slug]/[...component].astro', { project: lumen, component: lumen.components[0] }));
    expect(app).toContain(' Last change ');
    expect(app).toContain(' 2026-11-19 Ana ');
    expect(app).not.toContain('The server gave no time');
  });

  it('say beside the count of users the server listed that the rest came from the change log', async () => {
    const about = text(await snapshot.renderer.render('/src/pages/about/index.astro', {}));
    expect(about).toContain(' users 2 1; the rest from the change log ');
    expect(about).toContain(' Users: from the user list, which held only some of them, and the rest taken from the change log. ');
    expect(about).toContain(' projects 2 2 ');
  });
});

describe('users the server would not list at all', () => {
  // The user list refused (as Weblate's API documentation has it for anonymous callers; its code
  // lists every account to anyone): every user taken from the change log.
  const refused = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z', {
    users: { source: 'change-log', leftOut: 0 },
    apiCounts: { languages: 1, projects: 2, components: 3, translations: 3, users: null, changes: 1 },
  });

  it('are all said to come from the change log beside the count the API did not report', async () => {
    const about = text(await refused.renderer.render('/src/pages/about/index.astro', {}));
    expect(about).toContain(' users 2 not reported; all from the change log ');
    // What the server did, not a claim that Weblate lists users to administrators only, which its code does not bear out.
    expect(about).toContain(' Users: taken from the change log (the server listed none of them to the crawl). ');
  });
});

describe('accounts the server listed that no change names', () => {
  // An administrator's crawl: the list held 48 accounts, and the change log names ana and bo only.
  const listed = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z', {
    users: { source: 'api', leftOut: 46 },
    apiCounts: { languages: 1, projects: 2, components: 3, translations: 3, users: 48, changes: 1 },
  });

  it('are said to be left out beside the count the API reported', async () => {
    expect(text(await listed.renderer.render('/src/pages/about/index.astro', {}))).toContain(' users 2 48; 46 named by no stored change, left out ');
  });
});
