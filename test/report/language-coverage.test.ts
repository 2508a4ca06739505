// A language's coverage lists, with literal expectations over small hand-made reports.
import { describe, expect, it } from 'vitest';
import type { Coverage, Report } from '../../src/report/types.ts';
import { componentsCell, componentSortKey, gapExtent, languageComponents, languageGaps, languageProjects, untranslatedComponents } from '../../src/report/language-coverage.ts';

/** A coverage of `total` strings, `translated` of them done (no percentages of none). */
function coverage(total: number, translated: number): Coverage {
  const percent = total === 0 ? null : Math.floor((translated / total) * 1000) / 10;
  return {
    translations: 1, total, totalWords: total, translated, translatedWords: translated, fuzzy: 0, fuzzyWords: 0,
    failingChecks: 0, translatedPercent: percent, translatedWordsPercent: percent, fuzzyPercent: total === 0 ? null : 0,
  };
}

describe('languageComponents and languageProjects', () => {
  const cell = (languageCode: string, total: number, translated: number) => ({ languageCode, coverage: coverage(total, translated), translateUrl: null, webUrl: null });
  const report = {
    projects: [
      {
        slug: 'orbit',
        name: 'Orbit',
        cells: [cell('de', 30, 10), cell('fr', 30, 30)],
        components: [
          { slug: 'app', name: 'App', category: null, isGlossary: false, cells: [cell('de', 10, 5), cell('fr', 10, 10)], translations: [] },
          { slug: 'docs', name: 'Docs', category: null, isGlossary: false, cells: [cell('de', 20, 5)], translations: [] },
          { slug: 'glossary', name: 'Glossary', category: null, isGlossary: true, cells: [], translations: [] },
        ],
      },
      { slug: 'quill', name: 'Quill', cells: [cell('de', 8, 0)], components: [{ slug: 'core', name: 'Core', category: null, isGlossary: false, cells: [cell('de', 8, 0)], translations: [] }] },
    ],
    componentGaps: { fr: [{ projectSlug: 'quill', componentSlugs: ['core'], of: 1 }, { projectSlug: 'orbit', componentSlugs: ['docs'], of: 2 }] },
  } as unknown as Report;
  const components = (code: string, limit: number) => {
    const { rows, hidden } = languageComponents(report, code, limit);
    return { rows: rows.map((r) => `${r.project.slug}/${r.component.slug}`), hidden };
  };
  const projects = (code: string, limit: number) => {
    const { rows, hidden } = languageProjects(report, code, limit);
    return { rows: rows.map((r) => r.project.slug), hidden };
  };

  it('lists every cell of a language A to Z while they fit', () => {
    expect(components('de', 3)).toEqual({ rows: ['orbit/app', 'orbit/docs', 'quill/core'], hidden: 0 });
    expect(projects('de', 2)).toEqual({ rows: ['orbit', 'quill'], hidden: 0 });
    expect(components('fr', 3)).toEqual({ rows: ['orbit/app'], hidden: 0 });
    expect(components('ja', 3)).toEqual({ rows: [], hidden: 0 });
  });

  it("lists components A to Z by the key their column sorts by, the project's name and then the component's, whatever their slugs", () => {
    // The projects come A to Z already (projectSummaries), 'Orbit (beta)' after 'Orbit'; but as the
    // column sorts, 'Orbit (beta) / Alpha' comes before 'Orbit / Web / Beta' ('(' before '/').
    const named = {
      projects: [
        { slug: 'z-orbit', name: 'Orbit', cells: [], components: [
          { slug: 'a-zed', name: 'Zed', category: null, isGlossary: false, cells: [cell('de', 1, 0)] },
          { slug: 'b-beta', name: 'Beta', category: 'Web', isGlossary: false, cells: [cell('de', 1, 0)] },
        ] },
        { slug: 'a-orbit-beta', name: 'Orbit (beta)', cells: [], components: [{ slug: 'z-alpha', name: 'Alpha', category: null, isGlossary: false, cells: [cell('de', 1, 0)] }] },
      ],
      componentGaps: {},
    } as unknown as Report;
    expect(languageComponents(named, 'de', 50).rows.map((r) => componentSortKey(r.project, r.component))).toEqual(['Orbit (beta) / Alpha', 'Orbit / Web / Beta', 'Orbit / Zed']);
  });

  it("gives each project its components translated into the language of those outside glossaries, beside its percentages", () => {
    expect(languageProjects(report, 'fr', 2).rows.map((r) => [r.project.slug, r.components])).toEqual([['orbit', { translated: 1, total: 2 }]]);
    expect(languageProjects(report, 'de', 1).rows.map((r) => [r.project.slug, r.components])).toEqual([['orbit', { translated: 2, total: 2 }]]);
  });

  it('names the components not translated into a language, per project, past the limit counting the projects left', () => {
    const gaps = (code: string, limit: number) => {
      const { rows, hidden } = languageGaps(report, code, limit);
      return { rows: rows.map((r) => [r.project.slug, r.components.map((c) => c.slug), r.of]), hidden };
    };
    expect(gaps('fr', 30)).toEqual({ rows: [['quill', ['core'], 1], ['orbit', ['docs'], 2]], hidden: 0 });
    expect(gaps('fr', 1)).toEqual({ rows: [['quill', ['core'], 1]], hidden: 1 });
    expect(gaps('de', 30)).toEqual({ rows: [], hidden: 0 });
  });

  it('says how much of each project the components not translated are, and whether they are all of its two or more', () => {
    const withWhole = { ...report, componentGaps: { ja: [{ projectSlug: 'orbit', componentSlugs: ['app', 'docs'], of: 2 }, { projectSlug: 'quill', componentSlugs: ['core'], of: 1 }] } } as unknown as Report;
    expect(languageGaps(withWhole, 'ja', 30).rows.map((r) => [r.project.slug, r.extent, r.whole])).toEqual([
      ['orbit', 'both of its components outside glossaries', true],
      ['quill', 'its only component', false],
    ]);
    expect(languageGaps(report, 'fr', 30).rows.map((r) => [r.project.slug, r.extent, r.whole])).toEqual([
      ['quill', 'its only component', false],
      ['orbit', '1 of its 2 components outside glossaries', false],
    ]);
  });

  it('counts the glossaries among the components it lists', () => {
    const withGlossary = { ...report, projects: [{ ...report.projects[0]!, components: report.projects[0]!.components.map((c) => (c.slug === 'glossary' ? { ...c, cells: [cell('de', 4, 4)] } : c)) }, report.projects[1]!] } as unknown as Report;
    expect([languageComponents(withGlossary, 'de', 10).glossaries, languageComponents(withGlossary, 'de', 1).glossaries, languageComponents(report, 'de', 10).glossaries]).toEqual([1, 0, 0]);
  });

  it('past the limit keeps those with the most untranslated strings and counts the rest', () => {
    // Untranslated in German: docs 15, quill/core 8, app 5.
    expect(components('de', 2)).toEqual({ rows: ['orbit/docs', 'quill/core'], hidden: 1 });
    // orbit 20, quill 8.
    expect(projects('de', 1)).toEqual({ rows: ['orbit'], hidden: 1 });
  });
});

describe('gapExtent', () => {
  it("says how much of a project a language lacks, naming glossaries where the project has one beside the count", () => {
    expect([gapExtent(1, 1, false), gapExtent(1, 1, true), gapExtent(2, 2, false), gapExtent(4, 4, true), gapExtent(1, 3, false), gapExtent(1, 3, true)]).toEqual([
      'its only component', 'its only component outside glossaries', 'both of its components', 'all 4 of its components outside glossaries',
      '1 of its 3 components', '1 of its 3 components outside glossaries',
    ]);
  });
});

describe('untranslatedComponents and componentsCell', () => {
  it('count the components not translated into a language, and give its components cell with their share to sort by', () => {
    expect(untranslatedComponents({ components: { translated: 3, total: 5 } })).toBe(2);
    expect([componentsCell({ translated: 3, total: 4 }), componentsCell({ translated: 1_200, total: 1_500 }), componentsCell({ translated: 0, total: 0 })]).toEqual([
      { text: '3 of 4', sort: 0.750000000000003 }, { text: '1,200 of 1,500', sort: 0.8000000000012001 }, { text: '0 of 0', sort: null },
    ]);
  });

  it('sort ties of share by how many components, the most first: 8 of 8 above 1 of 1, and 6 of 8 above 3 of 4', () => {
    const cells = [[1, 1], [8, 8], [3, 4], [6, 8], [2, 4], [99_998, 99_999], [99_999, 100_000]].map(([translated, total]) => componentsCell({ translated: translated!, total: total! }));
    expect(cells.map((cell) => cell.sort)).toEqual([1.000000000000001, 1.000000000000008, 0.750000000000003, 0.750000000000006, 0.500000000000002, 0.999989999999997, 0.999990000099999]);
    // Largest first, as a first click on the column sorts it.
    expect(cells.sort((a, b) => b.sort! - a.sort!).map((cell) => cell.text)).toEqual(['8 of 8', '1 of 1', '99,999 of 100,000', '99,998 of 99,999', '6 of 8', '3 of 4', '2 of 4']);
  });
});
