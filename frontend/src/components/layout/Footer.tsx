import WineBarRounded from '@mui/icons-material/WineBarRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SocialIconButton } from '@/components/social/SocialIcon';
import { PRODUCT_NAME, SOCIAL_LINKS } from '@/lib/brand';
import { paths } from '@/lib/paths';
import { serifFontFamily } from '@/lib/theme';

// "Shared chrome": footer links.
const EXPLORE_LINKS = [
  { label: 'Help Centre', to: paths.helpCentre },
  { label: 'Contact', to: paths.contact },
  { label: 'Wine Education', to: paths.wineEducation },
];
const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.termsOfService },
  { label: 'Age Verification', to: paths.ageVerification },
  { label: 'Responsible Drinking', to: paths.responsibleDrinking },
];
const COMING_SOON = ['Shop (Coming Soon)', 'Referral Program (Coming Soon)'];

// The footer is dark in both colour schemes; these keep text above 4.5:1 on it.
const footerColors = {
  background: '#221417',
  text: 'rgba(255, 247, 245, 0.86)',
  muted: 'rgba(255, 247, 245, 0.68)',
  heading: '#f0bfca',
};

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: footerColors.background,
        color: footerColors.text,
        borderTop: 1,
        borderColor: 'divider',
        pt: { xs: 6, md: 8 },
        pb: 4,
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: '2fr 1fr 1fr 1fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
              <WineBarRounded sx={{ color: footerColors.heading }} aria-hidden />
              <Typography component="p" sx={{ fontFamily: serifFontFamily, fontWeight: 700, fontSize: '1.25rem' }}>
                {PRODUCT_NAME}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ color: footerColors.muted, maxWidth: 320, mb: 2 }}>
              AI wine recommendations, your personal cellar and a guide to Australian wine. Made in Melbourne.
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ ml: -1 }}>
              {SOCIAL_LINKS.map((link) => (
                <SocialIconButton
                  key={link.label}
                  link={link}
                  sx={{ color: footerColors.text, '&:hover': { color: '#ffffff' } }}
                />
              ))}
            </Stack>
          </Box>
          <FooterColumn title="Explore">
            {EXPLORE_LINKS.map((link) => (
              <FooterLink key={link.to} {...link} />
            ))}
          </FooterColumn>
          <FooterColumn title="Legal">
            {LEGAL_LINKS.map((link) => (
              <FooterLink key={link.to} {...link} />
            ))}
          </FooterColumn>
          <FooterColumn title="More">
            {COMING_SOON.map((label) => (
              // Not yet available: shown as text, not as a link, and marked disabled.
              <Typography
                key={label}
                component="span"
                variant="body2"
                aria-disabled="true"
                sx={{ color: footerColors.muted, cursor: 'default' }}
              >
                {label}
              </Typography>
            ))}
          </FooterColumn>
        </Box>
        {/* MUI's Divider drawn as its plain rule: every page's first load carries the footer (docs/architecture.md#first-load) */}
        <Box
          component="hr"
          sx={{
            m: 0,
            flexShrink: 0,
            border: 0,
            borderStyle: 'solid',
            borderBottomWidth: 'thin',
            borderColor: 'rgba(255, 247, 245, 0.14)',
            mt: { xs: 5, md: 6 },
            mb: 3,
          }}
        />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', color: footerColors.muted }}
        >
          <Typography variant="body2">
            © {year} {PRODUCT_NAME}. All rights reserved.
          </Typography>
          <Typography variant="body2">18+ only. Please drink responsibly.</Typography>
        </Stack>
      </Container>
    </Box>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" component="h2" sx={{ display: 'block', color: footerColors.heading, mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={1.25} sx={{ alignItems: 'flex-start' }}>
        {children}
      </Stack>
    </Box>
  );
}

function FooterLink({ label, to }: { label: string; to: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      variant="body2"
      // a 24 px tall target (WCAG 2.2 2.5.8) without changing the text
      sx={{
        color: footerColors.text,
        minHeight: 24,
        display: 'inline-flex',
        alignItems: 'center',
        '&:hover': { color: '#ffffff' },
      }}
    >
      {label}
    </Link>
  );
}
