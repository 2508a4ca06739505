// The same snapshot builds the same site, byte for byte: archives can rebuild and compare. And
// the pages carry nothing per element or per page that a file could hold once.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoSite, buildInto, stopBuilds, type DemoSite } from './demo-site.ts';

/** Every HTML file under `root`, by path relative to it. */
async function htmlFiles(root: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) {
      const path = join(entry.parentPath, entry.name);
      files.set(relative(root, path), await readFile(path, 'utf8'));
    }
  }
  return files;
}

async function digest(root: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else files.set(relative(root, path), createHash('sha256').update(await readFile(path)).digest('hex'));
    }
  };
  await walk(root);
  return files;
}

let site: DemoSite;
beforeAll(async () => {
  site = await buildDemoSite('/');
}, 240_000);
afterAll(async () => {
  await stopBuilds();
  await site?.cleanup();
});

describe('building', { timeout: 240_000 }, () => {
  it('gives byte-identical output for the same snapshot, built again in another time zone and locale', async () => {
    const again = `${site.dist}-again`;
    // An archive rebuilds on another machine: a zone far from UTC, a half-hour offset, and a
    // locale whose case rules and digits differ from English.
    await buildInto(site.snapshot, again, site.config, { TZ: 'Pacific/Chatham', LANG: 'tr_TR.UTF-8', LC_ALL: 'tr_TR.UTF-8' });
    const first = await digest(site.dist);
    const second = await digest(again);
    expect(first.size).toBeGreaterThan(300);
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    const differing = [...first].filter(([file, hash]) => second.get(file) !== hash).map(([file]) => file);
    expect(differing).toEqual([]);
  });

  it('builds again into the folder of its last site, replacing it with the same files', async () => {
    // The nightly job's every run after the first: a file of the site's own the output check did
    // not know (third-party-licenses.txt) made every second build into one --out fail.
    const before = await digest(site.dist);
    await buildInto(site.snapshot, site.dist, site.config);
    const after = await digest(site.dist);
    expect(before.has('third-party-licenses.txt')).toBe(true);
    expect([...after].filter(([file, hash]) => before.get(file) !== hash)).toEqual([]);
    expect(after.size).toBe(before.size);
  });

  it('writes no scoping attributes and no inline scripts', async () => {
    const pages = await htmlFiles(site.dist);
    expect(pages.size).toBeGreaterThan(300);
    const scoped = [...pages].filter(([, html]) => html.includes('data-astro-cid-')).map(([file]) => file);
    expect(scoped).toEqual([]);
    // Scripts are files the browser caches; the only inline ones are the charts' JSON data.
    const tags = new Set([...pages.values()].flatMap((html) => html.match(/<script[^>]*>/g) ?? []).map((tag) => tag.replace(/src="[^"]*"/, 'src')));
    expect([...tags].sort()).toEqual(['<script type="application/json">', '<script type="module" src>']);
    const tables = pages.get(join('projects', 'index.html'))!;
    expect(tables).toMatch(/<script type="module" src="\/_astro\/TableScript\.[^"]+\.js"><\/script>/);
  });
});
