// A contributor's lists of languages and projects, in Chromium with the site's style sheet: the
// projects folded under "… more projects", opened, are laid out over the page's width, not down
// the one narrow column of three that the first ten stand in.
import { readFile, rm } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { change, component, language, project, translation, user, type Collections } from '../report/fixtures.ts';
import { useRenderedSnapshot } from '../client/snapshot-on-disk.ts';
import { launchChromium } from './browser.ts';
import { tempFolder } from './demo-site.ts';

const de = language('de', 'German');
const en = language('en', 'English');
const slugs = Array.from({ length: 50 }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);
const COLLECTIONS: Collections = {
  languages: [de, en],
  projects: slugs.map((slug) => project(slug, `Project ${slug}`)),
  components: slugs.map((slug) => component(slug, 'core')),
  translations: slugs.map((slug) => translation(slug, 'core', de, { total: 10, translated: 5 })),
  users: [user('ana', 'Ana')],
  // One translation by ana in each of the 50 projects.
  changes: slugs.map((slug, i) => change({ id: i + 1, timestamp: `2026-11-01T10:${String(i).padStart(2, '0')}:00Z`, action: 2, user: 'ana', translation: [slug, 'core', 'de'] })),
};

const snapshot = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z');
let folder: string;
let browser: Browser;

beforeAll(async () => {
  folder = await tempFolder('atlas-lists-');
  browser = await launchChromium(folder);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("a contributor's projects past the first ten", { timeout: 60_000 }, () => {
  it('opens them over the width of the three lists, in columns, and folds them back into their column', async () => {
    const html = await snapshot.renderer.render('/src/pages/contributors/[username].astro', { contributor: snapshot.report.contributors.find((c) => c.username === 'ana') });
    const css = await readFile(new URL('../../src/styles/site.css', import.meta.url), 'utf8');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const tab = await context.newPage();
      await tab.setContent(html);
      await tab.addStyleTag({ content: css });
      const width = (selector: string) => tab.locator(selector).evaluate((e) => Math.round(e.getBoundingClientRect().width));
      const grid = await width('.grid-2');
      const projects = tab.locator('.grid-2 > section', { has: tab.locator('#projects') });
      // Closed: a third of the grid, beside the languages.
      const closed = await projects.evaluate((e) => Math.round(e.getBoundingClientRect().width));
      expect(closed).toBeLessThan(grid / 2);
      await projects.locator('summary').click();
      await expect(projects.locator('summary').innerText()).resolves.toBe('40 more projects');
      // Open: the whole width, the 40 in columns of 22rem (two in the 1,080 px of the list), each a line of its own.
      await expect(projects.evaluate((e) => Math.round(e.getBoundingClientRect().width))).resolves.toBe(grid);
      const lefts = await projects.locator('details li').evaluateAll((items) => [...new Set(items.map((li) => Math.round(li.getBoundingClientRect().left)))].length);
      expect(lefts).toBe(2);
      const heights = await projects.locator('details li').evaluateAll((items) => [...new Set(items.map((li) => Math.round(li.getBoundingClientRect().height)))]);
      expect(heights).toHaveLength(1);
      // The first ten stay as they were, one under another.
      await expect(projects.locator('ul').first().locator('li').evaluateAll((items) => new Set(items.map((li) => Math.round(li.getBoundingClientRect().left))).size)).resolves.toBe(1);
      await projects.locator('summary').click();
      await expect(projects.evaluate((e) => Math.round(e.getBoundingClientRect().width))).resolves.toBe(closed);
    } finally {
      await context.close();
    }
  });
});
