import { Page } from '@/components/layout/Page';

export function SubscriptionPage() {
  return <Page title="Subscription" description="Your plan, billing details and subscription controls." />;
}
