// Translation statistics: consistent counts, Weblate's percentages, complete source translations,
// and a believable spread (complete languages and a long tail) in the demo profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleServer, type SampleServer } from '../../src/sample/server.ts';
import { translationStatistics, weblatePercent } from '../../src/sample/statistics.ts';
import { getJson, type Page, type TranslationRecord } from './helpers.ts';

describe('weblatePercent', () => {
  it.each([
    [0, 10, 0],
    [1, 3, 33.3],
    [2, 3, 66.6],
    [1, 2, 50],
    [1, 2000, 0.1],
    [1999, 2000, 99.9],
    [10, 10, 100],
    [7, 10, 70],
    [123, 1000, 12.3],
    [0, 0, 100],
  ])('%i of %i is %d', (part, total, percent) => {
    expect(weblatePercent(part, total)).toBe(percent);
  });
});

describe('statistics of every demo translation', () => {
  let server: SampleServer;
  let translations: TranslationRecord[];
  beforeAll(async () => {
    server = await startSampleServer({ profile: 'demo', seed: 1 });
    translations = (await getJson<Page<TranslationRecord>>(`${server.url}/api/translations/?page_size=1000`)).results;
  });
  afterAll(() => server.close());

  it('lists all 760 translations on one page', () => {
    expect(translations).toHaveLength(760);
  });

  it('serves what translationStatistics computes', () => {
    const { world } = server.instance;
    for (const translation of translations) {
      const expected = translationStatistics(world, translation.id - 1);
      expect(translation, translation.url).toMatchObject(expected as unknown as Record<string, unknown>);
    }
  });

  it('keeps translated + fuzzy within the total, in strings and in words', () => {
    for (const t of translations) {
      expect(t.translated + t.fuzzy, t.url).toBeLessThanOrEqual(t.total);
      expect(t.translated_words + t.fuzzy_words, t.url).toBeLessThanOrEqual(t.total_words);
      expect(t.translated, t.url).toBeGreaterThanOrEqual(0);
      expect(t.fuzzy, t.url).toBeGreaterThanOrEqual(0);
      expect(t.total, t.url).toBeGreaterThan(0);
    }
  });

  it('gives every string at least one word', () => {
    for (const t of translations) {
      expect(t.translated, t.url).toBeLessThanOrEqual(t.translated_words);
      expect(t.fuzzy, t.url).toBeLessThanOrEqual(t.fuzzy_words);
      expect(t.total, t.url).toBeLessThanOrEqual(t.total_words);
      // The untranslated strings need words too.
      expect(t.total_words - t.translated_words - t.fuzzy_words, t.url).toBeGreaterThanOrEqual(t.total - t.translated - t.fuzzy);
    }
  });

  it('is complete in strings exactly when it is complete in words', () => {
    for (const t of translations) expect(t.translated === t.total, t.url).toBe(t.translated_words === t.total_words);
  });

  it("computes percentages as Weblate does", () => {
    for (const t of translations) {
      expect(t.translated_percent, t.url).toBe(weblatePercent(t.translated, t.total));
      expect(t.fuzzy_percent, t.url).toBe(weblatePercent(t.fuzzy, t.total));
      expect(t.failing_checks_percent, t.url).toBe(weblatePercent(t.failing_checks, t.total));
      expect(t.translated_percent === 100, t.url).toBe(t.translated === t.total);
    }
  });

  it('has failing checks only on translated strings', () => {
    for (const t of translations) {
      expect(t.failing_checks, t.url).toBeLessThanOrEqual(t.translated);
      expect(t.failing_checks_words, t.url).toBeLessThanOrEqual(t.translated_words);
      expect(t.failing_checks, t.url).toBeLessThanOrEqual(t.failing_checks_words);
    }
  });

  it('has source translations 100 % translated with nothing fuzzy', () => {
    const sources = translations.filter((t) => t.is_source);
    expect(sources).toHaveLength(40);
    for (const t of sources) {
      expect(t.translated, t.url).toBe(t.total);
      expect(t.translated_words, t.url).toBe(t.total_words);
      expect(t.translated_percent, t.url).toBe(100);
      expect(t.fuzzy, t.url).toBe(0);
    }
  });

  it('shares total and total_words among the translations of one component', () => {
    const byComponent = new Map<string, Set<string>>();
    for (const t of translations) {
      const key = t.url.split('/').slice(-4, -2).join('/');
      const set = byComponent.get(key) ?? new Set<string>();
      set.add(`${t.total}/${t.total_words}`);
      byComponent.set(key, set);
    }
    expect(byComponent.size).toBe(40);
    for (const [key, set] of byComponent) expect(set.size, key).toBe(1);
  });

  it('has complete languages and a long tail', () => {
    const byLanguage = new Map<string, { translated: number; total: number }>();
    for (const t of translations) {
      if (t.is_source) continue;
      const sum = byLanguage.get(t.language.code) ?? { translated: 0, total: 0 };
      sum.translated += t.translated;
      sum.total += t.total;
      byLanguage.set(t.language.code, sum);
    }
    expect(byLanguage.size).toBe(29);
    const percent = new Map([...byLanguage].map(([code, sum]) => [code, weblatePercent(sum.translated, sum.total)]));
    const complete = [...percent].filter(([, value]) => value === 100).map(([code]) => code);
    expect(complete.length).toBeGreaterThanOrEqual(1);
    expect(complete).toContain('de');
    const tail = [...percent].filter(([, value]) => value < 30);
    expect(tail.length).toBeGreaterThanOrEqual(3);
    const middle = [...percent].filter(([, value]) => value >= 30 && value < 100);
    expect(middle.length).toBeGreaterThanOrEqual(1);
  });
});
