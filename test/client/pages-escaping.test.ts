// Server strings in the site's own components (change lists, tiers, heatmaps) render as text:
// a hostile username, target text or link from a crawled server cannot inject markup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeRow } from '../../src/report/types.ts';
import { startAstroRenderer, type AstroRenderer } from './astro-render.ts';

let renderer: AstroRenderer;
beforeAll(async () => {
  renderer = await startAstroRenderer();
}, 60_000);
afterAll(() => renderer?.close());

const hostile: ChangeRow = {
  id: 7,
  timestamp: '2026-11-20T10:00:00.000Z',
  action: 2,
  actionName: 'Translation <b>changed</b>',
  username: '"><img src=x onerror=alert(1)>',
  authorUsername: null,
  languageCode: 'ar',
  projectSlug: 'orbit',
  componentSlug: 'core',
  target: '</script><script>alert("x")</script>',
  webUrl: 'javascript:alert(1)',
};

// The names the report gives projects, components and languages (page-lookups.ts' placeNames): the slug or code where it has none.
const places = {
  project: (slug: string) => (slug === 'orbit' ? 'Orbit' : slug),
  component: (projectSlug: string, componentSlug: string) => (projectSlug === 'orbit' && componentSlug === 'core' ? 'Core' : componentSlug),
  language: (code: string) => ({ ar: 'Arabic', en: 'English', fa: 'Persian' })[code] ?? code,
};
// The site's pages for languages, components and projects, as a build knows them (page-lookups.ts).
const PAGES = {
  hasLanguagePage: (code: string) => code === 'ar',
  hasComponentPage: (projectSlug: string, componentSlug: string) => projectSlug === 'orbit' && componentSlug === 'core',
  hasProjectPage: (slug: string) => slug === 'orbit',
  languageDirection: (code: string) => (code === 'fa' || code === 'ar' ? 'rtl' : code === 'sr@latin' ? 'ltr' : null),
  places,
};
const NO_PAGES = { hasLanguagePage: () => false, hasComponentPage: () => false, hasProjectPage: () => false, languageDirection: () => null, places };

describe('ChangeList.astro', () => {
  it('shows hostile texts as text and drops links that are not http(s)', async () => {
    const html = await renderer.render('/src/components/ChangeList.astro', { changes: [hostile], caption: 'Latest <i>changes</i>', ...NO_PAGES });
    expect(html).toContain('<caption>Latest &lt;i&gt;changes&lt;/i&gt;</caption>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Translation &lt;b&gt;changed&lt;/b&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    // The one script is the table's own (sorting and filtering), none from the text.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toMatch(/<script type="module" src="[^"]*TableScript\.astro\?astro&type=script[^"]*"><\/script>$/);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('javascript:');
    // The translation is named, but not linked: neither the site nor the link given has a page of it.
    expect(html).toContain('<td class="place"><span><bdi>Orbit</bdi> / <bdi>Core</bdi></span><span class="muted"> (not in this report)</span>\u00a0· <bdi>Arabic</bdi></td>');
  });

  it('links a change to the instance when its URL is http(s)', async () => {
    const html = await renderer.render('/src/components/ChangeList.astro', {
      changes: [{ ...hostile, username: 'anna', target: 'Hallo', webUrl: 'https://l10n.example.org/projects/orbit/core/ar/' }],
      caption: 'Latest',
      ...PAGES,
    });
    // The site's component and language pages by name, as every other page names them (where it
    // said 'orbit/core/ar on Weblate'), then the instance's page as an arrow kept on their line.
    expect(html).toContain(
      '<td class="place"><a href="/projects/orbit/core/"><bdi>Orbit</bdi> / <bdi>Core</bdi></a>\u00a0· <a href="/languages/ar/" dir="auto">Arabic</a>\u00a0' +
        '<a href="https://l10n.example.org/projects/orbit/core/ar/" rel="external" aria-label="on Weblate"></a></td>',
    );
    expect(html).toContain('<a href="/contributors/anna/">anna</a>');
    // Its time heads the row.
    expect(html).toContain(`<th scope="row" data-sort="${hostile.timestamp}"><time datetime="${hostile.timestamp}">`);
    // Newest first, as listed, said on the Time header: a first click turns it round to oldest first
    // (without it, the first click sorted newest first again, and nothing moved).
    expect(html).toContain('<tr><th scope="col" aria-sort="descending" data-sort-first="descending">Time</th><th scope="col">Translation</th>');
  });

  it('links only to the pages the site has: not a component the snapshot does not hold, nor a source language', async () => {
    const html = await renderer.render('/src/components/ChangeList.astro', {
      changes: [
        { ...hostile, id: 1, username: 'anna', target: 'Hallo', webUrl: null, componentSlug: 'gone', languageCode: 'en' },
        { ...hostile, id: 2, username: 'anna', target: '', webUrl: 'https://l10n.example.org/', projectSlug: null, componentSlug: null, languageCode: null },
      ],
      caption: 'Latest',
      ...PAGES,
    });
    // A component the report does not hold (a scoped crawl, deleted since) by its slug, in its project's
    // name, unlinked and said to be missing; a source language by its name.
    expect(html).toContain('<td class="place"><span><bdi>Orbit</bdi> / <bdi>gone</bdi></span><span class="muted"> (not in this report)</span>\u00a0· <bdi>English</bdi></td>');
    // A change whose record names no place says none, its instance's page an arrow as elsewhere.
    expect(html).toContain(
      '<td class="place"><span class="muted"><span aria-hidden="true">—</span> none</span>\u00a0<a href="https://l10n.example.org/" rel="external" aria-label="on Weblate"></a></td>',
    );
  });

  // A project's slug is one segment (its slash escaped); a component's slug is its route's rest, in segments.
  it('escapes hostile slugs, codes and links in where a change was made', async () => {
    const html = await renderer.render('/src/components/ChangeList.astro', {
      changes: [{ ...hostile, username: 'anna', target: '', projectSlug: '"><script>x</script>', componentSlug: '<b>c</b>', languageCode: "a'&b", webUrl: 'https://x.example/?a=1&b="2"' }],
      caption: 'Latest',
      hasLanguagePage: () => false,
      hasComponentPage: () => true,
      hasProjectPage: () => true,
      languageDirection: () => null,
      places,
    });
    expect(html).toContain(
      '<td class="place"><a href="/projects/%22%3E%3Cscript%3Ex%3C~2Fscript%3E/%3Cb%3Ec%3C/b%3E/"><bdi>&quot;&gt;&lt;script&gt;x&lt;/script&gt;</bdi> / <bdi>&lt;b&gt;c&lt;/b&gt;</bdi></a>\u00a0· <bdi>a&#39;&amp;b</bdi>\u00a0' +
        '<a href="https://x.example/?a=1&amp;b=&quot;2&quot;" rel="external" aria-label="on Weblate"></a></td>',
    );
    expect(html).not.toContain('<script>x');
  });

  it("names a project alone, linked to its page, and says none where a change names none: no cell is empty", async () => {
    const html = await renderer.render('/src/components/ChangeList.astro', {
      changes: [
        { ...hostile, id: 1, username: 'anna', target: '', webUrl: null, componentSlug: null, languageCode: null },
        { ...hostile, id: 2, username: 'anna', target: '', webUrl: null, projectSlug: null, componentSlug: null, languageCode: null },
        { ...hostile, id: 3, username: 'anna', target: '', webUrl: null, projectSlug: 'kestrel', componentSlug: null, languageCode: null },
      ],
      caption: 'Latest',
      ...PAGES,
    });
    expect(html).toContain('<td class="place"><a href="/projects/orbit/"><bdi>Orbit</bdi></a></td>');
    expect(html).toContain('<td class="place"><span class="muted"><span aria-hidden="true">—</span> none</span></td>');
    // A project the report does not hold, by its slug, unlinked.
    expect(html).toContain('<td class="place"><bdi>kestrel</bdi><span class="muted"> (not in this report)</span></td>');
    expect(html).not.toContain('<td class="place"></td>');
  });

  it('names the author beside the user only where they differ', async () => {
    const base = { ...hostile, target: 'Hallo', webUrl: null };
    const other = await renderer.render('/src/components/ChangeList.astro', {
      changes: [{ ...base, username: 'anna', authorUsername: 'bob <b>' }],
      caption: 'Latest',
      ...PAGES,
    });
    expect(other).toContain(', written by <a href="/contributors/bob%20%3Cb%3E/">bob &lt;b&gt;</a>');
    expect(other).toContain('<a href="/contributors/anna/">anna</a><span class="muted">, written by');
    const same = await renderer.render('/src/components/ChangeList.astro', {
      changes: [{ ...base, username: 'anna', authorUsername: 'anna' }],
      caption: 'Latest',
      ...PAGES,
    });
    expect(same).not.toContain('written by');
    const system = await renderer.render('/src/components/ChangeList.astro', {
      changes: [{ ...base, username: null, authorUsername: 'carla' }],
      caption: 'Latest',
      ...PAGES,
    });
    // It sorts after every name, as a cell with nothing in it does.
    expect(system).toContain('<td data-sort><span class="muted">system</span>');
    expect(system).toContain(', written by <a href="/contributors/carla/">carla</a>');
    // An author with no page (named by system changes alone) is not linked to one.
    const unpaged = await renderer.render('/src/components/ChangeList.astro', {
      changes: [{ ...base, username: null, authorUsername: 'ghost', authorHasPage: false }],
      caption: 'Latest',
      ...PAGES,
    });
    expect(unpaged).toContain(', written by <bdi>ghost</bdi></span>');
    expect(unpaged).not.toContain('/contributors/ghost/');
  });

  // dir=auto on the link took the direction of the name's first letter, Arabic, and laid out the
  // whole link right to left: "(omar) عمر نصر". The name and the username come isolated each (personName).
  it("names a user with a right-to-left name as 'name (username)', in the page's direction", async () => {
    const html = await renderer.render('/src/components/ChangeList.astro', {
      changes: [{ ...hostile, username: 'omar', authorUsername: 'anna', target: 'Hallo', webUrl: null }],
      caption: 'Latest',
      name: (username: string) => (username === 'omar' ? '\u2068\u0639\u0645\u0631 \u0646\u0635\u0631\u2069 (\u2068omar\u2069)' : username),
      ...PAGES,
    });
    expect(html).toContain('<td><a href="/contributors/omar/">\u2068\u0639\u0645\u0631 \u0646\u0635\u0631\u2069 (\u2068omar\u2069)</a><span class="muted">, written by <a href="/contributors/anna/">anna</a></span></td>');
  });

  it("lays a translation out in its language's direction, whatever letter it starts with", async () => {
    const html = await renderer.render('/src/components/ChangeList.astro', {
      changes: [
        { ...hostile, id: 1, action: 2, languageCode: 'fa', target: '%s حذف شود؟' },
        { ...hostile, id: 2, action: 3, languageCode: 'fa', target: 'OK to keep %s here?' },
        { ...hostile, id: 3, action: 2, languageCode: 'xx_unknown', target: '{0} items' },
      ],
      caption: 'Latest',
      ...PAGES,
    });
    expect(html).toContain('<td class="target" dir="rtl" lang="fa">%s حذف شود؟</td>');
    // A comment may be in any language: its direction is told from its text.
    expect(html).toContain('<td class="target" dir="auto" lang>OK to keep %s here?</td>');
    expect(html).toContain('<td class="target" dir="auto" lang="xx-unknown">{0} items</td>');
  });

  it("marks a translation's text with its language, and a comment's as of unknown language", async () => {
    const html = await renderer.render('/src/components/ChangeList.astro', {
      changes: [
        { ...hostile, id: 1, action: 2, languageCode: 'sr@latin', target: 'Sačuvaj' },
        { ...hostile, id: 2, action: 3, languageCode: 'sr@latin', target: 'Is this a button label?' },
        { ...hostile, id: 3, action: 17, languageCode: null, projectSlug: null, componentSlug: null, target: '' },
      ],
      caption: 'Latest',
      ...PAGES,
    });
    expect(html).toContain('<td class="target" dir="ltr" lang="sr-Latn">Sačuvaj</td>');
    // An empty lang attribute: the language is unknown (HTML), rather than the page's English.
    expect(html).toContain('<td class="target" dir="auto" lang>Is this a button label?</td>');
    expect(html).toContain('<td class="target" dir="auto"></td>');
  });
});

describe('ChangeList.astro and long words', () => {
  it('marks a cell whose word is too long for its column to be broken (long-word), and no other', async () => {
    const unbroken = `u${'nbroken'.repeat(21)}`;
    const url = `https://example.org/${'segment'.repeat(40)}`;
    const html = await renderer.render('/src/components/ChangeList.astro', {
      changes: [
        { ...hostile, id: 1, username: unbroken, projectSlug: 'orbit', componentSlug: 's'.repeat(100), target: `See ${url}`, webUrl: null },
        { ...hostile, id: 2, username: 'katerina.lindqvist95', projectSlug: 'juniper-calendar', componentSlug: 'release-notes', target: 'Export as PDF', webUrl: null },
        { ...hostile, id: 3, username: 'anna', authorUsername: unbroken, target: '', webUrl: null },
      ],
      caption: 'Latest',
      ...NO_PAGES,
    });
    expect(html).toContain(`<td class="long-word"><a href="/contributors/${unbroken}/">${unbroken}</a></td>`);
    expect(html).toContain(`<td class="place long-word"><span><bdi>Orbit</bdi> / <bdi>${'s'.repeat(100)}</bdi></span><span class="muted"> (not in this report)</span>\u00a0· <bdi>Arabic</bdi></td>`);
    expect(html).toContain(`<td class="target long-word" dir="auto" lang="ar">See ${url}</td>`);
    expect(html).toContain('<td><a href="/contributors/katerina.lindqvist95/">katerina.lindqvist95</a></td>');
    expect(html).toContain('<td class="place"><span><bdi>juniper-calendar</bdi> / <bdi>release-notes</bdi></span><span class="muted"> (not in this report)</span>\u00a0· <bdi>Arabic</bdi></td>');
    expect(html).toContain('<td class="target" dir="auto" lang="ar">Export as PDF</td>');
    // The author's name is in the user's cell.
    expect(html).toContain(`<td class="long-word"><a href="/contributors/anna/">anna</a><span class="muted">, written by <a href="/contributors/${unbroken}/">${unbroken}</a></span></td>`);
    expect(html.match(/long-word/g)).toHaveLength(4);
  });
});

describe('TierBadge.astro', () => {
  it('names the tier in text, with a shape per tier', async () => {
    const tiers = [{ name: 'gold', min: 95 }, { name: 'silver', min: 75 }, { name: '<b>bronze</b>', min: 40 }];
    expect(await renderer.render('/src/components/TierBadge.astro', { tier: 'silver', tiers })).toContain('<span aria-hidden="true">◕</span> silver');
    expect(await renderer.render('/src/components/TierBadge.astro', { tier: '<b>bronze</b>', tiers })).toContain('<span aria-hidden="true">◑</span> &lt;b&gt;bronze&lt;/b&gt;');
    expect(await renderer.render('/src/components/TierBadge.astro', { tier: '', tiers })).toContain('<span aria-hidden="true">○</span> below tiers');
  });

  // On a language's page a screen reader read "… written right to left. silver This language on the instance".
  it('says to a screen reader that it is the coverage tier, where asked to (nothing around it says so)', async () => {
    const tiers = [{ name: 'gold', min: 95 }, { name: 'silver', min: 75 }];
    expect(await renderer.render('/src/components/TierBadge.astro', { tier: 'silver', tiers, named: true })).toBe(
      '<span class="tier"><span class="visually-hidden">Coverage tier: </span><span aria-hidden="true">◕</span> silver<span class="visually-hidden">.</span></span>',
    );
    expect(await renderer.render('/src/components/TierBadge.astro', { tier: 'silver', tiers })).toBe('<span class="tier"><span aria-hidden="true">◕</span> silver</span>');
  });
});
