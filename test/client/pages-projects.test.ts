// The projects table rendered from a snapshot: each project's changes in the last 12 calendar
// months and the 12 before, where a project first changed this year had no year before.
import { describe, expect, it } from 'vitest';
import { change, component, language, project, translation, user, type Collections } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const en = language('en', 'English');
const de = language('de', 'German');
const COLLECTIONS: Collections = {
  languages: [de, en],
  projects: [project('harbor', 'Harbor Wallet'), project('orbit', 'Orbit Notes'), project('quiet', 'Quiet One')],
  components: [component('harbor', 'app'), component('orbit', 'app'), component('quiet', 'app')],
  translations: ['harbor', 'orbit', 'quiet'].flatMap((slug) => [
    translation(slug, 'app', en, { total: 10, translated: 10 }, { is_source: true }),
    translation(slug, 'app', de, { total: 10, translated: 5 }),
  ]),
  users: [user('ana', 'Ana')],
  changes: [
    // Harbor Wallet: first changed in July, inside the last 12 months.
    change({ id: 1, timestamp: '2026-07-03T10:00:00Z', action: 5, user: 'ana', translation: ['harbor', 'app', 'de'] }),
    change({ id: 2, timestamp: '2026-11-10T10:00:00Z', action: 2, user: 'ana', translation: ['harbor', 'app', 'de'] }),
    // Orbit Notes: changed two years back, then quiet all of the year before.
    change({ id: 3, timestamp: '2024-10-01T10:00:00Z', action: 5, user: 'ana', translation: ['orbit', 'app', 'de'] }),
    change({ id: 4, timestamp: '2026-10-01T10:00:00Z', action: 5, user: 'ana', translation: ['orbit', 'app', 'de'] }),
  ],
};

const snapshot = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z');

describe('the projects table', () => {
  it('counts changes per year, with a dash for a year before a project\'s first recorded change, and 0 for an older project\'s quiet one', async () => {
    const page = text(await snapshot.renderer.render('/src/pages/projects/index.astro', {}));
    expect(page).toContain('Changes, 2025-12 to 2026-11 Changes, 2024-12 to 2025-11 Last activity');
    expect(page).toContain(' Harbor Wallet 1 1 50.0 % 50.0 % 2 — 2026-11-10 ');
    expect(page).toContain(' Orbit Notes 1 1 50.0 % 50.0 % 1 0 2026-10-01 ');
    // Never changed: nothing says when it came, so its zeros stay.
    expect(page).toContain(' Quiet One 1 1 50.0 % 50.0 % 0 0 — ');
  });
});
