// `npm run bench:build`: the site build, on the demo and the large sample instances.
// Each build runs in a child process that reports its own wall time, CPU time, peak RSS and the
// time of each phase (scripts/lib/build-progress.ts).
// Beside the large build, a bare Astro project with the same number of (trivial) pages is built,
// to see what the report and the site's components cost. The two take turns, `--rounds` times
// (default 3), and the medians are compared; every build starts with the kernel's caches dropped
// (kernel-caches.ts), without which each ran slower than the one before it (the same bare build
// took 28 to 50 s within ten minutes, mostly in system time creating files). Once each, a bare
// build with Astro's defaults and one of pages as large as the site's. Page and script sizes are
// read from the output.
// First: stops a Node.js too old to run this (run directly, npm's check is not there).
import './lib/node-check.mjs';
import { spawn } from 'node:child_process';
import { startSampleProcess } from './lib/sample-process.ts';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseCommandLine, wholeNumberFlag } from './lib/command-line.ts';
import { stopBenchOnSignals } from './lib/bench-stop.ts';
import { exitOnLateSignals } from './lib/late-signals.ts';
import { invocationPath, runFromProject } from '../src/invocation-path.ts';
import { gzipSync } from 'node:zlib';
import { crawl } from '../src/crawler/crawl.ts';
import { median, writeDocSection } from './lib/bench-doc.ts';
import { dropKernelCaches, readIntoCache } from './lib/kernel-caches.ts';
import { buildProgressIntegration, emptyBuildProgress, endBuildProgress } from './lib/build-progress.ts';

/** Usage of `npm run bench:build`. */
const USAGE = `Usage: npm run bench:build -- [options]

  --write                 put the figures into docs/benchmarks.md
  --rounds N              rounds of the large and the bare build, taken in turns (default 3)
  --large-snapshot DIR    build this crawled large snapshot instead of crawling one
`;

// From the project, wherever it was started: Astro builds the project's site, and docs/benchmarks.md is the project's.
runFromProject(fileURLToPath(new URL('..', import.meta.url)));
const { values } = parseCommandLine('bench:build', USAGE, process.argv.slice(2), (args) => {
  const { values: parsed } = parseArgs({
    args,
    options: {
      write: { type: 'boolean', default: false },
      // One build, for the benchmark's own child processes.
      child: { type: 'string' },
      out: { type: 'string' },
      bare: { type: 'string' },
      'large-snapshot': { type: 'string' },
      rounds: { type: 'string', default: '3' },
    },
  });
  // Refused with the other arguments, in one line, before a work folder is made.
  wholeNumberFlag('rounds', parsed.rounds, { min: 1, max: 1000 });
  return { values: parsed };
});

if (values.child || values.bare) {
  // Child mode: one build, then wall time, CPU, peak RSS and the time of each phase as JSON on stdout.
  const started = performance.now();
  const progress = emptyBuildProgress(Date.now());
  if (values.child) {
    const { buildSite, stopBuildOnSignals } = await import('./build.ts');
    // Stopped, it removes its folders as a build does (its temp folder, its unfinished site).
    stopBuildOnSignals(values.out!);
    await buildSite(values.child, values.out!, { progress });
  } else {
    const { build } = await import('astro');
    process.env['ASTRO_TELEMETRY_DISABLED'] = '1';
    // The same integration as the site's, for its phases: it counts pages and renders nothing differently.
    await build({ root: values.bare!, logLevel: 'error', integrations: [buildProgressIntegration(progress)] });
    endBuildProgress(progress, Date.now());
  }
  const usage = process.resourceUsage();
  const seconds = (ms: number) => ms / 1000;
  process.stdout.write(
    JSON.stringify({
      wall: (performance.now() - started) / 1000,
      // Every thread's: the report's worker included.
      cpu: (usage.userCPUTime + usage.systemCPUTime) / 1e6,
      maxRssMb: usage.maxRSS / 1024,
      phases: {
        bundling: seconds(progress.phaseMs.bundling), report: seconds(progress.phaseMs.report),
        rendering: seconds(progress.phaseMs.rendering), replacing: seconds(progress.phaseMs.replacing + progress.phaseMs.removing),
      },
    } satisfies BuildFigures),
  );
  process.exit(0);
}

/** What one build child reports; times in seconds. */
interface BuildFigures {
  wall: number;
  cpu: number;
  maxRssMb: number;
  /** Astro's bundling; computing the paths (the site: reading the snapshot and computing the report); rendering and writing the pages; putting the new site in place of the old one (the site only). */
  phases: { bundling: number; report: number; rendering: number; replacing: number };
}

// Whether every build started with the kernel's caches dropped (kernel-caches.ts); said beside the figures.
let cachesDropped = true;

/** Runs this script in child mode and reads its figures; `reads`, the folder the build reads (its snapshot), is put in the page cache first. */
async function measure(args: string[], reads?: string): Promise<BuildFigures> {
  // Each build starts from the same state of the file system: nothing of the one before still
  // being written out, and none of the dentries and inodes the builds before it left.
  if (!(await dropKernelCaches())) cachesDropped = false;
  if (reads !== undefined) await readIntoCache(reads);
  const child = leftovers.child(spawn(process.execPath, [fileURLToPath(import.meta.url), ...args], { stdio: ['ignore', 'pipe', 'inherit'] }));
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`build child exited with ${code}`);
  return JSON.parse(text) as BuildFigures;
}

/** Crawls a sample profile (in its own server process) into `out`; returns the snapshot folder. */
async function crawlSample(profile: string, out: string): Promise<string> {
  const server = await startSampleProcess(['--profile', profile, '--seed', '1'], 'ignore', leftovers.child);
  try {
    const { dir } = await crawl({
      url: server.url, out, concurrency: 4, pageSize: 1000, projects: [], lenient: false,
      connectTimeoutMs: 10_000, headersTimeoutMs: 120_000, bodyTimeoutMs: 120_000, maxRetries: 3,
    });
    return dir;
  } finally {
    await server.stop();
  }
}

async function htmlFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.name.endsWith('.html')) found.push(path);
    }
  };
  await walk(root);
  return found;
}

/** Bytes of all the HTML files under `root`. */
async function htmlBytes(pages: readonly string[]): Promise<number> {
  let bytes = 0;
  for (const page of pages) bytes += (await stat(page)).size;
  return bytes;
}

/** Sizes read from a built site: pages, their HTML, language pages, chart script, pages that load it. */
async function siteFigures(dist: string) {
  const pages = await htmlFiles(dist);
  const languagePages = pages.filter((page) => /\/languages\/[^/]+\/index\.html$/.test(page));
  const languageSizes = await Promise.all(languagePages.map(async (page) => (await stat(page)).size));
  const assets = await readdir(join(dist, '_astro'));
  // ChartScript.astro's bundle: chart.js and the chart element, on pages with a chart only. Both
  // sites have charts: a name not found is a renamed script, which the table showed as 0 KB.
  const chartScript = assets.find((name) => name.startsWith('ChartScript.') && name.endsWith('.js'));
  if (chartScript === undefined) throw new Error(`${join(dist, '_astro')} holds no ChartScript.*.js: the chart script was renamed; update siteFigures`);
  const chartGzip = gzipSync(await readFile(join(dist, '_astro', chartScript))).length;
  let withChart = 0;
  for (const page of pages) if ((await readFile(page, 'utf8')).includes(chartScript)) withChart++;
  return {
    pages: pages.length,
    htmlMb: (await htmlBytes(pages)) / 1e6,
    languageMaxKb: Math.max(...languageSizes) / 1024,
    chartGzipKb: chartGzip / 1024,
    withChart,
  };
}

// A sentence of static text, repeated to fill a bare page up to a size.
const FILLER = '<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt.</p>';

/**
 * A bare Astro project with `pages` trivial pages, to compare build times with; Astro's defaults
 * unless `concurrency` is given; each page padded with static text to about `pageBytes` where given.
 */
async function bareProject(dir: string, pages: number, concurrency?: number, pageBytes = 0): Promise<void> {
  await mkdir(join(dir, 'src', 'pages'), { recursive: true });
  const build = concurrency === undefined ? "{ format: 'directory' }" : `{ format: 'directory', concurrency: ${concurrency} }`;
  await writeFile(join(dir, 'astro.config.mjs'), `export default { output: 'static', build: ${build} };\n`);
  await writeFile(
    join(dir, 'src', 'pages', '[...slug].astro'),
    `---
export function getStaticPaths() {
  return Array.from({ length: ${pages} }, (_, i) => ({ params: { slug: \`p/\${i}\` }, props: { i } }));
}
const { i } = Astro.props;
---
<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Page {i}</title></head><body><h1>Page {i}</h1><p>A bare page.</p>${FILLER.repeat(Math.round(pageBytes / FILLER.length))}</body></html>
`,
  );
}

// Stopped by a signal, it ends its child processes and removes its work folders (bench-stop.ts);
// a signal once it is done leaves its exit status as it is.
const ended = exitOnLateSignals();
const leftovers = stopBenchOnSignals('bench:build');
const work = leftovers.folder(await mkdtemp(join(tmpdir(), 'atlas-bench-build-')));
const rounds = Number(values.rounds);
const f1 = (n: number) => n.toFixed(1);
const lines: string[] = [
  '| instance | pages | build s | CPU s | peak RSS | largest language page | chart script (gzip) | pages loading it |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
];
try {
  // The demo, once: its time is far from any limit.
  const demoSnapshot = await crawlSample('demo', join(work, 'demo-snapshots'));
  const demoDist = join(work, 'demo-dist');
  const demo = await measure(['--child', demoSnapshot, '--out', demoDist], demoSnapshot);
  const demoSite = await siteFigures(demoDist);
  await rm(demoDist, { recursive: true, force: true });
  lines.push(
    `| demo | ${demoSite.pages.toLocaleString('en')} | ${f1(demo.wall)} | ${f1(demo.cpu)} | ${Math.round(demo.maxRssMb)} MB | ` +
      `${f1(demoSite.languageMaxKb)} KB | ${f1(demoSite.chartGzipKb)} KB | ${demoSite.withChart.toLocaleString('en')} |`,
  );
  process.stderr.write(`${lines.at(-1)}\n`);

  const given = values['large-snapshot'];
  const largeSnapshot = given === undefined ? await crawlSample('large', join(work, 'large-snapshots')) : invocationPath(given, process.env);
  const largeDist = join(work, 'large-dist');
  const bareDir = leftovers.folder(join(process.cwd(), '.bench-bare'));
  let pages = 0;
  let largeSite: Awaited<ReturnType<typeof siteFigures>> | null = null;
  let bareHtmlMb = 0;
  /** One bare build: its figures, and the MB of HTML it wrote. */
  const bareBuild = async (concurrency?: number, pageBytes?: number) => {
    await rm(bareDir, { recursive: true, force: true });
    await bareProject(bareDir, pages, concurrency, pageBytes);
    const figures = await measure(['--bare', bareDir]);
    const htmlMb = (await htmlBytes(await htmlFiles(join(bareDir, 'dist')))) / 1e6;
    await rm(bareDir, { recursive: true, force: true });
    return { figures, htmlMb };
  };
  // Turns: the large site, then the bare project with the site's build.concurrency (16), rounds times.
  const large: BuildFigures[] = [];
  const bare: BuildFigures[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    large.push(await measure(['--child', largeSnapshot, '--out', largeDist], largeSnapshot));
    if (largeSite === null) {
      largeSite = await siteFigures(largeDist);
      pages = largeSite.pages;
    }
    await rm(largeDist, { recursive: true, force: true });
    const round16 = await bareBuild(16);
    bare.push(round16.figures);
    bareHtmlMb = round16.htmlMb;
    process.stderr.write(`round ${round}: large ${f1(large.at(-1)!.wall)} s, bare ${f1(bare.at(-1)!.wall)} s\n`);
  }
  // Astro's own defaults (one page at a time), once, for reference.
  const { figures: bareDefault } = await bareBuild();
  const site = largeSite!;
  // Pages as large as the site's on average, of static text, once: what writing that much HTML costs Astro.
  const { figures: bareSized, htmlMb: bareSizedMb } = await bareBuild(16, (site.htmlMb * 1e6) / pages);
  const phaseRow = (name: string, runs: BuildFigures[], htmlMb: number) => {
    const phase = (key: keyof BuildFigures['phases']) => median(runs.map((r) => r.phases[key]));
    return `| ${name} | ${f1(phase('bundling'))} | ${f1(phase('report'))} | ${f1(phase('rendering'))} | ` +
      `${Math.round(pages / phase('rendering')).toLocaleString('en')} | ${Math.round(htmlMb).toLocaleString('en')} MB | ${f1(phase('replacing'))} |`;
  };
  const row = (name: string, runs: BuildFigures[], extra: string) =>
    `| ${name} | ${pages.toLocaleString('en')} | ${f1(median(runs.map((r) => r.wall)))} | ${f1(median(runs.map((r) => r.cpu)))} | ` +
    `${Math.round(Math.max(...runs.map((r) => r.maxRssMb)))} MB | ${extra}`;
  lines.push(
    row('large (median of the rounds; peak RSS the highest)', large,
      `${f1(site.languageMaxKb)} KB | ${f1(site.chartGzipKb)} KB | ${site.withChart.toLocaleString('en')} |`),
    row('bare Astro, same page count, `build.concurrency` 16 as the site (median)', bare, '| | |'),
    row('bare Astro, same page count, Astro\'s defaults (once)', [bareDefault], '| | |'),
    row(`bare Astro, same page count and ${Math.round(bareSizedMb).toLocaleString('en')} MB of HTML (static text), \`build.concurrency\` 16 (once)`, [bareSized], '| | |'),
    '',
    `| round | large s | bare s (concurrency 16) | large ÷ bare |`,
    '|---:|---:|---:|---:|',
    ...large.map((run, i) => `| ${i + 1} | ${f1(run.wall)} | ${f1(bare[i]!.wall)} | ${(run.wall / bare[i]!.wall).toFixed(2)} |`),
    '',
    'Where the time goes (medians of the rounds, phase by phase; Astro renders on one thread, so the rendering phase is bound by one core):',
    '',
    '| build | bundling s | paths s (the site: reading the snapshot, computing the report) | rendering and writing s | pages/s | HTML written | putting the site in place s |',
    '|---|---:|---:|---:|---:|---:|---:|',
    phaseRow('large', large, site.htmlMb),
    phaseRow('bare Astro, `build.concurrency` 16', bare, bareHtmlMb),
    '',
    `The large site builds in **${(median(large.map((r) => r.wall)) / median(bare.map((r) => r.wall))).toFixed(2)}×** the time of a bare ` +
      `Astro build of as many pages with the same \`build.concurrency\` (medians of ${rounds} rounds taken in turns), and in ` +
      `${(median(large.map((r) => r.wall)) / bareDefault.wall).toFixed(2)}× a bare build with Astro's defaults. Bare pages as large ` +
      `as the site's, of static text (${Math.round(bareSizedMb).toLocaleString('en')} MB in all), take ${f1(bareSized.wall)} s.`,
    '',
    cachesDropped
      ? 'Every build started with the kernel\'s caches dropped (`sync`, then `/proc/sys/vm/drop_caches`) and the snapshot it reads read back into the page cache, as a snapshot just crawled is (scripts/lib/kernel-caches.ts).'
      : '**The kernel\'s caches could not be dropped** (that needs root on Linux): each build started in the state the builds before it left, and on a virtual machine later builds run slower by much more than the ratio shows (scripts/lib/kernel-caches.ts).',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, with \`npm run bench:build\`.`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
const table = lines.join('\n');
process.stdout.write(`${table}\n`);
if (values.write) await writeDocSection('docs/benchmarks.md', 'bench:build', table);
leftovers.off();
await ended();
