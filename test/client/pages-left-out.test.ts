// A snapshot holding records the report cannot use (a lenient crawl, a hand edit): the site says
// so on its about page, where before it said every record was fine and its figures disagreed.
import { describe, expect, it } from 'vitest';
import { change, oneOfEach } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const COLLECTIONS = oneOfEach([
  change({ id: 1, timestamp: '2026-11-01T10:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] }),
  change({ id: 2, timestamp: 'yesterday', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] }),
  change({ id: 3, timestamp: '2026-11-01T11:00:00', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] }),
]);

const snapshot = useRenderedSnapshot(COLLECTIONS, '2026-11-20T10:00:00.000Z');

describe('records the report left out', () => {
  it('are not counted on the overview, which says how many of those stored they are', async () => {
    const html = await snapshot.renderer.render('/src/pages/index.astro', {});
    expect(html).toMatch(/<li>\s*<strong>1<\/strong>\s*change\s*<span class="muted"> \(3 of 3 stored, 2 of them left out: see About\)<\/span>\s*<\/li>/);
  });

  it('are listed on the about page, per collection and why', async () => {
    expect(snapshot.report.leftOut).toEqual({ languages: 0, projects: 0, components: 0, translations: 0, changes: 2 });
    const html = await snapshot.renderer.render('/src/pages/about/index.astro', {});
    expect(html).toMatch(
      /<h2 id="left-out">Records left out<\/h2>\s*<p>The snapshot holds records this site could not use, and every figure here is without them \(the counts above are of the records stored\):<\/p>\s*<ul><li>2 change records without a usable id, action code or timestamp \(a date and time that exist, with Z or an offset\), or with an id not above the one before it \(repeated\)\.<\/li><\/ul>/,
    );
  });
});
