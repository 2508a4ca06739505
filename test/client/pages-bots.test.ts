// A snapshot whose user records do not say who is a bot (Weblate sends is_bot only to callers who
// may manage users): the contributors and about pages say bots are counted as people, and how to
// leave them out, the overview says so in short beside its count of contributors; a bot the
// instance does not mark ranks as a person.
import { describe, expect, it } from 'vitest';
import { change, component, language, project, translation, user } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const de = language('de', 'German');
const snapshot = useRenderedSnapshot({
  languages: [de],
  projects: [project('orbit', 'Orbit')],
  components: [component('orbit', 'core')],
  translations: [translation('orbit', 'core', de, { total: 10, translated: 5 })],
  // As Weblate's BasicUserSerializer gives them on 2026.x: id, full_name and username only.
  users: [{ id: 4, ...user('ana', 'Ana') }, { id: 9, ...user('mt', 'Machine Translation') }],
  changes: [
    change({ id: 1, timestamp: '2026-11-10T10:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'], target: 'Hallo' }),
    change({ id: 2, timestamp: '2026-11-11T10:00:00Z', action: 2, user: 'mt', translation: ['orbit', 'core', 'de'], target: 'Tag' }),
    change({ id: 3, timestamp: '2026-11-12T10:00:00Z', action: 2, user: 'mt', translation: ['orbit', 'core', 'de'], target: 'Welt' }),
  ],
}, '2026-11-20T10:00:00.000Z');

const NOTE =
  'No user record in this snapshot says whether its account is a bot: Weblate says so only to a token that may manage users, ' +
  'which the crawl did not use. Bots are therefore counted here as people, on the leaderboards and in the counts of contributors, ' +
  'unless excludeUsers in the site configuration names them.';
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

describe('user records that do not say who is a bot', () => {
  it('are said to leave bots counted as people on the contributors page, which ranks the unmarked bot as one', async () => {
    const html = text(await snapshot.renderer.render('/src/pages/contributors/index.astro', {}));
    expect(html).toContain(`as Weblate counts it). ${NOTE} Each board shows its top 50;`);
    // Where the overview's line links to.
    const raw = await snapshot.renderer.render('/src/pages/contributors/index.astro', {});
    expect(raw).toContain(`<span id="bots-counted">${NOTE}</span>`);
    expect(html).toContain('2 accounts in all (2 people)');
    expect(snapshot.report.contributors.filter((c) => c.excluded)).toEqual([]);
  });

  it('are said so on the about page, under what the leaderboards leave out', async () => {
    const html = text(await snapshot.renderer.render('/src/pages/about/index.astro', {}));
    expect(html).toContain(`Nobody: no users are configured to be left out. ${NOTE} Placeholders are named as such:`);
  });

  it('are said so in one sentence on the overview, under its count of contributors, linking to the contributors page', async () => {
    const html = await snapshot.renderer.render('/src/pages/index.astro', {});
    // The card counts the unmarked bot among the people.
    expect(text(html)).toContain('2 contributors');
    const after = html.slice(html.indexOf('<p class="muted stats-after"'));
    expect(text(after.slice(0, after.indexOf('</p>')))).toMatch(
      /contributors\. No user record in this snapshot says whether its account is a bot: bots are counted here as people\.$/,
    );
    expect(after.slice(0, after.indexOf('</p>'))).toContain('<a href="/contributors/#bots-counted">bots are counted here as people</a>.');
  });
});
