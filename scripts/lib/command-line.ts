// The command-line front of every script: `--help` prints the usage and exits 0; arguments the
// parser refuses get one line naming the fault, then the usage, and exit 2 (no stack trace).

/** Parses `argv` with `parse`, handling `--help`/`-h` and refused arguments for the script `name`. */
export function parseCommandLine<T>(name: string, usage: string, argv: string[], parse: (argv: string[]) => T): T {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(usage);
    process.exit(0);
  }
  try {
    return parse(argv);
  } catch (failure) {
    process.stderr.write(`${name}: ${(failure as Error).message}\n\n${usage}`);
    process.exit(2);
  }
}
