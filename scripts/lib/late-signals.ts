// A command that has ended and said how (its summary, or its one line of failure) still has a few
// moments of life: connections closing, output flushing. A SIGTERM then (a CI job's time limit)
// killed it, and a complete crawl or build exited 143 with nothing said. The listeners are added
// before the command's own and stay: the moment a process has none for a signal, the signal's
// default action is back, and one arriving then kills it at once, however briefly that lasts.

/**
 * Listens for SIGINT and SIGTERM from now on, doing nothing until the returned function is called
 * (the command's own handlers act meanwhile); from then on, either ends the process with the exit
 * status it has (0 unless set), not the signal's.
 */
export function exitOnLateSignals(): () => void {
  let ended = false;
  const late = () => {
    if (ended) process.exit(process.exitCode ?? 0);
  };
  process.on('SIGINT', late);
  process.on('SIGTERM', late);
  return () => {
    ended = true;
  };
}
