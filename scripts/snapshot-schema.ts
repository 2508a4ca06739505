// `npm run docs:schema`: writes docs/snapshot-schema.json from the zod schemas.
// First: stops a Node.js too old to run this (run directly, npm's check is not there).
import './lib/node-check.mjs';
import { writeFile } from 'node:fs/promises';
import { snapshotJsonSchemaText } from '../src/snapshot/json-schema.ts';

await writeFile('docs/snapshot-schema.json', snapshotJsonSchemaText());
process.stdout.write('docs/snapshot-schema.json written\n');
