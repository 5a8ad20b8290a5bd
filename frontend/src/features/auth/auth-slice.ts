import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from './user-schema';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  // Kept in memory only: a page reload gets a new one from the httpOnly refresh cookie.
  accessToken: string | null;
  user: User | null;
}

const initialState: AuthState = { status: 'loading', accessToken: null, user: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ accessToken: string; user: User }>) {
      state.status = 'signedIn';
      state.accessToken = action.payload.accessToken;
      state.user = action.payload.user;
    },
    signedOut: () => ({ status: 'signedOut', accessToken: null, user: null }) satisfies AuthState,
    tokenRefreshed(state, action: PayloadAction<string>) {
      state.accessToken = action.payload;
    },
  },
  selectors: {
    selectAuthStatus: (auth) => auth.status,
    selectCurrentUser: (auth) => auth.user,
    selectAccessToken: (auth) => auth.accessToken,
  },
});

export const { signedIn, signedOut, tokenRefreshed } = authSlice.actions;
export const { selectAuthStatus, selectCurrentUser, selectAccessToken } = authSlice.selectors;
