// Validation of server records with messages that say where (URL, record, field) and what was
// expected and what came.
import type { z } from 'zod';
import { pageNumberOf } from './urls.ts';
import { EMAIL_MASK, withoutEmailAddresses } from './email-addresses.ts';
import { withoutUrlCredentials } from './url-credentials.ts';

/** A record that broke its schema: where, and what was expected against what came. */
export interface RecordProblem {
  url: string;
  /** Position of the record in its page's `results`, or null for a detail document. */
  index: number | null;
  /** Dotted path of the field, '' for the record itself. */
  path: string;
  expected: string;
  received: string;
  message: string;
}

/** A short, printable description of a received value. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (field missing)';
  if (value === null) return 'null';
  if (typeof value === 'string') {
    // Without a URL's credentials, cleaned before it is cut (a cut URL is no URL): a change's details
    // served as the text 'fatal: https://bot:<token>@git.example.org/x.git' were quoted so in the
    // crawl's error, in manifest.json's problems and on the site's /about/ page. Nor with an e-mail
    // address, which 'invited k.nowak@example.org to the project' was quoted with there alike.
    const clean = withoutEmailAddresses(withoutUrlCredentials(value));
    const shown = clean.length > 60 ? `${clean.slice(0, 57)}…` : clean;
    return `string ${JSON.stringify(shown)}`;
  }
  if (Array.isArray(value)) return `array of ${value.length}`;
  if (typeof value === 'object') return 'object';
  return `${typeof value} ${String(value)}`;
}

/** A text a problem quotes, as the crawl writes it now: without a URL's credentials or an e-mail address. */
function problemText(text: string): string {
  return withoutCutSecret(withoutEmailAddresses(withoutUrlCredentials(text)));
}

// How a crawler from before ff5c90a and b470a5c ended a quotation it cut: at 57 characters, '…', its closing quote.
const CUT_END = '\u2026"';
// What a URL's host and port may be ('git.example.org:8443', '[::1]'): anything else before the cut is a user and password.
// A port has five digits at most, up to 65535: 'https://deploy:48151623424…', a password of digits, was kept as one.
const HOST_AND_PORT = /^(?:[\p{L}\p{N}.-]*|\[[0-9a-f:.]*\]?)(?::(\d{0,5}))?$/iu;
// What reads as a token used as the URL's user, not a host cut before its first dot: a name without a
// dot or port that holds a digit or runs to 20 characters. A Gitea (or GitHub classic) token of 40 hex
// characters, 'https://3f2a9c0b1d4e5f60718293a4b…', was kept as a host, 25 of its characters on
// /about/. A host so cut ('https://gitlab01…') is written 'https://…' too, which tells a reader no less.
// Tested in one pass each: as one regular expression it backtracked over the run from each character.
const NAME_ONLY = /^[\p{L}\p{N}-]*$/u;
const tokenAsUser = (rest: string): boolean => NAME_ONLY.test(rest) && (/\p{N}/u.test(rest) || [...rest].length >= 20);
// A scheme's characters ([a-z][a-z0-9+.-]*, before '://').
const SCHEME_CHAR = /[a-z0-9+.-]/i;

/**
 * Where the authority of the last URL in `run` starts (after its scheme's '://'), or -1: found back
 * from each '://', where a regular expression tried each character of a long run again to its end.
 */
function lastAuthority(run: string): number {
  for (let at = run.lastIndexOf('://'); at !== -1; at = at === 0 ? -1 : run.lastIndexOf('://', at - 1)) {
    let letter = false;
    for (let i = at - 1; i >= 0 && SCHEME_CHAR.test(run[i]!); i--) if (/[a-z]/i.test(run[i]!)) letter = true;
    if (letter) return at + 3;
  }
  return -1;
}
// What an address's local part may hold, and its domain up to a cut.
const LOCAL_PART = /[\p{L}\p{N}\p{M}._%+'-]/u;
const DOMAIN_SO_FAR = /^[\p{L}\p{N}\p{M}.-]*$/u;

/**
 * `text` without the URL's user and password, or the address's local part, that a crawler's cut
 * left at its end: before ff5c90a and b470a5c the crawler cut a quotation to 60 characters before
 * it was cleaned, and a cut before the '@' left what tells them to no one ('got string "fatal:
 * https://x:ghp_abcdefghijklmnopqrstuvwxyz0123456789…"', 36 of a token's 40 characters, was shown
 * on /about/ and kept by a scrub). Written 'https://…' and '<e-mail address>…'. A host cut short
 * ('https://git.exa…') or a version ('lodash@4.1…') stays.
 */
function withoutCutSecret(text: string): string {
  if (!text.endsWith(CUT_END)) return text;
  const cut = text.length - CUT_END.length;
  let start = cut;
  while (start > 0 && !/[\s"]/.test(text[start - 1]!)) start--;
  const run = text.slice(start, cut);
  const authority = lastAuthority(run);
  if (authority !== -1) {
    const rest = run.slice(authority);
    const hostAndPort = HOST_AND_PORT.exec(rest);
    const host = hostAndPort !== null && Number(hostAndPort[1] ?? 0) <= 65535 && !tokenAsUser(rest);
    if (!/[/?#@]/.test(rest) && !host) return `${text.slice(0, start + authority)}${text.slice(cut)}`;
    return text;
  }
  const at = run.lastIndexOf('@');
  if (at <= 0 || !DOMAIN_SO_FAR.test(run.slice(at + 1)) || !/\p{L}/u.test(run.slice(at + 1))) return text;
  let local = at;
  while (local > 0 && LOCAL_PART.test(run[local - 1]!)) local--;
  if (local === at) return text;
  return `${text.slice(0, start + local)}${EMAIL_MASK}${text.slice(cut)}`;
}

/**
 * `problem` as the crawl writes one now, or `problem` itself where it is so already: a crawler from
 * before ff5c90a and b470a5c (2026-11-30) quoted a value with a URL's credentials and e-mail
 * addresses in it ('got string "fatal: https://bot:<token>@git.example.org/x.git"'), which the
 * build showed on /about/ as stored. A quotation it cut may have lost what told them (an address
 * cut after its '@'): what is left of one is not found.
 */
export function cleanProblem<T extends RecordProblem>(problem: T): T {
  const url = problemText(problem.url);
  const received = problemText(problem.received);
  const message = problemText(problem.message);
  if (url === problem.url && received === problem.received && message === problem.message) return problem;
  return { ...problem, url, received, message };
}

function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      // "a datetime string" of '2025-12-23T09:10:31.049665' (no zone) or '…T23:59:60Z' named no fault.
      if (issue.format === 'datetime') return 'a date and time that exist with Z or an offset, such as 2026-11-21T02:00:00.123456Z or 2026-11-21T03:00:00+01:00';
      return `a ${issue.format} string`;
    case 'too_small':
      return `${issue.origin} ${issue.inclusive === false ? '>' : '>='} ${String(issue.minimum)}`;
    case 'too_big':
      return `${issue.origin} ${issue.inclusive === false ? '<' : '<='} ${String(issue.maximum)}`;
    default:
      return issue.message;
  }
}

/**
 * Validates one record; returns null when it conforms, else the first problem found. `field`
 * names where `record` sits inside the page's record when a nested object is checked alone.
 */
export function checkRecord(
  schema: z.ZodType, record: unknown, url: string, index: number | null, field?: string,
): RecordProblem | null {
  const result = schema.safeParse(record, { reportInput: true });
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const path = [...(field ? [field] : []), ...issue.path.map(String)].join('.');
  const expected = expectedOf(issue);
  const received = describeValue((issue as { input?: unknown }).input);
  const where = index === null ? url : `${url}: record ${index}`;
  return {
    url,
    index,
    path,
    expected,
    received,
    message: `${where}: field "${path || '(record)'}": expected ${expected}, got ${received}`,
  };
}

/** The list a problem's URL belongs to (the URL without `page`) and its page number. */
function placeOf(url: string): [string, number] {
  try {
    const parsed = new URL(url);
    parsed.searchParams.delete('page');
    return [parsed.href, pageNumberOf(url) ?? 0];
  } catch {
    return [url, 0];
  }
}

/**
 * Orders problems by where they were found: list, page number, record, field. Pages arrive in
 * whatever order the network gives, so a manifest lists its problems in this order instead.
 */
export function compareProblems(a: RecordProblem, b: RecordProblem): number {
  const [listA, pageA] = placeOf(a.url);
  const [listB, pageB] = placeOf(b.url);
  if (listA !== listB) return listA < listB ? -1 : 1;
  if (pageA !== pageB) return pageA - pageB;
  if (a.index !== b.index) return (a.index ?? -1) - (b.index ?? -1);
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
