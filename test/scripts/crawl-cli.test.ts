// `npm run crawl` as a CI job runs it: stopped by a signal, the exit status a shell gives a process
// killed by it, and a line that says so, earlier snapshots staying; failed, exit 1 and one line.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSampleServer, type SampleServer } from '../../src/sample/server.ts';
import { signalAfterOutput } from './signals-after-output.ts';

const made: string[] = [];
const servers: SampleServer[] = [];
// Crawls started: one still running after its test (a signal it ignored, a test that failed) is killed.
const children: ChildProcess[] = [];
// Process groups started through npm: killing npm alone would leave the crawl it started running.
const groups: number[] = [];
const httpServers: Server[] = [];

/** The environment of a crawl in CI, with no server or token of the machine's own. */
function ciEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true' };
  delete env['WEBLATE_TOKEN'];
  delete env['WEBLATE_URL'];
  return env;
}
/** Runs scripts/crawl.ts with `args` against the tiny sample into a fresh folder; resolves with what it gave. */
async function crawlTiny(args: string[], env: NodeJS.ProcessEnv, closeStdout = false) {
  const server = await startSampleServer({ profile: 'tiny', seed: 1 });
  servers.push(server);
  return { server, ...(await crawlUrl(server.url, args, env, closeStdout)) };
}

/** Runs scripts/crawl.ts with `args` against `url` into `into`, or a fresh folder; resolves with what it gave. */
async function crawlUrl(url: string, args: string[], env: NodeJS.ProcessEnv, closeStdout = false, into?: string) {
  const out = into ?? (await mkdtemp(join(tmpdir(), 'atlas-crawl-cli-')));
  if (into === undefined) made.push(out);
  const child = spawn(process.execPath, [resolve('scripts/crawl.ts'), '--url', url, '--out', out, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  // A reader that went away before the summary was written.
  if (closeStdout) child.stdout.destroy();
  let [stdout, stderr] = ['', ''];
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  return { out, code, stdout, stderr };
}

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const group of groups.splice(0)) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch (error) {
      // ESRCH: every process of the group has ended (the test passed).
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
  for (const server of servers.splice(0)) await server.close();
  for (const server of httpServers.splice(0)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Starts scripts/crawl.ts against `url` into `out` (CI=true) and sends it `signal` once the server saw a request. */
async function interrupted(server: SampleServer, out: string, signal: NodeJS.Signals, twice = false): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [resolve('scripts/crawl.ts'), '--url', server.url, '--out', out, '--quiet'], {
    env: ciEnv(), stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  while (server.stats.requests === 0) {
    // A crawl that ended before its first request fails the test with what it said, not a timeout.
    expect(child.exitCode, stderr).toBeNull();
    await new Promise((wait) => setTimeout(wait, 20));
  }
  child.kill(signal);
  // A Ctrl+C reaches the crawl twice under npm: from the terminal, to the whole group, and passed on by npm.
  // (A moment apart: the same signal sent twice at once is delivered once.)
  if (twice) {
    await new Promise((wait) => setTimeout(wait, 5));
    child.kill(signal);
  }
  return { code: await exited, stderr };
}

describe('npm run crawl stopped by a signal', () => {
  it.each([['SIGTERM', 143], ['SIGINT', 130]] as const)('exits on %s with %i, saying so, and leaves nothing behind', async (signal, code) => {
    const server = await startSampleServer({ profile: 'tiny', seed: 1, latencyMs: 2000 });
    servers.push(server);
    const out = await mkdtemp(join(tmpdir(), 'atlas-crawl-cli-'));
    made.push(out);
    const result = await interrupted(server, out, signal);
    expect(result).toEqual({ code, stderr: `crawl failed: interrupted (${signal}); earlier snapshots are as they were\n` });
    expect(await readdir(out)).toEqual([]);
  });
});

describe('npm run crawl stopped by a signal that arrives twice at once (Ctrl+C under npm)', () => {
  it.each([['SIGTERM', 143], ['SIGINT', 130]] as const)('exits on %s with %i, saying so, and leaves nothing behind', async (signal, code) => {
    const server = await startSampleServer({ profile: 'tiny', seed: 1, latencyMs: 2000 });
    servers.push(server);
    const out = await mkdtemp(join(tmpdir(), 'atlas-crawl-cli-'));
    made.push(out);
    const result = await interrupted(server, out, signal, true);
    expect(result).toEqual({ code, stderr: `crawl failed: interrupted (${signal}); earlier snapshots are as they were\n` });
    expect(await readdir(out)).toEqual([]);
  });
});

describe('npm run crawl stopped by a signal to npm alone', () => {
  it('stops the crawl too, where a shell between them left it running to publish its snapshot', async () => {
    const server = await startSampleServer({ profile: 'tiny', seed: 1, latencyMs: 1000 });
    servers.push(server);
    const out = await mkdtemp(join(tmpdir(), 'atlas-crawl-npm-'));
    made.push(out);
    // npm as a CI runner starts it; the signal goes to npm's process only, not to its group. The group
    // is its own (detached), so that a failing test can kill the crawl with npm.
    const npm = spawn('npm', ['run', '-s', 'crawl', '--', '--url', server.url, '--out', out, '--quiet'], {
      env: ciEnv(), stdio: ['ignore', 'ignore', 'pipe'], detached: true,
    });
    groups.push(npm.pid!);
    let stderr = '';
    npm.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((done) => npm.once('exit', (code, signal) => done(code ?? (signal === null ? null : 128 + 15))));
    while (server.stats.requests === 0) {
      expect(npm.exitCode, stderr).toBeNull();
      await new Promise((wait) => setTimeout(wait, 20));
    }
    npm.kill('SIGTERM');
    expect(await exited).toBe(143);
    const requests = server.stats.requests;
    // A crawl left running asks for its next pages once the answers (1 s) come back.
    await new Promise((wait) => setTimeout(wait, 2500));
    expect(server.stats.requests).toBe(requests);
    expect(await readdir(out)).toEqual([]);
    expect(stderr).toContain('crawl failed: interrupted (SIGTERM); earlier snapshots are as they were\n');
  }, 30_000);
});

describe('npm run crawl signalled once its snapshot is written (a CI job\'s time limit in its last moments)', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('exits 0 on %s, the snapshot in place', async (signal) => {
    const server = await startSampleServer({ profile: 'tiny', seed: 1 });
    servers.push(server);
    const out = await mkdtemp(join(tmpdir(), 'atlas-crawl-cli-'));
    made.push(out);
    const child = spawn(process.execPath, [resolve('scripts/crawl.ts'), '--url', server.url, '--out', out, '--quiet'], { env: ciEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const ending = await signalAfterOutput(child, child.stdout, 'snapshot written', signal);
    // Node ending on its own closed the listeners' handles first, and the signal killed it (143, 130).
    expect([ending.code, ending.signal, stderr]).toEqual([0, null, '']);
    expect(ending.output.split('\n')[0]).toBe(`snapshot written: ${await realpath(out)}/${(await readdir(out)).find((entry) => entry !== 'latest')}`);
    expect((await readdir(out)).length).toBe(2);
  });
});

describe('npm run crawl whose output is closed (| head, a CI step that stopped reading)', () => {
  it('exits 0 for a complete snapshot, without a stack trace', async () => {
    const { out, code, stderr } = await crawlTiny(['--quiet'], ciEnv(), true);
    expect([code, stderr]).toEqual([0, '']);
    expect((await readdir(out)).length).toBe(2);
  });
});

describe('npm run crawl with WEBLATE_TOKEN set but empty (a CI secret not set)', () => {
  it('crawls anonymously, warning so even under --quiet', async () => {
    const { code, stderr } = await crawlTiny(['--quiet'], { ...ciEnv(), WEBLATE_TOKEN: '' });
    expect([code, stderr]).toEqual([0, 'warning: WEBLATE_TOKEN is empty: crawling without a token, as an anonymous caller\n']);
  });
});

describe('npm run crawl given --token (npm run echoes it into the job\'s log)', () => {
  it('crawls with it, warning so even under --quiet, naming WEBLATE_TOKEN and not the token', async () => {
    const server = await startSampleServer({ profile: 'tiny', seed: 1, token: 'wlu_f4secret' });
    servers.push(server);
    const { code, stdout, stderr } = await crawlUrl(server.url, ['--quiet', '--token', 'wlu_f4secret'], ciEnv());
    expect([code, stderr]).toEqual([
      0, 'warning: --token shows the token in the process list, and in the log where npm run echoes the command line: give it in WEBLATE_TOKEN instead\n',
    ]);
    expect(stdout).not.toContain('wlu_f4secret');
  });
});

describe('npm run crawl that fails', () => {
  it('exits 1 with one line that says why, and leaves nothing behind', async () => {
    const { server, out, code, stdout, stderr } = await crawlTiny(['--project', 'no-such-project'], ciEnv());
    expect([code, stdout]).toEqual([1, '']);
    // CI's plain progress lines may come first; the last line is the one that says why.
    expect(stderr.trimEnd().split('\n').at(-1)).toBe(
      `crawl failed: not found: ${server.url}/api/projects/no-such-project/: Not found.; the server shows no project "no-such-project": ` +
        'check the slug (the last part of the project\'s address); a private project needs a token',
    );
    expect(stderr.split('\n').filter((line) => line.startsWith('crawl failed'))).toHaveLength(1);
    expect(await readdir(out)).toEqual([]);
  });
});

describe('npm run crawl naming projects of which the server lacks several', () => {
  it('exits 1 with one line naming every slug the server lacks, asking "did you mean" for one in another case, and leaves nothing behind', async () => {
    const { server, out, code, stdout, stderr } = await crawlTiny(['--project', 'kestrel-mial', '--project', 'Orbit-Notes', '--project', 'lumen-player', '--quiet'], ciEnv());
    expect([code, stdout, stderr]).toEqual([
      1, '',
      `crawl failed: not found: ${server.url}/api/projects/kestrel-mial/, ${server.url}/api/projects/Orbit-Notes/; the server shows none of the projects ` +
        '"kestrel-mial", "Orbit-Notes" (did you mean "orbit-notes"?): check the slugs (the last part of a project\'s address); a private project needs a token\n',
    ]);
    expect(await readdir(out)).toEqual([]);
  });
});

describe('npm run crawl into an --out whose latest snapshot read another scope', () => {
  it('says in its summary what the scope was and what it is now, and nothing where it stays', async () => {
    const server = await startSampleServer({ profile: 'tiny', seed: 1 });
    servers.push(server);
    const { out, code: first } = await crawlUrl(server.url, ['--quiet', '--project', 'kestrel-mail'], ciEnv());
    const before = (await readdir(out)).find((name) => name !== 'latest')!;
    const scoped = await crawlUrl(server.url, ['--quiet', '--project', 'kestrel-mail', '--project', 'orbit-notes'], ciEnv(), false, out);
    const scopeLines = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('  scope'));
    expect([first, scoped.code, scopeLines(scoped.stdout)]).toEqual([0, 0, [
      `  scope differs from the snapshot latest pointed to before (${before}): it was the project kestrel-mail with the whole change log; ` +
        'it is now the projects kestrel-mail and orbit-notes with the whole change log, which the next build publishes',
    ]]);
    const again = await crawlUrl(server.url, ['--quiet', '--project', 'orbit-notes', '--project', 'kestrel-mail'], ciEnv(), false, out);
    expect([again.code, scopeLines(again.stdout)]).toEqual([0, []]);
  });
});

describe('npm run crawl with an --out that cannot hold snapshots', () => {
  it('exits 2, as for a bad flag, with one line naming the folder and why, before any request', async () => {
    const server = await startSampleServer({ profile: 'tiny', seed: 1 });
    servers.push(server);
    const site = await mkdtemp(join(tmpdir(), 'atlas-crawl-cli-site-'));
    made.push(site);
    await writeFile(join(site, 'index.html'), '<!doctype html><html><head><meta name="generator" content="weblate-atlas 0.1.0"></head></html>');
    const child = spawn(process.execPath, [resolve('scripts/crawl.ts'), '--url', server.url, '--out', join(site, 'snapshots'), '--quiet'], { env: ciEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect([code, stderr]).toEqual([
      2,
      `crawl failed: --out ${join(site, 'snapshots')}: that is inside the site built in ${await realpath(site)}, which the next build replaces whole, snapshots and all: ` +
        'give a folder outside it (the default is data/snapshots)\n',
    ]);
    expect([server.stats.requests, await readdir(site)]).toEqual([0, ['index.html']]);
  });
});

describe('npm run crawl whose snapshot does not fit (a full disk, a file-size limit)', () => {
  it('exits 1 with one line naming the out dir and why, and leaves nothing behind', async () => {
    const server = await startSampleServer({ profile: 'demo', seed: 1 });
    servers.push(server);
    const out = await mkdtemp(join(tmpdir(), 'atlas-crawl-cli-'));
    made.push(out);
    // Files of at most 200 KB (ulimit counts 1024-byte blocks): the demo's change log is larger.
    const child = spawn('/bin/sh', ['-c', 'ulimit -f 200 && exec "$0" "$@"', process.execPath, resolve('scripts/crawl.ts'), '--url', server.url, '--out', out, '--quiet'], {
      env: ciEnv(), stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect([code, stderr]).toEqual([
      1,
      `crawl failed: writing the snapshot into ${out}: a file grew past the size this process may write (ulimit -f) (EFBIG); earlier snapshots are as they were\n`,
    ]);
    expect(await readdir(out)).toEqual([]);
  });
});

describe('npm run crawl against a server whose text is made to fool a terminal or a CI log', () => {
  it('fails with one line, the control characters the server sent written as escapes', async () => {
    // A `next` link that is no URL, holding a screen-clearing sequence and a line of its own.
    const next = 'http://bad host\u001b[2J\u001b[31m\n::error title=Deploy::crawl succeeded';
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ count: 2, next, previous: null, results: [] }));
    });
    httpServers.push(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { code, stdout, stderr } = await crawlUrl(url, ['--quiet'], ciEnv());
    expect([code, stdout]).toEqual([1, '']);
    expect(stderr).not.toContain('\u001b');
    expect(stderr.split('\n').filter((line) => line.startsWith('::'))).toEqual([]);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toContain('bad host\\x1b[2J\\x1b[31m\\n::error title=Deploy::crawl succeeded');
  });
});
