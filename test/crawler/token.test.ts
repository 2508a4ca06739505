// Where a token may go without a word, and what a token may hold.
import { describe, expect, it } from 'vitest';
import { isTokenChar, plainTextTokenWarning, withoutToken } from '../../src/crawler/token.ts';
import { redact } from '../../src/crawler/http-errors.ts';

describe('plainTextTokenWarning', () => {
  it('warns before a token goes over http:// to another machine', () => {
    expect(plainTextTokenWarning('http://weblate.example.org/weblate')).toBe(
      'the token goes to http://weblate.example.org unencrypted (http://), readable on the way: use https:// where the server has it',
    );
    expect(plainTextTokenWarning('http://10.0.0.7:8080')).toBe(
      'the token goes to http://10.0.0.7:8080 unencrypted (http://), readable on the way: use https:// where the server has it',
    );
  });

  it('says nothing over https:// or to this machine', () => {
    for (const base of ['https://hosted.weblate.org', 'http://127.0.0.1:8000', 'http://localhost:8080/weblate', 'http://[::1]:8000', 'http://weblate.localhost']) {
      expect(plainTextTokenWarning(base)).toBeNull();
    }
  });
});

describe('isTokenChar', () => {
  it('takes visible ASCII only', () => {
    expect(['a', 'Z', '0', '_', '-', '~'].map(isTokenChar)).toEqual([true, true, true, true, true, true]);
    expect([' ', '\t', '\u007f', '\u00e9', '\u200b'].map(isTokenChar)).toEqual([false, false, false, false, false]);
  });
});

describe('withoutToken', () => {
  it('returns the value itself where no string holds the token', () => {
    const record = { id: 1, name: 'Orbit', tags: ['a', { b: null }], ok: true };
    expect(withoutToken(record, 'wlu_secret')).toBe(record);
  });

  it('writes the token *** in values and keys at any depth, in a copy, keeping a key __proto__ a key', () => {
    const record = JSON.parse('{"id":1,"__proto__":{"x":"wlu_secret"},"details":{"wlu_secret":["a wlu_secret b", 2]}}') as Record<string, unknown>;
    const clean = withoutToken(record, 'wlu_secret');
    expect(clean).not.toBe(record);
    expect(JSON.stringify(clean)).toBe('{"id":1,"__proto__":{"x":"***"},"details":{"***":["a *** b",2]}}');
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(JSON.stringify(record)).toContain('wlu_secret');
  });
});

describe('a part of the token', () => {
  it('is written *** where 16 or more of its characters stand in a row, cut or split by the server', () => {
    // A server that writes back the token it was sent into fields it cuts or splits: 'end <35 of the
    // key's 40 characters>' was stored and published, and an error quoted 'got string "<its first 30>"'.
    const token = 'wlu_I7kuoJcJTCXaJRnRjuJ4ZPQk2d4TFrl8Tqu3';
    expect(withoutToken({ name: 'end 7kuoJcJTCXaJRnRjuJ4ZPQk2d4TFrl8Tqu3', web: 'juJ4ZPQk2d4TFrl8Tqu3', slug: 'wlu_I7kuoJcJTCXaJRnR', kwlu_I7kuoJcJTCXaJRnR: 2 }, token)).toEqual({
      name: 'end ***', web: '***', slug: '***', 'k***': 2,
    });
    expect(redact('record 0: field "direction": expected one of "ltr", "rtl", got string "wlu_I7kuoJcJTCXaJRnRjuJ4ZPQk2d"', token))
      .toBe('record 0: field "direction": expected one of "ltr", "rtl", got string "***"');
    // 15 in a row are left as they are (a text of that many may be anyone's); a record without any, unchanged.
    const record = { name: 'wlu_I7kuoJcJTCX and I7kuoJcJTCXaJRn' };
    expect(withoutToken(record, token)).toBe(record);
  });
});

describe('a token short enough to be part of words', () => {
  it('is written *** only where it stands alone, in records and in messages alike', () => {
    // WEBLATE_TOKEN=e (a placeholder) against a server that takes any token: every record was stored
    // as {"cod***":"***n","nam***":"English", …} and a 401 said 'tok***n r***j***ct***d by …'.
    const language = { code: 'en', name: 'English', aliases: ['en_e'], web_url: 'http://127.0.0.1:8000/languages/en/' };
    expect(withoutToken(language, 'e')).toBe(language);
    expect(withoutToken({ name: 'Orbit e Notes', url: 'http://127.0.0.1:8000/?key=e&page=2', e: ['e'] }, 'e')).toEqual({
      name: 'Orbit *** Notes', url: 'http://127.0.0.1:8000/?key=***&page=2', '***': ['***'],
    });
    expect(redact('token rejected by http://127.0.0.1:8000/api/languages/?page_size=1000: Invalid token.', 'e'))
      .toBe('token rejected by http://127.0.0.1:8000/api/languages/?page_size=1000: Invalid token.');
    expect(redact('a list shrank while it was read (…/api/changes/?page=2&t=right is gone)', 'right')).toBe('a list shrank while it was read (…/api/changes/?page=2&t=*** is gone)');
    // A token of a regular expression's characters is matched as it is written.
    expect(redact('k=a.b+c and a_b+c and axb+c', 'a.b+c')).toBe('k=*** and a_b+c and axb+c');
    // A token of 16 characters or more is written *** wherever it is, inside a word too.
    expect(redact('xwlu_0123456789abcdefy', 'wlu_0123456789abcdef')).toBe('x***y');
  });
});
