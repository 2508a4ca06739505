// How a folder is told to hold a site this tool built: every page's head names weblate-atlas as
// its generator (src/layouts/Base.astro), index.html's too. A build replaces such a folder whole
// (scripts/lib/site-out-dir.ts); a crawl refuses to write snapshots into one (src/snapshot/out-dir.ts).
import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { TOOL } from './version.ts';

/** What the layout writes in every page's head. */
export const GENERATOR_MARK = `<meta name="generator" content="${TOOL.name}`;

/** Whether `dir` holds a site this tool built: its index.html names weblate-atlas as generator. */
export async function holdsBuiltSite(dir: string): Promise<boolean> {
  let file;
  try {
    file = await open(resolve(dir, 'index.html'));
  } catch {
    return false;
  }
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead).toString('utf8').includes(GENERATOR_MARK);
  } finally {
    await file.close();
  }
}
