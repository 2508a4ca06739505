// `npm run crawl` flags and environment: defaults, WEBLATE_URL / WEBLATE_TOKEN, every flag, and
// the exact messages of bad input.
import { describe, expect, it } from 'vitest';
import { CRAWL_USAGE, parseCrawlArgs } from '../../src/crawler/options.ts';

const DEFAULTS = {
  out: 'data/snapshots',
  concurrency: 4,
  projects: [],
  pageSize: 1000,
  lenient: false,
  connectTimeoutMs: 10_000,
  headersTimeoutMs: 60_000,
  bodyTimeoutMs: 120_000,
  maxRetries: 5,
};
// What a crawl given --token says first, even under --quiet.
const TOKEN_FLAG_WARNING = '--token shows the token in the process list, and in the log where npm run echoes the command line: give it in WEBLATE_TOKEN instead';

describe('parseCrawlArgs', () => {
  it('has defaults for everything but the server', () => {
    expect(parseCrawlArgs(['--url', 'https://hosted.weblate.org'], {})).toEqual({
      quiet: false,
      options: { url: 'https://hosted.weblate.org', ...DEFAULTS },
    });
  });

  it('takes the server and the token from WEBLATE_URL and WEBLATE_TOKEN', () => {
    expect(parseCrawlArgs([], { WEBLATE_URL: 'https://weblate.example.org/weblate', WEBLATE_TOKEN: 'wlu_env' })).toEqual({
      quiet: false,
      options: { url: 'https://weblate.example.org/weblate', token: 'wlu_env', ...DEFAULTS },
    });
  });

  it('takes the proxy for the server from HTTPS_PROXY / HTTP_PROXY unless NO_PROXY names its host', () => {
    const env = { HTTPS_PROXY: 'http://proxy.corp:3128', NO_PROXY: 'internal.example' };
    expect(parseCrawlArgs(['--url', 'https://hosted.weblate.org/'], env).options.proxy).toEqual({ url: 'http://proxy.corp:3128/', variable: 'HTTPS_PROXY' });
    expect(parseCrawlArgs(['--url', 'https://weblate.internal.example'], env).options.proxy).toBeUndefined();
    expect(() => parseCrawlArgs(['--url', 'https://hosted.weblate.org'], { HTTPS_PROXY: 'gopher://proxy.corp' })).toThrow(
      new Error('HTTPS_PROXY: a proxy URL must be http://, https:// or socks5://, got gopher://'),
    );
  });

  it('reads --max-wait in seconds, 0 allowed', () => {
    expect(parseCrawlArgs(['--url', 'https://a.example', '--max-wait', '3600'], {}).options.maxWaitMs).toBe(3_600_000);
    expect(parseCrawlArgs(['--url', 'https://a.example', '--max-wait', '0'], {}).options.maxWaitMs).toBe(0);
    expect(parseCrawlArgs(['--url', 'https://a.example'], {}).options.maxWaitMs).toBeUndefined();
    expect(() => parseCrawlArgs(['--url', 'https://a.example', '--max-wait', '-5'], {})).toThrow(new Error('--max-wait expects an integer >= 0, got "-5"'));
  });

  it('prefers the flags to the environment', () => {
    const { options } = parseCrawlArgs(['--url', 'https://a.example', '--token', 'wlu_flag'], {
      WEBLATE_URL: 'https://b.example',
      WEBLATE_TOKEN: 'wlu_env',
    });
    expect(options.url).toBe('https://a.example');
    expect(options.token).toBe('wlu_flag');
  });

  it('reads a project named twice once', () => {
    const { options } = parseCrawlArgs(['--url', 'https://a.example', '--project', 'beta', '--project', 'alpha', '--project', 'beta'], {});
    expect(options.projects).toEqual(['beta', 'alpha']);
  });

  it('warns where the token came by --token, which npm run echoes into the log, naming WEBLATE_TOKEN, and never the token', () => {
    expect(parseCrawlArgs(['--url', 'https://a.example', '--token', 'wlu_secret'], {}).warnings).toEqual([TOKEN_FLAG_WARNING]);
    // The flag wins over the variable, and is still in the log.
    expect(parseCrawlArgs(['--url', 'https://a.example', '--token=wlu_secret'], { WEBLATE_TOKEN: 'wlu_env' }).warnings).toEqual([TOKEN_FLAG_WARNING]);
    expect(parseCrawlArgs(['--url', 'https://a.example'], { WEBLATE_TOKEN: 'wlu_env' }).warnings).toBeUndefined();
  });

  it('sends no token when WEBLATE_TOKEN is empty, and warns that the crawl is anonymous (an unset CI secret)', () => {
    const { options, warnings } = parseCrawlArgs(['--url', 'https://a.example'], { WEBLATE_TOKEN: '' });
    expect('token' in options).toBe(false);
    expect(warnings).toEqual(['WEBLATE_TOKEN is empty: crawling without a token, as an anonymous caller']);
    expect(parseCrawlArgs(['--url', 'https://a.example', '--token', ' '], {}).warnings).toEqual(['--token is empty: crawling without a token, as an anonymous caller']);
    expect(parseCrawlArgs(['--url', 'https://a.example'], {}).warnings).toBeUndefined();
  });

  it('takes a token without the whitespace around it (a secret file ends in a line break)', () => {
    expect(parseCrawlArgs(['--url', 'https://a.example'], { WEBLATE_TOKEN: 'wlu_abc\r\n' }).options.token).toBe('wlu_abc');
    expect(parseCrawlArgs(['--url', 'https://a.example', '--token', ' wlu_abc\t'], {}).options.token).toBe('wlu_abc');
    expect('token' in parseCrawlArgs(['--url', 'https://a.example'], { WEBLATE_TOKEN: '\n' }).options).toBe(false);
  });

  it('refuses a token with a character no token has, by position, without echoing it', () => {
    const refused = (argv: string[], env: Record<string, string>) => {
      try {
        parseCrawlArgs(['--url', 'https://a.example', ...argv], env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refused([], { WEBLATE_TOKEN: 'wlu_ab\u200bcd' })).toBe('WEBLATE_TOKEN: character 7 of the token is not ASCII (U+200B); a Weblate API key is letters, digits and _ only');
    expect(refused(['--token', 'wlu ab'], {})).toBe('--token: character 4 of the token is a space; a Weblate API key is letters, digits and _ only');
    expect(refused([], { WEBLATE_TOKEN: 'wlu_a\nb' })).toBe('WEBLATE_TOKEN: character 6 of the token is a control character (U+000A); a Weblate API key is letters, digits and _ only');
  });

  it('reads every flag', () => {
    expect(
      parseCrawlArgs(
        [
          '--url', 'http://127.0.0.1:8000/', '--token', 'wlu_x', '--out', '/tmp/snaps', '--concurrency', '8',
          '--project', 'alpha', '--project', 'beta.2', '--changes-since', '800d', '--page-size', '200', '--max-requests', '500', '--lenient',
          '--quiet', '--connect-timeout', '3', '--headers-timeout', '30', '--body-timeout', '45', '--retries', '0',
        ],
        {},
      ),
    ).toEqual({
      quiet: true,
      warnings: [TOKEN_FLAG_WARNING],
      options: {
        url: 'http://127.0.0.1:8000/',
        token: 'wlu_x',
        out: '/tmp/snaps',
        concurrency: 8,
        projects: ['alpha', 'beta.2'],
        changesSince: { daysBack: 800 },
        pageSize: 200,
        maxRequests: 500,
        lenient: true,
        connectTimeoutMs: 3_000,
        headersTimeoutMs: 30_000,
        bodyTimeoutMs: 45_000,
        maxRetries: 0,
      },
    });
  });

  it('accepts --flag=value', () => {
    const { options } = parseCrawlArgs(['--url=https://a.example', '--concurrency=2', '--page-size=50'], {});
    expect(options).toMatchObject({ url: 'https://a.example', concurrency: 2, pageSize: 50 });
  });

  it.each([
    [[], 'no server given: pass --url <base_url> or set WEBLATE_URL'],
    [['--url', ''], 'no server given: pass --url <base_url> or set WEBLATE_URL'],
    [['--url', 'https://a.example', '--concurrency', '0'], '--concurrency expects an integer >= 1, got "0"'],
    [['--url', 'https://a.example', '--concurrency', 'four'], '--concurrency expects an integer >= 1, got "four"'],
    [['--url', 'https://a.example', '--concurrency', '2.5'], '--concurrency expects an integer >= 1, got "2.5"'],
    [['--url', 'https://a.example', '--page-size=-5'], '--page-size expects an integer >= 2, got "-5"'],
    [['--url', 'https://a.example', '--page-size', '1'], '--page-size expects an integer >= 2 (the change log\'s order, newest or oldest first, is told from the first two records of its first page), got "1"'],
    [['--url', 'https://a.example', '--max-requests', '0'], '--max-requests expects an integer >= 1, got "0"'],
    [['--url', 'https://a.example', '--retries=-1'], '--retries expects an integer >= 0, got "-1"'],
    [['--url', 'https://a.example', '--connect-timeout', '0'], '--connect-timeout expects an integer >= 1, got "0"'],
    [['--url', 'https://a.example', '--headers-timeout', '1.5'], '--headers-timeout expects an integer >= 1, got "1.5"'],
    [['--url', 'https://a.example', '--body-timeout', 'x'], '--body-timeout expects an integer >= 1, got "x"'],
    [['--url', 'https://a.example', '--body-timeout', '500000'], '--body-timeout expects at most 86,400, got "500000"'],
    [['--url', 'https://a.example', '--connect-timeout', '86401'], '--connect-timeout expects at most 86,400, got "86401"'],
    [['--url', 'https://a.example', '--concurrency', '-1'], '--concurrency expects an integer >= 1, got "-1"'],
    [['--url', 'https://a.example', '--retries', '-1'], '--retries expects an integer >= 0, got "-1"'],
    [['--url', 'https://a.example', '--page-size', '99999999999999999999'], '--page-size expects at most 10,000, got "99999999999999999999"'],
    [['--url', 'https://a.example', '--concurrency', '99999999999999999999'], '--concurrency expects at most 9,007,199,254,740,991, got "99999999999999999999"'],
    [['--url', 'https://a.example', '--changes-since', '0050-06-01'], '--changes-since expects a time from 1970 on, got "0050-06-01"'],
    [['--url', 'not-a-url'], '--url: base URL is not a URL: "not-a-url" (expected e.g. https://hosted.weblate.org)'],
    [['--url', 'ftp://x/'], '--url: base URL must be http or https, got ftp: in "ftp://x/"'],
    [['--url', 'localhost:8000'], '--url: base URL "localhost:8000" has no scheme: give https://localhost:8000 (or http://localhost:8000 for a server without TLS)'],
    [['--url', 'weblate.example.org/weblate/'], '--url: base URL "weblate.example.org/weblate/" has no scheme: give https://weblate.example.org/weblate/ (or http://weblate.example.org/weblate/ for a server without TLS)'],
    [['--url', 'https://example.org/weblate/api/projects/?format=api'], '--url: base URL points into the API (/api/projects/): give the server\'s address, https://example.org/weblate'],
    [['--url', 'https://example.org/api/changes'], '--url: base URL points into the API (/api/changes/): give the server\'s address, https://example.org'],
    [['--url', 'https://a.example', '--project', 'a b'], `--project expects a project slug (letters, digits, '-', '_' and '.', as in the project's address .../projects/<slug>/), got "a b"`],
    [['--url', 'https://a.example', '--project', 'a/b'], `--project expects a project slug (letters, digits, '-', '_' and '.', as in the project's address .../projects/<slug>/), got "a/b"`],
    [['--url', 'https://a.example', '--project', 'orbit/'], `--project expects a project slug (letters, digits, '-', '_' and '.', as in the project's address .../projects/<slug>/), got "orbit/"`],
    [['--url', 'https://a.example', '--project', '.'], `--project expects a project slug (letters, digits, '-', '_' and '.', as in the project's address .../projects/<slug>/), got "."`],
    [['--url', 'https://a.example', '--project', '..'], `--project expects a project slug (letters, digits, '-', '_' and '.', as in the project's address .../projects/<slug>/), got ".."`],
    [['--url', 'https://a.example', '--changes-since', 'yesterday'],
      '--changes-since expects a date (2025-01-01), a time with its zone (2025-01-01T12:00:00Z) or a number of days back (800d), got "yesterday"'],
  ])('%j: %s', (argv, message) => {
    expect(() => parseCrawlArgs(argv, {})).toThrow(new Error(message));
  });

  it('refuses a --changes-since in the future, as a bad flag', () => {
    const now = Date.UTC(2026, 10, 23, 22, 30);
    expect(() => parseCrawlArgs(['--url', 'https://a.example', '--changes-since', '2099-01-01'], {}, now)).toThrow(
      new Error('--changes-since 2099-01-01 lies in the future (it is 2026-11-23T22:30Z now)'),
    );
    // Half an hour before now, in its zone: taken, as that moment.
    expect(parseCrawlArgs(['--url', 'https://a.example', '--changes-since', '2026-11-23T23:00:00+01:00'], {}, now).options.changesSince).toEqual({ at: Date.UTC(2026, 10, 23, 22, 0) });
    expect(() => parseCrawlArgs(['--url', 'https://a.example', '--changes-since', '30000d'], {}, now)).toThrow(
      new Error('--changes-since 30000d reaches back before 1970 (from 2026-11-23): leave it out to read the whole change log'),
    );
    // Past six digits, and past what a date can hold, it is the same mistake, not an unknown form.
    expect(() => parseCrawlArgs(['--url', 'https://a.example', '--changes-since', '99999999d'], {}, now)).toThrow(
      new Error('--changes-since 99999999d reaches back before 1970 (from 2026-11-23): leave it out to read the whole change log'),
    );
    expect(() => parseCrawlArgs(['--url', 'https://a.example', '--changes-since', '999999999999999999999d'], {}, now)).toThrow(
      new Error('--changes-since 999999999999999999999d reaches back before 1970: leave it out to read the whole change log'),
    );
  });

  it('refuses an empty --out (an unset variable wrote into the project folder) and one that is a file, as bad flags', () => {
    expect(() => parseCrawlArgs(['--url', 'https://a.example', '--out', ''], {})).toThrow(
      new Error('--out is empty: give the folder snapshots go to (default data/snapshots)'),
    );
    expect(() => parseCrawlArgs(['--url', 'https://a.example', '--out', 'package.json'], {})).toThrow(new Error('--out package.json: not a folder (a file of that name is in the way)'));
  });

  it('names WEBLATE_URL where the bad URL came from there', () => {
    expect(() => parseCrawlArgs([], { WEBLATE_URL: 'weblate.example.org' })).toThrow(
      new Error('WEBLATE_URL: base URL "weblate.example.org" has no scheme: give https://weblate.example.org (or http://weblate.example.org for a server without TLS)'),
    );
  });

  it.each([
    ['--concurrency=', '--concurrency expects an integer >= 1, got ""'],
    ['--page-size=', '--page-size expects an integer >= 2, got ""'],
    ['--max-requests=', '--max-requests expects an integer >= 1, got ""'],
    ['--retries=', '--retries expects an integer >= 0, got ""'],
    ['--connect-timeout=', '--connect-timeout expects an integer >= 1, got ""'],
  ])('an empty value (%s, e.g. from an unset shell variable) is refused, not taken as the default', (flag, message) => {
    expect(() => parseCrawlArgs(['--url', 'https://a.example', flag], {})).toThrow(new Error(message));
  });

  it('refuses unknown flags, positional arguments and values that look like flags (node:util parseArgs messages)', () => {
    expect(() => parseCrawlArgs(['--url', 'https://a.example', '--frobnicate'], {})).toThrow(/^Unknown option '--frobnicate'/);
    expect(() => parseCrawlArgs(['https://a.example'], {})).toThrow(/^Unexpected argument 'https:\/\/a\.example'/);
    expect(() => parseCrawlArgs(['--url', 'https://a.example', '--lenient=yes'], {})).toThrow(/^Option '--lenient' does not take an argument/);
    // A negative number after a numeric flag is its value, refused by name above; anything else
    // starting with a dash after a flag is taken for another flag, as node's parseArgs says.
    expect(() => parseCrawlArgs(['--url', 'https://a.example', '--out', '-x'], {})).toThrow(/^Option '--out' argument is ambiguous/);
  });

  it('documents every flag it reads', () => {
    for (const flag of [
      '--url', '--token', '--out', '--concurrency', '--project', '--changes-since', '--page-size', '--max-requests', '--lenient', '--quiet',
      '--connect-timeout', '--headers-timeout', '--body-timeout', '--retries',
    ]) {
      expect(CRAWL_USAGE).toContain(`  ${flag} `);
    }
    expect(CRAWL_USAGE).toContain('WEBLATE_URL');
    expect(CRAWL_USAGE).toContain('WEBLATE_TOKEN');
  });
});
