import { Type, type TObject, type TSchema } from 'typebox';

/**
 * The one list contract of the association API (the spec's list slice: data, total pages, from, to):
 * q, filters, sort, page, perPage -> {data, total, page, perPage, totalPages, from, to}.
 */
export const MAX_PER_PAGE = 100;

export function listQuerySchema(filters: Record<string, TSchema>, sorts: readonly string[], defaultSort: string): TObject {
  const sortValues = sorts.flatMap((s) => [`${s}:asc`, `${s}:desc`]);
  return Type.Object(
    {
      q: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive search over the searchable fields.', examples: ['jakarta'] })),
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
      perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: 10 })),
      sort: Type.Optional(
        Type.Enum(sortValues, { type: 'string', default: defaultSort, description: 'field:asc or field:desc.' }),
      ),
      ...Object.fromEntries(Object.entries(filters).map(([name, schema]) => [name, Type.Optional(schema)])),
    },
    { additionalProperties: false },
  );
}

/** The export takes the same filters as the list but no paging: it streams every matching row. */
export function exportQuerySchema(filters: Record<string, TSchema>, sorts: readonly string[], defaultSort: string): TObject {
  const list = listQuerySchema(filters, sorts, defaultSort);
  const { page: _page, perPage: _perPage, ...rest } = list.properties;
  return Type.Object(rest, { additionalProperties: false });
}

/** A resource export's query with the wording of the file: a language (the interface's labels) or the raw codes. */
export function worded(query: TObject): TObject {
  return Type.Object(
    {
      ...query.properties,
      lang: Type.Optional(
        Type.Enum(['en', 'id', 'de', 'fr', 'pt'], { type: 'string', description: 'Language of the header and of coded values (statuses, kinds); default: the first of Accept-Language spoken; with neither, the API field names and raw codes.' }),
      ),
      codes: Type.Optional(Type.Boolean({ default: false, description: 'true: the API\'s field names and raw codes instead of a language, for machines.' })),
    },
    { additionalProperties: false },
  );
}

export function listResponseSchema(item: TSchema, title: string): TObject {
  return Type.Object(
    {
      data: Type.Array(item),
      total: Type.Integer({ minimum: 0 }),
      page: Type.Integer({ minimum: 1 }),
      perPage: Type.Integer({ minimum: 1 }),
      totalPages: Type.Integer({ minimum: 0 }),
      from: Type.Integer({ minimum: 0, description: '1-based index of the first row on this page; 0 when empty.' }),
      to: Type.Integer({ minimum: 0, description: '1-based index of the last row on this page; 0 when empty.' }),
    },
    { title },
  );
}

export interface ListPage<T> {
  data: T[];
  total: number;
  page: number;
  perPage: number;
  totalPages: number;
  from: number;
  to: number;
}

export function listPage<T>(data: T[], total: number, page: number, perPage: number): ListPage<T> {
  const from = data.length === 0 ? 0 : (page - 1) * perPage + 1;
  return { data, total, page, perPage, totalPages: Math.ceil(total / perPage), from, to: data.length === 0 ? 0 : from + data.length - 1 };
}
