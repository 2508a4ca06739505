// Rate limits of a Weblate server: reading the X-RateLimit-* and Retry-After headers, and pacing
// requests so a crawl slows down before the server refuses it (real-weblate-notes.md, "Rate limits").
// The decisions are pure functions; `PaceGate` only applies them to requests in flight.

/** What the server last said about its rate limit. `resetSeconds` is the time until a slot frees, not a timestamp. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** A wait the pacing asks for before the next request. */
export interface PaceDecision {
  waitMs: number;
  remaining: number;
  limit: number;
  /** Time until the server's limit resets, as it said. */
  resetMs: number;
}

/** How long a 5xx's retries could wait: those left, each at most `eachMs`, and the `--retries` that would wait as long as asked. */
export interface RetriesLeft {
  left: number;
  eachMs: number;
  covering: number;
}

/** Response headers as undici gives them: lower-case names, a value or a list of values. */
export type HeaderBag = Record<string, string | string[] | undefined>;

/** The first value of a header, trimmed; undefined when absent. */
export function headerValue(headers: HeaderBag, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.trim();
}

function nonNegativeNumber(text: string | undefined): number | null {
  if (text === undefined || !/^\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** Reads X-RateLimit-Limit/-Remaining/-Reset; null unless all three are present and numeric. */
export function parseRateLimit(headers: HeaderBag): RateLimitState | null {
  const limit = nonNegativeNumber(headerValue(headers, 'x-ratelimit-limit'));
  const remaining = nonNegativeNumber(headerValue(headers, 'x-ratelimit-remaining'));
  const resetSeconds = nonNegativeNumber(headerValue(headers, 'x-ratelimit-reset'));
  if (limit === null || remaining === null || resetSeconds === null) return null;
  return { limit, remaining, resetSeconds };
}

/**
 * How long a 429 asks us to wait, in ms: `Retry-After` (seconds, or an HTTP date) or, without it,
 * `X-RateLimit-Reset` (seconds). Null when the response names no wait at all.
 */
export function throttleWait(
  headers: HeaderBag,
  now: number = Date.now(),
): { waitMs: number; source: 'Retry-After' | 'X-RateLimit-Reset' } | null {
  const retryAfter = headerValue(headers, 'retry-after');
  if (retryAfter !== undefined && retryAfter !== '') {
    const seconds = nonNegativeNumber(retryAfter);
    if (seconds !== null) return { waitMs: Math.ceil(seconds * 1000), source: 'Retry-After' };
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return { waitMs: Math.max(0, date - now), source: 'Retry-After' };
  }
  const reset = nonNegativeNumber(headerValue(headers, 'x-ratelimit-reset'));
  if (reset !== null) return { waitMs: Math.ceil(reset * 1000), source: 'X-RateLimit-Reset' };
  return null;
}

/**
 * The line a crawl prints while it waits out a 429: how long, and until when for a long wait. An
 * anonymous crawl told to wait a minute or more has most likely met Weblate's default limit for
 * anonymous callers, which a token raises: the line says so.
 */
export function rateLimitMessage(origin: string, waitMs: number, source: string, withToken: boolean, nowMs: number): string {
  const hint = !withToken && Math.round(waitMs / 1000) >= 60 ? TOKEN_HINT : '';
  return `rate limited by ${origin}: waiting ${waitText(waitMs, nowMs)} (${source})${hint}`;
}

/**
 * The line a crawl prints when a 429 that names no wait holds every request back: for how long,
 * and how many requests then go at once, how far apart (PaceGate's restraint after the refusal).
 */
export function unnamedWaitMessage(origin: string, waitMs: number, restraint: Pick<Restraint, 'width' | 'spacingMs'>, nowMs: number): string {
  const apart = restraint.spacingMs >= 1000 ? `${(restraint.spacingMs / 1000).toFixed(1)} s` : `${restraint.spacingMs} ms`;
  return `rate limited by ${origin} (HTTP 429 naming no wait): holding every request back ${waitText(waitMs, nowMs)}, then sending ` +
    `${restraint.width === 1 ? 'one at a time' : `at most ${restraint.width} at once`}, ${apart} apart`;
}

const TOKEN_HINT = '; Weblate allows anonymous callers 100 requests a day by default and a token 5,000 an hour: give one with WEBLATE_TOKEN';

const DAY_MS = 86_400_000;

// The last moment a wait's end is written as a date: a broken or hostile server can ask for more
// than a date can name (`Retry-After: 9999999999999`), and the crawl failed on it ("Invalid time value").
const LAST_SHOWN_MS = Date.UTC(9999, 11, 31, 23, 59, 59);

/** A wait as read: "90 s", "17 min, until 03:47 UTC", "21 h 5 min, until 2026-11-24 00:35 UTC", "3 days 2 h, until …". */
function waitText(waitMs: number, nowMs: number): string {
  const seconds = Math.round(waitMs / 1000);
  if (seconds < 120) return `${seconds} s`;
  const endMs = nowMs + waitMs;
  if (!(endMs <= LAST_SHOWN_MS)) return 'until after the year 9999';
  const minutes = Math.round(seconds / 60);
  const end = new Date(endMs).toISOString();
  const sameDay = end.slice(0, 10) === new Date(nowMs).toISOString().slice(0, 10);
  const until = `${sameDay ? '' : `${end.slice(0, 10)} `}${end.slice(11, 16)} UTC`;
  const length = minutes >= 2 * 1440
    ? `${Math.floor(minutes / 1440).toLocaleString('en')} days ${Math.floor((minutes % 1440) / 60)} h`
    : minutes >= 120 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
  return `${length}, until ${until}`;
}

/**
 * Why a crawl stopped rather than wait (`--max-wait`, or a 5xx's retries that could not wait as
 * long): how long the server asked, until when, and that a token raises the limit where the crawl had none.
 */
export function waitTooLongMessage(
  origin: string,
  wait: {
    waitMs: number; maxWaitMs: number; source: string; status?: number | null; pace?: (PaceDecision & { needed?: number }) | null;
    retries?: RetriesLeft | null;
  },
  withToken: boolean,
  nowMs: number,
): string {
  const tokenHint = withToken ? '' : TOKEN_HINT;
  const max = `--max-wait ${Math.round(wait.maxWaitMs / 1000)} s`;
  if (wait.pace) {
    // The wait is the crawl's own spacing of the requests the server has left, not one it asked
    // for: what decides is whether the crawl fits in what the limit allows once it resets.
    const { remaining, limit, resetMs, needed } = wait.pace;
    const need = needed === undefined ? '' : `, and this crawl needs at least ${needed.toLocaleString('en')} more`;
    const then = needed !== undefined && needed > limit
      ? `it needs more than the ${limit.toLocaleString('en')} the limit allows in a whole period, so a crawl after the reset stops alike`
      : 'crawl again after the reset';
    return `rate limit of ${origin}: ${remaining.toLocaleString('en')} of ${limit.toLocaleString('en')} requests left until it resets ` +
      `in ${waitText(resetMs, nowMs)}${need}: spread over that time, the next request would wait ${waitText(wait.waitMs, nowMs)}, ` +
      `and so would each after it (X-RateLimit-Remaining), longer than ${max}; earlier snapshots are as they were: ${then}${tokenHint}`;
  }
  // A 5xx with Retry-After (a 503 in maintenance) is a server's trouble, not a limit a token raises.
  const failing = wait.status !== undefined && wait.status !== null && wait.status >= 500;
  const hint = withToken || failing ? '' : TOKEN_HINT;
  const who = wait.status === 503 ? `${origin} is unavailable (HTTP 503)` : failing ? `${origin} answered HTTP ${wait.status}` : `rate limited by ${origin}`;
  const retries = wait.retries ?? null;
  // More --retries are worth naming for a wait a job can sit out: not for a week, nor for the
  // year 9999 a broken server may ask for.
  const more = retries !== null && wait.waitMs <= DAY_MS ? ` (--retries ${retries.covering.toLocaleString('en')} would wait that long)` : '';
  const longer = retries === null
    ? `--max-wait ${Math.round(wait.maxWaitMs / 1000)} s`
    : `the ${retries.left} ${retries.left === 1 ? 'retry' : 'retries'} left would wait, ${Math.round(retries.eachMs / 60_000)} min each at most${more}`;
  return `${who}: it asks to wait ${waitText(wait.waitMs, nowMs)} (${wait.source}), longer than ${longer}; ` +
    `earlier snapshots are as they were: crawl again after that${hint}`;
}

/**
 * The line a crawl prints before a retry the server asked to wait for (a 503's Retry-After): what,
 * how long it asked and, where that is longer than a retry waits (`waitMs`), how long the crawl waits.
 */
export function retryWaitMessage(url: string, reason: string, waitMs: number, attempt: number, of: number, nowMs: number, askedMs: number = waitMs): string {
  const waiting = askedMs > waitMs ? `waiting ${waitText(waitMs, nowMs)}, the longest a retry waits` : 'waiting';
  return `${reason} from ${url}: the server asks to come back in ${waitText(askedMs, nowMs)} (Retry-After); ${waiting} (retry ${attempt} of ${of})`;
}

/** Paced waits this long or longer are said: shorter ones only slow the progress line. */
export const PACE_MESSAGE_MS = 10_000;

/**
 * The line a crawl prints before a long paced wait: the server's numbers, and the wait. The crawl
 * needs more requests than the server has left until its reset, so it spreads them out.
 */
export function paceMessage(origin: string, decision: Omit<PaceDecision, 'resetMs'>, needed: number | undefined, withToken: boolean, nowMs: number): string {
  const need = needed === undefined ? '' : `, this crawl needs at least ${needed.toLocaleString('en')} more`;
  const hint = !withToken && decision.waitMs >= 60_000 ? TOKEN_HINT : '';
  return `rate limit of ${origin}: ${decision.remaining.toLocaleString('en')} of ${decision.limit.toLocaleString('en')} requests left until it resets${need}; ` +
    `waiting ${waitText(decision.waitMs, nowMs)} before the next request (X-RateLimit-Remaining)${hint}`;
}

/** The number of remaining requests at or below which pacing starts: max(concurrency, 10% of the limit). */
export function paceThreshold(limit: number, concurrency: number): number {
  return Math.max(concurrency, Math.ceil(limit * 0.1));
}

/**
 * The wait before the next request, given the last rate-limit state: none while plenty of requests
 * remain, or at least the `needed` requests the caller still has to make at least; when few
 * remain, the time until a slot frees spread over them (reset / remaining); at 0 remaining, the
 * whole reset time. Null means "send now".
 */
export function paceDelay(state: RateLimitState | null, concurrency: number, needed?: number): PaceDecision | null {
  if (state === null || state.limit <= 0) return null;
  if (state.remaining > paceThreshold(state.limit, concurrency)) return null;
  // An anonymous caller with 8 of its 100 a day left and 6 requests to go would otherwise have
  // waited hours before each of them.
  if (needed !== undefined && state.remaining > 0 && state.remaining >= needed) return null;
  const waitMs = Math.ceil((state.resetSeconds * 1000) / Math.max(1, state.remaining));
  if (waitMs <= 0) return null;
  return { waitMs, remaining: state.remaining, limit: state.limit, resetMs: state.resetSeconds * 1000 };
}

/**
 * How the crawl holds itself back once the server refused requests as too many (a 429, or a 503:
 * a limiter such as nginx's limit_req answers either, most often without Retry-After). A refusal of
 * a request sent since the last one began a round (not of one sent with it, before the crawl knew)
 * begins the next: every request is then held back for a while, and then fewer are sent at once,
 * further apart (a wait a limiter names, nginx's added Retry-After say, says nothing of its rate:
 * sixteen sent at once after each wait had fifteen refused); every answer lets one more in flight
 * and sends them closer again.
 */
export interface Restraint {
  /** Requests in flight at most: the crawl's concurrency, halved at every round, one more after every answer. */
  width: number;
  /** The least time between two requests' starts (ms): doubled at every round (MIN_SPACING_MS at least), an eighth less after every answer. */
  spacingMs: number;
  /** Rounds begun: a refusal of a request sent in the latest one begins the next. */
  round: number;
  /** Rounds begun since a request was last answered: refusals in a row, however many requests the crawl sent at once. */
  streak: number;
}

/** The least spacing of requests after a refusal: that of the first round. */
export const MIN_SPACING_MS = 250;
/** The most requests are spaced: a limit of one request in 10 s is met, and no crawl waits longer between two. */
export const MAX_SPACING_MS = 10_000;

/** No restraint: `concurrency` in flight, no spacing, no round begun. */
export function unrestrained(concurrency: number): Restraint {
  return { width: concurrency, spacingMs: 0, round: 0, streak: 0 };
}

/**
 * The restraint after a refusal of a request sent in round `sentIn`: a new round, where it was
 * sent in the latest (`opened`), with half the width and twice the spacing; as it was, where it
 * was sent before (the round begun since holds it back already).
 */
export function afterRefusal(restraint: Restraint, sentIn: number): { restraint: Restraint; opened: boolean } {
  if (sentIn !== restraint.round) return { restraint, opened: false };
  return {
    restraint: {
      width: Math.max(1, Math.floor(restraint.width / 2)),
      // Twice what answers eased it to: set back to the least at every refusal, it stayed below
      // a limit of two a second, and every other request was refused.
      spacingMs: Math.min(MAX_SPACING_MS, Math.max(MIN_SPACING_MS, restraint.spacingMs * 2)),
      round: restraint.round + 1,
      streak: restraint.streak + 1,
    },
    opened: true,
  };
}

/** The restraint after an answer that was no refusal: one more request in flight (up to `concurrency`), an eighth less spacing (none below 10 ms), no refusals in a row. */
export function afterAnswer(restraint: Restraint, concurrency: number): Restraint {
  const spacingMs = Math.round((restraint.spacingMs * 7) / 8);
  return { width: Math.min(concurrency, restraint.width + 1), spacingMs: spacingMs < 10 ? 0 : spacingMs, round: restraint.round, streak: 0 };
}

/** A request let through the gate: the round it was sent in, and what frees its place once its response headers are read. */
export interface Admission {
  round: number;
  release: () => void;
}

/**
 * Applies `paceDelay` and the restraint after refusals to requests in flight. While the server
 * reports plenty of remaining requests and has refused none, everyone passes at once; once it
 * reports few, requests go one at a time, each waiting its paced delay and holding the gate until
 * its response headers have updated the state, so every decision is made on fresh numbers and
 * waits are not taken in parallel. After a refusal every request waits for the hold to end, then
 * goes in the restraint's width and spacing.
 */
export class PaceGate {
  private state: RateLimitState | null = null;
  /** Whether a request holds the turn: it is waiting to go, or paced, until its headers are read. */
  private turnHeld = false;
  /** Who waits for the turn: refused requests asked again first, then the others, each in order. */
  private readonly refusedWaiting: (() => void)[] = [];
  private readonly waiting: (() => void)[] = [];
  private readonly concurrency: number;
  private readonly needed: () => number | undefined;
  private readonly sleep: (ms: number) => Promise<void>;
  private restraint: Restraint;
  /** Requests let through whose response headers have not been read yet. */
  private inFlight = 0;
  private slotWaiters: (() => void)[] = [];
  /** The wait every request sits out before it goes (null: none), and when it ends (ms since 1970, to compare waits). */
  private hold: Promise<void> | null = null;
  private holdEnds = 0;

  /**
   * `needed`, where known, gives the requests the caller still has to make at least (see
   * paceDelay); `sleep` waits out holds and spacing (it may reject: the wait is then over).
   */
  constructor(concurrency: number, needed: () => number | undefined = () => undefined, sleep: (ms: number) => Promise<void> = defaultSleep) {
    this.concurrency = concurrency;
    this.needed = needed;
    this.sleep = sleep;
    this.restraint = unrestrained(concurrency);
  }

  /** The last state the server reported (null when unknown). */
  get current(): RateLimitState | null {
    return this.state;
  }

  /** How the crawl holds itself back now. */
  get restraintNow(): Restraint {
    return this.restraint;
  }

  /** Records what a response said; a response without the headers leaves the state as it was. */
  update(state: RateLimitState | null): void {
    if (state !== null) this.state = state;
  }

  /** Forgets the state, e.g. after waiting out a 429: the server's numbers are stale by then. */
  reset(): void {
    this.state = null;
  }

  /** Records an answer that was no refusal: the restraint eases (afterAnswer). */
  answered(): void {
    if (this.restraint.round === 0) return;
    const before = this.restraint.width;
    this.restraint = afterAnswer(this.restraint, this.concurrency);
    if (this.restraint.width > before) this.wakeOne();
  }

  /**
   * Records a refusal of a request let through in round `sentIn`. Where it begins a round (see
   * afterRefusal), every request waits `holdMs` from now; where it does not, a longer wait it asks
   * for (`holdMs`, a Retry-After) still holds them. Returns whether
   * it began a round, whether it holds the requests back (`holds`: it began one, or asked for longer),
   * and the restraint after it. With `stale` (a 429's wait: the server's numbers no longer hold once
   * it is over), the rate-limit state is forgotten when the hold ends.
   */
  refused(refusal: { sentIn: number; holdMs: number; stale: boolean }): { opened: boolean; holds: boolean; restraint: Restraint } {
    const { sentIn, holdMs, stale } = refusal;
    const { restraint, opened } = afterRefusal(this.restraint, sentIn);
    this.restraint = restraint;
    const ends = Date.now() + holdMs;
    // A refusal sent along with the one that began the round waits that round's hold, unless it
    // asks for a second or more beyond it (a Retry-After that counts from its own answer).
    const holds = holdMs > 0 && (opened || this.hold === null || ends > this.holdEnds + 1000);
    if (holds) {
      const before = this.hold;
      const wait = this.sleep(holdMs).catch(() => {});
      const holding: Promise<void> = (before === null ? wait : Promise.all([before, wait])).then(() => {
        if (this.hold === holding) this.hold = null;
        if (stale) this.state = null;
      });
      this.hold = holding;
      this.holdEnds = before === null ? ends : Math.max(ends, this.holdEnds);
    }
    return { opened, holds, restraint };
  }

  /**
   * Waits for this request's turn. Returns its admission, whose `release` is called once its
   * response headers were read (or it failed); `wait` performs each paced wait. A request asked
   * again after a refusal (`refusedBefore`) goes before those that were not: refused while others
   * went first after each hold, one request was refused nine times in a row. `signal` ends the
   * waiting (rejecting with its reason): a crawl stopped, or failed elsewhere, is not kept for a
   * hold of an hour.
   */
  async enter(wait: (decision: PaceDecision) => Promise<void>, refusedBefore = false, signal?: AbortSignal): Promise<Admission> {
    signal?.throwIfAborted();
    if (!this.turnHeld && this.isClear() && this.restraint.spacingMs === 0 && paceDelay(this.state, this.concurrency, this.needed()) === null) {
      return this.admit(null);
    }
    if (this.turnHeld) await this.waitInLine(refusedBefore ? this.refusedWaiting : this.waiting, false, signal);
    this.turnHeld = true;
    // Whether this request holds the turn (not while it has handed it to a refused one).
    let holding = true;
    let passed = false;
    const pass = () => {
      if (passed) return;
      passed = true;
      const next = this.refusedWaiting.shift() ?? this.waiting.shift();
      // Handed on: the turn stays held, by the next.
      if (next === undefined) this.turnHeld = false;
      else next();
    };
    let decision: PaceDecision | null;
    try {
      for (;;) {
        await this.clear(signal);
        if (refusedBefore || this.refusedWaiting.length === 0) break;
        // A request refused meanwhile goes first: this one waits behind it, first of the others.
        const next = this.refusedWaiting.shift()!;
        const behind = this.waitInLine(this.waiting, true, signal);
        holding = false;
        next();
        await behind;
        holding = true;
      }
      decision = paceDelay(this.state, this.concurrency, this.needed());
      if (decision !== null) await wait(decision);
    } catch (failure) {
      if (holding) pass();
      throw failure;
    }
    // Paced, the next waits for this one's headers; spaced, for the spacing; else it goes at once.
    if (decision !== null) return this.admit(pass);
    const spacing = this.restraint.spacingMs;
    if (spacing > 0) void this.sleep(spacing).then(pass, pass);
    else pass();
    return this.admit(null);
  }

  /**
   * Whether a request may go now as far as refusals go: no hold, and a place within the width (at
   * the full concurrency, the client's own limit keeps the count).
   */
  private isClear(): boolean {
    return this.hold === null && (this.restraint.width >= this.concurrency || this.inFlight < this.restraint.width);
  }

  /** Waits until no hold is in force and a place is free within the width (or `signal` aborts). */
  private async clear(signal: AbortSignal | undefined): Promise<void> {
    while (!this.isClear()) {
      if (this.hold !== null) await untilAborted(this.hold, signal);
      else await this.waitInLine(this.slotWaiters, false, signal);
    }
  }

  /** Waits in `line` (at its front with `first`) until called, or leaves it where `signal` aborts. */
  private waitInLine(line: (() => void)[], first: boolean, signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const at = line.indexOf(called);
        if (at !== -1) line.splice(at, 1);
        reject(signal!.reason);
      };
      const called = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      if (first) line.unshift(called);
      else line.push(called);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private admit(onRelease: (() => void) | null): Admission {
    this.inFlight += 1;
    let released = false;
    return {
      round: this.restraint.round,
      release: () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        this.wakeOne();
        onRelease?.();
      },
    };
  }

  private wakeOne(): void {
    this.slotWaiters.shift()?.();
  }
}

/** `promise`, or the rejection with `signal`'s reason where it aborts first; the listener goes either way. */
async function untilAborted(promise: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (signal === undefined) return promise;
  signal.throwIfAborted();
  let onAbort!: () => void;
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([promise, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

async function defaultSleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}
