import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** One shape for every failed request: field errors go onto form fields, the message into one toast. */
export interface AppError {
  status: number | 'NETWORK' | 'PARSE' | 'TIMEOUT' | 'UNKNOWN';
  message: string;
  /** Field name -> message, from the BFF's details, the login error and the register conflicts. */
  fields: Record<string, string>;
}

interface ErrorBody {
  message?: unknown;
  error?: unknown;
  details?: { field?: unknown; message?: unknown }[];
}

function fieldsOf(body: ErrorBody): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const d of body.details ?? []) {
    if (typeof d.field === 'string' && typeof d.message === 'string') fields[d.field] = d.message;
  }
  // The spec's own shapes: login {error: {email: [msg]}}, register {error: {email: msg|null, username: msg|null}}.
  if (body.error && typeof body.error === 'object') {
    for (const [field, value] of Object.entries(body.error as Record<string, unknown>)) {
      const message = Array.isArray(value) ? value[0] : value;
      if (typeof message === 'string') fields[field] = message;
    }
  }
  return fields;
}

export function normaliseError(error: FetchBaseQueryError): AppError {
  if (error.status === 'FETCH_ERROR') return { status: 'NETWORK', message: 'errors.network', fields: {} };
  if (error.status === 'PARSING_ERROR') return { status: 'PARSE', message: 'errors.unexpected', fields: {} };
  if (error.status === 'TIMEOUT_ERROR') return { status: 'TIMEOUT', message: 'errors.timeout', fields: {} };
  if (error.status === 'CUSTOM_ERROR') return { status: 'UNKNOWN', message: error.error, fields: {} };
  const body = (error.data ?? {}) as ErrorBody;
  const fields = fieldsOf(body);
  const message =
    typeof body.message === 'string'
      ? body.message
      : typeof body.error === 'string'
        ? body.error
        : (Object.values(fields)[0] ?? 'errors.requestFailed');
  return { status: error.status, message, fields };
}

export function isAppError(value: unknown): value is AppError {
  return typeof value === 'object' && value !== null && 'status' in value && 'fields' in value && 'message' in value;
}
