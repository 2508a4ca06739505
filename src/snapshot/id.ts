// A snapshot's id is its crawl's UTC start time to the second, without colons so that it is a
// valid file name on every OS and sorts chronologically as plain text. Two snapshots started in
// the same second are told apart by a suffix (`-2`, `-3`, …) that the writer adds.

import { isDay } from '../utc-time.ts';

const ID_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z(?:-([1-9]\d*))?$/;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** The id of a snapshot started at `startedAt`: its UTC time as `2026-11-21T020000Z`. */
export function snapshotId(startedAt: Date): string {
  const time = startedAt.getTime();
  if (Number.isNaN(time)) throw new RangeError('snapshotId: invalid date');
  const year = startedAt.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError(`snapshotId: year ${year} is outside 0000-9999`);
  return (
    `${pad(year, 4)}-${pad(startedAt.getUTCMonth() + 1)}-${pad(startedAt.getUTCDate())}` +
    `T${pad(startedAt.getUTCHours())}${pad(startedAt.getUTCMinutes())}${pad(startedAt.getUTCSeconds())}Z`
  );
}

/** The id with a same-second suffix: `n` = 1 gives the plain id, 2 gives `<id>-2`, and so on. */
export function suffixedSnapshotId(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}

/** The parts of an id: its start time (to the second) and its same-second suffix (1 when none); null for a name that is no id (or a day that does not exist). */
export function parseSnapshotIdParts(id: string): { startedAt: Date; suffix: number } | null {
  const match = ID_PATTERN.exec(id);
  if (match === null) return null;
  const [, year, month, day, hours, minutes, seconds, suffix] = match;
  const date = new Date(0);
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  date.setUTCHours(Number(hours), Number(minutes), Number(seconds), 0);
  // Reject ids such as 2026-02-30T…: Date would roll them over into another valid day.
  if (snapshotId(date) !== id.slice(0, 18)) return null;
  if (suffix === '1') return null;
  return { startedAt: date, suffix: suffix === undefined ? 1 : Number(suffix) };
}

/**
 * Orders snapshot ids oldest first: by start time, then by same-second suffix (`…Z-2` before
 * `…Z-10`, which plain text puts the other way round). Both must be ids.
 */
export function compareSnapshotIds(a: string, b: string): number {
  const pa = parseSnapshotIdParts(a)!;
  const pb = parseSnapshotIdParts(b)!;
  return pa.startedAt.getTime() - pb.startedAt.getTime() || pa.suffix - pb.suffix;
}

/** Whether `name` (no path) is a day or begins as an id does, a date and a T: a day or time named (snapshotsForTime), or a mistyped id (its Z left out, say). */
export function looksLikeSnapshotId(name: string): boolean {
  return /^\d{4}-\d{2}-\d{2}(?:T[^\\/]*| \d{2}:\d{2} UTC)?$/.test(name);
}

// A crawl's start time as the site shows it: in its pages' markup and on /about/ (ISO 8601, with
// colons, Z or an offset; to the second or a fraction of it), or as its pages print it, to the
// minute (`2026-11-29 06:43 UTC`, or `2026-11-29T06:43Z`).
const START_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const SHOWN_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) UTC$/;

/**
 * What a day or a start time names among the ids `held` (oldest first): an archive's night as a
 * reader knows it. `2026-11-29` names the snapshots of that UTC day; `2026-11-29T05:36:07Z` (or
 * with an offset, or a fraction) the one of that second and those of the same second after it;
 * a time to the minute, as the pages print it, those of that minute. Null for anything else,
 * which is no day or time.
 */
export function snapshotsForTime(name: string, held: readonly string[]): string[] | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(name)) return held.filter((id) => id.startsWith(`${name}T`));
  const shown = SHOWN_TIME.exec(name);
  const iso = shown === null ? name : `${shown[1]}T${shown[2]}Z`;
  if (!START_TIME.test(iso)) return null;
  // No snapshot started on a day or at an hour that does not exist: Date.parse rolls
  // 2026-11-31T02:00:00Z over into 1 December, whose snapshot was built.
  if (!isDay(iso.slice(0, 4), iso.slice(5, 7), iso.slice(8, 10)) || Number(iso.slice(11, 13)) > 23 || Number(iso.slice(14, 16)) > 59) return [];
  const at = new Date(Date.parse(iso));
  if (Number.isNaN(at.getTime())) return null;
  // An offset carries 9999-12-31T23:00:00-05:00 into the year 10000, which no id names (snapshotId
  // threw, and the build failed with 'snapshotId: year 10000 is outside 0000-9999').
  if (at.getUTCFullYear() < 0 || at.getUTCFullYear() > 9999) return [];
  const id = snapshotId(at);
  // To the minute: every second of it.
  if (!/T\d{2}:\d{2}:/.test(iso)) return held.filter((held) => held.startsWith(id.slice(0, 15)));
  return held.filter((held) => held === id || held.startsWith(`${id}-`));
}

/**
 * Whether a start time given with a fraction of a second (`2026-11-30T13:22:14.384Z`, as the site's
 * markup holds it) is `startedAt` (ms), to the digits it gives (milliseconds at most, as a manifest
 * holds no finer); null where it gives no fraction, or is no start time.
 */
export function startTimeMatches(name: string, startedAt: number): boolean | null {
  const fraction = /:\d{2}\.(\d+)(?:Z|[+-]\d{2}:\d{2})$/.exec(name);
  if (fraction === null || !START_TIME.test(name)) return null;
  const given = Date.parse(name);
  if (Number.isNaN(given)) return null;
  const unit = 10 ** (3 - Math.min(fraction[1]!.length, 3));
  return Math.floor(given / unit) === Math.floor(startedAt / unit);
}
