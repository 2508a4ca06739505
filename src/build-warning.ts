// Warnings from inside Astro's build to the build command's progress display. The report is
// computed in Astro's bundle, a module graph apart from scripts/build.ts, so the two meet on a
// global symbol: a warning written straight to stderr was erased by the live progress line's next
// redraw on a terminal.
import { printableLines } from './terminal-text.ts';

const SINK = Symbol.for('weblate-atlas.build-warning');

type Sink = (text: string) => void;

/** Says `text` as a warning: through the build's display where one listens, else as a `warning:` line on stderr. */
export function buildWarning(text: string): void {
  const sink = (globalThis as Record<symbol, unknown>)[SINK];
  if (typeof sink === 'function') (sink as Sink)(text);
  else process.stderr.write(`warning: ${printableLines(text)}\n`);
}

/** Sends the build's warnings to `sink` until the function returned is called. */
export function onBuildWarning(sink: Sink): () => void {
  (globalThis as Record<symbol, unknown>)[SINK] = sink;
  return () => {
    if ((globalThis as Record<symbol, unknown>)[SINK] === sink) delete (globalThis as Record<symbol, unknown>)[SINK];
  };
}
