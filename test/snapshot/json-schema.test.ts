// The documented JSON Schema is the one generated from the schemas the crawler checks with.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { snapshotJsonSchema, snapshotJsonSchemaText } from '../../src/snapshot/json-schema.ts';

describe('docs/snapshot-schema.json', () => {
  it('is up to date (run npm run docs:schema after changing a schema)', async () => {
    expect(await readFile('docs/snapshot-schema.json', 'utf8')).toBe(snapshotJsonSchemaText());
  });

  it('describes the manifest and every collection', () => {
    const defs = snapshotJsonSchema()['$defs'] as Record<string, { type?: string; required?: string[] }>;
    expect(Object.keys(defs)).toEqual(['manifest', 'languages', 'projects', 'components', 'translations', 'users', 'changes']);
    expect(defs['changes']!.required).toEqual([
      'id', 'url', 'unit', 'component', 'translation', 'user', 'author', 'timestamp', 'action', 'action_name', 'target',
    ]);
    // A user as listed, or as taken from the change log (where the list was empty or refused).
    const users = defs['users'] as { anyOf: { required: string[]; additionalProperties: unknown }[] };
    expect(users.anyOf.map((kind) => [kind.required, kind.additionalProperties])).toEqual([[['username', 'full_name'], {}], [['username', 'url'], false]]);
  });
});
