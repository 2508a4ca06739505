// What a failed request most often means, said with the error:
// - a 404 at the start of a crawl: a base URL that is not a Weblate server's (a project's homepage,
//   a wrong path prefix), or a project slug the server does not have or does not show to this
//   caller (anonymous callers see public projects only);
// - a 502, 504 or timeout that outlasted the retries on a page of many records: real Weblate counts
//   and serializes every page in one request, and the proxy in front of a busy server gives up on
//   the heavy ones (a page of 1000 translations carries 1000 copies of their component);
// - the same on the change log, where Weblate's count of the whole log for every page is what
//   takes long (real-weblate-notes.md): a smaller page hardly helps there, reading less of the log
//   (--changes-since, --project) does;
// - server errors, timeouts and refused connections where not one request of the crawl was
//   answered: a server that is down, not pages too heavy for it (or, where its http:// address
//   answers a TLS handshake, a TLS-only port given with http://);
// - the same where every request since some moment failed, at more than one address, and nothing
//   sent since was answered (failing-streak.ts): a server that stopped answering part-way, not
//   heavy pages, unless the change log's pages alone gave up, which a long log's count does to
//   every page of it (and its first page with them: one read earlier says the count is not to blame);
// - a 401: a token that is not this server's (another Weblate's, or regenerated since), or a server
//   that lets no anonymous caller read its API, with where an account's token is found; or, where
//   the 401 asks for another scheme than Weblate's `Token` (nginx's auth_basic asks for Basic), a
//   gateway in front of the server that the token does not get past;
// - a web page where the API's JSON was asked for: before any JSON answer, an address that is not
//   the server's root (the web UI answers below it), or a sign-in page of a proxy in front of the
//   server; after JSON answers, which show the address right, something in front of the server
//   answering for it part-way through (retried as a 5xx is, http.ts).
import { HttpError, reworded } from './http-errors.ts';
import { askedPageSize, gaveUpOnPage, lighterPageSize } from './lighter-pages.ts';
import { apiUrl } from '../weblate/urls.ts';
import { MAX_ADDRESSES, type FailingStreak } from './failing-streak.ts';
import { missingProjectsHint } from './missing-projects.ts';

// Lists every Weblate server has; the instance-wide components and translations lists are left
// out, as their 404 only means an older server (the crawl then reads them list by list).
const ROOT_LISTS = ['languages/', 'projects/', 'users/', 'changes/'];

/** Where a crawl failed: what the hints are worded from. */
export interface HintContext {
  base: string;
  projects: readonly string[];
  withToken: boolean;
  /** Answers with a 2xx status the crawl got; 0: the server answered none of its requests. */
  answered?: number;
  /** The most records the server was seen to serve a page (it ignores larger page_size), if known. */
  servedCap?: number | null;
  /** The outgoing proxy every request went through (its address without credentials), if any. */
  proxy?: string;
  /** Whether the crawl reads only the changes since a time (--changes-since). */
  changesSince?: boolean;
  /** The crawl's failures in a row when it failed, where nothing sent since the first was answered (HttpClient.failingStreak). */
  failing?: FailingStreak | null;
  /** Whether a page of a change log was read before the crawl failed. */
  changeLogRead?: boolean;
  /** Whether the host and port of an http:// base answered a TLS handshake after its connections failed (tls-probe.ts). */
  speaksTls?: boolean;
}

/** `error`, its message followed by a hint where one is known (see above); any other error as it is. */
export function withHint(error: unknown, context: HintContext): unknown {
  if (!(error instanceof HttpError)) return error;
  const hint = error.status === 404 ? notFoundHint(error, context)
    : error.status === 401 ? (error.foreignChallenge !== undefined ? gatewayAuthHint(error.foreignChallenge, context) : authHint(context))
    : error.kind === 'web-page' ? webPageHint(context)
    : context.answered === 0 && isDown(error) ? downHint(error, context)
    // Not one page came back: none was too heavy.
    : context.answered === 0 ? slowHint(error)
    : failingHint(error, context)
      ?? (isChangeLog(error.url, context.base) ? changeLogHint(error, context) ?? slowHint(error) : gatewayHint(error, context.servedCap ?? null) ?? slowHint(error));
  if (hint === undefined) return error;
  return reworded(error, `${error.message}; ${hint}`);
}

// Lists but the change log already ask for lighter pages themselves (paginate.ts): this is said
// where that did not happen or did not help.
function gatewayHint(error: HttpError, servedCap: number | null): string | undefined {
  if (!gaveUpOnPage(error)) return undefined;
  // A server that serves fewer than asked gave up on pages of what it serves: a smaller
  // --page-size than that is lighter, and none is below LIGHT_PAGE's.
  const asked = askedPageSize(error.url);
  const size = asked === null ? null : Math.min(asked, servedCap ?? Infinity);
  const smaller = size === null ? null : lighterPageSize(size);
  if (size === null || smaller === null) return undefined;
  // The client's own timeout is no server giving up: it may also be given longer.
  if (error.timeout === 'headers' || error.timeout === 'body') {
    return `no page of ${size} records came back in time: a smaller --page-size (${smaller}, say) asks for lighter pages, a longer --${error.timeout}-timeout gives the server more time`;
  }
  return `the server gave up on a page of ${size} records: a smaller --page-size (${smaller}, say) asks for lighter pages`;
}

/** Whether `url` is a page of a change log: the instance's (`/api/changes/`) or a project's. */
function isChangeLog(url: string, base: string): boolean {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  const api = new URL(apiUrl(base, '')).pathname;
  return path === `${api}changes/` || (path.startsWith(`${api}projects/`) && /^[^/]+\/changes\/$/.test(path.slice(api.length + 'projects/'.length)));
}

// A change log the server gives up on: what reads less of it comes first, as a smaller page of
// light records is hardly cheaper where every page counts the whole log.
function changeLogHint(error: HttpError, context: HintContext): string | undefined {
  if (!gaveUpOnPage(error)) return undefined;
  const asked = askedPageSize(error.url);
  const size = asked === null ? null : Math.min(asked, context.servedCap ?? Infinity);
  const smaller = size === null ? null : lighterPageSize(size);
  const ways = [
    ...(context.changesSince ? [] : ['--changes-since 800d reads only the recent changes (every chart and window of the site stays whole)']),
    ...(context.projects.length > 0 ? [] : ["--project SLUG only a project's"]),
    ...(error.timeout === 'headers' || error.timeout === 'body' ? [`a longer --${error.timeout}-timeout gives the server more time`] : []),
    ...(smaller === null ? [] : [`a smaller --page-size (${smaller}, say) asks for lighter pages`]),
  ];
  if (ways.length === 0) return undefined;
  const list = ways.length === 1 ? ways[0]! : `${ways.slice(0, -1).join(', ')}, or ${ways.at(-1)!}`;
  return `Weblate counts the whole change log for every page of it, which a long log makes slow: ${list}`;
}

// A server (or its backend behind the proxy) that is down fails every request alike: 502 or 503
// pages, timeouts, refused connections. Heavy pages are not to blame where not one page came back.
function isDown(error: HttpError): boolean {
  // A server that took the connection and then kept silent is up, and slow: see slowHint.
  return error.kind === 'server' || (error.kind === 'timeout' && error.timeout === 'connect') || error.kind === 'network';
}

// Every request since a moment failed, at more than one address, with nothing sent since answered:
// the server stopped answering part-way (a 502 or 504 page on every request, or silence), which
// the change log's length or a smaller page does not cure. 429s and 503s say how they refused.
function failingHint(error: HttpError, { base, proxy, failing, changeLogRead = false }: HintContext): string | undefined {
  if (failing === undefined || failing === null || failing.addresses.length < 2) return undefined;
  if (error.status === 429 || error.status === 503) return undefined;
  if (error.kind !== 'server' && error.kind !== 'network' && error.kind !== 'timeout') return undefined;
  // Only the change log's pages given up on, none read before: its count, as the change-log hint says.
  if (failing.giveUpsOnly && !changeLogRead && failing.addresses.every((address) => isChangeLog(address, base))) return undefined;
  const addresses = `${failing.addresses.length}${failing.addresses.length >= MAX_ADDRESSES ? ' or more' : ''} addresses`;
  const since = `${new Date(failing.since).toISOString().slice(11, 19)} UTC`;
  const row = `every request of this crawl since ${since} failed (${failing.failures.toLocaleString('en')} in a row, at ${addresses}), with nothing sent since answered`;
  if (error.kind === 'server') return `${row}: ${base}, or the service behind its proxy, is failing; crawl again later`;
  const through = proxy === undefined ? '' : `, or the proxy ${proxy} this crawl goes through`;
  return `${row}: ${base}${through}, or the service behind its proxy, stopped answering; crawl again later`;
}

// A server that answers too slowly for the client's timeout, where no lighter page is to be had:
// the timeout can be longer.
// A 401 said the server's words and stopped there: a token copied from another Weblate (each server
// has its own), or regenerated since, was "Invalid token." and nothing more; a server that lets no
// anonymous caller read its API (REQUIRE_LOGIN) said only that credentials were not provided.
function authHint({ base, withToken }: HintContext): string {
  const profile = `${base}/accounts/profile/#api`;
  return withToken
    ? `an API token is one server's own, shown on its user's profile (${profile}): one of another Weblate, or one regenerated since, ` +
        'is refused; give the one that page shows in WEBLATE_TOKEN (or --token), or leave it out to crawl as an anonymous caller'
    : `this server lets no anonymous caller read its API: give the API token of an account on it in WEBLATE_TOKEN (from its profile, ${profile})`;
}

// Weblate's 401 asks for `Token` (real-weblate-notes.md, "Access"); one asking for Basic was said to
// be a token of another Weblate, or a server that lets no anonymous caller in, and sent the reader to
// the profile page for a token that the password prompt in front of it never looks at.
function gatewayAuthHint(scheme: string, { base }: HintContext): string {
  return `Weblate's API asks for its own API token (WWW-Authenticate: Token), not for ${scheme}: something in front of the server ` +
    '(a password prompt of its proxy, a single sign-on gateway) refuses the crawl before Weblate sees it, which no WEBLATE_TOKEN ' +
    `gets past (the crawl sends a Weblate API token only, as Authorization: Token …): let requests to ${apiUrl(base, '')} through it`;
}

function slowHint(error: HttpError): string | undefined {
  if (error.timeout !== 'headers' && error.timeout !== 'body') return undefined;
  return `the server is slow to answer: a longer --${error.timeout}-timeout gives it more time`;
}

function downHint(error: HttpError, { base, proxy, speaksTls }: HintContext): string {
  // A TLS-only port closes a plain HTTP connection: the server is up, and fails alike every night.
  if (speaksTls === true && error.kind === 'network') {
    const host = new URL(base).host;
    return `${host} answers TLS, not plain HTTP: give --url ${base.replace(/^http:/, 'https:')}`;
  }
  // Answers that were all errors come from a server that is up, or from the proxy in front of it.
  if (error.kind === 'server') {
    return `not one request of this crawl was answered without an error: ${base}, or the service behind its proxy, is failing; crawl again later`;
  }
  // Unreached through an outgoing proxy, the proxy may be what is down.
  const through = proxy === undefined ? '' : `, or the proxy ${proxy} this crawl goes through`;
  return `the server answered none of this crawl's requests: ${base}${through}, or the service behind its proxy, is down or out of reach; crawl again later`;
}

function webPageHint({ base, answered }: HintContext): string {
  if (answered !== undefined && answered > 0) {
    return `the server had answered ${answered.toLocaleString('en')} of this crawl's requests with JSON, so its address is right: ` +
      'part-way through the crawl, something in front of it (a proxy, a maintenance or sign-in page) answered this request instead; crawl again later';
  }
  return `a web page answers at ${apiUrl(base, '')}, not Weblate's API: check the server's address (its root, as ` +
    'https://hosted.weblate.org) and whether something in front of it (a sign-in page, a proxy) answers instead';
}

function notFoundHint(error: HttpError, { base, projects, withToken, answered }: HintContext): string | undefined {
  // A page past page 1 was planned from page 1's answer at that very address: the address is right
  // (a 404 in the middle of the change log was said to mean no Weblate API answers there).
  if (new URL(error.url).searchParams.has('page')) return undefined;
  const path = error.url.split('?')[0];
  let hint: string | undefined;
  const rootList = ROOT_LISTS.find((list) => path === apiUrl(base, list));
  if (rootList !== undefined && answered !== undefined && answered > 0) {
    // The lists are read at once, and another answered first: the API is there. The hint below was
    // said all the same, and sent the reader to check an address that was right.
    const name = rootList === 'changes/' ? 'change log' : `${rootList.slice(0, -1)} list`;
    hint = `the server had answered ${answered.toLocaleString('en')} of this crawl's requests, so its address is right, ` +
      `but has no ${name} there, which every Weblate server has: something in front of it (a proxy) may refuse that address`;
  } else if (rootList !== undefined) {
    // A project's page of the web UI, copied from a browser: /projects/<slug>/, /engage/<slug>/.
    const page = /^(.*?)\/(?:projects|engage|translate)\/([\w.-]+)/.exec(new URL(base).pathname);
    // Another page of it: the projects list, a language, the profile (where the API token is shown).
    const other = /^(.*?)\/(?:projects|languages|accounts|user|changes|about|stats|keys|checks|search|browse|zen|manage|create)(?:\/|$)/.exec(new URL(base).pathname);
    hint = page !== null
      ? `no Weblate API answers at ${apiUrl(base, '')}: that is the address of a page of Weblate's web UI; for the project ` +
        `"${page[2]}", give --url ${new URL(base).origin}${page[1]} --project ${page[2]}`
      : other !== null
        ? `no Weblate API answers at ${apiUrl(base, '')}: that is the address of a page of Weblate's web UI; give the server's, --url ${new URL(base).origin}${other[1]}`
        : `no Weblate API answers at ${apiUrl(base, '')}: check the server's address (and its path prefix, as in https://example.org/weblate)`;
  } else {
    const slug = projects.find((name) => path === apiUrl(base, `projects/${encodeURIComponent(name)}/`));
    if (slug !== undefined) hint = missingProjectsHint([slug], withToken);
  }
  return hint;
}
