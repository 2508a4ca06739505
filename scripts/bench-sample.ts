// `npm run bench:sample`: memory and page latency of the sample instance's large profile.
// The server runs in its own process so that its memory is measured alone; pages are fetched
// one at a time over a keep-alive connection and timed from request to last byte.
// First: stops a Node.js too old to run this (run directly, npm's check is not there).
import './lib/node-check.mjs';
import { readFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runFromProject } from '../src/invocation-path.ts';
import { parseCommandLine } from './lib/command-line.ts';
import { startSampleProcess } from './lib/sample-process.ts';
import { Random } from '../src/sample/random.ts';
import { percentile, writeDocSection } from './lib/bench-doc.ts';
import { stopBenchOnSignals } from './lib/bench-stop.ts';
import { exitOnLateSignals } from './lib/late-signals.ts';

/** Usage of `npm run bench:sample`. */
const USAGE = `Usage: npm run bench:sample -- [options]

  --profile NAME   the sample instance's profile to measure (default large)
  --write          put the figures into docs/benchmarks.md
`;

// From the project, wherever it was started: docs/benchmarks.md is the project's.
runFromProject(fileURLToPath(new URL('..', import.meta.url)));
const { values } = parseCommandLine('bench:sample', USAGE, process.argv.slice(2), (args) => parseArgs({
  args,
  options: { profile: { type: 'string', default: 'large' }, write: { type: 'boolean', default: false } },
}));
const profile = values.profile!;

// Stopped by a signal, it ends its sample server and says so in one line (bench-stop.ts), as the
// other benchmarks do; a signal once it is done leaves its exit status as it is.
const ended = exitOnLateSignals();
const leftovers = stopBenchOnSignals('bench:sample');
const started = performance.now();
const server = await startSampleProcess(['--profile', profile, '--seed', '1'], 'inherit', leftovers.child);
const { child, url: base } = server;
const startupMs = performance.now() - started;

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function get(path: string): Promise<{ status: number; bytes: number; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { agent, headers: { Accept: 'application/json' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - t0 }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
async function json(path: string): Promise<{ count: number; results: { slug?: string; url?: string }[] }> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { agent }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve(JSON.parse(text)));
    }).on('error', reject).end();
  });
}

// Pages across every list, deep and shallow, chosen by a fixed seed.
const random = new Random(7);
const counts = Object.fromEntries(
  await Promise.all(
    ['changes', 'users', 'translations', 'components', 'projects', 'languages'].map(
      async (name) => [name, (await json(`/api/${name}/`)).count] as const,
    ),
  ),
);
const pages = (name: string) => Math.ceil(counts[name]! / 50);
const components = (await json(`/api/components/?page=${1 + random.int(pages('components'))}`)).results;
const translations = (await json(`/api/translations/?page=${1 + random.int(pages('translations'))}`)).results;
const apiPath = (url: string) => new URL(url).pathname;
const groups: Record<string, string[]> = {
  'changes list (50)': Array.from({ length: 300 }, () => `/api/changes/?page=${1 + random.int(pages('changes'))}`),
  'changes list (1000)': Array.from(
    { length: 30 }, () => `/api/changes/?page_size=1000&page=${1 + random.int(Math.ceil(counts['changes']! / 1000))}`,
  ),
  'translations list': Array.from({ length: 100 }, () => `/api/translations/?page=${1 + random.int(pages('translations'))}`),
  'components list': Array.from({ length: 60 }, () => `/api/components/?page=${1 + random.int(pages('components'))}`),
  'projects / languages / users': [
    ...Array.from({ length: 30 }, () => `/api/projects/?page=${1 + random.int(pages('projects'))}`),
    ...Array.from({ length: 10 }, () => `/api/languages/?page=${1 + random.int(pages('languages'))}`),
    ...Array.from({ length: 60 }, () => `/api/users/?page=${1 + random.int(pages('users'))}`),
  ],
  'scoped change lists': [
    ...components.map((c) => `${apiPath(c.url!)}changes/`),
    ...translations.map((t) => `${apiPath(t.url!)}changes/`),
  ],
  'details': [
    ...components.map((c) => apiPath(c.url!)),
    ...translations.map((t) => apiPath(t.url!)),
    ...Array.from({ length: 50 }, () => `/api/changes/${1 + random.int(counts['changes']!)}/`),
  ],
};

const rows: string[] = [];
const all: number[] = [];
const slowest: [number, string][] = [];
for (const [name, paths] of Object.entries(groups)) {
  const times: number[] = [];
  let bytes = 0;
  for (const path of paths) {
    const result = await get(path);
    if (result.status !== 200) throw new Error(`${path}: HTTP ${result.status}`);
    times.push(result.ms);
    bytes += result.bytes;
    slowest.push([result.ms, path]);
  }
  if (!name.includes('1000')) all.push(...times);
  const f = (v: number) => v.toFixed(1);
  rows.push(
    `| ${name} | ${paths.length} | ${Math.round(bytes / paths.length / 1024)} KB | ${f(percentile(times, 50))} | ${f(percentile(times, 95))} | ${f(percentile(times, 99))} | ${f(Math.max(...times))} |`,
  );
}
const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
await server.stop();
agent.destroy();

const table = [
  `Profile \`${profile}\`: ${Object.entries(counts).map(([k, v]) => `${v.toLocaleString('en')} ${k}`).join(', ')}.`,
  '',
  `Server start-up (generation of the instance, to the first byte of its URL): **${(startupMs / 1000).toFixed(1)} s**. ` +
    `Server memory after the run: RSS **${Math.round(kb('VmRSS') / 1024)} MB**, peak RSS **${Math.round(kb('VmHWM') / 1024)} MB**.`,
  '',
  '| requests | n | avg size | p50 ms | p95 ms | p99 ms | max ms |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...rows,
  '',
  // Every row but the pages of 1000: the lists at 50 a page and the single records (details).
  `Every request but the pages of 1000, list pages of 50 and single records alike (${all.length} requests): p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms.`,
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, ` +
    'with `npm run bench:sample`.',
].join('\n');
process.stdout.write(`${table}\n`);
slowest.sort((a, b) => b[0] - a[0]);
process.stderr.write(`slowest: ${slowest.slice(0, 5).map(([ms, path]) => `${path} ${ms.toFixed(1)} ms`).join(', ')}\n`);
if (values.write) await writeDocSection('docs/benchmarks.md', 'bench:sample', table);
leftovers.off();
await ended();
