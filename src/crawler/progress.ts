// Progress of a crawl: per list, pages done of pages known, records, request rate, ETA and
// retries. On a terminal a block of live lines is redrawn in place; elsewhere (CI logs) a plain
// line is printed every few seconds. `quiet` keeps only errors and the final summary.

/** The lists a crawl reads. */
export const LIST_NAMES = ['languages', 'projects', 'components', 'translations', 'users', 'changes'] as const;
/** One of the lists a crawl reads. */
export type ListName = (typeof LIST_NAMES)[number];

/** Counters of one list (for components and translations: of all their per-parent lists). */
export interface ListProgress {
  pagesDone: number;
  pagesKnown: number;
  /** Lists discovered whose first page is not read yet (each needs at least one request). */
  listsPending: number;
  records: number;
}

/** Everything the progress display shows. */
export interface ProgressState {
  startedAt: number;
  lists: Record<ListName, ListProgress>;
  requests: number;
  retries: number;
}

/** A fresh progress state. */
export function emptyProgress(startedAt: number): ProgressState {
  const lists = Object.fromEntries(
    LIST_NAMES.map((name) => [name, { pagesDone: 0, pagesKnown: 0, listsPending: 0, records: 0 }]),
  ) as Record<ListName, ListProgress>;
  return { startedAt, lists, requests: 0, retries: 0 };
}

/** Requests the crawl still needs at least, from what is known so far. */
export function requestsStillNeeded(state: ProgressState): number {
  return LIST_NAMES.reduce((sum, name) => {
    const list = state.lists[name];
    return sum + Math.max(0, list.pagesKnown - list.pagesDone) + list.listsPending;
  }, 0);
}

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--:--';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

const number = (n: number) => n.toLocaleString('en');

/** The live lines: one per list that has started, then a totals line. */
export function formatProgressLines(state: ProgressState, now: number): string[] {
  const elapsed = Math.max(0.001, (now - state.startedAt) / 1000);
  const rate = state.requests / elapsed;
  const remaining = requestsStillNeeded(state);
  const lines: string[] = [];
  for (const name of LIST_NAMES) {
    const list = state.lists[name];
    if (list.pagesKnown === 0 && list.listsPending === 0) continue;
    const known = list.pagesKnown + list.listsPending;
    const done = list.pagesDone >= known ? 'done' : `${number(list.pagesDone)}/${number(known)} pages`;
    lines.push(`  ${name.padEnd(12)} ${done.padEnd(18)} ${number(list.records).padStart(10)} records`);
  }
  lines.push(
    `  ${number(state.requests)} requests, ${rate.toFixed(1)} req/s, ETA ${duration(rate > 0 ? remaining / rate : Infinity)}, ` +
      `${number(state.retries)} retries`,
  );
  return lines;
}

/** One plain line for logs that are not a terminal. */
export function formatProgressLine(state: ProgressState, now: number): string {
  const pages = LIST_NAMES.reduce((sum, name) => sum + state.lists[name].pagesDone, 0);
  const known = pages + requestsStillNeeded(state);
  const records = LIST_NAMES.reduce((sum, name) => sum + state.lists[name].records, 0);
  const elapsed = Math.max(0.001, (now - state.startedAt) / 1000);
  const rate = state.requests / elapsed;
  return (
    `crawl: ${number(pages)}/${number(known)} pages, ${number(records)} records, ${rate.toFixed(1)} req/s, ` +
    `ETA ${duration(rate > 0 ? (known - pages) / rate : Infinity)}, ${number(state.retries)} retries`
  );
}

/** Where progress goes: a terminal, a log, or nowhere but the summary. */
export interface ProgressOutput {
  write(text: string): void;
  isTTY: boolean;
}

/** Draws the progress state periodically until stopped. */
export class ProgressDisplay {
  private readonly state: ProgressState;
  private readonly output: ProgressOutput;
  private readonly quiet: boolean;
  private timer: ReturnType<typeof setInterval> | null = null;
  private drawn = 0;

  constructor(state: ProgressState, output: ProgressOutput, quiet: boolean) {
    this.state = state;
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

  /** Prints a message line (a wait, a warning) without breaking the live block. */
  message(text: string): void {
    if (this.quiet) return;
    this.clear();
    this.output.write(`${text}\n`);
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
      this.output.write(`${formatProgressLine(this.state, now)}\n`);
      return;
    }
    const lines = formatProgressLines(this.state, now);
    this.clear();
    this.output.write(`${lines.join('\n')}\n`);
    this.drawn = lines.length;
  }
}
