// The message of a crawl whose change log came back short: the counts, the short logs, and each
// reason the reading saw.
import { describe, expect, it } from 'vitest';
import type { ChangeLogSummary } from '../../src/crawler/change-log.ts';
import { incompleteLogMessage, isLogIncomplete } from '../../src/crawler/incomplete-log.ts';

const URL = 'https://weblate.example.org/api/changes/?page_size=1000';

function summary(overrides: Partial<ChangeLogSummary> = {}): ChangeLogSummary {
  return {
    order: 'newest-first', countAtStart: 30_000, countAtEnd: 30_200, countLowest: 30_000, fewerThanKnown: 0, stored: 29_998,
    pageSize: 1000, tieRepairs: 0, seamRepairs: 0, tiesUnread: 0, beforeSince: 0, shortTies: [], twiceOnPage: null, ...overrides,
  };
}

describe('incompleteLogMessage', () => {
  it('gives the records stored against those counted, naming the log', () => {
    expect(incompleteLogMessage(summary(), [{ url: URL, summary: summary() }], null)).toBe(
      `change log incomplete: 29,998 records stored of the 30,000 ${URL} counted when the crawl started`,
    );
    const twice = summary({ twiceOnPage: { id: 4711, url: 'https://weblate.example.org/api/changes/?page=5&page_size=1000' } });
    expect(incompleteLogMessage(twice, [{ url: URL, summary: twice }], null)).toBe(
      `change log incomplete: 29,998 records stored of the 30,000 ${URL} counted when the crawl started; ` +
        'change 4711 came twice on one page (https://weblate.example.org/api/changes/?page=5&page_size=1000)',
    );
  });

  it('says that records were deleted where a later page counted fewer than at the start', () => {
    const short = summary({ countLowest: 29_990 });
    expect(incompleteLogMessage(short, [{ url: URL, summary: short }], null)).toBe(
      `change log incomplete: 29,998 records stored of the 30,000 ${URL} counted when the crawl started; later pages counted as few as 29,990: ` +
        'records were deleted from the log while it was read, and a crawl started now reads it whole',
    );
  });

  it('says that records were deleted where records added meanwhile hid it in the counts', () => {
    const short = summary({ fewerThanKnown: 2 });
    expect(incompleteLogMessage(short, [{ url: URL, summary: short }], '2026-11-01T00:00:00.000Z')).toBe(
      `change log incomplete: 29,998 records stored of the 30,000 ${URL} counted when the crawl started (from 2026-11-01T00:00:00.000Z on); ` +
        'a page counted 2 fewer records than one answered before it was asked for: records were deleted from the log while it was read ' +
        '(the records added meanwhile hid it in the counts), and a crawl started now reads it whole',
    );
  });

  it('names the short logs of several, and says the deletion once', () => {
    const a = summary({ countAtStart: 100, countLowest: 98, stored: 98 });
    const b = summary({ countAtStart: 50, countLowest: 50, stored: 50 });
    const combined = summary({ countAtStart: 150, countLowest: 148, fewerThanKnown: 3, stored: 148 });
    expect(incompleteLogMessage(combined, [{ url: 'https://w.example/api/projects/a/changes/', summary: a }, { url: 'https://w.example/api/projects/b/changes/', summary: b }], null)).toBe(
      'change log incomplete: 148 records stored of the 150 the 2 logs counted when the crawl started; short: https://w.example/api/projects/a/changes/ (98 of 100); ' +
        'later pages counted as few as 148: records were deleted from the log while it was read, and a crawl started now reads it whole',
    );
  });
});

describe('isLogIncomplete', () => {
  const A = 'https://weblate.example.org/api/projects/orbit/changes/?page_size=1000';
  const B = 'https://weblate.example.org/api/projects/kestrel/changes/?page_size=1000';

  it('finds a log short where another log\'s extra record makes up for it in the sums (--project)', () => {
    const short = summary({ countAtStart: 300, stored: 299 });
    const extra = summary({ countAtStart: 100, stored: 101 });
    const combined = summary({ countAtStart: 400, stored: 400 });
    expect(isLogIncomplete(combined, [{ url: A, summary: short }, { url: B, summary: extra }])).toBe(true);
    expect(incompleteLogMessage(combined, [{ url: A, summary: short }, { url: B, summary: extra }], null)).toBe(
      'change log incomplete: 400 records stored of the 400 the 2 logs counted when the crawl started, records added after page 1 was counted in place of changes missed; ' +
        `short: ${A} (299 of 300)`,
    );
  });

  it('finds the logs whole where each stored what it counted, those before the window apart', () => {
    const whole = summary({ countAtStart: 300, stored: 300 });
    const sent = summary({ countAtStart: 110, stored: 100, beforeSince: 10 });
    expect(isLogIncomplete(summary({ countAtStart: 410, stored: 400, beforeSince: 10 }), [{ url: A, summary: whole }, { url: B, summary: sent }])).toBe(false);
    expect(isLogIncomplete(summary({ countAtStart: 300, stored: 299 }), [{ url: A, summary: summary({ countAtStart: 300, stored: 299 }) }])).toBe(true);
  });
});
