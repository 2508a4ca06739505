// The progress display: requests still needed, the live lines of a terminal, the plain line of
// a log, and what ProgressDisplay writes (on fake timers).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  crawlProgressView, emptyProgress, etaSeconds, formatProgressLine, formatProgressLines, requestsPerPage, requestsStillNeeded, type ProgressState,
} from '../../src/crawler/progress.ts';
import { afterTypedStop, drawsLive, duration, ProgressDisplay } from '../../src/progress-display.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A crawl 10 s in: languages done, components and translations under way, changes far from done. */
function midCrawl(): ProgressState {
  const state = emptyProgress(0);
  state.lists.languages = { pagesDone: 1, pagesKnown: 1, listsPending: 0, records: 30, retries: 1, refusalWaits: 0, startedAt: 0 };
  state.lists.components = { pagesDone: 3, pagesKnown: 5, listsPending: 2, records: 1234, retries: 0, refusalWaits: 0, startedAt: 0 };
  state.lists.translations = { pagesDone: 0, pagesKnown: 0, listsPending: 1, records: 0, retries: 0, refusalWaits: 0, startedAt: 6_000 };
  state.lists.changes = { pagesDone: 10, pagesKnown: 400, listsPending: 0, records: 10_000, retries: 1, refusalWaits: 0, startedAt: 0 };
  state.requests = 50;
  state.retries = 2;
  return state;
}

describe('emptyProgress', () => {
  it('starts every list at zero', () => {
    const zero = { pagesDone: 0, pagesKnown: 0, listsPending: 0, records: 0, retries: 0, refusalWaits: 0, startedAt: null };
    expect(emptyProgress(1234)).toEqual({
      startedAt: 1234,
      lists: { languages: zero, projects: zero, components: zero, translations: zero, users: zero, changes: zero },
      requests: 0,
      retries: 0,
      refusalWaits: 0,
      waitingUntil: null,
      spacingMs: 0,
    });
  });
});

describe('requestsStillNeeded', () => {
  it('counts the pages known but not read, plus one for each list not planned yet', () => {
    // components 5 - 3 + 2 pending, translations 1 pending, changes 400 - 10.
    expect(requestsStillNeeded(midCrawl())).toBe(2 + 2 + 1 + 390);
  });

  it('is 0 for a fresh state and for a finished crawl', () => {
    expect(requestsStillNeeded(emptyProgress(0))).toBe(0);
    const done = emptyProgress(0);
    done.lists.changes = { pagesDone: 20, pagesKnown: 20, listsPending: 0, records: 20_000, retries: 0, refusalWaits: 0, startedAt: 0 };
    expect(requestsStillNeeded(done)).toBe(0);
  });

  it('never counts pages read beyond the plan as negative', () => {
    const state = emptyProgress(0);
    state.lists.changes = { pagesDone: 7, pagesKnown: 5, listsPending: 1, records: 0, retries: 0, refusalWaits: 0, startedAt: 0 };
    expect(requestsStillNeeded(state)).toBe(1);
  });
});

describe('formatProgressLines', () => {
  it('shows one line for each list that has started, then the totals', () => {
    expect(formatProgressLines(midCrawl(), 10_000)).toEqual([
      '  languages    done                       30 records, 1 retry',
      // 3 pages in 10 s, 4 to go: 13 s.
      '  components   3/7 pages               1,234 records, 0.3 pages/s, ETA 0:13, 0 retries',
      // Begun 4 s ago, nothing read yet.
      '  translations 0/1 pages                   0 records, 0.0 pages/s, ETA --:--, 0 retries',
      // 390 pages at its own 1.0 a second said 6:30 under a crawl that ends in 1:30: every list
      // shares the crawl's one limit, and one left alone gets it whole.
      '  changes      10/400 pages           10,000 records, 1.0 pages/s, ETA 1:30, 1 retry',
      '  50 requests, 5.0 req/s, ETA 1:30, 2 retries',
    ]);
  });

  it('shows no ETA before the first request, and hours when the rest takes that long', () => {
    const fresh = emptyProgress(0);
    fresh.lists.changes.listsPending = 1;
    expect(formatProgressLines(fresh, 0)).toEqual([
      '  changes      0/1 pages                   0 records, 0.0 pages/s, ETA --:--, 0 retries',
      '  0 requests, 0.0 req/s, ETA --:--, 0 retries',
    ]);
    const long = emptyProgress(0);
    long.lists.changes = { pagesDone: 100, pagesKnown: 36_100, listsPending: 0, records: 100_000, retries: 1234, refusalWaits: 0, startedAt: 0 };
    long.requests = 1_334;
    long.retries = 1234;
    // 36,000 pages left at 5 pages a second (13.34 requests each, 66.7 a second): two hours.
    expect(formatProgressLines(long, 20_000)).toEqual([
      '  changes      100/36,100 pages      100,000 records, 5.0 pages/s, ETA 2:00:00, 1,234 retries',
      '  1,334 requests, 66.7 req/s, ETA 2:00:00, 1,234 retries',
    ]);
  });
});

describe('refusals waited out', () => {
  it('are said apart from the retries, which alone spend --retries, and count as requests a page takes', () => {
    const state = emptyProgress(0);
    // A limiter refusing every request but those of the first ten pages: 56 429s waited out, 3 retries after 502s.
    state.lists.changes = { pagesDone: 10, pagesKnown: 26, listsPending: 0, records: 6_138, retries: 3, refusalWaits: 56, startedAt: 0 };
    state.lists.users = { pagesDone: 1, pagesKnown: 1, listsPending: 0, records: 30, retries: 0, refusalWaits: 2, startedAt: 0 };
    state.requests = 71;
    state.retries = 3;
    state.refusalWaits = 58;
    expect(formatProgressLine(state, 71_000)).toBe('crawl: 11/27 pages, 6,168 records, 1.0 req/s, ETA 1:45, 3 retries, 58 refusals waited out');
    expect(formatProgressLines(state, 71_000)).toEqual([
      '  users        done                       30 records, 0 retries, 2 refusals waited out',
      '  changes      10/26 pages             6,138 records, 0.1 pages/s, ETA 1:45, 3 retries, 56 refusals waited out',
      '  71 requests, 1.0 req/s, ETA 1:45, 3 retries, 58 refusals waited out',
    ]);
  });
});

describe('a long wait', () => {
  it('shows how long it still lasts in place of the ETA, on every line, and the ETA again once it is over', () => {
    const state = midCrawl();
    // A 429 asked for two hours at 10 s.
    state.waitingUntil = 10_000 + 7_200_000;
    expect(formatProgressLines(state, 10_000)).toEqual([
      '  languages    done                       30 records, 1 retry',
      '  components   3/7 pages               1,234 records, 0.3 pages/s, waiting 2:00:00, 0 retries',
      '  translations 0/1 pages                   0 records, 0.0 pages/s, waiting 2:00:00, 0 retries',
      '  changes      10/400 pages           10,000 records, 1.0 pages/s, waiting 2:00:00, 1 retry',
      '  50 requests, 5.0 req/s, waiting 2:00:00, 2 retries',
    ]);
    expect(formatProgressLine(state, 3_610_000)).toBe('crawl: 14/409 pages, 11,264 records, 0.0 req/s, waiting 1:00:00, 2 retries');
    // Over: 395 pages to go, 16 requests for every 14 so far, at the pace the wait left, 50 requests in 7,210 s.
    expect(formatProgressLine(state, 7_210_000)).toBe('crawl: 14/409 pages, 11,264 records, 0.0 req/s, ETA 18:04:56, 2 retries');
  });
});

describe('spacing after refusals', () => {
  it('shows no ETA shorter than the requests left take at the spacing the crawl keeps', () => {
    const state = midCrawl();
    // Spaced 7.7 s apart after refusals: 395 pages left, 16 requests for every 14 read so far, take
    // 57:56 at least, not the 1:30 the pace before foretold.
    state.spacingMs = 7_700;
    expect(formatProgressLines(state, 10_000)).toEqual([
      '  languages    done                       30 records, 1 retry',
      '  components   3/7 pages               1,234 records, 0.3 pages/s, ETA 0:31, 0 retries',
      '  translations 0/1 pages                   0 records, 0.0 pages/s, ETA --:--, 0 retries',
      // 390 pages, 11 requests for every 10.
      '  changes      10/400 pages           10,000 records, 1.0 pages/s, ETA 55:03, 1 retry',
      '  50 requests, 5.0 req/s, ETA 57:56, 2 retries',
    ]);
    expect(formatProgressLine(state, 10_000)).toBe('crawl: 14/409 pages, 11,264 records, 5.0 req/s, ETA 57:56, 2 retries');
    // A spacing the pace already outlasts changes nothing.
    state.spacingMs = 100;
    expect(formatProgressLine(state, 10_000)).toBe('crawl: 14/409 pages, 11,264 records, 5.0 req/s, ETA 1:30, 2 retries');
  });

  it('counts each page left as many requests as the pages so far took, behind a server refusing each address once', () => {
    // 20 s in, 8 of 21 pages read, each after a refusal and its retry: 16 requests, 0.8 a second,
    // spaced 2.5 s apart by now. Counting a request a page, the ETA was 0:33 (13 at 2.5 s), and
    // 0:16 at the pace; 26 requests left take 1:05.
    const state = emptyProgress(0);
    state.lists.changes = { pagesDone: 8, pagesKnown: 21, listsPending: 0, records: 8_000, retries: 8, refusalWaits: 0, startedAt: 0 };
    state.requests = 16;
    state.retries = 8;
    state.spacingMs = 2_500;
    expect(formatProgressLines(state, 20_000)).toEqual([
      '  changes      8/21 pages              8,000 records, 0.4 pages/s, ETA 1:05, 8 retries',
      '  16 requests, 0.8 req/s, ETA 1:05, 8 retries',
    ]);
    expect(formatProgressLine(state, 20_000)).toBe('crawl: 8/21 pages, 8,000 records, 0.8 req/s, ETA 1:05, 8 retries');
    // Before the spacing grew: the pace so far, two requests a page, 26 at 0.8 a second.
    state.spacingMs = 250;
    expect(formatProgressLine(state, 20_000)).toBe('crawl: 8/21 pages, 8,000 records, 0.8 req/s, ETA 0:33, 8 retries');
  });
});

describe('the ETA before any page is read, and a list\'s against the crawl\'s', () => {
  it('shows no ETA while every request so far was refused, where it counted each refusal against every page left and grew', () => {
    // Behind a server refusing everything (--fault 503=1): 0:34 at 7 retries, then 1:07, then 2:43
    // until the crawl failed.
    const state = emptyProgress(0);
    state.lists.projects = { pagesDone: 0, pagesKnown: 6, listsPending: 0, records: 0, retries: 7, refusalWaits: 0, startedAt: 0 };
    state.requests = 7;
    state.retries = 7;
    expect(formatProgressLine(state, 5_000)).toBe('crawl: 0/6 pages, 0 records, 1.4 req/s, ETA --:--, 7 retries');
    state.lists.projects.retries = state.retries = state.requests = 20;
    expect(formatProgressLines(state, 14_000)).toEqual([
      '  projects     0/6 pages                   0 records, 0.0 pages/s, ETA --:--, 20 retries',
      '  20 requests, 1.4 req/s, ETA --:--, 20 retries',
    ]);
    // A page read at last, after 21 requests: as many for each of the 5 left, at 1.4 a second.
    state.lists.projects.pagesDone = 1;
    state.lists.projects.records = 100;
    expect(formatProgressLine(state, 14_000)).toBe('crawl: 1/6 pages, 100 records, 1.4 req/s, ETA 1:14, 20 retries');
  });

  it('gives no list an ETA past the crawl\'s, each taking its pages at its own pace until then', () => {
    // Early in a crawl: a change log of 101 pages, 1 read 1.4 s after it began, beside lists done.
    const state = emptyProgress(0);
    state.lists.languages = { pagesDone: 30, pagesKnown: 30, listsPending: 0, records: 3_000, retries: 0, refusalWaits: 0, startedAt: 0 };
    state.lists.changes = { pagesDone: 1, pagesKnown: 101, listsPending: 0, records: 1_000, retries: 0, refusalWaits: 0, startedAt: 600 };
    state.requests = 31;
    state.retries = 0;
    expect(formatProgressLines(state, 2_000)).toEqual([
      '  languages    done                    3,000 records',
      // It said 2:20 here, above a totals line of 0:06.
      '  changes      1/101 pages             1,000 records, 0.7 pages/s, ETA 0:06, 0 retries',
      '  31 requests, 15.5 req/s, ETA 0:06, 0 retries',
    ]);
    // Its own pace shorter than the crawl's, which has another list's 50 pages left: its own.
    state.lists.components = { pagesDone: 0, pagesKnown: 50, listsPending: 0, records: 0, retries: 0, refusalWaits: 0, startedAt: 19_000 };
    state.lists.changes = { ...state.lists.changes, pagesDone: 98, records: 98_000 };
    state.requests = 128;
    expect(formatProgressLines(state, 20_000)).toEqual([
      '  languages    done                    3,000 records',
      '  components   0/50 pages                  0 records, 0.0 pages/s, ETA --:--, 0 retries',
      '  changes      98/101 pages           98,000 records, 5.1 pages/s, ETA 0:01, 0 retries',
      '  128 requests, 6.4 req/s, ETA 0:08, 0 retries',
    ]);
  });
});

describe('requestsPerPage and etaSeconds', () => {
  it('count a request a page and the pace alone where nothing was repeated and nothing spaced, as for an unrestrained or X-RateLimit-paced crawl', () => {
    expect([requestsPerPage(10, 0), requestsPerPage(0, 0)]).toEqual([1, 1]);
    // 90 pages left at 3 requests a second.
    expect(etaSeconds(90, 1, 3, 0)).toBe(30);
    expect(etaSeconds(90, 1, 0, 0)).toBe(Infinity);
  });

  it('count the retries of the pages so far into each page left, and the spacing as a floor', () => {
    // No page read yet: the refusals so far say nothing of how many requests a page takes.
    expect([requestsPerPage(8, 8), requestsPerPage(10, 1), requestsPerPage(0, 3)]).toEqual([2, 1.1, Infinity]);
    // 13 pages at 2 requests each, 0.8 a second: 32.5 s; spaced 2.5 s apart: 65 s.
    expect(etaSeconds(13, 2, 0.8, 0)).toBe(32.5);
    expect(etaSeconds(13, 2, 0.8, 2_500)).toBe(65);
    expect(etaSeconds(13, 2, 0, 2_500)).toBe(Infinity);
  });
});

describe('formatProgressLine', () => {
  it('sums the lists into one line', () => {
    expect(formatProgressLine(midCrawl(), 10_000)).toBe('crawl: 14/409 pages, 11,264 records, 5.0 req/s, ETA 1:30, 2 retries');
  });

  it('shows no ETA before the first request', () => {
    expect(formatProgressLine(emptyProgress(0), 0)).toBe('crawl: 0/0 pages, 0 records, 0.0 req/s, ETA --:--, 0 retries');
  });

  it('says one retry as such, as the lines per list do, on the plain line and the totals line', () => {
    const state = emptyProgress(0);
    state.lists.users = { pagesDone: 1, pagesKnown: 3, listsPending: 0, records: 100, retries: 1, refusalWaits: 0, startedAt: 0 };
    state.requests = 2;
    state.retries = 1;
    // "1 retries" before.
    expect(formatProgressLine(state, 2_000)).toBe('crawl: 1/3 pages, 100 records, 1.0 req/s, ETA 0:04, 1 retry');
    expect(formatProgressLines(state, 2_000)).toEqual([
      '  users        1/3 pages                 100 records, 0.5 pages/s, ETA 0:04, 1 retry',
      '  2 requests, 1.0 req/s, ETA 0:04, 1 retry',
    ]);
  });
});

describe('duration', () => {
  it('reads minutes and seconds, hours from an hour on, and dashes for a time not known', () => {
    expect([0, 7.6, 59.4, 72, 3_599, 3_600, 4_500, 36_061].map(duration)).toEqual(['0:00', '0:08', '0:59', '1:12', '59:59', '1:00:00', '1:15:00', '10:01:01']);
    expect([Infinity, NaN, -5].map(duration)).toEqual(['--:--', '--:--', '0:00']);
  });
});

describe('drawsLive', () => {
  it('draws a live block on a terminal only, not where CI=true or the terminal is a dumb one', () => {
    expect(drawsLive(true, { TERM: 'xterm-256color' })).toBe(true);
    expect(drawsLive(true, {})).toBe(true);
    expect(drawsLive(true, { CI: 'false' })).toBe(true);
    expect(drawsLive(false, { TERM: 'xterm-256color' })).toBe(false);
    expect(drawsLive(undefined, {})).toBe(false);
    expect(drawsLive(true, { CI: 'true' })).toBe(false);
    // An editor's shell buffer (Emacs's M-x shell, M-x compile) sets TERM=dumb: it showed '^[[1F^[[0J' before each redraw.
    expect(drawsLive(true, { TERM: 'dumb' })).toBe(false);
  });
});

describe('afterTypedStop', () => {
  it("erases the '^C' a terminal echoed, but not on a dumb terminal, which shows the escape as text, nor off a terminal", () => {
    expect(afterTypedStop(true, { TERM: 'xterm' })).toBe('\r\x1b[K');
    expect(afterTypedStop(true, { CI: 'true' })).toBe('\r\x1b[K');
    expect(afterTypedStop(true, { TERM: 'dumb' })).toBe('');
    expect(afterTypedStop(false, {})).toBe('');
    expect(afterTypedStop(undefined, { TERM: 'xterm' })).toBe('');
  });
});

describe('ProgressDisplay', () => {
  it('prints a plain line every 5 s when the output is not a terminal', () => {
    vi.useFakeTimers({ now: 5_000 });
    const written: string[] = [];
    const display = new ProgressDisplay(crawlProgressView(midCrawl()), { write: (text) => written.push(text), isTTY: false }, false);
    display.start();
    vi.advanceTimersByTime(4_999);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(written).toEqual(['crawl: 14/409 pages, 11,264 records, 5.0 req/s, ETA 1:30, 2 retries\n']);
    display.message('rate limited by https://weblate.example: waiting 3 s (Retry-After)');
    display.stop();
    vi.advanceTimersByTime(20_000);
    expect(written).toEqual([
      'crawl: 14/409 pages, 11,264 records, 5.0 req/s, ETA 1:30, 2 retries\n',
      'rate limited by https://weblate.example: waiting 3 s (Retry-After)\n',
    ]);
  });

  it('redraws its block in place on a terminal, and clears it for a message and on stop', () => {
    vi.useFakeTimers({ now: 9_800 });
    const written: string[] = [];
    const display = new ProgressDisplay(crawlProgressView(midCrawl()), { write: (text) => written.push(text), isTTY: true }, false);
    display.start();
    vi.advanceTimersByTime(200);
    const block =
      '  languages    done                       30 records, 1 retry\n' +
      '  components   3/7 pages               1,234 records, 0.3 pages/s, ETA 0:13, 0 retries\n' +
      '  translations 0/1 pages                   0 records, 0.0 pages/s, ETA --:--, 0 retries\n' +
      '  changes      10/400 pages           10,000 records, 1.0 pages/s, ETA 1:30, 1 retry\n' +
      '  50 requests, 5.0 req/s, ETA 1:30, 2 retries\n';
    expect(written).toEqual([block]);
    display.message('waiting');
    display.stop();
    expect(written).toEqual([block, '\x1b[5F\x1b[0J', 'waiting\n']);
  });

  it('cuts live lines to the terminal\'s width, so that none wraps and the redraw leaves no copies', () => {
    vi.useFakeTimers({ now: 9_800 });
    const written: string[] = [];
    const display = new ProgressDisplay(crawlProgressView(midCrawl()), { write: (text) => written.push(text), isTTY: true, columns: () => 60 }, false);
    display.start();
    vi.advanceTimersByTime(200);
    display.stop();
    expect(written[0]).toBe(
      // 60 characters would fill the row and move some terminals onto the next: 59 at most.
      '  languages    done                       30 records, 1 re…\n' +
        '  components   3/7 pages               1,234 records, 0.3 …\n' +
        '  translations 0/1 pages                   0 records, 0.0 …\n' +
        '  changes      10/400 pages           10,000 records, 1.0 …\n' +
        '  50 requests, 5.0 req/s, ETA 1:30, 2 retries\n',
    );
  });

  it('writes warnings even when quiet', () => {
    const written: string[] = [];
    const display = new ProgressDisplay(crawlProgressView(midCrawl()), { write: (text) => written.push(text), isTTY: false }, true);
    display.warn('the token goes to http://weblate.example unencrypted');
    expect(written).toEqual(['warning: the token goes to http://weblate.example unencrypted\n']);
  });

  it('writes a message or warning quoting a server as one line, its control characters escaped', () => {
    const written: string[] = [];
    const display = new ProgressDisplay(crawlProgressView(midCrawl()), { write: (text) => written.push(text), isTTY: false }, false);
    display.message('waiting on http://x/\u001b]0;PWNED\u0007 (429)');
    display.warn('record 3 of http://x/: "a\n::error title=Deploy::fake"');
    expect(written).toEqual([
      'waiting on http://x/\\x1b]0;PWNED\\x07 (429)\n',
      'warning: record 3 of http://x/: "a\\n::error title=Deploy::fake"\n',
    ]);
  });

  it('writes nothing but stays silent when quiet', () => {
    vi.useFakeTimers({ now: 0 });
    const written: string[] = [];
    const display = new ProgressDisplay(crawlProgressView(midCrawl()), { write: (text) => written.push(text), isTTY: true }, true);
    display.start();
    vi.advanceTimersByTime(60_000);
    display.message('rate limited');
    display.stop();
    expect(written).toEqual([]);
  });
});
