import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import type { UserIdentity } from '@/lib/user-display';
import { ACCOUNT_LINKS } from './nav-links';
import { UserNameEmail } from './UserNameEmail';

interface UserMenuListProps {
  id: string;
  anchor: HTMLElement;
  user: UserIdentity;
  onClose: () => void;
  onSignOut: () => void;
}

/** The open user menu: who is signed in, the account pages and Sign Out. Its own chunk (UserMenu.tsx). */
export function UserMenuList({ id, anchor, user, onClose, onSignOut }: UserMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
    >
      <Box sx={{ px: 2, py: 1.5 }}>
        <UserNameEmail user={user} />
      </Box>
      <Divider />
      {ACCOUNT_LINKS.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onSignOut();
        }}
      >
        <ListItemIcon>
          <LogoutRounded fontSize="small" />
        </ListItemIcon>
        Sign Out
      </MenuItem>
    </Menu>
  );
}
