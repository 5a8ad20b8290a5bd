import { Page } from '@/components/layout/Page';

export function PrivacyPolicyPage() {
  return <Page title="Privacy Policy" description="Last updated 21 June 2025." />;
}
