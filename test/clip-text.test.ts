import { afterEach, describe, expect, it, vi } from 'vitest';
import { clip } from '../src/clip-text.ts';

describe('clip', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('cuts to the limit with an ellipsis, never inside a surrogate pair', () => {
    expect(clip('abcdef', 6)).toBe('abcdef');
    expect(clip('abcdefg', 6)).toBe('abcde…');
    // 😀 is two UTF-16 units: cut before it, not between them.
    expect(clip('abcd😀fg', 6)).toBe('abcd…');
    expect(clip('abc😀fg', 6)).toBe('abc😀…');
  });

  it('cuts on a grapheme boundary: a ZWJ emoji, a skin tone, an accent, a conjunct stay whole or go whole', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
    // 193 'a's and the family: cut to "man + woman" and a dangling ZWJ before.
    expect(clip(`${'a'.repeat(193)}${family}`, 200)).toBe(`${'a'.repeat(193)}…`);
    expect(clip(`${'a'.repeat(180)}${family}${'b'.repeat(20)}`, 200)).toBe(`${'a'.repeat(180)}${family}${'b'.repeat(8)}…`);
    // A thumbs-up with a skin tone (four units): the tone is not dropped.
    expect(clip('abc\u{1F44D}\u{1F3FD}xyz', 6)).toBe('abc…');
    expect(clip('ab\u{1F44D}\u{1F3FD}xyz', 7)).toBe('ab\u{1F44D}\u{1F3FD}…');
    // 'e' and a combining acute: the letter does not lose its accent.
    expect(clip('abcde\u0301fg', 6)).toBe('abcd…');
    // Devanagari क्ष (ka, virama, ssa) is one cluster: no half-form is left.
    expect(clip('abc\u0915\u094D\u0937de', 6)).toBe('abc…');
    // Flags are pairs of regional indicators: never one of the pair.
    expect(clip('a\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}', 7)).toBe('a\u{1F1EB}\u{1F1F7}…');
  });

  it('cuts between two characters below U+0300 without segmenting, and keeps CR and LF together', () => {
    // Segmenting took 35 µs a change target of over 500 units, on every build: a text of Latin
    // letters where the cut falls is cut as a slice.
    const segment = vi.spyOn(Intl.Segmenter.prototype, 'segment');
    expect(clip(`${'Lorem ipsum dolor sit amet, '.repeat(30)}`, 500)).toBe(`${'Lorem ipsum dolor sit amet, '.repeat(30).slice(0, 499)}…`);
    expect(clip('Müller-Lüdenscheidt', 7)).toBe('Müller…');
    expect(segment).not.toHaveBeenCalled();
    // CR and LF are one cluster: not cut between them.
    expect(clip('abcd\r\nefg', 6)).toBe('abcd…');
    expect(clip('abc\r\nefg', 6)).toBe('abc\r\n…');
    // A mark, a surrogate or a joiner beside the cut: segmented, as before.
    expect(clip('abcde\u0301fg', 6)).toBe('abcd…');
    expect(segment).toHaveBeenCalledTimes(2);
  });

  it('is never longer than the limit', () => {
    for (const value of ['a'.repeat(250), `${'a'.repeat(198)}\u{1F600}x`, `${'a'.repeat(199)}e\u0301`, '😀'.repeat(150)]) {
      expect(clip(value, 200).length, value.slice(195)).toBeLessThanOrEqual(200);
    }
    expect(clip('😀'.repeat(150), 200)).toBe(`${'😀'.repeat(99)}…`);
  });

  it('cuts inside a cluster longer than the whole cut only between characters', () => {
    // A letter and 300 combining marks is one cluster: cutting at it would leave nothing but '…'.
    expect(clip(`a${'\u0301'.repeat(300)}`, 6)).toBe('a\u0301\u0301\u0301\u0301…');
    expect(clip(`\u{1F600}${'\u0301'.repeat(300)}`, 4)).toBe('\u{1F600}\u0301…');
    expect(clip(`${'\u0301'.repeat(3)}\u{1F600}${'\u0301'.repeat(300)}`, 5)).toBe('\u0301\u0301\u0301…');
    // Marks outside the BMP (U+1D167, a combining tremolo, two units): the cut inside the cluster falls
    // between a pair's halves and goes back before it, leaving no half of a character.
    expect(clip(`a${'\u{1D167}'.repeat(100)}`, 3)).toBe('a…');
    expect(clip(`a${'\u{1D167}'.repeat(100)}`, 4)).toBe('a\u{1D167}…');
  });

  it('cuts a text of megabytes as a short one', () => {
    const long = `${'a'.repeat(150)}${'\u{1F468}\u200D'.repeat(1 << 20)}`;
    expect(clip(long, 200)).toBe(`${'a'.repeat(150)}…`);
  });
});
