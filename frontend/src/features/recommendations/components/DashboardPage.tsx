import { Page } from '@/components/layout/Page';

export function DashboardPage() {
  return (
    <Page
      title="What Wine Are You Craving?"
      description="Describe a mood, an occasion or a meal and get wine recommendations matched to you."
    />
  );
}
