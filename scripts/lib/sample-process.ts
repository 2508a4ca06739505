// The sample Weblate instance in a process of its own, as the benchmarks run it: so that its work
// does not count as the crawler's, and a crawl's CPU time is the crawler's alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// By its whole path: a benchmark started from another folder (`node ~/atlas/scripts/bench-sample.ts`)
// looked for scripts/sample.ts there, and failed with `Cannot find module`.
const SAMPLE_SCRIPT = fileURLToPath(new URL('../sample.ts', import.meta.url));

/** A running sample server: its base URL, the process, and how to stop it. */
export interface SampleProcess {
  url: string;
  child: ChildProcess;
  /** Sends SIGTERM; resolves once the process has exited. */
  stop: () => Promise<void>;
}

/**
 * Starts `scripts/sample.ts` with `args` in a child process and resolves with its URL once it
 * prints it. The child gets an IPC channel: it ends with the channel, so that a benchmark killed
 * alone (even by SIGKILL, which no handler sees) leaves no server holding its port and memory.
 * `track` is told of the child as soon as it is spawned, before its URL comes.
 */
export async function startSampleProcess(
  args: string[],
  stderr: 'inherit' | 'ignore' = 'ignore',
  track: (child: ChildProcess) => void = () => {},
): Promise<SampleProcess> {
  const child = spawn(process.execPath, [SAMPLE_SCRIPT, ...args], { stdio: ['ignore', 'pipe', stderr, 'ipc'] });
  // A benchmark stopped while the server starts (1.4 s for the large profile) ends it then, rather
  // than leave it to notice the closed channel after the benchmark has said it stopped.
  track(child);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n')[0]!.trim();
      if (buffer.includes('\n') && line !== '') resolve(line);
    });
    child.once('exit', (code, signal) => reject(new Error(`the sample server exited with ${code ?? signal} before printing its URL`)));
  });
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
