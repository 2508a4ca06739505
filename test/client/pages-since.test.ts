// Pages rendered from a snapshot whose change log was read from a time on (--changes-since): what
// they say of the span they count.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/report/config.ts';
import { loadReport } from '../../src/report/load.ts';
import type { Report } from '../../src/report/types.ts';
import { change, component, language, project, translation, user, type Collections } from '../report/fixtures.ts';
import { startSnapshotRenderer, type AstroRenderer } from './astro-render.ts';
import { writeSnapshot } from './snapshot-on-disk.ts';

const SINCE = '2026-03-15T10:00:00.000Z';
const en = language('en', 'English');
const de = language('de', 'German');
const COLLECTIONS: Collections = {
  languages: [de, en],
  projects: [project('orbit', 'Orbit Notes')],
  components: [component('orbit', 'app')],
  translations: [
    translation('orbit', 'app', en, { total: 10, translated: 10 }, { is_source: true }),
    translation('orbit', 'app', de, { total: 10, translated: 5 }),
  ],
  users: [user('ana', 'Ana')],
  changes: [
    change({ id: 1, timestamp: '2026-11-10T10:00:00Z', action: 5, user: 'ana', translation: ['orbit', 'app', 'de'], target: 'Hallo' }),
    change({ id: 2, timestamp: '2026-11-19T11:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'app', 'de'], target: 'Welt' }),
  ],
};

let work: string;
let renderer: AstroRenderer;
// The report the pages render, loaded as they load it; not the build's getReport(), whose cache holds
// the report of the first snapshot read in this worker, another file's where files share one.
let report: Report;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'atlas-pages-since-'));
  const dir = await writeSnapshot(work, COLLECTIONS, '2026-11-20T10:00:00.000Z', { scope: { projects: null, changesSince: SINCE } });
  renderer = await startSnapshotRenderer(dir);
  report = await loadReport(dir, loadSiteConfig());
}, 60_000);

afterAll(async () => {
  await renderer?.close();
  await rm(work, { recursive: true, force: true });
});

const captions = (html: string) => [...html.matchAll(/<figcaption>(.*?)<\/figcaption>/g)].map((m) => m[1]);
// A day and time inside a sentence, as a <time> (DatedText).
const SINCE_TIME = '<time datetime="2026-03-15T10:00Z">2026-03-15 10:00 UTC</time>';

describe('pages of a snapshot crawled with --changes-since', () => {
  it('title a chart by the span it covers: since the change log was read, where that is less than the span it charts', async () => {
    // Read for 250 days: the 90 days are whole, the year of weeks and the two years of months are not.
    expect(captions(await renderer.render('/src/pages/changes/index.astro', {}))).toEqual([
      `Changes per month, since ${SINCE_TIME}, by action`,
      `Changes per week, since ${SINCE_TIME}, by action`,
      'Changes per day, the last 90 days, by action',
    ]);
    expect(captions(await renderer.render('/src/pages/changes/[action].astro', { action: { code: 2, name: 'Translation changed', count: 1 }, index: { actions: [], total: 2 } }))).toEqual([
      `Translation changed: changes per month, since ${SINCE_TIME}`,
      `Translation changed: changes per week, since ${SINCE_TIME}`,
      'Translation changed: changes per day, the last 90 days',
    ]);
    // The overview's nine months are not "Last 12 months".
    const overview = await renderer.render('/src/pages/index.astro', {});
    expect(overview).toContain('<th scope="col">Since 2026-03-15 10:00 UTC</th>');
    expect(overview).not.toContain('Last 12 months');
  });

  it("name the leaderboards' windows in their captions as their headings do, UTC in capitals", async () => {
    const html = await renderer.render('/src/pages/contributors/index.astro', {});
    // The caption also names the table's filter box.
    // Each day and time a <time>, as every other date on the site.
    expect([...html.matchAll(/<caption>(.*?)<\/caption>/g)].map((m) => m[1])).toEqual([
      `Top contributors, since ${SINCE_TIME}`,
      `Top contributors, last 12 months (only from ${SINCE_TIME})`,
      'Top contributors, last 6 months (since <time datetime="2026-05-20">2026-05-20</time>)',
      'Top contributors, last 3 months (since <time datetime="2026-08-20">2026-08-20</time>)',
      'Top contributors, last month (since <time datetime="2026-10-20">2026-10-20</time>)',
    ]);
    // The headings and the links to them too.
    expect([...html.matchAll(/<h2 id="window-[^"]+">(.*?)<\/h2>/g)].map((m) => m[1])).toEqual([
      `Since ${SINCE_TIME}`,
      `Last 12 months (only from ${SINCE_TIME})`,
      'Last 6 months (since <time datetime="2026-05-20">2026-05-20</time>)',
      'Last 3 months (since <time datetime="2026-08-20">2026-08-20</time>)',
      'Last month (since <time datetime="2026-10-20">2026-10-20</time>)',
    ]);
    expect(html).toContain('<li><a href="#window-6m">Last 6 months (since <time datetime="2026-05-20">2026-05-20</time>)</a></li>');
    // The leaders by language count the same window, and say the same of it.
    expect(/<h2 id="by-language">(.*?)<\/h2>/.exec(html)?.[1]).toBe(`By language, last 12 months (only from ${SINCE_TIME})`);
    // A board's languages are counted over the whole log read, which is not "all time".
    expect(html).toContain(`>Languages (since ${SINCE_TIME})</th>`);
    expect(html).not.toContain('all time');
  });

  it('say "since" where they would say "all time", and from when a contributor\'s activity was read', async () => {
    const german = report.languages.find((l) => l.code === 'de')!;
    const contributors = await renderer.render('/src/pages/languages/[code]/contributors.astro', { language: german });
    expect(contributors).toContain('most first, since 2026-03-15 10:00 UTC; the columns count');
    expect(contributors).toContain('1 person credited with translations into');
    const ana = report.contributors.find((c) => c.username === 'ana')!;
    // Each day and time a <time>, kept on one line: 'Active from 2024-' broke from '12-03' on a phone.
    expect(await renderer.render('/src/pages/contributors/[username].astro', { contributor: ana })).toContain(
      'Active from <time datetime="2026-11-10">2026-11-10</time> to <time datetime="2026-11-19">2026-11-19</time> in the change log read from <time datetime="2026-03-15T10:00Z">2026-03-15 10:00 UTC</time> on.',
    );
    const about = await renderer.render('/src/pages/about/index.astro', {});
    expect(about).toContain('counted since 2026-03-15 10:00 UTC; each language');
  });

  it('mark each day in the sentences and headings built around one as a <time>, the text as it was', async () => {
    const ana = report.contributors.find((c) => c.username === 'ana')!;
    const page = await renderer.render('/src/pages/contributors/[username].astro', { contributor: ana });
    expect(/<figcaption>(.*?)<\/figcaption>/s.exec(page)?.[1]?.replace(/\s+/g, ' ').trim()).toBe(
      'Changes \u2068ana\u2069 made per day, from <time datetime="2025-11-17">2025-11-17</time> to <time datetime="2026-11-20">2026-11-20</time>. 2 changes on 2 days.' +
        ' No squares before <time datetime="2026-03-15">2026-03-15</time>: the change log was read from then on.',
    );
    const german = report.languages.find((l) => l.code === 'de')!;
    expect([...(await renderer.render('/src/pages/languages/[code].astro', { language: german })).matchAll(/<h3 id="contributors-[^"]+">(.*?)<\/h3>/g)].map((m) => m[1])).toEqual([
      `Since ${SINCE_TIME}`,
      `Last 12 months (only from ${SINCE_TIME})`,
      'Last 6 months (since <time datetime="2026-05-20">2026-05-20</time>)',
      'Last 3 months (since <time datetime="2026-08-20">2026-08-20</time>)',
      'Last month (since <time datetime="2026-10-20">2026-10-20</time>)',
    ]);
    expect(/<h3 id="inactive">(.*?)<\/h3>/.exec(await renderer.render('/src/pages/index.astro', {}))?.[1]).toBe('No activity in 90 days (since <time datetime="2026-08-23">2026-08-23</time>)');
    const people = [{ number: 1, first: 'ana', last: 'ana', entries: [ana] }];
    expect(/They name the most frequent action of each kind (.*?) \(/.exec(await renderer.render('/src/pages/about/index.astro', {}))?.[1]).toBe(`on the instance since ${SINCE_TIME}`);
    expect(/, last (.*?)<\/span>/.exec(await renderer.render('/src/pages/people/[...page].astro', { page: people[0], pages: people }))?.[1]).toBe('<time datetime="2026-11-19">2026-11-19</time>');
  });

  it('say beside the contributor counts on the overview and the language pages that they are counted from the log read', async () => {
    const read = `from the change log read from ${SINCE_TIME} on`;
    expect(await renderer.render('/src/pages/index.astro', {})).toContain(`<li><strong>1</strong> contributor<span class="muted"> (${read})</span></li>`);
    expect(await renderer.render('/src/pages/languages/index.astro', {})).toContain(`Contributors and last activity are counted ${read}.`);
    const german = report.languages.find((l) => l.code === 'de')!;
    expect(await renderer.render('/src/pages/languages/[code].astro', { language: german })).toMatch(new RegExp(`> contributor<[^]*?${read}`));
  });

  it('say from when the changes were read beside their count, on the list of everyone and on an action\'s page', async () => {
    const strip = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(strip(await renderer.render('/src/pages/index.astro', {}))).toContain('2 changes (read from 2026-03-15 10:00 UTC on)');
    const pages = [{ number: 1, first: 'ana', last: 'ana', entries: [] }];
    expect(strip(await renderer.render('/src/pages/people/[...page].astro', { page: pages[0], pages }))).toContain(
      '1 account credited with activity in the change log read from 2026-03-15 10:00 UTC on (',
    );
    expect(strip(await renderer.render('/src/pages/changes/[action].astro', { action: { code: 2, name: 'Translation changed', count: 1 }, index: { actions: [], total: 2 } }))).toContain(
      "1 change of this action (Weblate's action code 2) in the change log read from 2026-03-15 10:00 UTC on, of 2 changes in all.",
    );
  });

  it('say on the projects page what its "not read" cells stand for', async () => {
    const html = await renderer.render('/src/pages/projects/index.astro', {});
    expect(html).toContain(`a dash where those months ended before the project's first recorded change; &quot;not read&quot; where the change log, read from ${SINCE_TIME} on, does not cover those months whole.</p>`);
    expect(html).toContain('>not read<');
  });

  it("has the about page give the spans the charts cover and the calendar's shading rule", async () => {
    const text = (await renderer.render('/src/pages/about/index.astro', {})).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    // Of the changes read, from the day the log was read from: the instance's were not all read.
    expect(text).toContain('They name the most frequent action of each kind on the instance since 2026-03-15 10:00 UTC (Translation added and Translation changed) and sum the others');
    expect(text).toContain(
      'The change history charts the last 24 months, 53 weeks and 90 days, and before them, where its log holds older changes, every year from the first change\'s ' +
        "(added up from the months, so that its bars hold every change; at most 20 bars, the first summing the years before the last 19 where the log reaches back further); a language's and a project's pages the last 24 months (from the month of its first change on where that is later, 6 at least), 53 weeks and 30 days. " +
        "Changes older than a chart's span are not on it, but in every count of changes (such as the change history's filter), so that chart's bars add up to fewer.",
    );
    // True of few distinct day counts too (calendarBounds): [1, 1, 1, 1] has every day the darkest, none the lightest.
    expect(text).toContain(
      "in up to four shades: the lightest up to the first quartile of its days with changes (a quarter of those days or more, unless that quartile is the busiest day's count), " +
        "the others on a log scale from there to the busiest day, each bound about the same multiple of the last (rounded, and at least one more), all kept below the busiest day's count, " +
        'which always takes the darkest shade. Where the days differ little, bounds meet and fewer shades are used: days all of one count are all the darkest',
    );
  });
});
