// The manifest is the index of a snapshot folder and the contract between the crawler and
// everything that reads an archive later. It is strict on purpose: unknown keys, wrong types
// and paths that leave the folder are all reported as corruption, not silently accepted. A
// change of shape bumps FORMAT_VERSION instead.
import * as z from 'zod';
import { printable } from '../terminal-text.ts';
import { describeValue, issuesText } from './manifest-issues.ts';
import { TOOL } from '../version.ts';
import { API_LISTS } from '../weblate/urls.ts';

/** The version of the on-disk snapshot format this code writes. */
export const FORMAT_VERSION = 4;

/**
 * The versions this code reads. Version 1 has no change-log window: it holds the whole log.
 * Version 2 has no `api-and-change-log` users source; it reads as version 3 does. Versions 1 to 3
 * have no `users.leftOut`: their crawls stored every account the user list held, read as 0 left out.
 */
export const READABLE_VERSIONS: readonly number[] = [1, 2, 3, 4];

/** Where a snapshot's users came from (see the manifest's `users.source`). */
export const USERS_SOURCES = ['api', 'change-log', 'api-and-change-log'] as const;

/** One of USERS_SOURCES. */
export type UsersSource = (typeof USERS_SOURCES)[number];

/** Name of the manifest inside a snapshot folder. */
export const MANIFEST_FILE = 'manifest.json';

/** The collections a snapshot stores, in the order the manifest lists them: the read API's lists. */
export const COLLECTIONS = API_LISTS;

/** One of the stored collections. */
export type CollectionName = (typeof COLLECTIONS)[number];

const count = () => z.int().nonnegative();

/** The earliest start a manifest may give, 2000-01-01T00:00:00Z. */
export const EARLIEST_CRAWL_MS = Date.UTC(2000, 0, 1);

// Relative paths of plain segments only: no `..`, no hidden or absolute paths, so a damaged
// manifest can never make a reader open a file outside the snapshot folder.
const RELATIVE_FILE = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** A collection's entry: how many records it holds, in which files, and their checksum. */
export const CollectionEntrySchema = z
  .strictObject({
    count: count().describe('Number of records stored (one per line over all files).'),
    files: z
      .array(z.string().regex(RELATIVE_FILE).describe('Path of an NDJSON file, relative to the snapshot folder.'))
      .min(1)
      .refine((files) => new Set(files).size === files.length, 'files must not repeat')
      .describe('NDJSON files holding the records, in order; concatenated they give the whole collection.'),
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .describe('Lowercase hex SHA-256 over the bytes of `files` concatenated in the listed order.'),
  })
  .describe('One stored collection.');

/** A collection's entry in the manifest. */
export type CollectionEntry = z.infer<typeof CollectionEntrySchema>;

/** A strict object with one `schema` per collection, every collection required. */
function perCollection<T extends z.ZodType>(schema: T, description: string) {
  // `satisfies` makes the compiler check that this lists exactly COLLECTIONS.
  const shape = { languages: schema, projects: schema, components: schema, translations: schema, users: schema, changes: schema };
  return z.strictObject(shape satisfies Record<CollectionName, T>).describe(description);
}

/** A record the crawler kept although it did not match the API schema (lenient mode). */
export const ProblemSchema = z
  .strictObject({
    url: z.string().min(1).describe('URL of the API page (or detail) the record came from.'),
    index: z.int().nonnegative().nullable().describe('Position of the record in that page\'s `results`; null for a detail response.'),
    path: z.string().describe('Path of the offending field inside the record, e.g. `source_language.code`; empty for the record itself.'),
    expected: z.string().describe('What the schema expected there.'),
    received: z.string().describe('What the server sent instead.'),
    message: z.string().describe('The validation message, readable on its own.'),
  })
  .describe('A record stored leniently although it failed validation.');

/** One leniently stored record's validation problem. */
export type Problem = z.infer<typeof ProblemSchema>;

/** The schema of `manifest.json`. */
export const ManifestSchema = z
  .strictObject({
    formatVersion: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(FORMAT_VERSION)])
      .describe('Version of the snapshot format; readers refuse versions they do not know. Version 1 (no `scope.changesSince`, no `changeLog.beforeSince`) holds the whole change log; version 2 has no `api-and-change-log` users source; versions 1 to 3 have no `users.leftOut`, as they stored every account the user list held.'),
    tool: z
      .strictObject({
        name: z.string().min(1).describe('Name of the program that wrote the snapshot.'),
        version: z.string().min(1).describe('Its version.'),
      })
      .describe('The program that wrote the snapshot.'),
    baseUrl: z.string().min(1).describe('Base URL of the crawled Weblate server: its origin and path prefix, without a trailing slash, `/api/` or `format=api` (`https://example.org/weblate`), however `--url` gave it.'),
    scope: z
      .strictObject({
        projects: z
          .array(z.string().min(1))
          .nullable()
          .describe('Slugs of the projects crawled, or null when the whole server was crawled.'),
        changesSince: z.iso
          .datetime()
          .nullable()
          .describe('UTC time from which on the change log was read (`--changes-since`, sent as `timestamp_after`); null when the whole log was read.'),
      })
      .describe('What part of the server was crawled.'),
    startedAt: z.iso.datetime().describe('UTC time the crawl started (ISO 8601); the snapshot id is derived from it.'),
    finishedAt: z.iso.datetime().describe('UTC time the crawl finished (ISO 8601).'),
    requests: count().describe('HTTP requests made, retries included.'),
    retries: count().describe('Requests that were repeated after a failure or a 429.'),
    bytes: count().describe('Bytes of response bodies received.'),
    pageSize: z.int().positive().describe('Page size the server actually served (it may cap the size asked for); where every list fit on one page, the size asked for.'),
    apiCounts: perCollection(
      count().nullable(),
      'For each collection, the `count` its list endpoints reported, summed over the per-parent lists where the server has no instance-wide one or `scope.projects` names projects; null where no list answered (users: a list refused). For changes: the count when the crawl started, within `scope.changesSince`.',
    ),
    changeLog: z
      .strictObject({
        order: z.enum(['newest-first', 'oldest-first']).describe('Order in which the change log was walked; `oldest-first` when its first page showed no order (fewer than two changes).'),
        countAtStart: count().describe('Length of the change log when its crawl started.'),
        countAtEnd: count().describe('Length of the change log when its crawl ended.'),
        growth: z.int().describe('Changes recorded on the server while the crawl ran: countAtEnd - countAtStart.'),
        beforeSince: count().describe(
          'Changes from before `scope.changesSince` that the server sent although they were asked to be left out (it ignored `timestamp_after`); read and not stored. They are counted in countAtStart and countAtEnd, not in apiCounts.changes.',
        ),
      })
      .describe('How the change log was read; the log grows while it is crawled.'),
    users: z
      .strictObject({
        source: z
          .enum(USERS_SOURCES)
          .describe(
            '`api`: the users list endpoint; `change-log`: the list was empty or refused (Weblate\'s API documentation has it empty to anonymous callers, though its code lists every account to every caller, with username and full name only), or held none of the users the change log names, so the users are those the change log names, each stored as `{username, url}`; `api-and-change-log`: the list held only some of the users the change log names (as Weblate\'s API documentation says a token without the right to manage users gets, its own record alone), and the others are stored as with `change-log`. From version 4 on, only the users the stored change log names are stored, whatever the source.',
          ),
        leftOut: count().describe(
          'Accounts the user list held that no stored change names (as `user` or `author`): read and not stored, as the site credits people from the change log only and a snapshot may be published. Versions 1 to 3 have no such field: their crawls stored every account the list held, and they read as 0.',
        ),
      })
      .describe('Where the user records came from, and how many listed accounts were left out.'),
    collections: perCollection(CollectionEntrySchema, 'The stored collections: counts, files and checksums.'),
    problems: z.array(ProblemSchema).describe('Records stored although they failed validation (lenient mode); empty when none.'),
  })
  .refine((m) => Date.parse(m.finishedAt) >= Date.parse(m.startedAt), {
    message: 'finishedAt is before startedAt',
    path: ['finishedAt'],
  })
  // No crawl of a Weblate server ran before 2000 (its first release is of 2012): a crawling
  // machine whose clock was not set wrote 1970, and the site counted every change as stamped
  // after the crawl, "the server's clock runs ahead?", on 1970-01-01.
  .refine((m) => Date.parse(m.startedAt) >= EARLIEST_CRAWL_MS, {
    message: 'startedAt is before 2000, when no crawl of a Weblate server ran (the crawling machine\'s clock was not set?)',
    path: ['startedAt'],
  })
  // A crawl reads changes from a time before it started: every page of a site built from a window
  // that begins later said "its change log begins" then, of a log all from before it.
  .refine((m) => m.scope.changesSince === null || Date.parse(m.scope.changesSince) <= Date.parse(m.startedAt), {
    message: 'changesSince is after startedAt',
    path: ['scope', 'changesSince'],
  })
  .refine((m) => m.changeLog.growth === m.changeLog.countAtEnd - m.changeLog.countAtStart, {
    message: 'growth is not countAtEnd - countAtStart',
    path: ['changeLog', 'growth'],
  })
  // Version 3 added this source: an older manifest that names it was not written by the crawler.
  .refine((m) => m.formatVersion >= 3 || m.users.source !== 'api-and-change-log', {
    message: 'users.source "api-and-change-log" is new in formatVersion 3',
    path: ['users', 'source'],
  })
  .describe('manifest.json: the index of one weblate-atlas snapshot folder.');

/** The contents of `manifest.json`. */
export type Manifest = z.infer<typeof ManifestSchema>;

/**
 * The manifest's JSON Schema (draft 2020-12), for the format documentation: the zod schema, with
 * what its refinements and the reading of version 1 say put as JSON Schema can say it.
 */
export function manifestJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(ManifestSchema, { target: 'draft-2020-12' }) as Record<string, unknown> & { properties: Record<string, { required?: string[] }> };
  // Version 1 has neither field; parseManifest reads them as null and 0.
  const drop = (object: { required?: string[] } | undefined, field: string) => {
    if (object?.required) object.required = object.required.filter((name) => name !== field);
  };
  drop(schema.properties['scope'], 'changesSince');
  drop(schema.properties['changeLog'], 'beforeSince');
  // Versions 1 to 3 have no `users.leftOut`; parseManifest reads it as 0.
  drop(schema.properties['users'], 'leftOut');
  // The `.refine` that readers refuse a repeated file with is lost in the conversion; JSON Schema
  // says it itself.
  const collections = (schema.properties['collections'] as { properties: Record<string, { properties: { files: Record<string, unknown> } }> }).properties;
  for (const entry of Object.values(collections)) entry.properties.files['uniqueItems'] = true;
  return {
    ...schema,
    description: `${String(schema['description'] ?? '')} Also checked by readers, beyond what JSON Schema says: finishedAt is not before startedAt, startedAt is not before 2000, scope.changesSince is not after startedAt, and changeLog.growth is countAtEnd - countAtStart.`,
    allOf: [
      {
        if: { properties: { formatVersion: { const: 1 } } },
        // Said as Ajv's strict mode asks (`type` and `properties` beside every `required`), so that
        // the schema compiles there too.
        then: { properties: { scope: { type: 'object', properties: { changesSince: false } }, changeLog: { type: 'object', properties: { beforeSince: false } } } },
        else: {
          properties: {
            scope: { type: 'object', properties: { changesSince: true }, required: ['changesSince'] },
            changeLog: { type: 'object', properties: { beforeSince: true }, required: ['beforeSince'] },
          },
        },
      },
      {
        if: { properties: { formatVersion: { enum: [1, 2] } } },
        then: { properties: { users: { type: 'object', properties: { source: { not: { const: 'api-and-change-log' } } } } } },
      },
      {
        if: { properties: { formatVersion: { enum: [1, 2, 3] } } },
        then: { properties: { users: { type: 'object', properties: { leftOut: false } } } },
        else: { properties: { users: { type: 'object', properties: { leftOut: true }, required: ['leftOut'] } } },
      },
    ],
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A manifest of an older version with the fields later versions added: version 1's change-log
 * window, as it is for a whole log; versions 1 to 3's listed accounts left out, none.
 */
function fromOlder(value: Record<string, unknown>): Record<string, unknown> {
  const { formatVersion, scope, changeLog, users } = value;
  return {
    ...value,
    ...(formatVersion === 1 && isRecord(scope) && !('changesSince' in scope) ? { scope: { ...scope, changesSince: null } } : {}),
    ...(formatVersion === 1 && isRecord(changeLog) && !('beforeSince' in changeLog) ? { changeLog: { ...changeLog, beforeSince: 0 } } : {}),
    ...(isRecord(users) && !('leftOut' in users) ? { users: { ...users, leftOut: 0 } } : {}),
  };
}

/** Validates a parsed `manifest.json` (any readable version); `source` (its path) names it in the error. */
export function parseManifest(value: unknown, source: string): Manifest {
  const known = `${READABLE_VERSIONS.slice(0, -1).join(', ')} and ${READABLE_VERSIONS.at(-1)}`;
  // "4" read as 'formatVersion "4" is not supported (this reader knows … 4)'.
  if (isRecord(value) && 'formatVersion' in value && typeof value.formatVersion !== 'number') {
    throw new Error(`${source}: invalid manifest: formatVersion: expected a number (this reader knows ${known}), got ${describeValue(value.formatVersion)}`);
  }
  if (isRecord(value) && 'formatVersion' in value && !READABLE_VERSIONS.includes(value.formatVersion as number)) {
    // Said plainly, since a newer format is not corruption but an older reader.
    throw new Error(
      `${source}: formatVersion ${JSON.stringify(value.formatVersion)} is not supported (this reader knows ${known})${newerFormatRemedy(value)}`,
    );
  }
  const older = isRecord(value) && (value.formatVersion === 1 || value.formatVersion === 2 || value.formatVersion === 3);
  const result = ManifestSchema.safeParse(older ? fromOlder(value) : value);
  if (!result.success) throw new Error(`${source}: invalid manifest: ${issuesText(result.error.issues, value)}`);
  return result.data;
}

/**
 * For a manifest of a format newer than this code's: which tool wrote it, as its `tool` says, and
 * what builds it; empty for any other unreadable version (none dropped so far).
 */
function newerFormatRemedy(value: Record<string, unknown>): string {
  const { formatVersion, tool } = value;
  // 4.5 is no format any version writes (formats are whole numbers): not said to come from a newer one.
  if (typeof formatVersion !== 'number' || !Number.isInteger(formatVersion) || formatVersion <= FORMAT_VERSION) return '';
  const name = isRecord(tool) && typeof tool['name'] === 'string' && tool['name'] !== '' ? tool['name'] : null;
  const version = isRecord(tool) && typeof tool['version'] === 'string' && tool['version'] !== '' ? tool['version'] : null;
  // The tool's own fields are the file's text: quoted whole, one line, whatever they hold.
  const writer = name === null || version === null ? null : `${printable(name)} ${printable(version)}`;
  const self = `${TOOL.name} ${TOOL.version}`;
  if (writer === null) return `: it was written by a newer version of ${TOOL.name} than this one (${self}); build it with the version that wrote it, or a newer one`;
  const order = name === TOOL.name ? compareVersions(version!, TOOL.version) : null;
  if (order !== null && order > 0) return `: it was written by ${writer}, and this is ${self}; build it with ${writer} or newer (update this checkout, or check out that version)`;
  // A newer format can name this checkout's own version, or an older one, as the version was not
  // raised with each format: naming it as what builds the snapshot would send the reader in a circle.
  const why = order === null
    ? `not a version of ${TOOL.name} this checkout can compare with its own (${TOOL.version})`
    : `${order === 0 ? "this checkout's own version" : `older than this checkout's ${TOOL.version}`}, which tells no versions apart: it stayed 0.1.0 through formats 1 to 4`;
  return `: it was written by a newer version of ${TOOL.name} than this checkout (its manifest names ${writer}, ${why}); update this checkout`;
}

/** -1, 0 or 1 as version `a` is below, equal to or above `b` (numeric x.y.z, a suffix after - or + ignored), or null where either is no such version. */
function compareVersions(a: string, b: string): number | null {
  const parts = (text: string) => /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text)?.slice(1).map(Number) ?? null;
  const x = parts(a);
  const y = parts(b);
  if (x === null || y === null) return null;
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return 0;
}

/** Serializes a manifest as written to disk: two-space indented JSON with a trailing newline. */
export function serializeManifest(manifest: Manifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
