// How the pages of a snapshot of some projects only (--project) appear outside the site: a search
// result's snippet and a shared link's preview show a page's description without the header that
// says only some projects were read, so each description says it too.
import { describe, expect, it } from 'vitest';
import { change, oneOfEach } from '../report/fixtures.ts';
import { renderEveryPage, useRenderedSnapshot } from './snapshot-on-disk.ts';

const snapshot = useRenderedSnapshot(
  oneOfEach([change({ id: 1, timestamp: '2026-11-18T09:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] })]),
  '2026-11-20T10:00:00.000Z',
  { scope: { projects: ['orbit'], changesSince: null } },
);

/** A page's description and og:description, and its title and og:title. */
function describedAs(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<title>[^<]*<\/title>|<meta (?:name|property)="(?:description|og:title|og:description)" content="[^"]*">/g)].map((m) => m[0]);
}

describe('every page of a snapshot of one project, seen from outside the site', () => {
  it('says in its description and og:description which project was read; its title stays the page\'s own', async () => {
    const pages = Object.fromEntries((await renderEveryPage(snapshot)).map(([url, html]) => [url, describedAs(html)]));
    const own = (title: string, description: string) => [
      `<title>${title === 'Translation status' ? title : `${title} · Translation status`}</title>`,
      `<meta name="description" content="Translation status${description}.">`,
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="Translation status${description}.">`,
    ];
    // Said first, in brackets after the title, where a snippet cut short keeps it.
    const read = ' (in Orbit, the one project read): ';
    const day = '; snapshot of 2026-11-20';
    expect(pages).toEqual({
      '/': own('Translation status', ': https://weblate.example.org, in Orbit, the one project read: 1 language in 1 component, 50.0\u00a0% translated (5 of 10 strings); snapshot of 2026-11-20'),
      '/languages/': own('Languages', `${read}how far each of 1 language is translated, by tier, with its contributors and last activity${day}`),
      '/languages/de/': own('German', `${read}German (de) is 50.0\u00a0% translated (5 of 10 strings) in 1 component, by 1 contributor${day}`),
      '/languages/de/contributors/': own('Contributors to German', `${read}the 1 contributor to German (de), with their translations in each time window${day}`),
      '/languages/de/coverage/': own('Coverage of German', `${read}coverage of German (de) project by project and component by component (1 component translated into it), and the components not translated into it${day}`),
      '/projects/': own('Projects', `${read}1 project, how far each is translated and its changes in the last 12 months${day}`),
      '/projects/orbit/': own('Orbit', `${read}Orbit is 50.0\u00a0% translated (5 of 10 strings) in 1 component and 1 language${day}`),
      '/projects/orbit/core/': own('Orbit / CORE', `${read}Orbit / CORE is 50.0\u00a0% translated (5 of 10 strings) in 1 language, with the figures of each translation${day}`),
      '/contributors/': own('Contributors', `${read}who wrote the most translations in the last month, 3, 6 and 12 months and in all, and in each language${day}`),
      '/contributors/ana/': own('Ana (ana)', `${read}Ana (ana), 1 translation written and 1 action in 1 language and 1 project, with a year's calendar and their latest changes${day}`),
      '/people/': own('Everyone credited, A to Z', `${read}everyone credited with activity, A to Z${day}`),
      // Its own sentence says where the changes are, once.
      '/changes/': own('Changes', ': 1 change in Orbit, the one project read, by day, week and month and by action, and the latest; snapshot of 2026-11-20'),
      '/changes/2/': own('Changes: Translation changed', `${read}1 change of the action Translation changed by day, week and month, and the latest${day}`),
      '/about/': own('About these numbers', `${read}where these figures came from (https://weblate.example.org) and how each is computed${day}`),
      '/404.html': own('Page not found', `${read}no page at this address, and where to go from here${day}`),
    });
  });
});
