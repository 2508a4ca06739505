// A crawl on a terminal that says it cannot move its cursor (TERM=dumb: an editor's shell buffer, a
// build tool's pseudo-terminal) writes its progress as plain lines, and its line after a Ctrl+C
// without erasing the '^C', not the escapes that would, which such a terminal shows as text: run
// in a pseudo-terminal by util-linux's `script` (pseudo-terminal.ts), as such a terminal runs it.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSampleServer, type SampleServer } from '../../src/sample/server.ts';
import { inPseudoTerminal } from './pseudo-terminal.ts';

const made: string[] = [];
const children: ChildProcess[] = [];
const servers: SampleServer[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const server of servers.splice(0)) await server.close();
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A word for sh, quoted. */
const quoted = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

describe('a crawl on a terminal whose TERM is dumb', () => {
  it('writes no escape sequence, and its summary as on any other', async () => {
    // Slow answers, so that a live block would have been redrawn many times (every 200 ms) before the end.
    const server = await startSampleServer({ profile: 'tiny', seed: 1, latencyMs: 1000 });
    servers.push(server);
    const out = await mkdtemp(join(tmpdir(), 'atlas-dumb-terminal-'));
    made.push(out);
    const env: NodeJS.ProcessEnv = { ...process.env, CI: '', TERM: 'dumb' };
    delete env['WEBLATE_TOKEN'];
    delete env['WEBLATE_URL'];
    const args = [process.execPath, resolve('scripts/crawl.ts'), '--url', server.url, '--out', out];
    const child = inPseudoTerminal(`exec ${args.map(quoted).join(' ')}`, env);
    children.push(child);
    child.stdin.end();
    let screen = '';
    child.stdout.on('data', (chunk: Buffer) => (screen += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', (status) => done(status)));
    expect(code, screen).toBe(0);
    // Each live redraw began '\x1b[1F\x1b[0J' (up a line, erase to the end of the screen).
    expect(screen.match(/\x1b[^\r\n]{0,8}/g), screen).toBeNull();
    expect(screen).toContain(`snapshot written: ${out}/`);
    expect((await readdir(out)).length).toBe(2);
  }, 120_000);

  it("leaves its line after a Ctrl+C without an escape to erase the '^C'", async () => {
    const server = await startSampleServer({ profile: 'tiny', seed: 1, latencyMs: 2000 });
    servers.push(server);
    const out = await mkdtemp(join(tmpdir(), 'atlas-dumb-terminal-'));
    made.push(out);
    const env: NodeJS.ProcessEnv = { ...process.env, CI: '', TERM: 'dumb' };
    delete env['WEBLATE_TOKEN'];
    delete env['WEBLATE_URL'];
    const args = [process.execPath, resolve('scripts/crawl.ts'), '--url', server.url, '--out', out];
    const child = inPseudoTerminal(`exec ${args.map(quoted).join(' ')}`, env);
    children.push(child);
    let screen = '';
    child.stdout.on('data', (chunk: Buffer) => (screen += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    // Once the crawl is at work: the server has answered its first request, and holds the next.
    while (server.stats.requests === 0) {
      expect(child.exitCode, screen).toBeNull();
      await new Promise((done) => setTimeout(done, 20));
    }
    child.stdin.write('\x03');
    expect(await exited).toBe(130);
    child.stdin.end();
    // It wrote '\r\x1b[K' first.
    expect(screen.match(/\x1b[^\r\n]{0,8}/g), screen).toBeNull();
    expect(screen).toContain('crawl failed: interrupted (SIGINT); earlier snapshots are as they were\r\n');
    expect(await readdir(out)).toEqual([]);
  }, 120_000);
});
