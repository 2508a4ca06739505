// How the overview ranks languages (a shared percentage a shared rank, as the list's number) and
// lays out a right-to-left name there, and how a language's page marks its name in itself.
import { describe, expect, it } from 'vitest';
import { component, language, oneOfEach, project, translation } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const ar = language('ar', 'Arabic', { direction: 'rtl' });
const de = language('de', 'German');
const fr = language('fr', 'French');
const collections = {
  ...oneOfEach(),
  languages: [ar, de, fr],
  projects: [project('orbit', 'Orbit')],
  components: [component('orbit', 'core')],
  // German and French tie at 80 %; Arabic is at 40 %.
  translations: [
    translation('orbit', 'core', ar, { total: 10, translated: 4 }),
    translation('orbit', 'core', de, { total: 10, translated: 8 }),
    translation('orbit', 'core', fr, { total: 10, translated: 8 }),
  ],
};
const snapshot = useRenderedSnapshot(collections, '2026-11-20T10:00:00.000Z');

/** The items of the overview's list under the heading of `id`. */
function listItems(html: string, id: string): string[] {
  const section = new RegExp(`<h2 id="${id}">[\\s\\S]*?</ol>`).exec(html)![0];
  return [...section.matchAll(/<li[^>]*>[\s\S]*?<\/li>/g)].map((m) => m[0]);
}

describe("the overview's best and least covered languages", () => {
  it('give a shared percentage a shared rank, and lay out each name in its own direction', async () => {
    const html = await snapshot.renderer.render('/src/pages/index.astro', {}, '/');
    // Both first, not 1 and 2 as an <ol> counts by itself.
    expect(listItems(html, 'best-covered')).toEqual([
      '<li value="1"><a href="/languages/de/" dir="auto">German</a> 80.0\u00a0%</li>',
      '<li value="1"><a href="/languages/fr/" dir="auto">French</a> 80.0\u00a0%</li>',
    ]);
    expect(listItems(html, 'least-covered')).toEqual(['<li value="1"><a href="/languages/ar/" dir="auto">Arabic</a> 40.0\u00a0%</li>']);
  });
});

describe("a language's page", () => {
  it('marks its name in itself with its language and direction', async () => {
    const arabic = snapshot.report.languages.find((l) => l.code === 'ar');
    const html = await snapshot.renderer.render('/src/pages/languages/[code].astro', { language: arabic }, '/languages/ar/');
    expect(html).toContain('<bdi>Arabic</bdi> (<span lang="ar" dir="rtl">العربية</span>), code <code>ar</code>');
  });
});
