// A SIGTERM (a CI job cancelled as it began) or a Ctrl+C while Node still reads a script's imports,
// before the script has set its own handlers: npm run crawl, build, demo and scrub end with their one line
// and the shell's status for the signal, not silently with 143 (scripts/lib/early-signals.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { earlyStopLine } from '../../scripts/lib/early-signals.mjs';
import { writeSnapshot } from '../client/snapshot-on-disk.ts';
import { language } from '../report/fixtures.ts';

const made: string[] = [];
const children: ChildProcess[] = [];
const servers: Server[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const server of servers.splice(0)) server.close();
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** The node flags and script of `npm run <name>`, as package.json gives them (`exec node …`). */
async function npmScript(name: string): Promise<{ flags: string[]; script: string }> {
  const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string> };
  const words = pkg.scripts[name]!.split(' ');
  expect(words.slice(0, 2)).toEqual(['exec', 'node']);
  return { flags: words.slice(2, -1), script: words.at(-1)! };
}

/**
 * Runs `npm run <name> -- <args>` as npm would (CI=true), held where Node reads src/crawler/cli.ts
 * (hold-imports.mjs); sends `signal` once it holds there, then lets it go on; resolves with how it ended.
 */
async function stoppedWhileLoading(name: string, args: string[], signal: NodeJS.Signals): Promise<{ code: number | null; killedBy: NodeJS.Signals | null; stdout: string; stderr: string }> {
  const { flags, script } = await npmScript(name);
  const hold = pathToFileURL(resolve('test/scripts/hold-imports.mjs')).href;
  const child = spawn(process.execPath, [...flags, '--import', hold, script, ...args], { cwd: resolve('.'), env: { ...process.env, CI: 'true' }, stdio: ['pipe', 'pipe', 'pipe', 'pipe'] });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const said = child.stdio[3] as NodeJS.ReadableStream;
  said.once('data', () => {
    child.kill(signal);
    // The signal is delivered before kill() returns (one to a process of this user's); the hold ends after.
    child.stdin!.end('go');
  });
  return new Promise((done) => child.once('close', (code, killedBy) => done({ code, killedBy, stdout, stderr })));
}

/** A server that takes connections and never answers: a crawl of it waits on its first request. */
async function silentServer(): Promise<string> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  server.on('close', () => sockets.forEach((socket) => socket.destroy()));
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  server.unref();
  return `http://127.0.0.1:${address.port}/`;
}

describe('a signal while a script reads its imports', () => {
  it('ends npm run crawl with its interrupted line and 143 (SIGTERM) or 130 (SIGINT), writing no snapshot', async () => {
    const work = await mkdtemp(join(tmpdir(), 'atlas-early-crawl-'));
    made.push(work);
    const url = await silentServer();
    const out = join(work, 'snapshots');
    const term = await stoppedWhileLoading('crawl', ['--url', url, '--out', out, '--quiet'], 'SIGTERM');
    expect(term).toEqual({ code: 143, killedBy: null, stdout: '', stderr: 'crawl failed: interrupted (SIGTERM); earlier snapshots are as they were\n' });
    const int = await stoppedWhileLoading('crawl', ['--url', url, '--out', out, '--quiet'], 'SIGINT');
    expect(int).toEqual({ code: 130, killedBy: null, stdout: '', stderr: 'crawl failed: interrupted (SIGINT); earlier snapshots are as they were\n' });
    expect(existsSync(out) ? await readdir(out) : []).toEqual([]);
  });

  it('ends npm run build with its interrupted line and 143, building nothing', async () => {
    const work = await mkdtemp(join(tmpdir(), 'atlas-early-build-'));
    made.push(work);
    await writeSnapshot(join(work, 'snap'), { languages: [language('de', 'German')], projects: [], components: [], translations: [], users: [], changes: [] }, '2026-11-20T01:00:00Z');
    const site = join(work, 'site');
    const stopped = await stoppedWhileLoading('build', ['--snapshot', join(work, 'snap'), '--out', site, '--quiet'], 'SIGTERM');
    expect(stopped).toEqual({ code: 143, killedBy: null, stdout: '', stderr: `build failed: interrupted (SIGTERM); no site is at ${site}/, as before\n` });
    expect((await readdir(work)).sort()).toEqual(['snap']);
  });

  it('ends npm run scrub with its interrupted line and 130, the snapshot as it was', async () => {
    const work = await mkdtemp(join(tmpdir(), 'atlas-early-scrub-'));
    made.push(work);
    const snap = await writeSnapshot(join(work, 'snap'), { languages: [language('de', 'German')], projects: [], components: [], translations: [], users: [], changes: [] }, '2026-11-20T01:00:00Z');
    const before = (await readdir(snap)).sort();
    // Heard by the scrub's own handler once it is set, which says what a later stop says.
    const stopped = await stoppedWhileLoading('scrub', ['--snapshot', snap, '--out', join(work, 'clean')], 'SIGINT');
    expect(stopped).toEqual({ code: 130, killedBy: null, stdout: '', stderr: `scrub failed: interrupted (SIGINT); ${snap} is as it was\n` });
    expect((await readdir(work)).sort()).toEqual(['snap']);
    expect((await readdir(snap)).sort()).toEqual(before);
  });

  it('ends npm run demo with the line of the step it stopped and 143', async () => {
    // The demo runs in the project, as npm run demo does: its crawl makes data/demo/ before it is
    // stopped, and that folder, made by this test and left empty, goes again.
    const absent = ['data', 'data/demo'].filter((folder) => !existsSync(folder));
    try {
      const stopped = await stoppedWhileLoading('demo', [], 'SIGTERM');
      expect([stopped.code, stopped.killedBy, stopped.stderr]).toEqual([143, null, 'crawl failed: interrupted (SIGTERM); earlier snapshots are as they were\n']);
      expect(stopped.stdout).toMatch(/^demo: sample Weblate \(demo profile\) at http:\/\/127\.0\.0\.1:\d+\ndemo: stopped after \d+\.\d s\n$/);
      if (absent.includes('data/demo')) expect(await readdir('data/demo')).toEqual([]);
    } finally {
      // rmdir, not rm -r: a folder the demo wrote into is not this test's to take away.
      for (const folder of absent.reverse()) await rmdir(folder).catch(() => {});
    }
  });

  it('has a line for each of the four scripts, in the words of its later stop, and none for another', () => {
    expect(earlyStopLine('scripts/crawl.ts', 'SIGTERM')).toBe('crawl failed: interrupted (SIGTERM); earlier snapshots are as they were');
    expect(earlyStopLine('/ci/atlas/scripts/build.ts', 'SIGINT')).toBe('build failed: interrupted (SIGINT) before it began; no site was touched');
    expect(earlyStopLine('scripts/demo.ts', 'SIGTERM')).toBe('demo: failed: interrupted (SIGTERM) before it began; data/demo/ and dist/ are as they were');
    expect(earlyStopLine('scripts/scrub-snapshot.ts', 'SIGINT')).toBe('scrub failed: interrupted (SIGINT) before it began; the snapshot is as it was');
    expect(earlyStopLine('scripts/sample.ts', 'SIGTERM')).toBeNull();
  });
});
