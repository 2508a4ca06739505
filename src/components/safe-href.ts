// Links in tables come from crawled server data; only web and site-relative URLs become links.

/** The URL when it starts with http://, https:// or a single '/' (case-insensitive), else null. */
export function safeHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (/^https?:\/\/[^\s]/i.test(trimmed)) return trimmed;
  // '//host' is protocol-relative (another site) and '/\host' is read as such by browsers.
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  return null;
}
