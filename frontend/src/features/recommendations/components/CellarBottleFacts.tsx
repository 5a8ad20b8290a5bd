import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import WineBarRounded from '@mui/icons-material/WineBarRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecommendedWine } from '@wine/contracts';
import { Link as RouterLink } from 'react-router';
import { ReadinessChip } from '@/components/wine/ReadinessChip';
import { paths } from '@/lib/paths';

/**
 * A recommendation from the member's own cellar (docs/product-rules.md#from-my-cellar): where the
 * bottles are, how many are left, and, once opened, where the tasting went.
 */
export function CellarBottleFacts({ wine, opened }: { wine: RecommendedWine; opened: { left: number } | null }) {
  const left = opened ? opened.left : (wine.bottlesLeft ?? 0);
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 1.5 }}
      role="group"
      aria-label={`In your cellar: ${wine.name}`}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="overline" sx={{ lineHeight: 1.5 }}>
          In your cellar
        </Typography>
        <ReadinessChip readiness={wine.readiness} />
      </Stack>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mt: 0.5 }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <PlaceRounded fontSize="small" color="action" />
          <Typography variant="body2">{wine.location || 'No location set'}</Typography>
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <WineBarRounded fontSize="small" color="action" />
          <Typography variant="body2">
            {left} {left === 1 ? 'bottle' : 'bottles'} left
          </Typography>
        </Stack>
      </Stack>
      {opened && (
        <Alert severity="success" icon={<CheckCircleRounded fontSize="inherit" />} sx={{ mt: 1.5 }}>
          Opened. Your tasting is in the journal.{' '}
          <Link component={RouterLink} to={`${paths.cellar}?tab=journal`}>
            See the tasting
          </Link>
        </Alert>
      )}
    </Box>
  );
}
