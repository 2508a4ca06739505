// Weblate codes as BCP 47 tags, and languages' names in themselves from the build's ICU data.
import { describe, expect, it } from 'vitest';
import { languageNaming, languageTag, textDirection } from '../../src/report/language-tag.ts';

describe('languageTag', () => {
  it('spells Weblate codes as BCP 47', () => {
    expect(['de', 'pt_BR', 'zh_Hant', 'zh_Hant_HK', 'es_419', 'nb_NO', 'DE'].map(languageTag)).toEqual([
      'de', 'pt-BR', 'zh-Hant', 'zh-Hant-HK', 'es-419', 'nb-NO', 'de',
    ]);
  });

  it("turns Weblate's @ suffixes into scripts, variants or private use", () => {
    expect(['sr@latin', 'uz@cyrillic', 'ca@valencia', 'de@formal'].map(languageTag)).toEqual([
      'sr-Latn', 'uz-Cyrl', 'ca-valencia', 'de-x-formal',
    ]);
  });

  it('reads a code longer than any language tag by its first part alone, a code of a megabyte too', () => {
    expect(languageTag(`de_${'a_'.repeat(500_000)}`)).toBe('de');
    expect(languageTag('a_'.repeat(500_000))).toBeNull();
    // 64 characters are still read whole; 65 are not.
    const code = 'en_US-x-aaaaaaaa-bbbbbbbb-cccccccc-dddddddd-eeeeeeee-ffffffff-gg';
    expect(languageTag(code)).toBe('en-US-x-aaaaaaaa-bbbbbbbb-cccccccc-dddddddd-eeeeeeee-ffffffff-gg');
    expect(languageTag(`${code}g`)).toBe('en');
  });

  it('falls back to the primary subtag, or to none, for what BCP 47 cannot spell', () => {
    expect(languageTag('en_Not_A_Valid_Tag')).toBe('en');
    expect(languageTag('x')).toBeNull();
    expect(languageTag('"><script>')).toBeNull();
    expect(languageTag('')).toBeNull();
  });
});

describe('languageNaming', () => {
  it("gives a language's name in itself, in its own language and direction", () => {
    expect(languageNaming('ar', 'Arabic')).toEqual({ tag: 'ar', autonym: { text: 'العربية', lang: 'ar', dir: 'rtl' } });
    expect(languageNaming('pt_BR', 'Portuguese (Brazil)')).toEqual({
      tag: 'pt-BR', autonym: { text: 'português (Brasil)', lang: 'pt-BR', dir: 'ltr' },
    });
    expect(languageNaming('sr@latin', 'Serbian (latin)').autonym).toEqual({ text: 'srpski (latinica)', lang: 'sr-Latn', dir: 'ltr' });
  });

  it('marks the autonym with the locale ICU named it in, which may differ from the tag', () => {
    // ICU has no Belarusian in Latin script: the name comes from `be`, in Cyrillic.
    expect(languageNaming('be@latin', 'Belarusian (latin)')).toEqual({
      tag: 'be-Latn', autonym: { text: 'беларуская (лацініца)', lang: 'be', dir: 'ltr' },
    });
  });

  it('adds nothing for English, for languages ICU has no data for, or without a tag', () => {
    expect(languageNaming('en', 'English')).toEqual({ tag: 'en', autonym: null });
    // Acholi: ICU names it only in other languages, and the process's default locale must not leak in.
    expect(languageNaming('ach', 'Acholi')).toEqual({ tag: 'ach', autonym: null });
    expect(languageNaming('tlh', 'Klingon')).toEqual({ tag: 'tlh', autonym: null });
    expect(languageNaming('x', 'X')).toEqual({ tag: null, autonym: null });
  });
});

describe('textDirection', () => {
  it("reads a script's direction from getTextInfo() (Node 24) or, where there is none, the textInfo getter (Node 22)", () => {
    const node24 = (direction: string) => ({ getTextInfo: () => ({ direction }) }) as unknown as Intl.Locale;
    const node22 = (direction: string) => ({ textInfo: { direction } }) as unknown as Intl.Locale;
    expect([node24('rtl'), node24('ltr'), node22('rtl'), node22('ltr'), {} as Intl.Locale].map(textDirection)).toEqual(['rtl', 'ltr', 'rtl', 'ltr', 'ltr']);
    expect(['ar', 'he', 'fa', 'de', 'ja'].map((tag) => textDirection(new Intl.Locale(tag)))).toEqual(['rtl', 'rtl', 'rtl', 'ltr', 'ltr']);
  });
});
