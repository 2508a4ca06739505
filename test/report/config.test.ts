// atlas.config.json: defaults, and errors that name the bad key.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, rmdir, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { givenConfigPath, loadSiteConfig, parseSiteConfig, suggestedKey, unreadConfigWarning } from '../../src/report/config.ts';

describe('site configuration', () => {
  it('fills in the defaults', () => {
    expect(parseSiteConfig({}, 'atlas.config.json')).toEqual({
      title: 'Translation status',
      base: '/',
      tiers: [
        { name: 'complete', min: 100 },
        { name: 'ready', min: 90 },
        { name: 'partial', min: 50 },
      ],
      excludeUsers: [],
      unnamedUsers: [],
      recentDays: 90,
    });
  });

  it('keeps what is given', () => {
    const config = parseSiteConfig({ title: 'Orbit l10n', base: '/l10n/', excludeUsers: ['weblate-bot'], recentDays: 30 }, 'x');
    expect([config.title, config.base, config.excludeUsers, config.recentDays]).toEqual(['Orbit l10n', '/l10n/', ['weblate-bot'], 30]);
  });

  it('takes a title or tier name of a visible character that is no letter or digit', () => {
    const config = parseSiteConfig({ title: '★', tiers: [{ name: '✓', min: 100 }] }, 'x');
    expect([config.title, config.tiers]).toEqual(['★', [{ name: '✓', min: 100 }]]);
  });

  it('keeps dots that are part of a folder name, and trims the spaces around names', () => {
    expect(parseSiteConfig({ base: '/v1.2/.well/' }, 'x').base).toBe('/v1.2/.well/');
    const config = parseSiteConfig({ title: ' Orbit ', tiers: [{ name: ' done ', min: 100 }] }, 'x');
    expect([config.title, config.tiers]).toEqual(['Orbit', [{ name: 'done', min: 100 }]]);
  });

  it('adds the slashes a base path is missing', () => {
    expect(['/l10n', 'l10n/', 'l10n', 'docs/l10n', '', '/'].map((base) => parseSiteConfig({ base }, 'x').base)).toEqual([
      '/l10n/', '/l10n/', '/l10n/', '/docs/l10n/', '/', '/',
    ]);
  });

  it("keeps the site's address as the URL parser writes it, with or without the base path", () => {
    expect([
      parseSiteConfig({ siteUrl: ' https://L10N.Example.org ' }, 'x').siteUrl,
      parseSiteConfig({ siteUrl: 'http://example.org:8080/l10n', base: '/l10n/' }, 'x').siteUrl,
      parseSiteConfig({ siteUrl: 'https://example.org/l10n/', base: 'l10n' }, 'x').siteUrl,
      parseSiteConfig({}, 'x').siteUrl,
    ]).toEqual(['https://l10n.example.org/', 'http://example.org:8080/l10n', 'https://example.org/l10n/', undefined]);
  });

  it.each([
    [{ siteUrl: '/l10n/' }, 'atlas.config.json: siteUrl: an absolute http:// or https:// address, like "https://example.org"'],
    [{ siteUrl: 'ftp://example.org/' }, 'atlas.config.json: siteUrl: an absolute http:// or https:// address, like "https://example.org"'],
    [{ siteUrl: 'https://user:secret@example.org/' }, 'atlas.config.json: siteUrl: an address without a user, a password, a query or a fragment, like "https://example.org"'],
    [{ siteUrl: 'https://example.org/?lang=en' }, 'atlas.config.json: siteUrl: an address without a user, a password, a query or a fragment, like "https://example.org"'],
    [{ siteUrl: 'https://example.org/docs/', base: '/l10n/' }, 'atlas.config.json: siteUrl: an address whose path is none or the base path /l10n/ (https://example.org/l10n/): its path is /docs/'],
    // No base path set, as a first site under a sub-path has it: the one the address gives is named.
    [{ siteUrl: 'https://example.org/l10n' }, 'atlas.config.json: siteUrl: an address whose path is none or the base path / (https://example.org/): its path is /l10n; a site served under /l10n/ needs "base": "/l10n/" as well'],
    // A page's address names its folder; a folder no base path can be is not offered as one (base refused it).
    [{ siteUrl: 'https://example.org/l10n/index.html' }, 'atlas.config.json: siteUrl: an address whose path is none or the base path / (https://example.org/): its path is /l10n/index.html; a site served under /l10n/ needs "siteUrl": "https://example.org/l10n/", its folder\'s address, and "base": "/l10n/"'],
    // With that base set, the page's address is still refused: its folder's is named (it was refused without a word of what to write).
    [{ siteUrl: 'https://example.org/l10n/index.html', base: '/l10n/' }, 'atlas.config.json: siteUrl: an address whose path is none or the base path /l10n/ (https://example.org/l10n/): its path is /l10n/index.html; write its folder\'s address, "https://example.org/l10n/"'],
    [{ siteUrl: 'https://example.org/Übersetzung/' }, 'atlas.config.json: siteUrl: an address whose path is none or the base path / (https://example.org/): its path is /%C3%9Cbersetzung/; a site served under /%C3%9Cbersetzung/ needs a base path as well, which can hold ASCII letters, digits, ".", "~", "-" and "_" only: serve it under such a path'],
    [{ base: '/l10n docs/' }, 'atlas.config.json: base: a path of ASCII letters (a to z, A to Z), digits, ".", "~", "-" and "_" between slashes, like "/" or "/l10n/"'],
    [{ base: '//evil.example/' }, 'atlas.config.json: base: a path of ASCII letters (a to z, A to Z), digits, ".", "~", "-" and "_" between slashes, like "/" or "/l10n/"'],
    // Ü is a letter: the message said "letters" and refused it.
    [{ base: '/Übersetzung/' }, 'atlas.config.json: base: a path of ASCII letters (a to z, A to Z), digits, ".", "~", "-" and "_" between slashes, like "/" or "/l10n/"'],
    [{ base: 'https://example.org/l10n/' }, 'atlas.config.json: base: a path only, like "/l10n/": the address the site is served at goes in siteUrl'],
    [{ base: '/a/../b/' }, 'atlas.config.json: base: a path without "." or ".." between slashes, like "/l10n/"'],
    [{ base: '..' }, 'atlas.config.json: base: a path without "." or ".." between slashes, like "/l10n/"'],
    [{ base: '/./' }, 'atlas.config.json: base: a path without "." or ".." between slashes, like "/l10n/"'],
    [{ tiers: [{ name: '  ', min: 90 }] }, 'atlas.config.json: tiers.0.name: a name with a visible character in it, not only spaces or invisible characters'],
    [{ title: ' ' }, 'atlas.config.json: title: a title with a visible character in it, not only spaces or invisible characters'],
    // Nothing of these shows either: an empty badge, an empty title.
    [{ tiers: [{ name: '\u200B\u2060', min: 90 }] }, 'atlas.config.json: tiers.0.name: a name with a visible character in it, not only spaces or invisible characters'],
    [{ title: '\uFEFF\u200F' }, 'atlas.config.json: title: a title with a visible character in it, not only spaces or invisible characters'],
    // An entry that is nothing once spaces and invisible characters are left out names no one: it
    // was warned of as a user called "\u2068\u2069" (an invisible name), hiding named people's "Last author" cells.
    [{ unnamedUsers: ['kat', '  '] }, 'atlas.config.json: unnamedUsers.1: a username, not only spaces or invisible characters (bidi marks, zero-width spaces)'],
    [{ unnamedUsers: ['\u2068\u2069'] }, 'atlas.config.json: unnamedUsers.0: a username, not only spaces or invisible characters (bidi marks, zero-width spaces)'],
    [{ excludeUsers: ['\u200B'] }, 'atlas.config.json: excludeUsers.0: a username, not only spaces or invisible characters (bidi marks, zero-width spaces)'],
    [{ unnamedUsers: [''] }, 'atlas.config.json: unnamedUsers.0: a username, not only spaces or invisible characters (bidi marks, zero-width spaces)'],
    // Which tier, and the one before it it clashes with: 'tiers: tiers ordered by min, highest first' said neither.
    [{ tiers: [{ name: 'ready', min: 90 }, { name: 'complete', min: 100 }] }, 'atlas.config.json: tiers.1.min: 100, not below the min of tiers.0 ("ready", 90): tiers go highest first, each min below the one before'],
    // Two at one min are in order, highest first; they were refused in the same words.
    [{ tiers: [{ name: 'a', min: 90 }, { name: 'b', min: 90 }] }, 'atlas.config.json: tiers.1.min: 90, not below the min of tiers.0 ("a", 90): tiers go highest first, each min below the one before'],
    // A min written 0.0000001 is quoted as written, not as JavaScript prints it (1e-7).
    [{ tiers: [{ name: 'any', min: 0.0000001 }, { name: 'b', min: 0.0000001 }] }, 'atlas.config.json: tiers.1.min: 0.0000001, not below the min of tiers.0 ("any", 0.0000001): tiers go highest first, each min below the one before'],
    [{ tiers: [{ name: 'x', min: 50 }, { name: 'X ', min: 10 }] }, 'atlas.config.json: tiers.1.name: "X", the name of tiers.0 ("x", 50) too: each tier needs a name of its own (two differ in more than case)'],
    // What was expected and what the file holds, as a manifest's problems are said: zod's own words
    // were 'Too big: expected number to be <=100' and 'Invalid input: expected int, received number'.
    [{ tiers: [{ name: 'x', min: 120 }] }, 'atlas.config.json: tiers.0.min: expected a number ≤ 100, got 120'],
    [{ recentDays: 'ninety' }, 'atlas.config.json: recentDays: expected a number, got the string "ninety"'],
    [{ recentDays: 1.5 }, 'atlas.config.json: recentDays: expected a whole number, got 1.5'],
    [{ recentDays: 0 }, 'atlas.config.json: recentDays: expected a number ≥ 1, got 0'],
    [{ tiers: [] }, 'atlas.config.json: tiers: expected at least 1 entry, got an empty list'],
    [{ tiers: [{ name: 'x' }] }, 'atlas.config.json: tiers.0.min: missing (expected a number)'],
    // A name too long is no number too big.
    [{ tiers: [{ name: 'n'.repeat(41), min: 1 }] }, `atlas.config.json: tiers.0.name: expected at most 40 characters, got the string "${'n'.repeat(41)}"`],
    [[], 'atlas.config.json: (file): expected an object, got an empty list'],
    [{ colour: 'blue' }, 'atlas.config.json: colour: unknown key (expected one of title, base, tiers, excludeUsers, unnamedUsers, recentDays, siteUrl)'],
    [{ tiers: [{ name: 'x', min: 1, color: 'red' }] }, 'atlas.config.json: tiers.0.color: unknown key (expected one of name, min)'],
    // A key close to one: case, '_' for camelCase, letters swapped or left out.
    [{ titel: 'x' }, 'atlas.config.json: titel: unknown key (expected one of title, base, tiers, excludeUsers, unnamedUsers, recentDays, siteUrl; did you mean "title"?)'],
    [{ Base: '/l10n/' }, 'atlas.config.json: Base: unknown key (expected one of title, base, tiers, excludeUsers, unnamedUsers, recentDays, siteUrl; did you mean "base"?)'],
    [{ recent_days: 30 }, 'atlas.config.json: recent_days: unknown key (expected one of title, base, tiers, excludeUsers, unnamedUsers, recentDays, siteUrl; did you mean "recentDays"?)'],
    [{ excludeUser: [] }, 'atlas.config.json: excludeUser: unknown key (expected one of title, base, tiers, excludeUsers, unnamedUsers, recentDays, siteUrl; did you mean "excludeUsers"?)'],
    [{ tiers: [{ name: 'x', min: 1, Min: 2 }] }, 'atlas.config.json: tiers.0.Min: unknown key (expected one of name, min; did you mean "min"?)'],
    [
      { titel: 'x', Base: '/l10n/', recent_days: 30, colour: 'blue' },
      'atlas.config.json: titel, Base, recent_days, colour: unknown key (expected one of title, base, tiers, excludeUsers, unnamedUsers, recentDays, siteUrl; ' +
        'did you mean "title" for "titel", "base" for "Base", "recentDays" for "recent_days"?)',
    ],
  ])('rejects %j', (value, message) => {
    expect(() => parseSiteConfig(value, 'atlas.config.json')).toThrow(message);
  });

  it('offers no base path for the address of a page at the root: /index.html/ is no folder of the site', () => {
    expect(() => parseSiteConfig({ siteUrl: 'https://example.org/index.html' }, 'atlas.config.json'))
      .toThrow(/^atlas\.config\.json: siteUrl: an address whose path is none or the base path \/ \(https:\/\/example\.org\/\): its path is \/index\.html; write its folder's address, "https:\/\/example\.org\/"$/);
  });

  it('names every problem of a file at once, one per line', () => {
    expect(() => parseSiteConfig({ title: 5, tiers: [{ name: 'x', min: 150 }], colour: 'blue' }, 'atlas.config.json')).toThrow(
      new Error([
        'atlas.config.json: title: expected a string, got 5',
        'atlas.config.json: tiers.0.min: expected a number ≤ 100, got 150',
        'atlas.config.json: colour: unknown key (expected one of title, base, tiers, excludeUsers, unnamedUsers, recentDays, siteUrl)',
      ].join('\n')),
    );
  });
});

describe('suggestedKey', () => {
  it.each([
    ['titel', 'title'],
    ['TITLE', 'title'],
    ['site_url', 'siteUrl'],
    ['site-url', 'siteUrl'],
    ['recentDay', 'recentDays'],
    ['unamedUsers', 'unnamedUsers'],
    ['colour', null],
    ['max', null],
    ['tier', 'tiers'],
  ])('%s: %s', (given, expected) => {
    expect(suggestedKey(given, ['title', 'base', 'tiers', 'excludeUsers', 'unnamedUsers', 'recentDays', 'siteUrl'])).toBe(expected);
  });

  it('suggests none of two as near', () => {
    expect(suggestedKey('mon', ['min', 'man'])).toBeNull();
  });
});

describe('loadSiteConfig', () => {
  const saved = { ...process.env };
  afterEach(async () => {
    for (const key of ['ATLAS_CONFIG', 'INIT_CWD', 'npm_package_json']) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });

  it('reads ATLAS_CONFIG relative to where npm was invoked, and takes a byte order mark in its stride', async () => {
    const typedIn = await mkdtemp(join(tmpdir(), 'atlas-config-'));
    try {
      await writeFile(join(typedIn, 'my.json'), '\uFEFF{"base": "/l10n/", "title": "Übersetzungen"}');
      // As npm runs a script: from the package's root, the folder it was typed in in INIT_CWD.
      process.env['INIT_CWD'] = typedIn;
      process.env['npm_package_json'] = join(process.cwd(), 'package.json');
      process.env['ATLAS_CONFIG'] = 'my.json';
      expect(givenConfigPath()).toBe(join(typedIn, 'my.json'));
      expect(loadSiteConfig()).toMatchObject({ base: '/l10n/', title: 'Übersetzungen' });
      process.env['ATLAS_CONFIG'] = '.';
      expect(() => loadSiteConfig()).toThrow(new Error(`ATLAS_CONFIG names ${typedIn}, which is a folder, not a JSON file`));
      // A device was called a folder.
      process.env['ATLAS_CONFIG'] = '/dev/null';
      expect(() => loadSiteConfig()).toThrow(new Error('ATLAS_CONFIG names /dev/null, which is a device, not a JSON file'));
      process.env['ATLAS_CONFIG'] = 'missing.json';
      expect(() => loadSiteConfig()).toThrow(new Error(`ATLAS_CONFIG names ${join(typedIn, 'missing.json')}, which does not exist`));
    } finally {
      await rm(typedIn, { recursive: true, force: true });
    }
  });
  // The project's file, optional, was read as whatever stood there: a folder failed the build with
  // "not valid JSON: EISDIR: illegal operation on a directory, read", a pipe blocked it (past
  // SIGTERM), and a link to nothing built the defaults without a word.
  it('refuses a project atlas.config.json that is a folder, a pipe or a link to nothing, naming it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'atlas-root-config-'));
    try {
      delete process.env['ATLAS_CONFIG'];
      const file = `${root}/atlas.config.json`;
      expect(loadSiteConfig(root)).toMatchObject({ title: 'Translation status' });
      await mkdir(file);
      expect(() => loadSiteConfig(root)).toThrow(new Error(`${file}, which is a folder, not a JSON file`));
      await rmdir(file);
      execFileSync('mkfifo', [file]);
      expect(() => loadSiteConfig(root)).toThrow(new Error(`${file}, which is a pipe, not a JSON file`));
      await rm(file);
      await symlink('/nonexistent/atlas.config.json', file);
      expect(() => loadSiteConfig(root)).toThrow(new Error(`${file}, a link to /nonexistent/atlas.config.json, which does not exist`));
      process.env['ATLAS_CONFIG'] = file;
      expect(() => loadSiteConfig(root)).toThrow(new Error(`ATLAS_CONFIG names ${file}, a link to /nonexistent/atlas.config.json, which does not exist`));
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('an atlas.config.json in the folder the command was typed in', () => {
  // `cd ~/docs && node ~/atlas/scripts/build.ts` (or npm run from a sub-folder) built with the
  // defaults while ~/docs/atlas.config.json said otherwise, and nothing said it was not read.
  it('is warned of where it is not the project\'s and ATLAS_CONFIG is unset', async () => {
    const typedIn = await mkdtemp(join(tmpdir(), 'atlas-typed-in-'));
    const project = await mkdtemp(join(tmpdir(), 'atlas-project-'));
    try {
      await writeFile(join(typedIn, 'atlas.config.json'), '{"title": "Elsewhere"}');
      const npm = { INIT_CWD: typedIn, npm_package_json: join(project, 'package.json') };
      expect(unreadConfigWarning(npm, project)).toBe(
        `${join(typedIn, 'atlas.config.json')} is not read: the configuration is the file ATLAS_CONFIG names, or else the project's atlas.config.json, ` +
          `and this build takes the defaults (the project has no atlas.config.json); to build with that file, set ATLAS_CONFIG=${join(typedIn, 'atlas.config.json')}`,
      );
      await writeFile(join(project, 'atlas.config.json'), '{}');
      expect(unreadConfigWarning(npm, project)).toContain(`and this build takes the project's ${join(project, 'atlas.config.json')};`);
      // Named by ATLAS_CONFIG, typed in the project, or no such file there: nothing to say.
      expect(unreadConfigWarning({ ...npm, ATLAS_CONFIG: 'atlas.config.json' }, project)).toBeNull();
      expect(unreadConfigWarning({ INIT_CWD: project, npm_package_json: join(project, 'package.json') }, project)).toBeNull();
      expect(unreadConfigWarning({ INIT_CWD: project, npm_package_json: join(project, 'package.json') }, typedIn)).toBeNull();
      expect(unreadConfigWarning({}, project)).toBeNull();
    } finally {
      await rm(typedIn, { recursive: true, force: true });
      await rm(project, { recursive: true, force: true });
    }
  });
});
