// The same snapshot builds the same site, byte for byte: archives can rebuild and compare.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoSite, buildInto, type DemoSite } from './demo-site.ts';

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
afterAll(() => site?.cleanup());

describe('building', { timeout: 240_000 }, () => {
  it('gives byte-identical output for the same snapshot', async () => {
    const again = `${site.dist}-again`;
    await buildInto(site.snapshot, again, site.config);
    const first = await digest(site.dist);
    const second = await digest(again);
    expect(first.size).toBeGreaterThan(300);
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    const differing = [...first].filter(([file, hash]) => second.get(file) !== hash).map(([file]) => file);
    expect(differing).toEqual([]);
  });
});
