import { Page } from '@/components/layout/Page';

export function TermsOfServicePage() {
  return <Page title="Terms of Service" description="Last updated 21 June 2025." />;
}
