// A chart legend's label in lines that fit its width: chart.js draws each label on one line,
// centred, and cut at both edges where it is wider than the chart ("ne year before (same" at
// 320 px with 32 px text). Its words are kept whole; one wider than the width stands alone.

/** `text` broken at its spaces into lines each at most `width` wide as `measure` gives it; one line where it fits. */
export function legendLines(text: string, width: number, measure: (line: string) => number): string[] {
  if (measure(text) <= width) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter((part) => part !== '')) {
    const longer = line === '' ? word : `${line} ${word}`;
    if (line !== '' && measure(longer) > width) {
      lines.push(line);
      line = word;
    } else {
      line = longer;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
