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
// is 'a~7E2Fb'), and no '%' reaches Astro. So are '\\' and the control characters: the URL parser
// Astro matches a page's path with drops tabs and line breaks and reads '\\' as '/', and a NUL
// cannot be in a file name; a username holding one of them failed the whole build.
const UNSAFE = /[~%/?#\\\u0000-\u001f\u007f-\u009f]/g;
// The names Weblate allows (letters, digits, '@', '.', '+', '-', '_') need nothing: checked
// first, as a large build links millions of times.
const PLAIN = /^[\w.@+-]*$/;

const escapeChar = (c: string) => `~${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
// Astro writes a parameter in Unicode's composed form (NFC), so 'zoé' typed composed and typed
// decomposed ('zoe' and U+0301), two users to Weblate, shared one folder and Astro dropped one
// page. A name not in that form has each non-ASCII UTF-16 unit written '~u' and four hex digits,
// which no other name's folder holds ('~' is otherwise always '~7E'), and which NFC leaves alone.
const NON_ASCII = /[^\x00-\x7f]/g;
// Astro's rest parameters (a component's path) do not match across a line or paragraph separator:
// each is written '~u' and its code as well.
const LINE_SEPARATORS = /[\u2028\u2029]/g;
const escapeUnit = (c: string) => `~u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

// A file name holds at most 255 bytes (ext4, APFS, NTFS): a username of 300 letters failed the
// whole build. A longer name keeps its first bytes, then '~h' and a hash of the whole, which no
// other name's folder holds ('~' is otherwise followed by a hex digit or 'u').
const MAX_NAME_BYTES = 200;
const KEPT_BYTES = 160;

/**
 * The name of the folder the page of a slug, code or username is written to, which is the route
 * parameter to give Astro for it: the value itself, but for '~', '%', '/', '?', '#', '\\' and the
 * control characters, written '~' and their hex code, '.' and '..', which would name the folder
 * itself or the one above,
 * 'index.html', the file of the page of the list the folder is in,
 * a name not in composed form (NFC), whose non-ASCII characters are written '~u' and their code,
 * and a name of over 200 bytes, cut and marked with a hash of the whole.
 */
export function pageName(value: string): string {
  if (value === '.' || value === '..') return value.replaceAll('.', '~2E');
  // The folder of a page holds its list's own page: a user named 'index.html' (Weblate allows it)
  // had its folder collide with /contributors/index.html, and the whole build failed.
  if (value.length === 10 && value.toLowerCase() === 'index.html') return value.replace('.', '~2E');
  // Nothing is no folder: '' is written '~', which no other name's folder is ('~' is '~7E').
  if (value === '') return '~';
  if (value.length <= MAX_NAME_BYTES && PLAIN.test(value)) return value;
  let escaped = value.replace(UNSAFE, escapeChar).replace(LINE_SEPARATORS, escapeUnit);
  // A lone surrogate (half of a character) is no text to encode in a link (encodeURIComponent
  // threw, and the whole build failed): such a name is written as one not in composed form.
  if (!escaped.isWellFormed() || escaped.normalize() !== escaped) escaped = escaped.replace(NON_ASCII, escapeUnit);
  return utf8Length(escaped) <= MAX_NAME_BYTES ? escaped : shortened(escaped);
}

/** The bytes of `text` in UTF-8. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A surrogate is half of a 4-byte character.
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdfff ? 2 : 3;
  }
  return bytes;
}

/** The name cut to its first KEPT_BYTES bytes (whole characters), then '~h' and 16 hex digits of FNV-1a hashes of the whole. */
function shortened(name: string): string {
  let end = 0;
  let bytes = 0;
  for (const char of name) {
    const size = utf8Length(char);
    if (bytes + size > KEPT_BYTES) break;
    bytes += size;
    end += char.length;
  }
  return `${name.slice(0, end)}~h${fnv1a(name, 0x811c9dc5)}${fnv1a(name, 0x01000193)}`;
}

/** The 32-bit FNV-1a hash of the text's UTF-16 units from `seed`, as 8 hex digits. */
function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A path segment for a slug, code or username (they may hold '@', '.', '+' and the like): its folder's name, URL-encoded. */
export function segment(value: string): string {
  return encodeURIComponent(pageName(value));
}

/** The link to a language's page (`/languages/<code>/`), or to a page below it (`contributors/`, `#contributors`). */
export function languagePath(code: string, below = ''): string {
  return sitePath(`/languages/${segment(code)}/${below}`);
}

/** The link to a project's page. */
export function projectPath(slug: string): string {
  return sitePath(`/projects/${segment(slug)}/`);
}

/** The link to a page of the list of everyone credited: /people/ for the first, /people/<n>/ for the others. */
export function peoplePath(number: number): string {
  return sitePath(number === 1 ? '/people/' : `/people/${number}/`);
}

/** The link to a contributor's page. */
export function contributorPath(username: string): string {
  return sitePath(`/contributors/${segment(username)}/`);
}

/** The route parameter of a component's page: each slug of its path (`guides/user/website` inside categories) as pageName gives it. */
export function componentPageName(componentSlug: string): string {
  return componentSlug.split('/').map(pageName).join('/');
}

/** The site URL of a component's page; a slug inside categories (`guides/user/website`) keeps its slashes. */
export function componentPath(projectSlug: string, componentSlug: string): string {
  return `${projectPath(projectSlug)}${componentSlug.split('/').map(segment).join('/')}/`;
}
