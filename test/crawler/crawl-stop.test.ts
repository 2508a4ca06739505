// A crawl stopped (Ctrl+C, SIGTERM) while it stores a page of records: it stops within the page, at
// the next pause between its slices of work, not after the page's last record.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crawl } from '../../src/crawler/crawl.ts';
import { cleanUp, crawlOptions, proxy, rejection, sample, tempOut, type ListBody } from './crawl-helpers.ts';

const seen = vi.hoisted(() => ({ languages: 0, onLanguage: null as (() => void) | null }));

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
  });
});
