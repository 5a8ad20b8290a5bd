import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BillingInfo } from '@wine/contracts';
import { useToast } from '@/components/toast/use-toast';
import { useCreatePortalSessionMutation } from '../../api/billing-api';
import { BillingCard } from './BillingCard';

export function PaymentMethodCard({ billing }: { billing: BillingInfo }) {
  const { toast } = useToast();
  const [openPortal, { isLoading }] = useCreatePortalSessionMutation();
  const pm = billing.paymentMethod;
  const manage = async () => {
    const result = await openPortal();
    if ('error' in result) {
      toast({ title: 'Error', description: 'Failed to open payment management', variant: 'destructive' });
      return;
    }
    window.location.assign(result.data.url);
  };
  return (
    <BillingCard
      title="Payment Method"
      id="payment-method-title"
      action={
        <Button disabled={isLoading} onClick={() => void manage()}>
          Manage Payment Method
        </Button>
      }
    >
      {pm ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <CreditCardRounded color="action" aria-hidden />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>
              {pm.brand.charAt(0).toUpperCase() + pm.brand.slice(1)} ending in {pm.last4}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Expires {String(pm.exp_month).padStart(2, '0')}/{pm.exp_year}
            </Typography>
          </Box>
        </Stack>
      ) : (
        <Typography color="text.secondary">No payment method on file.</Typography>
      )}
    </BillingCard>
  );
}
