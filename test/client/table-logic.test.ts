import { describe, expect, test, vi } from 'vitest';
import {
  allRowsId, compareCells, filterStatus, fold, foldedRowMatches, isLongTable, nextRevealCap, rowMatches, rowStates, showAllLabel, sortAnnouncement,
} from '../../src/client/table-logic.ts';

const sorted = (values: string[], numeric: boolean, descending = false): string[] =>
  [...values].sort((a, b) => compareCells(a, b, numeric, descending));

describe('compareCells', () => {
  test('numeric columns compare as numbers', () => {
    expect(sorted(['10', '9', '100', '-1', '2.5'], true)).toEqual(['-1', '2.5', '9', '10', '100']);
    expect(compareCells('3', '3.0', true)).toBe(0);
  });

  test('numeric columns compare the decimals of their sort keys, as percentages have them', () => {
    // A percentage's sort key is its value (97.9): read as an integer, 97.5 % and 97.9 % tied.
    expect(compareCells('97.5', '97.9', true)).toBe(-1);
    expect(sorted(['99.9', '99.5', '100', '0.1', '0.05'], true, true)).toEqual(['100', '99.9', '99.5', '0.1', '0.05']);
  });

  test('numeric values that are blank or not numbers go last, in both directions', () => {
    expect(sorted(['', '5', 'n/a', '1'], true)).toEqual(['1', '5', '', 'n/a']);
    expect(sorted(['', '5', 'n/a', '1'], true, true)).toEqual(['5', '1', '', 'n/a']);
  });

  test('descending reverses the order', () => {
    expect(sorted(['10', '9', '100'], true, true)).toEqual(['100', '10', '9']);
    expect(sorted(['beta', 'Alpha', 'gamma'], false, true)).toEqual(['gamma', 'beta', 'Alpha']);
  });

  test('blank text cells and dashes for none go last, in both directions', () => {
    expect(sorted(['b', '', 'a', ' '], false)).toEqual(['a', 'b', '', ' ']);
    expect(sorted(['b', '', 'a'], false, true)).toEqual(['b', 'a', '']);
    expect(sorted(['—', 'zoe', 'anna'], false)).toEqual(['anna', 'zoe', '—']);
    expect(sorted(['—', 'zoe', 'anna'], false, true)).toEqual(['zoe', 'anna', '—']);
    // Whichever side the dash is on: a sort compares in both orders.
    expect([compareCells('—', 'anna', false), compareCells('anna', '—', false), compareCells('—', 'anna', false, true), compareCells('—', '—', false)]).toEqual([1, -1, 1, 0]);
  });

  test('text columns ignore case and compare digit runs by value', () => {
    expect(sorted(['beta', 'Alpha', 'gamma'], false)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(sorted(['item 10', 'item 2', 'item 1'], false)).toEqual(['item 1', 'item 2', 'item 10']);
    expect(compareCells('a', 'A', false)).toBe(0);
  });
});

describe('rowMatches on one cell', () => {
  test('a blank query matches every row', () => {
    expect(rowMatches(['German 98.5 %'], '')).toBe(true);
    expect(rowMatches(['German'], '   ')).toBe(true);
  });

  test('matches substrings case-insensitively', () => {
    expect(rowMatches(['Portuguese (Brazil) pt_BR'], 'brazil')).toBe(true);
    expect(rowMatches(['Portuguese (Brazil) pt_BR'], 'PT_br')).toBe(true);
    expect(rowMatches(['ÉCOLE'], 'école')).toBe(true);
    expect(rowMatches(['Portuguese'], 'spanish')).toBe(false);
  });

  test('collapses whitespace from table markup', () => {
    expect(rowMatches(['\n  Norwegian\n   Bokmål  \n'], 'norwegian bokmål')).toBe(true);
  });

  test('ignores accents, spaces and the invisible marks that isolate a name', () => {
    expect(rowMatches(['\u2068Jürgen Müller\u2069 (jmueller)'], 'Muller (jmu')).toBe(true);
    expect(rowMatches(['\u2068Jürgen Müller\u2069 (jmueller)'], 'Müller (jmueller)')).toBe(true);
    expect(rowMatches(['Core 100.0\u00a0%'], '100.0%')).toBe(true);
    expect(rowMatches(['Ελληνικά'], 'ελληνικα')).toBe(true);
    expect(rowMatches(['Core 99.5 %'], '100.0%')).toBe(false);
  });

  test('finds a number with or without the commas that group its digits, as it is typed', () => {
    expect(['1', '1,', '1,2', '1,23', '1,234', '1234', '234'].map((query) => rowMatches(['Core 1,234 strings'], query)))
      .toEqual([true, true, true, true, true, true, true]);
    expect([fold('12,345,678'), fold('1,234 of 5,678'), fold('12, 345'), fold('a,b'), fold('7,')]).toEqual(['12345678', '1234of5678', '12,345', 'a,b', '7']);
    expect(rowMatches(['Core 1,234 strings'], '1235')).toBe(false);
    expect(rowMatches(['12, 345'], '12345')).toBe(false);
    // Only a comma after a digit: one after a letter, before a number or at the end, is the text's.
    expect([fold('v,1'), fold('Lists,'), fold(',5')]).toEqual(['v,1', 'lists,', ',5']);
  });

  test('letters without an accent to drop are written as a keyboard without them types them', () => {
    expect(fold('Søren Ødegård')).toBe('sorenodegard');
    expect(fold('Guðrún Þórsdóttir')).toBe('gudrunthorsdottir');
    expect(fold('Đorđe Łukasz Ħamrun Ŧ')).toBe('dordelukaszhamrunt');
    expect(fold('Æsir Œuvre Straße STRAẞE')).toBe('aesiroeuvrestrassestrasse');
    expect(fold('ÐÆØŁĦŦŒÞ')).toBe('daeolhtoeth');
    expect(rowMatches(['\u2068Søren Kowalska\u2069 (soren)'], 'soren kowalska')).toBe(true);
    expect(rowMatches(['Guðrún'], 'gudrun')).toBe(true);
    expect(rowMatches(['Øster'], 'oster')).toBe(true);
    expect(rowMatches(['Øster'], 'ester')).toBe(false);
  });

  test('a Turkish name is found in capitals, in small letters and without its Turkish letters', () => {
    expect([fold('IŞIK'), fold('Işık'), fold('ışık'), fold('isik')]).toEqual(['isik', 'isik', 'isik', 'isik']);
    expect([rowMatches(['Yılmaz'], 'YILMAZ'), rowMatches(['Yılmaz'], 'yilmaz'), rowMatches(['Aydın'], 'aydin')]).toEqual([true, true, true]);
    expect([fold('İstanbul'), fold('ISTANBUL'), fold('istanbul')]).toEqual(['istanbul', 'istanbul', 'istanbul']);
  });

  test('a name composed or decomposed, or with zero-width marks in it, finds itself', () => {
    expect([fold('zo\u00e9'), fold('zoe\u0301'), fold('zw\u200Bsp'), fold('S\u00f8ren'), fold('So\u0338ren')]).toEqual(['zoe', 'zoe', 'zwsp', 'soren', 'soren']);
  });
});

describe('fold in scripts whose marks are letters, and those whose marks are accents', () => {
  test('drops the accents of Latin, Greek and Cyrillic letters, however the text is composed', () => {
    expect([fold('Müller'), fold('Mu\u0308ller'), fold('Nguyễn'), fold('Ελληνικά'), fold('Ἀθῆναι'), fold('Ёлка'), fold('Їжак')]).toEqual(['muller', 'muller', 'nguyen', 'ελληνικα', 'αθηναι', 'елка', 'іжак']);
    expect([rowMatches(['Ελληνικά'], 'ελληνικα'), rowMatches(['Ёлка'], 'елка'), rowMatches(['Jose\u0301'], 'josé')]).toEqual([true, true, true]);
  });

  test('keeps the vowel signs and viramas of Devanagari and Tamil: a query finds only rows that hold it', () => {
    // Every mark dropped, 'काम' ("work") and 'कम' ("less") were one, and 'हिन्दी' three consonants.
    expect([fold('काम'), fold('कम'), fold('हिन्दी'), fold('தமிழ்')]).toEqual(['काम', 'कम', 'हिन्दी', 'தமிழ்']);
    expect([rowMatches(['कम'], 'काम'), rowMatches(['काम'], 'काम'), rowMatches(['काम'], 'कम')]).toEqual([false, true, false]);
    expect([rowMatches(['தமழ'], 'தமிழ்'), rowMatches(['தமிழ் மொழி'], 'தமிழ்')]).toEqual([false, true]);
  });

  test('keeps the Japanese voicing marks, whether composed, decomposed or half-width', () => {
    expect([fold('ガラス'), fold('カ\u3099ラス'), fold('ｶﾞﾗｽ'), fold('カラス')]).toEqual(['ガラス', 'ガラス', 'ガラス', 'カラス']);
    expect([rowMatches(['カラス'], 'ガラス'), rowMatches(['ガラス'], 'カラス'), rowMatches(['ガラス'], 'カ\u3099ラス'), rowMatches(['カ\u3099ラス'], 'ガラス')]).toEqual([false, false, true, true]);
  });

  test('drops Hebrew points and Arabic harakat, which text mostly leaves out, as search there does', () => {
    expect([fold('שָׁלוֹם'), fold('שלום'), fold('كَتَبَ'), fold('كتب'), fold('أحمد')]).toEqual(['שלום', 'שלום', 'كتب', 'كتب', 'احمد']);
    expect([rowMatches(['שָׁלוֹם עוֹלָם'], 'שלום'), rowMatches(['كَتَبَ'], 'كتب'), rowMatches(['ספר'], 'שלום')]).toEqual([true, true, false]);
  });

  test('keeps the marks of other scripts, and drops the variation selector of an emoji', () => {
    expect([fold('ދިވެހި'), fold('ภาษาไทย'), fold('한국어'), fold('\u2764\uFE0F')]).toEqual(['ދިވެހި', 'ภาษาไทย', '한국어', '\u2764']);
    expect(rowMatches(['\u2764\uFE0F fans'], '\u2764')).toBe(true);
  });
});

describe('rowMatches', () => {
  test('matches within one cell, never across two', () => {
    const row = ['2026-11-20 10:00 UTC', 'Translation changed', 'ana@fsf', 'juniper-calendar/help-pages/fa'];
    expect(rowMatches(row, 'dana')).toBe(false);
    expect(rowMatches(row, 'ana@')).toBe(true);
    expect(rowMatches(row, 'Help-Pages')).toBe(true);
    expect(rowMatches(row, '  ')).toBe(true);
    expect(rowMatches([], 'x')).toBe(false);
  });
});

describe('foldedRowMatches', () => {
  test('matches a folded query within one folded cell, as rowMatches does for the texts as they are', () => {
    const row = ['Müller', 'Translation changed', '100.0\u00a0%'].map(fold);
    expect(row).toEqual(['muller', 'translationchanged', '100.0%']);
    expect([foldedRowMatches(row, fold('MULLER')), foldedRowMatches(row, fold('100.0 %')), foldedRowMatches(row, fold('lerTrans'))]).toEqual([true, true, false]);
    expect(foldedRowMatches(row, fold(' '))).toBe(true);
  });
});

describe('sortAnnouncement', () => {
  test('says numbers by size, text by direction, and the header as one line', () => {
    expect(sortAnnouncement('% strings', 'descending', true)).toBe('Sorted by % strings, largest first');
    expect(sortAnnouncement('Speakers', 'ascending', true)).toBe('Sorted by Speakers, smallest first');
    expect(sortAnnouncement('\n  Last\n activity ', 'descending', false)).toBe('Sorted by Last activity, descending');
  });

  test("says a column's own words for its directions where it has them, its kind's for a direction it leaves out", () => {
    // A priority of 60, the smallest number, is 'very high': the rows show the highest first.
    const priority = { ascending: 'highest first', descending: 'lowest first' };
    expect(sortAnnouncement('Priority', 'ascending', true, priority)).toBe('Sorted by Priority, highest first');
    expect(sortAnnouncement('Priority', 'descending', true, priority)).toBe('Sorted by Priority, lowest first');
    expect(sortAnnouncement('Tier', 'descending', false, { ascending: 'lowest first', descending: 'highest first' })).toBe('Sorted by Tier, highest first');
    expect(sortAnnouncement('Tier', 'ascending', false, { descending: 'highest first' })).toBe('Sorted by Tier, ascending');
    expect(sortAnnouncement('Rank', 'ascending', true, { ascending: undefined })).toBe('Sorted by Rank, smallest first');
  });
});

describe('the rows a long table shows', () => {
  test('a table of over 200 rows is long; one of 200, as the latest changes, is not', () => {
    expect([isLongTable(200), isLongTable(201), isLongTable(2_000)]).toEqual([false, true, true]);
  });

  test('shows the first rows the filter keeps, in the order they stand, up to the limit', () => {
    const matches = [true, false, true, true, false, true];
    expect(rowStates(matches, 2)).toEqual({ states: ['shown', 'filtered', 'shown', 'more', 'filtered', 'more'], matching: 4 });
    // Sorted the other way round: the two shown are the last two of before.
    expect(rowStates([...matches].reverse(), 2)).toEqual({ states: ['shown', 'filtered', 'shown', 'more', 'filtered', 'more'], matching: 4 });
    expect(rowStates(matches, Number.POSITIVE_INFINITY)).toEqual({ states: ['shown', 'filtered', 'shown', 'shown', 'filtered', 'shown'], matching: 4 });
    expect(rowStates([false, false], 100)).toEqual({ states: ['filtered', 'filtered'], matching: 0 });
  });

  test('of 250 rows with no filter, shows the first 100 and holds back 150', () => {
    const { states, matching } = rowStates(Array<boolean>(250).fill(true), 100);
    expect([matching, states.indexOf('more'), states.filter((state) => state === 'shown').length]).toEqual([250, 100, 100]);
  });

  test('brings in the rest of a long table 100 rows a frame after "Show all", then all once that reaches them', () => {
    // 2,000 rows: 200 in the click's own task, then 300, 400 … and all after 1,900.
    expect([nextRevealCap(100, 2_000), nextRevealCap(200, 2_000), nextRevealCap(1_800, 2_000), nextRevealCap(1_900, 2_000)]).toEqual([200, 300, 1_900, Number.POSITIVE_INFINITY]);
    // 150 rows the filter keeps: all in the one task.
    expect(nextRevealCap(100, 150)).toBe(Number.POSITIVE_INFINITY);
    expect(nextRevealCap(100, 201)).toBe(200);
  });

  test("names a long table's first row held back after its caption, for the link that shows every row without the script", () => {
    expect(allRowsId('Projects')).toBe('all-rows-of-projects');
    // Without the count a caption gives: an address saved with it broke at the next build.
    expect([allRowsId('240 projects'), allRowsId('1,240 projects')]).toEqual(['all-rows-of-projects', 'all-rows-of-projects']);
    expect(allRowsId('German in 240 of 300 projects')).toBe('all-rows-of-german-in-of-projects');
    expect(allRowsId('Components of Français, by project')).toBe('all-rows-of-components-of-francais-by-project');
    expect(allRowsId('"><img src=x>')).toBe('all-rows-of-img-src-x');
    expect(allRowsId('日本語')).toBe('all-rows');
  });

  test('names the button by how many rows it shows', () => {
    expect([showAllLabel(2_000), showAllLabel(101)]).toEqual(['Show all 2,000 rows', 'Show all 101 rows']);
  });

  test('says how many rows match, and how many of them show where some are held back', () => {
    expect(filterStatus('ma', 350, 2_000, 100)).toBe('350 of 2,000 rows, the first 100 shown');
    expect(filterStatus('mar', 37, 2_000, 37)).toBe('37 of 2,000 rows');
    expect(filterStatus('zzzz', 0, 50, 0, 'the top 50 only')).toBe('0 of 50 rows: the top 50 only');
    expect(filterStatus('  ', 2_000, 2_000, 100)).toBe('');
  });
});

describe('fold under a browser set to Turkish', () => {
  test('matches as anywhere else: I is i, İ is i', () => {
    const original = String.prototype.toLocaleLowerCase;
    // What toLocaleLowerCase() does in a browser whose language is Turkish.
    const spy = vi.spyOn(String.prototype, 'toLocaleLowerCase').mockImplementation(function (this: string) {
      return original.call(this, 'tr');
    });
    try {
      expect(rowMatches(['Irish'], 'irish')).toBe(true);
      expect(fold('İstanbul IRISH')).toBe('istanbulirish');
    } finally {
      spy.mockRestore();
    }
  });
});
