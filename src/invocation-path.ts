// A path typed on the command line means a place relative to where it was typed. npm runs a
// package's scripts from the package's root and names the folder it was invoked from in INIT_CWD:
// `cd docs && npm run crawl -- --out snaps` means docs/snaps, not snaps beside package.json.
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';

/**
 * `path` as the user meant it: a leading `~` or `~/` as the home folder; resolved against INIT_CWD
 * where npm started this process from the package's root (npm_package_json names it); as given
 * otherwise (a process started another way inherits those variables but not that folder).
 */
export function invocationPath(path: string, env: Record<string, string | undefined>, cwd = process.cwd()): string {
  // A shell leaves `~` as it is in quotes and after `=` (`--out=~/snaps`, `--out "~/snaps"`, a CI
  // file's quoted value): taken as typed, it made a folder named `~` in the project (the site built
  // into <project>/~/site), which a later `rm -rf ~` to clean it up would have taken for the home
  // folder. `~name/` (another user's home) is left as typed, as a name that starts with `~` may be one.
  if (path === '~' || path.startsWith('~/')) return join(env['HOME'] || homedir(), path.slice(1));
  const from = env['INIT_CWD'];
  const packageJson = env['npm_package_json'];
  if (!from || !packageJson || isAbsolute(path) || resolve(dirname(packageJson)) !== resolve(cwd)) return path;
  return resolve(from, path);
}

/**
 * Runs a script started from another folder (`node ~/atlas/scripts/build.ts`) as `npm run` runs
 * it: from the project's root, where Astro, the configuration and the snapshots are (started
 * elsewhere, Astro found no pages and failed), with the paths given on the command line and in
 * variables read from the folder it was started in.
 */
export function runFromProject(projectRoot: string, env: Record<string, string | undefined> = process.env): void {
  const cwd = process.cwd();
  if (resolve(cwd) === resolve(projectRoot)) return;
  env['INIT_CWD'] = cwd;
  env['npm_package_json'] = join(projectRoot, 'package.json');
  process.chdir(projectRoot);
}
