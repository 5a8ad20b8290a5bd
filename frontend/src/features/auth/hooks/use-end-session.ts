import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '@/lib/api';
import { signedOut } from '../auth-slice';

// Forgets the session on this browser: sign-out, account deletion. Navigate before calling it,
// so signed-in-only pages are left for the chosen page rather than the sign-in redirect.
export function useEndSession(): () => void {
  const dispatch = useDispatch();
  return useCallback(() => {
    dispatch(signedOut());
    // The next person on this browser must not see the previous user's cached data.
    dispatch(api.util.resetApiState());
  }, [dispatch]);
}
