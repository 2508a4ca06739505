// Projects' summaries: the matrix's columns and the coverage that leaves glossaries out.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ActivityTally } from '../../src/report/activity.ts';
import { Catalog, componentInfo, languageInfo, projectInfo, type ComponentInfo, type ProjectInfo } from '../../src/report/catalog.ts';
import { CoverageMatrix } from '../../src/report/coverage-matrix.ts';
import {
  componentCounts, componentsLabel, hasGlossary, sharedTotals, hasGlossaryStrings, lastChangeKnown, priorityName, projectSummaries, unlistedComponentNote, unlistedComponents, unlistedComponentsNote, vcsWithheld,
} from '../../src/report/projects.ts';
import type { ComponentSummary, Coverage, ProjectSummary } from '../../src/report/types.ts';
import { translationFacts, translationRow } from '../../src/report/translations.ts';
import { UsernameCache } from '../../src/report/users.ts';
import { change, changeFacts, component, language, project, translation, type ChangeSpec } from './fixtures.ts';

describe('projectSummaries', () => {
  const de = language('de', 'German');
  const fr = language('fr', 'French');
  const ar = language('ar', 'Arabic');
  const en = language('en', 'English');
  const app = componentInfo(component('orbit', 'app')) as ComponentInfo;
  const glossary = componentInfo(component('orbit', 'glossary', { is_glossary: true, file_format: 'tbx' })) as ComponentInfo;

  function summaries() {
    const matrix = new CoverageMatrix();
    const add = (record: Record<string, unknown>, info: ComponentInfo) => matrix.add(translationFacts(record)!, info);
    add(translation('orbit', 'app', en, { total: 10, translated: 10 }, { is_source: true }), app);
    add(translation('orbit', 'app', de, { total: 10, translated: 5 }), app);
    // Arabic and French only in the glossary.
    add(translation('orbit', 'glossary', de, { total: 4, translated: 4 }), glossary);
    add(translation('orbit', 'glossary', fr, { total: 4, translated: 1 }), glossary);
    add(translation('orbit', 'glossary', ar, { total: 4, translated: 3 }), glossary);
    return projectSummaries({
      projects: new Map([['orbit', projectInfo(project('orbit', 'Orbit Notes')) as ProjectInfo]]),
      components: new Map([[app.url, app], [glossary.url, glossary]]),
      matrix,
      translationRows: new Map(),
      activity: new ActivityTally(Date.parse('2026-11-20T00:00:00Z')),
    });
  }

  it("gives the matrix a column for every language of any component, a glossary's own ones included", () => {
    const [orbit] = summaries();
    expect(orbit!.languages).toEqual(['ar', 'de', 'fr']);
    // Its coverage leaves the glossary out: the project says how many languages only the glossary has.
    expect(orbit!.glossaryOnlyLanguages).toBe(2);
    expect(orbit!.components.map((c) => [c.slug, c.cells.map((cell) => `${cell.languageCode} ${cell.coverage.translatedPercent}`)])).toEqual([
      ['app', ['de 50']],
      ['glossary', ['ar 75', 'de 100', 'fr 25']],
    ]);
  });

  it("sums the project's coverage per language over its components but the glossaries", () => {
    const [orbit] = summaries();
    expect(orbit!.cells.map((cell) => [cell.languageCode, cell.coverage.total, cell.coverage.translated])).toEqual([['de', 10, 5]]);
    expect([orbit!.coverage.total, orbit!.coverage.translatedPercent]).toEqual([10, 50]);
  });
});

describe('projectSummaries (memory)', () => {
  it("gives a component's cell of one translation that translation's coverage object, and a cell of several its own sum", () => {
    const app = componentInfo(component('orbit', 'app')) as ComponentInfo;
    const records = [
      translation('orbit', 'app', language('de', 'German'), { total: 10, translated: 5 }),
      // Two translations in French (two files of the component): the cell sums both.
      translation('orbit', 'app', language('fr', 'French'), { total: 10, translated: 4 }),
      translation('orbit', 'app', language('fr', 'French'), { total: 10, translated: 6 }, { filename: 'po/fr_CA.po', url: 'https://weblate.example.org/api/translations/orbit/app/fr_CA/' }),
    ];
    const matrix = new CoverageMatrix();
    for (const record of records) matrix.add(translationFacts(record)!, app);
    const rows = records.map((record) => translationRow(record));
    const [orbit] = projectSummaries({
      projects: new Map([['orbit', projectInfo(project('orbit', 'Orbit Notes')) as ProjectInfo]]),
      components: new Map([[app.url, app]]),
      matrix,
      translationRows: new Map([[app.url, rows]]),
      activity: new ActivityTally(Date.parse('2026-11-20T00:00:00Z')),
    });
    const [de, fr] = orbit!.components[0]!.cells;
    expect(de!.coverage).toBe(orbit!.components[0]!.translations.find((row) => row.languageCode === 'de')!.coverage);
    expect([fr!.coverage.translations, fr!.coverage.total, fr!.coverage.translated, fr!.coverage.translatedPercent]).toEqual([2, 20, 10, 50]);
    expect(rows.map((row) => row.coverage)).not.toContain(fr!.coverage);
    // Shared, so read-only: a figure changed in the German cell would change the German row's too
    // (a type's check, made by npm run check).
    expectTypeOf<Coverage>().toEqualTypeOf<Readonly<Coverage>>();
  });
});

describe('componentInfo', () => {
  it("takes the license in force: Weblate 2026's effective_license where the component inherits its own ('' then), else license", () => {
    const inherits = componentInfo(component('orbit', 'app', { license: '', license_url: null, effective_license: 'GPL-3.0-or-later' }))!;
    expect([inherits.license, inherits.licenseUrl]).toEqual(['GPL-3.0-or-later', null]);
    const own = componentInfo(component('orbit', 'web', { license: 'MIT', effective_license: 'MIT' }))!;
    expect([own.license, own.licenseUrl]).toEqual(['MIT', 'https://spdx.org/licenses/MIT.html']);
    expect(componentInfo(component('orbit', 'docs', { license: 'MPL-2.0' }))!.license).toBe('MPL-2.0');
  });
});

describe('componentInfo, its texts shown as they are', () => {
  it('keeps out of its file format, VCS, repository and license the characters HTML forbids in a page, but tabs and line breaks', () => {
    // Written into the project's components table and the component's page: a NUL, a BEL and an ESC there (the Nu checker's errors).
    const info = componentInfo(component('orbit', 'app', { file_format: 'po\u0000mono', vcs: 'git\u001B', repo: 'https://example.org/x\u0007.git', license: 'MIT\u0007\uFFFE', effective_license: 'MIT\u0007\uFFFE' }))!;
    expect([info.fileFormat, info.vcs, info.repo, info.license]).toEqual(['pomono', 'git', 'https://example.org/x.git', 'MIT']);
    expect(componentInfo(component('orbit', 'web', { file_format: 'po\tmono', license: 'MIT' }))!.fileFormat).toBe('po\tmono');
  });
});

describe('projectInfo, componentInfo and languageInfo', () => {
  it('name a project, component or language of whose name nothing shows by its slug or code, as one of a blank name', () => {
    // The projects table showed an empty, unclickable link for these, the overview " / : 5,200 words".
    expect(projectInfo(project('zwonly', '\u200B\u200D'))!.name).toBe('zwonly');
    expect(projectInfo(project('rlmonly', '\u200F'))!.name).toBe('rlmonly');
    expect(projectInfo(project('blank', '   '))!.name).toBe('blank');
    expect(componentInfo(component('orbit', 'core', { name: '\u2060\uFEFF' }))!.name).toBe('core');
    expect(languageInfo(language('yi', '\u3164'))!.name).toBe('yi');
    expect(projectInfo(project('zwj', 'Zero\u200Bwidth'))!.name).toBe('Zero\u200Bwidth');
  });

  it('name one by its slug with U+FFFD for each character HTML forbids in a page, as a code', () => {
    // A project slugged 'orb\u0007it' without a name wrote its BEL into the <title>, headings and tables.
    expect(projectInfo(project('orb\u0007it', ''))!.name).toBe('orb\uFFFDit');
    expect(componentInfo(component('orbit', 'co\u0000re', { name: '\uFFFE' }))!.name).toBe('co\uFFFDre');
    expect(projectInfo(project('orbit', ''))!.name).toBe('orbit');
  });

  it("take a language's direction from its script where the record gives none it knows (a lenient crawl's), where it was left to right", () => {
    // Yiddish's page said "written left to right", and its change texts were laid out so.
    const { direction: _, ...yiddish } = language('yi', 'Yiddish');
    expect(languageInfo(yiddish)!.direction).toBe('rtl');
    expect(languageInfo({ ...yiddish, direction: 'RTL' })!.direction).toBe('rtl');
    expect(languageInfo({ ...yiddish, direction: null })!.direction).toBe('rtl');
    // Blank: Weblate's "detect it" (a crawl stores it as served).
    expect(languageInfo({ ...yiddish, direction: '' })!.direction).toBe('rtl');
    expect(['dv', 'ckb', 'pa_Arab', 'sr@latin', 'de', 'xx_Unknown', '"><b>'].map((code) => languageInfo({ ...yiddish, code })!.direction))
      .toEqual(['rtl', 'rtl', 'rtl', 'ltr', 'ltr', 'ltr', 'ltr']);
    // The instance's own word stands: its editor lays the language out so.
    expect(languageInfo(language('yi', 'Yiddish'))!.direction).toBe('ltr');
    expect(languageInfo(language('de', 'German', { direction: 'rtl' }))!.direction).toBe('rtl');
    // A translation that carries no language record, only its code.
    const { language: __, ...bare } = translation('orbit', 'core', language('he', 'Hebrew'), { total: 10, translated: 5 });
    expect(translationRow({ ...bare, language_code: 'he' }).direction).toBe('rtl');
  });
});

describe('unlistedComponents, unlistedComponentNote and unlistedComponentsNote', () => {
  const of = (slug: string, listed: boolean) => ({ slug, listed }) as ComponentSummary;

  it('list the components known only from their translations by path, and say what is not known of them', () => {
    const projects = [
      { slug: 'lumen', components: [of('app', true)] },
      { slug: 'orbit', components: [of('core', false), of('docs', true), of('guides/old', false)] },
    ];
    expect(unlistedComponents(projects)).toEqual(['orbit/core', 'orbit/guides/old']);
    expect(unlistedComponentNote()).toBe(
      "This component is not in the snapshot's components list (created while the crawl ran, say): it is known only from its translations, so its file format, repository, license, priority and whether it is a glossary are not known.",
    );
    // Named by label (a category's slugs in front), the listed ones left out.
    const named = (name: string, category: string | null, listed: boolean) => ({ name, category, listed }) as ComponentSummary;
    expect(unlistedComponentsNote({ components: [] })).toBeNull();
    expect(unlistedComponentsNote({ components: [named('docs', null, true)] })).toBeNull();
    expect(unlistedComponentsNote({ components: [named('core', null, false), named('docs', null, true)] })).toBe(
      "A dash for the file format, VCS, license, glossary and priority of core: it is not in the snapshot's components list (created while the crawl ran, say), known only from its translations, so these are not known.",
    );
    expect(unlistedComponentsNote({ components: [named('core', null, false), named('docs', null, true), named('old', 'guides', false)] })).toBe(
      "A dash for the file format, VCS, license, glossary and priority of core and guides / old: they are not in the snapshot's components list (created while the crawl ran, say), known only from their translations, so these are not known.",
    );
  });
});

describe('componentCounts and componentsLabel', () => {
  it('count glossaries apart from components, and name both where a total is shown', () => {
    const of = (components: number, glossaries: number) => [
      ...Array.from({ length: components }, () => ({ isGlossary: false })), ...Array.from({ length: glossaries }, () => ({ isGlossary: true })),
    ];
    expect(componentCounts(of(32, 8))).toEqual({ components: 32, glossaries: 8 });
    expect([of(32, 8), of(8, 1), of(1, 0), of(0, 1), of(0, 0)].map((list) => componentsLabel(componentCounts(list)))).toEqual([
      'components and 8 glossaries', 'components and 1 glossary', 'component', 'components and 1 glossary', 'components',
    ]);
  });
});

describe('sharedTotals', () => {
  it("gives a component's strings and words where every translation has as many, and null for either where they differ", () => {
    const rows = (...totals: [number, number][]) => ({ translations: totals.map(([total, totalWords]) => ({ coverage: { total, totalWords } })) }) as unknown as Pick<ComponentSummary, 'translations'>;
    expect(sharedTotals(rows([849, 4414], [849, 4414], [849, 4414]))).toEqual({ strings: 849, words: 4414 });
    // A translation whose file lags behind the source.
    expect(sharedTotals(rows([849, 4414], [840, 4414]))).toEqual({ strings: null, words: 4414 });
    expect(sharedTotals(rows())).toEqual({ strings: null, words: null });
  });
});

describe('priorityName', () => {
  it('names a priority as Weblate does, a lower number first, with its number; another number alone', () => {
    expect([60, 80, 100, 120, 140, 90].map(priorityName)).toEqual([
      'very high (60)', 'high (80)', 'medium (100)', 'low (120)', 'very low (140)', '90',
    ]);
  });
});

describe('ActivityTally', () => {
  it("counts a change stamped after the snapshot at the snapshot's time, and a change without a user not at all", () => {
    const catalog = new Catalog();
    const usernames = new UsernameCache();
    const activity = new ActivityTally(Date.parse('2026-11-20T00:00:00Z'));
    for (const spec of [
      { id: 1, timestamp: '2026-11-19T10:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'app', 'de'] },
      { id: 2, timestamp: '2026-11-21T08:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'app', 'de'] },
      { id: 3, timestamp: '2026-11-19T12:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'app', 'fr'] },
      { id: 4, timestamp: '2026-11-19T18:00:00Z', action: 17, user: null, translation: ['orbit', 'app', 'fr'] },
    ] satisfies ChangeSpec[]) activity.add(changeFacts(change(spec), catalog, usernames)!);
    expect([activity.language('de'), activity.language('fr'), activity.project('orbit'), activity.language('ar')]).toEqual([
      '2026-11-20T00:00:00.000Z', '2026-11-19T12:00:00.000Z', '2026-11-20T00:00:00.000Z', null,
    ]);
  });
});

describe('hasGlossary, hasGlossaryStrings, vcsWithheld and lastChangeKnown', () => {
  const part = (isGlossary: boolean, total: number, vcs: string, listed = true) => ({ isGlossary, coverage: { total }, vcs, listed });
  const project = (...components: ReturnType<typeof part>[]) => ({ components }) as unknown as Pick<ProjectSummary, 'components'>;

  it('say whether a project has a glossary, one with strings, and a component whose VCS the server withheld', () => {
    const plain = project(part(false, 10, 'git'));
    const emptyGlossary = project(part(false, 10, 'git'), part(true, 0, 'git'));
    const glossary = project(part(false, 10, ''), part(true, 3, 'git'));
    expect([plain, emptyGlossary, glossary].map((p) => [hasGlossary(p), hasGlossaryStrings(p), vcsWithheld(p)])).toEqual([
      [false, false, false], [true, false, false], [true, true, true],
    ]);
  });

  it('does not take a component known only from its translations for one whose VCS the server withheld', () => {
    expect(vcsWithheld(project(part(false, 10, 'git'), part(false, 10, '', false)))).toBe(false);
    expect(vcsWithheld(project(part(false, 10, ''), part(false, 10, '', false)))).toBe(true);
  });

  it('says whether any translation of a component came with its last change or author', () => {
    const component = (...translations: { lastChange: string | null; lastAuthor: string | null }[]) => ({ translations }) as unknown as Pick<ComponentSummary, 'translations'>;
    expect([
      lastChangeKnown(component({ lastChange: null, lastAuthor: null }, { lastChange: null, lastAuthor: 'ana' })),
      lastChangeKnown(component({ lastChange: null, lastAuthor: null }, { lastChange: '2026-11-01T00:00:00Z', lastAuthor: null })),
      lastChangeKnown(component({ lastChange: null, lastAuthor: null })),
      lastChangeKnown(component()),
    ]).toEqual([true, true, false, false]);
  });
});
