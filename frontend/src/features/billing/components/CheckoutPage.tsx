import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CelebrationRounded from '@mui/icons-material/CelebrationRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { CheckList } from '@/components/content/CheckList';
import { Page } from '@/components/layout/Page';
import { useToast } from '@/components/toast/use-toast';
import { paths } from '@/lib/paths';
import { checkoutPath, FREE_TRIAL_DAYS, PREMIUM_PRICES, type BillingPeriod } from '@/lib/plans';
import { useCheckoutSuccessMutation, useCreateCheckoutSessionMutation } from '../api/billing-api';
import { useCurrentUser } from '@/lib/session';
import { usePlanRefresh } from '../hooks/use-plan';
import { useTrialOffer } from '../hooks/use-trial-offer';
import { CardTrialConfirm, cardTrialPlan } from './CardTrialConfirm';
import { PlanSection } from './PlanSection';

// Delays (docs/product-rules.md#screens-and-client-behaviour).
export const ALREADY_SUBSCRIBED_REDIRECT_MS = 2000;
export const CHECKOUT_SUCCESS_REDIRECT_MS = 3000;

const PLANS: { period: BillingPeriod; name: string; price: string; cadence: string; note?: string }[] = [
  { period: 'monthly', name: 'Monthly', price: PREMIUM_PRICES.monthly, cadence: 'per month' },
  {
    period: 'yearly',
    name: 'Yearly',
    price: PREMIUM_PRICES.yearly,
    cadence: 'per year',
    note: `${PREMIUM_PRICES.yearlyAtMonthlyRate} if paid monthly`,
  },
];

const BENEFITS = [
  'Unlimited saved wines and photo analyses',
  'Voice search, meal and menu pairing',
  'Cellar analytics and priority support',
];

export function CheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  if (sessionId && params.get('subscription') === 'success') return <CheckoutSuccess sessionId={sessionId} />;
  // the period chosen on /pricing is carried here: it is not chosen again (docs/product-rules.md#plans)
  const carried = params.get('plan');
  const chosen = carried === 'yearly' ? 'yearly' : 'monthly';
  return <PlanChoice chosen={chosen} carried={carried === 'monthly' || carried === 'yearly'} />;
}

function PlanChoice({ chosen, carried }: { chosen: BillingPeriod; carried: boolean }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [createSession] = useCreateCheckoutSessionMutation();
  const [starting, setStarting] = useState<BillingPeriod | null>(null);
  const offer = useTrialOffer();
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  const start = async (plan: BillingPeriod) => {
    if (!user) {
      // /checkout is public; starting a subscription needs an account
      void navigate(paths.signIn);
      return;
    }
    setStarting(plan);
    const result = await createSession({ plan });
    if ('error' in result) {
      setStarting(null);
      toast({ title: 'Connection Error', description: 'Failed to connect to payment service', variant: 'destructive' });
      return;
    }
    const { url, hasActiveSubscription, message } = result.data;
    if (hasActiveSubscription) {
      setStarting(null);
      toast({ title: 'Already Subscribed', description: message || 'You already have an active subscription.' });
      redirect.current = setTimeout(() => void navigate(paths.dashboard), ALREADY_SUBSCRIBED_REDIRECT_MS);
      return;
    }
    if (!url) {
      setStarting(null);
      toast({ title: 'Setup Error', description: message || 'Failed to create checkout session', variant: 'destructive' });
      return;
    }
    // the hosted checkout page (Stripe's, or the local provider's on this origin)
    window.location.assign(url);
  };

  return (
    <Page
      title="Checkout"
      description={
        carried
          ? offer.trialDays
            ? `Premium, billed ${chosen}. Your ${offer.trialDays}-day free trial starts today; prices are in Australian dollars and include GST.`
            : `Premium, billed ${chosen}. Prices are in Australian dollars and include GST.`
          : offer.trialDays
            ? `Choose monthly or yearly billing for Premium. Your ${offer.trialDays}-day free trial starts today; prices are in Australian dollars and include GST.`
            : 'Choose monthly or yearly billing for Premium. Prices are in Australian dollars and include GST.'
      }
    >
      {offer.premium && (
        <Alert
          severity="success"
          sx={{ mb: 3 }}
          action={
            <Button component={RouterLink} to={paths.subscription}>
              Manage
            </Button>
          }
        >
          You are on Premium. Change your plan from the Subscription page.
        </Alert>
      )}
      <Button component={RouterLink} to={paths.pricing} startIcon={<ArrowBackRounded />} sx={{ mb: 3, ml: -1 }}>
        Back to Pricing
      </Button>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: carried ? '1fr' : '1fr 1fr' },
          maxWidth: carried ? 440 : 820,
          mx: 'auto',
        }}
      >
        {/* carried from /pricing: that plan alone, one button on to payment */}
        {PLANS.filter((plan) => !carried || plan.period === chosen).map((plan) => {
          const selected = plan.period === chosen;
          return (
            <PlanSection
              key={plan.period}
              name={plan.name}
              highlighted={selected}
              badge={
                plan.period === 'yearly' && (
                  <Chip
                    label={`Save ${PREMIUM_PRICES.yearlySavingPercent}`}
                    color="secondary"
                    size="small"
                    sx={{ fontWeight: 700 }}
                  />
                )
              }
            >
              <Typography sx={{ mt: 2, fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.1 }}>
                {plan.price}
                <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 500 }}>
                  {plan.cadence}
                </Typography>
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1, minHeight: 24 }}>
                {plan.note ?? 'Cancel anytime.'}
              </Typography>
              <Box sx={{ my: 2, flex: 1 }}>
                <CheckList items={offer.trialDays ? [`${offer.trialDays}-day free trial`, ...BENEFITS] : BENEFITS} />
              </Box>
              <Button
                variant={selected ? 'contained' : 'outlined'}
                size="large"
                fullWidth
                // docs/product-rules.md#subscription-controls: both buttons are disabled while either plan is starting
                disabled={starting !== null || offer.premium || !offer.known}
                onClick={() => void start(plan.period)}
                startIcon={starting === plan.period ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {starting === plan.period
                  ? 'Starting checkout...'
                  : offer.trialDays
                    ? `Start ${plan.name} Trial`
                    : `Subscribe ${plan.name}`}
              </Button>
              {!offer.premium && (
                <Typography variant="body2" sx={{ mt: 1.25, textAlign: 'center', fontWeight: 600 }} data-testid="charge-today">
                  {offer.chargeToday(plan.period)}
                </Typography>
              )}
            </PlanSection>
          );
        })}
      </Box>
      {carried && !offer.premium && (
        <Typography color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
          {chosen === 'yearly'
            ? 'Prefer to pay monthly?'
            : `Prefer to pay yearly and save ${PREMIUM_PRICES.yearlySavingPercent}?`}{' '}
          <Link
            component={RouterLink}
            to={checkoutPath(chosen === 'yearly' ? 'monthly' : 'yearly')}
            replace
            sx={{ fontWeight: 600 }}
          >
            {chosen === 'yearly' ? 'Switch to monthly' : 'Switch to yearly'}
          </Link>
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {offer.trialDays
          ? `You will not be charged during the ${offer.trialDays}-day trial. One free trial per person: if your card has already had one on another account, we tell you before the first ${chosen === 'yearly' ? 'year' : 'month'} is charged. Cancel anytime from the Subscription page.`
          : 'Your first payment is taken today. Cancel anytime from the Subscription page.'}
      </Typography>
      {/* the in-page card form (/subscribe) is the other way to pay */}
      <Typography color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
        Prefer not to leave this site?{' '}
        <Link component={RouterLink} to={`${paths.subscribe}?plan=${chosen}`} sx={{ fontWeight: 600 }}>
          Pay with card here
        </Link>
      </Typography>
    </Page>
  );
}

function CheckoutSuccess({ sessionId }: { sessionId: string }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const [verify] = useCheckoutSuccessMutation();
  const refreshPlan = usePlanRefresh();
  const started = useRef(false);
  // null: no trial started (a card that had its trial elsewhere was charged today, as the member confirmed)
  const [trialDays, setTrialDays] = useState<number | null>(FREE_TRIAL_DAYS);
  // Stripe took the card alone and it had its trial elsewhere: nothing charged, the member confirms first
  const [confirmPlan, setConfirmPlan] = useState<BillingPeriod | null>(null);
  // Premium is welcomed only once billing says the checkout went through; otherwise its reason
  const [outcome, setOutcome] = useState<{ state: 'checking' | 'started' } | { state: 'not-started'; reason: string }>({
    state: 'checking',
  });

  useEffect(() => {
    // once per return, even when React runs effects twice in development
    if (started.current) return;
    started.current = true;
    void verify(sessionId).then((result) => {
      const verified = 'data' in result ? result.data : undefined;
      const toConfirm = verified?.success ? null : cardTrialPlan(verified?.message);
      if (toConfirm) {
        setConfirmPlan(toConfirm);
        return;
      }
      if (!verified?.success) {
        const reason = verified?.message ?? 'We could not reach the payment service to confirm your payment.';
        setOutcome({ state: 'not-started', reason });
        toast({ title: 'Premium Not Started Yet', description: reason, variant: 'destructive' });
        return;
      }
      refreshPlan('premium');
      // a friend who signed up through a referral link has 14 days, not 7
      const days = verified.trialDays;
      setTrialDays(days);
      setOutcome({ state: 'started' });
      toast({
        title: 'Welcome to Premium!',
        description: days
          ? `Your ${days}-day free trial has started. You'll be charged after the trial period.`
          : 'Your first payment was taken today. You now have unlimited access.',
      });
    });
  }, [sessionId, verify, refreshPlan, toast]);

  useEffect(() => {
    if (outcome.state !== 'started') return;
    const timer = setTimeout(() => void navigate(paths.dashboard), CHECKOUT_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, outcome.state]);

  if (confirmPlan) return <CardTrialConfirm plan={confirmPlan} />;
  if (outcome.state === 'checking')
    return (
      <Page title="Confirming Your Payment">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }} role="status">
          <CircularProgress size={28} aria-hidden />
          <Typography color="text.secondary">Confirming your payment…</Typography>
        </Box>
      </Page>
    );
  if (outcome.state === 'not-started')
    return (
      <Page title="Premium Has Not Started Yet">
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
          <Alert severity="warning" sx={{ textAlign: 'left' }}>
            {outcome.reason} If you did complete payment, your plan shows under your subscription within a minute.
          </Alert>
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>
            <Button component={RouterLink} to={paths.subscription} variant="contained">
              See my subscription
            </Button>
            <Button component={RouterLink} to={paths.pricing} variant="outlined">
              Back to plans
            </Button>
          </Box>
        </Paper>
      </Page>
    );

  return (
    <Page title={trialDays ? `Your ${trialDays}-Day Free Trial Has Started!` : 'Your Premium Plan Has Started!'}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
        <CelebrationRounded color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h2" sx={{ mt: 1 }}>
          Welcome to Premium!
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          Enjoy unlimited saves and analyses, voice search, meal and menu pairing and cellar analytics. Taking you to your
          recommendations…
        </Typography>
        <Button component={RouterLink} to={paths.dashboard} variant="contained" size="large" sx={{ mt: 3 }}>
          Go to Dashboard
        </Button>
      </Paper>
    </Page>
  );
}
