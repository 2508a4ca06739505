import { describe, expect, test } from 'vitest';
import { jsonForScript } from '../../src/client/json-for-script.ts';

describe('jsonForScript', () => {
  test('escapes a closing script tag', () => {
    expect(jsonForScript({ label: '</script><script>alert(1)</script>' })).toBe(
      '{"label":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}',
    );
  });

  test('escapes comment openers and ampersands', () => {
    expect(jsonForScript(['<!--', 'a&b', '-->'])).toBe('["\\u003c!--","a\\u0026b","--\\u003e"]');
  });

  test('escapes the line and paragraph separators', () => {
    expect(jsonForScript('a\u2028b\u2029c')).toBe('"a\\u2028b\\u2029c"');
  });

  test('leaves other text, numbers and structure as JSON.stringify writes them', () => {
    const value = { type: 'bar', labels: ['Español', 'עברית', 'quote " back \\ slash'], n: [1, 2.5, -3] };
    expect(jsonForScript(value)).toBe(JSON.stringify(value));
  });

  test('parses back to the same value', () => {
    const value = { s: '</script>\u2028&<>\u2029', nested: [{ t: '<!-- -->' }] };
    const out = jsonForScript(value);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual(value);
  });

  test('rejects values with no JSON form', () => {
    expect(() => jsonForScript(undefined)).toThrow(TypeError);
  });
});
