import Avatar from '@mui/material/Avatar';
import { displayName, initials, type UserIdentity } from '@/lib/user-display';

interface UserAvatarProps {
  user: UserIdentity;
  size?: number;
}

// Profile image when there is one; initials otherwise (and when the image fails to load).
export function UserAvatar({ user, size = 36 }: UserAvatarProps) {
  return (
    <Avatar
      src={user.profileImageUrl ?? undefined}
      alt={displayName(user)}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 700,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {initials(user)}
    </Avatar>
  );
}
