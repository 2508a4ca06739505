// Signals a command over and over from the moment it has said its work is done until it exits: a
// CI job's time limit that falls in its last moments, wherever in them it falls.
import type { ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';

/** How a child process ended, and what it wrote to the stream watched. */
export interface Ending {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/**
 * Sends `signal` to `child` once `output` has carried `text`, and again every 2 ms until the child
 * has exited (one signal would land at one moment of its ending only); resolves with how it ended.
 */
export function signalAfterOutput(child: ChildProcess, output: Readable, text: string, signal: NodeJS.Signals): Promise<Ending> {
  let said = '';
  let repeat: NodeJS.Timeout | undefined;
  output.on('data', (chunk: Buffer) => {
    said += chunk.toString();
    if (repeat === undefined && said.includes(text)) {
      child.kill(signal);
      repeat = setInterval(() => child.kill(signal), 2);
    }
  });
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code, killedBy) => {
      clearInterval(repeat);
      done({ code, signal: killedBy, output: said });
    });
  });
}
