// A translation record reduced to what the report needs: its language (translationLanguage), its component
// (the `_atlas.component` URL the crawler recorded, since Weblate, 3.x to 5.x alike, leaves
// `component` out of translations listed under a component), its counts and its pages.
import { languageInfo } from './catalog.ts';
import type { TranslationStats } from './coverage.ts';
import { coverageOf } from './coverage.ts';
import { count, displayText, flag, object, pageText, text, timestampMs, wholeCount, type JsonRecord } from './fields.ts';
import { languageNaming, scriptDirection } from './language-tag.ts';
import type { LanguageInfo, TranslationRow } from './types.ts';

/** What the report keeps of one translation. */
export interface TranslationFacts {
  /** Its API URL (what change records refer to). */
  url: string;
  languageCode: string;
  /** The nested language record, reduced (a fallback when the languages collection lacks it). */
  language: LanguageInfo | null;
  /** API URL of its component, or null when the record names none. */
  componentUrl: string | null;
  /** The nested component record when the server sent one (Weblate, 3.x to 5.x alike, omits it under a component). */
  component: JsonRecord | null;
  isSource: boolean;
  stats: TranslationStats;
  webUrl: string;
  translateUrl: string;
}

/**
 * The counts of a translation record the report sums or shows, each of which the crawl's schema
 * requires to be a whole number from 0.
 */
export const TRANSLATION_COUNTS = [
  'total', 'total_words', 'translated', 'translated_words', 'fuzzy', 'fuzzy_words',
  'failing_checks', 'failing_checks_words', 'have_suggestion', 'have_comment',
] as const;

/**
 * Whether every count of a translation record (TRANSLATION_COUNTS) is a whole number from 0 to
 * MAX_COUNT. One that is not (the string "958", -50, 10.5, 1e15, none: a lenient crawl, a hand edit)
 * was read as 0, and the site published its strings as untranslated with nothing said: such a
 * record is left out, and counted, as a change without a usable timestamp is.
 */
export function hasUsableCounts(record: JsonRecord): boolean {
  return TRANSLATION_COUNTS.every((key) => wholeCount(record, key) !== null);
}

/** The counts of a translation record that coverage sums. */
export function translationStats(record: JsonRecord): TranslationStats {
  // Counts the way Weblate keeps them, whatever a snapshot holds: a translation "3 × its total"
  // translated read 300 %.
  const total = count(record, 'total');
  const totalWords = count(record, 'total_words');
  const translated = Math.min(count(record, 'translated'), total);
  const translatedWords = Math.min(count(record, 'translated_words'), totalWords);
  return {
    total,
    totalWords,
    translated,
    translatedWords,
    fuzzy: Math.min(count(record, 'fuzzy'), total - translated),
    fuzzyWords: Math.min(count(record, 'fuzzy_words'), totalWords - translatedWords),
    failingChecks: Math.min(count(record, 'failing_checks'), total),
  };
}

/** The API URL of a translation's component: `_atlas.component`, else the nested `component.url`; null where it has neither. */
export function translationComponentUrl(record: JsonRecord): string | null {
  const atlas = object(record, '_atlas');
  const recorded = atlas === null ? null : text(atlas, 'component');
  if (recorded !== null) return recorded;
  const component = object(record, 'component');
  return component === null ? null : text(component, 'url');
}

/**
 * A translation's language: its code and the nested language record reduced (null where the record
 * has none); null without a code. Every Weblate sends both `language` (whose `code` is Weblate's
 * own, `pt_BR`) and `language_code`, the code as the component's files spell it (its
 * `language_code_style`: `pt-rBR` and `b+zh+Hans` in an Android component), which would split one
 * language in two. The report groups by `language.code`, and reads
 * `language_code` only for a record without a usable nested language (a lenient crawl or a hand
 * edit: the crawl's schema requires both). Records are stored as served, so this is read here, not
 * at the crawl (src/weblate/normalize.ts).
 */
export function translationLanguage(record: JsonRecord): { code: string; language: LanguageInfo | null } | null {
  const nested = object(record, 'language');
  const language = nested === null ? null : languageInfo(nested);
  const code = language?.code ?? text(record, 'language_code');
  return code === null || code === '' ? null : { code: pageText(code, '\uFFFD'), language };
}

/** Why translationFacts refuses a record: the first of its URL, language and counts it cannot use. */
export function translationFlaw(record: JsonRecord): 'translation-without-url' | 'translation-without-language' | 'translation-count' {
  if (text(record, 'url') === null) return 'translation-without-url';
  return translationLanguage(record) === null ? 'translation-without-language' : 'translation-count';
}

/** A translation record reduced, or null without a URL or language, or with a count that is no whole number from 0 (hasUsableCounts); translationFlaw says which. */
export function translationFacts(record: JsonRecord): TranslationFacts | null {
  const url = text(record, 'url');
  const language = translationLanguage(record);
  if (url === null || language === null || !hasUsableCounts(record)) return null;
  return {
    url,
    languageCode: language.code,
    language: language.language,
    componentUrl: translationComponentUrl(record),
    component: object(record, 'component'),
    isSource: flag(record, 'is_source'),
    stats: translationStats(record),
    webUrl: text(record, 'web_url') ?? '',
    translateUrl: text(record, 'translate_url') ?? '',
  };
}

/** A translation record as a row of a component's translation table (every statistic the snapshot holds). */
export function translationRow(record: JsonRecord): TranslationRow {
  const { code: languageCode, language } = translationLanguage(record) ?? { code: '', language: null };
  // Shown as they are in the component's table (pageText): a language_code 'de\u001B' was written with its ESC.
  const fileCode = pageText(text(record, 'language_code') ?? '');
  const languageName = language?.name ?? languageCode;
  const naming = languageNaming(languageCode, languageName);
  return {
    languageCode,
    languageName,
    languageTag: naming.tag,
    autonym: naming.autonym,
    direction: language?.direction ?? scriptDirection(languageCode),
    fileCode,
    isSource: flag(record, 'is_source'),
    filename: pageText(text(record, 'filename') ?? ''),
    coverage: coverageOf([translationStats(record)]),
    failingChecksWords: count(record, 'failing_checks_words'),
    haveSuggestion: count(record, 'have_suggestion'),
    haveComment: count(record, 'have_comment'),
    lastChange: normalizeTime(text(record, 'last_change')),
    // A person's name, shown as every name is: without bidi controls (a U+202E in it turned the
    // rest of its cell round), blank as none.
    lastAuthor: displayText(record, 'last_author'),
    webUrl: text(record, 'web_url') ?? '',
    translateUrl: text(record, 'translate_url') ?? '',
  };
}

/** An ISO time in UTC (servers with another TIME_ZONE send an offset), or null when absent or not a time with Z or an offset. */
export function normalizeTime(value: string | null): string | null {
  const ms = timestampMs(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
