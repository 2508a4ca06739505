// Page views derived from the report: chart data, orderings and selections, with literal
// expectations over small hand-made reports.
import { describe, expect, it } from 'vitest';
import { HistoryTally } from '../../src/report/history.ts';
import type { Contribution, ContributorSummary, Coverage, Report, WindowName } from '../../src/report/types.ts';
import {
  gapExtent, activitySpan, actionTotals, activityOfAction, activityByAction, creditedParts, languagePlaceholders, activityCharts, activityFromFirst,
  attentionNamed, noInactiveNote, chartSpan, contributorDirectory, contributorWork, placeWork, allTiedNote, coverageExtremes, languageTiesNote,
  hasLanguageContributors, hasLanguagePage, hasComponentPage, projectChangeYears, projectChangeYearsLabels, notStartedCount, languageComponents,
  languageGaps, languageLeaderboardTop, languagesLeftOutTranslations, lastActivityCell, leftOutActivity, emptyLeaderboardNote, tiesLeftOutNote,
  languagesByName, languagesCell, TIER_NAMED, tierLists, languageProjects, leaderboardTop, leadersByLanguage, noChangesNote, changesCharts,
  directoryRange, overviewActivityTitle, overviewActivity, overviewActivityNote, peopleCount, noTranslatorsNote, projectContributors,
  projectContributorsNote,
} from '../../src/report/views.ts';

/** A coverage of `total` strings, `translated` of them done (no percentages of none). */
function coverage(total: number, translated: number): Coverage {
  const percent = total === 0 ? null : Math.floor((translated / total) * 1000) / 10;
  return {
    translations: 1, total, totalWords: total, translated, translatedWords: translated, fuzzy: 0, fuzzyWords: 0,
    failingChecks: 0, translatedPercent: percent, translatedWordsPercent: percent, fuzzyPercent: total === 0 ? null : 0,
  };
}

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

  it('shows only the months read when the change log begins within the last 12 months', () => {
    const chart = overviewActivity(reportAt('2026-11-05T08:00:00Z', ['2026-09-20T00:00:00Z', '2026-11-02T10:00:00Z'], '2026-09-14T12:00:00Z'));
    expect(chart.labels).toEqual(['2026-09\n(from the 14th)', '2026-10', '2026-11\n(to the 5th)']);
    // Nothing of the year before was read: no such series; three months are not "Last 12 months".
    expect(chart.datasets).toEqual([{ label: 'Since 2026-09-14 12:00 UTC', data: [1, 0, 1] }]);
    expect(overviewActivity(reportAt('2026-11-05T08:00:00Z', [], '2026-10-26T00:00:00Z')).datasets.map((set) => set.label)).toEqual(['Since 2026-10-26']);
    // Read from within the snapshot's own month: both ends in one label.
    expect(overviewActivity(reportAt('2026-11-05T08:00:00Z', [], '2026-11-02T00:00:00Z')).labels).toEqual(['2026-11\n(the 2nd to the 5th)']);
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

describe('coverageExtremes', () => {
  const report = (...languages: [string, number, number][]) =>
    ({ languages: languages.map(([code, total, translated]) => ({ code, coverage: coverage(total, translated) })), componentGaps: {} }) as unknown as Report;
  const codes = ({ best, least }: ReturnType<typeof coverageExtremes>) => ({ best: best.map((l) => l.code), least: least.map((l) => l.code) });

  it('ranks languages with strings to translate, ties by code, leaving out empty ones', () => {
    const many = report(['fr', 10, 9], ['de', 10, 9], ['ar', 10, 2], ['eo', 0, 0], ['ja', 10, 10], ['he', 10, 1], ['ru', 10, 5], ['zh', 10, 2], ['it', 10, 8]);
    expect(codes(coverageExtremes(many, 3))).toEqual({ best: ['ja', 'de', 'fr'], least: ['he', 'ar', 'zh'] });
    // German and French show 90.0 %, Arabic and Chinese 20.0 %: each pair shares a place.
    const { bestRanks, leastRanks } = coverageExtremes(many, 3);
    expect([bestRanks, leastRanks]).toEqual([[1, 2, 2], [1, 2, 2]]);
  });

  it('never lists a language as both best and least: with fewer than twice as many, the better half is the best', () => {
    const few = report(['fr', 10, 9], ['de', 10, 9], ['ar', 10, 2], ['eo', 0, 0], ['ja', 10, 10], ['ru', 10, 5]);
    expect(codes(coverageExtremes(few, 5))).toEqual({ best: ['ja', 'de', 'fr'], least: ['ar', 'ru'] });
    expect(codes(coverageExtremes(report(['fr', 10, 9]), 5))).toEqual({ best: ['fr'], least: [] });
    expect(codes(coverageExtremes(report(['eo', 0, 0]), 5))).toEqual({ best: [], least: [] });
  });

  // The shapes of the review of unusual instances: seven languages, six complete and French one
  // string short; all complete; all at 0 %.
  const seven = (fr: number, others: number) =>
    report(['de', 3168, others], ['fr', 3168, fr], ['ar', 3168, others], ['he', 3168, others], ['pt_BR', 3168, others], ['ru', 3168, others], ['zh_Hans', 3168, others]);
  const shown = (extremes: ReturnType<typeof coverageExtremes>) => ({
    best: extremes.best.map((l) => `${l.code} ${l.coverage.translatedPercent}`),
    least: extremes.least.map((l) => `${l.code} ${l.coverage.translatedPercent}`),
    ranks: [extremes.bestRanks, extremes.leastRanks],
    tiesLeftOut: [extremes.bestTiesLeftOut, extremes.leastTiesLeftOut],
    allTied: extremes.allTied,
  });

  it('lists as least covered only languages below every best one: six of seven complete leave French alone there', () => {
    expect(shown(coverageExtremes(seven(3167, 3168), 5))).toEqual({
      best: ['ar 100', 'de 100', 'he 100', 'pt_BR 100'],
      least: ['fr 99.9'],
      ranks: [[1, 1, 1, 1], [1]],
      tiesLeftOut: [2, 0],
      allTied: null,
    });
    expect(languageTiesNote(2, 100)).toBe('2 more languages at 100.0\u00a0%.');
    expect(languageTiesNote(1, 0)).toBe('1 more language at 0.0\u00a0%.');
  });

  it('lists as best covered none at the lowest percentage: one language started of seven leaves the other six least', () => {
    expect(shown(coverageExtremes(seven(1584, 0), 5))).toEqual({
      best: ['fr 50'],
      least: ['ar 0', 'de 0', 'he 0', 'pt_BR 0', 'ru 0'],
      ranks: [[1], [1, 1, 1, 1, 1]],
      tiesLeftOut: [0, 1],
      allTied: null,
    });
  });

  it('lists neither where every language has the same percentage, complete or not started, and says so in one line', () => {
    const complete = coverageExtremes(seven(3168, 3168), 5);
    expect(shown(complete)).toEqual({ best: [], least: [], ranks: [[], []], tiesLeftOut: [0, 0], allTied: { languages: 7, percent: 100 } });
    expect(allTiedNote(seven(3168, 3168), complete.allTied!)).toBe('All 7 languages have 100.0\u00a0% of their strings translated.');
    const none = coverageExtremes(seven(0, 0), 5);
    expect(shown(none)).toEqual({ best: [], least: [], ranks: [[], []], tiesLeftOut: [0, 0], allTied: { languages: 7, percent: 0 } });
    const withEmpty = report(['de', 10, 5], ['fr', 10, 5], ['eo', 0, 0]);
    expect(allTiedNote(withEmpty, coverageExtremes(withEmpty, 5).allTied!)).toBe('Both languages with strings to translate have 50.0\u00a0% of their strings translated.');
    // The percentages are over the components translated into each: components never started are said beside them.
    const gaps = { ...seven(3168, 3168), componentGaps: { fr: [{ projectSlug: 'p', componentSlugs: ['a', 'b'], of: 3 }], de: [{ projectSlug: 'p', componentSlugs: ['a'], of: 3 }] } } as unknown as Report;
    expect(allTiedNote(gaps, complete.allTied!)).toBe(
      'All 7 languages have 100.0\u00a0% of their strings translated, in the components translated into each (3 translations of components not started).',
    );
    expect(notStartedCount(gaps)).toBe(3);
  });
});

describe('activityByAction', () => {
  const series = {
    period: 'month' as const,
    buckets: ['2026-08', '2026-09', '2026-10', '2026-11'],
    byAction: { 2: [9, 1, 1, 1], 5: [0, 4, 4, 0], 7: [0, 0, 1, 1], 9: [0, 1, 0, 0], 45: [5, 0, 0, 0] },
  };
  const name = (code: number) => `action ${code}`;

  it("stacks the last buckets by action, the legend's actions named in its order and colours, the rest summed", () => {
    expect(activityByAction(series, { name, shown: [2, 5] }, 3, '2026-11-23T02:40:00Z')).toEqual({
      type: 'bar',
      stacked: true,
      labels: ['2026-09', '2026-10', '2026-11\n(to the 23rd)'],
      // 7 and 9 go together; 45 has no change in the last three buckets.
      datasets: [
        { label: 'action 2', data: [1, 1, 1], color: 0 },
        { label: 'action 5', data: [4, 4, 0], color: 1 },
        { label: 'Other actions', data: [1, 1, 1], color: 'other' },
      ],
      yLabel: 'changes',
      xLabel: 'Month',
    });
  });

  it("charts one action alone in its legend colour, grey where the legend sums it with others, zeros where it has none", () => {
    expect(activityOfAction(series, 5, { name, shown: [2, 5] }, 3, '2026-11-23T02:40:00Z')).toEqual({
      type: 'bar',
      labels: ['2026-09', '2026-10', '2026-11\n(to the 23rd)'],
      datasets: [{ label: 'action 5', data: [4, 4, 0], color: 1 }],
      yLabel: 'changes',
      xLabel: 'Month',
    });
    expect(activityOfAction(series, 9, { name, shown: [2, 5] }, 2, '2026-11-23T02:40:00Z').datasets).toEqual([{ label: 'action 9', data: [0, 0], color: 'other' }]);
    expect(activityOfAction(series, 30, { name, shown: [2, 5] }, 2, '2026-11-23T02:40:00Z').datasets).toEqual([{ label: 'action 30', data: [0, 0], color: 'other' }]);
  });

  it("keeps an action's colour where an action before it in the legend has no changes", () => {
    const chart = activityByAction(series, { name, shown: [45, 9, 5, 2, 7] }, 2, '2026-11-23T02:40:00Z');
    expect(chart.datasets).toEqual([
      { label: 'action 5', data: [4, 0], color: 2 },
      { label: 'action 2', data: [1, 1], color: 3 },
      { label: 'action 7', data: [1, 1], color: 4 },
    ]);
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

  it('titles the day, week and month charts with their spans, a note where one has nothing to draw', () => {
    const report = reportAt('2026-11-05T08:00:00Z', ['2025-01-10T00:00:00Z', '2026-06-15T12:00:00Z']);
    const charts = changesCharts(report, name);
    expect(charts.map((chart) => ('title' in chart ? chart.title : chart.note))).toEqual([
      'No changes in the last 90 days.',
      'Changes per week, the last year, by action',
      'Changes per month, the last two years, by action',
    ]);
    expect(changesCharts(report, name, { code: 5, name: 'action 5' }).map((chart) => ('title' in chart ? chart.title : chart.note))).toEqual([
      'No changes of this action in the last 90 days.',
      'action 5: changes per week, the last year',
      'action 5: changes per month, the last two years',
    ]);
  });

  it('says since when, where the change log was read from a later time than a chart spans', () => {
    // Read from 1 June: the 90 days are all there, the year and the two years are not.
    const report = reportAt('2026-11-05T08:00:00Z', ['2026-10-20T00:00:00Z'], '2026-06-01T00:00:00Z');
    expect(changesCharts(report, name).map((chart) => ('title' in chart ? chart.title : chart.note))).toEqual([
      'Changes per day, the last 90 days, by action',
      'Changes per week, since 2026-06-01, by action',
      'Changes per month, since 2026-06-01, by action',
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
  it('charts months from the first change, then the last year\'s weeks and 30 days where they hold changes', () => {
    const tally = new HistoryTally(UTC(now));
    tally.add(UTC('2026-03-02T10:00:00Z'), 5, 'de', null);
    tally.add(UTC('2026-11-19T10:00:00Z'), 2, 'de', null);
    tally.add(UTC('2025-06-01T10:00:00Z'), 5, 'fr', null);
    const { byLanguage } = tally.finish(UTC(now));
    const legend = { name: String, shown: [2, 5] };
    const de = activityCharts(byLanguage['de']!, legend, now);
    expect(de.map((chart) => [chart.span, chart.data.labels.length, chart.data.datasets.map((d) => d.label)])).toEqual([
      ['per month', 9, ['2', '5']],
      ['per week, the last year', 53, ['2', '5']],
      ['per day, the last 30 days', 30, ['2']],
    ]);
    expect(de[2]!.data.datasets[0]!.data.at(-2)).toBe(1);
    // Nothing in the last year: the months alone, from the first change on.
    expect(activityCharts(byLanguage['fr']!, legend, now).map((chart) => [chart.span, chart.data.labels.length])).toEqual([['per month', 18]]);
  });

  it('titles the weeks and days since the change log was read where that is less than the span charted', () => {
    const tally = new HistoryTally(UTC(now));
    tally.add(UTC('2026-11-12T10:00:00Z'), 5, 'de', null);
    tally.add(UTC('2026-11-19T10:00:00Z'), 2, 'de', null);
    const { byLanguage } = tally.finish(UTC(now), UTC('2026-11-10T00:00:00Z'));
    // Read for 11 days (--changes-since 10d): not "the last year" and "the last 30 days".
    expect(activityCharts(byLanguage['de']!, { name: String, shown: [2, 5] }, now, '2026-11-10T00:00:00Z').map((chart) => [chart.span, chart.data.labels.length])).toEqual([
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
    // German's first change was in 2024-11, the month before the 24 charted.
    expect([month('de').span, month('de').data.labels[0], month('de').data.labels.length]).toEqual(['per month, the last two years', '2024-12', 24]);
    expect([month('fr').span, month('fr').data.labels[0], month('fr').data.labels.length]).toEqual(['per month', '2024-12', 24]);
  });
});

describe('attentionNamed', () => {
  it('names the inactive languages and the components left to translate, codes and slugs standing in for unknown ones', () => {
    const report = {
      languages: [{ code: 'da', name: 'Danish' }, { code: 'de', name: 'German' }, { code: 'el', name: 'Greek' }, { code: 'es', name: 'Spanish' }, { code: 'fa', name: 'Persian' }, { code: 'nb_NO', name: 'Norwegian Bokmål' }],
      projects: [{
        slug: 'orbit', name: 'Orbit Notes',
        components: [{ slug: 'app', name: 'Android app', category: null }, { slug: 'guides/user/app', name: 'App', category: 'guides/user' }],
      }],
      attention: {
        inactiveLanguages: ['da', 'el', 'es', 'fa', 'nb_NO', 'xx'],
        untranslated: [
          { projectSlug: 'orbit', componentSlug: 'app', words: 600 },
          { projectSlug: 'orbit', componentSlug: 'guides/user/app', words: 80 },
          { projectSlug: 'gone', componentSlug: 'core', words: 5 },
        ],
      },
    } as unknown as Report;
    expect(attentionNamed(report)).toEqual({
      // A to Z by the names shown, not by code (Spanish came before Persian and Norwegian).
      inactive: [
        { code: 'da', name: 'Danish' }, { code: 'el', name: 'Greek' }, { code: 'nb_NO', name: 'Norwegian Bokmål' }, { code: 'fa', name: 'Persian' },
        { code: 'es', name: 'Spanish' }, { code: 'xx', name: 'xx' },
      ],
      untranslated: [
        { projectSlug: 'orbit', componentSlug: 'app', words: 600, projectName: 'Orbit Notes', componentName: 'Android app' },
        { projectSlug: 'orbit', componentSlug: 'guides/user/app', words: 80, projectName: 'Orbit Notes', componentName: 'guides / user / App' },
        { projectSlug: 'gone', componentSlug: 'core', words: 5, projectName: 'gone', componentName: 'core' },
      ],
    });
  });

  it('says there is no language to watch where only the source language is, not that every language had activity', () => {
    expect(noInactiveNote({ languages: [] })).toBe('No languages to translate into, so none to watch.');
    expect(noInactiveNote({ languages: [{ code: 'de' }] } as unknown as Report)).toBe('Every language had activity.');
  });
});

describe('leaderboards', () => {
  const zero: Contribution = { actions: 0, authored: 0, translations: 0, byAction: {} };
  const windows = (all: Partial<Contribution>, month: Partial<Contribution> = {}): Record<WindowName, Contribution> => ({
    all: { ...zero, ...all }, '12m': { ...zero, ...all }, '6m': { ...zero, ...all }, '3m': { ...zero, ...month }, '1m': { ...zero, ...month },
  });
  const deZoe = { username: 'zoe', windows: { all: 4, '12m': 4, '6m': 4, '3m': 0, '1m': 0 } };
  const deAnna = { username: 'anna', windows: { all: 4, '12m': 4, '6m': 4, '3m': 1, '1m': 0 } };
  const frBen = { username: 'ben', windows: { all: 1, '12m': 1, '6m': 0, '3m': 0, '1m': 0 } };
  const frZoe = { username: 'zoe', windows: { all: 6, '12m': 2, '6m': 2, '3m': 2, '1m': 1 } };
  const report = {
    contributors: [
      { username: 'zoe', excluded: false, windows: windows({ actions: 9, translations: 5 }, { actions: 1, translations: 1 }) },
      { username: 'anna', excluded: false, windows: windows({ actions: 12, translations: 5 }) },
      { username: 'bot', excluded: true, windows: windows({ actions: 500, translations: 500 }, { actions: 50, translations: 50 }) },
      { username: 'writer', excluded: false, windows: windows({ authored: 3 }, { authored: 2 }) },
      { username: 'idle', excluded: false, windows: windows({}) },
    ],
    languages: [
      { code: 'de', contributors: 2 },
      { code: 'fr', contributors: 3 },
      { code: 'ja', contributors: 0 },
    ],
    // Ranked per window by the report (ContributorTally).
    contributorsByLanguage: {
      de: { all: [deAnna, deZoe], '12m': [deAnna, deZoe], '6m': [deAnna, deZoe], '3m': [deAnna], '1m': [] },
      fr: { all: [frZoe, frBen], '12m': [frZoe, frBen], '6m': [frZoe], '3m': [frZoe], '1m': [frZoe] },
    },
  } as unknown as Report;

  it('knows which components have a page: those of the snapshot\'s projects, by project and component slug', () => {
    const withProjects = { projects: [{ slug: 'orbit', components: [{ slug: 'app' }, { slug: 'docs/guide' }] }, { slug: 'kestrel', components: [] }] } as unknown as Report;
    expect([
      hasComponentPage(withProjects, 'orbit', 'app'), hasComponentPage(withProjects, 'orbit', 'docs/guide'),
      hasComponentPage(withProjects, 'orbit', 'gone'), hasComponentPage(withProjects, 'kestrel', 'app'),
    ]).toEqual([true, true, false, false]);
  });

  it('knows which languages have a page: those translated into, not a source language alone', () => {
    expect(['de', 'fr', 'ja', 'en'].map((code) => hasLanguagePage(report, code))).toEqual([true, true, true, false]);
  });

  it('lists languages A to Z by English name, accents and case aside, then by code for names alike', () => {
    const named = { languages: [
      { code: 'zh_Hant', name: 'Chinese (Traditional Han script)' },
      { code: 'nb_NO', name: 'Norwegian Bokmål' },
      { code: 'nl', name: 'Dutch' },
      { code: 'ar', name: 'Arabic' },
      { code: 'x-b', name: 'Ænglisc' },
      { code: 'x-a', name: 'Ænglisc' },
      { code: 'zh_Hans', name: 'Chinese (Simplified Han script)' },
    ] } as unknown as Report;
    expect(languagesByName(named).map((l) => l.code)).toEqual(['x-a', 'x-b', 'ar', 'zh_Hans', 'zh_Hant', 'nl', 'nb_NO']);
    // The report's own order (by code) is left as it was.
    expect(named.languages[0]!.code).toBe('zh_Hant');
  });

  it('counts people: persons\' accounts less excluded users', () => {
    const kinds = { contributors: [
      { username: 'zoe', kind: 'user', excluded: false },
      { username: 'bot', kind: 'user', excluded: true },
      { username: 'anonymous', kind: 'anonymous', excluded: false },
      { username: 'deleted-4', kind: 'deleted', excluded: false },
      { username: 'anna', kind: 'user', excluded: false },
    ] } as unknown as Report;
    expect(peopleCount(kinds)).toBe(2);
  });

  it('ranks people by translations, then actions, then name, leaving out bots and the inactive', () => {
    expect(leaderboardTop(report, 'all', 10).rows.map((c) => c.username)).toEqual(['anna', 'zoe', 'writer']);
    expect(leaderboardTop(report, '1m', 10).rows.map((c) => c.username)).toEqual(['zoe', 'writer']);
    expect(leaderboardTop(report, 'all', 1).rows.map((c) => c.username)).toEqual(['anna']);
  });

  it('gives those equal in translations and actions one rank, the next the rank of its place', () => {
    const tied = { contributors: [
      { username: 'ana', excluded: false, windows: windows({ actions: 9, translations: 5 }, { actions: 2, translations: 1 }) },
      { username: 'ben', excluded: false, windows: windows({ actions: 9, translations: 5 }, { actions: 2, translations: 1 }) },
      { username: 'cem', excluded: false, windows: windows({ actions: 8, translations: 5 }, { actions: 2, translations: 1 }) },
      { username: 'dan', excluded: false, windows: windows({ actions: 8, translations: 5 }, { actions: 3, translations: 0 }) },
      { username: 'eva', excluded: false, windows: windows({ actions: 1, translations: 1 }) },
    ] } as unknown as Report;
    const top = (window: WindowName, count: number) => {
      const { rows, ranks, tiesLeftOut } = leaderboardTop(tied, window, count);
      return [rows.map((c) => c.username), ranks, tiesLeftOut];
    };
    expect(top('all', 10)).toEqual([['ana', 'ben', 'cem', 'dan', 'eva'], [1, 1, 3, 3, 5], 0]);
    expect(top('1m', 10)).toEqual([['ana', 'ben', 'cem', 'dan'], [1, 1, 1, 4], 0]);
    // A top list cut through a tie counts those it left out: all time, Ben ties with Ana and Dan
    // with Cem (Cem made fewer actions than Ben); in the last month Ben and Cem tie with Ana.
    expect(top('all', 1)).toEqual([['ana'], [1], 1]);
    expect(top('all', 3)).toEqual([['ana', 'ben', 'cem'], [1, 1, 3], 1]);
    expect([2, 5].map((count) => top('all', count)[2])).toEqual([0, 0]);
    expect([1, 2, 4].map((count) => top('1m', count)[2])).toEqual([2, 1, 0]);
    expect(top('all', 0)).toEqual([[], [], 0]);
    expect([tiesLeftOutNote(1, 'translations'), tiesLeftOutNote(1_204, 'translations and actions')]).toEqual([
      'One more has as many translations as the last shown', '1,204 more have as many translations and actions as the last shown',
    ]);
  });

  it('says, where a leaderboard would be empty, whether users left out of it made changes then', () => {
    expect([leftOutActivity(report, 'all'), leftOutActivity(report, '1m')]).toEqual([{ changes: 500, users: 1 }, { changes: 50, users: 1 }]);
    expect(emptyLeaderboardNote(report, '1m')).toBe('50 changes in this time, by a user left out of the leaderboards.');
    const bots = { contributors: [
      ...report.contributors,
      { username: 'bot2', excluded: true, windows: windows({ actions: 1, translations: 0 }) },
      // Left out, but idle in the last month: not one of those who acted then.
      { username: 'bot3', excluded: true, windows: windows({ actions: 7, translations: 7 }) },
    ] } as unknown as Report;
    expect([leftOutActivity(bots, 'all'), leftOutActivity(bots, '1m')]).toEqual([{ changes: 508, users: 3 }, { changes: 50, users: 1 }]);
    expect(emptyLeaderboardNote(bots, 'all')).toBe('508 changes in this time, all by users left out of the leaderboards.');
    const quiet = { contributors: report.contributors.filter((c) => !c.excluded) } as unknown as Report;
    expect([leftOutActivity(quiet, 'all'), emptyLeaderboardNote(quiet, 'all')]).toEqual([{ changes: 0, users: 0 }, 'Nobody made or wrote a change in this time.']);
  });

  it("counts what users left out of the leaderboards translated into the snapshot's languages, for the lists by language", () => {
    const leftOut = {
      languages: [{ code: 'de' }, { code: 'fr' }],
      // A source-language edit (en) and a code the language list lacks count in no list by language.
      translationsLeftOutByLanguage: {
        de: { all: 4, '12m': 2, '6m': 0, '3m': 0, '1m': 0 },
        en: { all: 9, '12m': 9, '6m': 9, '3m': 9, '1m': 9 },
        xx: { all: 1, '12m': 1, '6m': 1, '3m': 1, '1m': 1 },
      },
    } as unknown as Report;
    expect([languagesLeftOutTranslations(leftOut, 'all'), languagesLeftOutTranslations(leftOut, '12m'), languagesLeftOutTranslations(leftOut, '6m')]).toEqual([4, 2, 0]);
  });

  it("gives a contributor's last activity, or when text they wrote was last saved where they made no change", () => {
    expect([
      lastActivityCell({ lastActivity: '2026-11-02T10:00:00.000Z', written: { first: '2026-01-01T00:00:00.000Z', last: '2026-11-10T00:00:00.000Z' } }),
      lastActivityCell({ lastActivity: null, written: { first: '2026-01-01T00:00:00.000Z', last: '2026-10-13T08:00:00.000Z' } }),
      lastActivityCell({ lastActivity: null, written: null }),
    ]).toEqual([
      { text: '2026-11-02', sort: '2026-11-02T10:00:00.000Z' },
      { text: '2026-10-13 (text saved by others)', sort: '2026-10-13T08:00:00.000Z' },
      { text: '—', sort: '' },
    ]);
  });

  it("shows a contributor's first languages and counts the rest, sorting by how many", () => {
    const languages = (...codes: string[]) => ({ languages: codes.map((code, i) => ({ code, count: 10 - i })) }) as unknown as ContributorSummary;
    expect(languagesCell(languages('de', 'fr', 'pt_BR', 'es', 'it', 'ja', 'ko'), 5)).toEqual({ text: 'de, fr, pt_BR, es, it +2', sort: 7 });
    expect(languagesCell(languages('de', 'fr'), 5)).toEqual({ text: 'de, fr', sort: 2 });
    // Languages are credited for translations: someone who only commented has none.
    expect(languagesCell(languages(), 5)).toEqual({ text: '—', sort: 0 });
  });

  it('ranks a language\'s contributors in a window, ties by name', () => {
    expect(languageLeaderboardTop(report, 'de', 'all', 10).rows).toEqual([
      { username: 'anna', windows: { all: 4, '12m': 4, '6m': 4, '3m': 1, '1m': 0 } },
      { username: 'zoe', windows: { all: 4, '12m': 4, '6m': 4, '3m': 0, '1m': 0 } },
    ]);
    expect(languageLeaderboardTop(report, 'de', '3m', 10).rows.map((e) => e.username)).toEqual(['anna']);
    expect(languageLeaderboardTop(report, 'xx', 'all', 10)).toEqual({ rows: [], ranks: [], tiesLeftOut: 0 });
    // Everyone, for the language's list of contributors.
    expect(languageLeaderboardTop(report, 'de', 'all', Infinity).rows.map((e) => e.username)).toEqual(['anna', 'zoe']);
    // Anna and Zoe made as many all time, and share the first place.
    expect(languageLeaderboardTop(report, 'de', 'all', 10)).toMatchObject({ ranks: [1, 1], tiesLeftOut: 0 });
    expect(languageLeaderboardTop(report, 'fr', 'all', 10)).toMatchObject({ ranks: [1, 2], tiesLeftOut: 0 });
    // Anna's top one all time leaves out Zoe, who made as many; French's top one leaves out nobody.
    expect(languageLeaderboardTop(report, 'de', 'all', 1)).toEqual({ rows: [deAnna], ranks: [1], tiesLeftOut: 1 });
    expect(languageLeaderboardTop(report, 'fr', 'all', 1).tiesLeftOut).toBe(0);
    expect([hasLanguageContributors(report, 'de'), hasLanguageContributors(report, 'xx')]).toEqual([true, false]);
  });

  it('lists each language\'s leaders, languages with the most contributors first, none without leaders', () => {
    expect(leadersByLanguage(report, '12m', 1).map((e) => [e.language.code, e.leaders.map((l) => l.username)])).toEqual([
      ['fr', ['zoe']],
      ['de', ['anna']],
    ]);
    expect(leadersByLanguage(report, '1m', 5).map((e) => [e.language.code, e.leaders.map((l) => l.username)])).toEqual([['fr', ['zoe']]]);
  });
});

describe('languageComponents and languageProjects', () => {
  const cell = (languageCode: string, total: number, translated: number) => ({ languageCode, coverage: coverage(total, translated), translateUrl: null, webUrl: null });
  const report = {
    projects: [
      {
        slug: 'orbit',
        cells: [cell('de', 30, 10), cell('fr', 30, 30)],
        components: [
          { slug: 'app', isGlossary: false, cells: [cell('de', 10, 5), cell('fr', 10, 10)], translations: [] },
          { slug: 'docs', isGlossary: false, cells: [cell('de', 20, 5)], translations: [] },
          { slug: 'glossary', isGlossary: true, cells: [], translations: [] },
        ],
      },
      { slug: 'quill', cells: [cell('de', 8, 0)], components: [{ slug: 'core', isGlossary: false, cells: [cell('de', 8, 0)], translations: [] }] },
    ],
    componentGaps: { fr: [{ projectSlug: 'quill', componentSlugs: ['core'], of: 1 }, { projectSlug: 'orbit', componentSlugs: ['docs'], of: 2 }] },
  } as unknown as Report;
  const components = (code: string, limit: number) => {
    const { rows, hidden } = languageComponents(report, code, limit);
    return { rows: rows.map((r) => `${r.project.slug}/${r.component.slug}`), hidden };
  };
  const projects = (code: string, limit: number) => {
    const { rows, hidden } = languageProjects(report, code, limit);
    return { rows: rows.map((r) => r.project.slug), hidden };
  };

  it('lists every cell of a language in report order while they fit', () => {
    expect(components('de', 3)).toEqual({ rows: ['orbit/app', 'orbit/docs', 'quill/core'], hidden: 0 });
    expect(projects('de', 2)).toEqual({ rows: ['orbit', 'quill'], hidden: 0 });
    expect(components('fr', 3)).toEqual({ rows: ['orbit/app'], hidden: 0 });
    expect(components('ja', 3)).toEqual({ rows: [], hidden: 0 });
  });

  it("gives each project its components translated into the language of those outside glossaries, beside its percentages", () => {
    expect(languageProjects(report, 'fr', 2).rows.map((r) => [r.project.slug, r.components])).toEqual([['orbit', { translated: 1, total: 2 }]]);
    expect(languageProjects(report, 'de', 1).rows.map((r) => [r.project.slug, r.components])).toEqual([['orbit', { translated: 2, total: 2 }]]);
  });

  it('names the components not translated into a language, per project, past the limit counting the projects left', () => {
    const gaps = (code: string, limit: number) => {
      const { rows, hidden } = languageGaps(report, code, limit);
      return { rows: rows.map((r) => [r.project.slug, r.components.map((c) => c.slug), r.of]), hidden };
    };
    expect(gaps('fr', 30)).toEqual({ rows: [['quill', ['core'], 1], ['orbit', ['docs'], 2]], hidden: 0 });
    expect(gaps('fr', 1)).toEqual({ rows: [['quill', ['core'], 1]], hidden: 1 });
    expect(gaps('de', 30)).toEqual({ rows: [], hidden: 0 });
  });

  it('past the limit keeps those with the most untranslated strings and counts the rest', () => {
    // Untranslated in German: docs 15, quill/core 8, app 5.
    expect(components('de', 2)).toEqual({ rows: ['orbit/docs', 'quill/core'], hidden: 1 });
    // orbit 20, quill 8.
    expect(projects('de', 1)).toEqual({ rows: ['orbit'], hidden: 1 });
  });
});

describe('contributorWork', () => {
  const report = {
    languages: [{ code: 'de', name: 'German' }, { code: 'pt_BR', name: 'Portuguese (Brazil)' }],
    projects: [{ slug: 'orbit', name: 'Orbit Notes' }],
  } as unknown as Report;
  const names = (code: number) => (code === 2 ? 'Translation changed' : `action ${code}`);

  it('names languages and projects from the snapshot, keeps their order, and sorts actions by count, then code', () => {
    const contributor = {
      languages: [{ code: 'pt_BR', changes: 8, translations: 7 }, { code: 'de', changes: 2, translations: 2 }, { code: 'xx', changes: 1, translations: 0 }],
      projects: [{ slug: 'orbit', changes: 10, translations: 9 }, { slug: 'gone', changes: 1, translations: 1 }],
      windows: { all: { actions: 15, authored: 0, translations: 10, byAction: { 2: 9, 5: 3, 45: 3 } } },
    } as unknown as ContributorSummary;
    expect(contributorWork(report, contributor, names)).toEqual({
      languages: [
        { key: 'pt_BR', name: 'Portuguese (Brazil)', count: 8, translations: 7, linked: true },
        { key: 'de', name: 'German', count: 2, translations: 2, linked: true },
        // Not in the snapshot's language list: the code stands in, and there is no page to link.
        { key: 'xx', name: 'xx', count: 1, translations: 0, linked: false },
      ],
      projects: [
        { key: 'orbit', name: 'Orbit Notes', count: 10, translations: 9, linked: true },
        { key: 'gone', name: 'gone', count: 1, translations: 1, linked: false },
      ],
      actions: [
        { key: '2', name: 'Translation changed', count: 9, linked: false },
        { key: '5', name: 'action 5', count: 3, linked: false },
        { key: '45', name: 'action 45', count: 3, linked: false },
      ],
    });
  });

  it('says what a contributor did in a place: translations, and the other changes where there were more, or changes alone', () => {
    const place = (count: number, translations: number, otherChanges: number) => ({ key: 'de', name: 'German', count, translations, otherChanges, linked: true });
    expect([placeWork(place(12, 10, 2)), placeWork(place(2, 1, 1)), placeWork(place(1, 1, 0)), placeWork(place(3, 3, 0)), placeWork(place(1, 0, 1)), placeWork(place(1_200, 0, 1_200))]).toEqual([
      '10 translations written and 2 other changes', '1 translation written and 1 other change', '1 translation written', '3 translations written', '1 change', '1,200 changes',
    ]);
    // A reviewer's acceptance of another's suggestion is one of their other changes, the
    // translation its author's; text of theirs that others saved is said apart, so that the line
    // adds up to their changes there (5 = 2 - 1 + 4).
    expect([placeWork(place(5, 2, 4)), placeWork(place(1, 3, 0)), placeWork(place(0, 2, 0)), placeWork(place(95, 97, 9))]).toEqual([
      '2 translations written (1 saved by others) and 4 other changes', '3 translations written (2 saved by others)', '2 translations written (2 saved by others)',
      '97 translations written (11 saved by others) and 9 other changes',
    ]);
  });

  it('gives empty lists to someone who only wrote text others saved', () => {
    const author = { languages: [], projects: [], windows: { all: { actions: 0, authored: 4, translations: 0, byAction: {} } } } as unknown as ContributorSummary;
    expect(contributorWork(report, author, names)).toEqual({ languages: [], projects: [], actions: [] });
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

describe('projectContributors', () => {
  it('lists a project\'s people, most translations first, leaving out excluded users and those who made none there', () => {
    const person = (username: string, projects: [string, number][], excluded = false) => ({
      username, projects: projects.map(([slug, translations]) => ({ slug, changes: translations + 1, translations })), excluded,
    });
    const report = {
      contributors: [
        person('anna', [['orbit', 4], ['quill', 9]]),
        person('bot', [['orbit', 99], ['quill', 0], ['wren', 12]], true),
        person('zoe', [['orbit', 7]]),
        person('ben', [['orbit', 4]]),
        // A comment, no translation.
        person('cem', [['orbit', 0]]),
      ],
    } as unknown as Report;
    expect(projectContributors(report, 'orbit', 10)).toEqual({
      top: [{ username: 'zoe', count: 7 }, { username: 'anna', count: 4 }, { username: 'ben', count: 4 }],
      ranks: [1, 2, 2],
      tiesLeftOut: 0,
      total: 3,
      usernames: ['zoe', 'anna', 'ben'],
      leftOut: 99,
    });
    expect(projectContributors(report, 'orbit', 1)).toEqual({ top: [{ username: 'zoe', count: 7 }], ranks: [1], tiesLeftOut: 0, total: 3, usernames: ['zoe', 'anna', 'ben'], leftOut: 99 });
    // Cut between Anna and Ben, who made as many: the one left out is counted.
    expect(projectContributors(report, 'orbit', 2)).toMatchObject({ top: [{ username: 'zoe', count: 7 }, { username: 'anna', count: 4 }], ranks: [1, 2], tiesLeftOut: 1 });
    expect(projectContributors(report, 'quill', 5)).toEqual({ top: [{ username: 'anna', count: 9 }], ranks: [1], tiesLeftOut: 0, total: 1, usernames: ['anna'], leftOut: 0 });
    // Only the bot translated in Wren: its translations are counted for the note that says so.
    expect(projectContributors(report, 'wren', 5)).toEqual({ top: [], ranks: [], tiesLeftOut: 0, total: 0, usernames: [], leftOut: 12 });
    expect(projectContributors(report, 'none', 5)).toEqual({ top: [], ranks: [], tiesLeftOut: 0, total: 0, usernames: [], leftOut: 0 });
  });

  it('says, where nobody is listed, whether nothing was translated or users left out of the leaderboards alone translated', () => {
    expect([noTranslatorsNote(0), noTranslatorsNote(1), noTranslatorsNote(1_204), noTranslatorsNote(0, ' in that time'), noTranslatorsNote(2, ' in that time')]).toEqual([
      'No translation work recorded.',
      '1 translation, by a user left out of the leaderboards.',
      '1,204 translations, all by users left out of the leaderboards.',
      'No translation work recorded in that time.',
      '2 translations in that time, all by users left out of the leaderboards.',
    ]);
  });

  it('is introduced by a sentence that says when it shows only the top of them, and of whom, placeholder accounts apart', () => {
    const many = [...Array.from({ length: 186 }, (_, i) => `p${i}`), 'anonymous', 'deleted-163', 'deleted-117'];
    expect(projectContributorsNote('Orbit Notes', 20, many, 'all time')).toBe(
      'The 20 who made the most translations in Orbit Notes, all time, of 186 people, the anonymous user and 2 deleted accounts who translated in it.',
    );
    expect(projectContributorsNote('Orbit Notes', 3, ['ana', 'ben', 'deleted-4'], 'since 2026-01-01')).toBe(
      'Everyone who translated in Orbit Notes, since 2026-01-01, most translations first: 2 people and a deleted account.',
    );
  });
});

describe('contributorDirectory', () => {
  const person = (username: string) => ({ username }) as unknown as ContributorSummary;

  it('lists everyone A to Z whatever the case and accents, in pages named by their first and last usernames', () => {
    const pages = contributorDirectory(['zoe', 'Bob', 'anna', 'bob', 'deleted-3', 'Émile', 'carl', 'Łukasz', 'lukas', 'Ángel'].map(person), 3);
    expect(pages.map((page) => [page.number, page.first, page.last, page.entries.map((entry) => entry.username)])).toEqual([
      // 'Émile', 'Ángel' and 'Łukasz' came after 'zoe', by code units.
      [1, 'Ángel', 'Bob', ['Ángel', 'anna', 'Bob']],
      [2, 'bob', 'deleted-3', ['bob', 'carl', 'deleted-3']],
      [3, 'Émile', 'Łukasz', ['Émile', 'lukas', 'Łukasz']],
      [4, 'zoe', 'zoe', ['zoe']],
    ]);
  });

  it('is one empty page when nobody is credited', () => {
    expect(contributorDirectory([])).toEqual([{ number: 1, first: '', last: '', entries: [] }]);
  });
});

describe('creditedParts', () => {
  const report = (kinds: [string, boolean][]) =>
    ({ contributors: kinds.map(([kind, excluded]) => ({ kind, excluded })) }) as unknown as Report;
  it('says who the credited accounts are: people, the anonymous user, deleted accounts, those configured out', () => {
    expect(creditedParts(report([['user', false], ['user', false], ['anonymous', false], ['deleted', false], ['deleted', false], ['user', true]]))).toBe(
      '2 people, the anonymous user, 2 deleted accounts and 1 account left out as configured',
    );
    expect(creditedParts(report([['user', false], ['deleted', false]]))).toBe('1 person and 1 deleted account');
    expect(creditedParts(report([['user', false]]))).toBe('1 person');
    expect(creditedParts(report([['deleted', false]]))).toBe('1 deleted account');
    expect(creditedParts(report([]))).toBe('0 people');
  });
});

describe('languagePlaceholders', () => {
  it('counts the anonymous user and deleted accounts credited with a language\'s translations, people not', () => {
    const entry = (username: string, all: number) => ({ username, windows: { all } });
    const report = { contributorsByLanguage: { el: { all: [entry('deleted-163', 13), entry('ana', 4), entry('anonymous', 2)] } } } as unknown as Report;
    expect([languagePlaceholders(report, 'el'), languagePlaceholders(report, 'de')]).toEqual([2, 0]);
  });
});

describe('activitySpan', () => {
  it('is the span of the changes made, or says there were none and when others saved text the contributor wrote', () => {
    expect([
      activitySpan({ firstActivity: '2025-03-01T10:00:00.000Z', lastActivity: '2026-08-12T23:59:59.000Z', written: { first: '2025-01-01T00:00:00.000Z', last: '2026-11-04T08:00:00.000Z' } }),
      activitySpan({ firstActivity: null, lastActivity: null, written: { first: '2026-03-01T10:00:00.000Z', last: '2026-04-01T10:00:00.000Z' } }),
      activitySpan({ firstActivity: null, lastActivity: null, written: null }),
    ]).toEqual([
      'Active from 2025-03-01 to 2026-08-12',
      'No changes of their own; others saved text they wrote from 2026-03-01 to 2026-04-01',
      'No changes of their own',
    ]);
  });

  it('names the one day of a span within a day, where "from 2025-05-12 to 2025-05-12" read as a typo', () => {
    expect([
      activitySpan({ firstActivity: '2025-05-12T08:00:00.000Z', lastActivity: '2025-05-12T17:30:00.000Z', written: null }),
      activitySpan({ firstActivity: null, lastActivity: null, written: { first: '2026-03-01T10:00:00.000Z', last: '2026-03-01T10:00:00.000Z' } }),
    ]).toEqual([
      'Active on 2025-05-12',
      'No changes of their own; others saved text they wrote on 2026-03-01',
    ]);
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

describe('directoryRange', () => {
  it('runs from the first username of a page to its last, or names its one', () => {
    expect([directoryRange({ first: 'ana', last: 'bo' }), directoryRange({ first: 'zoe', last: 'zoe' })]).toEqual(['ana – bo', 'zoe']);
  });
});

describe('tierLists', () => {
  const tiers = [{ name: 'complete', min: 100 }, { name: 'partial', min: 50 }];
  const languages = (prefix: string, count: number, tier: string) =>
    Array.from({ length: count }, (_, i) => ({ code: `${prefix}${i}`, name: `${prefix.toUpperCase()} ${String(i).padStart(2, '0')}`, tier }));
  const report = {
    config: { tiers },
    // Listed by code; the lists go by name.
    languages: [{ code: 'zz', name: 'Aragonese', tier: 'complete' }, { code: 'de', name: 'German', tier: 'complete' }, ...languages('p', 12, 'partial'), ...languages('b', 13, '')],
    tierCounts: [{ tier: 'complete', languages: 2 }, { tier: 'partial', languages: 12 }, { tier: '', languages: 13 }],
  } as unknown as Report;

  it("gives each tier its languages A to Z by name and its list's id, and has the overview name them up to TIER_NAMED", () => {
    expect(TIER_NAMED).toBe(12);
    expect(tierLists(report).map((entry) => [entry.tier, entry.anchor, entry.languages.length, entry.named, entry.languages[0]!.name])).toEqual([
      ['complete', 'tier-1', 2, true, 'Aragonese'],
      ['partial', 'tier-2', 12, true, 'P 00'],
      // Thirteen: linked, not named (200 names of 250 languages were a wall).
      ['', 'tier-below', 13, false, 'B 00'],
    ]);
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
});

describe('gapExtent', () => {
  it("says how much of a project a language lacks, naming glossaries where the project has one beside the count", () => {
    expect([gapExtent(1, 1, false), gapExtent(1, 1, true), gapExtent(2, 2, false), gapExtent(4, 4, true), gapExtent(1, 3, false), gapExtent(1, 3, true)]).toEqual([
      'its only component', 'its only component outside glossaries', 'both of its components', 'all 4 of its components outside glossaries',
      '1 of its 3 components', '1 of its 3 components outside glossaries',
    ]);
  });
});
