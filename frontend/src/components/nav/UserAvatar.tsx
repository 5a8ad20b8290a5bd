import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { initials, type UserIdentity } from '@/lib/user-display';

interface UserAvatarProps {
  user: UserIdentity;
  size?: number;
}

// Profile image when there is one; initials otherwise (and when the image fails to load).
// Decorative, like a photo: the name is always beside it or in the button's label. The initials
// are drawn by CSS rather than as text, which would become the visible label of the user-menu
// button and disagree with its accessible name (WCAG 2.5.3, axe label-content-name-mismatch).
export function UserAvatar({ user, size = 36 }: UserAvatarProps) {
  return (
    <Avatar
      aria-hidden
      src={user.profileImageUrl ?? undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 700,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Box component="span" data-initials={initials(user)} sx={{ '&::before': { content: 'attr(data-initials)' } }} />
    </Avatar>
  );
}
