import { Page } from '@/components/layout/Page';

export function CheckoutPage() {
  return (
    <Page title="Checkout" description="Choose monthly or yearly billing for Premium. Your 7-day free trial starts today." />
  );
}
