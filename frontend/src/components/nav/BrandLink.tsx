import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from '@/lib/brand';
import { serifFontFamily } from '@/lib/theme';
import { WineMark } from './WineMark';

interface BrandLinkProps {
  to: string;
  // Hides the word mark between the mobile and wide breakpoints, where the signed-in links need the room.
  compact?: boolean;
  onClick?: () => void;
}

export function BrandLink({ to, compact = false, onClick }: BrandLinkProps) {
  return (
    <Link
      component={RouterLink}
      to={to}
      onClick={onClick}
      aria-label={PRODUCT_NAME}
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        flexShrink: 0,
        borderRadius: 1,
      }}
    >
      <WineMark size={36} />
      <Box
        component="span"
        aria-hidden
        sx={{
          fontFamily: serifFontFamily,
          fontWeight: 700,
          fontSize: '1.2rem',
          letterSpacing: '-0.01em',
          whiteSpace: 'nowrap',
          display: compact ? { xs: 'inline', md: 'none', lg: 'inline' } : 'inline',
        }}
      >
        {PRODUCT_NAME}
      </Box>
    </Link>
  );
}
