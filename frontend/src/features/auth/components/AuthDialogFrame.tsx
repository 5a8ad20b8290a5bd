import CloseRounded from '@mui/icons-material/CloseRounded';
import WineBarRounded from '@mui/icons-material/WineBarRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface AuthDialogFrameProps {
  open: boolean;
  onClose: () => void;
  title: string;
  subtitle: string;
  children: ReactNode;
}

// The look shared by Sign In and Create Your Account: brand mark, title, close button.
export function AuthDialogFrame({ open, onClose, title, subtitle, children }: AuthDialogFrameProps) {
  const titleId = useId();
  const subtitleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      fullWidth
      maxWidth="xs"
      // Narrow phones get the room back that the default 32 px margins take.
      sx={{ '& .MuiDialog-paper': { m: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } } }}
    >
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ px: { xs: 3, sm: 4 }, pt: { xs: 4, sm: 5 }, pb: { xs: 3, sm: 4 } }}>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Box
            aria-hidden
            sx={{
              width: 48,
              height: 48,
              mx: 'auto',
              mb: 2,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <WineBarRounded />
          </Box>
          <Typography id={titleId} variant="h4" component="h2">
            {title}
          </Typography>
          <Typography id={subtitleId} color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        </Box>
        {children}
      </DialogContent>
    </Dialog>
  );
}

interface AuthSwitchPromptProps {
  question: string;
  action: string;
  onSwitch: () => void;
}

// The line under each form that swaps one dialog for the other.
export function AuthSwitchPrompt({ question, action, onSwitch }: AuthSwitchPromptProps) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
      {question}{' '}
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={onSwitch}
        sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
      >
        {action}
      </Link>
    </Typography>
  );
}
