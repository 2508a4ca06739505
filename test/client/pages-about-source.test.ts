// The about page's "Where the data comes from": the instance, linked; when the crawl ran, from
// start to finish; the crawler's version; and the problems a lenient crawl recorded, each
// message as text (a server's field can hold markup).
import { describe, expect, it } from 'vitest';
import { change, oneOfEach } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const collections = oneOfEach([change({ id: 1, timestamp: '2026-11-18T09:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] })]);
const problem = {
  url: 'https://weblate.example.org/api/projects/?page=1',
  index: 0,
  path: 'name',
  expected: 'string',
  received: 'number',
  message: 'projects page 1, record 0, field name: expected a string, got <b>42</b>',
};
const snapshot = useRenderedSnapshot(collections, '2026-11-20T10:00:00.000Z', {
  finishedAt: '2026-11-20T10:04:30.000Z', requests: 12, problems: [problem],
});

/** The HTML of the about page between the headings with ids `from` and `to`, white space folded. */
async function section(from: string, to: string): Promise<string> {
  const html = (await snapshot.renderer.render('/src/pages/about/index.astro', {}, '/about/')).replace(/\s+/g, ' ');
  return html.slice(html.indexOf(`<h2 id="${from}">`), html.indexOf(`<h2 id="${to}">`));
}

describe('the about page', () => {
  it('links the instance and says when the crawl ran, start to finish, by which version of the crawler', async () => {
    const source = await section('source', 'problems');
    expect(source).toContain('<li>Instance: <a href="https://weblate.example.org" rel="external">https://weblate.example.org</a></li>');
    expect(source).toContain('<li>Crawl: <time datetime="2026-11-20T10:00:00.000Z">2026-11-20 10:00 UTC</time> to <time datetime="2026-11-20T10:04:30.000Z">2026-11-20 10:04 UTC</time>, 12 requests, by weblate-atlas 0.0.0-test; snapshot 2026-11-20T100000Z.</li>');
  });

  it('lists the problems the crawl recorded, each message as text', async () => {
    const problems = await section('problems', 'computed');
    expect(problems).toContain('<ul><li>projects page 1, record 0, field name: expected a string, got &lt;b&gt;42&lt;/b&gt;</li></ul>');
  });
});
