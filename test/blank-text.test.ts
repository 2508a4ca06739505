import { describe, expect, it } from 'vitest';
import { isBlank } from '../src/blank-text.ts';

describe('isBlank', () => {
  it('is true of a text of which nothing shows: spaces, format characters, bidi marks, fillers, variation selectors alone', () => {
    for (const text of [
      '', '   ', '\t\n', '\u00A0\u3000', '\u2028', '\u200B\u200D', '\u200F', '\u200B', '\u2060\u200F', '\uFEFF', '\u180E',
      '\u2061\u2062\u2063\u2064', '\u3164', '\u115F\u1160', '\uFFA0', '\uFE0F', '\u{E0100}', '\u{E0041}\u{E007F}', '\u034F', '\u00AD', '\u0000\u0007',
      // The braille space, drawn as nothing (a project of that name showed an empty link).
      '\u2800', '\u2800\u2800 \u2800',
    ]) {
      expect(isBlank(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('is false of a text with one character that shows, whatever surrounds it', () => {
    for (const text of ['a', '\u200Ba\u200D', '\u200F\u05D0', '😀\uFE0F', '👨\u200D👩', '\u0915\u094D', '0', '.', '\u2801', '\u2803\u2800\u2803', '\u0301']) {
      expect(isBlank(text), JSON.stringify(text)).toBe(false);
    }
  });
});
