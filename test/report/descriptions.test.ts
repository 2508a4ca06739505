// Each page's meta description gives the figures its page shows, with their meaning: the
// languages translated into, not every language record; a component's languages, not its rows.
// Literal expectations; pages-head.test.ts renders them into every page's head.
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build.ts';
import { changesDescription, componentDescription, overviewDescription, projectDescription } from '../../src/report/descriptions.ts';
import { componentLabel } from '../../src/report/projects.ts';
import { change, component, language, oneOfEach, reportInput, siteConfig, translation } from './fixtures.ts';

const NOW = '2026-11-20T10:00:00.000Z';

/** oneOfEach with English, the source of orbit/core, and Czech, translated into nothing, listed besides German; `scope` as a crawl writes it. */
async function reportOf(title: string, scope = { projects: null as string[] | null, changesSince: null as string | null }) {
  const [de, en] = [language('de', 'German'), language('en', 'English')];
  const collections = oneOfEach([change({ id: 1, timestamp: '2026-11-18T09:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] })]);
  collections.languages = [language('cs', 'Czech'), de, en];
  collections.translations = [translation('orbit', 'core', en, { total: 10, translated: 10 }, { is_source: true }), translation('orbit', 'core', de, { total: 10, translated: 5 })];
  const input = reportInput(collections, NOW);
  input.manifest.scope = scope;
  return buildReport(input, siteConfig({ title }));
}

describe('overviewDescription', () => {
  it('counts the languages translated into, as the overview does, and does not follow the default title with "translation status" again', async () => {
    const report = await reportOf('Translation status');
    expect([report.totals.languages, report.languages.length]).toEqual([3, 1]);
    expect(overviewDescription(report)).toBe(
      'Translation status: https://weblate.example.org, 1 language in 1 project and 1 component, 50.0\u00a0% translated (5 of 10 strings); snapshot of 2026-11-20.',
    );
  });

  it('says what the site shows after a title of its own', async () => {
    expect(overviewDescription(await reportOf('Orbit l10n'))).toBe(
      'Orbit l10n: translation status of https://weblate.example.org, 1 language in 1 project and 1 component, 50.0\u00a0% translated (5 of 10 strings); snapshot of 2026-11-20.',
    );
  });
});

describe('counts of components', () => {
  it('leave glossaries aside, as the coverage beside them and the pages\' cards do', async () => {
    const [de, en] = [language('de', 'German'), language('en', 'English')];
    const collections = oneOfEach([]);
    collections.languages = [de, en];
    collections.components!.push(component('orbit', 'glossary', { is_glossary: true, file_format: 'tbx' }));
    collections.translations = [translation('orbit', 'core', de, { total: 10, translated: 5 }), translation('orbit', 'glossary', de, { total: 4, translated: 4 })];
    const report = await buildReport(reportInput(collections, NOW), siteConfig({ title: 'Orbit l10n' }));
    expect(overviewDescription(report)).toBe(
      'Orbit l10n: translation status of https://weblate.example.org, 1 language in 1 project and 1 component, 50.0\u00a0% translated (5 of 10 strings); snapshot of 2026-11-20.',
    );
    expect(projectDescription(report, report.projects[0]!)).toBe(
      'Orbit l10n: Orbit is 50.0\u00a0% translated (5 of 10 strings) in 1 component and 1 language; snapshot of 2026-11-20.',
    );
  });
});

describe('componentDescription', () => {
  it('counts the languages the component is translated into, as its page does, its source translation left out', async () => {
    const report = await reportOf('Orbit l10n');
    const orbit = report.projects[0]!;
    const core = orbit.components[0]!;
    expect([core.translations.length, core.coverage.translations]).toEqual([2, 1]);
    expect(componentDescription(report, orbit, core, componentLabel(core))).toBe(
      'Orbit l10n: Orbit / CORE is 50.0\u00a0% translated (5 of 10 strings) in 1 language, with the figures of each translation; snapshot of 2026-11-20.',
    );
  });
});

describe('changesDescription', () => {
  it('says where and since when the changes were read, as the changes page does, and "on the instance" only of a whole one', async () => {
    expect(changesDescription(await reportOf('Orbit l10n'))).toBe(
      'Orbit l10n: 1 change on the instance by day, week and month and by action, and the latest; snapshot of 2026-11-20.',
    );
    expect(changesDescription(await reportOf('Orbit l10n', { projects: ['orbit'], changesSince: null }))).toBe(
      'Orbit l10n: 1 change in Orbit, the one project read, by day, week and month and by action, and the latest; snapshot of 2026-11-20.',
    );
    expect(changesDescription(await reportOf('Orbit l10n', { projects: null, changesSince: '2026-11-01T00:00:00.000Z' }))).toBe(
      'Orbit l10n: 1 change on the instance since 2026-11-01, by day, week and month and by action, and the latest; snapshot of 2026-11-20.',
    );
  });
});
