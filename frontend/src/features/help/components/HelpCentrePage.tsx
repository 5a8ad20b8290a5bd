import { Page } from '@/components/layout/Page';

export function HelpCentrePage() {
  return (
    <Page title="Help Centre" description="Answers about using the app, your data and privacy, subscriptions and support." />
  );
}
