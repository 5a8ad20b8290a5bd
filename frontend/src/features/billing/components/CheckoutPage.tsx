import { Page } from '@/components/layout/Page';
import { FREE_TRIAL_DAYS } from '@/lib/plans';

export function CheckoutPage() {
  return (
    <Page
      title="Checkout"
      description={`Choose monthly or yearly billing for Premium. Your ${FREE_TRIAL_DAYS}-day free trial starts today.`}
    />
  );
}
