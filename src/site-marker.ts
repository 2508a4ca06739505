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
 * The base path the site in `dir` was built under ('/', '/l10n/'), read off its index.html's icon
 * link (the layout's `sitePath('/favicon.svg')`, right after the generator), or null where that
 * folder holds no site this tool built or its head says none.
 */
export async function builtSiteBase(dir: string): Promise<string | null> {
  const head = await indexHead(dir);
  return head.includes(GENERATOR_MARK) ? iconBase(head) : null;
}

/**
 * The base path an index.html head's icon link gives ('/l10n/' of `href="/l10n/favicon.svg"`), or
 * null where it gives none a build makes: no such link, or one edited to point elsewhere
 * ('https://cdn.example.org/brand/favicon.svg' was taken for a base path "https://cdn.example.org/brand/").
 */
export function iconBase(head: string): string | null {
  const icon = /<link rel="icon" href="([^"]*)favicon\.svg"/.exec(head);
  // The configuration allows letters, digits, ".", "~", "-" and "_" between slashes: nothing escaped.
  return icon !== null && isBasePath(icon[1]!) ? icon[1]! : null;
}

/** The first 4 KB of `dir`'s index.html as text, or '' where there is none. */
async function indexHead(dir: string): Promise<string> {
  let file;
  try {
    file = await open(resolve(dir, 'index.html'));
  } catch {
    return '';
  }
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead).toString('utf8');
  } finally {
    await file.close();
  }
}

