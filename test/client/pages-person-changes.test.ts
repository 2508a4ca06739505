// A person's own page lists their latest changes without their name in every row (a name of 150
// characters made each row 378 px tall at 360 px): only someone else who saved their text, or wrote
// the text they saved, is named, in a column left out where no row has one.
import { describe, expect, it } from 'vitest';
import { change, component, language, project, translation, user } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const de = language('de', 'German');
const LONG = 'k'.repeat(150);
const snapshot = useRenderedSnapshot({
  languages: [de],
  projects: [project('orbit', 'Orbit')],
  components: [component('orbit', 'core')],
  translations: [translation('orbit', 'core', de, { total: 10, translated: 5 })],
  users: [user('ana', 'Ana Reviewer'), user('quiet', 'Quiet Writer'), user(LONG, 'Long Name'), user('solo', 'Solo Person')],
  changes: [
    change({ id: 1, timestamp: '2026-11-10T10:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'], target: 'Hallo' }),
    change({ id: 2, timestamp: '2026-11-12T10:00:00Z', action: 7, user: 'ana', author: 'quiet', translation: ['orbit', 'core', 'de'], target: 'Welt' }),
    change({ id: 3, timestamp: '2026-11-14T10:00:00Z', action: 2, user: LONG, translation: ['orbit', 'core', 'de'], target: 'Katze' }),
    change({ id: 4, timestamp: '2026-11-15T10:00:00Z', action: 2, user: LONG, author: 'quiet', translation: ['orbit', 'core', 'de'], target: 'Vogel' }),
    change({ id: 5, timestamp: '2026-11-16T10:00:00Z', action: 2, user: 'solo', translation: ['orbit', 'core', 'de'], target: 'Maus' }),
    change({ id: 6, timestamp: '2026-11-17T10:00:00Z', action: 2, user: 'deleted-3', author: 'quiet', translation: ['orbit', 'core', 'de'], target: 'Fisch' }),
  ],
}, '2026-11-20T10:00:00.000Z');

/** The latest changes' table of a person's page: its header cells and each row's last cell, as text. */
async function latest(username: string): Promise<{ head: string[]; last: string[] }> {
  const html = await snapshot.renderer.render('/src/pages/contributors/[username].astro', { contributor: snapshot.report.contributors.find((c) => c.username === username) });
  const table = html.match(/<table class="changes">.*?<\/table>/s)![0];
  const text = (cell: string) => cell.replace(/<[^>]+>/g, '').replace(/[\u2068\u2069]/g, '').trim();
  const head = [...table.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) => text(m[1]!));
  const last = [...table.matchAll(/<tr><th scope="row".*?<\/tr>/gs)].map((m) => text(m[0].match(/<td[^>]*>((?:(?!<td).)*?)<\/td><\/tr>$/s)![1]!));
  return { head, last };
}

describe("a person's latest changes", () => {
  it('name only the other person of each change, never the person whose page it is', async () => {
    expect(await latest('ana')).toEqual({
      head: ['Time', 'Translation', 'Action', 'Text', 'Other person'],
      last: ['written by Quiet Writer (quiet)', ''],
    });
    expect(await latest(LONG)).toEqual({
      head: ['Time', 'Translation', 'Action', 'Text', 'Other person'],
      last: ['written by Quiet Writer (quiet)', ''],
    });
    // Text they wrote, saved by others: a deleted account unlinked, said to be one.
    expect(await latest('quiet')).toEqual({
      head: ['Time', 'Translation', 'Action', 'Text', 'Other person'],
      last: ['saved by deleted-3 (deleted account)', `saved by Long Name (${LONG})`, 'saved by Ana Reviewer (ana)'],
    });
  });

  // 'Latest actions' stood over them: on the page of one who made no change, beside '0 actions', it listed the 3 that saved their text.
  it('are headed as the changes they are, made or written, in the page and its list of sections', async () => {
    const html = await snapshot.renderer.render('/src/pages/contributors/[username].astro', { contributor: snapshot.report.contributors.find((c) => c.username === 'quiet') });
    expect(html).toContain('<li><strong>0</strong> actions</li>');
    expect(html).toContain('<li><a href="#latest">Latest changes</a></li>');
    expect(html).toContain('<h2 id="latest">Latest changes</h2>');
    expect(html).not.toContain('Latest actions');
  });

  it('leave the column out where they made and wrote every change alone', async () => {
    expect(await latest('solo')).toEqual({ head: ['Time', 'Translation', 'Action', 'Text'], last: ['Maus'] });
  });
});
