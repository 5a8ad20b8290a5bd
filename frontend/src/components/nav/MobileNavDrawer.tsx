import CloseRounded from '@mui/icons-material/CloseRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { isLinkActive, paths } from '@/lib/paths';
import type { UserIdentity } from '@/lib/user-display';
import { BrandLink } from './BrandLink';
import { ACCOUNT_LINKS, type NavLinkItem } from './nav-links';
import { UserAvatar } from './UserAvatar';
import { UserNameEmail } from './UserNameEmail';

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  links: readonly NavLinkItem[];
  user: UserIdentity | null;
  onSignOut: () => void;
}

export function MobileNavDrawer({ open, onClose, links, user, onSignOut }: MobileNavDrawerProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // My Cellar is already among the main links; the drawer adds the rest of the user menu.
  const accountLinks = ACCOUNT_LINKS.filter((item) => !links.some((link) => link.to === item.to));
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };

  const renderLink = (link: NavLinkItem) => {
    const active = isLinkActive(pathname, link.to);
    return (
      <ListItemButton
        key={link.to}
        component={RouterLink}
        to={link.to}
        onClick={onClose}
        selected={active}
        aria-current={active ? 'page' : undefined}
        sx={{ borderRadius: 2, mx: 1 }}
      >
        <ListItemText primary={link.label} slotProps={{ primary: { fontWeight: active ? 700 : 500 } }} />
      </ListItemButton>
    );
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-label': 'Site menu',
          sx: { width: 'min(320px, 85vw)' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <BrandLink to={user ? paths.dashboard : paths.home} onClick={onClose} />
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </Box>
      {user && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, pb: 2 }}>
          <UserAvatar user={user} size={40} />
          <UserNameEmail user={user} />
        </Box>
      )}
      <Divider />
      <Box component="nav" aria-label="Mobile">
        <List>{links.map(renderLink)}</List>
        {user && (
          <>
            <Divider />
            <List>
              {accountLinks.map(renderLink)}
              <ListItemButton
                onClick={() => {
                  onClose();
                  onSignOut();
                }}
                sx={{ borderRadius: 2, mx: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <LogoutRounded fontSize="small" />
                </ListItemIcon>
                <ListItemText primary="Sign Out" />
              </ListItemButton>
            </List>
          </>
        )}
      </Box>
      {!user && (
        <Box sx={{ display: 'grid', gap: 1.5, p: 2, mt: 'auto' }}>
          <Button variant="outlined" size="large" onClick={() => go(paths.signIn)}>
            Sign In
          </Button>
          <Button variant="contained" size="large" onClick={() => go(paths.signUp)}>
            Get Started
          </Button>
        </Box>
      )}
    </Drawer>
  );
}
