// Which of a crawl's 429s get a line of their own (rate-limit.ts words them): a limiter refuses
// a request in a few all along, and a line at each refusal said nothing new. Pure: the crawl
// keeps what was said and passes it back in.
import { PACE_MESSAGE_MS } from './rate-limit.ts';

// 429s whose waits end this close together are one rate limit, said once.
export const RATE_LIMIT_SAID_WITHIN_MS = 2_000;

/** What a crawl has said of its 429s so far. */
export interface RateLimitSaid {
  /** When the wait of the last 429 said (naming its wait) ends (ms), and whether it held every request. */
  endMs: number;
  holdsAll: boolean;
  /** Whether a short wait was said yet: of an address by itself, of every request for a named wait, for one naming none. */
  alone: boolean;
  hold: boolean;
  unnamed: boolean;
}

/** A 429 as the crawl met it: whether it names its wait, whether it holds every request, how long, and when (ms). */
export interface RateLimitRefusal {
  named: boolean;
  holdsAll: boolean;
  waitMs: number;
  nowMs: number;
}

/**
 * The line a 429 gets: `alone` (its address waits by itself), `hold` (every request waits),
 * `hold-after-alone` (every request waits, right after an address was said to wait by itself),
 * `unnamed` (a hold naming no wait), or null for none.
 */
export type RateLimitLine = 'alone' | 'hold' | 'hold-after-alone' | 'unnamed' | null;

/** Nothing said yet. */
export function nothingSaid(): RateLimitSaid {
  return { endMs: -Infinity, holdsAll: false, alone: false, hold: false, unnamed: false };
}

/**
 * Whether and how a 429 is said, and what is said after it. Of each kind, the first short wait is
 * said, and after it only waits of PACE_MESSAGE_MS or more; a named one only where its wait does
 * not end within RATE_LIMIT_SAID_WITHIN_MS of the last one said, unless it holds every request
 * and that one held only its address. An unnamed refusal of one address is never said.
 */
export function sayRateLimit(said: RateLimitSaid, refusal: RateLimitRefusal): { line: RateLimitLine; said: RateLimitSaid } {
  const long = refusal.waitMs >= PACE_MESSAGE_MS;
  if (!refusal.named) {
    if (!refusal.holdsAll || (said.unnamed && !long)) return { line: null, said };
    return { line: 'unnamed', said: { ...said, unnamed: true } };
  }
  const endMs = refusal.nowMs + refusal.waitMs;
  const near = Math.abs(endMs - said.endMs) < RATE_LIMIT_SAID_WITHIN_MS;
  if (refusal.holdsAll) {
    // Behind a strict limiter naming `Retry-After: 1`, a hold of every request was said each time
    // its wait ended more than 2 s after the last one's: 22 times "waiting 1 s" in 92 s.
    if ((near && said.holdsAll) || (said.hold && !long)) return { line: null, said };
    // Of twelve pages refused at once, the first was said to wait by itself while "the other
    // requests go on", and the one 10 ms later held them all: said as what came after.
    return { line: near ? 'hold-after-alone' : 'hold', said: { ...said, endMs, holdsAll: true, hold: true } };
  }
  // One address refused over and over (Retry-After: 1 until the crawl gave up) was said 15 times
  // while the crawl read on.
  if (near || (said.alone && !long)) return { line: null, said };
  return { line: 'alone', said: { ...said, endMs, holdsAll: false, alone: true } };
}
