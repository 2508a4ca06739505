// Progress of long work on stderr: on a terminal a block of live lines redrawn in place, elsewhere
// (CI logs) a plain line every few seconds. `quiet` keeps it silent; messages still go through it
// so that they do not break the live block. The crawl (crawler/progress.ts) and the site build
// (scripts/lib/build-progress.ts) say what the lines are.

import { printable } from './terminal-text.ts';

/** Seconds as a progress line shows a time or an ETA: '0:08', '1:15:00' from an hour on, '--:--' for one not known (Infinity). */
export function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--:--';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/**
 * Whether progress on a stream is drawn as a live block: on a terminal (`isTTY`), but not where `CI=true`
 * (a CI system's pseudo-terminal, kept as a log) nor on a terminal that says it cannot move its cursor
 * (`TERM=dumb`: an editor's shell buffer, a build tool's), which showed each redraw's escapes as text.
 */
export function drawsLive(isTTY: boolean | undefined, env: Record<string, string | undefined>): boolean {
  return isTTY === true && env['CI'] !== 'true' && env['TERM'] !== 'dumb';
}

/**
 * What a line written after a Ctrl+C begins with, on stderr: on a terminal, '\r\x1b[K', which erases the
 * '^C' the terminal echoed where the line starts; nothing on a dumb one (`TERM=dumb`), which shows the
 * escape as text, nor elsewhere.
 */
export function afterTypedStop(isTTY: boolean | undefined, env: Record<string, string | undefined>): string {
  return isTTY === true && env['TERM'] !== 'dumb' ? '\r\x1b[K' : '';
}

/** What a display shows at a moment: the live block for a terminal, one line for a log. */
export interface ProgressView {
  lines(now: number): string[];
  line(now: number): string;
}

/** Where progress goes: a terminal, a log, or nowhere but the summary. */
export interface ProgressOutput {
  write(text: string): void;
  isTTY: boolean;
  /** The terminal's width now, where known: live lines are cut to it. */
  columns?: () => number | undefined;
}

/** Draws a progress view periodically until stopped. */
export class ProgressDisplay {
  private readonly view: ProgressView;
  private readonly output: ProgressOutput;
  private readonly quiet: boolean;
  private timer: ReturnType<typeof setInterval> | null = null;
  private drawn = 0;

  constructor(view: ProgressView, output: ProgressOutput, quiet: boolean) {
    this.view = view;
    this.output = output;
    this.quiet = quiet;
  }

  /** Starts drawing: every 200 ms on a terminal, every 5 s otherwise. */
  start(): void {
    if (this.quiet) return;
    const interval = this.output.isTTY ? 200 : 5000;
    this.timer = setInterval(() => this.draw(), interval);
    this.timer.unref();
  }

  /** Prints a message line (a wait, a removal) without breaking the live block. */
  message(text: string): void {
    if (this.quiet) return;
    this.clear();
    this.output.write(`${printable(text)}\n`);
  }

  /** Prints a warning line, `warning: <text>`, quiet or not: what a user has to know even from a quiet CI job. */
  warn(text: string): void {
    this.clear();
    this.output.write(`warning: ${printable(text)}\n`);
  }

  /** Stops drawing and removes the live block. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.clear();
  }

  private clear(): void {
    if (!this.output.isTTY || this.drawn === 0) return;
    // Move to the first line of the block and erase to the end of the screen.
    this.output.write(`\x1b[${this.drawn}F\x1b[0J`);
    this.drawn = 0;
  }

  private draw(): void {
    const now = Date.now();
    if (!this.output.isTTY) {
      this.output.write(`${printable(this.view.line(now))}\n`);
      return;
    }
    // A line wider than the terminal wraps onto two rows, and the next redraw, moving up one row
    // a line, would leave copies of the block behind: each is cut to the width.
    const width = this.output.columns?.();
    const lines = this.view.lines(now).map(printable).map((line) => (width !== undefined && width > 1 && line.length >= width ? `${line.slice(0, width - 2)}…` : line));
    this.clear();
    this.output.write(`${lines.join('\n')}\n`);
    this.drawn = lines.length;
  }
}
