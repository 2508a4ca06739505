// A signal in a command's last moments, once it has said how it ended, does not change its exit status; it ends at once.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { signalAfterOutput, type Ending } from './signals-after-output.ts';

const MODULE = new URL('../../scripts/lib/late-signals.ts', import.meta.url).href;

/**
 * Runs a process whose command has ended with `exitCode`, a timer of 10 s still pending, and then
 * calls what exitOnLateSignals returned; resolves with how it ended, `signal` sent over and over
 * from its last line on.
 */
function lateSignal(signal: 'SIGINT' | 'SIGTERM', exitCode: number): Promise<Ending> {
  const script = `
    const { exitOnLateSignals } = await import(${JSON.stringify(MODULE)});
    const ended = exitOnLateSignals();
    // The command's own handler, taken away as it ends.
    const own = () => process.stdout.write('own\\n');
    process.on('SIGTERM', own);
    process.off('SIGTERM', own);
    process.exitCode = ${exitCode};
    setTimeout(() => {}, 10_000);
    process.stdout.write('done\\n');
    await ended();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return signalAfterOutput(child, child.stdout, 'done\n', signal);
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

  it('ends the process with the status it has, without waiting for what is pending, whatever signal comes', async () => {
    expect(await lateSignal('SIGTERM', 0)).toEqual({ code: 0, signal: null, output: 'done\n' });
    expect(await lateSignal('SIGINT', 0)).toEqual({ code: 0, signal: null, output: 'done\n' });
    expect(await lateSignal('SIGTERM', 1)).toEqual({ code: 1, signal: null, output: 'done\n' });
  });
});
