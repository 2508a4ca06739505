// A chart drawing's accessible name says what is drawn, not the title its figure already has.
import { describe, expect, it } from 'vitest';
import { describeChart } from '../../src/components/chart-description.ts';

describe('describeChart', () => {
  it('names two series and the span of a bar chart', () => {
    expect(describeChart({
      type: 'bar', labels: ['2025-12', '2026-01', '2026-11'], yLabel: 'changes', xLabel: 'Month',
      datasets: [{ label: 'Last 12 months', data: [1, 2, 3] }, { label: 'A year before', data: [null, 0, 1] }],
    })).toBe('Bar chart of 2 series, Last 12 months and A year before, from 2025-12 to 2026-11; its figures are in the data table under it');
  });

  it('counts the series of a stacked chart past the first three, and folds line breaks in labels', () => {
    expect(describeChart({
      type: 'bar', stacked: true, labels: ['Week of\n2026-11-02', 'Week of\n2026-11-23'],
      datasets: ['Translation changed', 'Translation added', 'Suggestion added', 'Comment added', 'Other'].map((label) => ({ label, data: [1, 2] })),
    })).toBe('Stacked bar chart of 5 series, Translation changed, Translation added, Suggestion added and 2 more, from Week of 2026-11-02 to Week of 2026-11-23; its figures are in the data table under it');
  });

  it('names a fourth series rather than count it as one more', () => {
    expect(describeChart({
      type: 'bar', stacked: true, labels: ['2026-10', '2026-11'],
      datasets: ['Translation added', 'Translation changed', 'Changes committed', 'Other actions'].map((label) => ({ label, data: [1, 2] })),
    })).toBe('Stacked bar chart of 4 series, Translation added, Translation changed, Changes committed and Other actions, from 2026-10 to 2026-11; its figures are in the data table under it');
  });

  it('leaves the series out where there is one, but names the one action of a chart by action, and says "for" a single label', () => {
    expect(describeChart({ type: 'bar', labels: ['2026-11'], datasets: [{ label: 'changes', data: [4] }] }))
      .toBe('Bar chart, for 2026-11; its figures are in the data table under it');
    // A chart by action (stacked) with one action: nothing else says which action its bars count.
    expect(describeChart({ type: 'bar', stacked: true, labels: ['2026-11', '2026-12'], datasets: [{ label: 'Changes committed', data: [4, 1] }] }))
      .toBe('Bar chart of Changes committed, from 2026-11 to 2026-12; its figures are in the data table under it');
    expect(describeChart({ type: 'line', labels: [], datasets: [] })).toBe('Line chart; its figures are in the data table under it');
  });
});
