// Answers to requests sent after a moment: what a request refused over and over counts as the
// server's answers to others meanwhile. Requests in flight when it was first refused were let
// through before the refusal, and say nothing of whether anything gets through since (an outage's
// first refusal came with three answers to pages sent before it, told as "it refuses this address").
// Requests are numbered in the order they are sent (HttpClient's stats.requests).

/** A count of answers to requests sent after the `after`th. */
export interface AnswerWatch {
  readonly after: number;
  count: number;
}

/** The watches of the requests refused now, each counting answers to requests sent after its first refusal. */
export class AnswersAfter {
  private readonly watches = new Set<AnswerWatch>();

  /** Starts counting answers to requests sent after the `after`th; `stop` ends it. */
  watch(after: number): AnswerWatch {
    const watch = { after, count: 0 };
    this.watches.add(watch);
    return watch;
  }

  /** Ends a watch: its count no longer grows. */
  stop(watch: AnswerWatch): void {
    this.watches.delete(watch);
  }

  /** Records an answer to request number `sent`. */
  answered(sent: number): void {
    for (const watch of this.watches) if (sent > watch.after) watch.count += 1;
  }
}
