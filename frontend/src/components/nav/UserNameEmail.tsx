import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { displayName, type UserIdentity } from '@/lib/user-display';

// Who is signed in: the name over the e-mail address, each cut to one line. `prominent` sets the
// name in the body size, for a page rather than a menu.
export function UserNameEmail({ user, prominent = false }: { user: UserIdentity; prominent?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant={prominent ? 'body1' : 'subtitle2'} sx={prominent ? { fontWeight: 700 } : undefined} noWrap>
        {displayName(user)}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {user.email}
      </Typography>
    </Box>
  );
}
