// `--flag -1` read as a value, not an option: parseArgs takes `-1` after a flag for an option of
// its own and says only that the argument is ambiguous, where a negative number is either a value
// to refuse by name (`--concurrency -1`) or a value meant (`--offset-minutes -120`).

/** `argv` with `--flag -1` written `--flag=-1` for the flags in `valueFlags` (those that take numbers). */
export function joinNegativeValues(argv: readonly string[], valueFlags: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const next = argv[i + 1];
    if (valueFlags.has(arg) && next !== undefined && /^-\d/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}
