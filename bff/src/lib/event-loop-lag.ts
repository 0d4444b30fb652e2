/**
 * How late the event loop runs, measured by a timer that asks to fire every `intervalMs`: each firing records how
 * much later than asked it ran. `current()` is the lag of the last firing, or how overdue the next one already is
 * when that is more (a stall still going on).
 *
 * Why not @fastify/under-pressure's own check: it reads the mean of a histogram once per sample interval and takes
 * an interval with no sample (a stall longer than the interval, e.g. 300 ms with a 250 ms interval) as an infinite
 * delay, so it shed everything after stalls far below its threshold; and a mean over the interval dilutes a real,
 * sustained stall. Here a stall counts for exactly what it measured, and the reading recovers with the next timer.
 */
export class EventLoopLag {
  private lastLagMs = 0;
  private expectedAt = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly intervalMs = 100,
    private readonly now: () => number = () => performance.now(),
  ) {}

  start(): void {
    if (this.timer) return;
    this.lastLagMs = 0;
    this.schedule();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  current(): number {
    if (!this.timer) return 0;
    return Math.max(this.lastLagMs, this.now() - this.expectedAt);
  }

  private schedule() {
    this.expectedAt = this.now() + this.intervalMs;
    this.timer = setTimeout(() => {
      this.lastLagMs = Math.max(0, this.now() - this.expectedAt);
      this.schedule();
    }, this.intervalMs);
    this.timer.unref();
  }
}
