// The snapshot format as JSON Schema, generated from the zod schemas that the crawler validates
// with, so that the documented format cannot drift from the checked one.
import { z } from 'zod';
import { manifestJsonSchema } from './manifest.ts';
import { STORED_RECORD_SCHEMAS } from '../weblate/schemas.ts';

/** JSON Schema (draft 2020-12) of manifest.json (the root) and of each collection's records (under $defs). */
export function snapshotJsonSchema(): Record<string, unknown> {
  const records = Object.fromEntries(
    Object.entries(STORED_RECORD_SCHEMAS).map(([name, schema]) => [name, z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any' })]),
  );
  // zod writes `$schema` into each schema it converts; draft 2020-12 forbids it in a subschema that
  // is no resource of its own (no `$id`), as each of $defs is: the root's says it for all of them.
  const defs = Object.fromEntries(Object.entries({ manifest: manifestJsonSchema(), ...records }).map(([name, schema]) => [name, withoutDialect(schema)]));
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'weblate-atlas snapshot',
    description:
      'As a whole, the schema of manifest.json; #/$defs/<collection> (languages, projects, components, translations, ' +
      'users, changes) is the schema of one JSON record per line of that collection\'s files. Records are as the server sent them ' +
      '(unknown fields kept), minus format=api in API URLs and minus private user fields; translations carry ' +
      '_atlas.component, the URL of their component; components a project listed without their project carry ' +
      '_atlas.project, the URL of that project, and so do changes a project\'s change log held that name no component nor translation; users the change log named (where the user list was empty, refused ' +
      'or held only the caller) are stored as { username, url }.',
    // The file as a whole validates manifest.json (a schema of $defs alone accepted anything);
    // a collection's records validate against #/$defs/<collection>.
    $ref: '#/$defs/manifest',
    $defs: defs,
  };
}

/** A converted schema without its `$schema`, to sit under the root's $defs. */
function withoutDialect(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

/** The generated schema as the text committed in docs/snapshot-schema.json. */
export function snapshotJsonSchemaText(): string {
  return `${JSON.stringify(snapshotJsonSchema(), null, 2)}\n`;
}
