// Lookups of pages and names, with literal expectations over small hand-made reports.
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.ts';
import { hasComponentPage, hasLanguagePage, languageTitle, projectName } from '../../src/report/page-lookups.ts';

describe('hasComponentPage and hasLanguagePage', () => {
  const report = { languages: [{ code: 'de' }, { code: 'fr' }, { code: 'ja' }] } as unknown as Report;

  it('knows which components have a page: those of the snapshot\'s projects, by project and component slug', () => {
    const withProjects = { projects: [{ slug: 'orbit', components: [{ slug: 'app' }, { slug: 'docs/guide' }] }, { slug: 'kestrel', components: [] }] } as unknown as Report;
    expect([
      hasComponentPage(withProjects, 'orbit', 'app'), hasComponentPage(withProjects, 'orbit', 'docs/guide'),
      hasComponentPage(withProjects, 'orbit', 'gone'), hasComponentPage(withProjects, 'kestrel', 'app'),
    ]).toEqual([true, true, false, false]);
  });

  it('knows which languages have a page: those translated into, not a source language alone', () => {
    expect(['de', 'fr', 'ja', 'en'].map((code) => hasLanguagePage(report, code))).toEqual([true, true, true, false]);
  });
});

describe('projectName', () => {
  it("gives a project's name by its slug, the slug where the snapshot holds no such project", () => {
    const report = { projects: [{ slug: 'orbit', name: 'Orbit Wallet' }, { slug: 'kestrel', name: 'Kestrel' }] } as unknown as Report;
    expect(['kestrel', 'orbit', 'gone'].map((slug) => projectName(report, slug))).toEqual(['Kestrel', 'Orbit Wallet', 'gone']);
  });
});

describe('languageTitle', () => {
  it("gives a language's name, with its code beside it where another language of the report has the same name", () => {
    const report = { languages: [{ code: 'pt', name: 'Portuguese (Brazil)' }, { code: 'pt_BR', name: 'Portuguese (Brazil)' }, { code: 'de', name: 'German' }, { code: 'de_x', name: 'german' }] } as unknown as Report;
    expect(report.languages.map((language) => languageTitle(report, language))).toEqual([
      [{ name: 'Portuguese (Brazil)' }, ' (', { name: 'pt' }, ')'],
      [{ name: 'Portuguese (Brazil)' }, ' (', { name: 'pt_BR' }, ')'],
      [{ name: 'German' }],
      [{ name: 'german' }],
    ]);
  });
});
