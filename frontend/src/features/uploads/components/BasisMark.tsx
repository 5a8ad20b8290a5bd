import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { primary } from '@/lib/theme';

/**
 * Where a figure comes from when it is not the wine's own: "Typical for Fiano", "Comparable
 * wines" (docs/product-rules.md#what-a-label-not-in-the-catalogue-is-told).
 */
export function BasisMark({ label, testId }: { label: string; testId: string }) {
  return (
    <Chip
      size="small"
      label={label}
      data-testid={testId}
      sx={(theme) => ({
        ml: 1,
        height: 22,
        fontSize: '0.72rem',
        fontWeight: 600,
        bgcolor: theme.alpha(primary(theme), 0.1),
        color: 'primary.main',
        maxWidth: '100%',
      })}
    />
  );
}

/** A short line under a figure that says what it stands for, or why there is none. */
export function BasisNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Typography variant="body2" color="text.secondary" data-testid={testId} sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

/** The notice above a label we do not know: read as printed, nothing invented. */
export function NotInCatalogueNotice() {
  return (
    <Box
      data-testid="not-in-catalogue"
      sx={{
        mt: 1.5,
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: (theme) => theme.alpha(primary(theme), 0.04),
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1,
        alignItems: 'flex-start',
      }}
    >
      <Chip size="small" variant="outlined" label="Not in our catalogue" sx={{ flexShrink: 0, fontWeight: 600 }} />
      <Typography variant="body2" color="text.secondary">
        We read this label as printed. We do not know this wine, so its window and value come only from its grape and from
        comparable wines, and say so.
      </Typography>
    </Box>
  );
}
