// A server under a path prefix ('/weblate'): every URL it gives carries the prefix, and the API
// is not served without it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleServer, type SampleServer } from '../../src/sample/server.ts';
import { allStrings, getJson, getText, originOf, type ChangeRecord, type Json, type Page } from './helpers.ts';

let server: SampleServer;
let origin: string;
beforeAll(async () => {
  server = await startSampleServer({ profile: 'tiny', seed: 1, prefix: '/weblate' });
  origin = originOf(server.url);
});
afterAll(() => server.close());

describe('prefix /weblate', () => {
  it('reports its base URL with the prefix', () => {
    expect(server.url).toBe(`${origin}/weblate`);
  });

  it.each([
    '/api/languages/',
    '/api/projects/',
    '/api/users/?page_size=5',
    '/api/changes/',
    '/api/changes/?page=2&format=api',
    '/api/components/lumen-player/core/',
    '/api/components/lumen-player/core/translations/',
    '/api/translations/orbit-notes/core/de/',
    '/api/translations/orbit-notes/core/de/changes/',
    '/api/',
  ])('puts the prefix in every URL of %s', async (path) => {
    const body = await getJson<Json>(`${origin}/weblate${path}`);
    const local = allStrings(body).filter((text) => text.startsWith(origin));
    expect(local.length).toBeGreaterThan(0);
    for (const url of local) expect(url.startsWith(`${origin}/weblate/`), url).toBe(true);
  });

  it('links pages under the prefix', async () => {
    const page = await getJson<Page<ChangeRecord>>(`${origin}/weblate/api/changes/?page=2`);
    expect(page.next).toBe(`${origin}/weblate/api/changes/?page=3`);
    expect(page.previous).toBe(`${origin}/weblate/api/changes/`);
    expect(page.results[0]!.url).toBe(`${origin}/weblate/api/changes/${page.results[0]!.id}/`);
  });

  it('gives the web URLs the prefix too', async () => {
    const translation = await getJson<Record<string, Json>>(`${origin}/weblate/api/translations/orbit-notes/core/de/`);
    expect(translation['web_url']).toBe(`${origin}/weblate/projects/orbit-notes/core/de/`);
    expect(translation['share_url']).toBe(`${origin}/weblate/engage/orbit-notes/de/`);
    expect(translation['translate_url']).toBe(`${origin}/weblate/translate/orbit-notes/core/de/`);
  });

  it('does not serve /api/ without the prefix', async () => {
    for (const path of ['/api/', '/api/languages/', '/api/changes/']) {
      const { status, headers } = await getText(`${origin}${path}`);
      expect(status, path).toBe(404);
      expect(headers.get('content-type'), path).toBe('text/html; charset=utf-8');
    }
  });

  it('redirects a path without its trailing slash to the prefixed path', async () => {
    const response = await fetch(`${origin}/weblate/api/languages`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/weblate/api/languages/');
  });

  it('ignores a trailing slash on the prefix option', async () => {
    const other = await startSampleServer({ profile: 'tiny', seed: 1, prefix: '/weblate/' });
    try {
      expect(other.url).toBe(`${originOf(other.url)}/weblate`);
      const page = await getJson<Page>(`${other.url}/api/languages/`);
      expect(page.count).toBe(8);
    } finally {
      await other.close();
    }
  });
});
