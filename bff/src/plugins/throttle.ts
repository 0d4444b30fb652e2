import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { HttpError } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    authThrottle: AuthThrottle;
  }
}

export interface AuthThrottle {
  /** Counts an attempt from the client address; throws 429 (with Retry-After) past the limit. */
  perIp(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Throws 429 (with Retry-After) while the account has too many recent failures. Does not count. */
  checkAccount(email: string, reply: FastifyReply): Promise<void>;
  /** Counts a failed attempt against the account. */
  recordFailure(email: string): Promise<void>;
  /** Counts a registration attempt for the email; throws 429 (with Retry-After) past the per-account limit. */
  countRegistration(email: string, reply: FastifyReply): Promise<void>;
}

interface AccountSubject {
  accountKey: string;
  routeOptions: { config: Record<string, never> };
}

const accountKey = (scope: string, email: string) => `${scope}:${email.trim().toLowerCase()}`;

/**
 * Brute-force protection for login and register (@fastify/rate-limit, in memory per instance):
 * - per client address: every attempt counts, `perIp` per window;
 * - per account: failed logins count, `perAccount` per window; then the account answers 429 until the window
 *   that started with the first failure ends. The lockout always expires by itself, so an attacker can delay a
 *   real user by one window at most per burst, never lock them out for good, and the per-address limit slows
 *   the burst itself.
 */
export default fp<Config['authLimits']>(
  async function throttlePlugin(app: FastifyInstance, { perIp, perAccount, windowSeconds }) {
    await app.register(rateLimit, { global: false, cache: 100_000 });
    const timeWindow = windowSeconds * 1000;
    const ipLimiter = app.createRateLimit({ max: perIp, timeWindow, keyGenerator: (request) => `ip:${request.ip}` });
    const accountLimiter = app.createRateLimit({
      max: perAccount,
      timeWindow,
      keyGenerator: (subject) => (subject as unknown as AccountSubject).accountKey,
    });

    const tooMany = (reply: FastifyReply, ttlMs: number, message: string): never => {
      const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
      reply.header('retry-after', String(seconds));
      throw new HttpError(429, `${message} Try again in ${seconds} seconds.`);
    };

    // The limiter keys on the account, not on a request: it gets a minimal stand-in carrying the key.
    const account = (scope: 'login' | 'register', email: string, increment: boolean) => {
      const subject: AccountSubject = { accountKey: accountKey(scope, email), routeOptions: { config: {} } };
      return accountLimiter(subject as unknown as FastifyRequest, { increment });
    };

    app.decorate('authThrottle', {
      async perIp(request, reply) {
        const result = await ipLimiter(request);
        if (!result.isAllowed && result.isExceeded) tooMany(reply, result.ttl, 'Too many attempts from this address.');
      },
      async checkAccount(email, reply) {
        const result = await account('login', email, false);
        if (!result.isAllowed && result.remaining <= 0) {
          tooMany(reply, result.ttl, 'Too many failed logins for this account; it is locked for a while.');
        }
      },
      async recordFailure(email) {
        await account('login', email, true);
      },
      async countRegistration(email, reply) {
        const result = await account('register', email, true);
        if (!result.isAllowed && result.isExceeded) tooMany(reply, result.ttl, 'Too many registrations for this email.');
      },
    } satisfies AuthThrottle);
  },
  { name: 'throttle', dependencies: ['errors'] },
);
