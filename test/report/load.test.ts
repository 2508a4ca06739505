// Integration: crawl the tiny sample into a temp folder and build its report from disk. The
// literal figures were counted by hand from the snapshot's NDJSON (seed 1, default variant).
import { afterEach, describe, expect, it } from 'vitest';
import { crawl } from '../../src/crawler/crawl.ts';
import { loadReport, snapshotIdOf } from '../../src/report/load.ts';
import { scrubSnapshot } from '../../src/snapshot/scrub.ts';
import { cleanUp, crawlOptions, sample, tempOut } from '../crawler/crawl-helpers.ts';
import { change, leakyCollections, listedAccounts, oneOfEach, siteConfig } from './fixtures.ts';
import { asFormat3, writeSnapshot } from '../client/snapshot-on-disk.ts';
import { buildReport } from '../../src/report/build.ts';
import { privateDataWarning } from '../../src/report/build-warnings.ts';
import { readChangeBatches } from '../../src/report/change-reader.ts';
import { openSnapshot } from '../../src/snapshot/reader.ts';

afterEach(cleanUp);

describe('loadReport on a crawled tiny sample', () => {
  it('builds a report whose figures match the snapshot', async () => {
    const server = await sample();
    const out = await tempOut();
    // The sample's change log ends at 2026-11-20T00:00:00Z; the crawl starts then too.
    const { dir, manifest } = await crawl(crawlOptions(server.url, out, { now: () => new Date('2026-11-20T00:00:00Z') }));
    const report = await loadReport(dir, siteConfig({ excludeUsers: ['admin'] }));

    const { collections } = manifest;
    expect(report.totals).toEqual({
      languages: collections.languages.count,
      projects: collections.projects.count,
      components: collections.components.count,
      translations: collections.translations.count,
      users: collections.users.count,
      changes: collections.changes.count,
    });
    expect(report.totals).toEqual({ languages: 8, projects: 3, components: 8, translations: 44, users: 19, changes: 300 });
    // The sample's user list holds 20 accounts, of which one no change names (a crawl since ff21440 leaves it out).
    expect(manifest.users).toEqual({ source: 'api', leftOut: 1 });
    expect(report.snapshot.id).toBe('2026-11-20T000000Z');
    expect(report.now).toBe('2026-11-20T00:00:00.000Z');

    // 30 non-source, non-glossary translations: 12,664 of 18,825 strings.
    expect(report.coverage).toMatchObject({ translations: 30, total: 18825, translated: 12664, totalWords: 61564, translatedWords: 42719, translatedPercent: 67.2 });
    // pt-rBR (Android) and b+zh+Hans are grouped under Weblate's codes.
    expect(report.languages.map((language) => language.code)).toEqual(['ar', 'de', 'fr', 'he', 'pt_BR', 'ru', 'zh_Hans']);
    const pt = report.languages.find((language) => language.code === 'pt_BR')!;
    expect([pt.coverage.translations, pt.coverage.total, pt.coverage.translated, pt.glossary.translations]).toEqual([5, 3168, 2591, 0]);

    expect(report.contributors.length).toBe(19);
    const [top] = report.contributors;
    expect([top!.username, top!.fullName, top!.windows.all.translations, top!.windows.all.actions, top!.windows.all.authored]).toEqual([
      'dmitry', 'Дмитрий Бондаренко', 37, 41, 39,
    ]);
    expect(top!.windows['12m'].actions).toBe(29);
    // All 41 of his changes were in French, 39 of them translation actions: two saved text others
    // wrote (changes 166 and 214, by deleted-6 and bjorn.muller), which count as their translations.
    expect(top!.languages).toEqual([{ code: 'fr', changes: 41, translations: 37, otherChanges: 4 }]);
    expect(top!.firstActivity).toBe('2025-03-18T05:38:07.356Z');
    expect(top!.lastActivity).toBe('2026-11-17T03:28:52.181Z');
    expect(report.contributors.find((c) => c.username === 'deleted-6')!.kind).toBe('deleted');
    expect(report.contributors.find((c) => c.username === 'anonymous')!.kind).toBe('anonymous');

    // Every change lands in the monthly history once; the newest 200 are listed, newest first.
    const months = report.history.instance.find((series) => series.period === 'month')!;
    expect(Object.values(months.byAction).flat().reduce((a, b) => a + b, 0)).toBe(300);
    expect(report.latestChanges.length).toBe(200);
    expect(report.latestChanges[0]!.id).toBe(300);
    expect(report.latestChanges.every((row) => row.webUrl === null || row.webUrl.startsWith(`${server.url}/projects/`))).toBe(true);
  });
});

describe('loadReport on a snapshot a crawler from before the cleaning wrote', () => {
  it('counts what it holds that the crawler now leaves out, read in this thread or in the worker, for the one warning', async () => {
    const dir = await writeSnapshot(await tempOut(), leakyCollections(), '2026-11-20T00:00:00Z');
    const report = await loadReport(dir, siteConfig());
    expect(report.privateData).toEqual({
      changes: 4, changeDetails: { email: 1, ip_address: 1, user_agent: 1, url_credentials: 1, email_in_text: 0 }, changeFields: [{ field: 'alert.details', changes: 1 }], changeEmailFields: [], changeIds: [1, 2, 4, 5],
      components: 1, translations: 1, users: 0, problems: 0,
    });
    expect(privateDataWarning(report.privateData, dir)).toBe(
      `${dir}: this snapshot, written by a crawler from before these were left out, holds 4 change records (ids 1, 2, 4 and 5) whose details hold an e-mail address (1), ` +
        'an IP address (1), a browser\'s user agent (1) and credentials in a URL (1), and with credentials in a URL in alert.details (1), ' +
        'and 1 component and 1 translation with credentials in a URL (a repository\'s token, say). ' +
        'The site shows none of it, but the snapshot itself should not be published as it is (a CI artifact, a public archive): ' +
        `clean it with \`npm run scrub -- --snapshot ${dir}\`, which puts a cleaned copy in its place (with \`--out <folder>\`, in that folder instead)`,
    );
    const snapshot = await openSnapshot(dir);
    const input = { manifest: snapshot.manifest, snapshotId: 'x', records: snapshot.records };
    const fromWorker = await buildReport({ ...input, changes: readChangeBatches(snapshot, { thread: 'worker' }) }, siteConfig());
    expect(fromWorker.privateData).toEqual(report.privateData);
  });
});

describe('loadReport on a snapshot whose only leak is a token in a change\'s details', () => {
  it('warns of it', async () => {
    const leaky = { ...change({ id: 1, timestamp: '2026-11-11T10:00:00Z', action: 17, user: 'ana' }), details: { repo: 'https://alice:s3cr3t@git.example.org/x.git', state: 'ok' } };
    const dir = await writeSnapshot(await tempOut(), oneOfEach([leaky]), '2026-11-20T00:00:00Z');
    const report = await loadReport(dir, siteConfig());
    expect(report.privateData).toEqual({ changes: 1, changeDetails: { email: 0, ip_address: 0, user_agent: 0, url_credentials: 1, email_in_text: 0 }, changeFields: [], changeEmailFields: [], changeIds: [1], components: 0, translations: 0, users: 0, problems: 0 });
    expect(privateDataWarning(report.privateData, dir)).toBe(
      `${dir}: this snapshot, written by a crawler from before these were left out, holds 1 change record (id 1) whose details hold credentials in a URL. ` +
        'The site shows none of it, but the snapshot itself should not be published as it is (a CI artifact, a public archive): ' +
        `clean it with \`npm run scrub -- --snapshot ${dir}\`, which puts a cleaned copy in its place (with \`--out <folder>\`, in that folder instead)`,
    );
  });
});

describe("loadReport on a snapshot whose only leaks are e-mail addresses in a change's texts (a git error quoting a commit's author)", () => {
  it('warns of those in the details and says where the others are, read in this thread or in the worker', async () => {
    const error = 'Merge conflict\nAuthor: Kat <k.nowak@example.org>';
    const inDetails = { ...change({ id: 1, timestamp: '2026-11-11T10:00:00Z', action: 47, user: null }), details: { error } };
    const inAlert = { ...change({ id: 2, timestamp: '2026-11-11T11:00:00Z', action: 47, user: null }), details: {}, alert: { name: 'MergeFailure', details: { error } } };
    const dir = await writeSnapshot(await tempOut(), oneOfEach([inDetails, inAlert]), '2026-11-20T00:00:00Z');
    const report = await loadReport(dir, siteConfig());
    expect(report.privateData).toEqual({
      changes: 2, changeDetails: { email: 0, ip_address: 0, user_agent: 0, url_credentials: 0, email_in_text: 1 }, changeFields: [], changeEmailFields: [{ field: 'alert.details', changes: 1 }], changeIds: [1, 2],
      components: 0, translations: 0, users: 0, problems: 0,
    });
    expect(privateDataWarning(report.privateData, dir)).toBe(
      `${dir}: this snapshot, written by a crawler from before these were left out, holds 2 change records (ids 1 and 2) whose details hold an e-mail address quoted in a text (1), ` +
        'and with an e-mail address in alert.details (1). ' +
        'The site shows none of it, but the snapshot itself should not be published as it is (a CI artifact, a public archive): ' +
        `clean it with \`npm run scrub -- --snapshot ${dir}\`, which puts a cleaned copy in its place (with \`--out <folder>\`, in that folder instead)`,
    );
    const snapshot = await openSnapshot(dir);
    const input = { manifest: snapshot.manifest, snapshotId: 'x', records: snapshot.records };
    const fromWorker = await buildReport({ ...input, changes: readChangeBatches(snapshot, { thread: 'worker' }) }, siteConfig());
    expect(fromWorker.privateData).toEqual(report.privateData);
    // What the warning counts is what npm run scrub cleans: after it, nothing.
    await scrubSnapshot(dir);
    expect((await loadReport(dir, siteConfig())).privateData.changes).toBe(0);
  });
});

describe("loadReport on a snapshot whose only leak is a token in a change's alert (Weblate 2026)", () => {
  it('warns of it where it is, alert.details, not in the details, read in this thread or in the worker', async () => {
    const error = "fatal: unable to access 'https://weblate:s3cr3t-token@git.example.org/x.git/': error 502";
    const leaky = { ...change({ id: 1, timestamp: '2026-11-11T10:00:00Z', action: 47, user: null }), details: {}, alert: { name: 'MergeFailure', details: { error } } };
    const dir = await writeSnapshot(await tempOut(), oneOfEach([leaky]), '2026-11-20T00:00:00Z');
    const report = await loadReport(dir, siteConfig());
    expect(report.privateData).toEqual({
      changes: 1, changeDetails: { email: 0, ip_address: 0, user_agent: 0, url_credentials: 0, email_in_text: 0 }, changeFields: [{ field: 'alert.details', changes: 1 }], changeEmailFields: [], changeIds: [1],
      components: 0, translations: 0, users: 0, problems: 0,
    });
    expect(privateDataWarning(report.privateData, dir)).toBe(
      `${dir}: this snapshot, written by a crawler from before these were left out, holds 1 change record (id 1) with credentials in a URL in alert.details. ` +
        'The site shows none of it, but the snapshot itself should not be published as it is (a CI artifact, a public archive): ' +
        `clean it with \`npm run scrub -- --snapshot ${dir}\`, which puts a cleaned copy in its place (with \`--out <folder>\`, in that folder instead)`,
    );
    const snapshot = await openSnapshot(dir);
    const input = { manifest: snapshot.manifest, snapshotId: 'x', records: snapshot.records };
    const fromWorker = await buildReport({ ...input, changes: readChangeBatches(snapshot, { thread: 'worker' }) }, siteConfig());
    expect(fromWorker.privateData).toEqual(report.privateData);
  });
});

describe('loadReport on a snapshot from before formatVersion 4, which holds every account the user list held', () => {
  it('counts the accounts no stored change names (as user or author), read in this thread or in the worker, and warns of them', async () => {
    const dir = await writeSnapshot(await tempOut(), listedAccounts(), '2026-11-20T00:00:00Z');
    await asFormat3(dir);
    const report = await loadReport(dir, siteConfig());
    expect(report.privateData).toEqual({ changes: 0, changeDetails: { email: 0, ip_address: 0, user_agent: 0, url_credentials: 0, email_in_text: 0 }, changeFields: [], changeEmailFields: [], changeIds: [], components: 0, translations: 0, users: 2, problems: 0 });
    expect(privateDataWarning(report.privateData, dir)).toBe(
      `${dir}: this snapshot, written by a crawler from before these were left out, holds 2 accounts of the user list that no stored change names. ` +
        'The site shows none of it, but the snapshot itself should not be published as it is (a CI artifact, a public archive): ' +
        `clean it with \`npm run scrub -- --snapshot ${dir}\`, which puts a cleaned copy in its place (with \`--out <folder>\`, in that folder instead)`,
    );
    const snapshot = await openSnapshot(dir);
    const input = { manifest: snapshot.manifest, snapshotId: 'x', records: snapshot.records };
    const fromWorker = await buildReport({ ...input, changes: readChangeBatches(snapshot, { thread: 'worker' }) }, siteConfig());
    expect(fromWorker.privateData).toEqual(report.privateData);
  });

  it('does not count them in a snapshot of formatVersion 4, whose crawl stored the users its change log names (fewer with --changes-since)', async () => {
    const dir = await writeSnapshot(await tempOut(), listedAccounts(), '2026-11-20T00:00:00Z');
    const report = await loadReport(dir, siteConfig());
    expect(report.privateData.users).toBe(0);
    expect(privateDataWarning(report.privateData, dir)).toBeNull();
  });
});

describe('snapshotIdOf', () => {
  it("names a snapshot by its folder, or by its start time where a copy named the folder otherwise (a 'latest' made a folder)", () => {
    expect(snapshotIdOf('/archive/2026-11-24T012639Z', '2026-11-24T01:26:39.120Z')).toBe('2026-11-24T012639Z');
    expect(snapshotIdOf('/archive/2026-11-24T012639Z-2', '2026-11-24T01:26:39.800Z')).toBe('2026-11-24T012639Z-2');
    expect(snapshotIdOf('/copy/latest', '2026-11-24T01:26:39.120Z')).toBe('2026-11-24T012639Z');
    expect(snapshotIdOf('/artifact/snapshot', '2026-11-24T01:26:39.120Z')).toBe('2026-11-24T012639Z');
    // A copy renamed to another snapshot's id is not shown as that snapshot.
    expect(snapshotIdOf('/copy/2025-01-01T000000Z', '2026-11-24T01:26:39.120Z')).toBe('2026-11-24T012639Z');
    expect(snapshotIdOf('/copy/2026-11-24T012640Z-2', '2026-11-24T01:26:39.120Z')).toBe('2026-11-24T012639Z');
  });
});

describe('loadReport on a lenient snapshot whose problems a crawler from before 2026-11-30 wrote', () => {
  it('shows them as the crawl now writes them, without the token or the e-mail address, and warns of them', async () => {
    // As fedb297's crawler (ff5c90a^) and 3e68f66's (b470a5c^) wrote them, a change's details served as a text.
    const page = 'https://weblate.example.org/api/changes/?page_size=1000';
    const quoted = (text: string) => ({
      url: page, index: 298, path: 'details', expected: 'record', received: `string ${JSON.stringify(text)}`,
      message: `${page}: record 298: field "details": expected record, got string ${JSON.stringify(text)}`,
    });
    const problems = [quoted('fatal: https://bot:SECRETTOKEN1@git.example.org/x.git'), quoted('invited k.nowak@example.org to the project'), quoted('plain text')];
    const dir = await writeSnapshot(await tempOut(), oneOfEach([]), '2026-11-20T00:00:00Z', { problems });
    const report = await loadReport(dir, siteConfig());
    expect(report.snapshot.problems.map(({ message }) => message)).toEqual([
      `${page}: record 298: field "details": expected record, got string "fatal: https://git.example.org/x.git"`,
      `${page}: record 298: field "details": expected record, got string "invited <e-mail address> to the project"`,
      `${page}: record 298: field "details": expected record, got string "plain text"`,
    ]);
    expect(report.privateData.problems).toBe(2);
    expect(privateDataWarning(report.privateData, dir)).toBe(
      `${dir}: this snapshot, written by a crawler from before these were left out, holds 2 problems in its manifest (records that broke their schema) quoting credentials in a URL or an e-mail address. ` +
        'The site shows none of it, but the snapshot itself should not be published as it is (a CI artifact, a public archive): ' +
        `clean it with \`npm run scrub -- --snapshot ${dir}\`, which puts a cleaned copy in its place (with \`--out <folder>\`, in that folder instead)`,
    );
  });
});
