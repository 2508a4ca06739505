// History: changes per day, week (starting Monday, keyed by the Monday's date) and month, per
// action code, for the instance, each language and each project. Counts go into sparse maps as
// changes stream; finish() lays them out over one shared range of periods with empty periods as
// 0, so the charts of every page line up. Days and weeks are kept for the spans the pages chart
// (the instance's INSTANCE_DAYS and INSTANCE_WEEKS, a language's or project's RECENT_DAYS and
// RECENT_WEEKS), and a language's or project's months for RECENT_MONTHS: every day of two years
// for each of 2,000 projects would be millions of zeros, and one change stamped in the year 1000
// made the instance's days 375,063 long (43 MB of report) and every language's and project's
// months 12,323.
import { dayKey, dayNumber, monthKey, monthNumber, monthStartDay, weekStart } from './calendar.ts';
import { sortedRecord } from './order.ts';
import type { HistorySeries } from './types.ts';
import { utcMs } from '../utc-time.ts';
import { ACTION_KINDS, actionKind } from '../weblate/actions.ts';

/** The instance series always reach this many months back from the snapshot's month (12 months beside the year before). */
export const HISTORY_MIN_MONTHS = 24;
/** Days the instance's daily series reaches back, the snapshot's day included: the changes pages chart them. */
export const INSTANCE_DAYS = 90;
/** Weeks the instance's weekly series reaches back, the snapshot's week included: the changes pages chart them. */
export const INSTANCE_WEEKS = 53;
/**
 * Days a language's or project's daily series reaches back, the snapshot's day included: a month,
 * as the chart of 90 days was 21 KB of the largest language page's 91 KB (the cap is 100 KB).
 */
export const RECENT_DAYS = 30;
/** Weeks a language's or project's weekly series reaches back, the snapshot's week included. */
export const RECENT_WEEKS = 53;
/**
 * Months a language's or project's monthly series reaches back, the snapshot's month included: the
 * two years their pages chart and the projects table adds up. Older changes are counted as `earlier`:
 * one change stamped in the year 1000 made every language's and project's months 12,323 long.
 */
export const RECENT_MONTHS = 24;

/** Periods a series is laid out over: their numbers (ascending), each one's place, and their keys as the series name them. */
export interface PeriodRange {
  period: HistorySeries['period'];
  numbers: readonly number[];
  index: ReadonlyMap<number, number>;
  keys: readonly string[];
}

/** The range of `numbers` (ascending period numbers), named by `key`: made once for every series over them. */
export function periodRange(period: HistorySeries['period'], numbers: readonly number[], key: (period: number) => string): PeriodRange {
  return { period, numbers, index: new Map(numbers.map((value, at) => [value, at])), keys: numbers.map(key) };
}

/** Counts per action code per period number (day, week-start day or month number). */
export class PeriodCounts {
  readonly #byAction = new Map<number, Map<number, number>>();

  /** Counts one change of an action in a period. */
  add(action: number, period: number): void {
    let periods = this.#byAction.get(action);
    if (periods === undefined) {
      periods = new Map();
      this.#byAction.set(action, periods);
    }
    periods.set(period, (periods.get(period) ?? 0) + 1);
  }

  /**
   * The series over a range of periods; codes without a change in range are left out. The range's
   * index and keys are made once (periodRange), not again for each of 2,250 languages and projects.
   */
  series(range: PeriodRange): HistorySeries {
    const { index } = range;
    const byAction: Record<number, number[]> = {};
    for (const action of [...this.#byAction.keys()].sort((a, b) => a - b)) {
      const counts = new Array<number>(range.numbers.length).fill(0);
      let any = false;
      for (const [value, count] of this.#byAction.get(action) ?? []) {
        const at = index.get(value);
        if (at === undefined) continue;
        counts[at] = (counts[at] ?? 0) + count;
        any = true;
      }
      if (any) byAction[action] = counts;
    }
    return { period: range.period, buckets: range.keys.slice(), byAction };
  }
}

/** Consecutive integers from `first` to `last` stepping by `step`. */
function range(first: number, last: number, step: number): number[] {
  const out: number[] = [];
  for (let value = first; value <= last; value += step) out.push(value);
  return out;
}

/**
 * The periods the series cover: the months from the first change (or 24 months before the
 * snapshot's month, if earlier) to the snapshot's month (or the last change, if later), and of
 * their days and weeks the last INSTANCE_DAYS and INSTANCE_WEEKS.
 */
export interface HistoryRange {
  days: number[];
  weeks: number[];
  months: number[];
}

/**
 * The shared range of every series, given the first and last change days (null without changes)
 * and now's day. A change log read only from `sinceDay` on starts there (days from that day, weeks
 * from its week, months from its month): before it the log was not read, and empty periods would
 * read as no activity.
 */
export function historyRange(firstDay: number | null, lastDay: number | null, nowDay: number, sinceDay: number | null = null): HistoryRange {
  const nowMonth = monthNumber(nowDay);
  let firstMonth = Math.min(nowMonth - (HISTORY_MIN_MONTHS - 1), firstDay === null ? nowMonth : monthNumber(firstDay));
  if (sinceDay !== null) firstMonth = Math.max(firstMonth, Math.min(monthNumber(sinceDay), nowMonth));
  const endDay = Math.max(nowDay, lastDay ?? nowDay);
  const startDay = sinceDay === null ? monthStartDay(firstMonth) : Math.max(monthStartDay(firstMonth), Math.min(sinceDay, nowDay));
  return {
    days: range(Math.max(startDay, endDay - (INSTANCE_DAYS - 1)), endDay, 1),
    weeks: range(Math.max(weekStart(startDay), weekStart(endDay) - 7 * (INSTANCE_WEEKS - 1)), weekStart(endDay), 7),
    months: range(firstMonth, monthNumber(endDay), 1),
  };
}

/** The report's history section: each entry's series per day, per week and per month, in that order. */
export interface History {
  instance: HistorySeries[];
  byLanguage: Record<string, HistorySeries[]>;
  byProject: Record<string, HistorySeries[]>;
  /**
   * Changes from the start of the snapshot's month a year earlier to the same day and time a year
   * before the snapshot: what the snapshot's own month, under way, is set beside.
   */
  yearEarlierToDate: number;
  /**
   * The actions every activity chart names (chartedActions): the most frequent action among the changes read of
   * each colour, in the order of their colours; the others are summed as one.
   */
  chartActions: number[];
}

/** How many actions activity charts name at most: one of each colour actionColor gives. */
export const CHART_ACTIONS = 6;

// An action's colour is its kind's (actionKind), fixed by its code: ranked colours made
// "Translation added" blue on one site and orange on another, and swapped them on the night two
// actions swapped places. Six kinds, as the palette has six colours that stay apart on light and
// dark backgrounds (yellow and black do not): blue, orange, bluish green, vermillion, sky blue and
// purple, in the order of ACTION_KINDS.

/** An action's colour, a PALETTE position (0 to 5), fixed by its code's kind: the same on every chart of every site. */
export function actionColor(code: number): number {
  return ACTION_KINDS.indexOf(actionKind(code));
}

/**
 * The actions charts name: of each colour (actionColor), the action with the most changes over a
 * series (ties by code), at most `count`, in the order of their colours; none without changes.
 */
export function chartedActions(series: HistorySeries, count: number): number[] {
  const byColor = new Map<number, number>();
  Object.entries(series.byAction)
    .map(([code, counts]) => ({ code: Number(code), sum: counts.reduce((a, b) => a + b, 0) }))
    .filter((entry) => entry.sum > 0)
    .sort((a, b) => b.sum - a.sum || a.code - b.code)
    .forEach(({ code }) => {
      if (!byColor.has(actionColor(code)) && byColor.size < count) byColor.set(actionColor(code), code);
    });
  return [...byColor].sort(([a], [b]) => a - b).map(([, code]) => code);
}

/** A language's or project's counts: recent days, weeks and months, and how many changes came before those months. */
interface KeyCounts {
  days: PeriodCounts;
  weeks: PeriodCounts;
  months: PeriodCounts;
  earlier: number;
}

/** Accumulates the history of a change log: add() each change, finish() once. */
export class HistoryTally {
  readonly #days = new PeriodCounts();
  readonly #weeks = new PeriodCounts();
  readonly #months = new PeriodCounts();
  readonly #byLanguage = new Map<string, KeyCounts>();
  readonly #byProject = new Map<string, KeyCounts>();
  readonly #nowMs: number;
  readonly #recentDay: number;
  readonly #recentWeek: number;
  readonly #recentMonth: number;
  #firstDay: number | null = null;
  #lastDay: number | null = null;
  // The change log is ordered by id, which follows time: one remembered day saves a Date per change.
  #memoDay = Number.NaN;
  #memoMonth = 0;
  #memoWeek = 0;
  readonly #yearEarlierFrom: number;
  readonly #yearEarlierTo: number;
  #yearEarlierToDate = 0;

  /** `nowMs`, the snapshot's time, fixes the recent days and weeks kept per language and project. */
  constructor(nowMs: number) {
    this.#nowMs = nowMs;
    const nowDay = dayNumber(nowMs);
    this.#recentDay = nowDay - (RECENT_DAYS - 1);
    this.#recentWeek = weekStart(nowDay) - 7 * (RECENT_WEEKS - 1);
    this.#recentMonth = monthNumber(nowDay) - (RECENT_MONTHS - 1);
    const now = new Date(nowMs);
    const year = now.getUTCFullYear() - 1;
    const month = now.getUTCMonth();
    this.#yearEarlierFrom = utcMs(year, month, 1);
    // A snapshot of 29 February is set beside the whole of February a year earlier, to its last
    // millisecond: that February has no day left to run to.
    const lastDay = new Date(utcMs(year, month + 1, 0)).getUTCDate();
    this.#yearEarlierTo = now.getUTCDate() > lastDay
      ? utcMs(year, month + 1, 1) - 1
      : utcMs(year, month, now.getUTCDate(), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds());
  }

  /**
   * Counts one change. One stamped after the snapshot's time (the log grew while it was read, or
   * the server's clock runs ahead) counts in the snapshot's own day: across midnight at a month's
   * end, a change two minutes later had started a month of its own, and every chart's last twelve
   * months ended a month late.
   */
  add(ms: number, action: number, languageCode: string | null, projectSlug: string | null): void {
    if (ms > this.#nowMs) ms = this.#nowMs;
    const day = dayNumber(ms);
    if (day !== this.#memoDay) {
      this.#memoDay = day;
      this.#memoMonth = monthNumber(day);
      this.#memoWeek = weekStart(day);
    }
    const month = this.#memoMonth;
    const week = this.#memoWeek;
    if (this.#firstDay === null || day < this.#firstDay) this.#firstDay = day;
    if (this.#lastDay === null || day > this.#lastDay) this.#lastDay = day;
    if (ms >= this.#yearEarlierFrom && ms <= this.#yearEarlierTo) this.#yearEarlierToDate++;
    this.#days.add(action, day);
    this.#weeks.add(action, week);
    this.#months.add(action, month);
    if (languageCode !== null) this.#addTo(countsFor(this.#byLanguage, languageCode), action, day, week, month);
    if (projectSlug !== null) this.#addTo(countsFor(this.#byProject, projectSlug), action, day, week, month);
  }

  #addTo(counts: KeyCounts, action: number, day: number, week: number, month: number): void {
    if (month < this.#recentMonth) {
      counts.earlier++;
      return;
    }
    counts.months.add(action, month);
    if (week >= this.#recentWeek) counts.weeks.add(action, week);
    if (day >= this.#recentDay) counts.days.add(action, day);
  }

  /** The series, every one over the same range ending at the snapshot's day `nowMs` (and starting no earlier than `sinceMs`, where the log was read from then on). */
  finish(nowMs: number, sinceMs: number | null = null): History {
    const { days, weeks, months } = historyRange(this.#firstDay, this.#lastDay, dayNumber(nowMs), sinceMs === null ? null : dayNumber(sinceMs));
    // The shared range's recent end, so that these line up with the instance's series too.
    const recentDays = periodRange('day', days.filter((day) => day >= this.#recentDay), dayKey);
    const recentWeeks = periodRange('week', weeks.filter((week) => week >= this.#recentWeek), dayKey);
    const recentMonths = periodRange('month', months.filter((month) => month >= this.#recentMonth), monthKey);
    const three = (counts: KeyCounts): HistorySeries[] => {
      const recent = counts.months.series(recentMonths);
      return [
        counts.days.series(recentDays), counts.weeks.series(recentWeeks),
        counts.earlier > 0 ? { ...recent, earlier: counts.earlier } : recent,
      ];
    };
    const instanceMonths = this.#months.series(periodRange('month', months, monthKey));
    return {
      instance: [this.#days.series(periodRange('day', days, dayKey)), this.#weeks.series(periodRange('week', weeks, dayKey)), instanceMonths],
      byLanguage: sortedRecord(this.#byLanguage, three),
      byProject: sortedRecord(this.#byProject, three),
      yearEarlierToDate: this.#yearEarlierToDate,
      chartActions: chartedActions(instanceMonths, CHART_ACTIONS),
    };
  }
}

function countsFor(map: Map<string, KeyCounts>, key: string): KeyCounts {
  let counts = map.get(key);
  if (counts === undefined) {
    counts = { days: new PeriodCounts(), weeks: new PeriodCounts(), months: new PeriodCounts(), earlier: 0 };
    map.set(key, counts);
  }
  return counts;
}
