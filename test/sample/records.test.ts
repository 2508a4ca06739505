// Record shapes: every field weblate-read-api.md lists for change, language, project, component,
// translation and user records, with its JSON type; glossary and Android specifics; the change
// record shapes of the document's action table; timestamps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_TEXTS, LANGUAGE_TEXTS, TARGET_TEXTS, targetTextsFor } from '../../src/sample/catalog/names.ts';
import { startSampleServer, type SampleServer } from '../../src/sample/server.ts';
import {
  allItems, getJson, jsonType, type ChangeRecord, type Json, type JsonObject, type Page, type TranslationRecord,
} from './helpers.ts';

type FieldType = 'integer' | 'number' | 'string' | 'boolean' | 'object' | 'array' | 'null' | 'url' | 'url|null' | 'string|null';

/** Checks that `record` has exactly `spec`'s fields, in order, each of its type. */
function expectFields(record: JsonObject, spec: Record<string, FieldType>, what: string): void {
  expect(Object.keys(record), what).toEqual(Object.keys(spec));
  for (const [field, type] of Object.entries(spec)) {
    const value = record[field];
    const actual = jsonType(value);
    const where = `${what}.${field} = ${JSON.stringify(value)}`;
    switch (type) {
      case 'number':
        expect(typeof value, where).toBe('number');
        break;
      case 'url':
        expect(value, where).toMatch(/^https?:\/\/[^\s]+$/);
        break;
      case 'url|null':
        if (value !== null) expect(value, where).toMatch(/^https?:\/\/[^\s]+$/);
        break;
      case 'string|null':
        expect(['string', 'null'], where).toContain(actual);
        break;
      default:
        expect(actual, where).toBe(type);
    }
  }
}

const CHANGE_FIELDS: Record<string, FieldType> = {
  id: 'integer', url: 'url', unit: 'url|null', component: 'url|null', translation: 'url|null', user: 'url|null',
  author: 'url|null', timestamp: 'string', action: 'integer', action_name: 'string', target: 'string', old: 'string',
  details: 'object',
};
const LANGUAGE_FIELDS: Record<string, FieldType> = {
  code: 'string', name: 'string', plural: 'object', aliases: 'array', direction: 'string', population: 'integer',
  web_url: 'url', url: 'url', statistics_url: 'url',
};
const PLURAL_FIELDS: Record<string, FieldType> = {
  id: 'integer', source: 'integer', number: 'integer', formula: 'string', type: 'integer',
};
const PROJECT_FIELDS: Record<string, FieldType> = {
  id: 'integer', name: 'string', slug: 'string', web: 'url', web_url: 'url', url: 'url', components_list_url: 'url',
  repository_url: 'url', statistics_url: 'url', changes_list_url: 'url', languages_url: 'url',
  translation_review: 'boolean', source_review: 'boolean', set_language_team: 'boolean', instructions: 'string',
  enable_hooks: 'boolean', language_aliases: 'string',
};
const COMPONENT_FIELDS: Record<string, FieldType> = {
  id: 'integer', name: 'string', slug: 'string', source_language: 'object', project: 'object', vcs: 'string',
  repo: 'string', git_export: 'url', branch: 'string', push_branch: 'string', push: 'string', filemask: 'string',
  screenshot_filemask: 'string', template: 'string', edit_template: 'boolean', intermediate: 'string',
  new_base: 'string', file_format: 'string', license: 'string', license_url: 'url|null', agreement: 'string',
  web_url: 'url', url: 'url', repository_url: 'url', translations_url: 'url', statistics_url: 'url', lock_url: 'url',
  links_url: 'url', changes_list_url: 'url', task_url: 'null', new_lang: 'string', language_code_style: 'string',
  check_flags: 'string', priority: 'integer', enforced_checks: 'array', restricted: 'boolean', repoweb: 'string',
  report_source_bugs: 'string', merge_style: 'string', commit_message: 'string', add_message: 'string',
  delete_message: 'string', merge_message: 'string', addon_message: 'string', pull_message: 'string',
  allow_translation_propagation: 'boolean', manage_units: 'boolean', enable_suggestions: 'boolean',
  suggestion_voting: 'boolean', suggestion_autoaccept: 'integer', push_on_commit: 'boolean',
  commit_pending_age: 'integer', auto_lock_error: 'boolean', language_regex: 'string', variant_regex: 'string',
  addons: 'array', is_glossary: 'boolean', glossary_color: 'string',
};
const TRANSLATION_FIELDS: Record<string, FieldType> = {
  id: 'integer', language: 'object', language_code: 'string', component: 'object', filename: 'string',
  revision: 'string', is_template: 'boolean', is_source: 'boolean', total: 'integer', total_words: 'integer',
  translated: 'integer', translated_words: 'integer', translated_percent: 'number', fuzzy: 'integer',
  fuzzy_words: 'integer', fuzzy_percent: 'number', failing_checks: 'integer', failing_checks_words: 'integer',
  failing_checks_percent: 'number', have_suggestion: 'integer', have_comment: 'integer', last_change: 'string|null',
  last_author: 'string|null', web_url: 'url', share_url: 'url', translate_url: 'url', url: 'url',
  repository_url: 'url', file_url: 'url', statistics_url: 'url', changes_list_url: 'url', units_list_url: 'url',
};

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

let server: SampleServer;
let base: string;
let changes: ChangeRecord[];
let translations: TranslationRecord[];
let components: JsonObject[];

beforeAll(async () => {
  server = await startSampleServer({ profile: 'tiny', seed: 1 });
  base = server.url;
  changes = (await getJson<Page<ChangeRecord>>(`${base}/api/changes/?page_size=1000`)).results;
  translations = (await getJson<Page<TranslationRecord>>(`${base}/api/translations/?page_size=1000`)).results;
  components = (await getJson<Page<JsonObject>>(`${base}/api/components/?page_size=1000`)).results;
});
afterAll(() => server.close());

function expectLanguage(language: JsonObject, what: string): void {
  expectFields(language, LANGUAGE_FIELDS, what);
  expectFields(language['plural'] as JsonObject, PLURAL_FIELDS, `${what}.plural`);
  const code = language['code'] as string;
  expect(language['web_url'], what).toBe(`${base}/languages/${code}/`);
  expect(language['url'], what).toBe(`${base}/api/languages/${code}/`);
  expect(language['statistics_url'], what).toBe(`${base}/api/languages/${code}/statistics/`);
  expect(['ltr', 'rtl'], what).toContain(language['direction']);
  for (const alias of language['aliases'] as Json[]) expect(typeof alias, what).toBe('string');
  const plural = language['plural'] as { source: number; number: number };
  expect(plural.source, what).toBe(0);
  expect(plural.number, what).toBeGreaterThanOrEqual(1);
  expect(plural.number, what).toBeLessThanOrEqual(6);
}

function expectProject(project: JsonObject, what: string): void {
  expectFields(project, PROJECT_FIELDS, what);
  const slug = project['slug'] as string;
  expect(project['web_url'], what).toBe(`${base}/projects/${slug}/`);
  expect(project['url'], what).toBe(`${base}/api/projects/${slug}/`);
  expect(project['components_list_url'], what).toBe(`${base}/api/projects/${slug}/components/`);
  expect(project['repository_url'], what).toBe(`${base}/api/projects/${slug}/repository/`);
  expect(project['statistics_url'], what).toBe(`${base}/api/projects/${slug}/statistics/`);
  expect(project['changes_list_url'], what).toBe(`${base}/api/projects/${slug}/changes/`);
  expect(project['languages_url'], what).toBe(`${base}/api/projects/${slug}/languages/`);
}

function expectComponent(component: JsonObject, what: string): void {
  expectFields(component, COMPONENT_FIELDS, what);
  expectLanguage(component['source_language'] as JsonObject, `${what}.source_language`);
  expectProject(component['project'] as JsonObject, `${what}.project`);
  const path = `${(component['project'] as JsonObject)['slug'] as string}/${component['slug'] as string}`;
  expect(component['url'], what).toBe(`${base}/api/components/${path}/`);
  expect(component['repository_url'], what).toBe(`${base}/api/components/${path}/repository/`);
  expect(component['translations_url'], what).toBe(`${base}/api/components/${path}/translations/`);
  expect(component['statistics_url'], what).toBe(`${base}/api/components/${path}/statistics/`);
  expect(component['lock_url'], what).toBe(`${base}/api/components/${path}/lock/`);
  expect(component['links_url'], what).toBe(`${base}/api/components/${path}/links/`);
  expect(component['changes_list_url'], what).toBe(`${base}/api/components/${path}/changes/`);
  expect(['local', 'github'], what).toContain(component['vcs']);
  if (component['vcs'] === 'local') expect(component['repo'], what).toBe('local:');
  expect(component['filemask'], what).toContain('*');
  expect(['add', 'none'], what).toContain(component['new_lang']);
  expect([60, 100], what).toContain(component['priority']);
  expect(component['enforced_checks'], what).toEqual([]);
  expect(component['merge_style'], what).toBe('rebase');
  expect(component['suggestion_autoaccept'], what).toBe(0);
  expect(component['commit_pending_age'], what).toBe(24);
  expect(component['glossary_color'], what).toBe('silver');
  for (const addon of component['addons'] as Json[]) expect(addon, what).toMatch(new RegExp(`^${base}/api/addons/\\d+/$`));
}

describe('language records', () => {
  it('have every documented field with its type', async () => {
    const languages = await allItems<JsonObject>(`${base}/api/languages/`);
    expect(languages).toHaveLength(8);
    for (const language of languages) expectLanguage(language, `language ${String(language['code'])}`);
  });

  it('carry the plural rules of the language', async () => {
    const arabic = await getJson<JsonObject>(`${base}/api/languages/ar/`);
    expect(arabic['name']).toBe('Arabic');
    expect(arabic['direction']).toBe('rtl');
    expect(arabic['plural']).toMatchObject({
      source: 0,
      number: 6,
      formula: 'n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5',
      type: 3,
    });
    const brazil = await getJson<JsonObject>(`${base}/api/languages/pt_BR/`);
    expect(brazil['name']).toBe('Portuguese (Brazil)');
    expect(brazil['plural']).toMatchObject({ source: 0, number: 2, formula: 'n > 1', type: 1 });
  });
});

describe('project records', () => {
  it('have every documented field with its type', async () => {
    const projects = await allItems<JsonObject>(`${base}/api/projects/`);
    expect(projects).toHaveLength(3);
    for (const project of projects) expectProject(project, `project ${String(project['slug'])}`);
    const detail = await getJson<JsonObject>(`${base}/api/projects/orbit-notes/`);
    expect(detail).toEqual(projects.find((project) => project['slug'] === 'orbit-notes'));
  });
});

describe('component records', () => {
  it('have every documented field with its type', () => {
    expect(components).toHaveLength(8);
    for (const component of components) expectComponent(component, `component ${String(component['slug'])}`);
  });

  it('list the same records under their project, without the project, as Weblate does', async () => {
    for (const slug of ['orbit-notes', 'lumen-player', 'kestrel-mail']) {
      const listed = await allItems<JsonObject>(`${base}/api/projects/${slug}/components/`);
      expect(listed.length).toBeGreaterThan(0);
      const own = components.filter((component) => (component['project'] as JsonObject)['slug'] === slug);
      expect(listed).toEqual(own.map(({ project: _project, ...rest }) => rest));
    }
  });
});

describe('component licenses', () => {
  it("give the last project no license, as Weblate's default is: '' and a null license_url; the others a license and its URL", () => {
    const byProject = new Map(components.map((component) => [
      (component['project'] as JsonObject)['slug'] as string, [component['license'], component['license_url']],
    ]));
    expect(byProject.get('kestrel-mail')).toEqual(['', null]);
    for (const slug of ['orbit-notes', 'lumen-player']) {
      const [license, url] = byProject.get(slug)!;
      expect(license, slug).toMatch(/^[A-Za-z0-9.-]+$/);
      expect(url, slug).toBe(`https://spdx.org/licenses/${String(license)}.html`);
    }
  });
});

describe('repository fields hidden (--hide-vcs)', () => {
  const REPOSITORY_FIELDS = ['vcs', 'repo', 'git_export', 'branch', 'push_branch', 'push', 'filemask', 'screenshot_filemask', 'repoweb'];

  it("are null in components and in translations' components, as Weblate serves a caller without Access repository; nothing else changes", async () => {
    const hidden = await startSampleServer({ profile: 'tiny', seed: 1, hideVcs: true });
    try {
      const own = (await getJson<Page<JsonObject>>(`${hidden.url}/api/components/?page_size=1000`)).results;
      const nested = (await getJson<Page<TranslationRecord>>(`${hidden.url}/api/translations/?page_size=1000`)).results;
      expect(own).toHaveLength(8);
      const local = (record: JsonObject) => JSON.parse(JSON.stringify(record).replaceAll(hidden.url, base)) as JsonObject;
      own.forEach((component, i) => {
        const what = `component ${String(component['slug'])}`;
        for (const field of REPOSITORY_FIELDS) expect(component[field], `${what}.${field}`).toBeNull();
        const visible = components[i]!;
        expect(local(component), what).toEqual({ ...visible, ...Object.fromEntries(REPOSITORY_FIELDS.map((field) => [field, null])) });
      });
      for (const translation of nested) {
        for (const field of REPOSITORY_FIELDS) expect((translation.component as unknown as JsonObject)[field], `${translation.url}.component.${field}`).toBeNull();
      }
    } finally {
      await hidden.close();
    }
  });
});

describe('translation records', () => {
  it('have every documented field with its type and URLs built from project, component and language', () => {
    expect(translations).toHaveLength(44);
    for (const translation of translations) {
      const record = translation as unknown as JsonObject;
      const component = record['component'] as JsonObject;
      const project = (component['project'] as JsonObject)['slug'] as string;
      const code = translation.language.code;
      const path = `${project}/${component['slug'] as string}/${code}`;
      const what = `translation ${path}`;
      expectFields(record, TRANSLATION_FIELDS, what);
      expectLanguage(translation.language as JsonObject, `${what}.language`);
      expectComponent(component, `${what}.component`);
      expect(translation.web_url, what).toBe(`${base}/projects/${path}/`);
      expect(translation.share_url, what).toBe(`${base}/engage/${project}/${code}/`);
      expect(translation.translate_url, what).toBe(`${base}/translate/${path}/`);
      expect(translation.url, what).toBe(`${base}/api/translations/${path}/`);
      expect(translation.repository_url, what).toBe(`${base}/api/translations/${path}/repository/`);
      expect(translation.file_url, what).toBe(`${base}/api/translations/${path}/file/`);
      expect(translation.statistics_url, what).toBe(`${base}/api/translations/${path}/statistics/`);
      expect(translation.changes_list_url, what).toBe(`${base}/api/translations/${path}/changes/`);
      expect(translation.units_list_url, what).toBe(`${base}/api/translations/${path}/units/`);
      expect(translation.is_source, what).toBe(code === 'en');
      if (component['language_code_style'] === '') expect(translation.language_code, what).toBe(code);
    }
  });

  it('serve the same record at the translation URL', async () => {
    for (const translation of translations.slice(0, 5)) {
      expect(await getJson<TranslationRecord>(translation.url)).toEqual(translation);
    }
  });

  it('report the newest change and the newest author as last_change and last_author', async () => {
    const users = await allItems<{ username: string; full_name: string }>(`${base}/api/users/`);
    const fullName = new Map(users.map((user) => [user.username, user.full_name]));
    let checked = 0;
    for (const translation of translations) {
      const own = await getJson<Page<ChangeRecord>>(`${translation.changes_list_url as string}?page_size=1000`);
      if (own.count === 0) {
        expect(translation.last_change).toBeNull();
        expect(translation.last_author).toBeNull();
        continue;
      }
      checked++;
      expect(translation.last_change, translation.url).toBe(own.results[0]!.timestamp);
      const authored = own.results.find((record) => record.author !== null);
      const expected = authored ? fullName.get(authored.author!.split('/').at(-2)!)! : null;
      expect(translation.last_author, translation.url).toBe(expected);
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('glossaries', () => {
  it('every project has exactly one glossary component, a local TBX file', () => {
    for (const slug of ['orbit-notes', 'lumen-player', 'kestrel-mail']) {
      const glossaries = components.filter(
        (component) => (component['project'] as JsonObject)['slug'] === slug && component['is_glossary'] === true,
      );
      expect(glossaries, slug).toHaveLength(1);
      const glossary = glossaries[0]!;
      expect(glossary['slug']).toBe('glossary');
      expect(glossary['name']).toBe('Glossary');
      expect(glossary['file_format']).toBe('tbx');
      expect(glossary['vcs']).toBe('local');
      expect(glossary['repo']).toBe('local:');
      expect(glossary['filemask']).toBe('glossary/*.tbx');
    }
    expect(components.filter((component) => component['is_glossary'] === true)).toHaveLength(3);
  });

  it("a glossary's source translation is the template, with an empty filename and revision", () => {
    const sources = translations.filter((translation) => translation.component!.is_glossary && translation.is_source);
    expect(sources).toHaveLength(3);
    for (const source of sources) {
      expect(source.is_template, source.url).toBe(true);
      expect(source.filename, source.url).toBe('');
      expect(source.revision, source.url).toBe('');
      expect(source.language.code).toBe('en');
    }
    const others = translations.filter((translation) => translation.component!.is_glossary && !translation.is_source);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) {
      expect(other.is_template, other.url).toBe(false);
      expect(other.filename, other.url).toBe(`glossary/${other.language_code}.tbx`);
      expect(other.revision, other.url).toMatch(/^[0-9a-f]{40}$/);
    }
  });

  it('a glossary has no Android file layout: no template and no language_code_style', () => {
    for (const component of components.filter((c) => c['is_glossary'] === true)) {
      const what = `${String((component['project'] as JsonObject)['slug'])}/${String(component['slug'])}`;
      expect(component['language_code_style'], what).toBe('');
      expect(component['template'], what).toBe('');
      expect(component['edit_template'], what).toBe(false);
    }
    for (const translation of translations.filter((t) => t.component!.is_glossary)) {
      expect(translation.language_code, translation.url).toBe(translation.language.code);
    }
  });

  it('non-glossary translations without a template are not templates and have a file from the filemask', () => {
    for (const translation of translations) {
      const component = translation.component!;
      if (component.is_glossary || component['template'] !== '') continue;
      expect(translation.is_template, translation.url).toBe(false);
      if (translation.is_source) continue;
      const mask = component['filemask'] as string;
      expect(translation.filename, translation.url).toBe(mask.replace('*', translation.language_code));
    }
  });
});

describe('the Android component (demo profile)', () => {
  let demo: SampleServer;
  beforeAll(async () => {
    demo = await startSampleServer({ profile: 'demo', seed: 1 });
  });
  afterAll(() => demo.close());

  it("spells language codes as Android does in language_code, keeping Weblate's code in language.code and the URL", async () => {
    const list = await getJson<Page<TranslationRecord>>(`${demo.url}/api/components/orbit-notes/android-app/translations/?page_size=100`);
    const codes = list.results.map((translation) => translation.language.code);
    expect(codes).toContain('pt_BR');
    expect(codes).toContain('zh_Hans');
    const component = list.results[0]!.component!;
    expect(component['language_code_style']).toBe('android');
    expect(component['is_glossary']).toBe(false);
    expect(component['name']).toBe('Android app');

    const brazil = list.results.find((translation) => translation.language.code === 'pt_BR')!;
    expect(brazil.language_code).toBe('pt-rBR');
    expect(brazil.url).toBe(`${demo.url}/api/translations/orbit-notes/android-app/pt_BR/`);
    expect(brazil.filename).toBe('app/src/main/res/values-pt-rBR/strings.xml');
    const chinese = list.results.find((translation) => translation.language.code === 'zh_Hans')!;
    expect(chinese.language_code).toBe('b+zh+Hans');
    const german = list.results.find((translation) => translation.language.code === 'de')!;
    expect(german.language_code).toBe('de');

    const source = list.results.find((translation) => translation.is_source)!;
    expect(source.is_template).toBe(true);
    expect(source.filename).toBe('app/src/main/res/values/strings.xml');

    const detail = await getJson<TranslationRecord>(`${demo.url}/api/translations/orbit-notes/android-app/pt_BR/`);
    expect(detail.language_code).toBe('pt-rBR');
    expect(detail.language.code).toBe('pt_BR');
  });

  it('is the only component with the Android code style', async () => {
    const all = await getJson<Page<JsonObject>>(`${demo.url}/api/components/?page_size=1000`);
    const android = all.results.filter((component) => component['language_code_style'] === 'android');
    expect(android.map((component) => `${String((component['project'] as JsonObject)['slug'])}/${String(component['slug'])}`)).toEqual([
      'orbit-notes/android-app',
    ]);
  });
});

describe('user records', () => {
  it('list full_name and username, both strings', async () => {
    const users = await allItems<JsonObject>(`${base}/api/users/`);
    expect(users).toHaveLength(20);
    for (const user of users) expectFields(user, { full_name: 'string', username: 'string' }, `user ${String(user['username'])}`);
  });
});

describe('change records', () => {
  it('have every documented field with its type (variant B: old and details included)', () => {
    expect(changes).toHaveLength(300);
    for (const record of changes) expectFields(record as unknown as JsonObject, CHANGE_FIELDS, `change ${record.id}`);
  });

  it('point at API URLs of the documented forms', () => {
    for (const record of changes) {
      const what = `change ${record.id}`;
      expect(record.url, what).toBe(`${base}/api/changes/${record.id}/`);
      if (record.unit) expect(record.unit, what).toMatch(new RegExp(`^${base}/api/units/\\d+/$`));
      if (record.component) expect(record.component, what).toMatch(new RegExp(`^${base}/api/components/[^/]+/[^/]+/$`));
      if (record.user) expect(record.user, what).toMatch(new RegExp(`^${base}/api/users/[^/]+/$`));
      if (record.author) expect(record.author, what).toMatch(new RegExp(`^${base}/api/users/[^/]+/$`));
      if (record.translation) {
        const component = record.component!.slice(`${base}/api/components/`.length);
        expect(record.translation.startsWith(`${base}/api/translations/${component}`), what).toBe(true);
        expect(record.translation, what).toMatch(/\/[^/]+\/[^/]+\/[^/]+\/$/);
      }
    }
  });

  it('serve the same record at the change URL', async () => {
    for (const record of [changes[0]!, changes[150]!, changes[299]!]) {
      expect(await getJson<ChangeRecord>(record.url)).toEqual(record);
    }
  });

  it('have timestamps in ISO 8601 UTC with microseconds and Z', () => {
    for (const record of changes) expect(record.timestamp).toMatch(TIMESTAMP);
  });

  it('have ids that increase with time', () => {
    const byId = [...changes].sort((a, b) => a.id - b.id);
    expect(byId.map((record) => record.id)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    for (let i = 1; i < byId.length; i++) expect(byId[i]!.timestamp >= byId[i - 1]!.timestamp, `id ${byId[i]!.id}`).toBe(true);
  });

  // The document's action table: which links are set (S), null (N) or either (-), and the target.
  const TABLE: Record<number, { unit: string; component: string; translation: string; user: string; author: string }> = {
    0: { unit: 'N', component: 'S', translation: 'S', user: 'N', author: '-' },
    2: { unit: 'S', component: 'S', translation: 'S', user: 'S', author: 'S' },
    5: { unit: 'S', component: 'S', translation: 'S', user: 'S', author: 'S' },
    13: { unit: 'S', component: 'S', translation: 'S', user: 'N', author: 'N' },
    17: { unit: 'N', component: 'S', translation: 'S', user: 'N', author: '-' },
    18: { unit: 'N', component: 'S', translation: 'N', user: '-', author: 'N' },
    21: { unit: 'N', component: 'S', translation: 'N', user: 'N', author: '-' },
    50: { unit: 'N', component: 'N', translation: 'N', user: 'S', author: 'S' },
    51: { unit: 'N', component: 'S', translation: 'N', user: 'S', author: 'S' },
    53: { unit: 'N', component: 'S', translation: 'N', user: 'N', author: '-' },
    59: { unit: 'S', component: 'S', translation: 'S', user: 'N', author: 'N' },
  };

  it.each(Object.keys(TABLE).map(Number))('action %i has the shape the document gives', (action) => {
    const shape = TABLE[action]!;
    const records = changes.filter((record) => record.action === action);
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      for (const field of ['unit', 'component', 'translation', 'user', 'author'] as const) {
        const what = `change ${record.id} (action ${action}).${field}`;
        if (shape[field] === 'S') expect(record[field], what).not.toBeNull();
        if (shape[field] === 'N') expect(record[field], what).toBeNull();
      }
    }
  });

  it('gives text actions their text as target and the others an empty target', () => {
    for (const record of changes) {
      const what = `change ${record.id} (action ${record.action})`;
      if (record.action === 2 || record.action === 5) expect(record.target.length, what).toBeGreaterThan(0);
      if ([0, 17, 18, 21, 50, 51, 53].includes(record.action)) expect(record.target, what).toBe('');
    }
  });

  it('writes the texts of a translation in its language, or in its script where the sample has no phrases of the language', () => {
    const texts = (code: string) => new Set(
      changes
        .filter((record) => [2, 4, 5].includes(record.action) && record.translation!.endsWith(`/${code}/`))
        .map((record) => record.target)
        .filter((target) => !HOSTILE_TEXTS.includes(target)),
    );
    expect(texts('fr').size).toBeGreaterThan(0);
    for (const target of texts('fr')) expect(LANGUAGE_TEXTS['fr'], target).toContain(target);
    for (const target of texts('pt_BR')) expect(LANGUAGE_TEXTS['pt_BR'], target).toContain(target);
    expect(targetTextsFor('nb_NO', 'latin')).toBe(LANGUAGE_TEXTS['nb']);
    expect(targetTextsFor('sr_Latn', 'latin')).toBe(TARGET_TEXTS['latin']);
    expect(targetTextsFor('be', 'cyrillic')).toBe(TARGET_TEXTS['cyrillic']);
  });

  it('records new and updated source strings on the source translation', () => {
    const source = changes.filter((record) => record.action === 13 || record.action === 59);
    expect(source.length).toBeGreaterThan(0);
    for (const record of source) expect(record.translation!.endsWith('/en/'), `change ${record.id}`).toBe(true);
  });
});
