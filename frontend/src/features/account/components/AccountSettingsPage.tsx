import { Page } from '@/components/layout/Page';

export function AccountSettingsPage() {
  return <Page title="Account Settings" description="Manage your profile, preferences and account." />;
}
