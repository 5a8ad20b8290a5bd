import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface SolidMarkProps {
  children: ReactNode;
  /** width and height in px */
  size: number;
  /** a disc instead of a rounded square */
  round?: boolean;
  sx?: SxProps<Theme>;
}

// A decorative icon, number or figure on a solid square (or disc) of the primary colour: the brand's
// wine glass, a step number, the 85% of the label rule. IconTile is its pale counterpart.
export function SolidMark({ children, size, round = false, sx = [] }: SolidMarkProps) {
  return (
    <Box
      aria-hidden
      sx={[
        {
          width: size,
          height: size,
          flexShrink: 0,
          borderRadius: round ? '50%' : 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 800,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
