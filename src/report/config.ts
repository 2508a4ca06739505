// The site's configuration file (atlas.config.json at the project root, optional), validated
// with zod so that a mistake is reported with the key that is wrong and what was expected.
import { existsSync, lstatSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { BASE_PATH_FORM, hasDotFolder, isBasePath } from '../base-path.ts';
import { isBlank } from '../blank-text.ts';
import { invocationPath } from '../invocation-path.ts';
import { expectedAndGot } from '../snapshot/manifest-issues.ts';
import { tierMinText } from './tiers.ts';
import type { SiteConfig } from './types.ts';

/** Where the configuration is read from, relative to the project root. */
export const CONFIG_FILE = 'atlas.config.json';

// A name of only spaces showed as an empty badge; so did one of a zero-width space (isBlank). The
// message said "a letter or digit", but '★' is taken: any character that shows is.
const tierSchema = z.strictObject({
  name: z.string().trim().refine((name) => !isBlank(name), 'a name with a visible character in it, not only spaces or invisible characters').max(40),
  min: z.number().min(0).max(100),
});

// An entry of excludeUsers or unnamedUsers of only spaces or invisible characters (a stray '  ', a
// name copied empty from the site, '\u2068\u2069') names no one, but was read as one naming no user
// of the snapshot: warned of as 'no user of this snapshot is called "⁨⁩"', an invisible name, and in
// unnamedUsers hiding the "Last author" cells of named people too.
const userEntry = z.string().refine((entry) => !isBlank(entry), 'a username, not only spaces or invisible characters (bidi marks, zero-width spaces)');

/** The configuration file's schema; every key optional, defaults filled in. */
export const siteConfigSchema = z.strictObject({
  title: z.string().trim().refine((title) => !isBlank(title), 'a title with a visible character in it, not only spaces or invisible characters').max(120).default('Translation status'),
  base: z
    .string()
    // "/l10n" and "l10n/" mean "/l10n/": the slashes are added where they are missing.
    .transform((base) => (base === '' ? '/' : `${base.startsWith('/') ? '' : '/'}${base}${base.endsWith('/') ? '' : '/'}`))
    // ASCII letters, said so: "/Übersetzung/" was refused as not "a path of letters", and Ü is one.
    // An address given here (as siteUrl takes it) is told where it goes.
    .pipe(z.string().regex(BASE_PATH_FORM, {
      error: (issue) => (typeof issue.input === 'string' && issue.input.includes('://')
        ? 'a path only, like "/l10n/": the address the site is served at goes in siteUrl'
        : 'a path of ASCII letters (a to z, A to Z), digits, ".", "~", "-" and "_" between slashes, like "/" or "/l10n/"'),
    }))
    // "." and ".." are no folders a site can be served from: "/a/../b/" failed the build with
    // Astro's stack traces, and ".." built links to "/../about/".
    .refine((base) => !hasDotFolder(base), 'a path without "." or ".." between slashes, like "/l10n/"')
    .default('/'),
  tiers: z
    .array(tierSchema)
    .min(1)
    // Each mistake at the tier it is in, naming the tier it clashes with: 'tiers: tiers ordered by
    // min, highest first' said neither which, nor, of two at 90, that a min must be below the one before.
    .superRefine((tiers, context) => {
      const quoted = (i: number) => `tiers.${i} (${JSON.stringify(tiers[i]!.name)}, ${tierMinText(tiers[i]!.min)})`;
      tiers.forEach((tier, i) => {
        if (i > 0 && tier.min >= tiers[i - 1]!.min) {
          context.addIssue({ code: 'custom', path: [i, 'min'], message: `${tierMinText(tier.min)}, not below the min of ${quoted(i - 1)}: tiers go highest first, each min below the one before` });
        }
      });
      // Shown and counted by name: two of one name counted every language twice on the overview.
      const seen = new Map<string, number>();
      tiers.forEach((tier, i) => {
        const key = tier.name.trim().toLowerCase();
        const first = seen.get(key);
        if (first === undefined) seen.set(key, i);
        else context.addIssue({ code: 'custom', path: [i, 'name'], message: `${JSON.stringify(tier.name)}, the name of ${quoted(first)} too: each tier needs a name of its own (two differ in more than case)` });
      });
    })
    .default([
      { name: 'complete', min: 100 },
      { name: 'ready', min: 90 },
      { name: 'partial', min: 50 },
    ]),
  excludeUsers: z.array(userEntry).default([]),
  // People who asked not to be named on the site: applied at build time, so that an archived
  // snapshot rebuilt later honours a request made since it was crawled.
  unnamedUsers: z.array(userEntry).default([]),
  recentDays: z.int().min(1).max(3660).default(90),
  // Where the site is served, for what needs an absolute address (canonical, og:url, sitemap.xml).
  siteUrl: z
    .string()
    .trim()
    .refine((given) => URL.canParse(given) && /^https?:$/.test(new URL(given).protocol), 'an absolute http:// or https:// address, like "https://example.org"')
    .refine((given) => !URL.canParse(given) || (() => {
      const url = new URL(given);
      return url.username === '' && url.password === '' && url.search === '' && url.hash === '';
    })(), 'an address without a user, a password, a query or a fragment, like "https://example.org"')
    // Normalized as the URL parser writes it: a host in lower case and punycode, a path at least '/'.
    .transform((given) => new URL(given).href)
    .optional(),
})
  // The base path is the site's; an address giving another one would send every canonical elsewhere.
  .superRefine((config, context) => {
    if (config.siteUrl === undefined || !URL.canParse(config.siteUrl)) return;
    const path = new URL(config.siteUrl).pathname;
    if (path !== '/' && path !== config.base && `${path}/` !== config.base) {
      // With no base path set, the address's path is most likely where the site goes: the build
      // would make links under /, every one of them broken there.
      // A page's address (…/l10n/index.html) is served under its folder; a folder a base path
      // cannot be (/%C3%9Cbersetzung/, /a+b/) is not offered as one, which base then refused.
      const page = /\/[^/]*\.html?$/i.test(path);
      const folder = page ? path.replace(/[^/]*$/, '') : path.replace(/\/?$/, '/');
      // A page's address is refused whatever the base: the folder's is the one to write, which
      // 'needs "base": "/l10n/" as well' did not say, and the base it offered was refused again.
      const folderUrl = new URL(folder, config.siteUrl).href;
      const needsBase = page && folder === config.base
        ? `; write its folder's address, "${folderUrl}"`
        : config.base !== '/' || folder === '/'
          ? ''
          : !isBasePath(folder)
            ? `; a site served under ${folder} needs a base path as well, which can hold ASCII letters, digits, ".", "~", "-" and "_" only: serve it under such a path`
            : page
              ? `; a site served under ${folder} needs "siteUrl": "${folderUrl}", its folder's address, and "base": "${folder}"`
              : `; a site served under ${folder} needs "base": "${folder}" as well`;
      context.addIssue({ code: 'custom', path: ['siteUrl'], message: `an address whose path is none or the base path ${config.base} (${new URL(config.base, config.siteUrl).href}): its path is ${path}${needsBase}` });
    }
  });

/** One problem of a configuration (`input`: the file's value): the key's path and what was wrong with it. */
function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const at = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    const keys = Object.keys(at.length === 0 ? siteConfigSchema.shape : tierSchema.shape);
    const suggested = issue.keys.flatMap((key) => {
      const near = suggestedKey(key, keys);
      return near === null ? [] : [issue.keys.length === 1 ? `"${near}"` : `"${near}" for "${key}"`];
    });
    const guess = suggested.length === 0 ? '' : `; did you mean ${suggested.join(', ')}?`;
    return `${[...at, issue.keys.join(', ')].join('.')}: unknown key (expected one of ${keys.join(', ')}${guess})`;
  }
  // A wrong type or size in the manifest's words ("expected a whole number, got 1.5"): zod's own
  // ("Invalid input: expected int, received number") named a type no JSON holds and not the value
  // the file does. A format's message is this schema's own (base), and says more.
  const said = issue.code === 'invalid_type' || issue.code === 'too_small' || issue.code === 'too_big' ? expectedAndGot(issue, input) : null;
  return `${at.length > 0 ? at.join('.') : '(file)'}: ${said ?? issue.message}`;
}

/**
 * The one known key an unknown one was most likely meant as: the same but for case, `_`, `-` or
 * spaces ("Base", "recent_days"), else one letter off (two in keys of five letters or more:
 * "titel", "recentDay"), the nearest only; null where none is that close, or two are.
 */
export function suggestedKey(given: string, known: readonly string[]): string | null {
  const plain = (key: string) => key.toLowerCase().replace(/[_\-\s]/g, '');
  const same = known.filter((key) => plain(key) === plain(given));
  if (same.length > 0) return same.length === 1 ? same[0]! : null;
  const near = known.map((key) => ({ key, distance: editDistance(plain(given), plain(key)) }))
    .filter(({ key, distance }) => distance <= (Math.min(plain(key).length, plain(given).length) >= 5 ? 2 : 1));
  const best = Math.min(...near.map(({ distance }) => distance));
  const nearest = near.filter(({ distance }) => distance === best);
  return nearest.length === 1 ? nearest[0]!.key : null;
}

/** Letters to insert, delete, change or swap with the next to turn `a` into `b` (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      // "titel" for "title": two letters swapped are one slip, not two.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** Validates a parsed configuration; `source` names the file in errors, which list every problem found, one per line. */
export function parseSiteConfig(value: unknown, source: string): SiteConfig {
  const result = siteConfigSchema.safeParse(value);
  if (result.success) return result.data;
  // Every mistake at once, so that fixing a file takes one build, not one per mistake.
  throw new Error(result.error.issues.map((issue) => `${source}: ${describeIssue(issue, value)}`).join('\n'));
}

/** The configuration file ATLAS_CONFIG names, relative to where the command was typed (invocation-path.ts); undefined when unset. */
export function givenConfigPath(env: Record<string, string | undefined> = process.env): string | undefined {
  const given = env['ATLAS_CONFIG'];
  return given ? invocationPath(given, env) : undefined;
}

/**
 * Throws where `path` is there but no file to read: a folder, a pipe (a read of which waited for a
 * writer, the build blocked past SIGTERM), a socket or a device, or a link to nothing; `named`
 * introduces the path in the message. Returns whether a file is there.
 */
function configFileThere(path: string, named: string): boolean {
  let info;
  try {
    info = statSync(path);
  } catch {
    // A link to nothing (a secret not mounted, a file moved) is a file meant: the defaults built a
    // site without a word where the project's atlas.config.json was one.
    let link: string | null = null;
    try {
      link = lstatSync(path).isSymbolicLink() ? readlinkSync(path) : null;
    } catch {
      // Nothing there at all.
    }
    if (link !== null) throw new Error(`${named}, a link to ${link}, which does not exist`);
    return false;
  }
  // /dev/null, a pipe or a socket was called "a folder": said as what it is.
  if (info.isDirectory()) throw new Error(`${named}, which is a folder, not a JSON file`);
  if (!info.isFile()) {
    const kind = info.isFIFO() ? 'a pipe' : info.isSocket() ? 'a socket' : info.isCharacterDevice() || info.isBlockDevice() ? 'a device' : 'no regular file';
    throw new Error(`${named}, which is ${kind}, not a JSON file`);
  }
  return true;
}

/** Reads the configuration (ATLAS_CONFIG, else atlas.config.json under `root`) when it exists, else the defaults. */
export function loadSiteConfig(root = '.'): SiteConfig {
  const given = givenConfigPath();
  // The project's own file is optional, but one there that is no file (a folder, a pipe, a link to
  // nothing) is refused as ATLAS_CONFIG's is: a folder failed as "not valid JSON: EISDIR: illegal
  // operation on a directory, read", a pipe blocked the build, a dangling link built the defaults.
  const path = given || `${root}/${CONFIG_FILE}`;
  if (!configFileThere(path, given ? `ATLAS_CONFIG names ${given}` : path)) {
    if (given) throw new Error(`ATLAS_CONFIG names ${given}, which does not exist`);
    return parseSiteConfig({}, path);
  }
  let parsed: unknown;
  try {
    // A byte order mark (what some Windows editors save UTF-8 with) is no mistake in the file.
    parsed = JSON.parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''));
  } catch (failure) {
    throw new Error(`${path}: not valid JSON: ${(failure as Error).message}`);
  }
  return parseSiteConfig(parsed, path);
}

/**
 * The warning for an atlas.config.json in the folder the command was typed in where that is not
 * the project and ATLAS_CONFIG is unset, or null: every other path is read from that folder, and
 * a site owner's file kept beside their own was passed over without a word, the site built with
 * the defaults (or the project's file). `root` is the project, where the configuration is read.
 */
export function unreadConfigWarning(env: Record<string, string | undefined> = process.env, root = process.cwd()): string | null {
  if (env['ATLAS_CONFIG']) return null;
  const typed = invocationPath(CONFIG_FILE, env, root);
  const project = resolve(root, CONFIG_FILE);
  // Not started from another folder (invocationPath gave the name back), or started in the project.
  if (typed === CONFIG_FILE || resolve(typed) === project || !existsSync(typed)) return null;
  const read = existsSync(project) ? `the project's ${project}` : `the defaults (the project has no ${CONFIG_FILE})`;
  return `${resolve(typed)} is not read: the configuration is the file ATLAS_CONFIG names, or else the project's ${CONFIG_FILE}, and this build takes ${read}; ` +
    `to build with that file, set ATLAS_CONFIG=${resolve(typed)}`;
}
