// The documented JSON Schema is the one generated from the schemas the crawler checks with.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, describe, expect, it } from 'vitest';
import { crawl } from '../../src/crawler/crawl.ts';
import { COLLECTIONS, parseManifest } from '../../src/snapshot/manifest.ts';
import { snapshotJsonSchema, snapshotJsonSchemaText } from '../../src/snapshot/json-schema.ts';
import { cleanUp, crawlOptions, records, sample, tempOut } from '../crawler/crawl-helpers.ts';

afterEach(cleanUp);

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

  it('says, where it says records are as the server sent them, what the crawler cleans in them and where the user list did not hold a user', () => {
    const description = snapshotJsonSchema()['description'] as string;
    expect(description).toContain(
      'Records are as the server sent them (unknown fields kept), cleaned as docs/snapshot-format.md lists: no format=api in API URLs, ' +
        'a listed user\'s public fields only, no e-mail or IP address, browser or credentials in a URL in a change\'s details or other objects ' +
        '(an e-mail address quoted in a text written <e-mail address>; its target and old are kept as written), ' +
        'no credentials in a component\'s URLs, and the token the crawl was sent written *** wherever the server wrote it back;',
    );
    expect(description).toContain(
      'users the change log named that the user list did not hold (it was empty or refused, or held only some of them, as the caller alone) are stored as { username, url }.',
    );
  });

  it('names its dialect once, at the root: draft 2020-12 forbids $schema in a subschema that is no resource of its own (no $id)', () => {
    const places: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (typeof value !== 'object' || value === null) return;
      if (!Array.isArray(value) && '$schema' in value) places.push(path === '' ? '#' : `#${path}`);
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}/${key}`);
    };
    const schema = snapshotJsonSchema();
    walk(schema, '');
    expect(places).toEqual(['#']);
    expect(schema['$schema']).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(JSON.stringify(schema).includes('"$id"')).toBe(false);
  });

  it('reads a version 1 manifest as readers do: without scope.changesSince and changeLog.beforeSince, which later versions require', () => {
    const manifest = snapshotJsonSchema()['$defs'] as Record<string, { properties: Record<string, { required: string[] }>; allOf: unknown[] }>;
    expect(manifest['manifest']!.properties['scope']!.required).toEqual(['projects']);
    expect(manifest['manifest']!.properties['changeLog']!.required).toEqual(['order', 'countAtStart', 'countAtEnd', 'growth']);
    expect(manifest['manifest']!.allOf[0]).toEqual({
      if: { properties: { formatVersion: { const: 1 } } },
      then: { properties: { scope: { type: 'object', properties: { changesSince: false } }, changeLog: { type: 'object', properties: { beforeSince: false } } } },
      else: {
        properties: {
          scope: { type: 'object', properties: { changesSince: true }, required: ['changesSince'] },
          changeLog: { type: 'object', properties: { beforeSince: true }, required: ['beforeSince'] },
        },
      },
    });
  });

  it('requires users.leftOut from version 4 on, and refuses it in versions 1 to 3, which have none', () => {
    const manifest = snapshotJsonSchema()['$defs'] as Record<string, { properties: Record<string, { required: string[] }>; allOf: unknown[] }>;
    expect(manifest['manifest']!.properties['users']!.required).toEqual(['source']);
    expect(manifest['manifest']!.allOf[2]).toEqual({
      if: { properties: { formatVersion: { enum: [1, 2, 3] } } },
      then: { properties: { users: { type: 'object', properties: { leftOut: false } } } },
      else: { properties: { users: { type: 'object', properties: { leftOut: true }, required: ['leftOut'] } } },
    });
  });

  it('validates a crawled manifest as a whole, and its records under $defs, with Ajv in strict mode; and refuses what is none', async () => {
    // Formats (date-time, uri) are left to readers: Ajv checks them only with a plugin.
    const ajv = new Ajv2020({ strict: true, allErrors: true, validateFormats: false });
    ajv.addSchema(JSON.parse(await readFile('docs/snapshot-schema.json', 'utf8')) as object, 'snapshot');
    const manifestOk = ajv.getSchema('snapshot')!;
    const server = await sample({ profile: 'tiny' });
    const { dir } = await crawl(crawlOptions(server.url, await tempOut()));
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    expect([manifestOk(manifest), manifestOk.errors ?? null]).toEqual([true, null]);
    for (const collection of COLLECTIONS) {
      const recordOk = ajv.getSchema(`snapshot#/$defs/${collection}`)!;
      const stored = await records(dir, collection);
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.filter((record) => !recordOk(record)).length, collection).toBe(0);
    }
    // A schema of $defs alone accepted anything.
    expect(manifestOk({ formatVersion: 'banana' })).toBe(false);
    expect(manifestOk({ ...manifest, requests: -1 })).toBe(false);
    expect(manifestOk({ ...manifest, users: { source: 'api' } })).toBe(false);
    expect(manifestOk({ ...manifest, formatVersion: 3, users: { source: 'api' } })).toBe(true);
    expect(ajv.getSchema('snapshot#/$defs/changes')!({ id: 1 })).toBe(false);
    // A file listed twice, whose records a reader would read twice: refused by both, as by the zod check.
    const collections = manifest['collections'] as Record<string, { files: string[] }>;
    const twice = { ...manifest, collections: { ...collections, languages: { ...collections['languages'], files: ['languages.ndjson', 'languages.ndjson'] } } };
    expect([manifestOk(twice), manifestOk.errors?.map((error) => `${error.instancePath} ${error.keyword}`)]).toEqual([false, ['/collections/languages/files uniqueItems']]);
    expect(() => parseManifest(twice, 'm.json')).toThrow('files must not repeat');
  });
});
