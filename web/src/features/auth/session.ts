import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserData } from '../../api/generated/auth';

export const STORAGE_KEYS = { accessToken: 'accessToken', refreshToken: 'refreshToken', userData: 'userData' } as const;

export interface SessionState {
  user: UserData | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** True until the stored tokens (if any) were checked against the server at start. */
  restoring: boolean;
}

export function initialSession(): SessionState {
  const accessToken = localStorage.getItem(STORAGE_KEYS.accessToken);
  const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
  return { user: null, accessToken, refreshToken, restoring: accessToken !== null || refreshToken !== null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    signedIn(state, action: PayloadAction<{ user: UserData; accessToken: string; refreshToken: string }>) {
      state.user = action.payload.user;
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
      state.restoring = false;
    },
    tokensRefreshed(state, action: PayloadAction<{ user: UserData; accessToken: string; refreshToken: string }>) {
      state.user = action.payload.user;
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
    },
    userLoaded(state, action: PayloadAction<UserData>) {
      state.user = action.payload;
      state.restoring = false;
    },
    signedOut(state) {
      state.user = null;
      state.accessToken = null;
      state.refreshToken = null;
      state.restoring = false;
    },
  },
});

export const { signedIn, tokensRefreshed, userLoaded, signedOut } = sessionSlice.actions;
