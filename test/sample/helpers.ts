// Shared helpers of the sample-instance tests: typed JSON fetches and list walking.
import type { TranslationStatistics } from '../../src/sample/statistics.ts';

/** Any JSON value. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON object. */
export type JsonObject = { [key: string]: Json };

/** The paginated list envelope. */
export interface Page<T = JsonObject> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A change record as the API serializes it. */
export interface ChangeRecord {
  id: number;
  url: string;
  unit: string | null;
  component: string | null;
  translation: string | null;
  user: string | null;
  author: string | null;
  timestamp: string;
  action: number;
  action_name: string;
  target: string;
  old?: string;
  details?: JsonObject;
}

/** The statistics and identity fields of a translation record the tests read. */
export interface TranslationRecord extends TranslationStatistics {
  id: number;
  url: string;
  language: { code: string; [key: string]: Json };
  language_code: string;
  component?: { slug: string; is_glossary: boolean; project: { slug: string }; [key: string]: Json };
  filename: string;
  revision: string;
  is_template: boolean;
  is_source: boolean;
  [key: string]: Json | undefined;
}

/** GETs a URL and parses its JSON body; fails the test on a non-2xx status. */
export async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** GETs a URL and returns status and body text. */
export async function getText(url: string, init?: RequestInit): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Follows `next` from a first page and returns every page. */
export async function allPages<T>(firstUrl: string, init?: RequestInit): Promise<Page<T>[]> {
  const pages: Page<T>[] = [];
  for (let url: string | null = firstUrl; url !== null; ) {
    const page: Page<T> = await getJson<Page<T>>(url, init);
    pages.push(page);
    url = page.next;
    if (pages.length > 10_000) throw new Error('too many pages');
  }
  return pages;
}

/** Every item of a paginated list, following `next`. */
export async function allItems<T>(firstUrl: string, init?: RequestInit): Promise<T[]> {
  return (await allPages<T>(firstUrl, init)).flatMap((page) => page.results);
}

/** Every string found anywhere in a JSON value. */
export function allStrings(value: Json, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) allStrings(item, out);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) allStrings(item, out);
  return out;
}

/** The JSON type name of a value, distinguishing arrays and null. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The origin (scheme, host and port) of a server URL. */
export function originOf(url: string): string {
  return new URL(url).origin;
}
