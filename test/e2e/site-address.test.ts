// A site built with its address configured (siteUrl): every page names its own absolute address,
// as its links spell it, and sitemap.xml lists every page, the 404 page aside.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { change, component, language, project, translation, user, type Collections } from '../report/fixtures.ts';
import { buildFixtureSite, stopBuilds, type FixtureSite } from './demo-site.ts';

const de = language('de', 'German');
const COLLECTIONS: Collections = {
  languages: [de],
  projects: [project('orbit', 'Orbit')],
  components: [component('orbit', 'core')],
  translations: [translation('orbit', 'core', de, { total: 10, translated: 5 })],
  // A username with a '+', which the site's links write '%2B'.
  users: [user('a+b', 'Ana')],
  changes: [change({ id: 1, timestamp: '2026-11-18T09:00:00Z', action: 2, user: 'a+b', translation: ['orbit', 'core', 'de'] })],
};

let site: FixtureSite;
// Its build waits its turn for the project's build lock behind other test files' builds: odd-names'
// hook took about 90 s so under load (two busy loops, four files at once).
beforeAll(async () => {
  site = await buildFixtureSite(COLLECTIONS, '2026-11-20T10:00:00.000Z', '/l10n/', { siteUrl: 'https://L10N.example.org' });
}, 240_000);
afterAll(async () => {
  await stopBuilds();
  await site?.cleanup();
});

describe('a site built with its address', () => {
  it('writes sitemap.xml listing every page it built, sorted, but the 404 page', async () => {
    expect((await readdir(site.dist)).filter((name) => name.endsWith('.xml'))).toEqual(['sitemap.xml']);
    const page = (path: string) => `<url><loc>https://l10n.example.org/l10n/${path}</loc></url>\n`;
    expect(await readFile(join(site.dist, 'sitemap.xml'), 'utf8')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        ['', 'about/', 'changes/', 'changes/2/', 'contributors/', 'contributors/a%2Bb/', 'languages/', 'languages/de/', 'languages/de/contributors/', 'people/', 'projects/', 'projects/orbit/', 'projects/orbit/core/'].map(page).join('') +
        '</urlset>\n',
    );
  });

  it('names on each page its address as the sitemap and the links spell it, and none on the 404 page', async () => {
    const address = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)">|<meta property="og:url" content="([^"]*)">/g)].map((m) => m[1] ?? m[2]);
    expect(address(await site.page('contributors/a+b'))).toEqual(['https://l10n.example.org/l10n/contributors/a%2Bb/', 'https://l10n.example.org/l10n/contributors/a%2Bb/']);
    expect(await site.page('people')).toContain('href="/l10n/contributors/a%2Bb/"');
    expect(address(await site.page(''))).toEqual(['https://l10n.example.org/l10n/', 'https://l10n.example.org/l10n/']);
    expect(address(await readFile(join(site.dist, '404.html'), 'utf8'))).toEqual([]);
  });
});
