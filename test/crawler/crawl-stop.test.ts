// A crawl stopped (Ctrl+C, SIGTERM) while it stores a page of records: it stops within the page, at
// the next pause between its slices of work, not after the page's last record.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crawl } from '../../src/crawler/crawl.ts';
import { emptyProgress } from '../../src/crawler/progress.ts';
import { cleanUp, crawlOptions, proxy, rejection, sample, tempOut, type ListBody } from './crawl-helpers.ts';

const seen = vi.hoisted(() => ({ languages: 0, onLanguage: null as (() => void) | null, components: 0, onComponent: null as (() => void) | null }));

// Every slice spent at once: the crawl pauses before each record it stores, whatever the machine's
// speed, so a page stops at the record after the signal (time-slice.ts times them in 0.1 ms).
vi.mock('../../src/crawler/time-slice.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/crawler/time-slice.ts')>();
  return {
    ...original,
    TimeSlice: class extends original.TimeSlice {
      override get due(): boolean {
        return true;
      }
    },
  };
});

// normalizeRecord runs once a record the crawl stores: counted, for the languages list.
vi.mock('../../src/weblate/normalize.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/weblate/normalize.ts')>();
  return {
    ...original,
    normalizeRecord: (...args: Parameters<typeof original.normalizeRecord>) => {
      if (args[0] === 'languages') {
        seen.languages++;
        seen.onLanguage?.();
      }
      if (args[0] === 'components') {
        seen.components++;
        seen.onComponent?.();
      }
      return original.normalizeRecord(...args);
    },
  };
});

afterEach(cleanUp);

describe('a crawl stopped while it stores a page', () => {
  it('stores no more of the page after the signal than until its next pause', async () => {
    const server = await sample();
    const RECORDS = 5000;
    // One page of 5,000 languages: storing it spans many slices of 0.1 ms (time-slice.ts).
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path !== '/api/languages/') return body;
        const [first] = (body as ListBody).results as Record<string, unknown>[];
        const results = Array.from({ length: RECORDS }, (_, i) => ({ ...first!, id: i + 1, code: `x${i}`, url: `${server.url}/api/languages/x${i}/` }));
        return { ...(body as ListBody), count: RECORDS, next: null, previous: null, results };
      },
    });
    const controller = new AbortController();
    const reason = new Error('interrupted');
    seen.languages = 0;
    // The signal comes as the page's first record is stored.
    seen.onLanguage = () => {
      if (seen.languages === 1) controller.abort(reason);
    };
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { signal: controller.signal, pageSize: RECORDS })));
    seen.onLanguage = null;
    expect(error).toBe(reason);
    // The crawl settles its tasks before it rejects: without a look at the signal between slices,
    // every one of the 5,000 was validated and stored first (0.3 to 0.9 s of CPU after a Ctrl+C
    // on the large sample).
    expect(seen.languages).toBeLessThan(RECORDS);
    // Each record after a pause (the mock above): the one the signal came with, and no other.
    expect(seen.languages).toBe(1);
  });

  it("reports the list that failed, and takes its 404 for no other list's, where another list's page was being stored", async () => {
    const server = await sample();
    const RECORDS = 5000;
    let componentStored = () => {};
    const firstComponent = new Promise<void>((resolve) => (componentStored = resolve));
    const front = await proxy(server.url, {
      // The instance's component list, one page of 5,000.
      rewrite: (path, body) => {
        if (path !== '/api/components/') return body;
        const [first] = (body as ListBody).results as Record<string, unknown>[];
        const results = Array.from({ length: RECORDS }, (_, i) => ({ ...first!, slug: `x${i}`, url: `${server.url}/api/components/${(first!['project'] as { slug: string }).slug}/x${i}/` }));
        return { ...(body as ListBody), count: RECORDS, next: null, previous: null, results };
      },
      // The language list is not there, which fails the crawl: its 404 comes once the components' page is being stored.
      forwardPath: (path) => path.replace(/^\/api\/languages\//, '/api/no-languages/'),
      holdUntil: (request) => (request.url.startsWith('/api/languages/') ? firstComponent : null),
    });
    seen.components = 0;
    seen.onComponent = () => {
      if (seen.components === 1) componentStored();
    };
    const progress = emptyProgress(Date.now());
    const error = await rejection(crawl(crawlOptions(front.url, await tempOut(), { pageSize: RECORDS, progress })));
    seen.onComponent = null;
    // The component list had answered: the address is right, and not what to check.
    expect(error.message).toMatch(new RegExp(
      `^not found: ${front.url.replace(/\./g, '\\.')}/api/languages/\\?page_size=5000: Not found\\.; the server had answered \\d+ of this crawl's requests, so its address is right, ` +
        'but has no languages list there, which every Weblate server has: something in front of it \\(a proxy\\) may refuse that address$',
    ));
    expect(seen.components).toBeLessThan(RECORDS);
    // The component list answered: the crawl stopped while storing it, it was not refused. Taken for
    // a 404 of its own, it was counted out once more (-1) and then read project by project.
    expect(progress.lists.components.listsPending).toBe(0);
  });
});
