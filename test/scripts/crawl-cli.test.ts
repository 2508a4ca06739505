// `npm run crawl` stopped by a signal: the exit status a shell gives a process killed by it, and a
// line that says so; earlier snapshots stay.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSampleServer, type SampleServer } from '../../src/sample/server.ts';

const made: string[] = [];
const servers: SampleServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Starts scripts/crawl.ts against `url` into `out` (CI=true) and sends it `signal` once the server saw a request. */
async function interrupted(server: SampleServer, out: string, signal: NodeJS.Signals): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [resolve('scripts/crawl.ts'), '--url', server.url, '--out', out, '--quiet'], {
    env: { ...process.env, CI: 'true', WEBLATE_TOKEN: '' }, stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  while (server.stats.requests === 0) await new Promise((wait) => setTimeout(wait, 20));
  child.kill(signal);
  return { code: await exited, stderr };
}

describe('npm run crawl stopped by a signal', () => {
  it.each([['SIGTERM', 143], ['SIGINT', 130]] as const)('exits on %s with %i, saying so, and leaves nothing behind', async (signal, code) => {
    const server = await startSampleServer({ profile: 'tiny', seed: 1, latencyMs: 2000 });
    servers.push(server);
    const out = await mkdtemp(join(tmpdir(), 'atlas-crawl-cli-'));
    made.push(out);
    const result = await interrupted(server, out, signal);
    expect(result).toEqual({ code, stderr: `crawl failed: interrupted (${signal}); earlier snapshots are as they were\n` });
    expect(await readdir(out)).toEqual([]);
  });
});
