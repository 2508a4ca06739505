// Chart data and the words around charts, with literal expectations over small hand-made series.
import { describe, expect, it } from 'vitest';
import { actionColor, CHART_ACTIONS, chartedActions, HistoryTally } from '../../src/report/history.ts';
import { actionName } from '../../src/weblate/actions.ts';
import { seriesColor } from '../../src/client/palette.ts';
import type { ChartData } from '../../src/client/chart-data.ts';
import type { HistorySeries, Report } from '../../src/report/types.ts';
import {
  actionTotals, activityOfAction, activityByAction, activityCharts, activityFromFirst, chartSpan, projectChangeYears, projectChangeYearsLabels, projectChangeYearsNotRead,
  noChangesNote, CHART_PERIODS, YEARS_CHARTED, changesCharts, overviewActivityTitle, overviewActivity, overviewActivityNote,
  type ActivityChart,
} from '../../src/report/chart-views.ts';

const UTC = (iso: string) => Date.parse(iso);

describe('overviewActivity', () => {
  /** A report whose instance history has one change at each of `times`, taken at `now`. */
  const reportAt = (now: string, times: string[], changesSince: string | null = null) => {
    const tally = new HistoryTally(UTC(now));
    for (const time of times) tally.add(UTC(time), 5, null, null);
    return { now, snapshot: { changesSince }, history: tally.finish(UTC(now), changesSince === null ? null : UTC(changesSince)) } as unknown as Report;
  };

  it('sets the snapshot\'s month, run to its time, beside the same span a year earlier, and says so', () => {
    const chart = overviewActivity(reportAt('2026-11-05T08:00:00Z', [
      // A year earlier: two changes by 08:00 on the 5th, two later in the month (not compared).
      '2025-11-01T00:00:00Z', '2025-11-05T08:00:00Z', '2025-11-05T08:00:01Z', '2025-11-06T00:00:00Z',
      '2025-12-31T12:00:00Z', '2026-06-15T12:00:00Z', '2026-11-02T10:00:00Z', '2026-11-05T07:00:00Z',
    ]));
    expect(chart.labels).toEqual([
      '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10',
      '2026-11\n(to the 5th)',
    ]);
    expect(chart.datasets).toEqual([
      { label: 'Last 12 months', data: [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 2] },
      { label: 'The year before (same days)', data: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2] },
    ]);
  });

  it('on a month\'s last day, still marks the month under way and compares it to the same time a year earlier', () => {
    const chart = overviewActivity(reportAt('2026-02-28T23:00:00Z', [
      '2025-02-20T00:00:00Z', '2025-02-28T00:00:00Z', '2025-02-28T23:30:00Z', '2026-02-01T00:00:00Z',
    ]));
    expect(chart.labels.at(-1)).toBe('2026-02\n(to the 28th)');
    expect(chart.datasets.map((set) => set.data.at(-1))).toEqual([1, 2]);
    // 29 February has no day a year earlier: the whole of February then, to its last minute.
    const leap = overviewActivity(reportAt('2028-02-29T12:00:00Z', ['2027-02-28T11:00:00Z', '2027-02-28T23:59:00Z', '2027-03-01T00:00:00Z', '2028-02-29T11:00:00Z']));
    expect(leap.labels.at(-1)).toBe('2028-02\n(to the 29th)');
    expect(leap.datasets.map((set) => set.data.at(-1))).toEqual([1, 2]);
  });

  it('leaves the months a change log read from a later time on does not cover unknown (null), not empty, and marks where it begins', () => {
    const chart = overviewActivity(reportAt('2026-11-05T08:00:00Z', [
      '2025-10-20T00:00:00Z', '2025-11-01T00:00:00Z', '2025-12-31T12:00:00Z', '2026-06-15T12:00:00Z', '2026-11-02T10:00:00Z',
    ], '2025-10-14T00:00:00Z'));
    expect(chart.labels).toEqual([
      '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10',
      '2026-11\n(to the 5th)',
    ]);
    // A year before 2025-12 is 2024-12, before the log was read: unknown, as is every month up to
    // 2025-10 (read from the 14th only); 2025-11 was read whole: one change by the 5th.
    expect(chart.datasets).toEqual([
      { label: 'Last 12 months', data: [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1] },
      { label: 'The year before (same days)', data: [null, null, null, null, null, null, null, null, null, null, null, 1] },
    ]);
  });

  it('compares the snapshot\'s month to the one a year earlier where the change log was read from that month\'s first moment on', () => {
    // `--changes-since 2025-11-01`: 2025-11 was read whole, two changes by the 5th, 08:00.
    const chart = overviewActivity(reportAt('2026-11-05T08:00:00Z', [
      '2025-11-01T00:00:00Z', '2025-11-03T00:00:00Z', '2026-11-02T10:00:00Z',
    ], '2025-11-01T00:00:00Z'));
    expect(chart.datasets.map((set) => set.data.at(-1))).toEqual([1, 2]);
  });

  it('shows only the months read when the change log begins within the last 12 months', () => {
    const chart = overviewActivity(reportAt('2026-11-05T08:00:00Z', ['2026-09-20T00:00:00Z', '2026-11-02T10:00:00Z'], '2026-09-14T12:00:00Z'));
    expect(chart.labels).toEqual(['2026-09\n(from the 14th)', '2026-10', '2026-11\n(to the 5th)']);
    // Nothing of the year before was read: no such series; three months are not "Last 12 months".
    expect(chart.datasets).toEqual([{ label: 'Since 2026-09-14 12:00 UTC', data: [1, 0, 1] }]);
    expect(overviewActivity(reportAt('2026-11-05T08:00:00Z', [], '2026-10-26T00:00:00Z')).datasets.map((set) => set.label)).toEqual(['Since 2026-10-26']);
    // Read from within the snapshot's own month: both ends in one label.
    expect(overviewActivity(reportAt('2026-11-05T08:00:00Z', [], '2026-11-02T00:00:00Z')).labels).toEqual(['2026-11\n(the 2nd to the 5th)']);
    // Read from the snapshot's own day on: one day, said once.
    expect(overviewActivity(reportAt('2026-11-05T08:00:00Z', [], '2026-11-05T00:00:00Z')).labels).toEqual(['2026-11\n(the 5th only)']);
  });

  it('names the day with its English ordinal', () => {
    const last = (now: string) => overviewActivity(reportAt(now, [])).labels.at(-1);
    expect([last('2026-11-01T00:00:00Z'), last('2026-11-02T00:00:00Z'), last('2026-11-03T00:00:00Z'), last('2026-11-11T00:00:00Z'),
      last('2026-11-12T00:00:00Z'), last('2026-11-21T00:00:00Z'), last('2026-11-22T00:00:00Z'), last('2026-11-23T00:00:00Z')]).toEqual([
      '2026-11\n(to the 1st)', '2026-11\n(to the 2nd)', '2026-11\n(to the 3rd)', '2026-11\n(to the 11th)',
      '2026-11\n(to the 12th)', '2026-11\n(to the 21st)', '2026-11\n(to the 22nd)', '2026-11\n(to the 23rd)',
    ]);
  });
});

describe('activityByAction', () => {
  const series = {
    period: 'month' as const,
    buckets: ['2026-08', '2026-09', '2026-10', '2026-11'],
    byAction: { 2: [9, 1, 1, 1], 5: [0, 4, 4, 0], 7: [0, 0, 1, 1], 9: [0, 1, 0, 0], 45: [5, 0, 0, 0] },
  };
  const name = (code: number) => `action ${code}`;

  /** Each dataset's label and the colour it is drawn in. */
  const drawn = (chart: ChartData) => chart.datasets.map((d, i) => `${d.label}: ${seriesColor(d.color, i)}`);

  it("stacks the last buckets by action, the legend's actions named in its order, each in its own colour, the rest summed", () => {
    expect(activityByAction(series, { name, shown: [5, 2] }, 3, '2026-11-23T02:40:00Z')).toEqual({
      type: 'bar',
      stacked: true,
      labels: ['2026-09', '2026-10', '2026-11\n(to the 23rd)'],
      // 7 and 9 go together; 45 has no change in the last three buckets.
      datasets: [
        { label: 'action 5', data: [4, 4, 0], color: 0 },
        { label: 'action 2', data: [1, 1, 1], color: 1 },
        { label: 'Other actions', data: [1, 1, 1], color: 'other' },
      ],
      yLabel: 'changes',
      xLabel: 'Month',
    });
  });

  it("draws an action in the same colour whatever the snapshot's ranking of actions, in the same legend order", () => {
    const month = (byAction: HistorySeries['byAction']): HistorySeries => ({ period: 'month', buckets: ['2026-11'], byAction });
    // One night Translation added leads, the next Translation changed and no suggestion came: no colour moves.
    const added = month({ 5: [5500], 2: [4767], 17: [900], 13: [700], 4: [400], 3: [100], 59: [600] });
    const changed = month({ 5: [4767], 2: [5500], 17: [700], 13: [900], 3: [400], 59: [600] });
    const charts = [added, changed].map((series) => drawn(activityByAction(series, { name: actionName, shown: chartedActions(series, CHART_ACTIONS) }, 1, '2026-11-29T11:47:00Z')));
    expect(charts[0]).toEqual([
      'Translation added: #0072B2', 'Translation changed: #E69F00', 'Suggestion added: #009E73', 'Comment added: #D55E00',
      'Source string added: #56B4E9', 'Changes committed: #CC79A7', 'Other actions: #707070',
    ]);
    expect(charts[1]).toEqual([
      'Translation added: #0072B2', 'Translation changed: #E69F00', 'Comment added: #D55E00',
      'Source string added: #56B4E9', 'Changes committed: #CC79A7', 'Other actions: #707070',
    ]);
  });

  it('gives every action one of six colours, none of them yellow, black or the grey of "Other actions"', () => {
    const colors = new Set(Array.from({ length: 120 }, (_, code) => seriesColor(actionColor(code), 0)));
    expect([...colors].sort()).toEqual(['#0072B2', '#009E73', '#56B4E9', '#CC79A7', '#D55E00', '#E69F00']);
  });

  it("charts one action alone in its own colour, also one the legend sums with others, zeros where it has none", () => {
    expect(activityOfAction(series, 5, { name }, 3, '2026-11-23T02:40:00Z')).toEqual({
      type: 'bar',
      labels: ['2026-09', '2026-10', '2026-11\n(to the 23rd)'],
      datasets: [{ label: 'action 5', data: [4, 4, 0], color: 0 }],
      yLabel: 'changes',
      xLabel: 'Month',
    });
    // Suggestion accepted, Translation uploaded, Source string changed, Contributor joined: never the grey of "Other actions".
    expect([7, 9, 30, 45].map((code) => drawn(activityOfAction(series, code, { name: actionName }, 2, '2026-11-23T02:40:00Z'))[0])).toEqual([
      'Suggestion accepted: #009E73', 'Translation uploaded: #0072B2', 'Source string changed: #56B4E9', 'Contributor joined: #CC79A7',
    ]);
    // A file uploaded is drawn as translations uploaded are; a translation removed, an administrator's act, as the repository's.
    expect([78, 25].map((code) => drawn(activityOfAction(series, code, { name: actionName }, 2, '2026-11-23T02:40:00Z'))[0])).toEqual([
      'File uploaded: #0072B2', 'Translation removed: #CC79A7',
    ]);
  });

  it("keeps an action's colour where an action before it in the legend has no changes", () => {
    const chart = activityByAction(series, { name, shown: [5, 7] }, 1, '2026-11-23T02:40:00Z');
    expect(drawn(chart)).toEqual(['action 7: #009E73', 'Other actions: #707070']);
  });

  it('marks the week and the day the snapshot falls in as under way, and no other', () => {
    const labels = (period: 'day' | 'week' | 'month', buckets: string[], now: string) =>
      activityByAction({ period, buckets, byAction: { 5: buckets.map(() => 1) } }, { name: String, shown: [5] }, 10, now).labels;
    // 2026-11-23 is a Monday; 2026-11-29 a Sunday, the week's last day.
    expect(labels('week', ['2026-11-16', '2026-11-23'], '2026-11-23T02:40:00Z')).toEqual(['2026-11-16', '2026-11-23\n(to the 23rd)']);
    expect(labels('week', ['2026-11-16', '2026-11-23'], '2026-11-28T12:00:00Z')).toEqual(['2026-11-16', '2026-11-23\n(to the 28th)']);
    expect(labels('week', ['2026-11-16', '2026-11-23'], '2026-11-29T12:00:00Z')).toEqual(['2026-11-16', '2026-11-23\n(to the 29th)']);
    expect(labels('week', ['2026-11-16', '2026-11-23'], '2026-11-30T00:00:00Z')).toEqual(['2026-11-16', '2026-11-23']);
    // 2026-11-30 is a Monday: its week runs into December, whose days are named with their month.
    expect(labels('week', ['2026-11-23', '2026-11-30'], '2026-12-02T08:00:00Z')).toEqual(['2026-11-23', '2026-11-30\n(to 2 Dec)']);
    expect(labels('week', ['2026-11-23', '2026-11-30'], '2026-11-30T08:00:00Z')).toEqual(['2026-11-23', '2026-11-30\n(to the 30th)']);
    expect(labels('day', ['2026-11-22', '2026-11-23'], '2026-11-23T02:40:00Z')).toEqual(['2026-11-22', '2026-11-23\n(to 02:40 UTC)']);
    expect(labels('month', ['2026-10', '2026-11'], '2026-11-30T23:00:00Z')).toEqual(['2026-10', '2026-11\n(to the 30th)']);
    expect(labels('month', ['2026-10', '2026-11'], '2026-12-01T00:00:00Z')).toEqual(['2026-10', '2026-11']);
    // In the year 50, not 1950: May did not run on to the snapshot's day.
    expect(labels('month', ['0050-05', '0050-06'], '0050-06-15T10:00:00Z')).toEqual(['0050-05', '0050-06\n(to the 15th)']);
    // A snapshot past the series (no change in its period) marks nothing.
    expect(labels('month', ['2026-09', '2026-10'], '2026-11-23T02:40:00Z')).toEqual(['2026-09', '2026-10']);
  });

  it('marks the bucket a change log read from a later time on begins in, and no other', () => {
    const labels = (period: 'day' | 'week' | 'month', buckets: string[], since: string) =>
      activityByAction({ period, buckets, byAction: { 5: buckets.map(() => 1) } }, { name: String, shown: [5] }, 10, '2026-11-23T02:40:00Z', since).labels;
    expect(labels('month', ['2026-09', '2026-10'], '2026-09-14T00:00:00Z')).toEqual(['2026-09\n(from the 14th)', '2026-10']);
    // Read from a month's first moment: that month is whole.
    expect(labels('month', ['2026-09', '2026-10'], '2026-09-01T00:00:00Z')).toEqual(['2026-09', '2026-10']);
    // 2026-09-14 is a Monday: its week is whole; the week of the 16th begins on the 16th.
    expect(labels('week', ['2026-09-14', '2026-09-21'], '2026-09-14T00:00:00Z')).toEqual(['2026-09-14', '2026-09-21']);
    expect(labels('week', ['2026-09-14', '2026-09-21'], '2026-09-16T00:00:00Z')).toEqual(['2026-09-14\n(from the 16th)', '2026-09-21']);
    // A week that runs into the next month names the month of its day: 'the 1st' read as 1 July.
    expect(labels('week', ['2026-07-27', '2026-08-03'], '2026-08-01T00:00:00Z')).toEqual(['2026-07-27\n(from 1 Aug)', '2026-08-03']);
    expect(labels('week', ['2026-12-28', '2027-01-04'], '2027-01-02T00:00:00Z')).toEqual(['2026-12-28\n(from 2 Jan)', '2027-01-04']);
    expect(labels('day', ['2026-09-16', '2026-09-17'], '2026-09-16T12:30:00Z')).toEqual(['2026-09-16\n(from 12:30 UTC)', '2026-09-17']);
    expect(labels('day', ['2026-09-16', '2026-09-17'], '2026-09-16T00:00:00Z')).toEqual(['2026-09-16', '2026-09-17']);
  });
});

describe('activityFromFirst', () => {
  const months = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
  const labels = (byAction: Record<number, number[]>, last: number, atLeast?: number) =>
    activityFromFirst({ period: 'month', buckets: months, byAction }, { name: String, shown: [2, 5] }, last, '2026-12-01T00:00:00Z', null, atLeast).labels;

  it('starts at the first month with a change in any action, showing at least `atLeast` months', () => {
    // First change in 2026-03 (action 2), though action 5 begins later.
    expect(labels({ 5: [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 2], 2: [0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0] }, 12)).toEqual(months.slice(3));
    // Begun in the last month: six months all the same.
    expect(labels({ 5: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3] }, 12)).toEqual(months.slice(6));
    expect(labels({ 5: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3] }, 12, 2)).toEqual(months.slice(10));
  });

  it('keeps to the last `lastBuckets`, quiet months after the first change included, and shows a series without changes whole', () => {
    // The first change lies before the window: all of it, though only its last month had changes.
    expect(labels({ 5: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1] }, 8)).toEqual(months.slice(4));
    expect(labels({ 5: [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1] }, 12)).toEqual(months.slice(2));
    expect(labels({ 5: months.map(() => 0) }, 8)).toEqual(months.slice(4));
  });
});

describe('changesCharts', () => {
  /** A report whose instance history has a change of action 5 at each of `times`, taken at `now`. */
  const reportAt = (now: string, times: string[], changesSince: string | null = null) => {
    const tally = new HistoryTally(UTC(now));
    for (const time of times) tally.add(UTC(time), 5, null, null);
    return {
      now, snapshot: { changesSince }, totals: { changes: times.length },
      history: { ...tally.finish(UTC(now), changesSince === null ? null : UTC(changesSince)), chartActions: [5] },
    } as unknown as Report;
  };
  const name = (code: number) => `action ${code}`;

  it('titles the month, week and day charts with their spans, in the order of every page, a note where one has nothing to draw', () => {
    const report = reportAt('2026-11-05T08:00:00Z', ['2025-01-10T00:00:00Z', '2026-06-15T12:00:00Z']);
    const charts = changesCharts(report, name);
    expect(charts.map((chart) => ('title' in chart ? chart.title : chart.note))).toEqual([
      'Changes per month, the last two years, by action',
      'Changes per week, the last year, by action',
      'No changes in the last 90 days.',
    ]);
    expect(changesCharts(report, name, { code: 5, name: 'action 5' }).map((chart) => ('title' in chart ? chart.title : chart.note))).toEqual([
      'action 5: changes per month, the last two years',
      'action 5: changes per week, the last year',
      'No changes of this action in the last 90 days.',
    ]);
    expect(CHART_PERIODS).toEqual(['month', 'week', 'day']);
  });

  it('charts every year first where the log holds changes before the two years of months, its bars adding up to every change', () => {
    const report = reportAt('2026-11-05T08:00:00Z', ['2023-06-01T00:00:00Z', '2024-11-30T23:59:59Z', '2026-06-15T12:00:00Z', '2026-06-16T12:00:00Z']);
    const charts = changesCharts(report, name);
    expect(charts.map((chart) => ('title' in chart ? chart.title : chart.note))).toEqual([
      'Changes per year, since 2023, by action',
      'Changes per month, the last two years, by action',
      'Changes per week, the last year, by action',
      'No changes in the last 90 days.',
    ]);
    const years = charts[0]!;
    expect('data' in years && [years.data.labels, years.data.datasets.map((set) => [set.label, set.data]), years.data.xLabel]).toEqual([
      ['2023', '2024', '2025', '2026\n(to 5 Nov)'], [['action 5', [1, 1, 0, 2]]], 'Year',
    ]);
    // One action's page: its own years; another action's, none in them.
    expect(changesCharts(report, name, { code: 5, name: 'action 5' })[0]).toEqual({
      period: 'year',
      title: 'action 5: changes per year, since 2023',
      data: expect.objectContaining({ labels: ['2023', '2024', '2025', '2026\n(to 5 Nov)'], datasets: [expect.objectContaining({ data: [1, 1, 0, 2] })] }),
    });
    expect(changesCharts(report, name, { code: 7, name: 'action 7' })[0]).toEqual({ period: 'year', note: 'No changes of this action since 2023.' });
  });

  it('charts no years where the oldest change falls in the month chart\'s first month', () => {
    const report = reportAt('2026-11-05T08:00:00Z', ['2024-12-01T00:00:00Z', '2026-06-15T12:00:00Z']);
    expect(changesCharts(report, name).map((chart) => ('title' in chart ? chart.title : chart.note))[0]).toBe('Changes per month, the last two years, by action');
  });

  it('sums the years before the last nineteen in one first bar, where one change is stamped in the year 1000', () => {
    const report = reportAt('2026-11-05T08:00:00Z', ['1000-06-01T00:00:00Z', '2005-03-01T00:00:00Z', '2008-01-01T00:00:00Z', '2026-06-15T12:00:00Z']);
    const years = changesCharts(report, name)[0]!;
    expect('data' in years && [years.title, years.data.labels, years.data.datasets.map((set) => set.data)]).toEqual([
      'Changes per year, since 1000, by action',
      ['1000–2007', '2008', '2009', '2010', '2011', '2012', '2013', '2014', '2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025', '2026\n(to 5 Nov)'],
      [[2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]],
    ]);
    expect(YEARS_CHARTED).toBe(20);
    // Twenty years are drawn as they are.
    const twenty = changesCharts(reportAt('2026-11-05T08:00:00Z', ['2007-06-01T00:00:00Z', '2026-06-15T12:00:00Z']), name)[0]!;
    expect('data' in twenty && [twenty.data.labels.length, twenty.data.labels[0], twenty.data.datasets[0]!.data[0]]).toEqual([20, '2007', 1]);
  });

  it('begins the years where the change log was read from, and says so', () => {
    const report = reportAt('2026-11-05T08:00:00Z', ['2023-04-01T00:00:00Z', '2026-06-15T12:00:00Z'], '2023-03-15T10:00:00Z');
    const years = changesCharts(report, name)[0]!;
    expect('data' in years && [years.title, years.data.labels]).toEqual([
      'Changes per year, since 2023-03-15 10:00 UTC, by action', ['2023\n(from 15 Mar)', '2024', '2025', '2026\n(to 5 Nov)'],
    ]);
  });

  it('says since when, where the change log was read from a later time than a chart spans', () => {
    // Read from 1 June: the 90 days are all there, the year and the two years are not.
    const report = reportAt('2026-11-05T08:00:00Z', ['2026-10-20T00:00:00Z'], '2026-06-01T00:00:00Z');
    expect(changesCharts(report, name).map((chart) => ('title' in chart ? chart.title : chart.note))).toEqual([
      'Changes per month, since 2026-06-01, by action',
      'Changes per week, since 2026-06-01, by action',
      'Changes per day, the last 90 days, by action',
    ]);
  });
});

describe('noChangesNote and overviewActivityNote', () => {
  const report = (changes: number, changesSince: string | null) => ({ totals: { changes }, snapshot: { changesSince } }) as unknown as Report;

  it('say the snapshot holds no change at all, and from when its log was read', () => {
    expect(noChangesNote(report(0, null), 'the last 90 days')).toBe('No changes to chart: the snapshot holds no change records.');
    expect(noChangesNote(report(0, '2026-11-01T00:00:00Z'), 'the last 90 days')).toBe('No changes to chart: the snapshot holds no change records, its change log read from 2026-11-01 on.');
  });

  it('say there were none in the span charted, where the log holds others', () => {
    expect(noChangesNote(report(12, null), 'the last 90 days')).toBe('No changes in the last 90 days.');
    expect(noChangesNote(report(12, '2026-11-01T00:00:00Z'), 'since 2026-11-01', 'changes of this action')).toBe('No changes of this action since 2026-11-01.');
  });

  it('name the overview\'s two years, or the months the log was read for', () => {
    const at = (now: string, times: string[], changesSince: string | null = null) => {
      const tally = new HistoryTally(UTC(now));
      for (const time of times) tally.add(UTC(time), 5, null, null);
      return { now, totals: { changes: times.length }, snapshot: { changesSince }, history: tally.finish(UTC(now), changesSince === null ? null : UTC(changesSince)) } as unknown as Report;
    };
    // Changes three years back only: the two years charted are empty.
    const old = at('2026-11-05T08:00:00Z', ['2023-06-01T00:00:00Z']);
    expect(overviewActivityNote(old, overviewActivity(old))).toBe('No changes in the last two years.');
    const empty = at('2026-11-05T08:00:00Z', [], '2026-10-20T00:00:00Z');
    expect(overviewActivityNote(empty, overviewActivity(empty))).toBe('No changes to chart: the snapshot holds no change records, its change log read from 2026-10-20 on.');
  });
});

describe('chartSpan', () => {
  const buckets = (count: number) => ({ buckets: new Array<string>(count).fill('2026-11-01') });

  it('gives the span charted where the series holds it, and since when the change log was read where it holds less', () => {
    expect(chartSpan(buckets(700), 90, 'the last 90 days', null)).toBe('the last 90 days');
    // Read from 100 days back: the 90 days are whole, the year of weeks is not.
    expect(chartSpan(buckets(101), 90, 'the last 90 days', '2026-08-12T00:00:00Z')).toBe('the last 90 days');
    expect(chartSpan(buckets(15), 53, 'the last year', '2026-08-12T00:00:00Z')).toBe('since 2026-08-12');
    expect(chartSpan(buckets(11), 90, 'the last 90 days', '2026-11-10T09:30:00Z')).toBe('since 2026-11-10 09:30 UTC');
  });
});

describe('activityCharts', () => {
  const now = '2026-11-20T10:00:00Z';
  // A chart drawn, not the sentence standing for one.
  const drawn = (chart: ActivityChart): { span: string; data: ChartData } => {
    if (!('data' in chart)) throw new Error(`no chart: ${chart.note}`);
    return chart;
  };
  it('charts months from the first change, then the last year\'s weeks and 30 days where they hold changes', () => {
    const tally = new HistoryTally(UTC(now));
    tally.add(UTC('2026-03-02T10:00:00Z'), 5, 'de', null);
    tally.add(UTC('2026-11-19T10:00:00Z'), 2, 'de', null);
    tally.add(UTC('2025-06-01T10:00:00Z'), 5, 'fr', null);
    const { byLanguage } = tally.finish(UTC(now));
    const legend = { name: String, shown: [2, 5] };
    const de = activityCharts(byLanguage['de']!, legend, now).map(drawn);
    expect(de.map((chart) => [chart.span, chart.data.labels.length, chart.data.datasets.map((d) => d.label)])).toEqual([
      ['per month', 9, ['2', '5']],
      ['per week, the last year', 53, ['2', '5']],
      ['per day, the last 30 days', 30, ['2']],
    ]);
    expect(de[2]!.data.datasets[0]!.data.at(-2)).toBe(1);
    // Nothing in the last year: the months alone, from the first change on.
    expect(activityCharts(byLanguage['fr']!, legend, now).map(drawn).map((chart) => [chart.span, chart.data.labels.length])).toEqual([['per month', 18]]);
  });

  it('titles the weeks and days since the change log was read where that is less than the span charted', () => {
    const tally = new HistoryTally(UTC(now));
    tally.add(UTC('2026-11-12T10:00:00Z'), 5, 'de', null);
    tally.add(UTC('2026-11-19T10:00:00Z'), 2, 'de', null);
    const { byLanguage } = tally.finish(UTC(now), UTC('2026-11-10T00:00:00Z'));
    // Read for 11 days (--changes-since 10d): not "the last year" and "the last 30 days".
    expect(activityCharts(byLanguage['de']!, { name: String, shown: [2, 5] }, now, '2026-11-10T00:00:00Z').map(drawn).map((chart) => [chart.span, chart.data.labels.length])).toEqual([
      ['per month, since 2026-11-10', 1],
      ['per week, since 2026-11-10', 2],
      ['per day, since 2026-11-10', 11],
    ]);
  });

  it('says so in the title where the first change is older than the two years the month chart shows', () => {
    const tally = new HistoryTally(UTC(now));
    tally.add(UTC('2024-11-30T10:00:00Z'), 5, 'de', null);
    tally.add(UTC('2024-12-01T10:00:00Z'), 5, 'fr', null);
    tally.add(UTC('2026-11-19T10:00:00Z'), 5, 'fr', null);
    const { byLanguage } = tally.finish(UTC(now));
    const legend = { name: String, shown: [5] };
    const month = (code: string) => activityCharts(byLanguage[code]!, legend, now)[0]!;
    // German's first change was in 2024-11, the month before the 24 charted: none in them, said so.
    expect(month('de')).toEqual({ span: 'per month, the last two years', note: 'No changes in the last two years.' });
    expect([month('fr').span, drawn(month('fr')).data.labels[0], drawn(month('fr')).data.labels.length]).toEqual(['per month', '2024-12', 24]);
  });

  it('says in a sentence that a place whose every change is older than the two years had none in them, where it drew empty axes and a table of months without figures', () => {
    const tally = new HistoryTally(UTC(now));
    tally.add(UTC('2010-01-01T10:00:00Z'), 2, 'de', 'kestrel-mail');
    tally.add(UTC('2015-06-30T23:59:59.999-01:00'), 5, 'de', 'kestrel-mail');
    const { byLanguage, byProject } = tally.finish(UTC(now));
    const legend = { name: String, shown: [2, 5] };
    const quiet = [{ span: 'per month, the last two years', note: 'No changes in the last two years.' }];
    expect(activityCharts(byLanguage['de']!, legend, now)).toEqual(quiet);
    expect(activityCharts(byProject['kestrel-mail']!, legend, now)).toEqual(quiet);
  });

  it('charts the two years whole where changes came before them, though the first within them came later', () => {
    const tally = new HistoryTally(UTC(now));
    tally.add(UTC('1999-05-01T10:00:00Z'), 5, 'de', null);
    tally.add(UTC('2026-09-14T10:00:00Z'), 5, 'de', null);
    const { byLanguage } = tally.finish(UTC(now));
    const chart = drawn(activityCharts(byLanguage['de']!, { name: String, shown: [5] }, now)[0]!);
    expect([chart.span, chart.data.labels[0], chart.data.labels.length, chart.data.datasets[0]!.data.slice(-3)]).toEqual(['per month, the last two years', '2024-12', 24, [1, 0, 0]]);
  });
});

describe('actionTotals', () => {
  it('lists every action of a series with its changes over the whole series, most first, ties by code', () => {
    const series = { period: 'month' as const, buckets: ['2026-09', '2026-10', '2026-11'], byAction: { 2: [1, 0, 2], 5: [0, 3, 0], 7: [1, 1, 0], 9: [0, 0, 0] } };
    expect(actionTotals(series, (code) => `action ${code}`)).toEqual({
      // 2 and 5 tie at three: by code. 9 has no change at all.
      actions: [
        { code: 2, name: 'action 2', count: 3 },
        { code: 5, name: 'action 5', count: 3 },
        { code: 7, name: 'action 7', count: 2 },
      ],
      total: 8,
    });
    expect(actionTotals(undefined, String)).toEqual({ actions: [], total: 0 });
  });
});

describe('overviewActivityTitle', () => {
  const report = (changesSince: string | null) => ({ snapshot: { changesSince } }) as unknown as Report;
  const chart = (before: (number | null)[] | null) => ({
    type: 'bar' as const, labels: [], datasets: [{ label: 'Last 12 months', data: [1, 2] }, ...(before ? [{ label: 'The year before (same days)', data: before }] : [])],
  });

  it('says from when the change log was read, where that leaves months out', () => {
    expect(overviewActivityTitle(report(null), chart([3, 4]))).toBe('Changes per month: the last 12 calendar months beside the same months a year before');
    expect(overviewActivityTitle(report('2025-10-20T00:00:00Z'), chart([null, 4]))).toBe(
      'Changes per month: the last 12 calendar months beside the same months a year before, of which the change log was read from 2025-10-20 on',
    );
    expect(overviewActivityTitle(report('2024-01-01T00:00:00Z'), chart([3, 4]))).toBe('Changes per month: the last 12 calendar months beside the same months a year before');
    expect(overviewActivityTitle(report('2026-10-25T00:00:00Z'), chart(null))).toBe('Changes per month since 2026-10-25');
    expect(overviewActivityTitle(report(null), chart(null))).toBe('Changes per month');
  });
});

describe('projectChangeYears', () => {
  // Months of 2025-01 to 2026-11 (the snapshot's, under way): 1 change each in 2025, 10 each in 2026, and 100 in 2024-12.
  const buckets = ['2024-12', ...Array.from({ length: 23 }, (_, i) => `${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`)];
  const counts = buckets.map((month) => (month === '2024-12' ? 100 : month.startsWith('2025') ? 1 : 10));
  const report = (changesSince: string | null) => ({
    now: '2026-11-29T03:00:00.000Z',
    snapshot: { changesSince },
    history: { byProject: { orbit: [{ period: 'month', buckets, byAction: { 2: counts.map((n) => n - Math.floor(n / 2)), 5: counts.map((n) => Math.floor(n / 2)) } }] } },
  }) as unknown as Report;

  it('adds up the last 12 calendar months and the 12 before them, every action', () => {
    // 2025-12 to 2026-11: 1 + 11 × 10; 2024-12 to 2025-11: 100 + 11 × 1.
    expect(projectChangeYears(report(null), 'orbit')).toEqual({ last: 111, before: 111 });
    expect(projectChangeYears(report(null), 'kestrel')).toEqual({ last: 0, before: 0 });
  });

  it('heads its columns with the months they add up, across the turn of a year', () => {
    expect(projectChangeYearsLabels(report(null))).toEqual({ last: 'Changes, 2025-12 to 2026-11', before: 'Changes, 2024-12 to 2025-11' });
    expect(projectChangeYearsLabels({ now: '2026-01-05T00:00:00.000Z' })).toEqual({ last: 'Changes, 2025-02 to 2026-01', before: 'Changes, 2024-02 to 2025-01' });
  });

  it('says a span the change log was not read over whole is unknown', () => {
    expect(projectChangeYears(report('2025-12-01T00:00:00Z'), 'orbit')).toEqual({ last: 111, before: null });
    expect(projectChangeYears(report('2025-12-02T00:00:00Z'), 'orbit')).toEqual({ last: null, before: null });
  });

  it('says what "not read" stands for where a column is cut by the day the change log was read from, nothing where none is', () => {
    expect(projectChangeYearsNotRead(report('2025-12-02T00:00:00Z'))).toBe('"not read" where the change log, read from 2025-12-02 on, does not cover those months whole');
    expect(projectChangeYearsNotRead(report('2024-12-01T00:00:01Z'))).toBe('"not read" where the change log, read from 2024-12-01 00:00 UTC on, does not cover those months whole');
    expect(projectChangeYearsNotRead(report('2024-12-01T00:00:00Z'))).toBeNull();
    expect(projectChangeYearsNotRead(report(null))).toBeNull();
  });

  it('says the year before a project\'s first recorded change is not yet, where an older project\'s quiet year is 0', () => {
    // Harbor: first changed in 2025-12, the first month of the last 12; Juniper: in 2025-11, the last month of the 12 before.
    const newer = (first: string, earlier?: number) => ({
      now: '2026-11-29T03:00:00.000Z',
      snapshot: { changesSince: null },
      history: { byProject: { p: [{ period: 'month', buckets, byAction: { 5: buckets.map((month) => (month >= first ? 2 : 0)) }, ...(earlier === undefined ? {} : { earlier }) }] } },
    }) as unknown as Report;
    expect(projectChangeYears(newer('2025-12'), 'p')).toEqual({ last: 24, before: 'not yet' });
    expect(projectChangeYears(newer('2025-11'), 'p')).toEqual({ last: 24, before: 2 });
    // Changes before the series' first month: the project was there, quiet.
    expect(projectChangeYears(newer('2025-12', 3), 'p')).toEqual({ last: 24, before: 0 });
    // Never changed: nothing says when it came, so its zeros stay.
    expect(projectChangeYears(newer('2027-01'), 'p')).toEqual({ last: 0, before: 0 });
  });
});
