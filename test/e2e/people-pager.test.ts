// The list of every page of "Everyone credited", opened, in Chromium with the site's style sheet:
// the page shown is bold text among links, and stands on the same line as they do; the pagers at
// the top and the end of a page pass axe's checks.
import { readFile, rm } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { change, component, language, project, translation, user, type Collections } from '../report/fixtures.ts';
import { useRenderedSnapshot } from '../client/snapshot-on-disk.ts';
import { axeViolations } from './axe.ts';
import { launchChromium } from './browser.ts';
import { tempFolder } from './demo-site.ts';

const de = language('de', 'German');
const COLLECTIONS: Collections = {
  languages: [de, language('en', 'English')],
  projects: [project('orbit', 'Orbit')],
  components: [component('orbit', 'core')],
  translations: [translation('orbit', 'core', de, { total: 10, translated: 5 })],
  users: [user('ana', 'Ana')],
  changes: [change({ id: 1, timestamp: '2026-11-01T10:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] })],
};

const snapshot = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z');
let folder: string;
let browser: Browser;

beforeAll(async () => {
  folder = await tempFolder('atlas-pager-');
  browser = await launchChromium(folder);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the list of every page of everyone credited', { timeout: 60_000 }, () => {
  it('sets the page shown on the line of the pages beside it', async () => {
    const ana = snapshot.report.contributors.find((c) => c.username === 'ana')!;
    const pages = [
      { number: 1, first: 'aa', last: 'an', entries: [] },
      { number: 2, first: 'ana', last: 'ana', entries: [ana] },
      { number: 3, first: 'bo', last: 'zz', entries: [] },
    ];
    const html = await snapshot.renderer.render('/src/pages/people/[...page].astro', { page: pages[1], pages });
    const css = await readFile(new URL('../../src/styles/site.css', import.meta.url), 'utf8');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const tab = await context.newPage();
      await tab.setContent(html);
      await tab.addStyleTag({ content: css });
      await tab.locator('nav[aria-label="Pages of the list"] summary').click();
      // Where each entry's text stands: the top of its first line box, in whole px.
      const tops = await tab.locator('nav[aria-label="Pages of the list"] ol.pager li > *').evaluateAll((entries) => entries.map((entry) => {
        const range = document.createRange();
        range.selectNodeContents(entry);
        return [entry.textContent, Math.round(range.getClientRects()[0]!.top)];
      }));
      // The three on one row, their text at one height: the bold one stood 3 px above the links.
      expect(new Set(tops.map(([, top]) => top)).size).toBe(1);
      expect(tops.map(([text]) => text)).toEqual(['aa – an', 'ana', 'bo – zz']);
    } finally {
      await context.close();
    }
  });

  it('has a pager at the top and one at the end, each a landmark of its own name, which axe finds nothing wrong with', async () => {
    const ana = snapshot.report.contributors.find((c) => c.username === 'ana')!;
    const pages = [
      { number: 1, first: 'aa', last: 'an', entries: [] },
      { number: 2, first: 'ana', last: 'ana', entries: [ana] },
      { number: 3, first: 'bo', last: 'zz', entries: [] },
    ];
    const html = await snapshot.renderer.render('/src/pages/people/[...page].astro', { page: pages[1], pages });
    const css = await readFile(new URL('../../src/styles/site.css', import.meta.url), 'utf8');
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    try {
      const tab = await context.newPage();
      await tab.setContent(html);
      await tab.addStyleTag({ content: css });
      await expect(tab.getByRole('navigation').evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label')))).resolves
        .toEqual(['Sections', 'Pages of the list', 'Pages of the list, at its end']);
      const end = tab.getByRole('navigation', { name: 'Pages of the list, at its end' });
      await expect(end.getByRole('link').allInnerTexts()).resolves.toEqual(['Previous: aa – an', 'Next: bo – zz']);
      await end.locator('summary').click();
      await expect(end.getByRole('link').allInnerTexts()).resolves.toEqual(['Previous: aa – an', 'Next: bo – zz', 'aa – an', 'bo – zz']);
      await expect(axeViolations(tab).then((found) => found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`))).resolves.toEqual([]);
    } finally {
      await context.close();
    }
  });
});
