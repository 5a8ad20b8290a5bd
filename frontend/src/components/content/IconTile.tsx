import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { primary } from '@/lib/theme';

interface IconTileProps {
  children: ReactNode;
  // Width and height in px.
  size: number;
  sx?: SxProps<Theme>;
}

// A decorative icon on a square of the primary colour's tint. A span, so it may sit in phrasing
// content such as a <dt>.
export function IconTile({ children, size, sx = [] }: IconTileProps) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={[
        (theme) => ({
          width: size,
          height: size,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: theme.alpha(primary(theme), 0.1),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
