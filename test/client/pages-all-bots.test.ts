// A snapshot whose every credited account is a bot the instance marks (is_bot): the leaderboards
// rank none of them, and the list of everyone credited says so, not that they rank them.
import { describe, expect, it } from 'vitest';
import { change, component, language, project, translation, user } from '../report/fixtures.ts';
import { contributorDirectory } from '../../src/report/contributor-views.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const de = language('de', 'German');
const snapshot = useRenderedSnapshot({
  languages: [de],
  projects: [project('orbit', 'Orbit')],
  components: [component('orbit', 'core')],
  translations: [translation('orbit', 'core', de, { total: 10, translated: 5 })],
  users: [{ ...user('mt', 'Machine Translation'), is_bot: true }, { ...user('sync', 'Repository Sync'), is_bot: true }],
  changes: [
    change({ id: 1, timestamp: '2026-11-10T10:00:00Z', action: 2, user: 'mt', translation: ['orbit', 'core', 'de'], target: 'Hallo' }),
    change({ id: 2, timestamp: '2026-11-11T10:00:00Z', action: 9, user: 'sync', translation: ['orbit', 'core', 'de'], target: 'Tag' }),
  ],
}, '2026-11-20T10:00:00.000Z');

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

describe('a change log whose every account is a bot', () => {
  it('lists them A to Z saying the leaderboards rank none of them', async () => {
    const pages = contributorDirectory(snapshot.report.contributors);
    const html = text(await snapshot.renderer.render('/src/pages/people/[...page].astro', { page: pages[0], pages }));
    expect(html).toContain(
      '2 accounts credited with activity in the change log (2 bots marked so on the instance), by username, each with a page of their own but deleted accounts. The leaderboards rank none of them.',
    );
    expect(html).not.toContain('rank them');
  });
});
