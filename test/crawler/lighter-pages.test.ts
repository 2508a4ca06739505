// The page sizes a list falls back to when a server gives up on large pages, and which failures count.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/crawler/http-errors.ts';
import { BODY_DEADLINE_FACTOR } from '../../src/crawler/http.ts';
import { HEAVY_PAGE_RETRIES, LIGHT_PAGE, askedPageSize, gaveUpOnPage, giveUpRetries, isGiveUp, lighterPageSize } from '../../src/crawler/lighter-pages.ts';

describe('lighterPageSize', () => {
  it('asks for a fifth, in fifties, down to 100, then for nothing smaller', () => {
    expect([1000, 500, 400, 250, 200, 101, 100, 50].map(lighterPageSize)).toEqual([200, 100, 100, 100, 100, 100, null, null]);
    // Rounded down: a fifth of 600 (120) or 5000 (1000) in fifties, never more than a fifth.
    expect([600, 999, 5000].map(lighterPageSize)).toEqual([100, 150, 1000]);
  });
});

describe('askedPageSize', () => {
  it("reads a URL's page_size, or null where there is none or it is not a positive integer", () => {
    expect(askedPageSize('https://l10n.example.org/api/translations/?page=3&page_size=1000')).toBe(1000);
    expect(askedPageSize('https://l10n.example.org/api/translations/?page=3')).toBeNull();
    expect(askedPageSize('https://l10n.example.org/api/translations/?page_size=0')).toBeNull();
    expect(askedPageSize('https://l10n.example.org/api/translations/?page_size=abc')).toBeNull();
    expect(askedPageSize('not a URL')).toBeNull();
  });
});

describe('gaveUpOnPage', () => {
  const failure = (status: number | null, kind: HttpError['kind']) => new HttpError('x', { status, url: 'https://l10n.example.org/api/', kind });
  it('is a 502, a 504, a 524 or a timeout; not a 500, a 503, a dropped connection or another error', () => {
    expect([failure(502, 'server'), failure(504, 'server'), failure(524, 'server'), failure(null, 'timeout')].map(gaveUpOnPage)).toEqual([true, true, true, true]);
    expect([failure(500, 'server'), failure(503, 'server'), failure(null, 'network'), new Error('504')].map(gaveUpOnPage)).toEqual([false, false, false, false]);
  });
});

describe('isGiveUp', () => {
  it("is a 502, 504 or Cloudflare's 524 answer, or the client timing out", () => {
    expect([isGiveUp(502, 'server'), isGiveUp(504, 'server'), isGiveUp(524, 'server'), isGiveUp(null, 'timeout')]).toEqual([true, true, true, true]);
    expect([isGiveUp(500, 'server'), isGiveUp(503, 'server'), isGiveUp(522, 'server'), isGiveUp(null, 'network'), isGiveUp(200, 'invalid-json')]).toEqual([false, false, false, false, false]);
  });
});

describe('giveUpRetries', () => {
  it('allows a page of more than 100 records two retries where the server gives up on it; others the crawl\'s own', () => {
    expect(giveUpRetries('https://l10n.example.org/api/translations/?page=3&page_size=1000')).toBe(2);
    expect(giveUpRetries('https://l10n.example.org/api/translations/?page_size=101')).toBe(2);
    expect(giveUpRetries('https://l10n.example.org/api/translations/?page_size=100')).toBeUndefined();
    expect(giveUpRetries('https://l10n.example.org/api/translations/?page=2')).toBeUndefined();
  });

  it("gives the crawl's own retries where the server is known to serve 100 a page or fewer, whatever was asked", () => {
    expect(giveUpRetries('https://l10n.example.org/api/projects/orbit/components/?page_size=1000', 50)).toBeUndefined();
    expect(giveUpRetries('https://l10n.example.org/api/projects/orbit/components/?page_size=1000', 100)).toBeUndefined();
    expect(giveUpRetries('https://l10n.example.org/api/projects/orbit/components/?page_size=1000', 1000)).toBe(2);
    expect(giveUpRetries('https://l10n.example.org/api/projects/orbit/components/?page_size=1000', null)).toBe(2);
  });
});

describe("docs/crawling.md's worst case of a page the server never finishes", () => {
  /** Readings of a page that always times out, from 1000 a page down, with the crawl's `retries`. */
  const readings = (retries: number) => {
    let total = 0;
    for (let size: number | null = 1000; size !== null; size = lighterPageSize(size)) total += (size > LIGHT_PAGE ? Math.min(HEAVY_PAGE_RETRIES, retries) : retries) + 1;
    return total;
  };

  it('adds up as the constants do: 12 readings at the defaults, 9 with --retries 2', () => {
    expect([readings(5), readings(2)]).toEqual([12, 9]);
    expect(BODY_DEADLINE_FACTOR).toBe(5);
    const text = readFileSync('docs/crawling.md', 'utf8').replace(/\s+/g, ' ');
    expect(text).toContain('3 + 3 + 6 = 12 readings of the page');
    expect(text).toContain('12 × 10 minutes, about 2 hours; a body that stalls 12 × 120 s, about 24 minutes; headers that never come 12 × 60 s');
    expect(text).toContain('`--body-timeout 30 --retries 2` makes them 9 × 150 s, about 23 minutes, and 9 × 30 s');
  });
});
