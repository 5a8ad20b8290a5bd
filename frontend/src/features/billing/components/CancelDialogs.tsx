import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { CANCEL_REASONS, type CancelReason } from '@wine/contracts';
import { useState } from 'react';
import { KEPT_AFTER_DOWNGRADE } from '@/lib/plans';
import { CANCEL_REASON_LABELS } from '../billing-format';

export function CancelDialog({
  open,
  busy,
  onClose,
  onCancelAtPeriodEnd,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onCancelAtPeriodEnd: (reason: CancelReason | null) => void;
}) {
  const [reason, setReason] = useState<CancelReason | ''>('');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancel-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-dialog-title">Cancel Subscription</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>You keep Premium until the end of the current billing period.</DialogContentText>
        <FormControl>
          <FormLabel id="cancel-reason-label">Why are you cancelling? (optional)</FormLabel>
          <RadioGroup
            aria-labelledby="cancel-reason-label"
            value={reason}
            onChange={(e) => setReason(e.target.value as CancelReason)}
          >
            {CANCEL_REASONS.map((r) => (
              <FormControlLabel key={r} value={r} control={<Radio />} label={CANCEL_REASON_LABELS[r]} />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Keep Subscription</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={() => onCancelAtPeriodEnd(reason || null)}>
          Cancel at Period End
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** docs/product-rules.md#subscription-controls: shown when cancelling at period end without a reason. */
export function RetentionDialog({
  open,
  busy,
  yearly,
  onClose,
  onPause,
  onSwitchToYearly,
  onStillCancel,
}: {
  open: boolean;
  busy: boolean;
  yearly: boolean;
  onClose: () => void;
  onPause: () => void;
  onSwitchToYearly: () => void;
  onStillCancel: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="retention-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="retention-dialog-title">Before you go…</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You can pause your subscription and resume it anytime, or save with yearly billing. Cancelling now ends Premium
          immediately.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Stack spacing={1} sx={{ width: '100%' }}>
          <Button variant="contained" disabled={busy} onClick={onPause}>
            Pause Instead
          </Button>
          <Button variant="outlined" disabled={busy || yearly} onClick={onSwitchToYearly}>
            Switch to Yearly
          </Button>
          <Button color="error" disabled={busy} onClick={onStillCancel}>
            Still Cancel
          </Button>
        </Stack>
      </DialogActions>
    </Dialog>
  );
}

export function DowngradeDialog({
  open,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="downgrade-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="downgrade-dialog-title">Downgrade to Free?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Premium ends now. Nothing is deleted: your {KEPT_AFTER_DOWNGRADE.savedWines} most recent saved wines and{' '}
          {KEPT_AFTER_DOWNGRADE.uploads} most recent uploads stay available, and everything else comes back when you upgrade
          again.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Keep Premium</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={onConfirm}>
          Downgrade to Free
        </Button>
      </DialogActions>
    </Dialog>
  );
}
