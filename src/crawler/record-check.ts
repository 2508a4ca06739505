// Validation of a crawl's records against their schemas. A translation carries its whole
// component (with project and source language) and its language, the same objects thousands of
// times over: each nested object is checked once per URL, which makes checking translations
// several times cheaper. The shortcut trusts a server to send the same object under the same URL:
// a later copy that differs from the one checked (a component edited during the crawl, a broken
// server) is stored unchecked. Comparing every copy would cost what the shortcut saves.
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
  private readonly passed = new Set<string>();

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
      if (key !== null && this.passed.has(key)) continue;
      const nestedProblem = checkRecord(schema, value, url, index, field);
      if (nestedProblem) return nestedProblem;
      if (key !== null) this.passed.add(key);
    }
    return null;
  }
}
