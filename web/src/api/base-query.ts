import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { signedOut, tokensRefreshed, type SessionState } from '../features/auth/session';
import type { LoginResponse } from './generated/auth';
import { normaliseError, type AppError } from './errors';

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

/** The refresh in progress, shared by every request that got a 401 meanwhile (single flight). */
let refreshing: Promise<boolean> | null = null;

type Api = Parameters<BaseQueryFn>[1];

async function refresh(api: Api, extra: object): Promise<boolean> {
  const refreshToken = (api.getState() as { session: SessionState }).session.refreshToken;
  if (!refreshToken) return false;
  const result = await rawBaseQuery(
    { url: '/jwt/refresh-token', method: 'POST', body: { refreshToken } },
    api,
    extra,
  );
  if (!result.data) return false;
  const data = result.data as LoginResponse;
  api.dispatch(tokensRefreshed({ user: data.userData, accessToken: data.accessToken, refreshToken: data.refreshToken }));
  return true;
}

/**
 * The one base query: bearer token, one refresh on 401 shared by concurrent requests, one retry, sign-out when the
 * refresh fails, and every error normalised to AppError.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, AppError> = async (args, api, extra) => {
  let result = await rawBaseQuery(args, api, extra as object);
  if (result.error?.status === 401 && !AUTH_PATHS.some((p) => urlOf(args).startsWith(p))) {
    refreshing ??= refresh(api, extra as object).finally(() => {
      refreshing = null;
    });
    if (await refreshing) {
      result = await rawBaseQuery(args, api, extra as object);
    } else {
      api.dispatch(signedOut());
    }
  }
  if (result.error) return { error: normaliseError(result.error as FetchBaseQueryError), meta: result.meta };
  return { data: result.data, meta: result.meta };
};
