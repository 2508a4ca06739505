// What a terminal shows once it has been written `bytes`: the few controls the progress display
// and the scripts write (carriage return, new line, ESC[nF up n lines, ESC[J and ESC[K erasing,
// ESC[nG to a column; others ignored), so that a test reads the screen a user is left with, not
// the bytes that drew it. Lines are as wide as what is written on them (no wrapping).

/** The screen's lines (trailing empty ones left out) and whether the cursor is shown at the end. */
export function terminalScreen(bytes: string): { lines: string[]; cursorShown: boolean } {
  const lines: string[] = [''];
  let row = 0;
  let col = 0;
  let cursorShown = true;
  const put = (char: string) => {
    const line = lines[row]!.padEnd(col, ' ');
    lines[row] = line.slice(0, col) + char + line.slice(col + 1);
    col += 1;
  };
  for (let i = 0; i < bytes.length; i += 1) {
    const char = bytes[i]!;
    if (char === '\x1b' && bytes[i + 1] === '[') {
      const control = /^\x1b\[(\??)([0-9;]*)([A-Za-z])/.exec(bytes.slice(i));
      if (control === null) continue;
      i += control[0].length - 1;
      const [, privateMark, params, final] = control;
      const n = params === '' ? 0 : Number(params!.split(';')[0]);
      if (privateMark === '?') {
        if (n === 25 && final === 'l') cursorShown = false;
        if (n === 25 && final === 'h') cursorShown = true;
      } else if (final === 'F') {
        row = Math.max(0, row - Math.max(1, n));
        col = 0;
      } else if (final === 'J' && n === 0) {
        lines[row] = lines[row]!.slice(0, col);
        lines.length = row + 1;
      } else if (final === 'K' && n === 0) {
        lines[row] = lines[row]!.slice(0, col);
      } else if (final === 'G') {
        col = Math.max(0, Math.max(1, n) - 1);
      }
    } else if (char === '\r') {
      col = 0;
    } else if (char === '\n') {
      row += 1;
      col = 0;
      while (lines.length <= row) lines.push('');
    } else if (char >= ' ' || char === '\t') {
      put(char);
    }
  }
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return { lines, cursorShown };
}
