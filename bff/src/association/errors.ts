import { STATUS_CODES } from 'node:http';

/** An error with an HTTP status; the server's error handler answers it with the one error body. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: { field: string; in: string; message: string }[],
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`);
export const conflict = (message: string) => new ApiError(409, message);

export function errorBody(statusCode: number, message: string, details?: ApiError['details']) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(details?.length ? { details } : {}) };
}

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

/** Turns PostgreSQL constraint violations into 409s that say what clashed, instead of 500s. */
export function fromDatabaseError(err: unknown): ApiError | undefined {
  const { code, constraint, detail } = (err ?? {}) as PgError;
  const what = constraint ? ` (${constraint})` : '';
  switch (code) {
    case '23505':
      return conflict(`A record with the same value already exists${what}${detail ? `: ${detail}` : ''}`);
    case '23503':
      return conflict(`The change refers to a record that does not exist or is still referenced${what}`);
    case '23514':
      return conflict(`The change breaks a rule of the data${what}`);
    // Values PostgreSQL cannot store (a NUL character, text it cannot encode, a number or date out of its range):
    // the caller's input is wrong, so 400 rather than 500.
    case '22021':
    case '22P05':
    case '22003':
    case '22008':
    case '22007':
    case '22001':
      return new ApiError(400, 'A value cannot be stored: it holds a character or a number outside what the database accepts');
    default:
      return undefined;
  }
}
