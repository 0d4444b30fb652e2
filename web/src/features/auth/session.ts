import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserData } from '../../api/generated/auth';

export const STORAGE_KEYS = { accessToken: 'accessToken', refreshToken: 'refreshToken', userData: 'userData' } as const;

export interface SessionState {
  user: UserData | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** True until the stored tokens (if any) were checked against the server at start. */
  restoring: boolean;
  /** Why the last session ended when the app ended it (the login page says so); null after a sign-in or logout. */
  endedBy: SessionEnd | null;
}

/** `idle`: no input for the idle limit; `expired`: the server refused the refresh token. */
export type SessionEnd = 'idle' | 'expired';

export function initialSession(): SessionState {
  const accessToken = localStorage.getItem(STORAGE_KEYS.accessToken);
  const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
  return { user: null, accessToken, refreshToken, restoring: accessToken !== null || refreshToken !== null, endedBy: null };
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
      state.endedBy = null;
    },
    tokensRefreshed(state, action: PayloadAction<{ user: UserData; accessToken: string; refreshToken: string }>) {
      state.user = action.payload.user;
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
    },
    /** Another tab of this browser refreshed the shared tokens; this tab uses the new ones instead of its own. */
    tokensAdopted(state, action: PayloadAction<{ accessToken: string; refreshToken: string }>) {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
    },
    userLoaded(state, action: PayloadAction<UserData>) {
      state.user = action.payload;
      state.restoring = false;
    },
    signedOut(state, action: PayloadAction<SessionEnd | undefined>) {
      state.user = null;
      state.accessToken = null;
      state.refreshToken = null;
      state.restoring = false;
      state.endedBy = action.payload ?? null;
    },
  },
});

export const { signedIn, tokensRefreshed, tokensAdopted, userLoaded, signedOut } = sessionSlice.actions;
