// Pages named so that a screen reader, a tab or the history tells them apart, and tables whose row
// headers say what each row is (accessibility review).
import { describe, expect, it } from 'vitest';
import { change, component, language, project, translation, user, type Collections } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const de = language('de', 'German');
const he = language('he', 'Hebrew');
// Two languages of one name (custom languages may have them), and a third named as they are in another case.
const pt = language('pt', 'Portuguese (Brazil)');
const ptBR = language('pt_BR', 'Portuguese (Brazil)');
const ptLower = language('pt_x', 'portuguese (brazil)');
const COLLECTIONS: Collections = {
  languages: [de, he, pt, ptBR, ptLower],
  // A project named right to left, ending in a number.
  projects: [project('harbor', 'Harbor Wallet'), project('juniper', 'Juniper'), project('lumen', '\u05e0\u05d2\u05df \u05dc\u05d5\u05de\u05df 2')],
  components: [component('harbor', 'core'), component('harbor', 'docs'), component('juniper', 'core'), component('lumen', 'core')],
  translations: [
    translation('harbor', 'core', de, { total: 10, translated: 5 }),
    translation('harbor', 'docs', de, { total: 10, translated: 9 }),
    translation('juniper', 'core', de, { total: 10, translated: 1 }),
    translation('lumen', 'core', he, { total: 10, translated: 2 }),
    translation('juniper', 'core', pt, { total: 10, translated: 3 }),
    translation('juniper', 'core', ptBR, { total: 10, translated: 4 }),
    translation('juniper', 'core', ptLower, { total: 10, translated: 5 }),
  ],
  // Two people of one name, and a deleted account: each has a page of its own.
  // And a username with a right-to-left override in it, which Weblate refuses but a snapshot may hold.
  // A hyphenated username short enough to keep on one line, and one too long to.
  users: [
    user('tamar.levi', 'Tamar Levi'), user('tamar_levi', 'Tamar Levi'), user('ahmedn', '\u0623\u062d\u0645\u062f \u0646\u0635\u0631'), user('mallory\u202egpj.exe', 'Mallory'),
    user('sven-sahin53', 'Sven \u015eahin'), user('konstantinos-papadopoulos-athanasiadis', 'Konstantinos Papadopoulos'),
  ],
  changes: [
    change({ id: 1, timestamp: '2026-11-01T10:00:00Z', action: 2, user: 'tamar.levi', translation: ['harbor', 'core', 'de'] }),
    change({ id: 2, timestamp: '2026-11-01T11:00:00Z', action: 2, user: 'tamar_levi', translation: ['harbor', 'docs', 'de'] }),
    change({ id: 3, timestamp: '2026-11-01T12:00:00Z', action: 2, user: 'deleted-7', translation: ['juniper', 'core', 'de'] }),
    change({ id: 4, timestamp: '2026-11-01T13:00:00Z', action: 2, user: 'ahmedn', translation: ['lumen', 'core', 'he'] }),
    change({ id: 5, timestamp: '2026-11-01T14:00:00Z', action: 2, user: 'mallory\u202egpj.exe', translation: ['lumen', 'core', 'he'] }),
    change({ id: 6, timestamp: '2026-11-01T15:00:00Z', action: 2, user: 'sven-sahin53', translation: ['juniper', 'core', 'pt'] }),
    change({ id: 7, timestamp: '2026-11-01T16:00:00Z', action: 2, user: 'konstantinos-papadopoulos-athanasiadis', translation: ['juniper', 'core', 'pt'] }),
  ],
};

const snapshot = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z');

/** A page's title and h1. */
async function names(username: string): Promise<[string, string]> {
  const html = await snapshot.renderer.render('/src/pages/contributors/[username].astro', { contributor: snapshot.report.contributors.find((c) => c.username === username) });
  return [html.match(/<title>([^<]*)<\/title>/)![1]!, html.match(/<h1>(.*?)<\/h1>/)![1]!];
}

describe('the overview', () => {
  it("is titled with the site's title and headed as the site's overview, below the header that names the site", async () => {
    const html = await snapshot.renderer.render('/src/pages/index.astro', {}, '/');
    // Its h1 said "Translation status" again, under the header's "Translation status".
    expect([html.match(/<title>([^<]*)<\/title>/)![1], html.match(/<p class="site-title">(.*?)<\/p>/)![1], html.match(/<h1>(.*?)<\/h1>/)![1]])
      .toEqual(['Translation status', '<a href="/">Translation status</a>', 'Overview']);
  });
});

describe('contributor pages', () => {
  it('are titled with the username beside the name, which two people can share', async () => {
    expect(await names('tamar.levi')).toEqual(['Tamar Levi (tamar.levi) · Translation status', '<bdi class="whole">Tamar Levi</bdi> <span class="whole">(<bdi>tamar.levi</bdi>)</span>']);
    expect(await names('tamar_levi')).toEqual(['Tamar Levi (tamar_levi) · Translation status', '<bdi class="whole">Tamar Levi</bdi> <span class="whole">(<bdi>tamar_levi</bdi>)</span>']);
    expect(await names('deleted-7')).toEqual(['deleted-7 (deleted account) · Translation status', 'deleted-7 (deleted account)']);
  });

  // At 390 px "(sven-" ended a line and "sahin53)" began the next. Each name, with its brackets,
  // is a box the style sheet keeps whole where it fits a line, however long: kept on one line by
  // white-space: nowrap where it had 16 characters or fewer, a Cyrillic one ran off a 320 px screen.
  it('keep the name and the username, with its brackets, each whole in the heading', async () => {
    expect(await names('sven-sahin53')).toEqual(['Sven \u015eahin (sven-sahin53) · Translation status', '<bdi class="whole">Sven \u015eahin</bdi> <span class="whole">(<bdi>sven-sahin53</bdi>)</span>']);
    expect(await names('konstantinos-papadopoulos-athanasiadis')).toEqual([
      'Konstantinos Papadopoulos (konstantinos-papadopoulos-athanasiadis) · Translation status',
      '<bdi class="whole">Konstantinos Papadopoulos</bdi> <span class="whole">(<bdi>konstantinos-papadopoulos-athanasiadis</bdi>)</span>',
    ]);
  });

  // The heading takes the page's direction, each name isolated in it: with dir=auto the first
  // letter, Arabic, turned the whole heading around, and it read "(ahmedn) أحمد نصر".
  it('head a right-to-left name in the page\'s direction, the name and the username each isolated', async () => {
    expect(await names('ahmedn')).toEqual([
      '\u2068\u0623\u062d\u0645\u062f \u0646\u0635\u0631\u2069 (ahmedn) · Translation status',
      '<bdi class="whole">\u0623\u062d\u0645\u062f \u0646\u0635\u0631</bdi> <span class="whole">(<bdi>ahmedn</bdi>)</span>',
    ]);
  });

  // An override in a username ran on into the words after it: "Username mallory.32-11-6202 ot ...".
  it('isolate the username wherever the page says it in a sentence', async () => {
    const html = await snapshot.renderer.render('/src/pages/contributors/[username].astro', { contributor: snapshot.report.contributors.find((c) => c.username === 'mallory\u202egpj.exe') });
    expect(html).toContain('Username <code dir="auto">mallory\u202egpj.exe</code>.');
    expect(html).toContain('aria-label="Changes \u2068mallory\u202egpj.exe\u2069 made per day, from ');
    expect(html).toContain('<caption>The only change \u2068mallory\u202egpj.exe\u2069 made or wrote</caption>');
  });
});

describe('project, component and language pages', () => {
  const heading = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/)![0]!;
  const lumen = () => snapshot.report.projects.find((p) => p.slug === 'lumen')!;

  it('head a component with its project and its own name each isolated, in the page\'s direction', async () => {
    // Not isolated, "נגן לומן 2 / CORE" read "CORE / 2 נגן לומן".
    const html = await snapshot.renderer.render('/src/pages/projects/[slug]/[...component].astro', { project: lumen(), component: lumen().components[0] });
    expect(heading(html)).toBe('<h1><bdi>\u05e0\u05d2\u05df \u05dc\u05d5\u05de\u05df 2</bdi> / <bdi>CORE</bdi></h1>');
    expect(html).toContain('<title>\u2068\u05e0\u05d2\u05df \u05dc\u05d5\u05de\u05df 2\u2069 / CORE · Translation status</title>');
    const project = await snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project: lumen() });
    expect(heading(project)).toBe('<h1><bdi>\u05e0\u05d2\u05df \u05dc\u05d5\u05de\u05df 2</bdi></h1>');
    const hebrew = snapshot.report.languages.find((l) => l.code === 'he');
    expect(heading(await snapshot.renderer.render('/src/pages/languages/[code]/contributors.astro', { language: hebrew }))).toBe('<h1>Contributors to <bdi>Hebrew</bdi></h1>');
  });

  it("title two languages of one name with their codes beside it, on each of their pages, and a language of a name of its own without", async () => {
    const titles = async (code: string) => {
      const language = snapshot.report.languages.find((l) => l.code === code);
      return Promise.all(['', '/contributors', '/coverage'].map(async (page) => {
        const html = await snapshot.renderer.render(`/src/pages/languages/[code]${page === '' ? '' : page}.astro`, { language });
        return `${html.match(/<title>([^<]*)<\/title>/)![1]} | ${heading(html)}`;
      }));
    };
    // Both were "Portuguese (Brazil) · Translation status": tabs, bookmarks and search results could not tell them apart.
    expect(await titles('pt')).toEqual([
      'Portuguese (Brazil) (pt) · Translation status | <h1><bdi>Portuguese (Brazil)</bdi> (<bdi>pt</bdi>)</h1>',
      'Contributors to Portuguese (Brazil) (pt) · Translation status | <h1>Contributors to <bdi>Portuguese (Brazil)</bdi> (<bdi>pt</bdi>)</h1>',
      'Coverage of Portuguese (Brazil) (pt) · Translation status | <h1>Coverage of <bdi>Portuguese (Brazil)</bdi> (<bdi>pt</bdi>)</h1>',
    ]);
    expect((await titles('pt_BR'))[0]).toBe('Portuguese (Brazil) (pt_BR) · Translation status | <h1><bdi>Portuguese (Brazil)</bdi> (<bdi>pt_BR</bdi>)</h1>');
    // Another case is a name of its own: the titles differ already.
    expect((await titles('pt_x'))[0]).toBe('portuguese (brazil) · Translation status | <h1><bdi>portuguese (brazil)</bdi></h1>');
    expect((await titles('de'))[1]).toBe('Contributors to German · Translation status | <h1>Contributors to <bdi>German</bdi></h1>');
  });
});

describe("a language's page", () => {
  it('says its tier is the coverage tier, to a screen reader, where the badge stands alone in a sentence', async () => {
    const html = await snapshot.renderer.render('/src/pages/languages/[code].astro', { language: snapshot.report.languages.find((l) => l.code === 'de') });
    expect(html).toMatch(/written left to right\. <span class="tier"><span class="visually-hidden">Coverage tier: <\/span><span aria-hidden="true">.<\/span> [^<]+<span class="visually-hidden">\.<\/span><\/span>/);
  });
});

describe("a language's coverage per component", () => {
  it('heads each row with the component, its project under it, and sorts it by both', async () => {
    const html = await snapshot.renderer.render('/src/pages/languages/[code].astro', { language: snapshot.report.languages.find((l) => l.code === 'de') });
    const table = html.slice(html.indexOf('<h2 id="components">Coverage per component</h2>'), html.indexOf('</table>', html.indexOf('<h2 id="components">Coverage per component</h2>')));
    expect([...table.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1])[0]).toBe('Component (project)');
    // Each row header holds the component and its project.
    expect([...table.matchAll(/<th scope="row" data-sort="([^"]*)">(.*?)<\/th>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['Harbor Wallet / CORE', '<a href="/projects/harbor/core/">CORE</a> <span class="cell-extra" dir="auto">Harbor Wallet</span>'],
      ['Harbor Wallet / DOCS', '<a href="/projects/harbor/docs/">DOCS</a> <span class="cell-extra" dir="auto">Harbor Wallet</span>'],
      ['Juniper / CORE', '<a href="/projects/juniper/core/">CORE</a> <span class="cell-extra" dir="auto">Juniper</span>'],
    ]);
  });
});

describe('contributors named in lists', () => {
  const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
  const levi = '\u2068Tamar Levi\u2069 (\u2068tamar.levi\u2069)';
  const levi2 = '\u2068Tamar Levi\u2069 (\u2068tamar_levi\u2069)';

  it('are named as the leaderboards name them, full name and username, on project, language, contributors and changes pages', async () => {
    const harbor = snapshot.report.projects.find((p) => p.slug === 'harbor');
    const project = text(await snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project: harbor }));
    expect(project).toContain(`${levi}: 1 translation`);
    expect(project).toContain(`${levi2}: 1 translation`);
    const german = snapshot.report.languages.find((l) => l.code === 'de');
    const language = text(await snapshot.renderer.render('/src/pages/languages/[code].astro', { language: german }));
    expect(language).toContain(`${levi}: 1 translation`);
    expect(language).toContain('deleted-7 (deleted account): 1 translation');
    const contributors = text(await snapshot.renderer.render('/src/pages/languages/[code]/contributors.astro', { language: german }));
    expect(contributors).toContain(levi2);
    expect(contributors).toContain('deleted-7 (deleted account)');
    expect(text(await snapshot.renderer.render('/src/pages/contributors/index.astro', {}))).toContain(`${levi} (1), ${levi2} (1)`);
    // The lists of latest changes too.
    const changes = await snapshot.renderer.render('/src/pages/changes/index.astro', {});
    expect(changes).toContain(`<a href="/contributors/tamar.levi/">${levi}</a>`);
    // A deleted account has no page: named, unlinked.
    expect(changes).toContain('<bdi>deleted-7</bdi><span class="muted"> (deleted account)</span>');
  });

  // dir=auto on a leaderboard's link laid it out by its first letter: "(ahmedn) أحمد نصر", where
  // the tables read "أحمد نصر (ahmedn)". The name and the username are isolated each, in the page's direction.
  it('name a person of a right-to-left name as "name (username)" in the leaderboards, as the tables do', async () => {
    const ahmed = '<a href="/contributors/ahmedn/">\u2068\u0623\u062d\u0645\u062f \u0646\u0635\u0631\u2069 (\u2068ahmedn\u2069)</a>';
    const hebrew = snapshot.report.languages.find((l) => l.code === 'he');
    expect(await snapshot.renderer.render('/src/pages/languages/[code].astro', { language: hebrew })).toContain(`<li value="1">${ahmed}: 1 translation written</li>`);
    const lumen = snapshot.report.projects.find((p) => p.slug === 'lumen');
    expect(await snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project: lumen })).toContain(`<li value="1">${ahmed}: 1 translation written</li>`);
    expect(await snapshot.renderer.render('/src/pages/contributors/index.astro', {})).toContain(`${ahmed} (1)`);
  });
});
