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
      '(unknown fields kept), cleaned as docs/snapshot-format.md lists: no format=api in API URLs, a listed user\'s public fields only, ' +
      'no e-mail or IP address, browser or credentials in a URL in a change\'s details or other objects (an e-mail address quoted in a text written <e-mail address>; its target and old are kept as written), ' +
      'no credentials in a component\'s URLs, and the token the crawl was sent written *** wherever the server wrote it back; translations carry ' +
      '_atlas.component, the URL of their component; components a project listed without their project carry ' +
      '_atlas.project, the URL of that project, and so do changes a project\'s change log held that name no component nor translation; users the change log named that the user list did not hold (it was empty ' +
      'or refused, or held only some of them, as the caller alone) are stored as { username, url }.',
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
