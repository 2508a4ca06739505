// Flags and environment of `npm run crawl`, turned into crawl options with clear errors.
import { joinNegativeValues } from '../negative-values.ts';
import { parseArgs } from 'node:util';
import { parseChangesSince, resolveChangesSince, type ChangesSince } from './changes-since.ts';
import { tokenFrom } from './token.ts';
import { proxyFromEnv } from './proxy.ts';
import { existsSync, statSync } from 'node:fs';
import { invocationPath } from '../invocation-path.ts';
import type { CrawlOptions } from './crawl.ts';
import { normalizeBaseUrl } from '../weblate/urls.ts';
import { DEFAULT_SNAPSHOTS_DIR } from '../snapshot/out-dir.ts';

/** Usage text of `npm run crawl`. */
export const CRAWL_USAGE = `Usage: npm run crawl -- --url <base_url> [options]

  --url URL              the Weblate server (or WEBLATE_URL); a path prefix is fine: https://example.org/weblate
  --token KEY            API token (or WEBLATE_TOKEN, which keeps it out of the process list and npm's echo in the log)
  --out DIR              where snapshots go (default ${DEFAULT_SNAPSHOTS_DIR})
  --concurrency N        requests in flight at most, for the whole crawl (default 4); after 429s or 503s close
                         together (a limiter), every request is held back, then fewer go, spaced
  --project SLUG         only this project (its components, translations and change log); repeatable
  --changes-since WHEN   only the changes from then on: a date (2025-01-01, from 00:00 UTC), a time with its zone
                         (2025-01-01T12:00:00Z) or days back from the crawl's start (800d, from 00:00 UTC of
                         that day); default: the whole log
  --page-size N          page size to ask for, 2 to 10000; the server decides (default 1000, Weblate's maximum);
                         a list whose pages a gateway gives up on (502, 504, 524, timeout; two retries
                         for a page of over 100) is read again at 200, then 100
  --max-requests N       stop cleanly after N requests and say how many the crawl needs
  --max-wait S           stop at once where the server would keep the crawl waiting longer than S seconds
                         at a time (a 429's or 503's Retry-After, or pacing); default: wait as long as it asks
  --lenient              store records that break their schema, listed under "problems" in the manifest
  --quiet                only errors, warnings and the final summary
  --connect-timeout S    seconds to connect (default 10)
  --headers-timeout S    seconds to wait for response headers (default 60)
  --body-timeout S       seconds between body chunks (default 120); a whole body, five times that (5 s at least)
                         (each of the three timeouts a day, 86400, at most)
  --retries N            retries of a failed request: 5xx, dropped connections, bad bodies (default 5),
                         waiting up to 1 s, then 2, 4, 8, 16, then 30 (each a random half to all of it: 15.5 to
                         31 s in all for 5), or as long as a 5xx's Retry-After asks, up to 10 min; one that
                         asks for longer than the retries left could wait in all stops the crawl at once;
                         a 429 spends none, nor a 503 of a request sent before the crawl held back for others

  HTTPS_PROXY (for an https:// server; HTTP_PROXY for an http:// one, or where HTTPS_PROXY is unset)
  names an outgoing proxy, http://user:password@host:port; NO_PROXY lists hosts reached directly.
`;

/** Parsed command line: crawl options plus display switches. */
export interface CrawlCommand {
  options: Omit<CrawlOptions, 'signal' | 'onMessage' | 'progress' | 'now' | 'sleep'>;
  quiet: boolean;
  /** What the crawl says before it starts, even under --quiet: settings that work, but likely by mistake. */
  warnings?: string[];
  /**
   * Whether every snapshot of --out is of one server whatever its address (the demo's sample, on a
   * free port each run): the summary's scope line then compares no servers, where every demo after
   * the first said the scope differed, from one port of the sample to another.
   */
  oneServer?: boolean;
}

function positive(flag: string, raw: string, min = 1, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^\d+$/.test(raw) || Number(raw) < min) throw new Error(`--${flag} expects an integer >= ${min}, got "${raw}"`);
  if (Number(raw) > max) throw new Error(`--${flag} expects at most ${max.toLocaleString('en')}, got "${raw}"`);
  return Number(raw);
}

// Weblate serves 1000 a page at most; ten times that leaves room for other servers.
const MAX_PAGE_SIZE = 10_000;

// A day: longer is no timeout a CI job can wait out, and a value meant as 'never' is refused, not
// taken past what a timer holds (24.8 days, of which a body may take five times the flag).
const MAX_TIMEOUT_S = 86_400;

/** --changes-since, refused here (a bad flag, exit 2) where it lies in the future; crawl.ts checks it again against the crawl's start. */
function changesSinceOption(raw: string, nowMs: number): ChangesSince {
  const since = parseChangesSince(raw);
  // Days back that reach before 1970 are refused here too, as the bad flag they are (exit 2).
  if ('daysBack' in since) resolveChangesSince(since, new Date(nowMs));
  if ('at' in since && since.at > nowMs) {
    throw new Error(`--changes-since ${raw} lies in the future (it is ${new Date(nowMs).toISOString().slice(0, 16)}Z now)`);
  }
  return since;
}

/** --page-size: at least 2, as the change log's order is told from two records of its first page. */
function pageSizeOption(raw: string): number {
  if (raw === '1') {
    throw new Error('--page-size expects an integer >= 2 (the change log\'s order, newest or oldest first, is told from the first two records of its first page), got "1"');
  }
  return positive('page-size', raw, 2, MAX_PAGE_SIZE);
}

// Flags that take a number (negative-values.ts).
const VALUE_FLAGS = new Set(['--concurrency', '--page-size', '--max-requests', '--max-wait', '--connect-timeout', '--headers-timeout', '--body-timeout', '--retries']);

/** Parses `npm run crawl` flags and the WEBLATE_URL / WEBLATE_TOKEN / proxy environment. */
export function parseCrawlArgs(argv: string[], env: Record<string, string | undefined>, nowMs = Date.now()): CrawlCommand {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, VALUE_FLAGS),
    strict: true,
    allowPositionals: false,
    options: {
      url: { type: 'string' },
      token: { type: 'string' },
      out: { type: 'string' },
      concurrency: { type: 'string' },
      project: { type: 'string', multiple: true },
      'changes-since': { type: 'string' },
      'page-size': { type: 'string' },
      'max-requests': { type: 'string' },
      'max-wait': { type: 'string' },
      lenient: { type: 'boolean' },
      quiet: { type: 'boolean' },
      'connect-timeout': { type: 'string' },
      'headers-timeout': { type: 'string' },
      'body-timeout': { type: 'string' },
      retries: { type: 'string' },
    },
  });
  const url = values.url ?? env['WEBLATE_URL'];
  if (!url) throw new Error('no server given: pass --url <base_url> or set WEBLATE_URL');
  try {
    normalizeBaseUrl(url);
  } catch (failure) {
    throw new Error(`${values.url !== undefined ? '--url' : 'WEBLATE_URL'}: ${(failure as Error).message}`);
  }
  const tokenSource = values.token !== undefined ? '--token' : 'WEBLATE_TOKEN';
  const token = tokenFrom(tokenSource, values.token ?? env['WEBLATE_TOKEN']);
  const warnings: string[] = [];
  // A CI secret that is not set (a fork's pull request, a renamed secret) comes as an empty
  // variable: the crawl is anonymous, and its snapshot smaller (no users list, no private projects).
  if (token === '') warnings.push(`${tokenSource} is empty: crawling without a token, as an anonymous caller`);
  // npm prints the command line it runs (`> node scripts/crawl.ts --token …`) before the crawl
  // starts, into a CI job's log, which the crawl cannot stop; only the variable keeps it out.
  else if (tokenSource === '--token') warnings.push('--token shows the token in the process list, and in the log where npm run echoes the command line: give it in WEBLATE_TOKEN instead');
  const proxy = proxyFromEnv(env, normalizeBaseUrl(url));
  // An unset variable (`--out "$SNAPSHOTS"`) wrote the snapshot and a `latest` link into the project's own folder.
  if (values.out !== undefined && values.out.trim() === '') throw new Error(`--out is empty: give the folder snapshots go to (default ${DEFAULT_SNAPSHOTS_DIR})`);
  const out = values.out !== undefined ? invocationPath(values.out, env) : DEFAULT_SNAPSHOTS_DIR;
  if (existsSync(out) && !statSync(out).isDirectory()) throw new Error(`--out ${out}: not a folder (a file of that name is in the way)`);
  for (const slug of values.project ?? []) {
    // '.' and '..' passed the pattern, and the URL parser then resolved them: the crawl read
    // /api/projects/ or /api/ as the project, and failed on fields missing from a list.
    if (!/^[\w.-]+$/.test(slug) || /^\.+$/.test(slug)) {
      throw new Error(`--project expects a project slug (letters, digits, '-', '_' and '.', as in the project's address .../projects/<slug>/), got "${slug}"`);
    }
  }
  return {
    quiet: values.quiet ?? false,
    ...(warnings.length > 0 ? { warnings } : {}),
    options: {
      url,
      ...(token ? { token } : {}),
      ...(proxy ? { proxy } : {}),
      // The default is the package's own data/snapshots, wherever npm was invoked: what `npm run build` reads.
      out,
      concurrency: values.concurrency !== undefined ? positive('concurrency', values.concurrency) : 4,
      // A project named twice is read once: twice, its records and counts would be doubled.
      projects: [...new Set(values.project ?? [])],
      ...(values['changes-since'] !== undefined ? { changesSince: changesSinceOption(values['changes-since'], nowMs) } : {}),
      pageSize: values['page-size'] !== undefined ? pageSizeOption(values['page-size']) : 1000,
      ...(values['max-requests'] !== undefined ? { maxRequests: positive('max-requests', values['max-requests']) } : {}),
      ...(values['max-wait'] !== undefined ? { maxWaitMs: 1000 * positive('max-wait', values['max-wait'], 0) } : {}),
      lenient: values.lenient ?? false,
      connectTimeoutMs: 1000 * (values['connect-timeout'] !== undefined ? positive('connect-timeout', values['connect-timeout'], 1, MAX_TIMEOUT_S) : 10),
      headersTimeoutMs: 1000 * (values['headers-timeout'] !== undefined ? positive('headers-timeout', values['headers-timeout'], 1, MAX_TIMEOUT_S) : 60),
      bodyTimeoutMs: 1000 * (values['body-timeout'] !== undefined ? positive('body-timeout', values['body-timeout'], 1, MAX_TIMEOUT_S) : 120),
      maxRetries: values.retries !== undefined ? positive('retries', values.retries, 0) : 5,
    },
  };
}

