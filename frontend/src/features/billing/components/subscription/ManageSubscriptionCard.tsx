import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BillingInfo } from '@wine/contracts';
import { useState } from 'react';
import { useSubscriptionActions } from '../../hooks/use-subscription-actions';
import { CancelDialog, DowngradeDialog, RetentionDialog } from '../CancelDialogs';
import { BillingCard } from './BillingCard';

const PERIOD_LABEL = { monthly: 'Monthly', yearly: 'Yearly' } as const;

export function ManageSubscriptionCard({ subscription: sub }: { subscription: NonNullable<BillingInfo['subscription']> }) {
  const actions = useSubscriptionActions();
  const { busy } = actions;
  const [dialog, setDialog] = useState<'cancel' | 'retention' | 'downgrade' | null>(null);
  const paused = sub.pause_collection !== null;
  const current = sub.plan === 'year' ? 'yearly' : 'monthly';
  const close = () => setDialog(null);

  return (
    <BillingCard title="Manage Subscription" id="manage-title">
      <Stack spacing={2.5} divider={<Divider flexItem />}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ fontWeight: 600, minWidth: 120 }}>Billing period</Typography>
          {(['monthly', 'yearly'] as const).map((plan) => (
            <Button
              key={plan}
              variant={plan === current ? 'contained' : 'outlined'}
              // disabled when already current, a change is pending, or paused
              disabled={busy || plan === current || sub.pending_update || paused}
              onClick={() => void actions.changePlan(plan)}
            >
              {plan === current ? `${PERIOD_LABEL[plan]} (current)` : `Switch to ${PERIOD_LABEL[plan]}`}
            </Button>
          ))}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ fontWeight: 600, minWidth: 120 }}>Payments</Typography>
          {paused ? (
            <Button variant="outlined" disabled={busy} onClick={() => void actions.resume()}>
              Resume Subscription
            </Button>
          ) : (
            // pause is disabled while a cancellation at period end is set
            <Button variant="outlined" disabled={busy || sub.cancel_at_period_end} onClick={() => void actions.pause()}>
              Pause Subscription
            </Button>
          )}
          {sub.cancel_at_period_end ? (
            <Button variant="contained" disabled={busy} onClick={() => void actions.reactivate()}>
              Reactivate Subscription
            </Button>
          ) : (
            // cancel is disabled while paused
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
          onClose={close}
          onCancelAtPeriodEnd={(reason) => {
            // without a reason, the retention dialog comes first
            if (!reason) return setDialog('retention');
            void actions.cancel(false, reason).then((ok) => ok && close());
          }}
        />
      )}
      <RetentionDialog
        open={dialog === 'retention'}
        busy={busy}
        yearly={current === 'yearly'}
        onClose={close}
        onPause={() => void actions.pause().then(close)}
        onSwitchToYearly={() => void actions.changePlan('yearly').then(close)}
        onStillCancel={() => void actions.cancel(true, null).then(close)}
      />
      <DowngradeDialog
        open={dialog === 'downgrade'}
        busy={busy}
        onClose={close}
        onConfirm={() => void actions.downgrade().then(close)}
      />
    </BillingCard>
  );
}
