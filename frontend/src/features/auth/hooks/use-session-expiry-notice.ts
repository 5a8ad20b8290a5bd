import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '@/components/toast/use-toast';
import { api } from '@/lib/api';
import { isLinkActive, paths } from '@/lib/paths';
import { selectSessionExpired, sessionExpiryHandled } from '../auth-slice';

// docs/product-rules.md#screens-and-client-behaviour: the redirect follows a logout notice after 500 ms, so the notice can be read first.
export const SESSION_EXPIRED_REDIRECT_MS = 500;

export const LOGGED_OUT_NOTICE = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
  variant: 'destructive',
} as const;

// Where the notice leads: Sign In, except from the cellar, which goes back to the landing page.
export function afterLoggedOutNotice(from: string): string {
  return isLinkActive(from.split('?')[0], paths.cellar) ? paths.home : paths.signIn;
}

// When the session cannot be renewed, say so, then open Sign In on the landing page.
export function useSessionExpiryNotice(): void {
  const expired = useSelector(selectSessionExpired);
  const dispatch = useDispatch();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Read through a ref: both change with the guards' own redirect, which must not restart the timer.
  const latest = useRef({ navigate, path: `${pathname}${search}` });
  useEffect(() => {
    latest.current = { navigate, path: `${pathname}${search}` };
  });

  useEffect(() => {
    if (!expired) return;
    const from = latest.current.path;
    dispatch(api.util.resetApiState());
    toast(LOGGED_OUT_NOTICE);
    const timer = setTimeout(() => {
      dispatch(sessionExpiryHandled());
      // Signing in again returns to the page the user was on.
      void latest.current.navigate(afterLoggedOutNotice(from), { replace: true, state: { from } });
    }, SESSION_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired, dispatch, toast]);
}
