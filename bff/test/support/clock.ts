/**
 * A clock a test moves forward instead of waiting: it runs with the machine's time from where it was started (so
 * timers, timeouts and ordering behave as usual) plus whatever the test has advanced it by. The BFF takes it as
 * `AppDeps.now`; token lifetimes, refresh-token expiry and the demo stores' time-relative data count on it.
 */
export class TestClock {
  private offsetMs = 0;

  /** The clock's time (arrow function: pass it as it is). */
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  /** Moves the clock forward by `ms` milliseconds, at once. */
  advance(ms: number): void {
    if (!(ms >= 0)) throw new Error(`a clock only moves forward (asked to move by ${ms} ms)`);
    this.offsetMs += ms;
  }
}
