// The output folder as Astro is given it.
//
// Astro decides whether the output folder lies inside the project by comparing path strings
// (getOutDirWithinCwd: the folder's path starts with process.cwd()), and where it does, writes its
// server bundle into the folder, whose modules then import the project's packages from where the
// folder really is. Two kinds of folder passed that test without being inside the project, and the
// build failed ("Cannot find package '@oslojs/encoding' imported from …/.prerender/chunks/…"):
// one beside the project whose name begins with the project's (~/atlas-sites beside ~/atlas), and
// one reached through a link inside the project to a folder elsewhere. Such a folder is given to
// Astro through a link in a scratch folder whose path does not begin with the project's; Astro
// writes through it into the folder, and keeps its bundle in the project's .astro/.
import { mkdtemp, realpath, rm, symlink } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { isAbsolute, join, relative, sep } from 'node:path';

// What Astro's bundler misreads in the path of a folder inside the project (see project-path.ts).
const MISREAD_IN_URL = /[%#?]/;

/** Whether `path` lies inside `project` (or is it), by its path's segments, not by its string. */
function isInside(path: string, project: string): boolean {
  const rel = relative(project, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/**
 * The path to give Astro for the output folder `into` (which exists): `into`, or a link to it made
 * in `scratch`, or, where that path too begins with the project's, in a folder of its own under
 * the system's temp folder or the home folder, which `made` names for the caller to remove.
 */
export async function astroOutDir(into: string, scratch: string, project = process.cwd()): Promise<{ outDir: string; made: string | null }> {
  // Astro's test, as Astro makes it; then whether the modules it writes there find the packages.
  if (!into.startsWith(project)) return { outDir: into, made: null };
  // A folder inside the project whose name Astro's bundler misreads as part of a URL ('%', '#', '?':
  // `--out 'site#2'` and `--out 'out%2Fx'` were built without the site's stylesheets, exiting 0) is
  // given through a link too, whose path does not hold them: outside the project, Astro writes there.
  if (isInside(await realpath(into), await realpath(project)) && !MISREAD_IN_URL.test(relative(project, into))) return { outDir: into, made: null };
  for (const place of [scratch, tmpdir(), homedir()]) {
    if (join(place, 'atlas-site-link-').startsWith(project) && place !== scratch) continue;
    const folder = place === scratch ? scratch : await mkdtemp(join(place, 'atlas-site-link-')).catch(() => null);
    if (folder === null) continue;
    const link = join(folder, 'site');
    if (link.startsWith(project)) {
      if (folder !== scratch) await rm(folder, { recursive: true, force: true });
      continue;
    }
    // A junction on Windows, which needs no privilege; other systems ignore the type.
    await symlink(into, link, 'junction');
    return { outDir: link, made: folder === scratch ? null : folder };
  }
  throw new Error(`no folder to build in: ${into}, ${scratch} and the temp and home folders all begin with the project's path ${project}, which Astro takes for inside it`);
}
