import { describe, expect, it } from 'vitest';
import { legendLines } from '../../src/client/legend-lines.ts';

// Ten pixels a character: what fits is counted in characters.
const measure = (line: string) => line.length * 10;

describe('legendLines', () => {
  it('keeps a label that fits on one line', () => {
    expect(legendLines('Last 12 months', 140, measure)).toEqual(['Last 12 months']);
  });

  it('breaks a wider label at its spaces into lines that fit, its words whole', () => {
    // "The year before (same days)" at 320 px with 32 px text was cut at both edges.
    expect(legendLines('The year before (same days)', 160, measure)).toEqual(['The year before', '(same days)']);
    expect(legendLines('Translation changed', 120, measure)).toEqual(['Translation', 'changed']);
  });

  it('breaks a word wider than the width between its characters, the words after it joining its last piece', () => {
    // A German compound was cut at both edges, as whole labels were before.
    expect(legendLines('Übersetzungsänderungen', 80, measure)).toEqual(['Übersetz', 'ungsände', 'rungen']);
    expect(legendLines('Source string added', 50, measure)).toEqual(['Sourc', 'e', 'strin', 'g', 'added']);
    expect(legendLines('Komponentenübersetzung neu', 120, measure)).toEqual(['Komponentenü', 'bersetzung', 'neu']);
    expect(legendLines('Zeichenketten fehlen', 100, measure)).toEqual(['Zeichenket', 'ten fehlen']);
  });

  it('keeps a letter and its combining accent, and an emoji of several code points, in one piece', () => {
    // "e" and U+0301 are one character of two code points; so is the family emoji of five.
    expect(legendLines('Cafe\u0301s', 20, (line) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(line)].length * 10)).toEqual(['Ca', 'fe\u0301', 's']);
    expect(legendLines('ab\u{1F468}\u200D\u{1F469}\u200D\u{1F467}cd', 30, (line) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(line)].length * 10)).toEqual(['ab\u{1F468}\u200D\u{1F469}\u200D\u{1F467}', 'cd']);
  });

  it('puts one character on a line at least, however narrow the legend', () => {
    expect(legendLines('abc', 5, measure)).toEqual(['a', 'b', 'c']);
  });
});
