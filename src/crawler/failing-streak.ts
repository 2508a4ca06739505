// Whether a server has stopped answering altogether: the crawl's failed requests since the first
// one that no later request was answered after. Answers to requests sent before that failure came
// back (pages in flight when a server went down) do not end it; an answer to one sent after it does.
// Requests are numbered in the order they are sent (HttpClient's stats.requests).

/** The failures in a row of a crawl whose later requests have all failed. */
export interface FailingStreak {
  /** When its first failure came (ms, the client's clock). */
  since: number;
  /** Failed requests since then, retries included. */
  failures: number;
  /** The addresses that failed (addressOf: a retry of one, or its list read again in lighter pages, is the same), at most MAX_ADDRESSES of them. */
  addresses: readonly string[];
  /** Whether every failure was a gateway or the client giving up on a slow answer (lighter-pages.ts isGiveUp). */
  giveUpsOnly: boolean;
}

/** The most addresses a streak keeps: enough to tell one from many, and lists apart. */
export const MAX_ADDRESSES = 64;

/**
 * A failed request's address, as a streak counts addresses: its URL without `page_size`. A list a
 * gateway gives up on is read again in lighter pages (paginate.ts), each failing alike where even
 * those are too heavy: one list too heavy, not a server failing at every address.
 */
export function addressOf(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  parsed.searchParams.delete('page_size');
  return parsed.href;
}

/** Counts a crawl's failures in a row, as defined above. */
export class FailureTally {
  private streak: { since: number; failures: number; addresses: Set<string>; giveUpsOnly: boolean } | null = null;
  /** The number of the last request sent when the streak's first failure came: answers to later ones end it. */
  private sentBefore = 0;

  /** Records a failure of a request to `url`, when `lastSent` requests had been sent; `giveUp` as FailingStreak's. */
  failed(url: string, giveUp: boolean, at: number, lastSent: number): void {
    if (this.streak === null) {
      this.streak = { since: at, failures: 0, addresses: new Set(), giveUpsOnly: true };
      this.sentBefore = lastSent;
    }
    this.streak.failures += 1;
    if (this.streak.addresses.size < MAX_ADDRESSES) this.streak.addresses.add(addressOf(url));
    this.streak.giveUpsOnly &&= giveUp;
  }

  /** Records an answer to request number `sent`: one sent after the streak began ends it. */
  answered(sent: number): void {
    if (this.streak !== null && sent > this.sentBefore) this.streak = null;
  }

  /** The streak in progress, or null where the last answer came after the last failure. */
  get current(): FailingStreak | null {
    const streak = this.streak;
    return streak === null ? null : { since: streak.since, failures: streak.failures, addresses: [...streak.addresses], giveUpsOnly: streak.giveUpsOnly };
  }
}
