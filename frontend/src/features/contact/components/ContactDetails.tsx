import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import AlternateEmailRounded from '@mui/icons-material/AlternateEmailRounded';
import ChatRounded from '@mui/icons-material/ChatRounded';
import EmailRounded from '@mui/icons-material/EmailRounded';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { primary } from '@/lib/theme';

export const SUPPORT_EMAIL = 'support@cellardoor.ai';
export const RESPONSE_TIME = 'We respond within 24 hours, Monday to Friday (Australian Eastern time)';

// The same networks as the footer; Threads has no MUI icon, its logo is a stylised '@'.
const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: <Facebook /> },
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: <Instagram /> },
  { label: 'Threads', href: 'https://www.threads.com/', icon: <AlternateEmailRounded /> },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: <LinkedIn /> },
];

export function ContactDetailsCard() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="contact-details-title" sx={{ p: { xs: 2.5, sm: 3.5 }, borderRadius: 3 }}>
      <Typography variant="h2" id="contact-details-title" sx={{ fontSize: '1.35rem', mb: 2.5 }}>
        Get in touch
      </Typography>
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
    </Paper>
  );
}

function DetailRow({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          flexShrink: 0,
          width: 40,
          height: 40,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: theme.alpha(primary(theme), 0.1),
        })}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {term}
        </Typography>
        <Typography component="dd" sx={{ m: 0, mt: 0.25 }}>
          {children}
        </Typography>
      </Box>
    </Stack>
  );
}

export function SocialCard() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="contact-social-title" sx={{ p: { xs: 2.5, sm: 3.5 }, borderRadius: 3 }}>
      <Typography variant="h2" id="contact-social-title" sx={{ fontSize: '1.35rem', mb: 1 }}>
        Follow us
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        New releases, regional guides and tasting tips.
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
        {SOCIAL_LINKS.map((social) => (
          <Button
            key={social.label}
            variant="outlined"
            color="inherit"
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={social.icon}
            sx={{ justifyContent: 'flex-start', borderColor: 'divider' }}
          >
            {social.label}
          </Button>
        ))}
      </Box>
    </Paper>
  );
}
