import { Page } from '@/components/layout/Page';

export function CellarPage() {
  return <Page title="My Cellar" description="Your saved and analysed wines, all in one place." />;
}
