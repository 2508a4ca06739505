// The output folder as Astro is given it.
//
// Astro decides whether the output folder lies inside the project by comparing path strings
// (getOutDirWithinCwd: the folder's path starts with process.cwd()), so a folder beside the project
// whose name begins with the project's (~/atlas-sites beside ~/atlas) counts as inside. Astro then
// writes its server bundle into it, where the project's node_modules cannot be found, and the
// build failed: "Cannot find package '@oslojs/encoding' imported from …/.prerender/chunks/…".
// Such a folder is given to Astro through a link in the build's own scratch folder, whose path does
// not begin with the project's; Astro writes through it into the folder.
import { symlink } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';

/** Whether `path` lies inside `project` (or is it), by its path's segments, not by its string. */
function isInside(path: string, project: string): boolean {
  const rel = relative(project, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/** The path to give Astro for the output folder `into`: `into`, or a link to it made in `scratch` (see above). */
export async function astroOutDir(into: string, scratch: string, project = process.cwd()): Promise<string> {
  if (isInside(into, project) || !into.startsWith(project)) return into;
  const link = join(scratch, 'site');
  if (link.startsWith(project)) throw new Error(`no folder to build in: ${into} and ${scratch} both begin with the project's path ${project}, which Astro takes for inside it`);
  // A junction on Windows, which needs no privilege; other systems ignore the type.
  await symlink(into, link, 'junction');
  return link;
}
