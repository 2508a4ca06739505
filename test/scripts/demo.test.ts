// `npm run demo` as a function, into temp folders: it crawls the sample into its own snapshots
// folder (never the archive of a server of one's own), builds the site from it, says where both
// are and how to build again, and stops the sample server.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAgainCommand, runDemo } from '../../scripts/demo.ts';
import { signalAfterOutput } from './signals-after-output.ts';

const made: string[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/**
 * Runs what `npm run demo`'s script runs (runDemoCommand, CI=true) into temp folders and sends it
 * `signal` while it crawls, 300 ms after it said where the sample is (its crawl of 20,000 changes
 * takes seconds); resolves with how it ended.
 */
async function demoStoppedBy(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  // Not the checkout's data/demo/: early-signals.test.ts's demo makes that folder and removes it
  // again, and test files run side by side (a fresh-clone CI run saw this crawl fail, exit 1, once).
  const work = await mkdtemp(join(tmpdir(), 'atlas-demo-'));
  made.push(work);
  const script = `const { runDemoCommand } = await import(${JSON.stringify(new URL('../../scripts/demo.ts', import.meta.url).href)});
    await runDemoCommand(${JSON.stringify(join(work, 'snapshots'))}, ${JSON.stringify(join(work, 'site'))});`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  const said = (chunk: Buffer) => {
    const before = output;
    output += chunk.toString();
    if (!before.includes('demo: sample Weblate') && output.includes('demo: sample Weblate')) setTimeout(() => child.kill(signal), 300);
  };
  child.stdout.on('data', said);
  child.stderr.on('data', said);
  return new Promise((done) => child.once('close', (code, killedBy) => done({ code, signal: killedBy, output })));
}

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
    // Again: the sample on another free port is no other server (every demo after the first said
    // 'scope differs … it was every project http://127.0.0.1:42103 showed …; it is now … :37017').
    const again: string[] = [];
    expect(await runDemo({
      snapshots, out, anchor: '2026-11-01T00:00:00Z', quiet: true,
      io: { stdout: (text) => again.push(text), stderr: (text) => again.push(text), live: false },
    })).toBe(true);
    const lines2 = again.join('').split('\n');
    expect(lines2.filter((line) => line.includes('scope differs'))).toEqual([]);
    // As long as the e2e tests' demo sites: its build may wait for theirs (the project's build lock).
  }, 240_000);

  it('exits as npm run crawl does where a signal stops its crawl: 130 for SIGINT, 143 for SIGTERM, not 1', async () => {
    for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
      const ending = await demoStoppedBy(signal);
      // In one comparison, so that an exit status other than the signal's shows what the demo said
      // (a fresh-clone CI run saw 1 once, with nothing to tell why).
      expect([ending.code, ending.signal, ending.output.split('\n').slice(1)]).toEqual([code, null, [
        `crawl failed: interrupted (${signal}); earlier snapshots are as they were`,
        expect.stringMatching(/^demo: stopped after \d+\.\d s$/),
        '',
      ]]);
    }
  }, 60_000);

  it('exits 0 where a signal comes once it has said it is done, as npm run crawl and build do', async () => {
    const work = await mkdtemp(join(tmpdir(), 'atlas-demo-'));
    made.push(work);
    // runDemoCommand is what the script runs, into temp folders here: the checkout's data/demo/ and dist/ are left alone.
    const script = `const { runDemoCommand } = await import(${JSON.stringify(new URL('../../scripts/demo.ts', import.meta.url).href)});
      await runDemoCommand(${JSON.stringify(join(work, 'snapshots'))}, ${JSON.stringify(join(work, 'site'))});`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(child);
    // It was killed by the signal (143), its site built, in the moments its process took to wind down.
    const ending = await signalAfterOutput(child, child.stdout, 'demo: done after', 'SIGTERM');
    expect([ending.code, ending.signal]).toEqual([0, null]);
    expect(existsSync(join(work, 'site', 'index.html'))).toBe(true);
  }, 240_000);

  it("refuses a project folder holding a '%', '#' or '?' before it crawls, as the build would after the crawl", async () => {
    const work = await mkdtemp(join(tmpdir(), 'atlas-demo-'));
    made.push(work);
    const snapshots = join(work, 'demo-snapshots');
    const said: string[] = [];
    const ok = await runDemo({
      snapshots, out: join(work, 'site'), anchor: '2026-11-01T00:00:00Z', quiet: true, project: '/ci/workspace/app_feature%2Fx',
      io: { stdout: (text) => said.push(text), stderr: (text) => said.push(text), live: false },
    });
    expect(ok).toBe(false);
    // No sample started, nothing crawled: it had crawled 20,000 changes into data/demo/ first.
    expect(said).toEqual([
      "demo: failed: the project's folder /ci/workspace/app_feature%2Fx holds a '%' in its path, which Astro's bundler reads as part of a URL " +
        "(a '%' leaves the site without its stylesheets, a '#' or '?' fails the build): clone or move the project to a folder whose path holds no '%', '#' or '?'\n",
    ]);
    expect(existsSync(snapshots)).toBe(false);
  });

  it("says how to build again in words that work where it was typed: the project, a folder in it, or elsewhere", () => {
    expect(buildAgainCommand('data/demo', '/p', '/p')).toBe('npm run build -- --snapshot data/demo');
    // From src/, data/demo would be read as src/data/demo.
    expect(buildAgainCommand('data/demo', '/p/src', '/p')).toBe('npm run build -- --snapshot /p/data/demo');
    expect(buildAgainCommand('data/demo', '/work', '/p')).toBe('npm --prefix /p run build -- --snapshot /p/data/demo');
    expect(buildAgainCommand('data/demo', '/tmp', "/my proj (ä) $x")).toBe("npm --prefix '/my proj (ä) $x' run build -- --snapshot '/my proj (ä) $x/data/demo'");
    // Built with ATLAS_CONFIG (a base path, say), as the preview command printed beside it says it;
    // without it the site was built under / and that preview refused it.
    expect(buildAgainCommand('data/demo', '/p', '/p', '/tmp/cfg/l10n.json')).toBe('ATLAS_CONFIG=/tmp/cfg/l10n.json npm run build -- --snapshot data/demo');
    expect(buildAgainCommand('data/demo', '/p', '/p', undefined)).toBe('npm run build -- --snapshot data/demo');
  });
});
