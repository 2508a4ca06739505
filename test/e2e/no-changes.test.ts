// A site built from a snapshot whose change log is empty (a new instance, or a crawl with
// --changes-since after the last change): where the charts would be drawn empty, a sentence
// says there is nothing to chart, and no chart code is loaded for them; lists that would stand
// empty under their headings say so too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { component, language, project, translation, user, type Collections } from '../report/fixtures.ts';
import { buildFixtureSite, stopBuilds, type FixtureSite } from './demo-site.ts';
import { brokenLinks } from './links.ts';

const en = language('en', 'English');
const de = language('de', 'German');
const COLLECTIONS: Collections = {
  languages: [de, en],
  projects: [project('orbit', 'Orbit Notes')],
  components: [component('orbit', 'core')],
  translations: [
    translation('orbit', 'core', en, { total: 10, translated: 10 }, { is_source: true }),
    // Complete: nothing is left to translate either.
    translation('orbit', 'core', de, { total: 10, translated: 10 }),
  ],
  users: [user('ana', 'Ana')],
  changes: [],
};

let site: FixtureSite;
// Its build waits its turn for the project's build lock behind other test files' builds: odd-names'
// hook took about 90 s so under load (two busy loops, four files at once).
beforeAll(async () => {
  site = await buildFixtureSite(COLLECTIONS, '2026-11-20T10:00:00.000Z', '/');
}, 240_000);
afterAll(async () => {
  await stopBuilds();
  await site?.cleanup();
});

const page = (path: string) => site.page(path);

describe('a site from a snapshot with no changes', () => {
  it('says so on the overview in place of an empty chart', async () => {
    const html = await page('');
    expect(html).not.toContain('<atlas-chart');
    expect(html).not.toContain('ChartScript.astro_astro_type_script');
    expect(html).toContain('<p class="muted chart-empty">No changes to chart: the snapshot holds no change records.</p>');
  });

  it('says so on the change history, with no chart and no chart code', async () => {
    const html = await page('changes');
    expect(html).not.toContain('<atlas-chart');
    expect(html).not.toContain('ChartScript.astro_astro_type_script');
    expect(html).toContain('<p class="muted chart-empty">No changes to chart: the snapshot holds no change records.</p>');
  });

  it('says there is nothing to list where lists would stand empty under their headings', async () => {
    expect(await page('')).toContain('<h3 id="most-untranslated">Most untranslated words</h3><p>No component has untranslated words.</p>');
    const changes = await page('changes');
    expect(changes).not.toContain('The latest 0 changes');
    expect(changes).toContain('<h2 id="latest">Latest changes</h2><p class="muted">No changes on the instance.</p>');
  });

  it('says nobody is credited, where it said "everyone credited, 0 accounts in all (0 people), is listed A to Z"', async () => {
    const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    // Once, where five boards and the list by language each said nobody under its heading.
    const contributors = await page('contributors');
    expect(text(contributors)).toContain(
      'Nobody made or wrote a change in the change log, so there are no leaderboards, and the list of everyone credited is empty.Built by',
    );
    expect(contributors).not.toContain('<h2');
    const people = text(await page('people'));
    expect(people).toContain('Everyone credited, A to ZNobody is credited with activity in the change log, so there is no one to list.Built by');
  });

  it('has no link to a page that was not built', async () => {
    expect(await brokenLinks(site.dist, '/')).toEqual([]);
  });
});
