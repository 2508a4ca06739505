// Where a token may go without a word, and what a token may hold.
import { describe, expect, it } from 'vitest';
import { isTokenChar, plainTextTokenWarning, withoutToken } from '../../src/crawler/token.ts';

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
