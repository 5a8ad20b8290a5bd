import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import ChatRounded from '@mui/icons-material/ChatRounded';
import EmailRounded from '@mui/icons-material/EmailRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconTile } from '@/components/content/IconTile';
import { SocialIcon } from '@/components/social/SocialIcon';
import { SOCIAL_LINKS, SUPPORT_EMAIL } from '@/lib/brand';

export const RESPONSE_TIME = 'We respond within 24 hours, Monday to Friday (Australian Eastern time)';

// A card of the contact page's side column, named by its heading.
function ContactCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2.5, sm: 3.5 }, borderRadius: 3 }}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.35rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function ContactDetailsCard() {
  return (
    <ContactCard id="contact-details-title" title="Get in touch">
      <Stack component="dl" spacing={2.5} sx={{ m: 0 }}>
        <DetailRow icon={<EmailRounded />} term="Email">
          <Link href={`mailto:${SUPPORT_EMAIL}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {SUPPORT_EMAIL}
          </Link>
        </DetailRow>
        <DetailRow icon={<ChatRounded />} term="Live chat">
          <Chip label="Coming soon" size="small" variant="outlined" />
        </DetailRow>
        <DetailRow icon={<PlaceRounded />} term="Location">
          Melbourne, Victoria, Australia
        </DetailRow>
        <DetailRow icon={<AccessTimeRounded />} term="Response time">
          {RESPONSE_TIME}
        </DetailRow>
      </Stack>
    </ContactCard>
  );
}

// A <dl> may only hold <dt>/<dd> pairs (optionally wrapped in a <div>), so the icon sits inside the
// <dt>, placed in the row's left gutter.
function DetailRow({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <Box sx={{ position: 'relative', pl: 7, minHeight: 40 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        <IconTile size={40} sx={{ position: 'absolute', left: 0, top: 0 }}>
          {icon}
        </IconTile>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mt: 0.25 }}>
        {children}
      </Typography>
    </Box>
  );
}

export function SocialCard() {
  return (
    <ContactCard id="contact-social-title" title="Follow us">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        New releases, regional guides and tasting tips.
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
        {/* The same four networks as the footer. */}
        {SOCIAL_LINKS.map((link) => (
          <Button
            key={link.label}
            variant="outlined"
            color="inherit"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<SocialIcon network={link.label} />}
            sx={{ justifyContent: 'flex-start', borderColor: 'divider' }}
          >
            {link.label}
          </Button>
        ))}
      </Box>
    </ContactCard>
  );
}
