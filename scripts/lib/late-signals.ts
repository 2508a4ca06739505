// A command that has ended and said how (its summary, or its one line of failure) still has a few
// moments of life: connections closing, output flushing. A SIGTERM then (a CI job's time limit)
// killed it, and a complete crawl or build exited 143 with nothing said. The listeners are added
// before the command's own and stay: the moment a process has none for a signal, the signal's
// default action is back, and one arriving then kills it at once, however briefly that lasts.
// Nor may the process end on its own, its event loop empty: Node then closes every handle, these
// listeners' with them, and the default action was back for the 50 to 250 ms its teardown took
// (freeing the heap) before the process was gone, so a complete crawl or build still exited 143
// (strace: rt_sigaction(SIGTERM, SIG_DFL) right after the summary). process.exit leaves libuv's
// handler in place to the end, where a signal does nothing.

/** Resolves once what was written to `stream` before has been handed to the system. */
function flushed(stream: NodeJS.WriteStream): Promise<void> {
  // A stream a reader closed (EPIPE) calls back with the error: nothing more will reach it.
  return new Promise((done) => stream.write('', () => done()));
}

/**
 * Listens for SIGINT and SIGTERM from now on, doing nothing until the returned function is called
 * (the command's own handlers act meanwhile); that function ends the process, once its output is
 * flushed, with the exit status it has (0 unless set), and a signal from then on ends it so too.
 */
export function exitOnLateSignals(): () => Promise<never> {
  let ended = false;
  const exit = (): never => process.exit(process.exitCode ?? 0);
  const late = () => {
    if (ended) exit();
  };
  process.on('SIGINT', late);
  process.on('SIGTERM', late);
  return async () => {
    ended = true;
    // Pipes are written asynchronously on macOS: exiting at once could cut the summary short.
    await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
    return exit();
  };
}
