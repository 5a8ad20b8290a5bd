import LockRounded from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast/use-toast';
import { apiErrorMessage, failureToast } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { PREMIUM_PRICES, type BillingPeriod } from '@/lib/plans';
import { useConfirmLocalPaymentMutation } from '../api/billing-api';
import { usePlanRefresh } from '../hooks/use-plan';
import { CARD_HAD_TRIAL_NOTE, cardFormSummary } from '../card-form-texts';
import { confirmationKind } from '../payment-confirmation';

// a card that had its free trial on another account: billing asks before charging it (docs/product-rules.md#trials)
const cardHadTrial = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'data' in error &&
  (error.data as { cardHadTrial?: unknown })?.cardHadTrial === true;

/**
 * The local payment provider's card form, standing in for Stripe's Payment Element. A refused card
 * keeps the form (the card number aside) with the reason next to it; a card that already had a trial
 * is told what is charged today and pays only once the member confirms.
 */
export function LocalCardForm({ clientSecret, plan }: { clientSecret: string; plan: BillingPeriod }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const refreshPlan = usePlanRefresh();
  const [confirm, { isLoading }] = useConfirmLocalPaymentMutation();
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [chargeToday, setChargeToday] = useState<string | null>(null);
  const cardNumberInput = useRef<HTMLInputElement>(null);
  const kind = confirmationKind(clientSecret);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await confirm({ clientSecret, ...card, ...(chargeToday ? { confirmCharge: true } : {}) });
    if ('error' in result) {
      if (cardHadTrial(result.error)) {
        setProblem(null);
        setChargeToday(apiErrorMessage(result.error) ?? 'This card has already had a free trial.');
        return;
      }
      const failure = failureToast(
        kind === 'setup' ? 'Setup Failed' : 'Payment Failed',
        result.error,
        'Your card could not be confirmed.',
      );
      toast(failure);
      setProblem(failure.description);
      setChargeToday(null);
      setCard({ ...card, cardNumber: '' });
      cardNumberInput.current?.focus();
      return;
    }
    toast({
      title: kind === 'setup' && !chargeToday ? 'Setup Successful' : 'Payment Successful',
      description: 'Welcome to Premium! You now have unlimited access.',
    });
    refreshPlan('premium');
    // The provider returns to /dashboard
    void navigate(paths.dashboard);
  };

  const change = (field: keyof typeof card) => (e: { target: { value: string } }) => {
    setCard({ ...card, [field]: e.target.value });
    // another card is another question
    if (field === 'cardNumber') setChargeToday(null);
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-describedby={problem || chargeToday ? 'payment-problem' : undefined}
    >
      <Typography variant="h3" component="h2">
        Payment details
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {cardFormSummary(kind, plan, chargeToday !== null)}
      </Typography>
      <Stack spacing={2} sx={{ mt: 3 }}>
        {problem && (
          <Alert severity="error" role="alert" id="payment-problem">
            {problem}
          </Alert>
        )}
        {chargeToday && (
          <Alert severity="warning" role="alert" id="payment-problem">
            <strong>{chargeToday}.</strong> {CARD_HAD_TRIAL_NOTE}
          </Alert>
        )}
        <TextField
          label="Card number"
          value={card.cardNumber}
          onChange={change('cardNumber')}
          inputRef={cardNumberInput}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number' } }}
          required
        />
        <Stack direction="row" spacing={2}>
          <TextField
            label="Expiry (MM/YY)"
            value={card.expiry}
            onChange={change('expiry')}
            slotProps={{ htmlInput: { autoComplete: 'cc-exp' } }}
            required
            fullWidth
          />
          <TextField
            label="CVC"
            value={card.cvc}
            onChange={change('cvc')}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc' } }}
            required
            fullWidth
          />
        </Stack>
        <Button type="submit" variant="contained" size="large" disabled={isLoading} startIcon={<LockRounded />}>
          {isLoading
            ? 'Confirming...'
            : chargeToday
              ? `Pay ${PREMIUM_PRICES[plan]} today`
              : kind === 'setup'
                ? 'Start Free Trial'
                : 'Pay and Subscribe'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          Test mode: use 4242 4242 4242 4242 with any future date and any CVC.
        </Typography>
      </Stack>
    </Box>
  );
}
