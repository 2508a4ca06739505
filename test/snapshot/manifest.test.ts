// The manifest schema: what it accepts, what it reports as corruption, its JSON Schema.
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, ManifestSchema, manifestJsonSchema, parseManifest, type Manifest } from '../../src/snapshot/manifest.ts';
import { TOOL } from '../../src/version.ts';
import { fields } from './helpers.ts';

const entry = { count: 1, files: ['x.ndjson'], sha256: 'a'.repeat(64) };
const valid: Manifest = {
  formatVersion: 2,
  ...fields(),
  collections: { languages: entry, projects: entry, components: entry, translations: entry, users: entry, changes: entry },
  problems: [{ url: 'https://weblate.example.org/api/changes/?page=3', index: 4, path: 'timestamp', expected: 'ISO datetime', received: '"yesterday"', message: 'Invalid ISO datetime' }],
};

describe('ManifestSchema', () => {
  it('accepts a complete manifest', () => {
    expect(parseManifest(valid, 'm.json')).toEqual(valid);
  });

  it('reports unknown keys and missing collections', () => {
    const { changes: _, ...five } = valid.collections;
    const broken = { ...valid, extra: true, collections: five };
    const message = (() => {
      try {
        parseManifest(broken, 'm.json');
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    // One line, each field named, where zod's print took three lines a problem.
    expect(message).toBe('m.json: invalid manifest: collections.changes: missing (expected an object); a key this format does not have: "extra"');
  });

  it('says a manifest that is no object (a list, null, a number) is none, naming no field, where it said "invalid manifest: : expected"', () => {
    expect(() => parseManifest([], 'm.json')).toThrow(new Error('m.json: invalid manifest: expected an object, got an empty list'));
    expect(() => parseManifest([[[]]], 'm.json')).toThrow(new Error('m.json: invalid manifest: expected an object, got a list'));
    expect(() => parseManifest(null, 'm.json')).toThrow(new Error('m.json: invalid manifest: expected an object, got null'));
    expect(() => parseManifest(4, 'm.json')).toThrow(new Error('m.json: invalid manifest: expected an object, got 4'));
  });

  it('reports a collection that lists one file twice, whose records would be read twice', () => {
    const twice = { ...valid, collections: { ...valid.collections, users: { ...entry, files: ['users.ndjson', 'users.ndjson'] } } };
    expect(() => parseManifest(twice, 'm.json')).toThrow(new Error('m.json: invalid manifest: collections.users.files must not repeat'));
  });

  it('reports a finish before the start, and a start before 2000, where 1970 (a clock not set) was blamed on the server\'s clock', () => {
    expect(() => parseManifest({ ...valid, finishedAt: '2026-11-21T01:00:00.000Z' }, 'm.json')).toThrow(new Error('m.json: invalid manifest: finishedAt is before startedAt'));
    const before2000 = new Error("m.json: invalid manifest: startedAt is before 2000, when no crawl of a Weblate server ran (the crawling machine's clock was not set?)");
    expect(() => parseManifest({ ...valid, startedAt: '1970-01-01T00:00:00.000Z', finishedAt: '1970-01-01T00:10:00.000Z' }, 'm.json')).toThrow(before2000);
    expect(() => parseManifest({ ...valid, startedAt: '1960-01-01T00:00:00.000Z' }, 'm.json')).toThrow(before2000);
    expect(parseManifest({ ...valid, startedAt: '2000-01-01T00:00:00.000Z' }, 'm.json').startedAt).toBe('2000-01-01T00:00:00.000Z');
  });

  it('says in one line what each field holds and what it should, where a time with an offset read "Invalid ISO datetime"', () => {
    expect(() => parseManifest({ ...valid, startedAt: '2026-11-21T03:00:00.000+01:00', bytes: '12', changeLog: { ...valid.changeLog, order: 'random' } }, 'm.json')).toThrow(new Error(
      'm.json: invalid manifest: startedAt: expected a UTC time ending in Z, such as 2026-11-21T02:00:00Z, got the string "2026-11-21T03:00:00.000+01:00"; ' +
      'bytes: expected a number, got the string "12"; changeLog.order: expected "newest-first" or "oldest-first", got the string "random"',
    ));
    // The file's text is quoted with its control characters as escapes (a terminal would obey them), and cut.
    expect(() => parseManifest({ ...valid, baseUrl: null, changeLog: { ...valid.changeLog, order: `\u001b[2J${'y'.repeat(100)}` } }, 'm.json')).toThrow(new Error(
      `m.json: invalid manifest: baseUrl: expected a string, got null; changeLog.order: expected "newest-first" or "oldest-first", got the string "\\u001b[2J${'y'.repeat(56)}…"`,
    ));
    expect(() => parseManifest({ ...valid, collections: { ...valid.collections, users: { ...entry, files: [] } }, problems: [{ url: `\u001b[2J${'y'.repeat(100)}` }] }, 'm.json')).toThrow(
      /^m\.json: invalid manifest: collections\.users\.files: expected at least 1 entry, got an empty list; problems\[0\]\.index: missing \(expected a number\); /,
    );
  });

  it('reports a change log read from a time after the crawl started', () => {
    const since = (changesSince: string) => ({ ...valid, scope: { ...valid.scope, changesSince } });
    expect(() => parseManifest(since('2030-01-01T00:00:00Z'), 'm.json')).toThrow('changesSince is after startedAt');
    expect(parseManifest(since(valid.startedAt), 'm.json').scope.changesSince).toBe(valid.startedAt);
  });

  it('reports a growth that is not the change between the counts', () => {
    expect(() => parseManifest({ ...valid, changeLog: { ...valid.changeLog, growth: 5 } }, 'm.json')).toThrow('growth is not countAtEnd - countAtStart');
  });

  it('takes the api-and-change-log users source from version 3 on only', () => {
    const mixed = { ...valid, users: { source: 'api-and-change-log' as const } };
    expect(() => parseManifest(mixed, 'm.json')).toThrow('users.source "api-and-change-log" is new in formatVersion 3');
    expect(() => parseManifest({ ...mixed, formatVersion: 1 }, 'm.json')).toThrow(new Error('m.json: invalid manifest: users.source "api-and-change-log" is new in formatVersion 3'));
    expect(parseManifest({ ...mixed, formatVersion: 3 }, 'm.json').users).toEqual({ source: 'api-and-change-log', leftOut: 0 });
  });

  it('requires the listed accounts left out from version 4 on, and reads older versions, which stored them all, as none left out', () => {
    const version4 = { ...valid, formatVersion: 4, users: { source: 'api', leftOut: 46 } };
    expect(parseManifest(version4, 'm.json').users).toEqual({ source: 'api', leftOut: 46 });
    expect(() => parseManifest({ ...version4, users: { source: 'api' } }, 'm.json')).toThrow(new Error('m.json: invalid manifest: users.leftOut: missing (expected a number)'));
    expect(() => parseManifest({ ...version4, users: { source: 'api', leftOut: -1 } }, 'm.json')).toThrow(new Error('m.json: invalid manifest: users.leftOut: expected a number ≥ 0, got -1'));
    for (const formatVersion of [1, 2, 3]) {
      expect(parseManifest({ ...valid, formatVersion, users: { source: 'api' } }, 'm.json').users, `version ${formatVersion}`).toEqual({ source: 'api', leftOut: 0 });
    }
  });

  it('requires integers where counts are expected and allows null API counts', () => {
    expect(ManifestSchema.safeParse({ ...valid, bytes: 1.5 }).success).toBe(false);
    expect(ManifestSchema.safeParse({ ...valid, apiCounts: { ...valid.apiCounts, changes: null } }).success).toBe(true);
    expect(ManifestSchema.safeParse({ ...valid, scope: { projects: ['orbit'], changesSince: null } }).success).toBe(true);
    expect(ManifestSchema.safeParse({ ...valid, scope: { projects: null, changesSince: '2024-11-23T00:00:00Z' } }).success).toBe(true);
    expect(ManifestSchema.safeParse({ ...valid, scope: { projects: null, changesSince: 'last year' } }).success).toBe(false);
  });

  it('reads a version 1 manifest as a whole log, and requires the window of a version 2 one', () => {
    const { changesSince: _since, ...scope } = valid.scope;
    const { beforeSince: _before, ...changeLog } = valid.changeLog;
    const version1 = { ...valid, formatVersion: 1, scope, changeLog };
    expect(parseManifest(version1, 'm.json')).toEqual({
      ...valid,
      formatVersion: 1,
      scope: { projects: null, changesSince: null },
      changeLog: { order: 'newest-first', countAtStart: 7, countAtEnd: 9, growth: 2, beforeSince: 0 },
    });
    const message = (() => {
      try {
        parseManifest({ ...valid, scope, changeLog }, 'm.json');
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toBe('m.json: invalid manifest: scope.changesSince: missing (expected a string); changeLog.beforeSince: missing (expected a number)');
  });

  it('refuses a formatVersion that is no whole number without saying a newer version wrote it, which none did', () => {
    expect(() => parseManifest({ ...valid, formatVersion: 4.5 }, 'm.json')).toThrow(new Error('m.json: formatVersion 4.5 is not supported (this reader knows 1, 2, 3 and 4)'));
  });

  it('refuses a newer format naming the tool that wrote it and what builds it', () => {
    const self = `${TOOL.name} ${TOOL.version}`;
    expect(() => parseManifest({ ...valid, formatVersion: 5, tool: { name: 'weblate-atlas', version: '0.9.0' } }, 'm.json')).toThrow(new Error(
      `m.json: formatVersion 5 is not supported (this reader knows 1, 2, 3 and 4): it was written by weblate-atlas 0.9.0, and this is ${self}; build it with weblate-atlas 0.9.0 or newer (update this checkout, or check out that version)`,
    ));
    // A tool that says nothing usable, or a control character in what it says, which a terminal would obey.
    expect(() => parseManifest({ formatVersion: 7, tool: { version: 2 } }, 'm.json')).toThrow(new Error(
      `m.json: formatVersion 7 is not supported (this reader knows 1, 2, 3 and 4): it was written by a newer version of weblate-atlas than this one (${self}); build it with the version that wrote it, or a newer one`,
    ));
    expect(() => parseManifest({ formatVersion: 5, tool: { name: 'weblate-atlas', version: '1.0\u001b[2J' } }, 'm.json')).toThrow(
      '(its manifest names weblate-atlas 1.0\\x1b[2J, not a version',
    );
    // A writer no newer than this checkout (the version was 0.1.0 through formats 1 to 4) is not named as the remedy.
    const older = (version: string, name = 'weblate-atlas') => () => parseManifest({ ...valid, formatVersion: 5, tool: { name, version } }, 'm.json');
    expect(older(TOOL.version)).toThrow(new Error(
      `m.json: formatVersion 5 is not supported (this reader knows 1, 2, 3 and 4): it was written by a newer version of weblate-atlas than this checkout (its manifest names ${self}, this checkout's own version, which tells no versions apart: it stayed 0.1.0 through formats 1 to 4); update this checkout`,
    ));
    expect(older('0.0.9')).toThrow(new Error(
      `m.json: formatVersion 5 is not supported (this reader knows 1, 2, 3 and 4): it was written by a newer version of weblate-atlas than this checkout (its manifest names weblate-atlas 0.0.9, older than this checkout's ${TOOL.version}, which tells no versions apart: it stayed 0.1.0 through formats 1 to 4); update this checkout`,
    ));
    expect(older('nightly')).toThrow(new Error(
      `m.json: formatVersion 5 is not supported (this reader knows 1, 2, 3 and 4): it was written by a newer version of weblate-atlas than this checkout (its manifest names weblate-atlas nightly, not a version of weblate-atlas this checkout can compare with its own (${TOOL.version})); update this checkout`,
    ));
    expect(older('9.0.0', 'atlas-fork')).toThrow('(its manifest names atlas-fork 9.0.0, not a version of weblate-atlas this checkout can compare with its own');
    // Not a newer format: nothing to say of its writer.
    expect(() => parseManifest({ ...valid, formatVersion: 0 }, 'm.json')).toThrow(new Error('m.json: formatVersion 0 is not supported (this reader knows 1, 2, 3 and 4)'));
    // A string read 'formatVersion "4" is not supported (this reader knows 1, 2, 3 and 4)'; none at all, "Invalid input → at formatVersion".
    expect(() => parseManifest({ ...valid, formatVersion: '4' }, 'm.json')).toThrow(new Error('m.json: invalid manifest: formatVersion: expected a number (this reader knows 1, 2, 3 and 4), got the string "4"'));
    const { formatVersion: _version, ...unversioned } = valid;
    expect(() => parseManifest(unversioned, 'm.json')).toThrow(new Error('m.json: invalid manifest: formatVersion: missing (expected 1, 2, 3 or 4)'));
  });

  it('has a JSON Schema with a description on every field', () => {
    const schema = manifestJsonSchema() as { properties: Record<string, { description?: string; properties?: Record<string, unknown> }> };
    expect(Object.keys(schema.properties)).toEqual([
      'formatVersion', 'tool', 'baseUrl', 'scope', 'startedAt', 'finishedAt', 'requests', 'retries', 'bytes',
      'pageSize', 'apiCounts', 'changeLog', 'users', 'collections', 'problems',
    ]);
    for (const [key, property] of Object.entries(schema.properties)) expect(property.description, key).toBeTruthy();
    expect(Object.keys(schema.properties['collections']?.properties ?? {})).toEqual([...COLLECTIONS]);
  });
});
