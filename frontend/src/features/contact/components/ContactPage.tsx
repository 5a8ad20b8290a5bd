import { Page } from '@/components/layout/Page';

export function ContactPage() {
  return (
    <Page
      title="Contact Us"
      description="Questions, feedback or partnership ideas? We reply within 24 hours, Monday to Friday (Australian Eastern time)."
    />
  );
}
