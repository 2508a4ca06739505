// The site's navigation marks where a reader is: a section's own page as the current page, a page
// inside a section (a language, a project) with its section as current, never as a second page.
import { describe, expect, it } from 'vitest';
import { oneOfEach } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const snapshot = useRenderedSnapshot(oneOfEach(), '2026-11-20T10:00:00.000Z');

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
