// The file at the site's root that gives in full the licences of the code its chart script bundles
// (chart.js, @kurkle/color): Vite writes it (astro.config.mjs), and a later build takes it for one
// of the site's own files (scripts/lib/site-out-dir.ts), not for something else in the folder.

/** Its name at the site's root. */
export const THIRD_PARTY_LICENSES_FILE = 'third-party-licenses.txt';
