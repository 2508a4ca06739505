// Where a build cannot write what it must: beside or in its --out, or in the project's checkout.
// A build into an existing site on a read-only disk rendered every page first (14.6 s for the demo,
// some 200 s for a large site), then failed on its swap lock (`.atlas-swap.lock`, EROFS); one in a
// checkout this user may not write said only `EACCES: permission denied, open '.astro/build.lock'`,
// or named a folder in the project where the --out given was at fault. These say what could not be
// written, whose folder it is, and what to do.
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { whyNotWritable } from '../../src/snapshot/out-dir.ts';
import { OutputRefused } from './site-out-dir.ts';

/** The error codes that say a folder may not be written, by this user or on this file system. */
export const UNWRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

/** An --out a build can write neither beside nor in: a mistake in the command (exit 2), said before anything is built. */
export class OutputNotWritable extends OutputRefused {
  override readonly name = 'OutputNotWritable';
}

/** Where an --out is: its folder (`target`, through a link), the folder it is in, whether it exists, and whether it is a mount point. */
export interface OutputPlace {
  target: string;
  parent: string;
  exists: boolean;
  mount: boolean;
}

/** The refusal of `--out outDir`, at `place`, where the folders a build must write there cannot be written (error code `code`; `asRoot` where this user is root). */
export function unwritableOutput(outDir: string, place: OutputPlace, code: string, asRoot = process.getuid?.() === 0): OutputNotWritable {
  const where = place.mount ? place.target : place.parent;
  const what = place.mount
    ? 'it is a mount point, whose contents a build replaces, and it cannot be written in'
    : place.exists
      ? `a build puts its new site beside it (in ${place.parent}) and renames it into place, or, where it cannot write there, ` +
        'swaps the new site into the folder itself, and it can write in neither'
      : `a build makes it in ${place.parent}, which cannot be written in`;
  // Root is refused by the file system alone (/sys), which no permission given changes; /proc makes no folders at all (ENOENT).
  const fix = code === 'EROFS' ? 'give a folder on a writable file system'
    : code === 'ENOENT' || asRoot ? 'give another --out'
    : `let this user write in ${where}, or give another --out`;
  return new OutputNotWritable(`--out ${outDir}: ${whyNotWritable(code, undefined)}: ${what}; ${fix}`);
}

/**
 * The failure to make a folder in the project's checkout `project` (error code `code`), where a
 * build makes its site first `because` (it cannot be made beside --out): says so, and what to do
 * (building in a checkout this user may write, `orElse`).
 */
export function unwritableProject(project: string, code: string, because: string, orElse: string, cause: unknown): Error {
  return new Error(
    `cannot write in the project's folder ${project} (${whyNotWritable(code, cause)}), where a build makes its site first ${because}; ` +
      `build in a checkout this user may write${orElse}`,
    { cause },
  );
}

/**
 * The line a build says where `failure` is a write refused inside the checkout `project` (the
 * build's lock and Astro's bundle in .astro/, Vite's cache in node_modules/.vite/), naming the file
 * and what to do; null for any other failure.
 */
export function projectWriteFailure(failure: unknown, project: string): string | null {
  const { code, path } = (typeof failure === 'object' && failure !== null ? failure : {}) as { code?: unknown; path?: unknown };
  if (typeof code !== 'string' || !UNWRITABLE.has(code) || typeof path !== 'string') return null;
  const file = resolve(project, path);
  const inside = relative(project, file);
  if (inside.startsWith('..') || isAbsolute(inside)) return null;
  const folder = inside.split(sep)[0] === '.astro' ? `the project's .astro folder (${join(project, '.astro')})` : `the project's checkout (${project})`;
  const fix = code === 'EROFS' ? 'copy the checkout to a writable disk and build there' : 'build in a checkout this user may write (as the user who installed it, say)';
  return `cannot write ${file} (${whyNotWritable(code, failure)}), in ${folder}: a build writes in the checkout (its lock and Astro's bundle in .astro/, ` +
    `Vite's cache in node_modules/.vite/); ${fix}`;
}
