// Flags npm takes for its own where `npm run crawl --url …` leaves out the `--`: said in one line,
// naming them, where the crawl said "Unexpected argument 'http://…'" (or nothing, for --lenient).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  });

  it('names a flag npm took with its value ("--out=DIR"), but not a value an .npmrc or npm itself sets', () => {
    // npm run build --out=/srv/site: npm sets npm_config_out to the value and passes on nothing,
    // and the build wrote dist/ with exit 0.
    const typed = { npm_lifecycle_event: 'crawl', npm_config_out: '/srv/out', npm_config_changes_since: '30d', npm_config_lenient: 'false' };
    expect(flagsNpmTook('crawl', USAGE, typed)).toEqual(['--out', '--changes-since', '--lenient']);
    // A value npm's own configuration gives (an .npmrc's) is no flag typed without its "--".
    const folder = mkdtempSync(join(tmpdir(), 'npmrc-'));
    try {
      writeFileSync(join(folder, 'user.npmrc'), '; mine\nout = /srv/out\r\nchanges-since=30d\n');
      expect(flagsNpmTook('crawl', USAGE, { ...typed, npm_config_userconfig: join(folder, 'user.npmrc') })).toEqual(['--lenient']);
      writeFileSync(join(folder, '.npmrc'), 'lenient=false\n');
      expect(flagsNpmTook('crawl', USAGE, { ...typed, npm_config_local_prefix: folder })).toEqual(['--out', '--changes-since']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    // npm's own --prefix, which npm exports whatever was typed (the sample's usage names a --prefix).
    expect(flagsNpmTook('sample', '  --prefix PATH\n', { npm_lifecycle_event: 'sample', npm_config_prefix: '/work/atlas' })).toEqual([]);
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
