import { describe, expect, it } from 'vitest';
import { scrollBackToClear } from '../../src/client/pinned-focus.ts';

describe('scrollBackToClear', () => {
  it('scrolls a focused element out from under a pinned cell, by its overlap and a gap, and leaves one clear of it', () => {
    // The matrix on a phone: "23.9 %" at x 94, the pinned column to 156.
    expect(scrollBackToClear(94, 156)).toBe(66);
    expect(scrollBackToClear(-50, 120)).toBe(174);
    expect(scrollBackToClear(156, 156)).toBe(0);
    expect(scrollBackToClear(300, 156)).toBe(0);
  });
});
