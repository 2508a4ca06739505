// Pages rendered from a snapshot of an instance with nothing to translate into: no project, only
// the languages the instance lists.
import { describe, expect, it } from 'vitest';
import { language, user, type Collections } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const COLLECTIONS: Collections = {
  languages: [language('en', 'English'), language('de', 'German')],
  users: [user('ana', 'Ana')],
  changes: [],
};

const snapshot = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z');

/** The page's text between `from` and `to` (both included, each the first after the other). */
function between(page: string, from: string, to: string): string {
  const start = page.indexOf(from);
  return start === -1 ? '' : page.slice(start, page.indexOf(to, start) + to.length);
}

describe('the overview of an instance with no language to translate into', () => {
  it('says so under the tiers, not a line of "0 languages" for each of them', async () => {
    const html = await snapshot.renderer.render('/src/pages/index.astro', {});
    expect(between(text(html), 'Languages by tier', 'Activity')).toBe('Languages by tier No languages to translate into, so none in any tier. Activity');
  });
});

describe('the projects page of an instance with no project', () => {
  it('says there are none, without the sentence on what the columns of a table of none count', async () => {
    const html = await snapshot.renderer.render('/src/pages/projects/index.astro', {});
    expect(between(text(html), 'UTC Projects', 'read.')).toBe('UTC Projects No projects were read.');
  });
});
