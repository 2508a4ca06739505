// Token mode: what anonymous callers, bad tokens and an administrator's token get
// (real-weblate-notes.md, "Access").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleServer, type SampleServer } from '../../src/sample/server.ts';
import { getJson, getText, type ChangeRecord, type JsonObject, type Page } from './helpers.ts';

const TOKEN = 'wlu_0123456789abcdef';

let server: SampleServer;
let base: string;
beforeAll(async () => {
  server = await startSampleServer({ profile: 'tiny', seed: 1, token: TOKEN });
  base = server.url;
});
afterAll(() => server.close());

const withAuth = (value: string): RequestInit => ({ headers: { Authorization: value } });

describe('a bad token', () => {
  it.each([`Token wrong-key`, `Bearer wrong-key`, `Basic ${Buffer.from('admin:pw').toString('base64')}`, `Token`, TOKEN])(
    'is refused with 401 {"detail":"Invalid token."} and WWW-Authenticate: Token (Authorization: %s)',
    async (header) => {
      const { status, headers, text } = await getText(`${base}/api/changes/`, withAuth(header));
      expect(status).toBe(401);
      expect(headers.get('www-authenticate')).toBe('Token');
      expect(headers.get('content-type')).toBe('application/json');
      expect(text).toBe('{"detail":"Invalid token."}');
    },
  );
});

describe('an anonymous caller', () => {
  it('gets an empty user list', async () => {
    const users = await getJson<Page>(`${base}/api/users/`);
    expect(users).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('gets 404 for a user detail', async () => {
    for (const name of ['admin', 'anonymous', 'deleted-6']) {
      const { status, text } = await getText(`${base}/api/users/${name}/`);
      expect(status, name).toBe(404);
      expect(text, name).toBe('{"detail":"Not found."}');
    }
  });

  it('sees only languages that have translations', async () => {
    const languages = await getJson<Page<{ code: string }>>(`${base}/api/languages/`);
    const translations = await getJson<Page<{ language: { code: string } }>>(`${base}/api/translations/?page_size=1000`);
    const translated = new Set(translations.results.map((translation) => translation.language.code));
    expect(languages.results.map((language) => language.code).sort()).toEqual([...translated].sort());
    expect(languages.count).toBe(translated.size);
  });

  it('still reads the change log, with user URLs that end in the username', async () => {
    const page = await getJson<Page<ChangeRecord>>(`${base}/api/changes/`);
    expect(page.count).toBe(300);
    const users = page.results.flatMap((record) => (record.user ? [record.user] : []));
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) expect(user).toMatch(new RegExp(`^${base}/api/users/[^/]+/$`));
  });
});

describe('an administrator token', () => {
  it.each(['Token', 'Bearer', 'token'])('is accepted with the %s scheme and lists every user with private fields', async (scheme) => {
    const users = await getJson<Page<JsonObject>>(`${base}/api/users/`, withAuth(`${scheme} ${TOKEN}`));
    expect(users.count).toBe(20);
    expect(users.results).toHaveLength(20);
    const admin = users.results.find((user) => user['username'] === 'admin')!;
    expect(Object.keys(admin)).toEqual([
      'id', 'email', 'full_name', 'username', 'groups', 'notify', 'is_superuser', 'is_active', 'is_bot',
      'date_joined', 'last_login', 'url', 'statistics_url',
    ]);
    expect(admin['email']).toBe('admin@users.sample-weblate.example');
    expect(admin['full_name']).toBe('Weblate Admin');
    expect(admin['is_superuser']).toBe(true);
    expect(admin['url']).toBe(`${base}/api/users/admin/`);
    const deleted = users.results.find((user) => user['username'] === 'deleted-6')!;
    expect(deleted['is_active']).toBe(false);
    for (const user of users.results) {
      expect(typeof user['email']).toBe('string');
      expect(user['date_joined']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
      expect(user['last_login']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    }
  });

  it('reads a user detail', async () => {
    const user = await getJson<JsonObject>(`${base}/api/users/anonymous/`, withAuth(`Token ${TOKEN}`));
    expect(user['username']).toBe('anonymous');
    expect(user['full_name']).toBe('Anonymous');
    expect(user['is_superuser']).toBe(false);
  });

  it('sees every language', async () => {
    const languages = await getJson<Page>(`${base}/api/languages/`, withAuth(`Bearer ${TOKEN}`));
    expect(languages.count).toBe(8);
  });
});

describe('a user token (no right to manage users)', () => {
  it('lists only its own user, without private fields, and reads other users\' details', async () => {
    const member = await startSampleServer({ profile: 'tiny', seed: 1, token: TOKEN, userToken: 'wlu_member' });
    try {
      const users = await getJson<Page<JsonObject>>(`${member.url}/api/users/`, withAuth('Token wlu_member'));
      expect(users.count).toBe(1);
      expect(users.results).toEqual([{ full_name: 'Zoë Smith', username: 'zoe-smith61' }]);
      const other = await getJson<JsonObject>(`${member.url}/api/users/admin/`, withAuth('Token wlu_member'));
      expect(other).toEqual({ full_name: 'Weblate Admin', username: 'admin' });
      const admin = await getJson<Page<JsonObject>>(`${member.url}/api/users/`, withAuth(`Token ${TOKEN}`));
      expect(admin.count).toBe(20);
    } finally {
      await member.close();
    }
  });
});

describe('a server without a token', () => {
  it('lists users to everyone, without private fields', async () => {
    const open = await startSampleServer({ profile: 'tiny', seed: 1 });
    try {
      const users = await getJson<Page<JsonObject>>(`${open.url}/api/users/`);
      expect(users.count).toBe(20);
      for (const user of users.results) expect(Object.keys(user)).toEqual(['full_name', 'username']);
      // Any Authorization header is ignored when no token is configured.
      const { status } = await getText(`${open.url}/api/users/`, withAuth('Token anything'));
      expect(status).toBe(200);
    } finally {
      await open.close();
    }
  });
});
