import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyServerOptions } from 'fastify';
import fastJson from 'fast-json-stringify';
import fastUri from 'fast-uri';
import { addDateRangeKeyword, inputProblem, nonFiniteProblem, type InputSchema } from './input-guard.js';

type SchemaObject = Record<string, unknown> & { $id?: string };
type Serialize = (data: unknown) => string;

const AJV_OPTIONS = {
  coerceTypes: 'array',
  useDefaults: true,
  // Unknown fields are refused (400), never silently dropped.
  removeAdditional: false,
  // Stop at the first error: a 500,000-item array answers one detail at once, not one per item after seconds.
  allErrors: false,
  addUsedSchema: false,
  uriResolver: fastUri,
} as const;

let ajv: Ajv | undefined;

/** The validators and serializers not compiled yet. */
const uncompiled = new Set<() => unknown>();

/** `make()` run once, when the returned function is first called (or by `compileAllSchemas`). */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  const ensure = () => {
    if (made === undefined) {
      made = make();
      uncompiled.delete(ensure);
    }
    return made;
  };
  uncompiled.add(ensure);
  return ensure;
}

/**
 * Every validator the apps compile runs behind this guard. Before Ajv (whose type coercion would turn `null` into 0
 * or "", and "1e3" or "0x10" into numbers) it refuses text that is not text and null where the schema has no null;
 * after it, Infinity and NaN that coercion made out of strings such as "1e999".
 *
 * Ajv compiles the schema when the first request needs it, not when the app is built: of the ~700 schemas of the
 * contract's routes a process answers a few first, and compiling all of them made every start (the product, the
 * association server, every test that builds an app) pay about a second and a half of CPU before its first answer.
 */
function guarded(schema: unknown, compile: () => ValidateFunction): ValidateFunction {
  const ensure = once(compile);
  const checked = ((data: unknown) => {
    const early = inputProblem(schema as InputSchema, data);
    if (early) {
      checked.errors = [early];
      return false;
    }
    const validate = ensure();
    const ok = validate(data);
    checked.errors = validate.errors;
    if (!ok) return false;
    const late = nonFiniteProblem(data);
    if (!late) return true;
    checked.errors = [late];
    return false;
  }) as ValidateFunction;
  return checked;
}
const validators = new WeakMap<object, ValidateFunction>();
const validatorsByContent = new Map<string, ValidateFunction>();
const validatorsById = new Map<string, ValidateFunction>();
const serializers = new WeakMap<object, Serialize>();
const serializersByContent = new Map<string, Serialize>();

/** A serializer built when it first serializes (see `guarded`). */
function lazySerializer(build: () => Serialize): Serialize {
  const ensure = once(build);
  return (data: unknown) => ensure()(data);
}

/**
 * Compiles every validator and serializer of the apps built so far that no request has needed yet: a test calls it
 * after building the apps, so a schema Ajv or fast-json-stringify cannot compile fails the suite, as it failed the
 * start before compiling moved to first use.
 */
export function compileAllSchemas(): number {
  const pending = [...uncompiled];
  for (const ensure of pending) ensure();
  return pending.length;
}

/** Whether Ajv holds a schema by this id (asking `getSchema` would compile it). */
const holds = (instance: Ajv, id: string) => Boolean(instance.schemas[id] || instance.refs[id]);

function sharedAjv(externalSchemas: Record<string, unknown>): Ajv {
  if (!ajv) {
    ajv = new Ajv(AJV_OPTIONS);
    (addFormats as unknown as (a: Ajv) => void)(ajv);
    addDateRangeKeyword(ajv);
  }
  for (const schema of Object.values(externalSchemas) as SchemaObject[]) {
    // Added, not compiled: compiled when a validator that refers to it first runs.
    if (schema.$id && !holds(ajv, schema.$id)) ajv.addSchema(schema as AnySchema);
  }
  return ajv;
}

/** A body that is a file's bytes (an upload), read whole by the binary content-type parser. */
export const BinaryBody = (description: string) => ({ type: 'string', format: 'binary', description }) as const;
const isBinary = (schema: unknown) => (schema as SchemaObject).type === 'string' && (schema as SchemaObject).format === 'binary';

/** JSON Schema cannot check a Buffer: a binary body is valid when it holds at least one byte. */
const validateBinary = ((data: unknown) => {
  if (Buffer.isBuffer(data) && data.length > 0) return true;
  validateBinary.errors = [{ instancePath: '', schemaPath: '#/format', keyword: 'format', params: { format: 'binary' }, message: 'must be the bytes of a file (not empty)' }];
  return false;
}) as ValidateFunction;

/**
 * Validators and serializers compiled once per schema object for the whole process. Route schemas are module-level
 * constants, so an app built again in the same process (every test) reuses them instead of compiling ~100 routes
 * anew; a production process builds one app and sees no difference.
 */
export const schemaController = {
  compilersFactory: {
    buildValidator: (externalSchemas: Record<string, unknown>) => {
      const instance = sharedAjv(externalSchemas);
      return ({ schema }: { schema: unknown }) => {
        if (isBinary(schema)) return validateBinary;
        const id = (schema as SchemaObject).$id;
        if (id && holds(instance, id)) {
          let byId = validatorsById.get(id);
          if (!byId) {
            byId = guarded(schema, () => instance.getSchema(id)!);
            validatorsById.set(id, byId);
          }
          return byId;
        }
        let validate = validators.get(schema as object);
        if (validate) return validate;
        const key = JSON.stringify(schema);
        validate = validatorsByContent.get(key);
        if (!validate) {
          validate = guarded(schema, () => instance.compile(schema as AnySchema));
          validatorsByContent.set(key, validate);
        }
        validators.set(schema as object, validate);
        return validate;
      };
    },
    buildSerializer: (externalSchemas: Record<string, unknown>, options: unknown) => {
      const shared = Object.keys(externalSchemas).sort().join(',');
      return ({ schema }: { schema: unknown }) => {
        let serialize = serializers.get(schema as object);
        if (serialize) return serialize;
        // Fastify hands some response schemas over as fresh copies on every build: fall back to their content.
        const key = `${shared}\n${JSON.stringify(schema)}`;
        serialize = serializersByContent.get(key);
        if (!serialize) {
          serialize = lazySerializer(
            () =>
              fastJson(schema as Parameters<typeof fastJson>[0], {
                ...(options as object),
                schema: externalSchemas as Record<string, Parameters<typeof fastJson>[0]>,
              }) as Serialize,
          );
          serializersByContent.set(key, serialize);
        }
        serializers.set(schema as object, serialize);
        return serialize;
      };
    },
  },
  // Fastify's types describe its own pool-based compilers; the call shape used here is the documented one.
} as unknown as NonNullable<FastifyServerOptions['schemaController']>;
