// Columns whose smallest number is the best (a component's priority, a leaderboard's rank) or whose
// count is shown as text (a contributor's languages): what their first click does, what a sort is
// said as, and the keys the script sorts them by.
import { describe, expect, it } from 'vitest';
import { change, component, oneOfEach, user } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const collections = {
  ...oneOfEach([
    change({ id: 1, timestamp: '2026-11-18T09:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] }),
    change({ id: 2, timestamp: '2026-11-18T10:00:00Z', action: 2, user: 'bob', translation: ['orbit', 'core', 'de'] }),
  ]),
  // Weblate's priorities: 60 very high, 100 medium, 140 very low.
  components: [component('orbit', 'core', { priority: 60 }), component('orbit', 'docs', { priority: 140 }), component('orbit', 'site', { priority: 100 })],
  users: [user('ana', 'Ana'), user('bob', 'Bob')],
};
const snapshot = useRenderedSnapshot(collections, '2026-11-20T10:00:00.000Z');

/** The first table of `html`: a column's cells (by the start of its header) as 'sort-key text' ('(text)' where it sorts by its text), and a header's sort attributes. */
function firstTable(html: string) {
  const table = /<table class="atlas-table">[\s\S]*?<\/table>/.exec(html)![0];
  const heads = [...table.matchAll(/<th scope="col"([^>]*)>([\s\S]*?)<\/th>/g)];
  // A header as it starts: 'Languages (…)' names the window its count covers.
  const index = (label: string) => heads.findIndex((m) => m[2]!.replace(/<[^>]*>/g, '').startsWith(label));
  return {
    column: (label: string) => [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].slice(1).map((row) => {
      const cell = [...row[1]!.matchAll(/<t[hd]([^>]*)>([\s\S]*?)<\/t[hd]>/g)][index(label)]!;
      return `${/data-sort="([^"]*)"/.exec(cell[1]!)?.[1] ?? '(text)'} ${cell[2]!.replace(/<[^>]*>/g, '')}`;
    }),
    head: (label: string) => ['aria-sort', 'data-sort-first', 'data-sort-ascending', 'data-sort-descending']
      .map((name) => new RegExp(`${name}="([^"]*)"`).exec(heads[index(label)]![1]!)?.[1] ?? null),
  };
}

describe("a project's components", () => {
  it('sort by priority as a rank: the highest (smallest number) first on a first click, said as highest first', async () => {
    const project = snapshot.report.projects.find((p) => p.slug === 'orbit');
    const { column, head } = firstTable(await snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project }, '/projects/orbit/'));
    expect(column('Priority')).toEqual(['60 very high (60)', '140 very low (140)', '100 medium (100)']);
    expect(head('Priority')).toEqual([null, 'ascending', 'highest first', 'lowest first']);
  });
});

describe('the leaderboards', () => {
  it('sort by rank top first on a first click, ties in the order shown, and by languages most first', async () => {
    const { column, head } = firstTable(await snapshot.renderer.render('/src/pages/contributors/index.astro', {}, '/contributors/'));
    // Ana and Bob tie (one translation each): both rank 1, and a sort by rank keeps Ana before Bob.
    expect(column('Rank')).toEqual(['(text) 1', '2 1']);
    // The board comes in rank order, and says so.
    expect(head('Rank')).toEqual(['ascending', 'ascending', 'top first', 'bottom first']);
    expect(head('Languages')).toEqual([null, 'descending', 'fewest first', 'most first']);
  });
});
