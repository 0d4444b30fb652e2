import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../../lib/http-error.js';
import { errorResponse } from '../../schemas/common.js';
import type { AuthUserStore } from '../../stores/auth-users.js';
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
  users: AuthUserStore;
  /** Off: POST /jwt/register answers 403 (production default, see PUBLIC_REGISTRATION). */
  publicRegistration: boolean;
}

const INVALID_LOGIN = { error: { email: ['Email or Password is Invalid'] } };
const LOGIN_FAILED = { error: { email: ['Something went wrong'] } };
const INVALID_REFRESH = { error: 'Invalid refresh token' as const };

const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { users, publicRegistration }) => {
  for (const schema of authSchemas) app.addSchema(schema);

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
