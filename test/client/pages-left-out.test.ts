// A snapshot holding records the report cannot use (a lenient crawl, a hand edit): the site says
// so on its about page, where before it said every record was fine and its figures disagreed.
import { describe, expect, it } from 'vitest';
import { change, language, oneOfEach, translation } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const COLLECTIONS = oneOfEach([
  change({ id: 1, timestamp: '2026-11-01T10:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] }),
  change({ id: 2, timestamp: 'yesterday', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] }),
  change({ id: 3, timestamp: '2026-11-01T11:00:00', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] }),
]);
// A translation of a component the components list lacks, listed without it as Weblate 5.x lists
// translations (a component created while the crawl ran): the component is known by its URL alone.
COLLECTIONS.translations!.push(translation('orbit', 'later', language('de', 'German'), { total: 4, translated: 1 }));
// A count edited into a string, and a user without a username: read as 0 and dropped, unsaid.
COLLECTIONS.translations!.push({ ...translation('orbit', 'core', language('fr', 'French'), { total: 4, translated: 4 }), translated: '4' });
COLLECTIONS.users!.push({ full_name: 'Nobody' });

const snapshot = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z');

describe('records the report left out', () => {
  it('are not counted on the overview, which says how many of those stored they are', async () => {
    const html = await snapshot.renderer.render('/src/pages/index.astro', {});
    expect(html).toMatch(/<li>\s*<strong>1<\/strong>\s*change\s*<span class="muted"> \(3 of 3 stored, 2 of them left out: see About\)<\/span>\s*<\/li>/);
    // Not "every record … is stored" under the cards, as where nothing is missing.
    expect(html).toContain('<p class="muted stats-after">Where fewer records were stored or used than the API counted, the figure says so (<a href="/about/#source">records against the API\'s counts</a>).');
  });

  it('are listed on the about page, per collection and reason, the first of each by its file and line, its URL or id and what was wrong', async () => {
    expect(snapshot.report.leftOut).toEqual({ languages: 0, projects: 0, components: 0, translations: 1, users: 1, changes: 2 });
    const html = await snapshot.renderer.render('/src/pages/about/index.astro', {});
    // Files by their names only: the same snapshot builds the same page wherever it is kept.
    expect(html).toContain(
      '<h2 id="left-out">Records left out</h2><p>The snapshot holds records this site could not use, and every figure here is without them (the counts above are of the records stored). ' +
      'For each reason, the first such record is named by its file and line in the snapshot\'s folder:</p><ul>' +
      '<li>1 translation record with a count of strings, words, checks, suggestions or comments that is not a whole number from 0 to 1,099,511,627,776: ' +
      'translations.ndjson:3 (https://weblate.example.org/api/translations/orbit/core/fr/, whose translated is the string &quot;4&quot;).</li>' +
      '<li>1 user record without a username: users.ndjson:2 (its username is missing).</li>' +
      '<li>2 change records without a usable timestamp (a date and time that exist, with Z or an offset, in the years 0000 to 9999 in UTC): changes.ndjson:2 (id 2, whose timestamp is the string &quot;yesterday&quot;), and 1 more.</li></ul>',
    );
    expect(html).not.toContain(snapshot.dir);
    // Not "every record the crawl stored matched its schema", above a list of records the site could not use.
    expect(html).toContain(
      '<h2 id="problems">Records that broke their schema</h2><p>None listed by the crawl, which found every record it stored to match its schema; this site could not use some of them all the same: see the records left out, below.</p>',
    );
  });
});

describe('a component known only from its translations', () => {
  const orbit = () => snapshot.report.projects.find((p) => p.slug === 'orbit')!;

  it('has a page that says so once, in place of a file format, VCS, license and priority nobody knows', async () => {
    const html = await snapshot.renderer.render('/src/pages/projects/[slug]/[...component].astro', { project: orbit(), component: orbit().components.find((c) => c.slug === 'later') });
    expect(html).toContain(
      '<p><a href="/projects/orbit/" dir="auto">Orbit</a></p><p>This component is not in the snapshot&#39;s components list (created while the crawl ran, say): ' +
      'it is known only from its translations, so its file format, repository, license, priority and whether it is a glossary are not known.</p>',
    );
    expect(html).not.toMatch(/· file format|not disclosed|no license set|· priority|medium/);
    // A listed component's page keeps its facts.
    const core = await snapshot.renderer.render('/src/pages/projects/[slug]/[...component].astro', { project: orbit(), component: orbit().components.find((c) => c.slug === 'core') });
    expect(core).toContain(' · file format po · VCS git · license <a href="https://spdx.org/licenses/MIT.html" rel="external">MIT</a> · priority medium (100)');
  });

  it("has dashes in its project's components table, said under it, and is not taken for a VCS the server withheld", async () => {
    const html = await snapshot.renderer.render('/src/pages/projects/[slug]/index.astro', { project: orbit() });
    const table = html.slice(html.indexOf('<caption>Components of'));
    const row = (slug: string) => /<tr>.*?<\/tr>/.exec(table.slice(table.lastIndexOf('<tr>', table.indexOf(`<a href="/projects/orbit/${slug}/">`))))?.[0];
    expect(row('later')).toBe(
      '<tr><th scope="row"><a href="/projects/orbit/later/">later</a></th><td class="nowrap">—</td><td class="nowrap">—</td><td class="nowrap">—</td><td>—</td>' +
      '<td class="num" data-sort>—</td><td class="num" data-sort="25">25.0\u00a0%</td><td>—</td></tr>',
    );
    expect(row('core')).toContain('<td class="nowrap">po</td><td class="nowrap">git</td>');
    expect(html).toContain(
      '<p class="muted">A dash for the file format, VCS, license, glossary and priority of later: it is not in the snapshot&#39;s components list (created while the crawl ran, say), known only from its translations, so these are not known.</p>',
    );
    expect(html).not.toContain('the server did not disclose it');
  });

  it('is counted on the overview, as a page of its own, and listed on the about page', async () => {
    const overview = await snapshot.renderer.render('/src/pages/index.astro', {});
    expect(overview).toMatch(/<li>\s*<strong>2<\/strong>\s*components\s*<span class="muted"> \(1 of 1 stored; 1 more known only from its translations: see About\)<\/span>\s*<\/li>/);
    const about = await snapshot.renderer.render('/src/pages/about/index.astro', {});
    expect(about).toContain(
      '<h2 id="unlisted-components">Components known only from their translations</h2><p>1 component (orbit/later) is not in the snapshot&#39;s components list (created while the crawl ran, say), ' +
      'known only from its translations: its file format, repository, license, priority and whether it is a glossary are not known, and its page says so.</p>',
    );
  });
});
