// Page-number pagination as Django REST framework does it for Weblate: `page` (1-based, or
// `last`), `page_size` honoured up to 1000 outside strict mode, and next/previous links that copy
// the request's own query with `page` replaced, parameters sorted by name.

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 1000;

/** The slice of a list one request asks for, or null for a page that does not exist. */
export interface PageWindow {
  page: number;
  lastPage: number;
  start: number;
  end: number;
}

/**
 * A query parameter's value as Django reads it: the last, when it is sent more than once
 * (QueryDict.get), where URLSearchParams.get gives the first; null when it is not sent.
 */
export function lastParam(query: URLSearchParams, name: string): string | null {
  return query.getAll(name).at(-1) ?? null;
}

/** The page size a request gets: `page_size` when positive (clamped to 1000), else 50. */
export function pageSizeOf(query: URLSearchParams, honourPageSize: boolean): number {
  const raw = lastParam(query, 'page_size');
  if (!honourPageSize || raw === null || !/^\d+$/.test(raw)) return DEFAULT_PAGE_SIZE;
  const size = Number(raw);
  return size > 0 ? Math.min(size, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
}

/** Which records page `page` of a `count`-long list holds; null when the page is invalid. */
export function pageWindow(count: number, size: number, pageParam: string | null): PageWindow | null {
  const lastPage = Math.max(1, Math.ceil(count / size));
  let page: number;
  if (pageParam === null) page = 1;
  else if (pageParam === 'last') page = lastPage;
  else if (/^\d+$/.test(pageParam)) page = Number(pageParam);
  else return null;
  if (page < 1 || page > lastPage) return null;
  return { page, lastPage, start: (page - 1) * size, end: Math.min(count, page * size) };
}

/** Serializes query parameters sorted by name, as Python's urlencode(sorted(...)) does. */
function encodeSorted(params: [string, string][]): string {
  const sorted = params.map((entry, order) => [entry, order] as const);
  sorted.sort((a, b) => (a[0][0] < b[0][0] ? -1 : a[0][0] > b[0][0] ? 1 : a[1] - b[1]));
  const search = new URLSearchParams(sorted.map(([entry]) => entry)).toString();
  return search ? `?${search}` : '';
}

/**
 * next/previous links for a page. `requestUrl` is the absolute URL the client asked for. Outside
 * strict mode every parameter it sent is kept; in strict mode only `format` survives, as the
 * document shows page URLs.
 */
export function pageLinks(
  requestUrl: URL, window: PageWindow, strict: boolean,
): { next: string | null; previous: string | null } {
  const kept: [string, string][] = [];
  for (const [key, value] of requestUrl.searchParams) {
    if (key === 'page') continue;
    if (strict && key !== 'format') continue;
    kept.push([key, value]);
  }
  const base = `${requestUrl.origin}${requestUrl.pathname}`;
  const link = (page: number) => base + encodeSorted(page === 1 ? kept : [...kept, ['page', String(page)]]);
  return {
    next: window.page < window.lastPage ? link(window.page + 1) : null,
    previous: window.page > 1 ? link(window.page - 1) : null,
  };
}
