// A site built from a Weblate 5.x server whose components sit in categories: each component gets
// its own page at /projects/<project>/<categories>/<component>/, like Weblate's own URLs, even where
// two share a slug, and every link on the site leads to a page that was built.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoSite, stopBuilds, type DemoSite } from './demo-site.ts';
import { brokenLinks } from './links.ts';

let site: DemoSite;
beforeAll(async () => {
  site = await buildDemoSite('/l10n/', { profile: 'tiny', variant: '5x', categories: true });
}, 240_000);
afterAll(async () => {
  await stopBuilds();
  await site?.cleanup();
});

const page = (path: string) => readFile(join(site.dist, path, 'index.html'), 'utf8');

describe('a site with components in categories', { timeout: 60_000 }, () => {
  it('builds a page for each of the two components named App, under its category', async () => {
    const desktop = await page('projects/orbit-notes/desktop-apps/app');
    const mobile = await page('projects/orbit-notes/mobile-apps/app');
    expect(desktop).toContain('<title>Orbit Notes / desktop-apps / App · ');
    expect(desktop).toContain('<caption>Translations of desktop-apps / App</caption>');
    expect(mobile).toContain('<caption>Translations of mobile-apps / App</caption>');
    expect(desktop).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/projects\/orbit-notes\/desktop-apps\/app\/"/);
  });

  it('links both from the project page, each under its own name', async () => {
    const project = await page('projects/orbit-notes');
    const links = [...project.matchAll(/<a href="(\/l10n\/projects\/orbit-notes\/[^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(new Set(links.map((link) => JSON.stringify(link)))).toEqual(new Set([
      ['/l10n/projects/orbit-notes/desktop-apps/app/', 'desktop-apps / App'],
      ['/l10n/projects/orbit-notes/mobile-apps/app/', 'mobile-apps / App'],
      ['/l10n/projects/orbit-notes/glossary/', 'Glossary'],
    ].map((link) => JSON.stringify(link))));
  });

  it('has no link to a page that was not built', async () => {
    expect(await brokenLinks(site.dist, site.base)).toEqual([]);
  });
});
