import Portal from '@mui/material/Portal';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/errors/ErrorBoundary';
import { AppShell } from '@/components/layout/AppShell';
import { FullScreenSpinner, Spinner } from '@/components/spinner/Spinner';
import { Toaster } from '@/components/toast/Toaster';
import { selectAuthStatus } from '@/features/auth/auth-slice';
import { AuthDebugOverlay } from '@/features/auth/components/AuthDebugOverlay';
import { useAuthBoot, useRememberSessionUser } from '@/features/auth/hooks/use-auth-boot';
import { useAuthDialog } from '@/features/auth/hooks/use-auth-dialog';
import { useCurrentUserSubscription } from '@/features/auth/hooks/use-current-user-subscription';
import { useSessionExpiryNotice } from '@/features/auth/hooks/use-session-expiry-notice';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { clearTemporaryProfile } from '@/features/auth/temporary-profile';
import { env } from '@/env';
import { rememberReferralCode } from '@/lib/referral-code';
import { useCurrentUser } from '@/lib/session';
import { useAppSelector } from './hooks';
import { AuthDialogs, ProfileSetupHost } from './pages';
import { AppRoutes } from './routes';

export function App() {
  useAuthBoot();
  useRememberSessionUser();
  useCurrentUserSubscription();
  useSessionExpiryNotice();
  const status = useAppSelector(selectAuthStatus);
  const user = useCurrentUser();
  const signOut = useSignOut();
  const { pathname, search } = useLocation();
  const { open: authDialog } = useAuthDialog();
  // a friend's referral link (/?signup=1&ref=CODE): the code waits for the sign-up
  useEffect(() => {
    void rememberReferralCode(search);
  }, [search]);
  // Profile setup loads only while the profile is incomplete; once the server says completed, the
  // browser's stand-in record has served its purpose.
  const profileCompleted = user?.profileCompleted === true;
  useEffect(() => {
    if (profileCompleted) clearTemporaryProfile();
  }, [profileCompleted]);

  return (
    <>
      {status === 'loading' ? (
        <FullScreenSpinner />
      ) : (
        <AppShell user={user} onSignOut={() => void signOut()}>
          {/* Keyed on the path, so leaving a broken page clears the fallback. */}
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Spinner />}>
              <AppRoutes />
            </Suspense>
          </ErrorBoundary>
        </AppShell>
      )}
      {/* Over any page: sign-in and sign-up by URL flag, profile setup whenever it is incomplete.
          Each loads when first needed (pages.ts): most visits open neither. */}
      <Suspense fallback={null}>
        {status === 'signedOut' && authDialog && <AuthDialogs />}
        {status === 'signedIn' && user && !user.profileCompleted && <ProfileSetupHost />}
      </Suspense>
      {/* In a portal so a toast raised inside a dialog is not under the dialog's aria-hidden page. */}
      {/* loaded with the app, not with the first toast: a toast must show at once, offline too */}
      <Portal>
        <Toaster />
      </Portal>
      {/* import.meta.env.DEV is a build-time constant, so production builds leave the overlay out */}
      {import.meta.env.DEV && env.isDev && <AuthDebugOverlay />}
    </>
  );
}
