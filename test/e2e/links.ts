// Links inside a built site: every href and src that is not off-site must name a file the build
// wrote, under the site's base path.
import { access, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Internal links (href and src) that point at nothing the build wrote, as `page → link`, sorted. */
export async function brokenLinks(dist: string, base: string): Promise<string[]> {
  const broken = new Set<string>();
  const exists = new Map<string, Promise<boolean>>();
  const resolves = (path: string) => {
    let known = exists.get(path);
    if (known === undefined) {
      known = stat(path).then(
        (info) => (info.isDirectory() ? access(join(path, 'index.html')).then(() => true, () => false) : true),
        () => false,
      );
      exists.set(path, known);
    }
    return known;
  };
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const page = join(entry.parentPath, entry.name);
    const html = await readFile(page, 'utf8');
    for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      const link = match[1]!.replaceAll('&amp;', '&');
      // Fragments within the page, and absolute URLs (the instance's pages) are not the site's.
      if (link.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(link)) continue;
      const path = link.replace(/[?#].*$/, '');
      const ok = path.startsWith(base) && (await resolves(join(dist, decodeURIComponent(path.slice(base.length)))));
      if (!ok) broken.add(`${page.slice(dist.length)} → ${link}`);
    }
  }
  return [...broken].sort();
}
