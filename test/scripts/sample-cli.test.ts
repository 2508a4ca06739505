// `npm run sample` as a person types it: a port that is taken or is no port is said in one line
// (it was a stack trace), and the server starts and stops on a free one.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = resolve('scripts/sample.ts');
const held: Server[] = [];
// A sample server a test started and did not stop (an assertion failed first) would outlive vitest, still listening.
const children: ChildProcess[] = [];
// Servers started by a process a test killed: no longer its children.
const orphans: number[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const pid of orphans.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already, as it should be.
    }
  }
  await Promise.all(held.splice(0).map((server) => new Promise<void>((done) => server.close(() => done()))));
});

/** A loopback port this test holds, so that nothing else can listen on it. */
async function takenPort(): Promise<number> {
  const server = createServer();
  held.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  return (server.address() as { port: number }).port;
}

describe('npm run sample', () => {
  it('says in one line that the port is in use, exiting 1', async () => {
    const port = await takenPort();
    const { status, stdout, stderr } = spawnSync(process.execPath, [script, '--profile', 'tiny', '--port', String(port)], { encoding: 'utf8', timeout: 20_000 });
    expect([status, stdout, stderr]).toEqual([1, '', `sample: port ${port} on 127.0.0.1 is in use: give another --port, or leave it out for a free one\n`]);
  });

  it('names a port number out of range as a bad flag, exiting 2', () => {
    const { status, stdout, stderr } = spawnSync(process.execPath, [script, '--port', '99999'], { encoding: 'utf8', timeout: 20_000 });
    expect([status, stdout, stderr]).toEqual([2, '', 'sample: --port expects a port number, 0 to 65535 (0: a free one), got "99999" (npm run sample -- --help gives the usage)\n']);
  });

  it('prints its base URL on a free port and stops on SIGTERM, exiting 0', async () => {
    const child = spawn(process.execPath, [script, '--profile', 'tiny'], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    const url = await new Promise<string>((done, fail) => {
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('\n')) done(text.split('\n')[0]!);
      });
      child.once('exit', (code) => fail(new Error(`sample exited with ${code} before printing its URL`)));
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const languages = (await (await fetch(`${url}/api/languages/`)).json()) as { count: number };
    expect(languages.count).toBe(8);
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('ends with the benchmark that started it, even one killed by SIGKILL, rather than hold its port', async () => {
    // A parent as the benchmarks are: it starts the server through scripts/lib/sample-process.ts and waits.
    const parent = spawn(process.execPath, ['--input-type=module', '-e', [
      `const { startSampleProcess } = await import(${JSON.stringify(resolve('scripts/lib/sample-process.ts'))});`,
      "const server = await startSampleProcess(['--profile', 'tiny']);",
      'process.stdout.write(`${server.child.pid} ${server.url}\\n`);',
      'setInterval(() => {}, 1000);',
    ].join('\n')], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(parent);
    const [pid, url] = await new Promise<string[]>((done, fail) => {
      let text = '';
      parent.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('\n')) done(text.split('\n')[0]!.split(' '));
      });
      parent.once('exit', (code) => fail(new Error(`the parent exited with ${code} before the server printed its URL`)));
    });
    expect((await fetch(`${url}/api/languages/`)).status).toBe(200);
    parent.kill('SIGKILL');
    // Gone once its port refuses connections (its process may linger as a zombie, which holds no port);
    // a server left running answers until the test times out.
    orphans.push(Number(pid));
    let refused = false;
    while (!refused) {
      refused = await fetch(`${url}/api/languages/`).then(() => false, () => true);
      if (!refused) await new Promise((wait) => setTimeout(wait, 100));
    }
    expect(refused).toBe(true);
  }, 20_000);
});
