import { describe, expect, it } from 'vitest';
import { clip } from '../src/clip-text.ts';

describe('clip', () => {
  it('cuts to the limit with an ellipsis, never inside a surrogate pair', () => {
    expect(clip('abcdef', 6)).toBe('abcdef');
    expect(clip('abcdefg', 6)).toBe('abcde…');
    // 😀 is two UTF-16 units: cut before it, not between them.
    expect(clip('abcd😀fg', 6)).toBe('abcd…');
    expect(clip('abc😀fg', 6)).toBe('abc😀…');
  });
});
