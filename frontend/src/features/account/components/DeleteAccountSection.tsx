import DeleteForeverRounded from '@mui/icons-material/DeleteForeverRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { failureToast } from '@/lib/api-error';
import { useDeleteAccountMutation } from '../api/account-api';
import { DELETE_CONFIRMATION_WORD } from '../account-forms';
import { SettingsSection } from './SettingsSection';

interface DeleteAccountSectionProps {
  // Called once the server has deleted the account, to end the session on this browser.
  onDeleted: () => void;
}

// The dark scheme's error red is too dim for text on a dark surface (WCAG AA); use its light shade.
const dangerText = (theme: Theme) => ({
  color: (theme.vars ?? theme).palette.error.main,
  borderColor: (theme.vars ?? theme).palette.error.main,
  ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.error.light }),
});
// White on the darker shade keeps 4.5:1 in both schemes.
const dangerFill = (theme: Theme) => ({
  bgcolor: (theme.vars ?? theme).palette.error.dark,
  color: '#fff',
  '&:hover': { bgcolor: (theme.vars ?? theme).palette.error.dark, filter: 'brightness(0.88)' },
});

export function DeleteAccountSection({ onDeleted }: DeleteAccountSectionProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <SettingsSection
      title="Delete Account"
      description="Permanently delete your account, your saved wines and your uploads. Your data is removed within 30 days and this cannot be undone."
      danger
    >
      <Button variant="outlined" startIcon={<DeleteForeverRounded />} onClick={() => setConfirming(true)} sx={dangerText}>
        Delete Account
      </Button>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} onDeleted={onDeleted} />
    </SettingsSection>
  );
}

function DeleteAccountDialog({ open, onClose, onDeleted }: { open: boolean; onClose: () => void; onDeleted: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const { toast } = useToast();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const confirmed = typed === DELETE_CONFIRMATION_WORD && password.length > 0;

  const close = () => {
    if (isLoading) return;
    setTyped('');
    setPassword('');
    onClose();
  };

  const handleDelete = async () => {
    try {
      await deleteAccount({ password }).unwrap();
      onDeleted();
      toast({ title: 'Account Deleted', description: "Your account has been deleted. We're sorry to see you go." });
    } catch (error) {
      toast(failureToast('Delete Failed', error, 'Failed to delete your account. Please try again.'));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={descriptionId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} variant="h5" component="h2">
        Delete your account?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2.5 }}>
          This permanently deletes your account, your cellar and your uploads. To confirm, type{' '}
          <strong>{DELETE_CONFIRMATION_WORD}</strong> below.
        </DialogContentText>
        <TextField
          label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoFocus
          fullWidth
          autoComplete="off"
          disabled={isLoading}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <TextField
          label="Your password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          fullWidth
          autoComplete="current-password"
          disabled={isLoading}
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button onClick={close} disabled={isLoading}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void handleDelete()}
          disabled={!confirmed}
          loading={isLoading}
          loadingPosition="start"
          startIcon={<DeleteForeverRounded />}
          sx={confirmed ? dangerFill : undefined}
        >
          Delete Account
        </Button>
      </DialogActions>
    </Dialog>
  );
}
