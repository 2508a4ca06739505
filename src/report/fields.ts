// Reading fields of stored records. Records were validated when crawled, but a lenient crawl
// keeps records that broke their schema (manifest `problems`), and re-validating millions of
// change records with zod on every build would cost more than the whole aggregation: so the report
// reads each field it needs defensively and falls back to a neutral value.

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

/** A name field to show (full name, project, component, language): trimmed, without bidi controls; null when absent, not a string or blank. */
export function displayText(record: JsonRecord, key: string): string | null {
  const value = text(record, key);
  if (value === null) return null;
  const clean = value.replace(BIDI_CONTROLS, '').trim();
  return clean === '' ? null : clean;
}

/** A finite number field, or `fallback` (0) when absent or not a number. */
export function number(record: JsonRecord, key: string, fallback = 0): number {
  const value = record[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
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

/** The path segments after `/api/<kind>/` in an API URL, percent-decoded once (for fallbacks only). */
export function apiPathSegments(url: string, kind: string): string[] | null {
  const marker = `/api/${kind}/`;
  const at = url.indexOf(marker);
  if (at === -1) return null;
  const path = url.slice(at + marker.length).replace(/[?#].*$/, '');
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
