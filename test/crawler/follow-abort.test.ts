// followAbort: an abort followed whether it comes later or came already.
import { describe, expect, it } from 'vitest';
import { followAbort } from '../../src/crawler/follow-abort.ts';

describe('followAbort', () => {
  it('calls back once when the signal aborts later, and not after the listener is removed', () => {
    const calls: string[] = [];
    const first = new AbortController();
    followAbort(first.signal, () => calls.push('first'));
    first.abort();
    first.abort();
    const second = new AbortController();
    const unfollow = followAbort(second.signal, () => calls.push('second'));
    unfollow();
    second.abort();
    expect(calls).toEqual(['first']);
  });

  it('calls back at once for a signal aborted already, where a listener alone never fires', () => {
    const calls: string[] = [];
    followAbort(AbortSignal.abort(), () => calls.push('at once'));
    followAbort(undefined, () => calls.push('never'));
    expect(calls).toEqual(['at once']);
  });
});
