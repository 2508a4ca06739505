import { describe, expect, it } from 'vitest';
import { displayText } from '../../src/report/fields.ts';

describe('displayText', () => {
  it('drops bidi embeddings, overrides and isolates, and trims', () => {
    expect(displayText({ name: ' Ægir \u202Eevil ' }, 'name')).toBe('Ægir evil');
    expect(displayText({ name: '\u2066Orbit\u2069 \u202ANotes\u202C' }, 'name')).toBe('Orbit Notes');
    // Marks (U+200E, U+200F) are left: they reorder nothing outside the name.
    expect(displayText({ name: 'علي\u200F' }, 'name')).toBe('علي\u200F');
  });

  it('is null for a name that is absent, not a string, blank, or only controls', () => {
    expect(displayText({}, 'name')).toBeNull();
    expect(displayText({ name: 7 }, 'name')).toBeNull();
    expect(displayText({ name: '   ' }, 'name')).toBeNull();
    expect(displayText({ name: '\u202E\u202C' }, 'name')).toBeNull();
  });
});
