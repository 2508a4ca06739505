// A project folder whose path Astro's bundler misreads. Vite takes the project's path for part of a
// URL: a checkout in a folder whose name holds a '%' (a Jenkins multibranch workspace writes a
// branch's '/' as '%2F', `workspace/app_feature%2Fx`) built a site whose pages link five
// stylesheets it never wrote (/_astro/noscript.….css and the others), exiting 0 with an unstyled
// site; one with '#' or '?' failed with the bundler's "Could not resolve
// '/ci/app?transform-only#x/src/styles/noscript.css'" or "Unexpected token" in a page, which said
// nothing of the folder. The output folder and the snapshot's path may hold them: only the project's.

// The characters of a URL's syntax that the bundler reads in the project's path.
const MISREAD = /[%#?]/;

/** What is wrong with building in the project folder at `path` (its absolute path), or null where nothing is. */
export function projectPathProblem(path: string): string | null {
  const found = MISREAD.exec(path);
  if (found === null) return null;
  return (
    `the project's folder ${path} holds a '${found[0]}' in its path, which Astro's bundler reads as part of a URL ` +
    `(a '%' leaves the site without its stylesheets, a '#' or '?' fails the build): clone or move the project to a folder whose path holds no '%', '#' or '?'`
  );
}
