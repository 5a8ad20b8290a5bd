import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useDispatch, useSelector } from 'react-redux';
import { selectToast, toastDismissed } from './toast-slice';

export function Toaster() {
  const dispatch = useDispatch();
  const { current, open } = useSelector(selectToast);
  if (!current) return null;

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not swallow a message the user has not read yet.
    if (reason === 'clickaway') return;
    dispatch(toastDismissed(current.id));
  };
  const destructive = current.variant === 'destructive';

  return (
    <Snackbar
      // A new key remounts the Snackbar, so a replacement toast restarts its timer and animation.
      key={current.id}
      open={open}
      autoHideDuration={current.durationMs}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert
        onClose={handleClose}
        role={destructive ? 'alert' : 'status'}
        severity={destructive ? 'error' : 'success'}
        variant={destructive ? 'filled' : 'standard'}
        icon={destructive ? undefined : false}
        sx={{
          width: { xs: '100%', sm: 380 },
          boxShadow: 6,
          ...(!destructive && {
            bgcolor: 'background.paper',
            color: 'text.primary',
            border: 1,
            borderColor: 'divider',
          }),
        }}
      >
        <AlertTitle sx={{ fontWeight: 700, mb: current.description ? 0.5 : 0 }}>{current.title}</AlertTitle>
        {current.description}
      </Alert>
    </Snackbar>
  );
}
