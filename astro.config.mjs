// @ts-check
import { writeFile } from 'node:fs/promises';
import { defineConfig } from 'astro/config';
import { loadSiteConfig } from './src/report/config.ts';
import { sitemapFiles } from './src/report/sitemap.ts';
import { THIRD_PARTY_LICENSES_FILE } from './src/third-party-licenses.ts';

// The site is fully static: every page is rendered at build time from a snapshot on disk.
// The base path (hosting under a sub-path such as /l10n/) comes from atlas.config.json.
const site = loadSiteConfig();

/**
 * Writes sitemap.xml from the pages the build made, where the configuration gives the site's
 * address (siteUrl): every page but the 404 page, which is at no address of its own.
 * @param {string} siteUrl
 * @param {string} base
 * @returns {import('astro').AstroIntegration}
 */
function sitemap(siteUrl, base) {
  return {
    name: 'atlas-sitemap',
    hooks: {
      'astro:build:done': async ({ dir, pages }) => {
        const paths = pages.map(({ pathname }) => pathname).filter((pathname) => pathname !== '404' && pathname !== '404/').map((pathname) => `${base}${pathname}`);
        for (const [name, text] of sitemapFiles(siteUrl, base, paths)) await writeFile(new URL(name, dir), text);
      },
    },
  };
}

/**
 * Lets `npm run preview` answer an address without its trailing slash (`/about`) with its page, or
 * the site's 404.html where there is none, as a host's redirect to the slash would: with
 * `trailingSlash: 'always'`, Astro's preview server answered every such address with its own
 * "404: Not Found (trailingSlash is set to "always")" page. Preview only: the built site and its
 * links keep the slash.
 * @returns {import('astro').AstroIntegration}
 */
function previewWithoutSlash() {
  return {
    name: 'atlas-preview-without-slash',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'preview') updateConfig({ trailingSlash: 'ignore' });
      },
    },
  };
}

export default defineConfig({
  output: 'static',
  base: site.base,
  trailingSlash: 'always',
  // Pages render while earlier ones are written: one at a time, a large site's build spent a
  // fifth of its time waiting for mkdir and writeFile (151 s at 1, 116 s at 4, 107 s at 16 on
  // the large sample).
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 16 },
  devToolbar: { enabled: false },
  integrations: [previewWithoutSlash(), ...(site.siteUrl === undefined ? [] : [sitemap(site.siteUrl, site.base)])],
  vite: {
    build: {
      // Scripts are served as files, never inlined: the table script inlined was 2.3 KB in each of
      // a large site's 10,000 pages with a table, fetched again on every page instead of cached.
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
      // The chart script bundles chart.js and @kurkle/color (MIT): their licences ask that a copy
      // keep their notice, which Vite drops from minified code unless told, and a site hosting
      // these pages redistributes them. Their banners stay in the file (365 bytes), and their
      // licences are listed in full beside the site.
      rolldownOptions: { output: { comments: { legal: true } } },
      license: { fileName: THIRD_PARTY_LICENSES_FILE },
    },
  },
  // Nothing is fetched at run time: no prefetching of links either.
  prefetch: false,
});
