// Paths typed on the command line, resolved against the folder npm was invoked from.
import { describe, expect, it } from 'vitest';
import { invocationPath } from '../../src/invocation-path.ts';

describe('invocationPath', () => {
  const npm = { INIT_CWD: '/home/ana/site/docs', npm_package_json: '/home/ana/site/package.json' };
  it('resolves a relative path against INIT_CWD where npm started the script from the package root', () => {
    expect(invocationPath('snaps', npm, '/home/ana/site')).toBe('/home/ana/site/docs/snaps');
    expect(invocationPath('../out', npm, '/home/ana/site')).toBe('/home/ana/site/out');
  });

  it('leaves absolute paths, other starts and a run without npm as they are', () => {
    expect(invocationPath('/srv/snaps', npm, '/home/ana/site')).toBe('/srv/snaps');
    // A child of a process npm started: the variables are inherited, the folder is its own.
    expect(invocationPath('snaps', npm, '/tmp/elsewhere')).toBe('snaps');
    expect(invocationPath('snaps', {}, '/home/ana/site')).toBe('snaps');
  });

  it('takes a ~ the shell left as it was (quoted, or after =) as the home folder, where it made a folder named ~', () => {
    const home = { ...npm, HOME: '/home/ana' };
    expect(invocationPath('~/snaps', home, '/home/ana/site')).toBe('/home/ana/snaps');
    expect(invocationPath('~', home, '/home/ana/site')).toBe('/home/ana');
    expect(invocationPath('~/', { HOME: '/root' }, '/tmp/elsewhere')).toBe('/root/');
    // Another user's home, or a name that starts with ~: as typed, resolved as any other relative path.
    expect(invocationPath('~ben/snaps', home, '/home/ana/site')).toBe('/home/ana/site/docs/~ben/snaps');
    expect(invocationPath('~snaps', home, '/home/ana/site')).toBe('/home/ana/site/docs/~snaps');
  });
});
