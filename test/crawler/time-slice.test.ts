// Slices of synchronous work with the event loop in between.
import { describe, expect, it } from 'vitest';
import { TimeSlice } from '../../src/crawler/time-slice.ts';

describe('TimeSlice', () => {
  it('is due once its budget is spent, and not again right after a pause', async () => {
    expect(new TimeSlice(60_000).due).toBe(false);
    expect(new TimeSlice(-1).due).toBe(true);
    let now = 1_000;
    const slice = new TimeSlice(2, () => now);
    now = 1_002;
    expect(slice.due).toBe(false);
    now = 1_003;
    expect(slice.due).toBe(true);
    // The pause starts the next slice at the time it ends, not at the first slice's start.
    now = 1_010;
    await slice.pause();
    expect(slice.due).toBe(false);
    now = 1_012;
    expect(slice.due).toBe(false);
    now = 1_013;
    expect(slice.due).toBe(true);
  });

  it('lets callbacks waiting on the event loop run during a pause', async () => {
    const events: string[] = [];
    setImmediate(() => events.push('immediate'));
    await new TimeSlice().pause();
    events.push('after pause');
    expect(events).toEqual(['immediate', 'after pause']);
  });
});
