// A signal in a command's last moments, once it has said how it ended, does not change its exit status.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const MODULE = new URL('../../scripts/lib/late-signals.ts', import.meta.url).href;

/** Runs a process that has ended its work with `exitCode` and lingers; resolves with its exit status after `signal`. */
function lateSignal(signal: 'SIGINT' | 'SIGTERM', exitCode: number, handled: boolean): Promise<number | string | null> {
  const script = `
    ${handled ? `const { exitOnLateSignals } = await import(${JSON.stringify(MODULE)}); const ended = exitOnLateSignals();` : ''}
    // The command's own handler, taken away as it ends.
    const own = () => process.stdout.write('own\\n');
    process.on('SIGTERM', own);
    process.off('SIGTERM', own);
    ${handled ? 'ended();' : ''}
    process.exitCode = ${exitCode};
    setTimeout(() => {}, 10_000);
    process.stdout.write('done\\n');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.stdout.once('data', () => child.kill(signal));
    child.on('exit', (code, killedBy) => resolve(code ?? killedBy));
  });
}

describe('exitOnLateSignals', () => {
  it('does nothing before the command has ended: its own handlers act', async () => {
    const script = `
      const { exitOnLateSignals } = await import(${JSON.stringify(MODULE)});
      exitOnLateSignals();
      process.on('SIGTERM', () => { process.stdout.write('stopped\\n'); process.exit(143); });
      setTimeout(() => {}, 10_000);
      process.stdout.write('running\\n');`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      if (out === 'running\n') child.kill('SIGTERM');
    });
    const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status)));
    expect([code, out]).toEqual([143, 'running\nstopped\n']);
  });

  it('ends the process with the status it has on SIGTERM or SIGINT, where the signal would have killed it', async () => {
    expect(await lateSignal('SIGTERM', 0, false)).toBe('SIGTERM');
    expect(await lateSignal('SIGTERM', 0, true)).toBe(0);
    expect(await lateSignal('SIGINT', 0, true)).toBe(0);
    expect(await lateSignal('SIGTERM', 1, true)).toBe(1);
  });
});
