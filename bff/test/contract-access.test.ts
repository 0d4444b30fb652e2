import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, bearer, login, makeApp } from './helpers.js';

interface Operation {
  operationId: string;
  security?: { bearerAuth?: string[] }[];
  parameters?: { in: string; name: string; required?: boolean }[];
}
type Doc = { paths: Record<string, Record<string, Operation>> };

let app: FastifyInstance;
let clientToken: string;
let protectedOps: { method: string; url: string; operationId: string }[];

// Abilities of the client demo account (read on ACL and Auth) allow exactly these operations.
// Read on Auth: the signed-in user, and setting one's own password.
const CLIENT_ALLOWED = new Set(['getCurrentUser', 'changePassword']);

beforeAll(async () => {
  app = await makeApp();
  clientToken = (await login(app, CLIENT)).accessToken;
  const doc = (await app.inject({ url: '/openapi.json' })).json() as Doc;
  protectedOps = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => (op.security ?? []).some((s) => s.bearerAuth !== undefined))
      .map(([method, op]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1'), operationId: op.operationId })),
  );
});
afterAll(async () => {
  await app.close();
});

describe('every protected operation in the contract', () => {
  it('answers 401 without a token, before validating anything', async () => {
    expect(protectedOps.length).toBeGreaterThan(0);
    for (const op of protectedOps) {
      const res = await app.inject({ method: op.method as 'GET', url: op.url, payload: op.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${op.method} ${op.url}`).toBe(401);
    }
  });

  it('answers 403 to the client demo account unless its abilities allow the operation', async () => {
    for (const op of protectedOps) {
      const res = await app.inject({
        method: op.method as 'GET',
        url: op.url,
        headers: bearer(clientToken),
        payload: op.method === 'GET' ? undefined : {},
      });
      if (CLIENT_ALLOWED.has(op.operationId)) expect(res.statusCode, op.operationId).not.toBe(403);
      else expect(res.statusCode, `${op.method} ${op.url}`).toBe(403);
    }
  });
});
