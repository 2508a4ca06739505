// Links in tables come from crawled server data; only web and site-relative URLs become links.

/** The URL when it starts with http://, https:// or a single '/' (case-insensitive) and holds no control character, else null. */
export function safeHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  // Browsers drop tabs and line breaks inside a URL, so '/\t/evil.example' was '//evil.example',
  // another site, by the time it was followed: a URL holding a control character is no link.
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return null;
  if (/^https?:\/\/[^\s]/i.test(trimmed)) return trimmed;
  // '//host' is protocol-relative (another site) and '/\host' is read as such by browsers.
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  return null;
}

/** A server's URL (the instance's pages, a licence, a project's website) when it is a web URL as safeHref takes it, with its scheme and host, else null. */
export function instanceHref(url: string | null | undefined): string | null {
  const href = safeHref(url);
  // One that is only a path ('/projects/x/') would lead to the host serving this site, outside its
  // base path, not to the instance: Weblate's URLs are absolute.
  return href !== null && /^https?:/i.test(href) ? href : null;
}
