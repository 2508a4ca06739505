// Cleaning a snapshot a crawler from before the cleaning wrote: nothing of what the crawler now
// leaves out is left in any file, the checksums hold, the report is the same, and the original is
// replaced whole or left alone.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadReport } from '../../src/report/load.ts';
import { OutDirError } from '../../src/snapshot/out-dir.ts';
import { GENERATOR_MARK } from '../../src/site-marker.ts';
import { openSnapshot, verifySnapshot } from '../../src/snapshot/reader.ts';
import { scrubSnapshot } from '../../src/snapshot/scrub.ts';
import { scrubInterrupted } from '../../scripts/scrub-snapshot.ts';
import { asFormat3, writeSnapshot } from '../client/snapshot-on-disk.ts';
import { change, LEAKED, leakyCollections, listedAccounts, oneOfEach, project, siteConfig, user, userUrl } from '../report/fixtures.ts';
import { followAdvice } from './follow-advice.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

afterEach(removeTempDirs);

const STARTED = '2026-11-20T00:00:00Z';
const ID = '2026-11-20T000000Z';

/** Every file under `dir`, hidden ones included, by path relative to it, with its text. */
async function files(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out.set(join(entry.parentPath, entry.name).slice(dir.length + 1), await readFile(join(entry.parentPath, entry.name), 'utf8'));
  }
  return out;
}

/** The planted values found in `dir`'s files, as `file: value`. */
async function leaked(dir: string): Promise<string[]> {
  return [...await files(dir)].flatMap(([file, text]) => Object.values(LEAKED).filter((value) => text.includes(value)).map((value) => `${file}: ${value}`));
}

// A signal that aborts itself at its `n`th check (throwIfAborted), the way a Ctrl+C comes at some point of the work.
function abortedAtCheck(n: number): { signal: AbortSignal; checks: () => number } {
  const controller = new AbortController();
  const { signal } = controller;
  let checks = 0;
  const check = signal.throwIfAborted.bind(signal);
  signal.throwIfAborted = () => {
    checks += 1;
    if (checks === n) controller.abort(new Error('interrupted'));
    check();
  };
  return { signal, checks: () => checks };
}

describe('scrubSnapshot stopped (Ctrl+C, SIGTERM)', () => {
  it('stops while it checks the snapshot, before it writes a byte', async () => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, leakyCollections(), STARTED);
    const before = await files(archive);
    // A change log of millions takes minutes to check: a Ctrl+C then waited for the end of it.
    await expect(verifySnapshot(await openSnapshot(dir), AbortSignal.abort(new Error('interrupted')))).rejects.toThrow('interrupted');
    await expect(scrubSnapshot(dir, undefined, { signal: abortedAtCheck(2).signal })).rejects.toThrow('interrupted');
    expect((await readdir(archive)).sort()).toEqual([ID, 'latest']);
    expect(await files(archive)).toEqual(before);
  });

  it('removes its copy once it has begun one, in its place and with --out, and leaves the snapshot as it was', async () => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, leakyCollections(), STARTED);
    const before = await files(archive);
    // The checks the check of the snapshot makes: the next one is the copy's first batch.
    const verifying = abortedAtCheck(0);
    await verifySnapshot(await openSnapshot(dir), verifying.signal);
    const checked = verifying.checks();
    expect(checked).toBeGreaterThan(0);
    // In its place: no .scrub-<id>-… folder is left beside it (a stopped scrub was killed where it stood).
    const inPlace = abortedAtCheck(checked + 1);
    await expect(scrubSnapshot(dir, undefined, { signal: inPlace.signal })).rejects.toThrow('interrupted');
    expect(inPlace.checks()).toBe(checked + 1);
    expect((await readdir(archive)).sort()).toEqual([ID, 'latest']);
    expect(await files(archive)).toEqual(before);
    // With --out: no .tmp-<id>-… folder in it, nor a latest.
    const publish = await tempDir();
    await expect(scrubSnapshot(dir, publish, { signal: abortedAtCheck(checked + 1).signal })).rejects.toThrow('interrupted');
    expect(await readdir(publish)).toEqual([]);
    // Not stopped, it cleans as ever.
    expect((await scrubSnapshot(dir, publish, { signal: new AbortController().signal })).dir).toBe(join(publish, ID));
  });

  it('says so in one line, with the exit status a shell gives', () => {
    expect(scrubInterrupted(130, '/srv/l10n/2026-11-20T000000Z')).toBe('interrupted (SIGINT); /srv/l10n/2026-11-20T000000Z is as it was');
    expect(scrubInterrupted(143, undefined)).toBe('interrupted (SIGTERM); the snapshot is as it was');
  });
});

describe('scrubSnapshot', () => {
  it('replaces a snapshot in its place with a copy that holds none of the values, checksums valid, the same report', async () => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, leakyCollections(), STARTED);
    expect((await leaked(archive)).length).toBe(6);
    const before = await loadReport(dir, siteConfig());
    const manifest = (await openSnapshot(dir)).manifest;

    const result = await scrubSnapshot(dir);
    expect(result).toEqual({ dir, cleaned: { languages: 0, projects: 0, components: 1, translations: 1, users: 0, changes: 4 }, accountsLeftOut: 0, problems: 0, replaced: true });
    expect(await leaked(archive)).toEqual([]);
    // No copy of the original nor a folder of the scrub's is left: the archive is what it was.
    expect((await readdir(archive)).sort()).toEqual([ID, 'latest']);
    const cleaned = await openSnapshot(dir);
    await verifySnapshot(cleaned);
    const { collections: _, ...rest } = cleaned.manifest;
    const { collections: __, ...restBefore } = manifest;
    expect(rest).toEqual(restBefore);
    // The records that needed no cleaning keep their bytes: their files are the same.
    for (const name of ['languages', 'projects', 'users'] as const) expect(cleaned.manifest.collections[name]).toEqual(manifest.collections[name]);
    expect(cleaned.manifest.collections.changes.count).toBe(5);
    const after = await loadReport(dir, siteConfig());
    expect(after.privateData).toEqual({ changes: 0, changeDetails: { email: 0, ip_address: 0, user_agent: 0, url_credentials: 0, email_in_text: 0 }, changeFields: [], changeEmailFields: [], changeIds: [], components: 0, translations: 0, users: 0, problems: 0 });
    // The report differs only by the repository URL it holds (no page shows it), now without its token.
    const cleanedBefore = JSON.parse(JSON.stringify({ ...before, privateData: null }).replaceAll(`bot:${LEAKED.token}@`, '')) as unknown;
    expect(JSON.parse(JSON.stringify({ ...after, privateData: null })) as unknown).toEqual(cleanedBefore);
  });

  it("cleans the manifest's problems a crawler from before 2026-11-30 wrote with a token and an address in them, in its place and with --out, the records needing nothing", async () => {
    // As fedb297's crawler (ff5c90a^) and 3e68f66's (b470a5c^) wrote them, a change's details served as a text.
    const page = 'https://weblate.example.org/api/changes/?page_size=1000';
    const quoted = (text: string) => ({
      url: page, index: 298, path: 'details', expected: 'record', received: `string ${JSON.stringify(text)}`,
      message: `${page}: record 298: field "details": expected record, got string ${JSON.stringify(text)}`,
    });
    const problems = [quoted('fatal: https://bot:SECRETTOKEN1@git.example.org/x.git'), quoted('invited k.nowak@example.org to the project'), quoted('plain text')];
    const clean = [quoted('fatal: https://git.example.org/x.git'), quoted('invited <e-mail address> to the project'), quoted('plain text')];
    const none = { languages: 0, projects: 0, components: 0, translations: 0, users: 0, changes: 0 };
    const publish = await tempDir();
    const copied = await writeSnapshot(await tempDir(), oneOfEach(), STARTED, { problems });
    expect(await scrubSnapshot(copied, publish)).toEqual({ dir: join(publish, ID), cleaned: none, accountsLeftOut: 0, problems: 2, replaced: false });
    expect((await openSnapshot(join(publish, ID))).manifest.problems).toEqual(clean);
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, oneOfEach(), STARTED, { problems });
    expect(await scrubSnapshot(dir)).toEqual({ dir, cleaned: none, accountsLeftOut: 0, problems: 2, replaced: true });
    expect((await openSnapshot(dir)).manifest.problems).toEqual(clean);
    const text = [...(await files(archive)).values(), ...(await files(publish)).values()].join('\n');
    expect([text.includes('SECRETTOKEN1'), text.includes('k.nowak@example.org')]).toEqual([false, false]);
    expect((await loadReport(dir, siteConfig())).privateData.problems).toBe(0);
  });

  it('writes the token it is given \'***\' wherever the server wrote it back, as the crawler now does, where without it the snapshot was left holding it', async () => {
    const token = 'wlu_Pr1vateT0kenF0rTheAtlasCrawl0000000000';
    const archive = await tempDir();
    // As a crawler before e4e76ca stored what a server echoing the token served: in a project's
    // name, a part of it (cut at 30 characters) in a user's, and quoted in a lenient crawl's problem.
    const collections = { ...oneOfEach(), projects: [project('orbit', `Orbit (debug echo: Authorization: Token ${token})`)], users: [user('ana', `Ana ${token.slice(0, 30)}`)] };
    const problem = { url: 'https://weblate.example.org/api/projects/', index: 0, path: 'web', expected: 'a URL', received: `string "${token}"`, message: `field "web": expected a URL, got string "${token}"` };
    const dir = await writeSnapshot(archive, collections, STARTED, { problems: [problem] });
    const holding = async () => [...await files(archive)].filter(([, text]) => text.includes(token.slice(0, 16))).map(([file]) => file).sort();
    expect(await holding()).toEqual([`${ID}/manifest.json`, `${ID}/projects.ndjson`, `${ID}/users.ndjson`]);
    const none = { languages: 0, projects: 0, components: 0, translations: 0, users: 0, changes: 0 };
    // Without the token nothing tells it: left as it was.
    expect(await scrubSnapshot(dir)).toEqual({ dir, cleaned: none, accountsLeftOut: 0, problems: 0, replaced: false });

    expect(await scrubSnapshot(dir, undefined, { token })).toEqual({ dir, cleaned: { ...none, projects: 1, users: 1 }, accountsLeftOut: 0, problems: 0, replaced: true, token: { records: 2, manifest: true } });
    expect(await holding()).toEqual([]);
    const cleaned = await openSnapshot(dir);
    await verifySnapshot(cleaned);
    expect(cleaned.manifest.problems).toEqual([{ ...problem, received: 'string "***"', message: 'field "web": expected a URL, got string "***"' }]);
    expect(await readFile(join(dir, 'projects.ndjson'), 'utf8')).toContain('"name":"Orbit (debug echo: Authorization: Token ***)"');
    expect(await readFile(join(dir, 'users.ndjson'), 'utf8')).toBe('{"username":"ana","full_name":"Ana ***"}\n');
    // Asked again, it is found nowhere.
    expect(await scrubSnapshot(dir, undefined, { token })).toEqual({ dir, cleaned: none, accountsLeftOut: 0, problems: 0, replaced: false, token: { records: 0, manifest: false } });
  });

  it('writes \'***\' the token\'s first characters where a problem quoted a value holding it cut within it, which it had said was found nowhere', async () => {
    const token = 'wlu_Pr1vateT0kenF0rTheAtlasCrawl0000000000';
    // As describeValue quoted the value before e4e76ca: its first 57 characters and '…', 14 of the
    // token's among them, fewer than the 16 in a row looked for elsewhere; the crawler now writes 'Token ***'.
    const cut = `string "debugging proxy echo: Authorization: Token ${token.slice(0, 14)}…"`;
    const problem = { url: 'https://weblate.example.org/api/projects/', index: 0, path: 'web', expected: 'a URL', received: cut, message: `field "web": expected a URL, got ${cut}` };
    // A cut after fewer than 4 of its characters, or after text that only begins like it, is left.
    const other = { ...problem, index: 1, received: 'string "a name ending in wlu…"', message: 'field "web": expected a URL, got string "a name ending in wlu…"' };
    // A cut after 4 of them is hidden.
    const four = { ...problem, index: 2, received: 'string "Token wlu_…"', message: 'field "web": expected a URL, got string "Token wlu_…"' };
    for (const out of [undefined, await tempDir()]) {
      const dir = await writeSnapshot(await tempDir(), oneOfEach(), STARTED, { problems: [problem, other, four] });
      const none = { languages: 0, projects: 0, components: 0, translations: 0, users: 0, changes: 0 };
      const result = await scrubSnapshot(dir, out, { token });
      expect(result).toEqual({ dir: out === undefined ? dir : join(out, ID), cleaned: none, accountsLeftOut: 0, problems: 0, replaced: out === undefined, token: { records: 0, manifest: true } });
      const hidden = 'string "debugging proxy echo: Authorization: Token ***…"';
      expect((await openSnapshot(result.dir)).manifest.problems).toEqual([
        { ...problem, received: hidden, message: `field "web": expected a URL, got ${hidden}` },
        other,
        { ...four, received: 'string "Token ***…"', message: 'field "web": expected a URL, got string "Token ***…"' },
      ]);
      expect(await readFile(join(result.dir, 'manifest.json'), 'utf8')).not.toContain('Pr1vate');
    }
  });

  it("leaves out of the accounts every field but the public ones, where a crawl with an administrator's token stored their e-mail addresses", async () => {
    const archive = await tempDir();
    const collections = oneOfEach([change({ id: 1, timestamp: '2026-11-11T10:00:00Z', action: 5, user: 'ana', translation: ['orbit', 'core', 'de'] })]);
    collections.users = [{ ...user('ana', 'Ana'), email: 'ana.kowalska@example.org', last_login: '2026-11-01T08:00:00Z', groups: ['Users'] }];
    const dir = await writeSnapshot(archive, collections, STARTED);
    const result = await scrubSnapshot(dir);
    expect([result.cleaned.users, result.replaced]).toEqual([1, true]);
    expect(await readFile(join(dir, 'users.ndjson'), 'utf8')).toBe('{"username":"ana","full_name":"Ana"}\n');
    await verifySnapshot(await openSnapshot(dir));
  });

  it('leaves a snapshot with nothing to clean as it was', async () => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, oneOfEach(), STARTED);
    const was = await files(archive);
    expect(await scrubSnapshot(dir)).toEqual({ dir, cleaned: { languages: 0, projects: 0, components: 0, translations: 0, users: 0, changes: 0 }, accountsLeftOut: 0, problems: 0, replaced: false });
    expect(await files(archive)).toEqual(was);
  });

  it('leaves out the accounts no stored change names of a snapshot from before formatVersion 4, counting them, and the site credits the same people', async () => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, listedAccounts(), STARTED);
    await asFormat3(dir);
    const before = await loadReport(dir, siteConfig());
    const manifest = (await openSnapshot(dir)).manifest;
    expect(manifest.formatVersion).toBe(3);

    expect(await scrubSnapshot(dir)).toEqual({ dir, cleaned: { languages: 0, projects: 0, components: 0, translations: 0, users: 0, changes: 0 }, accountsLeftOut: 2, problems: 0, replaced: true });
    const cleaned = await openSnapshot(dir);
    await verifySnapshot(cleaned);
    const users = '{"username":"ana","full_name":"Ana"}\n{"username":"zoë","full_name":"Zoë"}\n';
    expect(await readFile(join(dir, 'users.ndjson'), 'utf8')).toBe(users);
    expect(cleaned.manifest.collections.users).toEqual({ count: 2, files: ['users.ndjson'], sha256: createHash('sha256').update(users).digest('hex') });
    const { collections: _, formatVersion: __, users: ___, ...rest } = cleaned.manifest;
    const { collections: ____, formatVersion: _____, users: ______, ...restBefore } = manifest;
    expect(rest).toEqual(restBefore);
    expect({ formatVersion: cleaned.manifest.formatVersion, users: cleaned.manifest.users }).toEqual({ formatVersion: 4, users: { source: 'api', leftOut: 2 } });
    for (const name of ['languages', 'projects', 'components', 'translations', 'changes'] as const) expect(cleaned.manifest.collections[name]).toEqual(manifest.collections[name]);

    const after = await loadReport(dir, siteConfig());
    expect(after.contributors.map((c) => c.username)).toEqual(['ana', 'zoë']);
    expect(after.contributors).toEqual(before.contributors);
    expect(after.snapshot.usersLeftOut).toBe(2);
    // The build warned of them before, and not after.
    expect([before.privateData.users, after.privateData.users]).toEqual([2, 0]);
    // Asked again, there is nothing left to clean.
    const was = await files(archive);
    expect(await scrubSnapshot(dir)).toEqual({ dir, cleaned: { languages: 0, projects: 0, components: 0, translations: 0, users: 0, changes: 0 }, accountsLeftOut: 0, problems: 0, replaced: false });
    expect(await files(archive)).toEqual(was);
  });

  it('says the users came from the change log where the one listed account it leaves out was a token\'s own, with --out', async () => {
    const archive = await tempDir();
    const { users: _, ...named } = listedAccounts();
    const dir = await writeSnapshot(archive, { ...named, users: [user('crawler-bot', 'Crawler'), { username: 'ana', url: userUrl('ana') }, { username: 'zoë', url: userUrl('zo%C3%AB') }] }, STARTED);
    await asFormat3(dir, 'api-and-change-log');
    const was = await files(archive);
    const publish = join(await tempDir(), 'public');
    expect(await scrubSnapshot(dir, publish)).toEqual({ dir: join(publish, ID), cleaned: { languages: 0, projects: 0, components: 0, translations: 0, users: 0, changes: 0 }, accountsLeftOut: 1, problems: 0, replaced: false });
    expect(await files(archive)).toEqual(was);
    const copy = await openSnapshot(join(publish, ID));
    await verifySnapshot(copy);
    expect({ formatVersion: copy.manifest.formatVersion, users: copy.manifest.users, count: copy.manifest.collections.users.count }).toEqual({ formatVersion: 4, users: { source: 'change-log', leftOut: 1 }, count: 2 });
  });

  it('leaves a snapshot from before formatVersion 4 whose accounts changes all name as it was, in its format', async () => {
    const archive = await tempDir();
    const { users: _, ...named } = listedAccounts();
    const dir = await writeSnapshot(archive, { ...named, users: [user('ana', 'Ana'), user('zoë', 'Zoë')] }, STARTED);
    await asFormat3(dir);
    const was = await files(archive);
    expect(await scrubSnapshot(dir)).toEqual({ dir, cleaned: { languages: 0, projects: 0, components: 0, translations: 0, users: 0, changes: 0 }, accountsLeftOut: 0, problems: 0, replaced: false });
    expect(await files(archive)).toEqual(was);
  });

  it('writes the copy into another folder of snapshots with --out, the original left alone, and refuses one that has its id', async () => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, leakyCollections(), STARTED);
    const was = await files(archive);
    const publish = join(await tempDir(), 'public');
    const result = await scrubSnapshot(dir, publish);
    expect(result).toEqual({ dir: join(publish, ID), cleaned: { languages: 0, projects: 0, components: 1, translations: 1, users: 0, changes: 4 }, accountsLeftOut: 0, problems: 0, replaced: false });
    expect(await files(archive)).toEqual(was);
    expect(await leaked(publish)).toEqual([]);
    expect((await readdir(publish)).sort()).toEqual([ID, 'latest']);
    await verifySnapshot(await openSnapshot(join(publish, 'latest')));
    await expect(scrubSnapshot(dir, publish)).rejects.toThrow(new OutDirError(`${join(publish, ID)} exists already: give another --out, or leave --out out to clean ${dir} in place`));
    await expect(scrubSnapshot(dir, archive)).rejects.toThrow(new OutDirError(`--out ${archive} is the folder that holds the snapshot: leave --out out to clean it in place, or give another folder`));
  });

  it('refuses an --out that is the snapshot, lies inside it or is another snapshot, writing nothing', async () => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, leakyCollections(), STARTED);
    const other = await writeSnapshot(await tempDir(), oneOfEach(), '2026-11-21T00:00:00Z');
    const was = await files(archive);
    const wasOther = await files(other);
    // The snapshot was copied into itself, a subfolder and a latest beside its files, and the scrub said it was done.
    await expect(scrubSnapshot(dir, dir)).rejects.toThrow(new OutDirError(`--out ${dir} is the snapshot being cleaned: leave --out out to clean it in place, or give a folder outside it`));
    await expect(scrubSnapshot(dir, join(archive, 'latest'))).rejects.toThrow(new OutDirError(`--out ${join(archive, 'latest')} is the snapshot being cleaned: leave --out out to clean it in place, or give a folder outside it`));
    await expect(scrubSnapshot(dir, join(dir, 'public', 'x'))).rejects.toThrow(new OutDirError(
      `--out ${join(dir, 'public', 'x')} is inside the snapshot being cleaned (${dir}), where the copy would sit in the uncleaned original: give a folder outside it, or leave --out out to clean it in place`,
    ));
    await expect(scrubSnapshot(dir, other)).rejects.toThrow(new OutDirError(`--out ${other} is a snapshot (it holds a manifest.json): give a folder of snapshots, such as the one that holds it`));
    expect(await files(archive)).toEqual(was);
    expect(await files(other)).toEqual(wasOther);
  });

  it.each([
    // A blank line after the last record, counted as `wc -l` counts it: it was refused as
    // "not valid JSON (Unexpected end of JSON input)", which did not say the line is blank.
    ['\n', 1, 'line 2 is blank (no record)', 'delete the blank line'],
    // A space after the last newline, counted as a line more: it was told to end that line with a
    // newline and set the count to 2, which made a blank line the build refused.
    [' ', 1, 'ends in whitespace after its last newline (no record)', 'delete the whitespace after the last newline'],
  ])('refuses a file with %j after its last record, its sha256 set to match, in the build\'s words, telling to delete it: the count stays', async (after, added, problem, remedy) => {
    for (const [extra, count] of [[0, '; its count stays 1'], [added, ', and its count to 1']] as const) {
      const archive = await tempDir();
      const dir = await writeSnapshot(archive, leakyCollections(), STARTED);
      const path = join(dir, 'translations.ndjson');
      const text = `${await readFile(path, 'utf8')}${after}`;
      await writeFile(path, text);
      const manifestFile = join(dir, 'manifest.json');
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { collections: { translations: { sha256: string; count: number } } };
      expect(manifest.collections.translations.count).toBe(1);
      manifest.collections.translations = { ...manifest.collections.translations, sha256: createHash('sha256').update(text).digest('hex'), count: 1 + extra };
      await writeFile(manifestFile, JSON.stringify(manifest));
      const was = await files(archive);
      const message = `snapshot ${dir}: collection "translations" does not match its manifest: translations.ndjson: ${extra === 0 ? '' : '1 record, manifest says 2; '}${problem} ` +
        `(a file edited by hand: ${remedy}, and set its collection's sha256 in manifest.json to match${count})`;
      await expect(scrubSnapshot(dir)).rejects.toThrow(new Error(message));
      await expect(loadReport(dir, siteConfig())).rejects.toThrow(new Error(message));
      expect(await files(archive)).toEqual(was);
    }
  });

  it('refuses a record cut short and ended, a blank line after it, its sha256 set to match, in the build\'s words, telling to delete both: the count is the records left', async () => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, leakyCollections(), STARTED);
    const path = join(dir, 'translations.ndjson');
    const whole = await readFile(path, 'utf8');
    const text = `${whole}{"component":\n\n`;
    await writeFile(path, text);
    const manifestFile = join(dir, 'manifest.json');
    const original = await readFile(manifestFile, 'utf8');
    const manifest = JSON.parse(original) as { collections: { translations: { sha256: string; count: number } } };
    manifest.collections.translations = { ...manifest.collections.translations, sha256: createHash('sha256').update(text).digest('hex'), count: 2 };
    await writeFile(manifestFile, JSON.stringify(manifest));
    const was = await files(archive);
    // It was told to delete the blank line, "its count stays 2", and then refused with a bare
    // "translations.ndjson:2: not valid JSON (Unexpected end of JSON input)".
    const message = `snapshot ${dir}: collection "translations" does not match its manifest: translations.ndjson: line 3 is blank (no record); line 2 is no JSON (a record cut short) ` +
      '(a file edited by hand: delete translations.ndjson line 2, a record cut short (no JSON), then delete the blank line, and set its collection\'s sha256 in manifest.json to match, and its count to 1; or copy the file again)';
    await expect(scrubSnapshot(dir)).rejects.toThrow(new Error(message));
    await expect(loadReport(dir, siteConfig())).rejects.toThrow(new Error(message));
    expect(await files(archive)).toEqual(was);
    // Done as told, the file and manifest are those the crawler wrote, and scrubbed.
    await writeFile(path, whole);
    manifest.collections.translations = { ...manifest.collections.translations, sha256: createHash('sha256').update(whole).digest('hex'), count: 1 };
    await writeFile(manifestFile, JSON.stringify(manifest));
    expect((await scrubSnapshot(dir, join(await tempDir(), 'public'))).cleaned.translations).toBe(1);
  });

  it.each([
    // It was a bare "translations.ndjson:2: not valid JSON", which did not say that the count goes down.
    ['{"component":', 'line 2 is no JSON (a record cut short)', 'delete translations.ndjson line 2, a record cut short (no JSON)', ', and its count to 1; or copy the file again', 1],
    // It was "starts with a byte-order mark …: save it as UTF-8 without one", which did not say to set the sha256 again.
    ['\uFEFF{"component":"x"}', 'line 2 starts with a byte-order mark (the bytes EF BB BF), which JSON does not allow', 'delete the byte-order mark at the start of translations.ndjson line 2', '; its count stays 2', 2],
    // JSON but no object: it was a bare "translations.ndjson:2: a record must be a JSON object", scrub and build alike.
    ['null', 'line 2 is JSON but no record (every record is a JSON object)', 'delete translations.ndjson line 2, JSON but no record (not an object)', ', and its count to 1; or copy the file again', 1],
    ['[1,2,3]', 'line 2 is JSON but no record (every record is a JSON object)', 'delete translations.ndjson line 2, JSON but no record (not an object)', ', and its count to 1; or copy the file again', 1],
  ])('refuses a line %j that no read gets past, nothing else wrong, its sha256 set to match and its count as `wc -l` gives it, with advice a hand edit follows word for word', async (line, problem, step, count, records) => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, leakyCollections(), STARTED);
    const path = join(dir, 'translations.ndjson');
    const text = `${await readFile(path, 'utf8')}${line}\n`;
    await writeFile(path, text);
    const manifestFile = join(dir, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { collections: { translations: { sha256: string; count: number } } };
    manifest.collections.translations = { ...manifest.collections.translations, sha256: createHash('sha256').update(text).digest('hex'), count: 2 };
    await writeFile(manifestFile, JSON.stringify(manifest));
    const message = `snapshot ${dir}: collection "translations" does not match its manifest: translations.ndjson: ${problem} ` +
      `(a file edited by hand: ${step}, and set its collection's sha256 in manifest.json to match${count})`;
    const was = await files(archive);
    const out = join(await tempDir(), 'public');
    await expect(scrubSnapshot(dir)).rejects.toThrow(new Error(message));
    await expect(scrubSnapshot(dir, out)).rejects.toThrow(new Error(message));
    await expect(loadReport(dir, siteConfig())).rejects.toThrow(new Error(message));
    // Refused before anything was written: the snapshot as it was, nothing copied.
    expect(await files(archive)).toEqual(was);
    expect(await readdir(out)).toEqual([]);
    await followAdvice(dir, 'translations', ['translations.ndjson'], message);
    const copy = join(await tempDir(), 'public');
    await scrubSnapshot(dir, copy);
    const followed = await openSnapshot(dir);
    await verifySnapshot(followed);
    let read = 0;
    for await (const batch of followed.recordBatches('translations')) read += batch.length;
    expect(read).toBe(records);
  });

  it('refuses a damaged snapshot before it writes anything', async () => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, leakyCollections(), STARTED);
    await writeFile(join(dir, 'users.ndjson'), '{"username":"ana"}\n{"username":"bob"}\n');
    const was = await files(archive);
    await expect(scrubSnapshot(dir)).rejects.toThrow(`snapshot ${dir}: collection "users" does not match its manifest`);
    expect(await files(archive)).toEqual(was);
    // Nor is the folder --out names made, to be left empty.
    const elsewhere = await tempDir();
    await expect(scrubSnapshot(dir, join(elsewhere, 'public'))).rejects.toThrow(`snapshot ${dir}: collection "users" does not match its manifest`);
    expect(await readdir(elsewhere)).toEqual([]);
  });

  it('refuses an --out that holds the id already or is a file before it checks the snapshot, which takes minutes for millions of changes', async () => {
    const archive = await tempDir();
    const dir = await writeSnapshot(archive, leakyCollections(), STARTED);
    // Damaged, so that the refusal is seen to come first: they came after the check, its error then the one thrown.
    await writeFile(join(dir, 'users.ndjson'), '{"username":"ana"}\n{"username":"bob"}\n');
    const elsewhere = await tempDir();
    await mkdir(join(elsewhere, 'public', ID), { recursive: true });
    await writeFile(join(elsewhere, 'notes.txt'), 'mine');
    await expect(scrubSnapshot(dir, join(elsewhere, 'public'))).rejects.toThrow(
      new OutDirError(`${join(elsewhere, 'public', ID)} exists already: give another --out, or leave --out out to clean ${dir} in place`),
    );
    await expect(scrubSnapshot(dir, join(elsewhere, 'notes.txt'))).rejects.toThrow(
      new OutDirError(`--out ${join(elsewhere, 'notes.txt')}: not a folder (a file of that name, or on its path, is in the way)`),
    );
    expect((await readdir(elsewhere)).sort()).toEqual(['notes.txt', 'public']);
    // Nor did the refusals the out folder's preparation makes come first: a folder inside a site the
    // build made, or holding a 'latest' folder, was said to be wrong only after the check, and for
    // this snapshot not at all.
    await mkdir(join(elsewhere, 'site'));
    await writeFile(join(elsewhere, 'site', 'index.html'), `<!DOCTYPE html><html><head>${GENERATOR_MARK} 0.1.0"></head></html>`);
    await expect(scrubSnapshot(dir, join(elsewhere, 'site', 'snapshots'))).rejects.toThrow(new OutDirError(
      `--out ${join(elsewhere, 'site', 'snapshots')}: that is inside the site built in ${await realpath(join(elsewhere, 'site'))}, which the next build replaces whole, snapshots and all: give a folder outside it (the default is data/snapshots)`,
    ));
    await mkdir(join(elsewhere, 'versions', 'latest'), { recursive: true });
    await expect(scrubSnapshot(dir, join(elsewhere, 'versions'))).rejects.toThrow(new OutDirError(
      `--out ${join(elsewhere, 'versions')}: ${join(elsewhere, 'versions', 'latest')} is a folder, where this tool keeps its link to the newest snapshot: move it away`,
    ));
    expect((await readdir(elsewhere)).sort()).toEqual(['notes.txt', 'public', 'site', 'versions']);
    expect(await readdir(join(elsewhere, 'site'))).toEqual(['index.html']);
  });
});
