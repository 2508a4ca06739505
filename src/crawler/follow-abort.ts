// Linking one abort to another. An 'abort' listener added to a signal already aborted never fires:
// a list started after Ctrl+C (a project's translations, once its components page was stored)
// went on reading every page, and the crawl's exit waited for it.

/** Calls `onAbort` once `signal` aborts, at once if it has; returns what removes the listener. */
export function followAbort(signal: AbortSignal | undefined, onAbort: () => void): () => void {
  if (signal === undefined) return () => {};
  signal.addEventListener('abort', onAbort, { once: true });
  if (signal.aborted) onAbort();
  return () => signal.removeEventListener('abort', onAbort);
}
