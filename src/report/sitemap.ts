// The site's pages as absolute addresses, where the configuration gives the site's (siteUrl): each
// page's canonical address and og:url, and sitemap.xml, which lists every page.
import { escapeHtml } from '../components/escape-html.ts';

/** A page's absolute address: its path (with the base path) on the site's host, each segment encoded as the site's own links encode it (paths.ts' segment). */
export function pageAddress(siteUrl: string, path: string): string {
  // Astro gives a page's path decoded in one place and encoded in another; as the links spell
  // them, 'a+b' is 'a%2Bb', which hosts that read '+' as a space (S3) serve as it is. A folder's
  // name holds no '%' of its own (paths.ts writes it '~25'), so decoding first cannot misread one.
  const encoded = path.split('/').map((part) => encodeURIComponent(decodeURIComponent(part))).join('/');
  return new URL(encoded, siteUrl).href;
}

/** Most addresses a sitemap file may list (sitemaps.org); a site of more has an index of several. */
export const SITEMAP_LIMIT = 50_000;

/**
 * The sitemap files of a site whose pages are at `paths` (with the base path): `sitemap.xml`
 * listing every page, sorted, or, past SITEMAP_LIMIT pages, an index of `sitemap-1.xml` and on;
 * by file name. The same pages give the same files, whatever order the build gave them in.
 */
export function sitemapFiles(siteUrl: string, base: string, paths: readonly string[]): Map<string, string> {
  const addresses = [...new Set(paths.map((path) => pageAddress(siteUrl, path)))].sort();
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  const list = (part: readonly string[]) => `${head}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${part.map((address) => `<url><loc>${escapeHtml(address)}</loc></url>\n`).join('')}</urlset>\n`;
  if (addresses.length <= SITEMAP_LIMIT) return new Map([['sitemap.xml', list(addresses)]]);
  const files = new Map<string, string>();
  for (let i = 0; i * SITEMAP_LIMIT < addresses.length; i += 1) files.set(`sitemap-${i + 1}.xml`, list(addresses.slice(i * SITEMAP_LIMIT, (i + 1) * SITEMAP_LIMIT)));
  const index = [...files.keys()].map((name) => `<sitemap><loc>${escapeHtml(pageAddress(siteUrl, `${base}${name}`))}</loc></sitemap>\n`).join('');
  files.set('sitemap.xml', `${head}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index}</sitemapindex>\n`);
  return files;
}
