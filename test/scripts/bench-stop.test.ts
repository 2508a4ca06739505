// A benchmark stopped by SIGINT or SIGTERM (Ctrl+C, `timeout 25 npm run bench:crawl`) removes its
// work folders and ends its child processes, then exits 130 or 143, where it died at once and
// left /tmp/atlas-bench-* (14 to 27 MB each) and a build child going on alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const MODULE = new URL('../../scripts/lib/bench-stop.ts', import.meta.url).href;
const BENCH_CRAWL = new URL('../../scripts/bench-crawl.ts', import.meta.url).pathname;
const BENCH_SAMPLE = new URL('../../scripts/bench-sample.ts', import.meta.url).pathname;

let work: string;
// What a test started, killed at its end should the stop under test have failed to end it.
const started: ChildProcess[] = [];
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'atlas-bench-stop-'));
});
afterEach(async () => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(work, { recursive: true, force: true });
});

/** Whether a process of `pid` exists (a zombie not yet reaped counts). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves with a process's exit status (or the signal that killed it) and its stderr. */
function ended(child: ChildProcess): Promise<{ status: number | string | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ status: code ?? signal, stderr }));
  });
}

/** The pids of `pid`'s child processes (Linux). */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

describe('stopBenchOnSignals', () => {
  it.each([['SIGTERM', 143], ['SIGINT', 130]] as const)('on %s ends the child processes, removes the folders, says so and exits %i', async (signal, status) => {
    const folder = join(work, 'bench-work');
    await mkdir(join(folder, 'snapshots'), { recursive: true });
    await writeFile(join(folder, 'snapshots', 'changes.ndjson'), '{}\n');
    const script = `
      const { spawn } = await import('node:child_process');
      const { stopBenchOnSignals } = await import(${JSON.stringify(MODULE)});
      const leftovers = stopBenchOnSignals('bench:test');
      leftovers.folder(${JSON.stringify(folder)});
      const child = leftovers.child(spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }));
      process.stdout.write(String(child.pid) + '\\n');
      // The benchmark goes on meanwhile, and fails once its child has ended (a crawl of a server gone).
      await new Promise((resolve, reject) => child.once('exit', () => reject(new Error('the sample server is gone'))));`;
    const bench = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    started.push(bench);
    const result = ended(bench);
    const childPid = await new Promise<number>((resolve) => bench.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
    expect(alive(childPid)).toBe(true);
    started.push({ exitCode: null, signalCode: null, kill: () => alive(childPid) && process.kill(childPid, 'SIGKILL') } as unknown as ChildProcess);
    bench.kill(signal);
    expect(await result).toEqual({ status, stderr: `bench:test: interrupted (${signal}); its work folders are removed\n` });
    expect(existsSync(folder)).toBe(false);
    expect(alive(childPid)).toBe(false);
  });

  it('on a failure ends the child processes, removes the folders and says why in one line, exiting 1', async () => {
    // bench:crawl --latency 61000 timed every request out and ended in an uncaught stack trace.
    const folder = join(work, 'bench-work');
    await mkdir(folder);
    const script = `
      const { spawn } = await import('node:child_process');
      const { stopBenchOnSignals } = await import(${JSON.stringify(MODULE)});
      const leftovers = stopBenchOnSignals('bench:test');
      leftovers.folder(${JSON.stringify(folder)});
      const child = leftovers.child(spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }));
      process.stdout.write(String(child.pid) + '\\n');
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error('timed out waiting for the response headers\\nof a page');`;
    const bench = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    started.push(bench);
    const result = ended(bench);
    const childPid = await new Promise<number>((resolve) => bench.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
    started.push({ exitCode: null, signalCode: null, kill: () => alive(childPid) && process.kill(childPid, 'SIGKILL') } as unknown as ChildProcess);
    expect(await result).toEqual({ status: 1, stderr: 'bench:test: failed: timed out waiting for the response headers / of a page\n' });
    expect(existsSync(folder)).toBe(false);
    expect(alive(childPid)).toBe(false);
  });
});

describe('npm run bench:crawl stopped', () => {
  it('by a SIGTERM to it alone, started from another folder, ends its sample server and removes its work folder (exit 143)', async () => {
    // Its own temp folder, to see what it leaves there; started from another folder, as docs/benchmarks.md allows the scripts.
    const temp = join(work, 'tmp');
    const elsewhere = join(work, 'elsewhere');
    await mkdir(temp);
    await mkdir(elsewhere);
    const bench = spawn(process.execPath, [BENCH_CRAWL, '--rounds', '1'], { cwd: elsewhere, env: { ...process.env, TMPDIR: temp }, stdio: ['ignore', 'ignore', 'pipe'] });
    started.push(bench);
    const result = ended(bench);
    // Its work folder is made once its sample server answers: it is crawling then.
    while (bench.exitCode === null && !(await readdir(temp)).some((name) => name.startsWith('atlas-bench-'))) await new Promise((resolve) => setTimeout(resolve, 50));
    const children = childrenOf(bench.pid!);
    expect(children).toHaveLength(1);
    bench.kill('SIGTERM');
    expect(await result).toEqual({ status: 143, stderr: 'bench:crawl: interrupted (SIGTERM); its work folders are removed\n' });
    expect(await readdir(temp)).toEqual([]);
    expect(alive(children[0]!)).toBe(false);
  }, 60_000);
});

describe('npm run bench:sample stopped', () => {
  it('by a SIGTERM to it alone ends its sample server and says so in one line (exit 143)', async () => {
    // It exited 143 having said nothing, where the other benchmarks say why they stopped.
    const bench = spawn(process.execPath, [BENCH_SAMPLE, '--profile', 'demo'], { stdio: ['ignore', 'ignore', 'pipe'] });
    started.push(bench);
    const result = ended(bench);
    while (bench.exitCode === null && childrenOf(bench.pid!).length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const children = childrenOf(bench.pid!);
    expect(children).toHaveLength(1);
    bench.kill('SIGTERM');
    const { status, stderr } = await result;
    expect(status).toBe(143);
    expect(stderr.split('\n').slice(-2)).toEqual(['bench:sample: interrupted (SIGTERM); its sample server is stopped', '']);
    expect(alive(children[0]!)).toBe(false);
  }, 60_000);
});
