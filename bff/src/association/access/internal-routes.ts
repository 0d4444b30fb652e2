import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../errors.js';
import { writeAudit } from '../resources/audit.js';
import { accountRules, changeOwnPassword, verifyCredentials, type AccountCache, type ResolvedAccount } from './accounts.js';

/**
 * What the BFF needs to sign an association account in: the user data of the template's login answer (its ability
 * rules included) plus the scope, for the web app. Served on /internal/*, which only the BFF's service token opens.
 */
export function signInView(account: ResolvedAccount) {
  return {
    id: account.id,
    fullName: account.fullName,
    username: account.email.split('@')[0] ?? account.email,
    avatar: null,
    email: account.email,
    role: account.role,
    ability: accountRules(account),
    extras: { eCommerceCartItemsCount: 0 },
    association: {
      divisionId: account.divisionId,
      divisionLevel: account.divisionLevel,
      divisionName: account.divisionName,
      memberId: account.memberId,
      mustChangePassword: account.mustChangePassword,
    },
  };
}

const owner = (request: FastifyRequest) => {
  if (!request.db) throw new Error('internal route without a database');
  return request.db;
};

const Credentials = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
const PasswordChange = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: 200 }), newPassword: Type.String({ minLength: 12, maxLength: 200 }) },
  { additionalProperties: false },
);
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** Sign-in, look-up and own-password change of association accounts, for the BFF. */
export function registerInternalAccountRoutes(app: FastifyInstance, cache: AccountCache) {
  const config = { service: true };

  app.post('/internal/accounts/sign-in', { config, schema: { body: Credentials } }, async (request, reply) => {
    const { email, password } = request.body as { email: string; password: string };
    const account = await verifyCredentials(owner(request), email, password);
    if (!account) return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Email or password is invalid' });
    return signInView(account);
  });

  app.get('/internal/accounts/:id', { config, schema: { params: IdParams } }, async (request) => {
    const { id } = request.params as { id: number };
    cache.forget(id);
    const account = await cache.get(owner(request), id);
    if (!account || account.disabled) throw new ApiError(404, `Account ${id} not found`);
    return signInView(account);
  });

  app.post('/internal/accounts/:id/password', { config, schema: { params: IdParams, body: PasswordChange } }, async (request, reply) => {
    const { id } = request.params as { id: number };
    const { currentPassword, newPassword } = request.body as { currentPassword: string; newPassword: string };
    const db = owner(request);
    const outcome = await db.transaction(async (tx) => {
      const result = await changeOwnPassword(tx, id, currentPassword, newPassword);
      if (result === 'ok') await writeAudit(tx, { entity: 'account', entityId: id, action: 'password', actor: `account:${id}`, changes: {} });
      return result;
    });
    if (outcome === 'wrong-password') throw new ApiError(400, 'The current password is wrong', [{ field: 'currentPassword', in: 'body', message: 'is wrong' }]);
    if (outcome === 'same-password') throw new ApiError(400, 'The new password must differ from the current one', [{ field: 'newPassword', in: 'body', message: 'must differ from the current password' }]);
    cache.forget(id);
    return reply.code(204).send();
  });
}
