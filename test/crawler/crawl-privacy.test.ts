// What a published snapshot must not carry, and where users come from: an administrator's token
// makes the sample list e-mail addresses, login times and groups; none of that, and never the
// token, reaches a snapshot file, a message or an error. Without a token the user list is empty
// (as Weblate's API documentation has it; its code lists every account, with basic fields only)
// and the users come from the change log.
import { afterEach, describe, expect, it } from 'vitest';
import { crawl, type CrawlOptions } from '../../src/crawler/crawl.ts';
import { runCrawlCommand } from '../../src/crawler/cli.ts';
import { parseCrawlArgs } from '../../src/crawler/options.ts';
import { emptyProgress, formatProgressLine, formatProgressLines } from '../../src/crawler/progress.ts';
import { tokenUser } from '../../src/sample/api.ts';
import { storedUserSchema, userSchema } from '../../src/weblate/schemas.ts';
import {
  cleanUp, crawlOptions, entries, filesBelow, forwardProxy, proxy, recorder, records, rejection, sample, tempOut, type ListBody,
} from './crawl-helpers.ts';

afterEach(cleanUp);

const TOKEN = 'wlu_Pr1vateT0ken_4f9c2e';
const EMAIL_DOMAIN = 'users.sample-weblate.example';

function usernameOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const match = /\/api\/users\/([^/]+)\/$/.exec(url);
  return match ? decodeURIComponent(match[1]!) : null;
}

describe('users from the change log', () => {
  it('takes the users named in the change log when the server lists none to an anonymous caller', async () => {
    const server = await sample({ token: TOKEN });
    const out = await tempOut();
    const { dir, manifest, botFlagsRead } = await crawl(crawlOptions(server.url, out));
    const { world, log } = server.instance;

    expect(manifest.users).toEqual({ source: 'change-log', leftOut: 0 });
    // Users taken from the log say nothing of bots: the summary says so.
    expect(botFlagsRead).toBe(false);
    expect(manifest.apiCounts.users).toBe(0);

    const changes = await records(dir, 'changes');
    expect(changes.length).toBe(300);
    const named = new Set<string>();
    // Each user's URL as the log gives it.
    const linked = new Map<string, string>();
    for (const change of changes) {
      for (const field of ['user', 'author']) {
        const name = usernameOf(change[field]);
        if (name !== null) named.add(name);
        if (name !== null) linked.set(name, change[field] as string);
      }
    }
    // The same set from the sample's ground truth.
    const truth = new Set<string>();
    for (let index = 0; index < server.instance.visibleChanges; index++) {
      for (const user of [log.user[index]!, log.author[index]!]) if (user >= 0) truth.add(world.usernames[user]!);
    }
    expect([...named].sort()).toEqual([...truth].sort());

    const users = await records(dir, 'users');
    expect(users).toEqual([...named].sort().map((username) => ({ username, url: linked.get(username) })));
    expect(manifest.collections.users.count).toBe(named.size);
    // Anonymous callers see only the languages that have translations.
    expect(manifest.collections.languages.count).toBe(new Set(world.trLanguage).size);
  });

  it('completes a list of one (a token without the right to manage users) from the change log', async () => {
    const server = await sample({ token: TOKEN, userToken: 'wlu_member_9d1e' });
    const out = await tempOut();
    const { dir, manifest, botFlagsRead } = await crawl(crawlOptions(server.url, out, { token: 'wlu_member_9d1e' }));
    const { world, log } = server.instance;

    expect(manifest.apiCounts.users).toBe(1);
    // The caller's own record, as a member sees it, has no is_bot.
    expect(botFlagsRead).toBe(false);
    expect(manifest.users).toEqual({ source: 'api-and-change-log', leftOut: 0 });
    const inLog = new Set<string>();
    for (let index = 0; index < server.instance.visibleChanges; index++) {
      for (const user of [log.user[index]!, log.author[index]!]) if (user >= 0) inLog.add(world.usernames[user]!);
    }
    const own = world.usernames[tokenUser(world)]!;
    const users = await records(dir, 'users');
    // The caller's own record as listed, with its full name; everyone else the change log names, as it names them.
    expect(users.map((user) => user['username'])).toEqual([...new Set([own, ...inLog])].sort());
    expect(users.find((user) => user['username'] === own)).toEqual({ full_name: world.fullNames[tokenUser(world)], username: own });
    const other = [...inLog].filter((username) => username !== own).sort()[0]!;
    expect(users.find((user) => user['username'] === other)).toEqual({ username: other, url: `${server.url}/api/users/${other}/` });
    expect(manifest.collections.users.count).toBe(new Set([own, ...inLog]).size);
    // Both kinds are what the published schema of a stored user describes (docs/snapshot-schema.json).
    expect(users.filter((user) => !storedUserSchema.safeParse(user).success)).toEqual([]);
    expect(users.filter((user) => userSchema.safeParse(user).success).map((user) => user['username'])).toEqual([own]);
  });

  it("does not store the token's own record where no stored change names its account", async () => {
    const server = await sample({ token: TOKEN, userToken: 'wlu_member_9d1e' });
    // The log as it would be had the caller (zoe-smith61, the first regular user) changed nothing: her changes are ahmedn's.
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path !== '/api/changes/') return body;
        for (const change of (body as ListBody).results) {
          for (const field of ['user', 'author']) {
            if (change[field] === `${front.url}/api/users/zoe-smith61/`) change[field] = `${front.url}/api/users/ahmedn/`;
          }
        }
        return body;
      },
    });
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut(), { token: 'wlu_member_9d1e' }));
    expect(server.instance.world.usernames[tokenUser(server.instance.world)]).toBe('zoe-smith61');
    expect(manifest.apiCounts.users).toBe(1);
    // Every user stored is the change log's; the one account listed is counted, not named.
    expect(manifest.users).toEqual({ source: 'change-log', leftOut: 1 });
    const users = await records(dir, 'users');
    expect(users.length).toBe(18);
    expect(manifest.collections.users.count).toBe(18);
    expect(users.filter((user) => user['username'] === 'zoe-smith61' || 'full_name' in user)).toEqual([]);
  });

  it('stores a user taken from the log with the URL the log gives, as it spells it', async () => {
    const server = await sample({ token: TOKEN });
    // The first change is María's, linked as Weblate links her: "@" as it is, "í" escaped.
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path !== '/api/changes/') return body;
        const list = body as ListBody;
        (list.results[0] as Record<string, unknown>)['user'] = `${front.url}/api/users/mar%C3%ADa@lab/`;
        return list;
      },
    });
    const { dir } = await crawl(crawlOptions(front.url, await tempOut()));
    const users = await records(dir, 'users');
    expect(users.find((user) => user['username'] === 'maría@lab')).toEqual({ username: 'maría@lab', url: `${front.url}/api/users/mar%C3%ADa@lab/` });
  });

  it('stores a user the log links by two URLs with the smaller one, whichever comes first', async () => {
    const server = await sample({ token: TOKEN });
    for (const order of [['%40', '@'], ['@', '%40']]) {
      // The first two changes link María, one with "@" escaped, one with it as it is.
      const front = await proxy(server.url, {
        rewrite: (path, body) => {
          if (path !== '/api/changes/') return body;
          const list = body as ListBody;
          order.forEach((at, index) => {
            (list.results[index] as Record<string, unknown>)['user'] = `${front.url}/api/users/mar%C3%ADa${at}lab/`;
          });
          return list;
        },
      });
      const { dir } = await crawl(crawlOptions(front.url, await tempOut()));
      const users = await records(dir, 'users');
      expect(users.filter((user) => user['username'] === 'maría@lab')).toEqual([{ username: 'maría@lab', url: `${front.url}/api/users/mar%C3%ADa%40lab/` }]);
    }
  });

  it('takes the users from the change log when the user list is refused (403)', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      intercept: (request) =>
        request.url.startsWith('/api/users/')
          ? { status: 403, body: { detail: 'You do not have permission to perform this action.' } }
          : null,
    });
    const out = await tempOut();
    const { dir, manifest } = await crawl(crawlOptions(front.url, out));
    expect(manifest.users).toEqual({ source: 'change-log', leftOut: 0 });
    expect(manifest.apiCounts.users).toBeNull();
    const users = await records(dir, 'users');
    // The tiny sample's change log names 19 of its 20 users.
    expect(users.length).toBe(19);
    for (const user of users) expect(user).toEqual({ username: user['username'], url: `${front.url}/api/users/${String(user['username'])}/` });
  });
});

describe('a token over plain http://', () => {
  it('warns that it goes unencrypted to a server on another machine, and not to one on this machine', async () => {
    const server = await sample({ token: TOKEN });
    // weblate.test is the sample, reached through a forward proxy that sends every request to it.
    const through = await forwardProxy({ connectStatus: 403, upstream: server.url });
    const remote = `http://weblate.test:${server.port}`;
    const warnings: string[] = [];
    const { manifest } = await crawl(crawlOptions(remote, await tempOut(), {
      token: TOKEN, proxy: { url: `${through.url}/`, variable: 'HTTP_PROXY' }, onWarning: (text) => warnings.push(text),
    }));
    expect(manifest.apiCounts.users).toBe(20);
    expect(warnings).toEqual([
      `the token goes to ${remote} unencrypted (http://), readable on the way: use https:// where the server has it`,
    ]);
    expect(through.requests.length).toBe(manifest.requests);
    expect(through.requests.every((request) => request.url.startsWith(`${remote}/api/`))).toBe(true);

    warnings.length = 0;
    await crawl(crawlOptions(server.url, await tempOut(), { token: TOKEN, onWarning: (text) => warnings.push(text) }));
    expect(warnings).toEqual([]);
  });
});

describe('an administrator\'s token', () => {
  it('is sent to the server, and users are stored with their public fields only', async () => {
    const server = await sample({ token: TOKEN });
    const front = await proxy(server.url);
    const out = await tempOut();
    const { dir, manifest, botFlagsRead } = await crawl(crawlOptions(front.url, out, { token: TOKEN }));
    for (const request of front.requests) expect(request.headers['authorization']).toBe(`Token ${TOKEN}`);
    // An administrator is told who is a bot (every record's is_bot).
    expect(botFlagsRead).toBe(true);
    // The tiny sample's change log names 19 of its 20 accounts: admin, who changed nothing, is left out.
    expect(manifest.users).toEqual({ source: 'api', leftOut: 1 });
    expect(manifest.apiCounts.users).toBe(20);
    const users = await records(dir, 'users');
    expect(users.length).toBe(19);
    expect(users.map((user) => user['username'])).not.toContain('admin');
    for (const user of users) {
      expect(Object.keys(user)).toEqual(['id', 'username', 'full_name', 'url', 'statistics_url', 'is_bot']);
    }
    // What the server sent the administrator, for contrast.
    const served = (await (
      await fetch(`${server.url}/api/users/?page_size=1000`, { headers: { authorization: `Token ${TOKEN}` } })
    ).json()) as ListBody;
    expect(served.results[2]).toHaveProperty('email');
    expect(String(served.results[2]!['email'])).toContain(EMAIL_DOMAIN);
  });

  it('stores only the accounts the stored change log names, of the whole instance or of the projects named', async () => {
    /** The usernames the stored changes name as user or author. */
    const named = async (dir: string) => {
      const names = new Set<string>();
      for (const change of await records(dir, 'changes')) for (const field of ['user', 'author']) if (usernameOf(change[field]) !== null) names.add(usernameOf(change[field])!);
      return [...names].sort();
    };
    const tiny = await sample({ token: TOKEN });
    const demo = await sample({ token: TOKEN, profile: 'demo' });
    // The whole tiny sample, its project lumen-player (75 changes), and two of the demo's 8 projects:
    // 300 accounts listed, 278 named by those projects' 4,457 changes.
    const crawls = [
      [tiny.url, [], 20, 19, 1],
      [tiny.url, ['lumen-player'], 20, 13, 7],
      [demo.url, ['kestrel-mail', 'orbit-notes'], 300, 278, 22],
    ] as const;
    for (const [url, projects, listed, stored, leftOut] of crawls) {
      const { dir, manifest } = await crawl(crawlOptions(url, await tempOut(), { token: TOKEN, projects: [...projects] }));
      const users = await records(dir, 'users');
      expect([manifest.apiCounts.users, users.length, manifest.collections.users.count, manifest.users], projects.join()).toEqual([listed, stored, stored, { source: 'api', leftOut }]);
      expect(users.map((user) => user['username'])).toEqual(await named(dir));
      // As listed, with their public fields.
      for (const user of users) expect(Object.keys(user)).toEqual(['id', 'username', 'full_name', 'url', 'statistics_url', 'is_bot']);
    }
  });

  it('lists no problem of a listed account it left out (--lenient)', async () => {
    const server = await sample({ token: TOKEN });
    // Two records that break their schema: admin's, whom no change names, and ahmedn's, whom changes
    // name. Admin's has no URL either: such a record's problem is keyed by its position, once.
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path !== '/api/users/') return body;
        for (const user of (body as ListBody).results) if (user['username'] === 'admin' || user['username'] === 'ahmedn') user['full_name'] = 42;
        for (const user of (body as ListBody).results) if (user['username'] === 'admin') delete user['url'];
        return body;
      },
    });
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut(), { token: TOKEN, lenient: true }));
    expect(manifest.users).toEqual({ source: 'api', leftOut: 1 });
    expect(manifest.problems.map((problem) => problem.message)).toEqual([
      `${front.url}/api/users/?page_size=1000: record 14: field "full_name": expected string, got number 42`,
    ]);
    expect((await records(dir, 'users')).filter((user) => user['full_name'] === 42).map((user) => user['username'])).toEqual(['ahmedn']);
  });

  it("stores a change without the invitee's e-mail address Weblate keeps in its details", async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path === '/api/changes/') (body as ListBody).results[3]!['details'] = { email: `invitee@${EMAIL_DOMAIN}`, group: 'Translate' };
        return body;
      },
    });
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut()));
    const changes = await records(dir, 'changes');
    expect(changes.length).toBe(manifest.collections.changes.count);
    expect(changes.filter((change) => JSON.stringify(change['details'] ?? null) === '{"group":"Translate"}')).toHaveLength(1);
    for (const file of await filesBelow(dir)) expect(file.text, file.path).not.toContain(EMAIL_DOMAIN);
  });

  it('stores a change without the IP address and browser Weblate keeps for a suggestion made without signing in', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path === '/api/changes/') (body as ListBody).results[5]!['details'] = { ip_address: '203.0.113.77', user_agent: 'AtlasTestBrowser/1.0', state: 10 };
        return body;
      },
    });
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut()));
    const changes = await records(dir, 'changes');
    expect(changes.length).toBe(manifest.collections.changes.count);
    expect(changes.filter((change) => JSON.stringify(change['details'] ?? null) === '{"state":10}')).toHaveLength(1);
    for (const file of await filesBelow(dir)) {
      expect(file.text, file.path).not.toContain('203.0.113.77');
      expect(file.text, file.path).not.toContain('AtlasTestBrowser');
    }
  });

  it('stores no repository credentials, which Weblate serves in a component\'s URLs to a token that may see them', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (/^\/api\/(projects\/[^/]+\/)?components\/$/.test(path)) {
          for (const component of (body as ListBody).results) component['repo'] = 'https://bot:ghp_AtlasTestSecret@git.example/org/app.git';
        }
        if (path.endsWith('/translations/')) {
          for (const translation of (body as ListBody).results) {
            const component = translation['component'];
            if (component !== null && typeof component === 'object') (component as Record<string, unknown>)['repo'] = 'https://bot:ghp_AtlasTestSecret@git.example/org/app.git';
          }
        }
        if (path === '/api/changes/') (body as ListBody).results[4]!['details'] = { error: 'fatal: https://ghp_AtlasTestSecret@git.example/org/app.git/ not found' };
        return body;
      },
    });
    const { dir } = await crawl(crawlOptions(front.url, await tempOut()));
    const components = await records(dir, 'components');
    expect(new Set(components.map((component) => component['repo']))).toEqual(new Set(['https://git.example/org/app.git']));
    expect((await records(dir, 'changes')).filter((change) => JSON.stringify(change['details'] ?? null) === '{"error":"fatal: https://git.example/org/app.git/ not found"}')).toHaveLength(1);
    const nested = (await records(dir, 'translations')).map((translation) => (translation['component'] as Record<string, unknown> | undefined)?.['repo']).filter((repo) => repo !== undefined);
    expect(nested.length).toBeGreaterThan(0);
    expect(new Set(nested)).toEqual(new Set(['https://git.example/org/app.git']));
    for (const file of await filesBelow(dir)) expect(file.text, file.path).not.toContain('ghp_AtlasTestSecret');
  });

  it('stores no e-mail address a change holds under a key written twice, of which JSON.parse reads only the last', async () => {
    const server = await sample();
    const front = await proxy(server.url, {
      rewrite: (path, body) => {
        if (path === '/api/changes/') {
          const results = (body as ListBody).results;
          results[3] = { DUPLICATE: 1, ...results[3], details: { group: 'Translate' } };
        }
        return body;
      },
      // A first "details" holding the address, before the one JSON.parse keeps.
      serialize: (body) => JSON.stringify(body).replace('"DUPLICATE":1', `"details":{"email":"invitee@${EMAIL_DOMAIN}"}`),
    });
    const { dir, manifest } = await crawl(crawlOptions(front.url, await tempOut()));
    const changes = await records(dir, 'changes');
    expect(changes.length).toBe(manifest.collections.changes.count);
    expect(changes.filter((change) => JSON.stringify(change['details'] ?? null) === '{"group":"Translate"}')).toHaveLength(1);
    for (const file of await filesBelow(dir)) expect(file.text, file.path).not.toContain(EMAIL_DOMAIN);
  });

  it('leaves no trace of the token or of e-mail addresses in any file, message or progress line', async () => {
    const server = await sample({ token: TOKEN, faults: { '429': 0.2, '503': 0.1 }, retryAfterSeconds: 0 });
    const out = await tempOut();
    const messages: string[] = [];
    const progress = emptyProgress(Date.now());
    const { dir } = await crawl(crawlOptions(server.url, out, { token: TOKEN, pageSize: 50, progress, onMessage: (text) => messages.push(text) }));
    expect(messages.length).toBeGreaterThan(0);
    // The progress a terminal and a CI log show, as the crawl left it.
    const lines = [...formatProgressLines(progress, Date.now()), formatProgressLine(progress, Date.now())];
    expect(lines.join('\n')).toMatch(/^ {2}languages /);
    messages.push(...lines);
    const files = await filesBelow(out);
    expect(files.map((file) => file.path.slice(dir.length + 1)).sort()).toContain('manifest.json');
    for (const file of files) {
      expect(file.text, file.path).not.toContain(TOKEN);
      expect(file.text, file.path).not.toContain(EMAIL_DOMAIN);
      expect(file.text, file.path).not.toContain('last_login');
      expect(file.text, file.path).not.toContain('date_joined');
      expect(file.text, file.path).not.toContain('is_superuser');
    }
    for (const message of messages) {
      expect(message).not.toContain(TOKEN);
      expect(message).not.toContain(EMAIL_DOMAIN);
    }
  });

  it('is named in no error of a failing crawl', async () => {
    // A server that ends every attempt with a 503, an origin refusal and a schema violation.
    const failing = await sample({ token: TOKEN, faults: { '503': 1 } });
    const failures: Error[] = [];
    failures.push(await rejection(crawl(crawlOptions(failing.url, await tempOut(), { token: TOKEN, maxRetries: 1 }))));

    const server = await sample({ token: TOKEN });
    const decoy = await recorder();
    const redirecting = await proxy(server.url, {
      rewrite: (path, body) => {
        const list = body as ListBody;
        if (path === '/api/users/') list.next = `${decoy.url}/api/users/?page=2&token=${TOKEN}`;
        return list;
      },
    });
    failures.push(await rejection(crawl(crawlOptions(redirecting.url, await tempOut(), { token: TOKEN }))));

    const corrupting = await proxy(server.url, {
      rewrite: (path, body) => {
        const list = body as ListBody;
        if (path === '/api/users/') list.results[2]!['username'] = 42;
        return list;
      },
    });
    failures.push(await rejection(crawl(crawlOptions(corrupting.url, await tempOut(), { token: TOKEN }))));

    expect(failures.map((failure) => failure.message.replace(/:\d+/g, ':PORT'))).toEqual([
      expect.stringMatching(/^HTTP 503 from http:\/\/127\.0\.0\.1:PORT\/api\/[a-z]+\/\?page_size=1000: 503 Service Temporarily Unavailable \(HTML page\), after 1 retry in 0 s; not one request of this crawl was answered without an error: http:\/\/127\.0\.0\.1:PORT, or the service behind its proxy, is failing; crawl again later$/),
      'refusing to request http://127.0.0.1:PORT/api/users/?page=2&token=***: not on http://127.0.0.1:PORT; ' +
        'the server\'s links are on http://127.0.0.1:PORT: if that is the server, crawl it with --url http://127.0.0.1:PORT; ' +
        'if not, the proxy in front of it does not pass on the Host header as the crawl sent it, with its port (nginx: proxy_set_header Host $http_host; $host drops the port), from which Weblate makes its links ' +
        '(the "next" link of http://127.0.0.1:PORT/api/users/?page_size=1000)',
      `http://127.0.0.1:PORT/api/users/?page_size=1000: record 2: field "username": expected string, got number 42`,
    ]);
    for (const failure of failures) {
      expect(failure.message).not.toContain(TOKEN);
      expect(String(failure.stack)).not.toContain(TOKEN);
    }
    expect(decoy.requests).toEqual([]);
  });

  it('is named in no message or error where the server writes it into a link of its own or a field', async () => {
    // A server that puts the token it was sent into a `next` link on its own origin (page 2 is no
    // page: the list is read again, saying so, and fails), and one that writes it into a field.
    const server = await sample({ token: TOKEN });
    let echoing: { url: string } | null = null;
    echoing = await proxy(server.url, {
      rewrite: (path, body) => {
        const list = body as ListBody;
        if (path === '/api/languages/') {
          list.count = list.results.length + 1;
          list.next = `${echoing!.url}/api/languages/?page=2&page_size=1000&t=${TOKEN}`;
        }
        return list;
      },
    });
    const messages: string[] = [];
    const linked = await rejection(crawl(crawlOptions(echoing.url, await tempOut(), { token: TOKEN, onMessage: (text) => messages.push(text) })));
    const corrupting = await proxy(server.url, {
      rewrite: (path, body) => {
        const list = body as ListBody;
        if (path === '/api/projects/') list.results[0]!['id'] = `id ${TOKEN}`;
        return list;
      },
    });
    const quoted = await rejection(crawl(crawlOptions(corrupting.url, await tempOut(), { token: TOKEN })));
    expect(messages.map((text) => text.replace(/:\d+/g, ':PORT'))).toEqual([
      'languages: a list shrank while it was read (http://127.0.0.1:PORT/api/languages/?page=2&page_size=1000&t=*** is gone): records deleted meanwhile, or an old page 1 from a cache; reading it whole again (pass 2)',
      'languages: a list shrank while it was read (http://127.0.0.1:PORT/api/languages/?page=2&page_size=1000&t=*** is gone): records deleted meanwhile, or an old page 1 from a cache; reading it whole again (pass 3)',
    ]);
    expect(linked.message.replace(/:\d+/g, ':PORT')).toBe(
      'http://127.0.0.1:PORT/api/languages/?page_size=1000: the list shrank while it was read, 3 times over (http://127.0.0.1:PORT/api/languages/?page=2&page_size=1000&t=*** is gone): records are being deleted; crawl again later',
    );
    expect(quoted.message.replace(/:\d+/g, ':PORT')).toBe('http://127.0.0.1:PORT/api/projects/?page_size=1000: record 0: field "id": expected number, got string "id ***"');
    for (const failure of [linked, quoted]) expect(String(failure.stack)).not.toContain(TOKEN);
  });

  it('quotes no part of the token in a problem whose value is cut to 60 characters, with --lenient or without', async () => {
    // A debugging proxy that writes the request's Authorization header into a change's details: the
    // problem quoted the text cut to 60 characters first, and hid the token only after, when the cut
    // had left its first 14 characters ('…Token wlu_Pr1vateT0k…'), in manifest.json and the error.
    const server = await sample({ token: TOKEN });
    const echoing = await proxy(server.url, {
      rewrite: (path, body) => {
        const list = body as ListBody;
        if (path === '/api/changes/') list.results[0]!['details'] = `debugging proxy echo: Authorization: Token ${TOKEN}`;
        return list;
      },
    });
    const { manifest } = await crawl(crawlOptions(echoing.url, await tempOut(), { token: TOKEN, lenient: true }));
    expect(manifest.problems.map((problem) => problem.received)).toEqual(['string "debugging proxy echo: Authorization: Token ***"']);
    const failure = await rejection(crawl(crawlOptions(echoing.url, await tempOut(), { token: TOKEN })));
    expect(failure.message).toMatch(/: record 0: field "details": expected record, got string "debugging proxy echo: Authorization: Token \*\*\*"$/);
    expect(JSON.stringify(manifest)).not.toContain(TOKEN.slice(0, 8));
  });

  it('quotes no e-mail address in a problem, with --lenient or without', async () => {
    // A change's details served as a text holding an invited person's address: the problem quoted it
    // as served, in manifest.json's problems (and so on /about/) and in the crawl's error.
    const server = await sample({ token: TOKEN });
    const serving = await proxy(server.url, {
      rewrite: (path, body) => {
        const list = body as ListBody;
        if (path === '/api/changes/') list.results[0]!['details'] = 'invited k.nowak@example.org to the project';
        return list;
      },
    });
    const { manifest } = await crawl(crawlOptions(serving.url, await tempOut(), { token: TOKEN, lenient: true }));
    expect(manifest.problems.map((problem) => problem.received)).toEqual(['string "invited <e-mail address> to the project"']);
    expect(JSON.stringify(manifest)).not.toContain('k.nowak@');
    const failure = await rejection(crawl(crawlOptions(serving.url, await tempOut(), { token: TOKEN })));
    expect(failure.message).toMatch(/: record 0: field "details": expected record, got string "invited <e-mail address> to the project"$/);
  });

  it("names the record whose link it refuses, or cannot follow, without its URL's credentials or an e-mail address", async () => {
    // The refused link was said masked, the record naming it as served: '(field "components_list_url" of
    // project http://…/api/projects/k.nowak@example.org/?by=kat%40example.org)'; and --lenient's failure
    // for a record without the link named it 'project https://bot:s3cr3t@h.example/api/projects/k.nowak@example.org/'.
    const server = await sample();
    const decoy = await recorder();
    const slug = server.instance.world.projects[0]!.slug;
    let refusing: { url: string; port: number } | null = null;
    refusing = await proxy(server.url, {
      rewrite: (path, body) => path !== `/api/projects/${slug}/` ? body : {
        ...(body as Record<string, unknown>),
        url: `${refusing!.url}/api/projects/k.nowak@example.org/?by=kat%40example.org`,
        components_list_url: `${decoy.url}/api/projects/${slug}/components/`,
      },
    });
    const refusal = await rejection(crawl(crawlOptions(refusing.url, await tempOut(), { projects: [slug] })));
    expect(refusal.message).toMatch(/ \(field "components_list_url" of project http:\/\/127\.0\.0\.1:\d+\/api\/projects\/<e-mail address>\/\?by=<e-mail address>\)$/);
    expect(decoy.requests).toEqual([]);

    const lacking = await proxy(server.url, {
      rewrite: (path, body) => path !== `/api/projects/${slug}/` ? body : {
        ...(body as Record<string, unknown>),
        url: 'https://bot:s3cr3t@h.example/api/projects/k.nowak@example.org/',
        components_list_url: undefined,
      },
    });
    const failure = await rejection(crawl(crawlOptions(lacking.url, await tempOut(), { projects: [slug], lenient: true })));
    expect(failure.message).toBe('project https://h.example/api/projects/<e-mail address>/: field "components_list_url": expected a URL to follow, got nothing (field missing)');
  });

  it('says no e-mail address a server wrote into a link of its own, in a message, the crawl\'s failure or a problem', async () => {
    // A next link on the server's own origin holding '&user=k.nowak%40example.org' was requested (the
    // server's to see) and said as it was: 'crawl failed: …/api/changes/?page=2&page_size=50&user=k.nowak%40example.org is gone',
    // and a --lenient crawl's problems on those pages named it in manifest.json and on /about/.
    const server = await sample();
    const front = await proxy(server.url, {
      forwardPath: (url) => url.replace('&user=k.nowak%40example.org', ''),
      rewrite: (path, body, request) => {
        if (path !== '/api/changes/') return body;
        const list = body as ListBody;
        if (list.next !== null) list.next = `${list.next}&user=k.nowak%40example.org`;
        if (request.url.includes('user=')) list.results[0]!['timestamp'] = 12345;
        return list;
      },
    });
    const said: string[] = [];
    const io = { stdout: () => {}, stderr: (text: string) => void said.push(text), live: false };
    const out = await tempOut();
    const outcome = await runCrawlCommand(parseCrawlArgs(['--url', front.url, '--out', out, '--page-size', '50', '--lenient'], {}), io);
    expect(outcome).not.toBeNull();
    const problems = outcome!.manifest.problems;
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.url).toMatch(/\/api\/changes\/\?page=2&page_size=50&user=<e-mail address>$/);
    expect(problems[0]!.message).toMatch(/\/api\/changes\/\?page=2&page_size=50&user=<e-mail address>: record 0: field "timestamp": expected string, got number 12345$/);
    for (const file of await filesBelow(out)) expect(file.text, file.path).not.toContain('k.nowak');

    const failing = await proxy(server.url, {
      rewrite: (path, body) => {
        const list = body as ListBody;
        if (path === '/api/changes/' && list.next !== null) list.next = `${list.next}&user=k.nowak%40example.org`;
        return list;
      },
    });
    said.length = 0;
    expect(await runCrawlCommand(parseCrawlArgs(['--url', failing.url, '--out', await tempOut(), '--page-size', '50'], {}), io)).toBeNull();
    expect(said.join('')).toMatch(/^crawl failed: .*\/api\/changes\/\?page=2&page_size=50&user=<e-mail address> is gone\): /m);
    expect(said.join('')).not.toContain('k.nowak');
  });

  it("says no e-mail address a server wrote into a link of its own in npm run crawl's messages and warnings", async () => {
    // cli.ts masks each line as it prints it; no test read a message or a warning, only the failure and the manifest.
    // A 429 naming Retry-After on a page whose next link held '&user=k.nowak%40example.org' is said with that
    // link, and so is the page a server wrote the token into.
    const server = await sample({ token: TOKEN });
    let refused = false;
    const front = await proxy(server.url, {
      forwardPath: (url) => url.replace('&user=k.nowak%40example.org', ''),
      intercept: (request) => {
        if (refused || !request.url.includes('page=2')) return null;
        refused = true;
        return { status: 429, body: { detail: 'Request was throttled.' }, headers: { 'Retry-After': '1' } };
      },
      rewrite: (path, body, request) => {
        if (path !== '/api/changes/') return body;
        const list = body as ListBody;
        if (list.next !== null) list.next = `${list.next}&user=k.nowak%40example.org`;
        if (request.url.includes('page=2')) list.results[0]!['target'] = `echo ${TOKEN}`;
        return list;
      },
    });
    const said: string[] = [];
    const io = { stdout: () => {}, stderr: (text: string) => void said.push(text), live: false };
    const command = parseCrawlArgs(['--url', front.url, '--out', await tempOut(), '--page-size', '50', '--token', TOKEN], {});
    // No second of waiting for the Retry-After: the line is said before the wait.
    (command.options as CrawlOptions).sleep = async () => {};
    expect(await runCrawlCommand(command, io)).not.toBeNull();
    const page = `${front.url}/api/changes/?page=2&page_size=50&user=<e-mail address>`;
    expect(said.filter((line) => line.includes('/api/changes/?page=2'))).toEqual([
      `rate limited by ${front.url}: ${page} waits 1 s by itself (Retry-After), the other requests go on\n`,
      `warning: the server wrote the token it was sent into a record of changes (${page}, record 0): it is stored as '***' there and wherever else it comes\n`,
    ]);
    expect(said.join('')).not.toContain('k.nowak');
  });

  it("requests and names a link a server wrote on its own origin without the URL's credentials in it, in the crawl's failure or a problem", async () => {
    // A next link 'http://bot:s3cr3t@127.0.0.1:…/api/changes/?page=2&page_size=50' (its origin the crawl's)
    // was requested as written and named so: 'crawl failed: http://bot:s3cr3t@127.0.0.1:…/api/changes/?page=2…',
    // and in manifest.json's problems with --lenient.
    const server = await sample();
    const front = await proxy(server.url, {
      rewrite: (path, body, request) => {
        if (path !== '/api/changes/') return body;
        const list = body as ListBody;
        if (list.next !== null) list.next = list.next.replace('http://', 'http://bot:s3cr3t@');
        if (request.url.includes('page=2')) list.results[0]!['timestamp'] = 12345;
        return list;
      },
    });
    const said: string[] = [];
    const io = { stdout: () => {}, stderr: (text: string) => void said.push(text), live: false };
    const out = await tempOut();
    const outcome = await runCrawlCommand(parseCrawlArgs(['--url', front.url, '--out', out, '--page-size', '50', '--lenient'], {}), io);
    expect(outcome).not.toBeNull();
    expect(outcome!.manifest.problems.map(({ url, message }) => [url, message])).toEqual([[
      `${front.url}/api/changes/?page=2&page_size=50`,
      `${front.url}/api/changes/?page=2&page_size=50: record 0: field "timestamp": expected string, got number 12345`,
    ]]);
    for (const file of await filesBelow(out)) expect(file.text, file.path).not.toContain('s3cr3t');

    said.length = 0;
    expect(await runCrawlCommand(parseCrawlArgs(['--url', front.url, '--out', await tempOut(), '--page-size', '50'], {}), io)).toBeNull();
    expect(said.join('')).toBe(`crawl failed: ${front.url}/api/changes/?page=2&page_size=50: record 0: field "timestamp": expected string, got number 12345\n`);
  });

  it('is named in no error, not even in part, where the server writes a part of it into a link of its own', async () => {
    // A next link holding the token's first 24 characters, on its own origin, past the list's end.
    const token = 'wlu_I7kuoJcJTCXaJRnRjuJ4ZPQk2d4TFrl8Tqu3';
    const server = await sample({ token });
    let echoing: { url: string } | null = null;
    echoing = await proxy(server.url, {
      rewrite: (path, body) => {
        const list = body as ListBody;
        if (path === '/api/projects/') list.next = `${echoing!.url}/api/projects/?page=2&t=${token.slice(0, 24)}`;
        return list;
      },
    });
    const failure = await rejection(crawl(crawlOptions(echoing.url, await tempOut(), { token })));
    expect(failure.message).toContain('/api/projects/?page=2&t=***)');
    expect([failure.message.includes('oJcJTCXa'), String(failure.stack).includes('oJcJTCXa')]).toEqual([false, false]);
  });

  it('stores the token as *** where the server writes it back into a record, and says so once', async () => {
    // A server that quotes the token it was sent in a project's fields (one of them not a string,
    // for --lenient to list as a problem) and in a change's text, there spelled with an escape.
    const server = await sample({ token: TOKEN });
    const echoing = await proxy(server.url, {
      rewrite: (path, body) => {
        const list = body as ListBody;
        if (path === '/api/projects/') {
          list.results[0]!['name'] = `Orbit ${TOKEN} Notes`;
          list.results[0]!['web'] = `https://orbit.example/?key=${TOKEN}`;
          list.results[1]!['id'] = `id ${TOKEN}`;
        }
        if (path === '/api/changes/') list.results[0]!['target'] = `${TOKEN}${TOKEN}`;
        return list;
      },
      // The change's text with a letter of each of the token's blocks of 8 escaped (its first, 'w', and
      // its ninth, 'a'), as JSON may write any character: no block is in the bytes as sent, which
      // are stored as they came where none is and nothing is escaped.
      serialize: (body) => {
        const escaped = `\\u0077${TOKEN.slice(1, 8)}\\u0061${TOKEN.slice(9)}`;
        return JSON.stringify(body).replace(`"${TOKEN}${TOKEN}"`, `"${escaped}${escaped}"`);
      },
    });
    const out = await tempOut();
    const messages: string[] = [];
    const { dir, manifest } = await crawl(crawlOptions(echoing.url, out, { token: TOKEN, lenient: true, onMessage: (text) => messages.push(text) }));
    const projects = await records(dir, 'projects');
    expect(projects.map((project) => [project['name'], project['web']])).toContainEqual(['Orbit *** Notes', 'https://orbit.example/?key=***']);
    expect(projects.map((project) => project['id'])).toContain('id ***');
    expect((await records(dir, 'changes')).map((change) => change['target'])).toContain('******');
    expect(manifest.problems.map((problem) => problem.received)).toEqual(['string "id ***"']);
    for (const file of await filesBelow(out)) expect(file.text, file.path).not.toContain(TOKEN);
    expect(messages.filter((text) => text.startsWith('the server wrote the token')).map((text) => text.replace(/:\d+/g, ':PORT'))).toEqual([
      "the server wrote the token it was sent into a record of projects (http://127.0.0.1:PORT/api/projects/?page_size=1000, record 0): it is stored as '***' there and wherever else it comes",
    ]);
  });

  it('stores as *** the token a server wrote into the user links of its change log, in the users taken from it', async () => {
    // The user list refused: the users are the change log's, each with the URL the log links it by.
    const server = await sample({ token: TOKEN });
    const echoing = await proxy(server.url, {
      intercept: (request) => (request.url.startsWith('/api/users/') ? { status: 403, body: { detail: 'You do not have permission to perform this action.' } } : null),
      rewrite: (path, body) => {
        const list = body as ListBody;
        if (path === '/api/changes/') {
          for (const change of list.results) {
            for (const field of ['user', 'author']) if (typeof change[field] === 'string') change[field] = `${change[field] as string}?key=${TOKEN}`;
          }
        }
        return list;
      },
    });
    const out = await tempOut();
    const { dir, manifest } = await crawl(crawlOptions(echoing.url, out, { token: TOKEN }));
    const users = await records(dir, 'users');
    expect(manifest.users.source).toBe('change-log');
    expect(users.length).toBeGreaterThan(0);
    expect(users.filter((user) => !String(user['url']).endsWith('/?key=***'))).toEqual([]);
    for (const file of await filesBelow(out)) expect(file.text, file.path).not.toContain(TOKEN);
  });

  it('lists a problem without the token a server wrote into the next links of the page it was found on', async () => {
    const server = await sample({ token: TOKEN });
    const echoing = await proxy(server.url, {
      rewrite: (path, body, request) => {
        const list = body as ListBody;
        if (path === '/api/languages/') {
          if (list.next !== null && !list.next.includes('&t=')) list.next = `${list.next}&t=${TOKEN}`;
          if (new URL(request.url, 'http://proxy').searchParams.get('page') === '2') list.results[0]!['direction'] = 'up';
        }
        return list;
      },
    });
    const out = await tempOut();
    const { manifest } = await crawl(crawlOptions(echoing.url, out, { token: TOKEN, lenient: true, pageSize: 2 }));
    expect(manifest.problems.map((problem) => [problem.url.replace(/:\d+/, ':PORT'), problem.path, problem.received])).toEqual([
      ['http://127.0.0.1:PORT/api/languages/?page=2&page_size=2&t=***', 'direction', 'string "up"'],
    ]);
    for (const file of await filesBelow(out)) expect(file.text, file.path).not.toContain(TOKEN);
  });

  it('stores as *** a part of the token the server cut or split, of 16 characters or more in a row', async () => {
    // A server that writes back the token it was sent into fields it cuts or splits: all but its
    // first 5 characters in a project's name, its two halves in a language's name and direction.
    const token = 'wlu_I7kuoJcJTCXaJRnRjuJ4ZPQk2d4TFrl8Tqu3';
    const server = await sample({ token });
    const echoing = await proxy(server.url, {
      rewrite: (path, body) => {
        const list = body as ListBody;
        if (path === '/api/projects/') list.results[0]!['name'] = `end ${token.slice(5)}`;
        if (path === '/api/languages/') list.results[0]!['name'] = `${token.slice(0, 20)} / ${token.slice(20)}`;
        return list;
      },
    });
    const out = await tempOut();
    const { dir } = await crawl(crawlOptions(echoing.url, out, { token }));
    expect((await records(dir, 'projects')).map((project) => project['name'])).toContain('end ***');
    expect((await records(dir, 'languages')).map((language) => language['name'])).toContain('*** / ***');
    for (const file of await filesBelow(out)) expect([file.path, file.text.includes('oJcJTCXaJRnRjuJ4')]).toEqual([file.path, false]);
  });

  it('writes nothing when the crawl fails', async () => {
    const server = await sample({ token: TOKEN, faults: { '503': 1 } });
    const out = await tempOut();
    await rejection(crawl(crawlOptions(server.url, out, { token: TOKEN, maxRetries: 0 })));
    expect(await entries(out)).toEqual([]);
  });
});
