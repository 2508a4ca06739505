// Attention lists: languages without recent activity, components with the most words left.
import { describe, expect, it } from 'vitest';
import { inactiveLanguages, untranslatedComponents } from '../../src/report/attention.ts';
import { componentInfo, type ComponentInfo } from '../../src/report/catalog.ts';
import { CoverageMatrix } from '../../src/report/coverage-matrix.ts';
import { translationFacts } from '../../src/report/translations.ts';
import { component, language, translation } from './fixtures.ts';

describe('inactiveLanguages', () => {
  it('lists languages with no activity in the last recentDays whole UTC days (or none ever), by code', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    // 30 days: 2026-10-22 to 2026-11-20, from 00:00 UTC on, whatever the snapshot's hour.
    const languages = [
      { code: 'fr', lastActivity: '2026-10-21T23:59:59.999Z' },
      { code: 'de', lastActivity: '2026-10-22T00:00:00.000Z' },
      { code: 'ar', lastActivity: null },
      { code: 'cs', lastActivity: '2026-11-20T08:00:00.000Z' },
      { code: 'it', lastActivity: '2026-10-21T12:00:00.000Z' },
    ];
    expect(inactiveLanguages(languages, now, 30)).toEqual(['ar', 'fr', 'it']);
    // Two languages last changed on one day get one verdict, at any hour of the snapshot.
    expect(inactiveLanguages(languages, Date.parse('2026-11-20T00:00:01Z'), 30)).toEqual(['ar', 'fr', 'it']);
    expect(inactiveLanguages(languages, Date.parse('2026-11-20T23:59:59Z'), 30)).toEqual(['ar', 'fr', 'it']);
    expect(inactiveLanguages(languages, now, 1)).toEqual(['ar', 'de', 'fr', 'it']);
  });
});

describe('untranslatedComponents', () => {
  it('lists the non-glossary components with the most untranslated words, ties by slugs, at most 10', () => {
    const matrix = new CoverageMatrix();
    const components: ComponentInfo[] = [];
    const de = language('de', 'German');
    const en = language('en', 'English');
    const add = (projectSlug: string, slug: string, words: number, extra: Record<string, unknown> = {}) => {
      const info = componentInfo(component(projectSlug, slug, extra))!;
      components.push(info);
      matrix.add(translationFacts(translation(projectSlug, slug, de, { total: 10, translated: 0, words, translatedWords: 0 }))!, info);
      // The source translation's words are not words to translate.
      matrix.add(translationFacts(translation(projectSlug, slug, en, { total: 10, translated: 0, words: 1_000_000, translatedWords: 0 }, { is_source: true }))!, info);
    };
    for (let n = 1; n <= 11; n += 1) add('bulk', `c${String(n).padStart(2, '0')}`, n * 10);
    add('alpha', 'docs', 110);
    add('orbit', 'glossary', 5000, { is_glossary: true });
    add('orbit', 'done', 0);
    const rows = untranslatedComponents(components, matrix);
    expect(rows.length).toBe(10);
    expect(rows.slice(0, 3)).toEqual([
      { projectSlug: 'alpha', componentSlug: 'docs', words: 110 },
      { projectSlug: 'bulk', componentSlug: 'c11', words: 110 },
      { projectSlug: 'bulk', componentSlug: 'c10', words: 100 },
    ]);
    expect(rows.at(-1)).toEqual({ projectSlug: 'bulk', componentSlug: 'c03', words: 30 });
  });

  it('leaves out components with nothing left to translate, however long the list may be, and orders ties in a project by slug', () => {
    const matrix = new CoverageMatrix();
    const components: ComponentInfo[] = [];
    const de = language('de', 'German');
    const add = (slug: string, words: number, translatedWords: number) => {
      const info = componentInfo(component('orbit', slug))!;
      components.push(info);
      matrix.add(translationFacts(translation('orbit', slug, de, { total: 10, translated: 5, words, translatedWords }))!, info);
    };
    add('zeta', 40, 10);
    add('done', 40, 40);
    add('alpha', 40, 10);
    add('empty', 0, 0);
    expect(untranslatedComponents(components, matrix, 20)).toEqual([
      { projectSlug: 'orbit', componentSlug: 'alpha', words: 30 },
      { projectSlug: 'orbit', componentSlug: 'zeta', words: 30 },
    ]);
  });
});
