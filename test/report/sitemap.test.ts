// Pages' absolute addresses and sitemap.xml, where the configuration gives the site's address.
import { describe, expect, it } from 'vitest';
import { SITEMAP_LIMIT, pageAddress, sitemapFiles } from '../../src/report/sitemap.ts';

describe('pageAddress', () => {
  it("gives a page's path on the site's host, encoded as the site's links are, whether the path came encoded or not", () => {
    expect([
      pageAddress('https://example.org/', '/l10n/languages/sr@latin/'),
      pageAddress('https://example.org/l10n/', '/l10n/languages/sr%40latin/'),
      // '+' as the links spell it, which an S3 host would read as a space.
      pageAddress('https://example.org/', '/contributors/a+b/'),
      pageAddress('https://example.org/', '/contributors/zoë/'),
      pageAddress('https://example.org/', '/contributors/zo%C3%AB/'),
      pageAddress('http://example.org:8080/', '/contributors/a~2Fb/'),
    ]).toEqual([
      'https://example.org/l10n/languages/sr%40latin/',
      'https://example.org/l10n/languages/sr%40latin/',
      'https://example.org/contributors/a%2Bb/',
      'https://example.org/contributors/zo%C3%AB/',
      'https://example.org/contributors/zo%C3%AB/',
      'http://example.org:8080/contributors/a~2Fb/',
    ]);
  });
});

describe('sitemapFiles', () => {
  it('lists every page once, sorted, whatever order the build gave them in, its addresses escaped for XML', () => {
    const files = sitemapFiles('https://example.org/', '/l10n/', ['/l10n/languages/', '/l10n/', "/l10n/contributors/o'brien&co/", '/l10n/languages/']);
    expect([...files]).toEqual([[
      'sitemap.xml',
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://example.org/l10n/</loc></url>\n' +
        '<url><loc>https://example.org/l10n/contributors/o&#39;brien%26co/</loc></url>\n' +
        '<url><loc>https://example.org/l10n/languages/</loc></url>\n' +
        '</urlset>\n',
    ]]);
    expect(sitemapFiles('https://example.org/', '/l10n/', ['/l10n/languages/', '/l10n/'])).toEqual(sitemapFiles('https://example.org/', '/l10n/', ['/l10n/', '/l10n/languages/']));
  });

  it(`makes an index of files of ${SITEMAP_LIMIT} addresses at most past that many pages`, () => {
    const paths = Array.from({ length: SITEMAP_LIMIT + 1 }, (_, i) => `/contributors/u${String(i).padStart(6, '0')}/`);
    const files = sitemapFiles('https://example.org/', '/', paths);
    expect([...files.keys()]).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml']);
    expect(files.get('sitemap.xml')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://example.org/sitemap-1.xml</loc></sitemap>\n<sitemap><loc>https://example.org/sitemap-2.xml</loc></sitemap>\n</sitemapindex>\n',
    );
    expect(files.get('sitemap-1.xml')!.match(/<url>/g)).toHaveLength(SITEMAP_LIMIT);
    expect(files.get('sitemap-2.xml')).toContain('<url><loc>https://example.org/contributors/u050000/</loc></url>\n</urlset>\n');
  });
});
