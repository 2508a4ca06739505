// A crawl's failures in a row: ended by an answer to a request sent after the first of them, not by
// answers to requests that were in flight when it came.
import { describe, expect, it } from 'vitest';
import { FailureTally, MAX_ADDRESSES } from '../../src/crawler/failing-streak.ts';

const url = (n: number) => `https://example.org/api/changes/?page=${n}&page_size=1000`;

describe('FailureTally', () => {
  it('has no streak before a failure, nor after an answer to a request sent after the failures', () => {
    const tally = new FailureTally();
    expect(tally.current).toBe(null);
    tally.failed(url(6), true, 1000, 12);
    tally.answered(13);
    expect(tally.current).toBe(null);
  });

  it('keeps its streak through answers to requests sent before its first failure came, counting failures and addresses', () => {
    const tally = new FailureTally();
    // Requests 9 to 12 were out when request 10's failure came.
    tally.failed(url(6), true, 1000, 12);
    tally.answered(9);
    tally.answered(12);
    tally.failed(url(7), true, 1500, 13);
    tally.failed(url(6), false, 2000, 14);
    expect(tally.current).toEqual({
      since: 1000, failures: 3, addresses: ['https://example.org/api/changes/?page=6', 'https://example.org/api/changes/?page=7'], giveUpsOnly: false,
    });
    // A later streak begins with the next failure, at its own time.
    tally.answered(15);
    tally.failed(url(8), true, 3000, 16);
    expect(tally.current).toEqual({ since: 3000, failures: 1, addresses: ['https://example.org/api/changes/?page=8'], giveUpsOnly: true });
  });

  it('counts a list read again in lighter pages as one address: one list too heavy, not a server failing', () => {
    const tally = new FailureTally();
    tally.failed('https://example.org/api/translations/?page_size=1000', true, 0, 4);
    tally.failed('https://example.org/api/translations/?page_size=200', true, 0, 5);
    tally.failed('https://example.org/api/translations/?page=2&page_size=100', true, 0, 6);
    expect(tally.current?.addresses).toEqual(['https://example.org/api/translations/', 'https://example.org/api/translations/?page=2']);
  });

  it('keeps at most MAX_ADDRESSES addresses, and counts every failure', () => {
    const tally = new FailureTally();
    for (let n = 1; n <= MAX_ADDRESSES + 10; n++) tally.failed(url(n), true, 0, n);
    expect([tally.current?.addresses.length, tally.current?.failures]).toEqual([64, 74]);
  });
});
