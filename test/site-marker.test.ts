// Telling a folder holds a site this tool built, and the base path it was built under.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isBasePath } from '../src/base-path.ts';
import { builtSiteBase, iconBase } from '../src/site-marker.ts';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const head = (href: string) => `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="generator" content="weblate-atlas 0.1.0"><link rel="icon" href="${href}" type="image/svg+xml">`;

describe('isBasePath', () => {
  it('takes a path of folders each ended by a slash, and nothing with a scheme, a host, or a "." or ".." folder', () => {
    expect(['/', '/l10n/', '/a/b.c~d_e-f/'].map(isBasePath)).toEqual([true, true, true]);
    expect(['https://cdn.example.org/brand/', '//cdn.example.org/', 'brand/', '', '/l10n', '/a/../b/', '/./', '/a b/'].map(isBasePath))
      .toEqual([false, false, false, false, false, false, false, false]);
  });
});

describe('iconBase', () => {
  it('reads the base path off the icon link a build writes', () => {
    expect([iconBase(head('/favicon.svg')), iconBase(head('/l10n/favicon.svg'))]).toEqual(['/', '/l10n/']);
  });

  it('gives no base path for an icon link edited to point elsewhere, where it gave its scheme and host as one', () => {
    expect([
      iconBase(head('https://cdn.example.org/brand/favicon.svg')),
      iconBase(head('//cdn.example.org/favicon.svg')),
      iconBase(head('favicon.svg')),
      iconBase(head('../favicon.svg')),
      iconBase('<head><link rel=icon href=/favicon.svg>'),
    ]).toEqual([null, null, null, null, null]);
  });
});

describe('builtSiteBase', () => {
  it("is the base path of a site this tool built, and null where index.html's icon link is edited or the site is none of its own", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'atlas-site-marker-'));
    made.push(dir);
    const index = join(dir, 'index.html');
    await writeFile(index, head('/l10n/favicon.svg'));
    expect(await builtSiteBase(dir)).toBe('/l10n/');
    await writeFile(index, head('https://cdn.example.org/brand/favicon.svg'));
    expect(await builtSiteBase(dir)).toBeNull();
    await writeFile(index, '<!DOCTYPE html><html><head><link rel="icon" href="/l10n/favicon.svg">');
    expect(await builtSiteBase(dir)).toBeNull();
  });
});
