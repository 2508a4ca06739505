// The site's navigation marks where a reader is: a section's own page as the current page, a page
// inside a section (a language, a project) with its section as current, never as a second page.
import { describe, expect, it } from 'vitest';
import { change, oneOfEach } from '../report/fixtures.ts';
import { renderEveryPage, useRenderedSnapshot } from './snapshot-on-disk.ts';

// One change, so that there is a contributor's page and an action's.
const snapshot = useRenderedSnapshot(oneOfEach([change({ id: 1, timestamp: '2026-11-18T09:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] })]), '2026-11-20T10:00:00.000Z');

/** The Sections navigation's entries that carry aria-current, with its value. */
function currentEntries(html: string): string[] {
  const nav = /<nav aria-label="Sections">[\s\S]*?<\/nav>/.exec(html)![0];
  return [...nav.matchAll(/<a href="([^"]*)" aria-current="([^"]*)">/g)].map((m) => `${m[1]} ${m[2]}`);
}

describe('the Sections navigation', () => {
  it("marks a section's own page as the current page", async () => {
    expect(currentEntries(await snapshot.renderer.render('/src/pages/languages/index.astro', {}, '/languages/'))).toEqual(['/languages/ page']);
    expect(currentEntries(await snapshot.renderer.render('/src/pages/index.astro', {}, '/'))).toEqual(['/ page']);
  });

  it('marks the section of a page inside it as the current section, not as the page', async () => {
    const german = snapshot.report.languages.find((l) => l.code === 'de');
    expect(currentEntries(await snapshot.renderer.render('/src/pages/languages/[code].astro', { language: german }, '/languages/de/'))).toEqual(['/languages/ true']);
    const orbit = snapshot.report.projects.find((p) => p.slug === 'orbit');
    expect(currentEntries(await snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project: orbit }, '/projects/orbit/'))).toEqual(['/projects/ true']);
  });
});

describe("every page's sections", () => {
  it('have an id each, named for what they hold, and a long page links them at its top', async () => {
    // Each page's h2 and h3 ids in order (a heading without one as ''), then those its "On this page" links.
    const found: Record<string, string> = {};
    for (const [url, html] of await renderEveryPage(snapshot)) {
      const ids = [...html.matchAll(/<h[23](?: id="([^"]*)")?[ >]/g)].map((m) => m[1] ?? '');
      const linked = [.../<nav aria-label="On this page"[^]*?<\/nav>/.exec(html)?.[0].matchAll(/href="#([^"]*)"/g) ?? []].map((m) => m[1]);
      found[url] = `${ids.join(' ')} | ${linked.join(' ')}`;
    }
    expect(found).toEqual({
      '/': 'tiers activity best-covered attention inactive most-untranslated | ',
      '/languages/': 'tiers tier-complete tier-ready tier-partial tier-below | ',
      '/languages/de/': 'projects components contributors contributors-all contributors-12m contributors-6m contributors-3m contributors-1m activity latest | projects components contributors activity latest',
      '/languages/de/contributors/': ' | ',
      '/languages/de/coverage/': 'projects components | projects components',
      '/projects/': ' | ',
      '/projects/orbit/': 'languages components contributors activity | languages components contributors activity',
      '/projects/orbit/core/': ' | ',
      '/contributors/': 'window-all window-12m window-6m window-3m window-1m by-language | ',
      // The names the language page gives its sections of the same kind.
      '/contributors/ana/': 'calendar languages projects actions latest | calendar languages projects actions latest',
      '/people/': ' | ',
      '/changes/': 'activity latest | activity latest',
      '/changes/2/': 'activity latest | activity latest',
      '/about/': 'source problems computed | coverage languages-counted failing-checks language-names categories tiers contributors language-contributors left-out-of-leaderboards last-activity needs-attention best-and-least calendar action-names activity',
      '/404.html': ' | ',
    });
  });
});

describe('every page seen from outside the site, without the configuration giving its address', () => {
  it('describes itself (meta description, Open Graph) and claims no address: no canonical, no og:url', async () => {
    for (const [url, html] of await renderEveryPage(snapshot)) {
      const head = html.slice(0, html.indexOf('</head>'));
      expect([...head.matchAll(/<meta (?:name|property)="(description|og:[a-z_]+|twitter:card)"/g)].map((m) => m[1]), url).toEqual(['description', 'og:type', 'og:site_name', 'og:title', 'og:description', 'twitter:card']);
      expect(head, url).not.toContain('rel="canonical"');
      expect(head, url).not.toContain('og:url');
    }
  });
});
