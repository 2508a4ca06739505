// A tier's min is shown as the config's author wrote it: a min of 0.0000001 (any translation at
// all) was shown "≥ 1e-7 %" on the languages page and "at least 1e-7 %" on /about/.
import { describe, expect, it } from 'vitest';
import { change, oneOfEach } from '../report/fixtures.ts';
import { useSiteConfig } from './site-config-for-file.ts';
import { useRenderedSnapshot } from './snapshot-on-disk.ts';

useSiteConfig({ tiers: [{ name: 'complete', min: 100 }, { name: 'nearly', min: 99.95 }, { name: 'started', min: 0.0000001 }] });

const snapshot = useRenderedSnapshot(oneOfEach([change({ id: 1, timestamp: '2026-11-18T09:00:00Z', action: 2, user: 'ana', translation: ['orbit', 'core', 'de'] })]), '2026-11-20T10:00:00.000Z');

// No-break spaces read as spaces (`\s` takes them), as the sentences' words are what is checked.
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ');

describe("the tiers' mins on the pages", () => {
  it('are written as plain decimals on the languages page', async () => {
    const page = text(await snapshot.renderer.render('/src/pages/languages/index.astro', {}));
    expect(page).toContain('Tiers: complete ≥ 100 %, nearly ≥ 99.95 %, started ≥ 0.0000001 %.');
    expect(page).not.toContain('1e-7');
  });

  it('are written as plain decimals on /about/', async () => {
    const page = text(await snapshot.renderer.render('/src/pages/about/index.astro', {}));
    expect(page).toContain('complete: at least 100 % of strings translated; nearly: at least 99.95 % of strings translated; started: at least 0.0000001 % of strings translated;');
    expect(page).not.toContain('1e-7');
  });
});
