// `npm run bench:crawl`: the crawler against the sample instance.
//
// 1. With a fixed 20 ms latency per request (demo profile): requests and wall time (medians of
//    `--rounds` runs, default 5) at concurrency 1, 4 and 16, beside the ideal (requests ×
//    latency ÷ concurrency) and beside a sequential crawl that follows `next` one page at a time with Weblate's default page size,
//    as Weblate's own client wlc does; and requests at page_size 1000 against 50.
// 2. Without latency: change records per second of the crawler's own CPU time and its peak RSS,
//    in a child process of its own, on one million change records (the demo instance with its
//    log lengthened), and the same figures for the whole large profile.
// The sample server always runs in a separate process so that its work is not counted.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pLimit from 'p-limit';
import { request } from 'undici';
import { crawl } from '../src/crawler/crawl.ts';
import { writeDocSection } from './lib/bench-doc.ts';

const { values } = parseArgs({
  options: {
    write: { type: 'boolean', default: false },
    child: { type: 'string' },
    latency: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '5' },
  },
});
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a whole number of at least 1, got ${values.rounds}`);

const crawlDefaults = {
  projects: [], lenient: false, connectTimeoutMs: 10_000, headersTimeoutMs: 60_000, bodyTimeoutMs: 120_000, maxRetries: 5,
};

if (values.child) {
  // Child mode: one crawl, then its own CPU time and peak RSS as JSON on stdout.
  const out = await mkdtemp(join(tmpdir(), 'atlas-bench-'));
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const { manifest } = await crawl({ ...crawlDefaults, url: values.child, out, concurrency: 4, pageSize: 1000 });
  const wall = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  await rm(out, { recursive: true, force: true });
  process.stdout.write(
    JSON.stringify({
      wall,
      cpu: (cpu.user + cpu.system) / 1e6,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
      changes: manifest.collections.changes.count,
      records: Object.values(manifest.collections).reduce((sum, c) => sum + c.count, 0),
      requests: manifest.requests,
      bytes: manifest.bytes,
    }),
  );
  process.exit(0);
}

/** Starts `npm run sample` in its own process; resolves with its URL and a stop function. */
async function startServer(args: string[]): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['scripts/sample.ts', ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      if (buffer.includes('\n')) resolve(buffer.split('\n')[0]!.trim());
    });
    child.once('exit', (code) => reject(new Error(`sample server exited with ${code}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/** A crawl as wlc does it: one request at a time, `next` followed, the server's default page size. */
async function sequentialCrawl(base: string): Promise<{ requests: number; wall: number }> {
  let requests = 0;
  const all = async (url: string): Promise<Record<string, unknown>[]> => {
    const records: Record<string, unknown>[] = [];
    for (let next: string | null = url; next !== null; ) {
      const response = await request(next, { headers: { accept: 'application/json' } });
      const page = (await response.body.json()) as { next: string | null; results: Record<string, unknown>[] };
      requests++;
      records.push(...page.results);
      next = page.next;
    }
    return records;
  };
  const started = performance.now();
  await all(`${base}/api/languages/`);
  for (const project of await all(`${base}/api/projects/`)) {
    for (const component of await all(String(project['components_list_url']))) await all(String(component['translations_url']));
  }
  await all(`${base}/api/users/`);
  await all(`${base}/api/changes/`);
  return { requests, wall: (performance.now() - started) / 1000 };
}

/**
 * The floor of this set-up: every list at `pageSize` under one p-limit of `concurrency`, each page
 * only read and JSON.parse'd, nothing validated or stored. What separates it from the ideal is
 * the harness (timers, loopback, the sample server sharing the machine), not the crawler.
 */
async function bareCrawl(base: string, pageSize: number, concurrency: number): Promise<{ requests: number; wall: number }> {
  const limit = pLimit(concurrency);
  let requests = 0;
  const get = (url: string) =>
    limit(async () => {
      const response = await request(url, { headers: { accept: 'application/json' } });
      requests++;
      return JSON.parse(await response.body.text()) as { count: number; results: unknown[] };
    });
  const started = performance.now();
  await Promise.all(
    ['languages', 'projects', 'components', 'translations', 'users', 'changes'].map(async (list) => {
      const first = await get(`${base}/api/${list}/?page_size=${pageSize}`);
      const pages = Math.ceil(first.count / Math.max(1, first.results.length));
      await Promise.all(Array.from({ length: pages - 1 }, (_, i) => get(`${base}/api/${list}/?page=${i + 2}&page_size=${pageSize}`)));
    }),
  );
  return { requests, wall: (performance.now() - started) / 1000 };
}

const latency = Number(values.latency);

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);
const lines: string[] = [];

// Part 1: latency.
{
  const server = await startServer(['--profile', 'demo', '--seed', '1', '--latency', String(latency)]);
  const out = await mkdtemp(join(tmpdir(), 'atlas-bench-'));
  try {
    lines.push(
      `### With ${latency} ms latency per request (demo profile: 20,000 changes, 760 translations)`,
      '',
      `Medians of ${rounds} runs, the range beside them; page size 50 at concurrency 1 and 4 once.`,
      '',
      '| crawl | page size | concurrency | requests | wall s (median) | ideal s | wall ÷ ideal (range) |',
      '|---|---:|---:|---:|---:|---:|---:|',
    );
    // On a shared virtual machine the same crawl varies by a third from one run to the next, so
    // each short crawl runs `rounds` times and its median counts; the crawl at concurrency 16 and
    // the floor take turns, so that both see the same moments of the machine. The two long
    // crawls (page size 50 at concurrency 1 and 4) run once.
    const crawlOnce = async (pageSize: number, concurrency: number) => {
      const started = performance.now();
      const { manifest } = await crawl({ ...crawlDefaults, url: server.url, out, concurrency, pageSize });
      return { requests: manifest.requests, wall: (performance.now() - started) / 1000 };
    };
    const walls = new Map<string, { requests: number; walls: number[] }>();
    const note = (key: string, run: { requests: number; wall: number }) => {
      const entry = walls.get(key) ?? { requests: run.requests, walls: [] };
      entry.walls.push(run.wall);
      walls.set(key, entry);
    };
    // Both warmed up once (code compiled, server caches filled), then measured.
    await crawlOnce(1000, 16);
    await bareCrawl(server.url, 50, 16);
    for (let round = 0; round < rounds; round++) {
      note('50/16', await crawlOnce(50, 16));
      note('floor', await bareCrawl(server.url, 50, 16));
      process.stderr.write(`round ${round + 1}: concurrency 16 ${f2(walls.get('50/16')!.walls.at(-1)!)} s, floor ${f2(walls.get('floor')!.walls.at(-1)!)} s\n`);
    }
    for (const [pageSize, concurrency] of [[50, 1], [50, 4], [1000, 1], [1000, 4], [1000, 16]] as const) {
      for (let round = 0; round < (pageSize === 50 ? 1 : rounds); round++) note(`${pageSize}/${concurrency}`, await crawlOnce(pageSize, concurrency));
    }
    const runs: Record<string, { requests: number; wall: number }> = {};
    const row = (label: string, key: string, pageSize: number, concurrency: number) => {
      const { requests, walls: all } = walls.get(key)!;
      const wall = median(all);
      runs[key] = { requests, wall };
      const ideal = (requests * latency) / 1000 / concurrency;
      const spread = all.length > 1 ? ` (${f2(Math.min(...all) / ideal)}–${f2(Math.max(...all) / ideal)})` : '';
      lines.push(`| ${label} | ${pageSize} | ${concurrency} | ${requests} | ${f2(wall)} | ${f2(ideal)} | ${f2(wall / ideal)}${spread} |`);
      process.stderr.write(`${lines.at(-1)}\n`);
    };
    for (const pageSize of [50, 1000]) for (const concurrency of [1, 4, 16]) row('weblate-atlas', `${pageSize}/${concurrency}`, pageSize, concurrency);
    row('fetch and JSON.parse only (the set-up\'s floor)', 'floor', 50, 16);
    const bare = runs['floor']!;
    const bareIdeal = (bare.requests * latency) / 1000 / 16;
    const sequential = await sequentialCrawl(server.url);
    lines.push(
      `| sequential, as wlc | 50 (server default) | 1 | ${sequential.requests} | ${f2(sequential.wall)} | ${f2((sequential.requests * latency) / 1000)} | ${f2(sequential.wall / ((sequential.requests * latency) / 1000))} |`,
      '',
      `- Concurrency 16, page size 1000 (the defaults but for concurrency) against the sequential crawl: ` +
        `**${f1(sequential.wall / runs['1000/16']!.wall)}× faster**; at page size 50: ${f1(sequential.wall / runs['50/16']!.wall)}× faster.`,
      `- page_size honoured: **${f1(runs['50/16']!.requests / runs['1000/16']!.requests)}× fewer requests** at 1000 a page ` +
        `(${runs['1000/16']!.requests}) than at 50 (${runs['50/16']!.requests}).`,
      `- Concurrency 16 against the ideal: ${f2(runs['50/16']!.wall / ((runs['50/16']!.requests * latency) / 1000 / 16))}× at page size 50, ` +
        `${f2(runs['1000/16']!.wall / ((runs['1000/16']!.requests * latency) / 1000 / 16))}× at page size 1000. ` +
        `A client that only fetches and parses the same pages under the same limit takes ${f2(bare.wall / bareIdeal)}× its ideal: ` +
        `what lies between that and 1 is the set-up's, the rest the crawler's (validating, storing, committing).`,
      '',
    );
  } finally {
    server.stop();
    await rm(out, { recursive: true, force: true });
  }
}

// Part 2: CPU throughput and memory, no latency.
async function childCrawl(serverArgs: string[]) {
  const server = await startServer(serverArgs);
  try {
    const child = spawn(process.execPath, ['scripts/bench-crawl.ts', '--child', server.url], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    await new Promise((resolve) => child.once('exit', resolve));
    return JSON.parse(text) as {
      wall: number; cpu: number; maxRssMb: number; changes: number; records: number; requests: number; bytes: number;
    };
  } finally {
    server.stop();
  }
}
lines.push(
  '### Without latency, concurrency 4, page size 1000',
  '',
  '| instance | records | of which changes | requests | JSON | wall s | crawler CPU s | change records / CPU s | records / CPU s | peak RSS |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
);
for (const [name, args] of [
  ['demo, log of 1,000,000 changes', ['--profile', 'demo', '--seed', '1', '--changes', '1000000']],
  ['large', ['--profile', 'large', '--seed', '1']],
] as const) {
  const r = await childCrawl([...args]);
  lines.push(
    `| ${name} | ${r.records.toLocaleString('en')} | ${r.changes.toLocaleString('en')} | ${r.requests.toLocaleString('en')} | ` +
      `${(r.bytes / 1e6).toFixed(0)} MB | ${f1(r.wall)} | ${f1(r.cpu)} | **${Math.round(r.changes / r.cpu).toLocaleString('en')}** | ` +
      `${Math.round(r.records / r.cpu).toLocaleString('en')} | **${Math.round(r.maxRssMb)} MB** |`,
  );
  process.stderr.write(`${lines.at(-1)}\n`);
}
lines.push(
  '',
  'CPU time is the crawler process\'s own (user + system) for the whole crawl: every list fetched, parsed, ' +
    'validated and written, and the snapshot committed; the sample server runs in another process.',
  '',
);

lines.push(
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, ` +
    'with `npm run bench:crawl`.',
);
const table = lines.join('\n');
process.stdout.write(`${table}\n`);
if (values.write) await writeDocSection('docs/benchmarks.md', 'bench:crawl', table);
