import { useNavigate } from 'react-router';
import { useEndSession } from '@/features/auth/hooks/use-end-session';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { AccountSettingsPage, PalateSection, PreferencesEditor } from './pages';

// Joins the account feature to the session it cannot import: the user, and signing out on deletion.
export function AccountSettingsRoute() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const endSession = useEndSession();
  // RequireSignedIn guarantees a user; the check satisfies the types.
  if (!user) return null;
  return (
    <AccountSettingsPage
      user={user}
      PalateSection={PalateSection}
      PreferencesEditor={PreferencesEditor}
      onAccountDeleted={() => {
        // Home first, so leaving this signed-in-only page does not open the sign-in dialog.
        void navigate(paths.home);
        endSession();
      }}
    />
  );
}
