// The one line a build prints for a failure of Astro's bundler.
import { describe, expect, it } from 'vitest';
import { bundlerFailureLine } from '../../scripts/lib/bundler-failure.ts';

describe('bundlerFailureLine', () => {
  it("makes rolldown's 29-line report of a file-size limit one line, in the words of the build's own failed writes", () => {
    const report = [
      '\x1b[31mBuild failed with 1 error:',
      '',
      '\x1b[31m[UNHANDLEABLE_ERROR] \x1b[0mSomething went wrong inside rolldown, please report this problem at https://github.com/rolldown/rolldown/issues.',
      'Failed to write file in /work/main/.astro/.prerender/prerender-entry.Cj1LWX-S.mjs',
      '',
      'Caused by:',
      '    File too large (os error 27)',
      '',
      'Stack backtrace:',
      '   0: <unknown>',
      '  12: start_thread',
      '             at ./nptl/pthread_create.c:442:8',
      '  13: clone3',
      '\x1b[39m',
    ].join('\n');
    expect(bundlerFailureLine(report)).toBe(
      'writing /work/main/.astro/.prerender/prerender-entry.Cj1LWX-S.mjs: a file grew past the size this process may write (ulimit -f) (EFBIG)',
    );
  });

  it('makes a full disk one line the same way, and keeps a failed write for another reason in its own words', () => {
    const report = (cause: string) => `Build failed with 1 error:\n[UNHANDLEABLE_ERROR] Failed to write file in /srv/.astro/chunk.mjs\n\nCaused by:\n    ${cause}\n\nStack backtrace:\n   0: <unknown>`;
    expect([bundlerFailureLine(report('No space left on device (os error 28)')), bundlerFailureLine(report('Permission denied (os error 13)'))]).toEqual([
      'writing /srv/.astro/chunk.mjs: no space left on the device (ENOSPC)',
      'Build failed with 1 error: [UNHANDLEABLE_ERROR] Failed to write file in /srv/.astro/chunk.mjs: Permission denied (os error 13)',
    ]);
  });

  it('keeps the lines of any other message, without colour codes', () => {
    expect(bundlerFailureLine('atlas.config.json: "tiers": expected an array\n"title": expected a string')).toBe(
      'atlas.config.json: "tiers": expected an array\n"title": expected a string',
    );
    expect(bundlerFailureLine('\x1b[31mrender failed on /languages/de/\x1b[39m')).toBe('render failed on /languages/de/');
  });
});
