// What a site's base path may be: the configuration's rule (report/config.ts), and what a built
// site's head is read as (site-marker.ts), so that both take the same paths.

/** A base path's form: "/", or folders of letters, digits, ".", "~", "-" and "_", each ended by a slash. */
export const BASE_PATH_FORM = /^\/([\w.~-]+\/)*$/;

/** Whether a path has a "." or ".." folder, which no site is served from. */
export function hasDotFolder(path: string): boolean {
  return path.split('/').some((segment) => segment === '.' || segment === '..');
}

/** Whether `text` is a base path a site can be built under: a path only, with no scheme or host ('/l10n/', not 'https://cdn.example.org/l10n/'). */
export function isBasePath(text: string): boolean {
  return BASE_PATH_FORM.test(text) && !hasDotFolder(text);
}
