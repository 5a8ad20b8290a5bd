import CheckRounded from '@mui/icons-material/CheckRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BillingInfo, CancelReason } from '@wine/contracts';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Page } from '@/components/layout/Page';
import { useToast } from '@/components/toast/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { checkoutPath, FREE_PLAN_LIMITS, FREE_TRIAL_DAYS, PREMIUM_RECOMMENDATIONS_PER_SEARCH } from '@/lib/plans';
import {
  useCancelSubscriptionMutation,
  useChangePlanMutation,
  useCreatePortalSessionMutation,
  useDowngradeToFreeMutation,
  useGetBillingInfoQuery,
  usePauseSubscriptionMutation,
  useReactivateSubscriptionMutation,
  useResumeSubscriptionMutation,
} from '../api/billing-api';
import { formatBillingDate, formatInvoiceAmount } from '../billing-format';
import { useCurrentUser, usePlanRefresh } from '../hooks/use-plan';
import { BillingAddressCard } from './BillingAddressCard';
import { CancelDialog, DowngradeDialog, RetentionDialog } from './CancelDialogs';

// Spec §2 comparison, with DESIGN.md §4's numbers.
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

export function SubscriptionPage() {
  const user = useCurrentUser();
  const premium = user?.subscriptionPlan === 'premium';
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
            <SubscriptionControls billing={billing} />
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <PaymentMethodCard billing={billing} />
              <BillingAddressCard key={JSON.stringify(billing.customer?.address)} address={billing.customer?.address ?? null} />
            </Box>
            <BillingHistory billing={billing} />
          </>
        )}
        <PlanComparison premium={premium} />
      </Stack>
    </Page>
  );
}

function Card({ title, id, children, action }: { title: string; id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 3, borderRadius: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" id={id} sx={{ fontSize: '1.2rem' }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

function CurrentPlanCard({ premium, billing, loading }: { premium: boolean; billing?: BillingInfo; loading: boolean }) {
  const sub = billing?.subscription;
  return (
    <Card
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
    </Card>
  );
}

function SubscriptionControls({ billing }: { billing: BillingInfo }) {
  const { toast } = useToast();
  const refreshPlan = usePlanRefresh();
  const sub = billing.subscription!;
  const [pause, pausing] = usePauseSubscriptionMutation();
  const [resume, resuming] = useResumeSubscriptionMutation();
  const [reactivate, reactivating] = useReactivateSubscriptionMutation();
  const [cancel, cancelling] = useCancelSubscriptionMutation();
  const [changePlan, changing] = useChangePlanMutation();
  const [downgrade, downgrading] = useDowngradeToFreeMutation();
  const [dialog, setDialog] = useState<'cancel' | 'retention' | 'downgrade' | null>(null);
  const busy = [pausing, resuming, reactivating, cancelling, changing, downgrading].some((m) => m.isLoading);
  const paused = sub.pause_collection !== null;
  const current = sub.plan === 'year' ? 'yearly' : 'monthly';

  const run = async <T,>(call: Promise<{ data: T } | { error: unknown }>, failure: string, success: (data: T) => void) => {
    const result = await call;
    if ('error' in result) {
      toast({ title: 'Error', description: apiErrorMessage(result.error) ?? failure, variant: 'destructive' });
      return false;
    }
    success(result.data);
    return true;
  };

  const doPause = () =>
    run(pause(), 'Failed to pause subscription', () =>
      toast({ title: 'Subscription Paused', description: 'You can resume it anytime.' }),
    );
  const doChange = (newPlan: 'monthly' | 'yearly') =>
    run(changePlan({ newPlan }), 'Failed to change plan', (d) => toast({ title: 'Plan Changed', description: d?.message }));
  const doCancel = async (cancelImmediately: boolean, reason: CancelReason | null) => {
    const ok = await run(cancel({ cancelImmediately, reason }), 'Failed to cancel subscription', (d) =>
      toast({ title: 'Subscription Canceled', description: d?.message }),
    );
    if (ok && cancelImmediately) refreshPlan('free');
    return ok;
  };

  return (
    <Card title="Manage Subscription" id="manage-title">
      <Stack spacing={2.5} divider={<Divider flexItem />}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ fontWeight: 600, minWidth: 120 }}>Billing period</Typography>
          {(['monthly', 'yearly'] as const).map((plan) => (
            <Button
              key={plan}
              variant={plan === current ? 'contained' : 'outlined'}
              // spec §4: disabled when already current, a change is pending, or paused
              disabled={busy || plan === current || sub.pending_update || paused}
              onClick={() => void doChange(plan)}
            >
              {plan === current
                ? `${plan === 'yearly' ? 'Yearly' : 'Monthly'} (current)`
                : `Switch to ${plan === 'yearly' ? 'Yearly' : 'Monthly'}`}
            </Button>
          ))}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ fontWeight: 600, minWidth: 120 }}>Payments</Typography>
          {paused ? (
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() =>
                void run(resume(), 'Failed to resume subscription', () =>
                  toast({ title: 'Subscription Resumed', description: 'Your Premium billing continues as normal.' }),
                )
              }
            >
              Resume Subscription
            </Button>
          ) : (
            // spec §4: pause is disabled while a cancellation at period end is set
            <Button variant="outlined" disabled={busy || sub.cancel_at_period_end} onClick={() => void doPause()}>
              Pause Subscription
            </Button>
          )}
          {sub.cancel_at_period_end ? (
            <Button
              variant="contained"
              disabled={busy}
              onClick={() =>
                void run(reactivate(), 'Failed to reactivate subscription', () =>
                  toast({
                    title: 'Subscription Reactivated',
                    description: 'Welcome back! Your Premium subscription will continue.',
                  }),
                )
              }
            >
              Reactivate Subscription
            </Button>
          ) : (
            // spec §4: cancel is disabled while paused
            <Button variant="outlined" color="error" disabled={busy || paused} onClick={() => setDialog('cancel')}>
              Cancel Subscription
            </Button>
          )}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ fontWeight: 600, minWidth: 120 }}>Free plan</Typography>
          <Button color="error" disabled={busy} onClick={() => setDialog('downgrade')}>
            Downgrade to Free
          </Button>
        </Stack>
      </Stack>

      {/* mounted per opening, so a reason chosen last time is not preselected */}
      {dialog === 'cancel' && (
        <CancelDialog
          open
          busy={busy}
          onClose={() => setDialog(null)}
          onCancelAtPeriodEnd={(reason) => {
            // spec §4: without a reason, the retention dialog comes first
            if (!reason) return setDialog('retention');
            void doCancel(false, reason).then((ok) => ok && setDialog(null));
          }}
        />
      )}
      <RetentionDialog
        open={dialog === 'retention'}
        busy={busy}
        yearly={current === 'yearly'}
        onClose={() => setDialog(null)}
        onPause={() => void doPause().then(() => setDialog(null))}
        onSwitchToYearly={() => void doChange('yearly').then(() => setDialog(null))}
        onStillCancel={() => void doCancel(true, null).then(() => setDialog(null))}
      />
      <DowngradeDialog
        open={dialog === 'downgrade'}
        busy={busy}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          void downgrade().then((result) => {
            setDialog(null);
            if ('error' in result) {
              toast({
                title: 'Downgrade Failed',
                description: 'There was an error downgrading your subscription. Please try again or contact support.',
                variant: 'destructive',
              });
              return;
            }
            toast({ title: 'Downgraded Successfully', description: result.data.message });
            refreshPlan('free');
          })
        }
      />
    </Card>
  );
}

function PaymentMethodCard({ billing }: { billing: BillingInfo }) {
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
    <Card
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
    </Card>
  );
}

function BillingHistory({ billing }: { billing: BillingInfo }) {
  return (
    <Card title="Billing History" id="billing-history-title">
      {billing.invoices.length === 0 ? (
        <Typography color="text.secondary">No invoices yet. Your first invoice arrives when the free trial ends.</Typography>
      ) : (
        <Stack component="ul" divider={<Divider flexItem />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {billing.invoices.map((invoice) => (
            <Stack
              component="li"
              key={invoice.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0.5, sm: 2 }}
              sx={{ py: 1.5, alignItems: { sm: 'center' } }}
            >
              <Typography sx={{ minWidth: 160 }}>{formatBillingDate(invoice.created)}</Typography>
              <Typography sx={{ fontWeight: 600, minWidth: 100 }}>
                {formatInvoiceAmount(invoice.amount, invoice.currency)}
              </Typography>
              <Chip
                label={invoice.status}
                size="small"
                color={invoice.status === 'paid' ? 'success' : 'default'}
                sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
              />
              <Box sx={{ flex: 1 }} />
              <Stack direction="row" spacing={2}>
                {invoice.hosted_invoice_url && (
                  <Link href={invoice.hosted_invoice_url} target="_blank" rel="noopener">
                    View invoice
                  </Link>
                )}
                {invoice.invoice_pdf && (
                  <Link href={invoice.invoice_pdf} target="_blank" rel="noopener">
                    PDF
                  </Link>
                )}
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function PlanComparison({ premium }: { premium: boolean }) {
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
