import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLazyGetCurrentUserQuery, useRefreshAccessTokenMutation } from '../api/auth-api';
import { restoredOffline, selectAuthStatus, signedIn, signedOut, tokenRefreshed } from '../auth-slice';
import { forgetSessionUser, isUnreachable, rememberedSessionUser, rememberSessionUser } from '../offline-session';
import { forgetOfflineCopies } from '@/lib/offline-copies';
import { useCurrentUser } from '@/lib/session';

// Restores the session on page load: refresh cookie → access token → user record.
export function useAuthBoot(): void {
  const dispatch = useDispatch();
  const status = useSelector(selectAuthStatus);
  const [refreshAccessToken] = useRefreshAccessTokenMutation();
  const [getCurrentUser] = useLazyGetCurrentUserQuery();
  // Refresh tokens rotate, so a second concurrent refresh (StrictMode re-runs effects) would
  // present an already-used cookie; the ref makes the boot run once per mount.
  const started = useRef(false);

  useEffect(() => {
    if (status !== 'loading' || started.current) return;
    started.current = true;
    const boot = async () => {
      try {
        const { accessToken } = await refreshAccessToken().unwrap();
        // The user call reads the bearer token from the store, so it must be there first.
        dispatch(tokenRefreshed(accessToken));
        const user = await getCurrentUser().unwrap();
        dispatch(signedIn({ accessToken, user }));
      } catch (error) {
        // No network: the cookie may well be good, so the remembered user stays signed in offline
        // (the first call back online renews the token). No cookie or an expired session: signed out.
        const remembered = isUnreachable(error) ? await rememberedSessionUser() : null;
        dispatch(remembered ? restoredOffline(remembered) : signedOut());
      }
    };
    void boot();
  }, [status, dispatch, refreshAccessToken, getCurrentUser]);
}

/**
 * Keeps the signed-in user's record on this device for an offline reload; when the session ends
 * (sign-out, account deletion, expiry) it forgets the record and the answers kept for offline reading.
 */
export function useRememberSessionUser(): void {
  const status = useSelector(selectAuthStatus);
  const user = useCurrentUser();
  useEffect(() => {
    if (status === 'signedIn' && user) rememberSessionUser(user);
    else if (status === 'signedOut') {
      forgetSessionUser();
      void forgetOfflineCopies();
    }
  }, [status, user]);
}
