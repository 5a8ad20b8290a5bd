import { Page } from '@/components/layout/Page';

export function ReferralProgramPage() {
  return (
    <Page
      title="Referral Program"
      description="Share your link: your friend gets a 14-day trial and you earn a free month of Premium."
    />
  );
}
