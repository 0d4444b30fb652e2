import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { HttpError } from '../lib/http-error.js';
import { LoginLockout, type LockScope } from '../lib/login-lockout.js';

declare module 'fastify' {
  interface FastifyInstance {
    authThrottle: AuthThrottle;
  }
}

export interface AuthThrottle {
  /** Counts an attempt from the client address; throws 429 (with Retry-After) past the ceiling. */
  perIp(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Throws 429 (with Retry-After) while this account is backing off for this address. Does not count. */
  checkLogin(email: string, request: FastifyRequest, reply: FastifyReply): void;
  /** Counts a failed login for the account, the address and the pair. */
  recordFailure(email: string, request: FastifyRequest): void;
  /** Clears the account's failures (and this address's failures for it) and remembers the address for it. */
  recordSuccess(email: string, request: FastifyRequest): void;
  /** Counts a registration attempt for the email; throws 429 (with Retry-After) past the per-account limit. */
  countRegistration(email: string, reply: FastifyReply): Promise<void>;
}

interface AccountSubject {
  accountKey: string;
  routeOptions: { config: Record<string, never> };
}

const accountKey = (scope: string, email: string) => `${scope}:${email.trim().toLowerCase()}`;

/**
 * Brute-force protection for login and register, in memory per instance:
 * - a ceiling of `perIp` login and register requests per client address per window (@fastify/rate-limit), high
 *   enough for an office behind one NAT;
 * - failed logins with increasing back-off per (account, address), per account and per address (LoginLockout):
 *   an attacker hammering one account from one address is slowed down without locking the owner out elsewhere;
 * - `perAccount` registrations per email per window.
 */
export default fp<Config['authLimits']>(
  async function throttlePlugin(
    app: FastifyInstance,
    { perIp, perAccount, windowSeconds, accountFailures, addressFailures, backoffBaseSeconds, backoffMaxSeconds },
  ) {
    await app.register(rateLimit, { global: false, cache: 100_000 });
    const timeWindow = windowSeconds * 1000;
    const ipLimiter = app.createRateLimit({ max: perIp, timeWindow, keyGenerator: (request) => `ip:${request.ip}` });
    const accountLimiter = app.createRateLimit({
      max: perAccount,
      timeWindow,
      keyGenerator: (subject) => (subject as unknown as AccountSubject).accountKey,
    });
    const lockout = new LoginLockout({
      pairFailures: perAccount,
      accountFailures,
      addressFailures,
      baseMs: backoffBaseSeconds * 1000,
      maxMs: backoffMaxSeconds * 1000,
    });
    const LOCK_MESSAGES: Record<LockScope, string> = {
      pair: 'Too many failed logins for this account from this address.',
      account:
        'Too many failed logins for this account from many addresses; it can still sign in from an address it has used before.',
      address: 'Too many failed logins from this address.',
    };

    const tooMany = (reply: FastifyReply, ttlMs: number, message: string): never => {
      const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
      reply.header('retry-after', String(seconds));
      throw new HttpError(429, `${message} Try again in ${seconds} seconds.`);
    };

    // The limiter keys on the email, not on a request: it gets a minimal stand-in carrying the key.
    const registrations = (email: string) => {
      const subject: AccountSubject = { accountKey: accountKey('register', email), routeOptions: { config: {} } };
      return accountLimiter(subject as unknown as FastifyRequest, { increment: true });
    };

    app.decorate('authThrottle', {
      async perIp(request, reply) {
        const result = await ipLimiter(request);
        if (!result.isAllowed && result.isExceeded) tooMany(reply, result.ttl, 'Too many attempts from this address.');
      },
      checkLogin(email, request, reply) {
        const state = lockout.check(email, request.ip);
        if (state.locked) tooMany(reply, state.retryAfterMs, LOCK_MESSAGES[state.scope]);
      },
      recordFailure(email, request) {
        lockout.recordFailure(email, request.ip);
      },
      recordSuccess(email, request) {
        lockout.recordSuccess(email, request.ip);
      },
      async countRegistration(email, reply) {
        const result = await registrations(email);
        if (!result.isAllowed && result.isExceeded) tooMany(reply, result.ttl, 'Too many registrations for this email.');
      },
    } satisfies AuthThrottle);
  },
  { name: 'throttle', dependencies: ['errors'] },
);
