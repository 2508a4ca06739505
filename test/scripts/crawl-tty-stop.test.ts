// A crawl stopped by Ctrl+C typed at a terminal leaves its one line there, not after the '^C' the
// terminal echoes: run in a pseudo-terminal by util-linux's `script` (Debian's bsdutils, an
// Essential package; pseudo-terminal.ts), as a user's terminal runs it.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSampleServer, type SampleServer } from '../../src/sample/server.ts';
import { terminalScreen } from './terminal-screen.ts';
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

describe('a crawl stopped by Ctrl+C on a terminal', () => {
  // --quiet draws no live block whose erasing takes the '^C' with it; nor does a CI=true one.
  it.each([['--quiet', ''], ['', 'true']] as const)('leaves its one line at the start of a line (%s, CI=%s)', async (flag, ci) => {
    const server = await startSampleServer({ profile: 'tiny', seed: 1, latencyMs: 2000 });
    servers.push(server);
    const out = await mkdtemp(join(tmpdir(), 'atlas-crawl-tty-stop-'));
    made.push(out);
    // A terminal that draws the live block (not a TERM=dumb the tests were run with).
    const env: NodeJS.ProcessEnv = { ...process.env, CI: ci, TERM: 'xterm' };
    delete env['WEBLATE_TOKEN'];
    delete env['WEBLATE_URL'];
    const args = [process.execPath, resolve('scripts/crawl.ts'), '--url', server.url, '--out', out, ...(flag === '' ? [] : [flag])];
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
    // Warnings, and with CI=true a plain progress line (every 5 s), may stand above it.
    expect(terminalScreen(screen).lines.filter((line) => !line.startsWith('warning: ') && !line.startsWith('crawl: '))).toEqual([
      'crawl failed: interrupted (SIGINT); earlier snapshots are as they were',
    ]);
    expect(await readdir(out)).toEqual([]);
  }, 120_000);
});
