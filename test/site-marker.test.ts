// Telling a folder holds a site this tool built, and the base path it was built under.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isBasePath } from '../src/base-path.ts';
import { builtSiteBase, indexBase } from '../src/site-marker.ts';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

// The start of a built index.html: its head, as the layout writes it, and the site title's link home.
const head = (href: string, home = '/') => `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="generator" content="weblate-atlas 0.1.0"><link rel="icon" href="${href}" type="image/svg+xml"><title>T</title></head><body><a class="skip" href="#main">Skip to content</a><header class="site-header"><p class="site-title"><a href="${home}">T</a></p>`;

describe('isBasePath', () => {
  it('takes a path of folders each ended by a slash, and nothing with a scheme, a host, or a "." or ".." folder', () => {
    expect(['/', '/l10n/', '/a/b.c~d_e-f/'].map(isBasePath)).toEqual([true, true, true]);
    expect(['https://cdn.example.org/brand/', '//cdn.example.org/', 'brand/', '', '/l10n', '/a/../b/', '/./', '/a b/'].map(isBasePath))
      .toEqual([false, false, false, false, false, false, false, false]);
  });
});

describe('indexBase', () => {
  it('reads the base path off the icon link and the link home a build writes', () => {
    expect([indexBase(head('/favicon.svg', '/')), indexBase(head('/l10n/favicon.svg', '/l10n/'))]).toEqual(['/', '/l10n/']);
  });

  it('gives no base path for an icon link edited to point elsewhere, where it gave its scheme and host, or its folder, as one', () => {
    expect([
      indexBase(head('https://cdn.example.org/brand/favicon.svg')),
      indexBase(head('//cdn.example.org/favicon.svg')),
      indexBase(head('favicon.svg')),
      indexBase(head('../favicon.svg')),
      // A path on the same host: it refused a site built under "/" as built under "/static/brand/".
      indexBase(head('/static/brand/favicon.svg')),
      indexBase(head('/brand/favicon.svg')),
      indexBase(head('/~me/favicon.svg')),
      indexBase(head('/l10n/favicon.svg', '/')),
      indexBase('<head><link rel=icon href=/favicon.svg><p class="site-title"><a href="/">'),
      // No link home (a page cut short, or edited): the icon link alone says nothing.
      indexBase(head('/favicon.svg').replace(/<p class="site-title">.*/, '')),
    ]).toEqual([null, null, null, null, null, null, null, null, null, null]);
  });

  it('gives no base path for a link home edited to point elsewhere, the icon link as built', () => {
    expect([indexBase(head('/favicon.svg', 'https://example.org/')), indexBase(head('/l10n/favicon.svg', '/'))]).toEqual([null, null]);
  });
});

describe('builtSiteBase', () => {
  it("is the base path of a site this tool built, and null where index.html's icon link is edited or the site is none of its own", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'atlas-site-marker-'));
    made.push(dir);
    const index = join(dir, 'index.html');
    await writeFile(index, head('/l10n/favicon.svg', '/l10n/'));
    expect(await builtSiteBase(dir)).toBe('/l10n/');
    // The link home after a head of some 10 KB (a long title, in every place the head says it).
    await writeFile(index, head('/l10n/favicon.svg', '/l10n/').replace('<title>T</title>', `<title>${'&amp;'.repeat(2000)}</title>`));
    expect(await builtSiteBase(dir)).toBe('/l10n/');
    await writeFile(index, head('https://cdn.example.org/brand/favicon.svg'));
    expect(await builtSiteBase(dir)).toBeNull();
    await writeFile(index, head('/static/brand/favicon.svg'));
    expect(await builtSiteBase(dir)).toBeNull();
    await writeFile(index, '<!DOCTYPE html><html><head><link rel="icon" href="/l10n/favicon.svg">');
    expect(await builtSiteBase(dir)).toBeNull();
  });
});
