// Determinism: the same seed and profile give byte-identical responses (once each server's own
// origin is replaced), and a different seed gives different ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleServer, type SampleServer, type SampleServerOptions } from '../../src/sample/server.ts';
import { originOf } from './helpers.ts';

const URLS = [
  '/api/languages/',
  '/api/projects/',
  '/api/projects/lumen-player/components/',
  '/api/components/lumen-player/core/translations/',
  '/api/translations/',
  '/api/translations/orbit-notes/core/de/',
  '/api/users/',
  '/api/users/?page_size=7&page=2',
  '/api/users/?page=last&page_size=7',
  '/api/changes/',
  '/api/changes/?page=2',
  '/api/changes/?page=4&format=api',
  '/api/changes/?page=6',
  '/api/changes/?page=last&page_size=70',
  '/api/projects/orbit-notes/changes/',
  '/api/translations/lumen-player/core/fr/changes/',
];

/** The bodies of URLS, each server's origin replaced by a placeholder. */
async function bodies(server: SampleServer, urls: readonly string[] = URLS): Promise<string[]> {
  const origin = originOf(server.url);
  const out: string[] = [];
  for (const url of urls) {
    const response = await fetch(`${server.url}${url}`);
    const text = await response.text();
    expect(response.status, url).toBe(200);
    out.push(text.replaceAll(origin, 'http://ORIGIN'));
  }
  return out;
}

const servers: SampleServer[] = [];
async function start(options: SampleServerOptions): Promise<SampleServer> {
  const server = await startSampleServer({ profile: 'tiny', ...options });
  servers.push(server);
  return server;
}
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

describe('determinism (tiny profile)', () => {
  let first: SampleServer;
  let second: SampleServer;
  beforeAll(async () => {
    first = await start({ seed: 1 });
    second = await start({ seed: 1 });
  });

  it('runs the two servers on different ports', () => {
    expect(first.port).not.toBe(second.port);
  });

  it('gives byte-identical bodies for the same seed and profile', async () => {
    const a = await bodies(first);
    const b = await bodies(second);
    // The servers' own addresses, which differ, were in the bodies: each list links its records
    // (but the users an anonymous caller is shown: names only, all on one page).
    expect(a.map((text) => text.includes('"http://ORIGIN/api/'))).toEqual([
      true, true, true, true, true, true, false, true, true, true, true, true, true, true, true, true,
    ]);
    for (let i = 0; i < URLS.length; i++) expect(b[i], URLS[i]).toBe(a[i]);
  });

  it('gives the same bodies on a repeated request', async () => {
    expect(await bodies(first)).toEqual(await bodies(first));
  });

  it('treats a numeric seed given as text like the number', async () => {
    const text = await start({ seed: '1' });
    expect(await bodies(text)).toEqual(await bodies(first));
  });

  it('gives different bodies for a different seed', async () => {
    const other = await start({ seed: 2 });
    const a = await bodies(first);
    const b = await bodies(other);
    for (const url of ['/api/languages/', '/api/translations/', '/api/users/', '/api/changes/', '/api/changes/?page=6']) {
      const i = URLS.indexOf(url);
      expect(b[i], url).not.toBe(a[i]);
    }
  });

  it('gives different bodies for a text seed, and the same for the same text', async () => {
    const word = await start({ seed: 'weblate' });
    const again = await start({ seed: 'weblate' });
    const a = await bodies(word, ['/api/changes/', '/api/users/']);
    expect(await bodies(again, ['/api/changes/', '/api/users/'])).toEqual(a);
    expect(await bodies(first, ['/api/changes/', '/api/users/'])).not.toEqual(a);
  });
});

describe('determinism (demo profile, variant 5x)', () => {
  it('gives byte-identical change pages when the request sequence is the same', async () => {
    const urls = ['/api/changes/', '/api/changes/?page=17', '/api/changes/?page=400', '/api/changes/?page_size=1000&page=20'];
    const a = await start({ profile: 'demo', seed: 7, variant: '5x' });
    const b = await start({ profile: 'demo', seed: 7, variant: '5x' });
    const left = await bodies(a, urls);
    const right = await bodies(b, urls);
    for (let i = 0; i < urls.length; i++) expect(right[i], urls[i]).toBe(left[i]);
  });
});
