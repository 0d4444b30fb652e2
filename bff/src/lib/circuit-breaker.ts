export type BreakerState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long the circuit stays open before one probe request is let through. */
  resetMs: number;
  now?: () => number;
}

/**
 * A circuit breaker for the association server. Closed: requests pass, consecutive failures are counted.
 * After `failureThreshold` of them it opens: requests are refused at once (503) for `resetMs`. Then it is half-open:
 * one probe request passes; its success closes the circuit, its failure opens it again for another `resetMs`.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  private probing = false;
  private current: BreakerState = 'closed';
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): BreakerState {
    return this.current;
  }

  /** Whether a request may go upstream now; in half-open state only the first caller (the probe) may. */
  tryAcquire(): boolean {
    if (this.current === 'closed') return true;
    if (this.current === 'open') {
      if (this.now() - this.openedAt < this.options.resetMs) return false;
      this.current = 'half-open';
      this.probing = false;
    }
    if (this.probing) return false;
    this.probing = true;
    return true;
  }

  /** Whether requests are being refused right now (without taking the half-open probe slot). */
  isRejecting(): boolean {
    return this.current === 'open' && this.now() - this.openedAt < this.options.resetMs;
  }

  /** Seconds until a probe will be let through (for Retry-After). */
  retryAfterSeconds(): number {
    const left = this.options.resetMs - (this.now() - this.openedAt);
    return Math.max(1, Math.ceil(left / 1000));
  }

  success(): void {
    this.failures = 0;
    this.probing = false;
    this.current = 'closed';
  }

  failure(): void {
    this.failures += 1;
    this.probing = false;
    if (this.current === 'half-open' || this.failures >= this.options.failureThreshold) {
      this.current = 'open';
      this.openedAt = this.now();
    }
  }
}
