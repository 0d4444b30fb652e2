import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { SessionState } from '../features/auth/session';
import { normaliseError, type AppError } from './errors';
import { refreshSession } from './session-refresh';

const rawBaseQuery = fetchBaseQuery({
  // Absolute, so the same code runs in the browser and under Node's fetch in tests.
  baseUrl: `${globalThis.location?.origin ?? ''}/`,
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { session: SessionState }).session.accessToken;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    headers.set('accept', 'application/json');
    return headers;
  },
});

const AUTH_PATHS = ['/jwt/login', '/jwt/register', '/jwt/refresh-token', '/jwt/logout'];
const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);

/**
 * The one base query: bearer token; on a 401 one refresh shared by concurrent requests (and other tabs) and one
 * retry with the new token, so nothing the user did is lost; sign-out only when the server refuses the refresh
 * token; every error normalised to AppError.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, AppError> = async (args, api, extra) => {
  const tokenOf = () => (api.getState() as { session: SessionState }).session.accessToken;
  const sentWith = tokenOf();
  let result = await rawBaseQuery(args, api, extra as object);
  if (result.error?.status === 401 && !AUTH_PATHS.some((p) => urlOf(args).startsWith(p))) {
    // A refresh that finished while this request was under way already gave the token to retry with.
    const outcome = tokenOf() !== sentWith && tokenOf() !== null ? 'refreshed' : await refreshSession(api);
    if (outcome === 'refreshed') result = await rawBaseQuery(args, api, extra as object);
    else if (outcome === 'unavailable') return { error: { status: 'NETWORK', message: 'errors.network', fields: {} }, meta: result.meta };
  }
  if (result.error) return { error: normaliseError(result.error as FetchBaseQueryError), meta: result.meta };
  return { data: result.data, meta: result.meta };
};
