// The scope a snapshot `latest` pointed to before a crawl, read from its manifest whatever it
// holds, and the line the crawl's summary says where the new snapshot's scope differs.
import { describe, expect, it } from 'vitest';
import { sameScope, scopeChangeLine, scopeOfManifest, scopeText } from '../../src/crawler/scope-change.ts';

const startedAt = '2026-11-21T02:00:00.000Z';
const v4 = (scope: unknown, extra: Record<string, unknown> = {}) => ({ formatVersion: 4, scope, startedAt, ...extra });

describe('scopeOfManifest', () => {
  it('reads the projects (in code-unit order, once each) and the window of a manifest', () => {
    expect(scopeOfManifest(v4({ projects: ['orbit', 'kestrel-mail', 'orbit'], changesSince: '2026-10-01T00:00:00Z' }))).toEqual({
      scope: { projects: ['kestrel-mail', 'orbit'], changesSince: '2026-10-01T00:00:00Z' }, startedAt,
    });
    expect(scopeOfManifest(v4({ projects: null, changesSince: null }))).toEqual({ scope: { projects: null, changesSince: null }, startedAt });
  });

  it('reads the server a manifest names, where it is an http(s) URL of printable characters', () => {
    expect(scopeOfManifest(v4({ projects: ['orbit'], changesSince: null }, { baseUrl: 'https://weblate.example.org/weblate' }))).toEqual({
      scope: { projects: ['orbit'], changesSince: null }, startedAt, baseUrl: 'https://weblate.example.org/weblate',
    });
    for (const baseUrl of ['https://a.example/\u001b[2J', 'ftp://a.example', 7, '']) {
      expect(scopeOfManifest(v4({ projects: null, changesSince: null }, { baseUrl }))).toEqual({ scope: { projects: null, changesSince: null }, startedAt });
    }
  });

  it('reads format 1, which has no window, as the whole log', () => {
    expect(scopeOfManifest({ formatVersion: 1, scope: { projects: ['orbit'] }, startedAt })).toEqual({ scope: { projects: ['orbit'], changesSince: null }, startedAt });
  });

  it('gives nothing for a manifest of a format it does not know, or damaged', () => {
    for (const damaged of [
      null, [], 'manifest', { scope: { projects: null, changesSince: null }, startedAt },
      { formatVersion: 5, scope: { projects: null, changesSince: null }, startedAt },
      v4({ projects: null, changesSince: null }, { startedAt: 'yesterday' }),
      v4(null), v4({ changesSince: null }), v4({ projects: [], changesSince: null }), v4({ projects: 'orbit', changesSince: null }),
      v4({ projects: ['orbit\u001b[2J'], changesSince: null }), v4({ projects: [7], changesSince: null }),
      v4({ projects: null }), v4({ projects: null, changesSince: 'last week' }), v4({ projects: null, changesSince: 0 }),
    ]) {
      expect(scopeOfManifest(damaged)).toBeNull();
    }
  });
});

describe('sameScope', () => {
  const at = (projects: string[] | null, changesSince: string | null, started = startedAt) => ({ scope: { projects, changesSince }, startedAt: started });

  it('takes the same projects in any order for the same, and others, or all against some, for another', () => {
    expect(sameScope(at(['b', 'a'], null), at(['a', 'b'], null))).toBe(true);
    expect(sameScope(at(['a'], null), at(['a', 'b'], null))).toBe(false);
    expect(sameScope(at(null, null), at(['a'], null))).toBe(false);
  });

  it('takes the same projects of another server for another scope, and a server not known for the same', () => {
    const of = (baseUrl: string | undefined) => ({ ...at(['orbit'], null), ...(baseUrl === undefined ? {} : { baseUrl }) });
    expect(sameScope(of('http://127.0.0.1:47311'), of('http://127.0.0.1:47312'))).toBe(false);
    expect(sameScope(of('https://weblate.example.org'), of('https://weblate.example.org'))).toBe(true);
    expect(sameScope(of('https://Weblate.example.org/weblate/'), of('https://weblate.example.org/weblate'))).toBe(true);
    expect(sameScope(of('https://weblate.example.org/weblate'), of('https://weblate.example.org/'))).toBe(false);
    expect(sameScope(of(undefined), of('https://weblate.example.org'))).toBe(true);
  });

  it('takes a window the same days back from each crawl\'s day for the same (a nightly --changes-since 800d), and any other for another', () => {
    // 800 days back from 2026-11-21 and from 2026-11-22.
    expect(sameScope(at(null, '2024-09-12T00:00:00Z'), at(null, '2024-09-13T00:00:00Z', '2026-11-22T02:00:00.000Z'))).toBe(true);
    expect(sameScope(at(null, '2024-09-12T00:00:00Z'), at(null, '2024-09-12T00:00:00.000Z', '2026-11-22T02:00:00.000Z'))).toBe(true);
    expect(sameScope(at(null, '2024-09-12T00:00:00Z'), at(null, '2026-10-22T00:00:00Z', '2026-11-22T02:00:00.000Z'))).toBe(false);
    expect(sameScope(at(null, '2024-09-12T12:00:00Z'), at(null, '2024-09-13T12:00:00Z', '2026-11-22T02:00:00.000Z'))).toBe(false);
    expect(sameScope(at(null, null), at(null, '2024-09-12T00:00:00Z'))).toBe(false);
  });
});

describe('scopeText and scopeChangeLine', () => {
  it('says what a scope reads', () => {
    expect(scopeText({ projects: ['kestrel-mail'], changesSince: null })).toBe('the project kestrel-mail with the whole change log');
    expect(scopeText({ projects: ['orbit', 'fjord', 'kestrel'], changesSince: '2026-10-31T00:00:00Z' })).toBe(
      'the projects fjord, kestrel and orbit with the changes from 2026-10-31 on',
    );
    expect(scopeText({ projects: null, changesSince: '2026-10-31T12:30:00Z' })).toBe('every project the server showed its crawl with the changes from 2026-10-31T12:30:00Z on');
  });

  it('says what the scope was and what it is now where they differ, and nothing where they do not or nothing is known', () => {
    const now = { scope: { projects: null, changesSince: null }, startedAt };
    expect(scopeChangeLine({ id: '2026-11-20T020000Z', scope: { projects: ['kestrel-mail', 'fjord-photos'], changesSince: null }, startedAt }, now)).toBe(
      '  scope differs from the snapshot latest pointed to before (2026-11-20T020000Z): it was the projects fjord-photos and kestrel-mail with the ' +
        'whole change log; it is now every project the server showed its crawl with the whole change log, which the next build publishes',
    );
    expect(scopeChangeLine({ id: '2026-11-20T020000Z', ...now }, now)).toBeNull();
    // The same projects of another server (a run with a staging --url into the nightly --out): the servers are named.
    const staging = { scope: { projects: ['orbit'], changesSince: null }, startedAt, baseUrl: 'https://staging.example.org' };
    expect(scopeChangeLine({ id: '2026-11-20T020000Z', ...staging, baseUrl: 'https://weblate.example.org' }, staging)).toBe(
      '  scope differs from the snapshot latest pointed to before (2026-11-20T020000Z): it was the project orbit of https://weblate.example.org with the ' +
        'whole change log; it is now the project orbit of https://staging.example.org with the whole change log, which the next build publishes',
    );
    expect(scopeChangeLine({ id: '2026-11-20T020000Z', ...now, baseUrl: 'https://weblate.example.org' }, { ...now, baseUrl: 'https://staging.example.org' })).toBe(
      '  scope differs from the snapshot latest pointed to before (2026-11-20T020000Z): it was every project https://weblate.example.org showed its crawl with the ' +
        'whole change log; it is now every project https://staging.example.org showed its crawl with the whole change log, which the next build publishes',
    );
    expect(scopeChangeLine(null, now)).toBeNull();
  });
});
