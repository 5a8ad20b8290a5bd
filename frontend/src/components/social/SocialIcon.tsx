import AlternateEmailRounded from '@mui/icons-material/AlternateEmailRounded';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import type { SocialLink, SocialNetwork } from '@/lib/brand';

// Threads has no MUI icon; its logo is a stylised '@'.
const ICONS: Record<SocialNetwork, ReactElement> = {
  Facebook: <Facebook />,
  Instagram: <Instagram />,
  Threads: <AlternateEmailRounded />,
  LinkedIn: <LinkedIn />,
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return ICONS[network];
}

// An icon-only link to one of our social profiles, opened in a new tab; the network names it.
export function SocialIconButton({ link, sx }: { link: SocialLink; sx?: SxProps<Theme> }) {
  return (
    <IconButton component="a" href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} sx={sx}>
      <SocialIcon network={link.label} />
    </IconButton>
  );
}
