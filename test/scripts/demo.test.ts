// `npm run demo` as a function, into temp folders: it crawls the sample into its own snapshots
// folder (never the archive of a server of one's own), builds the site from it, says where both
// are and how to build again, and stops the sample server.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAgainCommand, runDemo } from '../../scripts/demo.ts';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('npm run demo', () => {
  it('crawls the sample into its snapshots folder, builds the site, and says how to build it again', async () => {
    const work = await mkdtemp(join(tmpdir(), 'atlas-demo-'));
    made.push(work);
    const snapshots = join(work, 'demo-snapshots');
    const out = join(work, 'site');
    const said: string[] = [];
    const ok = await runDemo({
      snapshots, out, anchor: '2026-11-01T00:00:00Z', quiet: true,
      io: { stdout: (text) => said.push(text), stderr: (text) => said.push(text), live: false },
    });
    expect(ok).toBe(true);
    const [id] = (await readdir(snapshots)).filter((name) => name !== 'latest');
    expect(await readlink(join(snapshots, 'latest'))).toBe(id);
    const manifest = JSON.parse(await readFile(join(snapshots, id!, 'manifest.json'), 'utf8')) as { collections: { changes: { count: number }; languages: { count: number } } };
    expect([manifest.collections.changes.count, manifest.collections.languages.count]).toEqual([20_000, 30]);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'languages', 'index.html'))).toBe(true);
    const lines = said.join('').split('\n');
    const url = /^demo: sample Weblate \(demo profile\) at (http:\/\/127\.0\.0\.1:\d+)$/.exec(lines[0]!)?.[1];
    expect(url).toBeDefined();
    expect(lines).toContain(`demo: build it again (after changing atlas.config.json, say) with \`npm run build -- --snapshot ${snapshots}\``);
    expect(lines.at(-2)).toMatch(/^demo: done after \d+\.\d s$/);
    // The sample server has stopped.
    await expect(fetch(`${url}/api/`)).rejects.toThrow();
    // As long as the e2e tests' demo sites: its build may wait for theirs (the project's build lock).
  }, 240_000);

  it("says how to build again in words that work where it was typed: the project, a folder in it, or elsewhere", () => {
    expect(buildAgainCommand('data/demo', '/p', '/p')).toBe('npm run build -- --snapshot data/demo');
    // From src/, data/demo would be read as src/data/demo.
    expect(buildAgainCommand('data/demo', '/p/src', '/p')).toBe('npm run build -- --snapshot /p/data/demo');
    expect(buildAgainCommand('data/demo', '/work', '/p')).toBe('npm --prefix /p run build -- --snapshot /p/data/demo');
    expect(buildAgainCommand('data/demo', '/tmp', "/my proj (ä) $x")).toBe("npm --prefix '/my proj (ä) $x' run build -- --snapshot '/my proj (ä) $x/data/demo'");
  });
});
