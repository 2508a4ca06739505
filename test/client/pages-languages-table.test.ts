// The table of every language on /languages/: how its columns sort (the keys the script sorts by,
// and what a first click does and is said as), which only a browser otherwise tries.
import { describe, expect, it } from 'vitest';
import { component, language, oneOfEach, project, translation } from '../report/fixtures.ts';
import { startTags } from './html-tokens.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

// Four languages, one in each of the default tiers (complete from 100 %, ready from 90 %, partial
// from 50 %) and one below them, named so that A to Z differs from the tiers' order and from their names' order.
const de = language('de', 'German');
const fr = language('fr', 'French');
const ga = language('ga', 'Irish');
const nl = language('nl', 'Dutch');
const collections = {
  ...oneOfEach(),
  languages: [de, fr, ga, nl],
  projects: [project('orbit', 'Orbit')],
  components: [component('orbit', 'core')],
  translations: [
    translation('orbit', 'core', de, { total: 1000, translated: 1000 }),
    translation('orbit', 'core', fr, { total: 1000, translated: 975 }),
    translation('orbit', 'core', ga, { total: 1000, translated: 5 }),
    translation('orbit', 'core', nl, { total: 1000, translated: 600 }),
  ],
};
const snapshot = useRenderedSnapshot(collections, '2026-11-20T10:00:00.000Z');

/** The languages table's column headers, each with its sort attributes, and its rows' cells of a column, with their sort keys. */
async function table() {
  const html = await snapshot.renderer.render('/src/pages/languages/index.astro', {}, '/languages/');
  const tableHtml = /<table class="atlas-table">[\s\S]*?<\/table>/.exec(html)![0];
  const tags = startTags(tableHtml);
  const heads = [...tableHtml.matchAll(/<th scope="col"([^>]*)>([\s\S]*?)<\/th>/g)].map((m) => m[2]!);
  const headTags = tags.filter((t) => t.name === 'th' && t.attrs.get('scope') === 'col');
  const column = (label: string) => {
    const i = heads.indexOf(label);
    return [...tableHtml.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].slice(1).map((row) => {
      const cell = [...row[1]!.matchAll(/<t[hd]([^>]*)>([\s\S]*?)<\/t[hd]>/g)][i]!;
      return `${/data-sort="([^"]*)"/.exec(cell[1]!)?.[1] ?? '(text)'} ${cell[2]!.replace(/<[^>]*>/g, '')}`;
    });
  };
  const head = (label: string) => {
    const t = headTags[heads.indexOf(label)]!;
    return ['aria-sort', 'data-sort-first', 'data-sort-ascending', 'data-sort-descending'].map((name) => t.attrs.get(name) ?? null);
  };
  return { column, head };
}

describe('the languages table', () => {
  it('comes sorted A to Z by name, and says so on its header', async () => {
    const { column, head } = await table();
    // Each sorts by its English name alone (data-sort), not with its own name under it.
    expect(column('Language').map((cell) => cell.split(' ')[0])).toEqual(['Dutch', 'French', 'German', 'Irish']);
    expect(head('Language')).toEqual(['ascending', null, null, null]);
  });

  it('sorts tiers by their rank, the highest first on a first click, said as highest and lowest first', async () => {
    const { column, head } = await table();
    // Dutch partial, French ready, German complete, Irish below tiers: by name, 'below tiers'
    // sorted before 'complete', and 'ready' after 'partial'.
    expect(column('Tier')).toEqual(['1 partial', '2 ready', '3 complete', '0 below tiers']);
    expect(head('Tier')).toEqual([null, 'descending', 'lowest first', 'highest first']);
  });

  it('sorts the percentages by their values, not their text', async () => {
    const { column, head } = await table();
    expect(column('% strings')).toEqual(['60 60.0\u00a0%', '97.5 97.5\u00a0%', '100 100.0\u00a0%', '0.5 0.5\u00a0%']);
    expect(head('% strings')).toEqual([null, 'descending', null, null]);
  });
});
