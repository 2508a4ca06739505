// The link check the site tests run on each build, on a site of three files whose links are each
// one way of being broken or not: a check that found nothing wrong anywhere would pass every build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brokenLinks } from './links.ts';

const LINKS = [
  '/l10n/', '/l10n/about/', '/l10n/about/#team', '#top', '/l10n/favicon.svg', 'https://l10n.example.org/projects/x/', 'HTTP://example.org',
  // Each broken.
  '/l10n/about', '/l10n/about/#nobody', '/l10n/favicon.svg/', '/l10n/gone/', '/other/', 'about/', 'mailto:someone@example.org', 'javascript:void(0)', 'https:///x',
];

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'atlas-links-'));
  await mkdir(join(dist, 'about'));
  await writeFile(join(dist, 'index.html'), `<h1 id="top">Top</h1>${LINKS.map((link) => `<a href="${link}">x</a>`).join('')}`);
  await writeFile(join(dist, 'about', 'index.html'), '<h2 id="team">Team</h2>');
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('brokenLinks', () => {
  it("names each link that leads to no page or file of the site, outside its base path, to a page without its folder's slash, or to no web URL", async () => {
    expect(await brokenLinks(dist, '/l10n/')).toEqual([
      '/index.html → /l10n/about',
      '/index.html → /l10n/about/#nobody',
      '/index.html → /l10n/favicon.svg/',
      '/index.html → /l10n/gone/',
      '/index.html → /other/',
      '/index.html → about/',
      '/index.html → https:///x',
      '/index.html → javascript:void(0)',
      '/index.html → mailto:someone@example.org',
    ]);
  });
});
