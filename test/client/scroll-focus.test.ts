import { describe, expect, it } from 'vitest';
import { scrollsSideways } from '../../src/client/scroll-focus.ts';

describe('scrollsSideways', () => {
  it('says a box whose content is wider than it scrolls, a pixel of rounding aside', () => {
    // A year's calendar (689 px) in a phone's column of 330 px, and in a desktop's of 1,150.
    expect(scrollsSideways({ scrollWidth: 689, clientWidth: 330 })).toBe(true);
    expect(scrollsSideways({ scrollWidth: 1150, clientWidth: 1150 })).toBe(false);
    expect(scrollsSideways({ scrollWidth: 331, clientWidth: 330 })).toBe(false);
    expect(scrollsSideways({ scrollWidth: 332, clientWidth: 330 })).toBe(true);
    // Closed in a details element: no box at all.
    expect(scrollsSideways({ scrollWidth: 0, clientWidth: 0 })).toBe(false);
  });
});
