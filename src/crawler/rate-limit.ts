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
 * Whether a refusal says its limit lets no request through at all (`X-RateLimit-Limit: 0`), which
 * no wait cures. Weblate takes a rate of 0 for its defaults (API_RATELIMIT_ANON, API_RATELIMIT_USER:
 * weblate/api/ratelimits.py, 2026; a DRF throttle rate of "0/day" before) and then answers every
 * request 429, with `Retry-After` the whole period and the limit 0.
 */
export function limitIsZero(headers: HeaderBag): boolean {
  return nonNegativeNumber(headerValue(headers, 'x-ratelimit-limit')) === 0;
}

/** What a 429 from a limit of 0 (limitIsZero) adds to its message: that waiting cannot help, and what may. */
export function zeroLimitReason(withToken: boolean): string {
  const allows = `its rate limit allows ${withToken ? 'this token' : 'callers without a token'} no request at all (X-RateLimit-Limit: 0), so no wait lets one through`;
  return withToken
    ? `${allows}; ask its administrators to raise the limit for tokens or for this one`
    : `${allows}: give a token with WEBLATE_TOKEN`;
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
 * The line a crawl prints while it waits out a 429: how long, and until when for a long wait; with
 * `aloneUrl`, that only that address waits (a refusal alone, refusalKind) while the others go on;
 * with `afterAlone`, that more refusals now hold every request, right after such a line. An
 * anonymous crawl told to wait a minute or more has most likely met Weblate's default limit for
 * anonymous callers, which a token raises: the line says so.
 */
export function rateLimitMessage(
  origin: string, waitMs: number, source: string, withToken: boolean, nowMs: number, aloneUrl: string | null = null, afterAlone = false,
): string {
  const hint = !withToken && Math.round(waitMs / 1000) >= 60 ? TOKEN_HINT : '';
  // A 429 of one address said "waiting 1 s" 15 times while the crawl read 24 other pages.
  if (aloneUrl !== null) {
    return `rate limited by ${origin}: ${aloneUrl} waits ${waitText(waitMs, nowMs)} by itself (${source}), the other requests go on${hint}`;
  }
  // "waiting 1 s" 10 ms after "… waits 1 s by itself, the other requests go on" read as a contradiction.
  if (afterAlone) return `rate limited by ${origin}: more requests refused, every request now waits ${waitText(waitMs, nowMs)} (${source})${hint}`;
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

/**
 * The line a crawl prints before a retry of a 503 that names no wait and holds every request back
 * 10 s or more (PACE_MESSAGE_MS: a server that refuses round after round, the holds longer each time).
 */
export function holdMessage(url: string, reason: string, waitMs: number, attempt: number, of: number, nowMs: number): string {
  return `${reason} from ${url}: holding every request back ${waitText(waitMs, nowMs)} (retry ${attempt} of ${of})`;
}

/**
 * Why a request refused over and over (429 or 503) stops the crawl, to follow the refusal's own
 * words: how many times in a row, after which waits, and what that says. Where the server answered
 * other requests of the crawl meanwhile, it refuses that request, not the crawl's pace (no lower
 * --concurrency helps); where it answered none, it is a limiter that lets nothing through (a lower
 * --concurrency may, where the crawl sent more than one at once) or a server down.
 */
export function refusedOverAndOver(refusals: {
  times: number; status: 429 | 503; named: string | null; answeredMeanwhile: number; concurrency: number;
}): string {
  const { times, status, named, answeredMeanwhile, concurrency } = refusals;
  const waits = named === null ? 'each after a longer wait' : `each after the wait it asked for (${named})`;
  const row = `refused ${times.toLocaleString('en')} times in a row${status === 503 ? ' (HTTP 503)' : ''}, ${waits}`;
  if (answeredMeanwhile > 0) {
    return `${row}, while the server answered ${answeredMeanwhile.toLocaleString('en')} other ${answeredMeanwhile === 1 ? 'request' : 'requests'} ` +
      'of this crawl: it refuses this address, not the pace of the crawl; crawl again later, or ask its administrators';
  }
  const lower = concurrency > 1 ? 'a lower --concurrency may get through' : 'it lets no request of this crawl through';
  if (status === 503) {
    return `${row}, with nothing answered meanwhile: where this is a rate limit, ${lower}; else the server is unavailable, and a crawl later may find it back`;
  }
  return named === null
    ? `${row}, with nothing answered meanwhile: its rate limit names no wait (no Retry-After) and lets no request of this crawl through; ` +
      `${concurrency > 1 ? 'try a lower --concurrency, or crawl again later' : 'crawl again later'}`
    : `${row}, with nothing answered meanwhile: its rate limit lets no request of this crawl through; crawl again later, or ask its administrators`;
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
 * a limiter such as nginx's limit_req answers either, most often without Retry-After). A refusal
 * that begins a round (refusalKind: close to another, or at a pace a limiter set) holds every
 * request back for a while and, where a request of the round before was answered, has fewer sent at
 * once, further apart (a wait a limiter names, nginx's added Retry-After say, says nothing of its
 * rate: sixteen sent at once after each wait had fifteen refused); every answer to a request of the
 * latest round lets one more in flight and sends them closer again.
 */
export interface Restraint {
  /** Requests in flight at most: the crawl's concurrency, halved at a round, one more after every answer. */
  width: number;
  /** The least time between two requests' starts (ms): doubled at a round (MIN_SPACING_MS at least, see afterRefusal), EASED_SPACING of it after every answer. */
  spacingMs: number;
  /** Rounds begun: a refusal of a request sent in the latest one may begin the next. */
  round: number;
  /** Rounds begun since a request sent in the latest was answered: refusals in a row, however many requests the crawl sent at once. */
  streak: number;
}

/** The least spacing of requests after a refusal: that of the first round. */
export const MIN_SPACING_MS = 250;
/** The most requests are spaced: a limit of one request in 10 s is met, and no crawl waits longer between two. */
export const MAX_SPACING_MS = 10_000;
/**
 * What is left of the spacing after an answer: an eighth less. Behind nginx's limit_req (2 a
 * second, in front of the demo sample), a quarter less had 40 to 43 % of the requests refused and
 * the crawls with Retry-After took 41 to 44 s, where an eighth less had 31 to 34 % and 32 to 33 s;
 * refusals that do not follow the pace begin no round (refusalKind), nor double the spacing much
 * (afterRefusal), so the slower easing costs them little.
 */
export const EASED_SPACING = 7 / 8;
/** How many requests let through just before or after a refused one are looked at for another refusal (refusedNear). */
export const REFUSAL_REACH = 2;
/** How many of the latest answered requests' send times bound the spacing (closestAnswers). */
export const ANSWERS_KEPT = 8;

/** No restraint: `concurrency` in flight, no spacing, no round begun. */
export function unrestrained(concurrency: number): Restraint {
  return { width: concurrency, spacingMs: 0, round: 0, streak: 0 };
}

/**
 * Whether the refusal of the request let through `seq`-th, in round `round`, came close to another:
 * one of the REFUSAL_REACH requests let through just before or just after it in the same round was
 * refused too (`refused`: the round each refused request was let through in, by its `seq`). The same
 * request's own earlier refusals (`own`) count only with another request let through between: asked
 * again and again with nothing else sent, a request refused is alone.
 */
export function refusedNear(admission: { seq: number; round: number }, refused: ReadonlyMap<number, number>, own: readonly number[] = [], reach: number = REFUSAL_REACH): boolean {
  const { seq, round } = admission;
  const counts = (near: number) => {
    if (refused.get(near) !== round) return false;
    if (!own.includes(near)) return true;
    for (let between = near + 1; between < seq; between++) if (!own.includes(between)) return true;
    return false;
  };
  for (let step = 1; step <= reach; step++) if (counts(seq - step) || counts(seq + step)) return true;
  return false;
}

/**
 * How a refusal is met: `held` where the request was sent before the latest round began (along with
 * the refusal that began it, before the crawl knew: it is asked again once that hold is over);
 * `opens`, beginning a round, where it came close to another (refusedNear: a limiter refuses
 * requests sent too close together, a server down refuses them all), or where the crawl keeps a
 * pace a limiter set (a spacing of MIN_SPACING_MS or more) and the request was not refused before
 * (`again`: asked again after a refusal it waited out itself); `alone` otherwise: the request waits
 * its own backoff, and the others go on as they were (one address a backend fails, one 503 in five
 * from a load balancer's broken backend, a 429 now and then: each began a round, held every request
 * back and halved the crawl's pace, and a crawl of 26 pages took 261 s where it took 4).
 */
export function refusalKind(restraint: Restraint, refusal: { sentIn: number; near: boolean; again: boolean }): RefusalKind {
  if (refusal.sentIn !== restraint.round) return 'held';
  if (refusal.near) return 'opens';
  // One refusal in an excursion below a limiter's rate, not two: refused alone at its pace first,
  // every excursion cost a refusal more (38 to 41 % of the requests refused behind limit_req, not 31 to 34).
  return !refusal.again && restraint.spacingMs >= MIN_SPACING_MS ? 'opens' : 'alone';
}

/** See refusalKind. */
export type RefusalKind = 'opens' | 'held' | 'alone';

/**
 * The shortest time between the sends of two of the latest answered requests (ms; `sentAt`, their
 * send times, in any order), or null with fewer than two: a limiter lets no two requests through
 * closer together than its rate allows.
 */
export function closestAnswers(sentAt: readonly number[]): number | null {
  const sorted = [...sentAt].sort((a, b) => a - b);
  let closest: number | null = null;
  for (let i = 1; i < sorted.length; i++) closest = Math.min(closest ?? Infinity, sorted[i]! - sorted[i - 1]!);
  return closest;
}

/**
 * The restraint once a refusal begins a round: half the width and twice the spacing where a
 * request of the latest round was answered (nothing answered since the round before says nothing of
 * the rate: only the hold, longer each round, backs off then), the spacing no more than twice
 * `closestMs` (closestAnswers), where known, and MIN_SPACING_MS at least.
 */
export function afterRefusal(restraint: Restraint, closestMs: number | null = null): Restraint {
  const tighten = restraint.streak === 0;
  // Twice what answers eased it to: set back to the least at every refusal, it stayed below a
  // limit of two a second, and every other request was refused. But no further apart than twice
  // the closest two answers: the server let those through, so a limit of its is no slower, and
  // refusals that do not follow the pace (the sample's 429s at 30 %) doubled it round after round,
  // up to 10 s between requests (a crawl of 26 pages took 120 s where it took 5).
  const doubled = Math.min(MAX_SPACING_MS, Math.max(MIN_SPACING_MS, restraint.spacingMs * 2));
  return {
    width: tighten ? Math.max(1, Math.floor(restraint.width / 2)) : restraint.width,
    // MIN_SPACING_MS at least all the same: after a burst a limiter let through (nginx's limit_req
    // burst=N nodelay) the closest two were sent in the same millisecond, the cap was 0 and the
    // crawl sent "at most 8 at once, 0 ms apart", half of them refused.
    spacingMs: tighten ? (closestMs === null ? doubled : Math.max(MIN_SPACING_MS, Math.min(doubled, Math.round(closestMs * 2)))) : restraint.spacingMs,
    round: restraint.round + 1,
    streak: restraint.streak + 1,
  };
}

/**
 * The restraint after an answer that was no refusal, to a request sent in round `sentIn`: where
 * that is the latest, one more request in flight (up to `concurrency`), the spacing eased (none
 * below 10 ms), no refusals in a row; for a request sent before the latest round began, at the
 * pace that was refused, as it was, but no refusals in a row where it was let through after the
 * request whose refusal began the latest round (`afterOpener`).
 */
export function afterAnswer(restraint: Restraint, sentIn: number, concurrency: number, afterOpener = false): Restraint {
  if (restraint.round === 0) return restraint;
  if (sentIn !== restraint.round) {
    // A refusal comes back in milliseconds, a page in hundreds: the burst's answers arrive after
    // its first refusal began a round, and ignored, the streak grew at every burst, holding the
    // crawl 23 s while it answered most requests. A server down answers nothing sent after a
    // refusal; answers to pages sent before an outage began (the 503 outage 4fbad30 outlasts)
    // still leave the streak as it was.
    return afterOpener && restraint.streak > 0 ? { ...restraint, streak: 0 } : restraint;
  }
  const spacingMs = Math.round(restraint.spacingMs * EASED_SPACING);
  return { width: Math.min(concurrency, restraint.width + 1), spacingMs: spacingMs < 10 ? 0 : spacingMs, round: restraint.round, streak: 0 };
}

/**
 * A request let through the gate: the round it was sent in, its place in the order requests were
 * let through, when (ms, the gate's clock), and what frees its place once its response headers are read.
 */
export interface Admission {
  round: number;
  seq: number;
  sentAt: number;
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
  /** Requests let through so far, and which of the latest were refused (refusedNear). */
  private admitted = 0;
  private readonly refusedSeqs = new Map<number, number>();
  /** The place (seq) of the request whose refusal began the latest round: answers to those let through after it end the streak (afterAnswer). */
  private openerSeq = 0;
  /** When the latest ANSWERS_KEPT answered requests were let through (closestAnswers). */
  private readonly answeredAt: number[] = [];
  private readonly now: () => number;

  /**
   * `needed`, where known, gives the requests the caller still has to make at least (see
   * paceDelay); `sleep` waits out holds and spacing (it may reject: the wait is then over); `now`
   * is the clock (ms) holds end by and requests are let through by.
   */
  constructor(
    concurrency: number, needed: () => number | undefined = () => undefined, sleep: (ms: number) => Promise<void> = defaultSleep, now: () => number = Date.now,
  ) {
    this.concurrency = concurrency;
    this.now = now;
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

  /** Records an answer that was no refusal, to `admission`: the restraint eases (afterAnswer). */
  answered(admission: Admission): void {
    this.answeredAt.push(admission.sentAt);
    if (this.answeredAt.length > ANSWERS_KEPT) this.answeredAt.shift();
    const before = this.restraint.width;
    this.restraint = afterAnswer(this.restraint, admission.round, this.concurrency, admission.seq > this.openerSeq);
    if (this.restraint.width > before) this.wakeOne();
  }

  /** Whether a wait of `holdMs` from now would hold the requests back a second or more beyond the hold in force (or where none is). */
  holdsLonger(holdMs: number): boolean {
    return holdMs > 0 && (this.hold === null || this.now() + holdMs > this.holdEnds + 1000);
  }

  /** How a refusal of `admission` is met (refusalKind); `again` where that request was refused before and waited out its refusal itself. */
  kindOf(admission: Admission, again: boolean, own: readonly number[] = []): RefusalKind {
    return refusalKind(this.restraint, { sentIn: admission.round, near: refusedNear(admission, this.refusedSeqs, own), again });
  }

  /**
   * Records a refusal of `admission`, met as `kind` (kindOf). Where it begins a round, every
   * request waits `holdMs` from now; where it does not, a wait it asks for a second or more beyond
   * the hold in force (`holdMs`, a Retry-After: see holdsLonger) still holds them. Returns whether
   * it holds the requests back, and the restraint after it. With `stale` (a 429's wait: the
   * server's numbers no longer hold once it is over), the rate-limit state is forgotten when the hold ends.
   */
  refused(refusal: { admission: Admission; kind: RefusalKind; holdMs: number; stale: boolean }): { holds: boolean; restraint: Restraint } {
    const { admission, kind, holdMs, stale } = refusal;
    this.refusedSeqs.set(admission.seq, admission.round);
    // Only the latest few are ever looked at.
    for (const seq of this.refusedSeqs.keys()) if (seq < this.admitted - 64) this.refusedSeqs.delete(seq);
    const opened = kind === 'opens';
    // A refusal sent along with the one that began the round waits that round's hold, unless it
    // asks for a second or more beyond it (a Retry-After that counts from its own answer).
    const holds = opened ? holdMs > 0 : this.holdsLonger(holdMs);
    if (opened) {
      this.restraint = afterRefusal(this.restraint, closestAnswers(this.answeredAt));
      this.openerSeq = admission.seq;
    }
    const ends = this.now() + holdMs;
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
    return { holds, restraint: this.restraint };
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
    this.admitted += 1;
    let released = false;
    return {
      round: this.restraint.round,
      seq: this.admitted,
      sentAt: this.now(),
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
