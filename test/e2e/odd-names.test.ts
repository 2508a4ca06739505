// A site built from a snapshot of names a folder cannot hold as they are: a username with a '/'
// (Weblate forbids it, a hostile server could send it; its page failed the whole build) and a
// project and a component with '?' and '#' (Astro writes those encoded, and their links led
// nowhere), and one name typed composed and decomposed. Each gets its page, and every link on
// the site leads to a page the build wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, change, component, language, project, translation, user, type Collections } from '../report/fixtures.ts';
import { launchChromium } from './browser.ts';
import { buildFixtureSite, stopBuilds, type FixtureSite } from './demo-site.ts';
import { brokenLinks } from './links.ts';
import { serveStatic } from './static-server.ts';

const en = language('en', 'English');
const de = language('de', 'German');
// A code Object.prototype has a property of: a lookup by it found a function, and the build failed.
const ctor = language('constructor', 'Constructor');
const COLLECTIONS: Collections = {
  languages: [ctor, de, en],
  projects: [project('q?x#y', 'Query and hash'), project('orbit', 'Orbit Notes'), project('toString', 'To String')],
  components: [
    component('q?x#y', 'core'), component('orbit', 'a#b'), component('toString', 'core'),
    // A slug with a slash, beside the component 'x' of a category 'a'; a slug of a line separator.
    component('orbit', 'x', { name: 'In a category', url: `${BASE}/api/components/orbit/a%252Fx/` }),
    component('orbit', 'a/x', { name: 'Slashed', url: `${BASE}/api/components/orbit/slashed/` }),
    component('orbit', 'l\u2028s', { name: 'Line separated', url: `${BASE}/api/components/orbit/l%E2%80%A8s/` }),
  ],
  translations: [
    translation('toString', 'core', ctor, { total: 10, translated: 3 }),
    translation('q?x#y', 'core', en, { total: 10, translated: 10 }, { is_source: true }),
    translation('q?x#y', 'core', de, { total: 10, translated: 5 }),
    translation('orbit', 'a#b', de, { total: 10, translated: 2 }),
  ],
  users: [user('ana', 'Ana')],
  changes: [
    // The change log names users by URL: the username is its last segment, decoded.
    change({ id: 1, timestamp: '2026-11-19T10:00:00Z', action: 2, user: 'a%2Fb', translation: ['orbit', 'a#b', 'de'], target: 'Hallo' }),
    change({ id: 2, timestamp: '2026-11-19T11:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'a#b', 'de'], target: 'Welt' }),
    // '%' Astro decodes in a parameter: the page of '%41' was looked for at 'A', and the build failed.
    change({ id: 3, timestamp: '2026-11-19T12:00:00Z', action: 2, user: '%2541', translation: ['orbit', 'a#b', 'de'], target: 'Drei' }),
    // 'zoé' composed and decomposed: two users to Weblate, one folder to Astro, which dropped a page.
    change({ id: 4, timestamp: '2026-11-19T13:00:00Z', action: 2, user: 'zo%C3%A9', translation: ['orbit', 'a#b', 'de'], target: 'Vier' }),
    change({ id: 5, timestamp: '2026-11-19T14:00:00Z', action: 2, user: 'zoe%CC%81', translation: ['orbit', 'a#b', 'de'], target: 'F\u00fcnf' }),
    // Names Weblate allows that the folder of their page already holds: the leaderboard's own page.
    change({ id: 6, timestamp: '2026-11-19T15:00:00Z', action: 2, user: 'index.html', translation: ['orbit', 'a#b', 'de'], target: 'Sechs' }),
    change({ id: 7, timestamp: '2026-11-19T16:00:00Z', action: 2, user: 'notes.html', translation: ['orbit', 'a#b', 'de'], target: 'Sieben' }),
    // Names a hostile server can send that failed the whole build: the URL parser Astro matches
    // paths with drops a tab or line break and reads '\\' as '/'; NUL and 300 letters no file name holds.
    change({ id: 9, timestamp: '2026-11-19T18:00:00Z', action: 2, user: 'tab%09name', translation: ['orbit', 'a#b', 'de'], target: 'Neun' }),
    change({ id: 10, timestamp: '2026-11-19T18:01:00Z', action: 2, user: 'line%0Abreak', translation: ['orbit', 'a#b', 'de'], target: 'Zehn' }),
    change({ id: 11, timestamp: '2026-11-19T18:02:00Z', action: 2, user: 'a%5Cb', translation: ['orbit', 'a#b', 'de'], target: 'Elf' }),
    change({ id: 12, timestamp: '2026-11-19T18:03:00Z', action: 2, user: 'nul%00byte', translation: ['orbit', 'a#b', 'de'], target: 'Zw\u00f6lf' }),
    change({ id: 13, timestamp: '2026-11-19T18:04:00Z', action: 2, user: 'x'.repeat(300), translation: ['orbit', 'a#b', 'de'], target: 'Dreizehn' }),
    // A translation of several lines, as a string of help text or a licence notice has them.
    change({ id: 14, timestamp: '2026-11-19T18:05:00Z', action: 2, user: 'ana', translation: ['orbit', 'a#b', 'de'], target: 'Erste Zeile\nZweite Zeile\n\nVierte Zeile' }),
    // A system change naming an author who made no other: no page, and no link to one.
    change({ id: 8, timestamp: '2026-11-19T17:00:00Z', action: 59, user: null, author: 'ghost', translation: ['orbit', 'a#b', 'de'], target: 'Acht' }),
  ],
};

let site: FixtureSite;
// Its build waits its turn for the project's build lock behind other test files' builds: odd-names'
// hook took about 90 s so under load (two busy loops, four files at once).
beforeAll(async () => {
  site = await buildFixtureSite(COLLECTIONS, '2026-11-20T10:00:00.000Z', '/l10n/');
}, 240_000);
afterAll(async () => {
  await stopBuilds();
  await site?.cleanup();
});

const page = (path: string) => site.page(path);

describe('a site with names a folder cannot hold as they are', () => {
  it('gives the user with a slash a page, linked from the list of everyone', async () => {
    expect(await page('contributors/a~2Fb')).toContain('<h1><bdi class="whole">a/b</bdi></h1>');
    expect(await page('people')).toContain('<a href="/l10n/contributors/a~2Fb/">\u2068a/b\u2069</a>');
  });

  it("gives the project and the component with '?' and '#' pages at the addresses their links give", async () => {
    expect(await page('projects/q~3Fx~23y')).toContain('<title>Query and hash · ');
    expect(await page('projects/orbit/a~23b')).toContain('<caption>Translations of A#B</caption>');
    const projects = await page('projects');
    expect(projects).toContain('<a href="/l10n/projects/q~3Fx~23y/">Query and hash</a>');
    expect(await page('projects/orbit')).toContain('<a href="/l10n/projects/orbit/a~23b/">A#B</a>');
  });

  it("gives the user named '%41' a page of their own", async () => {
    expect(await page('contributors/~2541')).toContain('<h1><bdi class="whole">%41</bdi></h1>');
    expect(await page('people')).toContain('<a href="/l10n/contributors/~2541/">\u2068%41\u2069</a>');
  });

  it("gives 'zoé' typed composed and typed decomposed a page each", async () => {
    expect(await page('contributors/zo\u00e9')).toContain('<h1><bdi class="whole">zo\u00e9</bdi></h1>');
    expect(await page('contributors/zo\u00e9')).toContain('Vier');
    expect(await page('contributors/zoe~u0301')).toContain('<h1><bdi class="whole">zoe\u0301</bdi></h1>');
    expect(await page('contributors/zoe~u0301')).toContain('F\u00fcnf');
    expect(await page('people')).toContain('<a href="/l10n/contributors/zoe~u0301/">\u2068zoe\u0301\u2069</a>');
  });

  it("gives users named 'index.html' and 'notes.html' their pages, where the first failed the build (EISDIR)", async () => {
    expect(await page('contributors/index~2Ehtml')).toContain('<h1><bdi class="whole">index.html</bdi></h1>');
    expect(await page('contributors/index~2Ehtml')).toContain('Sechs');
    expect(await page('contributors/notes.html')).toContain('<h1><bdi class="whole">notes.html</bdi></h1>');
    expect(await page('people')).toContain('<a href="/l10n/contributors/index~2Ehtml/">\u2068index.html\u2069</a>');
  });

  it('gives users named with a tab, a line break, a backslash, a NUL or 300 letters their pages', async () => {
    expect(await page('contributors/tab~09name')).toContain('Neun');
    expect(await page('contributors/line~0Abreak')).toContain('Zehn');
    expect(await page('contributors/a~5Cb')).toContain('Elf');
    // The NUL is U+FFFD in the name (HTML allows none in a page), and so in its folder's.
    expect(await page('contributors/nul\uFFFDbyte')).toContain('Zw\u00f6lf');
    expect(await page('contributors/nul\uFFFDbyte')).toContain('<h1><bdi class="whole">nul\uFFFDbyte</bdi></h1>');
    const long = `${'x'.repeat(160)}~h970138f58980d2e3`;
    expect(await page(`contributors/${long}`)).toContain('Dreizehn');
    expect(await page('people')).toContain(`<a href="/l10n/contributors/${long}/">`);
  });

  it("builds the pages of a language coded 'constructor' and a project slugged 'toString', which have no changes", async () => {
    expect(await page('languages/constructor')).toContain('<h1');
    expect(await page('projects/toString')).toContain('<title>To String · ');
  });

  it("gives a component slugged 'a/x' a page apart from the component 'x' of category 'a', and one slugged with U+2028 its page", async () => {
    expect(await page('projects/orbit/a/x')).toContain('<title>Orbit Notes / a / In a category · ');
    expect(await page('projects/orbit/a~252Fx')).toContain('<title>Orbit Notes / Slashed · ');
    expect(await page('projects/orbit/l~u2028s')).toContain('<title>Orbit Notes / Line separated · ');
  });

  it('has no link to a page that was not built', async () => {
    expect(await brokenLinks(site.dist, '/l10n/')).toEqual([]);
  });
});

describe('the change table of a text of several lines', () => {
  it("shows a text of several lines on its lines, where they ran together ('Erste Zeile Zweite Zeile')", async () => {
    const server = await serveStatic(site.dist, '/l10n/');
    const browser = await launchChromium(site.folder);
    try {
      const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await tab.goto(`${server.url}changes/`);
      // innerText is the text as laid out: a line break the page does not show is a space in it.
      const shown = await tab.evaluate(() => [...document.querySelectorAll('table.changes td.target')].map((cell) => (cell as HTMLElement).innerText).filter((text) => text.startsWith('Erste')));
      expect(shown).toEqual(['Erste Zeile\nZweite Zeile\n\nVierte Zeile']);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});

describe('the change table of a site with a username of 300 letters', () => {
  it('breaks that name within its column, and no other, where it made the table wider than a 1280 px screen', async () => {
    const server = await serveStatic(site.dist, '/l10n/');
    const browser = await launchChromium(site.folder);
    try {
      const layout = async (width: number) => {
        const tab = await browser.newPage({ viewport: { width, height: 900 } });
        await tab.goto(`${server.url}changes/`);
        return tab.evaluate(() => {
          const table = document.querySelector('table.changes')!;
          const cells = [...table.querySelectorAll('tbody td:nth-child(2), tbody td:nth-child(5)')];
          // A cell's words kept whole: its widest word (the width it takes at its narrowest) fits it.
          const wordsWhole = (cell: Element) => {
            const probe = document.createElement('div');
            probe.style.cssText = 'position: absolute; width: min-content; font-size: 0.9rem';
            probe.innerHTML = cell.innerHTML;
            document.body.append(probe);
            const widest = probe.getBoundingClientRect().width;
            probe.remove();
            return widest <= cell.getBoundingClientRect().width - 16 + 0.5;
          };
          return {
            fits: table.getBoundingClientRect().width <= table.parentElement!.clientWidth,
            long: [...table.querySelectorAll('td.long-word')].map((cell) => [cell.textContent!.length, Math.round(cell.getBoundingClientRect().width)]),
            broken: cells.filter((cell) => !cell.classList.contains('long-word') && !wordsWhole(cell)).map((cell) => cell.textContent),
          };
        });
      };
      // The name (302 characters with the marks that isolate it) breaks in a column of about 20rem,
      // its maximum, and a share of the width to spare: the table fits the screen, where the name
      // alone made its column 2,571 px wide.
      expect(await layout(1280)).toEqual({ fits: true, long: [[302, 326]], broken: [] });
      // On a phone the table scrolls in its box, as it did, the name's column at its narrowest (14rem).
      expect(await layout(360)).toEqual({ fits: false, long: [[302, 240]], broken: [] });
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
