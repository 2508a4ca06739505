// Categories (Weblate 5.0 and later): components inside them are addressed by their whole path,
// encoded twice in API URLs; two components share a slug in different categories; counts and
// the change log are those of the same instance without categories.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleServer, type SampleServer } from '../../src/sample/server.ts';
import { allItems, getJson, getText, type ChangeRecord, type JsonObject, type Page } from './helpers.ts';

let server: SampleServer;
let plain: SampleServer;
beforeAll(async () => {
  [server, plain] = await Promise.all([
    startSampleServer({ profile: 'demo', seed: 1, categories: true }),
    startSampleServer({ profile: 'demo', seed: 1 }),
  ]);
});
afterAll(() => Promise.all([server.close(), plain.close()]));

const path = (url: string) => new URL(url).pathname;

describe('a sample instance with categories', () => {
  it('puts components of the first project in categories, their slugs encoded twice in API URLs', async () => {
    const components = await allItems<JsonObject>(`${server.url}/api/projects/orbit-notes/components/`);
    expect(components.map((c) => [c['slug'], c['name'], path(c['url'] as string), c['category'] && path(c['category'] as string)])).toEqual([
      ['app', 'App', '/api/components/orbit-notes/desktop-apps%252Fapp/', '/api/categories/1/'],
      ['app', 'App', '/api/components/orbit-notes/mobile-apps%252Fapp/', '/api/categories/2/'],
      ['documentation', 'Documentation', '/api/components/orbit-notes/guides%252Fuser%252Fdocumentation/', '/api/categories/4/'],
      ['glossary', 'Glossary', '/api/components/orbit-notes/glossary/', null],
    ]);
    expect(path(components[2]!['web_url'] as string)).toBe('/projects/orbit-notes/guides/user/documentation/');
    expect(path(components[2]!['translations_url'] as string)).toBe('/api/components/orbit-notes/guides%252Fuser%252Fdocumentation/translations/');
  });

  it('serves the categories, nested ones pointing at their parent', async () => {
    const categories = await allItems<JsonObject>(`${server.url}/api/categories/`);
    expect(categories.map((c) => [c['name'], c['slug'], c['category'] && path(c['category'] as string), path(c['url'] as string)])).toEqual([
      ['Desktop apps', 'desktop-apps', null, '/api/categories/1/'],
      ['Mobile apps', 'mobile-apps', null, '/api/categories/2/'],
      ['Guides', 'guides', null, '/api/categories/3/'],
      ['User guides', 'user', '/api/categories/3/', '/api/categories/4/'],
    ]);
    expect(await getJson<JsonObject>(`${server.url}/api/categories/4/`)).toEqual(categories[3]);
    expect((await getText(`${server.url}/api/categories/5/`)).status).toBe(404);
  });

  it('answers the twice-encoded path and, as Weblate, not the once-encoded one or the bare slug', async () => {
    const translation = await getJson<JsonObject>(`${server.url}/api/translations/orbit-notes/desktop-apps%252Fapp/de/`);
    expect(path(translation['url'] as string)).toBe('/api/translations/orbit-notes/desktop-apps%252Fapp/de/');
    expect(path(translation['translate_url'] as string)).toBe('/translate/orbit-notes/desktop-apps/app/de/');
    expect((await getText(`${server.url}/api/components/orbit-notes/desktop-apps%2Fapp/`)).status).toBe(404);
    expect((await getText(`${server.url}/api/components/orbit-notes/app/`)).status).toBe(404);
    const list = await getJson<Page>(`${server.url}/api/components/orbit-notes/mobile-apps%252Fapp/translations/`);
    expect(list.results.length).toBeGreaterThan(0);
  });

  it('has the counts and the change log of the instance without categories, under other URLs', async () => {
    for (const list of ['components', 'translations', 'changes']) {
      const [a, b] = await Promise.all([server, plain].map((s) => getJson<Page>(`${s.url}/api/${list}/?page_size=1`)));
      expect(a!.count, list).toBe(b!.count);
    }
    const [withCategories, without] = await Promise.all(
      [server, plain].map((s) => getJson<Page<ChangeRecord>>(`${s.url}/api/changes/?page_size=1000`)),
    );
    // Every field but the component's and translation's URLs is the same, the server's origin aside.
    const rest = (records: ChangeRecord[], base: string) =>
      JSON.parse(JSON.stringify(records.map(({ component: _c, translation: _t, ...others }) => others)).replaceAll(base, ''));
    expect(rest(withCategories!.results, server.url)).toEqual(rest(without!.results, plain.url));
    const moved = withCategories!.results.filter((record) => record.component?.includes('%252F'));
    expect(moved.length).toBeGreaterThan(0);
    expect(path(moved[0]!.component!)).toMatch(/^\/api\/components\/orbit-notes\/(desktop-apps%252Fapp|mobile-apps%252Fapp|guides%252Fuser%252Fdocumentation)\/$/);
  });

  it('sends no category field and serves no categories without the option', async () => {
    const component = await getJson<JsonObject>(`${plain.url}/api/components/orbit-notes/core/`);
    expect('category' in component).toBe(false);
    expect((await getText(`${plain.url}/api/categories/`)).status).toBe(404);
    expect(Object.keys(await getJson<JsonObject>(`${server.url}/api/`))).toEqual(['categories', 'changes', 'components', 'languages', 'projects', 'translations', 'users']);
  });
});
