// SIGINT and SIGTERM caught by a command that stops within the slice of work in hand, removes what
// it had begun to write and says so in one line (the crawl, the scrub), with the exit status a shell
// gives a process the signal kills (128 + its number), so that a CI job tells a timeout (SIGTERM,
// 143) from a cancel at the keyboard (SIGINT, 130).

/** The signals a command listens for, as catchStopSignals gives them. */
export interface StopSignals {
  /** Aborted by the first SIGINT or SIGTERM. */
  readonly signal: AbortSignal;
  /** The exit status the first signal stands for (130 for SIGINT, 143 for SIGTERM); null while none came. */
  interrupted(): 130 | 143 | null;
  /** Stops listening where no signal came (once one came, the listeners stay: see catchStopSignals). */
  release(): void;
}

/** Listens for SIGINT and SIGTERM: the first aborts `signal`; another more than a second later exits at once. */
export function catchStopSignals(): StopSignals {
  const controller = new AbortController();
  let interrupted: 130 | 143 | null = null;
  let interruptedAt = 0;
  // One Ctrl+C arrives twice: the terminal signals the whole process group, and npm passes the
  // signal on to the command it runs. With a one-time handler the second killed the command before
  // it could say so or remove its temp folder. A signal within a second of the first is that echo;
  // a later one (Ctrl+C pressed again) stops at once.
  const onSignal = (code: 130 | 143) => () => {
    if (interrupted === null) {
      interrupted = code;
      interruptedAt = Date.now();
      controller.abort(new Error('interrupted'));
    } else if (Date.now() - interruptedAt > 1000) {
      process.exit(interrupted);
    }
  };
  const onSigint = onSignal(130);
  const onSigterm = onSignal(143);
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
  return {
    signal: controller.signal,
    interrupted: () => interrupted,
    release: () => {
      // Once interrupted, the listeners stay for the process's last moments: the echo of the signal
      // can come after the command has stopped, and would kill the process with no exit status set.
      if (interrupted !== null) return;
      process.off('SIGINT', onSigint);
      process.off('SIGTERM', onSigterm);
    },
  };
}

/** The one-line reason of a command stopped by a signal: `interrupted (SIGINT); <what is as it was>`. */
export function interruptedReason(code: 130 | 143, asItWas: string): string {
  return `interrupted (${code === 130 ? 'SIGINT' : 'SIGTERM'}); ${asItWas}`;
}
