import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLazyGetCurrentUserQuery, useRefreshAccessTokenMutation } from '../api/auth-api';
import { selectAuthStatus, signedIn, signedOut, tokenRefreshed } from '../auth-slice';

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
      } catch {
        // No cookie, expired session or the server is unreachable: all mean signed out.
        dispatch(signedOut());
      }
    };
    void boot();
  }, [status, dispatch, refreshAccessToken, getCurrentUser]);
}
