// A site built from a Weblate 5.x server whose components sit in categories: each component gets
// its own page at /projects/<project>/<categories>/<component>/, like Weblate's own URLs, even where
// two share a slug, each category a page at /projects/<project>/<categories>/, and every link on the
// site leads to a page that was built.
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
    const links = [...project.matchAll(/<a href="(\/l10n\/projects\/orbit-notes\/[^"]+)"(?: dir="auto")?>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(new Set(links.map((link) => JSON.stringify(link)))).toEqual(new Set([
      ['/l10n/projects/orbit-notes/desktop-apps/app/', 'desktop-apps / App'],
      ['/l10n/projects/orbit-notes/mobile-apps/app/', 'mobile-apps / App'],
      ['/l10n/projects/orbit-notes/glossary/', 'Glossary'],
      ['/l10n/projects/orbit-notes/desktop-apps/', 'desktop-apps'],
      ['/l10n/projects/orbit-notes/mobile-apps/', 'mobile-apps'],
    ].map((link) => JSON.stringify(link))));
  });

  it('builds a page for each category, as Weblate has one at its path, listing its components', async () => {
    const desktop = await page('projects/orbit-notes/desktop-apps');
    expect(desktop).toContain('<title>Orbit Notes / desktop-apps · ');
    expect(desktop).toContain('<caption>Components in desktop-apps</caption>');
    const links = [...desktop.matchAll(/<a href="(\/l10n\/projects\/orbit-notes\/[^"]*)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['/l10n/projects/orbit-notes/', 'Orbit Notes'],
      ['/l10n/projects/orbit-notes/desktop-apps/app/', 'desktop-apps / App'],
    ]);
    // The component's page links back to it.
    expect(await page('projects/orbit-notes/desktop-apps/app')).toContain(' · category <a href="/l10n/projects/orbit-notes/desktop-apps/" dir="auto">desktop-apps</a> · file format ');
  });

  it('has no link to a page that was not built', async () => {
    expect(await brokenLinks(site.dist, site.base)).toEqual([]);
  });
});
