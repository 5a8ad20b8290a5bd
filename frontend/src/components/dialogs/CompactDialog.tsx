import CloseRounded from '@mui/icons-material/CloseRounded';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

interface CompactDialogProps {
  open: boolean;
  onClose: () => void;
  /** ids of the title and the text that describes the dialog */
  labelledBy: string;
  describedBy: string;
  children: ReactNode;
}

// The narrow dialog with a corner Close button that the sign-in, sign-up and limit modals share.
export function CompactDialog({ open, onClose, labelledBy, describedBy, children }: CompactDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      fullWidth
      maxWidth="xs"
      // narrow phones get back the room that the default 32 px margins take
      sx={{ '& .MuiDialog-paper': { m: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } } }}
    >
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseRounded />
      </IconButton>
      {children}
    </Dialog>
  );
}
