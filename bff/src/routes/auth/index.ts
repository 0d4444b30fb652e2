import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../lib/http-error.js';
import { errorResponse } from '../../schemas/common.js';
import { DEMO_ASSOCIATION_ACCOUNTS, DEMO_PASSWORD } from '../../association/access/demo-accounts.js';
import { ASSOCIATION_ACCOUNT_ID_BASE, type AccountDirectory } from '../../stores/association-accounts.js';
import { demoAccounts } from '../../stores/auth-users.js';
import {
  authSchemas,
  LoginBodySchema,
  LoginErrorSchema,
  RefreshBodySchema,
  RefreshErrorSchema,
  RegisterBodySchema,
  RegisterConflictSchema,
  RegisterSuccessSchema,
} from './schemas.js';

export interface AuthRoutesOptions {
  users: AccountDirectory;
  /** Off: POST /jwt/register answers 403 (production default, see PUBLIC_REGISTRATION). */
  publicRegistration: boolean;
  /** DEMO_ACCOUNTS: whether GET /jwt/demo-accounts lists the demo accounts (they exist only then). */
  demoAccounts: boolean;
}

const DemoAccountSchema = Type.Object({
  email: Type.String(),
  password: Type.String(),
  role: Type.String(),
  level: Type.Enum(['workspace', 'national', 'province', 'branch', 'member'], { type: 'string' }),
  description: Type.String(),
});

/** What a newcomer can try: the template's two accounts for the demo workspace and one account per association level. */
function demoAccountList() {
  const workspace = demoAccounts().map((u) => ({
    email: u.email,
    password: u.email.split('@')[0]!,
    role: u.role,
    level: 'workspace' as const,
    description: u.role === 'admin' ? 'Demo workspace, everything' : 'Demo workspace, read only',
  }));
  const DESCRIPTIONS: Record<string, string> = {
    national: 'National administrator (Pengurus Besar): every board, every account',
    province: 'Provincial secretary (Pengurus Wilayah): the province and its branches',
    branch: 'Branch board (Pengurus Cabang): its own members only',
    member: 'A member (dentist): his own record, dues, licences and card',
  };
  const association = DEMO_ASSOCIATION_ACCOUNTS.map((a) => ({
    email: a.email,
    password: DEMO_PASSWORD,
    role: a.role,
    level: a.level,
    description: DESCRIPTIONS[a.level]!,
  }));
  return [...association, ...workspace];
}

const INVALID_LOGIN = { error: { email: ['Email or Password is Invalid'] } };
const LOGIN_FAILED = { error: { email: ['Something went wrong'] } };
const INVALID_REFRESH = { error: 'Invalid refresh token' as const };

const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { users, publicRegistration, demoAccounts: demoOn }) => {
  for (const schema of authSchemas) app.addSchema(schema);

  app.get(
    '/jwt/demo-accounts',
    {
      config: { public: true },
      schema: {
        operationId: 'listDemoAccounts',
        tags: ['Auth'],
        summary: 'Demo accounts to try',
        description:
          'The demo accounts and their published passwords while DEMO_ACCOUNTS is on (development, demos): one per ' +
          'association level (national administrator, provincial secretary, branch secretary, treasurer and ' +
          'verifier, a member) and the template\'s two for the demo workspace. Empty where demo accounts are off ' +
          '(production): they do not exist there.',
        response: { 200: Type.Object({ accounts: Type.Array(DemoAccountSchema) }) },
      },
    },
    async () => ({ accounts: demoOn ? demoAccountList() : [] }),
  );

  app.post(
    '/jwt/change-password',
    {
      config: { ability: { action: 'read', subject: 'Auth' } },
      schema: {
        operationId: 'changePassword',
        tags: ['Auth'],
        summary: 'Set a new password',
        description:
          'Sets the signed-in association account\'s own password: required at the first sign-in with a temporary ' +
          'password (until then the association data answers 403), possible at any time after. A wrong current ' +
          'password, or a new one equal to it, answers 400; the BFF\'s own accounts (operator, demo workspace) answer ' +
          '409: their passwords are set by the operator.',
        body: Type.Object(
          {
            currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
            newPassword: Type.String({ minLength: 12, maxLength: 200, examples: ['gigi-sehat-2026'] }),
          },
          { additionalProperties: false, examples: [{ currentPassword: 'Xq3v9LmT2bZr8KpW', newPassword: 'gigi-sehat-2026' }] },
        ),
        response: { 204: Type.Null({ description: 'Changed.' }), 400: errorResponse(400), 409: errorResponse(409) },
      },
    },
    async (request, reply) => {
      const user = request.currentUser!;
      if (user.id < ASSOCIATION_ACCOUNT_ID_BASE) throw new HttpError(409, "This account's password is set by the operator");
      await users.association.changePassword(user.id, request.body.currentPassword, request.body.newPassword);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/jwt/login',
    {
      config: { public: true },
      attachValidation: true,
      onRequest: (request, reply) => app.authThrottle.perIp(request, reply),
      schema: {
        operationId: 'login',
        tags: ['Auth'],
        summary: 'Log in with email and password',
        description:
          'Returns the user data (with its abilities) and a pair of tokens. Wrong or missing credentials answer 400 ' +
          "with error.email ['Email or Password is Invalid'], as the specification gives it. Too many attempts from " +
          'one address, or too many failed logins for the account (from this address, from many addresses, or from this ' +
          'address for many accounts), answer 429 with Retry-After: the back-off doubles with every further failure ' +
          'and a successful login clears the account\'s failures.',
        body: LoginBodySchema,
        // A body that is not JSON, or not an object, is refused before the handler with the one error body.
        response: {
          200: Type.Ref('LoginResponse'),
          400: Type.Union([LoginErrorSchema, errorResponse(400)]),
          429: errorResponse(429),
          500: Type.Union([LoginErrorSchema, errorResponse(500)]),
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) return reply.code(400).send(INVALID_LOGIN);
      app.authThrottle.checkLogin(request.body.email, request, reply);
      try {
        const user = await users.verifyCredentials(request.body.email, request.body.password);
        if (!user) {
          app.authThrottle.recordFailure(request.body.email, request);
          return reply.code(400).send(INVALID_LOGIN);
        }
        app.authThrottle.recordSuccess(request.body.email, request);
        return { userData: user, ...(await app.tokens.issuePair(user.id)) };
      } catch (err) {
        request.log.error({ err }, 'login failed');
        return reply.code(500).send(LOGIN_FAILED);
      }
    },
  );

  app.post(
    '/jwt/register',
    {
      config: { public: true },
      onRequest: (request, reply) => app.authThrottle.perIp(request, reply),
      schema: {
        operationId: 'register',
        tags: ['Auth'],
        summary: 'Register a new account',
        description:
          'Creates an account with role admin and ability manage on every subject of the demo workspace (never the ' +
          "association's data), and logs it in. An email or username already in use answers 200 with an error object " +
          'naming each conflict (the other key is null). Too many attempts from one address or for one email answer ' +
          '429 with Retry-After. Where public registration is off (the production default) it answers 403.',
        body: RegisterBodySchema,
        response: { 200: Type.Union([RegisterSuccessSchema, RegisterConflictSchema]), 403: errorResponse(403), 429: errorResponse(429) },
      },
    },
    async (request, reply) => {
      if (!publicRegistration) throw new HttpError(403, 'Registration is closed on this server; ask the association for an account');
      const { email, username, password } = request.body;
      await app.authThrottle.countRegistration(email, reply);
      const [emailTaken, usernameTaken] = await Promise.all([users.emailTaken(email), users.usernameTaken(username)]);
      if (emailTaken || usernameTaken) {
        return {
          error: {
            email: emailTaken ? 'This email is already in use.' : null,
            username: usernameTaken ? 'This username is already in use.' : null,
          },
        };
      }
      const user = await users.create({ email, username, password });
      return { user, ...(await app.tokens.issuePair(user.id)) };
    },
  );

  app.post(
    '/jwt/refresh-token',
    {
      config: { public: true },
      schema: {
        operationId: 'refreshToken',
        tags: ['Auth'],
        summary: 'Exchange a refresh token for a new pair',
        description:
          'Refresh tokens are single use: the presented token is consumed and a new access and refresh token are ' +
          'returned with fresh user data. An invalid, expired or already used token answers 401 ' +
          "{error: 'Invalid refresh token'}; presenting a used token also revokes every token issued from that login.",
        body: RefreshBodySchema,
        response: { 200: Type.Ref('LoginResponse'), 401: RefreshErrorSchema },
      },
    },
    async (request, reply) => {
      const rotated = await app.tokens.rotate(request.body.refreshToken);
      const user = rotated && (await users.findById(rotated.userId));
      if (!rotated || !user) return reply.code(401).send(INVALID_REFRESH);
      return { userData: user, ...rotated.pair };
    },
  );

  app.post(
    '/jwt/logout',
    {
      config: { public: true },
      schema: {
        operationId: 'logout',
        tags: ['Auth'],
        summary: 'Log out',
        description: 'Revokes the refresh token and every token issued from the same login. Idempotent.',
        body: RefreshBodySchema,
        response: { 204: Type.Null({ description: 'Logged out.' }) },
      },
    },
    async (request, reply) => {
      await app.tokens.revoke(request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/jwt/me',
    {
      config: { ability: { action: 'read', subject: 'Auth' } },
      schema: {
        operationId: 'getCurrentUser',
        tags: ['Auth'],
        summary: 'The signed-in user',
        description: 'The user data and abilities for the bearer access token, as the server sees them now.',
        response: { 200: Type.Object({ userData: Type.Ref('UserData') }) },
      },
    },
    async (request) => ({ userData: request.currentUser! }),
  );
};

export default authRoutes;
