// `npm run bench:build`: the site build, on the demo and the large sample instances.
// Each build runs in a child process that reports its own wall time and peak RSS. Beside the
// large build, a bare Astro project with the same number of (trivial) pages is built, to see
// what the report itself costs. Page and script sizes are read from the output.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { crawl } from '../src/crawler/crawl.ts';
import { writeDocSection } from './lib/bench-doc.ts';

const { values } = parseArgs({
  options: {
    write: { type: 'boolean', default: false },
    child: { type: 'string' },
    out: { type: 'string' },
    bare: { type: 'string' },
    'large-snapshot': { type: 'string' },
  },
});

if (values.child || values.bare) {
  // Child mode: one build, then wall time and peak RSS as JSON on stdout.
  const started = performance.now();
  if (values.child) {
    const { buildSite } = await import('./build.ts');
    await buildSite(values.child, values.out!);
  } else {
    const { build } = await import('astro');
    process.env['ASTRO_TELEMETRY_DISABLED'] = '1';
    await build({ root: values.bare!, logLevel: 'error' });
  }
  process.stdout.write(JSON.stringify({ wall: (performance.now() - started) / 1000, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
  process.exit(0);
}

/** Runs this script in child mode and reads its figures. */
async function measure(args: string[]): Promise<{ wall: number; maxRssMb: number }> {
  const child = spawn(process.execPath, ['scripts/bench-build.ts', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`build child exited with ${code}`);
  return JSON.parse(text) as { wall: number; maxRssMb: number };
}

/** Crawls a sample profile (in its own server process) into `out`; returns the snapshot folder. */
async function crawlSample(profile: string, out: string): Promise<string> {
  const server = spawn(process.execPath, ['scripts/sample.ts', '--profile', profile, '--seed', '1'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    server.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      if (buffer.includes('\n')) resolve(buffer.split('\n')[0]!.trim());
    });
    server.once('exit', (code) => reject(new Error(`sample exited with ${code}`)));
  });
  try {
    const { dir } = await crawl({
      url, out, concurrency: 4, pageSize: 1000, projects: [], lenient: false,
      connectTimeoutMs: 10_000, headersTimeoutMs: 120_000, bodyTimeoutMs: 120_000, maxRetries: 3,
    });
    return dir;
  } finally {
    server.kill('SIGTERM');
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

/** Sizes read from a built site: pages, language pages, chart script, pages that load it. */
async function siteFigures(dist: string) {
  const pages = await htmlFiles(dist);
  const languagePages = pages.filter((page) => /\/languages\/[^/]+\/index\.html$/.test(page));
  const languageSizes = await Promise.all(languagePages.map(async (page) => (await stat(page)).size));
  const assets = await readdir(join(dist, '_astro'));
  const chartScript = assets.find((name) => name.startsWith('Chart.') && name.endsWith('.js'));
  const chartGzip = chartScript ? gzipSync(await readFile(join(dist, '_astro', chartScript))).length : 0;
  let withChart = 0;
  for (const page of pages) if (chartScript && (await readFile(page, 'utf8')).includes(chartScript)) withChart++;
  return {
    pages: pages.length,
    languageMaxKb: Math.max(...languageSizes) / 1024,
    chartGzipKb: chartGzip / 1024,
    withChart,
  };
}

/** A bare Astro project with `pages` trivial pages, to compare build times with; Astro's defaults unless `concurrency` is given. */
async function bareProject(dir: string, pages: number, concurrency?: number): Promise<void> {
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
<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Page {i}</title></head><body><h1>Page {i}</h1><p>A bare page.</p></body></html>
`,
  );
}

const work = await mkdtemp(join(tmpdir(), 'atlas-bench-build-'));
const f1 = (n: number) => n.toFixed(1);
const lines: string[] = [
  '| instance | pages | build s | peak RSS | largest language page | chart script (gzip) | pages loading it |',
  '|---|---:|---:|---:|---:|---:|---:|',
];
try {
  const results: Record<string, { pages: number; wall: number }> = {};
  for (const profile of ['demo', 'large']) {
    const snapshot = profile === 'large' && values['large-snapshot'] ? values['large-snapshot'] : await crawlSample(profile, join(work, `${profile}-snapshots`));
    const dist = join(work, `${profile}-dist`);
    const build = await measure(['--child', snapshot, '--out', dist]);
    const site = await siteFigures(dist);
    results[profile] = { pages: site.pages, wall: build.wall };
    lines.push(
      `| ${profile} | ${site.pages.toLocaleString('en')} | ${f1(build.wall)} | ${Math.round(build.maxRssMb)} MB | ` +
        `${f1(site.languageMaxKb)} KB | ${f1(site.chartGzipKb)} KB | ${site.withChart.toLocaleString('en')} |`,
    );
    process.stderr.write(`${lines.at(-1)}\n`);
    await rm(dist, { recursive: true, force: true });
  }
  const bareDir = join(process.cwd(), '.bench-bare');
  const bareBuild = async (concurrency?: number) => {
    await rm(bareDir, { recursive: true, force: true });
    await bareProject(bareDir, results['large']!.pages, concurrency);
    const figures = await measure(['--bare', bareDir]);
    await rm(bareDir, { recursive: true, force: true });
    return figures;
  };
  const bare = await bareBuild();
  // The site renders 16 pages at a time (astro.config.mjs); the same setting on the bare project, for comparison.
  const bareConcurrent = await bareBuild(16);
  lines.push(
    `| bare Astro, same page count as large | ${results['large']!.pages.toLocaleString('en')} | ${f1(bare.wall)} | ${Math.round(bare.maxRssMb)} MB | | | |`,
    `| bare Astro, same page count, \`build.concurrency\` 16 as the site | ${results['large']!.pages.toLocaleString('en')} | ${f1(bareConcurrent.wall)} | ${Math.round(bareConcurrent.maxRssMb)} MB | | | |`,
    '',
    `The large site builds in **${f1(results['large']!.wall / bare.wall)}×** the time of a bare Astro build of as many pages ` +
      `(${f1(results['large']!.wall / bareConcurrent.wall)}× a bare build with the site's \`build.concurrency\`).`,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, with \`npm run bench:build\`.`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
const table = lines.join('\n');
process.stdout.write(`${table}\n`);
if (values.write) await writeDocSection('docs/benchmarks.md', 'bench:build', table);
