// The report's long loops (the change log's, the contributors' summaries) run for tens of seconds
// on a long log without giving the event loop a turn: the build's progress line and its heap
// watch, both timers, went silent for half a minute at a time on 8M changes. Such a loop pauses
// once so much time has passed, by the clock rather than every so many items, so that a slow
// machine is heard from as often as a fast one; a pause costs one turn of the event loop.

/** Lets timers and I/O run during long work: due() says when a pause is owed, pause() takes it. */
export class Breather {
  readonly #everyMs: number;
  readonly #now: () => number;
  #last: number;
  /** Pauses taken so far. */
  pauses = 0;

  /** A pause every `everyMs` of work, timed by `now` (ms). */
  constructor(everyMs = 150, now: () => number = () => performance.now()) {
    this.#everyMs = everyMs;
    this.#now = now;
    this.#last = now();
  }

  /** Whether `everyMs` of work have passed since the last pause (or since it was made). */
  due(): boolean {
    return this.#now() - this.#last >= this.#everyMs;
  }

  /** Gives the event loop a turn (timers run), then times the work from there. */
  async pause(): Promise<void> {
    await new Promise<void>((resume) => setImmediate(resume));
    this.pauses += 1;
    this.#last = this.#now();
  }
}
