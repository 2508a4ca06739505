// A sleep for tests of waits that a test ends by hand: what each wait asked for is recorded, and
// nothing goes on until the test says so (PaceGate's holds and spacing, the HTTP client's retries).

/** A sleep that records each wait asked for, in order, and ends the oldest one left when `end` is called. */
export function handSleep(): { sleep: (ms: number) => Promise<void>; asked: number[]; end: () => void } {
  const asked: number[] = [];
  const waiting: (() => void)[] = [];
  const sleep = (ms: number) => new Promise<void>((resolve) => {
    asked.push(ms);
    waiting.push(resolve);
  });
  return { sleep, asked, end: () => waiting.shift()!() };
}
