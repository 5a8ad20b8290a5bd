import { Page } from '@/components/layout/Page';

export function ResponsibleDrinkingPage() {
  return (
    <Page
      title="Responsible Drinking"
      description="Enjoy wine safely: Australian guidelines, standard drinks and where to find support."
    />
  );
}
