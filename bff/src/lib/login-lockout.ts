export interface LockoutOptions {
  /** Failed logins for one account from one address before that pair backs off. */
  pairFailures: number;
  /** Failed logins for one account over all addresses (each address counting at most `pairFailures`). */
  accountFailures: number;
  /** Failed logins from one address over all accounts (password spraying) before that address backs off. */
  addressFailures: number;
  /** The first back-off; it doubles with every further failure. */
  baseMs: number;
  maxMs: number;
  now?: () => number;
}

export type LockScope = 'pair' | 'account' | 'address';
export type LockState = { locked: false } | { locked: true; scope: LockScope; retryAfterMs: number };

interface Counter {
  failures: number;
  lockedUntil: number;
  lastFailureAt: number;
}

/** Failures are forgotten a day after the last one: long enough that waiting out a back-off does not reset it. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;
/** Addresses remembered per account as having signed in to it (they pass an account-wide lock). */
const KNOWN_ADDRESSES_PER_ACCOUNT = 20;
/** Bounds memory under a flood of made-up emails or addresses: the oldest entries are dropped first. */
const MAX_ENTRIES = 200_000;

/**
 * Login lockout with increasing back-off, kept in memory per instance:
 * - per (account, address): stops one address guessing one account's password;
 * - per account: stops guessing spread over many addresses; each address adds at most `pairFailures` to it, so one
 *   address hammering an account never locks the owner out elsewhere, and addresses that signed in to the account
 *   before pass this lock (only the pair and address locks apply to them);
 * - per address: stops one address trying one password on many accounts.
 * Once past its limit a counter locks for `baseMs`, doubled with every further failure up to `maxMs`. Attempts
 * refused while locked are not counted, so nobody can renew a lock by sending more requests, and a successful login
 * clears the account's failures.
 */
export class LoginLockout {
  private readonly counters = new Map<string, Counter>();
  private readonly knownAddresses = new Map<string, string[]>();
  private readonly now: () => number;

  constructor(private readonly options: LockoutOptions) {
    this.now = options.now ?? Date.now;
  }

  check(email: string, address: string): LockState {
    const account = normalise(email);
    const now = this.now();
    const candidates: [LockScope, string][] = [
      ['pair', pairKey(account, address)],
      ['address', `ip:${address}`],
    ];
    if (!this.knownAddresses.get(account)?.includes(address)) candidates.push(['account', `acct:${account}`]);
    let worst: LockState = { locked: false };
    for (const [scope, key] of candidates) {
      const until = this.live(key, now)?.lockedUntil ?? 0;
      if (until > now && (!worst.locked || until - now > worst.retryAfterMs)) {
        worst = { locked: true, scope, retryAfterMs: until - now };
      }
    }
    return worst;
  }

  recordFailure(email: string, address: string): void {
    const account = normalise(email);
    const { pairFailures, accountFailures, addressFailures } = this.options;
    const pair = this.fail(pairKey(account, address), pairFailures);
    if (pair.failures <= pairFailures) this.fail(`acct:${account}`, accountFailures);
    this.fail(`ip:${address}`, addressFailures);
  }

  recordSuccess(email: string, address: string): void {
    const account = normalise(email);
    this.counters.delete(`acct:${account}`);
    this.counters.delete(pairKey(account, address));
    const known = (this.knownAddresses.get(account) ?? []).filter((a) => a !== address);
    known.push(address);
    this.knownAddresses.delete(account);
    this.knownAddresses.set(account, known.slice(-KNOWN_ADDRESSES_PER_ACCOUNT));
    trim(this.knownAddresses);
  }

  private fail(key: string, limit: number): Counter {
    const now = this.now();
    const counter = this.live(key, now) ?? { failures: 0, lockedUntil: 0, lastFailureAt: now };
    counter.failures += 1;
    counter.lastFailureAt = now;
    if (counter.failures >= limit) {
      const doublings = Math.min(30, counter.failures - limit);
      counter.lockedUntil = now + Math.min(this.options.maxMs, this.options.baseMs * 2 ** doublings);
    }
    // Re-inserted so the Map's order is least recently failed first, which trim() drops.
    this.counters.delete(key);
    this.counters.set(key, counter);
    trim(this.counters);
    return counter;
  }

  private live(key: string, now: number): Counter | undefined {
    const counter = this.counters.get(key);
    if (counter && counter.lockedUntil <= now && now - counter.lastFailureAt > FAILURE_MEMORY_MS) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }
}

const normalise = (email: string) => email.trim().toLowerCase();
const pairKey = (account: string, address: string) => `pair:${account}\n${address}`;

function trim(map: Map<string, unknown>) {
  while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
}
