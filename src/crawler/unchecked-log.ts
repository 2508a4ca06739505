// What a crawl says when it could not count a newest-first change log up to page 1's newest change
// while the log moved. Page 1 counted before records came and read after holds them as well, and
// takes them for the start's: each hides a record missed elsewhere from the log's count, and only
// the server's count up to page 1's newest shows it (change-log.ts). Without that count a log that
// moved can come back one change short and look whole: a 504 on that request lost change 3766
// with exit 0.
import { HttpError, reworded } from './http-errors.ts';

/** How a change log moved while it was read: records added (beyond page 1's count) and whether some were deleted. */
export interface LogMove {
  grewBy: number;
  deleted: boolean;
}

/** Whether the log moved while it was read: a page counted more than page 1 did, or records were deleted. */
export function logMoved(move: LogMove): boolean {
  return move.grewBy > 0 || move.deleted;
}

/**
 * The error of a crawl whose count up to page 1's newest (`url`) failed with `failure` while the
 * log moved: the failure as it was (an HttpError stays one, with its status, so that the crawl's
 * hints apply), why that count matters, and, for a 414, what lets the request through.
 */
export function uncheckedLogError(failure: unknown, url: string, move: LogMove): Error {
  const message = failure instanceof Error ? failure.message : String(failure);
  // An HttpError names its URL; a page that is no list may not.
  const said = message.includes(url) ? message : `${url}: ${message}`;
  const moved = move.grewBy > 0
    ? `the log grew by ${move.grewBy.toLocaleString('en')}${move.deleted ? ', and had records deleted,' : ''} while it was read`
    : 'records were deleted from the log while it was read';
  const why = `; that request counts the change log up to page 1's newest change, and only that count shows whether page 1 took in changes ` +
    `added after the server counted it, each of which hides a change missed elsewhere: ${moved}, so a change that existed at the start can be missing`;
  const status = failure instanceof HttpError ? failure.status : null;
  // nginx answers 414 where the request line outgrows large_client_header_buffers; this is the
  // crawl's longest URL, and the only one such a proxy refused.
  const longUrl = status === 414
    ? `; the server, or a proxy in front of it, refuses an address of ${pathAndQuery(url).length} characters: let it take longer ones (nginx: large_client_header_buffers)`
    : '';
  const text = `${said}${why}${longUrl}`;
  if (!(failure instanceof HttpError)) return new Error(text, { cause: failure });
  return reworded(failure, text);
}

/** A URL's path and query, as a request line carries it. */
function pathAndQuery(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}
