import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isLinkActive, paths } from '@/lib/paths';
import type { UserIdentity } from '@/lib/user-display';
import { BrandLink } from './BrandLink';
import { NavLinkButton } from './NavLinkButton';
import { SIGNED_IN_LINKS, SIGNED_OUT_LINKS } from './nav-links';
import { ThemeModeToggle } from './ThemeModeToggle';
import { UserMenu } from './UserMenu';

// The drawer loads when first opened: on a wide screen it never is.
const MobileNavDrawer = lazy(async () => ({ default: (await import('./MobileNavDrawer')).MobileNavDrawer }));

interface TopBarProps {
  // null when signed out.
  user: UserIdentity | null;
  onSignOut: () => void;
}

// Desktop links and the mobile menu toggle swap at the md breakpoint (768 px, docs/product-rules.md#screens-and-client-behaviour) in CSS,
// so the right one shows on first paint without measuring the window.
const desktopOnly = { display: { xs: 'none', md: 'flex' } } as const;
const mobileOnly = { display: { xs: 'inline-flex', md: 'none' } } as const;

export function TopBar({ user, onSignOut }: TopBarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const links = user ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS;

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" sx={{ px: { md: 2, lg: 3 } }}>
        <Toolbar disableGutters sx={{ gap: { xs: 0.5, lg: 1 }, minHeight: 64 }}>
          {/* Signed in, the brand goes to Recommendations (/dashboard). */}
          <BrandLink to={user ? paths.dashboard : paths.home} compact={user !== null} />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ ...desktopOnly, alignItems: 'center', gap: { md: 0, lg: 0.5 }, ml: { md: 1, lg: 3 } }}
          >
            {links.map((link) => (
              <NavLinkButton key={link.to} label={link.label} to={link.to} active={isLinkActive(pathname, link.to)} />
            ))}
          </Box>
          <Box sx={{ flex: 1 }} />
          <ThemeModeToggle />
          {user ? (
            <Box sx={desktopOnly}>
              <UserMenu user={user} onSignOut={onSignOut} />
            </Box>
          ) : (
            <Box sx={{ ...desktopOnly, gap: 1, ml: 0.5 }}>
              <Button variant="text" color="inherit" onClick={() => void navigate(paths.signIn)}>
                Sign In
              </Button>
              <Button variant="contained" onClick={() => void navigate(paths.signUp)}>
                Get Started
              </Button>
            </Box>
          )}
          <IconButton
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            color="inherit"
            sx={mobileOnly}
          >
            <MenuRounded />
          </IconButton>
        </Toolbar>
      </Container>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            links={links}
            user={user}
            onSignOut={onSignOut}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
