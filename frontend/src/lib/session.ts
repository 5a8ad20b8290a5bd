import type { User } from '@wine/contracts';
import { useSelector } from 'react-redux';

// The signed-in session's shape lives here, in shared code, so every feature reads the user with
// full types without importing the auth feature (imports flow shared → features → app). The auth
// feature's slice owns the state and is registered under `auth` in the app's store.

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  // Kept in memory only: a page reload gets a new one from the httpOnly refresh cookie.
  accessToken: string | null;
  user: User | null;
  // Set when a signed-in session could not be renewed; cleared once the user has been told.
  sessionExpired: boolean;
}

export interface StateWithSession {
  auth: AuthState;
}

export const selectSessionUser = (state: StateWithSession): User | null => state.auth.user;
export const selectSessionAccessToken = (state: StateWithSession): string | null => state.auth.accessToken;
const selectIsPremium = (state: StateWithSession): boolean => state.auth.user?.subscriptionPlan === 'premium';

/** The signed-in user's record, or null when signed out (or while the session is still loading). */
export function useCurrentUser(): User | null {
  return useSelector(selectSessionUser);
}

/** True only for a signed-in user on the Premium plan. */
export function useIsPremium(): boolean {
  return useSelector(selectIsPremium);
}
