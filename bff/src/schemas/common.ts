import { Type, type Static, type TSchema } from 'typebox';

/**
 * Text with at least one visible character (a letter, digit, punctuation or symbol): a required name or title made
 * only of spaces or of zero-width and other invisible code points is refused. Every required text field uses it.
 */
export const VISIBLE_TEXT = '[\\p{L}\\p{N}\\p{P}\\p{S}]';

/**
 * A stable, dotted message code (e.g. `mail.dueBeforeReceived`) that a client renders in its own language; the English
 * `message` beside it stays for API consumers and for clients that do not know the code.
 */
export function MessageCodeSchema() {
  return Type.String({
    maxLength: 80,
    pattern: '^[a-z][A-Za-z0-9]*(\\.[a-z][A-Za-z0-9_]*)*$',
    description: 'Stable message code; render it in the reader\'s language, with `params` filled in.',
    examples: ['mail.dueBeforeReceived'],
  });
}

/** The values a message code's text is filled with: names, numbers, dates (YYYY-MM-DD) and codes. */
export function MessageParamsSchema() {
  return Type.Record(Type.String({ maxLength: 40, pattern: '^[A-Za-z][A-Za-z0-9]*$' }), Type.Union([Type.String({ maxLength: 2000 }), Type.Number()]), {
    maxProperties: 12,
    description: 'Values the coded message is filled with.',
    examples: [{ receivedDate: '2026-03-02' }],
  });
}

const errorDetailProperties = () => ({
  field: Type.String({ description: 'The offending field, as a dotted path inside `in`.' }),
  in: Type.String({ description: 'Where the field was read from: body, querystring, params or headers.' }),
  message: Type.String(),
  code: Type.Optional(MessageCodeSchema()),
  params: Type.Optional(MessageParamsSchema()),
});

export const ErrorDetailSchema = Type.Object(errorDetailProperties(), { $id: 'ErrorDetail' });

/**
 * The same error body written out inline, for the association API's contract (its reference server has no shared
 * schema registry).
 */
export function InlineErrorSchema(statusCode: number, description: string) {
  return Type.Object(
    {
      statusCode: Type.Integer({ examples: [statusCode] }),
      error: Type.String(),
      message: Type.String(),
      code: Type.Optional(MessageCodeSchema()),
      params: Type.Optional(MessageParamsSchema()),
      details: Type.Optional(Type.Array(Type.Object(errorDetailProperties()))),
    },
    { description },
  );
}

export const ErrorSchema = Type.Object(
  {
    statusCode: Type.Integer({ minimum: 400, maximum: 599, format: 'int32', examples: [400] }),
    error: Type.String({ examples: ['Bad Request'] }),
    message: Type.String({ examples: ['body must have required property \'email\''] }),
    code: Type.Optional(MessageCodeSchema()),
    params: Type.Optional(MessageParamsSchema()),
    details: Type.Optional(Type.Array(Type.Ref('ErrorDetail'))),
  },
  {
    $id: 'Error',
    description: 'The one error body every error made by the BFF uses.',
    examples: [
      {
        statusCode: 400,
        error: 'Bad Request',
        message: "body must have required property 'email'",
        code: 'validation.failed',
        details: [{ field: 'email', in: 'body', message: "must have required property 'email'", code: 'validation.required', params: { property: 'email' } }],
      },
    ],
  },
);
export type ErrorBody = Static<typeof ErrorSchema>;
export type ErrorDetail = Static<typeof ErrorDetailSchema>;

/** Shared schemas registered with fastify.addSchema and referenced by $id from routes. */
export const sharedSchemas: TSchema[] = [ErrorDetailSchema, ErrorSchema];


/** Standard error responses, keyed by status, for spreading into a route's `response`. */
export function errorResponses(...codes: number[]): Record<number, TSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorResponse(code)]));
}

const errorResponseCache = new Map<number, TSchema>();

/** The standard error response for a status; one schema object per status, so compiled serializers are shared. */
export function errorResponse(code: number): TSchema {
  let schema = errorResponseCache.get(code);
  if (!schema) {
    schema = Type.Ref('Error', { description: STATUS_DESCRIPTIONS[code] ?? 'Error' });
    errorResponseCache.set(code, schema);
  }
  return schema;
}

const STATUS_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is malformed; details name the offending fields.',
  401: 'No valid access token was sent.',
  403: "The caller's abilities do not allow this operation.",
  404: 'No such record.',
  409: 'The state change is not allowed; the message says why.',
  413: 'The request body is too large.',
  415: 'The body is not of a media type the operation accepts.',
  429: 'Too many requests; retry after the time in Retry-After.',
  500: 'Unexpected server error.',
  502: 'The association server could not be reached or answered badly.',
  504: 'The association server did not answer in time.',
};

/** A string enum query parameter where the empty string means "no filter"; any other value is a 400. */
export function FilterEnum<const T extends readonly string[]>(values: T, description: string) {
  return Type.Optional(Type.Enum([...values, ''] as [...T, ''], { type: 'string', description }));
}

/** Free-text search: bounded length; the empty string matches everything. */
export const SearchQuery = Type.Optional(
  Type.String({ maxLength: 200, default: '', description: 'Case-insensitive substring search.' }),
);

/** 1-based paging with a bounded page size. A page past the end is an empty page with the right total. */
export function PagingQuery(defaultPerPage: number) {
  return {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1, description: '1-based page.' })),
    perPage: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 100, default: defaultPerPage, description: 'Page size, 1 to 100.' }),
    ),
  };
}

/** A positive integer id, in a path or a query (query values arrive as strings and are coerced). */
export const IdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647, examples: [1] });
