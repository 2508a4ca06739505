// `npm run preview`: serves a built site (dist/, or --outDir) with Astro's preview server. What
// Astro reports with a stack trace is checked first and said in one line, as the build says it:
// the configuration (atlas.config.json or ATLAS_CONFIG, whose base path the site is served under)
// and a folder that is missing or holds no site this tool built. Every other flag `astro preview` takes goes to it;
// one it does not take is refused, as Astro would pass it over (`--out`, the build's name, is --outDir).
// First: stops a Node.js too old to run this (run directly, npm's check is not there).
import './lib/node-check.mjs';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_FILE, givenConfigPath, loadSiteConfig } from '../src/report/config.ts';
import { invocationPath } from '../src/invocation-path.ts';
import { builtSiteBase, holdsBuiltSite } from '../src/site-marker.ts';
import { printableLines, shellWord } from '../src/terminal-text.ts';
import { errorCode } from '../src/snapshot/durable.ts';

const args = process.argv.slice(2);

// The flags `astro preview` takes (its usage, and those its CLI reads for every command), by name
// as they are typed; Astro's parser ignores any other, so that a mistyped one was passed on and
// dropped: `--out DIR`, the build's name for the folder, served dist/ instead, without a word.
const ASTRO_FLAGS = new Set([
  'port', 'host', 'open', 'background', 'ignore-lock', 'ignoreLock', 'force', 'allowed-hosts', 'allowedHosts',
  'root', 'config', 'site', 'base', 'mode', 'json', 'verbose', 'silent', 'follow', 'f',
]);
// Astro's commands for a preview sent to the background (the ones it prints with its address).
const PREVIEW_COMMANDS = new Set(['stop', 'status', 'logs']);
// The folder to serve: Astro's --outDir, and the build's --out for the same folder.
const OUT_FLAGS = new Set(['outDir', 'out-dir', 'out']);

/**
 * The arguments with the folder to serve (--outDir, or --out as the build names it) taken from where
 * the command was typed, and that folder (dist by default). A flag `astro preview` does not take is
 * refused (an Error naming it), as Astro would pass it over and serve dist/. `command` is Astro's
 * stop, status or logs where one is given: those serve no site.
 */
export function previewArguments(argv: readonly string[], env: Record<string, string | undefined> = process.env): { args: string[]; outDir: string; command?: string } {
  const out: string[] = [];
  // Without --outDir, the project's dist/ (npm runs scripts from the project's root).
  let outDir = resolve('dist');
  const unknown: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const flag = /^--?([^=]+)(=.*)?$/s.exec(arg);
    if (flag === null || arg === '-' || arg === '--') {
      out.push(arg);
      continue;
    }
    const name = flag[1]!;
    // Astro failed on a port it could not use (99999) with a stack trace, started a server past
    // '0x50' and an empty one (an unset variable), and '-1' was called an unknown option.
    if (name === 'port') {
      const value = flag[2] !== undefined ? flag[2].slice(1) : argv[i + 1];
      if (value === undefined || !/^\d+$/.test(value) || Number(value) > 65_535) {
        throw new Error(`--port expects a port number, 0 to 65535${value === undefined ? '' : `, got "${value}"`}`);
      }
      if (flag[2] === undefined) {
        out.push(arg, value);
        i += 1;
      } else out.push(arg);
      continue;
    }
    if (!OUT_FLAGS.has(name)) {
      if (!ASTRO_FLAGS.has(name)) unknown.push(arg.split('=')[0]!);
      out.push(arg);
      continue;
    }
    const value = flag[2] !== undefined ? flag[2].slice(1) : argv[i + 1];
    if (value === undefined || value === '') throw new Error(`${arg.split('=')[0]} needs a folder: the built site to serve (dist by default)`);
    outDir = resolve(invocationPath(value, env));
    out.push(`--outDir=${outDir}`);
    if (flag[2] === undefined) i += 1;
  }
  if (unknown.length > 0) {
    const which = unknown.length === 1 ? `unknown option ${unknown[0]}` : `unknown options ${unknown.join(', ')}`;
    // All of Astro's flags are taken: naming three of them told a user --background was refused.
    throw new Error(`${which}: it takes --outDir DIR (or --out DIR), the site to serve, and astro preview's own flags (--port N, --host [ADDRESS], --open, --background, --allowed-hosts and the others --help lists)`);
  }
  // Astro 7 keeps one preview server a checkout (.astro/preview.json) and refused a second with a
  // stack trace, so that another night's site could not be served beside the first on another port
  // (README: "serve another --out (also --port, --host)"). A preview in the foreground takes no part
  // in that lock; one sent to the background, --force and the stop, status and logs commands do.
  const command = out.find((arg) => PREVIEW_COMMANDS.has(arg));
  const locked = command !== undefined || out.some((arg) => /^--(background|force|ignore-lock|ignoreLock)(=|$)/.test(arg));
  if (!locked) out.push('--ignore-lock');
  return command === undefined ? { args: out, outDir } : { args: out, outDir, command };
}

const USAGE = `Usage: npm run preview -- [--outDir DIR] [--port N] [--host [ADDRESS]]

  --outDir DIR      the built site to serve (or --out DIR, as the build names it; default dist),
                    under the base path of atlas.config.json or the file ATLAS_CONFIG names,
                    which must be the one the site was built with

Astro's preview server, which serves it, takes:
`;

/** Why the site in `outDir` cannot be previewed with the configuration, or null where it can; `outDir` null (stop, status, logs) checks the configuration alone. */
export async function previewProblem(outDir: string | null): Promise<string | null> {
  let base: string;
  try {
    base = loadSiteConfig().base;
  } catch (failure) {
    return (failure as Error).message;
  }
  // `npm run preview -- stop` with the ATLAS_CONFIG a site was served with was refused, as dist/
  // was built under another base path (or held no site): the command serves no folder.
  if (outDir === null) return null;
  if (!(await holdsBuiltSite(outDir))) {
    // A mistyped --out was told it "holds no site", as if it were a folder of something else.
    const missing = await stat(outDir).then(() => false, (error: unknown) => ['ENOENT', 'ENOTDIR'].includes(errorCode(error) ?? ''));
    if (missing) {
      const build = outDir === resolve('dist') ? 'npm run build (or npm run demo, the sample\'s)' : `npm run build -- --out ${shellWord(outDir)}`;
      return `${outDir} does not exist (no such folder): check the path, or build a site into it with ${build}`;
    }
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

/**
 * The environment of Astro's preview process, serving a site under `base`. The base path without
 * its slash (/l10n) is redirected to it, as a static host does (preview-base-redirect.ts), loaded
 * through NODE_OPTIONS: with --background, Astro starts the server that listens in a process of its
 * own (process.execPath and its own arguments, this environment), and an --import given on the
 * command line, not passed on, left that server answering /l10n with its bare 404 page.
 */
export function previewEnv(env: Record<string, string | undefined>, base: string): Record<string, string | undefined> {
  const redirect = new URL('./lib/preview-base-redirect.ts', import.meta.url).href;
  // A file URL: its spaces and quotes are percent-encoded, so NODE_OPTIONS reads it as one option.
  const options = [env['NODE_OPTIONS']?.trim(), `--import=${redirect}`].filter((option) => option).join(' ');
  return { ...env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_PREVIEW_BACKGROUND: '0', ATLAS_PREVIEW_BASE: base, NODE_OPTIONS: options };
}

/**
 * Astro's lines about a preview in the background with the commands that reach it here: it prints
 * `Stop:   astro preview stop`, a command no shell has (astro is not on the PATH, and run bare it
 * would miss the base path's redirect and this folder's configuration); `npm run preview -- stop` is.
 */
export function withOwnCommands(line: string): string {
  return line.replace(/\bastro preview (stop|status|logs)\b/g, 'npm run preview -- $1');
}

if (process.argv[1] === fileURLToPath(import.meta.url) && !args.includes('--help') && !args.includes('-h')) {
  let parsed: ReturnType<typeof previewArguments>;
  try {
    parsed = previewArguments(args);
  } catch (failure) {
    process.stderr.write(`preview: ${printableLines((failure as Error).message)} (npm run preview -- --help gives the usage)\n`);
    process.exit(2);
  }
  const { args: astroArgs, outDir, command } = parsed;
  const problem = await previewProblem(command === undefined ? outDir : null);
  if (problem !== null) {
    process.stderr.write(`preview failed: ${printableLines(problem)}\n`);
    process.exit(1);
  }
  const astro = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));
  // What Astro prints of a server in the background (--background, status) names its own commands:
  // read a line at a time and written with ours. A server in the foreground keeps the terminal.
  const background = command !== undefined || astroArgs.some((arg) => /^--background(=|$)/.test(arg));
  const child = spawn(process.execPath, [astro, 'preview', ...astroArgs], {
    stdio: ['inherit', background ? 'pipe' : 'inherit', 'inherit'], env: previewEnv(process.env, loadSiteConfig().base),
  });
  if (background && child.stdout !== null) {
    createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => process.stdout.write(`${withOwnCommands(line)}\n`));
  }
  // Ctrl+C reaches the whole process group; a SIGTERM from a supervisor reaches this process only.
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  process.on('SIGINT', () => undefined);
  // Once its output is read to the end ('close', after 'exit'): the last line piped is written first.
  child.once('close', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 143)));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(USAGE);
  const astro = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));
  // Telemetry off here too: Astro printed its notice about it under the usage.
  spawn(process.execPath, [astro, 'preview', '--help'], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } })
    .once('exit', (code) => process.exit(code ?? 0));
}
