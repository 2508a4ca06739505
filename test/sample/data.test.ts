// Believable data per profile: sizes, languages (RTL, regional variants, every plural count), users
// (special accounts, awkward usernames, names in several scripts) and a two-year change log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstance } from '../../src/sample/instance.ts';
import { startSampleServer, type SampleServer } from '../../src/sample/server.ts';
import { allItems, getJson, type ChangeRecord, type Page } from './helpers.ts';

interface Language {
  code: string;
  direction: string;
  plural: { number: number };
}
interface User {
  username: string;
  full_name: string;
}

const DOCUMENT_ACTIONS = [0, 2, 5, 13, 17, 18, 21, 50, 51, 53, 59];

describe('tiny profile', () => {
  let server: SampleServer;
  beforeAll(async () => {
    server = await startSampleServer({ profile: 'tiny', seed: 1 });
  });
  afterAll(() => server.close());

  it('has 3 projects, 8 components and 44 translations', async () => {
    expect((await getJson<Page>(`${server.url}/api/projects/`)).count).toBe(3);
    expect((await getJson<Page>(`${server.url}/api/components/`)).count).toBe(8);
    expect((await getJson<Page>(`${server.url}/api/translations/`)).count).toBe(44);
  });

  it('has 8 languages, Arabic and Hebrew right-to-left among them', async () => {
    const languages = await allItems<Language>(`${server.url}/api/languages/`);
    expect(languages.map((language) => language.code)).toEqual(['en', 'de', 'fr', 'pt_BR', 'ar', 'he', 'zh_Hans', 'ru']);
    const rtl = languages.filter((language) => language.direction === 'rtl').map((language) => language.code);
    expect(rtl).toEqual(['ar', 'he']);
  });

  it("has 20 users, with 'anonymous', 'admin' and a deleted account", async () => {
    const users = await allItems<User>(`${server.url}/api/users/`);
    expect(users).toHaveLength(20);
    const names = users.map((user) => user.username);
    expect(names.slice(0, 2)).toEqual(['anonymous', 'admin']);
    const deleted = names.filter((name) => /^deleted-\d+$/.test(name));
    expect(deleted.length).toBeGreaterThanOrEqual(1);
    for (const name of deleted) expect(users.find((user) => user.username === name)!.full_name).toBe('Deleted User');
    expect(new Set(names).size).toBe(20);
  });

  it('has a 300-record change log using every action code of the document', async () => {
    const records = (await getJson<Page<ChangeRecord>>(`${server.url}/api/changes/?page_size=1000`)).results;
    expect(records).toHaveLength(300);
    const actions = new Set(records.map((record) => record.action));
    for (const action of DOCUMENT_ACTIONS) expect(actions.has(action), `action ${action}`).toBe(true);
  });
});

describe('demo profile', () => {
  let server: SampleServer;
  let records: ChangeRecord[];
  beforeAll(async () => {
    server = await startSampleServer({ profile: 'demo', seed: 1, variant: 'A' });
    records = await allItems<ChangeRecord>(`${server.url}/api/changes/?page_size=1000`);
  });
  afterAll(() => server.close());

  it('has 8 projects, 40 components and 760 translations', async () => {
    expect((await getJson<Page>(`${server.url}/api/projects/`)).count).toBe(8);
    expect((await getJson<Page>(`${server.url}/api/components/`)).count).toBe(40);
    expect((await getJson<Page>(`${server.url}/api/translations/`)).count).toBe(760);
  });

  it('has 30 languages with regional and script variants, RTL languages and every plural count from 1 to 6', async () => {
    const languages = await allItems<Language>(`${server.url}/api/languages/`);
    expect(languages).toHaveLength(30);
    const codes = languages.map((language) => language.code);
    for (const code of ['fa', 'pt_BR', 'zh_Hans', 'zh_Hant', 'nb_NO', 'ar', 'he']) expect(codes).toContain(code);
    expect(languages.filter((language) => language.direction === 'rtl').map((language) => language.code).sort()).toEqual([
      'ar', 'fa', 'he',
    ]);
    const plurals = new Set(languages.map((language) => language.plural.number));
    expect([...plurals].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("has 300 users whose usernames use '.', '_', '-' and '@'", async () => {
    const users = await allItems<User>(`${server.url}/api/users/?page_size=1000`);
    expect(users).toHaveLength(300);
    const names = users.map((user) => user.username);
    expect(new Set(names).size).toBe(300);
    for (const character of ['.', '_', '-', '@']) {
      expect(names.some((name) => name.includes(character) && !name.startsWith('deleted-')), character).toBe(true);
    }
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9._@-]+$/);
    expect(names.filter((name) => /^deleted-\d+$/.test(name)).length).toBeGreaterThanOrEqual(2);
  });

  it('has full names in accented Latin, Cyrillic, Arabic and CJK scripts, and some equal to the username', async () => {
    const users = await allItems<User>(`${server.url}/api/users/?page_size=1000`);
    const names = users.map((user) => user.full_name);
    expect(names.some((name) => /^[\p{Script=Latin} '-]+$/u.test(name) && /[À-ɏ]/u.test(name))).toBe(true);
    expect(names.some((name) => /\p{Script=Cyrillic}/u.test(name))).toBe(true);
    expect(names.some((name) => /\p{Script=Arabic}/u.test(name))).toBe(true);
    expect(names.some((name) => /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(name))).toBe(true);
    const same = users.filter((user) => user.full_name === user.username && !['anonymous', 'admin'].includes(user.username));
    expect(same.length).toBeGreaterThanOrEqual(1);
  });

  it('has a change log of 20,000 records spanning about two years up to the anchor', () => {
    expect(records).toHaveLength(20_000);
    expect(records.map((record) => record.id)).toEqual(Array.from({ length: 20_000 }, (_, i) => i + 1));
    const first = Date.parse(records[0]!.timestamp);
    const last = Date.parse(records.at(-1)!.timestamp);
    const anchor = Date.parse('2026-11-20T00:00:00Z');
    const day = 86_400_000;
    expect(first).toBeGreaterThanOrEqual(anchor - 730 * day);
    expect(first).toBeLessThan(anchor - 725 * day);
    expect(last).toBeLessThan(anchor);
    expect(last).toBeGreaterThan(anchor - 2 * day);
  });

  it('uses every action code of the document, and the common real codes besides', () => {
    const actions = new Set(records.map((record) => record.action));
    for (const action of DOCUMENT_ACTIONS) expect(actions.has(action), `action ${action}`).toBe(true);
    for (const action of [3, 4, 7, 9, 45]) expect(actions.has(action), `action ${action}`).toBe(true);
  });

  it('credits translation work to many people, most of it to a few', () => {
    const work = new Map<string, number>();
    for (const record of records) {
      if ((record.action === 2 || record.action === 5) && record.user) work.set(record.user, (work.get(record.user) ?? 0) + 1);
    }
    expect(work.size).toBeGreaterThan(50);
    const counts = [...work.values()].sort((a, b) => b - a);
    const total = counts.reduce((a, b) => a + b, 0);
    const topTenth = counts.slice(0, Math.ceil(counts.length / 10)).reduce((a, b) => a + b, 0);
    expect(topTenth / total).toBeGreaterThan(0.3);
  });

  it('has no record about a component before the record of its creation', () => {
    const createdComponent = new Map<string, number>();
    for (const record of records) {
      if (record.action === 51) createdComponent.set(record.component!, record.id);
    }
    expect(createdComponent.size).toBeGreaterThan(0);
    const early = records.filter((record) => {
      const created = record.component ? createdComponent.get(record.component) : undefined;
      return created !== undefined && record.id < created;
    });
    expect(early.map((record) => `${record.id} (action ${record.action}) ${record.component}`)).toEqual([]);
  });
});

describe('strict mode', () => {
  it('gives every project a license and its URL, as the document shows them (none left without one)', () => {
    const strict = createInstance({ profile: 'demo', seed: 1, extendedActions: false, unlicensedProject: false });
    expect(strict.world.components.filter((component) => component.license === '' || component.licenseUrl === null)).toEqual([]);
    const real = createInstance({ profile: 'demo', seed: 1 });
    const last = real.world.projects.length - 1;
    expect(new Set(real.world.components.filter((component) => component.licenseUrl === null).map((component) => component.project))).toEqual(new Set([last]));
  });

  it('logs only the action codes of the document', () => {
    const instance = createInstance({ profile: 'demo', seed: 1, extendedActions: false });
    const actions = new Set<number>();
    for (let i = 0; i < instance.log.baseCount; i++) actions.add(instance.log.action[i]!);
    expect([...actions].sort((a, b) => a - b)).toEqual(DOCUMENT_ACTIONS);
  });
});
