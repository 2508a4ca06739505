// `npm run bench:crawl`: the crawler against the sample instance.
//
// 1. With a fixed 20 ms latency per request (demo profile): requests and wall time (medians of
//    `--rounds` runs, default 7) at concurrency 1, 4 and 16, beside the ideal (requests ×
//    latency ÷ concurrency) and beside a sequential crawl that follows `next` one page at a time
//    with Weblate's default page size, as Weblate's own client wlc does; requests at page_size
//    1000 against 50; and concurrency 16 again on the demo instance with a log of 100,000 changes,
//    where the fixed costs (the first round trip, writing the snapshot) weigh less; and the demo
//    served as Weblate 5.x serves its log (newest first, equal timestamps swapping). Beside each
//    crawl at concurrency 16, the set-up's floor: a client that only fetches and parses; on the
//    demo also two steps from it towards the crawl (its HTTP client; its list reading).
// 2. Without latency: change records per second of the crawler's own CPU time and its peak RSS,
//    in a child process of its own, on one million change records (the demo instance with its
//    log lengthened; three crawls, the highest peak the figure), and the same figures for the
//    whole large profile (one crawl).
// The sample server always runs in a separate process so that its work is not counted.
// First: stops a Node.js too old to run this (run directly, npm's check is not there).
import './lib/node-check.mjs';
import { spawn } from 'node:child_process';
import { startSampleProcess } from './lib/sample-process.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseCommandLine, wholeNumberFlag } from './lib/command-line.ts';
import { stopBenchOnSignals } from './lib/bench-stop.ts';
import { exitOnLateSignals } from './lib/late-signals.ts';
import { runFromProject } from '../src/invocation-path.ts';
import pLimit from 'p-limit';
import { request } from 'undici';
import { crawl } from '../src/crawler/crawl.ts';
import { HttpClient } from '../src/crawler/http.ts';
import { readList } from '../src/crawler/paginate.ts';
import { TimeSlice } from '../src/crawler/time-slice.ts';
import { median, writeDocSection } from './lib/bench-doc.ts';
import { API_LISTS } from '../src/weblate/urls.ts';

// How long the bench's crawls wait for a response's headers, and the longest --latency that leaves
// them time for the server's work.
const HEADERS_TIMEOUT_MS = 60_000;
const LONGEST_LATENCY_MS = HEADERS_TIMEOUT_MS / 2;

/** Usage of `npm run bench:crawl`. */
const USAGE = `Usage: npm run bench:crawl -- [options]

  --write         put the figures into docs/benchmarks.md
  --latency MS    the sample instance's latency per request (default 20, at most 30000)
  --rounds N      crawls per figure at concurrency 16 (default 7)
`;

// From the project, wherever it was started: docs/benchmarks.md is the project's.
runFromProject(fileURLToPath(new URL('..', import.meta.url)));
const { values } = parseCommandLine('bench:crawl', USAGE, process.argv.slice(2), (args) => {
  const { values: parsed } = parseArgs({
    args,
    options: {
      write: { type: 'boolean', default: false },
      // One crawl of the URL, for the benchmark's own child processes.
      child: { type: 'string' },
      latency: { type: 'string', default: '20' },
      rounds: { type: 'string', default: '7' },
    },
  });
  // Refused with the other arguments, in one line, before a sample server is started.
  wholeNumberFlag('rounds', parsed.rounds, { min: 1, max: 1000 });
  // Every request waits the latency before its headers, and the bench's crawls give up on headers
  // after HEADERS_TIMEOUT_MS: --latency 61000 timed every request out and failed after 7 minutes.
  // Half of it leaves the other half for the server's own work.
  wholeNumberFlag('latency', parsed.latency, { min: 0, max: LONGEST_LATENCY_MS, unit: 'milliseconds' });
  return { values: parsed };
});
const rounds = Number(values.rounds);

// Stopped by a signal, it removes its work folders and ends its child processes (bench-stop.ts);
// a signal once it is done leaves its exit status as it is.
const ended = exitOnLateSignals();
const leftovers = stopBenchOnSignals('bench:crawl', values.child === undefined);

const crawlDefaults = {
  projects: [], lenient: false, connectTimeoutMs: 10_000, headersTimeoutMs: HEADERS_TIMEOUT_MS, bodyTimeoutMs: 120_000, maxRetries: 5,
};

if (values.child) {
  // Child mode: one crawl, then its own CPU time and peak RSS as JSON on stdout.
  const out = leftovers.folder(await mkdtemp(join(tmpdir(), 'atlas-bench-')));
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

// The lists the floor and the steps towards the crawl read, instance-wide: the same pages as the crawl.
const LISTS = API_LISTS;

/** Every list's pages at `pageSize`, planned from page 1's count and fetched with `get`; resolves with the wall time. */
async function everyPage(base: string, pageSize: number, get: (url: string) => Promise<{ count: number; results: unknown[] }>): Promise<number> {
  const started = performance.now();
  await Promise.all(
    LISTS.map(async (list) => {
      const first = await get(`${base}/api/${list}/?page_size=${pageSize}`);
      const pages = Math.ceil(first.count / Math.max(1, first.results.length));
      await Promise.all(Array.from({ length: pages - 1 }, (_, i) => get(`${base}/api/${list}/?page=${i + 2}&page_size=${pageSize}`)));
    }),
  );
  return (performance.now() - started) / 1000;
}

/**
 * The floor of this set-up: every list at `pageSize` under one p-limit of `concurrency`, each page
 * only read and JSON.parse'd, nothing validated or stored. What separates it from the ideal is
 * the harness (timers, loopback, the sample server sharing the machine), not the crawler.
 */
async function bareCrawl(base: string, pageSize: number, concurrency: number): Promise<{ requests: number; wall: number }> {
  const limit = pLimit(concurrency);
  let requests = 0;
  const wall = await everyPage(base, pageSize, (url) =>
    limit(async () => {
      const response = await request(url, { headers: { accept: 'application/json' } });
      requests++;
      return JSON.parse(await response.body.text()) as { count: number; results: unknown[] };
    }),
  );
  return { requests, wall };
}

/** The crawler's HTTP client as the crawl makes it. */
function crawlerClient(base: string, concurrency: number): HttpClient {
  return new HttpClient({
    baseUrl: base, userAgent: 'weblate-atlas-bench', concurrency,
    connectTimeoutMs: crawlDefaults.connectTimeoutMs, headersTimeoutMs: crawlDefaults.headersTimeoutMs,
    bodyTimeoutMs: crawlDefaults.bodyTimeoutMs, maxRetries: crawlDefaults.maxRetries,
  });
}

/** A step from the floor towards the crawl: the same pages through the crawler's own HTTP client (pool, limit, pacing, decoding, parsing). */
async function clientOnly(base: string, pageSize: number, concurrency: number): Promise<{ requests: number; wall: number }> {
  const client = crawlerClient(base, concurrency);
  try {
    const wall = await everyPage(base, pageSize, async (url) => (await client.getJson(url)).body as { count: number; results: unknown[] });
    return { requests: client.stats.requests, wall };
  } finally {
    await client.close();
  }
}

/**
 * The next step: every list read as the crawl reads it (readList: pages planned from page 1 and
 * checked as list pages, each record's bytes found in the body, in time slices, the crawl's
 * window), nothing validated or stored.
 */
async function listsOnly(base: string, pageSize: number, concurrency: number): Promise<{ requests: number; wall: number }> {
  const client = crawlerClient(base, concurrency);
  const slice = new TimeSlice();
  try {
    const started = performance.now();
    await Promise.all(
      LISTS.map(async (list) => {
        for await (const page of readList(client, `${base}/api/${list}/?page_size=${pageSize}`, { window: concurrency + 2, slice })) void page;
      }),
    );
    return { requests: client.stats.requests, wall: (performance.now() - started) / 1000 };
  } finally {
    await client.close();
  }
}

const latency = Number(values.latency);

const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);
const lines: string[] = [];

// Part 1: latency.
/** One crawl: requests, wall time, and the time from its last response to its end (writing the snapshot). */
async function crawlOnce(url: string, out: string, pageSize: number, concurrency: number) {
  const started = performance.now();
  const { manifest } = await crawl({ ...crawlDefaults, url, out, concurrency, pageSize });
  // finishedAt is taken when the last list is read, just before the snapshot is written.
  const writing = (Date.now() - Date.parse(manifest.finishedAt)) / 1000;
  return { requests: manifest.requests, wall: (performance.now() - started) / 1000, writing };
}

interface Runs { requests: number; walls: number[]; writings: number[] }
const runs = new Map<string, Runs>();
const note = (key: string, run: { requests: number; wall: number; writing?: number }) => {
  const entry = runs.get(key) ?? { requests: run.requests, walls: [], writings: [] };
  entry.walls.push(run.wall);
  if (run.writing !== undefined) entry.writings.push(run.writing);
  runs.set(key, entry);
};
const wallOf = (key: string) => median(runs.get(key)!.walls);
const idealOf = (key: string, concurrency: number) => (runs.get(key)!.requests * latency) / 1000 / concurrency;

/**
 * Crawls at concurrency 16 and page size 50 and the floor, taking turns for `rounds` rounds (both
 * warmed up at those settings first), so that both see the same moments of the machine. With
 * `steps`, the two steps between them (clientOnly, listsOnly) take their turns too. The first
 * crawl, the process's first at these settings, is kept apart as `<prefix>cold`: a nightly job's
 * one crawl runs before the JIT has compiled its paths.
 */
async function alternate(url: string, out: string, prefix: string, steps: boolean) {
  const between = steps ? ([['client', clientOnly], ['lists', listsOnly]] as const) : [];
  note(`${prefix}cold`, await crawlOnce(url, out, 50, 16));
  for (let warm = 0; warm < 2; warm++) {
    await bareCrawl(url, 50, 16);
    for (const [, step] of between) await step(url, 50, 16);
    if (warm === 0) await crawlOnce(url, out, 50, 16);
  }
  for (let round = 0; round < rounds; round++) {
    note(`${prefix}50/16`, await crawlOnce(url, out, 50, 16));
    note(`${prefix}floor`, await bareCrawl(url, 50, 16));
    for (const [key, step] of between) note(`${prefix}${key}`, await step(url, 50, 16));
    const last = (key: string) => f2(runs.get(`${prefix}${key}`)!.walls.at(-1)!);
    process.stderr.write(
      `${prefix || 'demo '}round ${round + 1}: concurrency 16 ${last('50/16')} s, floor ${last('floor')} s` +
        `${steps ? `, client ${last('client')} s, lists ${last('lists')} s` : ''}\n`,
    );
  }
}

const LONG_LOG = 100_000;

/**
 * Runs `measure` against a sample server (a process of its own, started with `args`) and a work
 * folder of its own in the temp folder; both are gone afterwards, and on a stop.
 */
async function withSample(args: string[], measure: (url: string, out: string) => Promise<void>): Promise<void> {
  const server = await startSampleProcess(args, 'ignore', leftovers.child);
  const out = leftovers.folder(await mkdtemp(join(tmpdir(), 'atlas-bench-')));
  try {
    await measure(server.url, out);
  } finally {
    await server.stop();
    await rm(out, { recursive: true, force: true });
    leftovers.forget(out);
  }
}

let sequential = { requests: 0, wall: 0 };
await withSample(['--profile', 'demo', '--seed', '1', '--latency', String(latency)], async (url, out) => {
  // On a shared virtual machine the same crawl varies by a third from one run to the next, so
  // each short crawl runs `rounds` times and its median counts. The two long crawls (page size
  // 50 at concurrency 1 and 4) run once.
  await alternate(url, out, '', true);
  for (const [pageSize, concurrency] of [[50, 1], [50, 4], [1000, 1], [1000, 4], [1000, 16]] as const) {
    for (let round = 0; round < (pageSize === 50 ? 1 : rounds); round++) note(`${pageSize}/${concurrency}`, await crawlOnce(url, out, pageSize, concurrency));
  }
  sequential = await sequentialCrawl(url);
});
// The same instance with a longer change log: the first round trip (no page can be planned
// before page 1 is in) and writing the snapshot weigh less against more requests.
await withSample(['--profile', 'demo', '--seed', '1', '--changes', String(LONG_LOG), '--latency', String(latency)], (url, out) => alternate(url, out, 'long ', false));

// The demo instance as Weblate 5.x serves it: newest first, ordered by timestamp alone, so
// records sharing a timestamp swap places between requests and the crawl reads those ties again.
await withSample(['--profile', 'demo', '--seed', '1', '--variant', '5x', '--latency', String(latency)], async (url, out) => {
  await crawlOnce(url, out, 50, 16);
  for (const pageSize of [50, 1000]) {
    for (let round = 0; round < rounds; round++) note(`5x ${pageSize}/16`, await crawlOnce(url, out, pageSize, 16));
  }
});

// The same, its log growing by a record a change-list request while it is read, as a busy
// server's does: a newest-first log's pages move on, and records fall between pages.
await withSample(['--profile', 'demo', '--seed', '1', '--variant', '5x', '--growth', '1', '--latency', String(latency)], async (url, out) => {
  await crawlOnce(url, out, 50, 16);
  for (let round = 0; round < rounds; round++) note('5x growing 50/16', await crawlOnce(url, out, 50, 16));
});

lines.push(
  `### With ${latency} ms latency per request (demo profile: 760 translations, 20,000 changes; and its log lengthened to ${LONG_LOG.toLocaleString('en')})`,
  '',
  `Medians of ${rounds} runs, the range beside them; page size 50 at concurrency 1 and 4 once. At concurrency 16 and page size 50 ` +
    'each run follows a warm-up at those settings, and the crawl and the floor take turns. "Writing" is the time from the ' +
    'last response to the end of the crawl: sorting, writing and syncing the snapshot.',
  '',
  '| crawl | change log | page size | concurrency | requests | wall s (median) | of which writing | ideal s | wall ÷ ideal (range) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
);
const row = (label: string, log: number, key: string, pageSize: number, concurrency: number) => {
  const { requests, walls, writings } = runs.get(key)!;
  const wall = median(walls);
  const ideal = idealOf(key, concurrency);
  const spread = walls.length > 1 ? ` (${f2(Math.min(...walls) / ideal)}–${f2(Math.max(...walls) / ideal)})` : '';
  const writing = writings.length > 0 ? f2(median(writings)) : '';
  lines.push(`| ${label} | ${log.toLocaleString('en')} | ${pageSize} | ${concurrency} | ${requests} | ${f2(wall)} | ${writing} | ${f2(ideal)} | ${f2(wall / ideal)}${spread} |`);
  process.stderr.write(`${lines.at(-1)}\n`);
};
for (const pageSize of [50, 1000]) for (const concurrency of [1, 4, 16]) row('weblate-atlas', 20_000, `${pageSize}/${concurrency}`, pageSize, concurrency);
row('fetch and JSON.parse only (the set-up\'s floor)', 20_000, 'floor', 50, 16);
row('the crawler\'s HTTP client only (floor + its pool, limit, pacing, decoding)', 20_000, 'client', 50, 16);
row('its list reading only (+ pages planned and checked, record bytes found, in slices)', 20_000, 'lists', 50, 16);
row('weblate-atlas', LONG_LOG, 'long 50/16', 50, 16);
row('fetch and JSON.parse only (the set-up\'s floor)', LONG_LOG, 'long floor', 50, 16);
for (const pageSize of [50, 1000]) row('weblate-atlas, the demo served as Weblate 5.x does (equal timestamps swap; ties read again)', 20_000, `5x ${pageSize}/16`, pageSize, 16);
row('weblate-atlas, the same, its log growing by a record a request (records fall between pages, read again)', 20_000, '5x growing 50/16', 50, 16);
const sequentialIdeal = (sequential.requests * latency) / 1000;
const ratio = (key: string) => wallOf(key) / idealOf(key, 16);
lines.push(
  `| sequential, as wlc | 20,000 | 50 (server default) | 1 | ${sequential.requests} | ${f2(sequential.wall)} | | ${f2(sequentialIdeal)} | ${f2(sequential.wall / sequentialIdeal)} |`,
  '',
  `- Concurrency 16, page size 1000 (the defaults but for concurrency) against the sequential crawl: ` +
    `**${f1(sequential.wall / wallOf('1000/16'))}× faster**; at page size 50: ${f1(sequential.wall / wallOf('50/16'))}× faster.`,
  `- page_size honoured: **${f1(runs.get('50/16')!.requests / runs.get('1000/16')!.requests)}× fewer requests** at 1000 a page ` +
    `(${runs.get('1000/16')!.requests}) than at 50 (${runs.get('50/16')!.requests}).`,
  `- Concurrency 16 against the ideal, page size 50: **${f2(ratio('50/16'))}×** on the demo's 20,000 changes and ` +
    `**${f2(ratio('long 50/16'))}×** on ${LONG_LOG.toLocaleString('en')}. A client that only fetches and parses the same pages under ` +
    `the same limit takes ${f2(ratio('floor'))}× and ${f2(ratio('long floor'))}×: what lies between that and 1 is the set-up's ` +
    '(timers, loopback, the sample server sharing the two cores), the rest the crawler\'s (validating, storing, writing the snapshot).',
  `- Between the floor and the crawl on the demo (all four in turns): the crawler's own HTTP client takes ${f2(ratio('client'))}×, ` +
    `reading the lists as the crawl does ${f2(ratio('lists'))}×; validating and storing the records and writing the snapshot ` +
    `(${f2(median(runs.get('50/16')!.writings))} s of it after the last response) make up the rest to ${f2(ratio('50/16'))}×.`,
  `- Each of those runs after a warm-up at the same settings. The process's first crawl at them, before the JIT has compiled ` +
    `its paths (a nightly job's only crawl), took ${f2(ratio('cold'))}× on the demo and ${f2(ratio('long cold'))}× on the longer log (once each).`,
  '',
);

// Part 2: CPU throughput and memory, no latency.
async function childCrawl(serverArgs: string[]) {
  const server = await startSampleProcess(serverArgs, 'ignore', leftovers.child);
  try {
    // With this process's own Node options (`npm run bench:crawl` gives those of `npm run crawl`,
    // its young generation's size among them), so that its memory is the crawl's.
    const child = leftovers.child(spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--child', server.url], { stdio: ['ignore', 'pipe', 'inherit'] }));
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    await new Promise((resolve) => child.once('exit', resolve));
    return JSON.parse(text) as {
      wall: number; cpu: number; maxRssMb: number; changes: number; records: number; requests: number; bytes: number;
    };
  } finally {
    await server.stop();
  }
}
lines.push(
  '### Without latency, concurrency 4, page size 1000',
  '',
  '| instance | records | of which changes | requests | JSON | wall s | crawler CPU s | change records / CPU s | records / CPU s | peak RSS |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
);
// The million changes, which the target's 512 MB is about, are crawled three times: a crawl's peak
// RSS depends on when V8 happens to collect, and one crawl in some twenty peaked 60 MB above the
// others (521 MB against 421 to 462). The highest of the three is the figure, the range beside it.
for (const [name, args, times] of [
  ['demo, log of 1,000,000 changes', ['--profile', 'demo', '--seed', '1', '--changes', '1000000'], 3],
  ['large', ['--profile', 'large', '--seed', '1'], 1],
] as const) {
  const crawls = [];
  for (let i = 0; i < times; i++) crawls.push(await childCrawl([...args]));
  const r = crawls[0]!;
  const wall = median(crawls.map((c) => c.wall));
  const cpu = median(crawls.map((c) => c.cpu));
  const rss = crawls.map((c) => Math.round(c.maxRssMb));
  const rssRange = times === 1 ? '' : ` (${Math.min(...rss)}–${Math.max(...rss)})`;
  lines.push(
    `| ${name} | ${r.records.toLocaleString('en')} | ${r.changes.toLocaleString('en')} | ${r.requests.toLocaleString('en')} | ` +
      `${(r.bytes / 1e6).toFixed(0)} MB | ${f1(wall)} | ${f1(cpu)} | **${Math.round(r.changes / cpu).toLocaleString('en')}** | ` +
      `${Math.round(r.records / cpu).toLocaleString('en')} | **${Math.max(...rss)} MB**${rssRange} |`,
  );
  process.stderr.write(`${lines.at(-1)}\n`);
}
lines.push(
  '',
  'CPU time is the crawler process\'s own (user + system) for the whole crawl: every list fetched, parsed, ' +
    'validated and written, and the snapshot committed; the sample server runs in another process. ' +
    'The million changes are crawled three times: wall and CPU time are the medians, peak RSS the highest, the range beside it.',
  '',
);

lines.push(
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, ` +
    'with `npm run bench:crawl`.',
);
const table = lines.join('\n');
process.stdout.write(`${table}\n`);
if (values.write) await writeDocSection('docs/benchmarks.md', 'bench:crawl', table);
leftovers.off();
await ended();
