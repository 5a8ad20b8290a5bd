import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { CompactDialog } from '@/components/dialogs/CompactDialog';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';

interface LimitModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  icon: ReactNode;
  children: ReactNode;
  // The limit modals carry an upgrade route: the checkout (docs/product-rules.md, plans).
  upgradeTo?: string;
}

// The frame the Cellar Limit Reached and Upload Limit Reached modals share.
export function LimitModal({ open, onClose, title, icon, children, upgradeTo = paths.checkout }: LimitModalProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <CompactDialog open={open} onClose={onClose} labelledBy={titleId} describedBy={bodyId}>
      <DialogContent sx={{ px: { xs: 3, sm: 4 }, pt: { xs: 4, sm: 5 }, textAlign: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: 56,
            height: 56,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'warning.light',
            color: 'warning.contrastText',
          }}
        >
          {icon}
        </Box>
        <Typography id={titleId} variant="h5" component="h2">
          {title}
        </Typography>
        <Box id={bodyId} sx={{ mt: 1.5, color: 'text.secondary' }}>
          {children}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: { xs: 3, sm: 4 }, pb: 3, gap: 1, flexDirection: { xs: 'column-reverse', sm: 'row' } }}>
        <Button onClick={onClose} fullWidth variant="outlined" color="inherit">
          Maybe Later
        </Button>
        <Button component={RouterLink} to={upgradeTo} onClick={onClose} fullWidth variant="contained" sx={{ ml: '0 !important' }}>
          Upgrade to Premium
        </Button>
      </DialogActions>
    </CompactDialog>
  );
}
