// The flags of `npm run sample`: every mode reachable from the command line, bad values named.
import { describe, expect, it } from 'vitest';
import { describeSampleOptions, parseSampleArgs, sampleCrawlCommand } from '../../src/sample/options.ts';

describe('npm run sample flags', () => {
  it('turns every flag into a server option', () => {
    expect(
      parseSampleArgs([
        '--profile', 'tiny', '--seed', 'atlas', '--port', '8123', '--anchor', '2025-01-01T00:00:00Z',
        '--prefix', '/weblate', '--variant', '5x', '--strict', '--growth', '7', '--token', 's3cret', '--user-token', 'm3mber',
        '--rate-limit', '100/60', '--fault', '500=0.1', '--fault', 'drop=0.05', '--slow-ms', '200', '--gateway-limit-kb', '512',
        '--retry-after', '2', '--latency', '20', '--error-style', '5.10', '--offset-minutes', '60', '--categories',
      ]),
    ).toEqual({
      profile: 'tiny', seed: 'atlas', port: 8123, anchor: '2025-01-01T00:00:00Z', prefix: '/weblate',
      variant: '5x', strict: true, growth: 7, token: 's3cret', userToken: 'm3mber', rateLimit: { limit: 100, windowSeconds: 60 },
      faults: { '500': 0.1, drop: 0.05 }, slowMs: 200, gatewayLimitBytes: 524_288, retryAfterSeconds: 2, latencyMs: 20, errorStyle: '5.10',
      offsetMinutes: 60, categories: true,
    });
  });

  it('takes a negative offset written after a space, as the Americas need it', () => {
    expect(parseSampleArgs(['--offset-minutes', '-120'])).toEqual({ offsetMinutes: -120 });
    expect(parseSampleArgs(['--offset-minutes=-300', '--profile', 'tiny'])).toEqual({ offsetMinutes: -300, profile: 'tiny' });
  });

  it('gives no options for no flags (the defaults live in the server)', () => {
    expect(parseSampleArgs([])).toEqual({});
  });

  it.each([
    [['--profile', 'huge'], '--profile expects tiny, demo or large, got "huge"'],
    [['--port', 'eighty'], '--port expects an integer >= 0, got "eighty"'],
    [['--port', '99999'], '--port expects a port number, 0 to 65535 (0: a free one), got "99999"'],
    [['--variant', 'C'], '--variant expects A, B or 5x, got "C"'],
    [['--rate-limit', '100'], '--rate-limit expects REQUESTS/SECONDS like 100/60, got "100"'],
    [['--fault', '404=0.1'], '--fault expects KIND=RATE with KIND one of 429, 500, 502, 503, 504, drop, truncate, slow, shift and RATE in 0..1, got "404=0.1"'],
    [['--fault', '500=2'], '--fault expects KIND=RATE with KIND one of 429, 500, 502, 503, 504, drop, truncate, slow, shift and RATE in 0..1, got "500=2"'],
    [['--prefix', 'weblate'], '--prefix expects a path like /weblate, got "weblate"'],
    [['--anchor', 'yesterday'], '--anchor expects a date (2025-01-01) or a time with its zone (2025-01-01T12:00:00Z), got "yesterday"'],
    // Without a zone it was read in the machine's: the same options served another log in Kolkata than in UTC.
    [['--anchor', '2026-11-20T00:00:00'], '--anchor expects a date (2025-01-01) or a time with its zone (2025-01-01T12:00:00Z), got "2026-11-20T00:00:00"'],
    [['--anchor', '1'], '--anchor expects a date (2025-01-01) or a time with its zone (2025-01-01T12:00:00Z), got "1"'],
    [['--anchor', '2026-02-30'], '--anchor: no such date "2026-02-30"'],
    [['--error-style', 'json'], '--error-style expects drf or 5.10, got "json"'],
    [['--gateway-limit-kb', '0'], '--gateway-limit-kb expects an integer >= 1, got "0"'],
    [['--offset-minutes', '5000'], '--offset-minutes expects an integer <= 840, got "5000"'],
    [['--latency', '2147483648'], '--latency expects an integer <= 2147483647, got "2147483648"'],
    [['--slow-ms', '99999999999'], '--slow-ms expects an integer <= 2147483647, got "99999999999"'],
    [['--offset-minutes', '-721'], '--offset-minutes expects an integer >= -720, got "-721"'],
    [['--port', '-1'], '--port expects an integer >= 0, got "-1"'],
    [['--latency', '-5'], '--latency expects an integer >= 0, got "-5"'],
    [['--token', 'k', '--user-token', 'k'], '--user-token must differ from --token'],
  ])('rejects %j', (argv, message) => {
    expect(() => parseSampleArgs(argv)).toThrow(message);
  });

  it('rejects unknown flags', () => {
    expect(() => parseSampleArgs(['--colour'])).toThrow("Unknown option '--colour'");
  });

  // With --token, the hint crawled it as an anonymous caller: no user list, no private data.
  it('gives the crawl command with the token the server requires', () => {
    expect(sampleCrawlCommand('http://127.0.0.1:8000', {})).toBe('npm run crawl -- --url http://127.0.0.1:8000');
    expect(sampleCrawlCommand('http://127.0.0.1:8000/weblate', { token: 's3cret', userToken: 'm3mber' })).toBe('WEBLATE_TOKEN=s3cret npm run crawl -- --url http://127.0.0.1:8000/weblate');
    expect(sampleCrawlCommand('http://127.0.0.1:8000', { token: "it's$x" })).toBe("WEBLATE_TOKEN='it'\\''s$x' npm run crawl -- --url http://127.0.0.1:8000");
  });

  it('describes a configuration in one line', () => {
    expect(describeSampleOptions({ profile: 'tiny', prefix: '/w', growth: 3, faults: { '429': 0.5 }, gatewayLimitBytes: 2048 })).toBe(
      'profile tiny, seed 1, variant B, prefix /w, growth 3/request, fault 429=0.5, 504 over 2 KiB',
    );
  });
});
