import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { CheckList } from '@/components/content/CheckList';
import { Page } from '@/components/layout/Page';
import { useToast } from '@/components/toast/use-toast';
import { paths } from '@/lib/paths';
import { checkoutPath, PREMIUM_PRICES, type BillingPeriod } from '@/lib/plans';
import { useCreateSubscriptionMutation, useGetBillingProviderQuery } from '../api/billing-api';
import { useTrialOffer } from '../hooks/use-trial-offer';
import { ALREADY_SUBSCRIBED_REDIRECT_MS } from './CheckoutPage';
import { LocalCardForm } from './LocalCardForm';

// Stripe.js and its React bindings load only for Stripe customers on this page.
const StripePaymentForm = lazy(() => import('./StripePaymentForm'));

// /subscribe benefits.
const BENEFITS = ['Unlimited saves', 'Unlimited analysis', 'Enhanced AI', 'Advanced tools'];

// What each billing period costs, as /checkout and /pricing quote it.
const PERIODS: Record<BillingPeriod, { name: string; price: string; cadence: string }> = {
  monthly: { name: 'Monthly', price: PREMIUM_PRICES.monthly, cadence: 'per month' },
  yearly: { name: 'Yearly', price: PREMIUM_PRICES.yearly, cadence: 'per year' },
};

export function SubscribePage() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [createSubscription] = useCreateSubscriptionMutation();
  const provider = useGetBillingProviderQuery();
  // docs/product-rules.md#trials: the header promises a trial only to a member who would get one
  const offer = useTrialOffer();
  // /checkout's "Pay with card here" carries the plan chosen there
  const [plan, setPlan] = useState<BillingPeriod>(params.get('plan') === 'yearly' ? 'yearly' : 'monthly');
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // the plan a subscription was last started for: once per plan, even when React runs effects twice
  const startedFor = useRef<BillingPeriod | null>(null);

  useEffect(() => {
    if (startedFor.current === plan) return;
    startedFor.current = plan;
    setClientSecret(null);
    setFailed(false);
    void createSubscription({ plan }).then((result) => {
      // a newer choice has started its own subscription
      if (startedFor.current !== plan) return;
      if ('error' in result) {
        setFailed(true);
        toast({ title: 'Error', description: 'Failed to initialize subscription. Please try again.', variant: 'destructive' });
        return;
      }
      if (result.data.message === 'Already subscribed' || !result.data.clientSecret) {
        toast({ title: 'Already Subscribed', description: "You're already a premium member!" });
        setTimeout(() => void navigate(paths.dashboard), ALREADY_SUBSCRIBED_REDIRECT_MS);
        return;
      }
      setClientSecret(result.data.clientSecret);
    });
  }, [plan, createSubscription, navigate, toast]);

  return (
    <Page
      title="Subscribe to Premium"
      description={`${offer.trialDays ? `${offer.trialDays}-day free trial, then ` : ''}${PREMIUM_PRICES.monthly} per month or ${PREMIUM_PRICES.yearly} per year. GST included, cancel anytime.`}
    >
      <Button component={RouterLink} to={paths.pricing} startIcon={<ArrowBackRounded />} sx={{ mb: 3, ml: -1 }}>
        Back to Pricing
      </Button>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1.2fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="section" aria-label="Premium benefits" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            Premium includes
          </Typography>
          <CheckList items={BENEFITS} />
        </Paper>
        <Paper variant="outlined" component="section" aria-label="Payment" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          <PeriodChoice plan={plan} onChange={setPlan} />
          {clientSecret ? (
            provider.data?.provider === 'stripe' ? (
              provider.data.publishableKey ? (
                <Suspense fallback={<Preparing />}>
                  <StripePaymentForm clientSecret={clientSecret} publishableKey={provider.data.publishableKey} plan={plan} />
                </Suspense>
              ) : (
                // no publishable key configured: Stripe's hosted checkout takes the card instead
                <Stack spacing={2}>
                  <Typography>Card details are taken on Stripe's secure checkout page.</Typography>
                  <Button component={RouterLink} to={checkoutPath(plan)} variant="contained" size="large">
                    Continue to Secure Checkout
                  </Button>
                </Stack>
              )
            ) : (
              <LocalCardForm clientSecret={clientSecret} plan={plan} />
            )
          ) : failed ? (
            <Alert severity="error" action={<Button onClick={() => window.location.reload()}>Try Again</Button>}>
              Failed to initialize subscription. Please try again.
            </Alert>
          ) : (
            <Preparing />
          )}
        </Paper>
      </Box>
    </Page>
  );
}

/** Monthly or yearly billing; changing it prepares a subscription for the new choice. */
function PeriodChoice({ plan, onChange }: { plan: BillingPeriod; onChange: (plan: BillingPeriod) => void }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
        Billing period
      </FormLabel>
      <RadioGroup value={plan} onChange={(e) => onChange(e.target.value as BillingPeriod)}>
        {(Object.keys(PERIODS) as BillingPeriod[]).map((period) => (
          <FormControlLabel
            key={period}
            value={period}
            control={<Radio />}
            label={
              `${PERIODS[period].name}: ${PERIODS[period].price} ${PERIODS[period].cadence}` +
              (period === 'yearly' ? ` (save ${PREMIUM_PRICES.yearlySavingPercent})` : '')
            }
          />
        ))}
      </RadioGroup>
    </Box>
  );
}

function Preparing() {
  return (
    <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 4, justifyContent: 'center' }}>
      <CircularProgress size={28} />
      <Typography>Preparing your subscription...</Typography>
    </Stack>
  );
}
