// Command-line flags of `npm run sample`, turned into server options with clear errors.
import { joinNegativeValues } from '../negative-values.ts';
import { parseArgs } from 'node:util';
import { shellWord } from '../terminal-text.ts';
import { parseUtcTime } from '../utc-time.ts';
import { isProfileName } from './profiles.ts';
import { FAULT_KINDS, type FaultKind, type SampleServerOptions } from './server.ts';

/** Usage text of `npm run sample`. */
export const SAMPLE_USAGE = `Usage: npm run sample -- [options]

  --profile tiny|demo|large   size of the instance (default demo)
  --seed S                    seed (number or text, default 1)
  --port N                    port on 127.0.0.1 (default: a free one)
  --anchor TIME               the instance's "now", a date or a time with its zone; the change log ends
                              there (default 2026-11-20T00:00:00Z)
  --changes N                 change-log length instead of the profile's (for benchmarks)
  --prefix /path              serve under a path prefix, e.g. /weblate
  --variant A|B|5x            change-log variant (default B; 5x = a real Weblate 5.x server)
  --strict                    only what the read-API document shows (no page_size, filters, extra endpoints)
  --growth N                  add N change records on every change-list request
  --token KEY                 require KEY for private data (anonymous callers see what real Weblate shows)
  --user-token KEY            also take KEY, as the first regular user, without the right to manage users
                              (listed only its own user record, as Weblate's API docs have it)
  --rate-limit N/SECONDS      at most N requests per SECONDS, with X-RateLimit-* headers and 429s
  --fault KIND=RATE           inject a fault at a rate (0..1); KIND: ${FAULT_KINDS.join(', ')}; repeatable
  --slow-ms N                 delay of the 'slow' fault (default 3000)
  --gateway-limit-kb N        answer 504 (an HTML page, as a proxy does) instead of any answer over N KiB,
                              as a busy server's proxy gives up on heavy pages; retries fail again
  --retry-after N             Retry-After of injected 429s, seconds (default 1)
  --latency N                 answer every request N ms after it arrived (at least), ms
  --error-style drf|5.10      error body shape (default drf: {"detail": ...})
  --offset-minutes N          time zone offset of timestamps, -720 to 840 (default 0: Z)
  --categories                put some components in categories, as Weblate 5.0+ can (their API URLs
                              then carry slugs encoded twice, and two components share a slug)
  --hide-vcs                  serve components as to a caller without "Access repository": vcs, repo,
                              branch, filemask, push and the other repository fields null
`;

/** The longest a Node timer waits (ms): a longer --latency or --slow-ms fired at once, with a warning. */
export const LONGEST_TIMER_MS = 2_147_483_647;

function integer(flag: string, raw: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^-?\d+$/.test(raw) || Number(raw) < min) throw new Error(`--${flag} expects an integer >= ${min}, got "${raw}"`);
  if (Number(raw) > max) throw new Error(`--${flag} expects an integer <= ${max}, got "${raw}"`);
  return Number(raw);
}

// Flags that take a number: `--offset-minutes -120` is a value, not an option (negative-values.ts).
const NUMBER_FLAGS = new Set(['--port', '--seed', '--changes', '--latency', '--retry-after', '--offset-minutes', '--slow-ms', '--gateway-limit-kb', '--growth']);

/** Parses `npm run sample` flags; throws an Error naming the bad flag and what it expects. */
export function parseSampleArgs(argv: string[]): SampleServerOptions {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, NUMBER_FLAGS),
    strict: true,
    allowPositionals: false,
    options: {
      profile: { type: 'string' },
      seed: { type: 'string' },
      port: { type: 'string' },
      anchor: { type: 'string' },
      changes: { type: 'string' },
      prefix: { type: 'string' },
      variant: { type: 'string' },
      strict: { type: 'boolean' },
      growth: { type: 'string' },
      token: { type: 'string' },
      'user-token': { type: 'string' },
      'rate-limit': { type: 'string' },
      fault: { type: 'string', multiple: true },
      'slow-ms': { type: 'string' },
      'gateway-limit-kb': { type: 'string' },
      'retry-after': { type: 'string' },
      latency: { type: 'string' },
      'error-style': { type: 'string' },
      'offset-minutes': { type: 'string' },
      categories: { type: 'boolean' },
      'hide-vcs': { type: 'boolean' },
    },
  });
  const options: SampleServerOptions = {};
  if (values.profile !== undefined) {
    if (!isProfileName(values.profile)) throw new Error(`--profile expects tiny, demo or large, got "${values.profile}"`);
    options.profile = values.profile;
  }
  if (values.seed !== undefined) options.seed = values.seed;
  if (values.port !== undefined) {
    options.port = integer('port', values.port, 0);
    if (options.port > 65535) throw new Error(`--port expects a port number, 0 to 65535 (0: a free one), got "${values.port}"`);
  }
  if (values.anchor !== undefined) {
    parseUtcTime(values.anchor, '--anchor');
    options.anchor = values.anchor;
  }
  if (values.changes !== undefined) options.changes = integer('changes', values.changes, 1);
  if (values.prefix !== undefined) {
    if (!/^\/[\w./-]*$/.test(values.prefix)) throw new Error(`--prefix expects a path like /weblate, got "${values.prefix}"`);
    options.prefix = values.prefix;
  }
  if (values.variant !== undefined) {
    if (values.variant !== 'A' && values.variant !== 'B' && values.variant !== '5x') {
      throw new Error(`--variant expects A, B or 5x, got "${values.variant}"`);
    }
    options.variant = values.variant;
  }
  if (values.strict) options.strict = true;
  if (values.growth !== undefined) options.growth = integer('growth', values.growth, 0);
  if (values.token !== undefined) {
    if (!/^\S+$/.test(values.token)) throw new Error('--token expects a key without spaces');
    options.token = values.token;
  }
  if (values['user-token'] !== undefined) {
    if (!/^\S+$/.test(values['user-token'])) throw new Error('--user-token expects a key without spaces');
    if (values['user-token'] === values.token) throw new Error('--user-token must differ from --token');
    options.userToken = values['user-token'];
  }
  if (values['rate-limit'] !== undefined) {
    const match = /^(\d+)\/(\d+)$/.exec(values['rate-limit']);
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
      throw new Error(`--rate-limit expects REQUESTS/SECONDS like 100/60, got "${values['rate-limit']}"`);
    }
    options.rateLimit = { limit: Number(match[1]), windowSeconds: Number(match[2]) };
  }
  if (values.fault !== undefined) {
    const faults: Partial<Record<FaultKind, number>> = {};
    for (const entry of values.fault) {
      const match = /^([\w]+)=(\d*\.?\d+)$/.exec(entry);
      const kind = match?.[1] as FaultKind | undefined;
      if (!match || !kind || !FAULT_KINDS.includes(kind) || Number(match[2]) > 1) {
        throw new Error(`--fault expects KIND=RATE with KIND one of ${FAULT_KINDS.join(', ')} and RATE in 0..1, got "${entry}"`);
      }
      faults[kind] = Number(match[2]);
    }
    options.faults = faults;
  }
  if (values['slow-ms'] !== undefined) options.slowMs = integer('slow-ms', values['slow-ms'], 0, LONGEST_TIMER_MS);
  if (values['gateway-limit-kb'] !== undefined) options.gatewayLimitBytes = integer('gateway-limit-kb', values['gateway-limit-kb'], 1) * 1024;
  if (values['retry-after'] !== undefined) options.retryAfterSeconds = integer('retry-after', values['retry-after'], 0);
  if (values.latency !== undefined) options.latencyMs = integer('latency', values.latency, 0, LONGEST_TIMER_MS);
  if (values['error-style'] !== undefined) {
    if (values['error-style'] !== 'drf' && values['error-style'] !== '5.10') {
      throw new Error(`--error-style expects drf or 5.10, got "${values['error-style']}"`);
    }
    options.errorStyle = values['error-style'];
  }
  if (values.categories) options.categories = true;
  if (values['hide-vcs']) options.hideVcs = true;
  // UTC-12:00 to UTC+14:00, the offsets there are: 5000 served timestamps ending "+83:20".
  if (values['offset-minutes'] !== undefined) options.offsetMinutes = integer('offset-minutes', values['offset-minutes'], -720, 840);
  return options;
}

/**
 * The command that crawls the server at `url`, with the token it requires where `--token` gave one:
 * the hint said `npm run crawl -- --url …` alone, which crawls such a server as an anonymous caller,
 * without the user list and private data the token is there to show.
 */
export function sampleCrawlCommand(url: string, options: SampleServerOptions): string {
  const crawl = `npm run crawl -- --url ${url}`;
  if (options.token === undefined) return crawl;
  // A sample's test key, typed on its command line: quoted for the shell where it needs to be.
  return `WEBLATE_TOKEN=${shellWord(options.token)} ${crawl}`;
}

/** One line that says how a server is configured, for the terminal. */
export function describeSampleOptions(options: SampleServerOptions): string {
  const parts = [`profile ${options.profile ?? 'demo'}`, `seed ${options.seed ?? 1}`, `variant ${options.variant ?? 'B'}`];
  if (options.changes !== undefined) parts.push(`${options.changes} changes`);
  if (options.strict) parts.push('strict');
  if (options.prefix) parts.push(`prefix ${options.prefix}`);
  if (options.growth) parts.push(`growth ${options.growth}/request`);
  if (options.token) parts.push('token required');
  if (options.userToken) parts.push('user token taken');
  if (options.rateLimit) parts.push(`rate limit ${options.rateLimit.limit}/${options.rateLimit.windowSeconds}s`);
  for (const [kind, rate] of Object.entries(options.faults ?? {})) parts.push(`fault ${kind}=${rate}`);
  if (options.gatewayLimitBytes !== undefined) parts.push(`504 over ${Math.round(options.gatewayLimitBytes / 1024)} KiB`);
  if (options.latencyMs) parts.push(`latency ${options.latencyMs} ms`);
  if (options.errorStyle) parts.push(`errors ${options.errorStyle}`);
  if (options.categories) parts.push('categories');
  if (options.hideVcs) parts.push('repository fields hidden');
  return parts.join(', ');
}
