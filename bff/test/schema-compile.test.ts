import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAssociationApp } from '../src/association/app.js';
import { compileAllSchemas, schemaController } from '../src/lib/schema-compilers.js';
import { openTestDatabase, type TestDatabase } from './association/harness.js';
import { makeApp, testConfig } from './helpers.js';

/**
 * Validators and serializers are compiled when a route first needs them (lib/schema-compilers.ts). A schema that Ajv or
 * fast-json-stringify cannot compile would then fail only the first request that needs it: here every schema of the
 * BFF and of the association server is compiled at once, as the start did before.
 */
describe('route schemas', () => {
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.db.close();
    await database?.drop();
  });

  it('all compile: every validator and serializer of the BFF and of the association server', async () => {
    const config = testConfig();
    const bff = await makeApp(config);
    database = await openTestDatabase('embedded');
    const association = await buildAssociationApp({ db: database.db, jwtSecret: config.jwt.accessSecret });
    await association.ready();
    try {
      expect(() => compileAllSchemas()).not.toThrow();
      expect(compileAllSchemas()).toBe(0); // nothing left to compile
    } finally {
      await bff.close();
      await association.close();
    }
  });

  it('a schema that cannot compile fails compileAllSchemas (the app itself still starts)', async () => {
    compileAllSchemas();
    const app = Fastify({ schemaController });
    app.post('/broken', { schema: { body: { type: 'object', properties: { when: { type: 'string', format: 'no-such-format' } } } } }, async () => 'ok');
    await app.ready();
    try {
      expect(() => compileAllSchemas()).toThrow(/no-such-format/);
    } finally {
      await app.close();
    }
  });
});
