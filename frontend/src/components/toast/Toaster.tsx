import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState, type PointerEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectToast, toastDismissed } from './toast-slice';

// A toast is dismissed by a swipe of at least this many pixels (docs/product-rules.md, toasts).
export const SWIPE_DISMISS_PX = 50;

export function Toaster() {
  const dispatch = useDispatch();
  const { current, open } = useSelector(selectToast);
  const swipeStart = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  // On a phone the bottom of the screen holds the next card's Save and the forms' submit buttons: the
  // toast sits at the top, under the app bar, where it covers no primary action.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (!current) return null;

  const swipe = {
    onPointerDown: (e: PointerEvent) => {
      swipeStart.current = e.clientX;
    },
    onPointerMove: (e: PointerEvent) => {
      if (swipeStart.current !== null) setOffset(e.clientX - swipeStart.current);
    },
    onPointerUp: () => {
      swipeStart.current = null;
      setOffset(0);
      if (Math.abs(offset) >= SWIPE_DISMISS_PX) dispatch(toastDismissed(current.id));
    },
    onPointerCancel: () => {
      swipeStart.current = null;
      setOffset(0);
    },
  };

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
      anchorOrigin={phone ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'right' }}
      sx={phone ? { top: { xs: 72 } } : undefined}
    >
      <Alert
        {...swipe}
        onClose={handleClose}
        role={destructive ? 'alert' : 'status'}
        severity={destructive ? 'error' : 'success'}
        variant={destructive ? 'filled' : 'standard'}
        icon={destructive ? undefined : false}
        sx={{
          width: { xs: '100%', sm: 380 },
          boxShadow: 6,
          transform: offset ? `translateX(${offset}px)` : undefined,
          touchAction: 'pan-y',
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
