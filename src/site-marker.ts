// How a folder is told to hold a site this tool built: every page's head names weblate-atlas as
// its generator (src/layouts/Base.astro), index.html's too. A build replaces such a folder whole
// (scripts/lib/site-out-dir.ts); a crawl refuses to write snapshots into one (src/snapshot/out-dir.ts).
import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isBasePath } from './base-path.ts';
import { TOOL } from './version.ts';

/** What the layout writes in every page's head. */
export const GENERATOR_MARK = `<meta name="generator" content="${TOOL.name}`;

/** Whether `dir` holds a site this tool built: its index.html names weblate-atlas as generator. */
export async function holdsBuiltSite(dir: string): Promise<boolean> {
  return (await indexHead(dir)).includes(GENERATOR_MARK);
}

/**
 * The base path the site in `dir` was built under ('/', '/l10n/'), read off its index.html
 * (indexBase), or null where that folder holds no site this tool built or its page says none.
 */
export async function builtSiteBase(dir: string): Promise<string | null> {
  const head = await indexHead(dir);
  return head.includes(GENERATOR_MARK) ? indexBase(head) : null;
}

/**
 * The base path the start of a built index.html gives ('/l10n/'), where two links the layout writes
 * from it agree: the icon link's (`<link rel="icon" href="/l10n/favicon.svg" type="image/svg+xml">`)
 * and the site title's link home (`<p class="site-title"><a href="/l10n/">`); null where either is
 * not there as a build writes it, or they differ. An icon link edited alone gave its folder as the
 * base: 'https://cdn.example.org/brand/favicon.svg' gave "https://cdn.example.org/brand/", and
 * '/static/brand/favicon.svg' "/static/brand/", which refused a site built under "/".
 */
export function indexBase(head: string): string | null {
  const icon = /<link rel="icon" href="([^"]*)favicon\.svg" type="image\/svg\+xml">/.exec(head)?.[1];
  const home = /<p class="site-title"><a href="([^"]*)">/.exec(head)?.[1];
  // The configuration allows letters, digits, ".", "~", "-" and "_" between slashes: nothing escaped.
  return icon !== undefined && icon === home && isBasePath(icon) ? icon : null;
}

/** The first 16 KB of `dir`'s index.html as text (its head and the site title after it), or '' where there is none. */
async function indexHead(dir: string): Promise<string> {
  let file;
  try {
    file = await open(resolve(dir, 'index.html'));
  } catch {
    return '';
  }
  try {
    // A long title and description (some 2 KB in the demo) still leave the site title's link in it.
    const head = Buffer.alloc(16 * 1024);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead).toString('utf8');
  } finally {
    await file.close();
  }
}

