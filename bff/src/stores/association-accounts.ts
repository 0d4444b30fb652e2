import { createHmac, randomUUID } from 'node:crypto';
import { Pool } from 'undici';
import { HttpError } from '../lib/http-error.js';
import type { AuthUser, AuthUserStore, NewAdministrator, NewAuthUser } from './auth-users.js';

import { ASSOCIATION_ACCOUNT_ID_BASE } from '../association/access/accounts.js';

export { ASSOCIATION_ACCOUNT_ID_BASE };

export interface AssociationAccountsOptions {
  /** ASSOCIATION_API_URL. */
  upstreamUrl: string;
  /** The access-token secret the association server checks: the BFF signs its short-lived service tokens with it. */
  accessSecret: string;
  timeoutMs?: number;
  /** How long a looked-up account is reused (role changes and disabling reach the BFF after at most this long). */
  cacheMs?: number;
  now?: () => number;
  /** Told when a sign-in could not reach the association server. */
  onUnreachable?: (err: Error) => void;
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 token naming the BFF itself, valid one minute: it opens the association server's /internal routes. */
export function serviceToken(secret: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const head = b64({ alg: 'HS256', typ: 'JWT' });
  const body = b64({ svc: 'bff', jti: randomUUID(), iat: nowSeconds, exp: nowSeconds + 60 });
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

/**
 * The accounts the association grants (its staff and its members), kept by the association server and reached over
 * its internal routes; the BFF's own accounts (the operator's administrator, development's demo accounts) stay in the
 * BFF's store. Sign-in asks the BFF's store first, then the association server.
 */
export class AssociationAccounts {
  private readonly pool: Pool;
  private readonly prefix: string;
  private readonly cache = new Map<number, { at: number; user: AuthUser | undefined }>();

  constructor(private readonly options: AssociationAccountsOptions) {
    const url = new URL(options.upstreamUrl);
    const timeout = options.timeoutMs ?? 5_000;
    this.pool = new Pool(url.origin, { connections: 8, headersTimeout: timeout, bodyTimeout: timeout });
    this.prefix = url.pathname.replace(/\/+$/, '');
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const res = await this.pool.request({
      method,
      path: `${this.prefix}${path}`,
      headers: {
        authorization: `Bearer ${serviceToken(this.options.accessSecret)}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
    });
    const text = await res.body.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.statusCode, json };
  }

  /**
   * The association account whose email and password match. An association server that cannot be reached has no
   * account to offer: the sign-in fails as for a wrong password (and the BFF logs why), rather than with a 500.
   */
  async verifyCredentials(email: string, password: string): Promise<AuthUser | undefined> {
    let answer: { status: number; json: unknown };
    try {
      answer = await this.call('POST', '/internal/accounts/sign-in', { email, password });
    } catch (err) {
      this.options.onUnreachable?.(err as Error);
      return undefined;
    }
    const { status, json } = answer;
    if (status === 401 || status === 400) return undefined;
    if (status !== 200) throw new Error(`association server answered ${status} to a sign-in`);
    const user = json as AuthUser;
    this.cache.set(user.id, { at: this.now(), user });
    return user;
  }

  async findById(id: number): Promise<AuthUser | undefined> {
    const hit = this.cache.get(id);
    if (hit && this.now() - hit.at < (this.options.cacheMs ?? 5_000)) return hit.user;
    const { status, json } = await this.call('GET', `/internal/accounts/${id}`);
    if (status !== 200 && status !== 404) throw new Error(`association server answered ${status} to an account look-up`);
    const user = status === 200 ? (json as AuthUser) : undefined;
    if (this.cache.size >= 10_000) this.cache.clear();
    this.cache.set(id, { at: this.now(), user });
    return user;
  }

  /** Sets the holder's own password (the first sign-in of an account with a temporary one, or any later change). */
  async changePassword(id: number, currentPassword: string, newPassword: string): Promise<void> {
    const { status, json } = await this.call('POST', `/internal/accounts/${id}/password`, { currentPassword, newPassword });
    this.cache.delete(id);
    if (status === 204) return;
    const message = (json as { message?: string } | undefined)?.message ?? 'The password could not be changed';
    if (status === 400) throw new HttpError(400, message);
    throw new Error(`association server answered ${status} to a password change`);
  }

  close() {
    return this.pool.close();
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }
}

/** The BFF's account store with the association's accounts beside it, told apart by id. */
export class AccountDirectory implements AuthUserStore {
  constructor(
    readonly local: AuthUserStore,
    readonly association: AssociationAccounts,
  ) {}

  findById(id: number) {
    return id >= ASSOCIATION_ACCOUNT_ID_BASE ? this.association.findById(id) : this.local.findById(id);
  }

  async verifyCredentials(email: string, password: string) {
    return (await this.local.verifyCredentials(email, password)) ?? this.association.verifyCredentials(email, password);
  }

  emailTaken(email: string) {
    return this.local.emailTaken(email);
  }

  usernameTaken(username: string) {
    return this.local.usernameTaken(username);
  }

  create(user: NewAuthUser) {
    return this.local.create(user);
  }

  hasAdministrator() {
    return this.local.hasAdministrator();
  }

  createAdministrator(admin: NewAdministrator) {
    return this.local.createAdministrator(admin);
  }

  async close() {
    await this.association.close();
    await this.local.close?.();
  }
}
