import { describe, expect, test } from 'vitest';
import { freeId, idOnPage } from '../../src/components/page-ids.ts';

describe('page-ids', () => {
  test('gives an id taken already the first free number after it', () => {
    expect(freeId(new Set(), 'all-rows-of-projects')).toBe('all-rows-of-projects');
    expect(freeId(new Set(['all-rows-of-projects']), 'all-rows-of-projects')).toBe('all-rows-of-projects-2');
    expect(freeId(new Set(['a', 'a-2', 'a-3']), 'a')).toBe('a-4');
  });

  test('keeps ids unique within a page, and each page to its own', () => {
    const page = {};
    const other = {};
    expect([idOnPage(page, 'all-rows-of-german-in-of-projects'), idOnPage(page, 'all-rows-of-german-in-of-projects'), idOnPage(other, 'all-rows-of-german-in-of-projects')])
      .toEqual(['all-rows-of-german-in-of-projects', 'all-rows-of-german-in-of-projects-2', 'all-rows-of-german-in-of-projects']);
  });

  test('gives a third table of the same caption an id of its own, not the second one\'s again', () => {
    const page = {};
    expect([idOnPage(page, 'all-rows-of-projects'), idOnPage(page, 'all-rows-of-projects'), idOnPage(page, 'all-rows-of-projects')])
      .toEqual(['all-rows-of-projects', 'all-rows-of-projects-2', 'all-rows-of-projects-3']);
  });
});
