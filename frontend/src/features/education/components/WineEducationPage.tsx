import { Page } from '@/components/layout/Page';

export function WineEducationPage() {
  return (
    <Page
      title="Australian Wine Guide"
      description="Explore Australia's wine regions, its signature grape varieties and the basics of reading a label."
    />
  );
}
