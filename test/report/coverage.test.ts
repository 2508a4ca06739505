// Coverage: Weblate's percentages, sums over translations, and what counts where (source
// translations nowhere, glossaries apart, languages by language.code).
import { describe, expect, it } from 'vitest';
import { componentInfo, languageInfo, type ComponentInfo } from '../../src/report/catalog.ts';
import { CoverageMatrix } from '../../src/report/coverage-matrix.ts';
import { coverageOf, CoverageSum, percent, untranslatedStrings, untranslatedWords } from '../../src/report/coverage.ts';
import { translationFacts, translationLanguage, translationRow, translationStats } from '../../src/report/translations.ts';
import { component, language, translation } from './fixtures.ts';

describe('untranslatedStrings', () => {
  it('counts what is neither translated nor needing editing, so the three add up to the total', () => {
    // Greek documentation on the demo: 45 translated and 15 needing editing of 2,007 (1,962 had counted those 15 twice).
    expect(untranslatedStrings({ total: 2007, translated: 45, fuzzy: 15 })).toBe(1947);
    expect(untranslatedStrings({ total: 10, translated: 10, fuzzy: 0 })).toBe(0);
    // A server whose figures do not add up gives 0, not a negative count.
    expect(untranslatedStrings({ total: 10, translated: 9, fuzzy: 3 })).toBe(0);
  });
});

describe('untranslatedWords', () => {
  it('counts the words neither translated nor needing editing, never below 0', () => {
    // The demo's instance: 7,329,483 words, 2,844,955 translated, 138,113 needing editing.
    expect(untranslatedWords({ totalWords: 7_329_483, translatedWords: 2_844_955, fuzzyWords: 138_113 })).toBe(4_346_415);
    expect(untranslatedWords({ totalWords: 10, translatedWords: 9, fuzzyWords: 3 })).toBe(0);
  });
});

describe('percent', () => {
  it('floors to one decimal as Weblate does', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.6);
    expect(percent(5, 1000)).toBe(0.5);
    expect(percent(12664, 18825)).toBe(67.2);
    expect(percent(0, 10)).toBe(0);
    expect(percent(10, 10)).toBe(100);
  });

  it('shows 0.1 for something below 0.1 and 99.9 for nearly all', () => {
    expect(percent(1, 2000)).toBe(0.1);
    expect(percent(1, 1_000_000)).toBe(0.1);
    expect(percent(1999, 2000)).toBe(99.9);
    expect(percent(19_999, 20_000)).toBe(99.9);
    expect(percent(999_999, 1_000_000)).toBe(99.9);
  });

  it('gives no percentage of nothing: 0 of 0 is neither done nor not', () => {
    expect(percent(0, 0)).toBeNull();
    expect(percent(3, 0)).toBeNull();
  });
});

describe('CoverageSum', () => {
  it('sums counts and computes percentages from the sums, not from averages', () => {
    const coverage = coverageOf([
      { total: 3, totalWords: 30, translated: 3, translatedWords: 30, fuzzy: 0, fuzzyWords: 0, failingChecks: 1 },
      { total: 997, totalWords: 9970, translated: 0, translatedWords: 0, fuzzy: 10, fuzzyWords: 100, failingChecks: 2 },
    ]);
    expect(coverage).toEqual({
      translations: 2,
      total: 1000,
      totalWords: 10000,
      translated: 3,
      translatedWords: 30,
      fuzzy: 10,
      fuzzyWords: 100,
      failingChecks: 3,
      translatedPercent: 0.3,
      translatedWordsPercent: 0.3,
      fuzzyPercent: 1,
    });
  });

  it('takes the words translated from the words and the share needing editing from the strings, where words are not ten a string', () => {
    // Long strings left: 9 of 10 strings translated but 200 of 1,000 words, 1 string (800 words)
    // needing editing. Words at ten a string, as the fixtures make them, gave the same figure either way.
    const coverage = coverageOf([
      { total: 10, totalWords: 1000, translated: 9, translatedWords: 200, fuzzy: 1, fuzzyWords: 800, failingChecks: 0 },
    ]);
    expect([coverage.translatedPercent, coverage.translatedWordsPercent, coverage.fuzzyPercent]).toEqual([90, 20, 10]);
  });

  it('has no percentages for translations without strings, nor for no translations at all', () => {
    // A language with translations of no strings was 100 % ("complete"), a project without
    // components 0.0 %: neither has anything to translate.
    const none = new CoverageSum().coverage();
    expect([none.translations, none.translatedPercent, none.translatedWordsPercent, none.fuzzyPercent]).toEqual([0, null, null, null]);
    const empty = coverageOf([{ total: 0, totalWords: 0, translated: 0, translatedWords: 0, fuzzy: 0, fuzzyWords: 0, failingChecks: 0 }]);
    expect([empty.translations, empty.translatedPercent, empty.translatedWordsPercent, empty.fuzzyPercent]).toEqual([1, null, null, null]);
  });
});

describe('CoverageMatrix', () => {
  const de = language('de', 'German');
  const ptBR = language('pt_BR', 'Portuguese (Brazil)');
  const en = language('en', 'English');
  const app = componentInfo(component('orbit', 'app', { file_format: 'aresource' })) as ComponentInfo;
  const web = componentInfo(component('orbit', 'web')) as ComponentInfo;
  const glossary = componentInfo(component('orbit', 'glossary', { is_glossary: true, file_format: 'tbx' })) as ComponentInfo;
  const other = componentInfo(component('kestrel', 'core')) as ComponentInfo;

  function matrix(): CoverageMatrix {
    const out = new CoverageMatrix();
    const add = (record: Record<string, unknown>, info: ComponentInfo | null) => out.add(translationFacts(record)!, info);
    add(translation('orbit', 'app', en, { total: 100, translated: 100 }, { is_source: true }), app);
    // Android spells the file code pt-rBR; language.code is pt_BR.
    add(translation('orbit', 'app', ptBR, { total: 100, translated: 40, fuzzy: 5, checks: 2 }, { language_code: 'pt-rBR' }), app);
    add(translation('orbit', 'app', de, { total: 100, translated: 100 }), app);
    add(translation('orbit', 'web', ptBR, { total: 50, translated: 10 }), web);
    add(translation('orbit', 'glossary', ptBR, { total: 20, translated: 20 }), glossary);
    add(translation('orbit', 'glossary', en, { total: 20, translated: 20 }, { is_source: true }), glossary);
    add(translation('kestrel', 'core', de, { total: 7, translated: 0 }), other);
    // A translation whose component the snapshot does not know still counts for its language.
    add(translation('lost', 'gone', de, { total: 3, translated: 3 }), null);
    return out;
  }

  it('groups languages by language.code, leaves source translations out and keeps glossaries apart', () => {
    const sums = matrix();
    expect([...sums.languageCodes()].sort()).toEqual(['de', 'pt_BR']);
    const pt = sums.languages.find('pt_BR')!.coverage();
    expect([pt.translations, pt.total, pt.translated, pt.fuzzy, pt.failingChecks, pt.translatedPercent]).toEqual([2, 150, 50, 5, 2, 33.3]);
    const ptGlossary = sums.glossaries.find('pt_BR')!.coverage();
    expect([ptGlossary.translations, ptGlossary.total, ptGlossary.translatedPercent]).toEqual([1, 20, 100]);
    const german = sums.languages.find('de')!.coverage();
    expect([german.translations, german.total, german.translated, german.translatedPercent]).toEqual([3, 110, 103, 93.6]);
    expect(sums.languages.find('en')).toBeUndefined();
    expect(sums.glossaries.find('en')).toBeUndefined();
    const instance = sums.instance.coverage();
    expect([instance.translations, instance.total, instance.translated]).toEqual([5, 260, 153]);
  });

  it('sums projects and project × language over non-glossary components', () => {
    const sums = matrix();
    expect(sums.projects.find('orbit')!.coverage().total).toBe(250);
    expect(sums.projectLanguages.get('orbit')!.find('pt_BR')!.coverage().translated).toBe(50);
    expect(sums.projectLanguages.get('orbit')!.find('de')!.coverage().translated).toBe(100);
    expect(sums.projects.find('kestrel')!.coverage().translatedPercent).toBe(0);
    expect(sums.projects.find('lost')).toBeUndefined();
  });

  it('keeps component × language cells with their pages, glossaries included', () => {
    const sums = matrix();
    const cells = sums.cells.get(app.url)!;
    expect([...cells.keys()].sort()).toEqual(['de', 'pt_BR']);
    expect(cells.get('pt_BR')!.translateUrl).toBe('https://weblate.example.org/translate/orbit/app/pt_BR/');
    expect(sums.components.find(app.url)!.coverage().total).toBe(200);
    expect(sums.components.find(glossary.url)!.coverage().translations).toBe(1);
    expect(sums.components.find(glossary.url)!.untranslatedWords).toBe(0);
    expect(sums.components.find(web.url)!.untranslatedWords).toBe(400);
  });
});

describe('translationLanguage', () => {
  const ptBR = language('pt_BR', 'Portuguese (Brazil)');
  const android = (fields: Record<string, unknown>) =>
    ({ ...translation('orbit', 'app', ptBR, { total: 4, translated: 1 }, { language_code: 'pt-rBR' }), ...fields });
  const read = (record: Record<string, unknown>) => [
    translationLanguage(record)?.code ?? null, translationFacts(record)?.languageCode ?? null, translationRow(record).languageCode, translationRow(record).languageName,
  ];

  it("groups by Weblate's language.code, not the files' language_code, wherever the report reads it", () => {
    expect(translationLanguage(android({}))).toEqual({
      code: 'pt_BR', language: { code: 'pt_BR', name: 'Portuguese (Brazil)', direction: 'ltr', pluralForms: 2, population: 1000, webUrl: 'https://weblate.example.org/languages/pt_BR/' },
    });
    expect(read(android({}))).toEqual(['pt_BR', 'pt_BR', 'pt_BR', 'Portuguese (Brazil)']);
    expect(translationRow(android({})).fileCode).toBe('pt-rBR');
  });

  it('marks in a language code each character HTML forbids in a page as U+FFFD, as a username', () => {
    // A translation into 'qq\u0007' put its BEL into the languages table, its page's <title> and <h1>, its project's matrix: 6 pages.
    expect(read(android({ language: { code: 'qq\u0007', name: 'Qq' } }))).toEqual(['qq\uFFFD', 'qq\uFFFD', 'qq\uFFFD', 'Qq']);
    expect(read(android({ language: undefined, language_code: 'pt\u0000\uFFFE' }))).toEqual(['pt\uFFFD\uFFFD', 'pt\uFFFD\uFFFD', 'pt\uFFFD\uFFFD', 'pt\uFFFD\uFFFD']);
    expect(languageInfo({ code: '\u0007', name: '' })?.code).toBe('\uFFFD');
  });

  it('reads language_code for a record without a usable nested language, and nothing without either', () => {
    expect(translationLanguage(android({ language: undefined }))).toEqual({ code: 'pt-rBR', language: null });
    expect(read(android({ language: undefined }))).toEqual(['pt-rBR', 'pt-rBR', 'pt-rBR', 'pt-rBR']);
    expect(read(android({ language: { name: 'Portuguese (Brazil)', code: '' } }))).toEqual(['pt-rBR', 'pt-rBR', 'pt-rBR', 'pt-rBR']);
    expect(read(android({ language: undefined, language_code: '' }))).toEqual([null, null, '', '']);
    expect(read(android({ language: 'pt_BR', language_code: 7 }))).toEqual([null, null, '', '']);
  });
});

describe('translationStats', () => {
  it('keeps what needs editing within what is not translated, and failing checks within the strings, on a record that says more', () => {
    // A hand-edited or lenient snapshot: 8 translated and 5 needing editing of 10 strings, 40 failing.
    // Weblate never counts a string both ways, nor a string's checks more than once: 2 are left to edit.
    const stats = translationStats(translation('orbit', 'app', language('de', 'German'), { total: 10, translated: 8, fuzzy: 5, checks: 40 }));
    expect(stats).toEqual({ total: 10, totalWords: 100, translated: 8, translatedWords: 80, fuzzy: 2, fuzzyWords: 20, failingChecks: 10 });
    expect(coverageOf([stats]).fuzzyPercent).toBe(20);
  });
});

describe('translationRow', () => {
  it("keeps out of the files' language code and file name the characters HTML forbids in a page", () => {
    // Written into the component's table of translations: 'de (de\u001B)' held an ESC there (the Nu checker's error).
    const row = translationRow(translation('orbit', 'app', language('de', 'German'), { total: 4, translated: 1 }, { language_code: 'de\u001B', filename: 'po/de\u0007\uFFFF.po' }));
    expect([row.languageCode, row.fileCode, row.filename]).toEqual(['de', 'de', 'po/de.po']);
  });

  it('keeps the file code apart from the language code, and normalizes times to UTC', () => {
    const row = translationRow(
      translation('orbit', 'app', language('pt_BR', 'Portuguese (Brazil)'), { total: 4, translated: 1 }, {
        language_code: 'pt-rBR', last_change: '2026-03-01T01:30:00+02:00', last_author: 'Ana', have_suggestion: 2,
      }),
    );
    expect(row).toMatchObject({
      languageCode: 'pt_BR', fileCode: 'pt-rBR', languageName: 'Portuguese (Brazil)', isSource: false, languageTag: 'pt-BR',
      autonym: { text: 'português (Brasil)', lang: 'pt-BR', dir: 'ltr' },
      lastChange: '2026-02-28T23:30:00.000Z', lastAuthor: 'Ana', haveSuggestion: 2,
    });
    expect(row.coverage.translatedPercent).toBe(25);
  });

  it("shows the last author's name as every name: without bidi controls, and none where it is blank", () => {
    const row = (lastAuthor: string | null) => translationRow(translation('orbit', 'app', language('de', 'German'), { total: 4, translated: 1 }, { last_author: lastAuthor })).lastAuthor;
    expect(row('\u202Eevil Ægir ')).toBe('evil Ægir');
    expect(row('Ana \u2067Müller\u2069')).toBe('Ana Müller');
    expect(row('  ')).toBeNull();
    expect(row('\u200B\u2060')).toBeNull();
    expect(row(null)).toBeNull();
  });
});
