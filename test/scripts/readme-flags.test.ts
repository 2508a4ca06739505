// Every flag a command's --help lists is in the README, where users look first: the sample's
// --changes, --slow-ms, --retry-after and --offset-minutes had gone undocumented (docs review).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CRAWL_USAGE } from '../../src/crawler/options.ts';
import { SAMPLE_USAGE } from '../../src/sample/options.ts';

const readme = readFileSync('README.md', 'utf8');

/** The flags a usage text names, once each, in order. */
function flagsOf(usage: string): string[] {
  return [...new Set([...usage.matchAll(/(?<![\w-])--[a-z][a-z0-9-]*/g)].map((match) => match[0]))];
}

/** The flags of `usage` the README does not name in code (`--flag`). */
function undocumented(usage: string): string[] {
  return flagsOf(usage).filter((flag) => !readme.includes(`\`${flag}`));
}

describe('README names every flag', () => {
  it('finds the flags of a usage text', () => {
    expect(flagsOf('  --port N   a port\n  --fault KIND=RATE  (see --slow-ms; not x--y)')).toEqual(['--port', '--fault', '--slow-ms']);
  });

  it('of the sample server', () => {
    expect(flagsOf(SAMPLE_USAGE)).toContain('--offset-minutes');
    expect(undocumented(SAMPLE_USAGE)).toEqual([]);
  });

  it('of the crawler', () => {
    expect(flagsOf(CRAWL_USAGE)).toContain('--max-requests');
    expect(undocumented(CRAWL_USAGE)).toEqual([]);
  });

  it('of the build', () => {
    const help = spawnSync(process.execPath, ['scripts/build.ts', '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(flagsOf(help.stdout)).toContain('--snapshot');
    expect(undocumented(help.stdout)).toEqual([]);
  });

  it('of the scrub', () => {
    const help = spawnSync(process.execPath, ['scripts/scrub-snapshot.ts', '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(flagsOf(help.stdout)).toEqual(['--snapshot', '--out', '--token']);
    expect(undocumented(help.stdout)).toEqual([]);
  });
});
