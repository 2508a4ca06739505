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
    // Listed users hold the public fields only: what administrators see (an e-mail address) is never stored.
    expect(users.anyOf.map((kind) => [kind.required, kind.additionalProperties])).toEqual([[['username', 'full_name'], false], [['username', 'url'], false]]);
    expect(Object.keys((users.anyOf[0] as unknown as { properties: object }).properties)).toEqual(['id', 'username', 'full_name', 'url', 'statistics_url', 'is_bot']);
    // Every translation carries its component's URL.
    expect(defs['translations']!.required).toContain('_atlas');
  });

  it('reads a version 1 manifest as readers do: without scope.changesSince and changeLog.beforeSince, which later versions require', () => {
    const manifest = snapshotJsonSchema()['$defs'] as Record<string, { properties: Record<string, { required: string[] }>; allOf: unknown[] }>;
    expect(manifest['manifest']!.properties['scope']!.required).toEqual(['projects']);
    expect(manifest['manifest']!.properties['changeLog']!.required).toEqual(['order', 'countAtStart', 'countAtEnd', 'growth']);
    expect(manifest['manifest']!.allOf[0]).toEqual({
      if: { properties: { formatVersion: { const: 1 } } },
      then: { properties: { scope: { not: { required: ['changesSince'] } }, changeLog: { not: { required: ['beforeSince'] } } } },
      else: { properties: { scope: { required: ['changesSince'] }, changeLog: { required: ['beforeSince'] } } },
    });
  });
});
