/**
 * Caps every schema in the contract carries, whether or not its author wrote them: a string gets a maxLength, an
 * array a maxItems, an integer a format and both bounds. A schema that states its own cap keeps it; these are the
 * defaults for the rest. They are applied to every route's schemas when the route is registered (so the validator
 * enforces them and the contract documents them) and to the shared component schemas in the document.
 */
export const DEFAULT_MAX_LENGTH = 10_000;
export const DEFAULT_MAX_ITEMS = 1_000;

const INT32 = { format: 'int32', minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;
const INT64 = { format: 'int64', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER } as const;

/** Longest value of each string format; a string with one of these needs no larger cap. */
const FORMAT_MAX_LENGTH: Record<string, number> = {
  date: 10,
  time: 21,
  'date-time': 35,
  email: 254,
  uuid: 36,
  uri: 2048,
  ipv4: 15,
  ipv6: 45,
};

type Schema = Record<string | symbol, unknown>;

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SUBSCHEMA_LISTS = ['anyOf', 'allOf', 'oneOf', 'prefixItems'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];

const hasType = (schema: Schema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

const capped = new WeakMap<object, unknown>();

/**
 * The schema with the default caps filled in where it states none. Returns the same object when nothing was
 * missing, and the same copy for the same input (route schemas are module constants shared by every app built in
 * the process, and compiled validators are cached per schema object). Schemas with an $id are shared components
 * and are left to the document's own pass; $ref is never followed.
 */
export function withContractLimits<T>(schema: T): T {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  if ((schema as Schema).$id !== undefined) return schema;
  const known = capped.get(schema);
  if (known !== undefined) return known as T;
  const result = capSchema(schema as Schema, true);
  capped.set(schema, result);
  return result as T;
}

/**
 * For the rendered document: the same defaults, also inside schemas with an $id (shared components and the
 * response entities nested in route schemas; request schemas hold none, so the document shows only caps the
 * validator enforces).
 */
export function withDocumentLimits<T extends object>(schema: T): T {
  return capSchema(schema as Schema, false) as T;
}

function capSchema(schema: Schema, skipShared: boolean): Schema {
  const capChild = (sub: unknown) => {
    if (sub === null || typeof sub !== 'object' || Array.isArray(sub)) return sub;
    if (!skipShared) return capSchema(sub as Schema, false);
    return (sub as Schema).$id === undefined ? withContractLimits(sub) : sub;
  };
  const changes: Schema = {};
  for (const key of SUBSCHEMA_MAPS) {
    const map = schema[key];
    if (map === null || typeof map !== 'object') continue;
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [name, sub] of Object.entries(map)) {
      next[name] = capChild(sub);
      if (next[name] !== sub) changed = true;
    }
    if (changed) changes[key] = next;
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    const next = list.map(capChild);
    if (next.some((sub, i) => sub !== list[i])) changes[key] = next;
  }
  for (const key of SUBSCHEMAS) {
    const sub = schema[key];
    const next = capChild(sub);
    if (next !== sub) changes[key] = next;
  }
  Object.assign(changes, missingCaps(schema));
  return Object.keys(changes).length === 0 ? schema : { ...schema, ...changes };
}

function missingCaps(schema: Schema): Schema {
  const caps: Schema = {};
  const fixed = schema.enum !== undefined || schema.const !== undefined;
  if (hasType(schema, 'string') && !fixed && schema.maxLength === undefined) {
    caps.maxLength = FORMAT_MAX_LENGTH[schema.format as string] ?? DEFAULT_MAX_LENGTH;
  }
  if (hasType(schema, 'array') && schema.maxItems === undefined) caps.maxItems = DEFAULT_MAX_ITEMS;
  if (hasType(schema, 'integer') && !fixed) {
    const min = (schema.minimum ?? schema.exclusiveMinimum) as number | undefined;
    const max = (schema.maximum ?? schema.exclusiveMaximum) as number | undefined;
    const fitsInt32 = min !== undefined && max !== undefined && min >= INT32.minimum && max <= INT32.maximum;
    const range = schema.format === 'int32' || (schema.format === undefined && fitsInt32) ? INT32 : INT64;
    if (schema.format === undefined) caps.format = range.format;
    if (min === undefined) caps.minimum = range.minimum;
    if (max === undefined) caps.maximum = range.maximum;
  }
  return caps;
}
