// Links inside the site, under whatever base path it is hosted at.

/** The site URL of a path like '/languages/de/', prefixed with the configured base. */
export function sitePath(path: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A path segment for a slug, code or username (they may hold '@', '.', '+' and the like). */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
