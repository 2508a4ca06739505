// The lines a finished crawl prints.
import { describe, expect, it } from 'vitest';
import { crawlSummary, repeatedText } from '../../src/crawler/summary.ts';
import type { Manifest } from '../../src/snapshot/manifest.ts';

function manifest(overrides: Partial<Manifest> = {}): Manifest {
  const entry = (count: number) => ({ count, files: ['x.ndjson'], sha256: '0'.repeat(64) });
  return {
    formatVersion: 4,
    tool: { name: 'weblate-atlas', version: '0.1.0' },
    baseUrl: 'https://hosted.weblate.org',
    scope: { projects: null, changesSince: null },
    startedAt: '2026-11-21T02:00:00.000Z',
    finishedAt: '2026-11-21T02:01:05.500Z',
    requests: 1_234,
    retries: 7,
    bytes: 12_345_678,
    pageSize: 1000,
    apiCounts: { languages: 30, projects: 8, components: 40, translations: 760, users: 300, changes: 20_000 },
    changeLog: { order: 'newest-first', countAtStart: 20_000, countAtEnd: 21_500, growth: 1_500, beforeSince: 0 },
    users: { source: 'api', leftOut: 0 },
    collections: {
      languages: entry(30),
      projects: entry(8),
      components: entry(40),
      translations: entry(760),
      users: entry(300),
      changes: entry(20_000),
    },
    problems: [],
    ...overrides,
  };
}

describe('crawlSummary', () => {
  it('names the folder, the counts, the requests, the page size and the log\'s growth', () => {
    expect(crawlSummary('data/snapshots/2026-11-21T020000Z', manifest())).toEqual([
      'snapshot written: data/snapshots/2026-11-21T020000Z',
      '  30 languages, 8 projects, 40 components, 760 translations, 300 users, 20,000 changes',
      '  1,234 requests (7 retries), 12.3 MB in 65.5 s; page size 1000; change log newest-first, grew by 1,500 during the crawl',
    ]);
  });

  it('says the refusals waited out apart from the retries, as --retries counts the retries alone', () => {
    expect(crawlSummary('data/snapshots/2026-11-21T020000Z', manifest(), { refusalWaits: 5 })[2]).toBe(
      '  1,234 requests (2 retries, 5 refusals waited out), 12.3 MB in 65.5 s; page size 1000; change log newest-first, grew by 1,500 during the crawl',
    );
    expect(crawlSummary('data/snapshots/2026-11-21T020000Z', manifest(), { refusalWaits: 7 })[2]).toBe(
      '  1,234 requests (0 retries, 7 refusals waited out), 12.3 MB in 65.5 s; page size 1000; change log newest-first, grew by 1,500 during the crawl',
    );
    expect(repeatedText(2, 1)).toBe('1 retry, 1 refusal waited out');
  });

  it('says the requests resent on a new connection after a kept-alive one closed unanswered apart, as they spend no --retries either', () => {
    expect(crawlSummary('data/snapshots/2026-11-21T020000Z', manifest(), { refusalWaits: 2, resent: 3 })[2]).toBe(
      '  1,234 requests (2 retries, 2 refusals waited out, 3 resent on a new connection), 12.3 MB in 65.5 s; page size 1000; change log newest-first, grew by 1,500 during the crawl',
    );
    expect([repeatedText(5, 0, 5), repeatedText(1, 0, 1), repeatedText(4, 0, 0)]).toEqual(['0 retries, 5 resent on a new connection', '0 retries, 1 resent on a new connection', '4 retries']);
  });

  it('says when no stored user record told who is a bot, where any user is stored', () => {
    const untold =
      '  no user record says who is a bot (Weblate says so only to a token that may manage users): ' +
      'the site counts bots as people unless excludeUsers names them';
    expect(crawlSummary('/out/s', manifest(), { botFlagsRead: false }).at(-1)).toBe(untold);
    expect(crawlSummary('/out/s', manifest(), { botFlagsRead: true })).toHaveLength(3);
    const noUsers = manifest({ collections: { ...manifest().collections, users: { count: 0, files: [], sha256: '0'.repeat(64) } } });
    expect(crawlSummary('/out/s', noUsers, { botFlagsRead: false })).toHaveLength(3);
  });

  it('says where latest stays when a crawl started later finished first', () => {
    expect(crawlSummary('/out/2026-11-21T020000Z-2', manifest(), { laterLatest: '2026-11-21T020000Z' }).at(-1)).toBe(
      '  latest still points to 2026-11-21T020000Z: that crawl started later, and finished first',
    );
  });

  it('says where this snapshot, which latest now points to, reads another scope than the one latest pointed to before', () => {
    const before = { id: '2026-11-20T020000Z', scope: { projects: ['kestrel-mail'], changesSince: null }, startedAt: '2026-11-20T02:00:00.000Z' };
    expect(crawlSummary('/out/2026-11-21T020000Z', manifest(), { scopeBefore: before }).at(-1)).toBe(
      '  scope differs from the snapshot latest pointed to before (2026-11-20T020000Z): it was the project kestrel-mail with the whole change log; ' +
        'it is now every project the server showed its crawl with the whole change log, which the next build publishes',
    );
    expect(crawlSummary('/out/2026-11-21T020000Z', manifest(), { scopeBefore: { ...before, scope: { projects: null, changesSince: null } } })).toHaveLength(3);
    // latest stayed with a snapshot started later: this one is not what the next build publishes.
    expect(crawlSummary('/out/2026-11-21T020000Z', manifest(), { scopeBefore: before, laterLatest: '2026-11-21T020001Z' })).toHaveLength(4);
  });

  it('names the snapshots dated after the crawl ended, which latest does not point to', () => {
    expect(crawlSummary('/out/2026-11-21T020000Z', manifest(), { ahead: ['2026-12-05T000000Z'] }).at(-1)).toBe(
      '  latest does not point to 2026-12-05T000000Z: it is dated after this crawl ended, so a clock was ahead when it was made; ' +
        'remove it if wrong, or it will be taken for the newest once that time has come',
    );
    expect(crawlSummary('/out/2026-11-21T020000Z', manifest(), { ahead: ['2026-12-05T000000Z', '2027-01-01T000000Z'] }).at(-1)).toBe(
      '  latest does not point to 2026-12-05T000000Z, 2027-01-01T000000Z: they are dated after this crawl ended, so a clock was ahead when ' +
        'they were made; remove them if wrong, or they will be taken for the newest once that time has come',
    );
    expect(crawlSummary('/out/2026-11-21T020000Z', manifest(), { ahead: [] })).toHaveLength(3);
  });

  it('says where users came from when the change log named them, and counts the problems', () => {
    const problem = { url: 'https://x/api/changes/', index: 3, path: 'timestamp', expected: 'string', received: 'number 1', message: 'm' };
    const lines = crawlSummary(
      '/out/2026-11-21T020000Z-2',
      manifest({
        users: { source: 'change-log', leftOut: 0 },
        changeLog: { order: 'oldest-first', countAtStart: 20_000, countAtEnd: 20_000, growth: 0, beforeSince: 0 },
        bytes: 0,
        retries: 0,
        requests: 6,
        finishedAt: '2026-11-21T02:00:00.000Z',
        problems: [problem, problem],
      }),
    );
    expect(lines).toEqual([
      'snapshot written: /out/2026-11-21T020000Z-2',
      '  30 languages, 8 projects, 40 components, 760 translations, 300 users (from the change log), 20,000 changes',
      '  6 requests (0 retries), 0.0 MB in 0.0 s; page size 1000; change log oldest-first, grew by 0 during the crawl',
      '  2 records broke their schema (see problems in manifest.json)',
    ]);
  });

  it('says how many listed accounts no stored change names were left out', () => {
    const leftOut = (count: number) => crawlSummary('/out/s', manifest({
      users: { source: 'api', leftOut: count },
      collections: { ...manifest().collections, users: { count: 254, files: ['users.ndjson'], sha256: '0'.repeat(64) } },
    }));
    expect(leftOut(46).slice(1)).toEqual([
      '  30 languages, 8 projects, 40 components, 760 translations, 254 users, 20,000 changes',
      '  1,234 requests (7 retries), 12.3 MB in 65.5 s; page size 1000; change log newest-first, grew by 1,500 during the crawl',
      '  users: 254 stored, 46 listed accounts named by no stored change left out (the site credits people from the change log only)',
    ]);
    expect(leftOut(1).at(-1)).toBe('  users: 254 stored, 1 listed account named by no stored change left out (the site credits people from the change log only)');
    expect(leftOut(0)).toHaveLength(3);
  });

  it('says when the user list held only some of the users', () => {
    expect(crawlSummary('/out/s', manifest({ users: { source: 'api-and-change-log', leftOut: 0 } }))[1]).toBe(
      '  30 languages, 8 projects, 40 components, 760 translations, 300 users (the list\'s, and the rest from the change log), 20,000 changes',
    );
  });

  it('names the change log\'s window, and older changes a server sent although they were filtered out', () => {
    const lines = crawlSummary('/out/s', manifest({
      scope: { projects: null, changesSince: '2024-11-23T00:00:00Z' },
      changeLog: { order: 'oldest-first', countAtStart: 20_000, countAtEnd: 20_000, growth: 0, beforeSince: 12_345 },
    }));
    expect(lines.slice(2)).toEqual([
      '  1,234 requests (7 retries), 12.3 MB in 65.5 s; page size 1000; change log oldest-first from 2024-11-23T00:00:00Z on, grew by 0 during the crawl',
      '  the server ignored timestamp_after: 12,345 older changes read and left out (it reads the whole log every time)',
    ]);
  });

  it('writes a count of one in the singular', () => {
    const entry = { count: 1, files: ['x.ndjson'], sha256: '0'.repeat(64) };
    const problem = { url: 'https://x/api/changes/', index: 3, path: 'timestamp', expected: 'string', received: 'number 1', message: 'm' };
    const lines = crawlSummary('/out/s', manifest({
      collections: { languages: entry, projects: entry, components: entry, translations: entry, users: entry, changes: entry },
      requests: 1,
      retries: 1,
      problems: [problem],
    }));
    expect(lines.slice(1)).toEqual([
      '  1 language, 1 project, 1 component, 1 translation, 1 user, 1 change',
      '  1 request (1 retry), 12.3 MB in 65.5 s; page size 1000; change log newest-first, grew by 1,500 during the crawl',
      '  1 record broke its schema (see problems in manifest.json)',
    ]);
  });

  it('says no order of a change log of fewer than two records, which shows none', () => {
    const lines = crawlSummary('/out/s', manifest({
      scope: { projects: null, changesSince: '2026-11-19T00:00:00Z' },
      changeLog: { order: 'oldest-first', countAtStart: 0, countAtEnd: 0, growth: 0, beforeSince: 0 },
    }));
    expect(lines[2]).toBe('  1,234 requests (7 retries), 12.3 MB in 65.5 s; page size 1000; change log from 2026-11-19T00:00:00Z on, grew by 0 during the crawl');
    const whole = crawlSummary('/out/s', manifest({ changeLog: { order: 'oldest-first', countAtStart: 1, countAtEnd: 1, growth: 0, beforeSince: 0 } }));
    expect(whole[2]).toBe('  1,234 requests (7 retries), 12.3 MB in 65.5 s; page size 1000; change log grew by 0 during the crawl');
  });
});
