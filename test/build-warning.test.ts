import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildWarning, onBuildWarning } from '../src/build-warning.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('buildWarning', () => {
  it("goes to the build's display while one listens, and to stderr as a warning line otherwise", () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const said: string[] = [];
    const stop = onBuildWarning((text) => said.push(text));
    buildWarning('snap: 3 change records left out');
    stop();
    buildWarning('snap: a \x1b[31mred\x1b[0m name');
    expect(said).toEqual(['snap: 3 change records left out']);
    // Control characters from a snapshot are shown, not obeyed, on the way to a terminal.
    expect(written).toEqual(['warning: snap: a \\x1b[31mred\\x1b[0m name\n']);
  });

  it('keeps a later listener when an earlier one stops', () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = onBuildWarning((text) => first.push(text));
    const stopSecond = onBuildWarning((text) => second.push(text));
    stopFirst();
    buildWarning('w');
    stopSecond();
    expect([first, second]).toEqual([[], ['w']]);
  });
});
