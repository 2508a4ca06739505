// The folders of the pages of names, as the build's case warning compares them.
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build.ts';
import { caseClashWarning } from '../../src/report/build-warnings.ts';
import { siblingPages } from '../../src/report/page-folders.ts';
import { change, component, language, project, reportInput, siteConfig, translation, user } from './fixtures.ts';

describe('siblingPages', () => {
  it('gives each page of a username, slug, component path or code its folder, grouped where the folders sit', async () => {
    const de = language('de', 'German');
    const DE = language('DE', 'German, shouted');
    const report = await buildReport(reportInput({
      languages: [de, DE],
      projects: [project('Case'), project('case'), project('cafe\u0301')],
      components: [
        component('case', 'App'), component('case', 'app'), component('Case', 'app'), component('cafe\u0301', 'a/b'),
        // Weblate 5.x's categories, spelt in the API's URL twice encoded: 'Guides' and 'guides' have a page each, in one folder.
        component('case', 'Guides%252Fuser', { slug: 'user' }), component('case', 'guides%252Fadmin', { slug: 'admin' }),
      ],
      translations: [translation('case', 'App', de, { total: 10, translated: 4 }), translation('case', 'app', DE, { total: 10, translated: 4 })],
      users: [user('Ana', 'Ana'), user('ana', 'Ana')],
      changes: [
        change({ id: 1, timestamp: '2026-11-19T10:00:00Z', action: 2, user: 'Ana', translation: ['case', 'App', 'de'] }),
        change({ id: 2, timestamp: '2026-11-19T11:00:00Z', action: 2, user: 'ana', translation: ['case', 'App', 'de'] }),
      ],
    }, '2026-11-20T00:00:00.000Z'), siteConfig());
    const groups = siblingPages(report);
    expect(groups.map(({ kind, of, path, pages }) => [kind, of, path, pages.map(({ name, folder }) => `${name} ${folder}`).sort()])).toEqual([
      ['users', null, 'contributors/<username>/', ['Ana Ana', 'ana ana']],
      ['projects', null, 'projects/<slug>/', ['Case Case', 'cafe\u0301 cafe~u0301', 'case case']],
      // In the report's order of projects. A slash in a component's own slug is no category: its folder writes it '~252F'.
      ['components', 'the project "cafe\u0301"', 'projects/cafe~u0301/<component>/', ['a%2Fb a~252Fb']],
      ['components', 'the project "Case"', 'projects/Case/<component>/', ['app app']],
      // A project's components and categories in one: a category's page is the index of its folder, as a component's is.
      ['components and categories', 'the project "case"', 'projects/case/<component or category>/', ['App App', 'Guides Guides', 'Guides/user Guides/user', 'app app', 'guides guides', 'guides/admin guides/admin']],
      ['languages', null, 'languages/<code>/', ['DE DE', 'de de']],
    ]);
    expect(caseClashWarning(groups, 'snap')).toBe(
      'snap: pages whose names differ in case only are in folders that a file system ignoring case ' +
        "(macOS's and Windows's, as they come) takes for one, where one page overwrites the other and both names lead to it: " +
        'users "Ana" and "ana" (contributors/<username>/); projects "Case" and "case" (projects/<slug>/); ' +
        'components and categories "App" and "app" of the project "case" (projects/case/<component or category>/); ' +
        'components and categories "Guides" and "guides" of the project "case" (projects/case/<component or category>/); languages "DE" and "de" (languages/<code>/). ' +
        "Build and serve the site on a file system that tells case apart (Linux's)",
    );
  });

  it("warns of a category and a component whose folders differ in case only, where one's page overwrites the other's", async () => {
    // The component 'app' has its page at app/index.html, the category 'App' (of the component 'App/y') at App/index.html.
    const report = await buildReport(reportInput({
      projects: [project('orbit')],
      components: [component('orbit', 'app'), component('orbit', 'App%252Fy', { slug: 'y' })],
    }, '2026-11-20T00:00:00.000Z'), siteConfig());
    expect(caseClashWarning(siblingPages(report), 'snap')).toBe(
      'snap: pages whose names differ in case only are in folders that a file system ignoring case ' +
        "(macOS's and Windows's, as they come) takes for one, where one page overwrites the other and both names lead to it: " +
        'components and categories "App" and "app" of the project "orbit" (projects/orbit/<component or category>/). ' +
        "Build and serve the site on a file system that tells case apart (Linux's)",
    );
  });
});
