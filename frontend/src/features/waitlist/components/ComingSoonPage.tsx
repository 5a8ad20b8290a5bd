import { Page } from '@/components/layout/Page';

export function ComingSoonPage() {
  return <Page title="Coming Soon" description="Join the waitlist and we will let you know the moment we launch." />;
}
