import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/spinner/Spinner';
import { returnPathFrom } from '@/features/auth/auth-dialog-params';
import { selectAuthStatus } from '@/features/auth/auth-slice';
import { LOGGED_OUT_NOTICE, SESSION_EXPIRED_REDIRECT_MS } from '@/features/auth/hooks/use-session-expiry-notice';
import { useToast } from '@/components/toast/use-toast';
import { LandingPage } from './pages';
import { paths } from '@/lib/paths';
import { useAppSelector } from './hooks';
import { NotFoundPage } from './NotFoundPage';

// App only renders routes once auth has settled, so 'loading' never reaches these guards.
function useSignedIn(): boolean {
  return useAppSelector(selectAuthStatus) === 'signedIn';
}

// Signed-in-only routes send visitors to the landing page with Sign In open (?signin=1); the
// page they wanted rides along in the location state, so signing in returns them to it.
export function RequireSignedIn() {
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  // Signed out while here (sign-out, account deletion, an expired session) is not a visitor to
  // ask to sign in: those flows head home themselves, and the router's own update for that lags
  // behind the store's, so this must not send them to sign-in meanwhile.
  const [signedInOnArrival] = useState(signedIn);
  if (signedIn) return <Outlet />;
  if (signedInOnArrival) return <Navigate to={paths.home} replace />;
  return <LoggedOutNotice from={`${pathname}${search}`} />;
}

// A signed-out visit gets the same notice as an expired session, and the same 500 ms to read it.
function LoggedOutNotice({ from }: { from: string }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  useEffect(() => {
    toast(LOGGED_OUT_NOTICE);
    const timer = setTimeout(() => void navigate(paths.signIn, { replace: true, state: { from } }), SESSION_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [from, navigate, toast]);
  return <Spinner />;
}

// docs/product-rules.md#screens-and-client-behaviour: '/' is the landing page, or a redirect to the dashboard when signed in.
export function HomeRoute() {
  return useSignedIn() ? <RedirectToDashboard /> : <LandingPage />;
}

// docs/product-rules.md#screens-and-client-behaviour: an unknown path is the 404 page when signed in, the landing page when signed out.
export function FallbackRoute() {
  return useSignedIn() ? <NotFoundPage /> : <LandingPage />;
}

// Sends a signed-in user to the dashboard; one a guard stopped goes back to where they were.
function RedirectToDashboard() {
  const navigate = useNavigate();
  const to = returnPathFrom(useLocation().state) ?? paths.dashboard;
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <Spinner message="Redirecting to dashboard..." />;
}
