import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

interface NavLinkButtonProps {
  label: string;
  to: string;
  active: boolean;
}

export function NavLinkButton({ label, to, active }: NavLinkButtonProps) {
  return (
    <Button
      component={RouterLink}
      to={to}
      aria-current={active ? 'page' : undefined}
      color="inherit"
      sx={{
        position: 'relative',
        whiteSpace: 'nowrap',
        // Six signed-in links must fit from 768 px, so they tighten until the lg breakpoint.
        minWidth: 0,
        px: { md: 0.75, lg: 1.5 },
        fontSize: { md: '0.8125rem', lg: '0.9375rem' },
        fontWeight: active ? 700 : 500,
        color: active ? 'primary.main' : 'text.primary',
        // An underline as well as colour, so the active link does not rely on colour alone.
        '&::after': {
          content: '""',
          position: 'absolute',
          left: 6,
          right: 6,
          bottom: 2,
          height: 2,
          borderRadius: 1,
          bgcolor: 'primary.main',
          transform: active ? 'scaleX(1)' : 'scaleX(0)',
          transition: 'transform 150ms ease',
        },
      }}
    >
      {label}
    </Button>
  );
}
