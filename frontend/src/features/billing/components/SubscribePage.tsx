import { Page } from '@/components/layout/Page';

export function SubscribePage() {
  return <Page title="Subscribe to Premium" description="Unlimited saves, unlimited analysis, enhanced AI and advanced tools." />;
}
