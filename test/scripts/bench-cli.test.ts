// The benchmark scripts as a person types them: a flag they do not know is named in one line that
// says where the usage is (exit 2), where it was a stack trace; --help prints the usage. Neither
// starts a benchmark.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const run = (script: string, args: string[]) => spawnSync(process.execPath, [resolve(`scripts/${script}.ts`), ...args], { encoding: 'utf8', timeout: 20_000 });

describe('npm run bench:*', () => {
  it.each(['crawl', 'build', 'sample'])('bench:%s names an unknown flag in one line, exiting 2', (name) => {
    const { status, stdout, stderr } = run(`bench-${name}`, ['--nope']);
    expect([status, stdout, stderr]).toEqual([2, '', `bench:${name}: Unknown option '--nope' (npm run bench:${name} -- --help gives the usage)\n`]);
  });

  it.each(['crawl', 'build', 'sample'])('bench:%s prints its usage for --help, exiting 0', (name) => {
    const { status, stdout, stderr } = run(`bench-${name}`, ['--help']);
    expect([status, stdout.split('\n')[0], stderr]).toEqual([0, `Usage: npm run bench:${name} -- [options]`, '']);
    expect(stdout).toContain('  --write ');
  });

  it.each([
    ['crawl', ['--rounds', '0'], 'bench:crawl: --rounds must be a whole number of at least 1, got 0'],
    ['build', ['--rounds', '0'], 'bench:build: --rounds must be a whole number of at least 1, got 0'],
    ['build', ['--rounds', '2.5'], 'bench:build: --rounds must be a whole number of at least 1, got 2.5'],
    ['crawl', ['--latency', 'abc'], 'bench:crawl: --latency must be a whole number of milliseconds, got abc'],
    // The bench's crawls wait 60 s for headers: --latency 61000 timed every request out, and died in a stack trace after 7 minutes.
    ['crawl', ['--latency', '30001'], 'bench:crawl: --latency must be at most 30,000 milliseconds, got 30001'],
    ['crawl', ['--latency', '99999999999'], 'bench:crawl: --latency must be at most 30,000 milliseconds, got 99999999999'],
    ['build', ['--rounds', '1001'], 'bench:build: --rounds must be at most 1,000, got 1001'],
  ])('bench:%s refuses %j in one line, exiting 2 and leaving no work folder', (name, args, line) => {
    // It was a stack trace, and bench:build had made its folder in the temp folder first.
    const before = readdirSync(tmpdir()).filter((entry) => entry.startsWith('atlas-bench-'));
    const { status, stdout, stderr } = run(`bench-${name}`, args);
    expect([status, stdout, stderr]).toEqual([2, '', `${line} (npm run bench:${name} -- --help gives the usage)\n`]);
    expect(readdirSync(tmpdir()).filter((entry) => entry.startsWith('atlas-bench-'))).toEqual(before);
  });

  it('bench:sample runs from another folder, its sample server started by its whole path', () => {
    // Started from the temp folder, it looked for scripts/sample.ts there: `Cannot find module '/tmp/scripts/sample.ts'`.
    const { status, stdout } = spawnSync(process.execPath, [resolve('scripts/bench-sample.ts'), '--profile', 'tiny'], { cwd: tmpdir(), encoding: 'utf8', timeout: 60_000 });
    expect(status).toBe(0);
    expect(stdout).toMatch(/^\| changes list \(50\) \| 300 \|/m);
  });
});
