import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BillingInfo } from '@wine/contracts';
import { Link as RouterLink } from 'react-router';
import { checkoutPath, FREE_TRIAL_DAYS } from '@/lib/plans';
import { formatBillingDate } from '../../billing-format';
import { BillingCard } from './BillingCard';

export function CurrentPlanCard({ premium, billing, loading }: { premium: boolean; billing?: BillingInfo; loading: boolean }) {
  const sub = billing?.subscription;
  return (
    <BillingCard
      title="Current Plan"
      id="current-plan-title"
      action={
        <Stack direction="row" spacing={1}>
          {sub?.cancel_at_period_end && <Chip label="Cancels at period end" color="warning" size="small" />}
          {sub?.pause_collection && <Chip label="Paused" color="info" size="small" />}
          <Chip label={premium ? 'Premium' : 'Free'} color={premium ? 'primary' : 'default'} sx={{ fontWeight: 700 }} />
        </Stack>
      }
    >
      {loading ? (
        <Skeleton width="60%" />
      ) : premium && sub ? (
        <Stack spacing={0.5}>
          <Typography>
            {sub.plan === 'year' ? 'Yearly' : 'Monthly'} billing
            {sub.status === 'trialing' && ' · Free trial'}
          </Typography>
          <Typography color="text.secondary">
            {sub.cancel_at_period_end ? 'Premium ends on ' : 'Next billing date: '}
            <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {formatBillingDate(sub.current_period_end)}
            </Box>
          </Typography>
        </Stack>
      ) : premium ? (
        <Typography color="text.secondary">Premium</Typography>
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography color="text.secondary">
            You are on the Free plan. Start a {FREE_TRIAL_DAYS}-day free trial of Premium anytime.
          </Typography>
          <Button component={RouterLink} to={checkoutPath('monthly')} variant="contained">
            Upgrade to Premium
          </Button>
        </Stack>
      )}
    </BillingCard>
  );
}
