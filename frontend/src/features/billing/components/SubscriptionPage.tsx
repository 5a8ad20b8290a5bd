import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Page } from '@/components/layout/Page';
import { useIsPremium } from '@/lib/session';
import { useGetBillingInfoQuery } from '../api/billing-api';
import { BillingAddressCard } from './BillingAddressCard';
import { BillingHistoryCard } from './subscription/BillingHistoryCard';
import { CurrentPlanCard } from './subscription/CurrentPlanCard';
import { ManageSubscriptionCard } from './subscription/ManageSubscriptionCard';
import { PaymentMethodCard } from './subscription/PaymentMethodCard';
import { PlanComparison } from './subscription/PlanComparison';

export function SubscriptionPage() {
  const premium = useIsPremium();
  const info = useGetBillingInfoQuery(undefined, { skip: !premium });
  const billing = premium ? info.data : undefined;

  return (
    <Page title="Subscription" description="Your plan, billing details and subscription controls.">
      <Stack spacing={3}>
        <CurrentPlanCard premium={premium} billing={billing} loading={premium && info.isLoading} />
        {premium && info.isError && (
          <Alert severity="error">Your billing details could not be loaded. Please refresh the page.</Alert>
        )}
        {premium && billing && (
          <>
            {billing.subscription && <ManageSubscriptionCard subscription={billing.subscription} />}
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <PaymentMethodCard billing={billing} />
              <BillingAddressCard key={JSON.stringify(billing.customer?.address)} address={billing.customer?.address ?? null} />
            </Box>
            <BillingHistoryCard billing={billing} />
          </>
        )}
        <PlanComparison premium={premium} />
      </Stack>
    </Page>
  );
}
