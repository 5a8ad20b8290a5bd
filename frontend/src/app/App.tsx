import Portal from '@mui/material/Portal';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/errors/ErrorBoundary';
import { AppShell } from '@/components/layout/AppShell';
import { FullScreenSpinner, Spinner } from '@/components/spinner/Spinner';
import { Toaster } from '@/components/toast/Toaster';
import { selectAuthStatus, selectCurrentUser } from '@/features/auth/auth-slice';
import { AuthDebugOverlay } from '@/features/auth/components/AuthDebugOverlay';
import { AuthDialogs } from '@/features/auth/components/AuthDialogs';
import { ProfileSetupHost } from '@/features/auth/components/ProfileSetupHost';
import { useAuthBoot } from '@/features/auth/hooks/use-auth-boot';
import { useCurrentUserSubscription } from '@/features/auth/hooks/use-current-user-subscription';
import { useSessionExpiryNotice } from '@/features/auth/hooks/use-session-expiry-notice';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { env } from '@/env';
import { rememberReferralCode } from '@/lib/referral-code';
import { useAppSelector } from './hooks';
import { AppRoutes } from './routes';

export function App() {
  useAuthBoot();
  useCurrentUserSubscription();
  useSessionExpiryNotice();
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectCurrentUser);
  const signOut = useSignOut();
  const { pathname, search } = useLocation();
  // a friend's referral link (/?signup=1&ref=CODE): the code waits for the sign-up
  useEffect(() => rememberReferralCode(search), [search]);

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
      {/* Over any page: sign-in and sign-up by URL flag, profile setup whenever it is incomplete. */}
      {status === 'signedOut' && <AuthDialogs />}
      {status === 'signedIn' && <ProfileSetupHost />}
      {/* In a portal so a toast raised inside a dialog is not under the dialog's aria-hidden page. */}
      <Portal>
        <Toaster />
      </Portal>
      {env.isDev && <AuthDebugOverlay />}
    </>
  );
}
