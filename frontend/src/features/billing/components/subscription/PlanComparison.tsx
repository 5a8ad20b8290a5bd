import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FREE_PLAN_LIMITS, PREMIUM_RECOMMENDATIONS_PER_SEARCH } from '@/lib/plans';

// What each plan includes (docs/product-rules.md, plans and limits).
const FREE_FEATURES = [
  `${FREE_PLAN_LIMITS.recommendationsPerSearch} recommendations per search`,
  `Save up to ${FREE_PLAN_LIMITS.savedWines} wines`,
  `${FREE_PLAN_LIMITS.photoAnalysesPerMonth} photo analyses per month`,
  'Basic wine info',
];
const PREMIUM_FEATURES = [
  `${PREMIUM_RECOMMENDATIONS_PER_SEARCH} recommendations per search`,
  'Unlimited saves and photo analyses',
  'Detailed analysis and valuation',
  'Voice-to-text search',
  'Advanced food pairing',
  'Cellar analytics',
  'Priority support',
];

export function PlanComparison({ premium }: { premium: boolean }) {
  return (
    <Box component="section" aria-labelledby="compare-plans-title">
      <Typography variant="h2" id="compare-plans-title" sx={{ mb: 2, fontSize: '1.5rem' }}>
        Free vs Premium
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {[
          { name: 'Free', features: FREE_FEATURES, current: !premium },
          { name: 'Premium', features: PREMIUM_FEATURES, current: premium },
        ].map((plan) => (
          <Paper
            key={plan.name}
            variant="outlined"
            aria-label={`${plan.name} plan features`}
            sx={{ p: 3, borderRadius: 3, ...(plan.current && { borderColor: 'primary.main', borderWidth: 2 }) }}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
              <Typography variant="h3" component="h3" sx={{ fontSize: '1.2rem' }}>
                {plan.name}
              </Typography>
              {plan.current && <Chip label="Your plan" size="small" color="primary" variant="outlined" />}
            </Stack>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {plan.features.map((f) => (
                <Stack component="li" key={f} direction="row" spacing={1}>
                  <CheckRounded fontSize="small" color="primary" aria-hidden sx={{ mt: 0.25 }} />
                  <Typography>{f}</Typography>
                </Stack>
              ))}
            </Stack>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
