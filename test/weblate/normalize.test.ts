import { describe, expect, it } from 'vitest';
import { bytesHaveFormatApi, normalizeRecord, privateDetailBits, privateTextFields, recordHoldsUrlCredentials, stripFormatApi, withoutServerAtlas } from '../../src/weblate/normalize.ts';
import { withoutUrlCredentials } from '../../src/weblate/url-credentials.ts';

const has = (text: string) => bytesHaveFormatApi(Buffer.from(text));

describe('bytesHaveFormatApi', () => {
  it('finds format=api wherever it stands', () => {
    expect(has('{"url":"https://x.org/api/changes/?format=api"}')).toBe(true);
    expect(has('format=api')).toBe(true);
    expect(has('=format=api')).toBe(true);
    expect(has('{"next":"https://x.org/api/changes/?page=2&format=api&page_size=50"}')).toBe(true);
    expect(has('xformat=apix')).toBe(true);
  });

  it('says no where the text is not there, also with = at either end', () => {
    expect(has('')).toBe(false);
    expect(has('{"count":3,"next":null}')).toBe(false);
    expect(has('=')).toBe(false);
    expect(has('abcdefg=')).toBe(false);
    expect(has('format=ap')).toBe(false);
    expect(has('format =api')).toBe(false);
    expect(has('{"url":"https://x.org/api/?format=json"}')).toBe(false);
  });

  it('goes on past many = to the end of the body', () => {
    const many = 'a=b&'.repeat(200);
    expect(has(`${many}format=api`)).toBe(true);
    expect(has(`${many}format=ap`)).toBe(false);
    expect(has(`${'='.repeat(100)}format=api${'='.repeat(100)}`)).toBe(true);
    expect(has(`${'='.repeat(65)}ormat=api`)).toBe(false);
  });

  it('agrees with a plain substring search on bodies made of its own letters', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const letters = 'format=apix';
    let found = 0;
    for (let n = 0; n < 2000; n++) {
      let text = '';
      const length = next() % 40;
      for (let i = 0; i < length; i++) text += letters[next() % letters.length];
      if (n % 3 === 0) text = text.slice(0, length >> 1) + 'format=api' + text.slice(length >> 1);
      const expected = text.includes('format=api');
      if (expected) found++;
      expect(has(text)).toBe(expected);
    }
    expect(found).toBeGreaterThan(600);
  });
});

describe('stripFormatApi', () => {
  // The loop it replaced, kept as the reference it must agree with.
  const FORMAT_API = /([?&])format=api(&|$)/;
  const reference = (url: string) => {
    let out = url;
    while (FORMAT_API.test(out)) out = out.replace(FORMAT_API, (_, lead: string, tail: string) => (tail ? lead : ''));
    return out;
  };

  it('removes format=api wherever it stands in the query, keeping every other parameter and separator', () => {
    expect(stripFormatApi('https://x.org/api/changes/?format=api')).toBe('https://x.org/api/changes/');
    expect(stripFormatApi('https://x.org/api/changes/?format=api&page=2')).toBe('https://x.org/api/changes/?page=2');
    expect(stripFormatApi('https://x.org/api/changes/?page=2&format=api&format=api&page_size=50')).toBe('https://x.org/api/changes/?page=2&page_size=50');
    expect(stripFormatApi('https://x.org/api/changes/?format=apiary&xformat=api')).toBe('https://x.org/api/changes/?format=apiary&xformat=api');
  });

  it('agrees with the loop it replaced on 20,000 URLs made of parameters and separators', () => {
    const PIECES = ['?', '&', 'format=api', 'format=api', 'format=ap', 'a=1', '=', '#', 'x', ''];
    let state = 11;
    const next = () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 4_294_967_296;
    const differing: string[] = [];
    for (let n = 0; n < 20_000; n++) {
      let url = 'https://x.org/api/';
      for (let i = Math.floor(next() * 10); i > 0; i--) url += PIECES[Math.floor(next() * PIECES.length)]!;
      if (stripFormatApi(url) !== reference(url)) differing.push(url);
    }
    expect(differing.slice(0, 5)).toEqual([]);
  });

  it('reads a URL of a megabyte of format=api in one pass', () => {
    expect(stripFormatApi(`https://x.org/api/changes/?${'format=api&'.repeat(100_000)}page=2`)).toBe('https://x.org/api/changes/?page=2');
  });
});

describe('withoutServerAtlas', () => {
  it('drops an _atlas member a server sent, whatever it holds, and keeps the rest of the record', () => {
    const change = { id: 3, component: null, translation: null, _atlas: { project: 'https://x.org/api/projects/elsewhere/' }, action: 50 };
    expect(withoutServerAtlas(change)).toEqual({ id: 3, component: null, translation: null, action: 50 });
    expect(withoutServerAtlas({ slug: 'c', _atlas: 'theirs' })).toEqual({ slug: 'c' });
    // A record without one is the same object, whose bytes are stored as served.
    const plain = { code: 'fr' };
    expect(withoutServerAtlas(plain)).toBe(plain);
  });

  it("is not normalizeRecord's: the crawler's own _atlas in a stored record is kept when a snapshot is cleaned again", () => {
    const translation = { id: 1, component: null, _atlas: { component: 'https://x.org/api/components/p/c/' } };
    expect(normalizeRecord('translations', translation, 'https://x.org', false)).toBe(translation);
  });
});

describe('normalizeRecord', () => {
  it('strips format=api from API URLs only, and keeps only public user fields', () => {
    const change = { url: 'https://x.org/api/changes/1/?format=api', target: 'see ?format=api' };
    expect(normalizeRecord('changes', change, 'https://x.org', true)).toEqual({
      url: 'https://x.org/api/changes/1/',
      target: 'see ?format=api',
    });
    expect(normalizeRecord('changes', change, 'https://x.org', false)).toBe(change);
    const user = { id: 1, username: 'ana', full_name: 'Ana', email: 'ana@example.org', last_login: null, url: 'https://x.org/api/users/ana/' };
    expect(normalizeRecord('users', user, 'https://x.org', false)).toEqual({
      id: 1, username: 'ana', full_name: 'Ana', url: 'https://x.org/api/users/ana/',
    });
  });

  it('strips format=api from API URLs in lists and nested objects too (a component\'s add-ons, a project\'s links)', () => {
    const component = {
      addons: ['https://x.org/api/addons/1/?format=api', 'https://x.org/api/addons/2/'],
      links: { repository: 'https://x.org/api/components/p/c/repository/?format=api', other: ['https://elsewhere.example/?format=api'] },
    };
    expect(normalizeRecord('components', component, 'https://x.org', true)).toEqual({
      addons: ['https://x.org/api/addons/1/', 'https://x.org/api/addons/2/'],
      links: { repository: 'https://x.org/api/components/p/c/repository/', other: ['https://elsewhere.example/?format=api'] },
    });
  });

  it("leaves out the e-mail address of a user invited by it from a change's details, and nothing else", () => {
    const invite = { id: 7, action: 49, target: 'write to ana@example.org', details: { email: 'new@private.example', group: 'Translate' } };
    expect(normalizeRecord('changes', invite, 'https://x.org', false)).toEqual({
      id: 7, action: 49, target: 'write to ana@example.org', details: { group: 'Translate' },
    });
    // Records without it are the server's own, as served (their bytes are stored as they came).
    const plain = { id: 8, action: 2, details: { state: 20 } };
    expect(normalizeRecord('changes', plain, 'https://x.org', false)).toBe(plain);
    const none = { id: 9, action: 2, details: null };
    expect(normalizeRecord('changes', none, 'https://x.org', false)).toBe(none);
  });

  it("leaves out the IP address and browser that a suggestion made without signing in keeps in its details", () => {
    const anonymous = {
      id: 10, action: 26, user: null, details: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0 (X11)', state: 10, email: 'a@private.example' },
    };
    expect(normalizeRecord('changes', anonymous, 'https://x.org', false)).toEqual({ id: 10, action: 26, user: null, details: { state: 10 } });
    // The served record is not changed in place: the page's bytes and records stay the server's.
    expect(anonymous.details).toEqual({ ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0 (X11)', state: 10, email: 'a@private.example' });
    // Only `details` is read for them: a field of that name elsewhere is the server's to name.
    const elsewhere = { id: 11, action: 2, target: 'ip_address', old: { ip_address: 'x' }, details: {} };
    expect(normalizeRecord('changes', elsewhere, 'https://x.org', false)).toBe(elsewhere);
  });

  it('leaves out the credentials of repository URLs in a component and in a change\'s details', () => {
    const component = {
      slug: 'core', repo: 'https://bot:ghp_s3cret@github.com/org/app.git', push: 'https://ghp_s3cret@github.com/org/app.git',
      repoweb: 'https://github.com/org/app/blob/{{branch}}/{{filename}}#L{{line}}', branch: 'main', agreement: 'Write to me at a@b.example',
    };
    expect(normalizeRecord('components', component, 'https://x.org', false)).toEqual({
      slug: 'core', repo: 'https://github.com/org/app.git', push: 'https://github.com/org/app.git',
      repoweb: 'https://github.com/org/app/blob/{{branch}}/{{filename}}#L{{line}}', branch: 'main', agreement: 'Write to me at a@b.example',
    });
    expect(component.repo).toBe('https://bot:ghp_s3cret@github.com/org/app.git');
    // An SSH remote's user is no credential, and the record without any is the served one itself.
    const ssh = { slug: 'docs', repo: 'git@github.com:org/docs.git', push: 'ssh://git@github.com/org/docs.git', branch: 'main' };
    expect(normalizeRecord('components', ssh, 'https://x.org', false)).toBe(ssh);
    // A translation carries its whole component; another scheme's URL loses its password, keeping its user.
    const translation = { language_code: 'de', component: { slug: 'core', repo: 'https://ghp_s3cret@github.com/org/app.git', push: 'ssh://git:pw0rd@git.example/app.git' } };
    expect(normalizeRecord('translations', translation, 'https://x.org', false)).toEqual({
      language_code: 'de', component: { slug: 'core', repo: 'https://github.com/org/app.git', push: 'ssh://git@git.example/app.git' },
    });
    const plainTranslation = { language_code: 'de', component: { slug: 'core', repo: 'https://github.com/org/app.git' } };
    expect(normalizeRecord('translations', plainTranslation, 'https://x.org', false)).toBe(plainTranslation);
    const change = { id: 12, action: 17, details: { error: 'fatal: unable to access \'https://bot:ghp_s3cret@github.com/org/app.git/\'', lines: ['http://u@h.example/x', 2] } };
    expect(normalizeRecord('changes', change, 'https://x.org', false)).toEqual({
      id: 12, action: 17, details: { error: 'fatal: unable to access \'https://github.com/org/app.git/\'', lines: ['http://h.example/x', 2] },
    });
    // Details that break their schema, a list or a text, stored by a --lenient crawl: the token was kept.
    const listed = { id: 13, action: 17, details: ['fatal: https://bot:SECRETTOKEN1@git.example.org/x.git', { repo: 'ssh://git:pw@h.example/x' }] };
    expect(normalizeRecord('changes', listed, 'https://x.org', false)).toEqual({
      id: 13, action: 17, details: ['fatal: https://git.example.org/x.git', { repo: 'ssh://git@h.example/x' }],
    });
    expect(normalizeRecord('changes', { id: 14, details: 'https://bot:SECRETTOKEN1@git.example.org/' }, 'https://x.org', false)).toEqual({
      id: 14, details: 'https://git.example.org/',
    });
    const plainList = { id: 15, details: ['https://git.example.org/x.git', 3] };
    expect(normalizeRecord('changes', plainList, 'https://x.org', false)).toBe(plainList);
  });

  it("leaves out credentials quoted in a change's alert (Weblate 2026) and in any other object it holds, keeping its own strings as written", () => {
    const error = "fatal: unable to access 'https://weblate:s3cr3t-token@git.example.org/app.git/': The requested URL returned error: 502";
    const alert = { name: 'MergeFailure', severity: 'danger', details: { error }, category: 'vcs', dismissed_at: null, dismissal_reason: '' };
    const change = { id: 13, action: 47, target: 'https://ana:pw@example.org/ in a translation', details: {}, alert, extra: [{ repo: 'ssh://git:pw0rd@git.example/app.git' }] };
    expect(normalizeRecord('changes', change, 'https://x.org', false)).toEqual({
      id: 13, action: 47, target: 'https://ana:pw@example.org/ in a translation', details: {},
      alert: { ...alert, details: { error: "fatal: unable to access 'https://git.example.org/app.git/': The requested URL returned error: 502" } },
      extra: [{ repo: 'ssh://git@git.example/app.git' }],
    });
    expect(alert.details.error).toBe(error);
    // With details that are not an object, or with private keys there too, the alert is cleaned all the same.
    expect(normalizeRecord('changes', { id: 14, action: 47, details: null, alert }, 'https://x.org', false)).toEqual({
      id: 14, action: 47, details: null, alert: { ...alert, details: { error: "fatal: unable to access 'https://git.example.org/app.git/': The requested URL returned error: 502" } },
    });
    expect(normalizeRecord('changes', { id: 15, details: { email: 'a@b.example' }, alert: { details: { url: 'https://t@h.example/' } } }, 'https://x.org', false)).toEqual({
      id: 15, details: {}, alert: { details: { url: 'https://h.example/' } },
    });
    const clean = { id: 16, action: 47, details: {}, alert: { name: 'MergeFailure', details: { error: 'fatal: https://git.example.org/app.git/ refused' } } };
    expect(normalizeRecord('changes', clean, 'https://x.org', false)).toBe(clean);
  });

  it("writes the e-mail addresses a change's details or alert quote (a git error's author) <e-mail address>, keeping its own strings as written", () => {
    const error = 'Merge failed: Author: Kat Nowak <k.nowak@example.org>; committer https://bot:pw@git.example.org/app.git';
    const change = {
      id: 17, action: 22, target: 'write to ana@example.org', old: 'ana@example.org',
      details: { error, authors: ['kat@example.org', 'Ana'], 'k.nowak@example.org': 3 },
      alert: { name: 'MergeFailure', details: { error } },
    };
    const cleaned = 'Merge failed: Author: Kat Nowak <<e-mail address>>; committer https://git.example.org/app.git';
    expect(normalizeRecord('changes', change, 'https://x.org', false)).toEqual({
      id: 17, action: 22, target: 'write to ana@example.org', old: 'ana@example.org',
      details: { error: cleaned, authors: ['<e-mail address>', 'Ana'], '<e-mail address>': 3 },
      alert: { name: 'MergeFailure', details: { error: cleaned } },
    });
    expect(change.details.error).toBe(error);
    // Details that break their schema (a --lenient crawl's) are cleaned alike; a record with no address is the server's own.
    expect(normalizeRecord('changes', { id: 18, details: 'push by kat@example.org refused' }, 'https://x.org', false)).toEqual({ id: 18, details: 'push by <e-mail address> refused' });
    const plain = { id: 19, action: 22, details: { error: 'Merge failed: git@github.com:org/app.git' }, alert: { details: { error: 'lodash@4.17.21' } } };
    expect(normalizeRecord('changes', plain, 'https://x.org', false)).toBe(plain);
  });

  it('leaves out credentials a git error may quote in other shapes: a password holding a raw @, a URL percent-encoded, an scp-like remote with a password, a URL as a key', () => {
    const texts = [
      "fatal: unable to access 'https://weblate:s3cr3t@pass@git.example/x.git/': 403",
      'git://weblate:s3cr3t@pass@git.example/x',
      'see https%3A%2F%2Fweblate%3As3cr3t%40git.example%2Fx and https%3a%2f%2ftok%40git.example',
      'redirect=ssh%3A%2F%2Fgit%3Apw%40git.example%2Fx',
      "fatal: could not read 'weblate:s3cr3t@git.example:org/repo.git'",
      'remote weblate:p@ss@[2001:db8::1]:/srv/repo.git refused',
    ];
    expect(texts.map(withoutUrlCredentials)).toEqual([
      "fatal: unable to access 'https://git.example/x.git/': 403",
      'git://weblate@git.example/x',
      'see https%3A%2F%2Fgit.example%2Fx and https%3a%2f%2fgit.example',
      'redirect=ssh%3A%2F%2Fgit%40git.example%2Fx',
      "fatal: could not read 'weblate@git.example:org/repo.git'",
      'remote weblate@[2001:db8::1]:/srv/repo.git refused',
    ]);
    // What holds no secret stays as written: an SSH remote's user, e-mail addresses (one in an
    // encoded query too), an @ in a URL's path or query, a label's colon before an address.
    const kept = [
      "fatal: 'git@github.com:org/repo.git' does not appear to be a git repository",
      'ssh://git@git.example:22/x.git', 'mailto:ana@example.org', 'Contact: ana@example.org: see the log',
      'https://social.example/@ana', 'https://git.example/x.git?a=@b', 'https%3A%2F%2Fgit.example%2Fx%3Fmail%3Dana%40example.org',
      "'https://git.example/x' refused ana@example.org",
    ];
    expect(kept.map(withoutUrlCredentials)).toEqual(kept);
    // A URL as a key is cleaned as a value is, in the order served, and counted where it is.
    const keyed = { id: 17, action: 47, details: { 'https://bob:pw@git.example/y': 'failed' }, alert: { details: { 'https://weblate:s3cr3t@git.example/x': 'failed', n: 1 } } };
    expect(privateDetailBits(keyed)).toBe(0b1000);
    expect(privateTextFields(keyed).credentials).toEqual(['alert.details']);
    expect(normalizeRecord('changes', keyed, 'https://x.org', false)).toEqual({
      id: 17, action: 47, details: { 'https://git.example/y': 'failed' }, alert: { details: { 'https://git.example/x': 'failed', n: 1 } },
    });
    // Nested under a key that holds one, the path names the key without it.
    expect(privateTextFields({ alert: { 'https://weblate:s3cr3t@git.example/x': { error: 'ssh://git:pw@git.example/x' } } }).credentials).toEqual(['alert', 'alert.https://git.example/x']);
    expect(privateDetailBits({ details: { error: 'fatal: https%3A%2F%2Fweblate%3As3cr3t%40git.example%2Fx' } })).toBe(0b1000);
    expect(privateDetailBits({ details: { error: "fatal: could not read 'weblate:s3cr3t@git.example:org/repo.git'" } })).toBe(0b1000);
    expect(privateDetailBits({ details: { author: 'ana@example.org', remote: 'git@github.com:org/repo.git' } })).toBe(0b10000);
    expect(privateDetailBits({ details: { remote: 'git@github.com:org/repo.git' } })).toBe(0);
    expect(recordHoldsUrlCredentials('components', { slug: 'core', repo: 'weblate:s3cr3t@git.example:org/repo.git' })).toBe(true);
    expect(normalizeRecord('components', { slug: 'core', repo: 'weblate:s3cr3t@git.example:org/repo.git' }, 'https://x.org', false)).toEqual({ slug: 'core', repo: 'weblate@git.example:org/repo.git' });
  });
});

describe('privateDetailBits', () => {
  it('finds the private keys and a URL with credentials in a string of the details, the bits in PRIVATE_DETAIL_KINDS order', () => {
    expect(privateDetailBits({ details: { email: 'a@b.org', ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' } })).toBe(0b0111);
    expect(privateDetailBits({ details: { repo: 'https://alice:s3cr3t@git.example.org/x.git' } })).toBe(0b1000);
    expect(privateDetailBits({ details: { ip_address: '203.0.113.7', url: 'ssh://git:pw@git.example.org/x.git' } })).toBe(0b1010);
    // A URL as a key, raw or percent-encoded (a git error keyed by its repository).
    expect(privateDetailBits({ details: { 'https://alice:s3cr3t@git.example.org/x.git': 'rejected' } })).toBe(0b1000);
    expect(privateDetailBits({ details: { 'https%3A%2F%2Falice%3As3cr3t%40git.example.org%2Fx.git': 'rejected' } })).toBe(0b1000);
    // Deeper: in a list of errors, an object's value or key (each cleaned by the crawl and by npm run scrub, so counted).
    expect(privateDetailBits({ details: { errors: ['none', 'https://bot:secret2@git.example/x.git'] } })).toBe(0b1000);
    expect(privateDetailBits({ details: { nested: { deep: [{ repo: 'https://alice:s3cr3t@git.example.org/x.git' }] } } })).toBe(0b1000);
    expect(privateDetailBits({ details: { email: 'a@b.org', nested: { 'ssh://git:pw@git.example.org/x.git': 'failed' } } })).toBe(0b1001);
    // A URL with no credentials at any depth (an address beside it is the next bit's), no details.
    expect(privateDetailBits({ details: { author: 'ana@example.org', repo: 'https://git.example.org/x.git?a=@', n: 5 } })).toBe(0b10000);
    expect(privateDetailBits({ details: { nested: { repo: 'https://git.example.org/x.git', list: ['git@github.com:org/x.git', 3, null] } } })).toBe(0);
    // Details that break their schema (a --lenient crawl's), cleaned as an object is, so counted: a list, a text.
    expect(privateDetailBits({ details: ['https://alice@git.example.org/'] })).toBe(0b1000);
    expect(privateDetailBits({ details: 'fatal: https://bot:s3cr3t@git.example.org/x.git' })).toBe(0b1000);
    expect(privateDetailBits({ details: ['https://git.example.org/', 'ana@example.org', 7] })).toBe(0b10000);
    expect(privateDetailBits({ details: ['https://git.example.org/', 'git@github.com:org/x.git', 7] })).toBe(0);
    expect(privateDetailBits({ details: null, target: 'https://alice:s3cr3t@git.example.org/x.git' })).toBe(0);
  });

  it('finds an e-mail address in a text or key of the details, as normalizeRecord masks it, but not the email key\'s own', () => {
    expect(privateDetailBits({ details: { error: 'merge failed\nAuthor: Kat <k.nowak@example.org>' } })).toBe(0b10000);
    // Its '@' fullwidth, small or percent-encoded (once or twice), deeper, in a key, in a text details.
    expect(privateDetailBits({ details: { error: 'k.nowak\uff20example.org' } })).toBe(0b10000);
    expect(privateDetailBits({ details: { error: 'k.nowak\ufe6bexample.org' } })).toBe(0b10000);
    expect(privateDetailBits({ details: { next: '/api/changes/?user=k.nowak%40example.org' } })).toBe(0b10000);
    expect(privateDetailBits({ details: { next: '/api/changes/?user=k.nowak%2540example.org' } })).toBe(0b10000);
    expect(privateDetailBits({ details: { errors: [{ by: ['k.nowak@example.org'] }] } })).toBe(0b10000);
    expect(privateDetailBits({ details: { 'k.nowak@example.org': 'rejected' } })).toBe(0b10000);
    expect(privateDetailBits({ details: 'rejected: k.nowak@example.org' })).toBe(0b10000);
    // The email key is dropped whole, and counted as itself; an address beside it is counted too.
    expect(privateDetailBits({ details: { email: 'k.nowak@example.org' } })).toBe(0b00001);
    expect(privateDetailBits({ details: { email: 'k.nowak@example.org', error: 'from ana@example.org' } })).toBe(0b10001);
    // Both kinds in one text; an address that is a URL's user goes with its credentials, as the crawl cleans them in that order.
    expect(privateDetailBits({ details: { error: 'https://bot:tok@git.example.org/x.git by ana@example.org' } })).toBe(0b11000);
    expect(privateDetailBits({ details: { error: 'https://k.nowak@example.org:tok@git.example.org/x.git' } })).toBe(0b01000);
    // What the scanner keeps: a URL's user, an scp-like remote, a package's version, an @ in a path, a '%' of a format.
    expect(privateDetailBits({ details: { a: 'ssh://git@git.example.org/x', b: 'git@github.com:org/x.git', c: 'lodash@4.17.21', d: 'https://social.example/@ana', e: '%d of %s, 100%' } })).toBe(0);
  });

  it('finds an address exactly where normalizeRecord masks one (a text counts iff withoutEmailAddresses changes it)', () => {
    const texts = [
      'Author: Kat <k.nowak@example.org>', 'lodash@4.17.21', 'git@github.com:org/x.git', 'ssh://git@host.example/x', 'k\uff20example.org',
      'x%40example.org', 'a@b', '@', '%40', 'mail kat@[192.0.2.1]', '"kat nowak"@example.org', 'jquery@3.6.0.min.js', 'plain',
    ];
    for (const text of texts) {
      const record = { id: 1, details: { error: text } };
      const masked = (normalizeRecord('changes', record, 'https://x.org', false)['details'] as { error: string }).error !== text;
      expect([text, (privateDetailBits(record) & 0b10000) !== 0]).toEqual([text, masked]);
    }
  });

  it("leaves a URL with credentials in another object the record holds (Weblate 2026's alert) to privateTextFields, which names where it is", () => {
    expect(privateDetailBits({ details: {}, alert: { name: 'MergeFailure', details: { error: "unable to access 'https://bot:tok@git.example.org/x.git/'" } } })).toBe(0);
    expect(privateDetailBits({ details: { ip_address: '203.0.113.7' }, alert: { details: { error: 'ssh://git:pw@git.example.org/x.git' } } })).toBe(0b0010);
  });
});

describe('privateTextFields', () => {
  it("names each field outside the details that holds a URL with credentials, at any depth, by its path: Weblate 2026's alert", () => {
    expect(privateTextFields({ details: {}, alert: { name: 'MergeFailure', details: { error: "unable to access 'https://bot:tok@git.example.org/x.git/'" } } }).credentials).toEqual(['alert.details']);
    // Each path once, a list's items by the list, a string straight in the object by the object, in the order found.
    expect(privateTextFields({
      alert: { url: 'https://bot:tok@git.example.org/', details: { error: 'ssh://git:pw@h.example/x', also: 'https://u@h.example/' }, remotes: [{ url: 'https://u:p@h.example/' }, 'https://a@h.example/'] },
    }).credentials).toEqual(['alert', 'alert.details', 'alert.remotes']);
    // Not the details (privateDetailBits counts those), nor the record's own strings (a translation's text, as written), nor a URL without credentials.
    expect(privateTextFields({ details: { repo: 'https://alice:s3cr3t@git.example.org/x.git' }, old: 'https://a:b@h.example/', alert: { details: { error: 'https://git.example.org/x.git refused, ana@example.org' } } }).credentials).toEqual([]);
    expect(privateTextFields({ id: 1, details: null }).credentials).toEqual([]);
    // A key on the path is named without an e-mail address, as the build's warning quotes the path.
    expect(privateTextFields({ id: 1, alert: { 'k.nowak@example.org': { error: 'fatal: https://bot:s3cret@git.example.org/x.git' } } }).credentials).toEqual(['alert.<e-mail address>']);
  });

  it("names each field outside the details that holds an e-mail address, as credentials are named: the alert's git error quoting an author", () => {
    const alert = { name: 'MergeFailure', details: { error: 'CONFLICT (content)\nAuthor: Kat <k.nowak@example.org>' } };
    expect(privateTextFields({ id: 1, details: {}, alert })).toEqual({ credentials: [], emails: ['alert.details'] });
    expect(privateTextFields({ id: 1, alert: { details: { error: 'https://bot:tok@git.example.org/x.git by ana@example.org' } } })).toEqual({ credentials: ['alert.details'], emails: ['alert.details'] });
    // A key holding one is said by the object that holds it; the path below it names the key masked.
    expect(privateTextFields({ id: 1, alert: { 'k.nowak@example.org': { error: 'from ana\uff20example.org' } } })).toEqual({ credentials: [], emails: ['alert', 'alert.<e-mail address>'] });
    // Not the details (privateDetailBits counts those), nor the record's own strings, nor what the scanner keeps.
    expect(privateTextFields({ id: 1, details: { error: 'ana@example.org' }, target: 'ana@example.org', alert: { details: { remote: 'git@github.com:org/x.git' } } })).toEqual({ credentials: [], emails: [] });
  });
});
