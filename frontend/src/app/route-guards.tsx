import { useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { Spinner } from '@/components/spinner/Spinner';
import { selectAuthStatus } from '@/features/auth/auth-slice';
import { LandingPage } from './pages';
import { paths } from '@/lib/paths';
import { useAppSelector } from './hooks';
import { NotFoundPage } from './NotFoundPage';

// App only renders routes once auth has settled, so 'loading' never reaches these guards.
function useSignedIn(): boolean {
  return useAppSelector(selectAuthStatus) === 'signedIn';
}

// Signed-in-only routes send visitors to the landing page, where ?signin=1 opens sign-in.
export function RequireSignedIn() {
  return useSignedIn() ? <Outlet /> : <Navigate to={paths.signIn} replace />;
}

// Spec §2: '/' is the landing page, or a redirect to the dashboard when signed in.
export function HomeRoute() {
  return useSignedIn() ? <RedirectToDashboard /> : <LandingPage />;
}

// Spec §2: an unknown path is the 404 page when signed in, the landing page when signed out.
export function FallbackRoute() {
  return useSignedIn() ? <NotFoundPage /> : <LandingPage />;
}

function RedirectToDashboard() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(paths.dashboard, { replace: true });
  }, [navigate]);
  return <Spinner message="Redirecting to dashboard..." />;
}
