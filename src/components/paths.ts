// Links inside the site, under whatever base path it is hosted at.

// Vite writes the configured base in at build time; trimmed once, not on each of a build's
// millions of links.
const BASE = import.meta.env.BASE_URL.replace(/\/+$/, '');

/** The site URL of a path like '/languages/de/', prefixed with the configured base. */
export function sitePath(path: string): string {
  return `${BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A path segment for a slug, code or username (they may hold '@', '.', '+' and the like). */
export function segment(value: string): string {
  return encodeURIComponent(value);
}

/** The site URL of a component's page; a slug inside categories (`guides/user/website`) keeps its slashes. */
export function componentPath(projectSlug: string, componentSlug: string): string {
  return sitePath(`/projects/${segment(projectSlug)}/${componentSlug.split('/').map(segment).join('/')}/`);
}
