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
