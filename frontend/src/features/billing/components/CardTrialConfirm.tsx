import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BILLING_PLANS, chargeTodayLine, type BillingPlan } from '@wine/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page } from '@/components/layout/Page';
import { paths } from '@/lib/paths';
import { useCreateCheckoutSessionMutation } from '../api/billing-api';
import { payAndStartPremium } from '../card-form-texts';

/**
 * The plan whose "This card has already had a free trial: $4.99 today" billing answered after
 * Stripe collected the card (docs/product-rules.md#trials), or null for any other answer.
 */
export function cardTrialPlan(message: string | undefined): BillingPlan | null {
  return BILLING_PLANS.find((plan) => message === chargeTodayLine(plan, null, 'card')) ?? null;
}

/**
 * Stripe collected the card alone and it had its free trial on another account: nothing has been
 * charged. The member confirms the first payment here, then pays it on Stripe's page (no trial).
 */
export function CardTrialConfirm({ plan }: { plan: BillingPlan }) {
  const [createSession] = useCreateCheckoutSessionMutation();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const line = chargeTodayLine(plan, null, 'card');

  const pay = async () => {
    setStarting(true);
    setError(null);
    const result = await createSession({ plan });
    const url = 'data' in result ? result.data?.url : null;
    if (!url) {
      setStarting(false);
      setError('We could not reach the payment service. Nothing was charged; please try again.');
      return;
    }
    window.location.assign(url);
  };

  return (
    <Page title="Confirm Your First Payment">
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, maxWidth: 640, mx: 'auto' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CreditCardRounded color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <Typography variant="h2">One free trial per card</Typography>
        </Box>
        <Alert severity="warning" sx={{ mt: 2.5, fontWeight: 600 }} data-testid="card-trial-line">
          {line}
        </Alert>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Nothing has been charged yet. This card has had its free trial on another account, so Premium starts with the first{' '}
          {plan === 'yearly' ? 'year' : 'month'} paid today. Cancel anytime from the Subscription page.
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, mt: 3 }}>
          <Button
            variant="contained"
            size="large"
            disabled={starting}
            onClick={() => void pay()}
            startIcon={starting ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {starting ? 'Starting checkout...' : payAndStartPremium(plan)}
          </Button>
          <Button component={RouterLink} to={paths.pricing} size="large" disabled={starting}>
            Not now
          </Button>
        </Box>
      </Paper>
    </Page>
  );
}
