// Chart data from the report's history series, and the words around the charts: their titles'
// spans, the labels of buckets the snapshot covers only in part, the notes standing for an empty
// chart; and the projects table's changes per year, added up from the same series.
import { chartHasValues, type ChartData } from '../client/chart-data.ts';
import type { HistorySeries, Report } from './types.ts';
import { DAY_MS, monthKey } from './calendar.ts';
import { actionColor, INSTANCE_DAYS, INSTANCE_WEEKS, RECENT_DAYS, RECENT_MONTHS } from './history.ts';
import { sentenceStart } from '../components/format.ts';
import { sinceText } from './windows.ts';
import { utcMs } from '../utc-time.ts';

function totalsPerBucket(series: HistorySeries): number[] {
  const totals = series.buckets.map(() => 0);
  for (const counts of Object.values(series.byAction)) counts.forEach((n, i) => (totals[i]! += n));
  return totals;
}

/** The calendar month `months` before `month` (YYYY-MM). */
function monthBefore(month: string, months: number): string {
  return monthKey(Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - months);
}

/**
 * A span's changes in the projects table: a count; null where the change log was not read over it
 * whole (--changes-since); 'not yet' where it ended before the project's first recorded change.
 */
export type SpanChanges = number | null | 'not yet';

/**
 * A project's changes in the last 12 calendar months (the snapshot's, under way, and the 11
 * before it) and in the 12 before those, for comparing projects in one table: the busiest this
 * year and last.
 */
export function projectChangeYears(report: Report, slug: string): { last: SpanChanges; before: SpanChanges } {
  const monthly = (report.history.byProject[slug] ?? []).find((series) => series.period === 'month');
  const totals = new Map<string, number>();
  if (monthly) totalsPerBucket(monthly).forEach((total, i) => totals.set(monthly.buckets[i]!, total));
  // A project first changed in July read "0" for the year before, as a dormant one does, though it
  // had no year before (its first change is as near as the log comes to when it was created).
  // One never changed at all keeps its zeros: nothing tells when it came.
  const first = (monthly?.earlier ?? 0) > 0 ? null : monthly?.buckets.find((month) => (totals.get(month) ?? 0) > 0) ?? null;
  const since = report.snapshot.changesSince;
  const sinceMs = since === null ? Number.NEGATIVE_INFINITY : Date.parse(since);
  const current = report.now.slice(0, 7);
  const span = (from: number): SpanChanges => {
    const earliest = monthBefore(current, from + 11);
    if (Date.parse(`${earliest}-01T00:00:00Z`) < sinceMs) return null;
    if (first !== null && first > monthBefore(current, from)) return 'not yet';
    let sum = 0;
    for (let back = from; back < from + 12; back += 1) sum += totals.get(monthBefore(current, back)) ?? 0;
    return sum;
  };
  return { last: span(0), before: span(12) };
}

/** The months projectChangeYears adds up, as its columns are headed: 'Changes, 2025-12 to 2026-11' and the 12 before. */
export function projectChangeYearsLabels(report: Pick<Report, 'now'>): { last: string; before: string } {
  const current = report.now.slice(0, 7);
  return {
    last: `Changes, ${monthBefore(current, 11)} to ${current}`,
    before: `Changes, ${monthBefore(current, 23)} to ${monthBefore(current, 12)}`,
  };
}

/**
 * What the projects table's "not read" stands for, where the change log was read from a day within
 * its columns' months on (--changes-since), for the sentence above it; null where no column is cut.
 */
export function projectChangeYearsNotRead(report: Pick<Report, 'now' | 'snapshot'>): string | null {
  const since = report.snapshot.changesSince;
  if (since === null) return null;
  const earliest = monthBefore(report.now.slice(0, 7), 23);
  if (Date.parse(`${earliest}-01T00:00:00Z`) >= Date.parse(since)) return null;
  return `"not read" where the change log, read from ${sinceText(since)} on, does not cover those months whole`;
}

/** English ordinal of a day of the month (or a place in a list): 1st, 2nd, 3rd, 4th, 11th, 22nd. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day inside a bucket starting `bucket` (YYYY-MM or YYYY-MM-DD), as its label names it: 'the 1st'
 * in the bucket's month; with its month where a week runs into the next ('1 Aug' in the week of
 * 2026-07-27: 'the 1st' read as 1 July).
 */
function dayOf(bucket: string, iso: string): string {
  const day = Number(iso.slice(8, 10));
  return iso.slice(0, 7) === bucket.slice(0, 7) ? `the ${ordinal(day)}` : `${day} ${MONTHS[Number(iso.slice(5, 7)) - 1]!}`;
}

/** What a history chart's bars stand for: a series' periods, or the years changesCharts adds the instance's months up to. */
export type ChartPeriod = HistorySeries['period'] | 'year';

/** A series as a history chart draws it: its buckets (YYYY for years) and each action's count per bucket. */
export type ChartSeries = Pick<HistorySeries, 'buckets' | 'byAction'> & { period: ChartPeriod };

/** The first and last-plus-one millisecond of a bucket (YYYY, YYYY–YYYY for years summed, YYYY-MM or YYYY-MM-DD), in UTC. */
function bucketBounds(period: ChartPeriod, bucket: string): [number, number] {
  const year = Number(bucket.slice(0, 4));
  if (period === 'year') return [utcMs(year, 0, 1), utcMs(Number(bucket.slice(-4)) + 1, 0, 1)];
  if (period === 'month') return [utcMs(year, Number(bucket.slice(5, 7)) - 1, 1), utcMs(year, Number(bucket.slice(5, 7)), 1)];
  const start = Date.parse(`${bucket}T00:00:00Z`);
  return [start, start + (period === 'week' ? 7 : 1) * DAY_MS];
}

/** The part of a bucket that the snapshot covers, where that is not all of it: `from` its first day or time, `to` its last. */
function coveredPart(period: ChartPeriod, bucket: string, now: string, since: string | null): { from?: string; to?: string } {
  const part: { from?: string; to?: string } = {};
  const [bucketMs, endMs] = bucketBounds(period, bucket);
  const nowMs = Date.parse(now);
  // Under way: the snapshot was taken before the bucket ended, on its last day too (the year
  // before is counted to the same time, so an unmarked month would not be the whole month).
  if (nowMs >= bucketMs && nowMs < endMs) {
    part.to = period === 'day' ? `${now.slice(11, 16)} UTC` : dayOf(bucket, now);
  }
  // Begun in: the change log was read from a time inside the bucket on.
  if (since !== null) {
    const sinceMs = Date.parse(since);
    if (sinceMs > bucketMs && sinceMs < endMs) {
      const at = new Date(sinceMs).toISOString();
      part.from = period === 'day' || at.slice(0, 10) === bucket ? `${at.slice(11, 16)} UTC` : dayOf(bucket, at);
    }
  }
  return part;
}

/**
 * The label of a history bucket, marked where the snapshot covers only part of it: the period the
 * snapshot was taken in runs only to its day (or time), and the one the change log was read from
 * begins on that day. Otherwise their low bars read as drops. The mark goes on a second line under
 * the axis, so that the other labels need not turn.
 */
function bucketLabel(period: ChartPeriod, bucket: string, now: string, since: string | null): string {
  const { from, to } = coveredPart(period, bucket, now, since);
  // A log read from the snapshot's own day on: '(the 2nd to the 2nd)' said one day as two ends.
  if (from !== undefined && from === to) return `${bucket}\n(${from} only)`;
  if (from !== undefined && to !== undefined) return `${bucket}\n(${from} to ${to})`;
  if (from !== undefined) return `${bucket}\n(from ${from})`;
  if (to !== undefined) return `${bucket}\n(to ${to})`;
  return bucket;
}

/**
 * The words a chart's title gives the span of a series' last `wanted` buckets: `whole` ("the last
 * 90 days") where the series holds that many; where it holds fewer, as it begins where the change
 * log was read from (`since`), "since" that day: 11 days read were titled "the last 90 days".
 */
export function chartSpan(series: Pick<HistorySeries, 'buckets'>, wanted: number, whole: string, since: string | null): string {
  return since !== null && series.buckets.length < wanted ? `since ${sinceText(since)}` : whole;
}

/**
 * The sentence shown in place of a chart with nothing to draw, whose title names `span` ("the
 * last 90 days", "since 2026-11-01"): that the snapshot holds no change at all (and from when its
 * log was read, where it was read from a time on), or no `what` in that span. An empty chart's
 * bare axes said neither.
 */
export function noChangesNote(report: Pick<Report, 'totals' | 'snapshot'>, span: string, what = 'changes'): string {
  if (report.totals.changes === 0) {
    const since = report.snapshot.changesSince;
    return `No changes to chart: the snapshot holds no change records${since === null ? '' : `, its change log read from ${sinceText(since)} on`}.`;
  }
  return `No ${what} ${span.startsWith('since ') ? span : `in ${span}`}.`;
}

/** The same month a year earlier: 2025-11 for 2026-11. */
function yearEarlier(month: string): string {
  return `${String(Number(month.slice(0, 4)) - 1).padStart(4, '0')}${month.slice(4)}`;
}

/**
 * Monthly changes of the last 12 months beside the same months a year earlier. The snapshot's own
 * month has only run to the snapshot's time: it is compared with the same span a year earlier, and
 * its label says so. Where the change log was read only from a later time on, a month it does not
 * cover whole is unknown (null, a gap), not a month without changes.
 */
export function overviewActivity(report: Report): ChartData {
  const since = report.snapshot.changesSince;
  const sinceMs = since === null ? Number.NEGATIVE_INFINITY : Date.parse(since);
  const monthly = instanceSeries(report, 'month');
  const totals = monthly ? totalsPerBucket(monthly) : [];
  const buckets = monthly?.buckets ?? [];
  const at = new Map(buckets.map((bucket, i) => [bucket, i]));
  const lastBuckets = buckets.slice(-12);
  const labels = lastBuckets.map((bucket) => bucketLabel('month', bucket, report.now, since));
  const last = totals.slice(-12);
  const wholeMonthRead = (month: string) => Date.parse(`${month}-01T00:00:00Z`) >= sinceMs;
  const before = lastBuckets.map((bucket): number | null => {
    const earlier = yearEarlier(bucket);
    if (!wholeMonthRead(earlier)) return null;
    const i = at.get(earlier);
    return i === undefined ? 0 : totals[i]!;
  });
  // The snapshot's month has run only to the snapshot's time: so has the one beside it.
  const current = lastBuckets.lastIndexOf(report.now.slice(0, 7));
  if (current >= 0 && before[current] !== null) before[current] = report.history.yearEarlierToDate;
  // A log read from less than a year back holds fewer months: the series says from when.
  const span = chartSpan({ buckets }, 12, 'last 12 months', since);
  const datasets: ChartData['datasets'] = [{ label: sentenceStart(span), data: last }];
  // A log read from less than a year back holds none of the year before: no empty legend entry.
  if (before.some((value) => value !== null)) datasets.push({ label: 'The year before (same days)', data: before });
  return { type: 'bar', labels, datasets, yLabel: 'changes', xLabel: 'Month' };
}

/** noChangesNote for the overview's chart (overviewActivity's `activity`): over the two years it charts, or the span it reads. */
export function overviewActivityNote(report: Report, activity: ChartData): string {
  const monthly = instanceSeries(report, 'month');
  const span = activity.datasets.length > 1 ? 'the last two years' : chartSpan({ buckets: monthly?.buckets ?? [] }, 12, 'the last 12 months', report.snapshot.changesSince);
  return noChangesNote(report, span);
}

// What a bucket's label is, heading the first column of a chart's data table and under its axis.
const PERIOD_HEADINGS: Record<ChartPeriod, string> = { day: 'Day', week: 'Week (from Monday)', month: 'Month', year: 'Year' };

/** How activity charts name actions; each is drawn in its own colour (actionColor), the same on every chart of every site. */
export interface ActionLegend {
  /** An action's name. */
  name: (code: number) => string;
  /** The actions charts name (Report.history.chartActions), in legend order; the others are summed as one. */
  shown: readonly number[];
}

/**
 * A series' last `lastBuckets` buckets as a chart stacked by action: the legend's actions that
 * have changes there, each in its own colour, and the rest summed as "Other actions"; the bucket
 * the snapshot (`now`) falls in is labelled as under way, and the one a change log read from
 * `since` on begins in as begun there.
 */
export function activityByAction(series: ChartSeries, legend: ActionLegend, lastBuckets: number, now: string, since: string | null = null): ChartData {
  const start = Math.max(0, series.buckets.length - lastBuckets);
  const length = series.buckets.length - start;
  const datasets: ChartData['datasets'] = [];
  const shown = new Set(legend.shown);
  for (const code of legend.shown) {
    const counts = series.byAction[code]?.slice(start);
    if (counts !== undefined && counts.some((count) => count > 0)) datasets.push({ label: legend.name(code), data: counts, color: actionColor(code) });
  }
  const other = new Array<number>(length).fill(0);
  let others = false;
  for (const [code, counts] of Object.entries(series.byAction)) {
    if (shown.has(Number(code))) continue;
    for (let i = 0; i < length; i++) {
      const count = counts[start + i]!;
      if (count > 0) {
        other[i]! += count;
        others = true;
      }
    }
  }
  if (others) datasets.push({ label: 'Other actions', data: other, color: 'other' });
  const labels = series.buckets.slice(start).map((bucket) => bucketLabel(series.period, bucket, now, since));
  return { type: 'bar', stacked: true, labels, datasets, yLabel: 'changes', xLabel: PERIOD_HEADINGS[series.period] };
}

/**
 * One action's changes over a series' last `lastBuckets` buckets, as a chart of that action alone,
 * in its own colour (actionColor), also where stacked charts sum it with others: their grey means
 * "Other actions"; a span without any is charted as zeros, which says so. Buckets are labelled as
 * activityByAction does.
 */
export function activityOfAction(series: ChartSeries, code: number, legend: Pick<ActionLegend, 'name'>, lastBuckets: number, now: string, since: string | null = null): ChartData {
  const start = Math.max(0, series.buckets.length - lastBuckets);
  const data = series.byAction[code]?.slice(start) ?? new Array<number>(series.buckets.length - start).fill(0);
  const labels = series.buckets.slice(start).map((bucket) => bucketLabel(series.period, bucket, now, since));
  return {
    type: 'bar', labels, datasets: [{ label: legend.name(code), data, color: actionColor(code) }], yLabel: 'changes',
    xLabel: PERIOD_HEADINGS[series.period],
  };
}

/** An action in the change log and its number of changes, for the changes pages' list of actions. */
export interface ActionTotal {
  code: number;
  name: string;
  count: number;
}

// One order on every page, the long view first: /changes/ charted day, week, month, where a
// language's and a project's pages chart month, week, day.
/** The order in which every page charts a history's periods: month, week, day. */
export const CHART_PERIODS: readonly HistorySeries['period'][] = ['month', 'week', 'day'];

/**
 * The spans the changes pages chart, on the page of all actions and on each action's, per period
 * (charted in CHART_PERIODS' order): the words its title gives the period and the span (where the
 * change log was read for less, the title says since when instead: chartSpan), and how many of
 * the last periods it shows.
 */
export const CHANGES_CHARTS: Readonly<Record<HistorySeries['period'], { per: string; span: string; buckets: number }>> = {
  month: { per: 'per month', span: 'the last two years', buckets: 24 },
  week: { per: 'per week', span: 'the last year', buckets: INSTANCE_WEEKS },
  day: { per: 'per day', span: `the last ${INSTANCE_DAYS} days`, buckets: INSTANCE_DAYS },
};

/** One chart of the changes pages, or the sentence that stands where it has nothing to draw; either of one period. */
export type ChangesChart = ({ title: string; data: ChartData } | { note: string }) & { period: ChartPeriod };

/** The instance's history per `period`, where the report has it. */
export function instanceSeries(report: Pick<Report, 'history'>, period: HistorySeries['period']): HistorySeries | undefined {
  return report.history.instance.find((series) => series.period === period);
}

/**
 * The charts of the changes pages (CHANGES_CHARTS), each titled with its span: every action
 * stacked, or one action's; a note stands for a chart with nothing to draw. Where the instance's
 * log holds changes before the month chart's two years, a chart of every year comes first.
 */
export function changesCharts(
  report: Pick<Report, 'history' | 'snapshot' | 'totals' | 'now'>, name: (code: number) => string, action: { code: number; name: string } | null = null,
): ChangesChart[] {
  const legend = { name, shown: report.history.chartActions };
  const since = report.snapshot.changesSince;
  const charts: ChangesChart[] = [];
  // The month chart shows two years; a log reaching back further (hosted.weblate.org's, to 2012)
  // had the rest on no chart, its bars adding up to fewer than the filter's count of every change.
  const monthly = instanceSeries(report, 'month');
  if (monthly && holdsChangesBefore(monthly, CHANGES_CHARTS.month.buckets)) {
    const years = yearSeries(monthly);
    const spanned = since === null ? `since ${years.buckets[0]!.slice(0, 4)}` : `since ${sinceText(since)}`;
    const data = action === null
      ? activityByAction(years, legend, years.buckets.length, report.now, since)
      : activityOfAction(years, action.code, legend, years.buckets.length, report.now, since);
    if (!chartHasValues(data)) charts.push({ period: 'year', note: action === null ? noChangesNote(report, spanned) : noChangesNote(report, spanned, 'changes of this action') });
    else charts.push({ period: 'year', title: action === null ? `Changes per year, ${spanned}, by action` : `${action.name}: changes per year, ${spanned}`, data });
  }
  for (const period of CHART_PERIODS) {
    const { per, span, buckets } = CHANGES_CHARTS[period];
    const series = instanceSeries(report, period);
    if (!series) continue;
    const spanned = chartSpan(series, buckets, span, since);
    const data = action === null
      ? activityByAction(series, legend, buckets, report.now, since)
      : activityOfAction(series, action.code, legend, buckets, report.now, since);
    if (!chartHasValues(data)) charts.push({ period, note: action === null ? noChangesNote(report, spanned) : noChangesNote(report, spanned, 'changes of this action') });
    else charts.push({ period, title: action === null ? `Changes ${per}, ${spanned}, by action` : `${action.name}: changes ${per}, ${spanned}`, data });
  }
  return charts;
}

/** Whether a series holds any change before its last `lastBuckets` buckets (or before its first). */
export function holdsChangesBefore(series: HistorySeries, lastBuckets: number): boolean {
  if ((series.earlier ?? 0) > 0) return true;
  const end = series.buckets.length - lastBuckets;
  return Object.values(series.byAction).some((counts) => counts.slice(0, Math.max(0, end)).some((count) => count > 0));
}

/**
 * The most bars the year chart draws: where the log reaches back further, the first sums the years
 * before the last YEARS_CHARTED - 1 ("1000–2007"). One change stamped in the year 1000 gave a chart
 * of 1,027 bars, all but three empty, and doubled the page.
 */
export const YEARS_CHARTED = 20;

/** A month series added up per calendar year, every year from its first month's to its last month's, the earliest summed in one bucket beyond YEARS_CHARTED. */
export function yearSeries(monthly: HistorySeries): ChartSeries {
  const buckets: string[] = [];
  const yearOf: number[] = [];
  for (const month of monthly.buckets) {
    const year = month.slice(0, -3);
    if (buckets.at(-1) !== year) buckets.push(year);
    yearOf.push(buckets.length - 1);
  }
  const byAction: Record<number, number[]> = {};
  for (const [code, counts] of Object.entries(monthly.byAction)) {
    const sums = new Array<number>(buckets.length).fill(0);
    counts.forEach((count, i) => (sums[yearOf[i]!]! += count));
    byAction[Number(code)] = sums;
  }
  if (buckets.length <= YEARS_CHARTED) return { period: 'year', buckets, byAction };
  const folded = buckets.length - (YEARS_CHARTED - 1);
  const foldedBuckets = [`${buckets[0]!}–${buckets[folded - 1]!}`, ...buckets.slice(folded)];
  const foldedByAction: Record<number, number[]> = {};
  for (const [code, sums] of Object.entries(byAction)) {
    foldedByAction[Number(code)] = [sums.slice(0, folded).reduce((sum, count) => sum + count, 0), ...sums.slice(folded)];
  }
  return { period: 'year', buckets: foldedBuckets, byAction: foldedByAction };
}

/** Every action a series counts, with its changes over the whole series, most first (ties by code); and their sum. */
export function actionTotals(series: HistorySeries | undefined, name: (code: number) => string): { actions: ActionTotal[]; total: number } {
  const actions = Object.entries(series?.byAction ?? {})
    .map(([code, counts]) => ({ code: Number(code), name: name(Number(code)), count: counts.reduce((sum, count) => sum + count, 0) }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.code - b.code);
  return { actions, total: actions.reduce((sum, action) => sum + action.count, 0) };
}

/** The index of a series' first bucket with any change, or its length when it has none. */
function firstActiveBucket(series: HistorySeries): number {
  let first = series.buckets.length;
  for (const counts of Object.values(series.byAction)) {
    for (let i = 0; i < first; i++) {
      if (counts[i]! > 0) {
        first = i;
        break;
      }
    }
  }
  return first;
}

/** The fewest months a language's or project's month chart shows (activityFromFirst), begun however recently. */
export const MONTHS_AT_LEAST = 6;

/**
 * activityByAction over at most the last `lastBuckets` buckets, from the first bucket with any
 * change on (but at least `atLeast`): a project begun five months ago shows those months, not
 * nineteen empty ones before it began. Quiet months after its first change are shown; so is a
 * series without any change, whole.
 */
export function activityFromFirst(series: HistorySeries, legend: ActionLegend, lastBuckets: number, now: string, since: string | null = null, atLeast = MONTHS_AT_LEAST): ChartData {
  const length = series.buckets.length;
  // Changes before the series' first bucket: it is active from its start.
  const first = (series.earlier ?? 0) > 0 ? 0 : firstActiveBucket(series);
  const shown = first === length ? lastBuckets : Math.min(lastBuckets, Math.max(atLeast, length - first));
  return activityByAction(series, legend, shown, now, since);
}

// A language's or project's month chart: two years at most, as /changes/ shows the instance's
// (RECENT_MONTHS, as far as their series reach back).
const MONTHS_CHARTED = RECENT_MONTHS;

/** One chart of a language's or project's page, titled with its `span`; or, for its months, the sentence standing for a chart with nothing to draw. */
export type ActivityChart = { span: string; data: ChartData } | { span: string; note: string };

/**
 * The charts of a language's or project's series (day, week, month), in CHART_PERIODS' order: the
 * months from the first change on (activityFromFirst; the last two years where it began earlier,
 * and then the title says so), the last year's weeks and the last 30 days where they hold any
 * change; `span` names each, for its title (as chartSpan: since when, where the change log was
 * read for less).
 */
export function activityCharts(series: readonly HistorySeries[], legend: ActionLegend, now: string, since: string | null = null): ActivityChart[] {
  const [days, weeks, months] = series;
  const byPeriod = new Map<HistorySeries['period'], { span: string; data: ChartData }>();
  if (months) {
    const cut = (months.earlier ?? 0) > 0 || firstActiveBucket(months) < months.buckets.length - MONTHS_CHARTED;
    // Read from a day on, its first month only partly: said in the title, as the week and day charts say it.
    const span = cut ? 'per month, the last two years' : since !== null ? `per month, since ${sinceText(since)}` : 'per month';
    byPeriod.set('month', { span, data: activityFromFirst(months, legend, MONTHS_CHARTED, now, since) });
  }
  if (weeks) byPeriod.set('week', { span: `per week, ${chartSpan(weeks, 53, 'the last year', since)}`, data: activityByAction(weeks, legend, 53, now, since) });
  if (days) byPeriod.set('day', { span: `per day, ${chartSpan(days, RECENT_DAYS, `the last ${RECENT_DAYS} days`, since)}`, data: activityByAction(days, legend, RECENT_DAYS, now, since) });
  // The months are said even without a change in them (the place was quiet); the others only with changes.
  return CHART_PERIODS.flatMap((period): ActivityChart[] => {
    const chart = byPeriod.get(period);
    if (chart === undefined) return [];
    if (chartHasValues(chart.data)) return [chart];
    // Every change older than the two years charted: empty axes, and a data table of 24 months without
    // a figure, where /changes/ says the same in a sentence (noChangesNote).
    return period === 'month' ? [{ span: chart.span, note: `No changes in ${chart.span.replace(/^per month, /, '')}.` }] : [];
  });
}

/** The title of the overview's chart (overviewActivity's `activity`): the year before says from when it was read, where that leaves months out. */
export function overviewActivityTitle(report: Pick<Report, 'snapshot'>, activity: ChartData): string {
  // One series where the log was read from a day within the last year: its legend is not drawn, so the title says it.
  if (activity.datasets.length < 2) return report.snapshot.changesSince === null ? 'Changes per month' : `Changes per month since ${sinceText(report.snapshot.changesSince)}`;
  const title = 'Changes per month: the last 12 calendar months beside the same months a year before';
  const gaps = activity.datasets[1]!.data.some((value) => value === null);
  return gaps && report.snapshot.changesSince !== null ? `${title}, of which the change log was read from ${sinceText(report.snapshot.changesSince)} on` : title;
}
