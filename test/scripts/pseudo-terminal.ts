// A command run in a pseudo-terminal, as a user's terminal runs it: by util-linux's `script`
// (Debian's bsdutils, an Essential package). Where it is missing (an Alpine image's busybox, or
// macOS's BSD `script`, which has no -c, -e or -f), the tests said only 'expected -2 to be null' (the
// spawn's ENOENT, read as an exit code) or a status of 1: they now say what they need.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/** Why `script` cannot run a command in a pseudo-terminal with the environment `env`, or null where it can. */
export function pseudoTerminalProblem(env: NodeJS.ProcessEnv): string | null {
  const version = spawnSync('script', ['--version'], { env, encoding: 'utf8' });
  if (version.error === undefined && version.status === 0 && version.stdout.includes('util-linux')) return null;
  const found = version.error !== undefined ? `not found (${(version.error as NodeJS.ErrnoException).code ?? version.error.message})` : `not util-linux's (\`script --version\` said ${JSON.stringify(`${version.stdout}${version.stderr}`.trim())})`;
  return `this test runs its command in a pseudo-terminal with util-linux's \`script\` (Debian's and Ubuntu's bsdutils): \`script\` on PATH is ${found}`;
}

/** `command` (a line for sh) run by `script` in a pseudo-terminal with `env`: its output on stdout, its keys written to stdin. Throws where `script` cannot (pseudoTerminalProblem). */
export function inPseudoTerminal(command: string, env: NodeJS.ProcessEnv): ChildProcess & { stdin: NonNullable<ChildProcess['stdin']>; stdout: NonNullable<ChildProcess['stdout']> } {
  const problem = pseudoTerminalProblem(env);
  if (problem !== null) throw new Error(problem);
  return spawn('script', ['-qfec', command, '/dev/null'], { env, stdio: ['pipe', 'pipe', 'pipe'] }) as ReturnType<typeof inPseudoTerminal>;
}
