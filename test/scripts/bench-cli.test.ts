// The benchmark scripts as a person types them: a flag they do not know is named in one line that
// says where the usage is (exit 2), where it was a stack trace; --help prints the usage. Neither
// starts a benchmark.
import { spawnSync } from 'node:child_process';
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

  it('bench:sample runs from another folder, its sample server started by its whole path', () => {
    // Started from the temp folder, it looked for scripts/sample.ts there: `Cannot find module '/tmp/scripts/sample.ts'`.
    const { status, stdout } = spawnSync(process.execPath, [resolve('scripts/bench-sample.ts'), '--profile', 'tiny'], { cwd: tmpdir(), encoding: 'utf8', timeout: 60_000 });
    expect(status).toBe(0);
    expect(stdout).toMatch(/^\| changes list \(50\) \| 300 \|/m);
  });
});
