// The leaderboards page has a board per window (all time, 12, 6, 3 months, the last month): each
// board counts its own window's changes, not all time's.
import { describe, expect, it } from 'vitest';
import { change, oneOfEach, user } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

// Ana translated twice in January 2025 and once last week, Cem twice in January 2025 alone, Bob once
// in June (action 2: a translation changed).
const translates = (id: number, username: string, timestamp: string) => change({ id, timestamp, action: 2, user: username, translation: ['orbit', 'core', 'de'] });
const collections = {
  ...oneOfEach([
    translates(1, 'ana', '2025-01-10T09:00:00Z'),
    translates(2, 'ana', '2025-01-11T09:00:00Z'),
    translates(3, 'bob', '2026-06-15T09:00:00Z'),
    translates(5, 'cem', '2025-01-12T09:00:00Z'),
    translates(6, 'cem', '2025-01-13T09:00:00Z'),
    translates(4, 'ana', '2026-11-18T09:00:00Z'),
  ]),
  users: [user('ana', 'Ana'), user('bob', 'Bob'), user('cem', 'Cem')],
};
const snapshot = useRenderedSnapshot(collections, '2026-11-20T10:00:00.000Z');

/** An element's text, without its tags and the marks that isolate names. */
const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/[\u2066-\u2069]/g, '').trim();

/** Each board of the page: its caption, then a row per contributor as 'name: translations written, actions, authored'. */
function boards(html: string): string[][] {
  return [...html.matchAll(/<table class="atlas-table">([\s\S]*?)<\/table>/g)].map(([, table]) => {
    const caption = text(/<caption>([\s\S]*?)<\/caption>/.exec(table!)![1]!);
    const rows = [...table!.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].slice(1).map(([, row]) => {
      const cells = [...row!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => text(cell[1]!));
      // Contributor, rank, translations written, actions, authored, languages, last activity.
      return `${cells[0]}: ${cells[2]}, ${cells[3]}, ${cells[4]}`;
    });
    return [caption, ...rows];
  });
}

describe('the leaderboards page', () => {
  it("counts each board's own window: a year-old translation on the all-time board only", async () => {
    const html = await snapshot.renderer.render('/src/pages/contributors/index.astro', {}, '/contributors/');
    expect(boards(html)).toEqual([
      ['Top contributors, all time', 'Ana (ana): 3, 3, 3', 'Cem (cem): 2, 2, 2', 'Bob (bob): 1, 1, 1'],
      ['Top contributors, last 12 months (since 2025-11-20)', 'Ana (ana): 1, 1, 1', 'Bob (bob): 1, 1, 1'],
      ['Top contributors, last 6 months (since 2026-05-20)', 'Ana (ana): 1, 1, 1', 'Bob (bob): 1, 1, 1'],
      ['Top contributors, last 3 months (since 2026-08-20)', 'Ana (ana): 1, 1, 1'],
      ['Top contributors, last month (since 2026-10-20)', 'Ana (ana): 1, 1, 1'],
    ]);
  });

  it('links each window the page names at its top to that window\'s board', async () => {
    const html = await snapshot.renderer.render('/src/pages/contributors/index.astro', {}, '/contributors/');
    const nav = /<nav aria-label="Leaderboards on this page">([\s\S]*?)<\/nav>/.exec(html)![1]!;
    const headings = new Map([...html.matchAll(/<h2 id="([^"]*)">([\s\S]*?)<\/h2>/g)].map(([, id, heading]) => [`#${id}`, text(heading!)]));
    // Each link's text, and the heading of the board it goes to.
    expect([...nav.matchAll(/<a href="([^"]*)">([\s\S]*?)<\/a>/g)].map(([, href, link]) => `${text(link!)} → ${headings.get(href!)}`)).toEqual([
      'All time → All time',
      'Last 12 months (since 2025-11-20) → Last 12 months (since 2025-11-20)',
      'Last 6 months (since 2026-05-20) → Last 6 months (since 2026-05-20)',
      'Last 3 months (since 2026-08-20) → Last 3 months (since 2026-08-20)',
      'Last month (since 2026-10-20) → Last month (since 2026-10-20)',
      'By language → By language, last 12 months (since 2025-11-20)',
    ]);
  });

  it("lists each language's most active translators of the last 12 months, with their counts then, linked to its top ten", async () => {
    const html = await snapshot.renderer.render('/src/pages/contributors/index.astro', {}, '/contributors/');
    const section = /<h2 id="by-language">[\s\S]*?<\/section>/.exec(html)![0];
    // Cem, whose translations are all older, is not among them; Ana is counted for her one of this year.
    expect([...section.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) => text(item!).replace(/\s+/g, ' '))).toEqual(['German: Ana (ana) (1), Bob (bob) (1) · top ten']);
    expect([...section.matchAll(/<a href="([^"]*)"/g)].map(([, href]) => href)).toEqual(['/languages/de/', '/contributors/ana/', '/contributors/bob/', '/languages/de/#contributors']);
  });
});
