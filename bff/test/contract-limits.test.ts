import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaController } from '../src/lib/schema-compilers.js';
import errorsPlugin from '../src/plugins/errors.js';
import swaggerPlugin from '../src/plugins/swagger.js';
import { DEFAULT_MAX_ITEMS, DEFAULT_MAX_LENGTH, withContractLimits } from '../src/schemas/limits.js';
import { makeApp } from './helpers.js';

type Schema = Record<string, unknown>;
type Capped = { properties: Record<string, Schema & { items?: Schema }> };
interface Operation {
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { headers?: Record<string, unknown>; content: Record<string, unknown> }> };
}

describe('default caps of a schema that states none', () => {
  it('gives strings a maxLength (by format where it has one), arrays a maxItems, integers a format and bounds', () => {
    const capped = withContractLimits(
      Type.Object({
        note: Type.String(),
        day: Type.String({ format: 'date' }),
        tags: Type.Array(Type.String()),
        count: Type.Integer({ minimum: 0, maximum: 100 }),
        amount: Type.Integer({ minimum: 0 }),
      }),
    ) as unknown as Capped;
    const { note, day, tags, count, amount } = capped.properties;
    expect(note).toMatchObject({ maxLength: DEFAULT_MAX_LENGTH });
    expect(day).toMatchObject({ maxLength: 10 });
    expect(tags).toMatchObject({ maxItems: DEFAULT_MAX_ITEMS, items: { maxLength: DEFAULT_MAX_LENGTH } });
    expect(count).toMatchObject({ format: 'int32', minimum: 0, maximum: 100 });
    expect(amount).toMatchObject({ format: 'int64', minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
  });

  it('keeps the caps a schema states, leaves shared ($id) schemas alone and returns one copy per schema', () => {
    const shared = Type.Object({ name: Type.String() }, { $id: 'LimitsTestShared' });
    const source = Type.Object({ code: Type.String({ maxLength: 8 }), list: Type.Array(Type.Integer(), { maxItems: 3 }), shared });
    const capped = withContractLimits(source) as unknown as Capped;
    expect(capped.properties.code!.maxLength).toBe(8);
    expect(capped.properties.list).toMatchObject({ maxItems: 3, items: { format: 'int64' } });
    expect(capped.properties.shared).toBe(shared);
    expect(withContractLimits(source)).toBe(capped);
    expect(source.properties.list.items).not.toHaveProperty('format');
  });
});

describe('a route whose schema states no caps', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false, schemaController });
    await app.register(errorsPlugin);
    await app.register(swaggerPlugin, { appName: 'Test', version: '0', tags: [{ name: 'Test', description: 'Test.' }] });
    app.post(
      '/limits-test',
      {
        schema: {
          operationId: 'limitsTest',
          tags: ['Test'],
          body: Type.Object({ note: Type.String(), tags: Type.Array(Type.String()), count: Type.Integer() }),
        },
      },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (body: object) => app.inject({ method: 'POST', url: '/limits-test', payload: body });
  const valid = { note: 'x'.repeat(DEFAULT_MAX_LENGTH), tags: Array.from({ length: DEFAULT_MAX_ITEMS }, () => 't'), count: 2 ** 53 - 1 };

  it('accepts values up to the default caps', async () => {
    expect((await post(valid)).statusCode).toBe(200);
  });

  it.each([
    ['a string past the default maxLength', { note: 'x'.repeat(DEFAULT_MAX_LENGTH + 1) }, 'note'],
    ['an array past the default maxItems', { tags: Array.from({ length: DEFAULT_MAX_ITEMS + 1 }, () => 't') }, 'tags'],
    ['an integer no JavaScript number holds exactly', { count: 2 ** 53 }, 'count'],
  ])('refuses %s with a 400 naming the field', async (_what, change, field) => {
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field, in: 'body' })]));
  });

  it('documents the caps it enforces', async () => {
    const doc = (await app.inject({ url: '/openapi.json' })).json() as { paths: Record<string, { post: { requestBody: { content: Record<string, { schema: { properties: Record<string, Schema> } }> } } }> };
    const { note, tags, count } = doc.paths['/limits-test']!.post.requestBody.content['application/json']!.schema.properties;
    expect(note).toMatchObject({ maxLength: DEFAULT_MAX_LENGTH });
    expect(tags).toMatchObject({ maxItems: DEFAULT_MAX_ITEMS });
    expect(count).toMatchObject({ format: 'int64', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });
  });
});

describe('error responses in the contract', () => {
  let app: FastifyInstance;
  let doc: Doc;
  beforeAll(async () => {
    app = await makeApp();
    doc = (await app.inject({ url: '/openapi.json' })).json() as Doc;
  });
  afterAll(async () => {
    await app.close();
  });

  const operations = () => Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ where: `${method} ${path}`, op })));

  it('are shared components: no operation carries its own copy of the error body', () => {
    const errorBody = (schema: Schema | undefined) =>
      schema?.$ref === '#/components/schemas/Error' || Object.keys((schema?.properties as object) ?? {}).sort().join() === 'details,error,message,statusCode';
    const inlined: string[] = [];
    for (const { where, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        const media = Object.values(response.content ?? {}) as { schema?: Schema }[];
        if (media.some((m) => errorBody(m.schema))) inlined.push(`${where} ${status}`);
      }
    }
    expect(inlined).toEqual([]);
    expect(doc.paths['/api/association/members/{id}']!.get!.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(doc.paths['/api/association/contributions/payments']!.post!.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
  });

  it('say JSON even where the operation answers CSV', () => {
    const exportErrors = doc.paths['/api/association/members/export.csv']!.get!.responses;
    expect(exportErrors['502']).toEqual({ $ref: '#/components/responses/BadGateway' });
    expect(Object.keys(doc.components.responses.BadGateway!.content)).toEqual(['application/json']);
  });

  it('document the Retry-After of 429 on the rate-limited routes and the WWW-Authenticate of 401', () => {
    for (const path of ['/jwt/login', '/jwt/register']) {
      expect(doc.paths[path]!.post!.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    }
    expect(doc.components.responses.TooManyRequests!.headers).toHaveProperty('Retry-After');
    expect(doc.components.responses.Unauthorized!.headers).toHaveProperty('WWW-Authenticate');
  });
});
