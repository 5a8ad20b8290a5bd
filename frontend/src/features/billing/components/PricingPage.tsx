import { Page } from '@/components/layout/Page';

export function PricingPage() {
  return (
    <Page
      title="Choose Your Plan"
      description="Start free, or go Premium from $4.99 per month with a 7-day free trial. Prices are in Australian dollars and include GST."
    />
  );
}
