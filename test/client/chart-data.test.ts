import { describe, expect, test } from 'vitest';
import { chartHasValues, parseChartData, stackTotals } from '../../src/client/chart-data.ts';

describe('parseChartData', () => {
  test('accepts the documented shape and keeps optional fields only when present', () => {
    const data = { type: 'bar', stacked: true, labels: ['a', 'b'], datasets: [{ label: 'x', data: [1, 2] }], yLabel: 'Strings' };
    expect(parseChartData(data)).toEqual(data);
    // The x axis' title, which the chart draws under its labels.
    const withX = { type: 'line', labels: ['2026-11'], datasets: [{ label: 'x', data: [1] }], yLabel: 'changes', xLabel: 'Month' };
    expect(parseChartData(withX)).toEqual(withX);
    expect(parseChartData({ type: 'line', labels: [], datasets: [] })).toEqual({ type: 'line', labels: [], datasets: [] });
  });

  test('accepts null for a value nothing is known of (a gap)', () => {
    const data = { type: 'bar', labels: ['a', 'b'], datasets: [{ label: 'x', data: [null, 2] }] };
    expect(parseChartData(data)).toEqual(data);
  });

  test("keeps a series' colour: a palette position or 'other'", () => {
    const data = { type: 'bar', labels: ['a'], datasets: [{ label: 'x', data: [1], color: 3 }, { label: 'y', data: [2], color: 'other' }] };
    expect(parseChartData(data)).toEqual(data);
    for (const color of [-1, 1.5, 'red', null]) {
      expect(() => parseChartData({ type: 'bar', labels: [], datasets: [{ label: 'x', data: [], color }] })).toThrow(
        'chart data: dataset 0 color must be a palette position or "other"',
      );
    }
  });

  test('rejects a value beyond the safe integers, near which chart.js never ends its ticks and the page hangs', () => {
    const chart = (value: number) => ({ type: 'bar', labels: ['a', 'b'], datasets: [{ label: 'x', data: [value, 1] }] });
    expect(parseChartData(chart(Number.MAX_SAFE_INTEGER))).toEqual(chart(9007199254740991));
    expect(parseChartData(chart(-Number.MAX_SAFE_INTEGER))).toEqual(chart(-9007199254740991));
    for (const value of [1.7e308, -1.7e308, 1e20, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => parseChartData(chart(value))).toThrow('chart data: dataset 0 data must be at most 9007199254740991 either side of 0');
    }
  });

  test('rejects other shapes', () => {
    expect(() => parseChartData(null)).toThrow(TypeError);
    expect(() => parseChartData({ type: 'pie', labels: [], datasets: [] })).toThrow(/type/);
    expect(() => parseChartData({ type: 'bar', labels: [1], datasets: [] })).toThrow(/labels/);
    expect(() => parseChartData({ type: 'bar', labels: [], datasets: [{ label: 'x', data: ['1'] }] })).toThrow('chart data: dataset 0 data must be numbers or null');
    expect(() => parseChartData({ type: 'bar', labels: [], datasets: [{ data: [] }] })).toThrow(/label/);
    expect(() => parseChartData({ type: 'bar', stacked: 'yes', labels: [], datasets: [] })).toThrow(/stacked/);
  });
});

describe('chartHasValues', () => {
  test('is true only where some series has a value above 0', () => {
    const chart = (...series: (number | null)[][]) => ({ type: 'bar' as const, labels: ['a', 'b'], datasets: series.map((data, i) => ({ label: `s${i}`, data })) });
    expect(chartHasValues(chart())).toBe(false);
    expect(chartHasValues(chart([0, 0], [null, null]))).toBe(false);
    expect(chartHasValues(chart([0, 0], [null, 3]))).toBe(true);
    expect(chartHasValues(chart([0, 1]))).toBe(true);
  });
});

describe('stackTotals', () => {
  test("adds up a stacked chart's parts per bucket, a bucket of none read being unknown", () => {
    const chart = { type: 'bar' as const, stacked: true, labels: ['a', 'b', 'c'], datasets: [{ label: 'x', data: [1, null, 0] }, { label: 'y', data: [2, null, null] }] };
    expect(stackTotals(chart)).toEqual([3, null, 0]);
    // Not stacked, or one series: its own values are the totals, and no column is added.
    expect(stackTotals({ ...chart, stacked: false })).toBeNull();
    expect(stackTotals({ ...chart, datasets: [chart.datasets[0]!] })).toBeNull();
  });
});
