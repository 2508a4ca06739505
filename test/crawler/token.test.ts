// Where a token may go without a word, and what a token may hold.
import { describe, expect, it } from 'vitest';
import { isTokenChar, plainTextTokenWarning } from '../../src/crawler/token.ts';

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
