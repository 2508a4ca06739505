// Each page's meta description gives the figures its page shows, with their meaning: the
// languages translated into, not every language record; a component's languages, not its rows.
// Literal expectations; pages-head.test.ts renders them into every page's head.
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build.ts';
import {
  aboutDescription, actionDescription, changesDescription, componentDescription, contributorDescription, contributorsDescription, languageContributorsDescription,
  languageCoverageDescription, languageDescription, languagesDescription, notFoundDescription, overviewDescription, peopleDescription, projectDescription, projectsDescription,
} from '../../src/report/descriptions.ts';
import { changesCharts } from '../../src/report/chart-views.ts';
import { actionName } from '../../src/weblate/actions.ts';
import { componentLabel } from '../../src/report/projects.ts';
import { languagePlaceholders } from '../../src/report/leaderboards.ts';
import { change, component, language, oneOfEach, reportInput, siteConfig, translation } from './fixtures.ts';

const NOW = '2026-11-20T10:00:00.000Z';

/**
 * oneOfEach with English, the source of orbit/core, and Czech, translated into nothing, listed besides German; `scope` as a crawl writes it.
 * Its log holds one change of 2026-11-18, and another at `earlier` where given; none where `earlier` is null.
 */
async function reportOf(title: string, scope = { projects: null as string[] | null, changesSince: null as string | null }, earlier?: string | null) {
  const [de, en] = [language('de', 'German'), language('en', 'English')];
  const recent = change({ id: 1, timestamp: '2026-11-18T09:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] });
  const changes = earlier === null ? [] : earlier === undefined ? [recent] : [recent, change({ id: 2, timestamp: earlier, action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] })];
  const collections = oneOfEach(changes);
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

describe('the descriptions of a snapshot of some projects only', () => {
  it('say which were read, as every page\'s header does: the overview before its figures, in place of the count of projects', async () => {
    const one = await reportOf('Translation status', { projects: ['orbit'], changesSince: null });
    expect(overviewDescription(one)).toBe(
      'Translation status: https://weblate.example.org, in Orbit, the one project read: 1 language in 1 component, 50.0\u00a0% translated (5 of 10 strings); snapshot of 2026-11-20.',
    );
    const two = await reportOf('Orbit l10n', { projects: ['lumen', 'orbit'], changesSince: null });
    expect(overviewDescription(two)).toBe(
      'Orbit l10n: translation status of https://weblate.example.org, in the 2 projects read: 1 language in 1 component, 50.0\u00a0% translated (5 of 10 strings); snapshot of 2026-11-20.',
    );
  });

  it('say it after the snapshot\'s day on every other page, once only on the changes page, which says it already', async () => {
    const report = await reportOf('Orbit l10n', { projects: ['lumen', 'orbit'], changesSince: null });
    const german = report.languages[0]!;
    const orbit = report.projects[0]!;
    const ana = report.contributors.find((contributor) => contributor.username === 'ana')!;
    expect([
      languagesDescription(report),
      languageDescription(report, german, 0),
      languageContributorsDescription(report, german, 0),
      languageCoverageDescription(report, german),
      projectsDescription(report),
      projectDescription(report, orbit),
      componentDescription(report, orbit, orbit.components[0]!, componentLabel(orbit.components[0]!)),
      contributorsDescription(report),
      peopleDescription(report, { number: 1, entries: [ana] }, 1),
      contributorDescription(report, ana),
      changesDescription(report, ['month', 'week', 'day']),
      actionDescription(report, { name: 'Translation changed', count: 1 }, ['month', 'week', 'day']),
      aboutDescription(report),
      notFoundDescription(report),
    ]).toEqual([
      'Orbit l10n (in the 2 projects read): how far each of 1 language is translated, by tier, with its contributors and last activity; snapshot of 2026-11-20.',
      'Orbit l10n (in the 2 projects read): German (de) is 50.0\u00a0% translated (5 of 10 strings) in 1 component, by 1 contributor; snapshot of 2026-11-20.',
      'Orbit l10n (in the 2 projects read): the 1 contributor to German (de), with their translations in each time window; snapshot of 2026-11-20.',
      'Orbit l10n (in the 2 projects read): coverage of German (de) project by project and component by component (1 component translated into it), and the components not translated into it; snapshot of 2026-11-20.',
      'Orbit l10n (in the 2 projects read): 1 project, how far each is translated and its changes in the last 12 months; snapshot of 2026-11-20.',
      'Orbit l10n (in the 2 projects read): Orbit is 50.0\u00a0% translated (5 of 10 strings) in 1 component and 1 language; snapshot of 2026-11-20.',
      'Orbit l10n (in the 2 projects read): Orbit / CORE is 50.0\u00a0% translated (5 of 10 strings) in 1 language, with the figures of each translation; snapshot of 2026-11-20.',
      'Orbit l10n (in the 2 projects read): who wrote the most translations in the last month, 3, 6 and 12 months and in all, and in each language; snapshot of 2026-11-20.',
      'Orbit l10n (in the 2 projects read): everyone credited with activity, A to Z; snapshot of 2026-11-20.',
      'Orbit l10n (in the 2 projects read): Ana (ana), 1 translation written and 1 action in 1 language and 1 project, with a year\'s calendar and their latest changes; snapshot of 2026-11-20.',
      'Orbit l10n: 1 change in the 2 projects read, by day, week and month and by action, and the latest; snapshot of 2026-11-20.',
      'Orbit l10n (in the 2 projects read): 1 change of the action Translation changed by day, week and month, and the latest; snapshot of 2026-11-20.',
      'Orbit l10n (in the 2 projects read): where these figures came from (https://weblate.example.org) and how each is computed; snapshot of 2026-11-20.',
      'Orbit l10n (in the 2 projects read): no page at this address, and where to go from here; snapshot of 2026-11-20.',
    ]);
  });
});

describe('the descriptions of a snapshot whose change log was read from a day on', () => {
  it('say from when after the snapshot\'s day, as every page\'s header does, and after the projects read; once only on the changes page', async () => {
    const since = await reportOf('Orbit l10n', { projects: null, changesSince: '2026-11-01T00:00:00.000Z' });
    const german = since.languages[0]!;
    expect([
      overviewDescription(since),
      languageDescription(since, german, 0),
      actionDescription(since, { name: 'Translation changed', count: 1 }, ['month', 'week', 'day']),
      changesDescription(since, ['month', 'week', 'day']),
    ]).toEqual([
      'Orbit l10n (the change log read from 2026-11-01 on): translation status of https://weblate.example.org, 1 language in 1 project and 1 component, 50.0\u00a0% translated (5 of 10 strings); snapshot of 2026-11-20.',
      'Orbit l10n (the change log read from 2026-11-01 on): German (de) is 50.0\u00a0% translated (5 of 10 strings) in 1 component, by 1 contributor; snapshot of 2026-11-20.',
      'Orbit l10n (the change log read from 2026-11-01 on): 1 change of the action Translation changed by day, week and month, and the latest; snapshot of 2026-11-20.',
      'Orbit l10n: 1 change on the instance since 2026-11-01, by day, week and month and by action, and the latest; snapshot of 2026-11-20.',
    ]);
    const both = await reportOf('Orbit l10n', { projects: ['orbit'], changesSince: '2026-11-01T10:30:00.000Z' });
    expect([overviewDescription(both), languageDescription(both, both.languages[0]!, 0), changesDescription(both, ['month', 'week', 'day'])]).toEqual([
      'Orbit l10n (the change log read from 2026-11-01 10:30 UTC on): translation status of https://weblate.example.org, in Orbit, the one project read: 1 language in 1 component, 50.0\u00a0% translated (5 of 10 strings); snapshot of 2026-11-20.',
      'Orbit l10n (in Orbit, the one project read; the change log read from 2026-11-01 10:30 UTC on): German (de) is 50.0\u00a0% translated (5 of 10 strings) in 1 component, by 1 contributor; snapshot of 2026-11-20.',
      'Orbit l10n: 1 change in Orbit, the one project read since 2026-11-01 10:30 UTC, by day, week and month and by action, and the latest; snapshot of 2026-11-20.',
    ]);
  });
});

describe('the descriptions of a language whose only translator is a deleted account', () => {
  it('say the account beside the 0 contributors, as the page\'s card does, not "by 0 contributors" alone', async () => {
    const collections = oneOfEach([change({ id: 1, timestamp: '2026-11-18T09:00:00Z', action: 2, user: 'deleted-7', translation: ['orbit', 'core', 'de'] })]);
    const report = await buildReport(reportInput(collections, NOW), siteConfig({ title: 'Orbit l10n' }));
    const german = report.languages[0]!;
    const placeholders = languagePlaceholders(report, 'de');
    expect([german.contributors, placeholders]).toEqual([0, 1]);
    expect([languageDescription(report, german, placeholders), languageContributorsDescription(report, german, placeholders)]).toEqual([
      'Orbit l10n: German (de) is 50.0\u00a0% translated (5 of 10 strings) in 1 component, by 0 contributors (people; 1 deleted or anonymous account besides); snapshot of 2026-11-20.',
      'Orbit l10n: the 0 contributors to German (de) (people; 1 deleted or anonymous account besides), with their translations in each time window; snapshot of 2026-11-20.',
    ]);
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
  /** The periods the changes page charts, as it passes them. */
  const periods = (report: Awaited<ReturnType<typeof reportOf>>, action: { code: number; name: string } | null = null) => changesCharts(report, actionName, action).map((chart) => chart.period);

  it('says where and since when the changes were read, as the changes page does, and "on the instance" only of a whole one', async () => {
    const whole = await reportOf('Orbit l10n');
    expect(changesDescription(whole, periods(whole))).toBe(
      'Orbit l10n: 1 change on the instance by day, week and month and by action, and the latest; snapshot of 2026-11-20.',
    );
    const scoped = await reportOf('Orbit l10n', { projects: ['orbit'], changesSince: null });
    expect(changesDescription(scoped, periods(scoped))).toBe(
      'Orbit l10n: 1 change in Orbit, the one project read, by day, week and month and by action, and the latest; snapshot of 2026-11-20.',
    );
    const since = await reportOf('Orbit l10n', { projects: null, changesSince: '2026-11-01T00:00:00.000Z' });
    expect(changesDescription(since, periods(since))).toBe(
      'Orbit l10n: 1 change on the instance since 2026-11-01, by day, week and month and by action, and the latest; snapshot of 2026-11-20.',
    );
  });

  it('names the year among the periods where the page charts every year, a log older than the two years of months', async () => {
    const older = await reportOf('Orbit l10n', { projects: null, changesSince: null }, '2023-05-02T08:00:00Z');
    expect(periods(older)).toEqual(['year', 'month', 'week', 'day']);
    expect(changesDescription(older, periods(older))).toBe(
      'Orbit l10n: 2 changes on the instance by day, week, month and year and by action, and the latest; snapshot of 2026-11-20.',
    );
    expect(actionDescription(older, { name: 'Translation changed', count: 2 }, periods(older, { code: 2, name: 'Translation changed' }))).toBe(
      'Orbit l10n: 2 changes of the action Translation changed by day, week, month and year, and the latest; snapshot of 2026-11-20.',
    );
  });

  it('names no period where the page charts none, a log without changes', async () => {
    const empty = await reportOf('Orbit l10n', { projects: null, changesSince: null }, null);
    expect(empty.totals.changes).toBe(0);
    expect(changesDescription(empty, [])).toBe('Orbit l10n: 0 changes on the instance by action, and the latest; snapshot of 2026-11-20.');
  });
});

describe("the description of a person's page", () => {
  // An administrator's one change, a project created, is in no language and no project: 'in 0
  // languages and 0 projects' stood in a shared link's preview, which ended '… and the latest'.
  it('names only the places they worked in, and what the page lists last', async () => {
    const report = await reportOf('Orbit l10n');
    const ana = report.contributors.find((contributor) => contributor.username === 'ana')!;
    expect(contributorDescription(report, { ...ana, languages: [], projects: [] })).toBe(
      "Orbit l10n: Ana (ana), 1 translation written and 1 action, with a year's calendar and their latest changes; snapshot of 2026-11-20.",
    );
    expect(contributorDescription(report, { ...ana, languages: [] })).toBe(
      "Orbit l10n: Ana (ana), 1 translation written and 1 action in 1 project, with a year's calendar and their latest changes; snapshot of 2026-11-20.",
    );
  });
});
