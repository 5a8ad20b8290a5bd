import { Page } from '@/components/layout/Page';

export function WineryExplorerPage() {
  return (
    <Page
      title="Winery Explorer"
      description="Search Australian wineries by region or name, with cellar door hours and tasting fees."
    />
  );
}
