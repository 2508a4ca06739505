// `npm run preview`: serves a built site (dist/, or --outDir) with Astro's preview server. What
// Astro reports with a stack trace is checked first and said in one line, as the build says it:
// the configuration (atlas.config.json or ATLAS_CONFIG, whose base path the site is served under)
// and a folder that holds no site this tool built. Every other flag goes to `astro preview`.
// First: stops a Node.js too old to run this (run directly, npm's check is not there).
import './lib/node-check.mjs';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_FILE, givenConfigPath, loadSiteConfig } from '../src/report/config.ts';
import { invocationPath } from '../src/invocation-path.ts';
import { builtSiteBase, holdsBuiltSite } from '../src/site-marker.ts';
import { printableLines } from '../src/terminal-text.ts';

const args = process.argv.slice(2);

/** The arguments with --outDir's folder taken from where the command was typed, and that folder (dist by default). */
export function previewArguments(argv: readonly string[], env: Record<string, string | undefined> = process.env): { args: string[]; outDir: string } {
  const out: string[] = [];
  // Without --outDir, the project's dist/ (npm runs scripts from the project's root).
  let outDir = resolve('dist');
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = arg === '--outDir' ? argv[i + 1] : arg.startsWith('--outDir=') ? arg.slice('--outDir='.length) : undefined;
    if (value === undefined) {
      out.push(arg);
      continue;
    }
    outDir = resolve(invocationPath(value, env));
    out.push(`--outDir=${outDir}`);
    if (arg === '--outDir') i += 1;
  }
  return { args: out, outDir };
}

/** Why the site in `outDir` cannot be previewed with the configuration, or null where it can. */
export async function previewProblem(outDir: string): Promise<string | null> {
  let base: string;
  try {
    base = loadSiteConfig().base;
  } catch (failure) {
    return (failure as Error).message;
  }
  if (!(await holdsBuiltSite(outDir))) {
    return `${outDir} holds no site weblate-atlas built: build one with npm run build (or npm run demo, the sample's)`;
  }
  // Served under another base path, the home page was a 404 and every link of the page at / led to one.
  const built = await builtSiteBase(outDir);
  if (built !== null && built !== base) {
    const given = givenConfigPath();
    const source = given !== undefined ? `ATLAS_CONFIG (${given})` : existsSync(CONFIG_FILE) ? CONFIG_FILE : `the default configuration (no ${CONFIG_FILE})`;
    return `${outDir} was built under the base path ${built}, and ${source} gives ${base}: ` +
      'preview it with the configuration it was built with (ATLAS_CONFIG), as the base path it is served under comes from it';
  }
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && !args.includes('--help') && !args.includes('-h')) {
  const { args: astroArgs, outDir } = previewArguments(args);
  const problem = await previewProblem(outDir);
  if (problem !== null) {
    process.stderr.write(`preview failed: ${printableLines(problem)}\n`);
    process.exit(1);
  }
  const astro = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));
  const child = spawn(process.execPath, [astro, 'preview', ...astroArgs], {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_PREVIEW_BACKGROUND: '0' },
  });
  // Ctrl+C reaches the whole process group; a SIGTERM from a supervisor reaches this process only.
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  process.on('SIGINT', () => undefined);
  child.once('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 143)));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const astro = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));
  // Telemetry off here too: Astro printed its notice about it under the usage.
  spawn(process.execPath, [astro, 'preview', '--help'], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } })
    .once('exit', (code) => process.exit(code ?? 0));
}
