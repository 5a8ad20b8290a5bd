import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Page } from '@/components/layout/Page';
import { ContactDetailsCard, SocialCard } from './ContactDetails';
import { ContactFaq } from './ContactFaq';
import { ContactForm } from './ContactForm';

export function ContactPage() {
  return (
    <Page
      title="Contact Us"
      description="Questions, feedback or partnership ideas? We'd love to hear from you. We reply within 24 hours, Monday to Friday (Australian Eastern time)."
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          alignItems: 'start',
          // Side by side once the form column is wide enough for name and email on one row.
          '@media (min-width: 900px)': { gridTemplateColumns: '7fr 5fr' },
        }}
      >
        {/* The form comes first, so on a phone it is the first thing below the heading. */}
        <ContactForm />
        <Stack spacing={3}>
          <ContactDetailsCard />
          <SocialCard />
        </Stack>
      </Box>
      <ContactFaq />
    </Page>
  );
}
