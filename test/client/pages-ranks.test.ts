// Leaderboards with ties: those with as many translations share a rank, in tables and numbered
// lists alike, and a top list cut through a tie says how many it left out. A suggestion accepted
// by a reviewer is its author's translation.
import { describe, expect, it } from 'vitest';
import { change, component, language, project, translation, type Collections } from '../report/fixtures.ts';
import { contributorDirectory } from '../../src/report/contributor-views.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const en = language('en', 'English');
const de = language('de', 'German');
const fr = language('fr', 'French');
const people = Array.from({ length: 12 }, (_, i) => `u${String(i + 1).padStart(2, '0')}`);
let id = 0;
const translates = (username: string, code: string, day: number) =>
  change({ id: ++id, timestamp: `2026-11-${String(day).padStart(2, '0')}T10:00:00Z`, action: 2, user: username, translation: ['orbit', 'core', code] });

const COLLECTIONS: Collections = {
  languages: [en, de, fr],
  projects: [project('orbit', 'Orbit')],
  components: [component('orbit', 'core')],
  translations: [
    translation('orbit', 'core', en, { total: 10, translated: 10 }, { is_source: true }),
    translation('orbit', 'core', de, { total: 10, translated: 5 }),
    translation('orbit', 'core', fr, { total: 10, translated: 5 }),
  ],
  users: [],
  changes: [
    // u01 and u02 made three German translations each, u03 to u12 one each.
    ...people.slice(0, 2).flatMap((username) => [1, 2, 3].map((day) => translates(username, 'de', day))),
    ...people.slice(2).map((username) => translates(username, 'de', 4)),
    // Ana accepts Cem's French suggestion: her action, his translation.
    change({ id: ++id, timestamp: '2026-11-05T10:00:00Z', action: 7, user: 'ana', author: 'cem', translation: ['orbit', 'core', 'fr'] }),
  ],
};

const snapshot = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z');

/** The numbered items of the first <ol> after `heading`: each item's value and its text. */
function numbered(html: string, heading: string): [string, string][] {
  const from = html.indexOf(heading);
  const list = html.slice(html.indexOf('<ol>', from), html.indexOf('</ol>', from));
  return [...list.matchAll(/<li value="(\d+)">([\s\S]*?)<\/li>/g)].map((m) => [m[1]!, m[2]!.replace(/<[^>]+>/g, '').replace(/\u2068|\u2069/g, '')]);
}

describe('a language whose top ten ends in a tie', () => {
  it('numbers those with as many translations alike, and says how many more tie with the last shown', async () => {
    const html = await snapshot.renderer.render('/src/pages/languages/[code].astro', { language: snapshot.report.languages.find((l) => l.code === 'de') });
    const allTime = numbered(html, '<h3 id="contributors-all">All time</h3>');
    expect(allTime).toEqual([
      ['1', 'u01: 3 translations written'], ['1', 'u02: 3 translations written'],
      ...people.slice(2, 10).map((username) => ['3', `${username}: 1 translation written`]),
    ]);
    const section = html.slice(html.indexOf('<h3 id="contributors-all">All time</h3>'), html.indexOf('</section>', html.indexOf('<h3 id="contributors-all">All time</h3>')));
    expect(section).toContain('<p class="muted">2 more have as many translations as the last shown: all are on the page of every contributor, linked below.</p>');
  });
});

describe('the leaderboard', () => {
  it('shows shared ranks, ordered by translations, then actions', async () => {
    const html = await snapshot.renderer.render('/src/pages/contributors/index.astro', {});
    const table = html.slice(html.indexOf('id="window-all"'), html.indexOf('</table>', html.indexOf('id="window-all"')));
    const rows = [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].slice(1).map((m) => {
      const cells = [...m[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => c[1]!.replace(/<[^>]+>/g, '').replace(/\u2068|\u2069/g, ''));
      return [cells[0], cells[1], cells[2], cells[3]];
    });
    // Cem wrote one translation and made no change of his own; Ana made one change and wrote none.
    expect(rows).toEqual([
      ['u01', '1', '3', '3'], ['u02', '1', '3', '3'],
      ...people.slice(2).map((username) => [username, '3', '1', '1']),
      ['cem', '13', '1', '0'], ['ana', '14', '0', '1'],
    ]);
  });
});

describe("the leaderboard's languages", () => {
  // A screen reader said the codes as words: "he, uk" as the pronoun and "U K", "de" as "dee".
  it('show the codes and give a screen reader the names, which the filter finds too', async () => {
    const html = await snapshot.renderer.render('/src/pages/contributors/index.astro', {});
    const table = html.slice(html.indexOf('id="window-all"'), html.indexOf('</table>', html.indexOf('id="window-all"')));
    const row = table.slice(table.indexOf('/contributors/u01/'), table.indexOf('</tr>', table.indexOf('/contributors/u01/')));
    expect(row).toContain('<td data-sort="1"><span aria-hidden="true">de</span><span class="cell-spoken"> German</span></td>');
    const cem = table.slice(table.indexOf('/contributors/cem/'), table.indexOf('</tr>', table.indexOf('/contributors/cem/')));
    expect(cem).toContain('<span aria-hidden="true">fr</span><span class="cell-spoken"> French</span>');
  });
});

describe('the leaders of each language', () => {
  it('say how many more made as many translations as the last of the three named', async () => {
    const html = await snapshot.renderer.render('/src/pages/contributors/index.astro', {});
    const section = html.slice(html.indexOf('id="by-language"'));
    const german = section.slice(section.indexOf('German'), section.indexOf('</li>', section.indexOf('German'))).replace(/<[^>]+>/g, '').replace(/\u2068|\u2069/g, '');
    expect(german).toBe('German: u01 (3), u02 (3), u03 (1) and 9 more with as many · top ten');
  });
});

describe('a suggestion a reviewer accepted', () => {
  it("is its author's translation, saved by another, and the reviewer's change; his last activity is when it was saved", async () => {
    const page = (username: string) => snapshot.renderer.render('/src/pages/contributors/[username].astro', { contributor: snapshot.report.contributors.find((c) => c.username === username) });
    const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\u2068|\u2069/g, '').replace(/\s+/g, ' ');
    expect(text(await page('cem'))).toContain('Per language French : 1 translation written (1 saved by others)');
    expect(text(await page('ana'))).toContain('Per language French : 1 change');
    const pages = contributorDirectory(snapshot.report.contributors);
    const directory = text(await snapshot.renderer.render('/src/pages/people/[...page].astro', { page: pages[0], pages }));
    expect(directory).toContain('cem : 1 translation written, 0 actions, last 2026-11-05 (text saved by others)');
  });

  it("is counted as his on his page, which says what each figure counts: \"1 translation\" read as one of the instance's translations", async () => {
    const page = await snapshot.renderer.render('/src/pages/contributors/[username].astro', { contributor: snapshot.report.contributors.find((c) => c.username === 'cem') });
    const text = page.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain(
      '1 translation written 0 actions 1 authored 1 language 1 project ' +
      "All time, from the change log: translations written counts the translation actions saving text they wrote, whoever saved it (a suggestion a reviewer accepted is its author's); " +
      'actions the changes they made, of any kind; authored the changes whose text they wrote, whoever made them (not a project or component created); languages and projects those they changed anything in or wrote translations for. How these are counted .',
    );
  });
});

describe('the windows counted back from the snapshot', () => {
  // Without their first day, "Last month" read as the calendar month before (October).
  it('are named with the day each starts on, a <time>, on the leaderboards and the language pages', async () => {
    const board = await snapshot.renderer.render('/src/pages/contributors/index.astro', {});
    const since = (day: string) => `(since <time datetime="${day}">${day}</time>)`;
    expect([...board.matchAll(/<h2 id="window-[^"]*">(.*?)<\/h2>/g)].map((m) => m[1])).toEqual([
      'All time', `Last 12 months ${since('2025-11-20')}`, `Last 6 months ${since('2026-05-20')}`, `Last 3 months ${since('2026-08-20')}`, `Last month ${since('2026-10-20')}`,
    ]);
    const german = await snapshot.renderer.render('/src/pages/languages/[code].astro', { language: snapshot.report.languages.find((l) => l.code === 'de') });
    expect([...german.matchAll(/<h3 id="contributors-[a-z0-9]+">(.*?)<\/h3>/g)].map((m) => m[1])).toContain(`Last month ${since('2026-10-20')}`);
    const contributors = await snapshot.renderer.render('/src/pages/languages/[code]/contributors.astro', { language: snapshot.report.languages.find((l) => l.code === 'de') });
    expect(contributors).toContain(`>Last 3 months ${since('2026-08-20')}</th>`);
  });
});
