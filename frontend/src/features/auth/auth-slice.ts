import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@wine/contracts';
import type { AuthState, AuthStatus } from '@/lib/session';
import { sessionExpired, tokenRefreshed } from '@/lib/session-events';
import { authApi } from './api/auth-api';

export type { AuthState, AuthStatus };

const initialState: AuthState = { status: 'loading', accessToken: null, user: null, sessionExpired: false };

const signedOutState: AuthState = { status: 'signedOut', accessToken: null, user: null, sessionExpired: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ accessToken: string; user: User }>) {
      state.status = 'signedIn';
      state.accessToken = action.payload.accessToken;
      state.user = action.payload.user;
      state.sessionExpired = false;
    },
    // an offline reload: the remembered user, without a token until the network is back (offline-session.ts)
    restoredOffline(state, action: PayloadAction<User>) {
      state.status = 'signedIn';
      state.accessToken = null;
      state.user = action.payload;
      state.sessionExpired = false;
    },
    signedOut: () => signedOutState,
    sessionExpiryHandled(state) {
      state.sessionExpired = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(tokenRefreshed, (state, action) => {
        state.accessToken = action.payload;
      })
      // Only a session the user was in needs a notice; a failed boot is simply signed out.
      .addCase(sessionExpired, (state) => ({
        ...signedOutState,
        sessionExpired: state.status === 'signedIn' || state.sessionExpired,
      }))
      // Every fresh copy of the user record (refetch after a profile or name change, window focus).
      .addMatcher(authApi.endpoints.getCurrentUser.matchFulfilled, (state, action) => {
        if (state.status === 'signedIn') state.user = action.payload;
      });
  },
  selectors: {
    selectAuthStatus: (auth) => auth.status,
    selectSessionExpired: (auth) => auth.sessionExpired,
  },
});

export { tokenRefreshed };
export const { signedIn, restoredOffline, signedOut, sessionExpiryHandled } = authSlice.actions;
export const { selectAuthStatus, selectSessionExpired } = authSlice.selectors;
