import type { UserAccount } from '../../api/enhanced/users';
import type { FakeRequest, Handler } from '../../test/fake-api';

const ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const;
const PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
const STATUSES = ['active', 'pending', 'inactive'] as const;

/** `count` users: Person 001 ... with roles, plans and statuses in turn; every third has no picture. */
export function makeUsers(count: number): UserAccount[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const id = String(n).padStart(3, '0');
    return {
      id: n,
      fullName: `Person ${id} Tester`,
      company: n % 2 ? 'Klinik Gigi Harmoni' : 'Klinik Gigi Tugu',
      role: ROLES[i % ROLES.length]!,
      username: `person.${id}`,
      country: 'Indonesia',
      contact: `+62 812-0000-${id}`,
      email: `person${id}@sejawat.id`,
      currentPlan: PLANS[i % PLANS.length]!,
      status: STATUSES[i % STATUSES.length]!,
      avatar: n % 3 === 0 ? '' : `/images/avatars/${(n % 20) + 1}.svg`,
    };
  });
}

/** A small stand-in for the BFF's user routes over an in-memory list, newest first. */
export function userServer(seed: UserAccount[]) {
  const users = [...seed];
  let lastId = Math.max(0, ...users.map((u) => u.id));
  const handlers: Record<string, Handler> = {
    'GET /api/users/list/all-data': () => ({ body: users }),
    'GET /api/users/list/data': (req: FakeRequest) => {
      const q = (req.query.get('q') ?? '').toLowerCase();
      const page = Number(req.query.get('page') ?? 1);
      const perPage = Number(req.query.get('perPage') ?? 10);
      const matching = users.filter(
        (u) =>
          (!req.query.get('role') || u.role === req.query.get('role')) &&
          (!req.query.get('currentPlan') || u.currentPlan === req.query.get('currentPlan')) &&
          (!req.query.get('status') || u.status === req.query.get('status')) &&
          (!q || u.username.includes(q) || u.fullName.toLowerCase().includes(q)),
      );
      return { body: { users: matching.slice((page - 1) * perPage, page * perPage), total: matching.length } };
    },
    'GET /api/users/user': (req: FakeRequest) => {
      const user = users.find((u) => u.id === Number(req.query.get('id')));
      return user ? { body: { user } } : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'User not found' } };
    },
    'POST /apps/users/add-user': (req: FakeRequest) => {
      const body = req.body as Omit<UserAccount, 'id' | 'status' | 'avatar'>;
      const taken = (['username', 'email'] as const).filter((f) => users.some((u) => u[f].toLowerCase() === body[f].toLowerCase()));
      if (taken.length) {
        const details = taken.map((field) => ({ field, in: 'body', message: `${field === 'username' ? 'Username' : 'Email'} '${body[field]}' is already taken` }));
        return { status: 409, body: { statusCode: 409, error: 'Conflict', message: details.map((d) => d.message).join('; '), details } };
      }
      const user: UserAccount = { ...body, id: ++lastId, status: 'pending', avatar: '' };
      users.unshift(user);
      return { status: 201, body: { user } };
    },
    'DELETE /apps/users/delete': (req: FakeRequest) => {
      const index = users.findIndex((u) => u.id === Number(req.query.get('id')));
      if (index === -1) return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'User not found' } };
      users.splice(index, 1);
      return { body: { id: Number(req.query.get('id')) } };
    },
  };
  return { users, handlers };
}
