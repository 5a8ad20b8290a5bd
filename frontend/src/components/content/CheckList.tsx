import CheckRounded from '@mui/icons-material/CheckRounded';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

// A list of inclusions, each behind a tick: plan cards and reward cards.
export function CheckList({ items, sx = [] }: { items: readonly string[]; sx?: SxProps<Theme> }) {
  return (
    <Stack component="ul" spacing={1.25} sx={[{ listStyle: 'none', p: 0, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {items.map((item) => (
        <Stack component="li" key={item} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <CheckRounded fontSize="small" color="primary" aria-hidden sx={{ mt: 0.25 }} />
          <Typography>{item}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
