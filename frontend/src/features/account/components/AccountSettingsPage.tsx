import Stack from '@mui/material/Stack';
import { Suspense, type ComponentType } from 'react';
import type { User } from '@wine/contracts';
import { Page } from '@/components/layout/Page';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { RemindersSection } from './RemindersSection';
import { SettingsSection } from './SettingsSection';

export interface AccountSettingsPageProps {
  user: User;
  // Ends the session here once the account is gone (the app owns the session, not this feature).
  onAccountDeleted: () => void;
  // Sections other features provide (the recommendations' "Your palate"), passed in by the app.
  PalateSection?: ComponentType;
  // The setup's preferences, edited again (the auth feature's, passed in by the app).
  PreferencesEditor?: ComponentType;
}

export function AccountSettingsPage({ user, onAccountDeleted, PalateSection, PreferencesEditor }: AccountSettingsPageProps) {
  return (
    <Page title="Account Settings" description="Manage your profile, wine preferences, reminders, password and account.">
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        <ProfileSection user={user} />
        {PreferencesEditor && user.profileCompleted && (
          <SettingsSection
            title="Wine preferences"
            description="What you told us at setup. Your next recommendations follow any change at once."
          >
            <Suspense fallback={null}>
              <PreferencesEditor />
            </Suspense>
          </SettingsSection>
        )}
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
