// A person who asked not to be named (unnamedUsers): no page of theirs, and no page names them, by
// username or full name, while their changes still count; a bot the instance marks is said to be
// one; a deleted account keeps no page. Rendered from a snapshot under a configuration of its own.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/report/config.ts';
import { contributorDirectory } from '../../src/report/contributor-views.ts';
import { loadReport } from '../../src/report/load.ts';
import type { Report } from '../../src/report/types.ts';
import { change, component, language, project, translation, user } from '../report/fixtures.ts';
import { useSiteConfig } from './site-config-for-file.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

useSiteConfig({ unnamedUsers: ['katerina41'] });

const de = language('de', 'German');
const fr = language('fr', 'French');
const snapshot = useRenderedSnapshot({
  languages: [de, fr],
  projects: [project('orbit', 'Orbit')],
  components: [component('orbit', 'core')],
  translations: [
    translation('orbit', 'core', de, { total: 10, translated: 5 }, { last_author: 'Katerina Nowak', last_change: '2026-11-11T10:00:00Z' }),
    translation('orbit', 'core', fr, { total: 10, translated: 5 }, { last_author: 'Ana', last_change: '2026-11-12T10:00:00Z' }),
  ],
  users: [user('ana', 'Ana'), user('katerina41', 'Katerina Nowak'), { ...user('mt', 'Machine Translation'), is_bot: true }],
  changes: [
    change({ id: 1, timestamp: '2026-11-10T10:00:00Z', action: 2, user: 'katerina41', translation: ['orbit', 'core', 'de'], target: 'Guten Tag' }),
    change({ id: 2, timestamp: '2026-11-11T10:00:00Z', action: 2, user: 'ana', author: 'katerina41', translation: ['orbit', 'core', 'de'], target: 'Hallo' }),
    change({ id: 3, timestamp: '2026-11-12T10:00:00Z', action: 2, user: 'mt', translation: ['orbit', 'core', 'fr'], target: 'Bonjour' }),
    change({ id: 4, timestamp: '2026-11-13T10:00:00Z', action: 2, user: 'deleted-12', translation: ['orbit', 'core', 'fr'], target: 'Salut' }),
  ],
}, '2026-11-20T10:00:00.000Z');

// The report the pages render, loaded as they load it, under the configuration above (the snapshot's
// own report is under the defaults); not the build's getReport(), whose cache holds the report of the
// first snapshot read in this worker, another file's where files share one.
let report: Report;
beforeAll(async () => {
  report = await loadReport(snapshot.dir, loadSiteConfig());
});

/** Every page a credited person could be named on, rendered. */
async function everyPage(): Promise<Record<string, string>> {
  const { renderer } = snapshot;
  const pages = contributorDirectory(report.contributors);
  const [german, french] = [report.languages.find((l) => l.code === 'de')!, report.languages.find((l) => l.code === 'fr')!];
  const orbit = report.projects[0]!;
  return {
    overview: await renderer.render('/src/pages/index.astro', {}),
    contributors: await renderer.render('/src/pages/contributors/index.astro', {}),
    people: await renderer.render('/src/pages/people/[...page].astro', { page: pages[0], pages }),
    about: await renderer.render('/src/pages/about/index.astro', {}),
    changes: await renderer.render('/src/pages/changes/index.astro', {}),
    changesTranslated: await renderer.render('/src/pages/changes/[action].astro', { action: { code: 2, name: 'Translation changed', count: 4 }, index: { actions: [], total: 4 } }),
    german: await renderer.render('/src/pages/languages/[code].astro', { language: german }),
    germanContributors: await renderer.render('/src/pages/languages/[code]/contributors.astro', { language: german }),
    french: await renderer.render('/src/pages/languages/[code].astro', { language: french }),
    project: await renderer.render('/src/pages/projects/[slug]/index.astro', { project: orbit }),
    component: await renderer.render('/src/pages/projects/[slug]/[...component].astro', { project: orbit, component: orbit.components[0] }),
    ana: await renderer.render('/src/pages/contributors/[username].astro', { contributor: report.contributors.find((c) => c.username === 'ana') }),
  };
}

describe('a person not named at their request', () => {
  it('is named on no page, by username or full name, and has no page', async () => {
    const pages = await everyPage();
    for (const [name, html] of Object.entries(pages)) expect([name, /katerina|Nowak/i.test(html)]).toEqual([name, false]);
    expect(report.contributors.map((c) => c.username).sort()).toEqual(['ana', 'deleted-12', 'mt']);
  });

  it('is "someone not named", unlinked, in change lists and the Last author column', async () => {
    const pages = await everyPage();
    const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(text(pages['changes']!)).toContain('Orbit / CORE · German Translation changedGuten Tagsomeone not named');
    expect(text(pages['changes']!)).toContain('Orbit / CORE · German Translation changedHallo\u2068Ana\u2069 (\u2068ana\u2069), written by someone not named');
    expect(pages['component']).toMatch(/<td dir="auto">someone not named<\/td>/);
    // On Ana's own page, beside no name of hers.
    expect(pages['ana']).toContain('<td><span class="muted">written by someone not named</span></td>');
  });

  it('is counted, not named, on the about page, as the bot the instance marks is named', async () => {
    const text = (await everyPage())['about']!.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(text).toContain('Accounts the instance marks as bots are left out alike: mt. One person is not named on this site, at their request: no list, leaderboard, change or page names them, and they are not counted among the contributors. Their changes and translations are counted in every total, chart and coverage figure, so the figures still add up.');
  });
});

describe('bots the instance marks and deleted accounts', () => {
  it('says the marked bot is left out, and lists the deleted account unlinked', async () => {
    const pages = await everyPage();
    expect(pages['contributors']).toContain('Left out as bots, marked so on the instance: mt.');
    // Records that say who is a bot (an administrator's crawl) need no word that bots may be counted as people.
    expect([pages['overview'], pages['contributors'], pages['about']].map((html) => html!.includes('counted here as people'))).toEqual([false, false, false]);
    expect(pages['people']).toContain('<bdi>deleted-12 (deleted account)</bdi>');
    expect(pages['people']).not.toContain('/contributors/deleted-12/');
    expect(pages['french']).toContain('<bdi>deleted-12</bdi>');
    expect(pages['changes']).not.toContain('/contributors/deleted-12/');
  });
});
