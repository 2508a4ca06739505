// Records the report leaves out: why each is (the reducers' flaw functions), what names the first
// of each reason, and the tally that counts them.
import { describe, expect, it } from 'vitest';
import { componentFlaw } from '../../src/report/catalog.ts';
import { changeFlaw, rawChange } from '../../src/report/change-batch.ts';
import { describeValue, LeftOutTally, leftOutFirst } from '../../src/report/left-out.ts';
import { translationFacts, translationFlaw } from '../../src/report/translations.ts';
import { UsernameCache } from '../../src/report/users.ts';
import { BASE, change, component, language, translation } from './fixtures.ts';

describe('describeValue', () => {
  it('says what a value is, quoting numbers and short texts only', () => {
    expect([undefined, null, '', 'yesterday', -50, 10.5, 1e21, true, [1, 2], { email: 'ann@example.org' }].map(describeValue)).toEqual([
      'missing', 'null', 'empty', 'the string "yesterday"', '-50', '10.5', '1e+21', 'true', 'a list', 'an object',
    ]);
    // A long text is cut, and a control character in it written as its escape.
    expect(describeValue(`\u001b[2J${'9'.repeat(100)}`)).toBe(`the string "\\u001b[2J${'9'.repeat(35)}…"`);
    // An e-mail address in it is not quoted ('kat@example.org' in a change's timestamp).
    expect(describeValue('kat@example.org')).toBe('the string "<e-mail address>"');
    expect(describeValue(`sent to ${'k'.repeat(30)}@example.org`)).toBe('the string "sent to <e-mail address>"');
    // Nor a URL's credentials, whose password's start was kept and its end taken for an address.
    expect(describeValue('https://bot:s3cr!t@git.example.org/x.git')).toBe('the string "https://git.example.org/x.git"');
    expect(describeValue('fatal: https://bot:tok3n@git.example.org/x.git')).toBe('the string "fatal: https://git.example.org/x.git"');
  });
});

describe('why a record is left out', () => {
  it('is the first of its fields the reducer cannot use', () => {
    const app = component('orbit', 'app');
    const { url: _url, ...withoutUrl } = app;
    const { slug: _slug, ...withoutSlug } = app;
    const { project: _project, ...withoutProject } = app;
    expect([withoutUrl, withoutSlug, withoutProject].map(componentFlaw)).toEqual(['component-without-url', 'component-without-slug', 'component-without-project']);

    const de = translation('orbit', 'app', language('de', 'German'), { total: 10, translated: 4 });
    const { language: _language, language_code: _code, ...withoutLanguage } = de;
    const refused = [{ ...de, url: 7 }, withoutLanguage, { ...de, fuzzy: -1 }];
    expect(refused.map((record) => [translationFacts(record), translationFlaw(record)])).toEqual([
      [null, 'translation-without-url'], [null, 'translation-without-language'], [null, 'translation-count'],
    ]);

    const ok = change({ id: 3, timestamp: '2026-11-18T10:00:00Z', action: 2 });
    const changes = [{ ...ok, id: '3' }, { ...ok, id: 2 ** 53 }, { ...ok, action: 2.5 }, { ...ok, timestamp: '2026-11-18T10:00:00' }];
    expect(changes.map((record) => [rawChange(record, new UsernameCache()), changeFlaw(record)])).toEqual([
      [null, 'change-id'], [null, 'change-id'], [null, 'change-action'], [null, 'change-timestamp'],
    ]);
    // No action code is negative or past the whole numbers a double holds: a hand edit's -1 and 1e308 each had a page.
    const actions = [{ ...ok, action: -1 }, { ...ok, action: 1e308 }, { ...ok, action: 2 ** 53 }];
    expect(actions.map((record) => [rawChange(record, new UsernameCache()), changeFlaw(record)])).toEqual([
      [null, 'change-action'], [null, 'change-action'], [null, 'change-action'],
    ]);
    expect(rawChange({ ...ok, action: 0 }, new UsernameCache())?.action).toBe(0);
  });
});

describe('leftOutFirst', () => {
  it('names a record by its key, and says what of it was wrong', () => {
    const de = translation('orbit', 'app', language('de', 'German'), { total: 10, translated: 4 });
    expect(leftOutFirst('translation-count', 9, { ...de, failing_checks: '2' })).toEqual({
      ordinal: 9, place: null, key: `${BASE}/api/translations/orbit/app/de/`, detail: 'failing_checks is the string "2"',
    });
    expect(leftOutFirst('change-timestamp', 2, change({ id: 3, timestamp: '1', action: 2 }))).toEqual({ ordinal: 2, place: null, key: 'id 3', detail: 'timestamp is the string "1"' });
    expect(leftOutFirst('change-id', 2, { id: 1.5 })).toEqual({ ordinal: 2, place: null, key: null, detail: 'id is 1.5' });
    expect(leftOutFirst('language-repeated', 3, language('de', 'German'))).toEqual({ ordinal: 3, place: null, key: 'de', detail: null });
    // Named on /about/ as it is: a character HTML forbids in a page is U+FFFD there ('x\u0007' held a BEL).
    expect(leftOutFirst('language-repeated', 3, language('de\u0007\uFFFE', 'German')).key).toBe('de\uFFFD\uFFFD');
    expect(leftOutFirst('component-repeated', 4, { url: `${BASE}/api/components/orbit/a\u0000pp/` }).key).toBe(`${BASE}/api/components/orbit/a\uFFFDpp/`);
  });

  it('never names a user, leaves a URL\'s credentials out and cuts a long key', () => {
    expect(leftOutFirst('user-repeated', 7, { username: 'ann', full_name: 'Ann', email: 'ann@example.org' })).toEqual({ ordinal: 7, place: null, key: null, detail: null });
    expect(leftOutFirst('user-without-username', 1, { username: { email: 'ann@example.org' } })).toEqual({ ordinal: 1, place: null, key: null, detail: 'username is an object' });
    expect(leftOutFirst('component-without-project', 1, { url: 'https://bot:s3cret@w.example/api/components/a/b/', slug: 'b' }).key).toBe('https://w.example/api/components/a/b/');
    expect(leftOutFirst('project-repeated', 1, { slug: 'p'.repeat(300) }).key).toBe(`${'p'.repeat(199)}…`);
    // Nor an e-mail address, which its detail masks too.
    expect(leftOutFirst('project-without-slug', 1, { slug: 'k.nowak@example.org' })).toEqual({
      ordinal: 1, place: null, key: '<e-mail address>', detail: 'slug is the string "<e-mail address>"',
    });
    expect(leftOutFirst('component-without-project', 1, { url: 'https://w.example/api/components/p/x/?by=k.nowak@example.org' }).key).toBe(
      'https://w.example/api/components/p/x/?by=<e-mail address>',
    );
  });
});

describe('LeftOutTally', () => {
  it('counts per collection and per reason, keeps each reason\'s first, and lists reasons in their fixed order', () => {
    const tally = new LeftOutTally();
    tally.add('user-repeated', 5, { username: 'ann' });
    tally.add('language-without-code', 2, { name: 'Nameless' });
    tally.add('user-repeated', 9, { username: 'bob' });
    // A batch of changes, read in another thread: its first named once, counts after it without.
    tally.addCount({ reason: 'change-repeated', records: 3, first: { ordinal: 40, place: null, key: 'id 39', detail: null } });
    tally.addCount({ reason: 'change-repeated', records: 2, first: null });
    expect(tally.counts).toEqual({ languages: 1, projects: 0, components: 0, translations: 0, users: 2, changes: 5 });
    expect(tally.groups()).toEqual([
      { reason: 'language-without-code', records: 1, first: { ordinal: 2, place: null, key: null, detail: 'code is missing' } },
      { reason: 'user-repeated', records: 2, first: { ordinal: 5, place: null, key: null, detail: null } },
      { reason: 'change-repeated', records: 5, first: { ordinal: 40, place: null, key: 'id 39', detail: null } },
    ]);
    expect(() => tally.addCount({ reason: 'change-id', records: 1, first: null })).toThrow(new Error('1 records left out (change-id) without the first of them'));
  });
});
