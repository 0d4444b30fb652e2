import { randomUUID } from 'node:crypto';
import { createMongoAbility, type MongoAbility } from '@casl/ability';
import jwt, { type JWT } from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { isDemoSubject } from '../lib/abilities.js';
import { HttpError } from '../lib/http-error.js';
import { errorResponse } from '../schemas/common.js';
import type { AuthUser, AuthUserStore } from '../stores/auth-users.js';
import type { RefreshTokenStore } from '../stores/refresh-tokens.js';

export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';
export interface RouteAbility {
  action: Action;
  subject: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The ability a caller needs. Routes declare either this or `public: true`. */
    ability?: RouteAbility;
    public?: boolean;
  }
  interface FastifyRequest {
    currentUser: AuthUser | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** Verifies the bearer token and the ability; throws 401/403 HttpErrors. */
    authorize(request: FastifyRequest, ability: RouteAbility): Promise<AuthUser>;
  }
}

declare module '@fastify/jwt' {
  interface JWT {
    access: JWT;
    refresh: JWT;
  }
}

interface AccessPayload {
  id: number;
  /** Issued at and expires at, in seconds (the signer sets `exp` from `iat` and the lifetime). */
  iat?: number;
  exp?: number;
  /** Unique per token, so two sign-ins in the same second never share a token (nor its verification cache entry). */
  jti?: string;
  /** The user's email, signed: the association server records it as the author of changes. */
  email?: string;
  /**
   * The user's ability rules when the token was issued. The BFF itself always reads the current rules from the user
   * store; the association server, which has no user store, checks each of its routes against these.
   */
  ability?: { action: string; subject: string; conditions?: Record<string, unknown> }[];
}
interface RefreshPayload {
  id: number;
  jti: string;
  fam: string;
  iat?: number;
  exp?: number;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export class TokenService {
  constructor(
    private readonly jwtAccess: JWT,
    private readonly jwtRefresh: JWT,
    private readonly store: RefreshTokenStore,
    private readonly config: Config['jwt'],
    /** What access tokens say about a user: email and ability rules (no rules when the user no longer exists). */
    private readonly claimsOf: (userId: number) => Promise<Omit<AccessPayload, 'id'>> = async () => ({ ability: [] }),
    /** The clock tokens are issued and expire by, in milliseconds (tests inject one they move forward). */
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Issues an access token and a refresh token; a new family unless `familyId` continues one. */
  async issuePair(userId: number, familyId?: string): Promise<TokenPair> {
    const now = this.now();
    const expiresAt = now + this.config.refreshTtlSeconds * 1000;
    const { jti, familyId: fam } = await this.store.issue(userId, expiresAt, familyId);
    // Issued at the clock's time: the signer counts `exp` from the `iat` it is given.
    const iat = Math.floor(now / 1000);
    return {
      accessToken: this.jwtAccess.sign({ id: userId, jti: randomUUID(), iat, ...(await this.claimsOf(userId)) } satisfies AccessPayload),
      refreshToken: this.jwtRefresh.sign({ id: userId, jti, fam, iat } satisfies RefreshPayload),
    };
  }

  /** Consumes a refresh token and returns a new pair, or undefined when it is invalid, expired or reused. */
  async rotate(refreshToken: string): Promise<{ userId: number; pair: TokenPair } | undefined> {
    const payload = this.verifyRefresh(refreshToken);
    if (!payload) return undefined;
    if ((await this.store.consume(payload.jti)) !== 'ok') return undefined;
    return { userId: payload.id, pair: await this.issuePair(payload.id, payload.fam) };
  }

  /** Revokes the family a refresh token belongs to (logout). Returns false for a token that does not verify. */
  async revoke(refreshToken: string): Promise<boolean> {
    const payload = this.verifyRefresh(refreshToken);
    if (!payload) return false;
    await this.store.revokeFamily(payload.fam);
    return true;
  }

  verifyAccess(token: string): AccessPayload {
    return this.unexpired(this.jwtAccess.verify<AccessPayload>(token));
  }

  /**
   * A token is valid until its `exp` on this service's clock (the machine's time, except in tests that inject one). The
   * verifier does not look at `exp` (ignoreExpiration), and its cache of verified tokens is checked here on every use.
   */
  private unexpired<T extends { exp?: number }>(payload: T): T {
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= this.now()) {
      throw Object.assign(new Error('The token has expired.'), { code: 'FAST_JWT_EXPIRED' });
    }
    return payload;
  }

  private verifyRefresh(token: string): RefreshPayload | undefined {
    try {
      const payload = this.unexpired(this.jwtRefresh.verify<RefreshPayload>(token));
      if (typeof payload.id !== 'number' || typeof payload.jti !== 'string' || typeof payload.fam !== 'string') {
        return undefined;
      }
      return payload;
    } catch {
      return undefined;
    }
  }
}

/**
 * Access tokens already verified (fast-jwt's LRU, keyed by a hash of the token, for up to its default 10 minutes): no
 * decoding, signature check and claim validation again for every request of a session. Expiry is checked on each use.
 */
export const VERIFIED_TOKEN_CACHE = { cache: 10_000 };

/** Abilities built once per distinct rule set (CASL compiles its rules; users share a handful of sets). */
const abilities = new Map<string, MongoAbility>();

export function abilityOf(user: AuthUser): MongoAbility {
  return abilityFromRules(user.ability);
}

/** The ability of a rule list (a user's, or the rules a signed access token carries). */
export function abilityFromRules(list: readonly { action: string; subject: string }[]): MongoAbility {
  // A frozen list (a user the account store hands out to every request of a session) is found by identity first:
  // no key to build on every request.
  const same = Object.isFrozen(list) ? abilitiesByList.get(list) : undefined;
  if (same) return same;
  const ability = abilityByKey(list);
  if (Object.isFrozen(list)) abilitiesByList.set(list, ability);
  return ability;
}

const abilitiesByList = new WeakMap<readonly object[], MongoAbility>();

function abilityByKey(list: readonly { action: string; subject: string }[]): MongoAbility {
  const rules = list.map((rule) => ({ action: rule.action, subject: rule.subject }));
  const key = JSON.stringify(rules);
  const known = abilities.get(key);
  if (known) return known;
  const ability = createMongoAbility(rules) as MongoAbility;
  if (abilities.size >= 1000) abilities.clear();
  abilities.set(key, ability);
  return ability;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

interface AuthPluginOptions {
  config: Config;
  users: AuthUserStore;
  refreshTokens: RefreshTokenStore;
  /** The clock tokens are issued and expire by, in milliseconds (the machine's unless a test injects one). */
  now?: () => number;
}

/**
 * Access and refresh tokens (HS256 only, separate secrets) and the server-side ability check.
 * Every route must declare `config.ability` or `config.public`; the app refuses to start otherwise.
 */
export default fp<AuthPluginOptions>(
  async function authPlugin(app: FastifyInstance, { config, users, refreshTokens, now = () => Date.now() }) {
    // Expiry is checked by TokenService on the service's clock (`now`), not by the verifier on the machine's: one clock
    // decides, and a test that injects one gets tokens that live and die by it.
    const common = { verify: { algorithms: ['HS256' as const], ignoreExpiration: true }, sign: { algorithm: 'HS256' as const } };
    await app.register(jwt, {
      ...common,
      namespace: 'access',
      secret: config.jwt.accessSecret,
      sign: { ...common.sign, expiresIn: `${config.jwt.accessTtlSeconds}s` },
      verify: { ...common.verify, ...VERIFIED_TOKEN_CACHE },
    });
    await app.register(jwt, {
      ...common,
      namespace: 'refresh',
      secret: config.jwt.refreshSecret,
      sign: { ...common.sign, expiresIn: `${config.jwt.refreshTtlSeconds}s` },
    });

    const claimsOf = async (userId: number) => {
      const user = await users.findById(userId);
      return {
        ...(user && { email: user.email }),
        ability: (user?.ability ?? []).map(({ action, subject, conditions }) => ({ action, subject, ...(conditions && { conditions }) })),
      };
    };
    app.decorate('tokens', new TokenService(app.jwt.access, app.jwt.refresh, refreshTokens, config.jwt, claimsOf, now));
    app.decorateRequest('currentUser', null);

    app.decorate('authorize', async (request: FastifyRequest, ability: RouteAbility) => {
      const token = bearerToken(request);
      if (token === undefined) throw new HttpError(401, 'Missing bearer access token');
      let payload: AccessPayload;
      try {
        payload = app.tokens.verifyAccess(token);
      } catch (err) {
        const code = (err as { code?: string }).code;
        const expired = code === 'FAST_JWT_EXPIRED' || code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
        throw new HttpError(401, expired ? 'Access token expired' : 'Invalid access token');
      }
      const user = await users.findById(payload.id);
      if (!user) throw new HttpError(401, 'Invalid access token');
      request.currentUser = user;
      if (!abilityOf(user).can(ability.action, ability.subject)) {
        throw new HttpError(403, `Not allowed to ${ability.action} ${ability.subject}`);
      }
      return user;
    });

    app.addHook('onRoute', (route) => {
      const hidden = route.schema?.hide === true || route.schema === undefined;
      const { ability, public: isPublic } = route.config ?? {};
      if (!hidden && ability === undefined && isPublic !== true) {
        throw new Error(`Route ${route.method} ${route.url} declares neither config.ability nor config.public`);
      }
      // The abilities model keeps the two worlds apart: demo routes name demo subjects (which self-registered accounts
      // manage), association routes never do.
      if (ability !== undefined && ability.subject !== 'all' && isDemoSubject(ability.subject) === route.url.startsWith('/api/association')) {
        throw new Error(`Route ${route.method} ${route.url} names subject ${ability.subject} outside its area (see lib/abilities.ts)`);
      }
      if (route.schema && !hidden) {
        // Every status a route can return is in the contract: the guard's and the validator's are added here.
        const response = (route.schema.response ??= {}) as Record<number, unknown>;
        const { body, querystring, params } = route.schema;
        if (body !== undefined || querystring !== undefined || params !== undefined) response[400] ??= errorResponse(400);
        if (body !== undefined) response[413] ??= errorResponse(413);
        if (isPublic === true) route.schema.security = [];
        if (ability !== undefined) {
          route.schema.security = [{ bearerAuth: [] }];
          response[401] ??= errorResponse(401);
          response[403] ??= errorResponse(403);
        }
        response[500] ??= errorResponse(500);
      }
    });

    // Callback-style: public routes (probes, static files) pay no promise for it.
    app.addHook('onRequest', (request, reply, done) => {
      const ability = request.routeOptions.config.ability;
      if (ability === undefined) return done();
      app.authorize(request, ability).then(
        () => done(),
        (err: unknown) => {
          if (err instanceof HttpError && err.statusCode === 401) reply.header('www-authenticate', 'Bearer');
          done(err as Error);
        },
      );
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
