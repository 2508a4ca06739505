// The HTTP client's errors and their one-line messages: what a Weblate server (or the proxy in
// front of it) answered, read from any of its error shapes (real-weblate-notes.md, "Errors"):
// DRF's {"detail"}, Weblate 5.10's {"type","errors":[{code,detail,attr}]}, field errors
// {"field":["msg"]}, and HTML pages, of which only the title is ever shown.
import { STATUS_CODES } from 'node:http';
import { clip } from '../clip-text.ts';
import { printable } from '../terminal-text.ts';
import { withoutEmailAddresses } from '../weblate/email-addresses.ts';
import { withoutUrlCredentials } from '../weblate/url-credentials.ts';
import { contentCodings, isGzipCoding } from './body-encoding.ts';
import type { FailingStreak } from './failing-streak.ts';
import { hideToken } from './token.ts';
import type { PaceDecision, RetriesLeft } from './rate-limit.ts';

/** What went wrong, for callers that decide by category rather than by status. */
/** `web-page`: an HTML page answered with 2xx where the API's JSON was asked for. */
export type HttpErrorKind = 'auth' | 'forbidden' | 'not-found' | 'server' | 'network' | 'timeout' | 'invalid-json' | 'web-page' | 'client';

/** Which of the client's timeouts fired. */
export type TimeoutPhase = 'connect' | 'headers' | 'body';

/** A request that failed for good: a refusal, or a failure that outlasted the retries. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  /** HTTP status, or null when no response came (network errors, timeouts). */
  readonly status: number | null;
  /** The URL that failed (after any redirects). */
  readonly url: string;
  readonly kind: HttpErrorKind;
  /** Requests made for this getJson call (first attempt, retries, redirects and 429 repeats). */
  readonly attempts: number;
  /** For a timeout: which of the client's timeouts fired. */
  readonly timeout: TimeoutPhase | undefined;
  /** Given up after fewer retries than the crawl's own, as a heavy page the server gives up on is (lighter-pages.ts). */
  readonly fewerRetries: boolean;
  /** For a refusing status: the server's words as the message quotes them (describeErrorBody), as `Invalid page.`. */
  readonly detail: string | undefined;
  /** For a 401: the scheme its WWW-Authenticate asks for where that is not Weblate's `Token` (foreignChallenge), as `Basic`. */
  readonly foreignChallenge: string | undefined;
  /**
   * Requests of the crawl answered with a 2xx when this one failed (set by HttpClient.getJson): the
   * crawl's count once it stops also has the requests that went on meanwhile.
   */
  answeredBefore: number | undefined = undefined;
  /**
   * The crawl's failures in a row when this one failed, where nothing sent since the first of them
   * was answered (set by HttpClient.getJson; null: the server answered since): a server that stopped answering.
   */
  failingStreak: FailingStreak | null | undefined = undefined;

  constructor(
    message: string,
    init: {
      status: number | null; url: string; kind: HttpErrorKind; attempts?: number; cause?: unknown; timeout?: TimeoutPhase; fewerRetries?: boolean;
      detail?: string; foreignChallenge?: string;
    },
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.url = init.url;
    this.kind = init.kind;
    this.attempts = init.attempts ?? 1;
    this.timeout = init.timeout;
    this.fewerRetries = init.fewerRetries ?? false;
    this.detail = init.detail;
    this.foreignChallenge = init.foreignChallenge;
  }
}

/** The same failure in other words: every field kept, the failure itself as the cause. */
export function reworded(failure: HttpError, message: string): HttpError {
  const copy = new HttpError(message, {
    status: failure.status, url: failure.url, kind: failure.kind, attempts: failure.attempts, cause: failure, fewerRetries: failure.fewerRetries,
    ...(failure.timeout !== undefined ? { timeout: failure.timeout } : {}),
    ...(failure.detail !== undefined ? { detail: failure.detail } : {}),
    ...(failure.foreignChallenge !== undefined ? { foreignChallenge: failure.foreignChallenge } : {}),
  });
  copy.answeredBefore = failure.answeredBefore;
  copy.failingStreak = failure.failingStreak;
  return copy;
}

/** A URL (or redirect) outside the base origin: never requested, so the token never leaves. */
export class OriginError extends Error {
  override readonly name = 'OriginError';
  readonly url: string;
  /** Why it was refused: "not on https://example.org". */
  readonly reason: string;

  /** The message is "refusing to request <url>: <reason>" unless given. */
  constructor(url: string, reason: string, message = `refusing to request ${url}: ${reason}`) {
    super(message);
    this.url = url;
    this.reason = reason;
  }
}

/** The crawl's request budget (`--max-requests`) is spent. */
export class BudgetExceededError extends Error {
  override readonly name = 'BudgetExceededError';
  /** The budget: requests sent before stopping. */
  readonly requests: number;
  /** The failure of the request the budget kept from being repeated (a retry, a 429's repeat), where it was one. */
  readonly repeating: string | null;

  constructor(requests: number, repeating: string | null = null) {
    super(
      `stopped after ${requests} request${requests === 1 ? '' : 's'} (--max-requests ${requests})` +
        (repeating === null ? '' : `, before repeating one that failed: ${repeating}`),
    );
    this.requests = requests;
    this.repeating = repeating;
  }
}

/**
 * A wait the server asks for (a 429's, or pacing's before the next request) is longer than
 * `--max-wait`, or a 5xx's is longer than all the retries left could wait (`retries`).
 */
export class WaitTooLongError extends Error {
  override readonly name = 'WaitTooLongError';
  readonly url: string;
  readonly waitMs: number;
  readonly maxWaitMs: number;
  /** What set the wait: a 429's or 503's header, or the remaining requests (pacing). */
  readonly source: 'Retry-After' | 'X-RateLimit-Reset' | 'X-RateLimit-Remaining';
  /** The status that asked for the wait (429, a 503 in maintenance); null for pacing. */
  readonly status: number | null;
  /** For pacing: the server's numbers behind the wait, and the requests the crawl still needed. */
  readonly pace: (PaceDecision & { needed?: number }) | null;
  /** For a 5xx's Retry-After beyond what its retries could wait: those retries (`maxWaitMs` is all they could wait); null for `--max-wait`. */
  readonly retries: RetriesLeft | null;

  constructor(
    url: string, waitMs: number, maxWaitMs: number, source: WaitTooLongError['source'], status: number | null = null,
    pace: (PaceDecision & { needed?: number }) | null = null, retries: RetriesLeft | null = null,
  ) {
    super(`${url}: the server asks to wait ${Math.round(waitMs / 1000)} s (${source}), longer than ` +
      (retries === null ? `--max-wait ${Math.round(maxWaitMs / 1000)}` : `the ${retries.left} ${retries.left === 1 ? 'retry' : 'retries'} left wait (${Math.round(retries.eachMs / 1000)} s each at most)`));
    this.url = url;
    this.waitMs = waitMs;
    this.maxWaitMs = maxWaitMs;
    this.source = source;
    this.status = status;
    this.pace = pace;
    this.retries = retries;
  }
}

// TLS failures no retry mends, by Node's error code: what went wrong, and what to do.
const UNTRUSTED = 'its certificate is not trusted here: where it comes from a private authority, give that authority\'s certificate with NODE_EXTRA_CA_CERTS=/path/to/ca.pem';
const TLS_FAILURES: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: `the server's certificate is self-signed: ${UNTRUSTED}`,
  SELF_SIGNED_CERT_IN_CHAIN: `the server's certificate chain ends in a self-signed certificate: ${UNTRUSTED}`,
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: `the server's certificate cannot be verified: ${UNTRUSTED} (or the server leaves out its intermediate certificate)`,
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: `the server's certificate cannot be verified: ${UNTRUSTED}`,
  CERT_HAS_EXPIRED: 'the server\'s certificate has expired: its administrator has to renew it',
  CERT_NOT_YET_VALID: 'the server\'s certificate is not valid yet: check this machine\'s clock',
  ERR_TLS_CERT_ALTNAME_INVALID: 'the server\'s certificate is for another host name: use the name it was issued for in --url',
  ERR_SSL_WRONG_VERSION_NUMBER: 'nothing speaks TLS at this address: where the server is plain HTTP there, use http:// in --url',
};

/** What a TLS failure means and what to do, by Node's error code; undefined for any other code. */
export function tlsFailure(code: string | undefined): string | undefined {
  return code === undefined ? undefined : TLS_FAILURES[code];
}

/** `TLS error on <url>: <what it means, what to do>`. */
export function tlsMessage(url: string, meaning: string): string {
  return `TLS error on ${url}: ${meaning}`;
}

// The most characters of a server's words (an error's detail, a page's title) a message quotes.
const MAX_DETAIL = 300;

// A server's words on one line, its runs of white space one space; its control characters (of a
// binary body read as text) and bidi overrides written as escapes, as every text bound for a
// terminal or a CI log is (terminal-text.ts), whoever prints the message.
function collapse(text: string): string {
  return printable(text.replace(/\s+/g, ' ').trim());
}

/**
 * The compression a body is still in that the crawl did not read (it asks for gzip, and
 * decompresses every gzip layer a Content-Encoding names): the codings left other than gzip, or
 * `gzip unnamed` where the bytes begin as gzip does (read as text, 0x1F and a replacement
 * character) though no Content-Encoding said so; null for a body that is not compressed. gzip,
 * asked for, is never named as not asked for (`gzip, gzip` was).
 */
export function unaskedCompression(body: string, contentEncoding: string | undefined): string | null {
  const unasked = contentCodings(contentEncoding).filter((coding) => !isGzipCoding(coding));
  if (unasked.length > 0) return unasked.join(', ');
  return body.charCodeAt(0) === 0x1f && body.charCodeAt(1) === 0xfffd ? 'gzip unnamed' : null;
}

// HTML's named characters of Latin-1 (U+00A0 to U+00FF, in code order), which localized error
// and sign-in pages write in their titles (`&middot;`, `&eacute;`), and the usual typographic ones.
const LATIN1 = (
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para ' +
  'middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute ' +
  'Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute ' +
  'THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ' +
  'ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'
).split(' ');
const ENTITIES: Record<string, string> = {
  ...Object.fromEntries(LATIN1.map((name, i) => [name, String.fromCharCode(0xa0 + i)])),
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“',
  sbquo: '‚', bdquo: '„', lsaquo: '‹', rsaquo: '›', bull: '•', euro: '€', trade: '™', rarr: '→', larr: '←', dagger: '†',
  OElig: 'Œ', oelig: 'œ', Scaron: 'Š', scaron: 'š', Yuml: 'Ÿ', thinsp: '\u2009', ensp: '\u2002', emsp: '\u2003',
};

const UPPER_CASE_ALIASES: ReadonlySet<string> = new Set(['AMP', 'LT', 'GT', 'QUOT', 'COPY', 'REG']);

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    // Names are case-sensitive (&Eacute; is not &eacute;, &rArr; not &rarr;); only HTML's legacy
    // upper-case spellings of a few are names too.
    return ENTITIES[name] ?? (UPPER_CASE_ALIASES.has(name) ? ENTITIES[name.toLowerCase()] : undefined) ?? whole;
  });
}

/** The text of an HTML page's <title>, or else its first <h1>; null when it has neither. */
export function htmlTitle(html: string): string | null {
  for (const tag of ['title', 'h1']) {
    const inner = elementContent(html, tag);
    if (inner !== null) {
      const text = collapse(decodeEntities(withoutTags(inner)));
      if (text !== '') return text;
    }
  }
  return null;
}

// An error page is a server's (or a proxy's) and may be megabytes: both are found by scanning,
// in time linear in its length. The regular expressions they replaced backtracked over every
// `<title`, so a 300 KB page of them held a crawl for a minute, deaf to Ctrl+C.

/** Whether `html` holds `<tag` or `</tag` (`prefix`, then `tag` in any case) at `at`. */
function tagAt(html: string, at: number, prefix: string, tag: string): boolean {
  if (!html.startsWith(prefix, at)) return false;
  const from = at + prefix.length;
  if (from + tag.length > html.length) return false;
  for (let i = 0; i < tag.length; i++) {
    const code = html.charCodeAt(from + i);
    const want = tag.charCodeAt(i);
    if (code !== want && !(code >= 65 && code <= 90 && code + 32 === want)) return false;
  }
  return true;
}

/** Whether the character code is a word character, as a regular expression's `\b` reads it. */
function isWordCode(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

/**
 * What lies between the first `<tag …>` (`tag` in lower case, in any case in `html`) and the first
 * `</tag>` after it (spaces allowed before its `>`); null where there is none.
 */
function elementContent(html: string, tag: string): string | null {
  let open = html.indexOf('<');
  while (open !== -1 && !(tagAt(html, open, '<', tag) && !isWordCode(html.charCodeAt(open + 1 + tag.length)))) open = html.indexOf('<', open + 1);
  if (open === -1) return null;
  const start = html.indexOf('>', open + 1 + tag.length);
  if (start === -1) return null;
  for (let close = html.indexOf('</', start + 1); close !== -1; close = html.indexOf('</', close + 2)) {
    if (!tagAt(html, close, '</', tag)) continue;
    let end = close + 2 + tag.length;
    while (end < html.length && /\s/.test(html[end]!)) end++;
    if (html.charCodeAt(end) === 62) return html.slice(start + 1, close);
  }
  return null;
}

/** `html` with each tag (`<` to the next `>`) made a space; a `<` with no `>` after it stays. */
function withoutTags(html: string): string {
  let out = '';
  let from = 0;
  for (let open = html.indexOf('<'); open !== -1; open = html.indexOf('<', from)) {
    const close = html.indexOf('>', open + 1);
    if (close === -1) break;
    out += `${html.slice(from, open)} `;
    from = close + 1;
  }
  return out + html.slice(from);
}

/** Whether a body is an HTML page, by its Content-Type or its first character. */
export function looksLikeHtml(body: string, contentType?: string): boolean {
  return /html/i.test(contentType ?? '') || /^\s*</.test(body);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messages(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(messages).filter((part): part is string => part !== null && part !== '');
    return parts.length > 0 ? parts.join(' ') : null;
  }
  if (isRecord(value)) return fieldErrors(value);
  return null;
}

function fieldErrors(record: Record<string, unknown>): string | null {
  const parts: string[] = [];
  for (const [field, value] of Object.entries(record)) {
    const text = messages(value);
    if (text === null || text === '') continue;
    parts.push(field === 'non_field_errors' || field === '__all__' ? text : `${field}: ${text}`);
  }
  return parts.length > 0 ? parts.join('; ') : null;
}

/**
 * The message of a JSON error body: `{"detail"}`, Weblate 5.10's `{"errors": [{code, detail, attr}]}`
 * (details joined with "; ", each prefixed by its attr when set), or field errors `{"field": ["msg"]}`;
 * null where it holds no message.
 */
export function jsonErrorDetail(body: unknown): string | null {
  if (isRecord(body)) {
    if (typeof body['detail'] === 'string') return body['detail'];
    const errors = body['errors'];
    if (Array.isArray(errors)) {
      const parts: string[] = [];
      for (const item of errors) {
        if (!isRecord(item)) {
          const text = messages(item);
          if (text) parts.push(text);
          continue;
        }
        const detail = messages(item['detail']) ?? messages(item['code']);
        if (detail === null) continue;
        const attr = item['attr'];
        parts.push(typeof attr === 'string' && attr !== '' ? `${attr}: ${detail}` : detail);
      }
      if (parts.length > 0) return parts.join('; ');
    }
    return fieldErrors(body);
  }
  return messages(body);
}

/**
 * A readable one-line account of an error response body, whatever its shape; never raw HTML. The
 * token is written '***' in what is quoted before it is cut: masked in the raw body only, a token
 * served JSON-escaped ("\u0077lu_…") or as an HTML character reference ("&#119;lu_…") came out whole
 * of the parse and was cut at 300 characters, and its first 19 characters went out in the error.
 */
export function describeErrorBody(status: number, body: string, contentType?: string, token?: string): string {
  const reason = STATUS_CODES[status] ?? 'Unknown Status';
  if (body.trim() === '') return reason;
  if (looksLikeHtml(body, contentType)) {
    const title = htmlTitle(body);
    return title === null ? `${reason} (HTML page)` : `${quote(title, token)} (HTML page)`;
  }
  try {
    const detail = jsonErrorDetail(JSON.parse(body) as unknown);
    if (detail !== null && collapse(detail) !== '') return quote(collapse(detail), token);
    return reason;
  } catch {
    return quote(collapse(body), token);
  }
}

/**
 * A server's words cut to MAX_DETAIL, the token (if any) written '***', each URL's credentials left
 * out and each e-mail address written '<e-mail address>' before the cut: a 500 whose detail was
 * 'invite of k.nowak@example.org failed' was quoted so in the crawl's error, as a record's text no
 * longer is (validation.ts, which leaves out credentials first too). Without that, 'clone of
 * https://bot:s3cr!t@git.example.org/app.git failed' was quoted 'https://bot:s3cr!<e-mail address>/app.git':
 * the password's start kept, its end and the host taken for an address.
 */
function quote(text: string, token: string | undefined): string {
  return clip(withoutEmailAddresses(withoutUrlCredentials(redact(text, token))), MAX_DETAIL);
}

/** The kind of error a refusing status stands for. */
export function kindOfStatus(status: number): HttpErrorKind {
  if (status === 401) return 'auth';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status >= 500) return 'server';
  return 'client';
}

// An auth-scheme of a WWW-Authenticate challenge (RFC 9110 token characters), at the header's start
// or after a comma; a comma-separated auth-param (`realm="x", charset=UTF-8`) is followed by '='.
const CHALLENGE_SCHEME = /(?:^|,)\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)(?=\s|,|$)/g;

/**
 * The scheme a 401's `WWW-Authenticate` asks for (its first challenge's) where none of its challenges
 * is Weblate's: Weblate (Django REST framework, TokenAuthentication first) asks for `Token` on every
 * version, so a 401 asking for `Basic` (nginx's auth_basic), `Negotiate` or `Bearer` alone comes from
 * something in front of it, which a Weblate token does not get past. Undefined without the header,
 * or where it asks for `Token`.
 */
export function foreignChallenge(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const schemes = [...header.matchAll(CHALLENGE_SCHEME)].map((match) => match[1]!);
  if (schemes.length === 0 || schemes.some((scheme) => scheme.toLowerCase() === 'token')) return undefined;
  return schemes[0];
}

/**
 * The one-line message of a failed response:
 * `token rejected by <url>: <detail>` (401 with a token), `authentication required by <url>: <detail>`
 * (401 without), `HTTP Basic authentication required by <url>: <detail>` (a 401 asking for another
 * scheme than Weblate's, foreignChallenge, with a token or without), `access denied by <url>: <detail>` (403),
 * `not found: <url>: <detail>` (404), `HTTP <status> from <url>: <detail>` (anything else).
 */
export function statusMessage(status: number, url: string, detail: string, withToken: boolean, challenge?: string): string {
  // Not "token rejected": whatever asked for another scheme never looked at the token.
  if (status === 401 && challenge !== undefined) return `HTTP ${challenge} authentication required by ${url}: ${detail}`;
  if (status === 401) return withToken ? `token rejected by ${url}: ${detail}` : `authentication required by ${url}: ${detail}`;
  if (status === 403) return `access denied by ${url}: ${detail}`;
  if (status === 404) return `not found: ${url}: ${detail}`;
  return `HTTP ${status} from ${url}: ${detail}`;
}

/**
 * What a failure that outlasted its retries adds to its message: `after 5 retries in 2 min`, the
 * time since it was first sent, so that a crawl failing minutes in says it kept trying, and how long.
 */
export function afterRetries(retries: number, triedMs: number): string {
  const seconds = Math.round(triedMs / 1000);
  const span = seconds < 120 ? `${seconds} s` : `${Math.floor(seconds / 60)} min${seconds % 60 === 0 ? '' : ` ${seconds % 60} s`}`;
  return `after ${retries} ${retries === 1 ? 'retry' : 'retries'} in ${span}`;
}

const TIMEOUT_WORDS: Record<TimeoutPhase, string> = {
  connect: 'connecting to',
  headers: 'waiting for the response headers of',
  body: 'reading the body of',
};

/** `timed out waiting for the response headers of <url> (--headers-timeout 30 s)` and the like: the flag that sets it. */
export function timeoutMessage(url: string, phase: TimeoutPhase, timeoutMs: number): string {
  return `timed out ${TIMEOUT_WORDS[phase]} ${url} (--${phase}-timeout ${timeoutMs / 1000} s)`;
}

/** `network error on <url>: <reason>`. */
export function networkMessage(url: string, reason: string): string {
  return `network error on ${url}: ${reason}`;
}

/** `invalid JSON from <url>: <reason>`. */
export function invalidJsonMessage(url: string, reason: string): string {
  return `invalid JSON from ${url}: ${reason}`;
}

/**
 * Why a 2xx body is not usable JSON, in a few words (an HTML page is named by its title): `body` as
 * decoded, `bytes` as received (the decoded text counted 3 bytes for every byte not UTF-8 it
 * replaced: a gzipped body of 1,975 bytes was said to be of 3,493).
 */
export function invalidJsonReason(body: string, bytes: number, contentType: string | undefined, parseError: unknown, contentEncoding?: string, token?: string): string {
  if (body.trim() === '') return 'empty body';
  const compressed = unaskedCompression(body, contentEncoding);
  if (compressed === 'gzip unnamed') {
    return `a body compressed with gzip that no Content-Encoding names (${bytes} bytes): a proxy between compresses answers without saying so, or twice`;
  }
  if (compressed !== null) {
    return `a body compressed with ${compressed}, which was not asked for (${bytes} bytes): the crawl accepts gzip only, and a proxy between ` +
      'compresses answers whatever the request accepts';
  }
  if (looksLikeHtml(body, contentType)) {
    const title = htmlTitle(body);
    return title === null ? 'got an HTML page instead of JSON' : `got an HTML page instead of JSON (${quote(title, token)})`;
  }
  const why = collapse((parseError instanceof Error ? parseError.message : String(parseError)).replace(/\s*\(line \d+ column \d+\)/, ''));
  const position = /at position (\d+)/.exec(why)?.[1];
  const atEnd = /end of (JSON )?input/i.test(why) || (position !== undefined && Number(position) >= body.length - 1);
  return atEnd ? `truncated body (${bytes} bytes): ${quote(why, token)}` : `${quote(why, token)} (${bytes} bytes)`;
}

/** Replaces every occurrence of a secret in a text (of a short one, those standing alone: hideToken); a no-op without a secret. */
export function redact(text: string, secret: string | undefined): string {
  return secret ? hideToken(text, secret) : text;
}
