// Where a token may go without a word, and what a token may hold.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideToken, isTokenChar, plainTextTokenWarning, withoutToken } from '../../src/crawler/token.ts';
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

  it('writes the token *** where only a key holds it', () => {
    // A git error's details keyed by the repository's URL, the token in it: no value holds the token.
    const record = { id: 1, details: { 'https://wlu_secret@git.example.org/app.git': 'push failed' } };
    expect(withoutToken(record, 'wlu_secret')).toEqual({ id: 1, details: { 'https://***@git.example.org/app.git': 'push failed' } });
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

describe('the search for a part of the token', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // The search as 7f87dbe made it: the token compared at every place of the text.
  function everyPlace(text: string, token: string): string {
    let out = '';
    let last = 0;
    let at = 0;
    while (at + 16 <= text.length) {
      let longest = 0;
      for (let from = 0; from + 16 <= token.length; from++) {
        let length = 0;
        while (at + length < text.length && from + length < token.length && text[at + length] === token[from + length]) length++;
        if (length > longest) longest = length;
      }
      if (longest >= 16) {
        out += `${text.slice(last, at)}***`;
        at += longest;
        last = at;
      } else {
        at++;
      }
    }
    return last === 0 ? text : out + text.slice(last);
  }

  it('compares characters only near a block of the token, and hides what a comparison at every place hid', () => {
    // A 10 MB field holding 35 of a 40-character key's characters took 5.2 s in withoutToken (2 s
    // for one holding a single 8-character block and no part): every place of it was compared with
    // each of the token's 25 places. A part starts at most 8 characters before one of its blocks.
    const token = 'wlu_I7kuoJcJTCXaJRnRjuJ4ZPQk2d4TFrl8Tqu3';
    const text = `${'x'.repeat(20_000)}${token.slice(5)}${'y'.repeat(20_000)} wlu_I7ku ${'z'.repeat(10_000)}`;
    const compared = vi.spyOn(String.prototype, 'charCodeAt');
    expect(hideToken(text, token)).toBe(`${'x'.repeat(20_000)}***${'y'.repeat(20_000)} wlu_I7ku ${'z'.repeat(10_000)}`);
    // 4,999,896 before (some 50,000 places, each compared with the token's 25, in two walks); now
    // only the places around the two blocks.
    expect(compared.mock.calls.length).toBeLessThan(2_000);
    compared.mockRestore();
    // The same answer as the comparison at every place, on texts made of the token's own pieces
    // (split, cut, repeated, overlapping), of a token with repeats too.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (const key of [token, 'aaaaaaaabbbbbbbbaaaaaaaabbbbbbbbaaaa', 'abcabcabcabcabcabcabcab', '0123456789abcdef']) {
      for (let round = 0; round < 300; round++) {
        let text = '';
        while (text.length < 120) {
          const start = random(key.length);
          text += random(3) === 0 ? 'x-'.slice(0, 1 + random(2)) : key.slice(start, start + 1 + random(key.length - start));
        }
        expect(hideToken(text, key)).toBe(everyPlace(text, key));
      }
    }
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
