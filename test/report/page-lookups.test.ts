// Lookups of pages and names, with literal expectations over small hand-made reports.
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.ts';
import { componentName, hasComponentPage, hasLanguagePage, hasProjectPage, languageName, languageTitle, placeNames, projectName } from '../../src/report/page-lookups.ts';

describe('hasComponentPage, hasProjectPage and hasLanguagePage', () => {
  const report = { languages: [{ code: 'de' }, { code: 'fr' }, { code: 'ja' }] } as unknown as Report;

  it('knows which components have a page: those of the snapshot\'s projects, by project and component slug', () => {
    const withProjects = { projects: [{ slug: 'orbit', components: [{ slug: 'app' }, { slug: 'docs/guide' }] }, { slug: 'kestrel', components: [] }] } as unknown as Report;
    expect([
      hasComponentPage(withProjects, 'orbit', 'app'), hasComponentPage(withProjects, 'orbit', 'docs/guide'),
      hasComponentPage(withProjects, 'orbit', 'gone'), hasComponentPage(withProjects, 'kestrel', 'app'),
    ]).toEqual([true, true, false, false]);
  });

  it("knows which projects have a page: the snapshot's, not one a change names that it does not hold", () => {
    const withProjects = { projects: [{ slug: 'orbit', components: [] }, { slug: 'kestrel', components: [] }] } as unknown as Report;
    expect(['orbit', 'kestrel', 'gone'].map((slug) => hasProjectPage(withProjects, slug))).toEqual([true, true, false]);
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

describe('componentName, languageName and placeNames', () => {
  const report = {
    languages: [{ code: 'de', name: 'German' }, { code: 'es', name: 'Spanish' }],
    projects: [
      {
        slug: 'harbor-wallet',
        name: 'Harbor Wallet',
        components: [
          { slug: 'documentation', name: 'Documentation', category: null, translations: [{ languageCode: 'en', languageName: 'English' }, { languageCode: 'es', languageName: 'Spanish' }] },
          { slug: 'desktop-apps/app', name: 'App', category: 'desktop-apps', translations: [{ languageCode: 'en_GB', languageName: 'English (United Kingdom)' }] },
        ],
      },
    ],
  } as unknown as Report;

  it('names a component as the site does (its categories in front), by its slug where the report does not hold it', () => {
    expect([
      componentName(report, 'harbor-wallet', 'documentation'), componentName(report, 'harbor-wallet', 'desktop-apps/app'),
      componentName(report, 'harbor-wallet', 'gone'), componentName(report, 'kestrel', 'core'),
    ]).toEqual(['Documentation', 'desktop-apps / App', 'gone', 'core']);
  });

  // A change list's source strings read "English", where they said "en".
  it("names a language by the instance's name, a source language alone by its translations' name, an unknown one by its code", () => {
    expect(['de', 'es', 'en', 'en_GB', 'xx'].map((code) => languageName(report, code))).toEqual(['German', 'Spanish', 'English', 'English (United Kingdom)', 'xx']);
  });

  it('gives a change list the three lookups', () => {
    const names = placeNames(report);
    expect([names.project('harbor-wallet'), names.component('harbor-wallet', 'documentation'), names.language('es')]).toEqual(['Harbor Wallet', 'Documentation', 'Spanish']);
  });
});
