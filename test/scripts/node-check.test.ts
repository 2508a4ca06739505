import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isRecentEnough, tooOldMessage } from '../../scripts/lib/node-check.mjs';

const run = promisify(execFile);

/** The machine's own Node.js (not the project's, which npm run puts first on the PATH) and its version, where there is one. */
async function machineNode(): Promise<{ path: string; version: string } | null> {
  for (const path of ['/usr/bin/node', '/usr/local/bin/node']) {
    try {
      const { stdout } = await run(path, ['--version']);
      return { path, version: stdout.trim() };
    } catch {
      // Not there: try the next.
    }
  }
  return null;
}

// This machine's Node is 20 (the project brings its own 24); elsewhere there may be none as old.
const old = await machineNode();

describe('node-check', () => {
  it('takes Node.js 22.19 and later on 22, and 24.2 and later: undici 8, type stripping and import.meta.main', () => {
    const versions = ['20.20.2', '22.12.0', '22.18.0', '22.19.0', '22.20.1', '23.11.1', '24.1.0', '24.2.0', '24.21.0', '26.1.0'];
    expect(versions.map((v) => [v, isRecentEnough(v)])).toEqual([
      ['20.20.2', false], ['22.12.0', false], ['22.18.0', false], ['22.19.0', true], ['22.20.1', true],
      ['23.11.1', false], ['24.1.0', false], ['24.2.0', true], ['24.21.0', true], ['26.1.0', true],
    ]);
  });

  it('is loaded before the TypeScript of every npm script that runs one, and package.json asks npm for no older Node', async () => {
    const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string>; engines: { node: string } };
    const running = Object.entries(pkg.scripts).filter(([, command]) => /scripts\/[\w-]+\.ts/.test(command));
    expect(running.map(([name]) => name).sort()).toEqual(['bench:build', 'bench:crawl', 'bench:sample', 'build', 'crawl', 'demo', 'docs:schema', 'preview', 'sample', 'scrub']);
    for (const [name, command] of running) expect(command, name).toMatch(/^exec node (--expose-gc |--max-semi-space-size=16 )?--import \.\/scripts\/lib\/node-check\.mjs (--import \.\/scripts\/lib\/early-signals\.mjs )?scripts\/[\w-]+\.ts$/);
    // The crawl, the build, the demo and the scrub catch a signal from their start (early-signals.mjs), after the check.
    expect(running.filter(([, command]) => command.includes('early-signals')).map(([name]) => name)).toEqual(['demo', 'crawl', 'build', 'scrub']);
    // The crawl runs with a young generation of 16 MB a semi-space (scripts/crawl.ts says why), and
    // its benchmark as the crawl runs; not the demo, whose 20,000 changes do not need it.
    expect(running.filter(([, command]) => command.includes('--max-semi-space-size')).map(([name]) => name)).toEqual(['crawl', 'bench:crawl']);
    // The type check and the tests run Astro's and vitest's own scripts: the check comes first, as
    // Astro's message for an old Node said 22.12 was enough.
    expect([pkg.scripts.check, pkg.scripts['test:unit'], pkg.scripts.test]).toEqual([
      'node scripts/lib/node-check.mjs && ASTRO_TELEMETRY_DISABLED=1 astro check && tsc --noEmit -p tsconfig.json',
      'node scripts/lib/node-check.mjs && vitest run',
      'npm run check && vitest run',
    ]);
    expect(pkg.engines.node).toBe('^22.19.0 || >=24.2.0');
    // Run directly (node scripts/build.ts), each script imports the check before anything else.
    for (const name of (await readdir('scripts')).filter((file) => file.endsWith('.ts'))) {
      const source = await readFile(join('scripts', name), 'utf8');
      expect(source.match(/^import .*$/m)?.[0], name).toBe("import './lib/node-check.mjs';");
    }
  });

  it.skipIf(old === null || isRecentEnough(old.version.slice(1)))("stops an older Node.js before it reads a script's TypeScript, saying which it needs and how to get it", async () => {
    const failed = await run(old!.path, ['--import', './scripts/lib/node-check.mjs', 'scripts/crawl.ts', '--help']).then(() => null, (error: { code: number; stdout: string; stderr: string }) => error);
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toBe('');
    expect(failed?.stderr).toBe(`${tooOldMessage(old!.version, old!.path)}\n`);
    expect(failed?.stderr).toContain(`weblate-atlas needs Node.js 22.19 or later on 22, or 24.2 or later; this is ${old!.version} (${old!.path}). npm ci puts Node 24 in node_modules/.bin`);
  });

  it.skipIf(old === null || isRecentEnough(old.version.slice(1)))('stops an older Node.js run as a command of its own, as npm run check and test:unit run it', async () => {
    const failed = await run(old!.path, ['scripts/lib/node-check.mjs']).then(() => null, (error: { code: number; stdout: string; stderr: string }) => error);
    expect([failed?.code, failed?.stdout, failed?.stderr]).toEqual([1, '', `${tooOldMessage(old!.version, old!.path)}\n`]);
  });

  it("names a ':' in the project's folder as the cause, where npm run's PATH entry for node_modules/.bin is split there", () => {
    expect(tooOldMessage('v20.20.2', '/usr/bin/node', '/ci/atlas:nightly')).toBe(
      "weblate-atlas needs Node.js 22.19 or later on 22, or 24.2 or later; this is v20.20.2 (/usr/bin/node). The project's folder /ci/atlas:nightly holds a ':' in its path, " +
        'which splits the PATH entry npm run gives its node_modules/.bin (and the Node 24 there) in two: ' +
        "move or clone the project to a folder whose path holds no ':', or run the script with the project's Node (node_modules/.bin/node scripts/<script>.ts)",
    );
    expect(tooOldMessage('v20.20.2', '/usr/bin/node', '/ci/atlas')).toBe(tooOldMessage('v20.20.2', '/usr/bin/node'));
  });

  it.skipIf(old === null || isRecentEnough(old.version.slice(1)))("says so of the folder the check lies in (two folders above it)", async () => {
    const base = await mkdtemp(join(tmpdir(), 'atlas-node-check-'));
    try {
      const project = join(base, 'atlas:nightly');
      await mkdir(join(project, 'scripts', 'lib'), { recursive: true });
      await copyFile('scripts/lib/node-check.mjs', join(project, 'scripts', 'lib', 'node-check.mjs'));
      const failed = await run(old!.path, [join(project, 'scripts', 'lib', 'node-check.mjs')]).then(() => null, (error: { code: number; stdout: string; stderr: string }) => error);
      expect([failed?.code, failed?.stdout, failed?.stderr]).toEqual([1, '', `${tooOldMessage(old!.version, old!.path, project)}\n`]);
      expect(failed?.stderr).toContain(`The project's folder ${project} holds a ':' in its path`);
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });
});
