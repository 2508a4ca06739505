// The build's warnings and the about page's lines on the same, with literal expectations.
import { describe, expect, it } from 'vitest';
import { pageName } from '../../src/components/paths.ts';
import { leftOutLines, leftOutWarning, unlistedComponentsLine, unlistedComponentsWarning, privateDataWarning, excludeUsersWarning, afterSnapshotWarning, afterSnapshotNote, excludedPhrase, unnamedNote, unnamedUsersWarning, lastAuthorsWithoutFullNamesWarning, caseClashWarning } from '../../src/report/build-warnings.ts';
import type { LeftOutGroup, UnnamedWork } from '../../src/report/types.ts';

describe('excludeUsersWarning and afterSnapshotWarning', () => {
  it('name the entries of excludeUsers that match no user, with the one differing in case', () => {
    expect(excludeUsersWarning([], 'atlas.config.json')).toBeNull();
    expect(excludeUsersWarning([{ name: 'Weblate-Bot', suggestion: 'weblate-bot' }, { name: 'ghost', suggestion: null }], 'atlas.config.json')).toBe(
      'atlas.config.json: excludeUsers: no user of this snapshot is called "Weblate-Bot" (did you mean "weblate-bot"?) or "ghost": usernames are matched exactly (a snapshot holds only the users its change log names)',
    );
    // Entries holding the name of someone not named: by their place alone.
    expect(excludeUsersWarning([], 'atlas.config.json', [3])).toBe(
      'atlas.config.json: excludeUsers: the 3rd entry matches no user of this snapshot (not quoted: it holds the name of someone in unnamedUsers): usernames are matched exactly (a snapshot holds only the users its change log names)',
    );
    expect(excludeUsersWarning([{ name: 'ghost', suggestion: null }], 'atlas.config.json', [2, 5])).toBe(
      'atlas.config.json: excludeUsers: no user of this snapshot is called "ghost"; the 2nd and 5th entries match no user of this snapshot (not quoted: each holds the name of someone in unnamedUsers): usernames are matched exactly (a snapshot holds only the users its change log names)',
    );
    // Ordinals, as the configuration's own errors count from 0 (excludeUsers.1 for the 2nd entry): 'entry 3' read as excludeUsers.3.
    expect(excludeUsersWarning([], 'atlas.config.json', [1, 11, 22])).toMatch(/^atlas\.config\.json: excludeUsers: the 1st, 11th and 22nd entries match no user of this snapshot /);
  });

  it('name the entries of unnamedUsers that match no user in any case, the Last author cells they hide, and the placeholders among them, without guessing at anyone', () => {
    const hides = 'unknown, so "Last author" cells the change log cannot settle are hidden, named people\'s too: left empty, or said to be "someone not named" where the newest change there is by a person not named';
    expect(unnamedUsersWarning([], [], 'site.json')).toBeNull();
    expect(unnamedUsersWarning([{ name: 'ghost', suggestion: null }], [], 'site.json')).toBe(`site.json: unnamedUsers: no user of this snapshot is called "ghost", in any case (entries are usernames; a snapshot holds only the users its change log names); their full name is ${hides}`);
    expect(unnamedUsersWarning([{ name: 'ghost', suggestion: null }, { name: 'nobody', suggestion: null }], ['anonymous', 'deleted-12'], 'site.json')).toBe(
      `site.json: unnamedUsers: no user of this snapshot is called "ghost" or "nobody", in any case (entries are usernames; a snapshot holds only the users its change log names); their full names are ${hides}; "anonymous" and "deleted-12" name no person (a placeholder of Weblate's), and are shown as before`,
    );
    expect(unnamedUsersWarning([], ['anonymous'], 'site.json')).toBe('site.json: unnamedUsers: "anonymous" names no person (a placeholder of Weblate\'s), and is shown as before');
    // Counted where the report could tell (every other full name known): emptied, and said to be someone not named.
    const ghost = [{ name: 'ghost', suggestion: null }];
    expect(unnamedUsersWarning(ghost, [], 'site.json', { empty: 5, notNamed: 0 })).toBe(`site.json: unnamedUsers: no user of this snapshot is called "ghost", in any case (entries are usernames; a snapshot holds only the users its change log names); their full name is ${hides} (in this build: 5 cells left empty)`);
    expect(unnamedUsersWarning(ghost, [], 'site.json', { empty: 1, notNamed: 2 })).toMatch(/ \(in this build: 1 cell left empty and 2 said to be "someone not named"\)$/);
    // Only cells said to be someone not named: said as such, not under words of empty cells alone.
    expect(unnamedUsersWarning(ghost, [], 'site.json', { empty: 0, notNamed: 1 })).toMatch(/by a person not named \(in this build: 1 cell said to be "someone not named"\)$/);
    expect(unnamedUsersWarning(ghost, [], 'site.json', { empty: 0, notNamed: 0 })).toMatch(/by a person not named \(in this build: no cell hidden\)$/);
  });

  it('count the Last author cells left empty because people not named have no full name, and say which crawl stores them', () => {
    // An anonymous 60-day crawl of the demo: 247 of 647 cells emptied, named people's too, unsaid.
    expect(lastAuthorsWithoutFullNamesWarning({ people: 2, unnamed: 2, emptyCells: 247 }, 'site.json')).toBe(
      'site.json: unnamedUsers: this snapshot holds no full name for any of the 2 people not named (an anonymous crawl stores none, nor one whose token may not see users), '
        + 'and a translation\'s last author is a full name that could be theirs, so 247 "Last author" cells the change log cannot settle were left empty, named people\'s too: '
        + 'a crawl with the token of an account that may manage users stores the full names (docs/crawling.md, "Users"), and shows them',
    );
    expect(lastAuthorsWithoutFullNamesWarning({ people: 1, unnamed: 3, emptyCells: 1 }, 'site.json')).toMatch(
      /no full name for 1 of the 3 people not named .* so 1 "Last author" cell the change log cannot settle was left empty/,
    );
    expect(lastAuthorsWithoutFullNamesWarning({ people: 1, unnamed: 1, emptyCells: 4 }, 'site.json')).toMatch(/no full name for the person not named /);
    expect(lastAuthorsWithoutFullNamesWarning({ people: 1, unnamed: 1, emptyCells: 0 }, 'site.json')).toBeNull();
    expect(lastAuthorsWithoutFullNamesWarning(null, 'site.json')).toBeNull();
  });

  it('say that unnamedUsers entries are usernames where one is a full name, taken for its one user or, shared, for none', () => {
    // 'Maria Lefèvre' was said to be "no user" whose "full name is unknown", and stayed named on 40 pages of the demo.
    expect(unnamedUsersWarning([], [], 'site.json', null, [{ name: 'Maria Lefèvre', usernames: ['marial'] }])).toBe(
      'site.json: unnamedUsers: "Maria Lefèvre" is no username (entries are usernames) but the full name of one user of this snapshot, who is taken to be meant and is not named: '
        + 'write their username instead (their Weblate profile, or the snapshot\'s users.ndjson, gives it; this message leaves it out, as a CI log may be public)',
    );
    // Shared by two: neither is taken (each may be someone else), and the cells go as for an entry matching no one.
    expect(unnamedUsersWarning([{ name: 'Ana Müller', suggestion: null }, { name: 'ghost', suggestion: null }], [], 'site.json', { empty: 2, notNamed: 0 }, [{ name: 'Ana Müller', usernames: ['ana', 'ana2'] }])).toBe(
      'site.json: unnamedUsers: no user of this snapshot is called "ghost", in any case (entries are usernames; a snapshot holds only the users its change log names); '
        + '"Ana Müller" is no username (entries are usernames) but the full name of 2 users of this snapshot, so it names none of them: write the username of whoever asked; '
        + 'whom they mean is unknown, so "Last author" cells the change log cannot settle are hidden, named people\'s too: left empty, or said to be "someone not named" where the newest change there is by a person not named (in this build: 2 cells left empty)',
    );
  });

  it('name on the about page the entries that match no user, beside those that do', () => {
    expect(excludedPhrase(['weblate-bot', 'Katerina41', 'ghost'], [{ name: 'Katerina41', suggestion: 'katerina41' }, { name: 'ghost', suggestion: null }])).toBe(
      'weblate-bot, Katerina41 (no user of that name; katerina41, who differs in case only, is not left out), ghost (no user of that name)',
    );
    // A mention differs from the username it may mean in more than case.
    expect(excludedPhrase(['@tiago'], [{ name: '@tiago', suggestion: 'tiago' }])).toBe('@tiago (no user of that name; tiago, whom it may mean, is not left out)');
    // Nor as a mention or a profile's address of someone in unnamedUsers: '@kat (no user of that name)' named her.
    expect(excludedPhrase(['@kat', 'https://hosted.weblate.org/user/KAT/', 'weblate-bot'], [
      { name: '@kat', suggestion: null }, { name: 'https://hosted.weblate.org/user/KAT/', suggestion: null },
    ], ['kat'])).toBe('weblate-bot');
  });

  it('count the changes stamped after the crawl ended, and give the latest', () => {
    const snapshot = { finishedAt: '2026-11-20T00:05:00.000Z' } as Parameters<typeof afterSnapshotWarning>[1];
    expect(afterSnapshotWarning({ changes: 0, latest: null }, snapshot, '/snaps/x')).toBeNull();
    expect(afterSnapshotWarning({ changes: 1, latest: '2027-02-18T10:00:00.000Z' }, snapshot, '/snaps/x')).toBe(
      "/snaps/x: 1 change is stamped after the crawl ended (2026-11-20T00:05:00.000Z), the latest at 2027-02-18T10:00:00.000Z (the server's clock runs ahead?): counted on the snapshot's day",
    );
    expect(afterSnapshotWarning({ changes: 40, latest: '2027-02-18T10:00:00.000Z' }, snapshot, '/snaps/x')).toMatch(/^\/snaps\/x: 40 changes are stamped after/);
    expect(afterSnapshotNote({ changes: 40, latest: '2027-02-18T10:00:00.000Z' })).toBe(
      "40 changes are stamped after the crawl ended, the latest at 2027-02-18 10:00 UTC (the server's clock runs ahead?): each is counted in the snapshot's day.",
    );
  });
});

describe('unlistedComponentsLine and unlistedComponentsWarning', () => {
  it('say nothing where every component is described', () => {
    expect(unlistedComponentsLine([])).toBeNull();
    expect(unlistedComponentsWarning([], '/snaps/x')).toBeNull();
  });

  it('name the components known only from their translations, and what is not known of them', () => {
    expect(unlistedComponentsWarning(['orbit-notes/core'], '/snaps/x')).toBe(
      "/snaps/x: 1 component (orbit-notes/core) is not in the snapshot's components list (created while the crawl ran, say), known only from its translations: " +
      'its file format, repository, license, priority and whether it is a glossary are not known, and its page says so (the about page lists it too)',
    );
    expect(unlistedComponentsLine(['orbit/core', 'orbit/guides/old'])).toBe(
      "2 components (orbit/core and orbit/guides/old) are not in the snapshot's components list (created while the crawl ran, say), known only from their translations: " +
      'their file format, repository, license, priority and whether they are glossaries are not known, and their pages say so',
    );
  });

  it('name ten at most, and count the others', () => {
    const paths = Array.from({ length: 12 }, (_, i) => `p/c${i + 1}`);
    expect(unlistedComponentsWarning(paths, '/snaps/x')).toBe(
      "/snaps/x: 12 components (p/c1, p/c2, p/c3, p/c4, p/c5, p/c6, p/c7, p/c8, p/c9, p/c10 and 2 others) are not in the snapshot's components list (created while the crawl ran, say), " +
      'known only from their translations: their file format, repository, license, priority and whether they are glossaries are not known, and their pages say so (the about page lists them too)',
    );
  });
});

describe('leftOutLines and leftOutWarning', () => {
  const first = (ordinal: number, place: { file: string; line: number } | null, key: string | null, detail: string | null) => ({ ordinal, place, key, detail });

  it('say nothing when nothing was left out', () => {
    expect(leftOutLines([])).toEqual([]);
    expect(leftOutWarning([], '/snaps/x')).toBeNull();
  });

  it('name for each reason the file and line of the first record left out, its URL or id and what was wrong, and how many more', () => {
    const groups: LeftOutGroup[] = [
      { reason: 'translation-count', records: 1, first: first(6, { file: 'translations.ndjson', line: 6 }, 'https://w.example/api/translations/orbit/core/he/', 'total is the string "418"') },
      { reason: 'user-without-username', records: 2, first: first(6, { file: 'users.ndjson', line: 6 }, null, 'username is missing') },
      { reason: 'user-repeated', records: 1, first: first(7, { file: 'users.ndjson', line: 7 }, null, null) },
      { reason: 'change-timestamp', records: 5000, first: first(100_001, { file: 'changes-0002.ndjson', line: 1 }, 'id 100001', 'timestamp is the string "2026-02-30T10:00:00Z"') },
      { reason: 'change-repeated', records: 1, first: first(202, { file: 'changes-0001.ndjson', line: 202 }, 'id 201', null) },
    ];
    // The about page's: the files by their names, the same wherever the snapshot is.
    expect(leftOutLines(groups)).toEqual([
      '1 translation record with a count of strings, words, checks, suggestions or comments that is not a whole number from 0 to 1,099,511,627,776: translations.ndjson:6 (https://w.example/api/translations/orbit/core/he/, whose total is the string "418")',
      '2 user records without a username: users.ndjson:6 (its username is missing), and 1 more',
      '1 user record repeating the username of an earlier one: users.ndjson:7',
      '5,000 change records without a usable timestamp (a date and time that exist, with Z or an offset, in the years 0000 to 9999 in UTC): changes-0002.ndjson:1 (id 100001, whose timestamp is the string "2026-02-30T10:00:00Z"), and 4,999 more',
      '1 change record repeating the id of the one before it: changes-0001.ndjson:202 (id 201)',
    ]);
    // The build's: each file by its path, as a record the build refuses is named.
    expect(leftOutWarning(groups.slice(0, 2), '/snaps/x')).toBe(
      '/snaps/x: records the report could not use, left out of every figure (the about page lists them too): ' +
      '1 translation record with a count of strings, words, checks, suggestions or comments that is not a whole number from 0 to 1,099,511,627,776: /snaps/x/translations.ndjson:6 (https://w.example/api/translations/orbit/core/he/, whose total is the string "418"); ' +
      '2 user records without a username: /snaps/x/users.ndjson:6 (its username is missing), and 1 more',
    );
  });

  it('name a record by its place in its collection where its file and line were not looked for', () => {
    expect(leftOutLines([{ reason: 'change-id', records: 1, first: first(12_345, null, null, 'id is 1.5') }])).toEqual([
      '1 change record without a usable id (a whole number from -9,007,199,254,740,991 to 9,007,199,254,740,991): changes record 12,345 (its id is 1.5)',
    ]);
  });
});

describe('unnamedNote', () => {
  const work = (people: number) => ({ people, windows: {}, projectTranslations: {} }) as unknown as UnnamedWork;
  it('says how many people are not named and that their work is counted, naming none', () => {
    expect(unnamedNote(work(0))).toBeNull();
    expect(unnamedNote(work(1))).toBe(
      'One person is not named on this site, at their request: no list, leaderboard, change or page names them, and they are not counted among the contributors. ' +
      'Their changes and translations are counted in every total, chart and coverage figure, so the figures still add up.',
    );
    expect(unnamedNote(work(1_204))!.startsWith('1,204 people are not named on this site, at their request:')).toBe(true);
  });

  it('leaves out of the about page\'s bots those who asked not to be named', () => {
    expect(excludedPhrase(['weblate-bot', 'kat'], [], ['kat'])).toBe('weblate-bot');
    // Asked for by full name: the one user of that name is not named as a bot either; a full name
    // several users share stands for none of them.
    expect(excludedPhrase(['weblate-bot', 'kat'], [], ['Katerina Nowak'], [{ name: 'Katerina Nowak', usernames: ['kat'] }])).toBe('weblate-bot');
    expect(excludedPhrase(['weblate-bot', 'kat'], [], ['K N'], [{ name: 'K N', usernames: ['kat', 'kn'] }])).toBe('weblate-bot, kat');
    // In another case as unnamedUsers match it, the Turkish dotless i too: 'Işık' was named as a bot.
    expect(excludedPhrase(['weblate-bot', 'Işık', 'KAT'], [], ['IŞIK', 'kat'])).toBe('weblate-bot');
  });

  it('leaves out of the about page\'s bots those who asked not to be named, whatever the Unicode normalization of either entry', () => {
    // 'rene\u0301e' (NFD, as a macOS file name gives it) and 'renée' (NFC) look alike: she was named as a bot.
    expect(excludedPhrase(['weblate-bot', 'rene\u0301e'], [], ['renée'])).toBe('weblate-bot');
    expect(excludedPhrase(['weblate-bot', 'renée'], [], ['RENE\u0301E'])).toBe('weblate-bot');
    // Weblate's usernames are NFKC: a full-width entry is the same username.
    expect(excludedPhrase(['weblate-bot', 'ｒｅｎéｅ'], [], ['renée'])).toBe('weblate-bot');
    // Taken by full name for a username stored in NFD.
    expect(excludedPhrase(['weblate-bot', 'renée'], [], ['Renée P'], [{ name: 'Renée P', usernames: ['rene\u0301e'] }])).toBe('weblate-bot');
    expect(excludedPhrase(['weblate-bot', 'rene\u0301e'], [], ['Renée P'], [{ name: 'Renée P', usernames: ['renée'] }])).toBe('weblate-bot');
    // Letters that differ in more than normalization still differ.
    expect(excludedPhrase(['weblate-bot', 'renee'], [], ['renée'])).toBe('weblate-bot, renee');
  });
});

describe('caseClashWarning', () => {
  // Pages of one kind, each in the folder its page is written to.
  const users = (names: string[]) => ({ kind: 'users', of: null, path: 'contributors/<username>/', pages: names.map((name) => ({ name, folder: pageName(name) })) });
  const ending = '. Build and serve the site on a file system that tells case apart (Linux\'s)';
  const opening = (dir: string) => `${dir}: pages whose names differ in case only are in folders that a file system ignoring case ` +
    "(macOS's and Windows's, as they come) takes for one, where one page overwrites the other and both names lead to it: ";

  it('names the users whose pages a file system that ignores case takes for one, each group in code-unit order', () => {
    expect(caseClashWarning([users(['kim', 'ana', 'Kim', 'İstanbul', 'istanbul', 'zoé', 'zoe\u0301', 'ZOE\u0301', 'KIM', 'ana'])], '/snaps/x')).toBe(
      `${opening('/snaps/x')}users "KIM", "Kim" and "kim" (contributors/<username>/); users "ZOE\u0301" and "zoe\u0301" (contributors/<username>/)${ending}`,
    );
  });

  it('folds letters as such a file system does, beyond ASCII', () => {
    expect(caseClashWarning([users(['Émile', 'émile', 'Işık', 'ışık', 'isik', 'Straße', 'STRASSE', 'ẞ', 'ß'])], 'snap')).toBe(
      `${opening('snap')}users "Işık" and "ışık" (contributors/<username>/); users "Émile" and "émile" (contributors/<username>/); users "ß" and "ẞ" (contributors/<username>/)${ending}`,
    );
  });

  it('names the projects, components and languages whose folders differ in case only, each kind where its folders are', () => {
    const groups = [
      users(['ana', 'bo']),
      { kind: 'projects', of: null, path: 'projects/<slug>/', pages: [{ name: 'case', folder: 'case' }, { name: 'Case', folder: 'Case' }, { name: 'other', folder: 'other' }] },
      { kind: 'components', of: 'the project "orbit"', path: 'projects/orbit/<component>/', pages: [{ name: 'docs/App', folder: 'docs/App' }, { name: 'DOCS/app', folder: 'DOCS/app' }, { name: 'app', folder: 'app' }] },
      { kind: 'languages', of: null, path: 'languages/<code>/', pages: [{ name: 'pt_BR', folder: 'pt_BR' }, { name: 'pt_br', folder: 'pt_br' }] },
    ];
    expect(caseClashWarning(groups, 'snap')).toBe(
      `${opening('snap')}projects "Case" and "case" (projects/<slug>/); components "DOCS/app" and "docs/App" of the project "orbit" (projects/orbit/<component>/); ` +
        `languages "pt_BR" and "pt_br" (languages/<code>/)${ending}`,
    );
  });

  it('compares the folders, not the names: names whose folders differ in more than case are no clash', () => {
    // Two names of the same letters in two kinds, or in two projects, are in folders apart.
    const apart = [
      { kind: 'projects', of: null, path: 'projects/<slug>/', pages: [{ name: 'Case', folder: 'Case' }] },
      { kind: 'languages', of: null, path: 'languages/<code>/', pages: [{ name: 'case', folder: 'case' }] },
    ];
    expect(caseClashWarning(apart, 'snap')).toBeNull();
  });

  it('says nothing where every folder differs in more than case', () => {
    expect(caseClashWarning([], 'snap')).toBeNull();
    expect(caseClashWarning([users([])], 'snap')).toBeNull();
    // 'index.html' and a name of over 200 bytes have folders of their own ('index~2Ehtml', a hash).
    expect(caseClashWarning([users(['ana', 'Ana.b', 'index.html', 'INDEX~2EHTML', 'k'.repeat(201), 'K'.repeat(201), 'zoé', 'zoe\u0301'])], 'snap')).toBeNull();
  });
});

describe('privateDataWarning', () => {
  const none = { changes: 0, changeDetails: { email: 0, ip_address: 0, user_agent: 0, url_credentials: 0, email_in_text: 0 }, changeFields: [], changeEmailFields: [], changeIds: [], components: 0, translations: 0, users: 0, problems: 0 };

  it('says nothing of a snapshot that holds none of what the crawler leaves out', () => {
    expect(privateDataWarning(none, '/snaps/x')).toBeNull();
  });

  it('says what and how much, that the site shows none of it, and the command that cleans it, in words a shell takes', () => {
    expect(privateDataWarning({ ...none, changes: 1, changeDetails: { email: 1, ip_address: 0, user_agent: 0, url_credentials: 0, email_in_text: 0 } }, '/snaps/x')).toBe(
      '/snaps/x: this snapshot, written by a crawler from before these were left out, holds 1 change record whose details hold an e-mail address. ' +
        'The site shows none of it, but the snapshot itself should not be published as it is (a CI artifact, a public archive): ' +
        'clean it with `npm run scrub -- --snapshot /snaps/x`, which puts a cleaned copy in its place (with `--out <folder>`, in that folder instead)',
    );
    expect(privateDataWarning({ changes: 20_003, changeDetails: { email: 20000, ip_address: 20000, user_agent: 3, url_credentials: 1, email_in_text: 0 }, changeFields: [], changeEmailFields: [], changeIds: [], components: 28, translations: 0, users: 0, problems: 0 }, "/my snaps/it's")).toBe(
      "/my snaps/it's: this snapshot, written by a crawler from before these were left out, holds 20,003 change records whose details hold an e-mail address (20,000), " +
        'an IP address (20,000), a browser\'s user agent (3) and credentials in a URL (1), and 28 components with credentials in a URL (a repository\'s token, say). ' +
        'The site shows none of it, but the snapshot itself should not be published as it is (a CI artifact, a public archive): ' +
        "clean it with `npm run scrub -- --snapshot '/my snaps/it'\\''s'`, which puts a cleaned copy in its place (with `--out <folder>`, in that folder instead)",
    );
  });

  it('counts the accounts no stored change names, alone or after the rest', () => {
    expect(privateDataWarning({ ...none, users: 46 }, '/snaps/x')).toBe(
      '/snaps/x: this snapshot, written by a crawler from before these were left out, holds 46 accounts of the user list that no stored change names. ' +
        'The site shows none of it, but the snapshot itself should not be published as it is (a CI artifact, a public archive): ' +
        'clean it with `npm run scrub -- --snapshot /snaps/x`, which puts a cleaned copy in its place (with `--out <folder>`, in that folder instead)',
    );
    expect(privateDataWarning({ ...none, components: 1, users: 1 }, '/snaps/x')).toBe(
      "/snaps/x: this snapshot, written by a crawler from before these were left out, holds 1 component with credentials in a URL (a repository's token, say), " +
        'and 1 account of the user list that no stored change names. ' +
        'The site shows none of it, but the snapshot itself should not be published as it is (a CI artifact, a public archive): ' +
        'clean it with `npm run scrub -- --snapshot /snaps/x`, which puts a cleaned copy in its place (with `--out <folder>`, in that folder instead)',
    );
  });

  it("says where a URL with credentials was found outside the details (Weblate 2026's alert), not that the details hold it", () => {
    expect(privateDataWarning({ ...none, changes: 1, changeFields: [{ field: 'alert.details', changes: 1 }] }, '/snaps/x')).toBe(
      '/snaps/x: this snapshot, written by a crawler from before these were left out, holds 1 change record with credentials in a URL in alert.details. ' +
        'The site shows none of it, but the snapshot itself should not be published as it is (a CI artifact, a public archive): ' +
        'clean it with `npm run scrub -- --snapshot /snaps/x`, which puts a cleaned copy in its place (with `--out <folder>`, in that folder instead)',
    );
    // Beside the details, each counted; past three fields, the most often found named and the rest counted, a long name cut.
    const fields = [
      { field: 'alert', changes: 1 }, { field: 'alert.details', changes: 7 }, { field: 'b', changes: 1 }, { field: `c${'x'.repeat(80)}`, changes: 2 },
    ];
    expect(privateDataWarning({ ...none, changes: 9, changeDetails: { email: 0, ip_address: 0, user_agent: 0, url_credentials: 2, email_in_text: 0 }, changeFields: fields }, '/snaps/x')).toBe(
      '/snaps/x: this snapshot, written by a crawler from before these were left out, holds 9 change records whose details hold credentials in a URL (2), ' +
        `and with credentials in a URL in alert.details (7), c${'x'.repeat(58)}… (2), alert (1) and 1 other field. ` +
        'The site shows none of it, but the snapshot itself should not be published as it is (a CI artifact, a public archive): ' +
        'clean it with `npm run scrub -- --snapshot /snaps/x`, which puts a cleaned copy in its place (with `--out <folder>`, in that folder instead)',
    );
  });

  it("tells an e-mail address quoted in a text of the details from the email key's, and says where one lies outside them (an alert's git error)", () => {
    const tail = '. The site shows none of it, but the snapshot itself should not be published as it is (a CI artifact, a public archive): ' +
      'clean it with `npm run scrub -- --snapshot /snaps/x`, which puts a cleaned copy in its place (with `--out <folder>`, in that folder instead)';
    expect(privateDataWarning({ ...none, changes: 1, changeEmailFields: [{ field: 'alert.details', changes: 1 }], changeIds: [7] }, '/snaps/x')).toBe(
      `/snaps/x: this snapshot, written by a crawler from before these were left out, holds 1 change record (id 7) with an e-mail address in alert.details${tail}`,
    );
    const changeDetails = { ...none.changeDetails, email: 2, url_credentials: 1, email_in_text: 3 };
    const changeFields = [{ field: 'alert.details', changes: 1 }];
    const changeEmailFields = [{ field: 'alert', changes: 1 }, { field: 'alert.details', changes: 4 }, { field: 'b', changes: 1 }, { field: 'c', changes: 1 }];
    expect(privateDataWarning({ ...none, changes: 9, changeDetails, changeFields, changeEmailFields, changeIds: [1, 2] }, '/snaps/x')).toBe(
      '/snaps/x: this snapshot, written by a crawler from before these were left out, holds 9 change records (ids 1, 2 and 7 more) whose details hold ' +
        'an e-mail address (2), credentials in a URL (1) and an e-mail address quoted in a text (3), and with credentials in a URL in alert.details (1), ' +
        `and with an e-mail address in alert.details (4), alert (1), b (1) and 1 other field${tail}`,
    );
  });

  it('names the first change records by id, and counts the rest', () => {
    // The fields alone ("alert.details (1)") left one searching a log of millions for the record.
    const tail = '. The site shows none of it, but the snapshot itself should not be published as it is (a CI artifact, a public archive): ' +
      'clean it with `npm run scrub -- --snapshot /snaps/x`, which puts a cleaned copy in its place (with `--out <folder>`, in that folder instead)';
    expect(privateDataWarning({ ...none, changes: 1, changeFields: [{ field: 'alert.details', changes: 1 }], changeIds: [12345] }, '/snaps/x')).toBe(
      `/snaps/x: this snapshot, written by a crawler from before these were left out, holds 1 change record (id 12345) with credentials in a URL in alert.details${tail}`,
    );
    const details = { email: 0, ip_address: 0, user_agent: 0, url_credentials: 3, email_in_text: 0 };
    expect(privateDataWarning({ ...none, changes: 3, changeDetails: details, changeIds: [5, 8, 40] }, '/snaps/x')).toBe(
      `/snaps/x: this snapshot, written by a crawler from before these were left out, holds 3 change records (ids 5, 8 and 40) whose details hold credentials in a URL${tail}`,
    );
    expect(privateDataWarning({ ...none, changes: 1_208, changeDetails: { ...details, url_credentials: 1_208 }, changeIds: [5, 8, 40, 41, 1200] }, '/snaps/x')).toBe(
      `/snaps/x: this snapshot, written by a crawler from before these were left out, holds 1,208 change records (ids 5, 8, 40, 41, 1200 and 1,203 more) whose details hold credentials in a URL${tail}`,
    );
  });

  it('counts a record that holds several of them once', () => {
    expect(privateDataWarning({ ...none, changes: 1, changeDetails: { email: 1, ip_address: 1, user_agent: 1, url_credentials: 0, email_in_text: 0 } }, '/snaps/x')).toBe(
      "/snaps/x: this snapshot, written by a crawler from before these were left out, holds 1 change record whose details hold an e-mail address, an IP address and a browser's user agent. " +
        'The site shows none of it, but the snapshot itself should not be published as it is (a CI artifact, a public archive): ' +
        'clean it with `npm run scrub -- --snapshot /snaps/x`, which puts a cleaned copy in its place (with `--out <folder>`, in that folder instead)',
    );
  });
});
