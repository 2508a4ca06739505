// Validation of a crawl's records against their schemas. A translation carries its whole
// component (with project and source language) and its language, the same objects thousands of
// times over: each nested object is checked by its schema once per URL, which makes checking translations
// several times cheaper. A later copy under the same URL is compared with the one checked, value by
// value (no schema, no allocation), and checked again where it differs: a copy that differed (a
// component edited during the crawl, a broken server) was stored unchecked, a snapshot whose
// translations broke their schema with the crawl's exit 0 and no problem listed.
import { z } from 'zod';
import {
  RECORD_SCHEMAS, componentSchema, languageSchema, projectSchema, translationSchema,
} from '../weblate/schemas.ts';
import { checkRecord, type RecordProblem } from '../weblate/validation.ts';

type ListName = keyof typeof RECORD_SCHEMAS;

// The nested objects each record kind carries, checked on their own.
const NESTED: Partial<Record<ListName, readonly (readonly [string, z.ZodType, boolean])[]>> = {
  translations: [['language', languageSchema, false], ['component', componentSchema, true]],
  // A project's own components list leaves the project out (Weblate, every version).
  components: [['source_language', languageSchema, true], ['project', projectSchema, true]],
};

// The records without their nested objects, which NESTED checks (a missing one too: its schema
// then says "expected object", where zod 4's own word for a missing z.unknown() key is "nonoptional").
function shallow(schema: z.ZodObject, list: ListName): z.ZodType {
  return schema.extend(Object.fromEntries(NESTED[list]!.map(([field]) => [field, z.unknown().optional()])));
}
const SHALLOW: Partial<Record<ListName, z.ZodType>> = {
  translations: shallow(translationSchema, 'translations'),
  components: shallow(componentSchema, 'components'),
};

/** Checks records of one crawl, remembering which nested objects (by URL) already passed. */
export class RecordChecker {
  /** The nested objects that passed, by field and URL. */
  private readonly passed = new Map<string, unknown>();

  /** The first problem of a record, or null when it conforms to its list's schema. */
  check(list: ListName, record: unknown, url: string, index: number | null): RecordProblem | null {
    const nested = NESTED[list];
    if (!nested) return checkRecord(RECORD_SCHEMAS[list], record, url, index);
    const problem = checkRecord(SHALLOW[list]!, record, url, index);
    if (problem) return problem;
    for (const [field, schema, optional] of nested) {
      const value = (record as Record<string, unknown>)[field];
      if (value === undefined && optional) continue;
      const own = (value as { url?: unknown } | null)?.url;
      const key = typeof own === 'string' ? `${field} ${own}` : null;
      if (key !== null && this.passed.has(key) && sameValue(this.passed.get(key), value, 0)) continue;
      const nestedProblem = checkRecord(schema, value, url, index, field);
      if (nestedProblem) return nestedProblem;
      if (key !== null) this.passed.set(key, value);
    }
    return null;
  }
}

// Deeper than a component's own nesting (component, project, source language, plural): such a copy
// is checked by its schema, which does not recurse into it as this comparison would.
const MAX_SAME_DEPTH = 16;

/** Whether two JSON values are equal (a value nested deeper than MAX_SAME_DEPTH is taken as differing). */
function sameValue(a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || depth >= MAX_SAME_DEPTH) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  for (const key of keysA) {
    if (!Object.hasOwn(b, key) || !sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}
