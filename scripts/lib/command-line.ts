// The command-line front of every script: `--help` prints the usage and exits 0; arguments the
// parser refuses get one line naming the fault and where the usage is, and exit 2 (no stack
// trace): a CI log shows why a job failed in its last line, not under 27 lines of usage. So do
// flags npm took for its own, where `npm run crawl --url …` left out the `--`.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The flags of `usage` that npm took for options of its own, where `npm run <name> --url X` left out
 * the `--` before them: npm then sets `npm_config_url` to "true" in the script's environment and
 * passes on `X` alone, which the script took for a positional argument ("Unexpected argument
 * 'https://…'"), or, for a flag without a value (`--lenient`), nothing at all. Typed with `=`
 * (`npm run build --out=/srv/site`), npm sets `npm_config_out` to the value and passes on nothing:
 * the build wrote dist/ without a word. A value is taken for such a flag unless an .npmrc sets it
 * or the name is one of npm's own settings (`--prefix`, which npm itself uses).
 */
export function flagsNpmTook(name: string, usage: string, env: Record<string, string | undefined> = process.env): string[] {
  if (env['npm_lifecycle_event'] !== name) return [];
  const taken: string[] = [];
  let configured: Set<string> | undefined;
  for (const [flag, word] of usage.matchAll(/--([a-z][a-z0-9]*(?:-[a-z0-9]+)*)/g)) {
    const key = word!.replaceAll('-', '_');
    const value = env[`npm_config_${key}`];
    if (value === undefined || value === '' || taken.includes(flag)) continue;
    if (value !== 'true' && (NPM_OWN_SETTINGS.has(key) || (configured ??= npmrcKeys(env)).has(key))) continue;
    taken.push(flag);
  }
  return taken;
}

// npm's own settings that a script's usage also names: npm exports them whatever was typed.
const NPM_OWN_SETTINGS = new Set(['prefix']);

/** The keys the .npmrc files npm read (the project's, the user's, the global one) set, as npm_config_ names them. */
function npmrcKeys(env: Record<string, string | undefined>): Set<string> {
  const keys = new Set<string>();
  const project = env['npm_config_local_prefix'] ?? (env['npm_package_json'] ? dirname(env['npm_package_json']) : undefined);
  for (const file of [project === undefined ? undefined : join(project, '.npmrc'), env['npm_config_userconfig'], env['npm_config_globalconfig']]) {
    if (file === undefined || file === '') continue;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split(/\r?\n/)) {
      const key = /^\s*([^\s=;#][^=]*?)\s*=/.exec(line)?.[1];
      if (key !== undefined) keys.add(key.toLowerCase().replaceAll('-', '_'));
    }
  }
  return keys;
}

/** Parses `argv` with `parse`, handling `--help`/`-h` and refused arguments for the script `name`. */
export function parseCommandLine<T>(name: string, usage: string, argv: string[], parse: (argv: string[]) => T): T {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(usage);
    process.exit(0);
  }
  const taken = flagsNpmTook(name, usage);
  if (taken.length > 0) {
    const flags = taken.length === 1 ? taken[0] : `${taken.slice(0, -1).join(', ')} and ${taken.at(-1)}`;
    const them = taken.length === 1 ? 'it' : 'them';
    process.stderr.write(`${name}: npm took ${flags} for ${taken.length === 1 ? 'an option' : 'options'} of its own, with no "--" ` +
      `before ${them}, and left ${them} out: give the flags after "--", as in npm run ${name} -- ${taken[0]} … ` +
      `(npm run ${name} -- --help gives the usage)\n`);
    process.exit(2);
  }
  try {
    return parse(argv);
  } catch (failure) {
    const fault = (failure as Error).message.replace(/\s*\n\s*/g, ' ');
    process.stderr.write(`${name}: ${fault} (npm run ${name} -- --help gives the usage)\n`);
    process.exit(2);
  }
}

/**
 * A flag's value as a whole number from `min` to `max`, or an Error in the words of the benchmarks'
 * flags: `--rounds must be a whole number of at least 1, got 0`; `unit` names what it counts.
 */
export function wholeNumberFlag(flag: string, raw: string, { min, max, unit }: { min: number; max: number; unit?: string }): number {
  const what = unit === undefined ? `a whole number of at least ${min}` : `a whole number of ${unit}`;
  if (!/^\d+$/.test(raw) || Number(raw) < min) throw new Error(`--${flag} must be ${what}, got ${raw}`);
  if (Number(raw) > max) throw new Error(`--${flag} must be at most ${max.toLocaleString('en')}${unit === undefined ? '' : ` ${unit}`}, got ${raw}`);
  return Number(raw);
}
