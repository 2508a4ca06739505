// The line under the site's title on every page says what the site is a snapshot of and when it was
// taken; a skip link leads past it. The snapshot's baseUrl is a string as the manifest gives it: a
// hand-edited or hostile snapshot's is no link unless it is a web URL.
import { describe, expect, it } from 'vitest';
import { change, oneOfEach } from '../report/fixtures.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

const collections = oneOfEach([change({ id: 1, timestamp: '2026-11-18T09:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] })]);
const hostile = useRenderedSnapshot(collections, '2026-11-20T10:00:00.000Z', { baseUrl: 'javascript:alert(1)' });

/** The header's snapshot line. */
function snapshotLine(html: string): string {
  return /<p class="snapshot-line">[\s\S]*?<\/p>/.exec(html)![0].replace(/\s+/g, ' ');
}

describe("the header's snapshot line", () => {
  it('names an instance whose address is not a web URL as text, with no link, and its time in UTC to the minute', async () => {
    for (const page of ['/src/pages/index.astro', '/src/pages/about/index.astro']) {
      const html = await hostile.renderer.render(page, {}, '/');
      expect(snapshotLine(html)).toBe('<p class="snapshot-line">Snapshot of javascript:alert(1) taken <time datetime="2026-11-20T10:00:00.000Z">2026-11-20 10:00 UTC</time></p>');
      expect(html).not.toContain('href="javascript:');
    }
  });
});

describe('the skip link', () => {
  it("leads to the page's main content, past the header", async () => {
    const html = await hostile.renderer.render('/src/pages/index.astro', {}, '/');
    expect(html).toContain('<a class="skip" href="#main">Skip to content</a>');
    expect(html).toContain('<main id="main">');
  });
});
