// The page of an account the leaderboards leave out (a bot the instance marks, one the site's
// configuration names in excludeUsers) says why it is on none of them: it gave no reason, and one
// who looked for themselves on the boards found nothing there. Rendered under a configuration of its own.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/report/config.ts';
import { loadReport } from '../../src/report/load.ts';
import type { Report } from '../../src/report/types.ts';
import { change, component, language, project, translation, user } from '../report/fixtures.ts';
import { useSiteConfig } from './site-config-for-file.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const de = language('de', 'German');
useSiteConfig({ excludeUsers: ['staff'] });
const snapshot = useRenderedSnapshot({
  languages: [de],
  projects: [project('orbit', 'Orbit')],
  components: [component('orbit', 'core')],
  translations: [translation('orbit', 'core', de, { total: 10, translated: 5 })],
  users: [{ ...user('ana', 'Ana'), is_bot: false }, { ...user('mt', 'Machine Translation'), is_bot: true }, { ...user('staff', 'Staff Member'), is_bot: false }],
  changes: [
    change({ id: 1, timestamp: '2026-11-10T10:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'], target: 'Hallo' }),
    change({ id: 2, timestamp: '2026-11-11T10:00:00Z', action: 2, user: 'mt', translation: ['orbit', 'core', 'de'], target: 'Tag' }),
    change({ id: 3, timestamp: '2026-11-12T10:00:00Z', action: 2, user: 'staff', translation: ['orbit', 'core', 'de'], target: 'Welt' }),
  ],
}, '2026-11-20T10:00:00.000Z');

// The report the pages render, loaded as they load it, under the configuration above (the snapshot's own report is under the defaults).
let report: Report;
beforeAll(async () => {
  report = await loadReport(snapshot.dir, loadSiteConfig());
});

/** The first paragraph of a person's page, as text. */
async function intro(username: string): Promise<string> {
  const html = await snapshot.renderer.render('/src/pages/contributors/[username].astro', { contributor: report.contributors.find((c) => c.username === username) });
  return html.match(/<\/h1><p>(.*?)<\/p>/s)![1]!.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
}

describe('the page of an account left out of the leaderboards', () => {
  it('says why: a bot the instance marks, or the configuration of the site', async () => {
    expect(await intro('mt')).toBe('Username mt. Active on 2026-11-11. Not on the leaderboards, nor in the counts of people: a bot, as the instance marks it. Their profile on the instance');
    expect(await intro('staff')).toBe('Username staff. Active on 2026-11-12. Not on the leaderboards, nor in the counts of people: left out by the configuration of this site. Their profile on the instance');
    expect(await intro('ana')).toBe('Username ana. Active on 2026-11-10. Their profile on the instance');
  });
});
