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

export class MemoryUserStore implements UserStore {
  private readonly users: UserAccount[];
  // A counter rather than max + 1 at each add, so the id of a deleted newest user is never handed out again.
  private lastId: number;

  constructor(seed: UserAccount[]) {
    this.users = structuredClone(seed);
    this.lastId = nextId(this.users) - 1;
  }

  all() {
    return structuredClone(this.users);
  }

  list({ q, role, currentPlan, status, page, perPage }: UserListQuery) {
    const needle = q?.toLowerCase();
    const matching = this.users.filter(
      (u) =>
        (!role || u.role === role) &&
        (!currentPlan || u.currentPlan === currentPlan) &&
        (!status || u.status === status) &&
        (!needle || this.searchable(u).some((text) => text.includes(needle))),
    );
    return { users: structuredClone(paginate(matching, page, perPage)), total: matching.length };
  }

  get(id: number) {
    const user = this.users.find((u) => u.id === id);
    return user && structuredClone(user);
  }

  add({ status = 'pending', avatar = '', ...fields }: NewUser): AddUserResult {
    const taken = this.taken(fields);
    if (taken.length > 0) return { taken };
    const user: UserAccount = { id: this.lastId + 1, ...fields, status, avatar };
    this.lastId = user.id;
    // The list shows the newest user first, as the template's add did.
    this.users.unshift(structuredClone(user));
    return { user };
  }

  remove(id: number) {
    const index = this.users.findIndex((u) => u.id === id);
    // findIndex gives -1 for an unknown id; splicing that would remove the last user.
    if (index === -1) return undefined;
    return this.users.splice(index, 1)[0];
  }

  /**
   * The searched fields in lower case, worked out once per stored user (a user is never changed in place, only added
   * or removed) instead of twice per user on every list request: the list is the demo's busiest route.
   */
  private readonly lowered = new WeakMap<UserAccount, string[]>();
  private searchable(user: UserAccount): string[] {
    let texts = this.lowered.get(user);
    if (!texts) {
      texts = [user.username.toLowerCase(), user.fullName.toLowerCase()];
      this.lowered.set(user, texts);
    }
    return texts;
  }

  /** Compared case-insensitively: addresses and handles that differ only in case name the same person. */
  private taken(draft: Pick<UserAccount, UniqueUserField>): UniqueUserField[] {
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    return (['username', 'email'] as const).filter((field) => this.users.some((u) => same(u[field], draft[field])));
  }
}
