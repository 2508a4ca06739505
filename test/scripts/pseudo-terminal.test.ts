import { describe, expect, it } from 'vitest';
import { inPseudoTerminal } from './pseudo-terminal.ts';

describe('inPseudoTerminal', () => {
  it("says it needs util-linux's script where none is on PATH, not 'expected -2 to be null'", () => {
    expect(() => inPseudoTerminal('exit 0', { PATH: '/nonexistent' })).toThrow(
      "this test runs its command in a pseudo-terminal with util-linux's `script` (Debian's and Ubuntu's bsdutils): `script` on PATH is not found (ENOENT)",
    );
  });

  it('runs a command in a pseudo-terminal where it is', async () => {
    const child = inPseudoTerminal('test -t 1 && echo on a terminal', process.env);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    expect(await new Promise((done) => child.once('exit', done))).toBe(0);
    expect(out.replaceAll('\r', '')).toBe('on a terminal\n');
  });
});
