// Flags npm takes for its own where `npm run crawl --url …` leaves out the `--`: said in one line,
// naming them, where the crawl said "Unexpected argument 'http://…'" (or nothing, for --lenient).
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { flagsNpmTook } from '../../scripts/lib/command-line.ts';

const USAGE = '  --url URL   the server\n  --out DIR   where snapshots go\n  --changes-since WHEN   from then on\n  --lenient   store what breaks\n';

describe('flagsNpmTook', () => {
  it('names the flags of the usage npm set to "true" in npm_config_*, under npm run of that script only', () => {
    const env = { npm_lifecycle_event: 'crawl', npm_config_url: 'true', npm_config_changes_since: 'true', npm_config_lenient: 'true', npm_config_cache: '/root/.npm' };
    expect(flagsNpmTook('crawl', USAGE, env)).toEqual(['--url', '--changes-since', '--lenient']);
    // Run otherwise (node scripts/crawl.ts, or another script's npm run), the variables are not this command's.
    expect(flagsNpmTook('crawl', USAGE, { ...env, npm_lifecycle_event: 'build' })).toEqual([]);
    expect(flagsNpmTook('crawl', USAGE, { npm_config_url: 'true' })).toEqual([]);
    // A value npm's own configuration gives (an .npmrc's) is no flag typed without its "--".
    expect(flagsNpmTook('crawl', USAGE, { npm_lifecycle_event: 'crawl', npm_config_out: '/srv/out' })).toEqual([]);
  });
});

describe('npm run crawl --url … without "--"', () => {
  it('exits 2 with one line that names what npm took and shows the command with "--"', async () => {
    const child = spawn('npm', ['run', '-s', 'crawl', '--url', 'http://127.0.0.1:9/weblate', '--out', '/nonexistent/snapshots'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    // npm warns of its own ("Unknown cli config"); the crawl's line is the last.
    expect([code, stderr.trimEnd().split('\n').at(-1)]).toEqual([2,
      'crawl: npm took --url and --out for options of its own, with no "--" before them, and left them out: give the flags after "--", as in npm run crawl -- --url … (npm run crawl -- --help gives the usage)']);
  });
});
