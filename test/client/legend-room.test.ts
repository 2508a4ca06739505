import { describe, expect, it } from 'vitest';
import { legendRoom } from '../../src/client/legend-room.ts';

describe('legendRoom', () => {
  it('gives a chart twice its legend\'s height, rounded up to a whole pixel, so that chart.js (which caps a legend at half the chart) draws all of it', () => {
    expect(legendRoom(540)).toBe(1080);
    expect(legendRoom(120.2)).toBe(241);
    expect(legendRoom(0)).toBe(0);
  });
});
