import { describe, expect, it } from 'vitest';
import { printable, printableLines } from '../src/terminal-text.ts';

describe('printable', () => {
  it('leaves ordinary text, non-ASCII letters and emoji as they are', () => {
    expect(printable('crawl failed: not found: https://hosted.weblate.org/api/projects/ŝtono/ 😀')).toBe(
      'crawl failed: not found: https://hosted.weblate.org/api/projects/ŝtono/ 😀',
    );
  });

  it('writes line breaks and tabs as their escapes, so a server cannot start a line of its own', () => {
    expect(printable('a\nFAKE LINE: crawl succeeded\r\n\tb')).toBe('a\\nFAKE LINE: crawl succeeded\\r\\n\\tb');
  });

  it('writes ESC, BEL, DEL and C1 controls as hex escapes', () => {
    expect(printable('\u001b[2J\u001b]0;title\u0007\u007f\u009b31m')).toBe('\\x1b[2J\\x1b]0;title\\x07\\x7f\\x9b31m');
  });

  it('writes Unicode line separators and bidirectional overrides as \\u escapes', () => {
    expect(printable('a\u2028b\u202egnp.exe\u2066c\u2069')).toBe('a\\u2028b\\u202egnp.exe\\u2066c\\u2069');
  });
});

describe('printableLines', () => {
  it('keeps a message of several lines on its lines, the later ones indented, each made printable', () => {
    expect(printableLines('snapshot/manifest.json: invalid manifest\n✖ Unrecognized key: "x\u001b[2J"\n::error::fake')).toBe(
      'snapshot/manifest.json: invalid manifest\n  ✖ Unrecognized key: "x\\x1b[2J"\n  ::error::fake',
    );
    expect(printableLines('one line\twith a tab')).toBe('one line\\twith a tab');
  });
});
