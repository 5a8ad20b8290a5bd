import Stack from '@mui/material/Stack';
import { Suspense, type ComponentType } from 'react';
import type { User } from '@wine/contracts';
import { Page } from '@/components/layout/Page';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { RemindersSection } from './RemindersSection';

export interface AccountSettingsPageProps {
  user: User;
  // Ends the session here once the account is gone (the app owns the session, not this feature).
  onAccountDeleted: () => void;
  // Sections other features provide (the recommendations' "Your palate"), passed in by the app.
  PalateSection?: ComponentType;
}

export function AccountSettingsPage({ user, onAccountDeleted, PalateSection }: AccountSettingsPageProps) {
  return (
    <Page title="Account Settings" description="Manage your profile, reminders, password and account.">
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        <ProfileSection user={user} />
        {PalateSection && (
          <Suspense fallback={null}>
            <PalateSection />
          </Suspense>
        )}
        <RemindersSection />
        <PasswordSection />
        <DeleteAccountSection onDeleted={onAccountDeleted} />
      </Stack>
    </Page>
  );
}
