// The command-line front of every script: `--help` prints the usage and exits 0; arguments the
// parser refuses get one line naming the fault and where the usage is, and exit 2 (no stack
// trace): a CI log shows why a job failed in its last line, not under 27 lines of usage.

/** Parses `argv` with `parse`, handling `--help`/`-h` and refused arguments for the script `name`. */
export function parseCommandLine<T>(name: string, usage: string, argv: string[], parse: (argv: string[]) => T): T {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(usage);
    process.exit(0);
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
