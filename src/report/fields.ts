// Reading fields of stored records. Records were validated when crawled, but a lenient crawl
// keeps records that broke their schema (manifest `problems`), and re-validating millions of
// change records with zod on every build would cost more than the whole aggregation: so the report
// reads each field it needs defensively and falls back to a neutral value.
import { isBlank } from '../blank-text.ts';
import { clip } from '../clip-text.ts';
import { utcMs } from '../utc-time.ts';
import { withoutQuery } from '../weblate/urls.ts';

/** A record as a snapshot stores it. */
export type JsonRecord = Record<string, unknown>;

/** A string field, or null when absent or not a string. */
export function text(record: JsonRecord, key: string): string | null {
  const value = record[key];
  return typeof value === 'string' ? value : null;
}

// Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). In a name they reorder the
// text shown after it: a full name ending in U+202E printed "Ægir (ogait)" for the user tiago.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

// What a page may not hold of a server's text: control characters but tab and line breaks (which
// HTML shows as a space), and the noncharacters (U+FDD0 to U+FDEF, the last two code points of
// each plane), which HTML forbids alike. A project named 'Orbit\u0000Notes' by a server wrote a
// NUL byte into the <title>, meta descriptions, headings and captions of a dozen pages (a parse
// error; grep took the pages for binary); a translation served as 'Save\u0000 \u0007…' so into
// /changes/, its action's page, the language's and the person's; 'Orbit\uFFFE Notes' its U+FFFE.
const NOT_IN_PAGES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]|[\uD83F\uD87F\uD8BF\uD8FF\uD93F\uD97F\uD9BF\uD9FF\uDA3F\uDA7F\uDABF\uDAFF\uDB3F\uDB7F\uDBBF\uDBFF][\uDFFE\uDFFF]/g;

/** A text as a page may hold it: its control characters (but tab and line breaks) and noncharacters left out, or each given as `mark`; the same string where it has none. */
export function pageText(value: string, mark = ''): string {
  return value.replace(NOT_IN_PAGES, mark);
}

/**
 * The most characters of a name a page shows. Weblate's own limits are 150 at most (a user's full
 * name); a name of a megabyte, from a server that sent it or a hand-edited snapshot, was written
 * into every page that names it: 519 times, 304 pages, the site 60 times its size.
 */
export const NAME_LIMIT = 200;

/** A name field to show (full name, project, component, language): trimmed, without bidi controls, control characters (but tab and line breaks) or noncharacters (pageText), at most NAME_LIMIT characters; null when absent, not a string or blank (nothing in it shows: isBlank). */
export function displayText(record: JsonRecord, key: string): string | null {
  const value = text(record, key);
  if (value === null) return null;
  const clean = pageText(value.replace(BIDI_CONTROLS, '')).trim();
  return isBlank(clean) ? null : clip(clean, NAME_LIMIT);
}

// A time as the crawl's schema takes it (RFC 3339, with Z or an offset). A time without one is read
// by Date.parse in the building machine's zone: the same snapshot built two sites, 411 pages
// apart, in two time zones; and it reads '1' as 2001-01-01.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

// The first and last millisecond of the years a page writes as YYYY-MM-DD: an offset carries a
// time of the year 0000 or 9999 out of them in UTC ('0000-01-01T00:00:00+14:00' is 31 December of
// the year -1), and the site printed '-000001-12-31 10 UTC', a year '00-1' and '+010000-01-01 04 UTC'.
const FIRST_MS = utcMs(0, 0, 1);
const LAST_MS = utcMs(10_000, 0, 1) - 1;

/** A timestamp's time in ms since the epoch; NaN unless it is a date and time that exist, with Z or an offset, in the years 0000 to 9999 in UTC. */
export function timestampMs(value: string | null): number {
  if (value === null || !TIMESTAMP.test(value)) return Number.NaN;
  // Date.parse rolls a day past its month's end (2026-02-30, 2026-04-31) and 24:00 over into the
  // next day, where the crawl's schema (zod's) refuses them: the report counted such a change on
  // 2 March.
  if (value.charCodeAt(11) === 0x32 && value.charCodeAt(12) === 0x34) return Number.NaN;
  const day = Number(value.slice(8, 10));
  if (day > 28 && new Date(utcMs(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, day)).getUTCDate() !== day) return Number.NaN;
  const ms = Date.parse(value);
  return ms >= FIRST_MS && ms <= LAST_MS ? ms : Number.NaN;
}

/** A finite number field, or `fallback` (0) when absent or not a number. */
export function number(record: JsonRecord, key: string, fallback = 0): number {
  const value = record[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/**
 * The most a count is taken to be: far above any Weblate instance's strings or words (hosted
 * Weblate's whole instance holds some hundreds of millions of words), and low enough that the sums
 * of millions of them stay exact.
 */
export const MAX_COUNT = 2 ** 40;

/** A count field: a whole number from 0 to MAX_COUNT, or null when absent or anything else. */
export function wholeCount(record: JsonRecord, key: string): number | null {
  const value = record[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COUNT ? value : null;
}

/** A count field: a whole number from 0 to MAX_COUNT, or 0 when absent or anything else. */
export function count(record: JsonRecord, key: string): number {
  return wholeCount(record, key) ?? 0;
}

/** A boolean field; absent or not a boolean is false. */
export function flag(record: JsonRecord, key: string): boolean {
  return record[key] === true;
}

/** A nested object field, or null. */
export function object(record: JsonRecord, key: string): JsonRecord | null {
  const value = record[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonRecord) : null;
}

/** The path segments after `/api/<kind>/` in an API URL, percent-decoded once (for fallbacks only); null where the URL has no `/api/<kind>/`. */
export function apiPathSegments(url: string, kind: string): string[] | null {
  const marker = `/api/${kind}/`;
  const at = url.indexOf(marker);
  if (at === -1) return null;
  const path = withoutQuery(url.slice(at + marker.length));
  const segments = path.split('/').filter((segment) => segment !== '');
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return segments;
  }
}

/**
 * A component's slug within its project, from the component segment of an API URL as
 * apiPathSegments() gives it. Weblate 5.x writes a component inside categories as one segment
 * with its slashes encoded twice (`guides%252Fuser%252Fwebsite`), so it is decoded once more into
 * `guides/user/website`; a plain slug comes back as it is.
 */
export function componentPathOf(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
