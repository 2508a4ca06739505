// URLs of a Weblate server: the configured base URL, and what the API's own URLs say.

/** Normalizes a user-given base URL: http(s) only, no trailing slash, no `format=api`, no `/api` suffix. */
export function normalizeBaseUrl(input: string): string {
  // A host without its scheme (`weblate.example.org`, `localhost:8000`, which URL reads as the
  // scheme "localhost:"): the address with one is what to give.
  const bare = input.trim();
  if (!bare.includes('://') && /^[\w.-]+(:\d+)?(\/.*)?$/.test(bare) && /[.:]|^localhost/.test(bare)) {
    throw new Error(`base URL "${input}" has no scheme: give https://${bare} (or http://${bare} for a server without TLS)`);
  }
  let url: URL;
  try {
    url = new URL(bare);
  } catch {
    throw new Error(`base URL is not a URL: "${input}" (expected e.g. https://hosted.weblate.org)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`base URL must be http or https, got ${url.protocol} in "${input}"`);
  }
  if (url.username || url.password) throw new Error('base URL must not carry a user name or password; use --token');
  // `format=api` selects the browsable HTML API: a URL copied from a browser carries it.
  url.searchParams.delete('format');
  if ([...url.searchParams].length > 0) throw new Error(`base URL must not have query parameters: "${input}"`);
  // People paste the API root as often as the site root.
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api$/, '');
  // …and an endpoint of it, copied from a browser: the crawl reads every list from the root.
  const endpoint = /\/api\/./.exec(path);
  if (endpoint !== null) {
    throw new Error(`base URL points into the API (${path.slice(endpoint.index)}/): give the server's address, ${url.origin}${path.slice(0, endpoint.index)}`);
  }
  return `${url.origin}${path}`;
}

/** The path prefix an API path lies under, up to its first `/api/`: '/weblate' of '/weblate/api/changes/', '' of '/api/'; null where it names no API. */
export function apiPrefixOf(pathname: string): string | null {
  const api = pathname.indexOf('/api/');
  return api === -1 ? null : pathname.slice(0, api);
}

/**
 * A URL's path as a server in front of Weblate routes it: '%2E' read as '.', '%2F' and '%5C' as
 * '/', then its '.' and '..' segments resolved ('/weblate/..%2Fadmin/api/' is '/admin/api/').
 */
export function routedPath(pathname: string): string {
  // nginx matches its locations against the path decoded, dot segments resolved, and passes on the
  // path as sent; IIS also takes a backslash for '/'. A URL parser decodes none of them.
  if (!/%2e|%2f|%5c/i.test(pathname)) return pathname;
  const segments: string[] = [];
  for (const segment of pathname.replace(/%2e/gi, '.').replace(/%2f|%5c/gi, '/').split('/').slice(1)) {
    if (segment === '..') segments.pop();
    else if (segment !== '.') segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** The origin and path prefix an API URL is under (`https://h/weblate/api/users/x/` → `https://h/weblate`), or null. */
export function apiRootOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const prefix = apiPrefixOf(parsed.pathname);
  return prefix === null || parsed.origin === 'null' ? null : `${parsed.origin}${prefix}`;
}

/** The URL of an API path under a base URL: apiUrl(base, 'changes/') → base/api/changes/. */
export function apiUrl(base: string, path: string): string {
  return `${base}/api/${path}`;
}

/** Adds or replaces a query parameter of a URL. */
export function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(name, value);
  return parsed.toString();
}

/** The page number a list URL asks for (1 when it has no `page`), or null for `page=last` and the like. */
export function pageNumberOf(url: string): number | null {
  const page = new URL(url).searchParams.get('page');
  if (page === null) return 1;
  return /^\d+$/.test(page) ? Number(page) : null;
}

// A record's URLs are a server's text: these read them by scanning, as the patterns they replaced
// did (`/api/users/([^/?#]+)/?(?:[?#].*)?$` and the like: a query runs to the end of the text, with
// no line break in it), but where those ran from every `/api/users/` or `?` to the end of the text
// and back: 4.3 s on a change's `user` of 100 KB, minutes at 1 MB.

/** `url` up to its first `?` or `#`: its path, without query or fragment. */
export function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

const LINE_BREAK = /[\n\r\u2028\u2029]/g;

/** Where the last line break of `text` is, or -1: a query after it runs to the end unbroken. */
function lastLineBreak(text: string): number {
  let last = -1;
  LINE_BREAK.lastIndex = 0;
  for (let match = LINE_BREAK.exec(text); match !== null; match = LINE_BREAK.exec(text)) last = match.index;
  return last;
}

/** Whether the character at `i` ends a path segment: `/`, `?` or `#`. */
function endsSegment(url: string, i: number): boolean {
  const code = url.charCodeAt(i);
  return code === 47 || code === 63 || code === 35;
}

/** Whether a URL ends at `i`: there, or at a query or fragment with no line break after it. */
function endsAt(url: string, i: number, lastBreak: number): boolean {
  if (i === url.length) return true;
  const code = url.charCodeAt(i);
  return (code === 63 || code === 35) && i > lastBreak;
}

/** The username at the end of a user URL (`…/api/users/<username>/`), or null. */
export function usernameFromUrl(url: string): string | null {
  const marker = '/api/users/';
  let at = url.indexOf(marker);
  if (at === -1) return null;
  const lastBreak = lastLineBreak(url);
  for (; at !== -1; at = url.indexOf(marker, at + 1)) {
    const start = at + marker.length;
    let end = start;
    while (end < url.length && !endsSegment(url, end)) end++;
    if (end === start) continue;
    if (endsAt(url, url.charCodeAt(end) === 47 ? end + 1 : end, lastBreak)) {
      try {
        return decodeURIComponent(url.slice(start, end));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The component URL a translation URL implies: `…/api/translations/<project>/<component>/<lang>/`
 * gives `…/api/components/<project>/<component>/`, its segments kept as the server spelled them
 * (a category's `%252F` included); null for a URL of another shape.
 */
export function componentUrlOfTranslation(url: string): string | null {
  const marker = '/api/translations/';
  let at = url.lastIndexOf(marker);
  if (at === -1) return null;
  const lastBreak = lastLineBreak(url);
  LINE_BREAK.lastIndex = 0;
  const firstBreak = LINE_BREAK.exec(url)?.index ?? url.length;
  // The last marker its three segments follow: tried from the right, each reading up to its fourth
  // slash, which the marker before it (three slashes of its own) lies within a few of.
  for (; at !== -1; at = at === 0 ? -1 : url.lastIndexOf(marker, at - 1)) {
    // What comes before `translations/` holds no line break.
    if (at + 5 > firstBreak) continue;
    const segments: number[] = [at + marker.length];
    let i = at + marker.length;
    for (; i < url.length && !(url.charCodeAt(i) === 63 || url.charCodeAt(i) === 35) && segments.length <= 4; i++) {
      if (url.charCodeAt(i) === 47) segments.push(i + 1);
    }
    // Three segments, none empty, and a slash after the third at most.
    if (segments.length < 3 || segments.length > 4) continue;
    const [project, component, language, after] = segments as [number, number, number, number | undefined];
    if (component - 1 === project || language - 1 === component) continue;
    if (after !== undefined ? after - 1 === language || after !== i : i === language) continue;
    if (!endsAt(url, i, lastBreak)) continue;
    return `${url.slice(0, at)}/api/components/${url.slice(project, component - 1)}/${url.slice(component, language - 1)}/`;
  }
  return null;
}

/** The lists of the read API a crawl reads, in the order a snapshot's collections and a crawl's progress name them. */
export const API_LISTS = ['languages', 'projects', 'components', 'translations', 'users', 'changes'] as const;
/** One of the lists of the read API a crawl reads. */
export type ApiList = (typeof API_LISTS)[number];
const LISTS: ReadonlySet<string> = new Set<string>(API_LISTS);
const isList = (segment: string): segment is ApiList => LISTS.has(segment);

/**
 * The list a request of the read API belongs to: the last list name in its path that is not a
 * slug (`/api/projects/p/components/` → components, `/api/components/p/c/translations/` →
 * translations; `/api/projects/changes/`, a project called "changes", → projects); null outside `/api/`.
 */
export function listOfApiUrl(url: string): ApiList | null {
  const at = url.indexOf('/api/');
  if (at === -1) return null;
  const segments = withoutQuery(url.slice(at + 5)).split('/').filter((segment) => segment !== '');
  for (let i = segments.length - 1; i >= 0; i--) {
    const segment = segments[i]!;
    // A list's name is the first segment or comes after a parent's slug: the second is always a slug.
    if ((i === 0 || i >= 2) && isList(segment)) return segment;
  }
  return null;
}
