// A site built from a snapshot whose components sit in categories of names a folder or a page
// cannot hold as they are ('..', '.', 'index.html', '%', '~', 250 letters, a name not in composed
// form, a BEL, an empty slug), beside a component of the same name as a category and one known only
// from its translations: each category gets its page, every link leads to a page the build wrote,
// and no page holds a character HTML forbids.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { component, language, project, translation, type Collections } from '../report/fixtures.ts';
import { buildFixtureSite, stopBuilds, type FixtureSite } from './demo-site.ts';
import { brokenLinks } from './links.ts';

const de = language('de', 'German');
// A component's path in the API's URL, as Weblate 5.x spells it: its slashes encoded twice.
const segment = (path: string) => encodeURIComponent(encodeURIComponent(path));
const PATHS = ['../x', './x', 'index.html/x', '%/x', '~/x', `${'c'.repeat(250)}/x`, 'cafe\u0301/x', 'bel\u0007/x', 'a//z', 'app/x', 'deep/er/x'];
const COLLECTIONS: Collections = {
  languages: [de],
  projects: [project('orbit', 'Orbit Notes')],
  components: [
    // 'app' is a component and the category of 'app/x': the component keeps the page.
    component('orbit', 'app'),
    ...PATHS.map((path) => component('orbit', segment(path), { slug: path.slice(path.lastIndexOf('/') + 1), name: 'X' })),
  ],
  translations: [
    translation('orbit', 'app', de, { total: 10, translated: 4 }),
    ...PATHS.map((path) => translation('orbit', segment(path), de, { total: 10, translated: 4 })),
    // A component the components list does not hold, in a category only it is in.
    translation('orbit', segment('hidden/only'), de, { total: 10, translated: 4 }),
  ],
  users: [],
  changes: [],
};

let site: FixtureSite;
beforeAll(async () => {
  site = await buildFixtureSite(COLLECTIONS, '2026-11-20T10:00:00.000Z', '/l10n/');
}, 240_000);
afterAll(async () => {
  await stopBuilds();
  await site?.cleanup();
});

describe('a site with categories of names a folder or a page cannot hold as they are', () => {
  it('gives each category its page, in a folder of its own', async () => {
    expect(await site.page('projects/orbit/~2E~2E')).toContain('<caption>Components in ..</caption>');
    expect(await site.page('projects/orbit/~2E')).toContain('<caption>Components in .</caption>');
    expect(await site.page('projects/orbit/index~2Ehtml')).toContain('<caption>Components in index.html</caption>');
    expect(await site.page('projects/orbit/~25')).toContain('<caption>Components in %</caption>');
    expect(await site.page('projects/orbit/hidden')).toContain('<caption>Components in hidden</caption>');
    expect(await site.page('projects/orbit/app')).toContain('<caption>Translations of APP</caption>');
  });

  it('names a category with a BEL with U+FFFD in its place, on its page and wherever its components are named', async () => {
    expect(await site.page('projects/orbit/bel~07')).toContain('<caption>Components in bel\uFFFD</caption>');
    expect(await site.page('projects/orbit/bel~07/x')).toContain('<caption>Translations of bel\uFFFD / X</caption>');
    const forbidden: string[] = [];
    for (const entry of await readdir(site.dist, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      const file = join(entry.parentPath, entry.name);
      if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/.test(await readFile(file, 'utf8'))) forbidden.push(file.slice(site.dist.length));
    }
    expect(forbidden).toEqual([]);
  });

  it('has no link to a page that was not built', async () => {
    expect(await brokenLinks(site.dist, '/l10n/')).toEqual([]);
  });
});
