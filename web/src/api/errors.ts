import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { i18n as I18n } from 'i18next';
import type { CodedMessage } from './message-text';

/** One shape for every failed request: field errors go onto form fields, the message into one toast. */
export interface AppError {
  status: number | 'NETWORK' | 'PARSE' | 'TIMEOUT' | 'UNKNOWN';
  /** English (or an i18n key of the app's own), shown only when the code is unknown. */
  message: string;
  /** The server's stable message code and its values: the text in the reader's language. */
  code?: string;
  params?: Record<string, string | number>;
  /** Field name -> message, from the BFF's details, the login error and the register conflicts. */
  fields: Record<string, string>;
  /** Field name -> code and values, for the fields whose detail carries a code. */
  fieldCodes?: Record<string, Omit<CodedMessage, 'message'>>;
}

interface ErrorBody {
  message?: unknown;
  error?: unknown;
  code?: unknown;
  params?: unknown;
  details?: { field?: unknown; message?: unknown; code?: unknown; params?: unknown }[];
}

const isParams = (value: unknown): value is Record<string, string | number> => typeof value === 'object' && value !== null && !Array.isArray(value);
const codedOf = (node: { code?: unknown; params?: unknown }) =>
  typeof node.code === 'string' ? { code: node.code, ...(isParams(node.params) ? { params: node.params } : {}) } : undefined;

function fieldCodesOf(body: ErrorBody): AppError['fieldCodes'] {
  const codes = Object.fromEntries(
    (body.details ?? []).flatMap((d) => {
      const coded = codedOf(d);
      return typeof d.field === 'string' && coded ? [[d.field, coded]] : [];
    }),
  );
  return Object.keys(codes).length > 0 ? codes : undefined;
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
  return { status: error.status, message, fields, ...codedOf(body), ...(fieldCodesOf(body) ? { fieldCodes: fieldCodesOf(body) } : {}) };
}

type MessageText = (i18n: I18n, text: CodedMessage) => string;
/**
 * How a coded message becomes text: api/message-text.ts installs its resolver when it loads, which is with every
 * page's texts (router.tsx); the sign-in page, which meets no coded answer, does without it and its kilobyte.
 */
let messageText: MessageText = (i18n, text) => i18n.t(text.message, { defaultValue: text.message });
export function installMessageText(resolve: MessageText) {
  messageText = resolve;
}

/** The error's text in the interface language: from its code when the interface knows it, else its message. */
export function errorText(i18n: I18n, error: unknown): string {
  if (!isAppError(error)) return i18n.t('errors.unexpected');
  return messageText(i18n, error);
}

/** The field messages in the interface language, each from its code when the interface knows it. */
export function fieldTexts(i18n: I18n, error: AppError): Record<string, string> {
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => [field, messageText(i18n, { message, ...error.fieldCodes?.[field] })]),
  );
}

export function isAppError(value: unknown): value is AppError {
  return typeof value === 'object' && value !== null && 'status' in value && 'fields' in value && 'message' in value;
}
