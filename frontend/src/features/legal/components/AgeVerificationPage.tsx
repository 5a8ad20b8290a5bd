import { Page } from '@/components/layout/Page';

export function AgeVerificationPage() {
  return (
    <Page
      title="Age Verification"
      description="This product is for adults aged 18 and over. Here is why, and what verification involves."
    />
  );
}
