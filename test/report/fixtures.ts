// Hand-written records for the report tests: small, with only the fields the report reads (plus
// a few it must ignore), shaped as a Weblate server sends them.
import type { CollectionName, Manifest } from '../../src/snapshot/manifest.ts';
import type { ReportInput } from '../../src/report/build.ts';
import type { SiteConfig } from '../../src/report/types.ts';
import type { Catalog } from '../../src/report/catalog.ts';
import { ChangeBatchBuilder } from '../../src/report/change-batch.ts';
import { ChangeResolver, type ChangeFacts } from '../../src/report/changes.ts';
import type { UsernameCache } from '../../src/report/users.ts';

/** The fixtures' server. */
export const BASE = 'https://weblate.example.org';

type Json = Record<string, unknown>;

/** A language record. */
export function language(code: string, name: string, extra: Json = {}): Json {
  return {
    code,
    name,
    plural: { id: 1, source: 0, number: 2, formula: 'n != 1', type: 1 },
    aliases: [],
    direction: 'ltr',
    population: 1000,
    web_url: `${BASE}/languages/${code}/`,
    url: `${BASE}/api/languages/${code}/`,
    ...extra,
  };
}

/** A project record. */
export function project(slug: string, name = slug): Json {
  return {
    id: slug.length,
    name,
    slug,
    web: `https://${slug}.example.org/`,
    web_url: `${BASE}/projects/${slug}/`,
    url: `${BASE}/api/projects/${slug}/`,
    components_list_url: `${BASE}/api/projects/${slug}/components/`,
    changes_list_url: `${BASE}/api/projects/${slug}/changes/`,
  };
}

/** The API URL of a component. */
export function componentUrl(projectSlug: string, slug: string): string {
  return `${BASE}/api/components/${projectSlug}/${slug}/`;
}

/** A component record. */
export function component(projectSlug: string, slug: string, extra: Json = {}): Json {
  return {
    id: 1,
    name: slug.toUpperCase(),
    slug,
    source_language: language('en', 'English'),
    project: project(projectSlug),
    vcs: 'git',
    repo: `https://git.example.org/${projectSlug}.git`,
    filemask: 'po/*.po',
    file_format: 'po',
    license: 'MIT',
    license_url: 'https://spdx.org/licenses/MIT.html',
    web_url: `${BASE}/projects/${projectSlug}/${slug}/`,
    url: componentUrl(projectSlug, slug),
    translations_url: `${componentUrl(projectSlug, slug)}translations/`,
    changes_list_url: `${componentUrl(projectSlug, slug)}changes/`,
    new_lang: 'add',
    priority: 100,
    is_glossary: false,
    ...extra,
  };
}

/** The API URL of a translation. */
export function translationUrl(projectSlug: string, componentSlug: string, code: string): string {
  return `${BASE}/api/translations/${projectSlug}/${componentSlug}/${code}/`;
}

/** Counts of a translation: strings and words. */
export interface Counts {
  total: number;
  translated: number;
  words?: number;
  translatedWords?: number;
  fuzzy?: number;
  checks?: number;
}

/**
 * A translation record as listed under a component by Weblate 5.x: no `component`, the
 * crawler's `_atlas.component` instead. `fileCode` is `language_code` (pt-rBR in Android).
 */
export function translation(projectSlug: string, componentSlug: string, lang: Json, counts: Counts, extra: Json = {}): Json {
  const code = lang['code'] as string;
  const words = counts.words ?? counts.total * 10;
  const translatedWords = counts.translatedWords ?? counts.translated * 10;
  return {
    id: 1,
    language: lang,
    language_code: code,
    filename: `po/${code}.po`,
    revision: '',
    is_template: false,
    is_source: false,
    total: counts.total,
    total_words: words,
    translated: counts.translated,
    translated_words: translatedWords,
    translated_percent: 0,
    fuzzy: counts.fuzzy ?? 0,
    fuzzy_words: (counts.fuzzy ?? 0) * 10,
    fuzzy_percent: 0,
    failing_checks: counts.checks ?? 0,
    failing_checks_words: (counts.checks ?? 0) * 10,
    failing_checks_percent: 0,
    have_suggestion: 0,
    have_comment: 0,
    last_change: null,
    last_author: null,
    web_url: `${BASE}/projects/${projectSlug}/${componentSlug}/${code}/`,
    share_url: `${BASE}/engage/${projectSlug}/${code}/`,
    translate_url: `${BASE}/translate/${projectSlug}/${componentSlug}/${code}/`,
    url: translationUrl(projectSlug, componentSlug, code),
    _atlas: { component: componentUrl(projectSlug, componentSlug) },
    ...extra,
  };
}

/** The API URL of a user. */
export function userUrl(username: string): string {
  return `${BASE}/api/users/${username}/`;
}

/** What a change fixture is about. */
export interface ChangeSpec {
  id: number;
  timestamp: string;
  action: number;
  user?: string | null;
  /** Defaults to `user`. */
  author?: string | null;
  /** [project, component, language code] of its translation. */
  translation?: [string, string, string] | null;
  /** [project, component] when the change has a component but no translation. */
  component?: [string, string] | null;
  target?: string;
}

/** A change record (variant B: with `old` and `details`). */
export function change(spec: ChangeSpec): Json {
  const user = spec.user ?? null;
  const author = spec.author === undefined ? user : spec.author;
  const [project, comp, code] = spec.translation ?? [null, null, null];
  const componentPair = spec.component ?? (project !== null && comp !== null ? [project, comp] : null);
  return {
    id: spec.id,
    url: `${BASE}/api/changes/${spec.id}/`,
    unit: null,
    component: componentPair === null ? null : componentUrl(componentPair[0], componentPair[1]),
    translation: project === null || comp === null || code === null ? null : translationUrl(project, comp, code),
    user: user === null ? null : userUrl(user),
    author: author === null ? null : userUrl(author),
    timestamp: spec.timestamp,
    action: spec.action,
    // Deliberately wrong: the report must name actions from its own table.
    action_name: 'Nom traduit',
    target: spec.target ?? '',
    old: '',
    details: {},
  };
}

/** A user record. */
export function user(username: string, fullName: string): Json {
  return { username, full_name: fullName };
}

/** A site configuration with three tiers. */
export function siteConfig(extra: Partial<SiteConfig> = {}): SiteConfig {
  return {
    title: 'Test atlas',
    base: '/',
    tiers: [
      { name: 'complete', min: 90 },
      { name: 'good', min: 50 },
      { name: 'started', min: 1 },
    ],
    excludeUsers: [],
    unnamedUsers: [],
    recentDays: 30,
    ...extra,
  };
}

/** Collections of hand-written records. */
export type Collections = Partial<Record<CollectionName, Json[]>>;

/** The smallest instance with one of each: German, project orbit with component core (5 of 10 strings in German), user ana; and `changes`. */
export function oneOfEach(changes: Json[] = []): Collections {
  const de = language('de', 'German');
  return {
    languages: [de],
    projects: [project('orbit', 'Orbit')],
    components: [component('orbit', 'core')],
    translations: [translation('orbit', 'core', de, { total: 10, translated: 5 })],
    users: [user('ana', 'Ana')],
    changes,
  };
}

/** The planted values of leakyCollections, none of which a cleaned snapshot holds. */
export const LEAKED = { email: 'invitee@example.org', ip: '203.0.113.7', token: 'ghp_SECRET', password: 's3cr3t-pw' } as const;

/**
 * oneOfEach with what crawlers before 7e29bbf, e8fb95a, 6a9febb and af97f92 stored: an
 * invitee's e-mail address and an anonymous suggester's IP address and browser in change details,
 * a password in a repository URL in another's, a token in the component's repository URL and in
 * the component its translation carries; and a token in a change's alert (Weblate 2026), which
 * crawlers stored as served until the alert was cleaned too.
 */
export function leakyCollections(): Collections {
  const de = language('de', 'German');
  const leaky = component('orbit', 'core', { repo: `https://bot:${LEAKED.token}@git.example.org/orbit.git` });
  const at = (n: number) => `2026-11-1${n}T10:00:00Z`;
  return {
    ...oneOfEach([
      { ...change({ id: 1, timestamp: at(1), action: 5, user: 'ana', translation: ['orbit', 'core', 'de'] }), details: { email: LEAKED.email } },
      { ...change({ id: 2, timestamp: at(2), action: 4, user: 'anonymous', translation: ['orbit', 'core', 'de'] }), details: { ip_address: LEAKED.ip, user_agent: 'Mozilla/5.0' } },
      change({ id: 3, timestamp: at(3), action: 5, user: 'ana', translation: ['orbit', 'core', 'de'] }),
      { ...change({ id: 4, timestamp: at(4), action: 17, user: 'ana', translation: ['orbit', 'core', 'de'] }), details: { repo: `https://alice:${LEAKED.password}@git.example.org/orbit.git` } },
      {
        ...change({ id: 5, timestamp: at(5), action: 47, user: null, translation: ['orbit', 'core', 'de'] }),
        alert: { name: 'MergeFailure', severity: 'danger', category: 'vcs', details: { error: `fatal: unable to access 'https://weblate:${LEAKED.token}@git.example.org/orbit.git/': error 502` } },
      },
    ]),
    components: [leaky],
    translations: [translation('orbit', 'core', de, { total: 10, translated: 5 }, { component: leaky })],
  };
}

/**
 * oneOfEach with four accounts listed, as an administrator's crawl before formatVersion 4 stored
 * them: ana, who made both changes, zoë, the second's author (her URL percent-encoded), and bea
 * and cy, whom no change names.
 */
export function listedAccounts(): Collections {
  const at = (n: number) => `2026-11-1${n}T10:00:00Z`;
  return {
    ...oneOfEach([
      change({ id: 1, timestamp: at(1), action: 5, user: 'ana', translation: ['orbit', 'core', 'de'] }),
      change({ id: 2, timestamp: at(2), action: 5, user: 'ana', author: 'zo%C3%AB', translation: ['orbit', 'core', 'de'] }),
    ]),
    users: [user('ana', 'Ana'), user('bea', 'Bea'), user('cy', 'Cy'), user('zoë', 'Zoë')],
  };
}

/** A manifest that matches the collections' record counts. */
export function manifestFor(collections: Collections, startedAt: string): Manifest {
  const entry = (name: CollectionName) => ({ count: collections[name]?.length ?? 0, files: [`${name}.ndjson`], sha256: '0'.repeat(64) });
  const counts = (name: CollectionName) => collections[name]?.length ?? 0;
  return {
    formatVersion: 4,
    tool: { name: 'weblate-atlas', version: '0.0.0-test' },
    baseUrl: BASE,
    scope: { projects: null, changesSince: null },
    startedAt,
    finishedAt: startedAt,
    requests: 6,
    retries: 0,
    bytes: 1,
    pageSize: 1000,
    apiCounts: {
      languages: counts('languages'), projects: counts('projects'), components: counts('components'),
      translations: counts('translations'), users: null, changes: counts('changes'),
    },
    changeLog: { order: 'newest-first', countAtStart: counts('changes'), countAtEnd: counts('changes'), growth: 0, beforeSince: 0 },
    users: { source: 'api', leftOut: 0 },
    collections: {
      languages: entry('languages'), projects: entry('projects'), components: entry('components'),
      translations: entry('translations'), users: entry('users'), changes: entry('changes'),
    },
    problems: [],
  };
}

/** buildReport's input over hand-written collections; records are yielded one by one, as from disk. */
export function reportInput(collections: Collections, startedAt: string, snapshotId = '2026-11-20T000000Z'): ReportInput {
  return {
    manifest: manifestFor(collections, startedAt),
    snapshotId,
    async *records(name: CollectionName) {
      for (const record of collections[name] ?? []) yield record;
    },
  };
}

/** A change record's facts as a build makes them (a batch, change-batch.ts, then ChangeResolver); null where the record is left out. */
export function changeFacts(record: Json, catalog: Catalog, usernames: UsernameCache): ChangeFacts | null {
  const builder = new ChangeBatchBuilder(usernames);
  builder.add(record);
  const batch = builder.flush();
  return batch === null || batch.length === 0 ? null : new ChangeResolver(catalog).facts(batch)[0]!;
}
