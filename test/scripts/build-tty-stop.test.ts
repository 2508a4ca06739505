// A build stopped on a terminal (Ctrl+C typed there, or a SIGTERM) leaves one line on the screen: its
// live progress erased, not left above 'build failed: interrupted'. Run in a pseudo-terminal by
// util-linux's `script` (Debian's bsdutils, an Essential package; pseudo-terminal.ts), as a user's terminal runs it.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSnapshot } from '../client/snapshot-on-disk.ts';
import { component, language, project, translation } from '../report/fixtures.ts';
import { terminalScreen } from './terminal-screen.ts';
import { inPseudoTerminal } from './pseudo-terminal.ts';

const made: string[] = [];
const children: ChildProcess[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A word for sh, quoted. */
const quoted = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

describe('a build stopped on a terminal', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)('on %s erases its live progress and leaves its one line', async (signal) => {
    const cwd = await mkdtemp(join(tmpdir(), 'atlas-build-tty-stop-'));
    made.push(cwd);
    const de = language('de', 'German');
    await writeSnapshot(join(cwd, 'snaps'), {
      languages: [de], projects: [project('orbit', 'Orbit Notes')], components: [component('orbit', 'core')],
      translations: [translation('orbit', 'core', de, { total: 10, translated: 4 })], users: [], changes: [],
    }, '2026-11-20T10:00:00.000Z');
    const out = join(cwd, 'site');
    // A terminal's session: not a CI job's, where the progress is a plain line every few seconds,
    // nor a dumb terminal's (a TERM=dumb the tests were run with), where it is too.
    const env: NodeJS.ProcessEnv = { ...process.env, ATLAS_SNAPSHOT: '', CI: '', TERM: 'xterm' };
    delete env['INIT_CWD'];
    const command = `exec ${[process.execPath, resolve('scripts/build.ts'), '--snapshot', join(cwd, 'snaps'), '--out', out].map(quoted).join(' ')}`;
    const child = inPseudoTerminal(command, env);
    children.push(child);
    let screen = '';
    child.stdout.on('data', (chunk: Buffer) => (screen += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    // Once the live line is drawn.
    while (!screen.includes('build: bundling the site')) {
      expect(child.exitCode, screen).toBeNull();
      await new Promise((done) => setTimeout(done, 20));
    }
    if (signal === 'SIGINT') {
      // Ctrl+C typed at the terminal: the terminal signals the build (and echoes '^C').
      child.stdin.write('\x03');
    } else {
      // The build is the process script runs (exec).
      const [build] = (await readFile(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')).trim().split(' ');
      process.kill(Number(build), signal);
    }
    expect(await exited).toBe(signal === 'SIGINT' ? 130 : 143);
    child.stdin.end();
    // Warnings (another Node than the pinned one) may stand above it; no line of progress does.
    expect(terminalScreen(screen).lines.filter((line) => !line.startsWith('warning: '))).toEqual([
      `build failed: interrupted (${signal}); no site is at ${out}/, as before`,
    ]);
    expect(terminalScreen(screen).cursorShown).toBe(true);
  }, 300_000);
});
