import { hash, verify } from '@node-rs/argon2';
import { demoWorkspaceRules } from '../lib/abilities.js';
import { loadFixture } from '../lib/fixtures.js';

export interface AbilityRule {
  action: string;
  subject: string;
  conditions?: Record<string, unknown>;
}

export interface AuthUser {
  id: number;
  fullName: string;
  username: string;
  avatar: string | null;
  email: string;
  role: string;
  ability: AbilityRule[];
  extras: { eCommerceCartItemsCount: number };
  /** Accounts the association grants (see stores/association-accounts.ts): the board or member record held. */
  association?: {
    divisionId: number | null;
    divisionLevel: 'national' | 'province' | 'branch' | null;
    divisionName: string | null;
    memberId: number | null;
    mustChangePassword: boolean;
  };
}

export interface StoredUser extends AuthUser {
  passwordHash: string;
}

export interface NewAuthUser {
  email: string;
  username: string;
  password: string;
}

/** Accounts that can log in. The in-memory implementation is seeded from fixtures/auth-users.json. */
export interface AuthUserStore {
  findById(id: number): Promise<AuthUser | undefined>;
  /** Returns the user when the email and password match, undefined otherwise. */
  verifyCredentials(email: string, password: string): Promise<AuthUser | undefined>;
  emailTaken(email: string): Promise<boolean>;
  usernameTaken(username: string): Promise<boolean>;
  create(user: NewAuthUser): Promise<AuthUser>;
  /** Whether an account with manage on all exists. */
  hasAdministrator(): Promise<boolean>;
  /** Creates an account with role admin and manage on all (the operator's first administrator). */
  createAdministrator(admin: NewAdministrator): Promise<AuthUser>;
  /** Releases connections, if the store holds any. */
  close?(): Promise<void>;
}

export interface NewAdministrator {
  email: string;
  password: string;
}

let dummy: Promise<string> | undefined;
/** A real hash, made once per process, so that an unknown email costs the same time as a wrong password. */
export const dummyHash = () => (dummy ??= hash('timing-equaliser'));

/** The template's demo accounts (fixtures/auth-users.json): only where demo accounts are enabled (DEMO_ACCOUNTS). */
export function demoAccounts(): StoredUser[] {
  return loadFixture<{ users: StoredUser[] }>('auth-users.json').users;
}

export const isAdministrator = (user: AuthUser) =>
  user.ability.some((rule) => rule.action === 'manage' && rule.subject === 'all');

/** The stored form of a new account; `registered` is what a public registration creates. */
export async function newAccount(
  kind: 'registered' | 'administrator',
  { email, username, password }: NewAuthUser,
): Promise<Omit<StoredUser, 'id'>> {
  const registered = kind === 'registered';
  return {
    fullName: registered ? '' : 'Administrator',
    username: username.trim(),
    avatar: null,
    email: normaliseEmail(email),
    role: 'admin',
    ability: registered ? demoWorkspaceRules() : [{ action: 'manage', subject: 'all' }],
    extras: { eCommerceCartItemsCount: 0 },
    passwordHash: await hash(password),
  };
}

/** The username of an administrator made from its email: the part before @. */
export const usernameOf = (email: string) => normaliseEmail(email).split('@')[0] ?? 'admin';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

function publicView({ passwordHash: _omit, ...user }: StoredUser): AuthUser {
  return structuredClone(user);
}

export class MemoryAuthUserStore implements AuthUserStore {
  private readonly users: StoredUser[];

  constructor(seed: StoredUser[]) {
    this.users = structuredClone(seed);
  }

  async findById(id: number) {
    const user = this.users.find((u) => u.id === id);
    return user && publicView(user);
  }

  async verifyCredentials(email: string, password: string) {
    const user = this.users.find((u) => u.email === normaliseEmail(email));
    const ok = await verify(user?.passwordHash ?? (await dummyHash()), password);
    return ok && user ? publicView(user) : undefined;
  }

  async emailTaken(email: string) {
    return this.users.some((u) => u.email === normaliseEmail(email));
  }

  async usernameTaken(username: string) {
    const wanted = username.trim().toLowerCase();
    return this.users.some((u) => u.username.toLowerCase() === wanted);
  }

  async create(user: NewAuthUser) {
    return this.add(await newAccount('registered', user));
  }

  async hasAdministrator() {
    return this.users.some((u) => isAdministrator(u));
  }

  async createAdministrator({ email, password }: NewAdministrator) {
    return this.add(await newAccount('administrator', { email, password, username: usernameOf(email) }));
  }

  private add(account: Omit<StoredUser, 'id'>) {
    const user: StoredUser = { id: this.users.reduce((max, u) => Math.max(max, u.id), 0) + 1, ...account };
    this.users.push(user);
    return publicView(user);
  }
}
