// Links inside the site, under whatever base path it is hosted at.

// Vite writes the configured base in at build time; trimmed once, not on each of a build's
// millions of links.
const BASE = import.meta.env.BASE_URL.replace(/\/+$/, '');

/** The site URL of a path like '/languages/de/', prefixed with the configured base. */
export function sitePath(path: string): string {
  return `${BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

// What a page's folder name cannot hold as it is: '/' would split it in two (Astro refused the
// page of a username with one and failed the whole build), '?' and '#' Astro writes encoded
// itself, so that a link to the name as it is leads nowhere, and '%' Astro decodes in a route
// parameter, once or twice ('%41' became 'A', and no page matched). Each is written '~' and its
// hex code, as '~' itself is, so that no two names share a folder ('a/b' is 'a~2Fb', 'a~2Fb'
// is 'a~7E2Fb'), and no '%' reaches Astro.
const UNSAFE = /[~%/?#]/g;
// The names Weblate allows (letters, digits, '@', '.', '+', '-', '_') need nothing: checked
// first, as a large build links millions of times.
const PLAIN = /^[\w.@+-]*$/;

const escapeChar = (c: string) => `~${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
// Astro writes a parameter in Unicode's composed form (NFC), so 'zoé' typed composed and typed
// decomposed ('zoe' and U+0301), two users to Weblate, shared one folder and Astro dropped one
// page. A name not in that form has each non-ASCII UTF-16 unit written '~u' and four hex digits,
// which no other name's folder holds ('~' is otherwise always '~7E'), and which NFC leaves alone.
const NON_ASCII = /[^\x00-\x7f]/g;
const escapeUnit = (c: string) => `~u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The name of the folder the page of a slug, code or username is written to, which is the route
 * parameter to give Astro for it: the value itself, but for '~', '%', '/', '?' and '#', written
 * '~' and their hex code, '.' and '..', which would name the folder itself or the one above,
 * 'index.html', the file of the page of the list the folder is in, and
 * a name not in composed form (NFC), whose non-ASCII characters are written '~u' and their code.
 */
export function pageName(value: string): string {
  if (value === '.' || value === '..') return value.replaceAll('.', '~2E');
  // The folder of a page holds its list's own page: a user named 'index.html' (Weblate allows it)
  // had its folder collide with /contributors/index.html, and the whole build failed.
  if (value.length === 10 && value.toLowerCase() === 'index.html') return value.replace('.', '~2E');
  if (PLAIN.test(value)) return value;
  const escaped = value.replace(UNSAFE, escapeChar);
  return escaped.normalize() === escaped ? escaped : escaped.replace(NON_ASCII, escapeUnit);
}

/** A path segment for a slug, code or username (they may hold '@', '.', '+' and the like): its folder's name, URL-encoded. */
export function segment(value: string): string {
  return encodeURIComponent(pageName(value));
}

/** The route parameter of a component's page: each slug of its path (`guides/user/website` inside categories) as pageName gives it. */
export function componentPageName(componentSlug: string): string {
  return componentSlug.split('/').map(pageName).join('/');
}

/** The site URL of a component's page; a slug inside categories (`guides/user/website`) keeps its slashes. */
export function componentPath(projectSlug: string, componentSlug: string): string {
  return sitePath(`/projects/${segment(projectSlug)}/${componentSlug.split('/').map(segment).join('/')}/`);
}
