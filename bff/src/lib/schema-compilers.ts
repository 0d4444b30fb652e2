import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyServerOptions } from 'fastify';
import fastJson from 'fast-json-stringify';
import fastUri from 'fast-uri';

type SchemaObject = Record<string, unknown> & { $id?: string };
type Serialize = (data: unknown) => string;

const AJV_OPTIONS = {
  coerceTypes: 'array',
  useDefaults: true,
  // Unknown fields are refused (400), never silently dropped.
  removeAdditional: false,
  allErrors: true,
  addUsedSchema: false,
  uriResolver: fastUri,
} as const;

let ajv: Ajv | undefined;

/** The instance path of the first Infinity or NaN in a value, if any. */
function nonFinitePath(value: unknown, at = ''): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : at;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinitePath(item, `${at}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

const finiteWrappers = new WeakMap<ValidateFunction, ValidateFunction>();

/**
 * Ajv's type coercion turns strings such as "1e999" or "Infinity" into Infinity, which then passes integer, minimum
 * and maximum checks. Such values are refused here as a validation error (400) instead of reaching a handler.
 */
function finiteOnly(validate: ValidateFunction): ValidateFunction {
  let wrapped = finiteWrappers.get(validate);
  if (wrapped) return wrapped;
  const checked = ((data: unknown) => {
    const ok = validate(data);
    checked.errors = validate.errors;
    if (!ok) return false;
    const at = nonFinitePath(data);
    if (at === undefined) return true;
    checked.errors = [{ instancePath: at, schemaPath: '#', keyword: 'type', params: {}, message: 'must be a finite number' }];
    return false;
  }) as ValidateFunction;
  wrapped = checked;
  finiteWrappers.set(validate, wrapped);
  return wrapped;
}
const validators = new WeakMap<object, ValidateFunction>();
const validatorsByContent = new Map<string, ValidateFunction>();
const serializers = new WeakMap<object, Serialize>();
const serializersByContent = new Map<string, Serialize>();

function sharedAjv(externalSchemas: Record<string, unknown>): Ajv {
  if (!ajv) {
    ajv = new Ajv(AJV_OPTIONS);
    (addFormats as unknown as (a: Ajv) => void)(ajv);
  }
  for (const schema of Object.values(externalSchemas) as SchemaObject[]) {
    if (schema.$id && !ajv.getSchema(schema.$id)) ajv.addSchema(schema as AnySchema);
  }
  return ajv;
}

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
        const id = (schema as SchemaObject).$id;
        const stored = id ? instance.getSchema(id) : undefined;
        if (stored) return finiteOnly(stored);
        let validate = validators.get(schema as object);
        if (validate) return validate;
        const key = JSON.stringify(schema);
        validate = validatorsByContent.get(key);
        if (!validate) {
          validate = finiteOnly(instance.compile(schema as AnySchema));
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
          serialize = fastJson(schema as Parameters<typeof fastJson>[0], {
            ...(options as object),
            schema: externalSchemas as Record<string, Parameters<typeof fastJson>[0]>,
          }) as Serialize;
          serializersByContent.set(key, serialize);
        }
        serializers.set(schema as object, serialize);
        return serialize;
      };
    },
  },
  // Fastify's types describe its own pool-based compilers; the call shape used here is the documented one.
} as unknown as NonNullable<FastifyServerOptions['schemaController']>;
