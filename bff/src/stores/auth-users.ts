import { hash, verify } from '@node-rs/argon2';
import { demoWorkspaceRules } from '../lib/abilities.js';
import { loadFixture } from '../lib/fixtures.js';

export interface AbilityRule {
  action: string;
  subject: string;
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
}

interface StoredUser extends AuthUser {
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
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

function publicView({ passwordHash: _omit, ...user }: StoredUser): AuthUser {
  return structuredClone(user);
}

export class MemoryAuthUserStore implements AuthUserStore {
  private readonly users: StoredUser[];
  // A real hash so that an unknown email costs the same time as a wrong password.
  private readonly dummyHash: Promise<string> = hash('timing-equaliser');

  constructor(seed: StoredUser[] = loadFixture<{ users: StoredUser[] }>('auth-users.json').users) {
    this.users = seed;
  }

  async findById(id: number) {
    const user = this.users.find((u) => u.id === id);
    return user && publicView(user);
  }

  async verifyCredentials(email: string, password: string) {
    const user = this.users.find((u) => u.email === normaliseEmail(email));
    const ok = await verify(user?.passwordHash ?? (await this.dummyHash), password);
    return ok && user ? publicView(user) : undefined;
  }

  async emailTaken(email: string) {
    return this.users.some((u) => u.email === normaliseEmail(email));
  }

  async usernameTaken(username: string) {
    const wanted = username.trim().toLowerCase();
    return this.users.some((u) => u.username.toLowerCase() === wanted);
  }

  async create({ email, username, password }: NewAuthUser) {
    const user: StoredUser = {
      id: this.users.reduce((max, u) => Math.max(max, u.id), 0) + 1,
      fullName: '',
      username: username.trim(),
      avatar: null,
      email: normaliseEmail(email),
      role: 'admin',
      ability: demoWorkspaceRules(),
      extras: { eCommerceCartItemsCount: 0 },
      passwordHash: await hash(password),
    };
    this.users.push(user);
    return publicView(user);
  }
}
