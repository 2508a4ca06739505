// `npm run preview`'s checks before Astro's preview server starts: a configuration Astro would
// report with a stack trace, and a folder that is missing or holds no site, each said in one line; --outDir
// taken from where the command was typed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { previewArguments, previewEnv, previewProblem, withOwnCommands } from '../../scripts/preview.ts';
import { baseRedirect } from '../../scripts/lib/preview-base-redirect.ts';

const made: string[] = [];
const children: ChildProcess[] = [];
/** Stops the preview servers a test started, and waits for them to end. */
async function stopChildren(): Promise<void> {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
}
afterEach(async () => {
  await stopChildren();
  delete process.env['ATLAS_CONFIG'];
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atlas-preview-'));
  made.push(dir);
  return dir;
}

describe('previewArguments', () => {
  it("serves the project's dist by default and passes Astro's other flags on as they are", () => {
    expect(previewArguments(['--port', '4400', '--host'], {})).toEqual({ args: ['--port', '4400', '--host', '--ignore-lock'], outDir: resolve('dist') });
  });

  it('takes --outDir, in either form, from the folder the command was typed in', () => {
    const env = { INIT_CWD: '/home/me/docs', npm_package_json: resolve('package.json') };
    expect(previewArguments(['--outDir', 'site', '--port', '4400'], env)).toEqual({ args: ['--outDir=/home/me/docs/site', '--port', '4400', '--ignore-lock'], outDir: '/home/me/docs/site' });
    expect(previewArguments(['--outDir=/srv/l10n'], env)).toEqual({ args: ['--outDir=/srv/l10n', '--ignore-lock'], outDir: '/srv/l10n' });
  });
});

describe('previewArguments: the build\'s --out, and flags Astro would pass over', () => {
  it('takes --out, in either form, as --outDir, so that the folder the build was given is the one served', () => {
    const env = { INIT_CWD: '/home/me/docs', npm_package_json: resolve('package.json') };
    expect(previewArguments(['--out', '../l10n-2026-11-21', '--port', '4400'], env)).toEqual({ args: ['--outDir=/home/me/l10n-2026-11-21', '--port', '4400', '--ignore-lock'], outDir: '/home/me/l10n-2026-11-21' });
    expect(previewArguments(['--out=/srv/l10n'], env)).toEqual({ args: ['--outDir=/srv/l10n', '--ignore-lock'], outDir: '/srv/l10n' });
  });

  it('refuses an option astro preview does not take, which it served dist/ past without a word', () => {
    expect(() => previewArguments(['--outdir', '/srv/l10n'], {})).toThrow(
      "unknown option --outdir: it takes --outDir DIR (or --out DIR), the site to serve, and astro preview's own flags (--port N, --host [ADDRESS], --open, --background, --allowed-hosts and the others --help lists)",
    );
    expect(() => previewArguments(['--snapshot=latest', '--prot', '4400'], {})).toThrow('unknown options --snapshot, --prot: it takes');
    expect(() => previewArguments(['--out'], {})).toThrow('--out needs a folder: the built site to serve (dist by default)');
    // Astro started a server past 0x50 and an empty one, failed with a stack trace on 99999, and
    // '-1' was called an unknown option.
    for (const [argv, got] of [[['--port', '0x50'], '0x50'], [['--port='], ''], [['--port', '99999'], '99999'], [['--port', '-1'], '-1'], [['--port', '4400 '], '4400 ']] as const) {
      expect(() => previewArguments(argv, {})).toThrow(new Error(`--port expects a port number, 0 to 65535, got "${got}"`));
    }
    expect(() => previewArguments(['--port'], {})).toThrow(new Error('--port expects a port number, 0 to 65535'));
    expect(previewArguments(['--host', '--open', '--port=4400', '--allowed-hosts', 'l10n.test', '--ignore-lock'], {}).args)
      .toEqual(['--host', '--open', '--port=4400', '--allowed-hosts', 'l10n.test', '--ignore-lock']);
  });

  it('makes npm run preview -- --out DIR serve DIR, and an unknown option exit 2 with one line', async () => {
    const dir = await tempDir();
    const run = async (...argv: string[]) => {
      const child = spawn('npm', ['run', '-s', 'preview', '--', ...argv], { stdio: ['ignore', 'pipe', 'pipe'] });
      // Stopped after the test, should a preview server start (of dist/, where --out was passed over).
      children.push(child);
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((done) => child.once('exit', done));
      return [code, stderr];
    };
    // The folder --out names is the one checked (it holds no site), not dist/.
    await mkdir(join(dir, 'site'));
    expect(await run('--out', join(dir, 'site'))).toEqual([1, `preview failed: ${join(dir, 'site')} holds no site weblate-atlas built: build one with npm run build (or npm run demo, the sample's)\n`]);
    // A mistyped one was told it "holds no site weblate-atlas built", as if it were a folder.
    expect(await run('--out', join(dir, 'sit'))).toEqual([1,
      `preview failed: ${join(dir, 'sit')} does not exist (no such folder): check the path, or build a site into it with npm run build -- --out ${join(dir, 'sit')}\n`]);
    expect(await run('--outdir', join(dir, 'site'))).toEqual([2,
      "preview: unknown option --outdir: it takes --outDir DIR (or --out DIR), the site to serve, and astro preview's own flags (--port N, --host [ADDRESS], --open, --background, --allowed-hosts and the others --help lists) (npm run preview -- --help gives the usage)\n"]);
  });
});

describe('baseRedirect', () => {
  it('sends the base path without its slash to the base path, its query kept, and nothing else', () => {
    expect(baseRedirect('/l10n', '/l10n/')).toBe('/l10n/');
    expect(baseRedirect('/l10n?lang=de', '/l10n/')).toBe('/l10n/?lang=de');
    expect(['/l10n/', '/l10n/about', '/l10nx', '/L10N', '/', '', '/docs'].map((url) => baseRedirect(url, '/l10n/'))).toEqual([null, null, null, null, null, null, null]);
    expect(baseRedirect('/docs/l10n', '/docs/l10n/')).toBe('/docs/l10n/');
    expect(baseRedirect('/', '/')).toBeNull();
  });
});

describe('previewEnv', () => {
  it("has a Node given it alone, as Astro's --background starts the server that listens, redirect the base path without its slash, where that one answered 404", async () => {
    // What astro preview --background runs (astro/dist/cli/server.js): process.execPath and Astro's
    // own arguments, in this environment, without the --import of the process that started it.
    const server = "const s = require('node:http').createServer((q, r) => { r.statusCode = 404; r.end(); }); s.listen(0, '127.0.0.1', () => console.log(s.address().port));";
    const child = spawn(process.execPath, ['-e', server], { env: previewEnv({ ...process.env, NODE_OPTIONS: '--no-warnings' }, '/l10n/'), stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const port = await new Promise<string>((ready, fail) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('\n')) ready(output.trim());
      });
      child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
      child.once('exit', () => fail(new Error(`server ended: ${output}`)));
    });
    const answer = async (path: string) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
      return [path, response.status, response.headers.get('location')];
    };
    expect(await answer('/l10n')).toEqual(['/l10n', 301, '/l10n/']);
    expect(await answer('/l10n?x=1')).toEqual(['/l10n?x=1', 301, '/l10n/?x=1']);
    expect(await answer('/l10n/')).toEqual(['/l10n/', 404, null]);
    // NODE_OPTIONS given keep their place before it.
    expect(previewEnv({ NODE_OPTIONS: ' --max-old-space-size=512 ' }, '/l10n/')['NODE_OPTIONS']).toMatch(/^--max-old-space-size=512 --import=file:\/\/\S+\/scripts\/lib\/preview-base-redirect\.ts$/);
  });
});

describe('previewProblem', () => {
  it('names a bad configuration by its key, and a folder without a site', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'atlas.json'), '{"bas": "/x/"}');
    process.env['ATLAS_CONFIG'] = join(dir, 'atlas.json');
    expect(await previewProblem(dir)).toBe(`${join(dir, 'atlas.json')}: bas: unknown key (expected one of title, base, tiers, excludeUsers, unnamedUsers, recentDays, siteUrl; did you mean "base"?)`);
    delete process.env['ATLAS_CONFIG'];
    await mkdir(join(dir, 'empty'));
    expect(await previewProblem(join(dir, 'empty'))).toBe(
      `${join(dir, 'empty')} holds no site weblate-atlas built: build one with npm run build (or npm run demo, the sample's)`,
    );
    // A folder that is not there, by a mistyped path or one under a file, is said to be missing; dist/ built as the demo builds it.
    expect(await previewProblem(join(dir, 'missing'))).toBe(
      `${join(dir, 'missing')} does not exist (no such folder): check the path, or build a site into it with npm run build -- --out ${join(dir, 'missing')}`,
    );
    expect(await previewProblem(join(dir, 'atlas.json', 'site'))).toBe(
      `${join(dir, 'atlas.json', 'site')} does not exist (no such folder): check the path, or build a site into it with npm run build -- --out ${join(dir, 'atlas.json', 'site')}`,
    );
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(await previewProblem(resolve('dist'))).toBe(`${resolve('dist')} does not exist (no such folder): check the path, or build a site into it with npm run build (or npm run demo, the sample's)`);
    } finally {
      process.chdir(cwd);
    }
    await writeFile(join(dir, 'index.html'), '<!doctype html><html><head><meta name="generator" content="weblate-atlas 0.1.0"></head></html>');
    expect(await previewProblem(dir)).toBeNull();
  });

  it('names a site built under another base path than the configuration gives, and lets one built under it be', async () => {
    const dir = await tempDir();
    const page = (base: string) =>
      `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="generator" content="weblate-atlas 0.1.0"><link rel="icon" href="${base}favicon.svg" type="image/svg+xml"></head><body><header class="site-header"><p class="site-title"><a href="${base}">T</a></p></header></body></html>`;
    await writeFile(join(dir, 'index.html'), page('/l10n/'));
    await writeFile(join(dir, 'root.json'), '{}');
    process.env['ATLAS_CONFIG'] = join(dir, 'root.json');
    expect(await previewProblem(dir)).toBe(
      `${dir} was built under the base path /l10n/, and ATLAS_CONFIG (${join(dir, 'root.json')}) gives /: ` +
        'preview it with the configuration it was built with (ATLAS_CONFIG), as the base path it is served under comes from it',
    );
    await writeFile(join(dir, 'l10n.json'), '{"base": "l10n"}');
    process.env['ATLAS_CONFIG'] = join(dir, 'l10n.json');
    expect(await previewProblem(dir)).toBeNull();
    await writeFile(join(dir, 'index.html'), page('/'));
    expect(await previewProblem(dir)).toBe(
      `${dir} was built under the base path /, and ATLAS_CONFIG (${join(dir, 'l10n.json')}) gives /l10n/: ` +
        'preview it with the configuration it was built with (ATLAS_CONFIG), as the base path it is served under comes from it',
    );
  });

  it('does not refuse a site whose icon link was edited to point elsewhere, where it named its address, or its folder on the same host, as the base path built under', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'root.json'), '{}');
    process.env['ATLAS_CONFIG'] = join(dir, 'root.json');
    for (const icon of ['https://cdn.example.org/brand/favicon.svg', '/static/brand/favicon.svg']) {
      await writeFile(join(dir, 'index.html'), `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="generator" content="weblate-atlas 0.1.0"><link rel="icon" href="${icon}" type="image/svg+xml"></head><body><header class="site-header"><p class="site-title"><a href="/">T</a></p></header></body></html>`);
      // Its base path is not known: it is served under the configuration's, as one whose head says none is.
      expect(await previewProblem(dir), icon).toBeNull();
    }
  });

  it('makes npm run preview exit 1 with one line and no stack trace', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'nothing'));
    const child = spawn('npm', ['run', '-s', 'preview', '--', '--outDir', join(dir, 'nothing')], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect([code, stderr]).toEqual([1, `preview failed: ${join(dir, 'nothing')} holds no site weblate-atlas built: build one with npm run build (or npm run demo, the sample's)\n`]);
  });
});

describe('npm run preview -- stop, status and logs', () => {
  it('are passed to Astro whatever the folder holds: they serve no site', async () => {
    expect(previewArguments(['stop'], {})).toEqual({ args: ['stop'], outDir: resolve('dist'), command: 'stop' });
    expect(previewArguments(['logs', '--follow'], {})).toEqual({ args: ['logs', '--follow'], outDir: resolve('dist'), command: 'logs' });
    // With the configuration a site under /l10n/ is served with, as the build prints it, `stop` was
    // refused: 'dist was built under the base path /, and ATLAS_CONFIG (…) gives /l10n/'.
    const dir = await tempDir();
    await writeFile(join(dir, 'atlas.json'), '{"base": "/l10n/"}');
    await writeFile(join(dir, 'index.html'), '<!DOCTYPE html><html><head><meta name="generator" content="weblate-atlas 0.1.0"><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body><p class="site-title"><a href="/">T</a></p></body></html>');
    process.env['ATLAS_CONFIG'] = join(dir, 'atlas.json');
    expect(await previewProblem(dir)).toMatch(/was built under the base path \/, and ATLAS_CONFIG/);
    expect(await previewProblem(null)).toBeNull();
    // A configuration that cannot be read is still said in one line.
    await writeFile(join(dir, 'atlas.json'), '{"bas": "/l10n/"}');
    expect(await previewProblem(null)).toBe(`${join(dir, 'atlas.json')}: bas: unknown key (expected one of title, base, tiers, excludeUsers, unnamedUsers, recentDays, siteUrl; did you mean "base"?)`);
  });

  it('makes npm run preview -- status answer for a folder that holds no site', async () => {
    const dir = await tempDir();
    const child = spawn('npm', ['run', '-s', 'preview', '--', 'status', '--out', join(dir, 'nothing')], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect([code, stdout, stderr]).toEqual([0, 'No preview server is running.\n', '']);
  });
});

describe('withOwnCommands', () => {
  it("names npm run preview's stop, status and logs where Astro names its own, which no shell has", () => {
    expect([
      'Preview server running at http://localhost:4321/l10n/ (pid 4242)',
      '  Stop:   astro preview stop',
      '  Status: astro preview status',
      '  Logs:   astro preview logs',
      'astro preview stopper',
    ].map(withOwnCommands)).toEqual([
      'Preview server running at http://localhost:4321/l10n/ (pid 4242)',
      '  Stop:   npm run preview -- stop',
      '  Status: npm run preview -- status',
      '  Logs:   npm run preview -- logs',
      'astro preview stopper',
    ]);
  });
});

describe('npm run preview -- --help', () => {
  it("prints Astro's usage of preview without its telemetry notice, on a machine that has never run Astro", async () => {
    // Astro printed its notice about collecting telemetry under the usage: the site's own runs turn telemetry off.
    const home = await tempDir();
    const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, XDG_CONFIG_HOME: home };
    delete env['ASTRO_TELEMETRY_DISABLED'];
    const child = spawn(process.execPath, [resolve('scripts/preview.ts'), '--help'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const status = await new Promise((done) => child.once('exit', done));
    expect(status).toBe(0);
    expect(output).toContain('astro preview');
    expect(output).toContain('--outDir DIR      the built site to serve (or --out DIR, as the build names it; default dist),');
    expect(output).not.toMatch(/telemetry/i);
  });
});

/** A port no server on this machine listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

describe('npm run preview of an address without its trailing slash', () => {
  it("serves the page of that address with the slash, or the site's 404.html where there is none, not Astro's own 404 page", async () => {
    for (const base of ['/', '/docs/l10n/']) {
      const dir = await tempDir();
      const page = (title: string) => `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="generator" content="weblate-atlas 0.1.0"><link rel="icon" href="${base}favicon.svg" type="image/svg+xml"><title>${title}</title></head><body><header class="site-header"><p class="site-title"><a href="${base}">T</a></p></header></body></html>`;
      await writeFile(join(dir, 'index.html'), page('Overview'));
      await writeFile(join(dir, '404.html'), page('Page not found'));
      await mkdir(join(dir, 'languages', 'de'), { recursive: true });
      await writeFile(join(dir, 'languages', 'de', 'index.html'), page('German'));
      const config = join(dir, 'atlas.config.json');
      await writeFile(config, JSON.stringify({ base }));
      const port = await freePort();
      const child = spawn(process.execPath, [resolve('scripts/preview.ts'), '--outDir', dir, '--port', String(port), '--host', '127.0.0.1'], {
        env: { ...process.env, ATLAS_CONFIG: config }, stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let output = '';
      await new Promise<void>((ready, fail) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes(`:${port}`)) ready();
        };
        child.stdout!.on('data', read);
        child.stderr!.on('data', read);
        child.once('exit', () => fail(new Error(`preview ended: ${output}`)));
      });
      const answer = async (path: string) => {
        const response = await fetch(`http://127.0.0.1:${port}${base}${path}`, { redirect: 'manual' });
        return [path, response.status, /<title>([^<]*)/.exec(await response.text())?.[1]];
      };
      expect(await answer('languages/de')).toEqual(['languages/de', 200, 'German']);
      expect(await answer('languages/de/')).toEqual(['languages/de/', 200, 'German']);
      expect(await answer('nope')).toEqual(['nope', 404, 'Page not found']);
      expect(await answer('nope/')).toEqual(['nope/', 404, 'Page not found']);
      expect(await answer('')).toEqual(['', 200, 'Overview']);
      // The base path without its slash is redirected to it, as GitHub Pages and nginx do: Astro answered it with its own bare 404 page.
      if (base !== '/') {
        const moved = async (path: string) => {
          const response = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
          return [path, response.status, response.headers.get('location')];
        };
        expect(await moved('/docs/l10n')).toEqual(['/docs/l10n', 301, '/docs/l10n/']);
        expect(await moved('/docs/l10n?lang=de#x')).toEqual(['/docs/l10n?lang=de#x', 301, '/docs/l10n/?lang=de']);
        expect(await moved('/docs/l10nx')).toEqual(['/docs/l10nx', 404, null]);
      }
      // Each base path's server stopped before the next one starts.
      await stopChildren();
    }
  });
});

describe('two previews of one checkout at once', () => {
  it("serves another night's site beside the first, on another port, where Astro refused a second preview with a stack trace", async () => {
    const config = join(await tempDir(), 'atlas.config.json');
    await writeFile(config, JSON.stringify({ base: '/l10n/' }));
    const start = async (title: string) => {
      const dir = await tempDir();
      await writeFile(join(dir, 'index.html'), `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="generator" content="weblate-atlas 0.1.0"><link rel="icon" href="/l10n/favicon.svg" type="image/svg+xml"><title>${title}</title></head><body><header class="site-header"><p class="site-title"><a href="/l10n/">T</a></p></header></body></html>`);
      const port = await freePort();
      const child = spawn(process.execPath, [resolve('scripts/preview.ts'), '--outDir', dir, '--port', String(port), '--host', '127.0.0.1'], {
        env: { ...process.env, ATLAS_CONFIG: config }, stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let output = '';
      await new Promise<void>((ready, fail) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes(`:${port}`)) ready();
        };
        child.stdout!.on('data', read);
        child.stderr!.on('data', read);
        child.once('exit', (code) => fail(new Error(`preview ended (${code}): ${output}`)));
      });
      return port;
    };
    const title = async (port: number) => /<title>([^<]*)/.exec(await (await fetch(`http://127.0.0.1:${port}/l10n/`)).text())?.[1];
    const first = await start('Night of 2026-11-21');
    const second = await start('Night of 2026-11-22');
    expect([await title(first), await title(second)]).toEqual(['Night of 2026-11-21', 'Night of 2026-11-22']);
  });
});
