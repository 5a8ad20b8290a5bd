import LockRounded from '@mui/icons-material/LockRounded';
import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecommendedWine } from '@wine/contracts';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { foodPairingFor } from '../food-pairing';

/** docs/product-rules.md#premium-features: under the grid, food pairing for the first result (Premium; Free sees it locked). */
export function FoodPairingCard({ wine, premium }: { wine: RecommendedWine; premium: boolean }) {
  const pairing = foodPairingFor(wine);
  return (
    <Card component="section" aria-label="Food pairing" variant="outlined" sx={{ mt: 4 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <RestaurantRounded color="primary" />
          <Typography variant="h5" component="h2">
            Food Pairing for {wine.name}
          </Typography>
        </Stack>
        {premium ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
            <Fact label="Pairs with">{pairing.category}</Fact>
            <Fact label="Serving temperature">{pairing.servingTemp}</Fact>
            <Fact label="Glass">{pairing.glassType}</Fact>
            <Fact label="Decanting">{pairing.decantTime ?? 'No decanting needed'}</Fact>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Typography variant="overline">Try it with</Typography>
              <Typography>{pairing.dishes.join(' · ')}</Typography>
            </Box>
          </Box>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LockRounded color="action" />
              <Typography>
                Food pairing suggestions, serving temperature, glass and decanting advice are part of Premium.
              </Typography>
            </Stack>
            <Button component={RouterLink} to={paths.checkout} variant="contained" color="secondary">
              Upgrade to Premium
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Box>
      <Typography variant="overline">{label}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{children}</Typography>
    </Box>
  );
}
