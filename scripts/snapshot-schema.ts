// `npm run docs:schema`: writes docs/snapshot-schema.json from the zod schemas.
import { writeFile } from 'node:fs/promises';
import { snapshotJsonSchemaText } from '../src/snapshot/json-schema.ts';

await writeFile('docs/snapshot-schema.json', snapshotJsonSchemaText());
process.stdout.write('docs/snapshot-schema.json written\n');
