import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { UserIdentity } from '@/lib/user-display';
import { ACCOUNT_LINKS } from './nav-links';
import { UserAvatar } from './UserAvatar';
import { UserNameEmail } from './UserNameEmail';

// The menu (Popover, Modal) loads on first open: a signed-in page needs only the avatar button.
const Menu = lazy(() => import('@mui/material/Menu'));

interface UserMenuProps {
  user: UserIdentity;
  onSignOut: () => void;
}

export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label="Open user menu"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} />
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <Menu
            id={menuId}
            anchorEl={anchor}
            open={anchor !== null}
            onClose={close}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
          >
            <Box sx={{ px: 2, py: 1.5 }}>
              <UserNameEmail user={user} />
            </Box>
            <Divider />
            {ACCOUNT_LINKS.map((link) => (
              <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
                {link.label}
              </MenuItem>
            ))}
            <Divider />
            <MenuItem
              onClick={() => {
                close();
                onSignOut();
              }}
            >
              <ListItemIcon>
                <LogoutRounded fontSize="small" />
              </ListItemIcon>
              Sign Out
            </MenuItem>
          </Menu>
        </Suspense>
      )}
    </>
  );
}
