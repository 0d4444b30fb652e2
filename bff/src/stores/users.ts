import { nextId, paginate } from '../lib/paginate.js';
import type { NewUser, UserAccount, UserPlan, UserRole, UserStatus } from '../routes/demo/users/schemas.js';

export interface UserListQuery {
  /** Matches username or fullName, case-insensitively. */
  q?: string;
  /** Absent or empty: no filter. */
  role?: UserRole | '';
  currentPlan?: UserPlan | '';
  status?: UserStatus | '';
  page?: number;
  perPage?: number;
}

/** The fields that must be unique among users. */
export type UniqueUserField = 'username' | 'email';

/** An add either creates the user or, when its username or email is in use, changes nothing. */
export type AddUserResult = { user: UserAccount } | { taken: UniqueUserField[] };

export interface UserStore {
  /** Every user in storage order: the most recently added first, then the seed in id order. */
  all(): UserAccount[];
  /** One page of the matching users, in storage order, and how many match in all. */
  list(query: UserListQuery): { users: UserAccount[]; total: number };
  get(id: number): UserAccount | undefined;
  add(draft: NewUser): AddUserResult;
  remove(id: number): UserAccount | undefined;
}

/** A stored user: frozen, so the list can hand out the stored objects instead of copies (a caller cannot change them). */
function frozen(user: UserAccount): UserAccount {
  return Object.freeze({ ...user });
}

export class MemoryUserStore implements UserStore {
  private users: readonly UserAccount[];
  // A counter rather than max + 1 at each add, so the id of a deleted newest user is never handed out again.
  private lastId: number;
  /**
   * The users matching each filter asked for since the last change, in storage order: the list is the demo's busiest
   * route, and a page is then a slice instead of a scan of every user. Emptied by every add and remove.
   */
  private readonly matches = new Map<string, readonly UserAccount[]>();

  constructor(seed: UserAccount[]) {
    this.users = seed.map(frozen);
    this.lastId = nextId(this.users) - 1;
  }

  all() {
    return structuredClone([...this.users]);
  }

  list({ q, role, currentPlan, status, page, perPage }: UserListQuery) {
    const needle = q?.toLowerCase() ?? '';
    const key = JSON.stringify([needle, role ?? '', currentPlan ?? '', status ?? '']);
    let matching = this.matches.get(key);
    if (!matching) {
      matching = this.users.filter(
        (u) =>
          (!role || u.role === role) &&
          (!currentPlan || u.currentPlan === currentPlan) &&
          (!status || u.status === status) &&
          (!needle || u.username.toLowerCase().includes(needle) || u.fullName.toLowerCase().includes(needle)),
      );
      // Searches are as many as people type: the memo is bounded.
      if (this.matches.size >= 1000) this.matches.clear();
      this.matches.set(key, matching);
    }
    return { users: paginate(matching, page, perPage), total: matching.length };
  }

  get(id: number) {
    return this.users.find((u) => u.id === id);
  }

  add({ status = 'pending', avatar = '', ...fields }: NewUser): AddUserResult {
    const taken = this.taken(fields);
    if (taken.length > 0) return { taken };
    const user = frozen({ id: this.lastId + 1, ...fields, status, avatar });
    this.lastId = user.id;
    // The list shows the newest user first, as the template's add did.
    this.users = [user, ...this.users];
    this.matches.clear();
    return { user };
  }

  remove(id: number) {
    const user = this.users.find((u) => u.id === id);
    if (!user) return undefined;
    this.users = this.users.filter((u) => u !== user);
    this.matches.clear();
    return user;
  }

  /** Compared case-insensitively: addresses and handles that differ only in case name the same person. */
  private taken(draft: Pick<UserAccount, UniqueUserField>): UniqueUserField[] {
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    return (['username', 'email'] as const).filter((field) => this.users.some((u) => same(u[field], draft[field])));
  }
}
