// How pages appear outside the site: a search result's snippet and a shared link's preview come
// from each page's meta description and Open Graph tags, and, where the configuration gives the
// site's address (siteUrl), each page names its own (canonical, og:url).
import { describe, expect, it } from 'vitest';
import { change, oneOfEach } from '../report/fixtures.ts';
import { useSiteConfig } from './site-config-for-file.ts';
import { renderEveryPage, useRenderedSnapshot } from './snapshot-on-disk.ts';

// A title that would end the attribute and open a script, were it not escaped.
const TITLE = 'Orbit "l10n" <script>alert(1)</script> & co';
useSiteConfig({ title: TITLE, siteUrl: 'https://L10N.example.org' });

const snapshot = useRenderedSnapshot(oneOfEach([change({ id: 1, timestamp: '2026-11-18T09:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] })]), '2026-11-20T10:00:00.000Z');

/** The tags of a page's head that describe it outside the site, one a line. */
function outsideTags(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<meta (?:name|property)="(?:description|og:[a-z_]+|twitter:card)" content="[^"]*">|<link rel="canonical" href="[^"]*">/g)].map((m) => m[0]);
}

// Escaped as an attribute's value: its quotes cannot end it, and '<' opens no tag inside one.
const SITE = 'Orbit &quot;l10n&quot; <script>alert(1)</script> &amp; co';

describe('every page seen from outside the site', () => {
  it('says what it shows in one sentence of its own, with the site title escaped, and names its own address', async () => {
    const pages = Object.fromEntries((await renderEveryPage(snapshot)).map(([url, html]) => [url, outsideTags(html)]));
    // Each page's own: its description, title and address; every page's og:type, og:site_name and twitter:card besides.
    const own = (title: string, description: string, address: string | null) => [
      `<meta name="description" content="${SITE}: ${description}; snapshot of 2026-11-20.">`,
      '<meta property="og:type" content="website">',
      `<meta property="og:site_name" content="${SITE}">`,
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="${SITE}: ${description}; snapshot of 2026-11-20.">`,
      '<meta name="twitter:card" content="summary">',
      ...(address === null ? [] : [`<link rel="canonical" href="${address}">`, `<meta property="og:url" content="${address}">`]),
    ];
    const at = (path: string) => `https://l10n.example.org${path}`;
    expect(pages).toEqual({
      '/': own(SITE, 'translation status of https://weblate.example.org, 1 language in 1 project and 1 component, 50.0\u00a0% translated (5 of 10 strings)', at('/')),
      '/languages/': own('Languages', 'how far each of 1 language is translated, by tier, with its contributors and last activity', at('/languages/')),
      '/languages/de/': own('German', 'German (de) is 50.0\u00a0% translated (5 of 10 strings) in 1 component, by 1 contributor', at('/languages/de/')),
      '/languages/de/contributors/': own('Contributors to German', 'the 1 contributor to German (de), with their translations in each time window', at('/languages/de/contributors/')),
      '/languages/de/coverage/': own('Coverage of German', 'coverage of German (de) project by project and component by component (1 component translated into it), and the components not translated into it', at('/languages/de/coverage/')),
      '/projects/': own('Projects', '1 project, how far each is translated and its changes in the last 12 months', at('/projects/')),
      '/projects/orbit/': own('Orbit', 'Orbit is 50.0\u00a0% translated (5 of 10 strings) in 1 component and 1 language', at('/projects/orbit/')),
      '/projects/orbit/core/': own('Orbit / CORE', 'Orbit / CORE is 50.0\u00a0% translated (5 of 10 strings) in 1 language, with the figures of each translation', at('/projects/orbit/core/')),
      '/contributors/': own('Contributors', 'who wrote the most translations in the last month, 3, 6 and 12 months and in all, and in each language', at('/contributors/')),
      '/contributors/ana/': own('Ana (ana)', 'Ana (ana), 1 translation written and 1 action in 1 language and 1 project, with a year\'s calendar and their latest changes', at('/contributors/ana/')),
      '/people/': own('Everyone credited, A to Z', 'everyone credited with activity, A to Z', at('/people/')),
      '/changes/': own('Changes', '1 change on the instance by day, week and month and by action, and the latest', at('/changes/')),
      '/changes/2/': own('Changes: Translation changed', '1 change of the action Translation changed by day, week and month, and the latest', at('/changes/2/')),
      '/about/': own('About these numbers', 'where these figures came from (https://weblate.example.org) and how each is computed', at('/about/')),
      // At no address of its own: a web server sends it for any.
      '/404.html': own('Page not found', 'no page at this address, and where to go from here', null),
    });
  });
});
