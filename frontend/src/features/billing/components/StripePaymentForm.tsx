import LockRounded from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { paths } from '@/lib/paths';
import { FREE_TRIAL_DAYS, PREMIUM_PRICES } from '@/lib/plans';
import { confirmationKind } from '../payment-confirmation';

// Stripe.js is loaded once per publishable key, and only on /subscribe with Stripe configured
// (this module is its own chunk).
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  if (!stripes.has(publishableKey)) stripes.set(publishableKey, loadStripe(publishableKey));
  return stripes.get(publishableKey)!;
};

/** Stripe's Payment Element: card details go to Stripe, never through our servers. */
export default function StripePaymentForm({ clientSecret, publishableKey }: { clientSecret: string; publishableKey: string }) {
  const theme = useTheme();
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret,
        appearance: {
          theme: theme.palette.mode === 'dark' ? 'night' : 'stripe',
          variables: { colorPrimary: theme.palette.primary.main, borderRadius: '8px' },
        },
      }}
    >
      <PaymentForm clientSecret={clientSecret} />
    </Elements>
  );
}

function PaymentForm({ clientSecret }: { clientSecret: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const { toast } = useToast();
  const [submitting, setSubmitting] = useState(false);
  // the refusal stays next to the form: the Payment Element keeps what was typed
  const [problem, setProblem] = useState<string | null>(null);
  const kind = confirmationKind(clientSecret);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    // After confirmation the provider returns the browser to /dashboard
    const confirmParams = { return_url: `${window.location.origin}${paths.dashboard}` };
    const { error } =
      kind === 'setup'
        ? await stripe.confirmSetup({ elements, confirmParams })
        : await stripe.confirmPayment({ elements, confirmParams });
    // only reached when Stripe could not redirect: the card was refused or a field is missing
    setSubmitting(false);
    const description = error?.message ?? 'Your card could not be confirmed.';
    setProblem(error?.type === 'card_error' ? `${description} Try another card, or call your bank.` : description);
    toast({ title: kind === 'setup' ? 'Setup Failed' : 'Payment Failed', description, variant: 'destructive' });
  };

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
      <Typography variant="h3" component="h2">
        Payment details
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {kind === 'setup'
          ? `Nothing is charged today. Your card is saved for when the ${FREE_TRIAL_DAYS}-day trial ends.`
          : `${PREMIUM_PRICES.monthly} is charged today.`}
      </Typography>
      <Stack spacing={2}>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <PaymentElement />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!stripe || !elements || submitting}
          startIcon={<LockRounded />}
        >
          {submitting ? 'Confirming...' : kind === 'setup' ? 'Start Free Trial' : 'Pay and Subscribe'}
        </Button>
      </Stack>
    </Box>
  );
}
