// Links inside a built site: every href and src that is not off-site must name a file the build
// wrote, under the site's base path; one off-site must be a web URL.
import { access, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Internal links (href and src) that point at nothing the build wrote, or at a folder without its slash, and absolute ones that are not http(s), as `page → link`, sorted. */
export async function brokenLinks(dist: string, base: string): Promise<string[]> {
  const broken = new Set<string>();
  // What a path names: a page (a folder with its index.html), a file, or nothing.
  const exists = new Map<string, Promise<'page' | 'file' | null>>();
  const resolves = (path: string) => {
    let known = exists.get(path);
    if (known === undefined) {
      known = stat(path).then(
        (info) => (info.isDirectory() ? access(join(path, 'index.html')).then(() => 'page' as const, () => null) : ('file' as const)),
        () => null,
      );
      exists.set(path, known);
    }
    return known;
  };
  // The ids of a page's elements, which a link's fragment must name.
  const idsOf = new Map<string, Promise<Set<string>>>();
  const ids = (file: string) => {
    let known = idsOf.get(file);
    if (known === undefined) {
      known = readFile(file, 'utf8').then((html) => new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!)), () => new Set<string>());
      idsOf.set(file, known);
    }
    return known;
  };
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const page = join(entry.parentPath, entry.name);
    const html = await readFile(page, 'utf8');
    for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      const link = match[1]!.replaceAll('&amp;', '&');
      // Absolute URLs (the instance's pages) are not the site's; only web ones are links at all.
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) {
        if (!/^https?:\/\/[^/]/i.test(link)) broken.add(`${page.slice(dist.length)} → ${link}`);
        continue;
      }
      const fragment = /#(.+)$/.exec(link)?.[1];
      const path = link.replace(/[?#].*$/, '');
      let target: string | null = page;
      if (path !== '') {
        const file = join(dist, decodeURIComponent(path.slice(base.length)));
        const kind = path.startsWith(base) ? await resolves(file) : null;
        // A page is linked with its folder's slash, as every link of the site is: without it, a host
        // that does not redirect (a bucket, a plain file server) has no page there.
        target = kind === 'page' && path.endsWith('/') ? join(file, 'index.html') : kind === 'file' && !path.endsWith('/') ? file : null;
      }
      // A fragment names an element of the page it leads to (a section's heading).
      const ok = target !== null && (fragment === undefined || (await ids(target)).has(decodeURIComponent(fragment)));
      if (!ok) broken.add(`${page.slice(dist.length)} → ${link}`);
    }
  }
  return [...broken].sort();
}

/** The pages the build wrote that no chain of links from the overview reaches, as paths under the base, sorted. */
export async function unreachablePages(dist: string, base: string): Promise<string[]> {
  const pages = new Set<string>();
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'index.html') pages.add(join(entry.parentPath, entry.name).slice(dist.length + 1));
  }
  const reached = new Set<string>(['index.html']);
  const queue = ['index.html'];
  for (let page = queue.pop(); page !== undefined; page = queue.pop()) {
    const html = await readFile(join(dist, page), 'utf8');
    for (const match of html.matchAll(/\shref="([^"#?]*)[^"]*"/g)) {
      const link = match[1]!.replaceAll('&amp;', '&');
      if (!link.startsWith(base)) continue;
      const path = decodeURIComponent(link.slice(base.length));
      const target = path === '' || path.endsWith('/') ? `${path}index.html` : path;
      if (pages.has(target) && !reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  return [...pages].filter((page) => !reached.has(page)).sort();
}

/** The origins of the site's links and resources that lead off it (http and https URLs), sorted. */
export async function offSiteOrigins(dist: string): Promise<string[]> {
  const origins = new Set<string>();
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const html = await readFile(join(entry.parentPath, entry.name), 'utf8');
    for (const match of html.matchAll(/\s(?:href|src)="(https?:\/\/[^"]*)"/gi)) origins.add(new URL(match[1]!.replaceAll('&amp;', '&')).origin);
  }
  return [...origins].sort();
}
