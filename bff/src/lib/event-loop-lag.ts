/**
 * How late the event loop runs, measured by a timer that asks to fire every `intervalMs`: each firing records how
 * much later than asked it ran. `current()` is the lag the loop has kept up: the least of the last `sustain` firings.
 *
 * Why not @fastify/under-pressure's own check: it reads the mean of a histogram once per sample interval and takes
 * an interval with no sample (a stall longer than the interval, e.g. 300 ms with a 250 ms interval) as an infinite
 * delay, so it shed everything after stalls far below its threshold; and a mean over the interval dilutes a real,
 * sustained stall. Here a stall counts for exactly what it measured, and the reading recovers with the next timer.
 *
 * Why the least of several, not the last: after one long stall (a big answer built on a machine whose cores are busy
 * elsewhere, a garbage collection) every request that queued behind it is judged right after it, when the last
 * firing's lag is at its highest, and all of them were shed: normal use punished for one hiccup (an end-to-end run
 * with a CPU hog on one of two cores met exactly that). Overload is a loop that stays late; one stall is not. A loop
 * late by more than the threshold at every firing is shed within `sustain` firings; the first timely firing recovers.
 */
export class EventLoopLag {
  /** The lags of the last `sustain` firings, oldest first. */
  private recent: number[] = [];
  private expectedAt = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly intervalMs = 100,
    private readonly now: () => number = () => performance.now(),
    private readonly sustain = 3,
  ) {}

  start(): void {
    if (this.timer) return;
    this.recent = [];
    this.schedule();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  current(): number {
    if (!this.timer || this.recent.length < this.sustain) return 0;
    return Math.min(...this.recent);
  }

  private schedule() {
    this.expectedAt = this.now() + this.intervalMs;
    this.timer = setTimeout(() => {
      this.recent.push(Math.max(0, this.now() - this.expectedAt));
      if (this.recent.length > this.sustain) this.recent.shift();
      this.schedule();
    }, this.intervalMs);
    this.timer.unref();
  }
}
