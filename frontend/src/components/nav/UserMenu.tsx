import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import type { UserIdentity } from '@/lib/user-display';
import { UserAvatar } from './UserAvatar';

// The menu and its items (Popover, Modal, MenuItem) load on first open: a signed-in page needs only
// the avatar button (docs/architecture.md#first-load).
const UserMenuList = lazy(async () => ({ default: (await import('./UserMenuList')).UserMenuList }));

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
          <UserMenuList id={menuId} anchor={anchor} user={user} onClose={close} onSignOut={onSignOut} />
        </Suspense>
      )}
    </>
  );
}
