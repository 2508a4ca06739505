// How numbers, percentages and times read on the pages: fixed formats, the same on every
// machine, so that the same snapshot builds the same bytes. Large builds call these a few
// million times, so the common cases skip ICU and Date.

/** The locale of every number on the site: the pages' and, in the reader's browser, the charts'. */
export const NUMBER_LOCALE = 'en-US';

// One formatter for the whole build: Number#toLocaleString builds a new one on every call. Marked
// pure (as COMPACT) so that the chart script, which takes NUMBER_LOCALE alone, leaves them out.
const NUMBER = /* @__PURE__ */ new Intl.NumberFormat(NUMBER_LOCALE);

/** 12,345 */
export function formatNumber(value: number): string {
  // Small integers need no grouping.
  if (Number.isInteger(value) && value > -1000 && value < 1000) return String(value);
  return NUMBER.format(value);
}

const COMPACT = /* @__PURE__ */ new Intl.NumberFormat(NUMBER_LOCALE, { notation: 'compact', maximumSignificantDigits: 3 });

/** 274M, 9.2M, 12.5K: for figures that are estimates anyway (a language's speakers), in a narrow column. */
export function formatCompact(value: number): string {
  return COMPACT.format(value);
}

/** A language's speakers as a table cell: '—' (sorting last) where the count is not known. */
export function speakersCell(population: number | null): { text: string; sort: number | null } {
  return population !== null ? { text: formatCompact(population), sort: population } : { text: '—', sort: null };
}

/**
 * A language's contributors as a table cell: the people, sorted by; under them, as "+2", the
 * placeholder accounts credited besides (the table's introduction says so): a language translated
 * by a deleted account alone read as one nobody worked on.
 */
export function contributorsCell(people: number, placeholders: number): { text: string; sort: number; extra?: { text: string } } {
  return { text: formatNumber(people), sort: people, ...(placeholders > 0 ? { extra: { text: `+${formatNumber(placeholders)}` } } : {}) };
}

/** A phrase as the start of a sentence: its first letter upper-cased ("the anonymous user" → "The anonymous user"). */
export function sentenceStart(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * A name isolated (U+2068 … U+2069), as <bdi> isolates it in markup: a right-to-left one is laid
 * out on its own, and neither takes the punctuation and numbers beside it nor gives its own to
 * them ("علي!" showed its "!" between the name and the username, and "مريم: 0 translations" read
 * "0 :مريم translations").
 */
export function isolated(name: string): string {
  return `\u2068${name}\u2069`;
}

// The most characters a word of a change table's user or place cell has and is kept whole: about
// 14rem of the table's type (the demo's longest username, 'katerina.lindqvist95', is 20 and 143 px).
const LONG_WORD = 30;
const MARKS = /[\p{M}\p{Cf}]/gu;
// Per longest word: the runs of more characters than that with no white space or hyphen in them.
const LONG_RUNS = new Map<number, RegExp>();

/**
 * Whether `text` holds a word (a run without white space or a hyphen, after which lines break too;
 * combining marks and invisible format characters not counted) of more than `longest` characters
 * (30): a long username, slug or URL, which a table cell breaks rather than widen its column.
 */
export function hasLongWord(text: string, longest = LONG_WORD): boolean {
  // A large site's change lists check some 890,000 rows: most cells are shorter than a long word.
  if (text.length <= longest) return false;
  let runs = LONG_RUNS.get(longest);
  if (runs === undefined) LONG_RUNS.set(longest, (runs = new RegExp(`[^\\s-]{${longest + 1},}`, 'gu')));
  for (const [run] of text.matchAll(runs)) if (Array.from(run.replace(MARKS, '')).length > longest) return true;
  return false;
}

// A full stop, underscore or at sign inside a name (a username, a dotted component name), followed
// by a letter or digit: a place to break a name too long for its line.
const NAME_JOINS = /(?<=[._@])(?=[\p{L}\p{N}])/u;

/**
 * `name` cut after each full stop, underscore or at sign inside it ('tomas_nguyen68' as 'tomas_',
 * 'nguyen68'), where a line may break (<wbr>): a name wider than its cell otherwise broke wherever
 * it ran out of room, which at 320 px left the closing bracket of '(tomas_nguyen68)' alone on a line.
 */
export function nameBreaks(name: string): string[] {
  return name.split(NAME_JOINS);
}

/**
 * A part of a page's title: words of the site's own, or a name from the server, which is isolated
 * wherever the title is shown, and, `whole`, kept whole on a line in the heading where it fits
 * (headingRuns).
 */
export type TitlePart = string | { name: string; whole?: boolean };

/**
 * A run of a page's heading: words of the site's own, or a name with the characters of the words
 * beside it that touch it (its brackets), which the heading keeps together with it.
 */
export type HeadingRun = string | { name: string; whole: boolean; before: string; after: string };

/** What ends `text` without a space: its last word, or its tail after the last space. */
function trailingWord(text: string): string {
  // Scanned back from the end: `/\S*$/` tried every start before it, which on 100 KB of one word
  // and a space took 33 s.
  let start = text.length;
  while (start > 0 && !/\s/u.test(text[start - 1]!)) start--;
  return text.slice(start);
}

/**
 * A title's parts as the heading shows them: each name to be kept whole takes from the words on
 * either side what touches it without a space, so that "(" and ")" go with "sven-sahin53" to the
 * next line rather than end one line and begin the next; words left empty are dropped.
 */
export function headingRuns(parts: readonly TitlePart[]): HeadingRun[] {
  const words = parts.map((part) => (typeof part === 'string' ? part : ''));
  const runs: (HeadingRun | null)[] = parts.map(() => null);
  parts.forEach((part, i) => {
    if (typeof part === 'string') return;
    let before = '';
    let after = '';
    if (part.whole === true) {
      if (typeof parts[i - 1] === 'string') {
        before = trailingWord(words[i - 1]!);
        words[i - 1] = words[i - 1]!.slice(0, words[i - 1]!.length - before.length);
      }
      if (typeof parts[i + 1] === 'string') {
        after = /^\S*/u.exec(words[i + 1]!)![0];
        words[i + 1] = words[i + 1]!.slice(after.length);
      }
    }
    runs[i] = { name: part.name, whole: part.whole === true, before, after };
  });
  return runs.map((run, i) => run ?? words[i]!).filter((run) => run !== '');
}

// A name of these scripts' letters, digits and punctuation lays out left to right in an English
// sentence with or without isolation; any other (Hebrew, Arabic, a bidi control such as an
// override in a username, a script not listed) is isolated.
const LEFT_TO_RIGHT_ONLY = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]*$/u;
const BIDI_CONTROL = /\p{Bidi_Control}/u;

/**
 * A name in plain text that leaves the page (a <title>, a meta description, Open Graph tags):
 * isolated as isolated() does only where isolation changes how it reads, since link previews
 * and search results show or copy the marks, and for "German" they did nothing.
 */
export function isolatedWhereNeeded(name: string): string {
  return LEFT_TO_RIGHT_ONLY.test(name) && !BIDI_CONTROL.test(name) ? name : isolated(name);
}

/** A title of parts as plain text, for the document's <title>: each name isolated where it needs to be (isolatedWhereNeeded), as the heading shows it in a <bdi>. */
export function titleText(parts: readonly TitlePart[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : isolatedWhereNeeded(part.name))).join('');
}

/** The noun for `count` things, in English: `one` for exactly 1, `other` for any other count. */
export function plural(count: number, one: string, other: string): string {
  return count === 1 ? one : other;
}

/** Phrases as one, in English: "A", "A and B", "A, B and C" ('' for none). */
export function andList(parts: readonly string[]): string {
  return joinList(parts, 'and');
}

/** Alternatives as one phrase, in English: "A", "A or B", "A, B or C" ('' for none). */
export function orList(parts: readonly string[]): string {
  return joinList(parts, 'or');
}

function joinList(parts: readonly string[], conjunction: string): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} ${conjunction} ${parts.at(-1)!}`;
}

/** 1 language, 1,234 languages. */
export function formatCount(count: number, one: string, other: string): string {
  return `${formatNumber(count)} ${plural(count, one, other)}`;
}

/** 97.5 % (one decimal, as Weblate shows percentages), with a no-break space; an em dash for no percentage (nothing to count). */
export function formatPercent(value: number | null): string {
  if (value === null) return '—';
  // The sign never wraps onto a line of its own in a narrow table column.
  return `${value.toFixed(1)}\u00a0%`;
}

// A UTC time down to the minute or finer, as snapshots mostly hold them: already in the format shown.
const UTC_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z$/;

/** 2026-11-20 14:03 UTC, or an em dash for no time. */
export function formatTime(iso: string | null): string {
  if (!iso) return '—';
  if (UTC_TIME.test(iso)) return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  // An offset (Weblate 4.x on a server not running in UTC): converted to UTC.
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

// A day, or a day and a time, as formatDay, formatTime and sinceText write them.
const DAYS_AND_TIMES = /(\d{4}-\d{2}-\d{2})(?: (\d{2}:\d{2}) UTC)?/g;

/**
 * Prose split at the days and times in it, each with its machine-readable form (a <time>'s
 * datetime), so that a page keeps each on one line: 'Active from 2024-' broke from '12-03'.
 */
export function dateParts(text: string): (string | { text: string; datetime: string })[] {
  const parts: (string | { text: string; datetime: string })[] = [];
  let from = 0;
  for (const match of text.matchAll(DAYS_AND_TIMES)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push({ text: match[0], datetime: match[2] === undefined ? match[1]! : `${match[1]}T${match[2]}Z` });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** 2026-11-20 */
export function formatDay(iso: string | null): string {
  if (!iso) return '—';
  if (UTC_TIME.test(iso)) return iso.slice(0, 10);
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toISOString().slice(0, 10);
}
