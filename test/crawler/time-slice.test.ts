// Slices of synchronous work with the event loop in between.
import { describe, expect, it } from 'vitest';
import { TimeSlice } from '../../src/crawler/time-slice.ts';

describe('TimeSlice', () => {
  it('is due once its budget is spent, and not again right after a pause', async () => {
    expect(new TimeSlice(60_000).due).toBe(false);
    expect(new TimeSlice(-1).due).toBe(true);
    // A long budget, so that a busy test machine cannot spend it between the pause and the check.
    const slice = new TimeSlice(250);
    const started = performance.now();
    while (performance.now() - started < 260);
    expect(slice.due).toBe(true);
    await slice.pause();
    expect(slice.due).toBe(false);
  });

  it('lets callbacks waiting on the event loop run during a pause', async () => {
    const events: string[] = [];
    setImmediate(() => events.push('immediate'));
    await new TimeSlice().pause();
    events.push('after pause');
    expect(events).toEqual(['immediate', 'after pause']);
  });
});
