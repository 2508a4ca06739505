// What the pages say a partial snapshot read: only the projects --project named, only the change
// log from --changes-since on; and the overview's notes of completeness.
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build.ts';
import { changeLogRead, changesWhere, languagesCountedNote, latestChangesCaption, noLatestChangesNote, overviewNotes } from '../../src/report/scope.ts';
import type { Manifest } from '../../src/snapshot/manifest.ts';
import { component, language, oneOfEach, project, reportInput, siteConfig, translation, type Collections } from './fixtures.ts';

const NOW = '2026-11-20T00:00:00.000Z';

/** Orbit (German) and Lumen (German, French) with Czech and English listed but not translated into; `scope` as a crawl writes it. */
async function reportOf(scope: Manifest['scope'], apiCounts: Partial<Manifest['apiCounts']> = {}) {
  const de = language('de', 'German');
  const fr = language('fr', 'French');
  const collections: Collections = {
    ...oneOfEach(),
    languages: [language('cs', 'Czech'), de, language('en', 'English'), fr],
    projects: [project('orbit', 'Orbit'), project('lumen', 'Lumen')],
    components: [component('orbit', 'core'), component('lumen', 'app')],
    translations: [
      translation('orbit', 'core', de, { total: 10, translated: 5 }),
      translation('lumen', 'app', de, { total: 4, translated: 4 }),
      translation('lumen', 'app', fr, { total: 4, translated: 1 }),
    ],
  };
  // A crawl of named projects stores only theirs.
  const read = (record: Record<string, unknown>) => scope.projects === null || scope.projects.some((slug) => String(record['url']).includes(`/${slug}/`));
  for (const name of ['projects', 'components', 'translations'] as const) collections[name] = collections[name]!.filter(read);
  const input = reportInput(collections, NOW);
  input.manifest.scope = scope;
  Object.assign(input.manifest.apiCounts, apiCounts);
  return buildReport(input, siteConfig());
}

describe('a snapshot of the whole instance', () => {
  it('says the changes are on the instance, and the languages not translated into have nothing translated into them', async () => {
    const report = await reportOf({ projects: null, changesSince: null });
    expect(changesWhere(report)).toBe('on the instance');
    expect(changeLogRead(report)).toBe('the change log');
    // Every record counted is stored: said once on the overview, not beside each count.
    expect(overviewNotes(report)).toEqual({ languages: null, projects: null, components: null, translations: null, changes: null, complete: true });
    // What the overview's count of languages leaves out is on the about page.
    expect(languagesCountedNote(report)).toBe('The overview and the languages page count the 2 languages translated into; the instance lists 2 other languages, with nothing translated into them.');
  });

  it('counts as the other languages those the list holds that nothing is translated into, not its records less the languages translated into', async () => {
    const de = language('de', 'German');
    // German's record twice and one without a code (a hand edit); French only nested in its translation.
    const collections: Collections = {
      ...oneOfEach(),
      languages: [language('cs', 'Czech'), de, de, language('en', 'English'), { name: 'Nameless' }],
      projects: [project('orbit', 'Orbit')],
      components: [component('orbit', 'core')],
      translations: [
        translation('orbit', 'core', de, { total: 10, translated: 5 }),
        translation('orbit', 'core', language('fr', 'French'), { total: 10, translated: 1 }),
      ],
    };
    const report = await buildReport(reportInput(collections, NOW), siteConfig());
    expect(report.languagesNotTranslated).toBe(2);
    expect(languagesCountedNote(report)).toBe('The overview and the languages page count the 2 languages translated into; the instance lists 2 other languages, with nothing translated into them.');
  });

  it('says the one other language has nothing translated into it', async () => {
    const de = language('de', 'German');
    const report = await buildReport(reportInput({ ...oneOfEach(), languages: [language('cs', 'Czech'), de], translations: [translation('orbit', 'core', de, { total: 10, translated: 5 })] }, NOW), siteConfig());
    expect(languagesCountedNote(report)).toBe('The overview and the languages page count the 1 language translated into; the instance lists 1 other language, with nothing translated into it.');
  });

  it('says none are counted where nothing is translated (a fresh instance without projects), not "the 0 languages" and "other languages"', async () => {
    const fresh: Collections = { languages: [language('cs', 'Czech'), language('de', 'German'), language('en', 'English')], projects: [], components: [], translations: [], users: [], changes: [] };
    const report = await buildReport(reportInput(fresh, NOW), siteConfig());
    expect(languagesCountedNote(report)).toBe('The overview and the languages page count the languages translated into: none; the instance lists 3 languages, with nothing translated into them.');
    const bare = await buildReport(reportInput({ ...fresh, languages: [] }, NOW), siteConfig());
    expect(languagesCountedNote(bare)).toBe('The overview and the languages page count the languages translated into: none.');
  });

  it('says beside a count how many of the records the API counted are stored, only where some are not', async () => {
    const report = await reportOf({ projects: null, changesSince: null }, { languages: 5, translations: null });
    expect(overviewNotes(report)).toEqual({
      languages: '4 of 5 stored', projects: null, components: null, translations: 'count not reported', changes: null, complete: false,
    });
    // The changes count too: a change log stored short is not a complete snapshot.
    const changesShort = await reportOf({ projects: null, changesSince: null }, { changes: 3 });
    expect(overviewNotes(changesShort)).toEqual({
      languages: null, projects: null, components: null, translations: null, changes: '0 of 3 stored', complete: false,
    });
  });
});

describe('the components stored against the API\'s count', () => {
  it('say they count glossaries too, where the card beside counts them apart', async () => {
    const de = language('de', 'German');
    const base = { ...oneOfEach(), languages: [de] };
    const collections = { ...base, components: [...base.components!, component('orbit', 'glossary', { is_glossary: true, file_format: 'tbx' })] };
    const input = reportInput(collections, NOW);
    input.manifest.apiCounts.components = 3;
    const report = await buildReport(input, siteConfig());
    expect(overviewNotes(report).components).toBe('2 of 3 components and glossaries stored');
    // Without a glossary, as it read.
    const plain = reportInput(base, NOW);
    plain.manifest.apiCounts.components = 3;
    expect(overviewNotes(await buildReport(plain, siteConfig())).components).toBe('1 of 3 stored');
  });
});

describe('components the components list lacks', () => {
  it('are counted on the overview, each with its page, and said to be known only from their translations', async () => {
    const de = language('de', 'German');
    const base = { ...oneOfEach(), languages: [de] };
    const nested = translation('orbit', 'newer', de, { total: 10, translated: 2 }, { component: component('orbit', 'newer') });
    const unlisted = translation('orbit', 'later', de, { total: 10, translated: 2 });
    const [withNested, withBoth] = await Promise.all([
      buildReport(reportInput({ ...base, translations: [...base.translations!, nested] }, NOW), siteConfig()),
      buildReport(reportInput({ ...base, translations: [...base.translations!, { ...nested, id: 2 }, { ...unlisted, id: 3 }] }, NOW), siteConfig()),
    ]);
    // Said with the records stored, all of them: the count is more than the components list holds.
    expect([withNested.totals.components, overviewNotes(withNested).components]).toEqual([2, '1 of 1 stored; 1 more known only from its translations']);
    expect([withBoth.totals.components, overviewNotes(withBoth).components]).toEqual([3, '1 of 1 stored; 2 more known only from their translations: see About']);
  });
});

describe('components known only from their translations beside the components list', () => {
  const de = language('de', 'German');
  const base = { ...oneOfEach(), languages: [de] };
  const nested = translation('orbit', 'newer', de, { total: 10, translated: 2 }, { component: component('orbit', 'newer') });
  const glossary = component('orbit', 'glossary', { is_glossary: true, file_format: 'tbx' });

  it('are counted beyond the records used, not those stored: a record left out is not one of the components counted', async () => {
    // The component 'core' twice: the second record is left out, so one of the two stored has a page.
    const report = await buildReport(reportInput({ ...base, components: [...base.components!, ...base.components!], translations: [...base.translations!, nested] }, NOW), siteConfig());
    expect([report.totals.components, report.leftOut.components, overviewNotes(report).components])
      .toEqual([2, 1, '2 of 2 stored, 1 of them left out: see About; 1 more known only from its translations']);
  });

  it('say the list counts glossaries too, where it holds one, whether or not every record is stored', async () => {
    const input = reportInput({ ...base, components: [...base.components!, glossary], translations: [...base.translations!, nested] }, NOW);
    expect(overviewNotes(await buildReport(input, siteConfig())).components).toBe('2 of 2 components and glossaries stored; 1 more known only from its translations');
    input.manifest.apiCounts.components = 3;
    expect(overviewNotes(await buildReport(input, siteConfig())).components).toBe('2 of 3 components and glossaries stored; 1 more known only from its translations');
  });
});

describe('a snapshot of the projects --project named', () => {
  it('names the one project read, and does not say the other languages have nothing translated into them on the instance', async () => {
    const report = await reportOf({ projects: ['lumen'], changesSince: null });
    expect(changesWhere(report)).toBe('in Lumen, the one project read');
    expect(overviewNotes(report)).toMatchObject({ languages: 'in the project read', projects: 'only the one the crawl was asked for', translations: null, complete: true });
    expect(languagesCountedNote(report)).toBe('The overview and the languages page count the 2 languages translated into in the project read; the instance lists 2 other languages, not translated into in the project read.');
  });

  it('counts the projects read where there are several', async () => {
    const report = await reportOf({ projects: ['lumen', 'orbit'], changesSince: null });
    expect(changesWhere(report)).toBe('in the 2 projects read');
    expect(overviewNotes(report)).toMatchObject({ languages: 'in the projects read', projects: 'only the 2 the crawl was asked for' });
  });

  it('names a project by its slug where its record is not in the snapshot', async () => {
    const report = await reportOf({ projects: ['gone'], changesSince: null });
    expect(changesWhere(report)).toBe('in gone, the one project read');
  });
});

describe('a change log read from --changes-since on', () => {
  it('says from when, beside the changes stored and wherever the change log is named', async () => {
    const report = await reportOf({ projects: null, changesSince: '2026-08-01T00:00:00.000Z' });
    expect(changeLogRead(report)).toBe('the change log read from 2026-08-01 on');
    expect(overviewNotes(report).changes).toBe('read from 2026-08-01 on');
    const atTime = await reportOf({ projects: null, changesSince: '2026-08-01T06:30:00.000Z' });
    expect(changeLogRead(atTime)).toBe('the change log read from 2026-08-01 06:30 UTC on');
  });
});

describe('the caption of a list of the latest changes', () => {
  it('says "the latest" where the list is full, every one where it is not, and since when where the log was read from a day on', async () => {
    const whole = await reportOf({ projects: null, changesSince: null });
    const since = await reportOf({ projects: null, changesSince: '2026-08-01T00:00:00.000Z' });
    expect([
      latestChangesCaption(whole, 30, 30, 'in German'),
      latestChangesCaption(whole, 12, 30, 'in German'),
      latestChangesCaption(whole, 1, 20, 'ana made or wrote'),
      latestChangesCaption(since, 30, 30, 'in German'),
      latestChangesCaption(since, 6, 30, 'in German'),
      latestChangesCaption(whole, 1, 1, 'in German'),
    ]).toEqual([
      'The latest 30 changes in German',
      'The 12 changes in German',
      // One change of one: not "the 1 change", which read as one of several.
      'The only change ana made or wrote',
      'The latest 30 changes in German',
      'The 6 changes in German since 2026-08-01',
      'The latest change in German',
    ]);
  });

  it('says which projects were read, where the crawl read only some, unless what it lists says so already', async () => {
    const one = await reportOf({ projects: ['orbit'], changesSince: null });
    const oneSince = await reportOf({ projects: ['orbit'], changesSince: '2026-08-01T00:00:00.000Z' });
    const both = await reportOf({ projects: ['lumen', 'orbit'], changesSince: null });
    expect([
      latestChangesCaption(one, 2, 30, 'in German'),
      latestChangesCaption(oneSince, 1, 20, 'ana made or wrote'),
      latestChangesCaption(both, 3, 50, 'of the action Translation changed'),
      latestChangesCaption(oneSince, 32, 200, changesWhere(oneSince), true),
      latestChangesCaption(oneSince, 30, 30, 'in German'),
    ]).toEqual([
      'The 2 changes in German in Orbit, the one project read',
      'The only change ana made or wrote in Orbit, the one project read, since 2026-08-01',
      'The 3 changes of the action Translation changed in the 2 projects read',
      'The 32 changes in Orbit, the one project read, since 2026-08-01',
      'The latest 30 changes in German',
    ]);
  });

  it('says of an empty list what was read, as the caption of a full one does', async () => {
    const whole = await reportOf({ projects: null, changesSince: null });
    const oneSince = await reportOf({ projects: ['orbit'], changesSince: '2026-08-01T00:00:00.000Z' });
    expect([
      noLatestChangesNote(whole, 'in Catalan'),
      noLatestChangesNote(oneSince, 'in Catalan'),
      noLatestChangesNote(oneSince, changesWhere(oneSince), true),
    ]).toEqual([
      'No changes in Catalan.',
      'No changes in Catalan in Orbit, the one project read, since 2026-08-01.',
      'No changes in Orbit, the one project read, since 2026-08-01.',
    ]);
  });
});
