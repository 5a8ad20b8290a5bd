import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CompactDialog } from '@/components/dialogs/CompactDialog';
import { useId, type ReactNode } from 'react';
import { WineMark } from '@/components/nav/WineMark';

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
    <CompactDialog open={open} onClose={onClose} labelledBy={titleId} describedBy={subtitleId}>
      <DialogContent sx={{ px: { xs: 3, sm: 4 }, pt: { xs: 4, sm: 5 }, pb: { xs: 3, sm: 4 } }}>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Box sx={{ width: 48, mx: 'auto', mb: 2 }}>
            <WineMark size={48} large />
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
    </CompactDialog>
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
