// A contributor's year of activity as their page's calendar heatmap lays it out: Monday-first
// weeks ending on the snapshot's day, the months named above them, each active day shaded by the
// contributor's own counts: its lightest shade up to their first quartile, then on a log scale to
// the busiest day.
import { calendarFirstDay, DAY_MS } from './calendar.ts';

// The calendar's layout is the same for every contributor of a build: computed once per `now`.
const calendarLayouts = new Map<string, { columns: number; lastColumnDays: number; position: Map<string, number>; months: MonthLabel[]; firstDay: string }>();

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month named above the calendar, at the week (column) it begins in. */
export interface MonthLabel {
  week: number;
  label: string;
}

function calendarLayout(now: string) {
  const cached = calendarLayouts.get(now);
  if (cached) return cached;
  const end = new Date(`${now.slice(0, 10)}T00:00:00Z`);
  const start = new Date(calendarFirstDay(end.getTime()) * DAY_MS);
  const position = new Map<string, number>();
  const months: MonthLabel[] = [];
  for (let t = start.getTime(), i = 0; t <= end.getTime(); t += DAY_MS, i++) {
    const day = new Date(t);
    position.set(day.toISOString().slice(0, 10), i);
    const month = { week: Math.floor(i / 7), label: MONTH_NAMES[day.getUTCMonth()]! };
    // The week a month begins in; the first week also names the month it shows.
    if (i === 0 || day.getUTCDate() === 1) months.push(month);
  }
  // A label needs three weeks of room: the first week's gives way to a month beginning soon after.
  if (months.length > 1 && months[1]!.week - months[0]!.week < 3) months.shift();
  // Nor has a month beginning in the last week (a snapshot's week): its name, wider than a column,
  // was cut off at the calendar's edge ("Ja").
  const columns = Math.ceil(position.size / 7);
  if (months.length > 1 && months.at(-1)!.week === columns - 1) months.pop();
  const layout = { columns, lastColumnDays: ((position.size - 1) % 7) + 1, position, months, firstDay: start.toISOString().slice(0, 10) };
  calendarLayouts.set(now, layout);
  return layout;
}

/** One day with activity on the calendar: its week (column), weekday (row, Monday 0) and shade. */
export interface CalendarDay {
  day: string;
  count: number;
  week: number;
  weekday: number;
  /** 0 (lightest) to CALENDAR_SHADES - 1 (darkest), by the calendar's bounds its count passes (calendarBounds). */
  shade: number;
}

/** The shades of an active day on the calendar; an empty day has its own. */
export const CALENDAR_SHADES = 4;

/** A shade of the calendar's key, with the counts of a day it stands for. */
export interface CalendarShade {
  shade: number;
  from: number;
  to: number;
}

// Round numbers for the key's bounds from 10 on, about a quarter of a step apart on a log scale.
const ROUND_STEPS = [10, 12, 15, 20, 25, 30, 40, 50, 60, 80];

/** `value` rounded to a number a key can show: a whole number below 10, else the nearest of ROUND_STEPS times a power of ten (on a log scale). */
function roundBound(value: number): number {
  if (value < 10) return Math.round(value);
  const scale = 10 ** (Math.floor(Math.log10(value)) - 1);
  const steps = [...ROUND_STEPS, 100].map((step) => step * scale);
  return steps.reduce((best, step) => (Math.abs(Math.log(step / value)) < Math.abs(Math.log(best / value)) ? step : best));
}

/**
 * The highest count of each shade but the darkest, from the counts of the days with activity: the
 * lightest up to their first quartile (nearest rank), the others on a log scale from there to the
 * busiest day's count, each the same multiple of the last (rounded), every bound below the busiest
 * count, which alone has the darkest shade where every other day has fewer; where the counts
 * differ little, bounds meet there and fewer shades are used (days all of one count are all the
 * darkest, the about page says so). Quartiles alone left
 * a contributor of many one- and two-change days a key of "1, 2, 3–41", a day of 41 changes shaded
 * as one of 3; equal bands of 1 to the busiest day left nearly every day in the lightest.
 */
export function calendarBounds(counts: readonly number[]): number[] {
  const sorted = counts.filter((count) => count > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  const max = sorted[sorted.length - 1]!;
  const quartile = sorted[Math.ceil(sorted.length / CALENDAR_SHADES) - 1]!;
  const ratio = (max / quartile) ** (1 / (CALENDAR_SHADES - 1));
  const bounds = [quartile];
  for (let shade = 1; shade < CALENDAR_SHADES - 1; shade++) bounds.push(Math.max(bounds[shade - 1]! + 1, roundBound(quartile * ratio ** shade)));
  return bounds.map((bound) => Math.min(max - 1, bound));
}

/** The shade of a day with `count` changes: how many of the calendar's `bounds` (calendarBounds) it passes. */
export function calendarShade(count: number, bounds: readonly number[]): number {
  return bounds.reduce((shade, bound) => (count > bound ? shade + 1 : shade), 0);
}

/** The calendar's key: each shade some count up to `max` takes, with its range of counts. */
export function calendarShades(bounds: readonly number[], max: number): CalendarShade[] {
  const shades: CalendarShade[] = [];
  for (let shade = 0; shade < CALENDAR_SHADES; shade++) {
    const from = shade === 0 ? 1 : bounds[shade - 1]! + 1;
    const to = shade === CALENDAR_SHADES - 1 ? max : bounds[shade]!;
    if (from <= to) shades.push({ shade, from, to });
  }
  return shades;
}

/** A year of a contributor's activity for the calendar heatmap: Monday-first weeks ending on the snapshot's day. */
export interface Calendar {
  /** Weeks shown, the first starting on the Monday on or before a year before the snapshot's day. */
  weeks: number;
  /** The first day shown (that Monday) and the last (the snapshot's day), YYYY-MM-DD. */
  firstDay: string;
  lastDay: string;
  /** Days of the last week shown (it ends on the snapshot's day). */
  lastWeekDays: number;
  /** The days with activity in that span, oldest first. */
  active: CalendarDay[];
  /** The changes on those days. */
  total: number;
  /** The key to the shades the active days take (none when no day is active). */
  shades: CalendarShade[];
  /** Month names for the columns, oldest first; the same array for every calendar of one snapshot day. */
  months: readonly MonthLabel[];
  /** Days at the start of the span from before the change log was read (`since`): nothing is known of them. */
  unreadDays: number;
  /** The first day read, where some of the span was not (`unreadDays` > 0); else null. */
  readFrom: string | null;
}

/** A contributor's daily counts laid out as a year of weeks; only days with activity are listed. Days before `since` (where the change log was read from then on) are counted as unread. */
export function calendar(daily: { day: string; count: number }[], now: string, since: string | null = null): Calendar {
  const { columns, lastColumnDays, position, months, firstDay } = calendarLayout(now);
  // A change log read from inside a day on leaves that day partly unknown; it is shown as read.
  const sinceDay = since === null ? null : new Date(since).toISOString().slice(0, 10);
  const unreadDays = sinceDay === null ? 0 : (position.get(sinceDay) ?? (sinceDay < now.slice(0, 10) ? 0 : position.size));
  const active: CalendarDay[] = [];
  for (const { day, count } of daily) {
    const at = position.get(day);
    if (at === undefined || count <= 0) continue;
    active.push({ day, count, week: Math.floor(at / 7), weekday: at % 7, shade: 0 });
  }
  active.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const max = active.reduce((most, d) => Math.max(most, d.count), 0);
  const bounds = calendarBounds(active.map((d) => d.count));
  for (const d of active) d.shade = calendarShade(d.count, bounds);
  const shades = max === 0 ? [] : calendarShades(bounds, max);
  const total = active.reduce((sum, d) => sum + d.count, 0);
  return { weeks: columns, firstDay, lastDay: now.slice(0, 10), lastWeekDays: lastColumnDays, active, total, shades, months, unreadDays, readFrom: unreadDays > 0 ? sinceDay : null };
}
