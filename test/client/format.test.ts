// The fixed formats of numbers and times on the pages, fast paths and slow paths alike.
import { describe, expect, it } from 'vitest';
import { andList, contributorsCell, dateParts, headingRuns, isolatedWhereNeeded, hasLongWord, orList, formatCompact, sentenceStart, speakersCell, formatCount, formatDay, formatNumber, formatPercent, formatTime, plural } from '../../src/components/format.ts';

describe('formatNumber', () => {
  it('groups thousands with commas, the same way for small and large numbers', () => {
    expect([0, 7, 999, -999, 1000, -1000, 12_345, 2_000_000, 1234.5].map(formatNumber)).toEqual([
      '0', '7', '999', '-999', '1,000', '-1,000', '12,345', '2,000,000', '1,234.5',
    ]);
  });
});

describe('formatTime', () => {
  it('shows UTC times to the minute, whatever their precision', () => {
    expect(formatTime('2026-11-20T14:03:59.123456Z')).toBe('2026-11-20 14:03 UTC');
    expect(formatTime('2026-11-20T14:03Z')).toBe('2026-11-20 14:03 UTC');
  });

  it('converts times with an offset to UTC', () => {
    expect(formatTime('2026-11-20T00:30:00.000+01:00')).toBe('2026-11-19 23:30 UTC');
    expect(formatTime('2026-11-20T14:03:00-05:30')).toBe('2026-11-20 19:33 UTC');
  });

  it('shows an em dash for no time or one that does not parse', () => {
    expect(formatTime(null)).toBe('—');
    expect(formatTime('')).toBe('—');
    expect(formatTime('yesterday')).toBe('—');
  });
});

describe('formatCompact', () => {
  it('rounds estimates to three figures with a K, M or B', () => {
    expect([274_000_000, 13_500_000, 9_200_000, 4_700_000, 12_500, 950, 0, 1_234_567_890].map(formatCompact)).toEqual([
      '274M', '13.5M', '9.2M', '4.7M', '12.5K', '950', '0', '1.23B',
    ]);
  });
});

describe('sentenceStart', () => {
  it('upper-cases the first letter alone', () => {
    expect(['the anonymous user', '2 people', 'last 12 months (only from 2026-03-15 UTC)', ''].map(sentenceStart)).toEqual([
      'The anonymous user', '2 people', 'Last 12 months (only from 2026-03-15 UTC)', '',
    ]);
  });
});

describe('speakersCell', () => {
  it('shows a count not known (null) as unknown, sorting last', () => {
    expect(speakersCell(null)).toEqual({ text: '—', sort: null });
    expect(speakersCell(13_500_000)).toEqual({ text: '13.5M', sort: 13_500_000 });
  });
});

describe('formatPercent and formatDay', () => {
  it('use one decimal and the UTC day', () => {
    expect(formatPercent(97.54)).toBe('97.5\u00a0%');
    expect(formatDay('2026-11-20T23:30:00-02:00')).toBe('2026-11-21');
    expect(formatDay('2026-11-20T23:30:00.5Z')).toBe('2026-11-20');
    expect(formatDay(null)).toBe('—');
    expect(formatDay('soon')).toBe('—');
  });
});

describe('plural and formatCount', () => {
  it('take the singular for exactly one and the plural otherwise', () => {
    expect(plural(1, 'language', 'languages')).toBe('language');
    expect(plural(0, 'language', 'languages')).toBe('languages');
    expect(plural(2, 'needs editing', 'need editing')).toBe('need editing');
    expect(formatCount(1, 'change', 'changes')).toBe('1 change');
    expect(formatCount(0, 'day', 'days')).toBe('0 days');
    expect(formatCount(12345, 'word', 'words')).toBe('12,345 words');
  });
});

describe('andList', () => {
  it('joins phrases as English does', () => {
    expect([andList([]), andList(['Orbit']), andList(['Orbit', 'Quill']), andList(['Orbit', 'Quill', 'Kestrel'])]).toEqual(['', 'Orbit', 'Orbit and Quill', 'Orbit, Quill and Kestrel']);
  });
});

describe('orList', () => {
  it('joins alternatives with commas and "or" before the last', () => {
    expect([orList([]), orList(['the anonymous user']), orList(['the anonymous user', 'deleted accounts']), orList(['the anonymous user', 'deleted accounts', 'configured bots'])])
      .toEqual(['', 'the anonymous user', 'the anonymous user or deleted accounts', 'the anonymous user, deleted accounts or configured bots']);
  });
});

describe('contributorsCell', () => {
  it('counts people, sorts by them, and says the placeholder accounts credited besides under them', () => {
    expect(contributorsCell(12, 0)).toEqual({ text: '12', sort: 12 });
    expect(contributorsCell(0, 1)).toEqual({ text: '0', sort: 0, extra: { text: '+1' } });
    expect(contributorsCell(1234, 2)).toEqual({ text: '1,234', sort: 1234, extra: { text: '+2' } });
  });
});

describe('hasLongWord', () => {
  it('finds a word of more than 30 characters, between white space and after hyphens', () => {
    const unbroken = `u${'nbroken'.repeat(21)}`;
    expect([
      'katerina.lindqvist95', '\u2068Søren Kowalska\u2069 (\u2068soren\u2069)', 'juniper-calendar/release-notes/he', 'a'.repeat(30), 'word '.repeat(40),
    ].map((text) => hasLongWord(text))).toEqual([false, false, false, false, false]);
    expect([
      `\u2068Lukasz Nguyen\u2069 (\u2068${unbroken}\u2069)`, 'a'.repeat(31), `orbit-notes/${'c'.repeat(40)}/pt_BR`, 'first.lastname@engineering.example.org',
    ].map((text) => hasLongWord(text))).toEqual([true, true, true, true]);
  });

  it('counts characters, not the marks on them or invisible ones', () => {
    // 'Z̷a̷l̷g̷o̷' five times: 25 letters, each with a mark; a zero-width space every letter.
    expect(hasLongWord('Z\u0337a\u0337l\u0337g\u0337o\u0337'.repeat(5))).toBe(false);
    expect(hasLongWord('ab\u200B'.repeat(15))).toBe(false);
    expect(hasLongWord('😀'.repeat(30))).toBe(false);
    expect(hasLongWord('😀'.repeat(31))).toBe(true);
  });

  it('takes another longest word to keep', () => {
    expect(hasLongWord('</script><script>alert("x")</script>', 48)).toBe(false);
    expect(hasLongWord(`See https://example.org/${'path'.repeat(12)} now`, 48)).toBe(true);
  });
});

describe('dateParts', () => {
  // Each day or time becomes a <time> kept on one line: 'Active from 2024-' broke from '12-03' at 390 px.
  it('splits prose at its days and times, each with its datetime', () => {
    expect(dateParts('Active from 2024-12-03 to 2026-11-28 in the change log read from 2026-11-01 10:30 UTC on')).toEqual([
      'Active from ', { text: '2024-12-03', datetime: '2024-12-03' }, ' to ', { text: '2026-11-28', datetime: '2026-11-28' },
      ' in the change log read from ', { text: '2026-11-01 10:30 UTC', datetime: '2026-11-01T10:30Z' }, ' on',
    ]);
    expect(dateParts('Active on 2025-05-12')).toEqual(['Active on ', { text: '2025-05-12', datetime: '2025-05-12' }]);
    expect(dateParts('No changes of their own')).toEqual(['No changes of their own']);
  });
});

describe('isolatedWhereNeeded', () => {
  // Titles, descriptions and Open Graph tags carried U+2068/U+2069 around "German" too, which link previews show or copy.
  it('isolates a name in text that leaves the page only where it holds a right-to-left letter or a bidi control', () => {
    expect(['German', 'Ana (ana)', 'Ксения Шевченко', 'Ελληνικά', 'Søren!', '\u05e0\u05d2\u05df 2', '\u0639\u0645\u0631', 'mallory\u202egpj.exe', '\u65e5\u672c\u8a9e'].map(isolatedWhereNeeded)).toEqual([
      'German', 'Ana (ana)', 'Ксения Шевченко', 'Ελληνικά', 'Søren!', '\u2068\u05e0\u05d2\u05df 2\u2069', '\u2068\u0639\u0645\u0631\u2069', '\u2068mallory\u202egpj.exe\u2069', '\u2068\u65e5\u672c\u8a9e\u2069',
    ]);
  });
});

describe('headingRuns', () => {
  it('gives a name kept whole the brackets that touch it, and leaves the spaces beside it to the words', () => {
    expect(headingRuns([{ name: 'Sven \u015eahin', whole: true }, ' (', { name: 'sven-sahin53', whole: true }, ')'])).toEqual([
      { name: 'Sven \u015eahin', whole: true, before: '', after: '' }, ' ', { name: 'sven-sahin53', whole: true, before: '(', after: ')' },
    ]);
    // Of any length: the style sheet wraps one only where it is wider than a line.
    expect(headingRuns([{ name: 'konstantinos-papadopoulos-athanasiadis', whole: true }])).toEqual([
      { name: 'konstantinos-papadopoulos-athanasiadis', whole: true, before: '', after: '' },
    ]);
  });

  it('takes the word before a name from the end of what precedes it, a megabyte of words too', () => {
    // A no-break space is a space: what touches the name begins after it.
    expect(headingRuns([`${'a'.repeat(1_000_000)} of\u00a0(`, { name: 'x', whole: true }])).toEqual([
      `${'a'.repeat(1_000_000)} of\u00a0`, { name: 'x', whole: true, before: '(', after: '' },
    ]);
    expect(headingRuns([`${'a'.repeat(1_000_000)} `, { name: 'x', whole: true }])).toEqual([`${'a'.repeat(1_000_000)} `, { name: 'x', whole: true, before: '', after: '' }]);
  });

  it('leaves a name not kept whole, and the words beside it, as they are', () => {
    expect(headingRuns(['Contributors in ', { name: 'Deutsch' }, ' (de)'])).toEqual(['Contributors in ', { name: 'Deutsch', whole: false, before: '', after: '' }, ' (de)']);
    expect(headingRuns(['About these numbers'])).toEqual(['About these numbers']);
  });

  it('gives what lies between two names kept whole with no space to the first', () => {
    expect(headingRuns([{ name: 'a', whole: true }, '/', { name: 'b', whole: true }, '» more'])).toEqual([
      { name: 'a', whole: true, before: '', after: '/' }, { name: 'b', whole: true, before: '', after: '»' }, ' more',
    ]);
  });
});
