// The pure parts of <atlas-sortable>: how two cells compare and whether a row matches the filter.

/** A cell's numeric sort key, or NaN when it has none (blank or not a number). */
function numberOf(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

// One collator for every comparison: localeCompare with options made one per call, and sorting
// a table of 2,000 projects by name spent 87 ms in it. English, as the pages are and as the build
// orders names (order.ts' compareNames), not the browser's language: a table that comes A to Z
// says so (aria-sort), which holds only where a click sorts the names in the same order.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The order of two cell values: as numbers when `numeric`, else as text in English (case and
 * accents ignored, digit runs by value: "2" before "10"). Cells without a value (blank, or not a
 * number in a numeric column, or a dash for "none") go last in either direction.
 */
export function compareCells(a: string, b: string, numeric: boolean, descending = false): number {
  const x = numeric ? numberOf(a) : a.trim();
  const y = numeric ? numberOf(b) : b.trim();
  // A dash is how the tables write "none" (no last author, no license).
  const xMissing = numeric ? Number.isNaN(x) : x === '' || x === '—';
  const yMissing = numeric ? Number.isNaN(y) : y === '' || y === '—';
  if (xMissing || yMissing) return xMissing === yMissing ? 0 : xMissing ? 1 : -1;
  const order = typeof x === 'number' && typeof y === 'number'
    ? Math.sign(x - y)
    : collator.compare(String(x), String(y));
  return descending ? -order : order;
}

// Letters that NFKD leaves whole, having no accent to drop, written as a reader without them on
// the keyboard types them: 'soren' found no 'Søren', and 'IŞIK' (lower-cased 'isik') no 'Işık'.
// Lower-case only, as fold lower-cases first ('Ø' is 'ø', 'ẞ' is 'ß' by then).
const UNACCENTED: Readonly<Record<string, string>> = {
  'ı': 'i', 'ø': 'o', 'đ': 'd', 'ð': 'd', 'ł': 'l', 'ħ': 'h', 'ŧ': 't', 'æ': 'ae', 'œ': 'oe', 'ß': 'ss', 'þ': 'th',
};
const UNACCENTED_LETTER = new RegExp(`[${Object.keys(UNACCENTED).join('')}]`, 'gu');

// What fold drops: spaces, invisible marks (format characters such as the isolation marks
// U+2066–2069, ZWSP) and variation selectors (an emoji's U+FE0F), which a reader neither sees nor
// types; and the nonspacing marks (Mn) after a letter of a script whose readers search without its
// accents or points: Latin, Greek and Cyrillic accents ('Muller' finds 'Müller'), and Hebrew points
// and Arabic harakat, which text mostly leaves out ('שלום' finds 'שָׁלוֹם', 'كتب' 'كَتَبَ'; so too the
// hamza NFKD takes off 'أ', as Arabic search engines fold it). Elsewhere a mark is part of a letter:
// dropping every mark folded Devanagari 'काम' ("work") to 'कम' ("less"), Tamil 'தமிழ்' to 'தமழ',
// and Japanese 'ガラス' ("glass") to 'カラス' ("crow"). One pattern, its lookbehind tried only at a
// mark: folding a table of the large sample's 50,000 users (200,000 cells) took a tenth more CPU
// time than dropping every mark did, where a second pass over the text took a quarter more.
const DROPPED = /[\p{Cf}\s\p{Variation_Selector}]|(?<=[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Hebrew}\p{Script=Arabic}])\p{Mn}+/gu;

// A comma between two digits: the site writes counts with thousands separators ('1,234'), which a
// reader looking for a number leaves out, so that '1234' found nothing. Dropped from the text and the
// query alike, between any two digits, not only before three, and after a last digit: typed one key
// at a time, '1,' and '1,2' keep the row of '1,234' that '1' found. A comma and a space ('12, 345',
// a list) stays.
const DIGIT_GROUP_COMMA = /(?<=\d),(?=\d|$)/g;

/**
 * Folds text for a forgiving match: lower-cased, accents dropped ("Muller" finds "Müller", "soren"
 * "Søren", "isik" "Işık", "strasse" "Straße"; DROPPED says where), and without spaces or invisible
 * marks, so that "100.0%" finds "100.0 %" (a no-break space), without the commas that group a
 * number's digits ("1234" finds "1,234"), and so that a name finds itself beside the
 * isolation marks that keep its direction (U+2066–2069). Composed again (NFKC), so that marks kept
 * match however the text came: 'ガ' and 'カ\u3099' are one.
 */
export function fold(text: string): string {
  // Lower-cased by Unicode's rules, not the browser's language: under Turkish, 'Irish' folded to
  // 'ırish' and the query 'irish' found nothing. First, so that the dot 'İ' keeps is dropped with the accents.
  return text.replace(DIGIT_GROUP_COMMA, '').toLowerCase().normalize('NFKD').replace(DROPPED, '')
    .replace(UNACCENTED_LETTER, (letter) => UNACCENTED[letter] ?? letter).normalize('NFKC');
}

/**
 * Whether a row stays visible under the filter `query`: some one of its cells' texts matches. The
 * row's whole text ran its cells together ("changed" and "ana@fsf" made "changedana@fsf", so
 * "dana" found a row with no Dana in it).
 */
export function rowMatches(cellTexts: readonly string[], query: string): boolean {
  return foldedRowMatches(cellTexts.map(fold), fold(query));
}

/** rowMatches for texts and a query already folded (fold): a table folds its rows' texts once, not at every keystroke. */
export function foldedRowMatches(foldedCells: readonly string[], foldedQuery: string): boolean {
  return foldedQuery === '' || foldedCells.some((text) => text.includes(foldedQuery));
}

/** The words a column gives its sort's directions where its kind's do not read right (Column's sortWords in DataTable.astro). */
export type SortWords = { ascending?: string | undefined; descending?: string | undefined };

/** What a sort says: 'Sorted by % strings, largest first', or in the column's own words ('Sorted by Priority, highest first'). */
export function sortAnnouncement(header: string, direction: 'ascending' | 'descending', numeric: boolean, words: SortWords = {}): string {
  // A priority of 60 is the smallest number and the highest priority, a tier's rank descending its
  // best first: the reader sees 'very high' and 'complete' first, and heard 'smallest first'.
  const order = words[direction] ?? (numeric ? (direction === 'descending' ? 'largest first' : 'smallest first') : direction);
  return `Sorted by ${header.replace(/\s+/g, ' ').trim()}, ${order}`;
}

/**
 * Tables of more rows than this show only their first ROWS_SHOWN (in the current order, of those
 * the filter leaves) until the reader asks for all: laying out and painting 2,000 rows again took
 * 1.2 to 4.5 s a sort or a Backspace on a slow machine, 100 rows about 0.25 s.
 */
export const LONG_TABLE_ROWS = 200;

/** How many rows a long table (LONG_TABLE_ROWS) shows at first. */
export const ROWS_SHOWN = 100;

/** Whether a table of `rows` rows shows only its first ROWS_SHOWN at first. */
export function isLongTable(rows: number): boolean {
  return rows > LONG_TABLE_ROWS;
}

/**
 * How many more rows each frame shows as "Show all" brings in the rest of a long table: 2,000
 * rows shown in one task froze a slow phone for 5.5 to 7.3 s (2.8 s of it layout), and a sort
 * after it 6 to 8 s; in frames, the page scrolls and answers between them.
 */
export const ROWS_PER_FRAME = 100;

/** How many of the rows the filter keeps may show in the frame after one that showed `cap` of `matching`: ROWS_PER_FRAME more, or all (Infinity) once that reaches them. */
export function nextRevealCap(cap: number, matching: number): number {
  const next = cap + ROWS_PER_FRAME;
  return next >= matching ? Number.POSITIVE_INFINITY : next;
}

/** The id of a long table's first row held back, which the link under it targets to show every row without the script: 'all-rows-of-projects' for the caption '240 projects'. */
export function allRowsId(caption: string): string {
  // Accents dropped (NFKD, then what is not a letter of ASCII), as a URL's fragment reads best.
  // Digits too: a caption counts its rows ('240 projects'), and an address a reader saved or
  // shared stopped working when the count changed, at the next build.
  const words = caption.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^a-z]+/g, '-').replace(/^-+|-+$/g, '');
  return `all-rows${words === '' ? '' : `-of-${words}`}`;
}

/** A row under the filter and the limit: shown, left out by the filter, or matching but past the limit. */
export type RowState = 'shown' | 'filtered' | 'more';

/** Each row's state, in the table's current order, from whether the filter keeps it and how many may show (Infinity for all); and how many the filter keeps. */
export function rowStates(matches: readonly boolean[], limit: number): { states: RowState[]; matching: number } {
  let matching = 0;
  const states = matches.map((match): RowState => {
    if (!match) return 'filtered';
    matching += 1;
    return matching <= limit ? 'shown' : 'more';
  });
  return { states, matching };
}

/** The button under a long table that shows the rest of its rows: 'Show all 1,234 rows'. */
export function showAllLabel(matching: number): string {
  return `Show all ${matching.toLocaleString('en')} rows`;
}

/**
 * What the filter's status line says: how many rows match of how many, and how many of them show
 * where the limit holds some back ('350 of 2,000 rows, the first 100 shown'); nothing without a
 * query, where the table is as it came. `note` is said after it (what the table leaves out).
 */
export function filterStatus(query: string, matching: number, total: number, shown: number, note?: string): string {
  if (query.trim() === '') return '';
  const held = shown < matching ? `, the first ${shown.toLocaleString('en')} shown` : '';
  return `${matching.toLocaleString('en')} of ${total.toLocaleString('en')} rows${held}${note ? `: ${note}` : ''}`;
}
