import LockRounded from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeError } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { failureToast } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import type { BillingPeriod } from '@/lib/plans';
import { useCheckCardTrialMutation } from '../api/billing-api';
import { CARD_HAD_TRIAL_NOTE, cardFormSummary, cardHadTrialLine, payAndStartPremium } from '../card-form-texts';
import { confirmationKind } from '../payment-confirmation';

// Stripe.js is loaded once per publishable key, and only on /subscribe with Stripe configured
// (this module is its own chunk).
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  if (!stripes.has(publishableKey)) stripes.set(publishableKey, loadStripe(publishableKey));
  return stripes.get(publishableKey)!;
};

const CHECK_FAILED = 'We could not check your card. Nothing was charged; please try again.';

/** Stripe's Payment Element: card details go to Stripe, never through our servers. */
export default function StripePaymentForm({
  clientSecret,
  publishableKey,
  plan,
}: {
  clientSecret: string;
  publishableKey: string;
  plan: BillingPeriod;
}) {
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
      <PaymentForm clientSecret={clientSecret} plan={plan} />
    </Elements>
  );
}

/**
 * A trial's card is checked before it is confirmed (docs/product-rules.md#trials): Stripe.js makes
 * it a payment method, billing says whether it would get the trial, and a card that had its trial
 * on another account is told what is charged today; only the member's "Pay" confirms it.
 */
function PaymentForm({ clientSecret, plan }: { clientSecret: string; plan: BillingPeriod }) {
  const stripe = useStripe();
  const elements = useElements();
  const { toast } = useToast();
  const [checkCardTrial] = useCheckCardTrialMutation();
  const [submitting, setSubmitting] = useState(false);
  // the refusal stays next to the form: the Payment Element keeps what was typed
  const [problem, setProblem] = useState<string | null>(null);
  // the payment method of a card that had its trial elsewhere, waiting for the member's yes
  const [cardHadTrial, setCardHadTrial] = useState<string | null>(null);
  const kind = confirmationKind(clientSecret);
  const failedTitle = kind === 'setup' ? 'Setup Failed' : 'Payment Failed';

  // only reached when Stripe could not redirect: the card was refused or a field is missing
  const refused = (error: StripeError | undefined) => {
    setSubmitting(false);
    const description = error?.message ?? 'Your card could not be confirmed.';
    setProblem(error?.type === 'card_error' ? `${description} Try another card, or call your bank.` : description);
    toast({ title: failedTitle, description, variant: 'destructive' });
  };

  /** The typed card as a payment method, or null once the member has been told why not. */
  const checkedCard = async (): Promise<{ id: string; trial: boolean } | null> => {
    // the Payment Element shows its own field errors
    if ((await elements!.submit()).error) return null;
    const created = await stripe!.createPaymentMethod({ elements: elements! });
    if (created.error) {
      refused(created.error);
      return null;
    }
    const checked = await checkCardTrial({ paymentMethodId: created.paymentMethod.id });
    if ('error' in checked) {
      const failure = failureToast(failedTitle, checked.error, CHECK_FAILED);
      setProblem(failure.description);
      toast(failure);
      return null;
    }
    return { id: created.paymentMethod.id, trial: checked.data.trial };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    setProblem(null);
    // After confirmation the provider returns the browser to /dashboard
    const confirmParams = { return_url: `${window.location.origin}${paths.dashboard}` };
    if (kind === 'payment') {
      refused((await stripe.confirmPayment({ elements, confirmParams })).error);
      return;
    }
    // pressed after being told: this card's first period is charged today
    let paymentMethod = cardHadTrial;
    if (!paymentMethod) {
      const card = await checkedCard();
      if (!card || !card.trial) {
        setSubmitting(false);
        if (card) setCardHadTrial(card.id);
        return;
      }
      paymentMethod = card.id;
    }
    refused(
      (await stripe.confirmSetup({ clientSecret, confirmParams: { ...confirmParams, payment_method: paymentMethod } })).error,
    );
  };

  // another card is another question
  const anotherCard = () => {
    setCardHadTrial(null);
    setProblem(null);
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-describedby={problem || cardHadTrial ? 'payment-problem' : undefined}
    >
      <Typography variant="h3" component="h2">
        Payment details
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {cardFormSummary(kind, plan, cardHadTrial !== null)}
      </Typography>
      <Stack spacing={2}>
        {problem && (
          <Alert severity="error" role="alert" id="payment-problem">
            {problem}
          </Alert>
        )}
        <PaymentElement onChange={() => cardHadTrial && anotherCard()} />
        {cardHadTrial && (
          <Alert severity="warning" role="alert" id="payment-problem" data-testid="card-trial-line">
            <strong>{cardHadTrialLine(plan)}.</strong> {CARD_HAD_TRIAL_NOTE}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!stripe || !elements || submitting}
          startIcon={<LockRounded />}
        >
          {submitting
            ? 'Confirming...'
            : cardHadTrial
              ? payAndStartPremium(plan)
              : kind === 'setup'
                ? 'Start Free Trial'
                : 'Pay and Subscribe'}
        </Button>
        {cardHadTrial && (
          <Button size="large" onClick={anotherCard} disabled={submitting}>
            Use another card
          </Button>
        )}
      </Stack>
    </Box>
  );
}
