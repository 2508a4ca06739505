// A chart legend's label in lines that fit its width: chart.js draws each label on one line,
// centred, and cut at both edges where it is wider than the chart ("ne year before (same" at
// 320 px with 32 px text). Its words are kept whole where they fit; one wider than the width (a
// German compound, a name without spaces) is broken between its characters, as it was cut otherwise.

// Characters as a reader sees them: a break between code points split an accent from its letter
// or an emoji's parts.
const characters = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** `word` in pieces each at most `width` wide as `measure` gives it, broken between its characters; one character at least a piece. */
function wordPieces(word: string, width: number, measure: (line: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of characters.segment(word)) {
    if (piece !== '' && measure(piece + segment) > width) {
      pieces.push(piece);
      piece = segment;
    } else {
      piece += segment;
    }
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** `text` broken at its spaces into lines each at most `width` wide as `measure` gives it, a word wider than that between its characters; one line where it fits. */
export function legendLines(text: string, width: number, measure: (line: string) => number): string[] {
  if (measure(text) <= width) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter((part) => part !== '')) {
    const longer = line === '' ? word : `${line} ${word}`;
    if (measure(longer) <= width) {
      line = longer;
      continue;
    }
    if (line !== '') lines.push(line);
    const pieces = measure(word) <= width ? [word] : wordPieces(word, width, measure);
    // The last piece begins the next line, which the following words may join.
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
  }
  if (line !== '') lines.push(line);
  return lines;
}
